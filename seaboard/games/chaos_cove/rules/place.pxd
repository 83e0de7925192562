# Cython declarations for place.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.chaos_cove.state cimport ChaosCoveData

cpdef can_place(ChaosCoveData state, int player)
cpdef next_place_turn(ChaosCoveData state)
cpdef place_legal(ChaosCoveData state, int player)
cpdef face_down_in(ChaosCoveData state, first, last)
cpdef location_possible(ChaosCoveData state, int player)
cpdef hero_possible(ChaosCoveData state, int player, hero)
cpdef place_apply(ChaosCoveData state, int player, action, events)
cpdef location_effect(ChaosCoveData state, int player, eff)
cpdef hero_effect(ChaosCoveData state, int player, hero)

# Cython declarations for common.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.chaos_cove.state cimport ChaosCoveData

cpdef draw(ChaosCoveData state, int player, kind)
cpdef take_from_hand(ChaosCoveData state, int player, card)
cpdef gain(ChaosCoveData state, int player, resource, amount)
cpdef order_from(ChaosCoveData state, int player)
cpdef next_turn(ChaosCoveData state, phase)
cpdef room(ChaosCoveData state, location)
cpdef here(ChaosCoveData state)
cpdef on_board(ChaosCoveData state, card)
cpdef resources_left(ChaosCoveData state, int player)

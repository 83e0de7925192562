# Cython declarations for cards.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.chaos_cove.state cimport ChaosCoveData

cpdef ability_actions(ChaosCoveData state, int player, when)
cpdef card_ok(ChaosCoveData state, int player, hero, when)
cpdef play_ability(ChaosCoveData state, int player, card, events)
cpdef post_window(ChaosCoveData state, int player)

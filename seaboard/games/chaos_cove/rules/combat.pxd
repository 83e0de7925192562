# Cython declarations for combat.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.chaos_cove.state cimport ChaosCoveData

cpdef start_fight(ChaosCoveData state, int player, target, origin, space=*)
cpdef fight_to_move(ChaosCoveData state, fight)
cpdef helper(ChaosCoveData state, fight)
cpdef fight_legal(ChaosCoveData state, fight)
cpdef others_hold_cards(ChaosCoveData state, int player)
cpdef fight_apply(ChaosCoveData state, fight, action, events)
cpdef next_helper(ChaosCoveData state, fight)
cpdef resolve(ChaosCoveData state, fight, events)

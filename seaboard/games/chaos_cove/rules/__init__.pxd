# Cython declarations for __init__.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.chaos_cove.state cimport ChaosCoveData

cpdef settle(ChaosCoveData state)
cpdef to_move(ChaosCoveData state)
cpdef legal(ChaosCoveData state)
cpdef apply(ChaosCoveData state, action)
cpdef driver_apply(ChaosCoveData state, int player, action, events)
cpdef explain(ChaosCoveData state, action)
cpdef _why(ChaosCoveData state, action)
cpdef label(ChaosCoveData state, action)

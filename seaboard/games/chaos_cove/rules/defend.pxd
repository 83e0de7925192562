# Cython declarations for defend.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.chaos_cove.state cimport ChaosCoveData

cpdef start_defend(ChaosCoveData state)
cpdef defend_step(ChaosCoveData state)
cpdef defend_legal(ChaosCoveData state, int player)
cpdef defend_apply(ChaosCoveData state, int player, action)

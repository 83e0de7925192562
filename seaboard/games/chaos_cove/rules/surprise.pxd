# Cython declarations for surprise.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.chaos_cove.state cimport ChaosCoveData

cpdef start_surprise(ChaosCoveData state)
cpdef attack_targets(ChaosCoveData state, int player)
cpdef surprise_legal(ChaosCoveData state, int player)
cpdef surprise_apply(ChaosCoveData state, int player, action)

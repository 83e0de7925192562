# Cython declarations for end.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.chaos_cove.state cimport ChaosCoveData

cpdef end_of_round(ChaosCoveData state)
cpdef ranking_key(ChaosCoveData state, int player, points)

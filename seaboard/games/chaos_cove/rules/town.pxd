# Cython declarations for town.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.chaos_cove.state cimport ChaosCoveData

cpdef can_take_free(ChaosCoveData state, int player)
cpdef can_take(ChaosCoveData state, int player, i, paid)
cpdef bounce_options(ChaosCoveData state)
cpdef market_items(ChaosCoveData state, int player)

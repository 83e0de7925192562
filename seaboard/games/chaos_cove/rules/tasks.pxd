# Cython declarations for tasks.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.chaos_cove.state cimport ChaosCoveData

cpdef task_legal(ChaosCoveData state, task)
cpdef give_ok(ChaosCoveData state, int player, resource)
cpdef get_ok(ChaosCoveData state, resource)

# Cython declarations for setup.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.leviathan.state cimport LeviathanData

cpdef setup(LeviathanData s)
cpdef row_pose(LeviathanData s, slot)
cpdef place(LeviathanData s, ident_name, events)
cpdef legal_launch(LeviathanData s)
cpdef launch(LeviathanData s, k, events)

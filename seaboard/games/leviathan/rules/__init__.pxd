# Cython declarations for __init__.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.leviathan.state cimport LeviathanData

cpdef deciding(LeviathanData s)
cpdef to_move(LeviathanData s)
cpdef step1_left(LeviathanData s)
cpdef _step2(LeviathanData s)
cpdef legal(LeviathanData s)
cpdef apply(LeviathanData s, action)
cpdef advance(LeviathanData s, events)
cpdef explain(LeviathanData s, action)
cpdef label(LeviathanData s, action)

# Cython declarations for maneuvers.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.leviathan.state cimport LeviathanData

cpdef next_boat(LeviathanData s)
cpdef boat_pose(LeviathanData s, side, facing, offset)
cpdef legal_offset(LeviathanData s)
cpdef lower(LeviathanData s, side, facing, events)
cpdef place_boat(LeviathanData s, offset, events)
cpdef legal_undersea(LeviathanData s)
cpdef swap(LeviathanData s, a, b, events)
cpdef reorient(LeviathanData s, card, events)

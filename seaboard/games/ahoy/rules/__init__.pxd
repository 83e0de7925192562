# Cython declarations for __init__.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.ahoy.state cimport AhoyData, Frame, Player

@cython.locals(top=Frame)
cpdef to_move(AhoyData state)
@cython.locals(top=Frame)
cpdef legal(AhoyData state)
cpdef frame_legal(AhoyData state, Frame top)
@cython.locals(top=Frame)
cpdef apply(AhoyData state, action)
@cython.locals(top=Frame)
cpdef settle(AhoyData state, events)
cpdef label(AhoyData state, action)

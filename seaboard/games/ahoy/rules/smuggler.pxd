# Cython declarations for smuggler.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.ahoy.state cimport AhoyData, Frame, Player

cpdef island_here(AhoyData state, seat)
@cython.locals(p=Player)
cpdef island_actions(AhoyData state, seat)
@cython.locals(p=Player)
cpdef island_apply(AhoyData state, seat, action, events)
@cython.locals(p=Player)
cpdef take_reward(AhoyData state, seat, cell, events)
cpdef negotiate(AhoyData state, seat, events)

# Cython declarations for coral.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.ahoy.state cimport AhoyData, Frame, Player

cpdef coral_seat(AhoyData state)
cpdef on_map_names(AhoyData state, seat)
cpdef outfitted(AhoyData state, seat)
@cython.locals(p=Player)
cpdef outfit_actions(AhoyData state, seat)
@cython.locals(p=Player)
cpdef job_actions(AhoyData state, seat)
cpdef free_actions(AhoyData state, seat)
@cython.locals(p=Player)
cpdef free_apply(AhoyData state, seat, action, events)
@cython.locals(p=Player)
cpdef resolve(AhoyData state, seat, action, value, events)
cpdef begin_turn(AhoyData state, seat)
@cython.locals(p=Player)
cpdef frame_legal(AhoyData state, Frame frame)
@cython.locals(p=Player)
cpdef banquet_targets(AhoyData state, fig)
cpdef after_move(AhoyData state, fig)

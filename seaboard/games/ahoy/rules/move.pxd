# Cython declarations for move.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.ahoy.state cimport AhoyData, Frame, Player

cpdef step_options(AhoyData state, fig)
cpdef move_legal(AhoyData state, Frame frame)
cpdef do_wrap(AhoyData state, Frame frame, direction, events)
cpdef do_step(AhoyData state, Frame frame, direction, events)
cpdef enter(AhoyData state, Frame frame, space, events, pushes=*)
cpdef after_wreckage(AhoyData state, Frame frame, space, events, pushes)
cpdef arrive(AhoyData state, Frame frame, space)
cpdef pilot_legal(AhoyData state, Frame frame)
cpdef steer_options(AhoyData state, fig)
cpdef steer_legal(AhoyData state, Frame frame)
cpdef explore_legal(AhoyData state, Frame frame)
cpdef explore_apply(AhoyData state, Frame frame, action, events)
@cython.locals(owner=Player)
cpdef finish_move(AhoyData state, Frame frame, events)
cpdef direct_move(AhoyData state, int player, fig, space, mode, events)
cpdef tailwind_targets(AhoyData state, fig, value)
cpdef _leviathan_with(AhoyData state, mover, evolution)
cpdef massive_at(AhoyData state, mover, space)
cpdef spiked_at(AhoyData state, mover, space)

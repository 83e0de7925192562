# Cython declarations for leviathan.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.ahoy.state cimport AhoyData, Frame, Player

cpdef heads(AhoyData state, seat)
cpdef has_evolution(AhoyData state, seat, name)
cpdef leviathan_seat(AhoyData state)
cpdef massive_blocks(AhoyData state, mover, space)
cpdef gain_bodies(AhoyData state, seat, n, events)
cpdef head_steps(AhoyData state, seat, fig)
@cython.locals(p=Player)
cpdef begin_turn(AhoyData state, seat)
cpdef bfs_distances(AhoyData state, start)
cpdef strike_targets(AhoyData state, seat, value)
cpdef feast_suits(AhoyData state, space, forts=*)
cpdef feast_options(AhoyData state, seat)
cpdef appetite_reward(AhoyData state, suit)
cpdef devour_islands(AhoyData state, seat)
@cython.locals(p=Player)
cpdef advance_options(AhoyData state, seat, pay)
cpdef resolve(AhoyData state, seat, action, value, events)
@cython.locals(p=Player)
cpdef frame_legal(AhoyData state, Frame frame)
cpdef take_extra(AhoyData state, seat, loser_fig, loser, extra, events)
cpdef draw_evolution(AhoyData state, seat, events)
cpdef new_appetite(AhoyData state, events)
cpdef evolution_fame(AhoyData state, seat)

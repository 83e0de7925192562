# Cython declarations for turn.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.ahoy.state cimport AhoyData, Frame, Player, Slot

cpdef seat_factions(AhoyData state)
cpdef draw_plans(AhoyData state, seat, n, events)
cpdef begin_turn(AhoyData state, seat)
@cython.locals(p=Player)
cpdef may_place(AhoyData state, seat)
@cython.locals(p=Player, slot=Slot)  # slot: by hand
cpdef place_actions(AhoyData state, seat)
@cython.locals(p=Player)
cpdef recruit_islands(AhoyData state, seat)
@cython.locals(p=Player)
cpdef recruit_actions(AhoyData state, seat)
@cython.locals(p=Player)
cpdef free_plan_actions(AhoyData state, seat)
cpdef plan_usable(AhoyData state, seat, name)
@cython.locals(p=Player)
cpdef turn_legal(AhoyData state, Frame frame)
@cython.locals(p=Player)
cpdef turn_apply(AhoyData state, Frame frame, action, events)
@cython.locals(p=Player)
cpdef resolve_slot(AhoyData state, seat, slot, value, events)
cpdef deploy_targets(AhoyData state, seat)
cpdef order_actions(AhoyData state, Frame frame)
@cython.locals(p=Player)
cpdef play_free_plan(AhoyData state, seat, name, events)
@cython.locals(p=Player)
cpdef small_legal(AhoyData state, Frame frame)
@cython.locals(p=Player)
cpdef small_apply(AhoyData state, Frame frame, action, events)
@cython.locals(p=Player)
cpdef end_turn(AhoyData state, Frame frame, events)

# Cython declarations for battle.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.ahoy.state cimport AhoyData, Frame, Player

cpdef will_fight(AhoyData state, Frame frame, enemy)
cpdef order_choices(AhoyData state, Frame frame)
cpdef order_legal(AhoyData state, Frame frame)
cpdef order_apply(AhoyData state, Frame frame, action)
@cython.locals(me=Player)
cpdef next_fight(AhoyData state, Frame frame, events)
cpdef side_owner(AhoyData state, battle, side)
@cython.locals(owner=Player)
cpdef can_grog(AhoyData state, battle, side)
cpdef static_bonus(AhoyData state, fig)
cpdef battle_to_move(AhoyData state, Frame frame)
cpdef battle_auto(AhoyData state, Frame frame, events)
cpdef victory_options(AhoyData state, b)
cpdef battle_legal(AhoyData state, Frame frame)

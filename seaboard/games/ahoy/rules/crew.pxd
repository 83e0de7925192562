# Cython declarations for crew.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.ahoy.state cimport AhoyData, Frame, Player

cpdef other_island(AhoyData state, here)
cpdef region_targets(AhoyData state, seat, fig)
cpdef holder(AhoyData state, seat, card)
cpdef crew_actions(AhoyData state, seat)
@cython.locals(p=Player)
cpdef crew_usable(AhoyData state, seat, card, fig)
cpdef noble_targets(AhoyData state, seat, fig)
cpdef gunnery_spaces(AhoyData state, seat, fig)
cpdef powder_monkey(AhoyData state, seat)
@cython.locals(p=Player)
cpdef crew_apply(AhoyData state, seat, card, events)
@cython.locals(p=Player)
cpdef box_crew(AhoyData state, seat, card)
cpdef plan_ship_usable(AhoyData state, seat, kind)
@cython.locals(me=Player, loser=Player, p=Player)
cpdef frame_apply(AhoyData state, Frame frame, action, events)

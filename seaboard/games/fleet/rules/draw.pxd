# Cython declarations for draw.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.fleet.state cimport FleetData, Player

cpdef draw_actions(FleetData state)
@cython.locals(area=Player)
cpdef draw_action(FleetData state, action)
cpdef draw_phase_start(FleetData state)
@cython.locals(area=Player)
cpdef draw_phase_next(FleetData state)
@cython.locals(area=Player)
cpdef swordfish_swap_next(FleetData state)
@cython.locals(area=Player)
cpdef round_end(FleetData state)

# Cython declarations for processing.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.fleet.state cimport FleetData, Player

cpdef processing_actions(FleetData state)
@cython.locals(area=Player)
cpdef processing_action(FleetData state, action)
@cython.locals(area=Player)
cpdef processing_start(FleetData state)
cpdef processing_next(FleetData state)
@cython.locals(area=Player)
cpdef processable_boats(FleetData state, int player)
@cython.locals(area=Player)
cpdef can_trade(FleetData state, int player)
@cython.locals(area=Player)
cpdef casino_open(FleetData state, int player)

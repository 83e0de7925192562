# Cython declarations for fishing.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.fleet.state cimport FleetData, Player

cpdef fishing_actions(FleetData state)
@cython.locals(area=Player)
cpdef fishing_action(FleetData state, action)
@cython.locals(area=Player)
cpdef fishing_start(FleetData state)
cpdef weather_next(FleetData state)
cpdef sink_targets(FleetData state, int player)
@cython.locals(area=Player)
cpdef sink_boat(FleetData state, other, boat)
cpdef fishing_next(FleetData state)
cpdef salmon_keep(FleetData state, int player)
@cython.locals(area=Player)
cpdef catch_fish(FleetData state, int player)
@cython.locals(area=Player)
cpdef salmon_tuck_boats(FleetData state, int player)
@cython.locals(area=Player)
cpdef swordfish_boats(FleetData state, int player)
@cython.locals(area=Player)
cpdef oyster_split_boats(FleetData state, int player)

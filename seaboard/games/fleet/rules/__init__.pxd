# Cython declarations for __init__.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.fleet.state cimport FleetData, Player

cpdef legal(FleetData state)
cpdef apply(FleetData state, action)
cpdef advance(FleetData state)
cpdef next_tug_owner(FleetData state)
cpdef flush_draws(FleetData state)

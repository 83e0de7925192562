# Cython declarations for payment.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.fleet.state cimport FleetData, Player

@cython.locals(area=Player)
cpdef payment_actions(FleetData state)
@cython.locals(area=Player)
cpdef payment_action(FleetData state, action)

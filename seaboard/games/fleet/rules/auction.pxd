# Cython declarations for auction.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.fleet.state cimport FleetData, Player

cpdef auction_actions(FleetData state)
@cython.locals(area=Player)
cpdef auction_action(FleetData state, action)
cpdef auction_start(FleetData state)
cpdef next_opener(FleetData state)
cpdef bidder_passes(FleetData state, int player)
cpdef next_bidder(FleetData state)
@cython.locals(area=Player)
cpdef auction_won(FleetData state)
cpdef after_license(FleetData state, winner)
@cython.locals(area=Player)
cpdef gain_crewman(FleetData state, int player)
cpdef crewman_placements(FleetData state, int player)
cpdef auction_end(FleetData state)
cpdef no_license_actions(FleetData state, int player)
cpdef no_license_next(FleetData state)
cpdef no_license_choice(FleetData state, int player, kind)
cpdef auction_close(FleetData state)
cpdef refill_row(FleetData state)

# Cython declarations for common.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.fleet.state cimport FleetData, Player

@cython.locals(area=Player)
cpdef bonus_level(FleetData state, int player, license)
cpdef shrimp_discount(FleetData state, int player)
@cython.locals(area=Player)
cpdef wealth(FleetData state, int player)
cpdef bid_cap(FleetData state, int player)
cpdef holds_license_for(FleetData state, int player, boat_type)
cpdef launch_cost(FleetData state, int player, boat_type)
cpdef launches_allowed(FleetData state, int player)
cpdef captains_allowed(FleetData state, int player)
@cython.locals(area=Player)
cpdef boat_capacity(FleetData state, int player, boat)
cpdef tugs_with_cards(FleetData state, int player)
cpdef supply_left(FleetData state)
cpdef turn_order(FleetData state)
cpdef draw_cards(FleetData state, int player, n, into_hand=*)
cpdef draw_face_down(FleetData state, n)
cpdef discard_card(FleetData state, boat_type)
@cython.locals(area=Player)
cpdef spend_card_face_up(FleetData state, int player, boat_type)
@cython.locals(area=Player)
cpdef spend_card_face_down(FleetData state, int player, boat_type)
cpdef crates_spent(FleetData state, n)
@cython.locals(area=Player)
cpdef remove_boat(FleetData state, int player, boat)
@cython.locals(area=Player)
cpdef place_dock_card(FleetData state, int player, dock)
cpdef end_phase(FleetData state, next_phase)

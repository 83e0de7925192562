# Cython declarations for state.py (issue 30): the two classes compiled as extension types,
# so typed rules code reads their fields directly. Pure Python ignores this file.

cimport cython

cdef class Player:
    cdef public list hand
    cdef public list known_in_hand
    cdef public list licenses
    cdef public list boat_types
    cdef public list boat_captains
    cdef public list boat_crates
    cdef public object processed
    cdef public object launched
    cdef public object hired
    cdef public object processed_mask
    cdef public object traded
    cdef public object oyster_crates
    cdef public object gone_fishin
    cdef public list marinas
    cdef public object marinas_used
    cdef public list tucked_crates
    cdef public list tucked_cards
    cdef public object swordfish_mask
    cdef public object oyster_split_mask
    cdef public object swapped
    cdef public list first_mates
    cdef public list captain_rounds
    cdef public list tug_cards
    cdef public list crewmen
    cdef public object crewman_crates
    cdef public object crewman_launches
    cdef public object extra_launches
    cdef public list boosted_types
    cdef public list leveled_licenses
    cdef public list charters
    cdef public object casino_staked

    @cython.locals(c=Player)
    cpdef Player clone(self)

cdef class FleetData:
    cdef public object config
    cdef public object rng
    cdef public list players
    cdef public list boat_supply
    cdef public list discard_pile
    cdef public list license_deck
    cdef public list row
    cdef public object crate_supply
    cdef public object start_player
    cdef public object round
    cdef public object phase
    cdef public object current
    cdef public object turn_index
    cdef public list auction_done
    cdef public list auction_out
    cdef public list bought_license
    cdef public object open_slot
    cdef public object high_bid
    cdef public object high_bidder
    cdef public object any_bought
    cdef public object pay_due
    cdef public object pay_paid
    cdef public object pay_return
    cdef public list drawn
    cdef public object draw_discards
    cdef public object final_round
    cdef public object end_reason
    cdef public object gone_fishin_pile
    cdef public object fishing_stage
    cdef public object dfo_boat
    cdef public list dfo_take_from
    cdef public object dfo_taken
    cdef public list dock_piles
    cdef public object pending_dock
    cdef public list trophies
    cdef public list trophy_owners
    cdef public list crab_meeples
    cdef public list crewman_deck
    cdef public list row_crewmen
    cdef public object won_crewman
    cdef public object embargo
    cdef public object crewman_to_place
    cdef public object row_size
    cdef public list captains
    cdef public list captain_licenses
    cdef public list captain_boats
    cdef public object weather_on
    cdef public object casino_on
    cdef public object salvage_on
    cdef public list discard_order
    cdef public object salvaged
    cdef public list events
    cdef public list draws
    cdef public list revealed
    cdef public object drew_two
    cdef public object took_gone_fishin
    cdef public object next_phase
    cdef public list tug_window
    cdef public object tug_window_held
    cdef public object legal_cache

    @cython.locals(c=FleetData, p=Player)
    cpdef FleetData clone(self)

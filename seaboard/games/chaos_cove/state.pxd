# Cython declarations for state.py (issue 30): the data compiled as an extension type, so
# typed rules code reads its fields directly. Pure Python ignores this file.

cimport cython

cdef class ChaosCoveData:
    cdef public object config
    cdef public object rng
    cdef public object players
    cdef public object rounds
    cdef public object round
    cdef public object phase
    cdef public object first_player
    cdef public object order_start
    cdef public object turn
    cdef public list resources
    cdef public object cannon_stock
    cdef public object saber_stock
    cdef public list hands
    cdef public list known_cards
    cdef public list deck
    cdef public list discard
    cdef public list construction
    cdef public list defeated
    cdef public list ships
    cdef public list forts
    cdef public list invaders
    cdef public list face_up
    cdef public list breakthrough
    cdef public list numbered_left
    cdef public list random_stacks
    cdef public list random_tops
    cdef public list stack_up
    cdef public list stack_taken
    cdef public list random_discards
    cdef public list hero_hands
    cdef public object seat_slots
    cdef public list hero_location
    cdef public list hero_owner
    cdef public list placed
    cdef public list passed
    cdef public list fortress_token
    cdef public list art_tile
    cdef public list gus_tile
    cdef public list flint_tile
    cdef public object turn_hero
    cdef public object turn_location_used
    cdef public object turn_hero_used
    cdef public object turn_takes
    cdef public list turn_symbols
    cdef public object turn_free_takes
    cdef public object turn_card_played
    cdef public object turn_hattie
    cdef public object ships_used
    cdef public object attacking_lane
    cdef public object sat_out
    cdef public object card_grant
    cdef public object after_combat
    cdef public list failed_attacks
    cdef public list pending
    cdef public object over
    cdef public object cove_fell
    cdef public object last_order
    cdef public object legal_cache

    @cython.locals(copy=ChaosCoveData)
    cpdef ChaosCoveData clone(self)

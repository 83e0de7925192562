# Cython declarations for state.py (issue 30): the data compiled as an extension type, so
# typed rules code reads its fields directly. Pure Python ignores this file.

cimport cython

@cython.auto_pickle(False)  # pickled by its own __getstate__, without the caches
cdef class BlackbeardData:
    cdef public object config
    cdef public object rng
    cdef public object phase
    cdef public object turn
    cdef public object mover
    cdef public list blocks
    cdef public list face_up
    cdef public list surveilled
    cdef public object camp
    cdef public object adventure
    cdef public object camp_found
    cdef public object escaped
    cdef public list hunter_spaces
    cdef public list piracy_rows
    cdef public list piracy_piles
    cdef public list tiles_set_aside
    cdef public list cubes
    cdef public list tile_pawns
    cdef public list tile_public
    cdef public object purse
    cdef public object gold_spent
    cdef public list taken_loot
    cdef public list loot_pool
    cdef public list prepared
    cdef public list defense_declared
    cdef public object blackbeard_pawns_used
    cdef public object blackbeard_segment
    cdef public list sail_path
    cdef public object sailed
    cdef public object lookouts_used
    cdef public list informant_pile
    cdef public list informants
    cdef public list informant_used
    cdef public list informant_spots
    cdef public list assets
    cdef public list asset_declared
    cdef public object hunter_pawns_used
    cdef public object hunter_map_pawns
    cdef public object hunter_segment
    cdef public list scouted
    cdef public list canoed
    cdef public list stopped
    cdef public list spotted_now
    cdef public list sighting_chains
    cdef public list spots
    cdef public object maynard_used
    cdef public object hyde_used
    cdef public list epochs
    cdef public list observations
    cdef public list shows
    cdef public object belief_cache
    cdef public object fog_cache
    cdef public object battle
    cdef public list resolve_queue
    cdef public object pardon_tile
    cdef public object fete_left
    cdef public object winner
    cdef public object reason
    cdef public object blackbeard_space
    cdef public object israel_space
    cdef public list silenced
    cdef public object israel_arrested
    cdef public list encounter_spaces
    cdef public object last_roll
    cdef public object ordinary_turn
    cdef public object legal_cache

    @cython.locals(new=BlackbeardData)
    cpdef BlackbeardData clone(self)

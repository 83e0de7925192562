# Cython declarations for state.py (issue 30): the data compiled as an extension type, so
# typed rules code reads its fields directly. Pure Python ignores this file.

cimport cython

cdef class LeviathanData:
    cdef public object config
    cdef public object rng
    cdef public object phase
    cdef public object active
    cdef public object turn
    cdef public list status
    cdef public list pose
    cdef public list identity
    cdef public list unplaced
    cdef public object whale_count
    cdef public object boats_lowered
    cdef public object boats_destroyed
    cdef public list held
    cdef public list spent
    cdef public object moved
    cdef public object step1_moves
    cdef public object tactic_played
    cdef public object maneuvered
    cdef public object attacked
    cdef public object bonus
    cdef public object harpoon
    cdef public object exempt
    cdef public object moving
    cdef public object purpose
    cdef public object steer
    cdef public object lower_side
    cdef public object lower_facing
    cdef public list collision
    cdef public object retrievals
    cdef public list group
    cdef public object roll_offer
    cdef public object rolling
    cdef public object repick
    cdef public object foul
    cdef public object spotting
    cdef public list islands
    cdef public object last_turn
    cdef public object winner
    cdef public object reason
    cdef public object legal_cache

    cpdef LeviathanData clone(self)
    cpdef on_table(self, card)

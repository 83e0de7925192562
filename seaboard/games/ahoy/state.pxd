# Cython declarations for state.py (issue 30): the data classes compiled as extension types,
# so typed rules code reads their fields directly. Pure Python ignores this file.

cimport cython

cdef class Slot:
    cdef public object name
    cdef public object action
    cdef public tuple values
    cdef public object damageable
    cdef public object die
    cdef public object damaged

    cpdef Slot clone(self)

cdef class Player:
    cdef public object faction
    cdef public object gold
    cdef public list slots
    cdef public list dice
    cdef public object fame
    cdef public object placed
    cdef public list crew
    cdef public object ready
    cdef public object supply
    cdef public list plans
    cdef public list cargo
    cdef public list pledged
    cdef public object reward
    cdef public object reward_prev
    cdef public object crew_used
    cdef public object speed
    cdef public object fangs
    cdef public object bodies
    cdef public list evolutions
    cdef public list evolved
    cdef public list jobs
    cdef public list captains

    @cython.locals(s=Slot)
    cpdef Player clone(self)

cdef class Figure:
    cdef public object owner
    cdef public object kind
    cdef public object space

    cpdef Figure clone(self)

cdef class Placed:
    cdef public object tile
    cdef public object x
    cdef public object y
    cdef public object rot
    cdef public object wealth

    cpdef Placed clone(self)

cdef class Battle:
    cdef public object attacker
    cdef public object defender
    cdef public object cause
    cdef public object stage
    cdef public list roll
    cdef public list bonus
    cdef public list secret
    cdef public object asked
    cdef public object winner
    cdef public object skipped

    cpdef Battle clone(self)

cdef class Frame:
    cdef public object kind
    cdef public object player
    cdef public object fig
    cdef public object n
    cdef public object a
    cdef public object b
    cdef public object text
    cdef public list used
    cdef public object battle

    cpdef Frame clone(self)

cdef class AhoyData:
    cdef public object config
    cdef public object rng
    cdef public list players
    cdef public list figures
    cdef public list placed
    cdef public dict grid
    cdef public list comrades
    cdef public list stack
    cdef public list removed_tiles
    cdef public list market
    cdef public list deck
    cdef public list removed_cards
    cdef public list boxed
    cdef public list plan_deck
    cdef public list plan_discard
    cdef public object round
    cdef public object first
    cdef public object current
    cdef public object phase
    cdef public list pending
    cdef public object appetite
    cdef public list appetite_deck
    cdef public list appetite_discard
    cdef public list evolution_deck
    cdef public list job_bag
    cdef public object reason
    cdef public object legal_cache

    cpdef AhoyData clone(self)

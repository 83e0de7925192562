# Cython declarations for piracy.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.blackbeard.state cimport BlackbeardData

cpdef piracy_actions(BlackbeardData state)
cpdef seek_fills(BlackbeardData state)
cpdef start_piracy(BlackbeardData state, events)
cpdef listed(BlackbeardData state, tile, space)
cpdef piracy_here(BlackbeardData state, tile)
cpdef gain(BlackbeardData state, gold)
cpdef run_piracy(BlackbeardData state, events)
cpdef filled(BlackbeardData state, tile, space, events)
cpdef set_aside(BlackbeardData state, tile, events)
cpdef piracy_decision(BlackbeardData state, action, events)

# Cython declarations for __init__.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.blackbeard.state cimport BlackbeardData

cpdef legal(BlackbeardData state)
cpdef apply(BlackbeardData state, action)
cpdef after_chains(BlackbeardData state, events)
cpdef explain(BlackbeardData state, action)

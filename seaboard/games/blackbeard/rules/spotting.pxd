# Cython declarations for spotting.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.blackbeard.state cimport BlackbeardData

cpdef chain_targets(BlackbeardData state)
cpdef chain_actions(BlackbeardData state)
cpdef secret_spot(BlackbeardData state, space, events)
cpdef open_spot(BlackbeardData state, space, events)

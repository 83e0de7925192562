# Cython declarations for end.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.blackbeard.state cimport BlackbeardData

cpdef end_turn(BlackbeardData state, events)
cpdef row_target(BlackbeardData state, total)
cpdef piracy_victory(BlackbeardData state)

# Cython declarations for interview.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.blackbeard.state cimport BlackbeardData

cpdef spot_targets(BlackbeardData state, slot)
cpdef interview_actions(BlackbeardData state)
cpdef interview(BlackbeardData state, action, events)

# Cython declarations for hunters.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.blackbeard.state cimport BlackbeardData

cpdef scout_targets(BlackbeardData state, piece)
cpdef scout_limit(BlackbeardData state, piece)
cpdef scout_cost(BlackbeardData state, piece)
cpdef hunter_actions(BlackbeardData state)
cpdef commandeer_options(BlackbeardData state)
cpdef hunter_action(BlackbeardData state, action, events)

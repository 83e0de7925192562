# Cython declarations for blackbeard.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.blackbeard.state cimport BlackbeardData

cpdef sail_limit(BlackbeardData state)
cpdef bb_actions(BlackbeardData state)
cpdef sightings_now(BlackbeardData state)
cpdef longboat_targets(BlackbeardData state)
cpdef israel_targets(BlackbeardData state)
cpdef silence_targets(BlackbeardData state)
cpdef setmap_actions(BlackbeardData state)
cpdef reset_map(BlackbeardData state, events)
cpdef blackbeard_action(BlackbeardData state, action, events)
cpdef set_map(BlackbeardData state, events)

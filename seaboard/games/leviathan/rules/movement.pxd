# Cython declarations for movement.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.leviathan.state cimport LeviathanData

cpdef destinations(LeviathanData s, card, turn)
cpdef turns(LeviathanData s, card)
cpdef legal_steps(LeviathanData s)
cpdef begin(LeviathanData s, card, purpose)
cpdef steer(LeviathanData s, turn)
cpdef go(LeviathanData s, distance, events)
cpdef legal_sink(LeviathanData s)
cpdef sink(LeviathanData s, card, events)

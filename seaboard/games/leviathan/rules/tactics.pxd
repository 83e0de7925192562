# Cython declarations for tactics.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.leviathan.state cimport LeviathanData

cpdef spot_targets(LeviathanData s)
cpdef legal_play(LeviathanData s)
cpdef play(LeviathanData s, card, events)
cpdef legal_tactic_move(LeviathanData s)
cpdef legal_spot(LeviathanData s)
cpdef spot(LeviathanData s, card, events)
cpdef legal_retrieve(LeviathanData s)
cpdef retrieve(LeviathanData s, card, events)

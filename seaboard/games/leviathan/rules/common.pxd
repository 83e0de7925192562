# Cython declarations for common.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.leviathan.state cimport LeviathanData

cpdef rect_of(LeviathanData s, card, pose=*)
cpdef overlapping(LeviathanData s, a, b)
cpdef in_combat(LeviathanData s, card)
cpdef combat_groups(LeviathanData s)
cpdef attackable(LeviathanData s)
cpdef whale_value(LeviathanData s, card, attack)
cpdef moby(LeviathanData s)
cpdef identity_name(LeviathanData s, card)
cpdef destroy(LeviathanData s, card, events, why)
cpdef reveal(LeviathanData s, card, events)
cpdef win(LeviathanData s, side, reason, events)
cpdef off_table(LeviathanData s, card)
cpdef edge_check(LeviathanData s, card, events)
cpdef rescue_check(LeviathanData s, events)
cpdef collisions_of(LeviathanData s, vessel)
cpdef end_turn(LeviathanData s, events)
cpdef draw(LeviathanData s, reason, events)
cpdef own_cards(LeviathanData s, side)

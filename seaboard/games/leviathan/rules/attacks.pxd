# Cython declarations for attacks.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.leviathan.state cimport LeviathanData

cpdef legal_attacks(LeviathanData s)
cpdef find_group(LeviathanData s, name, among=*)
cpdef declare(LeviathanData s, name, events)
cpdef legal_roll(LeviathanData s)
cpdef roll(LeviathanData s, card, events)
cpdef no_roll(LeviathanData s, events)
cpdef legal_slide(LeviathanData s)
cpdef slide(LeviathanData s, side, distance, events)
cpdef repick_groups(LeviathanData s)
cpdef legal_repick(LeviathanData s)
cpdef repick(LeviathanData s, name, events)
cpdef legal_foul(LeviathanData s)
cpdef foul(LeviathanData s, card, events)

# Cython declarations for build.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.chaos_cove.state cimport ChaosCoveData

cpdef start_build(ChaosCoveData state)
cpdef stack_card(ChaosCoveData state, stack)
cpdef has_space(ChaosCoveData state, int player, kind)
cpdef buyable(ChaosCoveData state, int player, mode)
cpdef buy(ChaosCoveData state, int player, stack, mode)
cpdef flip_stack(ChaosCoveData state, stack)
cpdef do_buy(ChaosCoveData state, int player, stack, mode)
cpdef build_legal(ChaosCoveData state, int player)
cpdef build_apply(ChaosCoveData state, int player, action)

# Cython declarations for produce.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.chaos_cove.state cimport ChaosCoveData

cpdef start_produce(ChaosCoveData state)
cpdef next_produce_turn(ChaosCoveData state)
cpdef trade_options(ChaosCoveData state, int player, used, ships_only=*)
cpdef produce(ChaosCoveData state, int player, card)
cpdef ship_trade(ChaosCoveData state, int player, card)
cpdef use_card(ChaosCoveData state, int player, card)
cpdef produce_legal(ChaosCoveData state, int player)
cpdef produce_apply(ChaosCoveData state, int player, action)

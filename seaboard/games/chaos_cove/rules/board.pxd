# Cython declarations for board.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.chaos_cove.state cimport ChaosCoveData

cpdef face_down(ChaosCoveData state, kind)
cpdef any_face_up(ChaosCoveData state)
cpdef target_tile(ChaosCoveData state, target)
cpdef lane_has(ChaosCoveData state, int player, target)
cpdef any_targets(ChaosCoveData state)
cpdef move_options(ChaosCoveData state, int player, naval)
cpdef defender(ChaosCoveData state)
cpdef follow_piece(ChaosCoveData state, naval, first, second)
cpdef grant(ChaosCoveData state, flag)
cpdef granted(ChaosCoveData state, space, flag)
cpdef flee_ok(ChaosCoveData state, int player, space)
cpdef flee_spaces(ChaosCoveData state, space)
cpdef destroy(ChaosCoveData state, space, naval)
cpdef lose_choices(ChaosCoveData state, int player, kind)

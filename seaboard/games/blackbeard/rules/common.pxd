# Cython declarations for common.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.blackbeard.state cimport BlackbeardData

cpdef to_move(BlackbeardData state)
cpdef log_obs(BlackbeardData state, space, secret=*)
cpdef new_epoch(BlackbeardData state, kind, arg=*, allowed=*)
cpdef bb_pawn_limit(BlackbeardData state)
cpdef penalty(BlackbeardData state, tile)
cpdef on_mat(BlackbeardData state, tile)
cpdef adventure_shown(BlackbeardData state)
cpdef defense_pool(BlackbeardData state)
cpdef game_over(BlackbeardData state, winner, reason, events)

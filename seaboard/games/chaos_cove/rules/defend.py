"""Phase Five - Defend the Cove: invaders flip and attack lane by lane, pirates first, top
to bottom; the defender defends, flees or hides; an invader with no defender left breaks
through, and a fourth of a kind ends the game."""

from __future__ import annotations

from seaboard.engine.game import Action
from seaboard.games.chaos_cove import content as K
from seaboard.games.chaos_cove.rules.board import defender, flee_ok, flee_spaces, granted
from seaboard.games.chaos_cove.rules.cards import ability_actions, post_window
from seaboard.games.chaos_cove.rules.common import A_DEFEND, A_HIDE, ACT_FLEE, order_from
from seaboard.games.chaos_cove.rules.end import end_of_round
from seaboard.games.chaos_cove.state import DEFEND, GRANT_HIDE, ChaosCoveData


def start_defend(s: ChaosCoveData) -> None:
    """Phase 5: flip all invaders; pirates attack top to bottom, then barbarians."""
    s.phase = DEFEND
    for i in range(2 * K.LANES):
        if s.invader[i] >= 0:
            s.face_up[i] = True
    s.lane = 0
    s.mark = 0
    s.grant = 0
    s.last_order = tuple(order_from(s, s.first))


def defend_step(s: ChaosCoveData) -> bool:
    """Run Phase 5 until a defender must decide (True) or the phase is done (False)."""
    if s.post >= 0:
        if post_window(s, s.post):
            s.turn = s.post  # the defender may still play ability cards after their combat
            return True
        s.post = -1
    while s.lane < 2 * K.LANES:
        t = s.invader[s.lane]
        if t < 0:
            s.lane += 1
            s.mark = 0
            s.grant = 0
            continue
        sp = defender(s)
        if sp >= 0:
            board = s.ships if s.lane < K.LANES else s.forts
            s.turn = board[sp]
            return True
        # no defender left: the invader breaks through (a 4th one loses the game)
        kind = K.tile_kind(t)
        s.invader[s.lane] = -1
        s.face_up[s.lane] = False
        if len(s.bt[kind]) >= K.BT_SPACES:
            s.bt[kind].append(t)
            s.lost = True
            s.over = True
            return True
        s.bt[kind].append(t)
        s.lane += 1
        s.mark = 0
        s.grant = 0
    end_of_round(s)
    return False


def defend_legal(s: ChaosCoveData, p: int) -> list[Action]:
    sp = defender(s)
    out = [A_DEFEND]
    if s.lane < K.LANES:
        if flee_ok(s, p, sp):
            out += [ACT_FLEE[x] for x in flee_spaces(s, sp)]
    elif s.art[p] or granted(s, sp, GRANT_HIDE):
        out.append(A_HIDE)
    out += ability_actions(s, p, "defence")
    return out

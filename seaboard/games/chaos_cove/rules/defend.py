"""Phase Five - Defend the Cove: invaders flip and attack lane by lane, pirates first, top
to bottom; the defender defends, flees or hides; an invader with no defender left breaks
through, and a fourth of a kind ends the game."""

from __future__ import annotations

from seaboard.engine.game import Action
from seaboard.games.chaos_cove import content as K
from seaboard.games.chaos_cove.content import (
    BT_SPACES,
    LANES,
    SPACE_KEY,
)
from seaboard.games.chaos_cove.rules.board import defender, flee_ok, flee_spaces, granted
from seaboard.games.chaos_cove.rules.cards import ability_actions, post_window
from seaboard.games.chaos_cove.rules.combat import start_fight
from seaboard.games.chaos_cove.rules.common import A_DEFEND, A_DONE, A_HIDE, ACT_FLEE, order_from
from seaboard.games.chaos_cove.rules.end import end_of_round
from seaboard.games.chaos_cove.state import DEFEND, GRANT_HIDE, O_DEF, ChaosCoveData


def start_defend(state: ChaosCoveData) -> None:
    """Phase 5: flip all invaders; pirates attack top to bottom, then barbarians."""
    state.phase = DEFEND
    for i in range(2 * LANES):
        if state.invaders[i] >= 0:
            state.face_up[i] = True
    state.attacking_lane = 0
    state.sat_out = 0
    state.card_grant = 0
    state.last_order = tuple(order_from(state, state.first_player))


def defend_step(state: ChaosCoveData) -> bool:
    """Run Phase 5 until a defender must decide (True) or the phase is done (False)."""
    if state.after_combat >= 0:
        if post_window(state, state.after_combat):
            state.turn = (
                state.after_combat
            )  # the defender may still play ability cards after their combat
            return True
        state.after_combat = -1
    while state.attacking_lane < 2 * LANES:
        tile = state.invaders[state.attacking_lane]
        if tile < 0:
            state.attacking_lane += 1
            state.sat_out = 0
            state.card_grant = 0
            continue
        space = defender(state)
        if space >= 0:
            board = state.ships if state.attacking_lane < LANES else state.forts
            state.turn = board[space]
            return True
        # no defender left: the invader breaks through (a 4th one loses the game)
        kind = K.tile_kind(tile)
        state.invaders[state.attacking_lane] = -1
        state.face_up[state.attacking_lane] = False
        if len(state.breakthrough[kind]) >= BT_SPACES:
            state.breakthrough[kind].append(tile)
            state.cove_fell = True
            state.over = True
            return True
        state.breakthrough[kind].append(tile)
        state.attacking_lane += 1
        state.sat_out = 0
        state.card_grant = 0
    end_of_round(state)
    return False


def defend_legal(state: ChaosCoveData, player: int) -> list[Action]:
    if state.after_combat >= 0:
        return [*ability_actions(state, player, "post"), A_DONE]
    space = defender(state)
    out = [A_DEFEND]
    if state.attacking_lane < LANES:
        if flee_ok(state, player, space):
            out += [ACT_FLEE[destination] for destination in flee_spaces(state, space)]
    elif state.art_tile[player] or granted(state, space, GRANT_HIDE):
        out.append(A_HIDE)
    out += ability_actions(state, player, "defence")
    return out


def defend_apply(state: ChaosCoveData, player: int, action: Action) -> None:
    kind = action.kind
    if state.after_combat >= 0:
        state.after_combat = -1  # done
        return
    space = defender(state)
    if kind == "defend":
        start_fight(state, player, state.attacking_lane, O_DEF, space)
    elif kind == "flee":
        destination = SPACE_KEY[action.args[0]]
        state.ships[destination] = player
        state.ships[space] = -1
        state.card_grant = 0
        state.sat_out |= 1 << destination  # it escaped this pirate: not attacked by it again
    elif kind == "hide":
        state.sat_out |= 1 << space
        state.card_grant = 0

"""Phase Four - Surprise Attack in Player Order: which invaders a player may attack."""

from __future__ import annotations

from seaboard.engine.game import Action
from seaboard.games.chaos_cove.content import (
    LANES,
    TARGET_KEY,
    TARGETS,
)
from seaboard.games.chaos_cove.rules.board import lane_has, target_tile
from seaboard.games.chaos_cove.rules.cards import ability_actions
from seaboard.games.chaos_cove.rules.combat import start_fight
from seaboard.games.chaos_cove.rules.common import A_PASS, ACT_ATTACK, next_turn
from seaboard.games.chaos_cove.state import O_P4, SURPRISE, ChaosCoveData


def start_surprise(state: ChaosCoveData) -> None:
    state.phase = SURPRISE
    state.turn = state.first_player
    state.passed = [False] * state.players
    state.failed_attacks = [0] * state.players


def attack_targets(state: ChaosCoveData, player: int) -> list[int]:
    """Phase 4: a face-up invader next to your ship or fort, or any breakthrough invader.

    Also one this player failed to defeat earlier in the phase: "Players continue attacking
    in player order until everyone has passed" sets no limit (a failed attack costs what
    was spent; the agents, not the rules, keep from retrying in vain)."""
    out = []
    for target in range(len(TARGETS)):
        tile = target_tile(state, target)
        if tile < 0:
            continue
        if target < 2 * LANES and not lane_has(state, player, target):
            continue
        out.append(target)
    return out


def surprise_legal(state: ChaosCoveData, player: int) -> list[Action]:
    out = [ACT_ATTACK[target] for target in attack_targets(state, player)]
    out += ability_actions(state, player, "turn")
    out.append(A_PASS)
    return out


def surprise_apply(state: ChaosCoveData, player: int, action: Action) -> None:
    if action.kind == "attack":
        start_fight(state, player, TARGET_KEY[action.args[0]], O_P4)
    else:
        state.passed[player] = True
        next_turn(state, SURPRISE)

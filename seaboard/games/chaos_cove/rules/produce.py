"""Phase Two - Use Forts and Ships: forts produce, ships trade rum for goods."""

from __future__ import annotations

from seaboard.engine.game import Action
from seaboard.games.chaos_cove.content import (
    FORT,
    GETS,
    KIND,
    PAY,
    PRODUCES,
    RUM,
    SHIP,
)
from seaboard.games.chaos_cove.rules.common import A_DONE, ACT_TRADE, gain, next_turn, order_from
from seaboard.games.chaos_cove.state import PRODUCE, ChaosCoveData


def start_produce(state: ChaosCoveData) -> None:
    """Phase 2: every fort produces, then each player trades with each ship once."""
    state.phase = PRODUCE
    for player in order_from(state, state.first_player):
        for card in state.construction[player]:
            if KIND[card] == FORT:
                produce(state, player, card)
    state.turn = state.first_player
    state.ships_used = 0
    state.passed = [False] * state.players


def next_produce_turn(state: ChaosCoveData) -> None:
    state.passed[state.turn] = True
    state.ships_used = 0
    next_turn(state, PRODUCE)


def trade_options(
    state: ChaosCoveData, player: int, used: int, ships_only: bool = True
) -> list[int]:
    out = []
    for i, card in enumerate(state.construction[player]):
        if used >> i & 1:
            continue
        kind = KIND[card]
        if kind == SHIP and state.resources[player][RUM] >= 1 or kind == FORT and not ships_only:
            out.append(i)
    return out


def produce(state: ChaosCoveData, player: int, card: int) -> None:
    for resource, amount in PRODUCES[card]:
        gain(state, player, resource, amount)


def ship_trade(state: ChaosCoveData, player: int, card: int) -> None:
    for resource, amount in PAY[card]:
        state.resources[player][resource] -= amount
    for resource, amount in GETS[card]:
        gain(state, player, resource, amount)


def use_card(state: ChaosCoveData, player: int, card: int) -> None:
    if KIND[card] == FORT:
        produce(state, player, card)
    else:
        ship_trade(state, player, card)


def produce_legal(state: ChaosCoveData, player: int) -> list[Action]:
    """Each ship once, while the rum lasts; `done` ends the player's Phase 2."""
    return [ACT_TRADE[i] for i in trade_options(state, player, state.ships_used)] + [A_DONE]


def produce_apply(state: ChaosCoveData, player: int, action: Action) -> None:
    if action.kind == "trade":
        i = action.args[0]
        state.ships_used |= 1 << i
        ship_trade(state, player, state.construction[player][i])
    else:
        next_produce_turn(state)

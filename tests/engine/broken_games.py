"""Broken copies of Dice Market, each breaking one part of the contract."""

from __future__ import annotations

import random
from typing import Any

from seaboard.engine.game import Action, Event, GameInfo
from seaboard.engine.rng import Rng
from tests.engine.dicegame import DiceGame, DiceState


class LeakyViewState(DiceState):
    """view() shows everybody's hand."""

    def view(self, player: int | None) -> dict[str, Any]:
        v = super().view(player)
        v["hands"] = [sorted(h) for h in self.hands]
        return v


class ShallowCloneState(DiceState):
    """clone() shares the hands with its source."""

    def clone(self) -> DiceState:
        twin = super().clone()
        twin.hands = self.hands
        return twin


class OutsideRandomState(DiceState):
    """Rolls the die with Python's global random instead of the state's Rng."""

    def _apply(self, action: Action) -> list[Event]:
        if action.kind == "roll":
            self.last_roll = random.randint(1, 6)
            self.coins[self.player] += self.last_roll
            self._end_turn()
            return [Event("rolled", {"die": self.last_roll})]
        return super()._apply(action)


class OwnViewDeterminizeState(DiceState):
    """determinize() deals the observer a new hand too."""

    def determinize(self, player: int, rng: Rng) -> DiceState:
        s = super().determinize(player, rng)
        pool = s.deck + s.hands[player]
        rng.shuffle(pool)
        n = len(s.hands[player])
        s.hands[player], s.deck = pool[:n], pool[n:]
        return s


class AcceptsIllegalState(DiceState):
    """apply() lets `confirm` through even when the payment does not cover the cost."""

    def apply(self, action: Action) -> list[Event]:
        if action.kind == "confirm" and self.pending is not None:
            return self._apply(action)
        return super().apply(action)


class LeakyEventState(DiceState):
    """The `drew` event tells everybody which card was drawn."""

    def _apply(self, action: Action) -> list[Event]:
        events = super()._apply(action)
        if action.kind == "draw":
            card = self.hands[(self.player - 1) % self.num_players][-1]
            return [Event("drew", {"card": card})]
        return events


class OrderDependentDeterminizeState(DiceState):
    """determinize() shuffles the unseen cards in their true order: same distribution,
    but for a given rng the sample follows the true hidden order."""

    def determinize(self, player: int, rng: Rng) -> DiceState:
        s = self.clone()
        s.rng = rng.split()
        pool = list(s.deck) + [c for q, h in enumerate(s.hands) if q != player for c in h]
        rng.shuffle(pool)
        for q in range(len(s.hands)):
            if q != player:
                n = len(s.hands[q])
                s.hands[q], pool = pool[:n], pool[n:]
        s.deck = pool
        return s


class ViewWithoutMarketState(DiceState):
    """view() leaves out the market, whose costs decide which `buy` is legal: two
    positions that look alike to the player offer different purchases."""

    def view(self, player: int | None) -> dict[str, Any]:
        v = super().view(player)
        del v["market"]
        return v


def _broken(name: str, cls: type[DiceState]) -> DiceGame:
    game = DiceGame()
    game.info = GameInfo(
        name=f"dicegame-{name}",
        title=f"Dice Market ({name})",
        min_players=2,
        max_players=4,
        max_actions=2_000,
    )
    game.state_class = cls
    return game


BROKEN = {
    "leaky-view": _broken("leaky-view", LeakyViewState),
    "shallow-clone": _broken("shallow-clone", ShallowCloneState),
    "outside-random": _broken("outside-random", OutsideRandomState),
    "own-view-determinize": _broken("own-view-determinize", OwnViewDeterminizeState),
    "accepts-illegal": _broken("accepts-illegal", AcceptsIllegalState),
    "leaky-event": _broken("leaky-event", LeakyEventState),
    "order-dependent-determinize": _broken(
        "order-dependent-determinize", OrderDependentDeterminizeState
    ),
    "view-without-market": _broken("view-without-market", ViewWithoutMarketState),
}

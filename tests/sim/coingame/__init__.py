"""Coin: a test-only game whose content decides the winner, for `seaboard balance`.

Each seat is dealt a charm (lucky, plain or dull; both may get the same). Seat 0 and
then seat 1 `toss`; then the game ends. A storm sinks both ships (everyone loses) with
chance `storm`, plus `dull_storm` when a dull charm is at the table; otherwise seat 0
wins with chance `first_wins`, moved by `lucky_edge` toward the seat holding the lucky
charm. The charms are its balance components, read from the final reveal.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any

from pydantic import Field

from seaboard.engine.content import Content, Sourced, load
from seaboard.engine.game import (
    Action,
    ActionKind,
    ActionSpace,
    Component,
    Event,
    Finished,
    Game,
    GameConfig,
    GameInfo,
    Outcome,
    Result,
    State,
)
from seaboard.engine.rng import Rng

Chance = Annotated[float, Field(ge=0.0, le=1.0)]


class Coin(Sourced):
    first_wins: Chance


class Charms(Sourced):
    lucky_edge: Chance
    storm: Chance
    dull_storm: Chance


class CoinContent(Content):
    coin: Coin
    charms: Charms


CONTENT = load(Path(__file__).parent / "content" / "coin.toml", CoinContent)
CHARMS = ("lucky", "plain", "dull")
TOSS = Action("toss")


@dataclass(slots=True)
class CoinState(State):
    config: GameConfig
    rng: Rng
    charms: list[str]
    tossed: int = 0
    winner: int | None = None  # -1: the storm
    over: bool = False

    @property
    def to_move(self) -> int | None:
        return None if self.over else self.tossed

    def legal_actions(self) -> list[Action]:
        return [] if self.over else [TOSS]

    def _apply(self, action: Action) -> list[Event]:
        self.tossed += 1
        if self.tossed < 2:
            return [Event("toss", {"player": 0})]
        c, k = CONTENT.coin, CONTENT.charms
        storm = k.storm + (k.dull_storm if "dull" in self.charms else 0.0)
        first = c.first_wins
        first += k.lucky_edge * ((self.charms[0] == "lucky") - (self.charms[1] == "lucky"))
        if self.rng.random() < storm:
            self.winner = -1
        else:
            self.winner = 0 if self.rng.random() < min(1.0, max(0.0, first)) else 1
        self.over = True
        return [Event("toss", {"player": 1}), Event("end", {"winner": self.winner})]

    @property
    def is_over(self) -> bool:
        return self.over

    def result(self) -> Result:
        if self.winner == -1:
            return Result((0.0, 0.0), (Outcome.LOSS, Outcome.LOSS), "storm")
        scores = tuple(1.0 if seat == self.winner else 0.0 for seat in range(2))
        return Result.from_ranking(scores, "heads" if self.winner == 0 else "tails")

    def view(self, player: int | None) -> dict[str, Any]:
        return {"charms": list(self.charms), "tossed": self.tossed, "winner": self.winner}

    def reveal(self) -> dict[str, Any]:
        return self.view(None)

    def determinize(self, player: int, rng: Rng) -> CoinState:
        copy = self.clone()
        copy.rng = rng.split()
        return copy

    def clone(self) -> CoinState:
        return CoinState(
            self.config, self.rng.clone(), list(self.charms), self.tossed, self.winner, self.over
        )


class CoinGame(Game):
    info = GameInfo(
        name="coingame",
        title="Coin (test game)",
        min_players=2,
        max_players=2,
        hidden_information=False,
        max_actions=10,
    )

    def new_state(self, config: GameConfig, seed: int) -> CoinState:
        rng = Rng(seed)
        return CoinState(config, rng, [rng.choice(CHARMS) for _ in range(2)])

    def action_space(self, config: GameConfig) -> ActionSpace:
        return ActionSpace([ActionKind("toss")])

    def balance_components(self, config: GameConfig) -> list[Component]:
        return [Component(f"charm:{c}", "charm", f"{c} charm") for c in CHARMS]

    def balance_read(self, game: Finished) -> list[list[str]]:
        return [[f"charm:{c}"] for c in game.reveal["charms"]]


GAME = CoinGame()

"""What the three adapters share: a title and config, observations, masks and rewards.

Observations come from `Game.encode_view(state.view(seat), seat, config)` and nothing else,
so an adapter can leak only what the view leaks (the conformance kit checks views). Masks
come from `Game.action_space(config)`: 1 for each legal action of the seat to move, all 0
for every other seat. Rewards come from the result at the end: +1 a win, 0 a draw, -1 a
loss (a shared loss, Chaos Cove's fallen cove, is -1 for every seat).
"""

from __future__ import annotations

import io
import json
from typing import Any

import numpy as np

from seaboard.engine.game import (
    Action,
    Game,
    GameConfig,
    IllegalAction,
    Outcome,
    Result,
    State,
)
from seaboard.engine.observation import ObservationSpec
from seaboard.games import get_game

OUTCOME_REWARD = {Outcome.WIN: 1.0, Outcome.DRAW: 0.0, Outcome.LOSS: -1.0}


def resolve(
    title: str | Game, players: int | None, options: dict[str, Any]
) -> tuple[Game, GameConfig]:
    """The title (a registry name or a Game) and its validated config; a bad title or
    option raises UnknownTitle or ConfigError naming it."""
    game = get_game(title) if isinstance(title, str) else title
    return game, game.make_config(players, **options)


def rewards(result: Result) -> list[float]:
    return [OUTCOME_REWARD[o] for o in result.outcomes]


def render_text(game: Game, view: dict[str, Any], player: int | None) -> str:
    """The title's terminal drawing of a view as plain text (a Rich renderable is printed
    to 80 columns); a title without one gets the view as JSON."""
    drawing = game.render_view(view, player)
    if drawing is None:
        return json.dumps(view, indent=1, sort_keys=True)
    if isinstance(drawing, str):
        return drawing
    from rich.console import Console

    console = Console(file=io.StringIO(), width=80, record=True, color_system=None)
    console.print(drawing)
    return console.export_text()


class Table:
    """A title under one config, as numbers: the observation layout and the action space."""

    def __init__(self, game: Game, config: GameConfig) -> None:
        self.game = game
        self.config = config
        self.spec: ObservationSpec = game.observation_spec(config)
        self.space = game.action_space(config)
        self.players = config.players
        self._index: dict[Action, int] = {}  # action -> number, filled as actions are met

    @property
    def num_actions(self) -> int:
        return self.space.size

    def observation(self, state: State, seat: int) -> np.ndarray:
        """The seat's view as float32 numbers in [0, 1] (a fresh array each call)."""
        encoding = self.game.encode_view(state.view(seat), seat, self.config)
        if len(encoding.data) != self.spec.size:
            raise ValueError(
                f"{self.game.info.name}: the encoder wrote {len(encoding.data)} numbers, "
                f"its spec declares {self.spec.size}"
            )
        return np.frombuffer(encoding.data, dtype=np.float32)

    def mask(self, state: State, seat: int) -> np.ndarray:
        """1 for each legal action of `seat` (all 0 unless `seat` is to move)."""
        out = np.zeros(self.space.size, dtype=np.int8)
        if not state.is_over and state.to_move == seat:
            out[self._indices(state)] = 1
        return out

    def legal_indices(self, state: State) -> list[int]:
        """The legal actions of the seat to move as action numbers, ascending."""
        if state.is_over:
            return []
        return sorted(self._indices(state))

    def _indices(self, state: State) -> list[int]:
        index = self._index
        out = []
        for action in state.legal_actions():
            i = index.get(action)
            if i is None:
                i = index[action] = self.space.index(action)
            out.append(i)
        return out

    def apply(self, state: State, index: int) -> None:
        """Apply action number `index`; an action that is not legal now raises
        IllegalAction naming it and why, and changes nothing."""
        try:
            index = int(index)
        except (TypeError, ValueError):
            raise IllegalAction(
                f"an action is a number in 0..{self.space.size - 1}, not {index!r}"
            ) from None
        action = self.space.action(index)
        try:
            state.apply(action)
        except IllegalAction as exc:
            raise IllegalAction(
                f"action {index} ('{action.text}') is not legal now: {exc}; "
                "the action mask marks the legal ones"
            ) from None

    def action_text(self, index: int) -> str:
        return self.space.action(int(index)).text

"""What the three adapters share: a title and config, observations, masks and rewards.

Observations come from `Game.encode_view(state.view(seat), seat, config)` and nothing else,
so an adapter can leak only what the view leaks (the conformance kit checks views). A title
may also give `encode_state(state, seat, config)` in its `observe.py`: the same numbers
without building the view dict, for speed (a view costs more than an engine action);
tests/rl/test_observation.py checks at every position of seeded games, for every seat and
config it plays, that the two give equal observations, and the leak test reads through it. Masks
come from `Game.action_space(config)`: 1 for each legal action of the seat to move, all 0
for every other seat. Rewards come from the result at the end: +1 a win, 0 a draw, -1 a
loss (a shared loss, Chaos Cove's fallen cove, is -1 for every seat).
"""

from __future__ import annotations

import importlib
import io
import json
from collections.abc import Callable
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
from seaboard.engine.observation import Encoding, ObservationSpec
from seaboard.games import get_game

OUTCOME_REWARD = {Outcome.WIN: 1.0, Outcome.DRAW: 0.0, Outcome.LOSS: -1.0}


def resolve(
    title: str | Game, players: int | None, options: dict[str, Any]
) -> tuple[Game, GameConfig]:
    """The title (a registry name or a Game) and its validated config; a bad title or
    option raises UnknownTitle or ConfigError naming it."""
    game = get_game(title) if isinstance(title, str) else title
    return game, game.make_config(players, **options)


StateEncoder = Callable[[State, int, GameConfig], Encoding]


def state_encoder(game: Game) -> StateEncoder | None:
    """The title's `observe.encode_state`, if it has one (found next to its Game class)."""
    package = type(game).__module__.rpartition(".")[0]
    try:
        module = importlib.import_module(f"{package}.observe")
    except ImportError:
        return None
    return getattr(module, "encode_state", None)


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
        # action <-> number, filled as actions are met (`space.action` walks the kinds)
        self._index: dict[Action, int] = {}
        self._action: dict[int, Action] = {}
        self.encode_state = state_encoder(game)

    @property
    def num_actions(self) -> int:
        return self.space.size

    def observation(self, state: State, seat: int) -> np.ndarray:
        """The seat's view as float32 numbers in [0, 1] (a fresh array each call)."""
        return np.frombuffer(self.encode(state, seat).data, dtype=np.float32)

    def encode(self, state: State, seat: int) -> Encoding:
        """`encode_view(state.view(seat))`, by the title's `encode_state` when it has one."""
        if self.encode_state is not None:
            encoding = self.encode_state(state, seat, self.config)
        else:
            encoding = self.game.encode_view(state.view(seat), seat, self.config)
        if len(encoding.data) != self.spec.size:
            raise ValueError(
                f"{self.game.info.name}: the encoder wrote {len(encoding.data)} numbers, "
                f"its spec declares {self.spec.size}"
            )
        return encoding

    def mask(self, state: State, seat: int) -> np.ndarray:
        """1 for each legal action of `seat` (all 0 unless `seat` is to move)."""
        if not state.is_over and state.to_move == seat:
            return self.mask_of(self.numbers(state))
        return np.zeros(self.space.size, dtype=np.int8)

    def mask_of(self, numbers: list[int]) -> np.ndarray:
        """The mask of these legal action numbers (a fresh array)."""
        out = np.zeros(self.space.size, dtype=np.int8)
        if len(numbers) < 16:  # the usual few: item writes, under a microsecond for one
            for i in numbers:
                out[i] = 1
        else:  # put converts the list at once (about twice as fast as `out[numbers] = 1`)
            out.put(numbers, 1)
        return out

    def legal_indices(self, state: State) -> list[int]:
        """The legal actions of the seat to move as action numbers, ascending."""
        if state.is_over:
            return []
        return sorted(self.numbers(state))

    def numbers(self, state: State) -> list[int]:
        """The legal actions of the seat to move as action numbers, in the title's order
        (one `legal_actions()` call; after it the title's `is_legal` answers from its cache,
        so `apply` does not build the list again)."""
        legal = state.legal_actions()
        try:
            return list(map(self._index.__getitem__, legal))  # every action met before
        except KeyError:
            pass
        index = self._index
        out = []
        for action in legal:
            i = index.get(action)
            if i is None:
                i = index[action] = self.space.index(action)
                self._action[i] = action
            out.append(i)
        return out

    def apply(self, state: State, index: int) -> None:
        """Apply action number `index`; an action that is not legal now raises
        IllegalAction naming it and why, and changes nothing."""
        try:
            action = self._action.get(index)  # numbers of actions already met
        except TypeError:  # unhashable: not a number
            action = None
        if action is None:
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

"""Every Seaboard title as an OpenSpiel Python game.

    from seaboard.rl.openspiel import register
    import pyspiel
    register()
    game = pyspiel.load_game("seaboard_fleet", {"players": 3, "epic": True})

`register()` registers `seaboard_<title>` for every title in the registry, with the title's
player count (`players`) and options as game parameters (a comma-separated option is
written with "+": `seaboard_fleet(players=5,standard=shrimp+cod+lobster+tuna+processing+char)`).

How a Seaboard game maps onto OpenSpiel:
- Chance: Seaboard draws dice and shuffles from the state's own seeded generator. Here the
  game starts at one chance node, the deal, whose outcome is the seed (one of `DEALS`,
  uniform); after it every draw follows from the seed, so a history (the deal, then the
  players' action numbers) replays to the identical state, which is what OpenSpiel's
  serialization and cloning rely on. No player ever observes the seed.
- Actions are the title's action numbers (`Game.action_space`), legal ones ascending.
- Returns at the end: +1 win, 0 draw, -1 loss (every seat -1 in a shared loss). A game that
  runs past the title's `max_actions` ends with 0 for everyone, within `max_game_length`.
- Observation and information state are both the seat's view: the string is its canonical
  JSON, the tensor the title's encoding (`Game.observation_spec`, one named piece per field).
  Seaboard views carry what a seat knows that decides its play (the conformance kit checks
  that a seat's legal actions follow from its view), so the view stands for the information
  state; it is not perfect recall where a view forgets (a view keeps no move log).
- Reading observations fast: as OpenSpiel advises for Python, make an observer once
  (`open_spiel.python.observation.make_observation(game)`) and call `set_from(state,
  player)` at each step: it fills the observer's numpy `tensor` in place.
  `state.observation_tensor(player)` gives the same numbers as a new Python list, which
  OpenSpiel's C++ side builds after encoding a fresh initial state to learn the size
  (on Fleet some 30 us a call more than the encoding itself).
- `resample_from_infostate(player, sampler)` is `determinize(player)`: a state the player
  cannot tell from the true one (equal view), everything hidden resampled. IS-MCTS
  (`open_spiel.python.algorithms.ismcts`) samples its worlds through it.
"""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pyspiel

from seaboard.engine.game import Game, State
from seaboard.engine.rng import Rng, derive_seed
from seaboard.games import all_games
from seaboard.rl.core import Table, rewards

DEALS = 1 << 16  # the chance outcomes of the deal: seeds 0 .. DEALS - 1
PREFIX = "seaboard_"
# a game's string form is `name(key=value,...)`, so a list option (fleet's
# `standard=shrimp,cod,...`) is written with "+" between its items there
LIST_SEP = "+"


def short_name(game: Game) -> str:
    return PREFIX + game.info.name.replace("-", "_")


def register(games: list[Game] | None = None) -> list[str]:
    """Register every title (or those given) with pyspiel; returns their short names.
    Registering a name again is a no-op."""
    known = set(pyspiel.registered_names())
    names = []
    for game in games if games is not None else all_games():
        name = short_name(game)
        names.append(name)
        if name not in known:
            game_type = _game_type(game)
            # a class per title, as OpenSpiel's own Python games register: pyspiel keeps
            # the creator until the process ends, and a class (unlike a closure) is never
            # freed then, after Python has shut down (which aborts the process)
            creator = type(
                f"SeaboardGame_{game.info.name}",
                (SeaboardGame,),
                {"title": game, "game_type": game_type},
            )
            pyspiel.register_game(game_type, creator)
    return names


def _parameters(game: Game) -> dict[str, Any]:
    params: dict[str, Any] = {"players": game.info.players_by_default}
    for name, field in game.Config.model_fields.items():
        if name == "players":
            continue
        default = field.default
        if not isinstance(default, bool | int | float | str):
            continue  # an option OpenSpiel cannot carry keeps its default
        params[name] = default.replace(",", LIST_SEP) if isinstance(default, str) else default
    return params


def _game_type(game: Game) -> pyspiel.GameType:
    info = game.info
    return pyspiel.GameType(
        short_name=short_name(game),
        long_name=f"Seaboard {info.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION
        if info.hidden_information
        else pyspiel.GameType.Information.PERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=info.max_players,
        min_num_players=info.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=_parameters(game),
    )


class SeaboardGame(pyspiel.Game):
    """A title under OpenSpiel; `register()` makes one subclass per title."""

    title: Game
    game_type: pyspiel.GameType

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        game = self.title
        params = dict(params or {})
        options = {
            k: v.replace(LIST_SEP, ",") if isinstance(v, str) else v
            for k, v in params.items()
            if k != "players"
        }
        config = game.make_config(params.get("players"), **options)
        self.table = Table(game, config)
        info = pyspiel.GameInfo(
            num_distinct_actions=self.table.num_actions,
            max_chance_outcomes=DEALS,
            num_players=config.players,
            min_utility=-1.0,
            max_utility=1.0,
            max_game_length=game.info.max_actions,
        )
        super().__init__(self.game_type, info, params)

    def new_initial_state(self) -> SeaboardState:
        return SeaboardState(self)

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> ViewObserver:
        if params:
            raise ValueError(f"observation parameters are not supported, got {params}")
        return ViewObserver(self.table)


class _Held:
    """The engine state inside a pyspiel state: copied with `clone()` (OpenSpiel clones a
    Python state by deep-copying its attributes) and pickled as its deal and actions (its
    serialization), which replay to the identical state."""

    __slots__ = (
        "actions", "legal", "max_actions", "moves", "player", "seed", "state", "table", "views",
    )  # fmt: skip

    def __init__(
        self, table: Table, seed: int, state: State, actions: list[int] | None, moves: int = 0
    ) -> None:
        self.table = table
        self.seed = seed
        self.state = state
        self.actions = actions  # None: a resampled world, which no history leads to
        self.moves = moves  # actions so far (a resampled world keeps the count)
        self.max_actions = table.game.info.max_actions
        self.views: dict[int, dict[str, Any]] = {}  # per seat, until the next action
        self.legal: list[int] | None = None  # the legal action numbers, until the next action
        self.player: int | None = None  # current_player's answer, until the next action

    @property
    def terminal(self) -> bool:
        """Over, or past the title's max_actions: called off (OpenSpiel needs a bound)."""
        return self.state.is_over or self.moves >= self.max_actions

    def current_player(self) -> int:
        """The seat to move, or TERMINAL (OpenSpiel asks some five times a move; a title's
        `to_move` may take a microsecond or more)."""
        player = self.player
        if player is None:
            player = self.player = (
                pyspiel.PlayerId.TERMINAL if self.terminal else self.state.to_move
            )
        return player

    def legal_numbers(self) -> list[int]:
        """The legal action numbers of the seat to move, ascending (OpenSpiel asks for
        them more than once a move)."""
        legal = self.legal
        if legal is None:
            legal = self.legal = self.table.legal_indices(self.state)
        return legal

    def view(self, seat: int) -> dict[str, Any]:
        """The seat's view now (OpenSpiel asks for a string and a tensor of each)."""
        view = self.views.get(seat)
        if view is None:
            view = self.views[seat] = self.state.view(seat)
        return view

    def apply(self, index: int) -> None:
        self.table.apply(self.state, index)  # IllegalAction changes nothing
        self.views = {}
        self.legal = None
        self.player = None
        self.moves += 1
        if self.actions is not None:
            self.actions.append(int(index))

    def __deepcopy__(self, memo: dict) -> _Held:
        actions = None if self.actions is None else list(self.actions)
        return _Held(self.table, self.seed, self.state.clone(), actions, self.moves)

    def __getstate__(self) -> dict[str, Any]:
        if self.actions is None:
            raise TypeError("a resampled (determinized) state cannot be serialized")
        game = self.table.game
        return {
            "title": game.info.name,
            "config": self.table.config.model_dump(),
            "seed": self.seed,
            "actions": self.actions,
        }

    def __setstate__(self, data: dict[str, Any]) -> None:
        from seaboard.games import get_game

        game = get_game(data["title"])
        config = game.make_config(**data["config"])
        self.table = Table(game, config)
        self.seed = data["seed"]
        self.state = game.new_state(config, self.seed)
        self.actions = []
        self.moves = 0
        self.max_actions = game.info.max_actions
        self.views = {}
        self.legal = None
        self.player = None
        for index in data["actions"]:
            self.apply(index)


class SeaboardState(pyspiel.State):
    def __init__(self, game: SeaboardGame) -> None:
        super().__init__(game)
        # only these two live in the instance dict: OpenSpiel deep-copies it to clone
        self.held: _Held | None = None  # None until the deal
        self.resamples = 0

    @property
    def table(self) -> Table:
        return self.get_game().table

    # -- the game so far ---------------------------------------------------------------
    @property
    def game_state(self) -> State:
        if self.held is None:
            raise RuntimeError("the deal has not happened yet (a chance node)")
        return self.held.state

    # OpenSpiel's C++ side calls these several times a move: they stay lean
    def current_player(self) -> int:
        held = self.held
        if held is None:
            return pyspiel.PlayerId.CHANCE
        return held.current_player()

    def is_terminal(self) -> bool:
        held = self.held
        return held is not None and held.current_player() == pyspiel.PlayerId.TERMINAL

    def chance_outcomes(self) -> list[tuple[int, float]]:
        assert self.held is None
        p = 1.0 / DEALS
        return [(seed, p) for seed in range(DEALS)]

    def _legal_actions(self, player: int) -> list[int]:
        assert player >= 0
        held = self.held
        if held is None or player != held.current_player():  # TERMINAL is never a player
            return []
        return held.legal_numbers()

    def _apply_action(self, action: int) -> None:
        if self.held is None:
            seed = int(action)
            self.held = _Held(
                self.table, seed, self.table.game.new_state(self.table.config, seed), []
            )
            return
        self.held.apply(action)

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"deal {action}"
        return self.table.action_text(action)

    def returns(self) -> list[float]:
        if self.held is None or not self.held.state.is_over:
            return [0.0] * self.table.players
        return rewards(self.held.state.result())

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> SeaboardState:
        """A world `player_id` cannot tell from this one: `determinize(player_id)`."""
        if self.held is None:
            return self.clone()
        # the world's randomness comes from the sampler, never from the true deal's seed
        self.resamples += 1
        draw = int(float(probability_sampler()) * (1 << 53))
        rng = Rng(derive_seed(draw, "resample", player_id, self.resamples))
        world = self.get_game().new_initial_state()
        world.held = _Held(
            self.table,
            -1,  # no deal leads to a resampled world
            self.held.state.determinize(player_id, rng),
            None,
            self.held.moves,
        )
        return world

    def __str__(self) -> str:
        if self.held is None:
            return "deal pending"
        return json.dumps(self.held.state.reveal(), sort_keys=True, separators=(",", ":"))


class ViewObserver:
    """Observation and information state of a seat: its view (string) and the title's
    encoding of it (tensor, one named piece per field of the spec)."""

    def __init__(self, table: Table) -> None:
        self.table = table
        spec = table.spec
        self.tensor = np.zeros(spec.size, np.float32)
        self.dict = {f.name: self.tensor[spec.slice(f.name)] for f in spec.fields}

    def set_from(self, state: SeaboardState, player: int) -> None:
        if state.held is None:
            self.tensor.fill(0.0)
            return
        held = state.held
        if self.table.encode_state is not None:
            encoding = self.table.encode(held.state, player)
        else:  # the view, kept for the string form
            encoding = self.table.game.encode_view(held.view(player), player, self.table.config)
        self.tensor[:] = np.frombuffer(encoding.data, np.float32)

    def string_from(self, state: SeaboardState, player: int) -> str:
        if state.held is None:
            return "deal pending"
        return json.dumps(state.held.view(player), sort_keys=True, separators=(",", ":"))

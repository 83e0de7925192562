"""The facade of Leviathan: the State that ties the data to the rules and the views, and
the Game (facts, options, action space, agents, presentation)."""

from __future__ import annotations

from pathlib import Path
from typing import Any, ClassVar

from seaboard.engine.agent import Agent
from seaboard.engine.game import (
    Action,
    ActionKind,
    ActionSpace,
    Component,
    ConfigError,
    Event,
    Finished,
    Game,
    GameConfig,
    GameInfo,
    IllegalAction,
    Result,
    State,
)
from seaboard.engine.observation import Encoding, ObservationSpec
from seaboard.engine.rng import Rng
from seaboard.games.leviathan import balance, bots, observe, render, rules, svg, view
from seaboard.games.leviathan import content as C
from seaboard.games.leviathan.config import LeviathanConfig
from seaboard.games.leviathan.rules.common import params
from seaboard.games.leviathan.state import BEASTS, CARD_IDS, OVER, LeviathanData

RULEBOOK = "001_815a351ca2805ba3.txt"


class LeviathanState(LeviathanData, State):
    """A position: the data (`state.py`) with the engine's contract. Seat 0 is the Moby
    Dick player (the Beasts), seat 1 the Ahab player (the Hunters)."""

    __slots__ = ()

    @property
    def to_move(self) -> int | None:
        return rules.to_move(self)

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def result(self) -> Result:
        if self.winner is None:
            return Result.from_ranking([0.5, 0.5], self.reason)
        scores = [1.0, 0.0] if self.winner == BEASTS else [0.0, 1.0]
        return Result.from_ranking(scores, self.reason)

    def legal_actions(self) -> list[Action]:
        legal = rules.legal(self)
        self.legal_cache = legal
        return list(legal)

    def is_legal(self, action: Action) -> bool:
        cache = self.legal_cache
        if cache is None:
            return action in self.legal_actions()
        return action in cache

    def _apply(self, action: Action) -> list[Event]:
        self.legal_cache = None
        return rules.apply(self, action)

    def explain_illegal(self, action: Action) -> IllegalAction:
        return rules.explain(self, action)

    def label(self, action: Action) -> str:
        return rules.label(self, action)

    def view(self, player: int | None) -> dict[str, Any]:
        return view.view(self, player)

    def reveal(self) -> dict[str, Any]:
        return view.reveal(self)

    def determinize(self, player: int, rng: Rng) -> LeviathanState:
        return view.determinize(self, player, rng)  # type: ignore[return-value]


class LeviathanGame(Game):
    info = GameInfo(
        name="leviathan",
        title="Leviathan",
        min_players=2,
        max_players=2,
        hidden_information=True,
        max_actions=6_000,
        rulebook=RULEBOOK,
        summary="Seat 0 the Moby Dick player hides Moby Dick among whales and decoys; "
        "seat 1 the Ahab player hunts him with the Pequod and its whaleboats",
    )
    Config = LeviathanConfig
    # the search starts from the heuristic's plan (prior), plays its rollouts out with the
    # heuristic on a coarse grid (random cards sail off the table) into the other side's
    # turn and values the cap by a fitted model (bots.evaluate): benchmarks/strength/README.md
    mcts_options: ClassVar[dict[str, str]] = {"rollout": "heuristic", "depth": "30", "prior": "10"}

    def check_config(self, config: GameConfig) -> None:
        try:
            params(config)
        except ValueError as exc:
            raise ConfigError(f"leviathan: {exc}") from None

    def new_state(self, config: GameConfig, seed: int) -> LeviathanState:
        state = LeviathanState(config=config, rng=Rng(seed))
        rules.setup.setup(state)
        return state

    def action_space(self, config: GameConfig) -> ActionSpace:
        p = params(config)
        cards = tuple(CARD_IDS)
        whales = CARD_IDS[:6]
        vessels = CARD_IDS[6:]
        return ActionSpace(
            [
                ActionKind("place", (tuple(C.WHALE_IDS),)),
                ActionKind("launch", (p.launches,)),
                ActionKind("move", (cards,)),
                ActionKind("steer", (p.steer_domain,)),
                ActionKind("go", (p.go_domain,)),
                ActionKind("sink", (vessels,)),
                ActionKind("lower", (("port", "starboard"), ("ahead", "astern"))),
                ActionKind("offset", (p.offsets,)),
                ActionKind("swap", (whales, whales)),
                ActionKind("reorient", (whales,)),
                ActionKind("attack", (whales,)),
                ActionKind("roll", (whales,)),
                ActionKind("no_roll"),
                ActionKind("slide", (("port", "starboard"), p.slides)),
                ActionKind("capsize", (vessels[1:],)),
                ActionKind("play", (tuple(C.TACTIC_IDS),)),
                ActionKind("spot", (whales,)),
                ActionKind("retrieve", ((*C.HUNTER_TACTICS, "none"),)),
                ActionKind("end"),
            ]
        )

    def heuristic(self, seat: int, config: GameConfig, options: dict[str, str]) -> Agent:
        return bots.make_heuristic(seat, options)

    def rollout_agent(self, seat: int, config: GameConfig, options: dict[str, str]) -> Agent:
        return bots.make_rollout(seat, options)

    def search_sample(self, state: State, seat: int, rng: Rng) -> State:
        assert isinstance(state, LeviathanState)
        return bots.search_sample(state, seat, rng)

    def evaluate(self, state: State, player: int) -> float:
        assert isinstance(state, LeviathanState)
        return bots.evaluate(state, player)

    def content_sources(self) -> list[dict[str, Any]]:
        return C.sources()

    def balance_components(self, config: GameConfig) -> list[Component]:
        return balance.components(config)

    def balance_read(self, game: Finished) -> list[list[str]]:
        return balance.read(game)

    # -- presentation hooks: one-line delegations to render.py (views and events only) ---
    def goal(self, config: GameConfig, player: int | None) -> str:
        return render.goal(player)

    def rules_summary(self) -> list[tuple[str, str]]:
        return list(render.RULES)

    def render_view(self, view: dict[str, Any], player: int | None) -> Any:
        return render.render_view(view, player)

    def render_event(self, event: Event, player: int | None) -> str:
        return render.render_event(event, player) or Game.render_event(self, event, player)

    def render_reveal(self, reveal: dict[str, Any]) -> Any:
        return render.render_reveal(reveal)

    def explain_action(self, state: State, action: Action) -> str:
        return render.explain_action(state.view(state.to_move), action, state.label(action))

    def render_svg(self, view: dict[str, Any], player: int | None, legal: Any) -> str | None:
        return svg.render_svg(view, player, legal)

    def draw(self, view: dict[str, Any], player: int | None, path: Path) -> None:
        if Path(path).suffix.lower() not in (".svg", ".png"):
            raise ConfigError(f"leviathan draws its table as .svg or .png, not {path}")
        svg.draw(view, Path(path))

    def observation_spec(self, config: GameConfig) -> ObservationSpec:
        return observe.spec(config)

    def encode_view(self, view: dict[str, Any], player: int, config: GameConfig) -> Encoding:
        return observe.encode(view, player, config)

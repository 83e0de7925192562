"""The facade of Hunt for Blackbeard: the State that ties the data to the rules and the views,
and the Game (facts, options, action space, agents, presentation)."""

from __future__ import annotations

from typing import Any, ClassVar

from seaboard.engine.agent import Agent
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
    IllegalAction,
    Result,
    State,
)
from seaboard.engine.observation import Encoding, ObservationSpec
from seaboard.engine.rng import Rng
from seaboard.games.blackbeard import balance, bots, observe, render, rules, svg, view
from seaboard.games.blackbeard import content as C
from seaboard.games.blackbeard.config import BlackbeardConfig
from seaboard.games.blackbeard.rules.common import to_move
from seaboard.games.blackbeard.rules.encounters import DECLARABLE
from seaboard.games.blackbeard.rules.setup import setup
from seaboard.games.blackbeard.state import BLACKBEARD, HUNTERS, OVER, BlackbeardData

RULEBOOK = "002_c4f6d330a9a0079f.txt"


class BlackbeardState(BlackbeardData, State):
    """A position: the data (`state.py`) with the engine's contract, answered by the rules and
    the views. Seat 0 is Blackbeard, seat 1 the Hunters."""

    __slots__ = ()

    @property
    def to_move(self) -> int | None:
        return to_move(self)

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def result(self) -> Result:
        winner = self.winner if self.winner is not None else HUNTERS
        scores = [1.0, 0.0] if winner == BLACKBEARD else [0.0, 1.0]
        return Result.from_ranking(scores, self.reason)

    def legal_actions(self) -> list[Action]:
        legal = rules.legal(self)
        self.legal_cache = legal  # `is_legal` answers from it until the next action
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

    def determinize(self, player: int, rng: Rng) -> BlackbeardState:
        return view.determinize(self, player, rng)


class BlackbeardGame(Game):
    info = GameInfo(
        name="blackbeard",
        title="Hunt for Blackbeard",
        min_players=2,
        max_players=2,
        hidden_information=True,
        max_actions=2_000,
        rulebook=RULEBOOK,
        summary="Seat 0 Blackbeard hides and plunders; seat 1 the Hunters search the Map",
    )
    Config = BlackbeardConfig
    # the search's settings and how they were tuned: benchmarks/strength/README.md
    mcts_options: ClassVar[dict[str, str]] = {"depth": "20", "prior": "10", "rollout": "heuristic"}

    def new_state(self, config: GameConfig, seed: int) -> BlackbeardState:
        state = BlackbeardState(config=config, rng=Rng(seed))
        setup(state)
        return state

    def action_space(self, config: GameConfig) -> ActionSpace:
        spaces = tuple(C.SPACE_IDS)
        sloops = ("jane", "ranger")
        return ActionSpace(
            [
                ActionKind("camp", (spaces,)),
                ActionKind("spot", (tuple(C.INF_IDS), spaces)),
                ActionKind("surveil", (spaces,)),
                ActionKind("chain", (spaces,)),
                ActionKind("chain_end"),
                ActionKind("done"),
                ActionKind("plan", (tuple(C.TILE_IDS),)),
                ActionKind("prepare", (tuple(C.DEF_IDS),)),
                ActionKind("sail", (spaces,)),
                ActionKind("commandeer", (tuple(C.ASSET_IDS),)),
                ActionKind("scout", (("jane", "ranger", "brand"), spaces)),
                ActionKind("move", (("jane", "ranger", "both", "brand"), spaces)),
                ActionKind("helm", (("jane", "ranger", "both"), spaces)),
                ActionKind("stop", (("jane", "ranger", "brand"),)),
                ActionKind("next"),
                ActionKind("declare", (DECLARABLE,)),
                ActionKind("roll"),
                ActionKind("escape", (spaces,)),
                ActionKind("board"),
                ActionKind("withdraw"),
                ActionKind("flee", (sloops, spaces)),
                ActionKind("shot", (("rigging", "crew"),)),
                ActionKind("hit", (sloops,)),
                ActionKind("mark", (("rigging", "crew"),)),
                ActionKind("pardon", (tuple(C.TILE_IDS),)),
                ActionKind("fete", (tuple(C.DEF_IDS),)),
                ActionKind("longboat", (spaces,)),
                ActionKind("israel", (spaces,)),
                ActionKind("silence", (spaces,)),
                ActionKind("encounter", (spaces,)),
                ActionKind("show_camp"),
                ActionKind("keep_camp"),
            ]
        )

    def heuristic(self, seat: int, config: GameConfig, options: dict[str, str]) -> Agent:
        return bots.make_heuristic(seat, options)

    def rollout_agent(self, seat: int, config: GameConfig, options: dict[str, str]) -> Agent:
        return bots.make_rollout(seat, options)

    def search_sample(self, state: State, seat: int, rng: Rng) -> State:
        assert isinstance(state, BlackbeardState)
        return bots.search_sample(state, seat, rng)

    def evaluate(self, state: State, player: int) -> float:
        assert isinstance(state, BlackbeardState)
        return bots.evaluate(state, player)

    def content_sources(self) -> list[dict[str, Any]]:
        return C.sources()

    # -- balance (`seaboard balance`): each tile and Informant, read in balance.py ---
    def balance_components(self, config: GameConfig) -> list[Component]:
        return balance.components(config)

    def balance_read(self, game: Finished) -> list[list[str]]:
        return balance.read(game)

    # -- presentation hooks (seaboard/engine/game.py): one-line delegations to render.py,
    # which draws from views and events only ----------------------------------------------
    def goal(self, config: GameConfig, player: int | None) -> str:
        return render.goal(player, config.most_dice, config.more_than_half)  # type: ignore[attr-defined]

    def rules_summary(self) -> list[tuple[str, str]]:
        return list(render.RULES)

    def render_view(self, view: dict[str, Any], player: int | None) -> Any:
        return render.render_view(view, player)

    def render_event(self, event: Event, player: int | None) -> str:
        return render.render_event(event, player) or Game.render_event(self, event, player)

    def render_reveal(self, reveal: dict[str, Any]) -> Any:
        return render.render_reveal(reveal)

    def explain_action(self, state: State, action: Action) -> str:
        return render.explain_action(state.view(state.to_move), action)

    def render_svg(self, view: dict[str, Any], player: int | None, legal: Any) -> str | None:
        return svg.render_svg(view, player, legal)

    # -- end of presentation hooks --------------------------------------------------------

    def observation_spec(self, config: GameConfig) -> ObservationSpec:
        return observe.spec(config)

    def encode_view(self, view: dict[str, Any], player: int, config: GameConfig) -> Encoding:
        return observe.encode(view, player, config)

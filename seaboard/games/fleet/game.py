"""The facade of Fleet with Arctic Bounty: the State that ties the data to the rules and the
views, and the Game (facts, options, action space, agents, presentation)."""

from __future__ import annotations

from typing import Any, ClassVar

from seaboard.engine.agent import Agent
from seaboard.engine.content import provenance
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
from seaboard.games.fleet import balance, bots, observe, render, rules, svg, view
from seaboard.games.fleet.config import FleetConfig, check
from seaboard.games.fleet.content import FILES
from seaboard.games.fleet.rules.scoring import result
from seaboard.games.fleet.state import OVER, FleetData
from seaboard.games.fleet.tables import (
    BOAT_NAMES,
    DOCK_NAMES,
    HIRE_FROM,
    LIC_NAMES,
    MARINA_SLOTS,
    MATE_FROM,
    MAX_BID,
    MAX_BOATS,
)

RULEBOOK = "003_305652acf1f10caf.txt"


class FleetState(FleetData, State):
    """A position: the data (`state.py`) with the engine's contract, answered by the rules
    (`rules/`) and the views (`view.py`)."""

    __slots__ = ()

    @property
    def to_move(self) -> int | None:
        return None if self.phase == OVER else self.current

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def result(self) -> Result:
        return result(self)

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
        return rules.apply(self, action)

    def explain_illegal(self, action: Action) -> IllegalAction:
        return rules.explain(self, action)

    def label(self, action: Action) -> str:
        return rules.label(self, action)

    def view(self, player: int | None) -> dict[str, Any]:
        return view.view(self, player)

    def reveal(self) -> dict[str, Any]:
        return view.reveal(self)

    def determinize(self, player: int, rng: Rng) -> FleetState:
        return view.determinize(self, player, rng)  # type: ignore[return-value]


class FleetGame(Game):
    info = GameInfo(
        name="fleet",
        title="Fleet: Arctic Bounty",
        min_players=1,
        max_players=6,
        hidden_information=True,
        max_actions=5_000,
        rulebook=RULEBOOK,
        summary="auction fishing licenses, launch boats, hire captains, catch fish",
    )
    Config = FleetConfig
    # the search plays its rollouts with `bots.RolloutFleet` (random but for two choices
    # random play wastes); see benchmarks/strength/README.md
    mcts_options: ClassVar[dict[str, str]] = {"rollout": "heuristic"}

    def new_state(self, config: GameConfig, seed: int) -> FleetState:
        assert isinstance(config, FleetConfig)
        state = FleetState(config=config, rng=Rng(seed))
        rules.setup(state)
        return state

    def check_config(self, config: GameConfig) -> None:
        assert isinstance(config, FleetConfig)
        check(config)

    def action_space(self, config: GameConfig) -> ActionSpace:
        boats = BOAT_NAMES
        idx = tuple(range(MAX_BOATS))
        return ActionSpace(
            [
                ActionKind("open", (tuple(range(8)),)),
                ActionKind("bid", (tuple(range(MAX_BID + 1)),)),
                ActionKind("pass"),
                ActionKind("pay", (boats,)),
                ActionKind("crate"),
                ActionKind("confirm"),
                ActionKind("launch", (boats,)),
                ActionKind("hire", (HIRE_FROM, boats)),
                ActionKind("process", (idx,)),
                ActionKind("trade"),
                ActionKind("discard", (boats,)),
                ActionKind("done"),
                ActionKind("oystercrate"),
                ActionKind("gonefishin"),
                ActionKind("marina", (boats, MARINA_SLOTS)),
                ActionKind("drawtwo"),
                ActionKind("takegonefishin"),
                ActionKind("take", (tuple(range(6)), idx)),
                ActionKind("tuck", (boats, idx)),
                ActionKind("keep"),
                ActionKind("sword", (idx,)),
                ActionKind("split", (idx,)),
                ActionKind("swap", (boats,)),
                ActionKind("buy", (DOCK_NAMES,)),
                ActionKind("tug", (idx,)),
                ActionKind("houseboat"),
                ActionKind("firstmate", (idx, boats)),
                ActionKind("crewcrate"),
                ActionKind("extralaunch"),
                ActionKind("boost", (boats,)),
                ActionKind("level", (LIC_NAMES,)),
                ActionKind("charter", (boats,)),
                ActionKind("salty", (boats,)),
                ActionKind("casino"),
                ActionKind("salvage"),
                ActionKind("sink", (tuple(range(6)), idx)),
                ActionKind("matecrate", ((*MATE_FROM, *idx),)),
                ActionKind("matetuck", (idx,)),
            ]
        )

    def heuristic(self, seat: int, config: GameConfig, options: dict[str, str]) -> Agent:
        return bots.FleetHeuristic.from_options(seat, options)

    def rollout_agent(self, seat: int, config: GameConfig, options: dict[str, str]) -> Agent:
        return bots.RolloutFleet("rollout", seat)

    def evaluate(self, state: State, player: int) -> float:
        assert isinstance(state, FleetState)
        return bots.evaluate(state, player)

    # -- balance (`seaboard balance`): each license, dock and bay card, read in balance.py
    def balance_components(self, config: GameConfig) -> list[Component]:
        return balance.components(config)

    def balance_read(self, game: Finished) -> list[list[str]]:
        return balance.read(game)

    # -- presentation hooks (seaboard/engine/game.py): one-line delegations to render.py,
    # which draws from views and events only ----------------------------------------------
    def goal(self, config: GameConfig, player: int | None) -> str:
        return render.goal(player, config.players, config.corporation)  # type: ignore[attr-defined]

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

    def content_sources(self) -> list[dict[str, Any]]:
        out = []
        for path in FILES:
            for p in provenance(path):
                out.append({"file": path.name, "key": p.key, "value": p.value, "source": p.source})
        return out

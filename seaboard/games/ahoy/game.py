"""The facade of Ahoy: the State that ties the data to the rules and the views, and the
Game (facts, options, action space, agents, presentation)."""

from __future__ import annotations

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
from seaboard.games.ahoy import balance, bots, observe, render, rules, svg, view
from seaboard.games.ahoy import content as C
from seaboard.games.ahoy.config import AhoyConfig
from seaboard.games.ahoy.rules.battle import BATTLE_PLANS, VICTORIES
from seaboard.games.ahoy.rules.coral import NAMES, POSITIONS
from seaboard.games.ahoy.rules.crew import CREW_ACTIONS
from seaboard.games.ahoy.rules.leviathan import BOARD_ACTIONS, EXTRAS
from seaboard.games.ahoy.rules.smuggler import PLEDGES
from seaboard.games.ahoy.rules.turn import setup
from seaboard.games.ahoy.state import OVER, AhoyData

RULEBOOK = "000_c279f272d6ee7131.txt"
MAX_FIGURES = 48  # every faction's figures together stay below this (Strike names one)


class AhoyState(AhoyData, State):
    """A position: the data with the engine's contract. Seat 0 is the Bluefin Squadron."""

    __slots__ = ()

    @property
    def to_move(self) -> int | None:
        return rules.to_move(self)

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def result(self) -> Result:
        # most Fame wins; ties broken by gold (Fame board), further ties shared (house G20)
        scores = [p.fame + p.gold / 1000 for p in self.players]
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

    def determinize(self, player: int, rng: Rng) -> AhoyState:
        out = view.determinize(self, player, rng)
        assert isinstance(out, AhoyState)
        return out


class AhoyGame(Game):
    info = GameInfo(
        name="ahoy",
        title="Ahoy",
        min_players=2,
        max_players=4,
        hidden_information=True,
        max_actions=6_000,
        rulebook=RULEBOOK,
        summary="Bluefin Squadron and Mollusk Union fight over regions of a growing sea; "
        "Smugglers deliver Cargo; first to 30 Fame ends the game",
    )
    Config = AhoyConfig
    # random rollouts cut at 15 actions (about a turn) and valued by `evaluate`: the
    # heuristic's rollouts (one clone per legal action) run about 10 iterations a second;
    # 15 against 40: as the Mollusk Union it won 5 of 6 and 3 of 4 games against the
    # heuristic Bluefin, at twice the iterations a CPU-second (1,020 against 510, median of
    # 16 positions of heuristic games); benchmarks/strength/README.md
    mcts_options: ClassVar[dict[str, str]] = {"depth": "15", "reward": "score"}

    def check_config(self, config: GameConfig) -> None:
        expansion = [o for o in ("leviathan", "coral_cap") if getattr(config, o, False)]
        if expansion and config.players < 3:
            raise ConfigError("ahoy: an expansion faction replaces a Smuggler: 3 or 4 players")
        if len(expansion) > 1 and config.players < 4:
            raise ConfigError(
                "ahoy: the Leviathan and the Coral Cap Pirates together need 4 players"
            )

    def new_state(self, config: GameConfig, seed: int) -> AhoyState:
        state = AhoyState(config=config, rng=Rng(seed))
        setup(state)
        rules.settle(state, [])
        return state

    def action_space(self, config: GameConfig) -> ActionSpace:
        spaces = C.SPACE_IDS
        tiles = C.TILE_IDS
        slots = C.ALL_SLOT_NAMES
        faces = tuple(range(1, 7))
        heads = (0, 1, 2, 3)
        figures = tuple(range(MAX_FIGURES))
        return ActionSpace(
            [
                ActionKind("start", (spaces,)),
                ActionKind("place", (slots, faces, faces)),
                ActionKind("recruit", (C.CARD_IDS, tuple(range(0, 7)))),
                ActionKind("plan", (C.PLAN_IDS,)),
                ActionKind("end"),
                ActionKind("stop"),
                ActionKind("pass"),
                ActionKind("done"),
                ActionKind("drop"),
                ActionKind("refresh"),
                ActionKind("step", (C.DIRS,)),
                ActionKind("wrap", (C.DIRS,)),
                ActionKind("explore", (C.CORNERS, (0, 1, 2, 3))),
                ActionKind("to", (spaces,)),
                ActionKind("comrades", (("island", "ready"),)),
                ActionKind("order", (tuple(range(10)), C.DIRS)),
                ActionKind("deploy", (spaces,)),
                ActionKind("repair", (slots,)),
                ActionKind("assemble", (tuple(range(5)),)),
                ActionKind("inspire", (spaces,)),
                ActionKind("damage", (slots,)),
                ActionKind("fortify", (spaces,)),
                ActionKind("raise", (tiles,)),
                ActionKind("evacuate", (tiles,)),
                ActionKind("spread", (tiles,)),
                ActionKind("sneak", (tiles,)),
                ActionKind("unpatrol", (spaces,)),
                ActionKind("wreckage", (("ignore", "take"),)),
                ActionKind("enlist", (tiles,)),
                ActionKind("take", (C.CARD_IDS,)),
                ActionKind("boost", (slots, (1, 2, 3, 4, 5))),
                ActionKind("victory", (VICTORIES,)),
                ActionKind("smuggle", (C.CARD_IDS,)),
                ActionKind("deliver", (C.CARD_IDS,)),
                ActionKind("reward", (tuple(range(25)),)),
                ActionKind("spend", (tuple(range(6)),)),
                ActionKind("pledge", (PLEDGES,)),
                ActionKind("edge", (spaces, C.DIRS)),
                ActionKind("slither", (heads, C.DIRS)),
                ActionKind("head", (heads,)),
                ActionKind("strike", (heads, figures)),
                ActionKind("spray", (heads, figures)),
                ActionKind("feast", (heads, C.CARD_IDS)),
                ActionKind("grow", (("speed", "fangs"),)),
                ActionKind("evolve", (C.EVOLUTIONS,)),
                ActionKind("devour", (tiles,)),
                ActionKind("brain", (BOARD_ACTIONS,)),
                ActionKind("nimble", (heads, spaces)),
                ActionKind("extra", (EXTRAS,)),
                ActionKind("outfit", (C.FRIGATES, C.CARD_IDS, tuple(range(0, 7)))),
                ActionKind("job", (C.FRIGATES, POSITIONS, C.CARD_IDS)),
                ActionKind("figure", (NAMES,)),
                ActionKind("swap", (NAMES, NAMES)),
                ActionKind("mend", (C.FRIGATES, POSITIONS)),
                ActionKind("jobdamage", (C.FRIGATES, POSITIONS)),
                ActionKind("fight", (figures,)),
                ActionKind("ability", (("banquet", "patrol", "comrade"),)),
                ActionKind("crew", (CREW_ACTIONS,)),
                ActionKind("reroll"),
                ActionKind("skip"),
                ActionKind("mode", (("sail", "tailwind"),)),
                ActionKind("launch", (tiles,)),
                ActionKind("target", (figures,)),
                ActionKind("patrol", (tuple(range(10)),)),
                ActionKind("shift", (tiles, tiles, (1, 2))),
            ]
        )

    def heuristic(self, seat: int, config: GameConfig, options: dict[str, str]) -> Agent:
        return bots.make_heuristic(seat, options)

    def evaluate(self, state: State, player: int) -> float:
        assert isinstance(state, AhoyState)
        return bots.evaluate(state, player)

    def content_sources(self) -> list[dict[str, Any]]:
        return C.sources()

    def balance_components(self, config: GameConfig) -> list[Component]:
        return balance.components(config)

    def balance_read(self, game: Finished) -> list[list[str]]:
        return balance.read(game)

    # -- presentation hooks: one-line delegations to render.py --------------------------
    def goal(self, config: GameConfig, player: int | None) -> str:
        return render.goal(config.players, player)

    def rules_summary(self) -> list[tuple[str, str]]:
        return list(render.RULES)

    def render_view(self, view: dict[str, Any], player: int | None) -> Any:
        return render.render_view(view, player)

    def render_svg(self, view: dict[str, Any], player: int | None, legal: Any) -> str | None:
        return svg.render_svg(view, player, legal)

    def render_event(self, event: Event, player: int | None) -> str:
        return render.render_event(event, player) or Game.render_event(self, event, player)

    def render_reveal(self, reveal: dict[str, Any]) -> Any:
        return render.render_reveal(reveal)

    def explain_action(self, state: State, action: Action) -> str:
        return render.explain_action(state.view(state.to_move), action)

    def observation_spec(self, config: GameConfig) -> ObservationSpec:
        return observe.spec(config)

    def encode_view(self, view: dict[str, Any], player: int, config: GameConfig) -> Encoding:
        return observe.encode(view, player, config)


__all__ = ["AhoyGame", "AhoyState", "AhoyConfig", "BATTLE_PLANS"]

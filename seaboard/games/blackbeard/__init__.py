"""Hunt for Blackbeard (Fort Circle Games): Blackbeard against the Hunters, hidden movement."""

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
    State,
)
from seaboard.engine.observation import Encoding, ObservationSpec
from seaboard.engine.rng import Rng
from seaboard.games.blackbeard import balance, observe, render, rules
from seaboard.games.blackbeard import content as C
from seaboard.games.blackbeard import view as _views  # noqa: F401 - binds views to the state
from seaboard.games.blackbeard.config import BlackbeardConfig
from seaboard.games.blackbeard.state import BBState

RULEBOOK = "002_c4f6d330a9a0079f.txt"


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
    # Random rollouts almost never fill a Piracy row, so every playout of Blackbeard's ends
    # "piracy failed" and the search has no signal. Cut at 20 actions (about one turn) and
    # valued by `evaluate` (row progress against turns left), and started from the
    # heuristic's plan, MCTS (300 iterations) as Blackbeard beat random in 9 of 10 games,
    # where it won 1 of 10 with rollouts to the end; as the Hunters it won 10 of 10.
    # Heuristic rollouts play Blackbeard's plans out but cost ~250 ms, mostly the Hunters'
    # belief refiltering; `rollout_agent` gives cheap ones that play on the sample instead
    # (bots.RolloutBlackbeard, bots.RolloutHunters): about 760 iterations a second. The
    # Hunters' search also samples Blackbeard's position weighed like the heuristic's odds
    # (`search_sample`). `evaluate` is a logistic model of Blackbeard's chance (fitted by
    # benchmarks/blackbeard_value.py): above all, the cubes he can still add to his best
    # row over the turns left against what the row will need, and the Hunters' reach. It
    # ranks positions better than the hand-made value it replaced (AUC 0.77 against 0.64 on
    # held-out positions of heuristic games; that value stays as the Hunters' Boarding bar).
    # The Hunters' one-turn rollouts say little about their moves (an Arrest or not), so
    # their search keeps close to the heuristic's plan and leaves it only where the
    # statistics clearly disagree: prior 10. With prior 3, MCTS Hunters won 6 of 20 where the
    # heuristic Hunters won 8 on the same deals, and 1 of 8 against 5; with prior 10, 16 of 28
    # against the heuristic's 15 (seeds 1000-1027, against the heuristic Blackbeard).
    # Blackbeard's search leans on the plan as hard. With prior 1 it lost to random
    # Hunters more often than the heuristic alone (88.8% of 278 games against 93-94%): a
    # turn is four to six small decisions (a pawn on a tile, a Sail) whose values lie
    # within the noise of ~800 iterations, and searched one at a time they drift from a
    # coherent plan (pawns on tiles Adventure then never reaches).
    mcts_options: ClassVar[dict[str, str]] = {"depth": "20", "prior": "10", "rollout": "heuristic"}

    def new_state(self, config: GameConfig, seed: int) -> BBState:
        return rules.new_state(config, Rng(seed))

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
                ActionKind("declare", (("lookouts", "maynard", "hyde"),)),
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
        from seaboard.games.blackbeard.bots import make_heuristic

        return make_heuristic(seat, options)

    def rollout_agent(self, seat: int, config: GameConfig, options: dict[str, str]) -> Agent:
        from seaboard.games.blackbeard.bots import make_rollout

        return make_rollout(seat, options)

    def search_sample(self, state: State, seat: int, rng: Rng) -> State:
        from seaboard.games.blackbeard.bots import search_sample

        assert isinstance(state, BBState)
        return search_sample(state, seat, rng)

    def evaluate(self, state: State, player: int) -> float:
        from seaboard.games.blackbeard.bots import evaluate

        assert isinstance(state, BBState)
        return evaluate(state, player)

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

    # -- end of presentation hooks --------------------------------------------------------

    def observation_spec(self, config: GameConfig) -> ObservationSpec:
        return observe.spec(config)

    def encode_view(self, view: dict[str, Any], player: int, config: GameConfig) -> Encoding:
        return observe.encode(view, player, config)


GAME = BlackbeardGame()

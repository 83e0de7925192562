"""Test-only bots for Dice Market: a heuristic agent and an evaluation.

Dice Market (tests/engine/dicegame.py) has no heuristic of its own. `GAME` here is the
same game with one, and with `evaluate` for MCTS depth caps. Its determinizer is
canonical (the kit checks it): two true states that a seat cannot tell apart
determinize to the very same state with the same rng.
"""

from __future__ import annotations

from dataclasses import fields

from seaboard.engine.agent import Agent, Clock
from seaboard.engine.game import Action, GameConfig, GameInfo, State
from tests.engine.dicegame import TARGET, DiceGame, DiceState

_FIELDS = tuple(f.name for f in fields(DiceState))


class DiceHeuristic(Agent):
    """Buy the contract worth most points, pay coins first then the biggest cards, else
    draw while the hand is small, else roll."""

    def act(self, state: State | None, legal: list[Action], clock: Clock) -> Action:
        by_kind: dict[str, list[Action]] = {}
        for a in legal:
            by_kind.setdefault(a.kind, []).append(a)
        if "confirm" in by_kind:
            return by_kind["confirm"][0]
        if "coins" in by_kind:
            return by_kind["coins"][0]
        if "pay" in by_kind:
            return max(by_kind["pay"], key=lambda a: a.args[0])
        assert isinstance(state, DiceState)
        if "buy" in by_kind:
            return max(by_kind["buy"], key=lambda a: state.market[a.args[0]])
        if "draw" in by_kind and len(state.hands[state.player]) < 3:
            return by_kind["draw"][0]
        return by_kind.get("roll", legal)[0]


def progress(state: DiceState, q: int) -> float:
    """Points, plus wealth (coins and cards) at a contract's rate of about a point per 4."""
    return state.points[q] + (state.coins[q] + sum(state.hands[q])) / 4.0


class BotDiceGame(DiceGame):
    info = GameInfo(
        name="dicegame-bots",
        title="Dice Market with bots (test game)",
        min_players=2,
        max_players=4,
        max_actions=2_000,
        summary="Dice Market with a heuristic, an evaluation and a canonical determinizer",
    )

    def heuristic(self, seat: int, config: GameConfig, options: dict[str, str]) -> Agent:
        return DiceHeuristic("heuristic", seat)

    def evaluate(self, state: State, player: int) -> float:
        assert isinstance(state, DiceState)
        mine = progress(state, player)
        best_other = max(progress(state, q) for q in range(state.num_players) if q != player)
        return min(1.0, max(0.0, 0.5 + (mine - best_other) / (2 * TARGET)))


GAME = BotDiceGame()

__all__ = ["GAME", "BotDiceGame", "DiceHeuristic"]

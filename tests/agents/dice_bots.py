"""Test-only bots for Dice Market: a heuristic agent, an evaluation and a canonical determinizer.

Dice Market (tests/engine/dicegame.py) has no heuristic of its own. `GAME` here is the
same game with one, with `evaluate` for MCTS depth caps, and with a determinizer whose
sample depends only on what the seat can see and the rng: the unseen cards and contracts
are sorted before they are shuffled, so two true states that a seat cannot tell apart
determinize to the very same state with the same rng.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from seaboard.agents.base import Agent, Clock
from seaboard.engine.game import Action, GameConfig, GameInfo, State
from seaboard.engine.rng import Rng
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


@dataclass(slots=True)
class CanonicalDiceState(DiceState):
    def clone(self) -> CanonicalDiceState:
        c = DiceState.clone(self)
        return CanonicalDiceState(**{f: getattr(c, f) for f in _FIELDS})

    def determinize(self, player: int, rng: Rng) -> CanonicalDiceState:
        s = self.clone()
        s.rng = rng.split()
        pool = list(s.deck)
        for q, hand in enumerate(s.hands):
            if q != player:
                pool.extend(hand)
        pool.sort()  # the sample must not depend on the order of what is unseen
        rng.shuffle(pool)
        for q in range(len(s.hands)):
            if q != player:
                n = len(s.hands[q])
                s.hands[q], pool = pool[:n], pool[n:]
        s.deck = pool
        s.contracts.sort()
        rng.shuffle(s.contracts)
        return s


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
    state_class = CanonicalDiceState

    def heuristic(self, seat: int, config: GameConfig, options: dict[str, str]) -> Agent:
        return DiceHeuristic("heuristic", seat)

    def evaluate(self, state: State, player: int) -> float:
        assert isinstance(state, DiceState)
        mine = progress(state, player)
        best_other = max(progress(state, q) for q in range(state.num_players) if q != player)
        return min(1.0, max(0.0, 0.5 + (mine - best_other) / (2 * TARGET)))


GAME = BotDiceGame()

__all__ = ["GAME", "BotDiceGame", "CanonicalDiceState", "DiceHeuristic"]

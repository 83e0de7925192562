"""The agent protocol: whatever chooses actions for a seat.

It lives in the engine because the match loop drives agents and titles ship their own
(heuristic bots); the agents package builds the shipped ones (random, mcts) from spec
strings.
"""

from __future__ import annotations

import time
from abc import ABC, abstractmethod
from typing import TYPE_CHECKING

from seaboard.engine.rng import Rng

if TYPE_CHECKING:
    from seaboard.engine.game import Action, State


class AgentSpecError(ValueError):
    """A bad agent spec or agent option (`mcts:iterations=-1`)."""


class Clock:
    """The time an agent may take for this move; None means no limit."""

    __slots__ = ("budget", "start")

    def __init__(self, budget: float | None = None) -> None:
        self.budget = budget
        self.start = time.perf_counter()

    def elapsed(self) -> float:
        return time.perf_counter() - self.start

    def remaining(self) -> float | None:
        if self.budget is None:
            return None
        return max(0.0, self.budget - self.elapsed())


class Agent(ABC):
    """Chooses an action for one seat.

    `act` receives `state`, a copy already determinized for the seat (never the true
    state), the legal actions, and a clock. `rng` is the agent's own stream, reseeded by
    the runner before every move so that runs are reproducible and resumable.
    """

    needs_state: bool = True  # False: the runner skips determinize (e.g. random)
    interactive: bool = False  # True: a person at the terminal
    # why the last `act` chose what it did, in a sentence, when the agent can say (a
    # heuristic names its reason; `hint` in the terminal shows it); None otherwise
    last_reason: str | None = None

    def __init__(self, spec: str = "", seat: int = 0) -> None:
        self.spec = spec or type(self).__name__.lower()
        self.seat = seat
        self.rng = Rng(seat)

    def reseed(self, seed: int) -> None:
        self.rng = Rng(seed)

    @abstractmethod
    def act(self, state: State | None, legal: list[Action], clock: Clock) -> Action: ...

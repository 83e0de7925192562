"""The agent protocol and agent spec strings (`random`, `heuristic`, `mcts:time=1.5`)."""

from __future__ import annotations

import time
from abc import ABC, abstractmethod
from typing import TYPE_CHECKING

from seaboard.engine.rng import Rng

if TYPE_CHECKING:
    from seaboard.engine.game import Action, Game, GameConfig, State


class AgentSpecError(ValueError):
    pass


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

    def __init__(self, spec: str = "", seat: int = 0) -> None:
        self.spec = spec or type(self).__name__.lower()
        self.seat = seat
        self.rng = Rng(seat)

    def reseed(self, seed: int) -> None:
        self.rng = Rng(seed)

    @abstractmethod
    def act(self, state: State | None, legal: list[Action], clock: Clock) -> Action: ...


class RandomAgent(Agent):
    """Uniform over the legal actions."""

    needs_state = False

    def act(self, state: State | None, legal: list[Action], clock: Clock) -> Action:
        return self.rng.choice(legal)


def parse_spec(spec: str) -> tuple[str, dict[str, str]]:
    """`mcts:iterations=400,rollout=heuristic` -> ("mcts", {"iterations": "400", ...})."""
    name, _, rest = spec.strip().partition(":")
    if not name:
        raise AgentSpecError(f"agent spec {spec!r} has no agent name")
    options: dict[str, str] = {}
    for part in filter(None, (p.strip() for p in rest.split(","))):
        key, sep, value = part.partition("=")
        if not sep or not key:
            raise AgentSpecError(f"agent spec {spec!r}: {part!r} must be KEY=VALUE")
        options[key.strip()] = value.strip()
    return name.lower(), options


AGENTS = ("random", "heuristic", "mcts", "human")


def make_agent(spec: str, game: Game, seat: int, config: GameConfig) -> Agent:
    """Build the agent a spec string names, for `seat` of `game`."""
    name, options = parse_spec(spec)
    if name == "random":
        if options:
            raise AgentSpecError(f"random takes no options, got {sorted(options)}")
        agent: Agent = RandomAgent(spec, seat)
    elif name == "heuristic":
        agent = game.heuristic(seat, config, options)
        agent.spec = spec
    elif name == "mcts":
        from seaboard.agents.mcts import MCTSAgent

        agent = MCTSAgent.from_options(spec, seat, game, options)
    elif name == "human":
        from seaboard.agents.human import HumanAgent

        agent = HumanAgent(spec, seat, game)
    else:
        raise AgentSpecError(f"unknown agent {name!r}; known: {', '.join(AGENTS)}")
    return agent

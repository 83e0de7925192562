"""The agent protocol and agent spec strings (`random`, `heuristic`, `mcts:time=1.5`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from seaboard.engine.agent import Agent, AgentSpecError, Clock

if TYPE_CHECKING:
    from collections.abc import Callable

    from seaboard.engine.game import Action, Game, GameConfig, State


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


def make_agent(
    spec: str,
    game: Game,
    seat: int,
    config: GameConfig,
    *,
    human: Callable[[str, int], Agent] | None = None,
) -> Agent:
    """Build the agent a spec string names, for `seat` of `game`.

    A person (`human`) is seated by the interface that talks to them: it passes `human`,
    which builds their agent from the spec and the seat.
    """
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
        if human is None:
            raise AgentSpecError("'human' is a person: seat one with `seaboard play` or the server")
        agent = human(spec, seat)
    else:
        raise AgentSpecError(f"unknown agent {name!r}; known: {', '.join(AGENTS)}")
    return agent

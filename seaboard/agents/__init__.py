"""The shipped agents (random, mcts) and agent spec strings. The protocol itself is
`seaboard.engine.agent.Agent`; titles ship their heuristic bots."""

from seaboard.agents.base import make_agent, parse_spec

__all__ = ["make_agent", "parse_spec"]

"""Agents: whatever chooses actions for a seat. See base.Agent for the protocol."""

from seaboard.agents.base import Agent, Clock, make_agent, parse_spec

__all__ = ["Agent", "Clock", "make_agent", "parse_spec"]

"""Leviathan (Past Go Games): Moby Dick and the whales against Ahab's Pequod and its
whaleboats, cards moved freely across a table."""

from __future__ import annotations

from seaboard.games.leviathan.game import LeviathanGame

GAME = LeviathanGame()

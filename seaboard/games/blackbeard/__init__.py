"""Hunt for Blackbeard (Fort Circle Games): Blackbeard against the Hunters, hidden movement."""

from __future__ import annotations

from seaboard.games.blackbeard.game import BlackbeardGame

GAME = BlackbeardGame()

"""Chaos Cove (APE Games, Martin Wallace): 2-4 players defend a cove, or all lose together."""

from __future__ import annotations

from seaboard.games.chaos_cove.game import ChaosCoveGame

GAME = ChaosCoveGame()

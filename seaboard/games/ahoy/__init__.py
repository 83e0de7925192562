"""Ahoy (Leder Games) with Ahoy: Fang & Fortune: factions race to 30 Fame on a growing sea."""

from __future__ import annotations

from seaboard.games.ahoy.game import AhoyGame

GAME = AhoyGame()

"""Options of Hunt for Blackbeard (rulebook "Choose Options", pages 11 and 14)."""

from __future__ import annotations

from pydantic import Field

from seaboard.engine.game import GameConfig


class BlackbeardConfig(GameConfig):
    most_dice: bool = Field(
        False,
        description="Option 'most dice win': Arrest, Escape and Boarding go to the side with "
        "more dice; equal dice roll; Fire always rolls",
    )
    more_than_half: bool = Field(
        False,
        description="Option: Blackbeard must fill more than half of a Piracy row to win",
    )
    advanced: bool = Field(
        False,
        description="ADVANCED tiles: Longboat, Israel Hands, Bought Silence, Canoes, "
        "Wm Butler, Partisans (off by default, as the rulebook advises for learning)",
    )

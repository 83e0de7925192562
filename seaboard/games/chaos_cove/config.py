"""Options of Chaos Cove."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from seaboard.engine.game import GameConfig


class CoveConfig(GameConfig):
    first_game: bool = Field(
        False, description="play 3 rounds instead of 4 (rulebook: Developer Advice)"
    )
    map_side: Literal["a", "b"] = Field(
        "a", description="which side of the two-sided map (side b is a house map)"
    )
    short_handed_extra_starters: bool = Field(
        True,
        description="house G10: with 2-3 players the spare starter ships and forts cover "
        "the empty lanes",
    )
    two_player_remove_strongest: bool = Field(
        True,
        description="house G11: with 2 players remove each wave's strongest pirate and "
        "barbarian before the draw",
    )

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
    # The printed setup gives each player one starter ship and fort (Game Setup); the two
    # switches below are house variants for short-handed games, off by default.
    short_handed_extra_starters: bool = Field(
        False,
        description="house variant (chaos-cove.md G10), off by default. With 2 players, each "
        "player also takes a second starter ship and starter fort (cards and pieces): the "
        "first player's stand in lanes 1 and 3, the second player's in lanes 2 and 4, so no "
        "lane starts uncovered (printed: lanes 1 and 2 only). With 3 players it changes "
        "nothing: lane 4 starts empty either way. No effect with 4 players.",
    )
    two_player_remove_strongest: bool = Field(
        False,
        description="house variant (chaos-cove.md G11), off by default. With 2 players, "
        "before each wave is placed, its strongest pirate and strongest barbarian are set "
        "aside unseen, so the 4 of each kind placed come from the 5 weaker tiles (printed: "
        "from all 6). No effect with 3 players nor with 4 players.",
    )

"""Options of Leviathan: the rulebook's "Other Considerations & Optional Rules" and the
house variants of leviathan.md (each off by default)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from seaboard.engine.game import GameConfig


class LeviathanConfig(GameConfig):
    table: Literal["3x3", "2x3", "2x3-long", "2x2"] = Field(
        "3x3",
        description="Play Area: 3x3 ft (recommended), 2x3 ft (players at the short ends), "
        "2x3-long (players at the long sides) or 2x2 ft (the smallest that works)",
    )
    beasts_cards: str = Field(
        "ramming_speed,tail_slap,barrel_roll",
        description="Handicapping: the Moby Dick player's tactical cards, comma-separated "
        "(remove some to weaken the whales; 'none' for no cards)",
    )
    hunters_cards: str = Field(
        "make_sail,harpoon",
        description="Handicapping: the Ahab player's tactical cards, comma-separated; the "
        "rulebook does not name the third, so the house proposal there_she_blows joins only "
        "when listed here ('none' for no cards)",
    )
    decoys: int = Field(
        2, ge=0, le=2, description="Handicapping: 'Trick of the light' decoy cards in play (0-2)"
    )
    one_card_moves: bool = Field(
        False,
        description="Handicapping ('more chess-like'): in step 1 only one of your cards moves, "
        "not all of them",
    )
    islands: int = Field(
        0, ge=0, le=4, description="Obstacles: round islands set out at random (0-4)"
    )
    touch_counts: bool = Field(
        True,
        description="House reading: cards that touch count as overlapping (off: they must "
        "interpenetrate by more than the contact margin)",
    )
    big_pequod: bool = Field(False, description="House variant: a larger (tarot-size) Pequod")
    small_boats: bool = Field(False, description="House variant: smaller whaleboat cards")
    angle_step: int = Field(
        0, ge=0, le=45, description="Heading grid in degrees (0: the content's 5 degrees)"
    )
    distance_step: int = Field(
        0, ge=0, le=50, description="Distance grid in millimetres (0: the content's 5 mm)"
    )

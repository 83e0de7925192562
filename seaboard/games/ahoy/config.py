"""Options of Ahoy (core game and Fang & Fortune)."""

from __future__ import annotations

from pydantic import Field

from seaboard.engine.game import GameConfig


class AhoyConfig(GameConfig):
    """2 players: Bluefin Squadron (seat 0) and Mollusk Union (seat 1). 3 players: Bluefin,
    a Smuggler, Mollusk. 4 players: Bluefin, Smuggler, Mollusk, Smuggler (ahoy.md §3.1)."""

    leviathan: bool = Field(
        False,
        description="Fang & Fortune: the Leviathan replaces a Smuggler (3-4 players; at 4 it "
        "sits 2nd or 4th at random)",
    )
    coral_cap: bool = Field(
        False,
        description="Fang & Fortune: the Coral Cap Pirates replace a Smuggler (3-4 players; at "
        "4 they sit 2nd or 4th at random)",
    )
    two_player_refresh: bool = Field(
        True,
        description="offer the First Player the 2-player clean-up choice of boxing and "
        "refilling the Market (First Player card); off: never offered",
    )

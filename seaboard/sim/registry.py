"""Title lookup for the command and batch workers: the registry, with broken titles
reported as warnings on stderr rather than stopping every command."""

from __future__ import annotations

import sys
from collections.abc import Callable

from seaboard.engine.game import Game, GameConfig
from seaboard.games import all_games, get_game

Warn = Callable[[str], None]


def _stderr(msg: str) -> None:
    print(f"seaboard: warning: {msg}", file=sys.stderr)


def available_games(warn: Warn = _stderr) -> list[Game]:
    """Every title that loads; the others are named in a warning."""
    return all_games(
        on_error=lambda name, exc: warn(
            f"title {name} cannot be loaded, skipped ({type(exc).__name__}: {exc})"
        )
    )


def find_game(name: str, warn: Warn = _stderr) -> Game:
    """The title called `name` (only that title is imported)."""
    return get_game(name)


def make_config(game: Game, players: int | None = None, **options: object) -> GameConfig:
    return game.make_config(players, **options)

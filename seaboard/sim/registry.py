"""Finding titles for the command and the batch workers, tolerant of a broken title.

`seaboard.games.get_game` loads every title to find one, so a title that fails to import
(one being written, a bad plugin) would stop every command. Here the registry is asked
first; only if it fails are the titles loaded one by one, the broken ones skipped with a
warning, so `seaboard play dicegame` still works while `blackbeard` is half-built.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import sys
from collections.abc import Callable

from seaboard.engine.game import ConfigError, Game, GameConfig
from seaboard.games import BUILTIN, UnknownTitle, all_games, get_game

Warn = Callable[[str], None]


def _stderr(msg: str) -> None:
    print(f"seaboard: warning: {msg}", file=sys.stderr)


def _load(ref: str) -> Game:
    module, _, attr = ref.partition(":")
    return getattr(importlib.import_module(module), attr or "GAME")


def _one_by_one(warn: Warn) -> list[Game]:
    refs = [f"seaboard.games.{n}" for n in BUILTIN]
    extra = os.environ.get("SEABOARD_EXTRA_GAMES", "")
    refs += [r.strip() for r in extra.split(",") if r.strip()]
    out: list[Game] = []
    for ref in refs:
        try:
            if ref.startswith("seaboard.games.") and importlib.util.find_spec(ref) is None:
                continue
            out.append(_load(ref))
        except Exception as exc:  # a broken title must not hide the others
            warn(f"title {ref} cannot be loaded, skipped ({type(exc).__name__}: {exc})")
    return out


def available_games(warn: Warn = _stderr) -> list[Game]:
    """Every title that loads."""
    try:
        return all_games()
    except Exception:
        return _one_by_one(warn)


def find_game(name: str, warn: Warn = _stderr) -> Game:
    """The title called `name`; UnknownTitle names the known ones."""
    try:
        return get_game(name)
    except UnknownTitle:
        raise
    except Exception:
        pass
    key = name.strip().lower().replace("-", "_")
    games = _one_by_one(lambda _msg: None)
    for g in games:
        if g.info.name.replace("-", "_") == key:
            return g
    # only now say which titles are broken: the one asked for may be among them
    _one_by_one(warn)
    known = ", ".join(sorted(g.info.name for g in games)) or "none yet"
    raise UnknownTitle(f"unknown title {name!r}; known titles: {known}")


def make_config(game: Game, players: int | None = None, **options: object) -> GameConfig:
    """The title's config; without a player count, two players where the title allows it,
    else the first count that validates (a solo mode may not exist yet)."""
    if players is not None:
        return game.make_config(players, **options)
    info = game.info
    first_error: ConfigError | None = None
    for n in sorted(range(info.min_players, info.max_players + 1), key=lambda n: (n != 2, n)):
        try:
            return game.make_config(n, **options)
        except ConfigError as exc:
            first_error = first_error or exc
    assert first_error is not None
    raise first_error

"""The titles. Each is a package exporting GAME; the registry finds them by name.

Extra games (tests, plugins) join through SEABOARD_EXTRA_GAMES="pkg.module:ATTR,...",
which worker processes inherit.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
from collections.abc import Callable
from functools import cache

from seaboard.engine.game import Game

BUILTIN = ("blackbeard", "fleet", "chaos_cove", "ahoy", "leviathan")


class UnknownTitle(LookupError):
    pass


def _load(ref: str) -> Game:
    module, _, attr = ref.partition(":")
    return getattr(importlib.import_module(module), attr or "GAME")


@cache
def _extra() -> dict[str, Game]:
    out: dict[str, Game] = {}
    for ref in filter(
        None, (r.strip() for r in os.environ.get("SEABOARD_EXTRA_GAMES", "").split(","))
    ):
        try:
            game = _load(ref)
        except Exception as exc:  # a typo in the variable is the person's, not a crash
            raise UnknownTitle(
                f"SEABOARD_EXTRA_GAMES: cannot load {ref!r} ({type(exc).__name__}: {exc})"
            ) from None
        if not isinstance(game, Game):
            raise UnknownTitle(f"SEABOARD_EXTRA_GAMES: {ref!r} is not a Game")
        out[game.info.name] = game
    return out


def _present(name: str) -> bool:
    return importlib.util.find_spec(f"seaboard.games.{name}") is not None


@cache
def _builtin(name: str) -> Game:
    # a title's package name is its GameInfo.name
    return _load(f"seaboard.games.{name}")


def all_games(on_error: Callable[[str, Exception], None] | None = None) -> list[Game]:
    """Every title. With `on_error`, a title that fails to load is reported and skipped
    (so one broken plugin does not stop `seaboard list`); without it, the error propagates.
    """
    out: list[Game] = []
    for name in BUILTIN:
        if not _present(name):
            continue
        try:
            out.append(_builtin(name))
        except Exception as exc:
            if on_error is None:
                raise
            on_error(name, exc)
    try:
        extra = list(_extra().values())
    except UnknownTitle as exc:
        if on_error is None:
            raise
        on_error("SEABOARD_EXTRA_GAMES", exc)
        extra = []
    return [*out, *extra]


def get_game(name: str) -> Game:
    key = name.strip().lower().replace("-", "_")
    if key in BUILTIN and _present(key):
        return _builtin(key)
    games = {g.info.name.replace("-", "_"): g for g in _extra().values()}
    if key not in games:
        names = [n for n in BUILTIN if _present(n)] + list(games)
        known = ", ".join(sorted(names)) or "none yet"
        raise UnknownTitle(f"unknown title {name!r}; known titles: {known}")
    return games[key]

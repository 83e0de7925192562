"""The titles. Each is a package exporting GAME; the registry finds them by name.

Extra games (tests, plugins) join through SEABOARD_EXTRA_GAMES="pkg.module:ATTR,...",
which worker processes inherit.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
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
        game = _load(ref)
        out[game.info.name] = game
    return out


@cache
def _builtin() -> dict[str, Game]:
    out: dict[str, Game] = {}
    for name in BUILTIN:
        if importlib.util.find_spec(f"seaboard.games.{name}") is not None:
            game = _load(f"seaboard.games.{name}")
            out[game.info.name] = game
    return out


def all_games() -> list[Game]:
    return [*_builtin().values(), *_extra().values()]


def get_game(name: str) -> Game:
    key = name.strip().lower().replace("-", "_")
    games = {g.info.name.replace("-", "_"): g for g in all_games()}
    if key not in games:
        known = ", ".join(sorted(g.info.name for g in all_games())) or "none yet"
        raise UnknownTitle(f"unknown title {name!r}; known titles: {known}")
    return games[key]

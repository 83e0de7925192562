"""The tables the adapters are tested on: every title in the registry at every player count
it accepts with its default options, and the variants named below. A title that lands later
joins by being in the registry; its variants join by a line here."""

from __future__ import annotations

from typing import Any

import pytest

from seaboard.engine.game import ConfigError, Game, GameConfig
from seaboard.games import all_games

# titles with no chance at all in their default game (Leviathan draws nothing: only its
# optional islands are placed at random), so every seed gives the same episode
NO_CHANCE = {"leviathan"}

# variants whose observations or rules differ from the defaults (title: [options, ...])
VARIANTS: dict[str, list[dict[str, Any]]] = {
    "ahoy": [
        {"players": 4, "leviathan": True, "coral_cap": True},
        {"players": 3, "coral_cap": True},
    ],
    "blackbeard": [{"advanced": True}, {"most_dice": True, "more_than_half": True}],
    "fleet": [
        {"players": 4, "epic": True},
        {"players": 2, "corporation": "tc"},
        {"players": 2, "corporation": "kirkman"},
        {
            "players": 4,
            "trophies": True,
            "crab_meeples": True,
            "crewman": True,
            "gone_fishin": True,
            "dock": "tug,artisan",
            "proposals": "weather,research,club,casino,salvage",
        },
        {"players": 6, "epic": True, "dock": "houseboat,firstmate,salty"},
        {
            "players": 5,
            "premium": "pub,kingcrab,dfo",
            "standard": "shrimp,cod,lobster,tuna,processing,swordfish",
        },
    ],
    "leviathan": [
        {"islands": 3, "hunters_cards": "make_sail,harpoon,there_she_blows"},
        {"table": "2x2", "decoys": 0, "big_pequod": True, "small_boats": True},
    ],
    "chaos_cove": [
        {"players": 2, "map_side": "b", "first_game": True},
        {"players": 2, "short_handed_extra_starters": True, "two_player_remove_strongest": True},
    ],
}


def player_counts(game: Game) -> list[int]:
    out = []
    for n in range(game.info.min_players, game.info.max_players + 1):
        try:
            game.make_config(n)
        except ConfigError:
            continue
        out.append(n)
    return out


def _label(game: Game, options: dict[str, Any]) -> str:
    return game.info.name + "".join(
        f"-{k}={v}" if k != "players" else f"-{v}p" for k, v in options.items()
    )


def tables(variants: bool = True) -> list[Any]:
    """pytest params (game, options): each title at each player count, then its variants."""
    out = []
    for game in all_games():
        for n in player_counts(game):
            out.append(pytest.param(game, {"players": n}, id=_label(game, {"players": n})))
        if variants:
            for options in VARIANTS.get(game.info.name, []):
                out.append(pytest.param(game, options, id=_label(game, options)))
    return out


def default_tables() -> list[Any]:
    """Each title once, at its default player count."""
    return [pytest.param(g, {}, id=g.info.name) for g in all_games()]


def config_of(game: Game, options: dict[str, Any]) -> GameConfig:
    options = dict(options)
    return game.make_config(options.pop("players", None), **options)

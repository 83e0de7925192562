"""Chaos Cove's balance-relevant components, for `seaboard balance`: each hero and each
location.

Every player holds every hero's tile at some point (the hands of four rotate each round),
so what tells players apart is what they did with them: a seat *had* a hero when it
placed that hero's figure at least once, and *had* a location when it placed a hero
there at least once (Phase 1, Place Heroes). Read from the moves only (`place HERO
LOCATION`); a hero moved by Iggy's bounce was not placed by the one who moved it.
"""

from __future__ import annotations

from seaboard.engine.game import Component, Finished, GameConfig

from .content import HERO_IDS, LOC_IDS


def components(config: GameConfig) -> list[Component]:
    heroes = [Component(f"hero:{h}", "hero", h.capitalize()) for h in HERO_IDS]
    places = [
        Component(f"location:{loc}", "location", loc.replace("_", " ").capitalize())
        for loc in LOC_IDS
    ]
    return heroes + places


def read(game: Finished) -> list[list[str]]:
    had: list[set[str]] = [set() for _ in game.result.scores]
    for seat, text in game.moves:
        words = text.split()
        if words[0] == "place":
            had[seat].update((f"hero:{words[1]}", f"location:{words[2]}"))
    return [sorted(ids) for ids in had]

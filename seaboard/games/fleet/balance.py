"""Fleet's balance-relevant components, for `seaboard balance`: each license, Dock card
and Bay card in play.

What a player *had*, read from the final views and the moves only:
- a license: it is among the player's licenses at the end (licenses are never lost);
- a Dock card: the player bought it (`buy`), or placed a First Mate or Salty Captain;
- a Bay card: a Trophy the player owns at the end, a Crab Meeple on one of their boat
  types, a Crewman they hold, a Gone Fishin' card they held or spent.
Licenses and Dock cards are bought, so their figures say as much about the players who
choose them as about the card.
"""

from __future__ import annotations

from typing import Any

from seaboard.engine.game import Component, Finished, GameConfig

from .config import FleetConfig, docks_in_play, licenses_in_play, names
from .tables import (
    CREW_NAMES,
    LIC_NAMES,
    PREMIUM_CHOICES,
    PROPOSAL_LICENSES,
    STANDARD_CHOICES,
    TROPHY_NAMES,
)

_NAMES = {
    "kccaptains": "King Crab (captains)",
    "kccrates": "King Crab (crates)",
    "kclicenses": "King Crab (licenses)",
    "dfo": "DFO",
}


def _title(name: str) -> str:
    return _NAMES.get(name, name.capitalize())


def components(config: GameConfig) -> list[Component]:
    assert isinstance(config, FleetConfig)
    standard, premium = licenses_in_play(config)
    cards = [i for n in standard for i in STANDARD_CHOICES[n]]
    cards += [i for n in premium for i in PREMIUM_CHOICES[n]]
    cards += [PROPOSAL_LICENSES[p] for p in names(config.proposals) if p in PROPOSAL_LICENSES]
    licenses = [LIC_NAMES[i] for i in cards]
    out = [Component(f"license:{n}", "license", f"{_title(n)} license") for n in licenses]
    out += [
        Component(f"dock:{n}", "dock card", f"{_title(n)} (Dock)") for n in docks_in_play(config)
    ]
    if config.trophies:
        out += [
            Component(f"bay:trophy-{t}", "bay card", f"Trophy: {t.replace('-', ' ')}")
            for t in TROPHY_NAMES
        ]
    if config.crab_meeples:
        out.append(Component("bay:crab-meeple", "bay card", "Crab Meeple"))
    if config.crewman:
        out += [Component(f"bay:crewman-{c}", "bay card", f"Crewman: {c}") for c in CREW_NAMES]
    if config.gone_fishin:
        out.append(Component("bay:gone-fishin", "bay card", "Gone Fishin'"))
    return out


def read(game: Finished) -> list[list[str]]:
    final: dict[str, Any] = game.views[0]  # the public part is the same in every view
    had: list[set[str]] = []
    for player in final["players"]:
        ids = {f"license:{n}" for n, count in player["licenses"].items() if count}
        ids.update(f"bay:crewman-{c}" for c in player.get("crewmen", []))
        if player.get("gone_fishin"):
            ids.add("bay:gone-fishin")
        had.append(ids)
    for trophy in final.get("trophies", []):
        if trophy["owner"] is not None:
            had[trophy["owner"]].add(f"bay:trophy-{trophy['trophy']}")
    for owner in (final.get("crab_meeples") or {}).values():
        if owner is not None:
            had[owner].add("bay:crab-meeple")
    for seat, text in game.moves:
        kind, *args = text.split()
        if kind == "buy":
            had[seat].add(f"dock:{args[0]}")
        elif kind in ("firstmate", "salty"):
            had[seat].add(f"dock:{kind}")
        elif kind == "gonefishin":
            had[seat].add("bay:gone-fishin")
    return [sorted(ids) for ids in had]

"""Hunt for Blackbeard's balance-relevant components, for `seaboard balance`: each tile
(Piracy, Prepared Defense, Commandeered Asset) and each Informant.

What a side *had*, read from the final views and the moves only:
- a Piracy tile: it lay in Blackbeard's Piracy rows (dealt at set-up, or drawn to replace
  a tile Seek Pardon set out; the set-out tile counts too);
- a Prepared Defense: Blackbeard prepared it, or took it free with Fete Tobias Knight;
- a Commandeered Asset: the Hunters commandeered it;
- an Informant: the Hunters drew it (used or not).
The Piracy tiles and Informants come by chance; Defenses and Assets are chosen, so their
figures say as much about when a side chooses them as about the tile.
"""

from __future__ import annotations

from typing import Any

from seaboard.engine.game import Component, Finished, GameConfig

from .content import ASSETS, DEFENSES, INFORMANTS, PIRACY

BLACKBEARD, HUNTERS = 0, 1  # the seats (rulebook: one player is Blackbeard)


def components(config: GameConfig) -> list[Component]:
    advanced = bool(getattr(config, "advanced", False))
    out = [Component(f"tile:{t.id}", "piracy tile", t.name) for t in PIRACY]
    out += [
        Component(f"defense:{d.id}", "prepared defense", d.name)
        for d in DEFENSES
        if advanced or not d.advanced
    ]
    out += [
        Component(f"asset:{a.id}", "commandeered asset", a.name)
        for a in ASSETS
        if advanced or not a.advanced
    ]
    out += [Component(f"informant:{i.id}", "informant", i.name) for i in INFORMANTS]
    return out


def read(game: Finished) -> list[list[str]]:
    pirate: set[str] = set()
    hunters: set[str] = set()
    rows: list[list[dict[str, Any]]] = game.views[BLACKBEARD].get("rows") or []
    pirate.update(f"tile:{t['tile']}" for row in rows for t in row)
    pirate.update(f"tile:{t}" for t in game.views[BLACKBEARD].get("set_aside") or [])
    for seat, text in game.moves:
        kind, *args = text.split()
        if seat == BLACKBEARD and kind in ("prepare", "fete"):
            pirate.add(f"defense:{args[0]}")
        elif seat == HUNTERS and kind == "commandeer":
            hunters.add(f"asset:{args[0]}")
    hunters.update(f"informant:{i['id']}" for i in game.views[HUNTERS].get("informants") or [])
    return [sorted(pirate), sorted(hunters)]

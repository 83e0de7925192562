"""Ahoy's balance-relevant components, for `seaboard balance`: each faction and each
Market card recruited as Crew.

What a seat *had*, read from the final views only:
- a faction: the seat played it (fixed by seat and player count: chance, not choice);
- an Evolution: the Leviathan played it (drawn by chance, played by choice);
- a Frigate: the Coral Cap outfitted it (by choice);
- a Crew card: it is among the seat's Crew at the end (recruited by choice, so its figures
  say as much about who recruits it as about the card).
"""

from __future__ import annotations

from seaboard.engine.game import Component, Finished, GameConfig

from .content import CARDS, EVOLUTIONS, FRIGATES

FACTIONS = {"bluefin": "Bluefin Squadron", "mollusk": "Mollusk Union", "smuggler": "Smuggler"}


def components(config: GameConfig) -> list[Component]:
    out = [
        Component("faction:bluefin", "faction", "Bluefin Squadron"),
        Component("faction:mollusk", "faction", "Mollusk Union"),
    ]
    if config.players > 2:
        out.append(Component("faction:smuggler", "faction", "Smuggler"))
    if getattr(config, "leviathan", False):
        out.append(Component("faction:leviathan", "faction", "Leviathan"))
        out += [
            Component(f"evolution:{e}", "evolution", e.replace("-", " ").title())
            for e in EVOLUTIONS
        ]
    if getattr(config, "coral_cap", False):
        out.append(Component("faction:coral", "faction", "Coral Cap Pirates"))
        out += [Component(f"frigate:{f}", "frigate", f"Frigate {f.title()}") for f in FRIGATES]
    out += [Component(f"crew:{c.id}", "crew", f"{c.name} ({c.id})") for c in CARDS]
    return out


def read(game: Finished) -> list[list[str]]:
    out = []
    for seat, view in enumerate(game.views):
        me = view["players"][seat]
        had = {f"faction:{me['faction']}", *(f"crew:{c}" for c in me["crew"])}
        had |= {f"evolution:{e}" for e in me.get("evolved", [])}
        had |= {
            f"frigate:{f}" for f, c in zip(FRIGATES, me.get("captains") or [], strict=False) if c
        }
        out.append(sorted(had))
    return out

"""Leviathan's balance-relevant components, for `seaboard balance`: each tactical card and
the place Moby Dick starts in the row.

What a side *had*, read from the moves only:
- a tactical card: the side played it (Barrel Roll: the Moby Dick player rolled a whale);
  held-at-start would not tell games apart, since each side holds the same cards;
- `start:N`: the Moby Dick player laid Moby Dick as whale card N (the N-th `place`).
Both are chosen, so their figures say as much about when a side chooses them as about
the card.
"""

from __future__ import annotations

from seaboard.engine.game import Component, Finished, GameConfig

from .content import CARDS

BEASTS, HUNTERS = 0, 1


def components(config: GameConfig) -> list[Component]:
    beasts = [t for t in config.beasts_cards.split(",") if t and t != "none"]  # type: ignore[attr-defined]
    hunters = [t for t in config.hunters_cards.split(",") if t and t != "none"]  # type: ignore[attr-defined]
    chosen = {t.strip() for t in beasts + hunters}
    out = [
        Component(f"tactic:{t.id}", f"{'Beasts' if t.side == 'beasts' else 'Hunters'} "
                  "tactical card", t.name)
        for t in CARDS.tactics
        if t.id in chosen
    ]  # fmt: skip
    out += [
        Component(f"start:{n}", "Moby Dick's starting place", f"Moby Dick laid as whale card {n}")
        for n in range(1, 4 + config.decoys + 1)  # type: ignore[attr-defined]
    ]
    return out


def read(game: Finished) -> list[list[str]]:
    had: list[set[str]] = [set(), set()]
    placed = 0
    for seat, text in game.moves:
        kind, *args = text.split()
        if kind == "place":
            placed += 1
            if args[0] == "moby_dick":
                had[BEASTS].add(f"start:{placed}")
        elif kind == "play":
            had[seat].add(f"tactic:{args[0]}")
        elif kind == "roll":
            had[BEASTS].add("tactic:barrel_roll")
    return [sorted(had[BEASTS]), sorted(had[HUNTERS])]

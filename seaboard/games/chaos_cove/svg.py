"""Chaos Cove drawn from a view: one inline <svg> for the web table.

Left, the sea: for each lane its pirate (P and strength, "?" face down) and its ship
spaces (the wind space marked "~"); right, the land: each lane's fort spaces and its
barbarian (B). A ship (S) or fort (F) shows its owner ("S: you", "F: s1"). Below: the
town's twelve locations with the heroes standing there, the construction stacks, each
player's supplies, and the seat's own hero cards (only its owner's view holds them).
Elements that stand for a legal action carry `data-action` (a space to build on or
attack, a location to place a hero, a card to fight with, a stack to buy from); styling
is by `sb-*` classes, and every mark has a letter or a word, never colour alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any

from seaboard.games.chaos_cove import content as K
from seaboard.games.chaos_cove.render import (
    LOCATION,
    PHASES,
    _pending,
    card,
    construction,
    hero,
)
from seaboard.games.drawing import clickable
from seaboard.games.drawing import text as _text

WIDTH = 1000
CELL = 74
# verbs whose first argument is a hero card number (a click on the card plays it)
CARD_VERBS = ("combat", "ability", "offer", "givecard")


def _box(
    x: float,
    y: float,
    w: float,
    h: float,
    action: str | None,
    fill: str,
    cls: str,
    title: str,
    data: str = "",
    trial: str | None = None,
    choices: Sequence[str] = (),
) -> str:
    attrs = clickable(action, choices)  # several heroes may go here: the page asks which
    if not action and trial:  # a click the server refuses, naming the rule it breaks
        attrs = f' data-try="{escape(trial)}"'
    stroke = (
        'stroke="#c26a00" stroke-width="4"' if action else 'stroke="#14202b" stroke-width="1.5"'
    )
    return (
        f'<g class="{cls}"{data}{attrs}><title>{escape(title)}</title>'
        f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="5" fill="{fill}" {stroke}/>'
    )


SPACE_WORDS = ("ship", "fort", "sea", "land")


def _trial(legal: Sequence[str], space: str) -> str | None:
    """The first legal verb aimed at a space, aimed at `space` instead."""
    for text in legal:
        head, _, last = text.rpartition(" ")
        if head and last.startswith(SPACE_WORDS) and last[-1].isdigit():
            return f"{head} {space}"
    return None


def _owner(q: int, player: int | None) -> str:
    if q < 0:
        return ""
    return "you" if q == player else f"s{q}"


def _invader(d: Any, letter: str) -> str:
    if d is None:
        return "-"
    wave, strength = d
    return f"? w{wave}" if strength is None else f"{letter} {strength}"


def render_svg(view: dict[str, Any], player: int | None, legal: Sequence[str] = ()) -> str:
    by_arg: dict[str, str] = {}
    by_card: dict[int, str] = {}
    by_loc: dict[str, list[str]] = {}
    by_stack: dict[int, str] = {}
    for text in legal:
        kind, *args = text.split()
        if kind in CARD_VERBS and args and args[0].isdigit():
            by_card.setdefault(int(args[0]), text)
        elif kind == "place" and len(args) == 2:
            by_loc.setdefault(args[1], []).append(text)
        elif kind == "buy" and args and args[0].isdigit():
            by_stack.setdefault(int(args[0]), text)
        elif args:
            by_arg.setdefault(args[-1], text)
    ships, forts, invaders = view.get("ships", []), view.get("forts", []), view.get("invaders", [])
    lanes_h = 60 + K.LANES * (CELL - 10)
    height = lanes_h + 190 + 40 * len(view.get("resources", [])) + 110
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="sb-board sb-chaos-cove" viewBox="0 0 {WIDTH} {height}" '
        f'width="{WIDTH}" height="{height}" role="img" aria-label="the cove">',
        f'<rect x="0" y="0" width="{WIDTH // 2}" height="{lanes_h}" fill="#d6e6f2"/>',
        f'<rect x="{WIDTH // 2}" y="0" width="{WIDTH // 2}" height="{lanes_h}" fill="#e9dfc7"/>',
        f'<rect x="0" y="{lanes_h}" width="{WIDTH}" height="{height - lanes_h}" fill="#f7f4ec"/>',
    ]
    phase = view.get("phase", 0)
    name = PHASES[phase] if isinstance(phase, int) and 0 <= phase < len(PHASES) else str(phase)
    out.append(
        _text(12, 22, f"Round {view.get('round', 1)} of {view.get('rounds', 4)}: {name}", 17, True)
    )
    # a decision under way (a combat and its running total, an effect): what is chosen so far
    for n, line in enumerate(_pending(view, player)[:1]):
        out.append(_text(WIDTH - 12, 22 + 16 * n, line.plain[:90], 12, True, anchor="end"))
    out.append(_text(12, 44, "The sea: pirates and ships", 13, True))
    out.append(_text(WIDTH // 2 + 12, 44, "The land: forts and barbarians", 13, True))
    h = CELL - 16
    for lane in range(K.LANES):
        y = 56 + lane * (CELL - 10)
        sea = f"sea{lane + 1}"
        pirate = invaders[lane] if lane < len(invaders) else None
        out.append(
            _box(
                10,
                y,
                84,
                h,
                by_arg.get(sea),
                "#ffffff",
                "sb-invader sb-pirate",
                f"the pirate of sea lane {lane + 1}",
                f' data-space="{sea}"',
                trial=_trial(legal, sea),
            )
        )
        out.append(
            _text(52, y + 24, _invader(pirate, "P"), 14, True, anchor="middle")
            + _text(52, y + 44, f"lane {lane + 1}", 11, anchor="middle")
            + "</g>"
        )
        for i in range(K.PER_LANE):
            space = f"ship{lane + 1}_{i + 1}"
            x = 104 + i * (CELL + 4)
            index = lane * K.PER_LANE + i
            q = ships[index] if index < len(ships) else -1
            wind = " ~" if i == K.WIND_POS else ""
            fill = "#ffffff" if q < 0 else "#bcd3e6"
            out.append(
                _box(
                    x,
                    y,
                    CELL,
                    h,
                    by_arg.get(space),
                    fill,
                    "sb-space sb-ship-space",
                    f"ship space {i + 1} of lane {lane + 1}{' (wind)' if wind else ''}",
                    f' data-space="{space}"',
                    trial=_trial(legal, space),
                )
            )
            out.append(_text(x + 6, y + 16, f"ship{wind}", 10))
            if q >= 0:
                out.append(
                    _text(
                        x + CELL / 2, y + 40, f"S: {_owner(q, player)}", 13, True, anchor="middle"
                    )
                )
            out.append("</g>")
        for i in range(K.PER_LANE):
            space = f"fort{lane + 1}_{i + 1}"
            x = WIDTH // 2 + 10 + i * (CELL + 4)
            index = lane * K.PER_LANE + i
            q = forts[index] if index < len(forts) else -1
            fill = "#ffffff" if q < 0 else "#ddc9a0"
            out.append(
                _box(
                    x,
                    y,
                    CELL,
                    h,
                    by_arg.get(space),
                    fill,
                    "sb-space sb-fort-space",
                    f"fort space {i + 1} of lane {lane + 1}",
                    f' data-space="{space}"',
                    trial=_trial(legal, space),
                )
            )
            out.append(_text(x + 6, y + 16, "fort", 10))
            if q >= 0:
                out.append(
                    _text(
                        x + CELL / 2, y + 40, f"F: {_owner(q, player)}", 13, True, anchor="middle"
                    )
                )
            out.append("</g>")
        land = f"land{lane + 1}"
        barbarian = invaders[K.LANES + lane] if K.LANES + lane < len(invaders) else None
        x = WIDTH // 2 + 10 + K.PER_LANE * (CELL + 4) + 6
        out.append(
            _box(
                x,
                y,
                84,
                h,
                by_arg.get(land),
                "#ffffff",
                "sb-invader sb-barbarian",
                f"the barbarian of land lane {lane + 1}",
                f' data-space="{land}"',
                trial=_trial(legal, land),
            )
        )
        out.append(
            _text(x + 42, y + 24, _invader(barbarian, "B"), 14, True, anchor="middle")
            + _text(x + 42, y + 44, f"lane {lane + 1}", 11, anchor="middle")
            + "</g>"
        )
    # the town
    y = lanes_h + 12
    out.append(_text(12, y + 12, "The town (click a location to place a hero there)", 13, True))
    at: dict[int, list[str]] = {}
    owners = view.get("hero_owner", [])
    for h_id, loc in enumerate(view.get("hero_location", [])):
        if loc >= 0 and h_id < len(K.HERO_IDS):
            who = _owner(owners[h_id], player) if h_id < len(owners) else ""
            at.setdefault(loc, []).append(f"{hero(K.HERO_IDS[h_id])} {who}".strip())
    for i, loc in enumerate(K.LOC_IDS):
        x = 10 + (i % 6) * 164
        ly = y + 20 + (i // 6) * 62
        label = LOCATION.get(loc, loc).removeprefix("the ")
        out.append(
            _box(
                x,
                ly,
                158,
                56,
                (by_loc.get(loc) or [None])[0],
                "#ffffff",
                "sb-location",
                label,
                f' data-location="{loc}"',
                choices=by_loc.get(loc, []),
            )
        )
        out.append(_text(x + 6, ly + 17, label, 12, True))
        out.append(_text(x + 6, ly + 34, ", ".join(at.get(i, []))[:24], 11))
        out.append(_text(x + 6, ly + 49, ", ".join(at.get(i, []))[24:48], 11))
        out.append("</g>")
    # construction stacks
    y += 150
    out.append(_text(12, y, "Construction stacks (top card, cards left)", 13, True))
    for i, (top, n) in enumerate(
        zip(view.get("stack_tops", []), view.get("stack_sizes", []), strict=False)
    ):
        x = 10 + i * 98
        title = construction(top) if top else "face down"
        out.append(
            _box(
                x,
                y + 6,
                94,
                34,
                by_stack.get(i),
                "#ffffff",
                "sb-stack",
                f"stack {i + 1}: {title}, {n} left",
                f' data-stack="{i}"',
            )
        )
        out.append(
            _text(x + 4, y + 20, title[:14], 10, True)
            + _text(x + 4, y + 34, f"{n} left", 10)
            + "</g>"
        )
    # supplies
    y += 62
    names = ("$", "rum", "food", "plank", "powder", "cannon", "saber")
    for q, row in enumerate(view.get("resources", [])):
        row = list(row) + [0] * (12 - len(row))
        you = " (you)" if q == player else ""
        arrow = " - to move" if q == view.get("to_move") else ""
        supplies = ", ".join(f"{n} {row[i]}" for i, n in enumerate(names)) + f", crew {row[10]}"
        hand = (
            (view.get("hand_sizes") or [0] * (q + 1))[q]
            if q < len(view.get("hand_sizes") or [])
            else 0
        )
        out.append(
            _text(
                12, y + 14, f"Seat {q}{you}{arrow}: {supplies}; {hand} hero cards", 13, q == player
            )
        )
        y += 24
    # the seat's own hero cards
    hand_cards = view.get("hand")
    if hand_cards is not None and player is not None:
        y += 10
        out.append(_text(12, y + 10, "Your hero cards", 13, True))
        out.append(f'<g class="sb-hand" data-hand="{player}">')
        for i, c in enumerate(hand_cards):
            x = 10 + i * 162
            if x > WIDTH - 160:
                break
            out.append(
                _box(
                    x,
                    y + 18,
                    156,
                    46,
                    by_card.get(c),
                    "#ffffff",
                    "sb-card sb-hero-card",
                    card(c),
                    f' data-card="{c}"',
                )
            )
            text = card(c)
            out.append(
                _text(x + 6, y + 36, text.split(" (")[0], 12, True)
                + _text(x + 6, y + 54, text.partition(" (")[2].rstrip(")")[:26], 11)
                + "</g>"
            )
        out.append("</g>")
    out.append("</svg>")
    return "".join(out)

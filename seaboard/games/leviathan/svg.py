"""Leviathan's table drawn from a view: one inline <svg> for the web table and notebooks,
and the same picture as a PNG (`draw`), since geometry is where pictures beat text.

The Ahab player's edge is on top, the Moby Dick player's at the bottom. Every card is its
rectangle with a letter (1-6 whale cards, P the Pequod, A-C whaleboats), a notch at its
bow and, where the seat knows it, the whale's name; elements that stand for a legal action
carry `data-action`. Styling is by `sb-*` classes; shapes and letters carry the meaning.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from html import escape
from pathlib import Path
from typing import Any

from seaboard.games.drawing import clickable
from seaboard.games.leviathan import content as C

SCALE = 0.6  # pixels per millimetre
MARGIN = 12
WHALE = {w.id: w.name for w in C.WHALES}
# the verbs whose first argument is a card: clicking the card plays the first legal one
CARD_VERBS = ("move", "attack", "roll", "spot", "sink", "capsize", "reorient")


def _corners(card: dict[str, Any]) -> list[tuple[float, float]]:
    h = math.radians(card["heading"])
    c, s = math.cos(h), math.sin(h)
    half_l, half_w = card["length"] / 2, card["width"] / 2
    return [
        (card["x"] + a * half_l * c - b * half_w * s, card["y"] + a * half_l * s + b * half_w * c)
        for a, b in ((-1, -1), (1, -1), (1, 1), (-1, 1))
    ]


def letter(card: dict[str, Any]) -> str:
    cid = card["id"]
    if cid.startswith("w"):
        return cid[1]
    return "P" if cid == "pequod" else "ABC"[int(cid[4]) - 1]


def render_svg(view: dict[str, Any], player: int | None, legal: Sequence[str] = ()) -> str:
    width, depth = view["table"]["width"], view["table"]["depth"]
    w, h = width * SCALE + 2 * MARGIN, depth * SCALE + 2 * MARGIN

    def pt(x: float, y: float) -> str:
        return f"{MARGIN + x * SCALE:.1f},{MARGIN + (depth - y) * SCALE:.1f}"

    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="sb-board sb-leviathan" '
        f'viewBox="0 0 {w:.0f} {h:.0f}" width="{w:.0f}" height="{h:.0f}">',
        f'<rect class="sb-table" x="{MARGIN}" y="{MARGIN}" width="{width * SCALE:.1f}" '
        f'height="{depth * SCALE:.1f}" fill="#cfe3ef" stroke="#333"/>',
        f'<text x="{MARGIN + 4}" y="{MARGIN + 12}" font-size="11">Ahab\'s edge</text>',
        f'<text x="{MARGIN + 4}" y="{h - MARGIN - 4}" font-size="11">Moby Dick\'s edge</text>',
    ]
    for island in view["islands"]:
        x, y = pt(island["x"], island["y"]).split(",")
        out.append(
            f'<circle class="sb-island" cx="{x}" cy="{y}" r="{island["radius"] * SCALE:.1f}" '
            'fill="#b9a26b" stroke="#333"/>'
        )
    by_card: dict[str, str] = {}
    for text in legal:
        kind, *args = text.split()
        if kind in CARD_VERBS and args and args[0] not in by_card:
            by_card[args[0]] = text
    for card in view["cards"]:
        if "x" not in card or card["status"] == "gone":
            continue
        corners = _corners(card)
        kind = "whale" if card["id"].startswith("w") else card["id"].rstrip("123")
        classes = f"sb-card sb-{kind} sb-{card['status']}"
        fill = {"hidden": "#556", "revealed": "#889", "afloat": "#c96", "capsized": "#eee"}.get(
            card["status"], "#ccc"
        )
        action = by_card.get(card["id"])
        attr = clickable(action)
        out.append(
            f'<g class="{classes}"{attr}><polygon points="'
            + " ".join(pt(x, y) for x, y in corners)
            + f'" fill="{fill}" fill-opacity="0.8" stroke="#222"/>'
        )
        hd = math.radians(card["heading"])
        bx = card["x"] + card["length"] / 2 * math.cos(hd)
        by = card["y"] + card["length"] / 2 * math.sin(hd)
        out.append(f'<circle class="sb-bow" cx="{pt(bx, by).split(",")[0]}" '
                   f'cy="{pt(bx, by).split(",")[1]}" r="3" fill="#000"/>')  # fmt: skip
        cx, cy = pt(card["x"], card["y"]).split(",")
        out.append(
            f'<text x="{cx}" y="{cy}" text-anchor="middle" font-size="14" '
            f'font-weight="bold">{letter(card)}</text>'
        )
        whale = card.get("whale")
        if whale:
            out.append(
                f'<text x="{cx}" y="{float(cy) + 14:.1f}" text-anchor="middle" '
                f'font-size="9">{escape(WHALE[whale])}</text>'
            )
        out.append("</g>")
    out.append("</svg>")
    return "".join(out)


def draw(view: dict[str, Any], path: Path) -> None:
    """The table as a picture file: SVG for `.svg`, else a PNG drawn with matplotlib."""
    path = Path(path)
    if path.suffix.lower() == ".svg":
        path.write_text(render_svg(view, view.get("seat")))
        return
    import matplotlib  # noqa: PLC0415 - only the PNG drawing needs it

    matplotlib.use("Agg")
    from matplotlib import pyplot as plt  # noqa: PLC0415
    from matplotlib.patches import Circle, Polygon  # noqa: PLC0415

    width, depth = view["table"]["width"], view["table"]["depth"]
    fig, ax = plt.subplots(figsize=(6, 6 * depth / width))
    ax.add_patch(Polygon([(0, 0), (width, 0), (width, depth), (0, depth)], fc="#cfe3ef",
                         ec="#333"))  # fmt: skip
    for island in view["islands"]:
        ax.add_patch(Circle((island["x"], island["y"]), island["radius"], fc="#b9a26b"))
    for card in view["cards"]:
        if "x" not in card or card["status"] == "gone":
            continue
        fill = {"hidden": "#556", "revealed": "#889", "afloat": "#c96", "capsized": "#eee"}
        ax.add_patch(Polygon(_corners(card), fc=fill.get(card["status"], "#ccc"), ec="#222",
                             alpha=0.8))  # fmt: skip
        hd = math.radians(card["heading"])
        ax.plot(card["x"] + card["length"] / 2 * math.cos(hd),
                card["y"] + card["length"] / 2 * math.sin(hd), "ko", ms=3)  # fmt: skip
        name = letter(card) + (f"\n{WHALE[card['whale']]}" if card.get("whale") else "")
        ax.text(card["x"], card["y"], name, ha="center", va="center", fontsize=7)
    ax.set_xlim(-20, width + 20)
    ax.set_ylim(-20, depth + 20)
    ax.set_aspect("equal")
    ax.set_title(f"Leviathan, turn {view['turn'] // 2 + 1} (Moby Dick's edge at the bottom)")
    fig.savefig(path, dpi=100)
    plt.close(fig)

"""Ahoy drawn from a view: one inline <svg> for the web table.

Top: the round and who decides now. The map: every placed region tile as a 2x2 block of
square spaces (north up), each space with its terrain as a word (Open, Fog, Wreck,
Harbor, Current with its arrow, or the Island with its suit's letter and name), the
Tailwind number and gold where printed, the Comrades on an Island; each tile labelled
with its suit, side letter and wealth die. Figures stand on their spaces as lettered
pieces (the faction's letter plus a kind letter, see the legend), never colour alone.
Beside the map a compass of the four steps. Below: one band per seat with Fame, gold,
unplaced dice and the board's slots (the action's name, the die on it, or X when damaged,
and the values it takes). Elements that stand for a legal action carry `data-action`
(a space to start at, sail to or deploy on; an Island for its tile's actions; a slot to
place a die on, damage or repair; a compass direction for the moving figure's step); when
one place stands for several actions they are all listed in `data-choices` and the page
asks which. Styling is by `sb-*` classes. Drawn from the view only; where a tile's spaces
lie is the printed tile (content) turned as the view says.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any

from seaboard.games import drawing
from seaboard.games.ahoy import content as C
from seaboard.games.ahoy.render import ACTION_WORDS, FACTION_WORDS, ISLAND_MARK, card_name

CELL = 72
WIDTH = 1000
COMPASS = 170  # room right of the map for the compass of moves
LOCAL = ((0, 0), (1, 0), (0, 1), (1, 1))  # NW, NE, SW, SE of a tile, printed orientation
TERRAIN = {
    "open": ("Open", "#cfe8f7"),
    "fog": ("Fog", "#c9c9d1"),
    "wreck": ("Wreck", "#e6c7a5"),
    "harbor": ("Harbor", "#bfe3c0"),
    "current": ("Current", "#a9d3ef"),
    "island": ("Island", "#f1dd9c"),
}
ARROW = {"n": "\u2191", "e": "\u2192", "s": "\u2193", "w": "\u2190"}
FACTION_LETTER = {"bluefin": "B", "mollusk": "M", "leviathan": "L", "coral": "C"}
FACTION_FILL = {
    "bluefin": "#2b5fa8",
    "mollusk": "#7a3f99",
    "leviathan": "#1f6b4f",
    "coral": "#b23a48",
    "red smuggler": "#c0392b",
    "white smuggler": "#f4f4f4",
}
KIND_LETTER = {
    "flagship": "",
    "patrol": "p",
    "stronghold": "S",
    "cutter": "u",
    "gunship": "g",
    "body": "b",
}
TILE_OF = {t: i for i, t in enumerate(C.TILE_IDS)}
SPACES = set(C.SPACE_IDS)
TILES = set(C.TILE_IDS)


def _text(x: float, y: float, content: str, size: int = 12, *style: Any, **named: Any) -> str:
    # Ahoy's board is drawn a size smaller than the other titles'
    return drawing.text(x, y, content, size, *style, **named)


def _clickable(actions: Sequence[str]) -> str:
    return drawing.clickable(actions[0] if actions else None, actions)


def _rotate(local: tuple[int, int], rot: int) -> tuple[int, int]:
    x, y = local
    for _ in range(rot % 4):
        x, y = 1 - y, x
    return x, y


def _faction_name(view: dict[str, Any], seat: int) -> str:
    faction = view["players"][seat]["faction"]
    if faction == "smuggler":
        return "red smuggler" if seat == 1 else "white smuggler"
    return str(faction)


def _who(view: dict[str, Any], seat: int | None, player: int | None) -> str:
    if seat is None:
        return "nobody"
    name = FACTION_WORDS.get(_faction_name(view, seat), f"seat {seat}")
    return f"{name} (you)" if seat == player else name


def _figure_label(view: dict[str, Any], fig: dict[str, Any]) -> str:
    faction = _faction_name(view, fig["owner"])
    letter = FACTION_LETTER.get(faction, "R" if faction == "red smuggler" else "W")
    if fig["kind"] in KIND_LETTER:
        return letter + KIND_LETTER[fig["kind"]]
    return letter + "f"  # a Coral Cap Frigate


def _by_argument(legal: Sequence[str], names: set[str]) -> dict[str, list[str]]:
    """Legal actions grouped by each of their arguments that is one of `names`."""
    out: dict[str, list[str]] = {}
    for text in legal:
        for word in text.split()[1:]:
            if word in names:
                out.setdefault(word, []).append(text)
    return out


def render_svg(view: dict[str, Any], player: int | None, legal: Sequence[str] = ()) -> str:
    players = view.get("players", [])
    # the map's extent in spaces
    # (x, y) -> (space id, printed corner, whether it is the tile's lower row as laid)
    cells: dict[tuple[int, int], tuple[str, int, bool]] = {}
    for t in view.get("tiles", []):
        for corner in range(4):
            dx, dy = _rotate(LOCAL[corner], t["rot"])
            space = f"{t['tile']}-{C.CORNERS[corner]}"
            cells[(t["x"] + dx, t["y"] + dy)] = (space, corner, dy == 1)
    xs = [x for x, _ in cells] or [0]
    ys = [y for _, y in cells] or [0]
    x0, y0 = min(xs), min(ys)
    map_w = (max(xs) - x0 + 1) * CELL
    map_h = (max(ys) - y0 + 1) * CELL
    top = 60
    width = max(WIDTH, map_w + 40 + COMPASS)
    bands_y = top + max(map_h, 150) + 30
    # each player's band: a header line, then the slots in rows beside the dice
    slot_w, slot_x = 92, 60 + 6 * 30 + 20
    per_row = max(1, (width - slot_x - 16) // (slot_w + 6))
    bands = [44 + 36 * max(1, -(-len(p.get("slots", [])) // per_row)) for p in players]
    height = bands_y + sum(bands) + 20
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="sb-board sb-ahoy" viewBox="0 0 {width} {height}" '
        f'width="{width}" height="{height}" role="img" aria-label="the Ahoy map and boards">',
        f'<rect x="0" y="0" width="{width}" height="{height}" fill="#e8f1f7"/>',
    ]
    decides = view.get("to_move")
    out.append(
        _text(
            12,
            22,
            f"Round {view.get('round', 1)} - now deciding: {_who(view, decides, player)}",
            16,
            True,
        )
    )
    out.append(
        _text(
            12,
            42,
            "Figures: B Bluefin, M Mollusk, R/W Smugglers, L Leviathan, C Coral Cap; "
            "then p Patrol, S Stronghold, u Cutter, g Gunship, b Body, f Frigate "
            "(no second letter: the Flagship or Head).",
            11,
        )
    )
    at_space = _by_argument(legal, SPACES)
    at_tile = _by_argument(legal, TILES)
    comrades = {t["tile"]: t.get("comrades", 0) for t in view.get("tiles", [])}
    figures_at: dict[str, list[dict[str, Any]]] = {}
    for fig in view.get("figures", []):
        if fig["space"] is not None:
            figures_at.setdefault(fig["space"], []).append(fig)

    def pos(x: int, y: int) -> tuple[int, int]:
        return 20 + (x - x0) * CELL, top + (y - y0) * CELL

    # spaces
    for (x, y), (space, corner, lower) in sorted(cells.items()):
        tile_id = space.rsplit("-", 1)[0]
        tile = C.TILES[TILE_OF[tile_id]]
        info = tile.spaces[corner]
        word, fill = TERRAIN[info.kind]
        if info.kind == "island":
            word = f"{ISLAND_MARK[tile.suit]} {tile.suit}"
        elif info.kind == "current" and info.current:
            word = f"Current {ARROW.get(info.current, info.current)}"
        actions = list(at_space.get(space, []))
        if info.kind == "island":
            actions += [a for a in at_tile.get(tile_id, []) if a not in actions]
        px, py = pos(x, y)
        # words away from the tile's label on its middle line: upper row at the top, lower
        # row at the bottom; figures in between
        ty, gy, fy0 = (
            (py + 13, py + 24, py + 34) if not lower else (py + CELL - 16, py + CELL - 5, py + 18)
        )
        stroke = (
            'stroke="#c26a00" stroke-width="4"' if actions else 'stroke="#5a6b78" stroke-width="1"'
        )
        out.append(
            f'<g class="sb-space sb-{info.kind}"{_clickable(actions)}><title>{escape(space)}</title>'
            f'<rect x="{px + 1}" y="{py + 1}" width="{CELL - 2}" height="{CELL - 2}" fill="{fill}" {stroke}/>'
            + _text(px + 4, ty, word, 10)
            + (
                _text(px + CELL - 4, ty, f"T{info.tailwind}", 9, anchor="end")
                if info.tailwind
                else ""
            )
            + (_text(px + 4, gy, f"{info.gold} gold", 9) if info.gold else "")
            + (
                _text(px + 4, gy, f"{comrades[tile_id]} Comrades", 9, True)
                if info.kind == "island" and comrades.get(tile_id)
                else ""
            )
        )
        for i, fig in enumerate(figures_at.get(space, [])[:6]):
            fx, fy = px + 14 + (i % 3) * 22, fy0 + (i // 3) * 19
            faction = _faction_name(view, fig["owner"])
            ink = "#14202b" if faction == "white smuggler" else "#ffffff"
            out.append(
                f'<circle cx="{fx}" cy="{fy}" r="9" fill="{FACTION_FILL.get(faction, "#555")}" '
                f'stroke="#14202b" stroke-width="1"/>'
                + _text(fx, fy + 4, _figure_label(view, fig), 9, True, ink, "middle")
            )
        more = len(figures_at.get(space, [])) - 6
        if more > 0:
            out.append(_text(px + CELL - 4, fy0 + 23, f"+{more}", 9, True, anchor="end"))
        out.append("</g>")
    # tile outlines and labels: suit, side letter, wealth, Comrades
    for t in view.get("tiles", []):
        px, py = pos(t["x"], t["y"])
        suit, side = t["tile"].split("-")
        out.append(
            f'<rect class="sb-tile" x="{px}" y="{py}" width="{2 * CELL}" height="{2 * CELL}" '
            f'fill="none" stroke="#14202b" stroke-width="2.5"/>'
        )
        label = f"{suit} {side.upper()} - wealth {t['wealth']}"
        out.append(
            f'<rect x="{px + 3}" y="{py + CELL - 8}" width="{2 * CELL - 6}" height="15" fill="#ffffff" '
            f'fill-opacity="0.85"/>'
            + _text(px + CELL, py + CELL + 3, label, 9, True, anchor="middle")
        )
    # the compass: a step of the moving figure in a direction (off the map explores)
    steps = {t.split()[1]: t for t in legal if t.split()[0] == "step" and len(t.split()) > 1}
    cx, cy = width - COMPASS // 2 - 10, top + 70
    out.append(_text(cx, top + 4, "Sail one space", 11, True, anchor="middle"))
    for d, (ox, oy) in {"n": (0, -1), "e": (1, 0), "s": (0, 1), "w": (-1, 0)}.items():
        action = steps.get(d)
        bx, by = cx + ox * 44 - 20, cy + oy * 44 - 20
        stroke = (
            'stroke="#c26a00" stroke-width="4"' if action else 'stroke="#8a98a3" stroke-width="1"'
        )
        out.append(
            f'<g class="sb-step"{_clickable([action] if action else [])}>'
            f"<title>{escape('step ' + d)}</title>"
            f'<rect x="{bx}" y="{by}" width="40" height="40" rx="6" '
            f'fill="{"#ffffff" if action else "#e3e8ec"}" {stroke}/>'
            + _text(bx + 20, by + 26, f"{ARROW[d]} {d.upper()}", 13, True, anchor="middle")
            + "</g>"
        )
    # player bands
    at_slot: dict[str, list[str]] = {}
    for text in legal:
        words = text.split()
        if words[0] in ("place", "damage", "repair") and len(words) > 1:
            at_slot.setdefault(words[1], []).append(text)
    y = bands_y
    for seat, p in enumerate(players):
        band = bands[seat]
        mine = seat == player
        out.append(
            f'<g class="sb-player{" sb-mine" if mine else ""}">'
            f'<rect x="8" y="{y}" width="{width - 16}" height="{band - 8}" rx="6" '
            f'fill="{"#fbf3df" if mine else "#f7f4ec"}" stroke="#14202b" stroke-width="{2 if mine else 1}"/>'
        )
        faction = _faction_name(view, seat)
        head = f"Seat {seat}: {_who(view, seat, player)} - Fame {p['fame']}, gold {p['gold']}"
        if seat == decides:
            head += " - deciding now"
        out.append(
            f'<circle cx="26" cy="{y + 18}" r="8" fill="{FACTION_FILL.get(faction, "#555")}" stroke="#14202b"/>'
            + _text(40, y + 23, head, 13, True)
        )
        dice = p.get("dice", [])
        out.append(_text(16, y + 48, "Dice:" if dice else "Dice: none", 12))
        for i, die in enumerate(dice):
            dx = 60 + (i % 6) * 30
            out.append(
                f'<g class="sb-die"><rect x="{dx}" y="{y + 33 + (i // 6) * 28}" width="24" height="24" rx="4" '
                f'fill="#ffffff" stroke="#14202b"/>'
                + _text(dx + 12, y + 50 + (i // 6) * 28, die, 14, True, anchor="middle")
                + "</g>"
            )
        sx = slot_x
        for i, s in enumerate(p.get("slots", [])):
            row, col = divmod(i, per_row)
            bx, by = sx + col * (slot_w + 6), y + 30 + row * 36
            name = ACTION_WORDS.get(s["action"]) or card_name(s["action"])
            state = "X damaged" if s["damaged"] else (f"die {s['die']}" if s["die"] else "open")
            actions = at_slot.get(s["name"], []) if seat == decides else []
            stroke = (
                'stroke="#c26a00" stroke-width="3"'
                if actions
                else 'stroke="#14202b" stroke-width="1"'
            )
            fill = "#e0b4b4" if s["damaged"] else ("#ffffff" if not s["die"] else "#dfe9d8")
            values = "/".join(str(v) for v in s.get("values", []))
            out.append(
                f'<g class="sb-slot"{_clickable(actions)}><title>{escape(s["name"])}: {escape(state)}'
                f"{escape(' (takes ' + values + ')') if values else ''}</title>"
                f'<rect x="{bx}" y="{by}" width="{slot_w}" height="32" rx="4" fill="{fill}" {stroke}/>'
                + _text(bx + 4, by + 13, name[:14], 10, True)
                + _text(bx + 4, by + 27, state + (f" [{values}]" if values else ""), 9)
                + "</g>"
            )
        out.append("</g>")
        y += band
    out.append("</svg>")
    return "".join(out)

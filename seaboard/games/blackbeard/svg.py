"""Hunt for Blackbeard drawn from a view: one inline <svg> for the web table.

The Map (north up) with its spaces and routes (water solid, land dashed), each space's
type as a letter (O Ocean, S Sound, A Anchorage, T Town); the Hunter Sloops and Capt
Brand as lettered pieces (J, R, B); Adventure (A), Blackbeard alone (BB) and Israel Hands
(IH) where the seat knows them; the blocks on the Map as this seat sees them (a "?" block
is one whose face the seat does not know); the Hunters' fog (the spaces where Adventure
and the Camp may be, hatched and marked "A?" / "C?"); the Piracy rows Blackbeard sees,
the tiles shown, and the last dice. Elements that stand for a legal action carry
`data-action` (a space to sail to or Spot, a piece to stop). Styling is by `sb-*`
classes; every mark has a letter or a word, never colour alone.

The space positions are a drawing of ours (a schematic of the board's geography, north
Carolina's coast from the James River down to Topsail Inlet), not rulebook numbers.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any

from seaboard.games.blackbeard import content as C
from seaboard.games.blackbeard.render import (
    ASSET,
    BLOCK,
    DEFENSE,
    PHASE,
    PIECE,
    SEGMENT,
    SPACE,
    STAGE,
    TILE,
)
from seaboard.games.drawing import clickable

# (x, y) of each space on a 760 x 700 map, north up
POS: dict[str, tuple[int, int]] = {
    "james_river": (250, 40),
    "albemarle_county": (380, 60),
    "cape_henry": (640, 40),
    "queen_annes_creek": (250, 160),
    "bats_grave": (360, 140),
    "pasquotank_river": (470, 120),
    "roanoke_river": (130, 230),
    "albemarle_sound": (380, 240),
    "nots_island": (600, 130),
    "currituck_sound": (560, 220),
    "currituck_inlet": (700, 170),
    "roanoke_island": (520, 320),
    "roanoke_inlet": (680, 280),
    "gun_inlet": (700, 390),
    "machapunga_bluff": (330, 340),
    "bath_town": (120, 360),
    "west_pamlico_sound": (290, 440),
    "east_pamlico_sound": (450, 420),
    "hatteras_bank": (580, 470),
    "cape_hatteras": (710, 500),
    "ocracoke_island": (480, 530),
    "ocracoke_inlet": (560, 600),
    "core_banks": (370, 560),
    "new_bern": (80, 480),
    "neus_river": (190, 530),
    "fish_town": (180, 640),
    "hunting_quarter_sound": (330, 640),
    "topsail_inlet": (460, 670),
}
TYPE_LETTER = {"ocean": "O", "sound": "S", "anchorage": "A", "town": "T"}
TYPE_OF = {s.id: s.type for s in C.SPACES}
MAP_W, MAP_H, SIDE_W = 780, 710, 300
PIECE_LETTER = {"jane": "J", "ranger": "R", "brand": "B"}
PIRATE_LETTER = {"adventure": "A", "blackbeard": "BB", "israel_hands": "IH"}
BLOCK_LETTER = {
    "blank": "·",
    "adventure": "A",
    "adventure_at_camp": "AC",
    "camp": "C",
    "sighting": "S",
    "sighting_at_camp": "SC",
    "blackbeard": "BB",
    "blackbeard_at_camp": "BC",
    "israel_hands": "IH",
    "hidden": "?",
}


def _t(x: float, y: float, text: str, cls: str = "", size: int = 12, anchor: str = "middle") -> str:
    return (
        f'<text x="{x:.0f}" y="{y:.0f}" font-size="{size}" text-anchor="{anchor}"'
        f'{f" class={chr(34)}{cls}{chr(34)}" if cls else ""} fill="#14202b">{escape(text)}</text>'
    )


def _space_actions(legal: Sequence[str]) -> tuple[dict[str, list[str]], dict[str, str]]:
    """The legal actions naming each space (a click there offers them), and the first
    naming each piece."""
    spaces: dict[str, list[str]] = {}
    pieces: dict[str, str] = {}
    for text in legal:
        words = text.split()[1:]
        named = [w for w in words if w in POS]
        if named:
            spaces.setdefault(named[-1], []).append(text)
        elif words and words[0] in PIECE_LETTER:
            pieces.setdefault(words[0], text)
    return spaces, pieces


def render_svg(view: dict[str, Any], player: int | None, legal: Sequence[str] = ()) -> str:
    space_action, piece_action = _space_actions(legal)
    # a space with no legal action still answers a click: the same verb aimed there, which
    # the server refuses naming the rule (an illegal click shows the rule it breaks)
    template = next((t for t in legal if t.split()[-1] in POS), None)
    fog = view.get("fog") or {}
    fog_adventure = set(fog.get("adventure") or [])
    fog_camp = set(fog.get("camp") or [])
    # the blocks this seat sees: Blackbeard's own faces, else the public map
    blocks: dict[str, str] = view.get("blocks") or view.get("map") or {}
    surveil = set(view.get("surveil") or [])
    spotted = {
        s["space"]: s["block"] for s in view.get("spots") or [] if s.get("turn") == view.get("turn")
    }
    camp = view.get("camp") or view.get("camp_marker")
    pirates = {
        "adventure": view.get("adventure_at") or view.get("adventure"),
        "blackbeard": view.get("blackbeard_at") or view.get("blackbeard"),
        "israel_hands": view.get("israel_hands_at") or view.get("israel_hands"),
    }
    width = MAP_W + SIDE_W
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="sb-board sb-blackbeard" '
        f'viewBox="0 0 {width} {MAP_H}" width="{width}" height="{MAP_H}" role="img" '
        f'aria-label="the Map of Hunt for Blackbeard">',
        "<defs>"
        '<pattern id="sb-fog" width="8" height="8" patternUnits="userSpaceOnUse" '
        'patternTransform="rotate(45)"><rect width="8" height="8" fill="#fbf3df"/>'
        '<line x1="0" y1="0" x2="0" y2="8" stroke="#c9a860" stroke-width="2"/></pattern>'
        "</defs>",
        f'<rect x="0" y="0" width="{MAP_W}" height="{MAP_H}" fill="#d6e6f2"/>',
    ]
    # routes: water solid blue, land dashed brown (and named in the legend)
    for edge in C.MAP.edges:
        (x1, y1), (x2, y2) = POS[edge.a], POS[edge.b]
        if edge.route == "water":
            style = 'stroke="#1d4e74" stroke-width="3"'
        else:
            style = 'stroke="#7a4a12" stroke-width="3" stroke-dasharray="8 6"'
        out.append(
            f'<line class="sb-route sb-{edge.route}" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" {style}/>'
        )
    for sid, (x, y) in POS.items():
        kind = TYPE_OF.get(sid, "")
        actions = space_action.get(sid, [])
        action = actions[0] if actions else None
        classes = ["sb-space", f"sb-{kind}"]
        attrs = f' data-space="{sid}"'
        if action:
            classes.append("sb-legal")
            attrs += clickable(action, actions)  # several pieces or ways: the page asks which
        elif template is not None:
            attrs += f' data-try="{escape(template.rsplit(" ", 1)[0] + " " + sid)}"'
        fill = "url(#sb-fog)" if sid in fog_adventure else "#ffffff"
        stroke = (
            'stroke="#c26a00" stroke-width="5"' if action else 'stroke="#14202b" stroke-width="2"'
        )
        title = SPACE.get(sid, sid)
        out.append(f'<g class="{" ".join(classes)}"{attrs}><title>{escape(title)}</title>')
        if kind == "town":
            out.append(
                f'<rect x="{x - 26}" y="{y - 26}" width="52" height="52" rx="6" fill="{fill}" {stroke}/>'
            )
        elif kind in ("ocean", "sound", "anchorage"):
            out.append(f'<circle cx="{x}" cy="{y}" r="27" fill="{fill}" {stroke}/>')
        else:  # waypoints, the Hunters' base and the sea gate
            out.append(
                f'<rect x="{x - 22}" y="{y - 16}" width="44" height="32" fill="#e8e2d4" {stroke}/>'
            )
        out.append(_t(x, y - 31, title, "sb-name", 11))
        if kind in TYPE_LETTER:
            out.append(_t(x - 15, y - 10, TYPE_LETTER[kind], "sb-type", 10))
        if sid in fog_adventure:
            out.append(_t(x + 15, y + 22, "A?", "sb-fog-adventure", 11))
        if sid in fog_camp:
            out.append(_t(x - 15, y + 22, "C?", "sb-fog-camp", 11))
        block = blocks.get(sid)
        if block is not None:
            face = spotted.get(sid) if block == "hidden" and sid in spotted else block
            letter = BLOCK_LETTER.get(face, "?")
            words = (
                "a block whose face you do not know"
                if face == "hidden"
                else f"{BLOCK.get(face, face)} block"
            )
            shown = " (surveilled)" if sid in surveil else ""
            out.append(
                f'<g class="sb-block sb-block-{escape(face)}"><title>{escape(words + shown)}</title>'
                f'<rect x="{x + 8}" y="{y - 20}" width="18" height="18" fill="#3b3b3b"/>'
                f'<text x="{x + 17}" y="{y - 7}" font-size="11" text-anchor="middle" fill="#fff">{escape(letter)}</text></g>'
            )
        if camp == sid:
            out.append(
                f'<g class="sb-camp"><title>the Camp</title><polygon points="{x - 26},{y - 2} '
                f'{x - 16},{y - 20} {x - 6},{y - 2}" fill="#7a4a12"/>'
                f'<text x="{x - 16}" y="{y - 5}" font-size="10" text-anchor="middle" fill="#fff">C</text></g>'
            )
        out.append("</g>")
    # pieces
    at: dict[str, list[str]] = {}
    for piece, where in (view.get("hunters") or {}).items():
        if where in POS:
            at.setdefault(where, []).append(piece)
    for pirate, where in pirates.items():
        if where in POS:
            at.setdefault(where, []).append(pirate)
    stopped = set(view.get("stopped") or [])
    for sid, pieces in at.items():
        x, y = POS[sid]
        for i, piece in enumerate(pieces):
            px, py = x - 14 + 26 * (i % 2), y + 8 + 22 * (i // 2)
            if piece in PIECE_LETTER:
                action = piece_action.get(piece)
                attrs = clickable(action)
                label = PIECE[piece] + (" (stopped)" if piece in stopped else "")
                ring = (
                    ' stroke="#c26a00" stroke-width="4"'
                    if action
                    else ' stroke="#fff" stroke-width="1.5"'
                )
                out.append(
                    f'<g class="sb-piece sb-hunter" data-piece="{piece}"{attrs}><title>{escape(label)}</title>'
                    f'<polygon points="{px - 13},{py - 7} {px + 13},{py - 7} {px + 8},{py + 8} {px - 8},{py + 8}" fill="#1d4e74"{ring}/>'
                    f'<text x="{px}" y="{py + 5}" font-size="13" font-weight="700" text-anchor="middle" fill="#fff">{PIECE_LETTER[piece]}</text></g>'
                )
            else:
                out.append(
                    f'<g class="sb-piece sb-pirate" data-piece="{piece}"><title>{escape(piece.replace("_", " ").title())}</title>'
                    f'<circle cx="{px}" cy="{py}" r="12" fill="#14202b" stroke="#fff" stroke-width="1.5"/>'
                    f'<text x="{px}" y="{py + 4}" font-size="11" font-weight="700" text-anchor="middle" fill="#fff">{PIRATE_LETTER[piece]}</text></g>'
                )
    out.append(_side(view, player))
    out.append("</svg>")
    return "".join(out)


def _side(view: dict[str, Any], player: int | None) -> str:
    """The panel right of the Map: turn and phase, dice, Piracy rows, tiles."""
    x0 = MAP_W + 12
    y = 24
    out = [f'<rect x="{MAP_W}" y="0" width="{SIDE_W}" height="{MAP_H}" fill="#f7f4ec"/>']

    def line(text: str, size: int = 13, bold: bool = False) -> None:
        nonlocal y
        weight = ' font-weight="700"' if bold else ""
        out.append(
            f'<text x="{x0}" y="{y}" font-size="{size}"{weight} fill="#14202b">{escape(text)}</text>'
        )
        y += size + 6

    line(f"Turn {view.get('turn', '?')} of 4", 18, True)
    line(PHASE.get(view.get("phase", ""), str(view.get("phase", ""))), 14)
    if view.get("phase") == "hunter_actions" and view.get("segment") in SEGMENT:
        # the Hunters' turn goes through four segments, in this order
        marks = [f"[{name}]" if key == view["segment"] else name for key, name in SEGMENT.items()]
        line("Segment: " + " > ".join(marks[:2]), 12, True)
        line("  > " + " > ".join(marks[2:]), 12, True)
    battle = view.get("battle")
    if battle:
        # the Encounter under way: its step, the Hits so far and what is left to assign
        where = SPACE.get(battle.get("space") or "", "")
        line(f"Encounter at {where}"[:40], 14, True)
        stage = STAGE.get(battle.get("stage", ""), str(battle.get("stage", "")))
        for start in range(0, min(len(stage), 120), 40):
            line(stage[start : start + 40], 11)
        hits = battle.get("adventure_hits") or {}
        line(f"Adventure's Hits: {hits.get('rigging', 0)} Rigging, {hits.get('crew', 0)} Crew", 12)
        for sloop in battle.get("sloops") or []:
            got = (battle.get("sloop_hits") or {}).get(sloop) or {}
            name = PIECE.get(sloop, sloop)
            line(f"{name}'s Hits: {got.get('rigging', 0)} Rigging, {got.get('crew', 0)} Crew", 12)
        if battle.get("hits_to_assign"):
            line(f"Hits still to assign: {battle['hits_to_assign']}", 12, True)
    roll = view.get("last_roll")
    if roll:
        line(f"Last dice: {_dice(roll)}")
    if view.get("winner") is not None or view.get("reason"):
        line(f"Game over: {view.get('reason', '')}"[:44], 13, True)
    rows = view.get("rows")
    if rows:
        y += 4
        line("Your Piracy rows (c cubes, p pawns)", 14, True)
        for row in rows:
            for cell in row:
                tile = TILE.get(cell["tile"], cell["tile"])
                line(f"{tile[:26]}: {cell['cubes']}c {cell['pawns']}p", 13)
            y += 4
        line(f"Purse {view.get('purse', 0)} gold; Loot {sum(view.get('loot') or [])}", 12)
        if view.get("defenses"):
            line("Defenses: " + ", ".join(DEFENSE.get(d, d) for d in view["defenses"])[:48], 11)
    shown = view.get("shown_piracy") or view.get("public_tiles") or []
    if shown:
        y += 4
        line("Piracy tiles shown", 14, True)
        for tile in shown:
            name = tile if isinstance(tile, str) else tile.get("tile", str(tile))
            line(TILE.get(name, str(name))[:44], 11)
    if view.get("assets"):
        y += 4
        line("Hunters' Assets", 14, True)
        line(", ".join(ASSET.get(a, a) for a in view["assets"])[:48], 11)
    y += 6
    line("Legend", 13, True)
    for text in (  # the legend's lines
        "O Ocean  S Sound  A Anchorage  T Town (square)",
        "solid line: water route; dashed: land route",
        "J Jane  R Ranger  B Capt Brand (boats)",
        "A Adventure  BB Blackbeard  IH Israel Hands",
        "dark square: a block (? face unknown)",
        "hatched, A?: Adventure may be here",
        "C?: Camp may be here; brown C: the Camp",
        "orange ring: click to choose",
    ):
        line(text, 12)
    return "".join(out)


def _dice(roll: Any) -> str:
    if isinstance(roll, dict):
        return "; ".join(f"{k}: {_dice(v)}" for k, v in roll.items())
    if isinstance(roll, list):
        return " ".join(str(d) for d in roll)
    return str(roll)

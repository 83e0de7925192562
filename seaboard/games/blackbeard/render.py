"""A text map of a view for terminal play: the Map by region, pieces, markers, and the
player's own private knowledge (Blackbeard's blocks and mat, or the Hunters' Spots and fog)."""

from __future__ import annotations

from typing import Any

from seaboard.games.blackbeard import content as C

# the Map, north to south, as the board lays it out
REGIONS = (
    ("Virginia", ("james_river", "albemarle_county", "cape_henry")),
    ("Albemarle", ("queen_annes_creek", "bats_grave", "pasquotank_river", "roanoke_river",
                   "albemarle_sound")),
    ("Currituck", ("nots_island", "currituck_sound", "currituck_inlet")),
    ("Roanoke", ("roanoke_island", "roanoke_inlet", "gun_inlet")),
    ("Pamlico", ("machapunga_bluff", "bath_town", "west_pamlico_sound", "east_pamlico_sound",
                 "hatteras_bank", "cape_hatteras")),
    ("Ocracoke", ("ocracoke_island", "ocracoke_inlet", "core_banks")),
    ("South", ("new_bern", "neus_river", "fish_town", "hunting_quarter_sound", "topsail_inlet")),
)  # fmt: skip
SHORT = {
    "blank": ".",
    "adventure": "ADVENTURE",
    "adventure_at_camp": "ADVENTURE@CAMP",
    "camp": "CAMP",
    "sighting": "SIGHTING",
    "sighting_at_camp": "SIGHTING@CAMP",
    "blackbeard": "BLACKBEARD",
    "blackbeard_at_camp": "BLACKBEARD@CAMP",
    "israel_hands": "ISRAEL HANDS",
    "hidden": "[?]",
}
TYPE_MARK = {"ocean": "~", "sound": "s", "town": "T", "anchorage": "a"}


def render_view(v: dict[str, Any], player: int | None) -> str:
    lines: list[str] = []
    side = {0: "Blackbeard", 1: "the Hunters", None: "a spectator"}.get(player, "?")
    lines.append(
        f"Hunt for Blackbeard - turn {v['turn']} of 4 - {v['phase'].replace('_', ' ')}"
        + (f" ({v['segment'].replace('_', ' ')})" if v.get("segment") else "")
        + f" - you are {side}"
    )
    if v.get("winner"):
        lines.append(f"GAME OVER: {v['winner']} win ({v['reason']})")
    hunters: dict[str, list[str]] = {}
    for piece, sp in v["hunters"].items():
        hunters.setdefault(sp, []).append(piece.capitalize())
    mine = v.get("blocks") or {}
    fog = (v.get("fog") or {}).get("adventure", [])
    spots = {}
    for spot in v.get("spots", []):
        spots[spot["space"]] = f"T{spot['turn']}:{SHORT[spot['block']]}"
    for region, ids in REGIONS:
        lines.append(f"-- {region}")
        for sid in ids:
            sp = C.SPACES[C.SID[sid]]
            mark = TYPE_MARK.get(sp.type, " ")
            shown = SHORT[v["map"][sid]] if sid in v["map"] else ""
            cells = [f"  {mark} {sp.name:<22}{shown:<15}"]
            if sid in mine:
                cells.append(f"(yours: {SHORT[mine[sid]]})")
            if sid in spots:
                cells.append(f"(spotted {spots[sid]})")
            if sid in v["surveil"]:
                cells.append("SURVEIL")
            if v.get("camp_marker") == sid:
                cells.append("CAMP MARKER")
            if v.get("adventure") == sid:
                cells.append("<ADVENTURE>")
            if v.get("blackbeard") == sid:
                cells.append("<BLACKBEARD>")
            if v.get("israel_hands") == sid:
                cells.append("<ISRAEL HANDS>")
            if sid in hunters:
                cells.append("<" + ",".join(hunters[sid]) + ">")
            if sid in fog and player == 1:
                cells.append("?adventure may be here")
            lines.append(" ".join(cells).rstrip())
    lines.append(
        f"Escaped! marker: {'yes - Blackbeard wins ties' if v['escaped_marker'] else 'no'}"
        f"; Hunter pawns on the Map {v['hunter_pawns_on_map']}"
    )
    if v["declared_defenses"] or v["declared_assets"]:
        lines.append("Declared: " + ", ".join(v["declared_defenses"] + v["declared_assets"]))
    for show in v["shown_piracy"]:
        lines.append(f"Piracy shown: turn {show['turn']} {show['tile']} at {show['space']}")
    if v.get("battle"):
        b = v["battle"]
        lines.append(
            f"Encounter at {b['space']}: {b['stage'].replace('_', ' ')}; Adventure hits "
            f"{b['adventure_hits']}; Sloop hits {b['sloop_hits']}"
        )
    if v.get("last_roll"):
        r = v["last_roll"]
        lines.append(
            f"Last roll ({r['what']}): Blackbeard {r['blackbeard']} Hunters {r['hunters']}"
        )
    if player == 0:
        lines.append(
            f"Purse {v['purse']} gold; Taken Loot {v['loot']}; pawns used {v['pawns_used']}"
        )
        for name, row in zip(("Acts of Piracy", "Pirate's Life"), v["rows"], strict=True):
            cells = [f"{t['tile']} {t['cubes']}/{C.SQUARES[C.TID[t['tile']]]}" +
                     (f" +{t['pawns']}p" if t["pawns"] else "") for t in row]  # fmt: skip
            lines.append(f"{name}: " + "; ".join(cells))
        lines.append("Defenses: " + (", ".join(v["defenses"]) or "none"))
        if v["path"]:
            lines.append("Sailing: " + " > ".join(v["path"]))
    elif player == 1:
        inf = [f"{i['id']}{' (used)' if i['used'] else ''} {i['spotted']}" for i in v["informants"]]
        lines.append("Informants: " + (", ".join(inf) or "none"))
        lines.append("Assets: " + (", ".join(v["assets"]) or "none"))
        lines.append(f"Pawns used this turn: {v['pawns_used']}/7")
        if v.get("fog"):
            lines.append(f"Camp may be at: {', '.join(v['fog']['camp'])}")
    return "\n".join(lines)

"""Hunt for Blackbeard in words and on the screen: the Map drawn with its routes, every event
as a sentence, the rules in short, each action explained, and the hidden state at the end.

Everything here is drawn from a view, an event, an action or `reveal()` data (and the
printed content), never from a state, so it shows only what the seat may see.
"""

from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.table import Table
from rich.text import Text

from seaboard.engine.game import Action, Event
from seaboard.games.blackbeard import content as C

BB, HUNT = 0, 1
SIDE = {BB: "Blackbeard", HUNT: "the Hunters"}

# -- names --------------------------------------------------------------------------------------
SPACE = {s.id: s.name for s in C.SPACES}
TILE = {t.id: t.name for t in C.PIRACY}
TILE_BY_ID = {t.id: t for t in C.PIRACY}
DEFENSE = {d.id: d.name for d in C.DEFENSES}
ASSET = {a.id: a.name for a in C.ASSETS}
INFORMANT = {i.id: i.name for i in C.INFORMANTS}
PIECE = {"jane": "Jane", "ranger": "Ranger", "brand": "Capt Brand", "both": "Jane and Ranger"}
PIRATE = {
    "adventure": "Adventure",
    "blackbeard": "Blackbeard alone",
    "israel_hands": "Israel Hands",
}
BLOCK = {
    "blank": "blank",
    "adventure": "Adventure",
    "adventure_at_camp": "Adventure at Camp",
    "camp": "Camp",
    "sighting": "Sighting",
    "sighting_at_camp": "Sighting at Camp",
    "blackbeard": "Blackbeard alone",
    "blackbeard_at_camp": "Blackbeard at Camp",
    "israel_hands": "Israel Hands",
    "hidden": "standing",
}
PHASE = {
    "set_camp": "A. Turn 1: Set Camp",
    "interview": "B. Interview Informants",
    "blackbeard_actions": "C. Blackbeard Actions",
    "hunter_actions": "D. The Hunters Actions",
    "encounter": "E. Encounters",
    "piracy": "F. Resolve Piracy",
    "over": "game over",
}
SEGMENTS = ("Commandeer Assets", "Scout", "Sail and March", "Scout again")
SEGMENT = dict(zip(("commandeer", "scout", "sail_and_march", "scout_again"), SEGMENTS, strict=True))
STAGE = {
    "arrest_blackbeard": "Arrest: Blackbeard may declare Lookouts",
    "arrest_hunters": "Arrest: the Hunters may declare Capt Gordon, Lt Maynard or Midshipman Hyde",
    "forced_escape": "Adventure beat the Arrest and must Escape",
    "fire_blackbeard": "Firing: Blackbeard may declare Swivel Guns, Chain Shot, Grape or Philip Morton",
    "shot_type": "Blackbeard picks the Hit type of Chain Shot and Grape",
    "fire_hunters": "Firing: the Hunters may declare Cannon, Chain & Grape, Lt Maynard or Midshipman Hyde",
    "assign_hit": "Blackbeard assigns a Hit to Jane or Ranger",
    "hit_type": "the Hunters pick Rigging or Crew for a Chain & Grape Hit",
    "escape_blackbeard": "Escape roll: Blackbeard may declare Lookouts",
    "escape_hunters": "Escape roll: the Hunters may declare Lt Maynard or Midshipman Hyde",
    "choice_blackbeard": "Blackbeard won the Escape roll: Escape or Board",
    "choice_hunters": "the Hunters won the Escape roll: Escape or Board",
    "flee": "a Hunter Sloop escapes",
    "board_blackbeard": "Boarding: Blackbeard may declare Grenadoes",
    "board_hunters": "Boarding: the Hunters may declare Extra Hands, Lt Maynard or Midshipman Hyde",
    "order": "the Hunters pick the next Encounter",
    "show_camp": "Israel Hands is arrested: Blackbeard may Show the Camp for 4 gold",
}
ENDING = {
    "piracy": "Blackbeard filled enough of a Piracy row by the end of turn 4",
    "piracy failed": "no Piracy row of Blackbeard's was filled enough by the end of turn 4",
    "arrest": "the Hunters won an Arrest",
    "boarding": "the winner of the Boarding seized the other side's Sloop",
    "arrest: Adventure could not Escape": "Adventure beat the Arrest but had nowhere to Escape",
}
TYPE_LETTER = {"ocean": "O", "sound": "S", "anchorage": "A", "town": "T"}
WHERE_WORDS = {
    "anchorage": "any Anchorage",
    "town": "any Town",
    "camp": "the Camp",
    "ocean": "any Ocean",
    "sound": "any Sound",
    "any": "any space",
    "land": "any Town or Anchorage",
}

# the Map, north to south, as the board lays it out; spaces are numbered in this order
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
ORDER = [sid for _, ids in REGIONS for sid in ids]
NUMBER = {sid: n for n, sid in enumerate(ORDER, start=1)}
REGION_OF = {sid: region for region, ids in REGIONS for sid in ids}

# what each tile does, in the rulebook's words (Using the Tiles), for explanations
DEFENSE_TEXT = {
    "chain_shot": "Fire: rolls of 3 or 4 may Hit Rigging",
    "grape": "Fire: rolls of 3 or 4 may Hit Crew",
    "grenadoes": "Boarding: +1 die if Adventure won the Escape roll",
    "lookouts": "+1 die for one Arrest or Escape roll per turn",
    "philip_morton": "Adventure Fires first; each Hunter Sloop Hit Fires with 1 die fewer",
    "swivel_guns": "Adventure adds 1 die whenever Firing",
    "longboat": "Blackbeard alone may go ashore up to 3 spaces from the Camp (ADVANCED)",
    "israel_hands": "Israel Hands may act for Blackbeard in any Town (ADVANCED)",
    "bought_silence": "2 gold per space: Sail without leaving a Sighting (ADVANCED)",
}
ASSET_TEXT = {
    "capt_gordon": "Arrest with 4 dice when Capt Brand is there",
    "cannon_jane": "Jane Fires with 1 more die and may use Chain & Grape",
    "cannon_ranger": "Ranger Fires with 1 more die and may use Chain & Grape",
    "hands_jane": "Jane Boards with 1 more die",
    "hands_ranger": "Ranger Boards with 1 more die",
    "lt_maynard": "once a turn, +1 die to a roll with Jane (at most 3 Hunter dice)",
    "midshipman_hyde": "once a turn, +1 die to a roll with Ranger (while the Hunters have 1-2 dice)",
    "skilled_helm": "for 1 pawn, Sail one or both Sloops up to 3 spaces from an Ocean or Sound",
    "chain_grape": "with Cannon, Fire rolls of 3 or 4 Hit Rigging or Crew",
    "canoes": "each Hunter may Scout 1 space just beyond an adjacent Sound (ADVANCED)",
    "wm_butler": "Jane and Ranger may each Scout 2 spaces (ADVANCED)",
    "partisans": "Capt Brand may Scout 2 spaces for 1 pawn (ADVANCED)",
}


def words(token: Any) -> str:
    """An id in words: a space, tile, defense, asset, informant, piece or block."""
    t = str(token)
    for table in (SPACE, TILE, DEFENSE, ASSET, INFORMANT, PIECE, PIRATE, BLOCK):
        if t in table:
            return table[t]
    return t.replace("_", " ")


def _list(items: list[str], empty: str = "none") -> str:
    items = [x for x in items if x]
    if not items:
        return empty
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + " and " + items[-1]


def _where(tile_id: str) -> str:
    tile = TILE_BY_ID.get(tile_id)
    if tile is None:
        return "a space the tile lists"
    return _list([WHERE_WORDS.get(w, SPACE.get(w, w)) for w in tile.where], "nowhere")


def _turns() -> int:
    return C.R.turns


# ================================================================================================
# the board
# ================================================================================================
LEGEND = (
    "O Ocean S Sound A Anchorage T Town; ? a hidden block, (seen) one the Hunters see; ~n "
    "water route, =n land route to space n; A? C? Adventure, Camp may be here"
)


def _routes(sid: str) -> Text:
    i = C.SID[sid]
    text = Text()
    water: list[Any] = sorted(NUMBER[C.SPACE_IDS[j]] for j in C.WATER[i])
    land = sorted(NUMBER[C.SPACE_IDS[j]] for j in C.LAND[i])
    if sid == "cape_henry":
        water.append("every Ocean")  # Sail and March: Cape Henry to any Ocean, one pawn
    if water:
        text.append("~" + " ".join(map(str, water)), "blue")
    if land:
        text.append((" " if water else "") + "=" + " ".join(map(str, land)), "green")
    return text


def _on_space(v: dict[str, Any], sid: str, player: int | None) -> Text:
    out = Text()

    def add(word: str, style: str = "") -> None:
        if out:
            out.append(" ")
        out.append(word, style)

    hunters = [PIECE[p] for p, at in sorted(v.get("hunters", {}).items()) if at == sid]
    if hunters:
        add(" ".join(h.replace("Capt ", "") for h in hunters), "bold blue")
    for key, name in (("adventure", "ADVENTURE"), ("blackbeard", "BLACKBEARD"),
                      ("israel_hands", "ISRAEL HANDS")):  # fmt: skip
        if v.get(key) == sid:
            add(name, "bold red")
    board = v.get("map", {})
    if sid in board:
        shown = board[sid]
        mine = (v.get("blocks") or {}).get(sid)
        if player == BB and mine is not None:
            if v.get("adventure") == sid and mine in ("adventure", "adventure_at_camp"):
                mine = "camp" if mine == "adventure_at_camp" else "blank"  # the piece says it
            if mine != "blank":
                add(BLOCK[mine], "yellow")
            if shown != "hidden":
                add("(seen)", "dim")
        elif shown == "hidden":
            add("?", "dim")
        else:
            add(BLOCK.get(shown, shown), "yellow")
    if sid in v.get("surveil", []):
        add("Surveil", "magenta")
    if v.get("camp_marker") == sid and player != BB:
        add("Camp found", "magenta")
    fog = v.get("fog") or {}
    if player == HUNT and sid in fog.get("adventure", []) and v.get("adventure") != sid:
        add("A?", "red")
    if player == HUNT and sid in fog.get("camp", []) and v.get("camp_marker") != sid:
        add("C?", "cyan")
    return out


def _map(v: dict[str, Any], player: int | None) -> Table:
    table = Table(box=None, pad_edge=False, padding=(0, 1), show_header=True, header_style="bold")
    table.add_column("#", justify="right", style="dim", no_wrap=True)
    table.add_column("space", no_wrap=True)
    table.add_column("on the Map", overflow="fold")
    table.add_column("routes", no_wrap=True)
    for sid in ORDER:
        i = C.SID[sid]
        letter = TYPE_LETTER.get(C.TYPE[i], " ")
        name = Text(f"{letter} ", "dim") + Text(
            SPACE[sid], "bold" if sid == _here(v, player) else ""
        )
        table.add_row(str(NUMBER[sid]), name, _on_space(v, sid, player), _routes(sid))
    return table


def _here(v: dict[str, Any], player: int | None) -> str | None:
    return v.get("adventure_at") if player == BB else None


def _row_need(total: int, more_than_half: bool) -> int:
    return total // 2 + 1 if more_than_half else (total + 1) // 2


def heading(v: dict[str, Any], player: int | None) -> Text:
    phase = PHASE.get(v.get("phase", ""), str(v.get("phase", "")))
    seg = v.get("segment")
    if seg:
        phase += f" ({SEGMENT.get(seg, seg)})"
    who = {BB: "you are Blackbeard", HUNT: "you are the Hunters"}.get(player, "spectator")  # type: ignore[arg-type]
    return Text(
        f"Hunt for Blackbeard - turn {v.get('turn', 1)}/{_turns()} - {phase} - {who}",
        style="bold",
    )


def progress(v: dict[str, Any], player: int | None) -> Text:
    """The score line: how far each side is from its goal, as this seat knows it."""
    text = Text()
    if v.get("winner"):
        who = "Blackbeard wins" if v["winner"] == "blackbeard" else "The Hunters win"
        text.append(f"GAME OVER: {who}: {ENDING.get(v.get('reason', ''), v.get('reason', ''))}.",
                    "bold red")  # fmt: skip
        return text
    text.append(f"Turn {v.get('turn', 1)} of {_turns()}. ")
    if player == BB and v.get("rows"):
        parts = []
        for name, row in zip(("Acts of Piracy", "Pirate's Life"), v["rows"], strict=False):
            cubes = sum(t["cubes"] for t in row)
            total = sum(TILE_BY_ID[t["tile"]].squares for t in row if t["tile"] in TILE_BY_ID)
            parts.append(f"{name} {cubes}/{total} (need {_row_need(total, False)})")
        text.append("Your rows: " + "; ".join(parts) + ". ", "yellow")
    shown = v.get("shown_piracy", [])
    if player != BB:
        text.append(f"Piracy shown so far: {len(shown)}. ")
    text.append("Ties: Blackbeard (Escaped!)." if v.get("escaped_marker") else "Ties: the Hunters.")
    return text


def _pawns(v: dict[str, Any]) -> int:
    """Blackbeard's pawns this turn: 5, or 4 while Buy Rum is face up and unfilled."""
    for row in v.get("rows", []):
        for t in row:
            tile = TILE_BY_ID.get(t.get("tile", ""))
            if tile is not None and tile.id == "buy_rum" and t.get("cubes", 0) < tile.squares:
                return C.R.rum_pawns
    return C.R.blackbeard_pawns


def _blackbeard_mat(v: dict[str, Any]) -> list[Text]:
    adv, camp = v.get("adventure_at"), v.get("camp")
    where = f"Adventure at {SPACE.get(adv, '?')}" if adv else "Adventure off the Map"
    if camp:
        where += " (your Camp)" if camp == adv else f", your Camp at {SPACE.get(camp, '?')}"
    if v.get("blackbeard_at"):
        where += f", Blackbeard alone at {SPACE[v['blackbeard_at']]}"
    if v.get("israel_hands_at"):
        where += f", Israel Hands at {SPACE[v['israel_hands_at']]}"
    path = v.get("path") or []
    if len(path) > 1:
        where += " - sailed " + " > ".join(SPACE.get(p, p) for p in path)
    loot = v.get("loot", [])
    defenses = [DEFENSE.get(d, d) for d in v.get("defenses", [])]
    mat = Text(where + ". ", "red")
    mat.append(
        f"Purse {v.get('purse', 0)} gold; Taken Loot worth {sum(loot)}; pawns used "
        f"{v.get('pawns_used', 0)} of {_pawns(v)}; Defenses: {_list(defenses)}."
    )
    lines = [mat]
    for name, row in zip(("Acts of Piracy", "Pirate's Life"), v.get("rows", []), strict=False):
        cells = []
        for t in row:
            tile = TILE_BY_ID.get(t["tile"])
            squares = tile.squares if tile else 0
            cell = f"{TILE.get(t['tile'], t['tile'])} {t['cubes']}/{squares}"
            if t.get("pawns"):
                cell += f" +{t['pawns']} planned"
            cells.append(cell)
        lines.append(Text(f"{name}: " + ("; ".join(cells) or "no tile"), "yellow"))
    return lines


def _hunters_mat(v: dict[str, Any]) -> list[Text]:
    informants = []
    for inf in v.get("informants", []):
        state = "used" if inf.get("used") else f"{inf.get('spotted', 0)} spotted this turn"
        informants.append(f"{INFORMANT.get(inf['id'], inf['id'])} ({state})")
    assets = [ASSET.get(a, a) for a in v.get("assets", [])]
    lines = [
        Text(f"Pawns used this turn: {v.get('pawns_used', 0)} of {C.R.hunter_pawns}."),
        Text("Informants: " + _list(informants)),
        Text("Your Assets: " + _list(assets)),
    ]
    fog = v.get("fog")
    if fog:
        adv, camp = fog.get("adventure", []), fog.get("camp", [])
        lines.append(
            Text(
                f"From all you have seen, Adventure may be in {len(adv)} spaces (A?) and the "
                f"Camp in {len(camp)} (C?).",
                "red",
            )
        )
    chain = v.get("chains") or []
    if chain:
        lines.append(
            Text(
                "A Sighting lets you Spot next to "
                + _list([SPACE.get(c["space"], "?") for c in chain])
            )
        )
    return lines


def _shared(v: dict[str, Any]) -> list[Text]:
    lines = []
    declared = [DEFENSE.get(d, d) for d in v.get("declared_defenses", [])]
    declared += [ASSET.get(a, a) for a in v.get("declared_assets", [])]
    if declared:
        lines.append(Text("Declared tiles: " + _list(declared)))
    shows = [
        f"{TILE.get(x['tile'], x['tile'])} at {SPACE.get(x['space'], x['space'])} (turn {x['turn']})"
        for x in v.get("shown_piracy", [])
    ]
    if shows:
        lines.append(Text("Piracy shown: " + "; ".join(shows) + ".", "yellow"))
    b = v.get("battle")
    if b and b.get("space") in SPACE:
        hits = b.get("adventure_hits", {})
        sloops = _list([PIECE.get(s, s) for s in b.get("sloops", [])], "no Sloop")
        lines.append(
            Text(
                f"Encounter at {SPACE[b['space']]}: {PIRATE.get(b.get('pirate'), '?')} against "
                f"{sloops}; {STAGE.get(b.get('stage'), '')}. Adventure's Hits: "
                f"{hits.get('rigging', 0)} Rigging, {hits.get('crew', 0)} Crew.",
                "bold red",
            )
        )
    roll = v.get("last_roll")
    if roll:
        lines.append(Text(_roll_words(roll)))
    return lines


def _roll_words(roll: dict[str, Any]) -> str:
    bb = ", ".join(map(str, roll.get("blackbeard", []))) or "no die"
    h = ", ".join(map(str, roll.get("hunters", []))) or "no die"
    return f"Last {roll.get('what', 'roll')} roll: Blackbeard {bb}; the Hunters {h}."


def render_view(v: dict[str, Any], player: int | None) -> Group:
    parts: list[Any] = [heading(v, player), _map(v, player)]
    if player == BB:
        parts += _blackbeard_mat(v)
    elif player == HUNT:
        parts += _hunters_mat(v)
    parts += _shared(v)
    parts.append(Text(LEGEND, "dim"))
    parts.append(progress(v, player))
    return Group(*parts)


# ================================================================================================
# events
# ================================================================================================
def _you(player: int | None, side: int, you: str, other: str) -> str:
    return you if player == side else other


def _pieces(pieces: list[str]) -> str:
    return _list([PIECE.get(p, p) for p in pieces])


def _move(d: dict[str, Any], p: int | None) -> str:
    pieces = d.get("pieces", [])
    where = SPACE.get(d.get("space", ""), "?")
    verb = "march" if pieces == ["brand"] else "sail"
    who = _you(p, HUNT, "You", "The Hunters")
    return f"{who} {verb} {_pieces(pieces)} to {where}."


def _spot(d: dict[str, Any], p: int | None, event: Event) -> str:
    where, block = SPACE.get(d["space"], "?"), BLOCK.get(d["block"], d["block"])
    if event.to is not None:
        return f"Your Informant secretly Spots {where}: {block}."
    who = _you(p, HUNT, "You Spot", "The Hunters Spot")
    return f"{who} {where} openly: the block shows {block}."


def _wasted(d: dict[str, Any], p: int | None) -> str:
    tile = d.get("tile", "")
    name = TILE.get(tile, words(tile))
    why = d.get("reason") or (
        f"no pirate piece was at a space it lists ({_where(tile)})"
        + ("; it takes no cubes on a turn Adventure Sailed" if tile == "careen_sloop" else "")
    )
    return f"Your {name} plan is wasted: {why}."


def _roll(d: dict[str, Any], p: int | None) -> str:
    what = str(d.get("what", "")).capitalize()
    bb = ", ".join(map(str, d.get("blackbeard", []))) or "no dice"
    h = ", ".join(map(str, d.get("hunters", []))) or "no dice"
    winner = "Blackbeard wins" if d.get("winner") == BB else "the Hunters win"
    return f"{what} roll: Blackbeard rolls {bb}, the Hunters roll {h}; the highest die decides: {winner}."


def _fire(d: dict[str, Any], p: int | None) -> str:
    side = d.get("side")
    who = "Adventure" if side == "blackbeard" else PIECE.get(side, str(side))
    rolls = ", ".join(map(str, d.get("rolls", []))) or "no dice"
    return f"{who} Fires: {rolls} (6 Hits Rigging, 5 Hits Crew)."


def _declare(d: dict[str, Any], p: int | None) -> str:
    tile = d.get("tile", "")
    if tile in ASSET:
        return f"{_you(p, HUNT, 'You declare', 'The Hunters declare')} {ASSET[tile]}: {ASSET_TEXT.get(tile, '')}."
    if tile in DEFENSE:
        return f"{_you(p, BB, 'You declare', 'Blackbeard declares')} {DEFENSE[tile]}: {DEFENSE_TEXT.get(tile, '')}."
    if tile == "crew_to_ordinary":
        return "Crew to Ordinary is in effect: Adventure Fires with one die fewer."
    return f"Declared: {words(tile)}."


def _game_over(d: dict[str, Any], p: int | None) -> str:
    who = "Blackbeard wins" if d.get("winner") == "blackbeard" else "The Hunters win"
    reason = d.get("reason", "")
    return f"Game over: {who}: {ENDING.get(reason, words(reason))}."


def _loot(d: dict[str, Any], p: int | None) -> str:
    if "value" not in d:
        return "Blackbeard takes a Loot marker; its value stays behind his screen."
    return f"You take a Loot marker worth {d['value']}: +{d.get('gold', 0)} gold to your Purse."


def _pardon(d: dict[str, Any], p: int | None) -> str:
    row = _list([TILE.get(t, words(t)) for t in d.get("new", [])])
    return f"Seek Pardon: {TILE.get(d.get('tile', ''), '?')} is set aside; that row is now {row}."


SENTENCES: dict[str, Any] = {
    "camp_set": lambda d, p, e: (
        f"You set your Camp at {SPACE.get(d['space'], '?')}, in secret."
        if "space" in d
        else "Blackbeard sets his Camp in secret, in some Anchorage."
    ),
    "spot": lambda d, p, e: _spot(d, p, e),
    "surveil": lambda d, p, e: (
        f"{_you(p, HUNT, 'You Surveil', 'The Hunters Surveil')} {SPACE.get(d['space'], '?')}: "
        "its block lies face up for the rest of the turn."
    ),
    "reset_map": lambda d, p, e: (
        "Reset Map: the blocks stand up again and last turn's Sightings are cleared."
    ),
    "plan": lambda d, p, e: f"You plan piracy: a pawn on {TILE.get(d['tile'], '?')}.",
    "prepare": lambda d, p, e: f"You prepare {DEFENSE.get(d['defense'], '?')}.",
    "sail": lambda d, p, e: f"Adventure sails to {SPACE.get(d['space'], '?')}.",
    "longboat": lambda d, p, e: (
        f"Blackbeard goes ashore by Longboat at {SPACE.get(d['space'], '?')}."
    ),
    "israel": lambda d, p, e: f"Israel Hands goes to {SPACE.get(d['space'], '?')}.",
    "silence": lambda d, p, e: (
        f"You buy silence at {SPACE.get(d['space'], '?')}: no Sighting there."
    ),
    "map_set": lambda d, p, e: "Blackbeard has set the Map: standing blocks may have changed.",
    "block": lambda d, p, e: (
        f"The face-up block at {SPACE.get(d['space'], '?')} now shows "
        f"{BLOCK.get(d['block'], d['block'])}."
    ),
    "segment": lambda d, p, e: (
        "The Hunters move on to "
        f"{SEGMENTS[d['segment']] if isinstance(d.get('segment'), int) and 0 <= d['segment'] < 4 else 'the next segment'}."
    ),
    "commandeer": lambda d, p, e: (
        f"You commandeer {ASSET.get(d['asset'], '?')}: {ASSET_TEXT.get(d['asset'], '')}."
    ),
    "scout": lambda d, p, e: f"{PIECE.get(d['piece'], '?')} Scouts {SPACE.get(d['space'], '?')}.",
    "declare": lambda d, p, e: _declare(d, p),
    "move": lambda d, p, e: _move(d, p),
    "stop": lambda d, p, e: f"{PIECE.get(d['piece'], '?')} ends its move and Spots where it is.",
    "encounter": lambda d, p, e: (
        f"Encounter at {SPACE.get(d['space'], '?')}: {PIRATE.get(d.get('pirate'), '?')} meets "
        f"{_pieces(d.get('pieces', []))}."
    ),
    "compare": lambda d, p, e: (
        f"{str(d.get('what', '')).capitalize()} by most dice: Blackbeard {d.get('blackbeard')}, "
        f"the Hunters {d.get('hunters')}."
    ),
    "roll": lambda d, p, e: _roll(d, p),
    "fire": lambda d, p, e: _fire(d, p),
    "hit": lambda d, p, e: (
        f"{'Adventure' if d.get('target') == 'adventure' else PIECE.get(d.get('target'), '?')} "
        f"takes a {str(d.get('type', '')).capitalize()} Hit."
    ),
    "escape": lambda d, p, e: f"Adventure escapes from {SPACE.get(d.get('from', ''), '?')}.",
    "escape_to": lambda d, p, e: f"Adventure escapes to {SPACE.get(d['space'], '?')}.",
    "betrayal": lambda d, p, e: (
        f"You betray Israel Hands and Show the Camp: +{d.get('gold', 0)} gold to your Purse."
    ),
    "withdraw": lambda d, p, e: "The Hunters choose to Escape rather than Board.",
    "shot": lambda d, p, e: (
        f"Chain Shot and Grape: Adventure's 3s and 4s will be {str(d.get('type', '')).capitalize()} Hits."
    ),
    "removed": lambda d, p, e: (
        f"{PIRATE.get(d.get('pirate'), '?')} leaves the Map at {SPACE.get(d.get('space', ''), '?')}."
    ),
    "game_over": lambda d, p, e: _game_over(d, p),
    "wasted": lambda d, p, e: _wasted(d, p),
    "cubes": lambda d, p, e: (
        f"{d.get('n', 0)} cube{'s' if d.get('n') != 1 else ''} go on {TILE.get(d['tile'], '?')}."
    ),
    "show": lambda d, p, e: (
        f"Blackbeard shows {TILE.get(d['tile'], '?')} at {SPACE.get(d['space'], '?')}: that "
        "block lies face up."
    ),
    "loot": lambda d, p, e: _loot(d, p),
    "booty": lambda d, p, e: f"Your Taken Loot pays: +{d.get('gold', 0)} gold to your Purse.",
    "pardon": lambda d, p, e: _pardon(d, p),
    "fete": lambda d, p, e: (
        f"Tobias Knight's gift: you Prepare {DEFENSE.get(d['defense'], '?')} for free."
    ),
    "pardon_target": lambda d, p, e: (
        f"When Seek Pardon fills, {TILE.get(d['tile'], '?')} will be set aside."
    ),
    "turn": lambda d, p, e: f"Turn {d.get('turn')} begins: each side draws its tiles.",
}


def render_event(event: Event, player: int | None) -> str | None:
    """The sentence for `event` as `player` sees it; None for a kind this module does not
    know (the caller falls back to a plain one)."""
    make = SENTENCES.get(event.kind)
    if make is None:
        return None
    try:
        return make(event.data, player, event)
    except (KeyError, TypeError, ValueError, IndexError):
        return None


# ================================================================================================
# explaining an action
# ================================================================================================
def explain_action(v: dict[str, Any], action: Action) -> str:
    """What `action` does, what it costs and which rule it comes from, for the seat to
    move, from its view."""
    k, a = action.kind, action.args
    arg = [words(x) for x in a]

    def tile_text(tid: str) -> str:
        tile = TILE_BY_ID.get(str(tid))
        if tile is None:
            return ""
        cubes = "gold cubes from your Purse" if tile.cube == "gold" else "black cubes"
        extra = []
        if tile.show:
            extra.append("shows the block there when filled")
        if tile.take:
            extra.append(f"takes {tile.take} Loot when filled")
        more = (" It " + _list(extra) + ".") if extra else ""
        return (
            f"{tile.name} has {tile.squares} squares for {cubes}; it takes them during "
            f"F. Resolve Piracy only if a pirate piece is at {_where(tile.id)}.{more}"
        )

    if k == "camp":
        return (
            f"Stand the Adventure-at-Camp block at {arg[0]}, in secret. The Camp never moves; "
            "several tiles pay off there. Free. Rule: A. Turn 1: Set Camp."
        )
    if k == "spot":
        return (
            f"One pawn on {arg[0]}: secretly Spot {arg[1]} and learn its block (Blackbeard learns "
            "nothing of it, not even that you Spotted). Rule: B. Interview Informants."
        )
    if k == "surveil":
        return (
            f"Free: lay the block at {arg[0]} face up for the rest of the turn; Blackbeard sees "
            "where you are watching. Rule: B. Interview Informants."
        )
    if k == "chain":
        return (
            f"Free: a Sighting you found lets you Spot {arg[0]}, next to it by Water Route. "
            "Rule: Sightings."
        )
    if k == "chain_end":
        return "Stop following Sightings. Free. Rule: Sightings."
    if k == "plan":
        return (
            f"One pawn on this tile (one cube per pawn later). {tile_text(a[0])} Rule: Plan Piracy."
        )
    if k == "prepare":
        d = str(a[0])
        cost = next((x.cost for x in C.DEFENSES if x.id == d), 0)
        return (
            f"One pawn and {cost} gold from your Purse (you have {v.get('purse', '?')}): "
            f"{DEFENSE.get(d, d)}: {DEFENSE_TEXT.get(d, '')}. Lasts all game. Rule: Prepare Defenses."
        )
    if k == "sail":
        return (
            f"One pawn: Adventure sails to {arg[0]} by Water Route. Every space it sails "
            "through (not where it starts or stops) gets a Sighting block the Hunters may find. "
            "Rule: Sail and Set Map."
        )
    if k == "commandeer":
        x = str(a[0])
        return (
            f"One pawn: {ASSET.get(x, x)}: {ASSET_TEXT.get(x, '')}. Lasts all game. "
            "Rule: Commandeer Assets."
        )
    if k == "scout":
        return (
            f"One pawn: {arg[0]} openly Spots {arg[1]} (its own space or an adjacent one); a "
            "Sighting found lets you Spot next to it. Rule: Scout."
        )
    if k == "move":
        return (
            f"One pawn a space (two from Ocean to Ocean): {arg[0]} moves to {arg[1]}; a piece "
            "Spots where it ends its move. Rule: Sail and March."
        )
    if k == "helm":
        return (
            f"One pawn: Skilled Helm sails {arg[0]} up to 3 spaces to {arg[1]}. Rule: Skilled Helm."
        )
    if k == "stop":
        return f"Free: {arg[0]} ends its move and openly Spots where it is. Rule: Sail and March."
    if k == "next":
        return (
            "Finish this segment and go on (Commandeer, Scout, Sail and March, Scout again); "
            "unused pawns are lost. Rule: D. The Hunters Actions."
        )
    if k == "done":
        if v.get("phase") == "piracy":
            return "Resolve Piracy: place cubes on the tiles with pawns. Rule: F. Resolve Piracy."
        return "End your actions for this step; unused pawns are lost. Rule: Sequence of Play."
    if k == "declare":
        x = str(a[0])
        text = ASSET_TEXT.get(x) or DEFENSE_TEXT.get(x, "")
        return f"Declare {words(x)}: {text}. It goes face up. Rule: Declaring Tiles."
    if k == "roll":
        return (
            "Declare nothing more (a tile held back stays hidden), and on to the dice once both "
            "sides have declared: the highest single die wins; ties go to the Hunters until "
            "someone has Escaped, then to Blackbeard. Rule: E. Encounters, Roll Dice."
        )
    if k == "escape":
        return (
            f"Adventure escapes to {arg[0]} (not Cape Henry nor a Hunter space); no Sighting. "
            "Rule: Escape."
        )
    if k == "board":
        return "Board: one more roll decides the whole game. Rule: Boarding."
    if k == "withdraw":
        return "The Hunters escape instead of Boarding; the game goes on. Rule: Escape."
    if k == "flee":
        return f"{arg[0]} escapes to {arg[1]} and Spots there. Rule: Escape."
    if k in ("shot", "mark"):
        return f"The Hit counts as a {arg[0]} Hit (Rigging: fewer Escape dice; Crew: fewer Boarding dice). Rule: Firing."
    if k == "hit":
        return (
            f"Assign the Hit to {arg[0]} (at most one Rigging and one Crew Hit each). Rule: Firing."
        )
    if k == "pardon":
        return (
            f"When Seek Pardon fills, set aside {arg[0]} and draw a new tile in its place. "
            "Rule: Seek Pardon."
        )
    if k == "fete":
        x = str(a[0])
        return f"Take {DEFENSE.get(x, x)} for free: {DEFENSE_TEXT.get(x, '')}. Rule: Fete Tobias Knight."
    if k == "longboat":
        return f"Place Blackbeard alone at {arg[0]}, within 3 spaces of the Camp (no pawn). Rule: Longboat."
    if k == "israel":
        return f"Place Israel Hands at {arg[0]}, a Town (no pawn). Rule: Israel Hands."
    if k == "silence":
        return f"Pay 2 gold: no Sighting at {arg[0]}. Rule: Bought Silence."
    if k == "encounter":
        return f"Resolve the Encounter at {arg[0]} next. Rule: E. Encounters."
    if k == "show_camp":
        return "Show the Camp and take 4 gold (Israel Hands' share). Rule: Israel Hands."
    if k == "keep_camp":
        return "Keep the Camp hidden and take no gold. Rule: Israel Hands."
    return f"{k.replace('_', ' ').capitalize()} {' '.join(arg)}.".strip()


# ================================================================================================
# the goal, the rules, the reveal
# ================================================================================================
def goal(player: int | None, most_dice: bool = False, more_than_half: bool = False) -> str:
    share = "more than half" if more_than_half else "at least half"
    dice = (
        " With the 'most dice win' option, Arrest, Escape and Boarding go to the side with "
        "more dice."
        if most_dice
        else ""
    )
    if player == BB:
        return (
            "You are Blackbeard. Your Sloop Adventure hides among the blocks on the Map: only "
            "you see where it is, and every space you sail through leaves a Sighting the "
            "Hunters may find. Each turn, put pawns on your Piracy tiles and be at a space "
            "they list when the turn ends: each pawn becomes a cube. You win if at the end of "
            f"turn {C.R.turns} one Piracy row (Acts of Piracy or Pirate's Life) has cubes in "
            f"{share} of its squares, or if you win a Boarding. You lose if the Hunters "
            f"Arrest you or win a Boarding.{dice}"
        )
    if player == HUNT:
        return (
            "You are the Hunters: the Sloops Jane and Ranger and Capt Brand. Blackbeard hides "
            "on the Map; use Informants, Scouting and the Sightings he leaves to find his "
            "Sloop Adventure and his Camp. End a move in his space to force an Encounter: win "
            "an Arrest or a Boarding and you win at once. Being where he planned his piracy "
            "wastes his plans. You also win if at the end of turn "
            f"{C.R.turns} neither of his Piracy rows has cubes in {share} of its squares.{dice}"
        )
    return (
        "Blackbeard (seat 0) hides on the Map and commits piracy; the Hunters (seat 1) search "
        f"for him. Blackbeard wins with {share} of a Piracy row filled after turn "
        f"{C.R.turns}, or a won Boarding; the Hunters by an Arrest, a Boarding, or when he "
        "falls short."
    )


RULES = [
    (
        "Introduction",
        "Two players: Blackbeard and the Hunters. Blackbeard seeks to commit acts of piracy "
        "or to enjoy a pirate's life while remaining free; the Hunters try to find and stop "
        "him. Play lasts up to four turns.",
    ),
    (
        "Hidden Information",
        "Blackbeard secretly Sets the Map: a block stands in each of the 24 slots, and only "
        "he sees its face (blank, Adventure, Camp, Sighting). The Hunters Spot blocks, "
        "secretly through Informants or openly with their pieces. A Sighting found lets them "
        "Spot a space next to it by Water Route. Defenses and Assets are declared the first "
        "time they are used.",
    ),
    (
        "A. Draw Tiles; Turn 1: Set Camp",
        "Each turn Blackbeard draws one Act of Piracy and one Pirate's Life tile, the Hunters "
        "one Informant. On turn 1 Blackbeard then sets his Camp, with Adventure, in any "
        "Anchorage; the Camp never moves.",
    ),
    (
        "B. Interview Informants",
        "The Hunters put pawns on their face-up Informant tiles, one per space, to secretly "
        "Spot the kinds of space each tile names. They may Surveil any space just Spotted: "
        "its block lies face up for the rest of the turn.",
    ),
    (
        "C. Blackbeard Actions",
        "Reset Map (blocks stand again, Sightings go). Then, with 5 pawns (4 while Buy Rum is "
        "unfilled), in this order: Plan Piracy (pawns on Piracy tiles, never more than their "
        "open squares), Prepare Defenses (a pawn and gold each), Sail (one pawn a space by "
        "Water Route). Every space Adventure sails through gets a Sighting.",
    ),
    (
        "D. The Hunters Actions",
        "With the pawns left of 7, in order: Commandeer Assets (only with the named pieces at "
        "James River), Scout (a piece openly Spots its space or one next to it), Sail and "
        "March (Sloops by water, Brand by land, a pawn a space; Cape Henry to any Ocean for "
        "one; Ocean to Ocean for two), then Scout again. A piece Spots where it ends its move.",
    ),
    (
        "E. Encounters",
        "Where Hunter and pirate pieces meet: with Capt Brand (or a pirate figure) there is "
        "first an Arrest roll; Sloops then Battle: both Fire (6 is a Rigging Hit, 5 a Crew "
        "Hit), then an Escape roll (the winner may Escape or Board), then Boarding. Pirate "
        "pieces roll 2 dice, Hunter pieces 1; the highest die wins; the Hunters win ties "
        "until anyone has Escaped. Winning an Arrest or a Boarding wins the game.",
    ),
    (
        "F. Resolve Piracy",
        "Each pawn on a Piracy tile becomes a cube if Adventure (or, ADVANCED, Blackbeard "
        "alone or Israel Hands) is at a space the tile lists; otherwise the pawns are wasted. "
        "Gold squares take gold from the Purse. A filled tile may Show its block, take Loot "
        "(gold for the Purse) or have another effect.",
    ),
    (
        "G. End Turn and Victory",
        "Used Informants turn face down, pawns and Surveil markers come back. After turn 4, "
        "Blackbeard wins if a Piracy row has cubes in at least half of its squares (option: "
        "more than half); otherwise the Hunters win.",
    ),
]


def render_reveal(r: dict[str, Any]) -> Text:
    """`reveal()` data in words: where everything was, what each side held."""
    ids = C.SPACE_IDS
    names = ("blank", "adventure", "adventure_at_camp", "camp", "sighting", "sighting_at_camp",
             "blackbeard", "blackbeard_at_camp", "israel_hands")  # fmt: skip

    def space(i: Any) -> str:
        return SPACE[ids[i]] if isinstance(i, int) and 0 <= i < len(ids) else "nowhere"

    def tile(i: Any) -> str:
        return C.PIRACY[i].name if isinstance(i, int) and 0 <= i < len(C.PIRACY) else "?"

    lines = [
        f"Blackbeard's Camp was at {space(r.get('camp'))}; Adventure was at {space(r.get('adventure'))}."
    ]
    blocks = r.get("blocks", [])
    placed = [
        f"{BLOCK[names[b]]} at {space(x)}"
        for x, b in enumerate(blocks)
        if isinstance(b, int) and 0 < b < len(names)
    ]
    lines.append("Blocks that were not blank: " + _list(placed) + ".")
    cubes = r.get("cubes", [])
    for name, row in zip(
        ("Acts of Piracy", "Pirate's Life"), r.get("piracy_rows", []), strict=False
    ):
        cells = [
            f"{tile(t)} {cubes[t] if t < len(cubes) else 0}/{C.PIRACY[t].squares}"
            for t in row
            if isinstance(t, int) and 0 <= t < len(C.PIRACY)
        ]
        lines.append(f"{name}: {_list(cells, 'no tile')}.")
    defenses = [d.name for d, on in zip(C.DEFENSES, r.get("prepared", []), strict=False) if on]
    lines.append(
        f"Purse {r.get('purse', 0)} gold; Taken Loot {_list([str(x) for x in r.get('taken_loot', [])])}; "
        f"Defenses {_list(defenses)}."
    )
    informants = [
        C.INFORMANTS[i].name + (" (used)" if used else "")
        for i, used in zip(r.get("informants", []), r.get("informant_used", []), strict=False)
        if isinstance(i, int) and 0 <= i < len(C.INFORMANTS)
    ]
    assets = [a.name for a, on in zip(C.ASSETS, r.get("assets", []), strict=False) if on]
    lines.append(f"The Hunters' Informants: {_list(informants)}; Assets: {_list(assets)}.")
    return Text("\n".join(lines))

"""Content models and the module-level tables the rules index into (never stored in a state)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

from pydantic import Field

from seaboard.engine import content as c
from seaboard.engine.content import Content, Sourced

HERE = Path(__file__).parent / "content"

# valid ranges of content numbers: a bad file is refused by name when the title loads
Count = Annotated[int, Field(ge=0, le=100)]  # cubes, gold, dice, hits: none is allowed
Some = Annotated[int, Field(ge=1, le=100)]  # turns, pawns, squares: at least one
Die = Annotated[int, Field(ge=1, le=6)]  # a face of a six-sided die


class Space(Sourced):
    id: str
    name: str
    type: str
    slot: bool
    island_or_bank: bool = False
    icons: list[str] = []


class Edge(Sourced):
    a: str
    b: str
    route: str


class MapFile(Sourced):
    camp_icons: list[str]
    spaces: list[Space]
    edges: list[Edge]


class PiracyTile(Content):
    id: str
    name: str
    row: str
    squares: Some
    cube: str
    where: list[str]
    show: bool = False
    take: Count = 0
    extra_gold: Count = 0
    bonus: Count = 0
    effect: str = ""
    blackbeard: bool = False
    israel: bool = False
    source: str = ""


class PiracyFile(Sourced):
    tiles: list[PiracyTile]


class Group(Content):
    count: Some
    allowed: list[str]
    source: str = ""


class Informant(Content):
    id: str
    name: str
    groups: list[Group]


class InformantFile(Sourced):
    informants: list[Informant]


class Defense(Content):
    id: str
    name: str
    cost: Count
    advanced: bool = False


class DefenseFile(Sourced):
    defenses: list[Defense]


class Asset(Content):
    id: str
    name: str
    needs: list[str]
    advanced: bool = False


class AssetFile(Sourced):
    assets: list[Asset]


class LootFile(Sourced):
    values: list[Count]


class HouseRules(Sourced):
    isaac_freeman_note: str = ""


class Reading(Sourced):
    """A reading of the rulebook where it is silent or ambiguous: the rule, and in its
    `house: ...` source what we do and why."""

    rule: str


class RulesFile(Sourced):
    turns: Some
    blackbeard_pawns: Some
    rum_pawns: Some
    hunter_pawns: Some
    start_purse: Count
    gold_cubes: Count
    doctor_sail_limit: Some
    pirate_piece_dice: Count
    hunter_piece_dice: Count
    gordon_arrest_dice: Count
    maynard_cap: Count
    hyde_cap: Count
    adventure_hit_cap: Count
    sloop_hit_cap: Count
    rigging_roll: Die
    crew_roll: Die
    chain_rolls: list[Die]
    ocean_to_ocean_pawns: Some
    helm_steps: Some
    israel_arrest_gold: Count
    sighting_blocks: Count
    house: HouseRules
    readings: list[Reading] = []


FILES = ["map", "piracy", "informants", "defenses", "assets", "loot", "rules"]

MAP = c.load(HERE / "map.toml", MapFile)
PIRACY = c.load(HERE / "piracy.toml", PiracyFile).tiles
INFORMANTS = c.load(HERE / "informants.toml", InformantFile).informants
DEFENSES = c.load(HERE / "defenses.toml", DefenseFile).defenses
ASSETS = c.load(HERE / "assets.toml", AssetFile).assets
LOOT = c.load(HERE / "loot.toml", LootFile).values
R = c.load(HERE / "rules.toml", RulesFile)

# -- the Map as index tables --------------------------------------------------------------------
SPACES = MAP.spaces
SPACE_IDS = [s.id for s in SPACES]
SID = {s: i for i, s in enumerate(SPACE_IDS)}
N = len(SPACES)
SLOTS = [i for i, s in enumerate(SPACES) if s.slot]  # the 24 block slots
IS_SLOT = [s.slot for s in SPACES]
TYPE = [s.type for s in SPACES]
WATER: list[tuple[int, ...]] = []
LAND: list[tuple[int, ...]] = []
_w: list[set[int]] = [set() for _ in SPACES]
_l: list[set[int]] = [set() for _ in SPACES]
for e in MAP.edges:
    a, b = SID[e.a], SID[e.b]
    (_w if e.route == "water" else _l)[a].add(b)
    (_w if e.route == "water" else _l)[b].add(a)
WATER = [tuple(sorted(x)) for x in _w]
LAND = [tuple(sorted(x)) for x in _l]
ADJ = [tuple(sorted(_w[i] | _l[i])) for i in range(N)]
JAMES = SID["james_river"]
CAPE_HENRY = SID["cape_henry"]
BATH = SID["bath_town"]
OCEANS = [i for i in range(N) if TYPE[i] == "ocean"]
ANCHORAGES = [i for i in range(N) if TYPE[i] == "anchorage"]
TOWNS = [i for i in range(N) if TYPE[i] == "town"]
SOUNDS = [i for i in range(N) if TYPE[i] == "sound"]
# Adventure sails only between slotted spaces (its position is always recorded by a block)
SEA = [tuple(j for j in WATER[i] if IS_SLOT[j]) for i in range(N)]


def _distance_from(start: int) -> list[int]:
    dist = [99] * N
    dist[start] = 0
    frontier = [start]
    while frontier:
        nxt = []
        for x in frontier:
            for y in ADJ[x]:
                if dist[y] == 99:
                    dist[y] = dist[x] + 1
                    nxt.append(y)
        frontier = nxt
    return dist


def _water_distance_from(start: int) -> list[int]:
    dist = [99] * N
    dist[start] = 0
    frontier = [start]
    while frontier:
        nxt = []
        for x in frontier:
            for y in WATER[x]:
                if dist[y] == 99 and y not in (JAMES, CAPE_HENRY):
                    dist[y] = dist[x] + 1
                    nxt.append(y)
        frontier = nxt
    return dist


DIST = [_distance_from(i) for i in range(N)]
WDIST = [_water_distance_from(i) for i in range(N)]


def _expand(token: str) -> set[int]:
    if token == "any":
        return set(SLOTS)
    if token in ("anchorage", "town", "sound", "ocean"):
        return {i for i in SLOTS if TYPE[i] == token}
    if token == "land":
        return {i for i in SLOTS if TYPE[i] in ("town", "anchorage")}
    if token == "land_no_island":
        return {
            i for i in SLOTS if TYPE[i] in ("town", "anchorage") and not SPACES[i].island_or_bank
        }
    if token == "bath2":
        return {i for i in SLOTS if 1 <= DIST[BATH][i] <= 2}
    return {SID[token]}


# -- tiles as index tables ----------------------------------------------------------------------
TILE_IDS = [t.id for t in PIRACY]
TID = {t: i for i, t in enumerate(TILE_IDS)}
ACTS = [i for i, t in enumerate(PIRACY) if t.row == "acts"]
LIFE = [i for i, t in enumerate(PIRACY) if t.row == "life"]
ROW = [0 if t.row == "acts" else 1 for t in PIRACY]
SQUARES = [t.squares for t in PIRACY]
GOLD_TILE = [t.cube == "gold" for t in PIRACY]
# where a tile can receive cubes: a set of spaces, and whether the Camp counts
TILE_SPACES: list[frozenset[int]] = []
TILE_CAMP: list[bool] = []
for t in PIRACY:
    sp: set[int] = set()
    for w in t.where:
        if w != "camp":
            sp |= _expand(w)
    TILE_SPACES.append(frozenset(sp))
    TILE_CAMP.append("camp" in t.where or "anchorage" in t.where)
EFFECT = [t.effect for t in PIRACY]

INF_IDS = [i.id for i in INFORMANTS]
INF_GROUPS: list[list[tuple[int, frozenset[int]]]] = [
    [(g.count, frozenset().union(*(_expand(a) for a in g.allowed))) for g in inf.groups]
    for inf in INFORMANTS
]

DEF_IDS = [d.id for d in DEFENSES]
DID = {d: i for i, d in enumerate(DEF_IDS)}
DEF_COST = [d.cost for d in DEFENSES]
BASIC_DEFENSES = [i for i, d in enumerate(DEFENSES) if not d.advanced]

ASSET_IDS = [a.id for a in ASSETS]
AID = {a: i for i, a in enumerate(ASSET_IDS)}
BASIC_ASSETS = [i for i, a in enumerate(ASSETS) if not a.advanced]


def sources() -> list[dict[str, object]]:
    """Every number of the content files with its source, then the house readings."""
    out: list[dict[str, object]] = []
    for name in FILES:
        for p in c.provenance(HERE / f"{name}.toml"):
            out.append({"file": f"{name}.toml", "key": p.key, "value": p.value, "source": p.source})
    for i, reading in enumerate(R.readings):
        out.append(
            {"file": "rules.toml", "key": f"readings[{i}]", "value": reading.rule,
             "source": reading.source}
        )  # fmt: skip
    return out

"""Content of Chaos Cove: TOML files loaded once into module-level tables.

States refer to content by index only (locations, heroes, cards, invader tiles), so a
state stays small and cheap to clone.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

from pydantic import Field

from seaboard.engine import content as C

HERE = Path(__file__).parent / "content"

# valid ranges of content numbers: a bad file is refused by name when the title loads
Count = Annotated[int, Field(ge=0, le=1000)]  # costs, VP, combat values: none is allowed
Some = Annotated[int, Field(ge=1, le=1000)]  # rounds, lanes, pieces, hands: at least one

# -- resources ------------------------------------------------------------------------
# Indices into a player's resource row. Cannons and sabers are kept as ready / used
# (flipped, Combat Primer); crew as in the player area / standing in the Fountain /
# exhausted (lying) in the Fountain (Gus).
DOUBLOON, RUM, FOOD, PLANK, POWDER, CANNON, SABER = range(7)
CANNON_USED, SABER_USED, CREW_AREA, CREW, CREW_TIRED = range(7, 12)
N_RES = 12
HERO_CARD = 12  # a "resource" only as a gain (Rum Runner)
RES_NAMES = ("doubloon", "rum", "food", "plank", "gunpowder", "cannon", "saber")
RES_KEY = {
    "doubloon": DOUBLOON,
    "rum": RUM,
    "food": FOOD,
    "plank": PLANK,
    "gunpowder": POWDER,
    "cannon": CANNON,
    "saber": SABER,
    "crew": CREW,
    "hero_card": HERO_CARD,
}
TAKE_NAMES = (*RES_NAMES, "crew")  # what a location symbol can give


class Setup(C.Sourced):
    doubloons: Count
    hero_cards: Some
    crew_in_fountain: Count
    pieces: Some
    heroes_per_hand: Some
    cannon_stock: Count
    saber_stock: Count
    start: dict[str, Count]


class Placement(C.Sourced):
    heroes_per_location: Some
    free_placements: Some
    extra_placement_cost: Count
    max_placements: Some
    free_resources: Count
    extra_resource_cost: Count


class Combat(C.Sourced):
    cannon: Count
    saber: Count
    gunpowder: Count
    fortress: Count
    gus_crew: Count


class Rounds(C.Sourced):
    standard: Some
    first_game: Some


class Geometry(C.Sourced):
    lanes: Some
    spaces_per_lane: Some
    wind_position: Some


class Board(C.Sourced):
    breakthrough_spaces: Some
    geometry: Geometry


class Invaders(C.Sourced):
    pirate: list[list[Count]]
    barbarian: list[list[Count]]


class Extension(C.Sourced):
    step_growth: Count


class Scoring(C.Sourced):
    invader_bonus: list[Count]
    extension: Extension


class House(C.Sourced):
    seating_2: list[str]
    seating_3: list[str]
    start_lanes_2: list[list[Count]]
    start_lanes_3: list[list[Count]]
    start_lanes_4: list[list[Count]]
    start_lanes_2_plain: list[list[Count]]
    start_lanes_3_plain: list[list[Count]]
    fortress_tokens: Some
    location_effect_count: Some
    market_trade: Some
    shipyard_discount: Count


class Reading(C.Sourced):
    """A reading of the rulebook where it is silent or ambiguous: the rule, and in its
    `house: ...` source what we do and why."""

    rule: str


class Rules(C.Content):
    setup: Setup
    placement: Placement
    combat: Combat
    rounds: Rounds
    board: Board
    invaders: Invaders
    scoring: Scoring
    house: House
    readings: list[Reading] = []


class Location(C.Content):
    id: str
    effect: str
    symbols: list[str]


class MapSide(C.Sourced):
    side: str
    locations: list[Location]


class Hero(C.Content):
    id: str
    affinity: str
    card_phases: list[Count]


class HeroEffects(C.Sourced):
    gloria_tile_uses: Some
    gloria_card_uses: Some
    pip_tile_goods: Count
    pip_card_goods: Count
    rosa_tile_unflips: Count
    rosa_tile_gunpowder: Count
    rosa_card_unflips: Count
    morgan_doubloons: Count
    morgan_cards: Count
    tavern_cards: Some


class Heroes(C.Sourced):
    patterns: dict[str, list[list[Count]]]
    heroes: list[Hero]
    effects: HeroEffects


class Card(C.Content):
    id: str
    kind: str
    vp: Count
    stack: Count = 0
    random: bool = False
    cost: dict[str, Count] = {}
    produces: dict[str, Count] = {}
    pay: dict[str, Count] = {}
    gets: dict[str, Count] = {}


class Construction(C.Sourced):
    copies_per_stack: Some
    random_stacks: Some
    cards: list[Card]


RULES = C.load(HERE / "rules.toml", Rules)
HEROES = C.load(HERE / "heroes.toml", Heroes)
CONSTRUCTION = C.load(HERE / "construction.toml", Construction)
MAPS = {m.side: m for m in (C.load(HERE / f"map_{s}.toml", MapSide) for s in ("a", "b"))}
CONTENT_FILES = [HERE / n for n in ("rules.toml", "heroes.toml", "construction.toml")] + [
    HERE / "map_a.toml",
    HERE / "map_b.toml",
]

SETUP = RULES.setup
PLACE = RULES.placement
COMBAT = RULES.combat
EFFECTS = HEROES.effects
HOUSE = RULES.house

# -- board geometry (house: 3 ship and 3 fort spaces per lane, wind on the 3rd) -------
LANES = RULES.board.geometry.lanes
PER_LANE = RULES.board.geometry.spaces_per_lane
WIND_POS = RULES.board.geometry.wind_position - 1
N_SPACES = LANES * PER_LANE
BT_SPACES = RULES.board.breakthrough_spaces
SHIP_SPACES = tuple(f"ship{lane + 1}_{i + 1}" for lane in range(LANES) for i in range(PER_LANE))
FORT_SPACES = tuple(f"fort{lane + 1}_{i + 1}" for lane in range(LANES) for i in range(PER_LANE))
SEA = tuple(f"sea{i + 1}" for i in range(LANES))
LAND = tuple(f"land{i + 1}" for i in range(LANES))
PBT = tuple(f"pbt{i + 1}" for i in range(BT_SPACES))
BBT = tuple(f"bbt{i + 1}" for i in range(BT_SPACES))
# attack targets: 0..3 sea lanes, 4..7 land lanes, then pirate and barbarian breakthroughs
TARGETS = (*SEA, *LAND, *PBT, *BBT)
TARGET_KEY = {t: i for i, t in enumerate(TARGETS)}
SPACE_KEY = {s: i for i, s in enumerate(SHIP_SPACES)} | {s: i for i, s in enumerate(FORT_SPACES)}

# -- heroes and hero cards ------------------------------------------------------------
HERO_IDS = tuple(h.id for h in HEROES.heroes)
HERO_KEY = {h: i for i, h in enumerate(HERO_IDS)}
N_HEROES = len(HERO_IDS)
(ART, BELLE, BEN, CALVIN, CLAUDIA, COLIN, DENNIS, GLORIA, GUS) = range(9)
(EDGAR, FLINT, HATTIE, IGGY, MORGAN, PIP, ROSA) = range(9, 16)
CARD_PHASES = tuple(frozenset(h.card_phases) for h in HEROES.heroes)
# hero card c (0..63): hero c // 4, values (naval, martial) from the affinity pattern
CARD_NAVAL: tuple[int, ...] = tuple(
    HEROES.patterns[h.affinity][i][0] for h in HEROES.heroes for i in range(4)
)
CARD_MARTIAL: tuple[int, ...] = tuple(
    HEROES.patterns[h.affinity][i][1] for h in HEROES.heroes for i in range(4)
)
N_CARDS = len(CARD_NAVAL)

# -- construction cards ---------------------------------------------------------------
CARDS = CONSTRUCTION.cards
CARD_IDS = tuple(c.id for c in CARDS)
CARD_KEY = {c: i for i, c in enumerate(CARD_IDS)}
FORT, SHIP, PARTY = 0, 1, 2
_KIND = {"fort": FORT, "ship": SHIP, "party": PARTY}
KIND = tuple(_KIND[c.kind] for c in CARDS)
VP = tuple(c.vp for c in CARDS)


def _vec(d: dict[str, Count]) -> tuple[tuple[int, int], ...]:
    return tuple((RES_KEY[k], v) for k, v in d.items())


COST = tuple(_vec(c.cost) for c in CARDS)
PRODUCES = tuple(_vec(c.produces) for c in CARDS)
PAY = tuple(_vec(c.pay) for c in CARDS)
GETS = tuple(_vec(c.gets) for c in CARDS)
STARTER_FORT = CARD_KEY["starter_fort"]
STARTER_SHIP = CARD_KEY["starter_ship"]
N_STACKS = 8 + CONSTRUCTION.random_stacks
STACK_CARD = tuple(
    next(i for i, c in enumerate(CARDS) if c.stack == s + 1) if s < 8 else -1
    for s in range(N_STACKS)
)
RANDOM_CARDS = tuple(i for i, c in enumerate(CARDS) if c.random)
COPIES = CONSTRUCTION.copies_per_stack

# -- invaders: tile id = kind * 24 + wave * 6 + index; kind 0 pirate, 1 barbarian ------
PIRATE, BARBARIAN = 0, 1
TILES_PER_WAVE = len(RULES.invaders.pirate[0])
WAVES = len(RULES.invaders.pirate)
TILE_STRENGTH = tuple(
    s for table in (RULES.invaders.pirate, RULES.invaders.barbarian) for wave in table for s in wave
)
N_TILES = len(TILE_STRENGTH)


def tile_kind(t: int) -> int:
    return t // (WAVES * TILES_PER_WAVE)


def tile_wave(t: int) -> int:
    return (t // TILES_PER_WAVE) % WAVES


def wave_tiles(kind: int, wave: int) -> range:
    start = kind * WAVES * TILES_PER_WAVE + wave * TILES_PER_WAVE
    return range(start, start + TILES_PER_WAVE)


def invader_bonus(n: int) -> int:
    """Invader bonus for n tiles (Player Aid), extended past the table (house)."""
    table = RULES.scoring.invader_bonus
    if n < len(table):
        return table[n]
    value = table[-1]
    step = table[-1] - table[-2]
    for _ in range(len(table) - 1, n):
        step += RULES.scoring.extension.step_growth
        value += step
    return value


# -- locations (per map side) -----------------------------------------------------------
LOC_IDS = tuple(loc.id for loc in MAPS["a"].locations)
LOC_KEY = {loc: i for i, loc in enumerate(LOC_IDS)}
N_LOCS = len(LOC_IDS)
LOC_EFFECT = tuple(loc.effect for loc in MAPS["a"].locations)
FORTRESS_LOC = LOC_EFFECT.index("fortress")


def symbol_table(side: str) -> tuple[tuple[int, ...], ...]:
    """Per location, how many times each takeable resource is printed (TAKE order)."""
    m = MAPS[side]
    if tuple(loc.id for loc in m.locations) != LOC_IDS:
        raise C.ContentError(f"map side {side}: locations differ from side a")
    out = []
    for loc in m.locations:
        row = [0] * len(TAKE_NAMES)
        for s in loc.symbols:
            row[TAKE_NAMES.index(s)] += 1
        out.append(tuple(row))
    return tuple(out)


SYMBOLS = {side: symbol_table(side) for side in MAPS}
TAKE_RES = tuple(RES_KEY[n] for n in TAKE_NAMES)  # TAKE index -> resource index

"""Ahoy's content: pydantic models over content/*.toml and the module-level tables the rules
index into (never stored in a state). Every file is loaded through
`seaboard.engine.content.load`, so what-if runs (`--set`) reach the rules."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import Field

from seaboard.engine import content as c
from seaboard.engine.content import Content, Sourced

HERE = Path(__file__).parent / "content"

Count = Annotated[int, Field(ge=0, le=40)]
Some = Annotated[int, Field(ge=1, le=40)]
Face = Annotated[int, Field(ge=1, le=6)]
Suit = Literal["fish", "swords", "compass", "skull", "tree", "parrot"]
Dir = Literal["n", "e", "s", "w"]
Corner = Literal["nw", "ne", "sw", "se"]

SUITS: tuple[str, ...] = ("fish", "swords", "compass", "skull", "tree", "parrot")
CORNERS: tuple[str, ...] = ("nw", "ne", "sw", "se")
DIRS: tuple[str, ...] = ("n", "e", "s", "w")


class TileSpace(Content):
    kind: Literal["open", "fog", "wreck", "harbor", "current", "island"]
    gold: Count = 0
    tailwind: Annotated[int, Field(ge=0, le=6)] = 0
    current: Dir | None = None


class Tile(Content):
    id: str
    suit: Suit
    spaces: list[TileSpace]
    sandbar: list[Corner] = []


class TilesFile(Sourced):
    tiles: list[Tile]


class Slot(Content):
    action: str
    values: list[Face] = []
    damageable: bool = True


class Faction(Sourced):
    name: str
    dice: Some
    gold: Count
    slots: list[Slot]
    patrols: Count = 0
    strongholds: Count = 0
    comrades: Count = 0
    ready_comrades: Count = 0
    start_comrades: Count = 0
    plans_drawn: Count = 0
    cargo_limit: Count = 0
    heads: Count = 0
    bodies: Count = 0
    ready_bodies: Count = 0


class BoardsFile(Content):
    bluefin: Faction
    mollusk: Faction
    smuggler: Faction
    leviathan: Faction
    coral: Faction


class Card(Content):
    id: str
    name: str
    suit: Suit
    cost: Annotated[int, Field(ge=0, le=2)]
    die: bool = False
    kind: Literal["action", "passive", "end_of_turn", "triggered", "slot"]
    goods: str
    deliver_to: Suit


class MarketFile(Sourced):
    cards: list[Card]


class Plan(Content):
    id: str
    name: str
    count: Some
    timing: Literal["free", "battle", "keep"]


class PlansFile(Sourced):
    plans: list[Plan]


class SetupRules(Sourced):
    tiles_removed: Count
    starting_tiles: Annotated[int, Field(ge=2, le=2)]
    market_size: Some
    remove_per_suit_below_4: Annotated[int, Field(ge=0, le=4)]
    wealth_start: Face


class EndRules(Sourced):
    fame_to_end: Annotated[int, Field(ge=5, le=100)]
    dice_per_turn: Annotated[int, Field(ge=1, le=5)]


class ControlRules(Sourced):
    patrol: Count
    stronghold: Count
    bluefin_flagship: Count
    comrade: Count
    union_ship: Count
    cutter_comrade: Count
    stronghold_bonus: Count
    gunship_bonus: Count
    fighters_bonus: Count


class DeliverRules(Sourced):
    fame: Count
    wealth: Count


class HouseRules(Sourced):
    harbor_repair: Annotated[int, Field(ge=0, le=3)]
    wreck_damage: Annotated[int, Field(ge=0, le=3)]
    current_push: Annotated[int, Field(ge=0, le=3)]
    wealth_cap: Face
    fog_ends_move: bool
    tie_reroll: bool


class Cell(Content):
    kind: Literal[
        "buy_fame",
        "move",
        "move_safe",
        "fame",
        "fame_wealth",
        "recruit",
        "tailwind",
        "gold",
        "repair",
        "repair_fame",
        "start",
        "tile",
    ]
    n: Count = 0


class SmugglerFile(Sourced):
    start: Annotated[int, Field(ge=0, le=24)]
    cells: Annotated[list[Cell], Field(min_length=25, max_length=25)]


class Tracks(Sourced):
    speed_start: Annotated[int, Field(ge=1, le=4)]
    fangs_start: Annotated[int, Field(ge=0, le=4)]
    speed_cost: Annotated[list[Count], Field(min_length=5, max_length=5)]
    fangs_cost: Annotated[list[Count], Field(min_length=5, max_length=5)]


class LevScoring(Sourced):
    evolution_fame: Annotated[list[Count], Field(min_length=5, max_length=5)]
    hand: Annotated[int, Field(ge=1, le=3)]
    appetite_face_up: Annotated[int, Field(ge=1, le=1)]


class Appetite(Sourced):
    rewards: Annotated[list[str], Field(min_length=6, max_length=6)]
    cards: list[Annotated[list[Suit], Field(min_length=6, max_length=6)]]


class Evolutions(Sourced):
    cards: list[str]
    grow_bodies: Count
    evolve_bodies: Count
    terror_gold: Count
    terror_bodies: Count
    devour_comrades: Count


class LeviathanFile(Content):
    tracks: Tracks
    scoring: LevScoring
    appetite: Appetite
    evolutions: Evolutions


class CoralRules(Sourced):
    outfit_die_fame: Count
    rob_die_gold: Count
    steal_gold: Count
    centre_job_wealth: Count
    right_job_wealth: Count
    arbiter_fame: Count
    banquet_fame: Count
    luxury_cap: Count
    mercenary_fame: Count
    specter_fame: Count


class Jobs(Sourced):
    tokens: list[Annotated[int, Field(ge=1, le=9)]]


class FrigateCard(Content):
    id: str
    suit: Suit
    jobs: Annotated[list[Suit], Field(min_length=3, max_length=3)]


class Frigates(Sourced):
    list: Annotated[list[FrigateCard], Field(min_length=6, max_length=6)]


class CoralFile(Content):
    rules: CoralRules
    jobs: Jobs
    frigates: Frigates


class Reading(Sourced):
    """A reading of ours where the sources are silent: the rule, and in its `house: ...`
    source what we do and why."""

    rule: str


class RulesFile(Content):
    readings: list[Reading] = []
    setup: SetupRules
    end: EndRules
    control: ControlRules
    deliver: DeliverRules
    house: HouseRules


def _load() -> tuple[
    TilesFile, BoardsFile, MarketFile, PlansFile, RulesFile, SmugglerFile, LeviathanFile, CoralFile
]:
    return (
        c.load(HERE / "tiles.toml", TilesFile),
        c.load(HERE / "boards.toml", BoardsFile),
        c.load(HERE / "market.toml", MarketFile),
        c.load(HERE / "plans.toml", PlansFile),
        c.load(HERE / "rules.toml", RulesFile),
        c.load(HERE / "smuggler.toml", SmugglerFile),
        c.load(HERE / "leviathan.toml", LeviathanFile),
        c.load(HERE / "coral.toml", CoralFile),
    )


TILES_FILE, BOARDS, MARKET_FILE, PLANS_FILE, RULES, REWARDS, LEVIATHAN, CORAL = _load()
FRIGATES: tuple[str, ...] = tuple(f.id for f in CORAL.frigates.list)
EVOLUTIONS: tuple[str, ...] = tuple(LEVIATHAN.evolutions.cards)
TILES: tuple[Tile, ...] = tuple(TILES_FILE.tiles)
TILE_IDS: tuple[str, ...] = tuple(t.id for t in TILES)
CARDS: tuple[Card, ...] = tuple(MARKET_FILE.cards)
CARD_IDS: tuple[str, ...] = tuple(card.id for card in CARDS)
CARD_INDEX: dict[str, int] = {cid: i for i, cid in enumerate(CARD_IDS)}
PLANS: tuple[Plan, ...] = tuple(PLANS_FILE.plans)
PLAN_IDS: tuple[str, ...] = tuple(p.id for p in PLANS)
PLAN_DECK: tuple[int, ...] = tuple(i for i, p in enumerate(PLANS) for _ in range(p.count))
# space names: "<tile>-<printed corner>", e.g. "skull-b-ne"
SPACE_IDS: tuple[str, ...] = tuple(f"{t.id}-{k}" for t in TILES for k in CORNERS)
FACTIONS: dict[str, Faction] = {
    "bluefin": BOARDS.bluefin,
    "mollusk": BOARDS.mollusk,
    "smuggler": BOARDS.smuggler,
    "leviathan": BOARDS.leviathan,
    "coral": BOARDS.coral,
}
# every slot name any board can have: "<action><n>" in board order, plus Crew slots
SLOT_NAMES: dict[str, tuple[str, ...]] = {}
for _name, _faction in FACTIONS.items():
    _seen: dict[str, int] = {}
    _names = []
    for _slot in _faction.slots:
        _seen[_slot.action] = _seen.get(_slot.action, 0) + 1
        _names.append(f"{_slot.action}{_seen[_slot.action]}")
    SLOT_NAMES[_name] = tuple(_names)
CREW_SLOT_CARDS: tuple[str, ...] = tuple(card.id for card in CARDS if card.kind == "slot")
# slots that cards add: Crew with a die slot, the Evolutions that are new actions, and the
# Mollusk plans Cutter (one slot) and Gunship (two)
EXTRA_SLOTS: tuple[str, ...] = (
    *CREW_SLOT_CARDS,
    "developed-brain",
    "nimble",
    "cutter",
    "gunship1",
    "gunship2",
)
ALL_SLOT_NAMES: tuple[str, ...] = tuple(
    sorted({n for names in SLOT_NAMES.values() for n in names} | set(EXTRA_SLOTS))
)


def sources() -> list[dict[str, Any]]:
    """Where each content file's numbers come from, for `seaboard rules ahoy --sources`."""
    out = []
    for path in sorted(HERE.glob("*.toml")):
        for prov in c.provenance(path):
            out.append(
                {"file": path.name, "key": prov.key, "value": prov.value, "source": prov.source}
            )
    for i, reading in enumerate(RULES.readings):
        out.append(
            {"file": "rules.toml", "key": f"readings[{i}]", "value": reading.rule,
             "source": reading.source}
        )  # fmt: skip
    return out


CORNER_WORDS = {"nw": "north-west", "ne": "north-east", "sw": "south-west", "se": "south-east"}


def space_words(space: str | None) -> str:
    """'parrot-a-nw' -> 'the north-west space of parrot A'; the south-east space of a tile
    is its Island. For labels and sentences (rules and render share it)."""
    if not space:
        return "the supply"
    tile, corner = space.rsplit("-", 1)
    suit, side = tile.split("-")
    if corner == "se":
        return f"the {suit} Island ({side.upper()})"
    return f"the {CORNER_WORDS[corner]} space of {suit} {side.upper()}"

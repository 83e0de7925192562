"""Leviathan's content: the house card values and table geometry, loaded once at import
through `seaboard.engine.content.load` (so what-if overrides reach them), with ranges."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Literal

from pydantic import Field

from seaboard.engine import content as c
from seaboard.engine.content import Content, Sourced

HERE = Path(__file__).parent / "content"

Value = Annotated[int, Field(ge=0, le=20)]  # an attack or defend value
Millimetres = Annotated[float, Field(gt=0, le=2000)]
Turn = Annotated[int, Field(ge=0, le=90)]  # degrees a card may turn in one movement


class Size(Content):
    length: Millimetres
    width: Millimetres


class Sizes(Size):
    big_pequod: Size
    small_boats: Size


class Whale(Content):
    id: str
    name: str
    attack: Value
    defend: Value
    decoy: bool = False


class Values(Content):
    attack: Value
    defend: Value


class Tactic(Content):
    id: str
    name: str
    side: Literal["beasts", "hunters"]
    text: str
    bonus: Value = 0
    slide: Annotated[float, Field(ge=0, le=200)] = 0.0
    reach: Annotated[float, Field(ge=0, le=2000)] = 0.0
    proposal: bool = False


class CardsFile(Sourced):
    size: Sizes
    whales: list[Whale]
    pequod: Values
    whaleboat: Values
    tactics: list[Tactic]


class Table(Sourced):
    width: Annotated[float, Field(ge=300, le=3000)]
    depth: Annotated[float, Field(ge=300, le=3000)]


class Template(Content):
    max_turn: Turn
    min: Annotated[float, Field(ge=0, le=500)]
    max: Annotated[float, Field(ge=0, le=500)]


class Movement(Content):
    whale: Template
    whaleboat: Template
    pequod: Template


class Grid(Content):
    angle: Annotated[int, Field(ge=1, le=45)]
    distance: Annotated[int, Field(ge=1, le=50)]
    pequod_setup: Annotated[float, Field(ge=1, le=200)]


class Overlap(Content):
    contact: Annotated[float, Field(ge=0, le=10)]


class Islands(Content):
    diameter: Annotated[float, Field(ge=10, le=300)]
    clearance: Annotated[float, Field(ge=0, le=400)]


class End(Sourced):
    countdown_turns: Annotated[int, Field(ge=0, le=20)]


class Limit(Sourced):
    turns: Annotated[int, Field(ge=5, le=500)]


class Reading(Sourced):
    """A reading of the rulebook where it is silent or ambiguous: the rule, and in its
    `house: ...` source what we do and why."""

    rule: str


class RulesFile(Sourced):
    tables: dict[str, Table]
    movement: Movement
    grid: Grid
    overlap: Overlap
    islands: Islands
    end: End
    limit: Limit
    readings: list[Reading] = []


CARDS = c.load(HERE / "cards.toml", CardsFile)
R = c.load(HERE / "rules.toml", RulesFile)
FILES = ["cards", "rules"]

WHALES = CARDS.whales
WHALE_IDS = [w.id for w in WHALES]
TACTICS = {t.id: t for t in CARDS.tactics}
TACTIC_IDS = [t.id for t in CARDS.tactics]
BEAST_TACTICS = [t.id for t in CARDS.tactics if t.side == "beasts"]
HUNTER_TACTICS = [t.id for t in CARDS.tactics if t.side == "hunters"]


def sources() -> list[dict[str, object]]:
    """Every number of the content files with its source."""
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

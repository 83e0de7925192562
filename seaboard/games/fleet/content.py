"""Fleet content: typed, sourced tables loaded once at import (module-level, never in a state)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

from pydantic import Field

from seaboard.engine.content import Content, Sourced, load

HERE = Path(__file__).parent / "content"

# valid ranges of content numbers: a bad file is refused by name when the title loads
Count = Annotated[int, Field(ge=0, le=1000)]  # costs, VP, bonuses, cards: none is allowed
Some = Annotated[int, Field(ge=1, le=1000)]  # crates, capacity, copies, draws: at least one


class General(Sourced):
    crates_per_player: Some
    capacity: Some
    launches_per_round: Some
    captains_per_round: Some
    draw: Some
    keep: Some


class Limits(Sourced):
    max_bid: Some
    max_boats: Some


class BoatCard(Sourced):
    name: str
    qty: Some
    cost: Count
    vp: Count
    cash: Count


class LicenseCard(Sourced):
    name: str
    premium: bool
    qty: Some
    min_cost: Count
    vp: Count
    boat: str


class Setup(Sourced):
    top_standard_per_player: Some
    removed_premium: list[Count]
    removed_standard: list[Count]


class Bonus(Sourced):
    shrimp_discount: list[Count]
    cod_launches: list[Count]
    cod_draw: list[Count]
    lobster_captains: list[Count]
    lobster_draw_one: list[Count]
    lobster_draw_more: list[Count]
    tuna_draw: list[Count]
    tuna_keep: list[Count]
    processing_trade: list[Count]
    kc_captains_max: Count
    kc_crates_per_vp: Some
    kc_crates_max: Count
    kc_licenses: list[Count]


class Scoring(Sourced):
    crate_vp: Count


class BaseContent(Content):
    general: General
    limits: Limits
    boats: list[BoatCard]
    licenses: list[LicenseCard]
    setup: Setup
    bonus: Bonus
    scoring: Scoring


class ArcticBonus(Sourced):
    oyster_capacity: list[Count]
    oyster_catch: Count
    swordfish_boats: list[Count]
    char_extra_launch: Count
    char_extra_captain: Count
    char_discount: list[Count]
    char_draw: list[Count]
    dfo_crates: Some
    dfo_vp: list[Count]
    marina_max: Count
    salmon_draw: list[Count]
    salmon_capacity: Some


class ArcticNotes(Sourced):
    dfo_vp_is_extra: bool
    swordfish_swaps_per_round: Count


class Dock(Sourced):
    per_player: Some
    tug_cost: Count
    artisan_cost: Count
    artisan_capacity: Some
    houseboat_cost: Count
    houseboat_value: Count
    houseboat_vp: Count
    firstmate_vp_full: Count
    firstmate_vp: Count


class DockHouse(Sourced):
    tug_vp: Count
    artisan_vp: Count


class Bay(Sourced):
    trophies_drawn: Some
    trophy_vp: Count
    trophy_same_type: Count
    trophy_different_types: Count
    trophy_crates: Count
    trophy_same_license: Count
    crab_meeples: Count
    crab_meeple_vp: Count


class Crewman(Sourced):
    licenses: Some
    crates_card: Count
    launch_uses: Count
    draw: Some
    discard: Count


class CrewmanMix(Sourced):
    artisan: Count
    tug: Count
    embargo: Count
    crates: Count
    boost: Count
    launch: Count
    level: Count
    draw: Some


class Big(Sourced):
    dock_per_type: Count
    dock_types: Count
    epic_crates: Some
    epic_keep: Some
    epic_min_players: Some


class DockProposals(Sourced):
    salty_cost: Count
    salty_capacity: Some
    salty_catch: Count
    inuit_cost: Count
    inuit_capacity: Some
    inuit_vp: Count


class GoneFishin(Sourced):
    cards: Some
    value: Count
    vp: Count


class ArcticContent(Content):
    gone_fishin: GoneFishin
    dock_proposals: DockProposals
    big: Big
    variant: Variant
    crewman: Crewman
    crewman_mix: CrewmanMix
    bay: Bay
    dock: Dock
    dock_house: DockHouse
    boats: list[BoatCard]
    licenses: list[LicenseCard]
    bonus: ArcticBonus
    notes: ArcticNotes


class HouseRules(Sourced):
    random_first_player: bool
    min_raise: Some


class Corporation(Sourced):
    round_max_base: Count
    round_max_cap: Count


class Variant(Sourced):
    crates_two_player: Some
    crates_solo: Some
    row: Some
    setup_as_players: Some
    draw_if_no_license: Count


class HouseContent(Content):
    rules: HouseRules
    corporation: Corporation


class Effects(Sourced):
    research_extra_draw: Count
    club_min_crates: Count
    club_max: Count
    casino_win_cash: Count
    casino_win_crates: Count
    casino_push_cash: Count


class ProposalContent(Content):
    licenses: list[LicenseCard]
    effects: Effects


FILES = [
    HERE / "base.toml",
    HERE / "arctic.toml",
    HERE / "proposals.toml",
    HERE / "house.toml",
]
BASE = load(HERE / "base.toml", BaseContent)
ARCTIC = load(HERE / "arctic.toml", ArcticContent)
PROPOSAL = load(HERE / "proposals.toml", ProposalContent)
_HOUSE = load(HERE / "house.toml", HouseContent)
HOUSE = _HOUSE.rules
CORP = _HOUSE.corporation

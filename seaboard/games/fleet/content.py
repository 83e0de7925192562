"""Fleet content: typed, sourced tables loaded once at import (module-level, never in a state)."""

from __future__ import annotations

from pathlib import Path

from seaboard.engine.content import Content, Sourced, load

HERE = Path(__file__).parent / "content"


class General(Sourced):
    crates_per_player: int
    capacity: int
    launches_per_round: int
    captains_per_round: int
    draw: int
    keep: int


class Limits(Sourced):
    max_bid: int
    max_boats: int


class BoatCard(Sourced):
    name: str
    qty: int
    cost: int
    vp: int
    cash: int


class LicenseCard(Sourced):
    name: str
    premium: bool
    qty: int
    min_cost: int
    vp: int
    boat: str


class Setup(Sourced):
    top_standard_per_player: int
    removed_premium: list[int]
    removed_standard: list[int]


class Bonus(Sourced):
    shrimp_discount: list[int]
    cod_launches: list[int]
    cod_draw: list[int]
    lobster_captains: list[int]
    lobster_draw_one: list[int]
    lobster_draw_more: list[int]
    tuna_draw: list[int]
    tuna_keep: list[int]
    processing_trade: list[int]
    kc_captains_max: int
    kc_crates_per_vp: int
    kc_crates_max: int
    kc_licenses: list[int]


class Scoring(Sourced):
    crate_vp: int


class BaseContent(Content):
    general: General
    limits: Limits
    boats: list[BoatCard]
    licenses: list[LicenseCard]
    setup: Setup
    bonus: Bonus
    scoring: Scoring


class ArcticBonus(Sourced):
    oyster_capacity: list[int]
    oyster_catch: int
    swordfish_boats: list[int]
    char_extra_launch: int
    char_extra_captain: int
    char_discount: list[int]
    char_draw: list[int]
    dfo_crates: int
    dfo_vp: list[int]
    marina_max: int
    salmon_draw: list[int]
    salmon_capacity: int


class ArcticNotes(Sourced):
    dfo_vp_is_extra: bool
    swordfish_swaps_per_round: int


class Dock(Sourced):
    per_player: int
    tug_cost: int
    artisan_cost: int
    artisan_capacity: int
    houseboat_cost: int
    houseboat_value: int
    houseboat_vp: int
    firstmate_vp_full: int
    firstmate_vp: int


class DockHouse(Sourced):
    tug_vp: int
    artisan_vp: int


class Bay(Sourced):
    trophies_drawn: int
    trophy_vp: int
    trophy_same_type: int
    trophy_different_types: int
    trophy_crates: int
    trophy_same_license: int
    crab_meeples: int
    crab_meeple_vp: int


class Crewman(Sourced):
    licenses: int
    crates_card: int
    launch_uses: int
    draw: int
    discard: int


class CrewmanMix(Sourced):
    artisan: int
    tug: int
    embargo: int
    crates: int
    boost: int
    launch: int
    level: int
    draw: int


class Big(Sourced):
    dock_per_type: int
    dock_types: int
    epic_crates: int
    epic_keep: int
    epic_min_players: int


class DockProposals(Sourced):
    salty_cost: int
    salty_capacity: int
    salty_catch: int
    inuit_cost: int
    inuit_capacity: int
    inuit_vp: int


class GoneFishin(Sourced):
    cards: int
    value: int
    vp: int


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
    min_raise: int


class Corporation(Sourced):
    round_max_base: int
    round_max_cap: int


class Variant(Sourced):
    crates_two_player: int
    crates_solo: int
    row: int
    setup_as_players: int
    draw_if_no_license: int


class HouseContent(Content):
    rules: HouseRules
    corporation: Corporation


class Effects(Sourced):
    research_extra_draw: int
    club_min_crates: int
    club_max: int
    casino_win_cash: int
    casino_win_crates: int
    casino_push_cash: int


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

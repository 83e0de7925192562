"""Fleet options."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from seaboard.engine.game import ConfigError, GameConfig

from .tables import DOCK_CHOICES, PREMIUM_CHOICES, PROPOSAL_CHOICES, STANDARD_CHOICES


class FleetConfig(GameConfig):
    players: int = Field(2, description="number of players (1 = solo, 5-6 = big game)")
    corporation: Literal["none", "kirkman", "tc"] = Field(
        "none",
        description="2-player variant: the J.P. Desantis Corporation with Captain Kirkman "
        "(easier) or Captain T.C. (harder) (Arctic Bounty, Two-Player Variant)",
    )
    epic: bool = Field(
        False,
        description="Epic Fleet: all the boats and licenses of Fleet and Arctic Bounty, without "
        "the Salmon promo unless salmon_promo (3-6 players)",
    )
    salmon_promo: bool = Field(
        False,
        description="Epic Fleet: add the Salmon license and boats (Promotional Cards); other "
        "games choose Salmon in standard",
    )
    standard: str = Field(
        "shrimp,cod,lobster,tuna,processing",
        description="the five Standard licenses in play, comma-separated, from shrimp, cod, "
        "lobster, tuna, processing, swordfish, oyster, char, salmon (AB Setup); 5 players "
        "add one or two, 6 players two (left at the default: house extras char, oyster)",
    )
    premium: str = Field(
        "pub,kingcrab",
        description="the two Premium licenses in play, from pub, kingcrab, dfo, marina; 5 "
        "players may add one, 6 players add two (left at the default: house marina, dfo)",
    )
    dock: str = Field(
        "",
        description="Dock cards in play (any two; exactly three with 5-6 players, left empty: "
        "tug, artisan, houseboat; Epic Fleet: any), comma-separated, from tug, artisan, "
        "houseboat, firstmate (AB Dock Cards, Promotional Cards) and the house proposals salty "
        "(Salty Captain) and inuit (Inuit Fisherman), fleet.md §10",
    )
    trophies: bool = Field(False, description="Bay card Trophies: three of six drawn (AB promo)")
    crab_meeples: bool = Field(False, description="Bay card Crab Meeples (AB promo)")
    crewman: bool = Field(
        False, description="Bay card Crewman with the three Hire Crewman licenses (AB)"
    )
    proposals: str = Field(
        "",
        description="house proposals for cards with no public rules (fleet.md §10), "
        "comma-separated: weather (Weather Authority), research (Research Vessel), club "
        "(Captain's Club), casino (Casino), salvage (Salvage Yard); off by default",
    )
    gone_fishin: bool = Field(
        False, description="Bay card Gone Fishin' (AB Bay Cards; the rulebook recommends it)"
    )
    advanced_setup: bool = Field(
        False,
        description="house (fleet.md G2): shuffle Premium licenses through the whole deck, "
        "no Standard-only top",
    )
    spent_crates_return: bool = Field(
        False,
        description="house (fleet.md G3): processed crates spent or traded go back to the "
        "supply instead of leaving play",
    )


def names(text: str) -> tuple[str, ...]:
    return tuple(n.strip().lower() for n in text.split(",") if n.strip())


DEFAULT_STANDARD = "shrimp,cod,lobster,tuna,processing"
DEFAULT_PREMIUM = "pub,kingcrab"
# house: what 5 and 6 players add when the license options are left at their defaults
BIG_DEFAULT_EXTRA = {5: (("char",), ("marina",)), 6: (("char", "oyster"), ("dfo", "marina"))}


# 5-6 players select three Dock Cards (AB 5- to 6-Player Fleet); with the option left empty,
# these three (house: the two of Arctic Bounty and the House Boat promo)
BIG_DEFAULT_DOCK = ("tug", "artisan", "houseboat")


def docks_in_play(config: FleetConfig) -> tuple[str, ...]:
    """The Dock card names of this game."""
    dock = names(config.dock)
    if config.players >= 5 and not config.epic and not dock:
        return BIG_DEFAULT_DOCK
    return dock


def licenses_in_play(config: FleetConfig) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The Standard and Premium license names of this game. Epic Fleet: "all the Boats and
    Licenses from Fleet and Fleet: Arctic Bounty", so not the Salmon promo unless chosen."""
    if config.epic:
        standard = tuple(n for n in STANDARD_CHOICES if n != "salmon" or config.salmon_promo)
        return standard, tuple(PREMIUM_CHOICES)
    std = names(config.standard)
    prem = names(config.premium)
    extra = BIG_DEFAULT_EXTRA.get(config.players)
    if extra and config.standard == DEFAULT_STANDARD and config.premium == DEFAULT_PREMIUM:
        std, prem = std + extra[0], prem + extra[1]
    return std, prem


def check(config: FleetConfig) -> None:
    p = config.players
    std, prem = licenses_in_play(config)
    for n in std:
        if n not in STANDARD_CHOICES:
            raise ConfigError(f"fleet: standard: {n!r} is not a Standard license")
    for n in prem:
        if n not in PREMIUM_CHOICES:
            raise ConfigError(f"fleet: premium: {n!r} is not a Premium license")
    if len(set(std)) != len(std) or len(set(prem)) != len(prem):
        raise ConfigError("fleet: standard, premium: a license is chosen twice")
    # AB Setup: five Standard and two Premium; 5 players add two (one Premium and one
    # Standard, or two Standard); 6 players add two Standard and two Premium
    allowed = {5: [(6, 3), (7, 2)], 6: [(7, 4)]}.get(p, [(5, 2)])
    if not config.epic and (len(std), len(prem)) not in allowed:
        want = " or ".join(f"{a} Standard and {b} Premium" for a, b in allowed)
        raise ConfigError(f"fleet: standard, premium: {p} players use {want} licenses")
    dock = docks_in_play(config)
    for n in dock:
        if n not in DOCK_CHOICES:
            raise ConfigError(f"fleet: dock: {n!r} is not a Dock card ({', '.join(DOCK_CHOICES)})")
    for n in names(config.proposals):
        if n not in PROPOSAL_CHOICES:
            raise ConfigError(
                f"fleet: proposals: {n!r} is not one of {', '.join(PROPOSAL_CHOICES)}"
            )
    if len(set(dock)) != len(dock):
        raise ConfigError("fleet: dock: a Dock card is chosen twice")
    if not config.epic and p >= 5 and len(dock) != 3:  # AB 5- to 6-Player Fleet
        raise ConfigError("fleet: dock: 5-6 players select three Dock cards")
    if not config.epic and p < 5 and len(dock) > 2:  # AB Setup: "Choose any two Dock Cards"
        raise ConfigError("fleet: dock: choose up to 2 different Dock cards")
    if config.salmon_promo and not config.epic:
        raise ConfigError("fleet: salmon_promo is for Epic Fleet; choose salmon in standard")
    if config.corporation != "none" and p != 2:
        raise ConfigError("fleet: corporation is the 2-player variant; it needs players=2")
    if config.epic and p < 3:
        raise ConfigError("fleet: Epic Fleet is for 3-6 players")
    if p == 1 and config.corporation != "none":
        raise ConfigError("fleet: solo plays against both Captains; leave corporation=none")

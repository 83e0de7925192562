"""Set-up (fleet.md §3; AB Setup, Two-Player and Solo Variants, Epic Fleet)."""

from __future__ import annotations

from functools import cache

from seaboard.engine.game import Action, Event
from seaboard.engine.rng import Rng
from seaboard.games.fleet.config import docks_in_play, licenses_in_play, names
from seaboard.games.fleet.content import ARCTIC, BASE, HOUSE
from seaboard.games.fleet.rules.auction import auction_start, refill_row
from seaboard.games.fleet.rules.common import discard_card, spend_card_face_up
from seaboard.games.fleet.state import KEEP, FleetData, Player
from seaboard.games.fleet.tables import (
    A_DISCARD,
    B_CHARTER,
    BAY,
    BIG,
    BOAT_INDEX,
    BOAT_QTY,
    CREW,
    CREW_DECK,
    DOCK,
    DOCK_CHOICES,
    GEN,
    HIRE_CREWMAN,
    LIC_BOAT,
    LIC_PREMIUM,
    LIC_QTY,
    NB,
    NL,
    PREMIUM_CHOICES,
    PROPOSAL_LICENSES,
    STANDARD_CHOICES,
    TROPHY_NAMES,
    VARIANT,
)

GONE_FISHIN_CARDS = ARCTIC.gone_fishin.cards  # AB Components


@cache
def selection(
    standard: tuple[str, ...], premium: tuple[str, ...]
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The license ids and boat types in play (AB Setup: five Standard, two Premium)."""
    lics: list[int] = []
    for n in standard:
        lics.extend(STANDARD_CHOICES[n])
    for n in premium:
        lics.extend(PREMIUM_CHOICES[n])
    boats = sorted({LIC_BOAT[li] for li in lics if LIC_BOAT[li] >= 0})
    return tuple(lics), tuple(boats)


def build_license_deck(
    players: int, rng: Rng, advanced: bool, licenses: tuple[int, ...], crewman: bool = False
) -> list[int]:
    """fleet.md §3 step 3: 2 x players Standard licenses set aside for the top, Premium
    and Standard licenses removed unseen by player count, the rest shuffled below."""
    setup = BASE.setup
    standard = [i for i in licenses if not LIC_PREMIUM[i] for _ in range(LIC_QTY[i])]
    premium = [i for i in licenses if LIC_PREMIUM[i] for _ in range(LIC_QTY[i])]
    rng.shuffle(standard)
    rng.shuffle(premium)
    top: list[int] = []
    if not advanced:
        count = setup.top_standard_per_player * players
        top, standard = standard[:count], standard[count:]
    standard = standard[setup.removed_standard[players] :]
    premium = premium[setup.removed_premium[players] :]
    rest = standard + premium
    rng.shuffle(rest)
    if crewman:  # AB Crewman: three piles, a Hire Crewman license on top of each
        count = len(rest)
        cuts = [0, count // 3, 2 * count // 3, count]
        piled: list[int] = []
        for i in range(CREW.licenses):
            piled.extend(rest[cuts[i] : cuts[i + 1]])
            piled.append(HIRE_CREWMAN)
        rest = piled
    return rest + top  # the top of the deck is the end of the list


def setup(state: FleetData) -> None:
    """Set up a new game on `state` (its config and rng set): hands, supply, license deck,
    the variants' pieces, the first row; then the first auction (or Epic Fleet's keep)."""
    config = state.config
    rng = state.rng
    n = config.players
    licenses, boats = selection(*licenses_in_play(config))
    proposals = names(config.proposals)
    licenses += tuple(
        PROPOSAL_LICENSES[proposal] for proposal in proposals if proposal in PROPOSAL_LICENSES
    )
    big = n >= 5 or config.epic
    # AB Two-Player and Solo Variants: the three-player set-up, three licenses a round,
    # 50 (2p) or 25 (solo) crates; the Captains work for the Corporation
    if n == 1:
        captains = [1, 0]  # Captain T.C. bids before Captain Kirkman
    elif config.corporation != "none":
        captains = [0 if config.corporation == "kirkman" else 1]
    else:
        captains = []
    setup_as = VARIANT.setup_as_players if captains else n
    if n == 1:
        crates = VARIANT.crates_solo
    elif captains:
        crates = VARIANT.crates_two_player
    elif config.epic:
        crates = BIG.epic_crates
    else:
        crates = GEN.crates_per_player * n
    # Starting hands: one boat card of each type in use (fleet.md §3 step 1; AB Setup)
    deck = [boat_type for boat_type in boats for _ in range(BOAT_QTY[boat_type] - n)]
    if big:  # 5-6 players and Epic: the Charter Boats join the supply, never the hands
        deck.extend([B_CHARTER] * BOAT_QTY[B_CHARTER])
    rng.shuffle(deck)
    start_hand = [1 if boat_type in boats else 0 for boat_type in range(NB)]
    players = [Player(start_hand[:], start_hand[:], [0] * NL) for _ in range(n)]
    # Epic: the advanced set-up (house G2), and a 3-player game removes no licenses
    lic_deck = build_license_deck(
        4 if config.epic and setup_as == 3 else setup_as,
        rng,
        config.advanced_setup or config.epic,
        licenses,
        config.crewman,
    )
    crew_deck = list(CREW_DECK) if config.crewman else []
    rng.shuffle(crew_deck)
    start = rng.below(n) if HOUSE.random_first_player else 0
    state.players = players
    state.boat_supply = deck
    state.discard_pile = [0] * NB
    state.license_deck = lic_deck
    state.row = []
    state.crate_supply = crates
    state.start_player = start
    state.gone_fishin_pile = GONE_FISHIN_CARDS if config.gone_fishin else 0
    state.crewman_deck = crew_deck
    state.dock_piles = [
        # AB Dock Cards: two of each per player; 2p and solo use the three-player set-up
        (BIG.dock_per_type if n >= 5 else DOCK.per_player * setup_as)
        if name in docks_in_play(config)
        else 0
        for name in DOCK_CHOICES
    ]
    state.row_size = VARIANT.row if captains else n
    state.captains = captains
    state.captain_licenses = [[0] * NL for _ in captains]
    state.captain_boats = [[] for _ in captains]
    state.weather_on = "weather" in proposals
    state.casino_on = "casino" in proposals
    state.salvage_on = "salvage" in proposals
    if config.trophies:  # AB Trophy Cards: three of the six, drawn at random
        state.trophies = sorted(rng.sample(range(len(TROPHY_NAMES)), BAY.trophies_drawn))
        state.trophy_owners = [-1] * len(state.trophies)
    if config.crab_meeples:  # AB Crab Meeples: one per Standard license type in play
        std = {LIC_BOAT[license] for license in licenses if not LIC_PREMIUM[license]}
        state.crab_meeples = [-1 if boat_type in std else -2 for boat_type in range(NB)]
    refill_row(state)
    if config.epic:  # keep seven cards once the starting auction is revealed
        state.turn_index = 0
        epic_keep_next(state)
    else:
        auction_start(state)
    state.events = []
    state.draws = []


def setup_actions(state: FleetData) -> list[Action]:
    phase = state.phase
    player = state.current
    if phase == KEEP:
        hand = state.players[player].hand
        return [A_DISCARD[boat_type] for boat_type in range(NB) if hand[boat_type]]
    return []


def setup_action(state: FleetData, action: Action) -> None:
    events = state.events
    player = state.current
    phase = state.phase
    area = state.players[player]
    if phase == KEEP:  # Epic Fleet: discard down to seven
        boat_type = BOAT_INDEX[action.args[0]]
        spend_card_face_up(state, player, boat_type)
        discard_card(state, boat_type)
        events.append(Event("discard", {"player": player, "card": action.args[0]}))
        if sum(area.hand) <= BIG.epic_keep:
            state.turn_index += 1
        epic_keep_next(state)
        return
    raise AssertionError(f"unhandled {action.text} in phase {phase}")


def epic_keep_next(state: FleetData) -> None:
    """Epic Fleet: after the starting auction is revealed, each player keeps seven."""
    n = state.num_players
    while state.turn_index < n:
        player = (state.start_player + state.turn_index) % n
        if sum(state.players[player].hand) > BIG.epic_keep:
            state.phase = KEEP
            state.current = player
            return
        state.turn_index += 1
    auction_start(state)

"""The plain data of a game of Fleet with Arctic Bounty, and the constants that name its values.

Boat types, licenses, Dock cards and Crewmen are referred to by their index in the tables of
`tables.py`; the data is plain ints and lists, with a hand-written `clone()`. The rules
(`rules/`), the views (`view.py`) and the facade (`game.py`) work on it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from seaboard.engine.game import Action, Event, GameConfig
from seaboard.engine.rng import Rng

# Phases (the round's sequence of play, fleet.md §4) and the sub-steps that need a decision.
OPEN = 0  # Phase 1, License Auction: the opener picks a license or declines
BID = 1  # Phase 1: bidding on the open license
PAY = 2  # a payment in progress (license or launch): pick cards and crates, then confirm
LAUNCH = 3  # Phase 2, launch step of the current player
HIRE = 4  # Phase 2, hire step of the current player
PROCESS = 5  # Phase 4, Processing & Trading
DRAW = 6  # Phase 5, Draw: discard down to what the player keeps
OVER = 7
FISH = 8  # Phase 3, Fishing: Swordfish and Pacific Oyster choices
SALMON = 9  # Phase 3, start of Fishing: keep or tuck the Salmon cards
TAKE = 10  # Phase 2, a DFO boat takes a crate from another player (who, which boat)
SWAP = 11  # after the Draw: the Swordfish discard-and-draw
CREWPICK = 12  # a Crewman placed on a license: which one
CREWDRAW = 13  # the draw-three Crewman: discard one
KEEP = 14  # Epic Fleet set-up: keep seven cards of the starting hand
WEATHER = 15  # start of Fishing: a Weather Authority may sink a boat (house proposal)
SALVAGE = 16  # Draw: a Salvage Yard owner may take the top discard (house proposal)
MATE = 17  # Phase 2, hire step: which crate pays for the First Mate just bought
NO_LICENSE = 18  # end of Phase 1: who bought no license may draw two (2p/solo), take Gone Fishin'
TUG_WINDOW = 19  # between two phases: a Tug Boat owner may pick up its cards (AB Tug Boat)

PHASE_NAMES = (
    "auction",
    "bidding",
    "payment",
    "launch",
    "hire",
    "processing",
    "draw",
    "over",
    "fishing",
    "salmon",
    "dfo",
    "swordfish-swap",
    "crewman",
    "crewman-draw",
    "epic-keep",
    "weather",
    "salvage",
    "first-mate",
    "no-license",
    "tug-window",
)

NO_CAPTAIN = -1
SELF_CAPTAINED = -2  # DFO boats, Artisan Fishermen: their own captain (AB)
UNCREWED = -3  # Tug Boats and House Boats never take a captain (AB Dock Cards)
SALTY_CAPTAIN = -4  # a bought Salty Captain (house proposal, fleet.md §10)


def captained(c: int) -> bool:
    return c >= 0 or c in (SELF_CAPTAINED, SALTY_CAPTAIN)


@dataclass  # no slots=True: compiled, an extension type (state.pxd); a new field goes there too
class Player:
    hand: list[int]  # count of each boat type in hand
    known_in_hand: list[int]  # lower bound of each type in hand that every player knows
    licenses: list[int]  # count of each license owned
    boat_types: list[int] = field(default_factory=list)  # launched boats: type
    boat_captains: list[int] = field(default_factory=list)  # captain card type, NO_CAPTAIN if none
    boat_crates: list[int] = field(default_factory=list)  # crates on the boat
    processed: int = 0  # processed crates on the Processing Vessel license ($1, 0 VP)
    launched: int = 0  # launches this round
    hired: int = 0  # captains this round
    processed_mask: int = 0  # boats processed this round (bit per boat)
    traded: bool = False
    oyster_crates: int = 0  # crates on the Pacific Oyster license ($1 each, no VP)
    gone_fishin: int = 0  # Gone Fishin' cards in the play area
    marinas: list[int] = field(default_factory=list)  # VP of the boats under each Marina
    marinas_used: int = 0  # Marinas used this round (bit per Marina)
    tucked_crates: list[int] = field(
        default_factory=list
    )  # crates on the tucked Salmon card, -1 none
    tucked_cards: list[int] = field(default_factory=list)  # type of the tucked card, -1 none
    swordfish_mask: int = 0  # boats fishing a card this round (Swordfish)
    oyster_split_mask: int = 0  # Oyster boats putting one crate on the license this round
    swapped: bool = False
    first_mates: list[int] = field(default_factory=list)  # 1 if the boat has a First Mate
    captain_rounds: list[int] = field(default_factory=list)  # round its captain was hired, 0 none
    tug_cards: list[int] = field(default_factory=list)  # face-down cards on Tug Boats: boat*32+type
    crewmen: list[int] = field(default_factory=list)  # Crewman cards gained (ability ids)
    crewman_crates: int = 0  # crates on the four-crates Crewman ($1 each, VP at the end)
    crewman_launches: int = 0  # extra launches left on the launch Crewman
    extra_launches: int = 0  # extra launches taken this round
    boosted_types: list[int] = field(default_factory=list)  # boat types with an extra crate
    leveled_licenses: list[int] = field(
        default_factory=list
    )  # licenses counted once more for bonuses
    charters: list[int] = field(default_factory=list)  # 1 if the boat is a Charter Boat
    casino_staked: bool = False  # staked in the Casino this round (house proposal)

    def clone(self) -> Player:
        c = Player.__new__(Player)
        c.hand = self.hand[:]
        c.known_in_hand = self.known_in_hand[:]
        c.licenses = self.licenses[:]
        c.boat_types = self.boat_types[:]
        c.boat_captains = self.boat_captains[:]
        c.boat_crates = self.boat_crates[:]
        c.processed = self.processed
        c.launched = self.launched
        c.hired = self.hired
        c.processed_mask = self.processed_mask
        c.traded = self.traded
        c.oyster_crates = self.oyster_crates
        c.gone_fishin = self.gone_fishin
        c.marinas = self.marinas[:]
        c.marinas_used = self.marinas_used
        c.tucked_crates = self.tucked_crates[:]
        c.tucked_cards = self.tucked_cards[:]
        c.swordfish_mask = self.swordfish_mask
        c.oyster_split_mask = self.oyster_split_mask
        c.swapped = self.swapped
        c.first_mates = self.first_mates[:]
        c.captain_rounds = self.captain_rounds[:]
        c.tug_cards = self.tug_cards[:]
        c.crewmen = self.crewmen[:]
        c.crewman_crates = self.crewman_crates
        c.crewman_launches = self.crewman_launches
        c.extra_launches = self.extra_launches
        c.boosted_types = self.boosted_types[:]
        c.leveled_licenses = self.leveled_licenses[:]
        c.charters = self.charters[:]
        c.casino_staked = self.casino_staked
        return c


# where a finished payment goes on (the transaction it paid for)
PAY_RETURN_AUCTION = 0
PAY_RETURN_LAUNCH = 1
PAY_RETURN_HIRE = 2
# a phase of the round is over: the dispatcher (rules/__init__.py) opens the Tug Boat window
# and starts the next phase (`next_phase`); the phase modules never call each other
BETWEEN_PHASES = -1


@dataclass  # no slots=True: compiled, an extension type (state.pxd); a new field goes there too
class FleetData:
    """A position of Fleet: the table, each player's area and hand, and the step in progress."""

    config: GameConfig
    rng: Rng
    players: list[Player] = field(default_factory=list)
    boat_supply: list[int] = field(
        default_factory=list
    )  # boat supply, top = end; order hidden from everyone
    discard_pile: list[int] = field(
        default_factory=list
    )  # boat discard pile, count per type (public)
    license_deck: list[int] = field(default_factory=list)  # license deck, top = end; hidden
    row: list[int] = field(default_factory=list)  # auction row, license ids
    crate_supply: int = 0  # crate supply (may go negative in the last Fishing, fleet.md §5.3)
    start_player: int = 0
    round: int = 1
    phase: int = OPEN
    current: int = 0  # the seat deciding now
    turn_index: int = 0  # position in turn order during a sequential phase
    auction_done: list[bool] = field(default_factory=list)  # auction: bought or declined
    auction_out: list[bool] = field(default_factory=list)  # auction: passed on the open license
    bought_license: list[bool] = field(default_factory=list)  # auction: bought a license this round
    open_slot: int = -1  # auction: the open license's slot in the row
    high_bid: int = -1  # auction: current bid (-1: the opener has not bid yet)
    high_bidder: int = -1
    any_bought: bool = False
    pay_due: int = 0
    pay_paid: int = 0
    pay_return: int = PAY_RETURN_AUCTION  # where a finished payment goes on
    drawn: list[int] = field(default_factory=list)  # cards drawn, not yet kept (Draw, Salmon)
    draw_discards: int = 0
    final_round: bool = False
    end_reason: str = ""
    gone_fishin_pile: int = 0  # Gone Fishin' cards left
    fishing_stage: int = 0  # Fishing: 0 before the Salmon draw, 1 before the choices, 2 choosing
    dfo_boat: int = -1  # a DFO boat waiting for its crates
    dfo_take_from: list[int] = field(default_factory=list)  # DFO: players it still takes from
    dfo_taken: int = 0
    dock_piles: list[int] = field(default_factory=lambda: [0] * 6)  # by DOCK_CHOICES
    pending_dock: int = -1  # a Dock card being paid for: it joins the fleet once paid
    trophies: list[int] = field(default_factory=list)  # the Trophy cards drawn (ids)
    trophy_owners: list[int] = field(default_factory=list)  # -1 while unclaimed
    crab_meeples: list[int] = field(default_factory=list)  # per boat type: -2 none, -1 free, seat
    crewman_deck: list[int] = field(default_factory=list)  # face-down Crewmen, top = end
    row_crewmen: list[int] = field(default_factory=list)  # Crewman above each row slot, -1
    won_crewman: int = -1  # the Crewman that comes with the license being paid for
    embargo: int = -1  # the one player who may gain crates this round (Crewman)
    crewman_to_place: int = -1  # a Crewman waiting to be placed on a license
    row_size: int = 0  # licenses up for auction each round
    captains: list[int] = field(default_factory=list)  # AB 2p/solo Captains: 0 Kirkman, 1 T.C.
    captain_licenses: list[list[int]] = field(default_factory=list)  # their licenses
    captain_boats: list[list[int]] = field(default_factory=list)  # their launched boats
    weather_on: bool = False  # house proposals in play
    casino_on: bool = False
    salvage_on: bool = False
    discard_order: list[int] = field(default_factory=list)  # discard pile order (Salvage Yard)
    salvaged: int = -1  # Draw: -1 not asked, 0 drew normally, 1 took the top discard
    events: list[Event] = field(default_factory=list)
    draws: list[tuple[int, list[int]]] = field(default_factory=list)  # this action's draws
    revealed: list[int] = field(default_factory=list)  # cards turned face up this action
    drew_two: bool = False  # NO_LICENSE: the player to decide has drawn his two cards
    took_gone_fishin: bool = False  # NO_LICENSE: ... has taken his Gone Fishin' card
    next_phase: int = OPEN  # BETWEEN_PHASES: the phase that starts next (OPEN, LAUNCH, ...)
    tug_window: list[int] = field(default_factory=list)  # TUG_WINDOW: owners still to ask
    tug_window_held: bool = False  # BETWEEN_PHASES: this pause has had its Tug Boat window
    legal_cache: list[Action] | None = None  # the last legal list, until the next action

    @property
    def num_players(self) -> int:
        return self.config.players  # type: ignore[no-any-return]

    def clone(self) -> FleetData:
        """A copy of every mutable part, of the same class (a facade clones into a facade);
        the per-action scratch (events, draws) starts empty."""
        c = type(self).__new__(type(self))
        c.config = self.config
        c.rng = self.rng.clone()
        c.players = [p.clone() for p in self.players]
        c.boat_supply = self.boat_supply[:]
        c.discard_pile = self.discard_pile[:]
        c.license_deck = self.license_deck[:]
        c.row = self.row[:]
        c.crate_supply = self.crate_supply
        c.start_player = self.start_player
        c.round = self.round
        c.phase = self.phase
        c.current = self.current
        c.turn_index = self.turn_index
        c.auction_done = self.auction_done[:]
        c.auction_out = self.auction_out[:]
        c.bought_license = self.bought_license[:]
        c.open_slot = self.open_slot
        c.high_bid = self.high_bid
        c.high_bidder = self.high_bidder
        c.any_bought = self.any_bought
        c.pay_due = self.pay_due
        c.pay_paid = self.pay_paid
        c.pay_return = self.pay_return
        c.drawn = self.drawn[:]
        c.draw_discards = self.draw_discards
        c.final_round = self.final_round
        c.end_reason = self.end_reason
        c.gone_fishin_pile = self.gone_fishin_pile
        c.fishing_stage = self.fishing_stage
        c.dfo_boat = self.dfo_boat
        c.dfo_take_from = self.dfo_take_from[:]
        c.dfo_taken = self.dfo_taken
        c.dock_piles = self.dock_piles[:]
        c.pending_dock = self.pending_dock
        c.trophies = self.trophies[:]
        c.trophy_owners = self.trophy_owners[:]
        c.crab_meeples = self.crab_meeples[:]
        c.crewman_deck = self.crewman_deck[:]
        c.row_crewmen = self.row_crewmen[:]
        c.won_crewman = self.won_crewman
        c.embargo = self.embargo
        c.crewman_to_place = self.crewman_to_place
        c.row_size = self.row_size
        c.captains = self.captains[:]
        c.captain_licenses = [row[:] for row in self.captain_licenses]
        c.captain_boats = [row[:] for row in self.captain_boats]
        c.weather_on = self.weather_on
        c.casino_on = self.casino_on
        c.salvage_on = self.salvage_on
        c.discard_order = self.discard_order[:]
        c.salvaged = self.salvaged
        c.events = []
        c.draws = []
        c.revealed = self.revealed[:]
        c.drew_two = self.drew_two
        c.took_gone_fishin = self.took_gone_fishin
        c.next_phase = self.next_phase
        c.tug_window = self.tug_window[:]
        c.tug_window_held = self.tug_window_held
        c.legal_cache = None
        return c

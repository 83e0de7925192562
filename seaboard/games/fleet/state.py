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
)

NO_CAPTAIN = -1
SELF_CAPTAINED = -2  # DFO boats, Artisan Fishermen: their own captain (AB)
UNCREWED = -3  # Tug Boats and House Boats never take a captain (AB Dock Cards)
SALTY_CAPTAIN = -4  # a bought Salty Captain (house proposal, fleet.md §10)


def captained(c: int) -> bool:
    return c >= 0 or c in (SELF_CAPTAINED, SALTY_CAPTAIN)


@dataclass(slots=True)
class Player:
    hand: list[int]  # count of each boat type in hand
    known: list[int]  # lower bound of each type in hand that every player knows
    lic: list[int]  # count of each license owned
    btype: list[int] = field(default_factory=list)  # launched boats: type
    bcapt: list[int] = field(default_factory=list)  # captain card type, NO_CAPTAIN if none
    bcrates: list[int] = field(default_factory=list)  # crates on the boat
    processed: int = 0  # processed crates on the Processing Vessel license ($1, 0 VP)
    launched: int = 0  # launches this round
    hired: int = 0  # captains this round
    proc_mask: int = 0  # boats processed this round (bit per boat)
    traded: bool = False
    oyster: int = 0  # crates on the Pacific Oyster license ($1 each, no VP)
    gf: int = 0  # Gone Fishin' cards in the play area
    marina: list[int] = field(default_factory=list)  # VP of the boats under each Marina
    marina_used: int = 0  # Marinas used this round
    btuck: list[int] = field(default_factory=list)  # crates on the tucked Salmon card, -1 none
    btuckt: list[int] = field(default_factory=list)  # type of the tucked card, -1 none
    sword_mask: int = 0  # boats fishing a card this round (Swordfish)
    split_mask: int = 0  # Oyster boats putting one crate on the license this round
    swapped: bool = False
    bmate: list[int] = field(default_factory=list)  # 1 if the boat has a First Mate
    bround: list[int] = field(default_factory=list)  # round its captain was hired, 0 none
    tugc: list[int] = field(default_factory=list)  # face-down cards on Tug Boats: boat*32+type
    crew: list[int] = field(default_factory=list)  # Crewman cards gained (ability ids)
    crew_crates: int = 0  # crates on the four-crates Crewman ($1 each, VP at the end)
    crew_launch: int = 0  # extra launches left on the launch Crewman
    extra_launch: int = 0  # extra launches taken this round
    boost: list[int] = field(default_factory=list)  # boat types with an extra crate
    level: list[int] = field(default_factory=list)  # licenses counted once more for bonuses
    bchart: list[int] = field(default_factory=list)  # 1 if the boat is a Charter Boat
    casino: bool = False  # staked in the Casino this round (house proposal)

    def clone(self) -> Player:
        return Player(
            self.hand[:],
            self.known[:],
            self.lic[:],
            self.btype[:],
            self.bcapt[:],
            self.bcrates[:],
            self.processed,
            self.launched,
            self.hired,
            self.proc_mask,
            self.traded,
            self.oyster,
            self.gf,
            self.marina[:],
            self.marina_used,
            self.btuck[:],
            self.btuckt[:],
            self.sword_mask,
            self.split_mask,
            self.swapped,
            self.bmate[:],
            self.bround[:],
            self.tugc[:],
            self.crew[:],
            self.crew_crates,
            self.crew_launch,
            self.extra_launch,
            self.boost[:],
            self.level[:],
            self.bchart[:],
            self.casino,
        )


# where a finished payment goes on (the transaction it paid for)
PAY_RETURN_AUCTION = 0
PAY_RETURN_LAUNCH = 1
PAY_RETURN_HIRE = 2
# the round is over: the dispatcher (rules/__init__.py) starts the next round's auction, the
# one place where the sequence of play loops back (so the phase modules import one way)
ROUND_OVER = -1


@dataclass(slots=True)
class FleetData:
    """A position of Fleet: the table, each player's area and hand, and the step in progress."""

    config: GameConfig
    rng: Rng
    players: list[Player] = field(default_factory=list)
    deck: list[int] = field(
        default_factory=list
    )  # boat supply, top = end; order hidden from everyone
    discard: list[int] = field(default_factory=list)  # boat discard pile, count per type (public)
    lic_deck: list[int] = field(default_factory=list)  # license deck, top = end; hidden
    row: list[int] = field(default_factory=list)  # auction row, license ids
    crates: int = 0  # crate supply (may go negative in the last Fishing, fleet.md §5.3)
    start: int = 0
    round: int = 1
    phase: int = OPEN
    cur: int = 0  # the seat deciding now
    idx: int = 0  # position in turn order during a sequential phase
    done: list[bool] = field(default_factory=list)  # auction: bought or declined
    out: list[bool] = field(default_factory=list)  # auction: passed on the open license
    bought: list[bool] = field(default_factory=list)  # auction: bought a license this round
    lot: int = -1  # auction: the open license's slot in the row
    high: int = -1  # auction: current bid (-1: the opener has not bid yet)
    high_bidder: int = -1
    bought_any: bool = False
    pay_due: int = 0
    pay_paid: int = 0
    pay_ret: int = PAY_RETURN_AUCTION  # where a finished payment goes on
    drawn: list[int] = field(default_factory=list)  # cards drawn, not yet kept (Draw, Salmon)
    draw_discards: int = 0
    final_round: bool = False
    end_reason: str = ""
    gf_pile: int = 0  # Gone Fishin' cards left
    fstage: int = 0  # Fishing: 0 before the Salmon draw, 1 before the choices, 2 choosing
    dfo_boat: int = -1  # a DFO boat waiting for its crates
    take_from: list[int] = field(default_factory=list)  # DFO: players it still takes from
    take_got: int = 0
    dock_piles: list[int] = field(default_factory=lambda: [0] * 6)  # by DOCK_CHOICES
    pending_dock: int = -1  # a Dock card being paid for: it joins the fleet once paid
    trophy: list[int] = field(default_factory=list)  # the Trophy cards drawn (ids)
    trophy_owner: list[int] = field(default_factory=list)  # -1 while unclaimed
    meeple: list[int] = field(default_factory=list)  # per boat type: -2 none, -1 free, seat
    crew_deck: list[int] = field(default_factory=list)  # face-down Crewmen, top = end
    row_crew: list[int] = field(default_factory=list)  # Crewman above each row slot, -1
    won_crew: int = -1  # the Crewman that comes with the license being paid for
    embargo: int = -1  # the one player who may gain crates this round (Crewman)
    crew_pick: int = -1  # a Crewman waiting to be placed on a license
    row_size: int = 0  # licenses up for auction each round
    capt: list[int] = field(default_factory=list)  # AB 2p/solo Captains: 0 Kirkman, 1 T.C.
    capt_lic: list[list[int]] = field(default_factory=list)  # their licenses
    capt_boats: list[list[int]] = field(default_factory=list)  # their launched boats
    weather_on: bool = False  # house proposals in play
    casino_on: bool = False
    salvage_on: bool = False
    dstack: list[int] = field(default_factory=list)  # discard pile order (Salvage Yard)
    salvaged: int = -1  # Draw: -1 not asked, 0 drew normally, 1 took the top discard
    events: list[Event] = field(default_factory=list)
    drew: list[tuple[int, list[int]]] = field(default_factory=list)  # this action's draws
    revealed: list[int] = field(default_factory=list)  # cards turned face up this action
    legal_cache: list[Action] | None = None  # the last legal list, until the next action

    @property
    def num_players(self) -> int:
        return self.config.players  # type: ignore[no-any-return]

    def clone(self) -> FleetData:
        """A copy of every mutable part, of the same class (a facade clones into a facade);
        the per-action scratch (events, draws) starts empty."""
        return type(self)(
            self.config,
            self.rng.clone(),
            [p.clone() for p in self.players],
            self.deck[:],
            self.discard[:],
            self.lic_deck[:],
            self.row[:],
            self.crates,
            self.start,
            self.round,
            self.phase,
            self.cur,
            self.idx,
            self.done[:],
            self.out[:],
            self.bought[:],
            self.lot,
            self.high,
            self.high_bidder,
            self.bought_any,
            self.pay_due,
            self.pay_paid,
            self.pay_ret,
            self.drawn[:],
            self.draw_discards,
            self.final_round,
            self.end_reason,
            self.gf_pile,
            self.fstage,
            self.dfo_boat,
            self.take_from[:],
            self.take_got,
            self.dock_piles[:],
            self.pending_dock,
            self.trophy[:],
            self.trophy_owner[:],
            self.meeple[:],
            self.crew_deck[:],
            self.row_crew[:],
            self.won_crew,
            self.embargo,
            self.crew_pick,
            self.row_size,
            self.capt[:],
            [c[:] for c in self.capt_lic],
            [c[:] for c in self.capt_boats],
            self.weather_on,
            self.casino_on,
            self.salvage_on,
            self.dstack[:],
            self.salvaged,
            [],
            [],
            self.revealed[:],
        )

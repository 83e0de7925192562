"""Fleet state: plain slotted data with a hand-written clone (no content objects inside)."""

from __future__ import annotations

from dataclasses import dataclass, field

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

"""Module-level lookup tables built once from the content files (states hold only ints)."""

from __future__ import annotations

from seaboard.engine.game import Action

from .content import ARCTIC, BASE, HOUSE, PROPOSAL

GEN = BASE.general
BON = BASE.bonus
SCO = BASE.scoring

BOATS = [*BASE.boats, *ARCTIC.boats]
LICENSES = [*BASE.licenses, *ARCTIC.licenses, *PROPOSAL.licenses]
EFFECTS = PROPOSAL.effects
ABON = ARCTIC.bonus
ARCTIC_VARIANT = VARIANT = ARCTIC.variant
ANOTES = ARCTIC.notes

BOAT_NAMES: tuple[str, ...] = tuple(b.name for b in BOATS)
NB = len(BOAT_NAMES)
BOAT_INDEX = {n: i for i, n in enumerate(BOAT_NAMES)}
BOAT_COST = tuple(b.cost for b in BOATS)
BOAT_VP = tuple(b.vp for b in BOATS)
BOAT_CASH = tuple(b.cash for b in BOATS)
BOAT_QTY = tuple(b.qty for b in BOATS)

LIC_NAMES: tuple[str, ...] = tuple(lic.name for lic in LICENSES)
NL = len(LIC_NAMES)
LIC_INDEX = {n: i for i, n in enumerate(LIC_NAMES)}
LIC_MIN = tuple(lic.min_cost for lic in LICENSES)
LIC_VP = tuple(lic.vp for lic in LICENSES)
LIC_PREMIUM = tuple(lic.premium for lic in LICENSES)
LIC_QTY = tuple(lic.qty for lic in LICENSES)
LIC_BOAT = tuple(BOAT_INDEX[lic.boat] if lic.boat else -1 for lic in LICENSES)
# The licenses that let a player launch each boat type (any King Crab card for King Crab).
BOAT_LICENSES: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i in range(NL) if LIC_BOAT[i] == t) for t in range(NB)
)

# Dock cards that sit in the fleet like boats get kinds after the boat types.
DOCK = ARCTIC.dock
K_TUG = NB
K_ARTISAN = NB + 1
K_HOUSE = NB + 2
K_INUIT = NB + 3  # house proposal (fleet.md §10)
PROPOSALS = ARCTIC.dock_proposals
DOCK_NAMES = ("tug", "artisan", "houseboat", "inuit")  # bought with a launch
KIND_NAMES = (*BOAT_NAMES, *DOCK_NAMES)
KIND_VP = (
    *(b.vp for b in BOATS),
    ARCTIC.dock_house.tug_vp,
    ARCTIC.dock_house.artisan_vp,
    0,
    PROPOSALS.inuit_vp,
)
DOCK_COST = (DOCK.tug_cost, DOCK.artisan_cost, DOCK.houseboat_cost, PROPOSALS.inuit_cost)
# Dock card piles; salty and inuit are house proposals (fleet.md §10), off unless chosen
DOCK_CHOICES = ("tug", "artisan", "houseboat", "firstmate", "salty", "inuit")
DOCK_PILE = (0, 1, 2, 5)  # the pile of each Dock card bought with a launch
SALTY = 4
BAY = ARCTIC.bay
CREW = ARCTIC.crewman
# Crewman abilities (AB Bay Cards, Crewman), in the rulebook's order
CREW_NAMES = ("artisan", "tug", "embargo", "crates", "boost", "launch", "level", "draw")
C_ARTISAN, C_TUG, C_EMBARGO, C_CRATES, C_BOOST, C_LAUNCH, C_LEVEL, C_DRAW = range(8)
CREW_DECK = tuple(
    c for c, name in enumerate(CREW_NAMES) for _ in range(getattr(ARCTIC.crewman_mix, name))
)
HIRE_CREWMAN = -1  # the Hire Crewman license inside the license deck
# Trophy cards (AB Promotional Cards): four "first to", two at game end
TROPHY_NAMES = (
    "same-type",
    "different-types",
    "crates",
    "same-license",
    "most-boats",
    "most-standard",
)
TROPHY_FIRST = 4  # trophies 0..3 go to the first to meet them
FIRSTMATE = 3  # index of the First Mate pile

B_SHRIMP = BOAT_INDEX["shrimp"]
L_SHRIMP = LIC_INDEX["shrimp"]
L_COD = LIC_INDEX["cod"]
L_LOBSTER = LIC_INDEX["lobster"]
L_TUNA = LIC_INDEX["tuna"]
L_PROC = LIC_INDEX["processing"]
L_PUB = LIC_INDEX["pub"]
L_KC_CAPT = LIC_INDEX["kccaptains"]
L_KC_CRATES = LIC_INDEX["kccrates"]
L_KC_LIC = LIC_INDEX["kclicenses"]
L_SWORD = LIC_INDEX["swordfish"]
L_OYSTER = LIC_INDEX["oyster"]
L_CHAR = LIC_INDEX["char"]
L_SALMON = LIC_INDEX["salmon"]
L_DFO = LIC_INDEX["dfo"]
L_MARINA = LIC_INDEX["marina"]
L_WEATHER = LIC_INDEX["weather"]
L_RESEARCH = LIC_INDEX["research"]
L_CLUB = LIC_INDEX["club"]
L_SALVAGE = LIC_INDEX["salvage"]
# house proposals (fleet.md §10), added on top of the chosen licenses when asked for
PROPOSAL_LICENSES = {
    "weather": L_WEATHER,
    "research": L_RESEARCH,
    "club": L_CLUB,
    "salvage": L_SALVAGE,
}
PROPOSAL_CHOICES = ("weather", "research", "club", "casino", "salvage")
B_OYSTER = BOAT_INDEX["oyster"]
B_CHARTER = BOAT_INDEX["charter"]  # launched as any boat type in the game (5-6 players, Epic)
BIG = ARCTIC.big
B_DFO = BOAT_INDEX["dfo"]
KING_CRAB = (L_KC_CAPT, L_KC_CRATES, L_KC_LIC)

# License choices at setup (AB Setup: any five Standard and two Premium): the name a
# player picks and the license cards it brings.
STANDARD_CHOICES = {
    n: (LIC_INDEX[n],)
    for n in (
        "shrimp",
        "cod",
        "lobster",
        "tuna",
        "processing",
        "swordfish",
        "oyster",
        "char",
        "salmon",
    )
}
PREMIUM_CHOICES = {
    "pub": (L_PUB,),
    "kingcrab": KING_CRAB,
    "dfo": (L_DFO,),
    "marina": (L_MARINA,),
}
BASE_STANDARD = ("shrimp", "cod", "lobster", "tuna", "processing")
BASE_PREMIUM = ("pub", "kingcrab")
# License family, for "different license types" (all King Crab cards are one type).
LIC_FAMILY = tuple(L_KC_CAPT if i in KING_CRAB else i for i in range(NL))

MAX_BID = BASE.limits.max_bid
MAX_BOATS = BASE.limits.max_boats
MIN_RAISE = HOUSE.min_raise


def capped(table: list[int], n: int) -> int:
    """A bonus table indexed by a count, the last entry covering every larger count."""
    return table[n] if n < len(table) else table[-1]


# -- pre-built actions (the hot path never builds an Action) ----------------------------
A_PASS = Action("pass")
A_DONE = Action("done")
A_CONFIRM = Action("confirm")
A_CRATE = Action("crate")
A_TRADE = Action("trade")
A_OPEN = tuple(Action("open", (s,)) for s in range(8))
A_BID = tuple(Action("bid", (n,)) for n in range(MAX_BID + 1))
A_PAY = tuple(Action("pay", (n,)) for n in BOAT_NAMES)
A_LAUNCH = tuple(Action("launch", (n,)) for n in BOAT_NAMES)
HIRE_FROM = (*BOAT_NAMES, "supply")  # Char: a free captain from the supply
SUPPLY = len(BOAT_NAMES)
A_HIRE = tuple(tuple(Action("hire", (c, b)) for b in BOAT_NAMES) for c in HIRE_FROM)
A_SWORD = tuple(Action("sword", (b,)) for b in range(MAX_BOATS))
A_SPLIT = tuple(Action("split", (b,)) for b in range(MAX_BOATS))
# AB Canadian DFO: the active player names the other player and his boat
A_TAKE = tuple(tuple(Action("take", (p, b)) for b in range(MAX_BOATS)) for p in range(6))
A_TUCK = tuple(tuple(Action("tuck", (n, b)) for b in range(MAX_BOATS)) for n in BOAT_NAMES)
A_KEEP = Action("keep")
MARINA_SLOTS = tuple(range(LIC_QTY[L_MARINA]))  # a player's Marinas, in the order bought
A_MARINA = tuple(tuple(Action("marina", (n, i)) for i in MARINA_SLOTS) for n in BOAT_NAMES)
A_DRAW_TWO = Action("drawtwo")  # AB Two-Player Variant: who bought no license may draw two
A_TAKE_GONE_FISHIN = Action("takegonefishin")  # AB Gone Fishin': who bought none may take one
A_SWAP = tuple(Action("swap", (n,)) for n in BOAT_NAMES)
A_OYSTER_CRATE = Action("oystercrate")
A_HOUSEBOAT = Action("houseboat")
A_CASINO = Action("casino")
A_SALVAGE = Action("salvage")
A_SINK = tuple(tuple(Action("sink", (p, b)) for b in range(MAX_BOATS)) for p in range(6))
A_SALTY = tuple(Action("salty", (n,)) for n in BOAT_NAMES)
A_CHARTER = tuple(Action("charter", (n,)) for n in BOAT_NAMES)
A_CREW_CRATE = Action("crewcrate")
A_EXTRA_LAUNCH = Action("extralaunch")
A_BOOST = tuple(Action("boost", (n,)) for n in BOAT_NAMES)
A_LEVEL = tuple(Action("level", (n,)) for n in LIC_NAMES)
A_BUY = tuple(Action("buy", (n,)) for n in DOCK_NAMES)
A_TUG = tuple(Action("tug", (b,)) for b in range(MAX_BOATS))
A_FIRSTMATE = tuple(
    tuple(Action("firstmate", (b, n)) for n in BOAT_NAMES) for b in range(MAX_BOATS)
)
# AB First Mate: the crate discarded with the boat card, from wherever the player has one
MATE_FROM = ("processed", "oyster", "crewman")  # processed, Pacific Oyster license, Crewman
A_MATECRATE = {
    src: Action("matecrate", (src,)) for src in (*MATE_FROM, *range(MAX_BOATS))
}  # an int: the boat card's crates
A_MATETUCK = tuple(Action("matetuck", (b,)) for b in range(MAX_BOATS))  # its tucked Salmon card
A_GONE_FISHIN = Action("gonefishin")
A_PROCESS = tuple(Action("process", (b,)) for b in range(MAX_BOATS))
A_DISCARD = tuple(Action("discard", (n,)) for n in BOAT_NAMES)

CAPACITY_DEFAULT = GEN.capacity

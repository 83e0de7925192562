"""Leviathan's plain data: where every card lies, what is hidden, whose turn and step it
is, the decisions waiting. No rules here (they are in rules/), no views (view.py).

Seat 0 is the Moby Dick player (the Beasts), who moves first; seat 1 the Ahab player
(the Hunters). Cards are numbered once for all: the six whale cards 0-5 (w1-w6, in the
order the row is laid, left to right from the Moby Dick player's side), the Pequod 6 and
the whaleboats 7-9 (in the order they are lowered). A whale card's identity (which whale,
or a decoy) is `identity[card]`, an index into content.WHALES: the Moby Dick player's
secret until the card is revealed.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from seaboard.engine.game import GameConfig
from seaboard.engine.rng import Rng

BEASTS, HUNTERS = 0, 1
SIDE_NAMES = ("beasts", "hunters")

WHALE_CARDS = range(6)
PEQUOD = 6
BOATS = (7, 8, 9)
CARDS = 10
CARD_IDS = ("w1", "w2", "w3", "w4", "w5", "w6", "pequod", "boat1", "boat2", "boat3")
CARD_INDEX = {name: i for i, name in enumerate(CARD_IDS)}

# what a card is doing
OFF = 0  # not on the table yet: a whale card not laid, a boat in hand
HIDDEN = 1  # a whale card face down ("submerged")
REVEALED = 2  # a whale card face up
AFLOAT = 3  # the Pequod, or an upright whaleboat
CAPSIZED = 4  # a destroyed whaleboat on its capsized side: out of play, rescuable
GONE = (
    5  # out of the game: a slain whale, a revealed decoy, a rescued or lost boat, the Pequod sunk
)
STATUS_NAMES = ("off", "hidden", "revealed", "afloat", "capsized", "gone")

# the sequence of play
SETUP_WHALES = 0  # Set-Up: the Moby Dick player lays the whale cards, one at a time
SETUP_PEQUOD = 1  # Set-Up: the Ahab player places the Pequod
STEP1 = 2  # 1. all your cards make one movement
STEP2 = 3  # 2. one extra movement, a maneuver or (the Beasts) an attack
STEP3 = 4  # 3. (the Hunters) an optional attack
FINISH = 5  # the turn's steps are done; a tactical card may still be played
OVER = 6
PHASE_NAMES = ("setup whales", "setup pequod", "step 1", "step 2", "step 3", "finish", "over")

# why a movement is being made
FOR_STEP1, FOR_EXTRA, FOR_TACTIC = 0, 1, 2
PURPOSE_NAMES = ("step 1", "extra", "tactic")


@dataclass  # no slots=True: compiled, an extension type (state.pxd); a new field goes there too
class LeviathanData:
    config: GameConfig
    rng: Rng
    phase: int = SETUP_WHALES
    active: int = BEASTS  # whose turn it is
    turn: int = 0  # turns played before this one (the Beasts play the even ones)
    status: list[int] = field(default_factory=lambda: [OFF] * CARDS)
    # poses (centre x, centre y, heading) in mm and whole degrees; None off the table
    pose: list[tuple[float, float, int] | None] = field(default_factory=lambda: [None] * CARDS)
    identity: list[int] = field(default_factory=lambda: [-1] * 6)  # per whale card
    unplaced: list[int] = field(default_factory=list)  # identities not laid yet (set-up)
    whale_count: int = 6  # whale cards in this game (fewer without decoys)
    boats_lowered: int = 0
    boats_destroyed: int = 0
    # tactical cards: held (unplayed) and spent, per side
    held: list[list[str]] = field(default_factory=lambda: [[], []])
    spent: list[list[str]] = field(default_factory=lambda: [[], []])
    # this turn
    moved: int = 0  # bitmask of cards that made their step-1 movement
    step1_moves: int = 0  # step-1 movements made (one_card_moves stops at one)
    tactic_played: bool = False
    maneuvered: bool = False
    attacked: bool = False
    bonus: int = 0  # Tail Slap or Harpoon bonus for this turn's attack
    harpoon: bool = False  # the Harpoon's line may foul after this turn's attack
    exempt: int = 0  # bitmask of boats lowered beside the Pequod, not colliding with it yet
    # a movement in progress
    moving: int = -1  # the card
    purpose: int = FOR_STEP1
    steer: int | None = None  # the heading change chosen, before the distance
    lower_side: int = 0  # a boat being lowered: +1 port, -1 starboard (0: none)
    lower_facing: int = 0  # +1 the Pequod's heading, -1 reversed
    # decisions waiting (the first that is set is asked first)
    collision: list[int] = field(default_factory=list)  # [moved vessel, other, other, ...]
    retrievals: int = 0  # rescues whose spent card the Ahab player may take back
    group: list[int] = field(default_factory=list)  # the group an attack was declared on
    roll_offer: bool = False  # the Moby Dick player may play Barrel Roll now
    rolling: int = -1  # the whale card Barrel Roll slides
    repick: bool = False  # the Ahab player re-picks the group after a Barrel Roll
    foul: bool = False  # the Ahab player picks the boat the Harpoon's line capsizes
    spotting: bool = False  # There She Blows!: the Ahab player picks the whale card
    islands: list[tuple[float, float, float]] = field(default_factory=list)  # x, y, radius
    last_turn: int | None = None  # after the third boat is lost: the last turn to play
    winner: int | None = None  # None with phase OVER: a draw
    reason: str = ""
    legal_cache: list | None = None

    def clone(self) -> LeviathanData:
        # field by field on a bare instance: compiled, 2-3x faster than the constructor
        c = type(self).__new__(type(self))
        c.config = self.config
        c.rng = self.rng.clone()
        c.phase = self.phase
        c.active = self.active
        c.turn = self.turn
        c.status = self.status[:]
        c.pose = self.pose[:]
        c.identity = self.identity[:]
        c.unplaced = self.unplaced[:]
        c.whale_count = self.whale_count
        c.boats_lowered = self.boats_lowered
        c.boats_destroyed = self.boats_destroyed
        c.held = [self.held[0][:], self.held[1][:]]
        c.spent = [self.spent[0][:], self.spent[1][:]]
        c.moved = self.moved
        c.step1_moves = self.step1_moves
        c.tactic_played = self.tactic_played
        c.maneuvered = self.maneuvered
        c.attacked = self.attacked
        c.bonus = self.bonus
        c.harpoon = self.harpoon
        c.exempt = self.exempt
        c.moving = self.moving
        c.purpose = self.purpose
        c.steer = self.steer
        c.lower_side = self.lower_side
        c.lower_facing = self.lower_facing
        c.collision = self.collision[:]
        c.retrievals = self.retrievals
        c.group = self.group[:]
        c.roll_offer = self.roll_offer
        c.rolling = self.rolling
        c.repick = self.repick
        c.foul = self.foul
        c.spotting = self.spotting
        c.islands = self.islands[:]
        c.last_turn = self.last_turn
        c.winner = self.winner
        c.reason = self.reason
        c.legal_cache = None
        return c

    def on_table(self, card: int) -> bool:
        return self.status[card] in (HIDDEN, REVEALED, AFLOAT, CAPSIZED)

"""The plain data of a game of Chaos Cove, and the constants that name its values.

Content (heroes, cards, tiles, spaces) is referred to by its index in `content`; the data
is plain ints and lists with a hand-written `clone()`. The rules (`rules/`), the views
(`view.py`) and the facade (`game.py`) work on it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from seaboard.engine.game import Action
from seaboard.engine.rng import Rng
from seaboard.games.chaos_cove.config import CoveConfig

# phases of a round (rulebook: Playing the Game)
PLACE, PRODUCE, BUILD, SURPRISE, DEFEND, END = 1, 2, 3, 4, 5, 6

# pending decisions (`Task.kind`): effects taken one atomic action at a time
(T_FLIP, T_USE, T_SMITH, T_DISTIL, T_MARKET, T_BUY, T_BUILD, T_MARKER) = range(8)
(T_MOVE, T_BOUNCE, T_GAIN, T_UNFLIP, T_TAKE1, T_ATTACK, T_LOSE, T_RECRUIT) = range(8, 16)


TASK_NAMES = (
    "flip",
    "use",
    "blacksmith",
    "distillery",
    "market",
    "buy",
    "build",
    "garden",
    "move",
    "bounce",
    "gain",
    "rosa",
    "belle",
    "calvin",
    "lose",
    "fountain",
)


# where control returns after a combat (`Fight.origin`): Phase 1 (Calvin), Phase 4, the
# defence of a piece in Phase 5, a side combat in Phase 5 (Calvin)
O_P1, O_P4, O_DEF, O_SIDE = range(4)


# combat stages (`Fight.stage`)
OWN, HELP, REVIEW, FINAL = range(4)


# how a construction card is bought (`Task.a` of T_BUY)
BUY_TOWN_HALL, BUY_SHIPYARD, BUY_PHASE3 = range(3)


# construction stacks 1-8 hold numbered cards (index 0-7), 9 and 10 the random cards
NUMBERED_STACKS = 8


# the most construction cards a player can hold (the `trade`/`use`/`lose` index range)
MAX_CARDS = 32


# Phase 5: the Flint / Art card grants for the defender now attacked (`card_grant` bits)
GRANT_FLEE, GRANT_HIDE = 1, 2


@dataclass(slots=True)
class Task:
    """A pending decision of one player (an effect taken in several atomic steps).

    `left`: how many steps are left (flips, uses, items to give, goods to gain);
    `variant`: which flavour of the task (the invader kind to flip, 1 for ships only when
    using cards, the buy mode, ship or fort, the gain set, where a Calvin combat returns);
    `progress`: T_FLIP 1 once a tile was flipped (the Lighthouse may stop after one),
    T_MARKET the supplies still to get; `used_cards`: bits of the construction cards used.
    """

    kind: int
    player: int
    left: int = 0
    variant: int = -1
    progress: int = -1
    used_cards: int = 0

    def clone(self) -> Task:
        return Task(self.kind, self.player, self.left, self.variant, self.progress, self.used_cards)


@dataclass(slots=True)
class Fight:
    """One combat (Combat Primer), decided one atomic contribution at a time.

    stage: OWN (the active player adds strength), HELP (others offer hero cards, asked in
    turn order, each once), REVIEW (the active player accepts or refuses each offer),
    FINAL (the active player may add more, then fights).
    """

    player: int
    target: int  # index in content.TARGETS
    strength: int
    naval: bool
    origin: int  # where control returns after it: O_P1, O_P4, O_DEF, O_SIDE
    total: int = 0
    stage: int = 0
    asked: int = 0  # how many helpers have been asked
    offers: list[int] = field(default_factory=list)  # flattened (player, card) pairs
    gus_card: bool = False  # a Gus card was played for this combat
    space: int = -1  # the defending ship/fort space in Phase 5

    def clone(self) -> Fight:
        return Fight(
            self.player,
            self.target,
            self.strength,
            self.naval,
            self.origin,
            self.total,
            self.stage,
            self.asked,
            list(self.offers),
            self.gus_card,
            self.space,
        )


@dataclass  # no slots=True: compiled, an extension type (state.pxd); a new field goes there too
class ChaosCoveData:
    config: CoveConfig
    rng: Rng
    players: int
    rounds: int
    round: int = 0
    phase: int = PLACE
    first_player: int = 0  # the first player marker
    order_start: int = 0  # Phase 1 keeps the order of the round's first player (Garden)
    turn: int = 0
    resources: list[list[int]] = field(default_factory=list)
    cannon_stock: int = 0
    saber_stock: int = 0
    hands: list[list[int]] = field(default_factory=list)
    known_cards: list[list[int]] = field(default_factory=list)  # cards all know are in a hand
    deck: list[int] = field(default_factory=list)  # unordered: draws are random
    discard: list[int] = field(default_factory=list)
    construction: list[list[int]] = field(default_factory=list)  # construction cards per player
    defeated: list[list[int]] = field(default_factory=list)  # defeated invader tiles
    ships: list[int] = field(default_factory=list)  # owner per ship space, -1 empty
    forts: list[int] = field(default_factory=list)
    invaders: list[int] = field(default_factory=list)  # tile per sea/land lane, -1 none
    face_up: list[bool] = field(default_factory=list)
    breakthrough: list[list[int]] = field(default_factory=list)  # pirate tiles, barbarian tiles
    numbered_left: list[int] = field(default_factory=list)  # cards left in stacks 1-8
    random_stacks: list[list[int]] = field(default_factory=list)  # random stacks, face-down part
    random_tops: list[int] = field(default_factory=list)  # random stacks, face-up top card
    stack_up: list[bool] = field(default_factory=list)  # top card face-up (buyable)
    stack_taken: list[bool] = field(default_factory=list)  # a card was taken this round
    random_discards: list[int] = field(default_factory=list)
    hero_hands: list[list[int]] = field(default_factory=list)  # hero tiles per seat slot
    seat_slots: tuple[int, ...] = ()
    hero_location: list[int] = field(default_factory=list)
    hero_owner: list[int] = field(default_factory=list)  # hero -> player this round, -1 dummy
    placed: list[int] = field(default_factory=list)
    passed: list[bool] = field(default_factory=list)
    fortress_token: list[bool] = field(default_factory=list)  # Fortress tokens
    art_tile: list[bool] = field(default_factory=list)  # hero tile effects for this round
    gus_tile: list[bool] = field(default_factory=list)
    flint_tile: list[bool] = field(default_factory=list)
    # this turn in Phase 1
    turn_hero: int = -1
    turn_location_used: bool = False
    turn_hero_used: bool = False
    turn_takes: int = 0
    turn_symbols: list[int] = field(default_factory=list)
    turn_free_takes: int = 0
    turn_card_played: bool = False
    turn_hattie: bool = False
    # Phase 2 / 5 cursors
    ships_used: int = 0  # Phase 2: bits of the mover's construction cards already used
    attacking_lane: int = 0  # Phase 5: which invader attacks (0-3 sea, 4-7 land)
    sat_out: int = 0  # Phase 5: bits of spaces whose piece sits this invader out
    card_grant: int = 0  # Phase 5: GRANT_* bits, and (space + 1) << 2 of the piece granted
    after_combat: int = -1  # Phase 5: the defender who may still play ability cards after combat
    failed_attacks: list[int] = field(default_factory=list)  # Phase 4 so far: bits of tiles
    # each player attacked and did not defeat (a record for the agents, not a rule)
    pending: list[Any] = field(default_factory=list)  # pending Tasks and Fights
    over: bool = False
    cove_fell: bool = False
    last_order: tuple[int, ...] = ()
    legal_cache: list[Action] | None = None  # legal actions cached until the next action

    def clone(self) -> ChaosCoveData:
        """A copy of every mutable part, of the same class (a facade clones into a facade)."""
        copy = type(self).__new__(type(self))
        copy.config = self.config
        copy.rng = self.rng.clone()
        copy.players = self.players
        copy.rounds = self.rounds
        copy.round = self.round
        copy.phase = self.phase
        copy.first_player = self.first_player
        copy.order_start = self.order_start
        copy.turn = self.turn
        copy.resources = [list(r) for r in self.resources]
        copy.cannon_stock = self.cannon_stock
        copy.saber_stock = self.saber_stock
        copy.hands = [list(h) for h in self.hands]
        copy.known_cards = [list(k) for k in self.known_cards]
        copy.deck = list(self.deck)
        copy.discard = list(self.discard)
        copy.construction = [list(c) for c in self.construction]
        copy.defeated = [list(t) for t in self.defeated]
        copy.ships = list(self.ships)
        copy.forts = list(self.forts)
        copy.invaders = list(self.invaders)
        copy.face_up = list(self.face_up)
        copy.breakthrough = [list(b) for b in self.breakthrough]
        copy.numbered_left = list(self.numbered_left)
        copy.random_stacks = [list(r) for r in self.random_stacks]
        copy.random_tops = list(self.random_tops)
        copy.stack_up = list(self.stack_up)
        copy.stack_taken = list(self.stack_taken)
        copy.random_discards = list(self.random_discards)
        copy.hero_hands = [list(h) for h in self.hero_hands]
        copy.seat_slots = self.seat_slots
        copy.hero_location = list(self.hero_location)
        copy.hero_owner = list(self.hero_owner)
        copy.placed = list(self.placed)
        copy.passed = list(self.passed)
        copy.fortress_token = list(self.fortress_token)
        copy.art_tile = list(self.art_tile)
        copy.gus_tile = list(self.gus_tile)
        copy.flint_tile = list(self.flint_tile)
        copy.turn_hero = self.turn_hero
        copy.turn_location_used = self.turn_location_used
        copy.turn_hero_used = self.turn_hero_used
        copy.turn_takes = self.turn_takes
        copy.turn_symbols = list(self.turn_symbols)
        copy.turn_free_takes = self.turn_free_takes
        copy.turn_card_played = self.turn_card_played
        copy.turn_hattie = self.turn_hattie
        copy.ships_used = self.ships_used
        copy.attacking_lane = self.attacking_lane
        copy.sat_out = self.sat_out
        copy.card_grant = self.card_grant
        copy.after_combat = self.after_combat
        copy.failed_attacks = list(self.failed_attacks)
        copy.pending = [t.clone() for t in self.pending]
        copy.over = self.over
        copy.cove_fell = self.cove_fell
        copy.last_order = self.last_order
        copy.legal_cache = None
        return copy

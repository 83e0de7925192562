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
(T_MOVE, T_BOUNCE, T_GAIN, T_UNFLIP, T_TAKE1, T_ATTACK, T_LOSE) = range(8, 15)


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
)


# where control returns after a combat (`Fight.origin`): Phase 1 (Calvin), Phase 4, the
# defence of a piece in Phase 5, a side combat in Phase 5 (Calvin)
O_P1, O_P4, O_DEF, O_SIDE = range(4)


# combat stages (`Fight.stage`)
OWN, HELP, REVIEW, FINAL = range(4)


# how a construction card is bought (`Task.a` of T_BUY)
BUY_TOWN_HALL, BUY_SHIPYARD, BUY_PHASE3 = range(3)


# the most construction cards a player can hold (the `trade`/`use`/`lose` index range)
MAX_CARDS = 32


# Phase 5: the Flint / Art card grants for the defender now attacked (`card_grant` bits)
GRANT_FLEE, GRANT_HIDE = 1, 2


@dataclass(slots=True)
class Task:
    """A pending decision of one player (an effect taken in several atomic steps).

    `n` counts what is left, `a`/`b` are the task's arguments, `mask` marks used cards.
    """

    kind: int
    player: int
    n: int = 0
    a: int = -1
    b: int = -1
    mask: int = 0

    def clone(self) -> Task:
        return Task(self.kind, self.player, self.n, self.a, self.b, self.mask)


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
    ask: int = 0  # how many helpers have been asked
    offers: list[int] = field(default_factory=list)  # flattened (player, card) pairs
    gus: bool = False  # a Gus card was played for this combat
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
            self.ask,
            list(self.offers),
            self.gus,
            self.space,
        )


@dataclass(slots=True)
class ChaosCoveData:
    config: CoveConfig
    rng: Rng
    n: int
    rounds: int
    round: int = 0
    phase: int = PLACE
    first: int = 0  # the first player marker
    order_start: int = 0  # Phase 1 keeps the order of the round's first player (Garden)
    turn: int = 0
    res: list[list[int]] = field(default_factory=list)
    cannon_stock: int = 0
    saber_stock: int = 0
    hands: list[list[int]] = field(default_factory=list)
    known: list[list[int]] = field(default_factory=list)  # cards all know are in a hand
    deck: list[int] = field(default_factory=list)  # unordered: draws are random
    discard: list[int] = field(default_factory=list)
    cards: list[list[int]] = field(default_factory=list)  # construction cards per player
    tiles: list[list[int]] = field(default_factory=list)  # defeated invader tiles
    ships: list[int] = field(default_factory=list)  # owner per ship space, -1 empty
    forts: list[int] = field(default_factory=list)
    invader: list[int] = field(default_factory=list)  # tile per sea/land lane, -1 none
    face_up: list[bool] = field(default_factory=list)
    bt: list[list[int]] = field(default_factory=list)  # breakthrough: pirates, barbarians
    stack_count: list[int] = field(default_factory=list)  # numbered stacks 1-8
    rstack: list[list[int]] = field(default_factory=list)  # random stacks, face-down part
    rtop: list[int] = field(default_factory=list)  # random stacks, face-up top card
    up: list[bool] = field(default_factory=list)  # top card face-up (buyable)
    taken: list[bool] = field(default_factory=list)  # a card was taken this round
    rdiscard: list[int] = field(default_factory=list)
    slot_hand: list[list[int]] = field(default_factory=list)  # hero tiles per seat slot
    seat_slot: tuple[int, ...] = ()
    hero_loc: list[int] = field(default_factory=list)
    owner: list[int] = field(default_factory=list)  # hero -> player this round, -1 dummy
    placed: list[int] = field(default_factory=list)
    passed: list[bool] = field(default_factory=list)
    token: list[bool] = field(default_factory=list)  # Fortress tokens
    art: list[bool] = field(default_factory=list)  # hero tile effects for this round
    gus: list[bool] = field(default_factory=list)
    flint: list[bool] = field(default_factory=list)
    # this turn in Phase 1
    t_hero: int = -1
    t_loc_done: bool = False
    t_hero_done: bool = False
    t_taken: int = 0
    t_sym: list[int] = field(default_factory=list)
    t_free: int = 0
    t_cards: bool = False
    t_hattie: bool = False
    # Phase 2 / 5 cursors
    used: int = 0  # Phase 2: cards of the player to move already used
    lane: int = 0  # Phase 5: which invader attacks (0-3 sea, 4-7 land)
    mark: int = 0  # Phase 5: spaces whose piece sits this invader out (fled/hidden)
    grant: int = 0  # Phase 5: card grants for the current defender (1 flee, 2 hide)
    post: int = -1  # Phase 5: the defender who may still play ability cards after combat
    tried: list[int] = field(default_factory=list)  # Phase 4: tiles each player failed
    stack: list[Any] = field(default_factory=list)  # pending Tasks and Fights
    over: bool = False
    lost: bool = False
    last_order: tuple[int, ...] = ()
    lc: list[Action] | None = None  # legal actions cached until the next action

    def clone(self) -> ChaosCoveData:
        """A copy of every mutable part, of the same class (a facade clones into a facade)."""
        return type(self)(
            self.config,
            self.rng.clone(),
            self.n,
            self.rounds,
            self.round,
            self.phase,
            self.first,
            self.order_start,
            self.turn,
            [list(r) for r in self.res],
            self.cannon_stock,
            self.saber_stock,
            [list(h) for h in self.hands],
            [list(k) for k in self.known],
            list(self.deck),
            list(self.discard),
            [list(c) for c in self.cards],
            [list(t) for t in self.tiles],
            list(self.ships),
            list(self.forts),
            list(self.invader),
            list(self.face_up),
            [list(b) for b in self.bt],
            list(self.stack_count),
            [list(r) for r in self.rstack],
            list(self.rtop),
            list(self.up),
            list(self.taken),
            list(self.rdiscard),
            [list(h) for h in self.slot_hand],
            self.seat_slot,
            list(self.hero_loc),
            list(self.owner),
            list(self.placed),
            list(self.passed),
            list(self.token),
            list(self.art),
            list(self.gus),
            list(self.flint),
            self.t_hero,
            self.t_loc_done,
            self.t_hero_done,
            self.t_taken,
            list(self.t_sym),
            self.t_free,
            self.t_cards,
            self.t_hattie,
            self.used,
            self.lane,
            self.mark,
            self.grant,
            self.post,
            list(self.tried),
            [t.clone() for t in self.stack],
            self.over,
            self.lost,
            self.last_order,
        )

"""The plain data of a game of Ahoy: players and their boards, figures, the map of placed
region tiles, the Market and the decks, and the stack of pending decisions. No rules here.

Spaces are ints: `tile * 4 + corner` with corners NW, NE, SW, SE in printed order (the
Island is always corner 3). Map positions are grid squares `(x, y)`, y growing south.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from seaboard.engine.game import GameConfig
from seaboard.engine.rng import Rng

BLUEFIN, MOLLUSK, SMUGGLER = "bluefin", "mollusk", "smuggler"
SETUP, PLAY, OVER = "setup", "play", "over"
ISLAND_CORNER = 3
# figure kinds
FLAGSHIP, PATROL, STRONGHOLD, CUTTER, GUNSHIP = (
    "flagship",
    "patrol",
    "stronghold",
    "cutter",
    "gunship",
)
NOWHERE = -1  # a figure in its owner's supply
BODY = "body"  # Leviathan Bodies; its Heads are Flagships (F&F: "Heads and Bodies")
LEVIATHAN = "leviathan"
CORAL = "coral"
BOXED_CAPTAIN = -2  # Coral Cap: the Frigate is outfitted, its Captain went to the box


@dataclass  # no slots=True: compiled, an extension type (state.pxd); a new field goes there too
class Slot:
    """A die slot of a board or a Crew card: its action, the faces it takes (empty: any),
    the die on it (0: none) and whether a damage token covers it."""

    name: str
    action: str
    values: tuple[int, ...]
    damageable: bool
    die: int = 0
    damaged: bool = False

    def clone(self) -> Slot:
        c = Slot.__new__(Slot)
        c.name = self.name
        c.action = self.action
        c.values = self.values
        c.damageable = self.damageable
        c.die = self.die
        c.damaged = self.damaged
        return c


@dataclass  # see Slot
class Player:
    faction: str
    gold: int
    slots: list[Slot]
    dice: list[int] = field(default_factory=list)  # rolled, not yet placed
    fame: int = 0
    placed: int = 0  # dice placed (or spent) this turn
    crew: list[int] = field(default_factory=list)  # Market card indices, in recruit order
    ready: int = 0  # Mollusk: Ready Comrades
    supply: int = 0  # Mollusk: Comrades in the supply
    plans: list[int] = field(default_factory=list)  # Mollusk: plan cards in hand (secret)
    cargo: list[int] = field(default_factory=list)  # Smuggler: Cargo carried (public)
    pledged: list[list[int]] = field(default_factory=list)  # Smuggler: per pledge, secret
    reward: int = 12  # Smuggler: reward-grid cell (row * 5 + col), start in the centre
    reward_prev: int = -1
    crew_used: int = 0  # once-a-turn Crew used this turn (bits: Mystic 1, Whispering Wind 2)
    speed: int = 0  # Leviathan: Speed and Fangs tracks
    fangs: int = 0
    bodies: int = 0  # Leviathan: Ready Bodies
    evolutions: list[int] = field(default_factory=list)  # Leviathan: hand (secret)
    evolved: list[int] = field(default_factory=list)  # Leviathan: played (public)
    jobs: list[int] = field(default_factory=list)  # Coral Cap: 6 Frigates x 3 Job slots:
    # 0 empty, -1 damaged, else the Job token's Fame (secret from the others)
    captains: list[int] = field(default_factory=list)  # Coral Cap: per Frigate, -1 none,
    # BOXED_CAPTAIN when a one-shot Captain went to the box (the Frigate stays outfitted)

    def clone(self) -> Player:
        c = Player.__new__(Player)
        c.faction = self.faction
        c.gold = self.gold
        c.slots = [s.clone() for s in self.slots]
        c.dice = self.dice[:]
        c.fame = self.fame
        c.placed = self.placed
        c.crew = self.crew[:]
        c.ready = self.ready
        c.supply = self.supply
        c.plans = self.plans[:]
        c.cargo = self.cargo[:]
        c.pledged = [p[:] for p in self.pledged]
        c.reward = self.reward
        c.reward_prev = self.reward_prev
        c.crew_used = self.crew_used
        c.speed = self.speed
        c.fangs = self.fangs
        c.bodies = self.bodies
        c.evolutions = self.evolutions[:]
        c.evolved = self.evolved[:]
        c.jobs = self.jobs[:]
        c.captains = self.captains[:]
        return c


@dataclass  # see Slot
class Figure:
    owner: int
    kind: str
    space: int = NOWHERE

    def clone(self) -> Figure:
        c = Figure.__new__(Figure)
        c.owner = self.owner
        c.kind = self.kind
        c.space = self.space
        return c


@dataclass  # see Slot
class Placed:
    """A region tile on the map: its top-left grid square, rotation (quarter turns
    clockwise) and wealth die."""

    tile: int
    x: int
    y: int
    rot: int
    wealth: int

    def clone(self) -> Placed:
        c = Placed.__new__(Placed)
        c.tile = self.tile
        c.x = self.x
        c.y = self.y
        c.rot = self.rot
        c.wealth = self.wealth
        return c


@dataclass  # see Slot
class Battle:
    """One battle between two figures, resolved in stages (ahoy.md §6.4)."""

    attacker: int  # figure index
    defender: int
    cause: str  # "move", "cannons", ...
    stage: str = "plans"
    roll: list[int] = field(default_factory=lambda: [0, 0])  # attacker, defender
    bonus: list[int] = field(default_factory=lambda: [0, 0])
    secret: list[bool] = field(default_factory=lambda: [False, False])  # Secret Weapon
    asked: int = 0  # plan window: how many sides were asked
    winner: int = -1  # 0 attacker, 1 defender
    skipped: bool = False

    def clone(self) -> Battle:
        return Battle(
            self.attacker,
            self.defender,
            self.cause,
            self.stage,
            list(self.roll),
            list(self.bonus),
            list(self.secret),
            self.asked,
            self.winner,
            self.skipped,
        )


@dataclass  # see Slot
class Frame:
    """A pending decision (or a step waiting for one above it). `n` counts what is left,
    `a`/`b` are arguments, `used` remembers picks that must differ."""

    kind: str
    player: int
    fig: int = -1
    n: int = 0
    a: int = 0
    b: int = 0
    text: str = ""
    used: list[int] = field(default_factory=list)
    battle: Battle | None = None

    def clone(self) -> Frame:
        return Frame(
            self.kind,
            self.player,
            self.fig,
            self.n,
            self.a,
            self.b,
            self.text,
            list(self.used),
            self.battle.clone() if self.battle is not None else None,
        )


@dataclass  # see Slot
class AhoyData:
    config: GameConfig
    rng: Rng
    players: list[Player] = field(default_factory=list)
    figures: list[Figure] = field(default_factory=list)
    placed: list[Placed] = field(default_factory=list)
    grid: dict[tuple[int, int], int] = field(default_factory=dict)  # square -> space
    comrades: list[int] = field(default_factory=list)  # per tile: Comrades on its Island
    stack: list[int] = field(default_factory=list)  # region tiles to explore, top last
    removed_tiles: list[int] = field(default_factory=list)  # out of the game, unseen
    market: list[int] = field(default_factory=list)
    deck: list[int] = field(default_factory=list)  # Market deck, top last
    removed_cards: list[int] = field(default_factory=list)  # out of the game, unseen
    boxed: list[int] = field(default_factory=list)  # returned to the box, public
    plan_deck: list[int] = field(default_factory=list)
    plan_discard: list[int] = field(default_factory=list)
    round: int = 1
    first: int = 0
    current: int = 0
    phase: str = SETUP
    pending: list[Frame] = field(default_factory=list)
    appetite: int = -1  # the face-up Appetite card
    appetite_deck: list[int] = field(default_factory=list)
    appetite_discard: list[int] = field(default_factory=list)
    evolution_deck: list[int] = field(default_factory=list)
    job_bag: list[int] = field(default_factory=list)  # Coral Cap Job tokens, unseen
    reason: str = ""
    legal_cache: list | None = None  # type: ignore[type-arg]

    def clone(self) -> AhoyData:
        # field by field on a bare instance: compiled, 2-3x faster than the constructor
        c = type(self).__new__(type(self))
        c.config = self.config
        c.rng = self.rng.clone()
        c.players = [p.clone() for p in self.players]
        c.figures = [f.clone() for f in self.figures]
        c.placed = [t.clone() for t in self.placed]
        c.grid = self.grid.copy()
        c.comrades = self.comrades[:]
        c.stack = self.stack[:]
        c.removed_tiles = self.removed_tiles[:]
        c.market = self.market[:]
        c.deck = self.deck[:]
        c.removed_cards = self.removed_cards[:]
        c.boxed = self.boxed[:]
        c.plan_deck = self.plan_deck[:]
        c.plan_discard = self.plan_discard[:]
        c.round = self.round
        c.first = self.first
        c.current = self.current
        c.phase = self.phase
        c.pending = [f.clone() for f in self.pending]
        c.appetite = self.appetite
        c.appetite_deck = self.appetite_deck[:]
        c.appetite_discard = self.appetite_discard[:]
        c.evolution_deck = self.evolution_deck[:]
        c.job_bag = self.job_bag[:]
        c.reason = self.reason
        c.legal_cache = None
        return c

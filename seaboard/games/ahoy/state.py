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


@dataclass(slots=True)
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
        return Slot(self.name, self.action, self.values, self.damageable, self.die, self.damaged)


@dataclass(slots=True)
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
        return Player(
            self.faction,
            self.gold,
            [s.clone() for s in self.slots],
            list(self.dice),
            self.fame,
            self.placed,
            list(self.crew),
            self.ready,
            self.supply,
            list(self.plans),
            list(self.cargo),
            [list(p) for p in self.pledged],
            self.reward,
            self.reward_prev,
            self.crew_used,
            self.speed,
            self.fangs,
            self.bodies,
            list(self.evolutions),
            list(self.evolved),
            list(self.jobs),
            list(self.captains),
        )


@dataclass(slots=True)
class Figure:
    owner: int
    kind: str
    space: int = NOWHERE

    def clone(self) -> Figure:
        return Figure(self.owner, self.kind, self.space)


@dataclass(slots=True)
class Placed:
    """A region tile on the map: its top-left grid square, rotation (quarter turns
    clockwise) and wealth die."""

    tile: int
    x: int
    y: int
    rot: int
    wealth: int

    def clone(self) -> Placed:
        return Placed(self.tile, self.x, self.y, self.rot, self.wealth)


@dataclass(slots=True)
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


@dataclass(slots=True)
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


@dataclass(slots=True)
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
        return type(self)(
            self.config,
            self.rng.clone(),
            [p.clone() for p in self.players],
            [f.clone() for f in self.figures],
            [t.clone() for t in self.placed],
            dict(self.grid),
            list(self.comrades),
            list(self.stack),
            list(self.removed_tiles),
            list(self.market),
            list(self.deck),
            list(self.removed_cards),
            list(self.boxed),
            list(self.plan_deck),
            list(self.plan_discard),
            self.round,
            self.first,
            self.current,
            self.phase,
            [f.clone() for f in self.pending],
            self.appetite,
            list(self.appetite_deck),
            list(self.appetite_discard),
            list(self.evolution_deck),
            list(self.job_bag),
            self.reason,
            None,
        )

"""The state of Hunt for Blackbeard and its rules, in the order of the Sequence of Play.

Seat 0 is Blackbeard, seat 1 the Hunters. Spaces, tiles, informants, defenses and assets are
referred to by their index in the module-level tables of `content`; the state is plain ints.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from seaboard.engine.game import Action, Event, GameConfig, IllegalAction, Result, State
from seaboard.engine.rng import Rng
from seaboard.games.blackbeard import content as C

BB, HUNT = 0, 1
ONLY_BB = frozenset({BB})
ONLY_H = frozenset({HUNT})

# blocks (rulebook "Components: Blocks")
BLANK, ADV, ADV_CAMP, CAMP, SIGHT, SIGHT_CAMP, BB_ALONE, BB_CAMP, ISRAEL = range(9)
BLOCK_NAMES = (
    "blank", "adventure", "adventure_at_camp", "camp", "sighting", "sighting_at_camp",
    "blackbeard", "blackbeard_at_camp", "israel_hands",
)  # fmt: skip
CAMP_BLOCKS = (ADV_CAMP, CAMP, SIGHT_CAMP, BB_CAMP)
ADVENTURE_BLOCKS = (ADV, ADV_CAMP)
SIGHTINGS = (SIGHT, SIGHT_CAMP)

# Hunter pieces
JANE, RANGER, BRAND = range(3)
PIECES = ("jane", "ranger", "brand")
SLOOPS = (JANE, RANGER)

# phases
SETCAMP, INTERVIEW, BB_ACTIONS, HUNTER_ACTIONS, ENCOUNTER, PIRACY, OVER = range(7)
PHASE_NAMES = (
    "set_camp",
    "interview",
    "blackbeard_actions",
    "hunter_actions",
    "encounter",
    "piracy",
    "over",
)
# Hunter Actions segments (rulebook D: in strict order)
COMMANDEER, SCOUT1, MOVE, SCOUT2 = range(4)
SEGMENT_NAMES = ("commandeer", "scout", "sail_and_march", "scout_again")
# Blackbeard Actions segments (rulebook C: Plan Piracy, Prepare Defenses, Sail)
PLAN, PREPARE, SAIL = range(3)

# encounter stages
(
    ARREST_BB,  # Blackbeard may declare Lookouts
    ARREST_H,  # Hunters may declare Maynard / Hyde, then roll
    FORCED_ESCAPE,  # Adventure beat Arrest by Brand alone: must Escape
    SHOT_TYPE,  # Chain Shot and Grape both: Blackbeard picks the Hit type
    FIRE_H,  # Hunters may declare Maynard / Hyde for Fire, then both Fire
    ASSIGN_BB,  # Blackbeard assigns a Hit between Jane and Ranger
    TYPE_H,  # Hunters pick Rigging or Crew for a Chain & Grape Hit
    ESCAPE_BB,  # Blackbeard may declare Lookouts for the Escape roll
    ESCAPE_H,  # Hunters may declare Maynard / Hyde, then roll Escape
    CHOICE_BB,  # Blackbeard won Escape: escape to a space, or board
    CHOICE_H,  # Hunters won Escape: withdraw or board
    FLEE_H,  # a Hunter Sloop escapes to an adjacent space
    BOARD_H,  # Hunters may declare Maynard / Hyde, then roll Boarding
    ORDER_H,  # ADVANCED: the Hunters pick which Encounter comes next
    SHOW_CAMP,  # ADVANCED: Israel Hands arrested; Blackbeard may Show the Camp for 4 gold
) = range(15)
STAGE_NAMES = (
    "arrest_blackbeard",
    "arrest_hunters",
    "forced_escape",
    "shot_type",
    "fire_hunters",
    "assign_hit",
    "hit_type",
    "escape_blackbeard",
    "escape_hunters",
    "choice_blackbeard",
    "choice_hunters",
    "flee",
    "board_hunters",
    "order",
    "show_camp",
)

# epochs of hidden movement (see view.belief)
E_CAMP, E_RESET, E_SAIL, E_ESCAPE, E_REMOVE = range(5)
# pirate pieces
P_ADVENTURE, P_BLACKBEARD, P_ISRAEL = range(3)
PIRATE_NAMES = ("adventure", "blackbeard", "israel_hands")

D_LOOKOUTS = C.DID["lookouts"]
D_SWIVEL = C.DID["swivel_guns"]
D_CHAIN = C.DID["chain_shot"]
D_GRAPE = C.DID["grape"]
D_GRENADOES = C.DID["grenadoes"]
D_MORTON = C.DID["philip_morton"]
D_LONGBOAT = C.DID["longboat"]
D_ISRAEL = C.DID["israel_hands"]
D_SILENCE = C.DID["bought_silence"]
A_CANOES = C.AID["canoes"]
A_BUTLER = C.AID["wm_butler"]
A_PARTISANS = C.AID["partisans"]
A_GORDON = C.AID["capt_gordon"]
A_CANNON = (C.AID["cannon_jane"], C.AID["cannon_ranger"])
A_HANDS = (C.AID["hands_jane"], C.AID["hands_ranger"])
A_MAYNARD = C.AID["lt_maynard"]
A_HYDE = C.AID["midshipman_hyde"]
A_HELM = C.AID["skilled_helm"]
A_CHAIN_GRAPE = C.AID["chain_grape"]
T_CAREEN = C.TID["careen_sloop"]
T_DOCTOR = C.TID["hire_doctor"]
T_RUM = C.TID["buy_rum"]
T_ORDINARY = C.TID["crew_to_ordinary"]
R = C.R


def _bit(x: int) -> int:
    return 1 << x


@dataclass(slots=True)
class Battle:
    """The open Encounter at one space (rulebook E)."""

    space: int
    stage: int
    sloops: list[int]
    hammer: bool = False  # Hammer & Anvil: Hunters may not choose Escape
    adv_rig: int = 0
    adv_crew: int = 0
    rig: list[int] = field(default_factory=lambda: [0, 0])
    crew: list[int] = field(default_factory=lambda: [0, 0])
    morton_hit: list[int] = field(default_factory=lambda: [0, 0])
    shot: int = 0  # 0 Rigging, 1 Crew: Blackbeard's 3-4 Hit type with both tiles
    lookouts: bool = False  # declared for the coming roll
    maynard: bool = False
    hyde: bool = False
    hits_bb: list[int] = field(default_factory=list)  # Hits to assign: 0 rigging, 1 crew
    hits_h: int = 0  # Chain & Grape hits whose type the Hunters pick
    bb_won_escape: bool = False
    fleeing: list[int] = field(default_factory=list)
    bb_fired: bool = False
    h_fired: bool = False
    pirate: int = 0  # P_ADVENTURE, P_BLACKBEARD or P_ISRAEL
    brand: bool = False

    def clone(self) -> Battle:
        return Battle(
            self.space, self.stage, list(self.sloops), self.hammer, self.adv_rig,
            self.adv_crew, list(self.rig), list(self.crew), list(self.morton_hit), self.shot,
            self.lookouts, self.maynard, self.hyde, list(self.hits_bb), self.hits_h,
            self.bb_won_escape, list(self.fleeing), self.bb_fired, self.h_fired,
            self.pirate, self.brand,
        )  # fmt: skip

    def public(self) -> dict[str, Any]:
        return {
            "pirate": PIRATE_NAMES[self.pirate],
            "space": C.SPACE_IDS[self.space],
            "stage": STAGE_NAMES[self.stage],
            "sloops": [PIECES[s] for s in self.sloops],
            "hammer_and_anvil": self.hammer,
            "adventure_hits": {"rigging": self.adv_rig, "crew": self.adv_crew},
            "sloop_hits": {
                PIECES[s]: {"rigging": self.rig[s], "crew": self.crew[s]} for s in SLOOPS
            },
            "shot": ("rigging", "crew")[self.shot],
            "lookouts": self.lookouts,
            "maynard": self.maynard,
            "hyde": self.hyde,
            "hits_to_assign": len(self.hits_bb) + self.hits_h,
        }


@dataclass(slots=True)
class BBState(State):
    config: GameConfig
    rng: Rng
    phase: int = SETCAMP
    turn: int = 1
    mover: int | None = BB
    # the Map
    blocks: list[int] = field(default_factory=lambda: [BLANK] * C.N)
    faceup: list[bool] = field(default_factory=lambda: [False] * C.N)
    surveil: list[bool] = field(default_factory=lambda: [False] * C.N)
    camp: int = -1
    adv: int = -1
    camp_found: bool = False
    escaped: bool = False  # the Escaped! marker: Blackbeard wins ties (Warned)
    hpos: list[int] = field(default_factory=lambda: [C.JAMES] * 3)
    # Blackbeard's mat (hidden from the Hunters)
    rows: list[list[int]] = field(default_factory=lambda: [[], []])
    piles: list[list[int]] = field(default_factory=lambda: [[], []])
    out: list[int] = field(default_factory=list)
    cubes: list[int] = field(default_factory=lambda: [0] * len(C.PIRACY))
    tpawns: list[int] = field(default_factory=lambda: [0] * len(C.PIRACY))
    tile_public: list[bool] = field(default_factory=lambda: [False] * len(C.PIRACY))
    purse: int = 0
    gold_spent: int = 0
    loot: list[int] = field(default_factory=list)  # values of Taken Loot
    loot_pool: list[int] = field(default_factory=list)
    defenses: list[bool] = field(default_factory=lambda: [False] * len(C.DEFENSES))
    declared: list[bool] = field(default_factory=lambda: [False] * len(C.DEFENSES))
    bb_pawns: int = 0  # used this turn
    bb_segment: int = PLAN
    path: list[int] = field(default_factory=list)  # Adventure's Sail this turn
    sailed: bool = False  # Sailed-No-Careen marker
    lookouts_used: bool = False
    # the Hunters' mat (hidden from Blackbeard)
    inf_pile: list[int] = field(default_factory=list)
    inf: list[int] = field(default_factory=list)
    inf_used: list[bool] = field(default_factory=list)
    inf_count: list[list[int]] = field(default_factory=list)  # per group, spaces Spotted
    assets: list[bool] = field(default_factory=lambda: [False] * len(C.ASSETS))
    asset_declared: list[bool] = field(default_factory=lambda: [False] * len(C.ASSETS))
    n_assets: int = 0
    h_pawns: int = 0  # all pawns used this turn (behind the Hunters' screen)
    h_map_pawns: int = 0  # of which placed openly on the Map (Scout, Sail, March)
    segment: int = COMMANDEER
    scouted: list[int] = field(default_factory=lambda: [0] * 3)  # Scouts this segment
    canoed: list[bool] = field(default_factory=lambda: [False] * 3)
    stopped: list[bool] = field(default_factory=lambda: [False] * 3)
    spotted_now: list[int] = field(default_factory=list)  # Spotted this Interview
    chains: list[tuple[int, bool]] = field(default_factory=list)  # (Sighting space, secret)
    spots: list[tuple[int, int, int]] = field(default_factory=list)  # (turn, space, block)
    inspected: int = 0  # secret Spots this turn, as Blackbeard sees them
    maynard_used: bool = False
    hyde_used: bool = False
    # what the Hunters have seen, for determinization: (epoch, space, block)
    epochs: list[tuple[int, int, tuple[int, ...]]] = field(default_factory=list)
    obs: list[tuple[int, int, int, int]] = field(default_factory=list)
    shows: list[tuple[int, int, int]] = field(default_factory=list)  # (turn, space, tile)
    belief_cache: Any = None
    # Encounters and Piracy
    battle: Battle | None = None
    queue: list[int] = field(default_factory=list)  # Piracy tiles left to resolve
    pardon_tile: int = -1
    fete_left: int = 0
    winner: int | None = None
    reason: str = ""
    # ADVANCED: Blackbeard alone (Longboat), Israel Hands, Bought Silence
    bpos: int = -1
    ipos: int = -1
    silence: list[int] = field(default_factory=list)
    israel_out: bool = False
    enc_queue: list[int] = field(default_factory=list)
    last_roll: dict[str, Any] | None = None
    ordinary_turn: int = 0  # the turn Crew to Ordinary was first declared (its marker set out)
    legal_cache: list[Action] | None = None  # the last legal list, until the next action

    # -- the contract ---------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        if self.phase == OVER:
            return None
        return HUNT if self.chains else self.mover

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def result(self) -> Result:
        w = self.winner if self.winner is not None else HUNT
        scores = [1.0, 0.0] if w == BB else [0.0, 1.0]
        return Result.from_ranking(scores, self.reason)

    def legal_actions(self) -> list[Action]:
        from seaboard.games.blackbeard import rules

        out = rules.legal(self)
        self.legal_cache = out
        return list(out)

    def is_legal(self, action: Action) -> bool:
        cache = self.legal_cache
        if cache is None:
            return action in self.legal_actions()
        return action in cache

    def _apply(self, action: Action) -> list[Event]:
        from seaboard.games.blackbeard import rules

        self.legal_cache = None
        return rules.apply(self, action)

    def explain_illegal(self, action: Action) -> IllegalAction:
        from seaboard.games.blackbeard import rules

        return rules.explain(self, action)

    def view(self, player: int | None) -> dict[str, Any]:
        from seaboard.games.blackbeard import view

        return view.view(self, player)

    def reveal(self) -> dict[str, Any]:
        from seaboard.games.blackbeard import view

        return view.reveal(self)

    def determinize(self, player: int, rng: Rng) -> BBState:
        from seaboard.games.blackbeard import view

        return view.determinize(self, player, rng)

    def label(self, action: Action) -> str:
        from seaboard.games.blackbeard import rules

        return rules.label(self, action)

    def clone(self) -> BBState:
        return BBState(
            self.config, self.rng.clone(), self.phase, self.turn, self.mover,
            list(self.blocks), list(self.faceup), list(self.surveil), self.camp, self.adv,
            self.camp_found, self.escaped, list(self.hpos),
            [list(self.rows[0]), list(self.rows[1])], [list(self.piles[0]), list(self.piles[1])],
            list(self.out), list(self.cubes), list(self.tpawns), list(self.tile_public),
            self.purse, self.gold_spent, list(self.loot), list(self.loot_pool),
            list(self.defenses), list(self.declared), self.bb_pawns, self.bb_segment,
            list(self.path), self.sailed, self.lookouts_used,
            list(self.inf_pile), list(self.inf), list(self.inf_used),
            [list(g) for g in self.inf_count], list(self.assets), list(self.asset_declared),
            self.n_assets, self.h_pawns, self.h_map_pawns, self.segment, list(self.scouted), list(self.canoed),
            list(self.stopped),
            list(self.spotted_now), list(self.chains), list(self.spots), self.inspected,
            self.maynard_used, self.hyde_used, list(self.epochs), list(self.obs),
            list(self.shows), self.belief_cache,
            None if self.battle is None else self.battle.clone(), list(self.queue),
            self.pardon_tile, self.fete_left, self.winner, self.reason,
            self.bpos, self.ipos, list(self.silence), self.israel_out, list(self.enc_queue),
            None if self.last_roll is None else dict(self.last_roll), self.ordinary_turn,
        )  # fmt: skip

    def __getstate__(self) -> list[Any]:
        """Pickle without the caches (the belief set is rebuilt on demand)."""
        return [
            None if f.name in ("belief_cache", "legal_cache") else getattr(self, f.name)
            for f in fields(self)
        ]

    def __setstate__(self, state: list[Any]) -> None:
        for f, value in zip(fields(self), state, strict=True):
            object.__setattr__(self, f.name, value)

    # -- small helpers used by rules and view ----------------------------------------------------
    def block_visible(self, x: int) -> int | None:
        return self.blocks[x] if self.faceup[x] else None

    def log_obs(self, x: int, secret: int = 0) -> None:
        self.obs.append((len(self.epochs) - 1, x, self.blocks[x], secret))

    def new_epoch(self, kind: int, arg: int = -1, allowed: tuple[int, ...] = ()) -> None:
        self.epochs.append((kind, arg, allowed))
        for x in C.SLOTS:
            if self.faceup[x]:
                self.log_obs(x)

    def bb_pawn_limit(self) -> int:
        """Buy Rum: 4 pawns while the tile is face up and unfilled (rulebook F)."""
        return R.rum_pawns if self.penalty(T_RUM) else R.blackbeard_pawns

    def penalty(self, tile: int) -> bool:
        return self.on_mat(tile) and self.cubes[tile] < C.SQUARES[tile]

    def on_mat(self, tile: int) -> bool:
        return tile in self.rows[0] or tile in self.rows[1]

    def adventure_shown(self) -> bool:
        return self.adv >= 0 and self.faceup[self.adv] and self.blocks[self.adv] in ADVENTURE_BLOCKS

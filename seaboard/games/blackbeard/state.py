"""The plain data of a game of Hunt for Blackbeard, and the constants that name its values.

Seat 0 is Blackbeard, seat 1 the Hunters. Spaces, tiles, informants, defenses and assets are
referred to by their index in the module-level tables of `content`; the data is plain ints.
The rules (`rules/`), the views (`view.py`) and the facade (`game.py`) work on it.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from seaboard.engine.game import Action, GameConfig
from seaboard.engine.rng import Rng
from seaboard.games.blackbeard import content as C

BLACKBEARD, HUNTERS = 0, 1
ONLY_BLACKBEARD = frozenset({BLACKBEARD})
ONLY_HUNTERS = frozenset({HUNTERS})

# blocks (rulebook "Components: Blocks")
(
    BLANK,
    ADVENTURE,
    ADVENTURE_AT_CAMP,
    CAMP,
    SIGHTING,
    SIGHTING_AT_CAMP,
    BLACKBEARD_ALONE,
    BLACKBEARD_AT_CAMP,
    ISRAEL_HANDS,
) = range(9)
BLOCK_NAMES = (
    "blank", "adventure", "adventure_at_camp", "camp", "sighting", "sighting_at_camp",
    "blackbeard", "blackbeard_at_camp", "israel_hands",
)  # fmt: skip
CAMP_BLOCKS = (ADVENTURE_AT_CAMP, CAMP, SIGHTING_AT_CAMP, BLACKBEARD_AT_CAMP)
ADVENTURE_BLOCKS = (ADVENTURE, ADVENTURE_AT_CAMP)
SIGHTING_BLOCKS = (SIGHTING, SIGHTING_AT_CAMP)

# Hunter pieces
JANE, RANGER, BRAND = range(3)
PIECES = ("jane", "ranger", "brand")
SLOOPS = (JANE, RANGER)

# phases
SET_CAMP, INTERVIEW, BLACKBEARD_ACTIONS, HUNTER_ACTIONS, ENCOUNTER, PIRACY, OVER = range(7)
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
COMMANDEER, SCOUT, SAIL_AND_MARCH, SCOUT_AGAIN = range(4)
SEGMENT_NAMES = ("commandeer", "scout", "sail_and_march", "scout_again")
# Blackbeard Actions segments (rulebook C: Plan Piracy, Prepare Defenses, Sail); ADVANCED:
# placing Blackbeard, Israel Hands, Bought Silence while Setting the Map
PLAN, PREPARE, SAIL, SET_MAP = range(4)
BLACKBEARD_SEGMENT_NAMES = ("plan", "prepare", "sail", "set_map")

# Encounter stages (rulebook E). At each moment of an Encounter Blackbeard declares the
# tiles he uses first, then the Hunters (Declaring Tiles); a `roll` ends a side's declarations.
(
    ARREST_BLACKBEARD,  # Blackbeard may declare Lookouts
    ARREST_HUNTERS,  # the Hunters may declare Capt Gordon, Lt Maynard, Midshipman Hyde
    FORCED_ESCAPE,  # Adventure beat an Arrest by Brand alone: it must Escape
    FIRE_BLACKBEARD,  # Blackbeard may declare Swivel Guns, Chain Shot, Grape, Philip Morton
    FIRE_HUNTERS,  # the Hunters may declare Cannon, Chain & Grape, Maynard, Hyde; then Fire
    SHOT_TYPE,  # Chain Shot and Grape both: Blackbeard picks the Hit type as Adventure Fires
    ASSIGN_HIT,  # Blackbeard assigns a Hit between Jane and Ranger
    HIT_TYPE,  # the Hunters pick Rigging or Crew for a Chain & Grape Hit
    ESCAPE_BLACKBEARD,  # Blackbeard may declare Lookouts for the Escape roll
    ESCAPE_HUNTERS,  # the Hunters may declare Maynard, Hyde; then roll Escape
    CHOICE_BLACKBEARD,  # Blackbeard won Escape: escape to a space, or board
    CHOICE_HUNTERS,  # the Hunters won Escape: withdraw or board
    FLEE,  # a Hunter Sloop escapes to an adjacent space
    BOARD_BLACKBEARD,  # Blackbeard, who won Escape and Boards, may declare Grenadoes
    BOARD_HUNTERS,  # the Hunters may declare Extra Hands, Maynard, Hyde; then roll Boarding
    ENCOUNTER_ORDER,  # ADVANCED: the Hunters pick which Encounter comes next
    SHOW_CAMP,  # ADVANCED: Israel Hands arrested; Blackbeard may Show the Camp for 4 gold
) = range(17)
STAGE_NAMES = (
    "arrest_blackbeard",
    "arrest_hunters",
    "forced_escape",
    "fire_blackbeard",
    "fire_hunters",
    "shot_type",
    "assign_hit",
    "hit_type",
    "escape_blackbeard",
    "escape_hunters",
    "choice_blackbeard",
    "choice_hunters",
    "flee",
    "board_blackbeard",
    "board_hunters",
    "order",
    "show_camp",
)

# epochs of hidden movement (see view.belief)
EPOCH_CAMP, EPOCH_RESET, EPOCH_SAIL, EPOCH_ESCAPE, EPOCH_REMOVE = range(5)
# pirate pieces
PIRATE_ADVENTURE, PIRATE_BLACKBEARD, PIRATE_ISRAEL = range(3)
PIRATE_NAMES = ("adventure", "blackbeard", "israel_hands")

DEFENSE_LOOKOUTS = C.DID["lookouts"]
DEFENSE_SWIVEL_GUNS = C.DID["swivel_guns"]
DEFENSE_CHAIN_SHOT = C.DID["chain_shot"]
DEFENSE_GRAPE = C.DID["grape"]
DEFENSE_GRENADOES = C.DID["grenadoes"]
DEFENSE_MORTON = C.DID["philip_morton"]
DEFENSE_LONGBOAT = C.DID["longboat"]
DEFENSE_ISRAEL_HANDS = C.DID["israel_hands"]
DEFENSE_SILENCE = C.DID["bought_silence"]
ASSET_CANOES = C.AID["canoes"]
ASSET_BUTLER = C.AID["wm_butler"]
ASSET_PARTISANS = C.AID["partisans"]
ASSET_GORDON = C.AID["capt_gordon"]
ASSET_CANNON = (C.AID["cannon_jane"], C.AID["cannon_ranger"])
ASSET_EXTRA_HANDS = (C.AID["hands_jane"], C.AID["hands_ranger"])
ASSET_MAYNARD = C.AID["lt_maynard"]
ASSET_HYDE = C.AID["midshipman_hyde"]
ASSET_HELM = C.AID["skilled_helm"]
ASSET_CHAIN_GRAPE = C.AID["chain_grape"]
TILE_CAREEN = C.TID["careen_sloop"]
TILE_DOCTOR = C.TID["hire_doctor"]
TILE_RUM = C.TID["buy_rum"]
TILE_ORDINARY = C.TID["crew_to_ordinary"]


@dataclass(slots=True)
class Battle:
    """The open Encounter at one space (rulebook E)."""

    space: int
    stage: int
    sloops: list[int]
    hammer_and_anvil: bool = False  # Hammer & Anvil: Hunters may not choose Escape
    adventure_rigging: int = 0
    adventure_crew: int = 0
    sloop_rigging: list[int] = field(default_factory=lambda: [0, 0])
    sloop_crew: list[int] = field(default_factory=lambda: [0, 0])
    morton_hit: list[int] = field(default_factory=lambda: [0, 0])
    shot_type: int = 0  # 0 Rigging, 1 Crew: Blackbeard's 3-4 Hit type with both tiles
    morton_first: bool = False  # Philip Morton in use: Adventure Fires before the Hunters
    lookouts: bool = False  # declared for the coming roll
    maynard: bool = False
    hyde: bool = False
    hits_to_assign: list[int] = field(default_factory=list)  # Hits to assign: 0 rigging, 1 crew
    hits_to_mark: int = 0  # Chain & Grape hits whose type the Hunters pick
    blackbeard_won_escape: bool = False
    fleeing: list[int] = field(default_factory=list)
    blackbeard_fired: bool = False
    hunters_fired: bool = False
    pirate: int = 0  # P_ADVENTURE, P_BLACKBEARD or P_ISRAEL
    brand: bool = False

    def clone(self) -> Battle:
        return Battle(
            self.space,
            self.stage,
            list(self.sloops),
            self.hammer_and_anvil,
            self.adventure_rigging,
            self.adventure_crew,
            list(self.sloop_rigging),
            list(self.sloop_crew),
            list(self.morton_hit),
            self.shot_type,
            self.morton_first,
            self.lookouts,
            self.maynard,
            self.hyde,
            list(self.hits_to_assign),
            self.hits_to_mark,
            self.blackbeard_won_escape,
            list(self.fleeing),
            self.blackbeard_fired,
            self.hunters_fired,
            self.pirate,
            self.brand,
        )


CACHES = ("belief_cache", "fog_cache", "legal_cache")  # derived, not data: never pickled


@dataclass  # no slots=True: compiled, an extension type (state.pxd); a new field goes there too
class BlackbeardData:
    """Everything about one position. The Hunters' knowledge of hidden movement is kept as
    `epochs` and `observations` (see `belief.py`); the caches are not part of the data
    (not pickled, rebuilt on demand)."""

    config: GameConfig
    rng: Rng
    phase: int = SET_CAMP
    turn: int = 1
    mover: int | None = BLACKBEARD
    # the Map
    blocks: list[int] = field(default_factory=lambda: [BLANK] * C.N)
    face_up: list[bool] = field(default_factory=lambda: [False] * C.N)
    surveilled: list[bool] = field(default_factory=lambda: [False] * C.N)
    camp: int = -1
    adventure: int = -1
    camp_found: bool = False
    escaped: bool = False  # the Escaped! marker: Blackbeard wins ties (Warned)
    hunter_spaces: list[int] = field(default_factory=lambda: [C.JAMES] * 3)
    # Blackbeard's mat (hidden from the Hunters)
    piracy_rows: list[list[int]] = field(default_factory=lambda: [[], []])
    piracy_piles: list[list[int]] = field(default_factory=lambda: [[], []])
    tiles_set_aside: list[int] = field(default_factory=list)
    cubes: list[int] = field(default_factory=lambda: [0] * len(C.PIRACY))
    tile_pawns: list[int] = field(default_factory=lambda: [0] * len(C.PIRACY))
    tile_public: list[bool] = field(default_factory=lambda: [False] * len(C.PIRACY))
    purse: int = 0
    gold_spent: int = 0
    taken_loot: list[int] = field(default_factory=list)  # values of Taken Loot
    loot_pool: list[int] = field(default_factory=list)
    prepared: list[bool] = field(default_factory=lambda: [False] * len(C.DEFENSES))
    defense_declared: list[bool] = field(default_factory=lambda: [False] * len(C.DEFENSES))
    blackbeard_pawns_used: int = 0  # used this turn
    blackbeard_segment: int = PLAN
    sail_path: list[int] = field(default_factory=list)  # Adventure's Sail this turn
    sailed: bool = False  # Sailed-No-Careen marker
    lookouts_used: bool = False
    # the Hunters' mat (hidden from Blackbeard)
    informant_pile: list[int] = field(default_factory=list)
    informants: list[int] = field(default_factory=list)
    informant_used: list[bool] = field(default_factory=list)
    informant_spots: list[list[int]] = field(default_factory=list)  # per group, spaces Spotted
    assets: list[bool] = field(default_factory=lambda: [False] * len(C.ASSETS))
    asset_declared: list[bool] = field(default_factory=lambda: [False] * len(C.ASSETS))
    hunter_pawns_used: int = 0  # all pawns used this turn (behind the Hunters' screen)
    hunter_map_pawns: int = 0  # of which placed openly on the Map (Scout, Sail, March)
    hunter_segment: int = COMMANDEER
    scouted: list[int] = field(default_factory=lambda: [0] * 3)  # Scouts this segment
    canoed: list[bool] = field(default_factory=lambda: [False] * 3)
    stopped: list[bool] = field(default_factory=lambda: [False] * 3)
    spotted_now: list[int] = field(default_factory=list)  # Spotted this Interview
    sighting_chains: list[tuple[int, bool]] = field(
        default_factory=list
    )  # (Sighting space, secret)
    spots: list[tuple[int, int, int]] = field(default_factory=list)  # (turn, space, block)
    maynard_used: bool = False
    hyde_used: bool = False
    # what the Hunters have seen, for determinization: (epoch, space, block)
    epochs: list[tuple[int, int, tuple[int, ...]]] = field(default_factory=list)
    observations: list[tuple[int, int, int, int]] = field(default_factory=list)
    shows: list[tuple[int, int, int]] = field(default_factory=list)  # (turn, space, tile)
    belief_cache: Any = None
    fog_cache: Any = None  # `belief.fog_masks`: the view's fog, kept like `belief_cache`
    # Encounters and Piracy
    battle: Battle | None = None
    resolve_queue: list[int] = field(default_factory=list)  # Piracy tiles left to resolve
    pardon_tile: int = -1
    fete_left: int = 0
    winner: int | None = None
    reason: str = ""
    # ADVANCED: Blackbeard alone (Longboat), Israel Hands, Bought Silence
    blackbeard_space: int = -1
    israel_space: int = -1
    silenced: list[int] = field(default_factory=list)
    israel_arrested: bool = False
    encounter_spaces: list[int] = field(default_factory=list)
    last_roll: dict[str, Any] | None = None
    ordinary_turn: int = 0  # the turn Crew to Ordinary was first declared (its marker set out)
    legal_cache: list[Action] | None = None  # the last legal list, until the next action

    def clone(self) -> BlackbeardData:
        """A copy of every mutable part, of the same class (a facade clones into a facade)."""
        # set slot by slot on a bare object: a quarter faster than the dataclass __init__,
        # which tests every field for its default factory (determinize clones every move)
        new = type(self).__new__(type(self))
        new.config = self.config
        new.rng = self.rng.clone()
        new.phase = self.phase
        new.turn = self.turn
        new.mover = self.mover
        new.blocks = list(self.blocks)
        new.face_up = list(self.face_up)
        new.surveilled = list(self.surveilled)
        new.camp = self.camp
        new.adventure = self.adventure
        new.camp_found = self.camp_found
        new.escaped = self.escaped
        new.hunter_spaces = list(self.hunter_spaces)
        new.piracy_rows = [list(self.piracy_rows[0]), list(self.piracy_rows[1])]
        new.piracy_piles = [list(self.piracy_piles[0]), list(self.piracy_piles[1])]
        new.tiles_set_aside = list(self.tiles_set_aside)
        new.cubes = list(self.cubes)
        new.tile_pawns = list(self.tile_pawns)
        new.tile_public = list(self.tile_public)
        new.purse = self.purse
        new.gold_spent = self.gold_spent
        new.taken_loot = list(self.taken_loot)
        new.loot_pool = list(self.loot_pool)
        new.prepared = list(self.prepared)
        new.defense_declared = list(self.defense_declared)
        new.blackbeard_pawns_used = self.blackbeard_pawns_used
        new.blackbeard_segment = self.blackbeard_segment
        new.sail_path = list(self.sail_path)
        new.sailed = self.sailed
        new.lookouts_used = self.lookouts_used
        new.informant_pile = list(self.informant_pile)
        new.informants = list(self.informants)
        new.informant_used = list(self.informant_used)
        new.informant_spots = [list(g) for g in self.informant_spots]
        new.assets = list(self.assets)
        new.asset_declared = list(self.asset_declared)
        new.hunter_pawns_used = self.hunter_pawns_used
        new.hunter_map_pawns = self.hunter_map_pawns
        new.hunter_segment = self.hunter_segment
        new.scouted = list(self.scouted)
        new.canoed = list(self.canoed)
        new.stopped = list(self.stopped)
        new.spotted_now = list(self.spotted_now)
        new.sighting_chains = list(self.sighting_chains)
        new.spots = list(self.spots)
        new.maynard_used = self.maynard_used
        new.hyde_used = self.hyde_used
        new.epochs = list(self.epochs)
        new.observations = list(self.observations)
        new.shows = list(self.shows)
        new.belief_cache = self.belief_cache
        new.fog_cache = self.fog_cache
        new.battle = None if self.battle is None else self.battle.clone()
        new.resolve_queue = list(self.resolve_queue)
        new.pardon_tile = self.pardon_tile
        new.fete_left = self.fete_left
        new.winner = self.winner
        new.reason = self.reason
        new.blackbeard_space = self.blackbeard_space
        new.israel_space = self.israel_space
        new.silenced = list(self.silenced)
        new.israel_arrested = self.israel_arrested
        new.encounter_spaces = list(self.encounter_spaces)
        new.last_roll = None if self.last_roll is None else dict(self.last_roll)
        new.ordinary_turn = self.ordinary_turn
        new.legal_cache = None
        return new

    def __getstate__(self) -> list[Any]:
        """Pickle without the caches (the belief set is rebuilt on demand)."""
        return [None if f.name in CACHES else getattr(self, f.name) for f in fields(self)]

    def __setstate__(self, state: list[Any]) -> None:
        for f, value in zip(fields(self), state, strict=True):
            object.__setattr__(self, f.name, value)

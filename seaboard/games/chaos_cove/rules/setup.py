"""Game Setup, and the start of each round (hero tiles to their seats, the turn state)."""

from __future__ import annotations

from seaboard.games.chaos_cove import content as K
from seaboard.games.chaos_cove.config import CoveConfig
from seaboard.games.chaos_cove.content import CANNON, CREW, CREW_AREA, DOUBLOON, SABER
from seaboard.games.chaos_cove.rules.common import draw
from seaboard.games.chaos_cove.state import PLACE, ChaosCoveData


def rounds_of(config: CoveConfig) -> int:
    """Four rounds, three for a first game (Developer Advice)."""
    return K.RULES.rounds.first_game if config.first_game else K.RULES.rounds.standard


def setup(s: ChaosCoveData) -> None:
    """Game Setup, on fresh data (`config`, `rng`, `n` and `rounds` set); the first round
    begins (the caller settles the automatic steps)."""
    rng = s.rng
    n = s.n
    config = s.config
    st = K.SETUP
    start = [0] * K.N_RES
    for name, v in st.start.items():
        start[K.RES_KEY[name]] = v
    start[DOUBLOON] = st.doubloons
    start[CREW] = st.crew_in_fountain
    start[CREW_AREA] = st.pieces - st.crew_in_fountain
    s.res = [list(start) for _ in range(n)]
    s.cannon_stock = st.cannon_stock - n * start[CANNON]
    s.saber_stock = st.saber_stock - n * start[SABER]
    # hero tiles: four random hands of four; dummy hands fill the empty seats
    heroes = list(range(K.N_HEROES))
    rng.shuffle(heroes)
    hp = st.heroes_per_hand
    s.slot_hand = [sorted(heroes[i * hp : (i + 1) * hp]) for i in range(len(heroes) // hp)]
    seating = {2: K.HOUSE.seating_2, 3: K.HOUSE.seating_3}.get(n, ["p"] * len(s.slot_hand))
    s.seat_slot = tuple(i for i, x in enumerate(seating) if x == "p")
    s.hero_loc = [-1] * K.N_HEROES
    # hero cards: five each, the rest is the draw deck
    s.deck = list(range(K.N_CARDS))
    s.hands = [[] for _ in range(n)]
    s.known = [[] for _ in range(n)]
    for p in range(n):
        draw(s, p, st.hero_cards)
    # construction: 8 numbered stacks of 6, the random cards shuffled and split in two
    s.stack_count = [K.COPIES] * 8
    rand = list(K.RANDOM_CARDS)
    rng.shuffle(rand)
    half = len(rand) // K.CONSTRUCTION.random_stacks
    s.rstack = [rand[i * half : (i + 1) * half] for i in range(K.CONSTRUCTION.random_stacks)]
    s.rtop = [-1] * len(s.rstack)
    for i in range(len(s.rstack)):
        s.rtop[i] = s.rstack[i].pop(rng.below(len(s.rstack[i])))
    s.up = [True] * K.N_STACKS
    s.taken = [False] * K.N_STACKS
    # the board: starting ships and forts in lane order (house G9/G10 for forts and 2-3p)
    s.ships = [-1] * K.N_SPACES
    s.forts = [-1] * K.N_SPACES
    extra = config.short_handed_extra_starters
    lanes = {
        2: K.HOUSE.start_lanes_2 if extra else K.HOUSE.start_lanes_2_plain,
        3: K.HOUSE.start_lanes_3 if extra else K.HOUSE.start_lanes_3_plain,
        4: K.HOUSE.start_lanes_4,
    }[n]
    s.cards = [[] for _ in range(n)]
    for p in range(n):
        for lane in lanes[p]:
            s.ships[(lane - 1) * K.PER_LANE] = p
            s.forts[(lane - 1) * K.PER_LANE] = p
            s.cards[p] += [K.STARTER_FORT, K.STARTER_SHIP]
        s.cards[p].sort()
    s.tiles = [[] for _ in range(n)]
    s.invader = [-1] * (2 * K.LANES)
    s.face_up = [False] * (2 * K.LANES)
    s.bt = [[], []]
    place_wave(s, 0)
    s.placed = [0] * n
    s.passed = [False] * n
    s.token = [False] * n
    s.art = [False] * n
    s.gus = [False] * n
    s.flint = [False] * n
    s.t_sym = [0] * len(K.TAKE_NAMES)
    s.first = 0
    start_round(s)


def place_wave(s: ChaosCoveData, wave: int) -> None:
    """Place one tile of the wave face-down in each sea and land space (Game Setup)."""
    for kind in (K.PIRATE, K.BARBARIAN):
        tiles = list(K.wave_tiles(kind, wave))
        if s.n == 2 and s.config.two_player_remove_strongest:
            tiles.remove(max(tiles, key=lambda t: (K.TILE_STRENGTH[t], t)))  # house G11
        drawn = s.rng.sample(tiles, K.LANES)
        for lane in range(K.LANES):
            s.invader[kind * K.LANES + lane] = drawn[lane]
            s.face_up[kind * K.LANES + lane] = False


def start_round(s: ChaosCoveData) -> None:
    """Phase 1 begins with the first player; hero tiles are owned by their seats."""
    s.owner = [-1] * K.N_HEROES
    for p in range(s.n):
        for h in s.slot_hand[s.seat_slot[p]]:
            s.owner[h] = p
    s.phase = PLACE
    s.order_start = s.first
    s.turn = s.first
    s.placed = [0] * s.n
    s.passed = [False] * s.n
    reset_turn(s)


def reset_turn(s: ChaosCoveData) -> None:
    s.t_hero = -1
    s.t_loc_done = False
    s.t_hero_done = False
    s.t_taken = 0
    s.t_sym = [0] * len(K.TAKE_NAMES)
    s.t_free = K.PLACE.free_resources
    s.t_cards = False
    s.t_hattie = False

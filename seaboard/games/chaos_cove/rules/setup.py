"""Game Setup, and the start of each round (hero tiles to their seats, the turn state)."""

from __future__ import annotations

from seaboard.games.chaos_cove import content as K
from seaboard.games.chaos_cove.config import CoveConfig
from seaboard.games.chaos_cove.content import CANNON, CREW, CREW_AREA, DOUBLOON, SABER
from seaboard.games.chaos_cove.rules.common import draw
from seaboard.games.chaos_cove.state import NUMBERED_STACKS, PLACE, ChaosCoveData


def rounds_of(config: CoveConfig) -> int:
    """Four rounds, three for a first game (Developer Advice)."""
    return K.RULES.rounds.first_game if config.first_game else K.RULES.rounds.standard


def setup(state: ChaosCoveData) -> None:
    """Game Setup, on fresh data (`config`, `rng`, `n` and `rounds` set); the first round
    begins (the caller settles the automatic steps)."""
    rng = state.rng
    players = state.players
    config = state.config
    printed = K.SETUP
    start = [0] * K.N_RES
    for name, amount in printed.start.items():
        start[K.RES_KEY[name]] = amount
    start[DOUBLOON] = printed.doubloons
    start[CREW] = printed.crew_in_fountain
    start[CREW_AREA] = printed.pieces - printed.crew_in_fountain
    state.resources = [list(start) for _ in range(players)]
    state.cannon_stock = printed.cannon_stock - players * start[CANNON]
    state.saber_stock = printed.saber_stock - players * start[SABER]
    # hero tiles: four random hands of four; dummy hands fill the empty seats
    heroes = list(range(K.N_HEROES))
    rng.shuffle(heroes)
    per_hand = printed.heroes_per_hand
    state.hero_hands = [
        sorted(heroes[i * per_hand : (i + 1) * per_hand]) for i in range(len(heroes) // per_hand)
    ]
    seating = {2: K.HOUSE.seating_2, 3: K.HOUSE.seating_3}.get(
        players, ["p"] * len(state.hero_hands)
    )
    state.seat_slots = tuple(i for i, seat in enumerate(seating) if seat == "p")
    state.hero_location = [-1] * K.N_HEROES
    # hero cards: five each, the rest is the draw deck
    state.deck = list(range(K.N_CARDS))
    state.hands = [[] for _ in range(players)]
    state.known_cards = [[] for _ in range(players)]
    for player in range(players):
        draw(state, player, printed.hero_cards)
    # construction: 8 numbered stacks of 6, the random cards shuffled and split in two
    state.numbered_left = [K.COPIES] * NUMBERED_STACKS
    rand = list(K.RANDOM_CARDS)
    rng.shuffle(rand)
    half = len(rand) // K.CONSTRUCTION.random_stacks
    state.random_stacks = [
        rand[i * half : (i + 1) * half] for i in range(K.CONSTRUCTION.random_stacks)
    ]
    state.random_tops = [-1] * len(state.random_stacks)
    for i in range(len(state.random_stacks)):
        state.random_tops[i] = state.random_stacks[i].pop(rng.below(len(state.random_stacks[i])))
    state.stack_up = [True] * K.N_STACKS
    state.stack_taken = [False] * K.N_STACKS
    # the board: starting ships and forts in lane order (house G9/G10 for forts and 2-3p)
    state.ships = [-1] * K.N_SPACES
    state.forts = [-1] * K.N_SPACES
    extra = config.short_handed_extra_starters
    lanes = {
        2: K.HOUSE.start_lanes_2 if extra else K.HOUSE.start_lanes_2_plain,
        3: K.HOUSE.start_lanes_3 if extra else K.HOUSE.start_lanes_3_plain,
        4: K.HOUSE.start_lanes_4,
    }[players]
    state.construction = [[] for _ in range(players)]
    for player in range(players):
        for lane in lanes[player]:
            state.ships[(lane - 1) * K.PER_LANE] = player
            state.forts[(lane - 1) * K.PER_LANE] = player
            state.construction[player] += [K.STARTER_FORT, K.STARTER_SHIP]
        state.construction[player].sort()
    state.defeated = [[] for _ in range(players)]
    state.invaders = [-1] * (2 * K.LANES)
    state.face_up = [False] * (2 * K.LANES)
    state.breakthrough = [[], []]
    place_wave(state, 0)
    state.placed = [0] * players
    state.passed = [False] * players
    state.fortress_token = [False] * players
    state.art_tile = [False] * players
    state.gus_tile = [False] * players
    state.flint_tile = [False] * players
    state.turn_symbols = [0] * len(K.TAKE_NAMES)
    state.first_player = 0
    start_round(state)


def place_wave(state: ChaosCoveData, wave: int) -> None:
    """Place one tile of the wave face-down in each sea and land space (Game Setup)."""
    for kind in (K.PIRATE, K.BARBARIAN):
        tiles = list(K.wave_tiles(kind, wave))
        if state.players == 2 and state.config.two_player_remove_strongest:
            tiles.remove(max(tiles, key=lambda tile: (K.TILE_STRENGTH[tile], tile)))  # house G11
        drawn = state.rng.sample(tiles, K.LANES)
        for lane in range(K.LANES):
            state.invaders[kind * K.LANES + lane] = drawn[lane]
            state.face_up[kind * K.LANES + lane] = False


def start_round(state: ChaosCoveData) -> None:
    """Phase 1 begins with the first player; hero tiles are owned by their seats."""
    state.hero_owner = [-1] * K.N_HEROES
    for player in range(state.players):
        for hero in state.hero_hands[state.seat_slots[player]]:
            state.hero_owner[hero] = player
    state.phase = PLACE
    state.order_start = state.first_player
    state.turn = state.first_player
    state.placed = [0] * state.players
    state.passed = [False] * state.players
    reset_turn(state)


def reset_turn(state: ChaosCoveData) -> None:
    state.turn_hero = -1
    state.turn_location_used = False
    state.turn_hero_used = False
    state.turn_takes = 0
    state.turn_symbols = [0] * len(K.TAKE_NAMES)
    state.turn_free_takes = K.PLACE.free_resources
    state.turn_card_played = False
    state.turn_hattie = False

"""Build Chaos Cove positions for scenario tests."""

from __future__ import annotations

from seaboard.engine.game import Action
from seaboard.games.chaos_cove import GAME
from seaboard.games.chaos_cove import content as K
from seaboard.games.chaos_cove.game import ChaosCoveState
from seaboard.games.chaos_cove.rules import settle
from seaboard.games.chaos_cove.rules.build import start_build
from seaboard.games.chaos_cove.rules.defend import start_defend
from seaboard.games.chaos_cove.rules.produce import start_produce
from seaboard.games.chaos_cove.rules.setup import start_round
from seaboard.games.chaos_cove.rules.surprise import start_surprise
from seaboard.games.chaos_cove.state import PLACE

RES = {
    "doubloon": K.DOUBLOON,
    "rum": K.RUM,
    "food": K.FOOD,
    "plank": K.PLANK,
    "gunpowder": K.POWDER,
    "cannon": K.CANNON,
    "saber": K.SABER,
    "cannon_used": K.CANNON_USED,
    "saber_used": K.SABER_USED,
    "crew_area": K.CREW_AREA,
    "crew": K.CREW,
    "crew_exhausted": K.CREW_TIRED,
}


def a(text: str) -> Action:
    return Action.parse(text)


def tile(kind: str, wave: int, strength: int) -> int:
    """The id of a tile of that kind and wave (1-based) with that strength."""
    k = K.PIRATE if kind == "pirate" else K.BARBARIAN
    for t in K.wave_tiles(k, wave - 1):
        if K.TILE_STRENGTH[t] == strength:
            return t
    raise ValueError(f"no {kind} of strength {strength} in wave {wave}")


def hero_card(hero: str, naval: int = 0, martial: int = 0) -> int:
    """A hero card of that hero with exactly these combat values."""
    h = K.HERO_KEY[hero]
    for c in range(4 * h, 4 * h + 4):
        if K.CARD_NAVAL[c] == naval and K.CARD_MARTIAL[c] == martial:
            return c
    raise ValueError(f"{hero} has no card naval {naval} martial {martial}")


def position(
    players: int = 3,
    *,
    heroes: list[list[str]] | None = None,
    res: list[dict[str, int]] | None = None,
    hands: list[list[int]] | None = None,
    ships: dict[str, int] | None = None,
    forts: dict[str, int] | None = None,
    cards: list[list[str]] | None = None,
    invaders: dict[str, tuple[int, bool]] | None = None,
    first: int = 0,
    seed: int = 0,
    **options: object,
) -> ChaosCoveState:
    """A round-1 Phase 1 position, with whatever is given replacing the deal.

    heroes: the hero tiles of each player (the others go to dummy seats, unused);
    res: full resource rows (missing keys are 0); ships/forts: space -> owner;
    invaders: target -> (tile, face_up); unlisted lanes are emptied.
    """
    s = GAME.new_state(GAME.make_config(players, **options), seed)
    if heroes is not None:
        rest = [h for h in K.HERO_IDS if not any(h in hs for hs in heroes)]
        hands_tiles = [[K.HERO_KEY[h] for h in hs] for hs in heroes]
        slots = [[] for _ in range(len(s.hero_hands))]
        for p, slot in enumerate(s.seat_slots):
            slots[slot] = sorted(hands_tiles[p])
        for i in range(len(slots)):
            if not slots[i]:
                slots[i] = sorted(K.HERO_KEY[h] for h in rest[:4])
                rest = rest[4:]
        s.hero_hands = slots
    if res is not None:
        s.resources = [[row.get(name, 0) for name in RES] for row in res]
    if hands is not None:
        pool = set(range(K.N_CARDS)) - {c for h in hands for c in h}
        s.hands = [list(h) for h in hands]
        s.known_cards = [[] for _ in hands]
        s.deck = sorted(pool)
        s.discard = []
    if ships is not None:
        s.ships = [-1] * K.N_SPACES
        for name, p in ships.items():
            s.ships[K.SPACE_KEY[name]] = p
    if forts is not None:
        s.forts = [-1] * K.N_SPACES
        for name, p in forts.items():
            s.forts[K.SPACE_KEY[name]] = p
    if cards is not None:
        s.construction = [sorted(K.CARD_KEY[c] for c in cs) for cs in cards]
    if invaders is not None:
        s.invaders = [-1] * (2 * K.LANES)
        s.face_up = [False] * (2 * K.LANES)
        for name, (t, up) in invaders.items():
            i = K.TARGET_KEY[name]
            s.invaders[i] = t
            s.face_up[i] = up
    s.first_player = first
    s.pending = []
    s.legal_cache = None
    start_round(s)
    settle(s)
    assert s.phase == PLACE
    return s


def put_hero(s: ChaosCoveState, hero: str, loc: str) -> None:
    """A hero figure already standing on the board (placed earlier in the round)."""
    s.hero_location[K.HERO_KEY[hero]] = K.LOC_KEY[loc]
    s.legal_cache = None


def to_phase(s: ChaosCoveState, phase: int, turn: int | None = None) -> None:
    """Jump to the start of a phase (the earlier phases counted as done)."""
    from seaboard.games.chaos_cove.state import BUILD, DEFEND, PRODUCE, SURPRISE

    s.pending = []
    s.legal_cache = None  # the position was edited by hand: no cached legal actions
    s.passed = [False] * s.players
    if phase == PRODUCE:
        start_produce(s)
    elif phase == BUILD:
        start_build(s)
    elif phase == SURPRISE:
        start_surprise(s)
    elif phase == DEFEND:
        start_defend(s)
    if turn is not None:
        s.turn = turn
    settle(s)


def play(s: ChaosCoveState, *texts: str) -> None:
    for t in texts:
        s.apply(a(t))


def row(s: ChaosCoveState, p: int) -> dict[str, int]:
    return {name: s.resources[p][i] for name, i in RES.items()}

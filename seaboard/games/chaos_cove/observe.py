"""Chaos Cove as numbers: a fixed-size encoding of a seat's view, for learning agents.

Pure functions over the view dict (`view.view(data, seat)`), never the state. Every
number lies in [0, 1]: flags and one-hots, or a count divided by the cap its field names
(clipped there). The layout depends on the player count only (both map sides and every
option share it).

Players are counted from the observer: "rel" index 0 is you, 1 the next seat, and so on
(n = players). Hero cards are the 64 cards (`content`: card c belongs to hero c // 4),
heroes the 16 hero tiles (`content.HERO_IDS`), locations the 12 of the map
(`content.LOC_IDS`), construction cards the 26 kinds (`content.CARD_IDS`), invader tiles
the 48 (`content.TILE_STRENGTH`), ship and fort spaces the 12 of each, resources the 12
columns of `view.RES_VIEW`. Your first `CARD_SLOTS` construction cards are encoded one by
one (actions name them by their index); the rest count only in the per-kind totals.

    round          5     the round (1-4) one-hot; rounds in this game / 4
    phase          6     the phase (1-6), one-hot
    first_player   n     the first player (rel)
    order_start    n     where Phase 1's order starts (rel)
    turn           n     the turn's player in Phase 1's order (rel)
    to_move        n+1   the player to move (rel); last: nobody
    resources      n x 12  per player: each column of RES_VIEW / 10
    stock          2     cannons, sabers in the stock / 24
    hand_sizes     n     hero cards in hand / 8
    known_cards    n x 64  hero cards everyone knows are in each hand
    deck_size      1     hero cards in the deck / 64
    discard        64    hero cards in the discard pile
    construction   n x 26  construction cards per player, per kind / 4
    tiles          n x 48  invader tiles each player defeated
    ships          12 x (n+1)  per ship space: its owner (rel) or empty
    forts          12 x (n+1)  per fort space: its owner (rel) or empty
    invaders       8 x 7   per sea lane 1-4 then land lane 1-4: present, wave (4), face up,
                           strength / 30
    breakthrough   2 x 48  the pirate, the barbarian tiles that broke through
    stack_tops     10 x 27 the face-up top of each construction stack (26 kinds), or none
    stack_sizes    10    cards in each stack / 8
    stack_up       10    top card face up (buyable)
    stack_taken    10    a card was taken from it this round
    random_discards 26   construction cards discarded from the random stacks, per kind / 6
    hero_hands     n+1 x 16  the hero tiles of each player (rel), last: the dummy slots
    hero_location  16 x 13  each hero's location, or off the map
    hero_owner     16 x (n+1)  each hero's player this round (rel), or the dummy
    placed         n     heroes placed by each player / 4
    passed         n     each player has passed
    fortress_tokens n    each player holds a Fortress token
    tile_effects   3 x n  Art, Gus, Flint tile effects in force for each player
    this_turn      17+6+8  the hero placed this turn (16, or none), location done, hero
                           done, resources taken / 4, free takes / 4, cards taken, Hattie;
                           symbols taken per resource / 4
    cursor         32+8+12+2+n+1  cards used (bits), the attacking lane, spaces sitting
                           out (bits), card grants (flee, hide), the defender who may still
                           play cards (rel) or none
    phase4_failed  n x 48  invader tiles each player failed to beat this Phase 4
    stack_depth    1     pending decisions / 8
    pending        2 x P  the top two pending decisions, the top first (see `_pending`):
                           a combat (target, its player (rel), strength / 30, naval, total
                           / 30, stage, helpers asked / 4, offers / 4, the cards offered,
                           Gus, the defending space) or a task (kind, player (rel), n / 8,
                           arguments a and b one-hot over -1..63, mask bits)
    over           2     the game is over; the cove fell
    last_order     n x n  last round's order: position i held player (rel)
    hand           64    your hero cards
    my_cards       CARD_SLOTS x 26  your construction cards one by one (kind)

`encode_state(state, seat, config)` gives the same numbers as `encode(view(state, seat))`
without building the whole view (the RL adapters' fast path): it reads only what
`view.view` shows the seat (its own hand; face-down invaders without their strength; the
random stacks by their face-up tops), and tests/rl/test_observation.py checks that the two
agree at every position of seeded games.
"""

from __future__ import annotations

from array import array
from collections.abc import Callable
from functools import cache
from typing import Any

from seaboard.engine.game import GameConfig
from seaboard.engine.observation import Encoding, ObservationSpec
from seaboard.games.chaos_cove import content as K
from seaboard.games.chaos_cove import view as V
from seaboard.games.chaos_cove.rules import to_move
from seaboard.games.chaos_cove.state import TASK_NAMES, ChaosCoveData

CARD_SLOTS = 16
NCARDS = K.N_CARDS  # hero cards
NKINDS = len(K.CARD_IDS)  # construction card kinds
NTILES = K.N_TILES
NRES = 12
LANES = 2 * K.LANES
CARD = {c: i for i, c in enumerate(K.CARD_IDS)}
TARGET = {t: i for i, t in enumerate(K.TARGETS)}
TASKS = TASK_NAMES
TASK = {t: i for i, t in enumerate(TASKS)}
STAGES = ("own", "help", "review", "final")
ARG = 65  # a task argument: -1 .. 63, one-hot


@cache
def _pending_size(n: int) -> int:
    # kind (combat, task), combat: target, player, strength, naval, total, stage, asked,
    # offers, offered cards, gus, space; task: kind, player, n, a, b, mask bits
    combat = len(K.TARGETS) + n + 1 + 1 + 1 + 4 + 1 + 1 + NCARDS + 1 + 13
    task = len(TASKS) + n + 1 + ARG + ARG + 32
    return 2 + combat + task


@cache
def _spec(n: int) -> ObservationSpec:
    return ObservationSpec(
        [
            ("round", 5, "the round one-hot; rounds in this game / 4"),
            ("phase", 6, "the phase, one-hot"),
            ("first_player", n, "the first player (rel)"),
            ("order_start", n, "where Phase 1's order starts (rel)"),
            ("turn", n, "the turn's player in Phase 1 (rel)"),
            ("to_move", n + 1, "the player to move (rel); last: nobody"),
            ("resources", n * NRES, "per player: resources / 10"),
            ("stock", 2, "cannons, sabers in the stock / 24"),
            ("hand_sizes", n, "hero cards in hand / 8"),
            ("known_cards", n * NCARDS, "hero cards known to be in each hand"),
            ("deck_size", 1, "hero cards in the deck / 64"),
            ("discard", NCARDS, "hero cards in the discard pile"),
            ("construction", n * NKINDS, "construction cards per player and kind / 4"),
            ("tiles", n * NTILES, "invader tiles each player defeated"),
            ("ships", 12 * (n + 1), "per ship space: owner (rel) or empty"),
            ("forts", 12 * (n + 1), "per fort space: owner (rel) or empty"),
            ("invaders", LANES * 7, "per lane: present, wave, face up, strength / 30"),
            ("breakthrough", 2 * NTILES, "pirate, barbarian tiles that broke through"),
            ("stack_tops", K.N_STACKS * (NKINDS + 1), "each stack's face-up top, or none"),
            ("stack_sizes", K.N_STACKS, "cards per stack / 8"),
            ("stack_up", K.N_STACKS, "top card face up"),
            ("stack_taken", K.N_STACKS, "a card was taken this round"),
            ("random_discards", NKINDS, "random stacks' discards per kind / 6"),
            ("hero_hands", (n + 1) * K.N_HEROES, "hero tiles per player (rel), dummies"),
            ("hero_location", K.N_HEROES * (K.N_LOCS + 1), "each hero's location or none"),
            ("hero_owner", K.N_HEROES * (n + 1), "each hero's player (rel) or the dummy"),
            ("placed", n, "heroes placed / 4"),
            ("passed", n, "has passed"),
            ("fortress_tokens", n, "holds a Fortress token"),
            ("tile_effects", 3 * n, "Art, Gus, Flint tile effects per player"),
            ("this_turn", K.N_HEROES + 1 + 6 + 8, "Phase 1: this turn's hero and takes"),
            ("cursor", 32 + LANES + 12 + 2 + n + 1, "used cards, lane, sitting out, ..."),
            ("phase4_failed", n * NTILES, "tiles each player failed to beat"),
            ("stack_depth", 1, "pending decisions / 8"),
            ("pending", 2 * _pending_size(n), "the top two pending decisions"),
            ("over", 2, "the game is over; the cove fell"),
            ("last_order", n * n, "last round's order: position i held player (rel)"),
            ("hand", NCARDS, "your hero cards"),
            ("my_cards", CARD_SLOTS * NKINDS, "your construction cards one by one"),
        ]
    )


def spec(config: GameConfig) -> ObservationSpec:
    return _spec(config.players)


def _clip(x: float) -> float:
    return 0.0 if x < 0 else 1.0 if x > 1 else x


def encode(view: dict[str, Any], player: int, config: GameConfig) -> Encoding:
    n = config.players
    e = _spec(n).new()
    off = e.spec.offset
    data = e.data

    def rel(q: int) -> int | None:
        return None if q is None or q < 0 or q >= n else (q - player) % n

    e.one_hot("round", min(view["round"], 4) - 1)
    e.count("round", view["rounds"], 4, 4)
    e.one_hot("phase", view["phase"] - 1)
    e.one_hot("first_player", rel(view["first_player"]))
    e.one_hot("order_start", rel(view["order_start"]))
    e.one_hot("turn", rel(view["turn"]))
    to_move = view["to_move"]
    e.one_hot("to_move", n if to_move is None else rel(to_move))
    resources, hand_sizes, known = off["resources"], off["hand_sizes"], off["known_cards"]
    construction, tiles, failed = off["construction"], off["tiles"], off["phase4_failed"]
    placed, passed, tokens, effects = (
        off["placed"], off["passed"], off["fortress_tokens"], off["tile_effects"]
    )  # fmt: skip
    for q in range(n):  # direct writes: card, tile and kind numbers are the game's own
        r = (q - player) % n
        base = resources + r * NRES
        for i, x in enumerate(view["resources"][q][:NRES]):
            if x:
                data[base + i] = _clip(x / 10)
        data[hand_sizes + r] = _clip(view["hand_sizes"][q] / 8)
        base = known + r * NCARDS
        for c in view["known_cards"][q]:
            data[base + c] = 1.0
        base = construction + r * NKINDS
        for c in view["construction"][q]:
            data[base + CARD[c]] = _clip(data[base + CARD[c]] + 0.25)
        base = tiles + r * NTILES
        for t in view["tiles"][q]:
            data[base + t] = 1.0
        base = failed + r * NTILES
        for t in _row(view["phase4_failed"], q):
            data[base + t] = 1.0
        data[placed + r] = _clip(view["placed"][q] / 4)
        if view["passed"][q]:
            data[passed + r] = 1.0
        if view["fortress_tokens"][q]:
            data[tokens + r] = 1.0
        for k in range(3):
            if view["tile_effects"][k][q]:
                data[effects + k * n + r] = 1.0
    e.counts("stock", view["stock"], 24)
    e.count("deck_size", view["deck_size"], 64)
    e.flags("discard", view["discard"])
    # the board: direct writes, every index bounded by the loops (hot path)
    for field in ("ships", "forts"):
        base = off[field]
        for x, owner in enumerate(view[field][:12]):
            data[base + x * (n + 1) + (n if owner < 0 else (owner - player) % n)] = 1.0
    base = off["invaders"]
    for lane, inv in enumerate(view["invaders"][:LANES]):
        if inv is not None:
            wave, strength = inv
            at = base + lane * 7
            data[at] = 1.0
            data[at + min(max(wave, 1), 4)] = 1.0
            if strength is not None:
                data[at + 5] = 1.0
                data[at + 6] = _clip(strength / 30)
    for k, tiles in enumerate(view["breakthrough"][:2]):
        e.flags("breakthrough", (k * NTILES + t for t in tiles))
    base = off["stack_tops"]
    for st, top in enumerate(view["stack_tops"][: K.N_STACKS]):
        data[base + st * (NKINDS + 1) + (NKINDS if top is None else CARD[top])] = 1.0
    e.counts("stack_sizes", view["stack_sizes"][: K.N_STACKS], 8)
    base = off["stack_up"]
    for i, up in enumerate(view["stack_up"][: K.N_STACKS]):
        if up:
            data[base + i] = 1.0
    base = off["stack_taken"]
    for i, taken in enumerate(view["stack_taken"][: K.N_STACKS]):
        if taken:
            data[base + i] = 1.0
    for c in view["random_discards"]:
        i = off["random_discards"] + CARD[c]
        data[i] = _clip(data[i] + 1 / 6)
    seat_slots = view["seat_slots"]
    for slot, heroes in enumerate(view["hero_hands"]):
        owner = seat_slots.index(slot) if slot in seat_slots else None
        r = n if owner is None else rel(owner)
        e.flags("hero_hands", (r * K.N_HEROES + h for h in heroes))
    base = off["hero_location"]
    for h, loc in enumerate(view["hero_location"][: K.N_HEROES]):
        data[base + h * (K.N_LOCS + 1) + (K.N_LOCS if loc < 0 else loc)] = 1.0
    base = off["hero_owner"]
    for h, owner in enumerate(view["hero_owner"][: K.N_HEROES]):
        data[base + h * (n + 1) + (n if owner < 0 else (owner - player) % n)] = 1.0
    _this_turn(e, view["this_turn"])
    _cursor(e, view["cursor"], n, rel)
    pending = view["pending"]
    e.count("stack_depth", len(pending), 8)
    size = _pending_size(n)
    for k, item in enumerate(reversed(pending[-2:])):
        _pending(e, item, k * size, n, rel)
    e.flag("over", view["over"], 0)
    e.flag("over", view["cove_fell"], 1)
    for pos, q in enumerate(view["last_order"][:n]):
        e.one_hot("last_order", pos * n + rel(q))
    e.flags("hand", view.get("hand", ()))
    mine = view["construction"][player] if player < len(view["construction"]) else []
    base = off["my_cards"]
    for slot, c in enumerate(mine[:CARD_SLOTS]):
        data[base + slot * NKINDS + CARD[c]] = 1.0
    return e


def _row(rows: list[list[int]], q: int) -> list[int]:
    return rows[q] if q < len(rows) else []


def _put(data: Any, i: int, value: float, cap: float) -> None:
    """What `Encoding.count` leaves at number i: value / cap clipped to [0, 1], if value."""
    if value:
        x = value / cap
        data[i] = 0.0 if x < 0 else 1.0 if x > 1 else x


# The helpers below write at the spec's offsets directly (they run at every observation):
# every index is bounded by the loops or by the game's own ranges, as the field sizes are.


def _this_turn(e: Encoding, this_turn: list[Any]) -> None:
    hero, loc_done, hero_done, taken, symbols, free, cards, hattie = this_turn
    data, at = e.data, e.spec.offset["this_turn"]
    data[at + (K.N_HEROES if hero < 0 else hero)] = 1.0
    at += K.N_HEROES + 1
    if loc_done:
        data[at] = 1.0
    if hero_done:
        data[at + 1] = 1.0
    _put(data, at + 2, taken, 4)
    _put(data, at + 3, free, 4)
    if cards:
        data[at + 4] = 1.0
    if hattie:
        data[at + 5] = 1.0
    for i, k in enumerate(symbols[:8], at + 6):
        _put(data, i, k, 4)


def _cursor(e: Encoding, cursor: list[int], n: int, rel) -> None:
    used, lane, mark, grant, post = cursor
    data, at = e.data, e.spec.offset["cursor"]
    bits = used & ((1 << 32) - 1)
    while bits:  # each set bit: a card used
        low = bits & -bits
        data[at + low.bit_length() - 1] = 1.0
        bits ^= low
    if 0 <= lane < LANES:
        data[at + 32 + lane] = 1.0
    base = at + 32 + LANES
    bits = mark & ((1 << 12) - 1)
    while bits:
        low = bits & -bits
        data[base + low.bit_length() - 1] = 1.0
        bits ^= low
    if grant & 1:
        data[base + 12] = 1.0
    if grant & 2:
        data[base + 13] = 1.0
    r = rel(post)
    data[base + 14 + (n if r is None else r)] = 1.0


def _pending(e: Encoding, item: dict[str, Any], base: int, n: int, rel) -> None:
    data = e.data
    base += e.spec.offset["pending"]
    if "combat" in item:
        data[base] = 1.0
        at = base + 2
        data[at + TARGET[item["combat"]]] = 1.0
        at += len(K.TARGETS)
        r = rel(item["player"])
        if r is not None:
            data[at + r] = 1.0
        at += n
        _put(data, at, item["strength"], 30)
        if item["naval"]:
            data[at + 1] = 1.0
        _put(data, at + 2, item["total"], 30)
        data[at + 3 + STAGES.index(item["stage"])] = 1.0
        _put(data, at + 7, item["asked"], 4)
        _put(data, at + 8, len(item["offers"]), 4)
        for _who, card in item["offers"]:
            data[at + 9 + card] = 1.0
        if item["gus"]:
            data[at + 9 + NCARDS] = 1.0
        space = item["space"]
        data[at + 10 + NCARDS + (12 if space is None or space < 0 else space)] = 1.0
        return
    data[base + 1] = 1.0
    combat = len(K.TARGETS) + n + 1 + 1 + 1 + 4 + 1 + 1 + NCARDS + 1 + 13
    at = base + 2 + combat
    data[at + TASK[item["task"]]] = 1.0
    at += len(TASKS)
    r = rel(item["player"])
    if r is not None:
        data[at + r] = 1.0
    at += n
    _put(data, at, item["n"], 8)
    at += 1
    data[at + min(max(item["a"], -1), 63) + 1] = 1.0
    at += ARG
    data[at + min(max(item["b"], -1), 63) + 1] = 1.0
    at += ARG
    bits = item["mask"] & ((1 << 32) - 1)
    while bits:
        low = bits & -bits
        data[at + low.bit_length() - 1] = 1.0
        bits ^= low


assert list(CARD.values()) == list(range(NKINDS)), "encode_state reads a kind's index as its number"
ALL_TILES = (1 << NTILES) - 1


# Runs of fields that change only now and then (the board: ships, forts, invaders,
# breakthroughs; the construction stacks; the heroes' hands, places and owners) are kept per
# seat with copies of what they were made of, and reused while those compare equal (list
# comparisons, in C). What they are made of is public, and read as `view.view` shows it (a
# face-down invader without its strength; a random stack by its size and face-up top).
_KEPT: dict[tuple[str, int], tuple[tuple, array]] = {}


def _kept(name: str, player: int, make: Callable[..., array], inputs: tuple) -> array:
    last = _KEPT.get((name, player))
    if last is not None and last[0] == inputs:
        return last[1]
    block = make(*inputs)
    _KEPT[(name, player)] = (inputs, block)
    return block


def _region(n: int, first: str, last: str) -> tuple[int, int]:
    """The offset of field `first` and the size of the run of fields through `last`."""
    spec = _spec(n)
    return spec.offset[first], spec.offset[last] + spec.sizes[last] - spec.offset[first]


def _board(
    n: int,
    player: int,
    ships: list[int],
    forts: list[int],
    invaders: list[int],
    face_up: list[bool],
    breakthrough: list[list[int]],
) -> array:
    """ships, forts, invaders and breakthrough, numbered from ships' offset."""
    start, size = _region(n, "ships", "breakthrough")
    off = _spec(n).offset
    data = array("f", bytes(4 * size))
    for field, owners in (("ships", ships), ("forts", forts)):
        base = off[field] - start
        for x, owner in enumerate(owners):
            data[base + x * (n + 1) + (n if owner < 0 else (owner - player) % n)] = 1.0
    base = off["invaders"] - start
    for lane in range(min(LANES, 2 * K.LANES)):  # as `view._invader` shows each space
        tile = invaders[lane]
        if tile >= 0:
            at = base + lane * 7
            data[at] = 1.0
            data[at + min(max(K.tile_wave(tile) + 1, 1), 4)] = 1.0
            if face_up[lane]:  # the strength of a face-up tile only
                data[at + 5] = 1.0
                data[at + 6] = _clip(K.TILE_STRENGTH[tile] / 30)
    base = off["breakthrough"] - start
    for k, through in enumerate(breakthrough):
        for t in through:
            if not 0 <= t < NTILES:
                raise IndexError(f"observation field 'breakthrough': no tile {t}")
            data[base + k * NTILES + t] = 1.0
    return data


def _stacks(
    stack_up: list[bool],
    numbered_left: list[int],
    random_tops: list[int],
    random_sizes: list[int],
    stack_taken: list[bool],
    random_discards: list[int],
) -> array:
    """stack_tops, stack_sizes, stack_up, stack_taken and random_discards, numbered from
    stack_tops' offset (the same for every player count)."""
    start, size = _region(2, "stack_tops", "random_discards")
    off = _spec(2).offset
    data = array("f", bytes(4 * size))
    base = off["stack_tops"] - start
    for st in range(K.N_STACKS):  # `view._top`, from its inputs
        if st < V.NUMBERED_STACKS:
            top = K.STACK_CARD[st] if stack_up[st] and numbered_left[st] else -1
        else:
            top = random_tops[st - V.NUMBERED_STACKS]
        data[base + st * (NKINDS + 1) + (NKINDS if top < 0 else top)] = 1.0
    base = off["stack_sizes"] - start
    for i, k in enumerate((numbered_left + random_sizes)[: K.N_STACKS]):
        if k:  # as `Encoding.counts` writes it
            x = k / 8
            data[base + i] = 0.0 if x < 0 else 1.0 if x > 1 else x
    base = off["stack_up"] - start
    for i, up in enumerate(stack_up):
        if up:
            data[base + i] = 1.0
    base = off["stack_taken"] - start
    for i, taken in enumerate(stack_taken):
        if taken:
            data[base + i] = 1.0
    base = off["random_discards"] - start
    for c in random_discards:
        data[base + c] = _clip(data[base + c] + 1 / 6)
    return data


def _heroes(
    n: int,
    player: int,
    seat_slots: list[int],
    hero_hands: list[list[int]],
    hero_location: list[int],
    hero_owner: list[int],
) -> array:
    """hero_hands, hero_location and hero_owner, numbered from hero_hands' offset."""
    start, size = _region(n, "hero_hands", "hero_owner")
    off = _spec(n).offset
    data = array("f", bytes(4 * size))
    base = off["hero_hands"] - start
    for slot, heroes in enumerate(hero_hands):
        owner = seat_slots.index(slot) if slot in seat_slots else None
        at = base + (n if owner is None else (owner - player) % n) * K.N_HEROES
        for h in heroes:  # hero tiles 0..15
            data[at + h] = 1.0
    base = off["hero_location"] - start
    for h, loc in enumerate(hero_location):
        data[base + h * (K.N_LOCS + 1) + (K.N_LOCS if loc < 0 else loc)] = 1.0
    base = off["hero_owner"] - start
    for h, owner in enumerate(hero_owner):
        data[base + h * (n + 1) + (n if owner < 0 else (owner - player) % n)] = 1.0
    return data


def encode_state(state: ChaosCoveData, player: int, config: GameConfig) -> Encoding:
    """`encode(view.view(state, player), player, config)`, read from the state: field by
    field what `view.view` shows (the same helpers for the invaders, the stack tops and the
    pending decisions), then what `encode` makes of it, by the same direct writes."""
    n = config.players
    e = _spec(n).new()
    off = e.spec.offset
    data = e.data

    def rel(q: int) -> int | None:
        return None if q is None or q < 0 or q >= n else (q - player) % n

    i = min(state.round + 1, 4) - 1
    if i >= 0:
        data[off["round"] + i] = 1.0
    _put(data, off["round"] + 4, state.rounds, 4)
    if 0 < state.phase <= 6:
        data[off["phase"] + state.phase - 1] = 1.0
    for field, q in (
        ("first_player", state.first_player),
        ("order_start", state.order_start),
        ("turn", state.turn),
    ):
        if q is not None and 0 <= q < n:
            data[off[field] + (q - player) % n] = 1.0
    who = to_move(state)
    r = n if who is None else rel(who)
    if r is not None:
        data[off["to_move"] + r] = 1.0
    resources, hand_sizes, known = off["resources"], off["hand_sizes"], off["known_cards"]
    construction, tiles, failed = off["construction"], off["tiles"], off["phase4_failed"]
    placed, passed, tokens, effects = (
        off["placed"], off["passed"], off["fortress_tokens"], off["tile_effects"]
    )  # fmt: skip
    tile_effects = (state.art_tile, state.gus_tile, state.flint_tile)
    failed_attacks = state.failed_attacks
    for q in range(n):
        r = (q - player) % n
        base = resources + r * NRES
        for i, x in enumerate(state.resources[q][:NRES]):
            if x > 0:  # `_clip` would write 0 for less
                x /= 10
                data[base + i] = x if x < 1 else 1.0
        data[hand_sizes + r] = _clip(len(state.hands[q]) / 8)
        base = known + r * NCARDS
        for c in state.known_cards[q]:
            data[base + c] = 1.0
        base = construction + r * NKINDS
        for c in state.construction[q]:
            data[base + c] = _clip(data[base + c] + 0.25)
        base = tiles + r * NTILES
        for t in state.defeated[q]:
            data[base + t] = 1.0
        if q < len(failed_attacks):
            base = failed + r * NTILES
            bits = failed_attacks[q] & ALL_TILES
            while bits:  # each set bit: a tile
                low = bits & -bits
                data[base + low.bit_length() - 1] = 1.0
                bits ^= low
        data[placed + r] = _clip(state.placed[q] / 4)
        if state.passed[q]:
            data[passed + r] = 1.0
        if state.fortress_token[q]:
            data[tokens + r] = 1.0
        for k in range(3):
            if tile_effects[k][q]:
                data[effects + k * n + r] = 1.0
    _put(data, off["stock"], state.cannon_stock, 24)
    _put(data, off["stock"] + 1, state.saber_stock, 24)
    _put(data, off["deck_size"], len(state.deck), 64)
    at = off["discard"]
    for c in state.discard:  # hero card numbers
        data[at + c] = 1.0
    at = off["ships"]
    board = _kept(
        "board", player, _board,
        (n, player, state.ships[:12], state.forts[:12], state.invaders[:LANES],
         state.face_up[:LANES], [through[:] for through in state.breakthrough[:2]]),
    )  # fmt: skip
    data[at : at + len(board)] = board
    at = off["stack_tops"]
    stacks = _kept(
        "stacks", player, _stacks,
        (state.stack_up[: K.N_STACKS], state.numbered_left[:], state.random_tops[:],
         [len(cards) for cards in state.random_stacks], state.stack_taken[: K.N_STACKS],
         state.random_discards[:]),
    )  # fmt: skip
    data[at : at + len(stacks)] = stacks
    at = off["hero_hands"]
    heroes = _kept(
        "heroes", player, _heroes,
        (n, player, state.seat_slots[:], [hand[:] for hand in state.hero_hands],
         state.hero_location[: K.N_HEROES], state.hero_owner[: K.N_HEROES]),
    )  # fmt: skip
    data[at : at + len(heroes)] = heroes
    _this_turn(
        e,
        [
            state.turn_hero, state.turn_location_used, state.turn_hero_used, state.turn_takes,
            state.turn_symbols, state.turn_free_takes, state.turn_card_played, state.turn_hattie,
        ],
    )  # fmt: skip
    _cursor(
        e,
        [state.ships_used, state.attacking_lane, state.sat_out, state.card_grant,
         state.after_combat],
        n, rel,
    )  # fmt: skip
    _put(data, off["stack_depth"], len(state.pending), 8)
    if state.pending:
        pending = V._pending(state)  # the view's own form of each decision
        size = _pending_size(n)
        for k, item in enumerate(reversed(pending[-2:])):
            _pending(e, item, k * size, n, rel)
    if state.over:
        data[off["over"]] = 1.0
    if state.cove_fell:
        data[off["over"] + 1] = 1.0
    at = off["last_order"]
    for pos, q in enumerate(state.last_order[:n]):
        data[at + pos * n + (q - player) % n] = 1.0
    at = off["hand"]
    for c in state.hands[player]:  # hero card numbers
        data[at + c] = 1.0
    mine = state.construction[player] if player < len(state.construction) else []
    base = off["my_cards"]
    for slot, c in enumerate(mine[:CARD_SLOTS]):
        data[base + slot * NKINDS + c] = 1.0
    return e

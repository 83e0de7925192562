"""What each player may see of Chaos Cove, and determinize().

Hidden: the hero cards in other players' hands and the deck, the face-down invader tiles
(and the unused tiles of the wave), the face-down random construction cards. Everything
else (resources, construction cards, the board, hero tiles, defeated tiles) is public.
"""

from __future__ import annotations

from typing import Any, TypeVar

from seaboard.engine.rng import Rng
from seaboard.games.chaos_cove import content as K
from seaboard.games.chaos_cove.rules import to_move
from seaboard.games.chaos_cove.state import TASK_NAMES, ChaosCoveData, Fight

Data = TypeVar("Data", bound=ChaosCoveData)  # the facade determinizes into a facade

RES_VIEW = (
    "doubloon",
    "rum",
    "food",
    "plank",
    "gunpowder",
    "cannon",
    "saber",
    "cannon_used",
    "saber_used",
    "crew_area",
    "crew",
    "crew_exhausted",
)


def _pending(s: ChaosCoveData) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for t in s.stack:
        if isinstance(t, Fight):
            out.append(
                {
                    "combat": K.TARGETS[t.target],
                    "player": t.player,
                    "strength": t.strength,
                    "naval": t.naval,
                    "total": t.total,
                    "stage": ("own", "help", "review", "final")[t.stage],
                    "asked": t.ask,
                    "offers": [[t.offers[i], t.offers[i + 1]] for i in range(0, len(t.offers), 2)],
                    "gus": t.gus,
                    "space": t.space,
                }
            )
        else:
            out.append(
                {
                    "task": TASK_NAMES[t.kind],
                    "player": t.player,
                    "n": t.n,
                    "a": t.a,
                    "b": t.b,
                    "mask": t.mask,
                }
            )
    return out


def _invader(s: ChaosCoveData, i: int, full: bool) -> list[int] | None:
    """[wave, strength] of the tile in a sea/land space; strength None while face-down."""
    t = s.invader[i]
    if t < 0:
        return None
    return [K.tile_wave(t) + 1, K.TILE_STRENGTH[t] if s.face_up[i] or full else None]


def _public(s: ChaosCoveData, full: bool) -> dict[str, Any]:
    return {
        "round": s.round + 1,
        "rounds": s.rounds,
        "phase": s.phase,
        "first_player": s.first,
        "order_start": s.order_start,
        "turn": s.turn,
        "to_move": to_move(s),
        "resources": [list(row) for row in s.res],  # columns: RES_VIEW
        "stock": [s.cannon_stock, s.saber_stock],
        "hand_sizes": [len(h) for h in s.hands],
        "known_cards": [sorted(k) for k in s.known],  # refused offers went back there
        "deck_size": len(s.deck),
        "discard": list(s.discard),
        "construction": [[K.CARD_IDS[c] for c in cs] for cs in s.cards],
        "tiles": [list(ts) for ts in s.tiles],
        "ships": list(s.ships),  # owner per space of content.SHIP_SPACES, -1 empty
        "forts": list(s.forts),
        "invaders": [_invader(s, i, full) for i in range(2 * K.LANES)],  # sea1..4, land1..4
        "breakthrough": [list(b) for b in s.bt],  # pirate tiles, barbarian tiles
        "stack_tops": [
            (K.CARD_IDS[c] if (c := _top(s, st)) >= 0 else None) for st in range(K.N_STACKS)
        ],
        "stack_sizes": list(s.stack_count) + [len(r) for r in s.rstack],
        "stack_up": list(s.up),
        "stack_taken": list(s.taken),
        "random_discards": [K.CARD_IDS[c] for c in s.rdiscard],
        "hero_hands": [list(hand) for hand in s.slot_hand],
        "seat_slots": list(s.seat_slot),
        "hero_location": list(s.hero_loc),
        "hero_owner": list(s.owner),
        "placed": list(s.placed),
        "passed": list(s.passed),
        "fortress_tokens": list(s.token),
        "tile_effects": [list(s.art), list(s.gus), list(s.flint)],  # Art, Gus, Flint
        "this_turn": [
            s.t_hero,
            s.t_loc_done,
            s.t_hero_done,
            s.t_taken,
            list(s.t_sym),
            s.t_free,
            s.t_cards,
            s.t_hattie,
        ],
        "cursor": [s.used, s.lane, s.mark, s.grant, s.post],
        "phase4_failed": [[t for t in range(K.N_TILES) if m >> t & 1] for m in s.tried],
        "pending": _pending(s),
        "over": s.over,
        "cove_fell": s.lost,
        "last_order": list(s.last_order),
    }


def _top(s: ChaosCoveData, st: int) -> int:
    if st < 8:
        return K.STACK_CARD[st] if s.up[st] and s.stack_count[st] else -1
    return s.rtop[st - 8]


def view(s: ChaosCoveData, player: int | None) -> dict[str, Any]:
    v = _public(s, False)
    if player is not None:
        v["player"] = player
        v["hand"] = sorted(s.hands[player])
    return v


def reveal(s: ChaosCoveData) -> dict[str, Any]:
    v = _public(s, True)
    v["hands"] = [sorted(h) for h in s.hands]
    v["deck"] = sorted(s.deck)
    v["random_stacks"] = [sorted(r) for r in s.rstack]
    return v


def determinize(s: Data, player: int, rng: Rng) -> Data:
    """Resample what `player` cannot see, consistently with what they have seen."""
    d = s.clone()
    d.rng = rng.split()
    # hero cards: the others' hands and the deck come from one unseen pool; cards seen
    # going back into a hand (refused offers) stay where they are
    pool = list(d.deck)
    for q in range(d.n):
        if q != player:
            known = d.known[q]
            pool += [c for c in d.hands[q] if c not in known]
    need = sum(len(d.hands[q]) - len(d.known[q]) for q in range(d.n) if q != player)
    pool.sort()  # canonical: the sample must not follow the true order of unseen cards
    _partial_shuffle(pool, need, rng)  # the deck is unordered: only the hands are drawn
    for q in range(d.n):
        if q != player:
            known = d.known[q]
            k = len(d.hands[q]) - len(known)
            d.hands[q], pool = list(known) + pool[:k], pool[k:]
    d.deck = pool
    # face-down invaders: any tile of their wave and kind that is not in sight
    seen = set()
    for i in range(2 * K.LANES):
        if d.invader[i] >= 0 and d.face_up[i]:
            seen.add(d.invader[i])
    for b in d.bt:
        seen.update(b)
    for ts in d.tiles:
        seen.update(ts)
    for i in range(2 * K.LANES):
        t = d.invader[i]
        if t >= 0 and not d.face_up[i]:
            seen.add(t)
    hidden = [i for i in range(2 * K.LANES) if d.invader[i] >= 0 and not d.face_up[i]]
    by_group: dict[tuple[int, int], list[int]] = {}
    for i in hidden:
        t = d.invader[i]
        by_group.setdefault((K.tile_kind(t), K.tile_wave(t)), []).append(i)
    for (kind, wave), slots in by_group.items():
        candidates = [
            t
            for t in K.wave_tiles(kind, wave)
            if t not in seen or any(d.invader[i] == t for i in slots)
        ]
        if d.n == 2 and d.config.two_player_remove_strongest:
            strongest = max(K.wave_tiles(kind, wave), key=lambda t: (K.TILE_STRENGTH[t], t))
            if strongest in candidates:
                candidates.remove(strongest)
        drawn = rng.sample(candidates, len(slots))
        for i, t in zip(slots, drawn, strict=True):
            d.invader[i] = t
    # face-down random construction cards: shuffled between the two stacks
    rpool = sorted(c for r in d.rstack for c in r)
    _partial_shuffle(rpool, len(d.rstack[0]), rng)
    for i in range(len(d.rstack)):
        k = len(d.rstack[i])
        d.rstack[i], rpool = rpool[:k], rpool[k:]
    return d


def _partial_shuffle(pool: list[int], k: int, rng: Rng) -> None:
    """Put a uniform random sample of k items first (Fisher-Yates, k steps)."""
    n = len(pool)
    for i in range(min(k, n - 1)):
        j = i + rng.below(n - i)
        pool[i], pool[j] = pool[j], pool[i]

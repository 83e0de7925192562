"""What each player may see of Chaos Cove, and determinize().

Hidden: the hero cards in other players' hands and the deck, the face-down invader tiles
(and the unused tiles of the wave), the face-down random construction cards. Everything
else (resources, construction cards, the board, hero tiles, defeated tiles) is public.
"""

from __future__ import annotations

from typing import Any

from seaboard.engine.rng import Rng
from seaboard.games.chaos_cove import content as K
from seaboard.games.chaos_cove.state import CoveState, Fight

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


def _pending(s: CoveState) -> list[dict[str, Any]]:
    from seaboard.games.chaos_cove.rules import TASK_NAMES

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


def _invader(s: CoveState, i: int, full: bool) -> dict[str, Any] | None:
    t = s.invader[i]
    if t < 0:
        return None
    d: dict[str, Any] = {"wave": K.tile_wave(t) + 1, "face_up": s.face_up[i]}
    if s.face_up[i] or full:
        d["tile"] = t
        d["strength"] = K.TILE_STRENGTH[t]
    return d


def _public(s: CoveState, full: bool) -> dict[str, Any]:
    return {
        "round": s.round + 1,
        "rounds": s.rounds,
        "phase": s.phase,
        "first_player": s.first,
        "order_start": s.order_start,
        "turn": s.turn,
        "to_move": s.to_move,
        "resources": [dict(zip(RES_VIEW, row, strict=True)) for row in s.res],
        "cannon_stock": s.cannon_stock,
        "saber_stock": s.saber_stock,
        "hand_sizes": [len(h) for h in s.hands],
        "deck_size": len(s.deck),
        "discard": list(s.discard),
        "construction": [[K.CARD_IDS[c] for c in cs] for cs in s.cards],
        "tiles": [[[t, K.TILE_STRENGTH[t]] for t in ts] for ts in s.tiles],
        "ships": {K.SHIP_SPACES[i]: o for i, o in enumerate(s.ships) if o >= 0},
        "forts": {K.FORT_SPACES[i]: o for i, o in enumerate(s.forts) if o >= 0},
        "invaders": {K.TARGETS[i]: _invader(s, i, full) for i in range(2 * K.LANES)},
        "breakthrough": {
            "pirate": [[t, K.TILE_STRENGTH[t]] for t in s.bt[0]],
            "barbarian": [[t, K.TILE_STRENGTH[t]] for t in s.bt[1]],
        },
        "stacks": [
            {
                "stack": st + 1,
                "top": K.CARD_IDS[K.STACK_CARD[st]] if s.up[st] and s.stack_count[st] else None,
                "cards": s.stack_count[st],
                "taken": s.taken[st],
            }
            for st in range(8)
        ]
        + [
            {
                "stack": 9 + i,
                "top": K.CARD_IDS[s.rtop[i]] if s.rtop[i] >= 0 else None,
                "face_down": len(s.rstack[i]),
                "taken": s.taken[8 + i],
            }
            for i in range(len(s.rstack))
        ],
        "random_discards": [K.CARD_IDS[c] for c in s.rdiscard],
        "hero_hands": [[K.HERO_IDS[h] for h in hand] for hand in s.slot_hand],
        "seat_slots": list(s.seat_slot),
        "heroes": {
            K.HERO_IDS[h]: {
                "owner": s.owner[h],
                "location": K.LOC_IDS[s.hero_loc[h]] if s.hero_loc[h] >= 0 else None,
            }
            for h in range(K.N_HEROES)
        },
        "placed": list(s.placed),
        "passed": list(s.passed),
        "fortress_tokens": list(s.token),
        "art": list(s.art),
        "gus": list(s.gus),
        "flint": list(s.flint),
        "this_turn": {
            "hero": K.HERO_IDS[s.t_hero] if s.t_hero >= 0 else None,
            "location_done": s.t_loc_done,
            "hero_done": s.t_hero_done,
            "taken": s.t_taken,
            "symbols_taken": list(s.t_sym),
            "free": s.t_free,
            "cards_played": s.t_cards,
            "hattie": s.t_hattie,
        },
        "used": s.used,
        "lane": s.lane,
        "mark": s.mark,
        "grant": s.grant,
        "pending": _pending(s),
        "over": s.over,
        "cove_fell": s.lost,
        "last_order": list(s.last_order),
    }


def view(s: CoveState, player: int | None) -> dict[str, Any]:
    v = _public(s, False)
    if player is not None:
        v["player"] = player
        v["hand"] = sorted(s.hands[player])
    return v


def reveal(s: CoveState) -> dict[str, Any]:
    v = _public(s, True)
    v["hands"] = [sorted(h) for h in s.hands]
    v["deck"] = sorted(s.deck)
    v["random_stacks"] = [sorted(r) for r in s.rstack]
    return v


def determinize(s: CoveState, player: int, rng: Rng) -> CoveState:
    """Resample what `player` cannot see, consistently with what they have seen."""
    d = s.clone()
    d.rng = rng.split()
    # hero cards: the others' hands and the deck come from one unseen pool
    pool = list(d.deck)
    for q in range(d.n):
        if q != player:
            pool += d.hands[q]
    rng.shuffle(pool)
    for q in range(d.n):
        if q != player:
            k = len(d.hands[q])
            d.hands[q], pool = pool[:k], pool[k:]
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
    rpool = [c for r in d.rstack for c in r]
    rng.shuffle(rpool)
    for i in range(len(d.rstack)):
        k = len(d.rstack[i])
        d.rstack[i], rpool = rpool[:k], rpool[k:]
    return d

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
from seaboard.games.chaos_cove.state import NUMBERED_STACKS, TASK_NAMES, ChaosCoveData, Fight

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


def _pending(state: ChaosCoveData) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for entry in state.pending:
        if isinstance(entry, Fight):
            out.append(
                {
                    "combat": K.TARGETS[entry.target],
                    "player": entry.player,
                    "strength": entry.strength,
                    "naval": entry.naval,
                    "total": entry.total,
                    "stage": ("own", "help", "review", "final")[entry.stage],
                    "asked": entry.asked,
                    "offers": [
                        [entry.offers[i], entry.offers[i + 1]]
                        for i in range(0, len(entry.offers), 2)
                    ],
                    "gus": entry.gus_card,
                    "space": entry.space,
                }
            )
        else:
            out.append(
                {
                    "task": TASK_NAMES[entry.kind],
                    "player": entry.player,
                    "n": entry.left,
                    "a": entry.variant,
                    "b": entry.progress,
                    "mask": entry.used_cards,
                }
            )
    return out


def _invader(state: ChaosCoveData, i: int, full: bool) -> list[int] | None:
    """[wave, strength] of the tile in a sea/land space; strength None while face-down."""
    tile = state.invaders[i]
    if tile < 0:
        return None
    return [K.tile_wave(tile) + 1, K.TILE_STRENGTH[tile] if state.face_up[i] or full else None]


def _public(state: ChaosCoveData, full: bool) -> dict[str, Any]:
    return {
        "round": state.round + 1,
        "rounds": state.rounds,
        "phase": state.phase,
        "first_player": state.first_player,
        "order_start": state.order_start,
        "turn": state.turn,
        "to_move": to_move(state),
        "resources": [list(row) for row in state.resources],  # columns: RES_VIEW
        "stock": [state.cannon_stock, state.saber_stock],
        "hand_sizes": [len(hero) for hero in state.hands],
        "known_cards": [
            sorted(kind) for kind in state.known_cards
        ],  # refused offers went back there
        "deck_size": len(state.deck),
        "discard": list(state.discard),
        "construction": [[K.CARD_IDS[card] for card in cards] for cards in state.construction],
        "tiles": [list(tiles) for tiles in state.defeated],
        "ships": list(state.ships),  # owner per space of content.SHIP_SPACES, -1 empty
        "forts": list(state.forts),
        "invaders": [_invader(state, i, full) for i in range(2 * K.LANES)],  # sea1..4, land1..4
        "breakthrough": [
            list(tiles_through) for tiles_through in state.breakthrough
        ],  # pirate tiles, barbarian tiles
        "stack_tops": [
            (K.CARD_IDS[card] if (card := _top(state, stack)) >= 0 else None)
            for stack in range(K.N_STACKS)
        ],
        "stack_sizes": list(state.numbered_left)
        + [len(resource) for resource in state.random_stacks],
        "stack_up": list(state.stack_up),
        "stack_taken": list(state.stack_taken),
        "random_discards": [K.CARD_IDS[card] for card in state.random_discards],
        "hero_hands": [list(hand) for hand in state.hero_hands],
        "seat_slots": list(state.seat_slots),
        "hero_location": list(state.hero_location),
        "hero_owner": list(state.hero_owner),
        "placed": list(state.placed),
        "passed": list(state.passed),
        "fortress_tokens": list(state.fortress_token),
        "tile_effects": [
            list(state.art_tile),
            list(state.gus_tile),
            list(state.flint_tile),
        ],  # Art, Gus, Flint
        "this_turn": [
            state.turn_hero,
            state.turn_location_used,
            state.turn_hero_used,
            state.turn_takes,
            list(state.turn_symbols),
            state.turn_free_takes,
            state.turn_card_played,
            state.turn_hattie,
        ],
        "cursor": [
            state.ships_used,
            state.attacking_lane,
            state.sat_out,
            state.card_grant,
            state.after_combat,
        ],
        "phase4_failed": [
            [tile for tile in range(K.N_TILES) if failed >> tile & 1]
            for failed in state.failed_attacks
        ],
        "pending": _pending(state),
        "over": state.over,
        "cove_fell": state.cove_fell,
        "last_order": list(state.last_order),
    }


def _top(state: ChaosCoveData, stack: int) -> int:
    if stack < NUMBERED_STACKS:
        return K.STACK_CARD[stack] if state.stack_up[stack] and state.numbered_left[stack] else -1
    return state.random_tops[stack - NUMBERED_STACKS]


def view(state: ChaosCoveData, player: int | None) -> dict[str, Any]:
    amount = _public(state, False)
    if player is not None:
        amount["player"] = player
        amount["hand"] = sorted(state.hands[player])
    return amount


def reveal(state: ChaosCoveData) -> dict[str, Any]:
    amount = _public(state, True)
    amount["hands"] = [sorted(hero) for hero in state.hands]
    amount["deck"] = sorted(state.deck)
    amount["random_stacks"] = [sorted(resource) for resource in state.random_stacks]
    return amount


def determinize(state: Data, player: int, rng: Rng) -> Data:
    """Resample what `player` cannot see, consistently with what they have seen."""
    sample = state.clone()
    sample.rng = rng.split()
    # hero cards: the others' hands and the deck come from one unseen pool; cards seen
    # going back into a hand (refused offers) stay where they are
    pool = list(sample.deck)
    for other in range(sample.players):
        if other != player:
            known = sample.known_cards[other]
            pool += [card for card in sample.hands[other] if card not in known]
    need = sum(
        len(sample.hands[other]) - len(sample.known_cards[other])
        for other in range(sample.players)
        if other != player
    )
    pool.sort()  # canonical: the sample must not follow the true order of unseen cards
    _partial_shuffle(pool, need, rng)  # the deck is unordered: only the hands are drawn
    for other in range(sample.players):
        if other != player:
            known = sample.known_cards[other]
            unseen = len(sample.hands[other]) - len(known)
            sample.hands[other], pool = list(known) + pool[:unseen], pool[unseen:]
    sample.deck = pool
    # face-down invaders: any tile of their wave and kind that is not in sight
    seen = set()
    for i in range(2 * K.LANES):
        if sample.invaders[i] >= 0 and sample.face_up[i]:
            seen.add(sample.invaders[i])
    for through in sample.breakthrough:
        seen.update(through)
    for tiles in sample.defeated:
        seen.update(tiles)
    for i in range(2 * K.LANES):
        tile = sample.invaders[i]
        if tile >= 0 and not sample.face_up[i]:
            seen.add(tile)
    hidden = [i for i in range(2 * K.LANES) if sample.invaders[i] >= 0 and not sample.face_up[i]]
    by_group: dict[tuple[int, int], list[int]] = {}
    for i in hidden:
        tile = sample.invaders[i]
        by_group.setdefault((K.tile_kind(tile), K.tile_wave(tile)), []).append(i)
    for (kind, wave), slots in by_group.items():
        candidates = [
            tile
            for tile in K.wave_tiles(kind, wave)
            if tile not in seen or any(sample.invaders[i] == tile for i in slots)
        ]
        if sample.players == 2 and sample.config.two_player_remove_strongest:
            strongest = max(
                K.wave_tiles(kind, wave), key=lambda tile: (K.TILE_STRENGTH[tile], tile)
            )
            if strongest in candidates:
                candidates.remove(strongest)
        drawn = rng.sample(candidates, len(slots))
        for i, tile in zip(slots, drawn, strict=True):
            sample.invaders[i] = tile
    # face-down random construction cards: shuffled between the two stacks
    rpool = sorted(card for resource in sample.random_stacks for card in resource)
    _partial_shuffle(rpool, len(sample.random_stacks[0]), rng)
    for i in range(len(sample.random_stacks)):
        size = len(sample.random_stacks[i])
        sample.random_stacks[i], rpool = rpool[:size], rpool[size:]
    return sample


def _partial_shuffle(pool: list[int], kind: int, rng: Rng) -> None:
    """Put a uniform random sample of k items first (Fisher-Yates, k steps)."""
    n = len(pool)
    for i in range(min(kind, n - 1)):
        j = i + rng.below(n - i)
        pool[i], pool[j] = pool[j], pool[i]

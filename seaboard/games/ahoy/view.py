"""What each seat may see (`view`), everything (`reveal`), and `determinize`.

Hidden: the order of the region stack and the tile removed at set-up, the Market deck's
order and the cards removed at set-up, the plan deck's order, the Mollusk Union's plans in
hand, and which pledge marker each Smuggler put each delivered Cargo under (the Cargo
itself was delivered in public)."""

from __future__ import annotations

from typing import Any

from seaboard.engine.rng import Rng
from seaboard.games.ahoy import content as C
from seaboard.games.ahoy.rules import to_move
from seaboard.games.ahoy.state import BOXED_CAPTAIN, AhoyData, Frame


def _frame(state: AhoyData, frame: Frame) -> dict[str, Any]:
    out: dict[str, Any] = {
        "kind": frame.kind,
        "player": frame.player,
        "figure": frame.fig,
        "n": frame.n,
        "a": frame.a,
        "b": frame.b,
        "text": frame.text,
        "used": list(frame.used),
    }
    b = frame.battle
    if b is not None:
        out["battle"] = {
            "attacker": b.attacker,
            "defender": b.defender,
            "stage": b.stage,
            "roll": list(b.roll),
            "bonus": list(b.bonus),
            "secret": list(b.secret),
            "asked": b.asked,  # Grogmaster used, per side (bits)
            "winner": b.winner,
            "cause": b.cause,
        }
    return out


def _player(state: AhoyData, seat: int, viewer: int | None) -> dict[str, Any]:
    p = state.players[seat]
    own = viewer == seat
    out: dict[str, Any] = {
        "faction": p.faction,
        "gold": p.gold,
        "fame": p.fame,
        "dice": list(p.dice),
        "placed": p.placed,
        "crew_used": p.crew_used,  # once-a-turn Crew already used (it decides legality)
        "slots": [
            {
                "name": s.name,
                "action": s.action,
                "values": list(s.values),
                "die": s.die,
                "damaged": s.damaged,
                "damageable": s.damageable,
            }
            for s in p.slots
        ],
        "crew": [C.CARD_IDS[c] for c in p.crew],
        "ready": p.ready,
        "supply": p.supply,
        "plans_in_hand": len(p.plans),
        "cargo": [C.CARD_IDS[c] for c in p.cargo],
        "pledged_count": sum(len(x) for x in p.pledged),
        "reward": p.reward,
        "reward_prev": p.reward_prev,
        "speed": p.speed,
        "fangs": p.fangs,
        "bodies": p.bodies,
        "evolved": [C.EVOLUTIONS[e] for e in p.evolved],
        "evolutions_in_hand": len(p.evolutions),
        "jobs": ["damaged" if v < 0 else "filled" if v > 0 else "empty" for v in p.jobs],
        # a Frigate whose one-shot Captain went to the box stays outfitted: "boxed", not None
        "captains": [
            C.CARD_IDS[c] if c >= 0 else "boxed" if c == BOXED_CAPTAIN else None for c in p.captains
        ],
    }
    if own:
        out["evolutions"] = [C.EVOLUTIONS[e] for e in sorted(p.evolutions)]
        out["job_tokens"] = [max(0, v) for v in p.jobs]
        out["plans"] = [C.PLAN_IDS[c] for c in sorted(p.plans)]
        out["pledged"] = [[C.CARD_IDS[c] for c in sorted(x)] for x in p.pledged]
    return out


def view(state: AhoyData, player: int | None) -> dict[str, Any]:
    return {
        "players": [_player(state, s, player) for s in range(len(state.players))],
        "you": player,
        "phase": state.phase,
        "round": state.round,
        "first": state.first,
        "current": state.current,
        "to_move": to_move(state),
        "tiles": [
            {
                "tile": C.TILE_IDS[t.tile],
                "x": t.x,
                "y": t.y,
                "rot": t.rot,
                "wealth": t.wealth,
                "comrades": state.comrades[t.tile],
            }
            for t in state.placed
        ],
        "figures": [
            {
                "owner": f.owner,
                "kind": f.kind,
                "space": C.SPACE_IDS[f.space] if f.space >= 0 else None,
            }
            for f in state.figures
        ],
        "market": [C.CARD_IDS[c] for c in state.market],
        "deck_size": len(state.deck),
        "stack_size": len(state.stack),
        "boxed": [C.CARD_IDS[c] for c in state.boxed],
        "plan_deck_size": len(state.plan_deck),
        "plan_discard": sorted(C.PLAN_IDS[c] for c in state.plan_discard),
        "appetite": state.appetite,
        "appetite_deck_size": len(state.appetite_deck),
        "appetite_discard": sorted(state.appetite_discard),
        "evolution_deck_size": len(state.evolution_deck),
        "job_bag_size": len(state.job_bag),
        "pending": [_frame(state, f) for f in state.pending],
        "reason": state.reason,
    }


def reveal(state: AhoyData) -> dict[str, Any]:
    out = view(state, None)
    out["players"] = [_player(state, s, s) for s in range(len(state.players))]
    out["stack"] = [C.TILE_IDS[t] for t in state.stack]
    out["removed_tiles"] = [C.TILE_IDS[t] for t in state.removed_tiles]
    out["deck"] = [C.CARD_IDS[c] for c in state.deck]
    out["removed_cards"] = [C.CARD_IDS[c] for c in state.removed_cards]
    out["plan_deck"] = [C.PLAN_IDS[c] for c in state.plan_deck]
    out["appetite_deck"] = list(state.appetite_deck)
    out["evolution_deck"] = [C.EVOLUTIONS[e] for e in state.evolution_deck]
    out["job_bag"] = list(state.job_bag)
    return out


def determinize(state: AhoyData, player: int, rng: Rng) -> AhoyData:
    """A copy with everything `player` cannot see resampled from what they have seen: each
    unseen pool is sorted first, so the sample depends only on the view."""
    d = state.clone()
    tiles = sorted(d.stack + d.removed_tiles)
    rng.shuffle(tiles)
    d.removed_tiles = sorted(tiles[: len(d.removed_tiles)])
    d.stack = tiles[len(d.removed_tiles) :]
    cards = sorted(d.deck + d.removed_cards)
    rng.shuffle(cards)
    d.removed_cards = sorted(cards[: len(d.removed_cards)])
    d.deck = cards[len(d.removed_cards) :]
    hidden_hands = [s for s, p in enumerate(d.players) if s != player and p.plans]
    plans = sorted(d.plan_deck + [c for s in hidden_hands for c in d.players[s].plans])
    rng.shuffle(plans)
    for s in hidden_hands:
        n = len(d.players[s].plans)
        d.players[s].plans = sorted(plans[:n])
        plans = plans[n:]
    d.plan_deck = plans
    appetite = sorted(d.appetite_deck)
    rng.shuffle(appetite)
    d.appetite_deck = appetite
    hidden_evo = [s for s, p in enumerate(d.players) if s != player and p.evolutions]
    evos = sorted(d.evolution_deck + [e for s in hidden_evo for e in d.players[s].evolutions])
    rng.shuffle(evos)
    for s in hidden_evo:
        n = len(d.players[s].evolutions)
        d.players[s].evolutions = sorted(evos[:n])
        evos = evos[n:]
    d.evolution_deck = evos
    hidden_jobs = [s for s, p in enumerate(d.players) if s != player and p.jobs]
    tokens = sorted(d.job_bag + [v for s in hidden_jobs for v in d.players[s].jobs if v > 0])
    rng.shuffle(tokens)
    for s in hidden_jobs:
        jobs = d.players[s].jobs
        for i, v in enumerate(jobs):
            if v > 0:
                jobs[i] = tokens.pop()
    d.job_bag = tokens
    for s, p in enumerate(d.players):
        if s == player or not p.pledged:
            continue
        pool = sorted(c for x in p.pledged for c in x)
        p.pledged = [[] for _ in p.pledged]
        for c in pool:
            p.pledged[rng.below(len(p.pledged))].append(c)
        for x in p.pledged:
            x.sort()
    d.rng = rng.split()
    d.legal_cache = None
    return d

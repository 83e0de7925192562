"""What each side sees, the full reveal, and determinization that respects hidden movement.

The Hunters' knowledge of Blackbeard's movement is the list of epochs (Set Camp, Reset Map,
Set Map after a Sail, an Escape) and of observations `(epoch, space, block, secret)`: every block
they have seen, secretly or face up. `belief` filters the positions (Camp, Adventure, Sightings
on observed spaces) forward through the epochs, keeping only those agreeing with every
observation; determinize samples from that set.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from seaboard.engine.rng import Rng
from seaboard.games.blackbeard import content as C
from seaboard.games.blackbeard.state import (
    ADV,
    ADV_CAMP,
    BB,
    BB_ACTIONS,
    BB_ALONE,
    BB_CAMP,
    BLANK,
    BLOCK_NAMES,
    CAMP,
    CAMP_BLOCKS,
    D_ISRAEL,
    D_LONGBOAT,
    E_CAMP,
    E_ESCAPE,
    E_REMOVE,
    E_RESET,
    E_SAIL,
    ENCOUNTER,
    HUNT,
    HUNTER_ACTIONS,
    ISRAEL,
    P_BLACKBEARD,
    PHASE_NAMES,
    PIECES,
    PIRACY,
    SEGMENT_NAMES,
    SIGHT,
    SIGHT_CAMP,
    Battle,
    BBState,
)

S = C.SPACE_IDS
R_ = C.R
MAX_REPS = 4


# ================================================================================================
# Sail paths: every simple path of at most 5 steps, as (end, mask of spaces passed through)
# ================================================================================================
def _paths(start: int, steps: int) -> tuple[tuple[int, int], ...]:
    seen: set[tuple[int, int]] = set()

    def dfs(x: int, visited: int, mask: int, n: int) -> None:
        seen.add((x, mask))
        if n == steps:
            return
        inner = mask | (1 << x) if x != start else mask
        for y in C.SEA[x]:
            if not visited >> y & 1:
                dfs(y, visited | 1 << y, inner, n + 1)

    dfs(start, 1 << start, 0, 0)
    return tuple(sorted(seen))


PATHS = {a: _paths(a, C.R.blackbeard_pawns) for a in C.SLOTS}


def block_at(c: int, a: int, sm: int, x: int, b: int = -2, i: int = -2) -> int:
    if x == a:
        return ADV_CAMP if x == c else ADV
    if x == b:
        return BB_CAMP if x == c else BB_ALONE
    if x == i:
        return ISRAEL
    if sm >> x & 1:
        return SIGHT_CAMP if x == c else SIGHT
    return CAMP if x == c else BLANK


# a belief key: (camp, adventure, sightings on observed spaces, blackbeard alone, israel hands);
# the figures are -2 when known absent, -1 when unseen (maybe placed, maybe not)
Key = tuple[int, int, int, int, int]
Belief = list[tuple[int, int, int, int, int, tuple[int, ...]]]


def belief(s: BBState) -> Belief:
    """Positions that agree with all the Hunters have observed: (camp, adventure, sightings
    seen-mask, blackbeard alone, israel hands, full sighting masks). Cached on the state until
    a new epoch or observation."""
    key = (len(s.epochs), len(s.obs))
    cache = s.belief_cache
    if cache is not None and cache[0] == key:
        return cache[1]
    resume = cache[2] if cache is not None else None
    if resume is not None:
        k, n, _ = resume
        if k >= len(s.epochs) or sum(1 for o in s.obs if o[0] <= k) != n:
            resume = None
    # the set depends only on the Hunters' observations, which many states share (every
    # determinization a search plays out, every clone): memoize it across states
    memo_key = (bool(s.config.advanced), tuple(s.epochs), tuple(o[:3] for o in s.obs))
    memo = _BELIEF_MEMO.get(memo_key)
    if memo is None:
        memo = _filter(s.epochs, s.obs, bool(s.config.advanced), resume)
        if len(_BELIEF_MEMO) >= _BELIEF_MEMO_SIZE:
            _BELIEF_MEMO.clear()
        _BELIEF_MEMO[memo_key] = memo
    result, checkpoint = memo
    s.belief_cache = (key, result, checkpoint)
    return result


_BELIEF_MEMO: dict[tuple, tuple[Belief, Checkpoint | None]] = {}
_BELIEF_MEMO_SIZE = 256


Checkpoint = tuple[int, int, dict]  # (a Reset Map epoch, observations up to it, the set then)


def _filter(
    epochs: list, obs: list, advanced: bool = False, resume: Checkpoint | None = None
) -> tuple[Belief, Checkpoint | None]:
    """Forward filter over the epochs; resumes from the last Reset Map already filtered (a
    Reset forgets the Sightings, so nothing observed later changes the set before it)."""
    by_epoch: dict[int, list[tuple[int, int]]] = {}
    for e, x, b, _secret in obs:
        by_epoch.setdefault(e, []).append((x, b))
    H: dict[Key, list[int]] = {}
    first = 0
    checkpoint = resume
    if resume is not None:
        first, H = resume[0] + 1, resume[2]
    for k in range(first, len(epochs)):
        kind, arg, allowed = epochs[k]
        ob = by_epoch.get(k, [])
        new: dict[Key, list[int]] = {}
        if kind == E_CAMP:
            for c in C.ANCHORAGES:
                new[(c, c, 0, -2, -2)] = [0]
        elif kind == E_RESET:
            for c, a, _, _, _ in H:
                new[(c, a, 0, -2, -2)] = [0]
        elif kind == E_SAIL:
            M = 0
            for j in range(k, len(epochs)):
                if j > k and epochs[j][0] == E_RESET:
                    break
                for x, _ in by_epoch.get(j, []):
                    M |= 1 << x
            starts: dict[int, set[int]] = {}
            for c, a, _, _, _ in H:
                starts.setdefault(c, set()).add(a)
            if advanced:
                _sail_advanced(starts, ob, M, new)
            else:
                _sail_basic(starts, ob, M, new)
            H = new
            continue
        elif kind == E_ESCAPE:
            for (c, a, sm, b, i), reps in H.items():
                if a != arg:
                    continue
                for y in allowed:
                    if y in (b, i):
                        continue
                    nk = (c, y, sm & ~(1 << y), b, i)
                    if nk not in new:
                        new[nk] = [r & ~(1 << y) for r in reps]
        elif kind == E_REMOVE:
            for (c, a, sm, b, i), reps in H.items():
                nk = (c, a, sm, -2, i) if arg == P_BLACKBEARD else (c, a, sm, b, -2)
                new.setdefault(nk, list(reps))
        H = {
            kk: reps
            for kk, reps in new.items()
            if all(block_at(kk[0], kk[1], kk[2], x, kk[3], kk[4]) == b for x, b in ob)
        }
        if kind == E_RESET:
            checkpoint = (k, sum(len(v) for e, v in by_epoch.items() if e <= k), H)
    result = [(c, a, sm, b, i, tuple(reps)) for (c, a, sm, b, i), reps in sorted(H.items())]
    return result, checkpoint


def _sail_basic(
    starts: dict[int, set[int]], ob: list[tuple[int, int]], M: int, new: dict[Key, list[int]]
) -> None:
    for c, alist in starts.items():
        cons = _constraints(c, ob)
        if cons is None:
            continue
        forb, req, endforb, endreq = cons
        for a in alist:
            for end, mask in PATHS[a]:
                if mask & forb or mask & req != req:
                    continue
                if end in endforb or (endreq >= 0 and end != endreq):
                    continue
                reps = new.setdefault((c, end, mask & M, -2, -2), [])
                if len(reps) < MAX_REPS:
                    reps.append(mask)


def _sail_advanced(
    starts: dict[int, set[int]], ob: list[tuple[int, int]], M: int, new: dict[Key, list[int]]
) -> None:
    """ADVANCED: Bought Silence may leave out any Sighting; Blackbeard alone and Israel Hands
    may stand where the Hunters did not look."""
    nonsight = req = 0
    b_obs = i_obs = endreq = -1
    endforb: set[int] = set()
    for x, blk in ob:
        if blk in (SIGHT, SIGHT_CAMP):
            req |= 1 << x
        else:
            nonsight |= 1 << x
        if blk in (ADV, ADV_CAMP):
            if endreq >= 0 and endreq != x:
                return
            endreq = x
        else:
            endforb.add(x)
        if blk in (BB_ALONE, BB_CAMP):
            b_obs = x
        elif blk == ISRAEL:
            i_obs = x
    for c, alist in starts.items():
        if b_obs >= 0 and C.DIST[c][b_obs] > 3:
            continue
        if any((blk in CAMP_BLOCKS) != (x == c) for x, blk in ob):
            continue
        for a in alist:
            for end, mask in PATHS[a]:
                if mask & req != req or end in endforb or (endreq >= 0 and end != endreq):
                    continue
                placed = mask & ~nonsight
                reps = new.setdefault((c, end, placed & M, b_obs, i_obs), [])
                if len(reps) < MAX_REPS:
                    reps.append(placed)


def _constraints(c: int, ob: list[tuple[int, int]]) -> tuple[int, int, set[int], int] | None:
    forb = req = 0
    endforb: set[int] = set()
    endreq = -1
    for x, b in ob:
        at_camp = x == c
        if b in (CAMP, SIGHT_CAMP, ADV_CAMP) and not at_camp:
            return None
        if b in (BLANK, SIGHT, ADV) and at_camp:
            return None
        if b in (BLANK, CAMP):
            forb |= 1 << x
            endforb.add(x)
        elif b in (SIGHT, SIGHT_CAMP):
            req |= 1 << x
        elif b in (ADV, ADV_CAMP):
            if endreq >= 0 and endreq != x:
                return None
            endreq = x
        else:
            return None  # a Blackbeard or Israel Hands block cannot be seen in the basic game
    return forb, req, endforb, endreq


def fog(s: BBState) -> dict[str, list[str]]:
    """The spaces where Adventure and the Camp may be, as far as the Hunters know."""
    keys = belief(s)
    return {
        "adventure": sorted({S[k[1]] for k in keys}),
        "camp": sorted({S[k[0]] for k in keys}),
    }


# ================================================================================================
# views
# ================================================================================================
def _shown(s: BBState, blocks: tuple[int, ...]) -> str | None:
    for x in C.SLOTS:
        if s.faceup[x] and s.blocks[x] in blocks:
            return S[x]
    return None


def _public(s: BBState) -> dict[str, Any]:
    b = s.battle
    return {
        "turn": s.turn,
        "phase": PHASE_NAMES[s.phase],
        "to_move": s.to_move,
        "segment": SEGMENT_NAMES[s.segment] if s.phase == HUNTER_ACTIONS else None,
        "map": {S[x]: BLOCK_NAMES[s.blocks[x]] if s.faceup[x] else "hidden" for x in C.SLOTS},
        "surveil": sorted(S[x] for x in C.SLOTS if s.surveil[x]),
        "camp_marker": S[s.camp] if s.camp_found else None,
        "adventure": S[s.adv] if s.adventure_shown() else None,
        "blackbeard": _shown(s, (BB_ALONE, BB_CAMP)),
        "israel_hands": _shown(s, (ISRAEL,)),
        "israel_hands_arrested": s.israel_out,
        "hunters": {PIECES[p]: S[s.hpos[p]] for p in range(3)},
        "stopped": [PIECES[p] for p in range(3) if s.stopped[p]],
        "scouted": {PIECES[p]: s.scouted[p] for p in range(3)},
        "hunter_pawns_on_map": s.h_map_pawns,
        "escaped_marker": s.escaped,
        "declared_defenses": [C.DEF_IDS[d] for d in range(len(C.DEFENSES)) if s.declared[d]],
        "declared_assets": [C.ASSET_IDS[a] for a in range(len(C.ASSETS)) if s.asset_declared[a]],
        "informants_drawn": len(s.inf),
        "shown_piracy": [{"turn": t, "space": S[x], "tile": C.TILE_IDS[k]} for t, x, k in s.shows],
        "public_tiles": [C.TILE_IDS[t] for t in range(len(C.PIRACY)) if s.tile_public[t]],
        "open_chain": [S[x] for x, secret in s.chains if not secret],
        "inspected_this_turn": s.inspected,
        "battle": None if b is None else b.public(),
        "last_roll": s.last_roll,
        "winner": None if s.winner is None else ("blackbeard", "hunters")[s.winner],
        "reason": s.reason,
    }


def view(s: BBState, player: int | None) -> dict[str, Any]:
    v = _public(s)
    if player == HUNT:
        v["informants"] = [
            {"id": C.INF_IDS[i], "used": s.inf_used[k], "spotted": sum(s.inf_count[k])}
            for k, i in sorted(enumerate(s.inf), key=lambda t: t[1])
        ]
        v["assets"] = [C.ASSET_IDS[a] for a in range(len(C.ASSETS)) if s.assets[a]]
        v["pawns_used"] = s.h_pawns
        v["spots"] = [{"turn": t, "space": S[x], "block": BLOCK_NAMES[b]} for t, x, b in s.spots]
        v["spotted_now"] = [S[x] for x in s.spotted_now]
        v["chains"] = [{"space": S[x], "secret": sec} for x, sec in s.chains]
        v["fog"] = fog(s) if s.epochs else None
    elif player == BB:
        v["blocks"] = {S[x]: BLOCK_NAMES[s.blocks[x]] for x in C.SLOTS}
        v["camp"] = S[s.camp] if s.camp >= 0 else None
        v["adventure_at"] = S[s.adv] if s.adv >= 0 else None
        v["purse"] = s.purse
        v["loot"] = sorted(s.loot)
        v["rows"] = [
            [{"tile": C.TILE_IDS[t], "cubes": s.cubes[t], "pawns": s.tpawns[t]} for t in row]
            for row in s.rows
        ]
        v["set_aside"] = [C.TILE_IDS[t] for t in s.out]
        v["defenses"] = [C.DEF_IDS[d] for d in range(len(C.DEFENSES)) if s.defenses[d]]
        v["pawns_used"] = s.bb_pawns
        v["path"] = [S[x] for x in s.path]
        v["sailed"] = s.sailed
        v["blackbeard_at"] = S[s.bpos] if s.bpos >= 0 else None
        v["israel_hands_at"] = S[s.ipos] if s.ipos >= 0 else None
        v["silenced"] = [S[x] for x in s.silence]
        v["pardon"] = C.TILE_IDS[s.pardon_tile] if s.pardon_tile >= 0 else None
        v["fete_left"] = s.fete_left
    return v


def _plain(v: Any) -> Any:
    if isinstance(v, Battle):
        return {f.name: _plain(getattr(v, f.name)) for f in dataclasses.fields(v)}
    if isinstance(v, list | tuple):
        return [_plain(x) for x in v]
    if isinstance(v, dict):
        return {str(k): _plain(x) for k, x in v.items()}
    return v


def reveal(s: BBState) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for f in dataclasses.fields(s):
        if f.name in ("rng", "config", "belief_cache", "legal_cache"):
            continue
        out[f.name] = _plain(getattr(s, f.name))
    return out


# ================================================================================================
# determinization
# ================================================================================================
def determinize(s: BBState, player: int, rng: Rng) -> BBState:
    if player == HUNT and s.epochs:
        belief(s)  # cache the belief set on the true state, shared with its clones
    d = s.clone()
    d.rng = rng.split()
    if player == HUNT:
        _resample_blackbeard(d, rng)
    else:
        _resample_hunters(d, rng)
    return d


def _resample_hunters(d: BBState, rng: Rng) -> None:
    """For Blackbeard: the Hunters' Informants, undeclared Assets and secret Spots."""
    # canonical: unseen things are sorted before shuffling, so the sample depends only
    # on what the player knows, never on the true order of what they cannot see
    pool = sorted(d.inf + d.inf_pile)
    rng.shuffle(pool)
    n = len(d.inf)
    d.inf, d.inf_pile = pool[:n], pool[n:]
    counts = []
    for k, i in enumerate(d.inf):
        spent = sum(d.inf_count[k])
        row = []
        for cap, _ in C.INF_GROUPS[i]:
            take = min(cap, spent)
            row.append(take)
            spent -= take
        if spent and row:
            row[0] += spent
        counts.append(row)
    d.inf_count = counts
    # undeclared Assets and the pawns behind the screen are unknown to Blackbeard
    cands = [a for a in C.BASIC_ASSETS if not d.asset_declared[a]]
    chosen = set(rng.sample(cands, min(rng.randint(0, 3), len(cands))))
    d.assets = [d.asset_declared[a] or a in chosen for a in range(len(C.ASSETS))]
    d.n_assets = sum(d.assets)
    spotted = len(d.spotted_now) - sum(1 for _, sec in d.chains if sec)
    d.h_pawns = min(R_.hunter_pawns, d.h_map_pawns + max(0, spotted) + rng.randint(0, 1))
    # secret Spots: Blackbeard only knew that blocks were inspected
    new_spots = []
    for t, _x, _b in d.spots:
        x = rng.choice(C.SLOTS)
        new_spots.append((t, x, d.blocks[x]))
    d.spots = new_spots
    d.spotted_now = [x for t, x, _ in new_spots[len(new_spots) - len(d.spotted_now) :]]
    d.chains = [(rng.choice(C.SLOTS) if sec else x, sec) for x, sec in d.chains]
    d.obs = [o for o in d.obs if not o[3]]
    d.belief_cache = None
    # unknown to both sides: the order of the draw piles and of the Loot pool
    for pile in (d.piles[0], d.piles[1], d.loot_pool):
        pile.sort()
        rng.shuffle(pile)


def _resample_blackbeard(d: BBState, rng: Rng) -> None:
    """For the Hunters: everything behind Blackbeard's screen and every standing block."""
    d.inf_pile.sort()
    rng.shuffle(d.inf_pile)
    # -- positions, from the belief set
    figures: tuple[int, int] = (-2, -2)
    if d.epochs:
        keys = belief(d)
        if keys:
            c, a, _sm, b, i, reps = rng.choice(keys)
            full = rng.choice(reps)
            figures = (b, i)
        else:  # cannot happen when the model matches the rules; never use the truth
            c = d.camp if d.camp_found else rng.choice(C.ANCHORAGES)
            a = rng.choice([x for x in C.SLOTS if not d.faceup[x]] or C.SLOTS)
            full = 0
        d.camp, d.adv = c, a
        d.bpos = figures[0] if figures[0] >= 0 else -1
        d.ipos = figures[1] if figures[1] >= 0 else -1
        if d.config.advanced:
            _guess_figures(d, figures, full, rng)
        for x in C.SLOTS:
            if not d.faceup[x]:
                d.blocks[x] = block_at(c, a, full, x, d.bpos, d.ipos)
        if d.phase == BB_ACTIONS:
            d.silence = []
    # -- Blackbeard's mat
    on_mat_public = [[t for t in row if d.tile_public[t]] for row in d.rows]
    hidden_out = [t for t in d.out if not d.tile_public[t]]
    for r in (0, 1):
        row = d.rows[r]
        slots = [i for i, t in enumerate(row) if not d.tile_public[t]]
        outs = [t for t in hidden_out if C.ROW[t] == r]
        pool = sorted([row[i] for i in slots] + outs + d.piles[r])
        rng.shuffle(pool)
        for i in slots:
            row[i] = pool.pop()
        for t in outs:
            d.out[d.out.index(t)] = pool.pop()
        d.piles[r] = pool
    del on_mat_public
    d.tpawns = [0] * len(C.PIRACY)
    for t in range(len(C.PIRACY)):
        if not d.tile_public[t]:
            d.cubes[t] = 0
    for row in d.rows:
        for i, t in enumerate(row):
            if d.tile_public[t]:
                continue
            done_turns = d.turn - 1 if d.phase not in (PIRACY,) else d.turn
            if i + 1 <= done_turns:
                top = C.SQUARES[t] - (1 if C.PIRACY[t].show else 0)
                d.cubes[t] = rng.randint(0, max(0, top))
    # pawns planned this turn: some on tiles that Adventure could work where it is
    if d.phase in (HUNTER_ACTIONS, ENCOUNTER) and d.adv >= 0:
        budget = C.R.blackbeard_pawns
        for t in d.rows[0] + d.rows[1]:
            if budget <= 0:
                break
            open_sq = C.SQUARES[t] - d.cubes[t]
            here = d.adv in C.TILE_SPACES[t] or (d.adv == d.camp and C.TILE_CAMP[t])
            if here and open_sq > 0:
                n = rng.randint(0, min(open_sq, budget))
                d.tpawns[t] = n
                budget -= n
    if d.phase in (HUNTER_ACTIONS, ENCOUNTER, PIRACY):
        d.sailed = bool(rng.below(2)) or _escaped_this_turn(d)
    if d.phase == PIRACY:
        # the tiles still to resolve are behind the screen, and this sample planned no
        # pawns (tpawns is zero above): none are left. Filtering the true queue would
        # carry the truth into the sample.
        d.queue = []
        if d.pardon_tile >= 0:
            seek = C.TID["seek_pardon"]
            if seek not in d.rows[1]:
                _force_tile(d, seek, rng)
            d.pardon_tile = seek
    if d.phase == BB_ACTIONS:
        d.path = [d.adv]
        d.bb_pawns = 0
        d.bb_segment = 0
    # -- Defenses: declared ones are known; others are guessed
    pool = list(range(len(C.DEFENSES))) if d.config.advanced else C.BASIC_DEFENSES
    undeclared = [x for x in pool if not d.declared[x] and x != D_ISRAEL]
    k = min(len(undeclared), rng.randint(0, 2))
    chosen = set(rng.sample(undeclared, k))
    if d.bpos >= 0:
        chosen.add(D_LONGBOAT)
    if d.ipos >= 0 or (d.config.advanced and not d.israel_out and rng.below(4) == 0):
        chosen.add(D_ISRAEL)
    d.defenses = [d.declared[x] or x in chosen for x in range(len(C.DEFENSES))]
    if d.fete_left:
        free = sum(1 for x in C.BASIC_DEFENSES if not d.defenses[x])
        if free == 0:
            d.defenses[undeclared[0] if undeclared else C.BASIC_DEFENSES[0]] = False
            free = 1
        d.fete_left = min(d.fete_left, free)
    # -- Loot and Purse
    values = list(C.LOOT)
    rng.shuffle(values)
    n = len(d.loot)
    d.loot, d.loot_pool = values[:n], values[n:]
    spent = sum(C.DEF_COST[x] for x in range(len(C.DEFENSES)) if d.defenses[x])
    spent += sum(d.cubes[t] for t in range(len(C.PIRACY)) if C.GOLD_TILE[t])
    d.gold_spent = spent
    d.purse = max(0, min(rng.randint(0, 2 * C.R.start_purse), C.R.gold_cubes - spent))


def _guess_figures(d: BBState, figures: tuple[int, int], full: int, rng: Rng) -> None:
    """Unseen Blackbeard alone / Israel Hands: placed or not, where the Hunters did not look."""
    current = len(d.epochs) - 1
    seen = {x for e, x, _, _ in d.obs if e == current} | {x for x in C.SLOTS if d.faceup[x]}
    busy = {d.adv} | {x for x in C.SLOTS if full >> x & 1}
    if figures[0] == -1 and rng.below(2):
        opts = [x for x in C.SLOTS if C.DIST[d.camp][x] <= 3 and x not in seen | busy]
        if opts:
            d.bpos = rng.choice(opts)
            busy.add(d.bpos)
    if figures[1] == -1 and not d.israel_out and rng.below(2):
        opts = [x for x in C.TOWNS if x not in seen | busy]
        if opts:
            d.ipos = rng.choice(opts)


def _escaped_this_turn(d: BBState) -> bool:
    for kind, _, _ in reversed(d.epochs):
        if kind == E_ESCAPE:
            return True
        if kind == E_RESET:
            return False
    return False


def _force_tile(d: BBState, t: int, rng: Rng) -> None:
    row = d.rows[C.ROW[t]]
    slots = [i for i, x in enumerate(row) if not d.tile_public[x]]
    i = rng.choice(slots) if slots else 0
    old = row[i]
    if t in d.piles[C.ROW[t]]:
        d.piles[C.ROW[t]].remove(t)
    elif t in d.out:
        d.out.remove(t)
    d.piles[C.ROW[t]].append(old)
    row[i] = t


BBState.view = view  # type: ignore[method-assign]
BBState.reveal = reveal  # type: ignore[method-assign]
BBState.determinize = determinize  # type: ignore[method-assign]

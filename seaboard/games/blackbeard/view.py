"""What each side sees, the full reveal, and determinization that respects hidden movement.

The Hunters' knowledge of Blackbeard's movement is the list of epochs (Set Camp, Reset Map,
Set Map after a Sail, an Escape) and of observations `(epoch, space, block, secret)`: every block
they have seen, secretly or face up. `belief` filters the positions (Camp, Adventure, Sightings
on observed spaces) forward through the epochs, keeping only those agreeing with every
observation; determinize samples from that set.
"""

from __future__ import annotations

import bisect
import dataclasses
from collections.abc import Callable
from typing import Any

from seaboard.engine.rng import Rng
from seaboard.games.blackbeard import content as C
from seaboard.games.blackbeard import rules
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
    PLAN,
    SAIL,
    SEGMENT_NAMES,
    SIGHT,
    SIGHT_CAMP,
    T_DOCTOR,
    T_ORDINARY,
    T_RUM,
    Battle,
    BBState,
)

S = C.SPACE_IDS
R_ = C.R
MAX_REPS = 4
NT = len(C.PIRACY)
T_SEEK = C.TID["seek_pardon"]
T_FETE = C.TID["fete_tobias_knight"]
FETE_CHOICES = rules.FETE_CHOICES
SETMAP = rules.SETMAP


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
Weigh = Callable[[BBState, Belief], list[float]]  # cumulative weights of a belief set


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
def determinize(s: BBState, player: int, rng: Rng, weigh: Weigh | None = None) -> BBState:
    """A sample of all `player` cannot see. For the Hunters, `weigh` may give the belief
    set's positions cumulative weights (a model of where Blackbeard goes, from what the
    Hunters know); by default each position is equally likely."""
    if player == HUNT and s.epochs:
        belief(s)  # cache the belief set on the true state, shared with its clones
    d = s.clone()
    d.rng = rng.split()
    if player == HUNT:
        _resample_blackbeard(d, rng, weigh)
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


def _resample_blackbeard(d: BBState, rng: Rng, weigh: Weigh | None = None) -> None:
    """For the Hunters: everything behind Blackbeard's screen and every standing block,
    sampled only from what the Hunters know (the belief set, shown and declared tiles, the
    Loot drawn, the Encounters) so that two states they cannot tell apart give one sample."""
    d.inf_pile.sort()
    rng.shuffle(d.inf_pile)
    # -- positions, from the belief set
    figures: tuple[int, int] = (-2, -2)
    full = 0
    if d.epochs:
        keys = belief(d)
        if keys:
            if weigh is None:
                c, a, _sm, b, i, reps = rng.choice(keys)
            else:
                cum = weigh(d, keys)
                k = bisect.bisect_right(cum, rng.random() * cum[-1])
                c, a, _sm, b, i, reps = keys[min(k, len(keys) - 1)]
            full = rng.choice(reps)
            figures = (b, i)
        else:  # cannot happen when the model matches the rules; never use the truth
            c = d.camp if d.camp_found else rng.choice(C.ANCHORAGES)
            a = rng.choice([x for x in C.SLOTS if not d.faceup[x]] or C.SLOTS)
        d.camp, d.adv = c, a
        d.bpos = figures[0] if figures[0] >= 0 else -1
        d.ipos = figures[1] if figures[1] >= 0 else -1
        if d.config.advanced:
            _guess_figures(d, figures, full, rng)
        for x in C.SLOTS:
            if not d.faceup[x]:
                d.blocks[x] = block_at(c, a, full, x, d.bpos, d.ipos)
    # -- how far Adventure Sailed this turn, as far as the Sightings tell
    sailed_phase = d.phase in (HUNTER_ACTIONS, ENCOUNTER, PIRACY)
    steps = _sample_steps(d, full, rng) if sailed_phase and d.epochs else 0
    # -- Blackbeard's mat, Defenses and Purse
    start_step = d.phase == PIRACY and not d.fete_left  # this Resolve Piracy not yet run
    resolved = d.turn if d.phase == PIRACY and not start_step else d.turn - 1
    out = _sample_mat(d, rng, resolved, steps)
    free = _sample_defenses(d, rng)
    _sample_purse(d, rng, free, out)
    # -- this turn's Blackbeard Actions, behind the screen
    d.tpawns = [0] * NT
    d.queue = []
    d.pardon_tile = -1
    if d.phase == BB_ACTIONS:
        d.path = [d.adv]
        d.bb_pawns = 0
        d.bb_segment = PLAN
        d.silence = []
        d.sailed = False
    elif sailed_phase:
        d.silence = []
        d.path = [d.adv]
        d.sailed = steps > 0 or _escape_origin(d) >= 0
        d.bb_segment = SETMAP if d.config.advanced else SAIL if steps else PLAN
        planned = 0
        if d.phase != PIRACY or start_step:
            planned = _sample_plans(d, rng, steps)
        if start_step:
            d.queue = rules.piracy_queue(d)
        d.bb_pawns = steps + planned


def _sample_steps(d: BBState, full: int, rng: Rng) -> int:
    """Pawns Adventure Sailed this turn: the Sightings left, or 0/1 when it left none."""
    if full:
        return bin(full).count("1") + 1
    start = _reset_set(d)
    if start is None:
        return rng.below(2)
    c, a = d.camp, d.adv
    opts = []
    if (c, a, 0, -2, -2) in start:
        opts.append(0)
    if any((c, y, 0, -2, -2) in start for y in C.SEA[a]):
        opts.append(1)
    return rng.choice(opts) if opts else 1


def _reset_set(d: BBState) -> dict | None:
    """The belief set at this turn's Reset Map (where Adventure may have begun the turn), or
    None when an Escape or the cache does not tell."""
    if _escape_origin(d) >= 0:
        return None
    last = -1
    for k, (kind, _, _) in enumerate(d.epochs):
        if kind == E_RESET:
            last = k
    cache = d.belief_cache
    cp = cache[2] if cache is not None else None
    if last < 0 or cp is None or cp[0] != last:
        return None
    return cp[2]


def _escape_origin(d: BBState) -> int:
    """The space Adventure Escaped from this turn, or -1."""
    for kind, arg, _ in reversed(d.epochs):
        if kind == E_ESCAPE:
            return arg
        if kind == E_RESET:
            return -1
    return -1


def _sample_mat(d: BBState, rng: Rng, resolved: int, steps: int) -> int:
    """The Piracy rows: shown (and declared) tiles are known to have been drawn; the rest
    is drawn from the unseen tiles. Seek Pardon may have set one tile aside (then it is
    filled), even a shown one. Cubes: shown tiles are full, others are not (no Show yet),
    at most 5 a completed turn. Returns the tile set aside, or -1."""
    shown: list[int] = []
    for _, _, t in d.shows:
        if t not in shown:
            shown.append(t)
    public = shown + [t for t in range(NT) if d.tile_public[t] and t not in shown]
    pub = [[t for t in public if C.ROW[t] == r] for r in (0, 1)]
    n = [len(d.rows[0]), len(d.rows[1])]
    pools = []
    for r in (0, 1):
        pool = sorted(t for t in (C.ACTS, C.LIFE)[r] if not d.tile_public[t])
        rng.shuffle(pool)
        pools.append(pool)

    def may_leave(t: int) -> bool:  # Crew to Ordinary declared before any Piracy since
        return not (t == T_ORDINARY and t not in shown and d.ordinary_turn > resolved)

    out = -1
    over = [r for r in (0, 1) if len(pub[r]) > n[r]]
    if over:  # more tiles seen in a row than it holds: one of them was set aside
        cands = [t for t in pub[over[0]] if may_leave(t)] or pub[over[0]]
        out = rng.choice(cands)
    rows = [[t for t in pub[r] if t != out] for r in (0, 1)]
    if out >= 0 and T_SEEK in pools[1] and len(rows[1]) < n[1]:
        pools[1].remove(T_SEEK)
        rows[1].append(T_SEEK)
    for r in (0, 1):
        while len(rows[r]) < n[r] and pools[r]:
            rows[r].append(pools[r].pop())
    if out < 0 and resolved >= 1 and T_SEEK in rows[1] and rng.below(2):
        cands = [t for t in rows[0] + rows[1] if t != T_SEEK and may_leave(t)]
        if cands:
            out = rng.choice(cands)
            r = C.ROW[out]
            i = rows[r].index(out)
            if pools[r]:
                rows[r][i] = pools[r].pop()
            else:
                rows[r].pop(i)
    # Hire Doctor / Buy Rum cannot be in force on a turn Adventure Sailed beyond them
    for t, limit in ((T_DOCTOR, R_.doctor_sail_limit), (T_RUM, R_.rum_pawns)):
        if steps > limit and t in rows[1] and d.turn == 1 and pools[1]:
            rows[1][rows[1].index(t)] = pools[1].pop()
            pools[1].insert(0, t)
    cubes = [0] * NT
    budget = R_.blackbeard_pawns * resolved
    for t in rows[0] + rows[1]:
        if t in shown:
            cubes[t] = C.SQUARES[t]
            budget -= cubes[t]
    if out >= 0:
        cubes[T_SEEK] = C.SQUARES[T_SEEK]
        budget -= cubes[T_SEEK]
    for t in sorted(rows[0] + rows[1]):
        if cubes[t] or t in shown or resolved < 1 or budget <= 0:
            continue
        top = C.SQUARES[t] - (1 if C.PIRACY[t].show or t == T_SEEK else 0)
        if t == T_ORDINARY and d.tile_public[t] and d.ordinary_turn > resolved:
            top = C.SQUARES[t] - 1
        if (t == T_DOCTOR and steps > R_.doctor_sail_limit) or (
            t == T_RUM and steps > R_.rum_pawns
        ):
            cubes[t] = C.SQUARES[t]  # filled on an earlier turn
        elif rng.below(2):
            cubes[t] = rng.randint(0, max(0, min(top, budget)))
        budget -= cubes[t]
    d.rows = rows
    d.piles = pools
    d.out = [out] if out >= 0 else []
    d.cubes = cubes
    return out


def _sample_defenses(d: BBState, rng: Rng) -> set[int]:
    """Declared Defenses are known; others are guessed. Returns those Fete Tobias Knight
    gave for free (no gold)."""
    pool = rules.defense_pool(d)
    undeclared = [x for x in pool if not d.declared[x] and x != D_ISRAEL]
    chosen = set(rng.sample(undeclared, min(len(undeclared), rng.randint(0, 2))))
    if d.bpos >= 0:
        chosen.add(D_LONGBOAT)
    if D_ISRAEL in pool and (d.ipos >= 0 or rng.below(4) == 0):
        chosen.add(D_ISRAEL)
    free: set[int] = set()
    made = 0
    if any(t == T_FETE for _, _, t in d.shows):
        made = FETE_CHOICES - d.fete_left
    if made:
        spare = [x for x in pool if not d.declared[x] and x not in chosen]
        prepared = [x for x in pool if d.declared[x] or x in chosen]
        while len(prepared) < made and spare:
            x = spare.pop(rng.below(len(spare)))
            chosen.add(x)
            prepared.append(x)
        prepared.sort()
        free = set(rng.sample(prepared, min(made, len(prepared))))
    d.defenses = [d.declared[x] or x in chosen for x in range(len(C.DEFENSES))]
    return free


def _sample_purse(d: BBState, rng: Rng, free: set[int], out: int) -> None:
    """Loot values, then the Purse: 5 gold, plus what the shown Loot and Stow Booty / Sell
    Cargo brought, less the gold on tiles and Defenses; hidden spending that the income
    cannot pay is dropped. Gold is capped at the 20 cubes."""
    n = len(d.loot)
    values = list(C.LOOT)
    rng.shuffle(values)
    d.loot, d.loot_pool = values[:n], values[n:]
    income, k = 0, 1
    for _, _, t in d.shows:
        tile = C.PIRACY[t]
        for j in range(tile.take):
            if k < n:
                income += d.loot[k] + (tile.extra_gold if j == 0 else 0)
                k += 1
        if tile.effect == "booty":
            income += sum(d.loot[:k]) + tile.bonus
    booty = C.TID["stow_booty"]
    if d.on_mat(booty) and d.cubes[booty] == C.SQUARES[booty] and not d.tile_public[booty]:
        income += sum(d.loot)
    if d.israel_out and d.camp_found:
        income += R_.israel_arrest_gold
    lost = C.SQUARES[out] if out >= 0 and C.GOLD_TILE[out] and d.tile_public[out] else 0
    forced = {D_LONGBOAT if d.bpos >= 0 else -1, D_ISRAEL if d.ipos >= 0 else -1}
    droppable = [
        x for x in range(len(C.DEFENSES))
        if d.defenses[x] and not d.declared[x] and x not in free and x not in forced
    ]  # fmt: skip
    rng.shuffle(droppable)
    hidden_gold = [
        t for t in sorted(d.rows[0] + d.rows[1])
        if C.GOLD_TILE[t] and d.cubes[t] and not d.tile_public[t]
    ]  # fmt: skip

    def spent() -> int:
        tiles = sum(d.cubes[t] for t in d.rows[0] + d.rows[1] if C.GOLD_TILE[t])
        defs = sum(C.DEF_COST[x] for x in range(len(C.DEFENSES)) if d.defenses[x] and x not in free)
        return tiles + defs

    purse = R_.start_purse + income - lost - spent()
    while purse < 0 and droppable:
        d.defenses[droppable.pop()] = False
        purse = R_.start_purse + income - lost - spent()
    while purse < 0 and hidden_gold:
        t = hidden_gold[-1]
        d.cubes[t] -= 1
        if not d.cubes[t]:
            hidden_gold.pop()
        purse += 1
    d.gold_spent = spent()
    d.purse = max(0, min(purse, R_.gold_cubes - d.gold_spent))


def _sample_plans(d: BBState, rng: Rng, steps: int) -> int:
    """Pawns planned this turn on tiles that could take cubes where the pirates stand (before
    any Escape); Sailing used `steps` of them."""
    budget = max(0, d.bb_pawn_limit() - steps)
    here = d.adv
    origin = _escape_origin(d)
    if origin >= 0:
        d.adv = origin
    tiles = [
        t for t in sorted(d.rows[0] + d.rows[1])
        if d.cubes[t] < C.SQUARES[t] and rules.piracy_here(d, t) >= 0
    ]  # fmt: skip
    d.adv = here
    rng.shuffle(tiles)
    total = 0
    for t in tiles:
        if budget <= 0:
            break
        most = min(C.SQUARES[t] - d.cubes[t], budget)
        k = most if rng.below(3) else rng.randint(0, most)
        d.tpawns[t] = k
        budget -= k
        total += k
    return total


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


BBState.view = view  # type: ignore[method-assign]
BBState.reveal = reveal  # type: ignore[method-assign]
BBState.determinize = determinize  # type: ignore[method-assign]

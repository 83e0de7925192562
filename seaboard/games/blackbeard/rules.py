"""Legal actions and transitions of Hunt for Blackbeard, by the rulebook's Sequence of Play."""

from __future__ import annotations

from seaboard.engine.game import Action, Event, IllegalAction
from seaboard.games.blackbeard import content as C
from seaboard.games.blackbeard.state import (
    A_BUTLER,
    A_CANNON,
    A_CANOES,
    A_CHAIN_GRAPE,
    A_GORDON,
    A_HANDS,
    A_HELM,
    A_HYDE,
    A_MAYNARD,
    A_PARTISANS,
    ADV,
    ADV_CAMP,
    ARREST_BB,
    ARREST_H,
    ASSIGN_BB,
    BB,
    BB_ACTIONS,
    BB_ALONE,
    BB_CAMP,
    BLANK,
    BLOCK_NAMES,
    BOARD_H,
    BRAND,
    CAMP,
    CAMP_BLOCKS,
    CHOICE_BB,
    CHOICE_H,
    COMMANDEER,
    D_CHAIN,
    D_GRAPE,
    D_GRENADOES,
    D_ISRAEL,
    D_LONGBOAT,
    D_LOOKOUTS,
    D_MORTON,
    D_SILENCE,
    D_SWIVEL,
    E_CAMP,
    E_ESCAPE,
    E_REMOVE,
    E_RESET,
    E_SAIL,
    ENCOUNTER,
    ESCAPE_BB,
    ESCAPE_H,
    FIRE_H,
    FLEE_H,
    FORCED_ESCAPE,
    HUNT,
    HUNTER_ACTIONS,
    INTERVIEW,
    ISRAEL,
    JANE,
    MOVE,
    ONLY_BB,
    ONLY_H,
    ORDER_H,
    OVER,
    P_ADVENTURE,
    P_BLACKBEARD,
    P_ISRAEL,
    PIECES,
    PIRACY,
    PIRATE_NAMES,
    PLAN,
    PREPARE,
    RANGER,
    SAIL,
    SCOUT1,
    SCOUT2,
    SETCAMP,
    SHOT_TYPE,
    SHOW_CAMP,
    SIGHT,
    SIGHT_CAMP,
    SIGHTINGS,
    SLOOPS,
    T_CAREEN,
    T_DOCTOR,
    T_ORDINARY,
    TYPE_H,
    Battle,
    BBState,
)

R = C.R
S = C.SPACE_IDS
SID = C.SID
PIECE_ID = {n: i for i, n in enumerate(PIECES)}
HIT_TYPES = ("rigging", "crew")
OCEAN_SET = frozenset(C.OCEANS)
INF_TARGETS = [
    [sorted(g) for _, g in groups] for groups in C.INF_GROUPS
]  # per informant, per group: sorted spaces
SEA_SET = [frozenset(x) for x in C.SEA]


# ================================================================================================
# setup and A. Draw Tiles
# ================================================================================================
def new_state(config, rng) -> BBState:  # noqa: ANN001
    s = BBState(config=config, rng=rng)
    acts, life = list(C.ACTS), list(C.LIFE)
    rng.shuffle(acts)
    rng.shuffle(life)
    s.piles = [acts, life]
    s.inf_pile = list(range(len(C.INFORMANTS)))
    rng.shuffle(s.inf_pile)
    pool = list(C.LOOT)
    rng.shuffle(pool)
    s.loot = [pool.pop()]  # Setup: 1 random Loot in Taken Loot, no gold for it
    s.loot_pool = pool
    s.purse = R.start_purse
    draw_tiles(s)
    s.phase, s.mover = SETCAMP, BB
    return s


def draw_tiles(s: BBState) -> None:
    """A. Draw Tiles: one Act of Piracy, one Pirate's Life; one Informant for the Hunters."""
    for row in (0, 1):
        if s.piles[row]:
            s.rows[row].append(s.piles[row].pop())
    if s.inf_pile:
        i = s.inf_pile.pop()
        s.inf.append(i)
        s.inf_used.append(False)
        s.inf_count.append([0] * len(C.INF_GROUPS[i]))


# ================================================================================================
# legal actions
# ================================================================================================
def legal(s: BBState) -> list[Action]:
    if s.phase == OVER:
        return []
    if s.chains:
        return chain_actions(s)
    ph = s.phase
    if ph == SETCAMP:
        return [Action("camp", (S[x],)) for x in C.ANCHORAGES]
    if ph == INTERVIEW:
        return interview_actions(s)
    if ph == BB_ACTIONS:
        return bb_actions(s)
    if ph == HUNTER_ACTIONS:
        return hunter_actions(s)
    if ph == ENCOUNTER:
        return encounter_actions(s)
    if ph == PIRACY:
        return piracy_actions(s)
    return []


def chain_targets(s: BBState) -> list[int]:
    """Sightings: Spot another space adjacent by Water Route (rulebook, Hidden Information)."""
    x, secret = s.chains[-1]
    return [
        y
        for y in C.WATER[x]
        if C.IS_SLOT[y] and not s.faceup[y] and not (secret and y in s.spotted_now)
    ]


def chain_actions(s: BBState) -> list[Action]:
    return [A_CHAIN[y] for y in chain_targets(s)] + [A_CHAIN_END]


def spot_targets(s: BBState, k: int) -> list[int]:
    """B. Interview Informants: spaces informant slot k may still Spot."""
    if s.inf_used[k]:
        return []
    out: list[int] = []
    counts = s.inf_count[k]
    for g, (n, _) in enumerate(C.INF_GROUPS[s.inf[k]]):
        if counts[g] < n:
            out.extend(x for x in INF_TARGETS[s.inf[k]][g] if x not in s.spotted_now)
    return out


def interview_actions(s: BBState) -> list[Action]:
    out: list[Action] = []
    if s.h_pawns < R.hunter_pawns:
        for k, i in sorted(enumerate(s.inf), key=lambda t: t[1]):
            table = A_SPOT[i]
            out.extend(table[x] for x in spot_targets(s, k))
    out.extend(A_SURVEIL[x] for x in s.spotted_now if not s.surveil[x])
    out.append(A_DONE)
    return out


def sail_limit(s: BBState) -> int:
    """Hire Doctor: Adventure Sails at most 3 pawns a turn while unfilled."""
    return R.doctor_sail_limit if s.penalty(T_DOCTOR) else R.blackbeard_pawns


def defense_pool(s: BBState) -> list[int]:
    """The Defense tiles in play (ADVANCED: an arrested Israel Hands is out for good)."""
    if not s.config.advanced:
        return C.BASIC_DEFENSES
    return [d for d in range(len(C.DEFENSES)) if not (d == D_ISRAEL and s.israel_out)]


def bb_actions(s: BBState) -> list[Action]:
    if s.bb_segment == SETMAP:
        return setmap_actions(s)
    out: list[Action] = []
    if s.bb_pawns < s.bb_pawn_limit():
        if s.bb_segment == PLAN:
            for t in sorted(s.rows[0] + s.rows[1]):
                if s.cubes[t] + s.tpawns[t] < C.SQUARES[t]:
                    out.append(A_PLAN[t])
        if s.bb_segment <= PREPARE:
            for d in defense_pool(s):
                if not s.defenses[d] and C.DEF_COST[d] <= s.purse:
                    out.append(A_PREPARE[d])
        if len(s.path) - 1 < sail_limit(s):
            out.extend(A_SAIL[y] for y in C.SEA[s.path[-1]] if y not in s.path)
    out.append(A_DONE)
    return out


SETMAP = 3  # ADVANCED: placing Blackbeard, Israel Hands, Bought Silence while Setting the Map


def sightings_now(s: BBState) -> list[int]:
    return [x for x in s.path[1:-1] if x not in s.silence]


def longboat_targets(s: BBState) -> list[int]:
    """Longboat: within 3 spaces of Camp, where no Adventure, Sighting or Israel Hands."""
    if not s.defenses[D_LONGBOAT] or s.bpos >= 0:
        return []
    bad = {s.path[-1], s.ipos, *sightings_now(s)}
    return [x for x in C.SLOTS if C.DIST[s.camp][x] <= 3 and x not in bad]


def israel_targets(s: BBState) -> list[int]:
    """Israel Hands: any Town where no Adventure, Blackbeard or Sighting."""
    if not s.defenses[D_ISRAEL] or s.israel_out or s.ipos >= 0:
        return []
    bad = {s.path[-1], s.bpos, *sightings_now(s)}
    return [x for x in C.TOWNS if x not in bad]


def silence_targets(s: BBState) -> list[int]:
    """Bought Silence: 2 gold from the Purse for each Sighting not placed."""
    if not s.defenses[D_SILENCE] or s.purse < 2:
        return []
    return [x for x in sightings_now(s) if x not in (s.bpos, s.ipos)]


def setmap_actions(s: BBState) -> list[Action]:
    out = [A_LONGBOAT[x] for x in longboat_targets(s)]
    out.extend(A_ISRAEL[x] for x in israel_targets(s))
    out.extend(A_SILENCE[x] for x in silence_targets(s))
    out.append(A_DONE)
    return out


def sloop_moves(pos: int) -> dict[int, int]:
    """D. Sail: target -> pawns. Cape Henry to any Ocean 1; Ocean to Ocean 2."""
    out = {y: 1 for y in C.WATER[pos]}
    if pos == C.CAPE_HENRY:
        for y in C.OCEANS:
            out[y] = 1
    elif pos in OCEAN_SET:
        out[C.CAPE_HENRY] = 1
        for y in C.OCEANS:
            if y != pos and y not in out:
                out[y] = R.ocean_to_ocean_pawns
    return out


def helm_moves(pos: int) -> list[int]:
    """Skilled Helm: from an Ocean or Sound, up to 3 spaces by Water Routes for 1 pawn."""
    if C.TYPE[pos] not in ("ocean", "sound"):
        return []
    return [y for y in C.SLOTS if 1 <= C.WDIST[pos][y] <= R.helm_steps]


# -- tables built once: movement and every Action object the legal lists hand out ----------
SLOOP_MOVES = [tuple(sorted(sloop_moves(x).items())) for x in range(C.N)]
HELM = [tuple(helm_moves(x)) for x in range(C.N)]
SCOUT_CANDS = [
    () if x == C.CAPE_HENRY else tuple(sorted(y for y in {x, *C.ADJ[x]} if C.IS_SLOT[y]))
    for x in range(C.N)
]
CANOE = [
    tuple(
        sorted(
            {
                z
                for y in C.ADJ[x]
                if C.TYPE[y] == "sound"
                for z in C.WATER[y]
                if C.IS_SLOT[z] and z != x and z not in C.ADJ[x]
            }
        )
    )
    for x in range(C.N)
]
WHO_BOTH = 3
WHO = ("jane", "ranger", "brand", "both")
A_DONE, A_NEXT, A_CHAIN_END = Action("done"), Action("next"), Action("chain_end")
A_CHAIN = [Action("chain", (x,)) for x in S]
A_SURVEIL = [Action("surveil", (x,)) for x in S]
A_SAIL = [Action("sail", (x,)) for x in S]
A_SPOT = [[Action("spot", (i, x)) for x in S] for i in C.INF_IDS]
A_SCOUT = [[Action("scout", (p, x)) for x in S] for p in PIECES]
A_MOVE = [[Action("move", (w, x)) for x in S] for w in WHO]
A_HELM_TO = [[Action("helm", (w, x)) for x in S] for w in WHO]
A_STOP = [Action("stop", (p,)) for p in PIECES]
A_PLAN = [Action("plan", (t,)) for t in C.TILE_IDS]
A_PREPARE = [Action("prepare", (d,)) for d in C.DEF_IDS]
A_COMMANDEER = [Action("commandeer", (a,)) for a in C.ASSET_IDS]
A_LONGBOAT = [Action("longboat", (x,)) for x in S]
A_ISRAEL = [Action("israel", (x,)) for x in S]
A_SILENCE = [Action("silence", (x,)) for x in S]
A_PARDON = [Action("pardon", (t,)) for t in C.TILE_IDS]
A_FETE = [Action("fete", (d,)) for d in C.DEF_IDS]
T_SEEK = C.TID["seek_pardon"]
FETE_CHOICES = 2  # Fete Tobias Knight: any 2 Defense tiles


def scout_targets(s: BBState, p: int) -> list[int]:
    """D. Scout: own space or one adjacent by Land or Water; not from Cape Henry.
    ADVANCED Canoes: one space a piece Scouts each segment may lie just beyond a Sound."""
    pos = s.hpos[p]
    out = [y for y in SCOUT_CANDS[pos] if not s.faceup[y]]
    if s.assets[A_CANOES] and not s.canoed[p] and pos != C.CAPE_HENRY:
        out.extend(y for y in CANOE[pos] if not s.faceup[y])
        out.sort()
    return out


def scout_limit(s: BBState, p: int) -> int:
    """ADVANCED: Wm Butler lets each Sloop, Partisans lets Brand, Scout 2 spaces a segment."""
    if p == BRAND:
        return 2 if s.assets[A_PARTISANS] else 1
    return 2 if s.assets[A_BUTLER] else 1


def scout_cost(s: BBState, p: int) -> int:
    """Partisans: Brand Scouts 2 spaces for just 1 pawn."""
    return 0 if p == BRAND and s.assets[A_PARTISANS] and s.scouted[p] == 1 else 1


def hunter_actions(s: BBState) -> list[Action]:
    left = R.hunter_pawns - s.h_pawns
    out: list[Action] = []
    seg = s.segment
    if seg == COMMANDEER:
        if left > 0:
            for a in commandeer_options(s):
                out.append(A_COMMANDEER[a])
        out.append(A_NEXT)
    elif seg in (SCOUT1, SCOUT2):
        for p in range(3):
            if left >= scout_cost(s, p) and s.scouted[p] < scout_limit(s, p):
                table = A_SCOUT[p]
                out.extend(table[y] for y in scout_targets(s, p))
        out.append(A_NEXT)
    elif seg == MOVE:
        groups: list[tuple[int, int]] = []
        j, r = s.hpos[JANE], s.hpos[RANGER]
        if j == r and not s.stopped[JANE] and not s.stopped[RANGER]:
            groups.append((WHO_BOTH, j))
        for p in SLOOPS:
            if not s.stopped[p]:
                groups.append((p, s.hpos[p]))
        helm = s.assets[A_HELM] and left > 0
        for who, pos in groups:
            table = A_MOVE[who]
            out.extend(table[y] for y, cost in SLOOP_MOVES[pos] if cost <= left)
            if helm:
                table = A_HELM_TO[who]
                out.extend(table[y] for y in HELM[pos])
        if not s.stopped[BRAND] and left > 0:
            table = A_MOVE[BRAND]
            out.extend(table[y] for y in C.LAND[s.hpos[BRAND]])
        out.extend(A_STOP[p] for p in range(3) if not s.stopped[p])
    return out


def commandeer_options(s: BBState) -> list[int]:
    """Commandeer Assets: only while the named pieces are at James River."""
    pool = range(len(C.ASSETS)) if s.config.advanced else C.BASIC_ASSETS
    out = []
    for a in pool:
        if s.assets[a]:
            continue
        if all(s.hpos[PIECE_ID[n]] == C.JAMES for n in C.ASSETS[a].needs):
            out.append(a)
    return out


def escape_targets(s: BBState, e: int) -> list[int]:
    """Escape: Adventure Sails to an adjacent space, not Cape Henry, none with a Hunter."""
    return [y for y in C.SEA[e] if y not in s.hpos and y != s.bpos and y != s.ipos]


def encounter_actions(s: BBState) -> list[Action]:
    b = s.battle
    assert b is not None
    st = b.stage
    if st in (ARREST_BB, ESCAPE_BB):
        out = []
        if s.defenses[D_LOOKOUTS] and not s.lookouts_used:
            out.append(Action("declare", ("lookouts",)))
        return [*out, Action("roll")]
    if st in (ARREST_H, ESCAPE_H, BOARD_H, FIRE_H):
        out = []
        if can_maynard(s, b):
            out.append(Action("declare", ("maynard",)))
        if can_hyde(s, b):
            out.append(Action("declare", ("hyde",)))
        return [*out, Action("roll")]
    if st == ORDER_H:
        return [Action("encounter", (S[x],)) for x in s.enc_queue]
    if st == SHOW_CAMP:
        return [Action("show_camp"), Action("keep_camp")]
    if st == FORCED_ESCAPE:
        return [Action("escape", (S[y],)) for y in escape_targets(s, b.space)]
    if st == CHOICE_BB:
        return [Action("escape", (S[y],)) for y in escape_targets(s, b.space)] + [Action("board")]
    if st == CHOICE_H:
        return [Action("withdraw"), Action("board")]
    if st == SHOT_TYPE:
        return [Action("shot", ("rigging",)), Action("shot", ("crew",))]
    if st == ASSIGN_BB:
        t = b.hits_bb[0]
        hits = b.rig if t == 0 else b.crew
        return [Action("hit", (PIECES[p],)) for p in b.sloops if hits[p] < R.sloop_hit_cap]
    if st == TYPE_H:
        out = []
        if b.adv_rig < R.adventure_hit_cap:
            out.append(Action("mark", ("rigging",)))
        if b.adv_crew < R.adventure_hit_cap:
            out.append(Action("mark", ("crew",)))
        return out
    if st == FLEE_H:
        p = b.fleeing[0]
        return [Action("flee", (PIECES[p], S[y])) for y in C.WATER[s.hpos[p]] if y != C.CAPE_HENRY]
    return []


def piracy_actions(s: BBState) -> list[Action]:
    """F. Resolve Piracy. Blackbeard always has one decision as Resolve Piracy begins (the
    Seek Pardon target when that tile is about to be filled, else `done`), and two after a
    Fete Tobias Knight (a free Defense each, or `done` when none is left): the Hunters, who
    see only that Blackbeard is deciding, learn nothing from these decision points.

    House timing (the rulebook has the choices made as the tiles fill, which would show the
    Hunters that a hidden Seek Pardon was just filled): the Seek Pardon target is chosen
    before any cube is placed and set aside when Seek Pardon fills, in queue order, so it
    cannot depend on Loot drawn earlier in the same Resolve Piracy; the free Defenses of
    Fete are chosen after the last cube, which changes nothing (they act in Encounters)."""
    if s.fete_left:
        opts = [A_FETE[d] for d in defense_pool(s) if not s.defenses[d]]
        return opts or [A_DONE]
    return [A_PARDON[t] for t in pardon_targets(s)] or [A_DONE]


def pardon_targets(s: BBState) -> list[int]:
    """Seek Pardon: the other face-up Piracy tiles, when this Resolve Piracy will fill it."""
    if not seek_fills(s):
        return []
    return sorted(t for t in s.rows[0] + s.rows[1] if t != T_SEEK)


def seek_fills(s: BBState) -> bool:
    """Whether Seek Pardon (black cubes: no Purse involved) fills in this Resolve Piracy."""
    t = T_SEEK
    n = s.tpawns[t]
    return n > 0 and s.cubes[t] + n >= C.SQUARES[t] and s.on_mat(t) and piracy_here(s, t) >= 0


def piracy_queue(s: BBState) -> list[int]:
    """The tiles with pawns, in house order: black-cube tiles (which may bring gold) first,
    then tiles paid from the Purse, each row in mat order."""
    tiles = [t for t in s.rows[0] + s.rows[1] if s.tpawns[t]]
    return sorted(tiles, key=lambda t: (C.GOLD_TILE[t], s.rows[C.ROW[t]].index(t), C.ROW[t]))


# ================================================================================================
# apply
# ================================================================================================
def apply(s: BBState, a: Action) -> list[Event]:
    k = a.kind
    ev: list[Event] = []
    if k in ("chain", "chain_end"):
        x, secret = s.chains.pop()
        if k == "chain":
            y = SID[a.args[0]]
            if secret:
                secret_spot(s, y, ev)
            else:
                open_spot(s, y, ev)
        if not s.chains:
            after_chains(s, ev)
        return ev
    ph = s.phase
    if ph == SETCAMP:
        set_camp(s, SID[a.args[0]], ev)
    elif ph == INTERVIEW:
        interview(s, a, ev)
    elif ph == BB_ACTIONS:
        blackbeard_action(s, a, ev)
    elif ph == HUNTER_ACTIONS:
        hunter_action(s, a, ev)
    elif ph == ENCOUNTER:
        encounter(s, a, ev)
    elif ph == PIRACY:
        piracy_decision(s, a, ev)
    return ev


def after_chains(s: BBState, ev: list[Event]) -> None:
    """A chain of Sightings ended; the sequence goes on where it stood."""
    if s.phase == HUNTER_ACTIONS and s.segment == MOVE and all(s.stopped):
        s.segment = SCOUT2
        s.scouted = [0] * 3
        s.canoed = [False] * 3
    b = s.battle
    if s.phase == ENCOUNTER and b is not None and b.stage == FLEE_H and not b.fleeing:
        end_encounter(s, ev)


# -- Turn 1: Set Camp -----------------------------------------------------------------------------
def set_camp(s: BBState, x: int, ev: list[Event]) -> None:
    """Turn 1: Set Camp: the Adventure at Camp block in any Anchorage slot, secretly."""
    s.camp = s.adv = x
    s.blocks[x] = ADV_CAMP
    s.new_epoch(E_CAMP)
    ev.append(Event("camp_set", {"space": S[x]}, ONLY_BB))
    ev.append(Event("camp_set", {}, ONLY_H))
    s.phase, s.mover = INTERVIEW, HUNT


# -- B. Interview Informants ----------------------------------------------------------------------
def secret_spot(s: BBState, x: int, ev: list[Event]) -> None:
    b = s.blocks[x]
    s.spotted_now.append(x)
    s.spots.append((s.turn, x, b))
    s.log_obs(x, 1)
    s.inspected += 1
    ev.append(Event("spot", {"space": S[x], "block": BLOCK_NAMES[b]}, ONLY_H))
    ev.append(Event("inspected", {}, ONLY_BB))
    if b in SIGHTINGS:
        s.chains.append((x, True))
    if b in CAMP_BLOCKS and s.faceup[x]:
        s.camp_found = True


def open_spot(s: BBState, x: int, ev: list[Event]) -> None:
    """Open Spotting: lay the block face up; the Camp marker; Sightings chain."""
    if not C.IS_SLOT[x] or s.faceup[x]:
        return
    s.faceup[x] = True
    b = s.blocks[x]
    s.log_obs(x)
    ev.append(Event("spot", {"space": S[x], "block": BLOCK_NAMES[b]}))
    if b in CAMP_BLOCKS:
        s.camp_found = True
    if b in SIGHTINGS:
        s.chains.append((x, False))


def interview(s: BBState, a: Action, ev: list[Event]) -> None:
    if a.kind == "spot":
        inf = C.INF_IDS.index(a.args[0])
        x = SID[a.args[1]]
        k = next(k for k, i in enumerate(s.inf) if i == inf)
        for g, (n, allowed) in enumerate(C.INF_GROUPS[inf]):
            if x in allowed and s.inf_count[k][g] < n:
                s.inf_count[k][g] += 1
                break
        s.h_pawns += 1
        secret_spot(s, x, ev)
    elif a.kind == "surveil":
        x = SID[a.args[0]]
        s.surveil[x] = True
        ev.append(Event("surveil", {"space": S[x]}))
        if not s.faceup[x]:
            s.faceup[x] = True
            s.log_obs(x)
            ev.append(Event("spot", {"space": S[x], "block": BLOCK_NAMES[s.blocks[x]]}))
        if s.blocks[x] in CAMP_BLOCKS:
            s.camp_found = True
    else:  # done
        reset_map(s, ev)


# -- C. Blackbeard Actions ------------------------------------------------------------------------
def reset_map(s: BBState, ev: list[Event]) -> None:
    """Reset Map: stand blocks up (not at Surveil), Sightings back to blanks (Camp)."""
    for x in C.SLOTS:
        b = s.blocks[x]
        if b in (SIGHT, BB_ALONE, ISRAEL):
            s.blocks[x] = BLANK
        elif b in (SIGHT_CAMP, BB_CAMP):
            s.blocks[x] = CAMP
        s.faceup[x] = s.surveil[x]
    s.bpos = s.ipos = -1
    s.silence = []
    s.new_epoch(E_RESET)
    s.path = [s.adv]
    s.bb_segment = PLAN
    s.bb_pawns = 0
    s.phase, s.mover = BB_ACTIONS, BB
    ev.append(Event("reset_map", {}))


def blackbeard_action(s: BBState, a: Action, ev: list[Event]) -> None:
    k = a.kind
    if k == "plan":
        t = C.TID[a.args[0]]
        s.tpawns[t] += 1
        s.bb_pawns += 1
        ev.append(Event("plan", {"tile": C.TILE_IDS[t]}, ONLY_BB))
    elif k == "prepare":
        d = C.DID[a.args[0]]
        s.bb_segment = PREPARE
        s.defenses[d] = True
        s.purse -= C.DEF_COST[d]
        s.gold_spent += C.DEF_COST[d]
        s.bb_pawns += 1
        ev.append(Event("prepare", {"defense": C.DEF_IDS[d]}, ONLY_BB))
    elif k == "sail":
        s.bb_segment = SAIL
        s.path.append(SID[a.args[0]])
        s.bb_pawns += 1
        ev.append(Event("sail", {"space": a.args[0]}, ONLY_BB))
    elif k == "longboat":
        s.bpos = SID[a.args[0]]
        ev.append(Event("longboat", {"space": a.args[0]}, ONLY_BB))
    elif k == "israel":
        s.ipos = SID[a.args[0]]
        ev.append(Event("israel", {"space": a.args[0]}, ONLY_BB))
    elif k == "silence":
        s.silence.append(SID[a.args[0]])
        s.purse -= 2
        ev.append(Event("silence", {"space": a.args[0]}, ONLY_BB))
    elif s.config.advanced and s.bb_segment != SETMAP:
        s.bb_segment = SETMAP  # ADVANCED tiles act while the Map is Set
    else:
        set_map(s, ev)


def set_map(s: BBState, ev: list[Event]) -> None:
    """Set Map: Adventure where it ends, blank/Camp where it began, Sightings between."""
    path = s.path
    if len(path) > 1:
        a0, end = path[0], path[-1]
        s.blocks[a0] = CAMP if a0 == s.camp else BLANK
        for x in sightings_now(s):
            s.blocks[x] = SIGHT_CAMP if x == s.camp else SIGHT
        s.blocks[end] = ADV_CAMP if end == s.camp else ADV
        s.adv = end
        s.sailed = True
    if s.bpos >= 0:
        s.blocks[s.bpos] = BB_CAMP if s.bpos == s.camp else BB_ALONE
    if s.ipos >= 0:
        s.blocks[s.ipos] = ISRAEL
    s.new_epoch(E_SAIL)
    ev.append(Event("map_set", {}))
    for x in C.SLOTS:
        if s.faceup[x]:
            ev.append(Event("block", {"space": S[x], "block": BLOCK_NAMES[s.blocks[x]]}))
    s.phase, s.mover = HUNTER_ACTIONS, HUNT
    s.segment = COMMANDEER


# -- D. Hunter Actions ----------------------------------------------------------------------------
def hunter_action(s: BBState, a: Action, ev: list[Event]) -> None:
    k = a.kind
    if k == "next":
        if s.segment == SCOUT2:
            start_encounters(s, ev)
            return
        s.segment += 1
        s.scouted = [0] * 3
        s.canoed = [False] * 3
        ev.append(Event("segment", {"segment": s.segment}))
    elif k == "commandeer":
        x = C.AID[a.args[0]]
        s.assets[x] = True
        s.n_assets += 1
        s.h_pawns += 1
        ev.append(Event("commandeer", {"asset": C.ASSET_IDS[x]}, ONLY_H))
    elif k == "scout":
        p = PIECE_ID[a.args[0]]
        y = SID[a.args[1]]
        s.h_pawns += scout_cost(s, p)
        s.h_map_pawns += scout_cost(s, p)
        s.scouted[p] += 1
        if s.scouted[p] == 2:
            declare_h(s, A_PARTISANS if p == BRAND else A_BUTLER, ev)
        if y not in SCOUT_CANDS[s.hpos[p]]:
            s.canoed[p] = True
            declare_h(s, A_CANOES, ev)
        ev.append(Event("scout", {"piece": PIECES[p], "space": a.args[1]}))
        open_spot(s, y, ev)
    elif k in ("move", "helm"):
        who, y = a.args[0], SID[a.args[1]]
        pieces = list(SLOOPS) if who == "both" else [PIECE_ID[who]]
        if k == "helm":
            cost = 1
            if not s.asset_declared[A_HELM]:
                s.asset_declared[A_HELM] = True
                ev.append(Event("declare", {"tile": "skilled_helm"}))
        elif who == "brand":
            cost = 1
        else:
            cost = sloop_moves(s.hpos[pieces[0]])[y]
        s.h_pawns += cost
        s.h_map_pawns += cost
        for p in pieces:
            s.hpos[p] = y
        ev.append(Event("move", {"pieces": [PIECES[p] for p in pieces], "space": S[y]}))
    elif k == "stop":
        p = PIECE_ID[a.args[0]]
        s.stopped[p] = True
        ev.append(Event("stop", {"piece": PIECES[p]}))
        open_spot(s, s.hpos[p], ev)
        if all(s.stopped) and not s.chains:
            s.segment = SCOUT2
            s.scouted = [0] * 3
        s.canoed = [False] * 3


# -- E. Encounters --------------------------------------------------------------------------------
def start_encounters(s: BBState, ev: list[Event]) -> None:
    """E. Encounters: each space with both sides' pieces; the Hunters pick the order."""
    s.enc_queue = sorted({x for x in (s.adv, s.bpos, s.ipos) if x >= 0 and x in s.hpos})
    next_encounter(s, ev)


def next_encounter(s: BBState, ev: list[Event]) -> None:
    if not s.enc_queue:
        start_piracy(s, ev)
        return
    s.phase = ENCOUNTER
    if len(s.enc_queue) > 1:
        s.battle = Battle(space=-1, stage=ORDER_H, sloops=[])
        s.mover = HUNT
        return
    begin_encounter(s, s.enc_queue.pop(), ev)


def begin_encounter(s: BBState, x: int, ev: list[Event]) -> None:
    """Arrest if the Encounter has a figure (Brand, Blackbeard, Israel Hands), else Battle."""
    pieces = [p for p in range(3) if s.hpos[p] == x]
    pirate = P_ADVENTURE if x == s.adv else P_BLACKBEARD if x == s.bpos else P_ISRAEL
    sloops = [p for p in pieces if p in SLOOPS]
    b = Battle(space=x, stage=ARREST_BB, sloops=sloops, pirate=pirate, brand=BRAND in pieces)
    s.battle = b
    ev.append(
        Event(
            "encounter",
            {"space": S[x], "pirate": PIRATE_NAMES[pirate], "pieces": [PIECES[p] for p in pieces]},
        )
    )
    if b.brand or pirate != P_ADVENTURE:
        goto(s, ARREST_BB)
    else:
        start_battle(s, ev)


def can_maynard(s: BBState, b: Battle) -> bool:
    return (
        s.assets[A_MAYNARD]
        and not s.maynard_used
        and not b.maynard
        and JANE in b.sloops
        and hunter_dice(s, b) + 1 <= R.maynard_cap
    )


def can_hyde(s: BBState, b: Battle) -> bool:
    return (
        s.assets[A_HYDE]
        and not s.hyde_used
        and not b.hyde
        and RANGER in b.sloops
        and hunter_dice(s, b) + 1 <= R.hyde_cap
    )


def h_prompt(s: BBState, b: Battle) -> bool:
    """The Hunters are asked whenever Maynard or Hyde could be in play (public facts only)."""
    return (JANE in b.sloops and not s.maynard_used) or (RANGER in b.sloops and not s.hyde_used)


def goto(s: BBState, stage: int, ev: list[Event] | None = None) -> None:
    """Enter a declaration stage; stages with nothing to declare roll at once."""
    b = s.battle
    assert b is not None
    b.stage = stage
    if stage in (ARREST_BB, ESCAPE_BB):
        if s.lookouts_used:
            goto(s, ARREST_H if stage == ARREST_BB else ESCAPE_H, ev)
            return
        s.mover = BB
    elif stage in (ARREST_H, ESCAPE_H, BOARD_H, FIRE_H):
        if not h_prompt(s, b):
            roll(s, b, ev if ev is not None else [])
            return
        s.mover = HUNT
    elif stage in (FORCED_ESCAPE, SHOT_TYPE, ASSIGN_BB, CHOICE_BB, SHOW_CAMP):
        s.mover = BB
    else:
        s.mover = HUNT


def pirate_arrest_dice(s: BBState, b: Battle) -> int:
    return R.pirate_piece_dice + (1 if b.lookouts else 0)


def hunter_dice(s: BBState, b: Battle) -> int:
    """Dice the Hunters have for the roll of the current stage (before Maynard/Hyde)."""
    st = b.stage
    if st in (ARREST_BB, ARREST_H):
        if b.brand and s.assets[A_GORDON]:
            return R.gordon_arrest_dice
        n = R.hunter_piece_dice * ((1 if b.brand else 0) + len(b.sloops))
    elif st in (ESCAPE_BB, ESCAPE_H):
        n = sum(max(0, R.hunter_piece_dice - b.rig[p]) for p in b.sloops)
    elif st == BOARD_H:
        n = sum(
            max(0, R.hunter_piece_dice - b.crew[p]) + (1 if s.assets[A_HANDS[p]] else 0)
            for p in b.sloops
        )
    else:  # Fire
        n = sum(fire_dice_h(s, b, p) for p in b.sloops)
    return n + (1 if b.maynard else 0) + (1 if b.hyde else 0)


def fire_dice_h(s: BBState, b: Battle, p: int) -> int:
    return max(0, R.hunter_piece_dice + (1 if s.assets[A_CANNON[p]] else 0) - b.morton_hit[p])


def declare_h(s: BBState, tile: int, ev: list[Event]) -> None:
    if not s.asset_declared[tile]:
        s.asset_declared[tile] = True
        ev.append(Event("declare", {"tile": C.ASSET_IDS[tile]}))


def declare_bb(s: BBState, d: int, ev: list[Event]) -> None:
    if not s.declared[d]:
        s.declared[d] = True
        ev.append(Event("declare", {"tile": C.DEF_IDS[d]}))


def contest(s: BBState, nb: int, nh: int, what: str, ev: list[Event]) -> int:
    """Arrest, Escape, Boarding: highest single die wins; ties to the Hunters until Warned."""
    if s.config.most_dice and nb != nh:
        w = BB if nb > nh else HUNT
        ev.append(Event("compare", {"what": what, "blackbeard": nb, "hunters": nh}))
        return w
    rb = [s.rng.die() for _ in range(nb)]
    rh = [s.rng.die() for _ in range(nh)]
    hb, hh = max(rb, default=0), max(rh, default=0)
    w = (BB if hb > hh else HUNT) if hb != hh else BB if s.escaped else HUNT
    s.last_roll = {"what": what, "blackbeard": rb, "hunters": rh}
    ev.append(Event("roll", {"what": what, "blackbeard": rb, "hunters": rh, "winner": w}))
    return w


def roll(s: BBState, b: Battle, ev: list[Event]) -> None:
    st = b.stage
    if b.maynard:
        s.maynard_used = True
        declare_h(s, A_MAYNARD, ev)
    if b.hyde:
        s.hyde_used = True
        declare_h(s, A_HYDE, ev)
    if st in (ARREST_BB, ARREST_H):
        if b.brand and s.assets[A_GORDON]:
            declare_h(s, A_GORDON, ev)
        nh = hunter_dice(s, b)
        nb = pirate_arrest_dice(s, b)
        b.maynard = b.hyde = b.lookouts = False
        w = contest(s, nb, nh, "arrest", ev)
        if b.pirate == P_ISRAEL and w == HUNT:
            # Arrest of Israel Hands: tile and figure leave play; Blackbeard may Show the Camp
            s.israel_out = True
            s.defenses[D_ISRAEL] = False
            remove_figure(s, P_ISRAEL, ev)
            goto(s, SHOW_CAMP)
        elif b.pirate != P_ADVENTURE and w == BB:
            s.escaped = True  # Blackbeard alone or Israel Hands Escapes: off the Map
            remove_figure(s, b.pirate, ev)
            end_encounter(s, ev)
        elif w == HUNT:
            game_over(s, HUNT, "arrest", ev)
        elif b.sloops:
            b.hammer = True  # Hammer & Anvil
            start_battle(s, ev)
        elif escape_targets(s, b.space):
            goto(s, FORCED_ESCAPE)
        else:
            game_over(s, HUNT, "arrest: Adventure could not Escape", ev)
    elif st in (ESCAPE_BB, ESCAPE_H):
        nh = hunter_dice(s, b)
        nb = max(0, R.pirate_piece_dice - b.adv_rig) + (1 if b.lookouts else 0)
        b.maynard = b.hyde = b.lookouts = False
        w = contest(s, nb, nh, "escape", ev)
        if w == BB:
            b.bb_won_escape = True
            if escape_targets(s, b.space):
                goto(s, CHOICE_BB)
            else:
                goto(s, BOARD_H, ev)
        elif b.hammer:
            goto(s, BOARD_H, ev)
        else:
            goto(s, CHOICE_H)
    elif st == BOARD_H:
        nh = hunter_dice(s, b)
        for p in b.sloops:
            if s.assets[A_HANDS[p]]:
                declare_h(s, A_HANDS[p], ev)
        nb = max(0, R.pirate_piece_dice - b.adv_crew)
        if b.bb_won_escape and s.defenses[D_GRENADOES]:
            declare_bb(s, D_GRENADOES, ev)
            nb += 1
        b.maynard = b.hyde = False
        w = contest(s, nb, nh, "boarding", ev)
        game_over(s, w, "boarding", ev)
    elif st == FIRE_H:
        hunters_fire(s, b, ev)
        if not b.bb_fired:
            blackbeard_fire(s, b, ev)
        after_fire(s, ev)


def start_battle(s: BBState, ev: list[Event]) -> None:
    """Battle: Firing (Philip Morton first), then Escape, then Boarding."""
    b = s.battle
    assert b is not None
    if s.defenses[D_CHAIN] and s.defenses[D_GRAPE]:
        goto(s, SHOT_TYPE)
        return
    begin_fire(s, ev)


def begin_fire(s: BBState, ev: list[Event]) -> None:
    b = s.battle
    assert b is not None
    if s.defenses[D_MORTON]:
        declare_bb(s, D_MORTON, ev)
        blackbeard_fire(s, b, ev)
        after_fire(s, ev)
    else:
        goto(s, FIRE_H, ev)


def blackbeard_fire(s: BBState, b: Battle, ev: list[Event]) -> None:
    """Adventure Fires: 6 Rigging, 5 Crew, 3-4 with Chain Shot / Grape."""
    n = R.pirate_piece_dice
    if s.defenses[D_SWIVEL]:
        declare_bb(s, D_SWIVEL, ev)
        n += 1
    if s.penalty(T_ORDINARY):  # Crew to Ordinary: its marker goes out by Adventure
        n -= 1
        if not s.tile_public[T_ORDINARY]:
            s.tile_public[T_ORDINARY] = True
            s.ordinary_turn = s.turn
            ev.append(Event("declare", {"tile": "crew_to_ordinary"}))
    chain, grape = s.defenses[D_CHAIN], s.defenses[D_GRAPE]
    if chain:
        declare_bb(s, D_CHAIN, ev)
    if grape:
        declare_bb(s, D_GRAPE, ev)
    rolls = [s.rng.die() for _ in range(max(0, n))]
    b.bb_fired = True
    hits: list[int] = []
    for r in rolls:
        if r == R.rigging_roll:
            hits.append(0)
        elif r == R.crew_roll:
            hits.append(1)
        elif r in R.chain_rolls and (chain or grape):
            hits.append(b.shot if chain and grape else (0 if chain else 1))
    ev.append(Event("fire", {"side": "blackbeard", "rolls": rolls}))
    for t in hits:
        hit_sloops(s, b, t, None, ev)


def hit_sloops(s: BBState, b: Battle, t: int, p: int | None, ev: list[Event]) -> None:
    """Apply one Hit; at most 1 Rigging and 1 Crew per Hunter Sloop, excess wasted."""
    hits = b.rig if t == 0 else b.crew
    if p is None:
        cands = [q for q in b.sloops if hits[q] < R.sloop_hit_cap]
        if len(cands) > 1:
            b.hits_bb.append(t)
            return
        if not cands:
            return
        p = cands[0]
    hits[p] += 1
    if s.defenses[D_MORTON] and not b.h_fired:
        b.morton_hit[p] = 1  # Philip Morton: a Sloop Hit Fires with one die fewer
    ev.append(Event("hit", {"target": PIECES[p], "type": ("rigging", "crew")[t]}))


def hunters_fire(s: BBState, b: Battle, ev: list[Event]) -> None:
    cg = s.assets[A_CHAIN_GRAPE]
    b.h_fired = True
    for p in b.sloops:
        n = fire_dice_h(s, b, p)
        if s.assets[A_CANNON[p]]:
            declare_h(s, A_CANNON[p], ev)
        if p == JANE and b.maynard:
            n += 1
        if p == RANGER and b.hyde:
            n += 1
        rolls = [s.rng.die() for _ in range(n)]
        ev.append(Event("fire", {"side": PIECES[p], "rolls": rolls}))
        for r in rolls:
            if r == R.rigging_roll:
                b.adv_rig = min(R.adventure_hit_cap, b.adv_rig + 1)
            elif r == R.crew_roll:
                b.adv_crew = min(R.adventure_hit_cap, b.adv_crew + 1)
            elif r in R.chain_rolls and cg and s.assets[A_CANNON[p]]:
                declare_h(s, A_CHAIN_GRAPE, ev)
                b.hits_h += 1
    b.maynard = b.hyde = False


def after_fire(s: BBState, ev: list[Event]) -> None:
    b = s.battle
    assert b is not None
    while b.hits_bb:
        t = b.hits_bb[0]
        hits = b.rig if t == 0 else b.crew
        if sum(1 for p in b.sloops if hits[p] < R.sloop_hit_cap) > 1:
            goto(s, ASSIGN_BB)
            return
        hit_sloops(s, b, b.hits_bb.pop(0), None, ev)  # one Sloop left to take it, or none
    while b.hits_h:
        open_types = (b.adv_rig < R.adventure_hit_cap) + (b.adv_crew < R.adventure_hit_cap)
        if open_types == 2:
            goto(s, TYPE_H)
            return
        b.hits_h -= 1
        if b.adv_rig < R.adventure_hit_cap:
            b.adv_rig += 1
        elif b.adv_crew < R.adventure_hit_cap:
            b.adv_crew += 1
    if not b.h_fired:
        goto(s, FIRE_H, ev)
    else:
        goto(s, ESCAPE_BB, ev)


def adventure_escape(s: BBState, y: int, ev: list[Event]) -> None:
    """Escape: remove Adventure, update the block where it goes (secretly unless face up)."""
    e = s.adv
    allowed = tuple(escape_targets(s, e))
    s.blocks[e] = CAMP if e == s.camp else BLANK
    s.adv = y
    s.blocks[y] = ADV_CAMP if y == s.camp else ADV
    s.sailed = True
    s.escaped = True
    s.new_epoch(E_ESCAPE, e, allowed)
    ev.append(Event("escape", {"from": S[e]}))
    ev.append(Event("escape_to", {"space": S[y]}, ONLY_BB))


def encounter(s: BBState, a: Action, ev: list[Event]) -> None:
    b = s.battle
    assert b is not None
    k = a.kind
    if k == "declare":
        what = a.args[0]
        if what == "lookouts":
            b.lookouts = True
            s.lookouts_used = True
            declare_bb(s, D_LOOKOUTS, ev)
        elif what == "maynard":
            b.maynard = True
        else:
            b.hyde = True
        return
    if k == "roll":
        if b.stage in (ARREST_BB, ESCAPE_BB):
            goto(s, ARREST_H if b.stage == ARREST_BB else ESCAPE_H, ev)
        else:
            roll(s, b, ev)
        return
    if k == "encounter":
        x = SID[a.args[0]]
        s.enc_queue.remove(x)
        begin_encounter(s, x, ev)
    elif k in ("show_camp", "keep_camp"):
        if k == "show_camp":
            c = s.camp
            if not s.faceup[c]:
                s.faceup[c] = True
                s.log_obs(c)
                ev.append(Event("spot", {"space": S[c], "block": BLOCK_NAMES[s.blocks[c]]}))
            s.camp_found = True
            got = gain(s, R.israel_arrest_gold)
            ev.append(Event("betrayal", {"gold": got}, ONLY_BB))
        end_encounter(s, ev)
    elif k == "escape":
        adventure_escape(s, SID[a.args[0]], ev)
        end_encounter(s, ev)
    elif k == "board":
        goto(s, BOARD_H, ev)
    elif k == "withdraw":
        s.escaped = True
        b.fleeing = list(b.sloops)
        ev.append(Event("withdraw", {}))
        goto(s, FLEE_H)
    elif k == "flee":
        p = PIECE_ID[a.args[0]]
        y = SID[a.args[1]]
        b.fleeing.remove(p)
        s.hpos[p] = y
        ev.append(Event("move", {"pieces": [PIECES[p]], "space": S[y]}))
        open_spot(s, y, ev)  # an escaping Hunter Sloop Spots at once
        if not b.fleeing and not s.chains:
            end_encounter(s, ev)
    elif k == "shot":  # announced before the Hunters Fire (Chain Shot and Grape, both)
        b.shot = HIT_TYPES.index(a.args[0])
        ev.append(Event("shot", {"type": a.args[0]}))
        begin_fire(s, ev)
    elif k == "hit":
        t = b.hits_bb.pop(0)
        hit_sloops(s, b, t, PIECE_ID[a.args[0]], ev)
        after_fire(s, ev)
    elif k == "mark":
        b.hits_h -= 1
        if a.args[0] == "rigging":
            b.adv_rig += 1
        else:
            b.adv_crew += 1
        ev.append(Event("hit", {"target": "adventure", "type": a.args[0]}))
        after_fire(s, ev)


def end_encounter(s: BBState, ev: list[Event]) -> None:
    if s.phase == OVER:
        return
    s.battle = None
    next_encounter(s, ev)


def remove_figure(s: BBState, pirate: int, ev: list[Event]) -> None:
    """A pirate figure leaves the Map (Escape, or Israel Hands arrested)."""
    x = s.bpos if pirate == P_BLACKBEARD else s.ipos
    s.blocks[x] = CAMP if x == s.camp else BLANK
    if pirate == P_BLACKBEARD:
        s.bpos = -1
    else:
        s.ipos = -1
    s.new_epoch(E_REMOVE, pirate)
    ev.append(Event("removed", {"pirate": PIRATE_NAMES[pirate], "space": S[x]}))


def game_over(s: BBState, w: int, reason: str, ev: list[Event]) -> None:
    s.winner = w
    s.reason = reason
    s.phase = OVER
    s.mover = None
    ev.append(Event("game_over", {"winner": ("blackbeard", "hunters")[w], "reason": reason}))


# -- F. Resolve Piracy ----------------------------------------------------------------------------
def start_piracy(s: BBState, ev: list[Event]) -> None:
    """F. Resolve Piracy begins with Blackbeard's decision (see piracy_actions)."""
    s.phase = PIRACY
    s.battle = None
    s.queue = piracy_queue(s)
    s.pardon_tile = -1
    s.fete_left = 0
    s.mover = BB


def listed(s: BBState, t: int, x: int) -> bool:
    return tile_lists(t, x, s.camp)


def tile_lists(t: int, x: int, camp: int) -> bool:
    """Piracy Locations: whether tile t lists space x (its Camp icon: Blackbeard's Camp)."""
    return x >= 0 and (x in C.TILE_SPACES[t] or (x == camp and C.TILE_CAMP[t]))


def adventure_takes(t: int, x: int, camp: int, sailed: bool) -> bool:
    """Piracy Locations: whether tile t takes cubes with Adventure at x on a turn it
    `sailed` or not. Careen Sloop: not on a turn Adventure Sailed (even to Escape)."""
    return tile_lists(t, x, camp) and not (t == T_CAREEN and sailed)


def piracy_here(s: BBState, t: int) -> int:
    """Piracy Locations: the space used, or -1. Adventure at a listed space; ADVANCED: also
    Blackbeard alone on tiles with his icon, Israel Hands on tiles with his."""
    if adventure_takes(t, s.adv, s.camp, s.sailed):
        return s.adv
    tile = C.PIRACY[t]
    if tile.blackbeard and listed(s, t, s.bpos):
        return s.bpos
    if tile.israel and not s.israel_out and listed(s, t, s.ipos):
        return s.ipos
    return -1


def gain(s: BBState, n: int) -> int:
    """Gold into the Purse from the spares, until none (house G9: 20 gold in all)."""
    add = max(0, min(n, R.gold_cubes - s.purse - s.gold_spent))
    s.purse += add
    return add


def run_piracy(s: BBState, ev: list[Event]) -> None:
    while s.queue:
        t = s.queue.pop(0)
        n = min(s.tpawns[t], C.SQUARES[t] - s.cubes[t])
        s.tpawns[t] = 0
        x = piracy_here(s, t)
        if n <= 0 or x < 0:
            ev.append(Event("wasted", {"tile": C.TILE_IDS[t]}, ONLY_BB))
            continue
        if C.GOLD_TILE[t]:
            n = min(n, s.purse)  # pawns beyond what the Purse can pay are wasted
            s.purse -= n
            s.gold_spent += n
        s.cubes[t] += n
        ev.append(Event("cubes", {"tile": C.TILE_IDS[t], "n": n}, ONLY_BB))
        if n and s.cubes[t] == C.SQUARES[t]:
            filled(s, t, x, ev)
    if s.fete_left:
        s.mover = BB  # the free Defenses change nothing in this Resolve Piracy: chosen last
        return
    end_turn(s, ev)


def filled(s: BBState, t: int, x: int, ev: list[Event]) -> None:
    """Piracy Effects when a tile is filled at `x`."""
    tile = C.PIRACY[t]
    if tile.show:
        s.tile_public[t] = True
        s.shows.append((s.turn, x, t))
        ev.append(Event("show", {"space": S[x], "tile": C.TILE_IDS[t]}))
        if not s.faceup[x]:
            s.faceup[x] = True
            if s.blocks[x] in CAMP_BLOCKS:
                s.camp_found = True
        s.log_obs(x)
    for i in range(tile.take):
        if s.loot_pool:
            v = s.loot_pool.pop()
            s.loot.append(v)
            got = gain(s, v + (tile.extra_gold if i == 0 else 0))
            ev.append(Event("loot", {"value": v, "gold": got}, ONLY_BB))
            ev.append(Event("loot", {}, ONLY_H))
    if tile.effect == "booty":
        got = gain(s, sum(s.loot) + tile.bonus)
        ev.append(Event("booty", {"gold": got}, ONLY_BB))
    elif tile.effect == "fete":
        s.fete_left = FETE_CHOICES
    elif tile.effect == "pardon" and s.pardon_tile >= 0:
        set_aside(s, s.pardon_tile, ev)
        s.pardon_tile = -1


def set_aside(s: BBState, t: int, ev: list[Event]) -> None:
    """Seek Pardon: set a tile aside (its cubes to the spares), redraw into its mat slot."""
    row = s.rows[C.ROW[t]]
    i = row.index(t)
    if C.GOLD_TILE[t]:
        s.gold_spent -= s.cubes[t]
    s.cubes[t] = 0
    s.tpawns[t] = 0
    s.out.append(t)
    if t in s.queue:
        s.queue.remove(t)
    if s.piles[C.ROW[t]]:
        row[i] = s.piles[C.ROW[t]].pop()
    else:
        row.pop(i)
    ev.append(Event("pardon", {"tile": C.TILE_IDS[t], "new": [C.TILE_IDS[x] for x in row]},
                    ONLY_BB))  # fmt: skip


def piracy_decision(s: BBState, a: Action, ev: list[Event]) -> None:
    if s.fete_left:  # a free Defense from Fete Tobias Knight, or none left
        if a.kind == "fete":
            d = C.DID[a.args[0]]
            s.defenses[d] = True
            ev.append(Event("fete", {"defense": C.DEF_IDS[d]}, ONLY_BB))
        s.fete_left -= 1
        if not s.fete_left:
            end_turn(s, ev)
        return
    if a.kind == "pardon":  # set aside when Seek Pardon is filled, in queue order
        s.pardon_tile = C.TID[a.args[0]]
        ev.append(Event("pardon_target", {"tile": a.args[0]}, ONLY_BB))
    run_piracy(s, ev)


# -- G. End Turn and Victory ----------------------------------------------------------------------
def end_turn(s: BBState, ev: list[Event]) -> None:
    for k in range(len(s.inf)):
        if sum(s.inf_count[k]):
            s.inf_used[k] = True  # flipped face down for good
    s.tpawns = [0] * len(C.PIRACY)
    s.queue = []
    s.pardon_tile = -1
    s.fete_left = 0
    s.bb_pawns = 0
    s.bb_segment = PLAN
    s.surveil = [False] * C.N
    s.sailed = False
    s.battle = None
    s.maynard_used = s.hyde_used = s.lookouts_used = False
    s.h_pawns = 0
    s.h_map_pawns = 0
    s.scouted = [0] * 3
    s.canoed = [False] * 3
    s.stopped = [False] * 3
    s.segment = COMMANDEER
    s.spotted_now = []
    s.inspected = 0
    s.path = []
    if s.turn >= R.turns:
        w = BB if piracy_victory(s) else HUNT
        game_over(s, w, "piracy" if w == BB else "piracy failed", ev)
        return
    s.turn += 1
    draw_tiles(s)
    s.phase, s.mover = INTERVIEW, HUNT
    ev.append(Event("turn", {"turn": s.turn}))


def row_fill(s: BBState, row: int) -> tuple[int, int]:
    tiles = s.rows[row]
    return sum(s.cubes[t] for t in tiles), sum(C.SQUARES[t] for t in tiles)


def row_target(s: BBState, total: int) -> int:
    """Victory: the cubes a row of `total` squares needs, at least half (11 squares need 6);
    with the option, more than half (10 squares need 6)."""
    return total // 2 + 1 if s.config.more_than_half else (total + 1) // 2


def piracy_victory(s: BBState) -> bool:
    """Victory by Piracy: a row with cubes in at least half its squares (option: more)."""
    for row in (0, 1):
        cubes, total = row_fill(s, row)
        if total and cubes >= row_target(s, total):
            return True
    return False


# ================================================================================================
# explain and label
# ================================================================================================
RULE_OF_PHASE = {
    SETCAMP: "A. Turn 1: Set Camp",
    INTERVIEW: "B. Interview Informants",
    BB_ACTIONS: "C. Blackbeard Actions",
    HUNTER_ACTIONS: "D. The Hunters Actions",
    ENCOUNTER: "E. Encounters",
    PIRACY: "F. Resolve Piracy",
}
REASONS = {
    "camp": ("the Camp goes in an Anchorage slot", "Turn 1: Set Camp"),
    "spot": (
        "no face-up Informant with a pawn free can Spot that space (icons and space types)",
        "B. Interview Informants",
    ),
    "surveil": ("Surveil only a space just Spotted by an Informant", "B. Interview Informants"),
    "chain": ("a Sighting lets you Spot one space adjacent to it by Water Route", "Sightings"),
    "plan": ("no pawn left, or no open square on that tile, or Planning is over", "Plan Piracy"),
    "prepare": (
        "no pawn left, the Purse cannot pay, it is Prepared, or Sailing has begun",
        "Prepare Defenses",
    ),
    "sail": (
        "Adventure Sails to an adjacent space by Water Route, one pawn each (Hire Doctor: 3)",
        "Sail",
    ),
    "commandeer": (
        "Commandeer only in that segment, with the named pieces at James River",
        "Commandeer Assets",
    ),
    "scout": (
        "Scout a standing block at or adjacent to a piece, once per piece per Scout segment, "
        "not from Cape Henry",
        "Scout",
    ),
    "move": ("not a legal Sail or March for that piece and your pawns now", "Sail and March"),
    "helm": ("Skilled Helm: from an Ocean or Sound, up to 3 spaces by Water", "Skilled Helm"),
    "stop": ("that piece has already ended its move", "Sail and March"),
    "escape": (
        "Escape by Water to an adjacent space, not Cape Henry nor one with a Hunter piece",
        "Escape",
    ),
    "board": ("only the winner of the Escape roll may choose to Board", "Boarding"),
    "withdraw": ("Hammer & Anvil: the Hunters may not Escape", "Hammer & Anvil"),
    "declare": ("that tile cannot be declared for this roll", "Declaring Tiles"),
    "hit": ("at most one Rigging and one Crew Hit on each Hunter Sloop", "Firing"),
    "mark": ("at most two Hits of each type on Adventure", "Firing"),
    "pardon": (
        "set aside one other face-up Piracy tile, chosen as Resolve Piracy begins when Seek "
        "Pardon will be filled",
        "Seek Pardon",
    ),
    "fete": ("choose a Defense tile not yet Prepared", "Fete Tobias Knight"),
}


def explain(s: BBState, a: Action) -> IllegalAction:
    if s.chains and a.kind not in ("chain", "chain_end"):
        return IllegalAction(
            "finish the chain of Sightings first (chain SPACE or chain_end)", "Sightings"
        )
    kinds = {x.kind for x in legal(s)}
    if a.kind in REASONS and a.kind in kinds:
        msg, rule = REASONS[a.kind]
        return IllegalAction(msg, rule)
    if a.kind in kinds:
        return IllegalAction(f"'{a.text}' is not possible now", RULE_OF_PHASE.get(s.phase))
    rule = RULE_OF_PHASE.get(s.phase, "Sequence of Play")
    if s.phase == HUNTER_ACTIONS and a.kind in ("commandeer", "scout", "move", "helm", "stop"):
        return IllegalAction(
            "finish each segment in order: Commandeer, Scout, Sail and March, Scout again",
            "D. The Hunters Actions",
        )
    if s.phase == BB_ACTIONS and a.kind in ("plan", "prepare"):
        return IllegalAction(
            "follow the order: Plan Piracy, Prepare Defenses, then Sail (or no pawn left)",
            "C. Blackbeard Actions",
        )
    return IllegalAction(f"'{a.text}' is not an action of this moment", rule)


def label(s: BBState, a: Action) -> str:
    k, args = a.kind, a.args

    def name(x: object) -> str:
        if isinstance(x, str) and x in SID:
            return C.SPACES[SID[x]].name
        if isinstance(x, str) and x in C.TID:
            return C.PIRACY[C.TID[x]].name
        if isinstance(x, str) and x in C.DID:
            return C.DEFENSES[C.DID[x]].name
        if isinstance(x, str) and x in C.AID:
            return C.ASSETS[C.AID[x]].name
        if isinstance(x, str) and x in C.INF_IDS:
            return C.INFORMANTS[C.INF_IDS.index(x)].name
        return str(x).replace("_", " ").title()

    words = {
        "camp": "Set Camp at",
        "spot": "Interview {0} to Spot",
        "surveil": "Surveil",
        "chain": "Follow the Sighting to",
        "chain_end": "Stop following Sightings",
        "done": "Done",
        "plan": "Plan Piracy:",
        "prepare": "Prepare Defense:",
        "sail": "Sail Adventure to",
        "commandeer": "Commandeer",
        "scout": "{0} Scouts",
        "move": "{0} to",
        "helm": "Skilled Helm: {0} to",
        "stop": "{0} ends its move and Spots",
        "next": "Next segment",
        "declare": "Declare",
        "roll": "Roll",
        "escape": "Escape to",
        "board": "Board!",
        "withdraw": "Escape (Hunters)",
        "flee": "{0} escapes to",
        "shot": "Chain/Grape Hits are",
        "hit": "Assign the Hit to",
        "mark": "Mark the Hit as",
        "pardon": "Set aside",
        "fete": "Take free Defense:",
    }
    if k == "done" and s.phase == PIRACY:
        return "No Defense left to take" if s.fete_left else "Resolve Piracy"
    w = words.get(k, k)
    if "{0}" in w and args:
        return w.format(name(args[0])) + ("" if len(args) < 2 else " " + name(args[1]))
    return (w + " " + " ".join(name(x) for x in args)).strip()


def _legal_actions(self: BBState) -> list[Action]:
    out = legal(self)
    self.legal_cache = out
    return list(out)


def _apply_action(self: BBState, action: Action) -> list[Event]:
    self.legal_cache = None
    return apply(self, action)


# bind the rules to the state class once (no import on every call)
BBState.legal_actions = _legal_actions  # type: ignore[method-assign]
BBState._apply = _apply_action  # type: ignore[method-assign]
BBState.explain_illegal = explain  # type: ignore[method-assign]
BBState.label = label  # type: ignore[method-assign]

"""Pending effects, each decided one atomic action at a time: Location Effects (Lighthouse,
Port, Blacksmith, Distillery, Market, Town Hall, Shipyard, Garden) and Hero Tile and Card
Effects (Ben, Gloria, Dennis, Edgar, Iggy, Claudia, Colin, Pip, Rosa, Belle, Calvin), and
the card lost with a destroyed piece."""

from __future__ import annotations

from seaboard.engine.game import Action, Event
from seaboard.games.chaos_cove import content as K
from seaboard.games.chaos_cove.content import (
    CANNON,
    CANNON_USED,
    DOUBLOON,
    FOOD,
    PLANK,
    POWDER,
    RUM,
    SABER,
    SABER_USED,
)
from seaboard.games.chaos_cove.rules.board import (
    any_targets,
    face_down,
    follow_piece,
    lose_choices,
    move_options,
)
from seaboard.games.chaos_cove.rules.build import buyable, do_buy
from seaboard.games.chaos_cove.rules.combat import start_fight
from seaboard.games.chaos_cove.rules.common import (
    A_DISTIL,
    A_SMITH,
    A_STOP,
    ACT_ATTACK,
    ACT_BUILD_FORT,
    ACT_BUILD_SHIP,
    ACT_BUY,
    ACT_USE,
    gain,
    next_turn,
    take_from_hand,
)
from seaboard.games.chaos_cove.rules.produce import trade_options, use_card
from seaboard.games.chaos_cove.rules.town import bounce_options, can_take
from seaboard.games.chaos_cove.state import (
    BUILD,
    T_ATTACK,
    T_BOUNCE,
    T_BUILD,
    T_BUY,
    T_DISTIL,
    T_FLIP,
    T_GAIN,
    T_LOSE,
    T_MARKER,
    T_MARKET,
    T_MOVE,
    T_SMITH,
    T_TAKE1,
    T_UNFLIP,
    T_USE,
    ChaosCoveData,
    Task,
)

GAIN_SETS = ((SABER, POWDER), (CANNON, POWDER), (RUM, FOOD, PLANK))


GIVE = (DOUBLOON, RUM, FOOD, PLANK, POWDER, CANNON, SABER)


GET = (RUM, FOOD, PLANK, POWDER, CANNON, SABER)


def task_legal(s: ChaosCoveData, t: Task) -> list[Action]:
    p = t.player
    k = t.kind
    row = s.res[p]
    if k == T_FLIP:
        out = [Action("flip", (K.TARGETS[i],)) for i in face_down(s, t.a)]
        if t.b:  # a location may flip 1 or 2: stop after the first
            out.append(A_STOP)
        return out
    if k == T_USE:
        out = [ACT_USE[i] for i in trade_options(s, p, t.mask, ships_only=t.a == 1)]
        out.append(A_STOP)
        return out
    if k == T_SMITH:
        return ([A_SMITH] if row[PLANK] else []) + [A_STOP]
    if k == T_DISTIL:
        return ([A_DISTIL] if row[FOOD] else []) + [A_STOP]
    if k == T_MARKET:
        if t.n > 0:
            out = [Action("give", (K.RES_NAMES[r],)) for r in GIVE if give_ok(s, p, r)]
            out += [Action("givecard", (c,)) for c in sorted(s.hands[p])]
            return out
        return [Action("get", (K.RES_NAMES[r],)) for r in GET if get_ok(s, r)]
    if k == T_BUY:
        return [ACT_BUY[st] for st in buyable(s, p, t.a)] + [A_STOP]
    if k == T_BUILD:
        board = s.ships if t.a == K.SHIP else s.forts
        acts = ACT_BUILD_SHIP if t.a == K.SHIP else ACT_BUILD_FORT
        return [acts[x] for x in range(K.N_SPACES) if board[x] < 0]
    if k == T_MARKER:
        return [Action("marker", (q,)) for q in range(s.n)]
    if k == T_MOVE:
        names = K.SHIP_SPACES if t.a == K.SHIP else K.FORT_SPACES
        return [
            Action("move", (names[a], names[b])) for a, b in move_options(s, p, t.a == K.SHIP)
        ] + [A_STOP]
    if k == T_BOUNCE:
        return [Action("bounce", (K.HERO_IDS[h], K.LOC_IDS[x])) for h, x in bounce_options(s)] + [
            A_STOP
        ]
    if k == T_GAIN:
        return [Action("gain", (K.RES_NAMES[r],)) for r in GAIN_SETS[t.a] if get_ok(s, r)]
    if k == T_UNFLIP:
        out = []
        if row[CANNON_USED]:
            out.append(Action("unflip", ("cannon",)))
        if row[SABER_USED]:
            out.append(Action("unflip", ("saber",)))
        out.append(A_STOP)
        return out
    if k == T_TAKE1:
        return [
            Action("take", (K.TAKE_NAMES[i],))
            for i in range(len(K.TAKE_NAMES))
            if can_take(s, p, i, paid=False)
        ]
    if k == T_ATTACK:
        return [ACT_ATTACK[x] for x in any_targets(s, p)]
    if k == T_LOSE:
        return [Action("lose", (i,)) for i in lose_choices(s, p, t.a)]
    raise AssertionError(k)


def task_apply(s: ChaosCoveData, t: Task, a: Action, ev: list[Event]) -> None:
    p = t.player
    k = a.kind
    row = s.res[p]
    if k == "stop":
        s.stack.pop()
        return
    kind = t.kind
    if kind == T_FLIP:
        i = K.TARGET_KEY[a.args[0]]
        s.face_up[i] = True
        ev.append(Event("flipped", {"space": a.args[0], "strength": K.TILE_STRENGTH[s.invader[i]]}))
        t.n -= 1
        t.b = 1
        if t.n == 0 or not face_down(s, t.a):
            s.stack.pop()
    elif kind == T_USE:
        i = a.args[0]
        t.mask |= 1 << i
        use_card(s, p, s.cards[p][i])
        t.n -= 1
        if t.n == 0:
            s.stack.pop()
    elif kind == T_SMITH:
        row[PLANK] -= 1
        row[DOUBLOON] += 1
    elif kind == T_DISTIL:
        row[FOOD] -= 1
        row[RUM] += 1
    elif kind == T_MARKET:
        if k == "givecard":
            take_from_hand(s, p, a.args[0])
            s.discard.append(a.args[0])
            t.n -= 1
        elif k == "give":
            r = K.RES_KEY[a.args[0]]
            if r == CANNON:
                row[CANNON_USED if row[CANNON_USED] else CANNON] -= 1
                s.cannon_stock += 1
            elif r == SABER:
                row[SABER_USED if row[SABER_USED] else SABER] -= 1
                s.saber_stock += 1
            else:
                row[r] -= 1
            t.n -= 1
        else:
            gain(s, p, K.RES_KEY[a.args[0]], 1)
            t.b -= 1
            if t.b == 0:
                s.stack.pop()
    elif kind == T_BUY:
        s.stack.pop()
        do_buy(s, p, a.args[0] - 1, t.a)
    elif kind == T_BUILD:
        s.stack.pop()
        board = s.ships if t.a == K.SHIP else s.forts
        board[K.SPACE_KEY[a.args[0]]] = p
        if s.phase == BUILD and not s.stack:
            next_turn(s, BUILD)
    elif kind == T_MARKER:
        s.stack.pop()
        s.first = a.args[0]
    elif kind == T_MOVE:
        s.stack.pop()
        board = s.ships if t.a == K.SHIP else s.forts
        x, y = K.SPACE_KEY[a.args[0]], K.SPACE_KEY[a.args[1]]
        board[x], board[y] = board[y], board[x]
        follow_piece(s, t.a == K.SHIP, x, y)
    elif kind == T_BOUNCE:
        s.stack.pop()
        h = K.HERO_KEY[a.args[0]]
        old = s.hero_loc[h]
        s.hero_loc[h] = K.LOC_KEY[a.args[1]]
        q = s.owner[h]
        if (
            old == K.FORTRESS_LOC
            and q >= 0
            and s.token[q]
            and not any(s.hero_loc[x] == old and s.owner[x] == q for x in range(K.N_HEROES))
        ):
            s.token[q] = False  # the Fortress token goes back when the hero leaves
    elif kind == T_GAIN:
        gain(s, p, K.RES_KEY[a.args[0]], 1)
        t.n -= 1
        if t.n == 0:
            s.stack.pop()
    elif kind == T_UNFLIP:
        if a.args[0] == "cannon":
            row[CANNON_USED] -= 1
            row[CANNON] += 1
        else:
            row[SABER_USED] -= 1
            row[SABER] += 1
        t.n -= 1
        if t.n == 0 or not row[CANNON_USED] + row[SABER_USED]:
            s.stack.pop()
    elif kind == T_TAKE1:
        s.stack.pop()
        i = K.TAKE_NAMES.index(a.args[0])
        s.t_sym[i] += 1
        gain(s, p, K.TAKE_RES[i], 1)
    elif kind == T_ATTACK:
        s.stack.pop()
        x = K.TARGET_KEY[a.args[0]]
        sp = -1
        start_fight(s, p, x, t.a, sp)
    elif kind == T_LOSE:
        s.stack.pop()
        s.cards[p].pop(a.args[0])
    else:
        raise AssertionError(kind)


def give_ok(s: ChaosCoveData, p: int, r: int) -> bool:
    row = s.res[p]
    if r == CANNON:
        return row[CANNON] + row[CANNON_USED] > 0
    if r == SABER:
        return row[SABER] + row[SABER_USED] > 0
    return row[r] > 0


def get_ok(s: ChaosCoveData, r: int) -> bool:
    if r == CANNON:
        return s.cannon_stock > 0
    if r == SABER:
        return s.saber_stock > 0
    return True

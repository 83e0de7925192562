"""Pending effects, each decided one atomic action at a time: Location Effects (Lighthouse,
Port, Blacksmith, Distillery, Market, Town Hall, Shipyard, Garden) and Hero Tile and Card
Effects (Ben, Gloria, Dennis, Edgar, Iggy, Claudia, Colin, Pip, Rosa, Belle, Calvin), and
the card lost with a destroyed piece."""

from __future__ import annotations

from seaboard.engine.game import Action, Event
from seaboard.games.chaos_cove.content import (
    CANNON,
    CANNON_USED,
    CREW,
    CREW_AREA,
    DOUBLOON,
    FOOD,
    FORT_SPACES,
    FORTRESS_LOC,
    HERO_IDS,
    HERO_KEY,
    LOC_IDS,
    LOC_KEY,
    N_HEROES,
    N_SPACES,
    PLANK,
    POWDER,
    RES_KEY,
    RES_NAMES,
    RUM,
    SABER,
    SABER_USED,
    SHIP,
    SHIP_SPACES,
    SPACE_KEY,
    TAKE_NAMES,
    TAKE_RES,
    TARGET_KEY,
    TARGETS,
    TILE_STRENGTH,
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
    A_RECRUIT,
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
    T_RECRUIT,
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


def task_legal(state: ChaosCoveData, task: Task) -> list[Action]:
    player = task.player
    kind = task.kind
    row = state.resources[player]
    if kind == T_FLIP:
        out = [Action("flip", (TARGETS[i],)) for i in face_down(state, task.variant)]
        if task.progress:  # a location may flip 1 or 2: stop after the first
            out.append(A_STOP)
        return out
    if kind == T_USE:
        out = [
            ACT_USE[i]
            for i in trade_options(state, player, task.used_cards, ships_only=task.variant == 1)
        ]
        out.append(A_STOP)
        return out
    if kind == T_SMITH:
        return ([A_SMITH] if row[PLANK] else []) + [A_STOP]
    if kind == T_DISTIL:
        return ([A_DISTIL] if row[FOOD] else []) + [A_STOP]
    if kind == T_MARKET:
        if task.left > 0:
            out = [
                Action("give", (RES_NAMES[resource],))
                for resource in GIVE
                if give_ok(state, player, resource)
            ]
            out += [Action("givecard", (card,)) for card in sorted(state.hands[player])]
            return out
        return [
            Action("get", (RES_NAMES[resource],)) for resource in GET if get_ok(state, resource)
        ]
    if kind == T_BUY:
        return [ACT_BUY[stack] for stack in buyable(state, player, task.variant)] + [A_STOP]
    if kind == T_BUILD:
        board = state.ships if task.variant == SHIP else state.forts
        acts = ACT_BUILD_SHIP if task.variant == SHIP else ACT_BUILD_FORT
        return [acts[space] for space in range(N_SPACES) if board[space] < 0]
    if kind == T_MARKER:
        return [Action("marker", (other,)) for other in range(state.players)]
    if kind == T_MOVE:
        names = SHIP_SPACES if task.variant == SHIP else FORT_SPACES
        return [
            Action("move", (names[action], names[target]))
            for action, target in move_options(state, player, task.variant == SHIP)
        ] + [A_STOP]
    if kind == T_BOUNCE:
        return [
            Action("bounce", (HERO_IDS[hero], LOC_IDS[space]))
            for hero, space in bounce_options(state)
        ] + [A_STOP]
    if kind == T_GAIN:
        return [
            Action("gain", (RES_NAMES[resource],))
            for resource in GAIN_SETS[task.variant]
            if get_ok(state, resource)
        ]
    if kind == T_UNFLIP:
        out = []
        if row[CANNON_USED]:
            out.append(Action("unflip", ("cannon",)))
        if row[SABER_USED]:
            out.append(Action("unflip", ("saber",)))
        out.append(A_STOP)
        return out
    if kind == T_TAKE1:
        return [
            Action("take", (TAKE_NAMES[i],))
            for i in range(len(TAKE_NAMES))
            if can_take(state, player, i, paid=False)
        ]
    if kind == T_ATTACK:
        return [ACT_ATTACK[target] for target in any_targets(state)]
    if kind == T_LOSE:
        return [Action("lose", (i,)) for i in lose_choices(state, player, task.variant)]
    if kind == T_RECRUIT:
        return ([A_RECRUIT] if row[CREW_AREA] else []) + [A_STOP]
    raise AssertionError(kind)


def task_apply(state: ChaosCoveData, task: Task, action: Action, events: list[Event]) -> None:
    player = task.player
    verb = action.kind
    row = state.resources[player]
    if verb == "stop":
        state.pending.pop()
        return
    kind = task.kind
    if kind == T_FLIP:
        i = TARGET_KEY[action.args[0]]
        state.face_up[i] = True
        events.append(
            Event(
                "flipped", {"space": action.args[0], "strength": TILE_STRENGTH[state.invaders[i]]}
            )
        )
        task.left -= 1
        task.progress = 1
        if task.left == 0 or not face_down(state, task.variant):
            state.pending.pop()
    elif kind == T_USE:
        i = action.args[0]
        task.used_cards |= 1 << i
        use_card(state, player, state.construction[player][i])
        task.left -= 1
        if task.left == 0:
            state.pending.pop()
    elif kind == T_SMITH:
        row[PLANK] -= 1
        row[DOUBLOON] += 1
    elif kind == T_DISTIL:
        row[FOOD] -= 1
        row[RUM] += 1
    elif kind == T_MARKET:
        if verb == "givecard":
            take_from_hand(state, player, action.args[0])
            state.discard.append(action.args[0])
            task.left -= 1
        elif verb == "give":
            resource = RES_KEY[action.args[0]]
            if resource == CANNON:
                row[CANNON_USED if row[CANNON_USED] else CANNON] -= 1
                state.cannon_stock += 1
            elif resource == SABER:
                row[SABER_USED if row[SABER_USED] else SABER] -= 1
                state.saber_stock += 1
            else:
                row[resource] -= 1
            task.left -= 1
        else:
            gain(state, player, RES_KEY[action.args[0]], 1)
            task.progress -= 1
            if task.progress == 0:
                state.pending.pop()
    elif kind == T_BUY:
        state.pending.pop()
        do_buy(state, player, action.args[0] - 1, task.variant)
    elif kind == T_BUILD:
        state.pending.pop()
        board = state.ships if task.variant == SHIP else state.forts
        board[SPACE_KEY[action.args[0]]] = player
        if state.phase == BUILD and not state.pending:
            next_turn(state, BUILD)
    elif kind == T_MARKER:
        state.pending.pop()
        state.first_player = action.args[0]
    elif kind == T_MOVE:
        state.pending.pop()
        board = state.ships if task.variant == SHIP else state.forts
        first, second = SPACE_KEY[action.args[0]], SPACE_KEY[action.args[1]]
        board[first], board[second] = board[second], board[first]
        follow_piece(state, task.variant == SHIP, first, second)
    elif kind == T_BOUNCE:
        state.pending.pop()
        hero = HERO_KEY[action.args[0]]
        old = state.hero_location[hero]
        state.hero_location[hero] = LOC_KEY[action.args[1]]
        other = state.hero_owner[hero]
        if (
            old == FORTRESS_LOC
            and other >= 0
            and state.fortress_token[other]
            and not any(
                state.hero_location[first] == old and state.hero_owner[first] == other
                for first in range(N_HEROES)
            )
        ):
            state.fortress_token[other] = False  # the Fortress token goes back when the hero leaves
    elif kind == T_GAIN:
        gain(state, player, RES_KEY[action.args[0]], 1)
        task.left -= 1
        if task.left == 0:
            state.pending.pop()
    elif kind == T_UNFLIP:
        if action.args[0] == "cannon":
            row[CANNON_USED] -= 1
            row[CANNON] += 1
        else:
            row[SABER_USED] -= 1
            row[SABER] += 1
        task.left -= 1
        if task.left == 0 or not row[CANNON_USED] + row[SABER_USED]:
            state.pending.pop()
    elif kind == T_TAKE1:
        state.pending.pop()
        i = TAKE_NAMES.index(action.args[0])
        state.turn_symbols[i] += 1
        gain(state, player, TAKE_RES[i], 1)
    elif kind == T_ATTACK:
        state.pending.pop()
        first = TARGET_KEY[action.args[0]]
        space = -1
        start_fight(state, player, first, task.variant, space)
    elif kind == T_LOSE:
        state.pending.pop()
        state.construction[player].pop(action.args[0])
    elif kind == T_RECRUIT:
        # Fountain (house): "move up to 2 of your crew", one at a time, `stop` for fewer
        row[CREW_AREA] -= 1
        row[CREW] += 1
        task.left -= 1
        if task.left == 0 or not row[CREW_AREA]:
            state.pending.pop()
    else:
        raise AssertionError(kind)


def give_ok(state: ChaosCoveData, player: int, resource: int) -> bool:
    row = state.resources[player]
    if resource == CANNON:
        return row[CANNON] + row[CANNON_USED] > 0
    if resource == SABER:
        return row[SABER] + row[SABER_USED] > 0
    return row[resource] > 0


def get_ok(state: ChaosCoveData, resource: int) -> bool:
    if resource == CANNON:
        return state.cannon_stock > 0
    if resource == SABER:
        return state.saber_stock > 0
    return True

"""Phase Three - Buy Construction Cards (and the Town Hall's and Shipyard's purchases):
the stacks, costs, and the piece a fort or ship card puts on the board."""

from __future__ import annotations

from seaboard.engine.game import Action
from seaboard.games.chaos_cove.content import (
    COST,
    CREW,
    CREW_AREA,
    HOUSE,
    KIND,
    N_STACKS,
    PARTY,
    PLANK,
    SETUP,
    SHIP,
    STACK_CARD,
)
from seaboard.games.chaos_cove.rules.common import A_PASS, ACT_BUY, next_turn
from seaboard.games.chaos_cove.state import (
    BUILD,
    BUY_PHASE3,
    BUY_SHIPYARD,
    NUMBERED_STACKS,
    T_BUILD,
    ChaosCoveData,
    Task,
)


def start_build(state: ChaosCoveData) -> None:
    state.phase = BUILD
    state.turn = state.first_player
    state.passed = [False] * state.players


def stack_card(state: ChaosCoveData, stack: int) -> int:
    """The face-up top card of a stack, or -1."""
    if not state.stack_up[stack]:
        return -1
    if stack < NUMBERED_STACKS:
        return STACK_CARD[stack] if state.numbered_left[stack] else -1
    return state.random_tops[stack - NUMBERED_STACKS]


def cost_of(card: int, mode: int) -> list[tuple[int, int]]:
    out = []
    for resource, amount in COST[card]:
        if mode == BUY_SHIPYARD and resource == PLANK:
            amount = max(0, amount - HOUSE.shipyard_discount)
        out.append((resource, amount))
    return out


def has_space(state: ChaosCoveData, player: int, kind: int) -> bool:
    if kind == PARTY:
        return True
    board = state.ships if kind == SHIP else state.forts
    return -1 in board and board.count(player) < SETUP.pieces


def buyable(state: ChaosCoveData, player: int, mode: int) -> list[int]:
    out = []
    row = state.resources[player]
    for stack in range(N_STACKS):
        card = stack_card(state, stack)
        if card < 0:
            continue
        if mode == BUY_SHIPYARD and KIND[card] != SHIP:
            continue
        if not has_space(state, player, KIND[card]):
            continue  # Phase 3: not possible without a space for the piece
        if affords(row, cost_of(card, mode)):
            out.append(stack)
    return out


def affords(row: list[int], cost: list[tuple[int, int]]) -> bool:
    """Whether the resources in `row` pay for `cost` (as `cost_of` gives it)."""
    return all(row[resource] >= amount for resource, amount in cost)


def buy(state: ChaosCoveData, player: int, stack: int, mode: int) -> int:
    card = stack_card(state, stack)
    for resource, amount in cost_of(card, mode):
        state.resources[player][resource] -= amount
        if resource == CREW:  # crew go from the Fountain back to the player area
            state.resources[player][CREW_AREA] += amount
    state.construction[player].append(card)
    state.construction[player].sort()
    state.stack_taken[stack] = True
    if stack < NUMBERED_STACKS:
        state.numbered_left[stack] -= 1
    else:
        state.random_tops[stack - NUMBERED_STACKS] = -1
    if mode == BUY_PHASE3:
        state.stack_up[stack] = False  # Phase 3: do not turn a new card face up
    else:
        flip_stack(state, stack)  # Town Hall: flip the next card face-up
    return card


def flip_stack(state: ChaosCoveData, stack: int) -> None:
    if stack < NUMBERED_STACKS:
        state.stack_up[stack] = state.numbered_left[stack] > 0
    else:
        pile = state.random_stacks[stack - NUMBERED_STACKS]
        state.random_tops[stack - NUMBERED_STACKS] = (
            pile.pop(state.rng.below(len(pile))) if pile else -1
        )
        state.stack_up[stack] = state.random_tops[stack - NUMBERED_STACKS] >= 0


def do_buy(state: ChaosCoveData, player: int, stack: int, mode: int) -> None:
    card = buy(state, player, stack, mode)
    kind = KIND[card]
    if kind != PARTY:
        state.pending.append(Task(T_BUILD, player, variant=kind))


def build_legal(state: ChaosCoveData, player: int) -> list[Action]:
    return [ACT_BUY[stack] for stack in buyable(state, player, BUY_PHASE3)] + [A_PASS]


def build_apply(state: ChaosCoveData, player: int, action: Action) -> None:
    if action.kind == "buy":
        do_buy(state, player, action.args[0] - 1, BUY_PHASE3)
    else:
        state.passed[player] = True  # house 6: passing in Phase 3 is final
    if not state.pending:
        next_turn(state, BUILD)

"""Phase Six - End of Round, and Ending the Game (victory points, ties)."""

from __future__ import annotations

from seaboard.engine.game import Outcome, Result
from seaboard.games.chaos_cove import content as K
from seaboard.games.chaos_cove.content import (
    CANNON,
    CANNON_USED,
    CREW,
    CREW_TIRED,
    N_HEROES,
    N_STACKS,
    SABER,
    SABER_USED,
    VP,
)
from seaboard.games.chaos_cove.rules.build import flip_stack
from seaboard.games.chaos_cove.rules.common import resources_left
from seaboard.games.chaos_cove.rules.setup import place_wave, start_round
from seaboard.games.chaos_cove.state import NUMBERED_STACKS, ChaosCoveData


def end_of_round(state: ChaosCoveData) -> None:
    """Phase 6 (End of Round), or the end of the game after the last Phase 5."""
    if state.round + 1 >= state.rounds:
        state.over = True
        return
    state.phase = 6
    # hero tiles pass clockwise; figures come back to their tiles
    state.hero_hands = [state.hero_hands[-1], *state.hero_hands[:-1]]
    state.hero_location = [-1] * N_HEROES
    # construction stacks refresh; the random stacks discard an untaken top card
    for stack in range(N_STACKS):
        if (
            stack >= NUMBERED_STACKS
            and state.stack_up[stack]
            and not state.stack_taken[stack]
            and state.random_tops[stack - NUMBERED_STACKS] >= 0
        ):
            state.random_discards.append(state.random_tops[stack - NUMBERED_STACKS])
            state.random_tops[stack - NUMBERED_STACKS] = -1
            flip_stack(state, stack)
        elif not state.stack_up[stack]:
            flip_stack(state, stack)
        state.stack_taken[stack] = False
    # cannons, sabers and crew stand up; Fortress tokens go back
    for row in state.resources:
        row[CANNON] += row[CANNON_USED]
        row[CANNON_USED] = 0
        row[SABER] += row[SABER_USED]
        row[SABER_USED] = 0
        row[CREW] += row[CREW_TIRED]
        row[CREW_TIRED] = 0
    state.fortress_token = [False] * state.players
    state.art_tile = [False] * state.players
    state.gus_tile = [False] * state.players
    state.flint_tile = [False] * state.players
    state.round += 1
    place_wave(state, state.round)
    # the first player marker passes left (dummies are not seats)
    state.first_player = (state.first_player + 1) % state.players
    start_round(state)


def vp(state: ChaosCoveData) -> list[int]:
    """Card VP plus the invader bonus after the lowest count is discarded from everyone."""
    low = min(len(tiles) for tiles in state.defeated)
    return [
        sum(VP[card] for card in state.construction[player])
        + K.invader_bonus(len(state.defeated[player]) - low)
        for player in range(state.players)
    ]


def ranking_key(state: ChaosCoveData, player: int, points: list[int]) -> tuple[int, int, int, int]:
    """Most VP, then most invader tiles, then most resources, then the latest turn."""
    order = state.last_order or tuple(range(state.players))
    return (
        points[player],
        len(state.defeated[player]),
        resources_left(state, player),
        order.index(player),
    )


def result(state: ChaosCoveData) -> Result:
    points = vp(state)
    if state.cove_fell:
        return Result(
            tuple(float(points_of) for points_of in points),
            tuple(Outcome.LOSS for _ in points),
            "the cove fell",
        )
    keys = [ranking_key(state, player, points) for player in range(state.players)]
    best = max(keys)
    winners = [player for player in range(state.players) if keys[player] == best]
    outcomes = tuple(
        (Outcome.WIN if len(winners) == 1 else Outcome.DRAW) if player in winners else Outcome.LOSS
        for player in range(state.players)
    )
    return Result(
        tuple(float(points_of) for points_of in points), outcomes, "the invaders were defeated"
    )

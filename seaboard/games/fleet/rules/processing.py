"""Phase 4, Processing & Trading (fleet.md §5.4, Processing Vessel §6.5)."""

from __future__ import annotations

from seaboard.engine.game import Action, Event
from seaboard.games.fleet.rules.common import (
    bonus_level,
    crates_spent,
    discard_card,
    draw_cards,
    draw_face_down,
    end_phase,
    supply_left,
)
from seaboard.games.fleet.rules.scoring import check_trophies
from seaboard.games.fleet.state import DRAW, PROCESS, FleetData
from seaboard.games.fleet.tables import (
    A_CASINO,
    A_DONE,
    A_PROCESS,
    A_TRADE,
    BOAT_CASH,
    BOAT_NAMES,
    BON,
    EFFECTS,
    L_PROC,
    capped,
)


def processing_actions(state: FleetData) -> list[Action]:
    phase = state.phase
    player = state.current
    if phase == PROCESS:
        out = [A_PROCESS[boat] for boat in processable_boats(state, player)]
        if can_trade(state, player):
            out.append(A_TRADE)
        if casino_open(state, player):
            out.append(A_CASINO)
        out.append(A_DONE)
        return out
    return []


def processing_action(state: FleetData, action: Action) -> None:
    events = state.events
    kind = action.kind
    player = state.current
    phase = state.phase
    area = state.players[player]
    if phase == PROCESS:
        if kind == "casino":  # house proposal: stake a processed crate, reveal a card
            area.processed -= 1
            area.casino_staked = True
            got = draw_face_down(state, 1)
            boat_type = got[0]
            discard_card(state, boat_type)
            state.revealed.append(boat_type)
            cash = BOAT_CASH[boat_type]
            if cash >= EFFECTS.casino_win_cash:
                area.processed += 1 + EFFECTS.casino_win_crates
                state.crate_supply -= EFFECTS.casino_win_crates
            elif cash >= EFFECTS.casino_push_cash:
                area.processed += 1
            else:
                crates_spent(state, 1)
            events.append(Event("casino", {"player": player, "card": BOAT_NAMES[boat_type]}))
        elif kind == "process":  # at most one crate from each boat (§5.4)
            boat = action.args[0]
            area.boat_crates[boat] -= 1
            area.processed += 1
            area.processed_mask |= 1 << boat
            events.append(Event("process", {"player": player, "boat": boat}))
        elif kind == "trade":  # one processed crate for cards, once per round (§6.5)
            area.processed -= 1
            area.traded = True
            crates_spent(state, 1)
            events.append(Event("trade", {"player": player}))
            draw_cards(
                state, player, capped(BON.processing_trade, bonus_level(state, player, L_PROC))
            )
        else:
            area.traded = True  # finished: no more processing this round
        if kind == "done" or not (
            processable_boats(state, player)
            or can_trade(state, player)
            or casino_open(state, player)
        ):
            state.turn_index += 1
            processing_next(state)
        return
    raise AssertionError(f"unhandled {action.text} in phase {phase}")


def processing_start(state: FleetData) -> None:
    for area in state.players:
        area.processed_mask = 0
        area.traded = False
        area.casino_staked = False
    state.turn_index = 0
    processing_next(state)


def processing_next(state: FleetData) -> None:
    n = state.num_players
    while state.turn_index < n:
        player = (state.start_player + state.turn_index) % n
        if state.players[player].licenses[L_PROC] and (
            processable_boats(state, player)
            or can_trade(state, player)
            or casino_open(state, player)
        ):
            state.current = player
            state.phase = PROCESS
            return
        state.turn_index += 1
    check_trophies(state)
    end_phase(state, DRAW)


def processable_boats(state: FleetData, player: int) -> list[int]:
    area = state.players[player]
    if area.traded:
        return []
    return [
        boat
        for boat, crates in enumerate(area.boat_crates)
        if crates > 0 and not (area.processed_mask >> boat) & 1
    ]


def can_trade(state: FleetData, player: int) -> bool:
    area = state.players[player]
    return not area.traded and area.processed > 0


def casino_open(state: FleetData, player: int) -> bool:
    area = state.players[player]
    return state.casino_on and not area.casino_staked and area.processed > 0 and supply_left(state)

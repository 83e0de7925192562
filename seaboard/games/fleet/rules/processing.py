"""Phase 4, Processing & Trading (fleet.md §5.4, Processing Vessel §6.5)."""

from __future__ import annotations

from seaboard.engine.game import Action, Event
from seaboard.games.fleet.rules.common import (
    bonus_level,
    crates_spent,
    discard_card,
    draw_cards,
    draw_face_down,
    supply_left,
)
from seaboard.games.fleet.rules.draw import draw_phase_start
from seaboard.games.fleet.rules.scoring import check_trophies
from seaboard.games.fleet.state import PROCESS, FleetData
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
    ph = state.phase
    q = state.cur
    if ph == PROCESS:
        out = [A_PROCESS[b] for b in processable_boats(state, q)]
        if can_trade(state, q):
            out.append(A_TRADE)
        if casino_open(state, q):
            out.append(A_CASINO)
        out.append(A_DONE)
        return out
    return []


def processing_action(state: FleetData, action: Action) -> None:
    ev = state.events
    k = action.kind
    q = state.cur
    ph = state.phase
    pl = state.players[q]
    if ph == PROCESS:
        if k == "casino":  # house proposal: stake a processed crate, reveal a card
            pl.processed -= 1
            pl.casino = True
            got = draw_face_down(state, 1)
            t = got[0]
            discard_card(state, t)
            state.revealed.append(t)
            cash = BOAT_CASH[t]
            if cash >= EFFECTS.casino_win_cash:
                pl.processed += 1 + EFFECTS.casino_win_crates
                state.crates -= EFFECTS.casino_win_crates
            elif cash >= EFFECTS.casino_push_cash:
                pl.processed += 1
            else:
                crates_spent(state, 1)
            ev.append(Event("casino", {"player": q, "card": BOAT_NAMES[t]}))
        elif k == "process":  # at most one crate from each boat (§5.4)
            b = action.args[0]
            pl.bcrates[b] -= 1
            pl.processed += 1
            pl.proc_mask |= 1 << b
            ev.append(Event("process", {"player": q, "boat": b}))
        elif k == "trade":  # one processed crate for cards, once per round (§6.5)
            pl.processed -= 1
            pl.traded = True
            crates_spent(state, 1)
            ev.append(Event("trade", {"player": q}))
            draw_cards(state, q, capped(BON.processing_trade, bonus_level(state, q, L_PROC)))
        else:
            pl.traded = True  # finished: no more processing this round
        if k == "done" or not (
            processable_boats(state, q) or can_trade(state, q) or casino_open(state, q)
        ):
            state.idx += 1
            processing_next(state)
        return
    raise AssertionError(f"unhandled {action.text} in phase {ph}")


def processing_start(state: FleetData) -> None:
    for pl in state.players:
        pl.proc_mask = 0
        pl.traded = False
        pl.casino = False
    state.idx = 0
    processing_next(state)


def processing_next(state: FleetData) -> None:
    n = state.num_players
    while state.idx < n:
        q = (state.start + state.idx) % n
        if state.players[q].lic[L_PROC] and (
            processable_boats(state, q) or can_trade(state, q) or casino_open(state, q)
        ):
            state.cur = q
            state.phase = PROCESS
            return
        state.idx += 1
    check_trophies(state)
    draw_phase_start(state)


def processable_boats(state: FleetData, q: int) -> list[int]:
    pl = state.players[q]
    if pl.traded:
        return []
    return [b for b, c in enumerate(pl.bcrates) if c > 0 and not (pl.proc_mask >> b) & 1]


def can_trade(state: FleetData, q: int) -> bool:
    pl = state.players[q]
    return not pl.traded and pl.processed > 0


def casino_open(state: FleetData, q: int) -> bool:
    pl = state.players[q]
    return state.casino_on and not pl.casino and pl.processed > 0 and supply_left(state)

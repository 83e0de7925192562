"""Phase 2, Launch Boats & Hire Captains (fleet.md §5.2, Cod §6.2, Lobster §6.3; AB Char,
Canadian DFO, Marina, Dock Cards, Crewman, Charter Boats)."""

from __future__ import annotations

from seaboard.engine.game import Action, Event
from seaboard.games.fleet.rules.common import (
    bonus_level,
    captains_allowed,
    crates_spent,
    discard_card,
    draw_cards,
    holds_license_for,
    launch_cost,
    launches_allowed,
    place_dock_card,
    remove_boat,
    shrimp_discount,
    spend_card_face_down,
    spend_card_face_up,
    supply_left,
    wealth,
)
from seaboard.games.fleet.rules.corporation import captains_launch
from seaboard.games.fleet.rules.fishing import fishing_start
from seaboard.games.fleet.rules.scoring import check_trophies
from seaboard.games.fleet.state import (
    HIRE,
    LAUNCH,
    MATE,
    NO_CAPTAIN,
    PAY,
    PAY_RETURN_HIRE,
    PAY_RETURN_LAUNCH,
    SALTY_CAPTAIN,
    SELF_CAPTAINED,
    TAKE,
    FleetData,
    captained,
)
from seaboard.games.fleet.tables import (
    A_BUY,
    A_CHARTER,
    A_DONE,
    A_EXTRA_LAUNCH,
    A_FIRSTMATE,
    A_HIRE,
    A_LAUNCH,
    A_MARINA,
    A_MATECRATE,
    A_MATETUCK,
    A_SALTY,
    A_TAKE,
    ABON,
    B_CHARTER,
    B_DFO,
    BOAT_CASH,
    BOAT_INDEX,
    BOAT_NAMES,
    BOAT_VP,
    BON,
    DOCK_COST,
    DOCK_NAMES,
    DOCK_PILE,
    FIRSTMATE,
    L_CHAR,
    L_COD,
    L_LOBSTER,
    MAX_BOATS,
    NB,
    PROPOSALS,
    SALTY,
    SUPPLY,
    capped,
)


def launch_actions(state: FleetData) -> list[Action]:
    ph = state.phase
    q = state.cur
    if ph == LAUNCH:
        out = [A_LAUNCH[t] for t in launchable_types(state, q)]
        if marina_open(state, q):
            h = state.players[q].hand
            out.extend(A_MARINA[t] for t in range(NB) if h[t])
        out.extend(A_CHARTER[t] for t in charter_types(state, q))
        out.extend(A_BUY[d] for d in buyable_dock_cards(state, q))
        if extra_launch_open(state, q):
            out.append(A_EXTRA_LAUNCH)
        out.append(A_DONE)
        return out
    if ph == HIRE:
        pl = state.players[q]
        h = pl.hand
        boats = hireable_types(state, q)
        out = [A_HIRE[c][b] for c in range(NB) if h[c] for b in boats]
        if pl.lic[L_CHAR] and supply_left(state):
            out.extend(A_HIRE[SUPPLY][b] for b in boats)
        out.extend(first_mate_actions(state, q))
        out.extend(A_SALTY[b] for b in salty_captain_types(state, q))
        out.append(A_DONE)
        return out
    if ph == TAKE:
        return dfo_take_actions(state)
    if ph == MATE:
        return first_mate_crate_sources(state, q)
    return []


def launch_action(state: FleetData, action: Action) -> None:
    ev = state.events
    k = action.kind
    q = state.cur
    ph = state.phase
    pl = state.players[q]
    if ph == LAUNCH:
        if k == "done":
            launch_step_end(state, q)
        elif k == "buy":
            buy_dock_card(state, q, DOCK_NAMES.index(action.args[0]))
        elif k == "charter":
            launch_boat(state, q, BOAT_INDEX[action.args[0]], charter=True)
        elif k == "extralaunch":
            pl.crew_launch -= 1
            pl.extra_launch += 1
            ev.append(Event("extra-launch", {"player": q, "uses_left": pl.crew_launch}))
        elif k == "marina":  # AB Marina: a card from hand under the Marina, free
            t = BOAT_INDEX[action.args[0]]
            spend_card_face_up(state, q, t)
            i = min(range(len(pl.marina)), key=lambda m: pl.marina[m])
            pl.marina[i] += BOAT_VP[t]
            pl.marina_used += 1
            ev.append(Event("marina", {"player": q, "card": action.args[0]}))
            launch_continue(state, q)
        else:
            launch_boat(state, q, BOAT_INDEX[action.args[0]])
        return
    if ph == HIRE:
        if k == "done":
            hire_step_end(state, q)
        elif k == "firstmate":
            if buy_first_mate(state, q, action.args[0], BOAT_INDEX[action.args[1]]):
                hire_continue(state, q)
        elif k == "salty":
            hire_salty_captain(state, q, BOAT_INDEX[action.args[0]])
        else:
            b = BOAT_INDEX[action.args[1]]
            if action.args[0] == "supply":  # AB Char: a free captain from the supply
                got = draw_cards(state, q, 1, into_hand=False)
                hire_captain(state, q, got[0], b, from_hand=False)
            else:
                hire_captain(state, q, BOAT_INDEX[action.args[0]], b, from_hand=True)
        return
    if ph == TAKE:
        dfo_take(state, q, int(action.args[0]), int(action.args[1]))
        dfo_next(state, q)
        return
    if ph == MATE:
        pay_first_mate_crate(state, q, action)
        hire_continue(state, q)
        return
    raise AssertionError(f"unhandled {action.text} in phase {ph}")


def launch_start(state: FleetData) -> None:
    for pl in state.players:
        pl.launched = 0
        pl.hired = 0
        pl.marina_used = 0
        pl.extra_launch = 0
    state.idx = 0
    launch_next_player(state)


def launch_next_player(state: FleetData) -> None:
    if state.idx >= state.num_players:
        if state.capt:
            captains_launch(state)
        check_trophies(state)
        fishing_start(state)
        return
    q = (state.start + state.idx) % state.num_players
    state.cur = q
    state.phase = LAUNCH
    if not has_launch_options(state, q):
        launch_step_end(state, q)


def launchable_types(state: FleetData, q: int) -> list[int]:
    pl = state.players[q]
    if pl.launched >= launches_allowed(state, q) or len(pl.btype) >= MAX_BOATS:
        return []
    w = wealth(state, q)
    out = []
    for t in range(NB):
        # the card being launched cannot pay for itself (fleet.md §5.2)
        if (
            pl.hand[t]
            and holds_license_for(state, q, t)
            and launch_cost(state, q, t) <= w - BOAT_CASH[t]
        ):
            out.append(t)
    return out


def charter_types(state: FleetData, q: int) -> list[int]:
    """A Charter Boat is launched as any boat type the player holds a license for."""
    pl = state.players[q]
    if not pl.hand[B_CHARTER] or pl.launched >= launches_allowed(state, q):
        return []
    if len(pl.btype) >= MAX_BOATS:
        return []
    if launch_cost(state, q, B_CHARTER) > wealth(state, q) - BOAT_CASH[B_CHARTER]:
        return []
    return [t for t in range(NB) if t != B_CHARTER and holds_license_for(state, q, t)]


def buyable_dock_cards(state: FleetData, q: int) -> list[int]:
    """AB Dock Cards: a Tug Boat, Artisan Fisherman or House Boat costs a launch."""
    pl = state.players[q]
    if pl.launched >= launches_allowed(state, q) or len(pl.btype) >= MAX_BOATS:
        return []
    w = wealth(state, q) + shrimp_discount(state, q)
    return [
        d for d in range(len(DOCK_NAMES)) if state.dock_piles[DOCK_PILE[d]] and DOCK_COST[d] <= w
    ]


def has_launch_options(state: FleetData, q: int) -> bool:
    return bool(
        launchable_types(state, q)
        or charter_types(state, q)
        or extra_launch_open(state, q)
        or marina_open(state, q)
        or buyable_dock_cards(state, q)
        or state.players[q].tugc
    )


def extra_launch_open(state: FleetData, q: int) -> bool:
    """AB Crewman "Launch Two Boats": one more launch per use, offered once the round's
    launches are used and if it would launch something. Both uses may fall in the same
    phase (house reading of "two separate times", see the module docstring)."""
    pl = state.players[q]
    if not pl.crew_launch or pl.launched < launches_allowed(state, q):
        return False
    pl.extra_launch += 1
    ok = bool(launchable_types(state, q) or buyable_dock_cards(state, q) or charter_types(state, q))
    pl.extra_launch -= 1
    return ok


def marina_open(state: FleetData, q: int) -> bool:
    pl = state.players[q]
    return pl.marina_used < len(pl.marina) and any(pl.hand)


def launch_boat(state: FleetData, q: int, t: int, charter: bool = False) -> None:
    """Launch a boat card; a Charter Boat is launched as boat type `t` (5-6 players)."""
    pl = state.players[q]
    spend_card_face_up(state, q, B_CHARTER if charter else t)
    pl.btype.append(t)
    pl.bcapt.append(SELF_CAPTAINED if t == B_DFO else NO_CAPTAIN)
    pl.bcrates.append(0)
    pl.btuck.append(-1)
    pl.btuckt.append(-1)
    pl.bmate.append(0)
    pl.bround.append(0)
    pl.bchart.append(1 if charter else 0)
    pl.launched += 1
    if t == B_DFO:
        state.dfo_boat = len(pl.btype) - 1
    state.events.append(Event("launch", {"player": q, "boat": BOAT_NAMES[t], "charter": charter}))
    # each launch is its own transaction (§6.1)
    due = launch_cost(state, q, B_CHARTER if charter else t)
    if due > 0:
        state.phase = PAY
        state.pay_due = due
        state.pay_paid = 0
        state.pay_ret = PAY_RETURN_LAUNCH
    else:
        launch_continue(state, q)


def buy_dock_card(state: FleetData, q: int, d: int) -> None:
    pl = state.players[q]
    state.dock_piles[DOCK_PILE[d]] -= 1
    pl.launched += 1  # costs a launch and counts for the launch bonuses
    state.events.append(Event("buy", {"player": q, "dock": DOCK_NAMES[d]}))
    due = max(0, DOCK_COST[d] - shrimp_discount(state, q))
    if due > 0:  # the card joins the fleet once paid (it cannot pay for itself)
        state.pending_dock = d
        state.phase = PAY
        state.pay_due = due
        state.pay_paid = 0
        state.pay_ret = PAY_RETURN_LAUNCH
    else:
        place_dock_card(state, q, d)
        launch_continue(state, q)


def launch_continue(state: FleetData, q: int) -> None:
    if state.pending_dock >= 0:
        place_dock_card(state, q, state.pending_dock)
        state.pending_dock = -1
    if state.dfo_boat >= 0:
        dfo_start(state, q)
        return
    state.phase = LAUNCH
    if not has_launch_options(state, q):
        launch_step_end(state, q)


# AB Canadian DFO: "it immediately catches three Crates by taking ONE Crate from each
# other player. The active player chooses from which launched boat(s) to take the
# Crates, but only ever one from each other player. If the player has taken less than
# three Crates in total this way, he then takes the remainder of the Crates from the
# supply." With four or five other players the active player also chooses which three
# give one. He takes from as many players as he can (up to three); the supply gives
# only the remainder. The players are named in clockwise order from him (take_from
# holds those still open, after the last one named), so each choice of players is
# one sequence of decisions.
def dfo_start(state: FleetData, q: int) -> None:
    n = state.num_players
    state.take_got = 0
    if state.embargo >= 0 and q != state.embargo:
        state.take_from = []
    else:
        state.take_from = [
            o
            for o in ((q + i) % n for i in range(1, n))
            if any(c > 0 for c in state.players[o].bcrates)
        ]
    dfo_next(state, q)


def dfo_take_actions(state: FleetData) -> list[Action]:
    """Boats with crates of the players who may give the next crate: any still open
    that leaves enough players after him to take the rest of the three from."""
    cand = state.take_from
    need = min(ABON.dfo_crates - state.take_got, len(cand))
    out: list[Action] = []
    for o in cand[: len(cand) - need + 1]:
        out.extend(A_TAKE[o][b] for b, c in enumerate(state.players[o].bcrates) if c > 0)
    return out


def dfo_take(state: FleetData, q: int, o: int, b: int) -> None:
    state.players[o].bcrates[b] -= 1
    state.take_got += 1
    state.take_from = state.take_from[state.take_from.index(o) + 1 :]
    state.events.append(Event("dfo-take", {"player": q, "from": o, "boat": b}))


def dfo_next(state: FleetData, q: int) -> None:
    while state.take_from and state.take_got < ABON.dfo_crates:
        opts = dfo_take_actions(state)
        if len(opts) > 1:
            state.phase = TAKE
            state.cur = q
            return
        dfo_take(state, q, int(opts[0].args[0]), int(opts[0].args[1]))
    state.take_from = []
    pl = state.players[q]
    rest = ABON.dfo_crates - state.take_got
    if state.embargo >= 0 and q != state.embargo:  # AB Crewman: this player gains none
        rest = 0
        state.take_got = 0
    state.crates -= rest
    pl.bcrates[state.dfo_boat] += rest + state.take_got
    state.events.append(Event("dfo", {"player": q, "from_supply": rest}))
    state.dfo_boat = -1
    state.take_got = 0
    state.cur = q
    launch_continue(state, q)


def launch_step_end(state: FleetData, q: int) -> None:
    pl = state.players[q]
    if pl.launched:
        # Cod, and Char with three or more: draw after launching (§6.2; AB Char)
        n = capped(BON.cod_draw, bonus_level(state, q, L_COD)) + capped(
            ABON.char_draw, bonus_level(state, q, L_CHAR)
        )
        if n:
            draw_cards(state, q, n)
    state.phase = HIRE
    if not has_hire_options(state, q):
        hire_step_end(state, q)


def pick_up_tug(state: FleetData, q: int, b: int) -> None:
    pl = state.players[q]
    got = [c & 31 for c in pl.tugc if c >> 5 == b]
    for t in got:
        pl.hand[t] += 1
    remove_boat(state, q, b)
    state.drew.append((q, got))
    state.events.append(Event("tug", {"player": q, "cards": len(got)}))


def hireable_types(state: FleetData, q: int) -> list[int]:
    """Boat types with an uncaptained launched boat, if q may still hire."""
    pl = state.players[q]
    if pl.hired >= captains_allowed(state, q):
        return []
    if not any(pl.hand) and not (pl.lic[L_CHAR] and supply_left(state)):
        return []
    seen = []
    for b, c in enumerate(pl.bcapt):
        if c == NO_CAPTAIN:
            t = pl.btype[b]
            if t not in seen:
                seen.append(t)
    seen.sort()
    return seen


def salty_captain_types(state: FleetData, q: int) -> list[int]:
    """House proposal: a Salty Captain costs $3 and a hire; never free with Char."""
    if not state.dock_piles[SALTY]:
        return []
    pl = state.players[q]
    if pl.hired >= captains_allowed(state, q):
        return []
    if max(0, PROPOSALS.salty_cost - shrimp_discount(state, q)) > wealth(state, q):
        return []
    out = []
    for b, c in enumerate(pl.bcapt):
        if c == NO_CAPTAIN and pl.btype[b] not in out:
            out.append(pl.btype[b])
    out.sort()
    return out


def first_mate_actions(state: FleetData, q: int) -> list[Action]:
    """AB First Mate: for a boat captained this round, a crate and a boat card."""
    pl = state.players[q]
    if not state.dock_piles[FIRSTMATE] or not any(pl.hand):
        return []
    if not (
        pl.processed
        or pl.oyster
        or pl.crew_crates
        or any(pl.bcrates)
        or max(pl.btuck, default=0) > 0
    ):
        return []
    r = state.round
    boats = [b for b in range(len(pl.btype)) if pl.bround[b] == r and not pl.bmate[b]]
    h = pl.hand
    return [A_FIRSTMATE[b][t] for b in boats for t in range(NB) if h[t]]


def buy_first_mate(state: FleetData, q: int, b: int, t: int) -> bool:
    """AB First Mate: "purchase a First Mate by discarding a Crate and a Boat Card while
    Hiring a Captain"; placed under the captain. The rulebook does not restrict the
    crate, so the player discards any one of his: a processed crate, one on his Pacific
    Oyster license or Crewman card, or one on a launched boat or its tucked Salmon card.
    With a single place to take it from, it is taken at once; else the next decision
    (MATE) is which crate. True when the purchase is complete."""
    pl = state.players[q]
    spend_card_face_up(state, q, t)
    discard_card(state, t)
    state.dock_piles[FIRSTMATE] -= 1
    pl.bmate[b] = 1
    state.events.append(Event("first-mate", {"player": q, "boat": b, "card": BOAT_NAMES[t]}))
    sources = first_mate_crate_sources(state, q)
    if len(sources) == 1:
        pay_first_mate_crate(state, q, sources[0])
        return True
    state.phase = MATE
    return False


def first_mate_crate_sources(state: FleetData, q: int) -> list[Action]:
    pl = state.players[q]
    out = []
    if pl.processed:
        out.append(A_MATECRATE["processed"])
    if pl.oyster:
        out.append(A_MATECRATE["oyster"])
    if pl.crew_crates:
        out.append(A_MATECRATE["crewman"])
    out.extend(A_MATECRATE[b] for b, c in enumerate(pl.bcrates) if c > 0)
    out.extend(A_MATETUCK[b] for b, c in enumerate(pl.btuck) if c > 0)
    return out


def pay_first_mate_crate(state: FleetData, q: int, action: Action) -> None:
    pl = state.players[q]
    src = action.args[0]
    if action.kind == "matetuck":
        pl.btuck[int(src)] -= 1
    elif src == "processed":
        pl.processed -= 1
    elif src == "oyster":
        pl.oyster -= 1
    elif src == "crewman":
        pl.crew_crates -= 1
    else:
        pl.bcrates[int(src)] -= 1
    crates_spent(state, 1)
    state.events.append(
        Event("first-mate-crate", {"player": q, "from": src, "tucked": action.kind == "matetuck"})
    )


def hire_captain(state: FleetData, q: int, c: int, t: int, from_hand: bool) -> None:
    pl = state.players[q]
    for b, cap in enumerate(pl.bcapt):
        if cap == NO_CAPTAIN and pl.btype[b] == t:
            pl.bcapt[b] = c
            pl.bround[b] = state.round
            break
    if from_hand:
        spend_card_face_down(state, q, c)
    pl.hired += 1
    state.events.append(Event("hire", {"player": q, "boat": BOAT_NAMES[t]}))
    if not has_hire_options(state, q):
        hire_step_end(state, q)


def hire_salty_captain(state: FleetData, q: int, t: int) -> None:
    pl = state.players[q]
    for b, cap in enumerate(pl.bcapt):
        if cap == NO_CAPTAIN and pl.btype[b] == t:
            pl.bcapt[b] = SALTY_CAPTAIN
            pl.bround[b] = state.round
            break
    pl.hired += 1
    state.dock_piles[SALTY] -= 1
    state.events.append(Event("salty-captain", {"player": q, "boat": BOAT_NAMES[t]}))
    due = max(0, PROPOSALS.salty_cost - shrimp_discount(state, q))
    if due > 0:
        state.phase = PAY
        state.pay_due = due
        state.pay_paid = 0
        state.pay_ret = PAY_RETURN_HIRE
    else:
        hire_continue(state, q)


def hire_continue(state: FleetData, q: int) -> None:
    state.phase = HIRE
    if not has_hire_options(state, q):
        hire_step_end(state, q)


def has_hire_options(state: FleetData, q: int) -> bool:
    return bool(
        hireable_types(state, q)
        or first_mate_actions(state, q)
        or salty_captain_types(state, q)
        or state.players[q].tugc
    )


def hire_step_end(state: FleetData, q: int) -> None:
    pl = state.players[q]
    nl = bonus_level(state, q, L_LOBSTER)
    if nl:  # Lobster: draw by captained boats owned (§6.3)
        captained_boats = sum(1 for c in pl.bcapt if captained(c))
        table = BON.lobster_draw_one if nl == 1 else BON.lobster_draw_more
        n = capped(table, captained_boats)
        if n:
            draw_cards(state, q, n)
    state.idx += 1
    launch_next_player(state)

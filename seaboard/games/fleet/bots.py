"""Fleet heuristic agent and a cheap evaluation for search.

The heuristic values each license by what it will bring over the rounds that are likely
left (its VP, the boats it opens, its bonus), bids up to that value while keeping enough
cards back to launch and captain, launches the best boats it can staff, pays with the
cards it needs least, processes full boats and trades, and discards its least useful card.
It reads only what its seat may see (it is handed a determinized state).
"""

from __future__ import annotations

import math

from seaboard.agents.base import Agent, Clock
from seaboard.engine.game import Action, State

from .rules import FleetState
from .state import BID, DRAW, HIRE, LAUNCH, NO_CAPTAIN, OPEN, PAY, PROCESS, captained
from .tables import (
    A_CONFIRM,
    A_DONE,
    A_PASS,
    BOAT_CASH,
    BOAT_INDEX,
    BOAT_LICENSES,
    BOAT_VP,
    CAPACITY_DEFAULT,
    L_COD,
    L_KC_CAPT,
    L_KC_CRATES,
    L_KC_LIC,
    L_LOBSTER,
    L_PROC,
    L_PUB,
    L_SHRIMP,
    L_TUNA,
    LIC_BOAT,
    LIC_MIN,
    LIC_VP,
    NB,
)


def rounds_left(s: FleetState) -> float:
    n = s.num_players
    by_licenses = (len(s.lic_deck) + len(s.row)) / max(1, n) * 0.8
    fishing = 0
    for pl in s.players:
        fishing += sum(1 for c in pl.bcapt if captained(c))
    by_crates = s.crates / max(1.0, fishing + n) if s.crates > 0 else 0.0
    r = min(by_licenses, by_crates + 1)
    return 0.0 if s.final_round else max(1.0, r)


def card_keep_value(s: FleetState, q: int, t: int) -> float:
    """How much a card is worth keeping in hand: a launchable boat is worth more than cash."""
    if s.may_launch_type(q, t):
        return BOAT_VP[t] + 2.5 - 0.3 * s.launch_due(q, t)
    return BOAT_CASH[t] * 0.9


def license_value(s: FleetState, q: int, li: int) -> float:
    pl = s.players[q]
    r = rounds_left(s)
    v = float(LIC_VP[li])
    b = LIC_BOAT[li]
    owned = pl.lic[li]
    if b >= 0 and not any(pl.lic[x] for x in BOAT_LICENSES[b]):
        # a new boat type: the cards of that type in hand become boats
        v += min(3, pl.hand[b]) * (BOAT_VP[b] + 1.5) + min(r, 5) * 0.8
    if li == L_SHRIMP:
        v += min(4, owned + 1) * 0.6 * min(r, 6)
    elif li == L_COD:
        v += (1.4 if owned == 0 else 0.6) * min(r, 6)
    elif li == L_LOBSTER:
        v += (1.4 if owned == 0 else 0.5) * min(r, 6)
    elif li == L_TUNA:
        v += 0.9 * min(r, 6)
    elif li == L_PROC:
        v += 0.7 * min(r, 6)
    elif li == L_KC_CAPT:
        v += min(10, sum(1 for c in pl.bcapt if captained(c)) + r * 0.7)
    elif li == L_KC_CRATES:
        v += min(10, (sum(pl.bcrates) + r * 2) / 3)
    elif li == L_KC_LIC:
        v += min(10, 2 * sum(1 for x in pl.lic if x))
    elif li == L_PUB:
        v += 0.0
    return v


def evaluate(s: FleetState, player: int) -> float:
    """Score lead plus a small credit for the hand, squashed to [0, 1]."""
    vals = []
    for q, pl in enumerate(s.players):
        captained = sum(1 for c in pl.bcapt if captained(c))
        vals.append(s.score(q) + 0.4 * sum(pl.hand) + 0.5 * captained * min(3.0, rounds_left(s)))
    mine = vals[player]
    best_other = max(v for q, v in enumerate(vals) if q != player) if len(vals) > 1 else 0.0
    return 0.5 + 0.5 * math.tanh((mine - best_other) / 15.0)


class FleetHeuristic(Agent):
    """Valuation-driven play; `aggression` scales how far it bids over value."""

    def __init__(self, spec: str = "heuristic", seat: int = 0, aggression: float = 1.0) -> None:
        Agent.__init__(self, spec, seat)
        self.aggression = aggression

    @classmethod
    def from_options(cls, seat: int, options: dict[str, str]) -> FleetHeuristic:
        unknown = set(options) - {"aggression"}
        if unknown:
            from seaboard.agents.base import AgentSpecError

            raise AgentSpecError(f"fleet heuristic: unknown options {sorted(unknown)}")
        return cls("heuristic", seat, float(options.get("aggression", "1.0")))

    def act(self, state: State | None, legal: list[Action], clock: Clock) -> Action:
        if len(legal) == 1:
            return legal[0]
        assert isinstance(state, FleetState)
        s = state
        q = s.cur
        ph = s.phase
        if ph == PAY:
            return self._pay(s, q, legal)
        if ph == OPEN:
            return self._open(s, q, legal)
        if ph == BID:
            return self._bid(s, q, legal)
        if ph == LAUNCH:
            return self._launch(s, q, legal)
        if ph == HIRE:
            return self._hire(s, q, legal)
        if ph == PROCESS:
            return self._process(s, q, legal)
        if ph == DRAW:
            return self._discard(s, q, legal)
        return legal[0]

    # -- auction ------------------------------------------------------------------
    def _max_bid(self, s: FleetState, q: int, li: int) -> int:
        value = license_value(s, q, li) * self.aggression
        wealth = s.wealth(q)
        # keep about a launch and a captain back unless the license is a big one
        reserve = 3 if sum(s.players[q].lic) else 0
        limit = min(value * 0.9, wealth - reserve + s.discount(q))
        return int(limit)

    def _open(self, s: FleetState, q: int, legal: list[Action]) -> Action:
        best, best_gain = A_PASS, 0.0
        for a in legal:
            if a.kind != "open":
                continue
            li = s.row[a.args[0]]
            gain = self._max_bid(s, q, li) - LIC_MIN[li]
            if gain >= 0 and (best is A_PASS or gain + LIC_VP[li] * 0.1 > best_gain):
                best, best_gain = a, gain + LIC_VP[li] * 0.1
        return best

    def _bid(self, s: FleetState, q: int, legal: list[Action]) -> Action:
        li = s.row[s.lot]
        limit = self._max_bid(s, q, li)
        bids = [a for a in legal if a.kind == "bid"]
        if s.high < 0:
            return bids[0]  # the opening bid: the minimum
        if bids and bids[0].args[0] <= limit:
            return bids[0]
        return A_PASS

    def _pay(self, s: FleetState, q: int, legal: list[Action]) -> Action:
        if A_CONFIRM in legal:
            return A_CONFIRM
        need = s.pay_due - s.pay_paid
        best, best_cost = legal[0], math.inf
        for a in legal:
            if a.kind == "crate":
                cost = 1.0 + max(0, 1 - need) * 0.9
                cash = 1
            else:
                t = BOAT_INDEX[a.args[0]]
                cash = BOAT_CASH[t]
                cost = card_keep_value(s, q, t) + max(0, cash - need) * 0.9
            # cost per dollar actually used
            score = cost / min(cash, need)
            if score < best_cost:
                best, best_cost = a, score
        return best

    # -- launch and hire --------------------------------------------------------------
    def _launch(self, s: FleetState, q: int, legal: list[Action]) -> Action:
        pl = s.players[q]
        uncaptained = sum(1 for c in pl.bcapt if c == NO_CAPTAIN)
        best, best_v = A_DONE, 0.0
        for a in legal:
            if a.kind != "launch":
                continue
            t = BOAT_INDEX[a.args[0]]
            # after paying, a card must be left to captain it
            left = sum(pl.hand) - 1 - max(1, s.launch_due(q, t) // 2)
            if left < uncaptained + 1:
                continue
            v = BOAT_VP[t] + 3.0 - 0.5 * s.launch_due(q, t)
            if v > best_v:
                best, best_v = a, v
        return best

    def _hire(self, s: FleetState, q: int, legal: list[Action]) -> Action:
        best, best_v = A_DONE, -math.inf
        for a in legal:
            if a.kind != "hire":
                continue
            v = -card_keep_value(s, q, BOAT_INDEX[a.args[0]])
            if v > best_v:
                best, best_v = a, v
        return best

    # -- processing and draw ------------------------------------------------------------
    def _process(self, s: FleetState, q: int, legal: list[Action]) -> Action:
        pl = s.players[q]
        for a in legal:
            if a.kind == "process" and pl.bcrates[a.args[0]] >= CAPACITY_DEFAULT:
                return a
        for a in legal:
            if a.kind == "trade":
                return a
        return A_DONE

    def _discard(self, s: FleetState, q: int, legal: list[Action]) -> Action:
        best, best_v = legal[0], math.inf
        for a in legal:
            t = BOAT_INDEX[a.args[0]]
            v = card_keep_value(s, q, t)
            if v < best_v:
                best, best_v = a, v
        return best


__all__ = ["FleetHeuristic", "evaluate", "NB"]

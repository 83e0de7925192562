"""Fleet heuristic agent and a cheap evaluation for search.

The heuristic values each license by what it will bring over the rounds that are likely
left (its VP, the boats it opens, its bonus), bids up to that value while keeping enough
cards back to launch and captain, launches the best boats it can staff, pays with the
cards it needs least, processes full boats and trades, and discards its least useful card.
It reads only what its seat may see (it is handed a determinized state).
"""

from __future__ import annotations

import math

from seaboard.engine.agent import Agent, Clock
from seaboard.engine.game import Action, State
from seaboard.games.fleet.rules.common import (
    boat_capacity,
    holds_license_for,
    launch_cost,
    shrimp_discount,
    wealth,
)
from seaboard.games.fleet.rules.corporation import round_max
from seaboard.games.fleet.rules.scoring import score
from seaboard.games.fleet.state import (
    BID,
    CREWDRAW,
    DRAW,
    FISH,
    HIRE,
    KEEP,
    LAUNCH,
    MATE,
    NO_CAPTAIN,
    OPEN,
    PAY,
    PROCESS,
    SALMON,
    SWAP,
    TAKE,
    FleetData,
    captained,
)
from seaboard.games.fleet.tables import (
    A_CONFIRM,
    A_DONE,
    A_PASS,
    ABON,
    B_DFO,
    B_OYSTER,
    BOAT_CASH,
    BOAT_INDEX,
    BOAT_LICENSES,
    BOAT_VP,
    CAPACITY_DEFAULT,
    L_CHAR,
    L_COD,
    L_DFO,
    L_KC_CAPT,
    L_KC_CRATES,
    L_KC_LIC,
    L_LOBSTER,
    L_MARINA,
    L_OYSTER,
    L_PROC,
    L_PUB,
    L_SALMON,
    L_SHRIMP,
    L_SWORD,
    L_TUNA,
    LIC_BOAT,
    LIC_FAMILY,
    LIC_MIN,
    LIC_PREMIUM,
    LIC_VP,
    NB,
    capped,
)


def rounds_left(s: FleetData) -> float:
    n = s.num_players
    # licenses leave about a row a round (a row is the player count, or three licenses
    # with the Corporation Captains, who take one every round)
    by_licenses = (len(s.lic_deck) + len(s.row)) / max(1, s.row_size) * 0.8
    fishing = 0
    for pl in s.players:
        fishing += sum(1 for c in pl.bcapt if captained(c))
    by_crates = s.crates / max(1.0, fishing + n) if s.crates > 0 else 0.0
    r = min(by_licenses, by_crates + 1)
    return 0.0 if s.final_round else max(1.0, r)


def card_keep_value(s: FleetData, q: int, t: int) -> float:
    """How much a card is worth keeping in hand: a launchable boat is worth more than cash."""
    if holds_license_for(s, q, t):
        return BOAT_VP[t] + 2.5 - 0.3 * launch_cost(s, q, t)
    return BOAT_CASH[t] * 0.9


def license_value(s: FleetData, q: int, li: int) -> float:
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
        v += 2.0  # ten sure VP: worth a little over par
    elif li == L_MARINA:  # a free boat card under it each round, up to 15 VP
        v += min(LIC_VP[li] * 2, r * 2.0)
    elif li == L_DFO:  # three crates at once per DFO boat, and VP per crate
        v += min(3, pl.hand[B_DFO] + 1) * (2 + capped(ABON.dfo_vp, owned + 1)) * 0.8
    elif li == L_CHAR:
        v += (1.5 if owned == 0 else 0.6) * min(r, 6)
    elif li in (L_SWORD, L_SALMON):
        v += 0.9 * min(r, 6)
    elif li == L_OYSTER:
        v += 0.5 * min(r, 6)
    if s.capt:
        v += corporation_denial(s, li)
    return v


def captain_value(s: FleetData, i: int, li: int) -> float:
    """What a license brings a Corporation Captain: its VP, and a King Crab card's bonus,
    which he scores as if every boat of his were full (AB Two-Player Variant)."""
    v = float(LIC_VP[li])
    if li in (L_KC_CAPT, L_KC_CRATES):
        v += min(10.0, 2.0 + len(s.capt_boats[i]) + rounds_left(s) * 0.5)
    elif li == L_KC_LIC:
        v += min(10.0, 2.0 * sum(1 for x in s.capt_lic[i] if x))
    return v


def captain_pick(s: FleetData, i: int, row: list[int]) -> int:
    """The license Captain i takes at the end of the auction if he bought none (rules.py
    _captains_take): the highest VP under the Round Max, Premium first; -1 for none."""
    lic = s.capt_lic[i]
    owned = {LIC_FAMILY[x] for x in range(len(lic)) if lic[x]}
    rmax = round_max(s)
    best = -1
    for li in row:
        if LIC_MIN[li] > rmax or (LIC_FAMILY[li] in owned and not LIC_PREMIUM[li]):
            continue
        if best < 0 or (LIC_PREMIUM[li], LIC_VP[li]) > (LIC_PREMIUM[best], LIC_VP[best]):
            best = li
    return best


def corporation_denial(s: FleetData, li: int) -> float:
    """2p/solo Corporation games: buying the license a Captain would take for free at the
    end of this auction costs him its value (less that of his next choice)."""
    n = s.num_players
    out = 0.0
    for i in range(len(s.capt)):
        if n + i < len(s.bought) and s.bought[n + i]:
            continue
        if captain_pick(s, i, s.row) != li:
            continue
        rest = list(s.row)
        rest.remove(li)
        second = captain_pick(s, i, rest)
        out += captain_value(s, i, li) - (captain_value(s, i, second) if second >= 0 else 0.0)
    return out


def evaluate(s: FleetData, player: int) -> float:
    """Score lead plus a small credit for the hand, squashed to [0, 1]."""
    vals = []
    for q, pl in enumerate(s.players):
        crewed = sum(1 for c in pl.bcapt if captained(c))
        vals.append(score(s, q) + 0.4 * sum(pl.hand) + 0.5 * crewed * min(3.0, rounds_left(s)))
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
            from seaboard.engine.agent import AgentSpecError

            raise AgentSpecError(f"fleet heuristic: unknown options {sorted(unknown)}")
        return cls("heuristic", seat, float(options.get("aggression", "1.0")))

    def act(self, state: State | None, legal: list[Action], clock: Clock) -> Action:
        if len(legal) == 1:
            return legal[0]
        assert isinstance(state, FleetData)
        s = state
        q = s.cur
        ph = s.phase
        if s.players[q].tugc:  # AB Tug Boat: offered at every decision of its owner
            tug = self._tug(s, q, legal)
            if tug is not None:
                return tug
            legal = [a for a in legal if a.kind != "tug"]
            if len(legal) == 1:
                return legal[0]
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
        if ph in (DRAW, KEEP, CREWDRAW):
            return self._discard(s, q, legal)
        if ph == SWAP:
            return self._swap(s, q, legal)
        if ph == SALMON:
            return self._tuck(s, q, legal)
        if ph == FISH:
            return self._fish(s, q, legal)
        if ph == TAKE:
            return self._take(s, q, legal)
        if ph == MATE:
            return self._mate_crate(s, q, legal)
        return legal[0]

    def _tug(self, s: FleetData, q: int, legal: list[Action]) -> Action | None:
        """Pick up a Tug Boat's cards when it holds a few, when they would pay for this
        payment, or before the end (cards left on it score nothing)."""
        tugs = [a for a in legal if a.kind == "tug"]
        if not tugs:
            return None
        pl = s.players[q]
        held = {a.args[0]: sum(1 for c in pl.tugc if c >> 5 == a.args[0]) for a in tugs}
        best = max(tugs, key=lambda a: held[a.args[0]])
        if rounds_left(s) <= 1 or held[best.args[0]] >= 3:
            return best
        if s.phase == PAY and wealth(s, q) < s.pay_due - s.pay_paid + 2:
            return best
        return None

    def _take(self, s: FleetData, q: int, legal: list[Action]) -> Action:
        """DFO: a crate from the best placed opponent, off a boat that will not win it back
        (a full captained boat fishes again next round)."""
        r = rounds_left(s)

        def loss(a: Action) -> float:
            o, b = int(a.args[0]), int(a.args[1])
            pl = s.players[o]
            full = pl.bcrates[b] >= boat_capacity(s, o, b)
            refills = full and captained(pl.bcapt[b]) and r > 1
            v = 0.3 if refills else 1.0
            if full and pl.bmate[b]:
                v += 1.5  # his First Mate drops from 5 VP to 2 until the boat is full again
            return v + 0.05 * score(s, o)

        return max(legal, key=loss)

    def _mate_crate(self, s: FleetData, q: int, legal: list[Action]) -> Action:
        """First Mate: the crate worth least: a processed or Oyster-license crate ($1, no
        VP), then one off a full captained boat (it fishes again), then anything else."""
        pl = s.players[q]

        def cost(a: Action) -> float:
            src = a.args[0]
            if a.kind == "matetuck":
                return 1.2
            if src in ("processed", "oyster"):
                return 0.5
            if src == "crewman":
                return 1.1
            b = int(src)
            full = pl.bcrates[b] >= boat_capacity(s, q, b)
            if full and captained(pl.bcapt[b]):
                return 0.8 + (3.0 if pl.bmate[b] else 0.0)
            return 1.0

        return min(legal, key=cost)

    def _swap(self, s: FleetData, q: int, legal: list[Action]) -> Action:
        worst, worst_v = A_DONE, 1.2  # swap only a card worth less than an average draw
        for a in legal:
            if a.kind == "swap":
                v = card_keep_value(s, q, BOAT_INDEX[a.args[0]])
                if v < worst_v:
                    worst, worst_v = a, v
        return worst

    def _tuck(self, s: FleetData, q: int, legal: list[Action]) -> Action:
        """Tuck the least useful card under the emptiest boat (more crates to come)."""
        pl = s.players[q]
        tucks = [a for a in legal if a.kind == "tuck"]
        if not tucks:
            return legal[-1]
        return min(
            tucks,
            key=lambda a: (card_keep_value(s, q, BOAT_INDEX[a.args[0]]), pl.bcrates[a.args[1]]),
        )

    def _fish(self, s: FleetData, q: int, legal: list[Action]) -> Action:
        """Swordfish on a boat one crate short of full is a card for one VP; Oyster: keep
        both crates on the boat unless it has room for one only."""
        pl = s.players[q]
        for a in legal:
            b = a.args[0] if a.args else -1
            if a.kind == "split" and boat_capacity(s, q, b) - pl.bcrates[b] == 1:
                return a
            if a.kind == "sword" and pl.btype[b] != B_OYSTER and rounds_left(s) > 2:
                return a
        return A_DONE

    # -- auction ------------------------------------------------------------------
    def _max_bid(self, s: FleetData, q: int, li: int) -> int:
        value = license_value(s, q, li) * self.aggression
        money = wealth(s, q)
        # keep about a launch and a captain back unless the license is a big one (or one
        # a Corporation Captain would otherwise take for free)
        big = s.capt and (LIC_PREMIUM[li] or corporation_denial(s, li) > 0)
        reserve = 3 if sum(s.players[q].lic) and not big else 0
        limit = min(value, money - reserve + shrimp_discount(s, q))
        return int(limit)

    def _open(self, s: FleetData, q: int, legal: list[Action]) -> Action:
        best, best_gain = A_PASS, 0.0
        for a in legal:
            if a.kind != "open":
                continue
            li = s.row[a.args[0]]
            gain = self._max_bid(s, q, li) - LIC_MIN[li]
            if gain >= 0 and (best is A_PASS or gain + LIC_VP[li] * 0.1 > best_gain):
                best, best_gain = a, gain + LIC_VP[li] * 0.1
        return best

    def _bid(self, s: FleetData, q: int, legal: list[Action]) -> Action:
        li = s.row[s.lot]
        limit = self._max_bid(s, q, li)
        bids = [a for a in legal if a.kind == "bid"]
        if s.high < 0:
            return bids[0]  # the opening bid: the minimum
        if bids and bids[0].args[0] <= limit:
            return bids[0]
        return A_PASS

    def _pay(self, s: FleetData, q: int, legal: list[Action]) -> Action:
        if A_CONFIRM in legal:
            return A_CONFIRM
        need = s.pay_due - s.pay_paid
        best, best_cost = legal[0], math.inf
        for a in legal:
            if a.kind in ("crate", "oystercrate", "crewcrate"):
                cost = 1.0 + max(0, 1 - need) * 0.9
                cash = 1
            elif a.kind == "gonefishin":
                cash = 2
                cost = 2.0 + max(0, 2 - need) * 0.9
            elif a.kind == "houseboat":
                cash = 5
                cost = 2.0 + max(0, 5 - need) * 0.9
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
    def _launch(self, s: FleetData, q: int, legal: list[Action]) -> Action:
        pl = s.players[q]
        uncaptained = sum(1 for c in pl.bcapt if c == NO_CAPTAIN)
        best, best_v = A_DONE, 0.0
        for a in legal:
            if a.kind == "marina":  # a card worth little as money, placed for its VP
                t = BOAT_INDEX[a.args[0]]
                v = BOAT_VP[t] - BOAT_CASH[t] * 0.5
                if v > best_v:
                    best, best_v = a, v
                continue
            if a.kind == "buy" and a.args[0] == "artisan" and rounds_left(s) > 3:
                if best_v < 1.5:
                    best, best_v = a, 1.5
                continue
            if a.kind not in ("launch", "charter"):
                continue
            t = BOAT_INDEX[a.args[0]]
            # after paying, a card must be left to captain it (in the last round a boat
            # scores its VP captained or not, and cards left in hand score nothing)
            left = sum(pl.hand) - 1 - max(1, launch_cost(s, q, t) // 2)
            if left < uncaptained + 1 and not s.final_round:
                continue
            v = BOAT_VP[t] + 3.0 - 0.5 * launch_cost(s, q, t)
            if a.kind == "charter":
                v -= 0.5
            if v > best_v:
                best, best_v = a, v
        return best

    def _hire(self, s: FleetData, q: int, legal: list[Action]) -> Action:
        best, best_v = A_DONE, -math.inf
        for a in legal:
            if a.kind != "hire":
                continue
            if a.args[0] == "supply":
                return a  # Char: a free captain
            v = -card_keep_value(s, q, BOAT_INDEX[a.args[0]])
            if v > best_v:
                best, best_v = a, v
        return best

    # -- processing and draw ------------------------------------------------------------
    def _process(self, s: FleetData, q: int, legal: list[Action]) -> Action:
        pl = s.players[q]
        for a in legal:
            if a.kind == "process" and pl.bcrates[a.args[0]] >= CAPACITY_DEFAULT:
                return a
        for a in legal:
            if a.kind == "trade":
                return a
        return A_DONE

    def _discard(self, s: FleetData, q: int, legal: list[Action]) -> Action:
        best, best_v = legal[0], math.inf
        for a in legal:
            t = BOAT_INDEX[a.args[0]]
            v = card_keep_value(s, q, t)
            if v < best_v:
                best, best_v = a, v
        return best


__all__ = ["FleetHeuristic", "evaluate", "NB"]

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
    NO_LICENSE,
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


def rounds_left(state: FleetData) -> float:
    n = state.num_players
    # licenses leave about a row a round (a row is the player count, or three licenses
    # with the Corporation Captains, who take one every round)
    by_licenses = (len(state.license_deck) + len(state.row)) / max(1, state.row_size) * 0.8
    fishing = 0
    for area in state.players:
        fishing += sum(1 for c in area.boat_captains if captained(c))
    by_crates = state.crate_supply / max(1.0, fishing + n) if state.crate_supply > 0 else 0.0
    r = min(by_licenses, by_crates + 1)
    return 0.0 if state.final_round else max(1.0, r)


def card_keep_value(state: FleetData, player: int, boat_type: int) -> float:
    """How much a card is worth keeping in hand: a launchable boat is worth more than cash."""
    if holds_license_for(state, player, boat_type):
        return BOAT_VP[boat_type] + 2.5 - 0.3 * launch_cost(state, player, boat_type)
    return BOAT_CASH[boat_type] * 0.9


def license_value(state: FleetData, player: int, license: int) -> float:
    area = state.players[player]
    r = rounds_left(state)
    v = float(LIC_VP[license])
    boat = LIC_BOAT[license]
    owned = area.licenses[license]
    if boat >= 0 and not any(area.licenses[x] for x in BOAT_LICENSES[boat]):
        # a new boat type: the cards of that type in hand become boats
        v += min(3, area.hand[boat]) * (BOAT_VP[boat] + 1.5) + min(r, 5) * 0.8
    if license == L_SHRIMP:
        v += min(4, owned + 1) * 0.6 * min(r, 6)
    elif license == L_COD:
        v += (1.4 if owned == 0 else 0.6) * min(r, 6)
    elif license == L_LOBSTER:
        v += (1.4 if owned == 0 else 0.5) * min(r, 6)
    elif license == L_TUNA:
        v += 0.9 * min(r, 6)
    elif license == L_PROC:
        v += 0.7 * min(r, 6)
    elif license == L_KC_CAPT:
        v += min(10, sum(1 for c in area.boat_captains if captained(c)) + r * 0.7)
    elif license == L_KC_CRATES:
        v += min(10, (sum(area.boat_crates) + r * 2) / 3)
    elif license == L_KC_LIC:
        v += min(10, 2 * sum(1 for x in area.licenses if x))
    elif license == L_PUB:
        v += 2.0  # ten sure VP: worth a little over par
    elif license == L_MARINA:  # a free boat card under it each round, up to 15 VP
        v += min(LIC_VP[license] * 2, r * 2.0)
    elif license == L_DFO:  # three crates at once per DFO boat, and VP per crate
        v += min(3, area.hand[B_DFO] + 1) * (2 + capped(ABON.dfo_vp, owned + 1)) * 0.8
    elif license == L_CHAR:
        v += (1.5 if owned == 0 else 0.6) * min(r, 6)
    elif license in (L_SWORD, L_SALMON):
        v += 0.9 * min(r, 6)
    elif license == L_OYSTER:
        v += 0.5 * min(r, 6)
    if state.captains:
        v += corporation_denial(state, license)
    return v


def captain_value(state: FleetData, i: int, license: int) -> float:
    """What a license brings a Corporation Captain: its VP, and a King Crab card's bonus,
    which he scores as if every boat of his were full (AB Two-Player Variant)."""
    v = float(LIC_VP[license])
    if license in (L_KC_CAPT, L_KC_CRATES):
        v += min(10.0, 2.0 + len(state.captain_boats[i]) + rounds_left(state) * 0.5)
    elif license == L_KC_LIC:
        v += min(10.0, 2.0 * sum(1 for x in state.captain_licenses[i] if x))
    return v


def captain_pick(state: FleetData, i: int, row: list[int]) -> int:
    """The license Captain i takes at the end of the auction if he bought none (rules.py
    _captains_take): the highest VP under the Round Max, Premium first; -1 for none."""
    licenses = state.captain_licenses[i]
    owned = {LIC_FAMILY[x] for x in range(len(licenses)) if licenses[x]}
    rmax = round_max(state)
    best = -1
    for license in row:
        if LIC_MIN[license] > rmax or (LIC_FAMILY[license] in owned and not LIC_PREMIUM[license]):
            continue
        if best < 0 or (LIC_PREMIUM[license], LIC_VP[license]) > (LIC_PREMIUM[best], LIC_VP[best]):
            best = license
    return best


def corporation_denial(state: FleetData, license: int) -> float:
    """2p/solo Corporation games: buying the license a Captain would take for free at the
    end of this auction costs him its value (less that of his next choice)."""
    n = state.num_players
    out = 0.0
    for i in range(len(state.captains)):
        if n + i < len(state.bought_license) and state.bought_license[n + i]:
            continue
        if captain_pick(state, i, state.row) != license:
            continue
        rest = list(state.row)
        rest.remove(license)
        second = captain_pick(state, i, rest)
        out += captain_value(state, i, license) - (
            captain_value(state, i, second) if second >= 0 else 0.0
        )
    return out


def evaluate(state: FleetData, player: int) -> float:
    """Score lead plus a small credit for the hand, squashed to [0, 1]."""
    vals = []
    for seat, area in enumerate(state.players):
        crewed = sum(1 for c in area.boat_captains if captained(c))
        vals.append(
            score(state, seat) + 0.4 * sum(area.hand) + 0.5 * crewed * min(3.0, rounds_left(state))
        )
    mine = vals[player]
    best_other = max(v for seat, v in enumerate(vals) if seat != player) if len(vals) > 1 else 0.0
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
        player = state.current
        phase = state.phase
        if state.players[player].tug_cards:  # AB Tug Boat: offered at every decision of its owner
            tug = self._tug(state, player, legal)
            if tug is not None:
                return tug
            legal = [a for a in legal if a.kind != "tug"]
            if len(legal) == 1:
                return legal[0]
        if phase == PAY:
            return self._pay(state, player, legal)
        if phase == OPEN:
            return self._open(state, player, legal)
        if phase == BID:
            return self._bid(state, player, legal)
        if phase == LAUNCH:
            return self._launch(state, player, legal)
        if phase == HIRE:
            return self._hire(state, player, legal)
        if phase == PROCESS:
            return self._process(state, player, legal)
        if phase in (DRAW, KEEP, CREWDRAW):
            return self._discard(state, player, legal)
        if phase == SWAP:
            return self._swap(state, player, legal)
        if phase == SALMON:
            return self._tuck(state, player, legal)
        if phase == FISH:
            return self._fish(state, player, legal)
        if phase == TAKE:
            return self._take(state, player, legal)
        if phase == MATE:
            return self._mate_crate(state, player, legal)
        return legal[0]

    def _tug(self, state: FleetData, player: int, legal: list[Action]) -> Action | None:
        """Pick up a Tug Boat's cards when it holds a few, when they would pay for this
        payment, or before the end (cards left on it score nothing)."""
        tugs = [a for a in legal if a.kind == "tug"]
        if not tugs:
            return None
        area = state.players[player]
        held = {a.args[0]: sum(1 for c in area.tug_cards if c >> 5 == a.args[0]) for a in tugs}
        best = max(tugs, key=lambda a: held[a.args[0]])
        if rounds_left(state) <= 1 or held[best.args[0]] >= 3:
            return best
        if state.phase == PAY and wealth(state, player) < state.pay_due - state.pay_paid + 2:
            return best
        return None

    def _take(self, state: FleetData, player: int, legal: list[Action]) -> Action:
        """DFO: a crate from the best placed opponent, off a boat that will not win it back
        (a full captained boat fishes again next round)."""
        r = rounds_left(state)

        def loss(a: Action) -> float:
            other, boat = int(a.args[0]), int(a.args[1])
            area = state.players[other]
            full = area.boat_crates[boat] >= boat_capacity(state, other, boat)
            refills = full and captained(area.boat_captains[boat]) and r > 1
            v = 0.3 if refills else 1.0
            if full and area.first_mates[boat]:
                v += 1.5  # his First Mate drops from 5 VP to 2 until the boat is full again
            return v + 0.05 * score(state, other)

        return max(legal, key=loss)

    def _mate_crate(self, state: FleetData, player: int, legal: list[Action]) -> Action:
        """First Mate: the crate worth least: a processed or Oyster-license crate ($1, no
        VP), then one off a full captained boat (it fishes again), then anything else."""
        area = state.players[player]

        def cost(a: Action) -> float:
            src = a.args[0]
            if a.kind == "matetuck":
                return 1.2
            if src in ("processed", "oyster"):
                return 0.5
            if src == "crewman":
                return 1.1
            boat = int(src)
            full = area.boat_crates[boat] >= boat_capacity(state, player, boat)
            if full and captained(area.boat_captains[boat]):
                return 0.8 + (3.0 if area.first_mates[boat] else 0.0)
            return 1.0

        return min(legal, key=cost)

    def _swap(self, state: FleetData, player: int, legal: list[Action]) -> Action:
        worst, worst_v = A_DONE, 1.2  # swap only a card worth less than an average draw
        for a in legal:
            if a.kind == "swap":
                v = card_keep_value(state, player, BOAT_INDEX[a.args[0]])
                if v < worst_v:
                    worst, worst_v = a, v
        return worst

    def _tuck(self, state: FleetData, player: int, legal: list[Action]) -> Action:
        """Tuck the least useful card under the emptiest boat (more crates to come)."""
        area = state.players[player]
        tucks = [a for a in legal if a.kind == "tuck"]
        if not tucks:
            return legal[-1]
        return min(
            tucks,
            key=lambda a: (
                card_keep_value(state, player, BOAT_INDEX[a.args[0]]),
                area.boat_crates[a.args[1]],
            ),
        )

    def _fish(self, state: FleetData, player: int, legal: list[Action]) -> Action:
        """Swordfish on a boat one crate short of full is a card for one VP; Oyster: keep
        both crates on the boat unless it has room for one only."""
        area = state.players[player]
        for a in legal:
            boat = a.args[0] if a.args else -1
            if (
                a.kind == "split"
                and boat_capacity(state, player, boat) - area.boat_crates[boat] == 1
            ):
                return a
            if a.kind == "sword" and area.boat_types[boat] != B_OYSTER and rounds_left(state) > 2:
                return a
        return A_DONE

    # -- auction ------------------------------------------------------------------
    def _max_bid(self, state: FleetData, player: int, license: int) -> int:
        value = license_value(state, player, license) * self.aggression
        money = wealth(state, player)
        # keep about a launch and a captain back unless the license is a big one (or one
        # a Corporation Captain would otherwise take for free)
        big = state.captains and (LIC_PREMIUM[license] or corporation_denial(state, license) > 0)
        reserve = 3 if sum(state.players[player].licenses) and not big else 0
        limit = min(value, money - reserve + shrimp_discount(state, player))
        return int(limit)

    def _open(self, state: FleetData, player: int, legal: list[Action]) -> Action:
        best, best_gain = A_PASS, 0.0
        for a in legal:
            if a.kind != "open":
                continue
            license = state.row[a.args[0]]
            gain = self._max_bid(state, player, license) - LIC_MIN[license]
            if gain >= 0 and (best is A_PASS or gain + LIC_VP[license] * 0.1 > best_gain):
                best, best_gain = a, gain + LIC_VP[license] * 0.1
        return best

    def _bid(self, state: FleetData, player: int, legal: list[Action]) -> Action:
        license = state.row[state.open_slot]
        limit = self._max_bid(state, player, license)
        bids = [a for a in legal if a.kind == "bid"]
        if state.high_bid < 0:
            return bids[0]  # the opening bid: the minimum
        if bids and bids[0].args[0] <= limit:
            return bids[0]
        return A_PASS

    def _pay(self, state: FleetData, player: int, legal: list[Action]) -> Action:
        if A_CONFIRM in legal:
            return A_CONFIRM
        need = state.pay_due - state.pay_paid
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
                boat_type = BOAT_INDEX[a.args[0]]
                cash = BOAT_CASH[boat_type]
                cost = card_keep_value(state, player, boat_type) + max(0, cash - need) * 0.9
            # cost per dollar actually used
            score = cost / min(cash, need)
            if score < best_cost:
                best, best_cost = a, score
        return best

    # -- launch and hire --------------------------------------------------------------
    def _launch(self, state: FleetData, player: int, legal: list[Action]) -> Action:
        area = state.players[player]
        uncaptained = sum(1 for c in area.boat_captains if c == NO_CAPTAIN)
        best, best_v = A_DONE, 0.0
        for a in legal:
            if a.kind == "marina":  # a card worth little as money, placed for its VP
                boat_type = BOAT_INDEX[a.args[0]]
                # under the Marina with the most room below its 15 VP cap
                room = ABON.marina_max - LIC_VP[L_MARINA] - area.marinas[int(a.args[1])]
                v = min(BOAT_VP[boat_type], room) - BOAT_CASH[boat_type] * 0.5
                if v > best_v:
                    best, best_v = a, v
                continue
            if a.kind == "buy" and a.args[0] == "artisan" and rounds_left(state) > 3:
                if best_v < 1.5:
                    best, best_v = a, 1.5
                continue
            if a.kind not in ("launch", "charter"):
                continue
            boat_type = BOAT_INDEX[a.args[0]]
            # after paying, a card must be left to captain it (in the last round a boat
            # scores its VP captained or not, and cards left in hand score nothing)
            left = sum(area.hand) - 1 - max(1, launch_cost(state, player, boat_type) // 2)
            if left < uncaptained + 1 and not state.final_round:
                continue
            v = BOAT_VP[boat_type] + 3.0 - 0.5 * launch_cost(state, player, boat_type)
            if a.kind == "charter":
                v -= 0.5
            if v > best_v:
                best, best_v = a, v
        return best

    def _hire(self, state: FleetData, player: int, legal: list[Action]) -> Action:
        best, best_v = A_DONE, -math.inf
        for a in legal:
            if a.kind != "hire":
                continue
            if a.args[0] == "supply":
                return a  # Char: a free captain
            v = -card_keep_value(state, player, BOAT_INDEX[a.args[0]])
            if v > best_v:
                best, best_v = a, v
        return best

    # -- processing and draw ------------------------------------------------------------
    def _process(self, state: FleetData, player: int, legal: list[Action]) -> Action:
        area = state.players[player]
        for a in legal:
            if a.kind == "process" and area.boat_crates[a.args[0]] >= CAPACITY_DEFAULT:
                return a
        for a in legal:
            if a.kind == "trade":
                return a
        return A_DONE

    def _discard(self, state: FleetData, player: int, legal: list[Action]) -> Action:
        best, best_v = legal[0], math.inf
        for a in legal:
            boat_type = BOAT_INDEX[a.args[0]]
            v = card_keep_value(state, player, boat_type)
            if v < best_v:
                best, best_v = a, v
        return best


__all__ = ["FleetHeuristic", "RolloutFleet", "evaluate", "NB"]


# ================================================================================================
# rollout policy for search
# ================================================================================================
class RolloutFleet(Agent):
    """Random play for the search's rollouts, except two choices random play spends for
    nothing since the rules offer them (issue 23): an opening bid above the minimum (a
    last eligible opener wins at once at whatever he names, and random play named up to
    all his money, so rollouts saw opponents squander their hands), and declining the two
    cards and the Gone Fishin' of a player who bought no license. It opens at the minimum
    and takes them, as the heuristic does; everything else is uniform."""

    def act(self, state: State | None, legal: list[Action], clock: Clock) -> Action:
        if len(legal) > 1:
            assert isinstance(state, FleetData)
            phase = state.phase
            if phase == BID and state.high_bid < 0:
                return legal[0]  # the opening bid: the minimum
            if phase == NO_LICENSE:
                return legal[0]  # draw two, then Gone Fishin'; `done` is last
            return legal[self.rng.below(len(legal))]
        return legal[0]

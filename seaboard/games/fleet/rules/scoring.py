"""Game End and scoring (fleet.md §7), and the Trophy cards (AB Bay Cards)."""

from __future__ import annotations

from seaboard.engine.game import Event, Outcome, Result
from seaboard.games.fleet.content import ARCTIC
from seaboard.games.fleet.rules.common import boat_capacity, bonus_level, turn_order
from seaboard.games.fleet.rules.corporation import captain_score
from seaboard.games.fleet.state import OVER, FleetData, captained
from seaboard.games.fleet.tables import (
    ABON,
    ANOTES,
    B_CHARTER,
    B_DFO,
    BAY,
    BOAT_VP,
    BON,
    DOCK,
    EFFECTS,
    K_ARTISAN,
    K_HOUSE,
    K_INUIT,
    KIND_VP,
    L_CLUB,
    L_DFO,
    L_KC_CAPT,
    L_KC_CRATES,
    L_KC_LIC,
    L_MARINA,
    LIC_FAMILY,
    LIC_PREMIUM,
    LIC_VP,
    NB,
    NL,
    SCO,
    TROPHY_FIRST,
    TROPHY_NAMES,
    capped,
)


def launched_boats(state: FleetData, q: int) -> int:
    """Boat cards in the fleet and Artisan Fishermen (which count as launched boats)."""
    return sum(1 for k in state.players[q].btype if k < NB or k in (K_ARTISAN, K_INUIT))


def crates_on_boats(state: FleetData, q: int) -> int:
    pl = state.players[q]
    return sum(pl.bcrates) + sum(t for t in pl.btuck if t > 0)


def meets_trophy(state: FleetData, q: int, trophy: int) -> bool:
    pl = state.players[q]
    if trophy == 0 or trophy == 1:
        kinds = [pl.btype[b] for b, c in enumerate(pl.bcapt) if captained(c)]
        if trophy == 0:
            return any(kinds.count(k) >= BAY.trophy_same_type for k in set(kinds))
        return len(set(kinds)) >= BAY.trophy_different_types
    if trophy == 2:
        return crates_on_boats(state, q) >= BAY.trophy_crates
    fam = [0] * NL
    for i in range(NL):
        fam[LIC_FAMILY[i]] += pl.lic[i]
    return max(fam) >= BAY.trophy_same_license


def check_trophies(state: FleetData) -> None:
    """First to meet a criterion, ties in the same phase to the first in turn order."""
    if not state.trophy:
        return
    for i, t in enumerate(state.trophy):
        if t < TROPHY_FIRST and state.trophy_owner[i] < 0:
            for q in turn_order(state):
                if meets_trophy(state, q, t):
                    state.trophy_owner[i] = q
                    state.events.append(Event("trophy", {"player": q, "trophy": TROPHY_NAMES[t]}))
                    break


def end_trophies(state: FleetData) -> None:
    """Game-end trophies: most launched boats, most Standard licenses; a tie: nobody."""
    for i, t in enumerate(state.trophy):
        if t < TROPHY_FIRST:
            continue
        if t == 4:
            vals = [launched_boats(state, q) for q in range(state.num_players)]
        else:
            vals = [
                sum(c for li, c in enumerate(pl.lic) if not LIC_PREMIUM[li]) for pl in state.players
            ]
        best = max(vals)
        if vals.count(best) == 1:
            state.trophy_owner[i] = vals.index(best)


def game_over(state: FleetData, reason: str) -> None:
    check_trophies(state)
    end_trophies(state)
    state.phase = OVER
    state.end_reason = reason
    state.events.append(Event("game-over", {"reason": reason, "scores": scores(state)}))


def score_parts(state: FleetData, q: int) -> dict[str, int]:
    pl = state.players[q]
    lic = pl.lic
    on_boats = crates_on_boats(state, q)
    parts = {
        "licenses": sum(LIC_VP[i] * lic[i] for i in range(NL) if i != L_MARINA),
        "boats": sum(
            BOAT_VP[B_CHARTER] if pl.bchart[b] else KIND_VP[t] for b, t in enumerate(pl.btype)
        ),
        "crates": SCO.crate_vp * on_boats,
    }
    # King Crab end-game bonuses (§6.7)
    if lic[L_KC_CAPT]:
        captained_boats = sum(1 for c in pl.bcapt if captained(c))
        parts["kc_captains"] = min(BON.kc_captains_max, captained_boats)
    if lic[L_KC_CRATES]:
        parts["kc_crates"] = min(BON.kc_crates_max, on_boats // BON.kc_crates_per_vp)
    if lic[L_KC_LIC]:
        families = {LIC_FAMILY[i] for i in range(NL) if lic[i]}
        parts["kc_licenses"] = capped(BON.kc_licenses, len(families))
    if pl.marina:  # AB Marina: its VP plus the boats under it, at most 15 each
        parts["marina"] = sum(min(ABON.marina_max, LIC_VP[L_MARINA] + vp) for vp in pl.marina)
    if lic[L_DFO]:  # AB DFO: VP per crate on DFO boats (house: on top of the usual 1)
        dfo_crates = sum(c for b, c in enumerate(pl.bcrates) if pl.btype[b] == B_DFO)
        per = capped(ABON.dfo_vp, bonus_level(state, q, L_DFO))
        parts["dfo"] = per * dfo_crates if ANOTES.dfo_vp_is_extra else 0
    if lic[L_CLUB]:  # house proposal: captained boats with 4+ crates, at most 8
        parts["club"] = min(
            EFFECTS.club_max,
            sum(
                1
                for b, c in enumerate(pl.bcapt)
                if captained(c) and pl.bcrates[b] >= EFFECTS.club_min_crates
            ),
        )
    if pl.gf:
        parts["gone_fishin"] = ARCTIC.gone_fishin.vp * pl.gf
    if pl.crew_crates:  # AB Crewman: crates left on the card count
        parts["crewman_crates"] = SCO.crate_vp * pl.crew_crates
    if state.trophy and q in state.trophy_owner:
        parts["trophies"] = BAY.trophy_vp * state.trophy_owner.count(q)
    if state.meeple and q in state.meeple:
        parts["crab_meeples"] = BAY.crab_meeple_vp * state.meeple.count(q)
    if K_HOUSE in pl.btype:
        parts["houseboats"] = DOCK.houseboat_vp * pl.btype.count(K_HOUSE)
    if any(pl.bmate):  # AB First Mate: 5 VP on a boat at max capacity, else 2
        parts["first_mates"] = sum(
            (
                DOCK.firstmate_vp_full
                if pl.bcrates[b] >= boat_capacity(state, q, b)
                else DOCK.firstmate_vp
            )
            for b in range(len(pl.btype))
            if pl.bmate[b]
        )
    return parts


def score(state: FleetData, q: int) -> int:
    return sum(score_parts(state, q).values())


def scores(state: FleetData) -> list[int]:
    return [score(state, q) for q in range(state.num_players)]


def tiebreak_key(state: FleetData, q: int) -> tuple[int, int, int]:
    """VP, then most launched boats, then most crates on boats (fleet.md §7.3)."""
    return (score(state, q), launched_boats(state, q), crates_on_boats(state, q))


def result(state: FleetData) -> Result:
    keys = [tiebreak_key(state, q) for q in range(state.num_players)]
    ckeys = [(captain_score(state, i), len(b), 0) for i, b in enumerate(state.capt_boats)]
    best = max(keys + ckeys)
    if any(k == best for k in ckeys) and best not in keys:
        # a Captain beat every player: nobody at the table wins
        return Result(
            tuple(float(k[0]) for k in keys),
            tuple(Outcome.LOSS for _ in keys),
            state.end_reason + ": the Corporation wins",
        )
    top = [q for q, k in enumerate(keys) if k == best]
    if any(k == best for k in ckeys):
        top.append(-1)  # tied with a Captain: a shared result
    # still tied after boats and crates: the tied players share the win (house, G9)
    outcomes = tuple(
        (Outcome.WIN if len(top) == 1 else Outcome.DRAW) if q in top else Outcome.LOSS
        for q in range(state.num_players)
    )
    return Result(tuple(float(k[0]) for k in keys), outcomes, state.end_reason)

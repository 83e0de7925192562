"""Game End and scoring (fleet.md §7), and the Trophy cards (AB Bay Cards)."""

from __future__ import annotations

from operator import mul

from seaboard.engine.game import Event, Outcome, Result
from seaboard.games.fleet.content import ARCTIC
from seaboard.games.fleet.rules.common import boat_capacity, bonus_level, turn_order
from seaboard.games.fleet.rules.corporation import captain_score
from seaboard.games.fleet.state import OVER, FleetData, captained
from seaboard.games.fleet.tables import (
    ABON,
    ANOTES,
    B_DFO,
    BAY,
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

# each license's VP, the Marina's 0 (its VP counts per Marina, with the boats under it);
# `score_parts` sums them by `map` (score runs in every observation of every seat)
LIC_VP_SCORED = tuple(0 if i == L_MARINA else vp for i, vp in enumerate(LIC_VP))


def launched_boats(state: FleetData, player: int) -> int:
    """Boat cards in the fleet and Artisan Fishermen (which count as launched boats)."""
    return sum(
        1 for kind in state.players[player].boat_types if kind < NB or kind in (K_ARTISAN, K_INUIT)
    )


def crates_on_boats(state: FleetData, player: int) -> int:
    area = state.players[player]
    return sum(area.boat_crates) + sum(
        boat_type for boat_type in area.tucked_crates if boat_type > 0
    )


def meets_trophy(state: FleetData, player: int, trophy: int) -> bool:
    area = state.players[player]
    if trophy == 0 or trophy == 1:
        kinds = [
            area.boat_types[boat]
            for boat, captain in enumerate(area.boat_captains)
            if captained(captain)
        ]
        if trophy == 0:
            return any(kinds.count(kind) >= BAY.trophy_same_type for kind in set(kinds))
        return len(set(kinds)) >= BAY.trophy_different_types
    if trophy == 2:
        return crates_on_boats(state, player) >= BAY.trophy_crates
    fam = [0] * NL
    for i in range(NL):
        fam[LIC_FAMILY[i]] += area.licenses[i]
    return max(fam) >= BAY.trophy_same_license


def check_trophies(state: FleetData) -> None:
    """First to meet a criterion, ties in the same phase to the first in turn order."""
    if not state.trophies:
        return
    for i, boat_type in enumerate(state.trophies):
        if boat_type < TROPHY_FIRST and state.trophy_owners[i] < 0:
            for player in turn_order(state):
                if meets_trophy(state, player, boat_type):
                    state.trophy_owners[i] = player
                    state.events.append(
                        Event("trophy", {"player": player, "trophy": TROPHY_NAMES[boat_type]})
                    )
                    break


def end_trophies(state: FleetData) -> None:
    """Game-end trophies: most launched boats, most Standard licenses; a tie: nobody."""
    for i, boat_type in enumerate(state.trophies):
        if boat_type < TROPHY_FIRST:
            continue
        if boat_type == 4:
            vals = [launched_boats(state, player) for player in range(state.num_players)]
        else:
            vals = [
                sum(
                    count for license, count in enumerate(area.licenses) if not LIC_PREMIUM[license]
                )
                for area in state.players
            ]
        best = max(vals)
        if vals.count(best) == 1:
            state.trophy_owners[i] = vals.index(best)


def game_over(state: FleetData, reason: str) -> None:
    check_trophies(state)
    end_trophies(state)
    state.phase = OVER
    state.end_reason = reason
    state.events.append(Event("game-over", {"reason": reason, "scores": scores(state)}))


def score_parts(state: FleetData, player: int) -> dict[str, int]:
    area = state.players[player]
    licenses = area.licenses
    on_boats = crates_on_boats(state, player)
    parts = {
        "licenses": sum(map(mul, LIC_VP_SCORED, licenses)),
        # a Charter Boat scores as the type it acts as (AB 5-6 players)
        "boats": sum(map(KIND_VP.__getitem__, area.boat_types)),
        "crates": SCO.crate_vp * on_boats,
    }
    # King Crab end-game bonuses (§6.7)
    if licenses[L_KC_CAPT]:
        captained_boats = sum(1 for c in area.boat_captains if captained(c))
        parts["kc_captains"] = min(BON.kc_captains_max, captained_boats)
    if licenses[L_KC_CRATES]:
        parts["kc_crates"] = min(BON.kc_crates_max, on_boats // BON.kc_crates_per_vp)
    if licenses[L_KC_LIC]:
        families = {LIC_FAMILY[i] for i in range(NL) if licenses[i]}
        parts["kc_licenses"] = capped(BON.kc_licenses, len(families))
    if area.marinas:  # AB Marina: its VP plus the boats under it, at most 15 each
        parts["marina"] = sum(min(ABON.marina_max, LIC_VP[L_MARINA] + vp) for vp in area.marinas)
    if licenses[L_DFO]:  # AB DFO: VP per crate on DFO boats (house: on top of the usual 1)
        dfo_crates = sum(
            c for boat, c in enumerate(area.boat_crates) if area.boat_types[boat] == B_DFO
        )
        per = capped(ABON.dfo_vp, bonus_level(state, player, L_DFO))
        parts["dfo"] = per * dfo_crates if ANOTES.dfo_vp_is_extra else 0
    if licenses[L_CLUB]:  # house proposal: captained boats with 4+ crates, at most 8
        parts["club"] = min(
            EFFECTS.club_max,
            sum(
                1
                for boat, c in enumerate(area.boat_captains)
                if captained(c) and area.boat_crates[boat] >= EFFECTS.club_min_crates
            ),
        )
    if area.gone_fishin:
        parts["gone_fishin"] = ARCTIC.gone_fishin.vp * area.gone_fishin
    if area.crewman_crates:  # AB Crewman: crates left on the card count
        parts["crewman_crates"] = SCO.crate_vp * area.crewman_crates
    if state.trophies and player in state.trophy_owners:
        parts["trophies"] = BAY.trophy_vp * state.trophy_owners.count(player)
    if state.crab_meeples and player in state.crab_meeples:
        parts["crab_meeples"] = BAY.crab_meeple_vp * state.crab_meeples.count(player)
    if K_HOUSE in area.boat_types:
        parts["houseboats"] = DOCK.houseboat_vp * area.boat_types.count(K_HOUSE)
    if any(area.first_mates):  # AB First Mate: 5 VP on a boat at max capacity, else 2
        parts["first_mates"] = sum(
            (
                DOCK.firstmate_vp_full
                if area.boat_crates[boat] >= boat_capacity(state, player, boat)
                else DOCK.firstmate_vp
            )
            for boat in range(len(area.boat_types))
            if area.first_mates[boat]
        )
    return parts


def score(state: FleetData, player: int) -> int:
    return sum(score_parts(state, player).values())


def scores(state: FleetData) -> list[int]:
    return [score(state, player) for player in range(state.num_players)]


def tiebreak_key(state: FleetData, player: int) -> tuple[int, int, int]:
    """VP, then most launched boats, then most crates on boats (fleet.md §7.3)."""
    return (score(state, player), launched_boats(state, player), crates_on_boats(state, player))


def result(state: FleetData) -> Result:
    keys = [tiebreak_key(state, player) for player in range(state.num_players)]
    ckeys = [(captain_score(state, i), len(boat), 0) for i, boat in enumerate(state.captain_boats)]
    best = max(keys + ckeys)
    if any(key == best for key in ckeys) and best not in keys:
        # a Captain beat every player: nobody at the table wins
        return Result(
            tuple(float(key[0]) for key in keys),
            tuple(Outcome.LOSS for _ in keys),
            state.end_reason + ": the Corporation wins",
        )
    top = [player for player, key in enumerate(keys) if key == best]
    if any(key == best for key in ckeys):
        top.append(-1)  # tied with a Captain: a shared result
    # still tied after boats and crates: the tied players share the win (house, G9)
    outcomes = tuple(
        (Outcome.WIN if len(top) == 1 else Outcome.DRAW) if player in top else Outcome.LOSS
        for player in range(state.num_players)
    )
    return Result(tuple(float(key[0]) for key in keys), outcomes, state.end_reason)

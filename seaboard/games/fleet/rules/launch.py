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
    end_phase,
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
from seaboard.games.fleet.rules.scoring import check_trophies
from seaboard.games.fleet.state import (
    FISH,
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
    phase = state.phase
    player = state.current
    if phase == LAUNCH:
        out = [A_LAUNCH[boat_type] for boat_type in launchable_types(state, player)]
        marinas = free_marinas(state, player)
        if marinas:
            hand = state.players[player].hand
            out += [
                A_MARINA[boat_type][marina]
                for boat_type in range(NB)
                if hand[boat_type]
                for marina in marinas
            ]
        out += [A_CHARTER[boat_type] for boat_type in charter_types(state, player)]
        out += [A_BUY[dock] for dock in buyable_dock_cards(state, player)]
        if extra_launch_open(state, player):
            out.append(A_EXTRA_LAUNCH)
        out.append(A_DONE)
        return out
    if phase == HIRE:
        area = state.players[player]
        hand = area.hand
        boats = hireable_types(state, player)
        out = [
            A_HIRE[captain_card][boat]
            for captain_card in range(NB)
            if hand[captain_card]
            for boat in boats
        ]
        if area.licenses[L_CHAR] and supply_left(state):
            out += [A_HIRE[SUPPLY][boat] for boat in boats]
        out.extend(first_mate_actions(state, player))
        out += [A_SALTY[boat] for boat in salty_captain_types(state, player)]
        out.append(A_DONE)
        return out
    if phase == TAKE:
        return dfo_take_actions(state)
    if phase == MATE:
        return first_mate_crate_sources(state, player)
    return []


def launch_action(state: FleetData, action: Action) -> None:
    events = state.events
    kind = action.kind
    player = state.current
    phase = state.phase
    area = state.players[player]
    if phase == LAUNCH:
        if kind == "done":
            launch_step_end(state, player)
        elif kind == "buy":
            buy_dock_card(state, player, DOCK_NAMES.index(action.args[0]))
        elif kind == "charter":
            launch_boat(state, player, BOAT_INDEX[action.args[0]], charter=True)
        elif kind == "extralaunch":
            area.crewman_launches -= 1
            area.extra_launches += 1
            events.append(
                Event("extra-launch", {"player": player, "uses_left": area.crewman_launches})
            )
        elif kind == "marina":  # AB Marina: a card from hand under the chosen Marina, free
            boat_type = BOAT_INDEX[action.args[0]]
            marina = int(action.args[1])
            spend_card_face_up(state, player, boat_type)
            area.marinas[marina] += BOAT_VP[boat_type]
            area.marinas_used |= 1 << marina
            events.append(
                Event("marina", {"player": player, "card": action.args[0], "marina": marina})
            )
            launch_continue(state, player)
        else:
            launch_boat(state, player, BOAT_INDEX[action.args[0]])
        return
    if phase == HIRE:
        if kind == "done":
            hire_step_end(state, player)
        elif kind == "firstmate":
            if buy_first_mate(state, player, action.args[0], BOAT_INDEX[action.args[1]]):
                hire_continue(state, player)
        elif kind == "salty":
            hire_salty_captain(state, player, BOAT_INDEX[action.args[0]])
        else:
            boat = BOAT_INDEX[action.args[1]]
            if action.args[0] == "supply":  # AB Char: a free captain from the supply
                got = draw_cards(state, player, 1, into_hand=False)
                hire_captain(state, player, got[0], boat, from_hand=False)
            else:
                hire_captain(state, player, BOAT_INDEX[action.args[0]], boat, from_hand=True)
        return
    if phase == TAKE:
        dfo_take(state, player, int(action.args[0]), int(action.args[1]))
        dfo_next(state, player)
        return
    if phase == MATE:
        pay_first_mate_crate(state, player, action)
        hire_continue(state, player)
        return
    raise AssertionError(f"unhandled {action.text} in phase {phase}")


def launch_start(state: FleetData) -> None:
    for area in state.players:
        area.launched = 0
        area.hired = 0
        area.marinas_used = 0
        area.extra_launches = 0
    state.turn_index = 0
    launch_next_player(state)


def launch_next_player(state: FleetData) -> None:
    if state.turn_index >= state.num_players:
        if state.captains:
            captains_launch(state)
        check_trophies(state)
        end_phase(state, FISH)
        return
    player = (state.start_player + state.turn_index) % state.num_players
    state.current = player
    state.phase = LAUNCH
    if not has_launch_options(state, player):
        launch_step_end(state, player)


def launchable_types(state: FleetData, player: int) -> list[int]:
    area = state.players[player]
    if area.launched >= launches_allowed(state, player) or len(area.boat_types) >= MAX_BOATS:
        return []
    money = wealth(state, player)
    out = []
    for boat_type in range(NB):
        # the card being launched cannot pay for itself (fleet.md §5.2)
        if (
            area.hand[boat_type]
            and holds_license_for(state, player, boat_type)
            and launch_cost(state, player, boat_type) <= money - BOAT_CASH[boat_type]
        ):
            out.append(boat_type)
    return out


def charter_types(state: FleetData, player: int) -> list[int]:
    """AB 5- to 6-Player Fleet: "Charter boats can be launched as any boat type in the
    current game", a type the player holds a license for, and act as that type: they cost
    its launch cost (the Charter card cannot pay for itself)."""
    area = state.players[player]
    if not area.hand[B_CHARTER] or area.launched >= launches_allowed(state, player):
        return []
    if len(area.boat_types) >= MAX_BOATS:
        return []
    money = wealth(state, player) - BOAT_CASH[B_CHARTER]
    return [
        boat_type
        for boat_type in range(NB)
        if boat_type != B_CHARTER
        and holds_license_for(state, player, boat_type)
        and launch_cost(state, player, boat_type) <= money
    ]


def buyable_dock_cards(state: FleetData, player: int) -> list[int]:
    """AB Dock Cards: a Tug Boat, Artisan Fisherman or House Boat costs a launch."""
    area = state.players[player]
    if area.launched >= launches_allowed(state, player) or len(area.boat_types) >= MAX_BOATS:
        return []
    money = wealth(state, player)
    return [
        dock
        for dock in range(len(DOCK_NAMES))
        if state.dock_piles[DOCK_PILE[dock]] and dock_card_cost(state, player, dock) <= money
    ]


def dock_card_cost(state: FleetData, player: int, dock: int) -> int:
    """A Dock card bought as a launch ("Purchasing a Tug Boat costs a launch") pays a launch
    cost: less the Shrimp discount on every transaction and Char's "$1 off all Launch
    Costs" (AB Char)."""
    off = shrimp_discount(state, player) + capped(
        ABON.char_discount, bonus_level(state, player, L_CHAR)
    )
    return max(0, DOCK_COST[dock] - off)


def has_launch_options(state: FleetData, player: int) -> bool:
    return bool(
        launchable_types(state, player)
        or charter_types(state, player)
        or extra_launch_open(state, player)
        or marina_open(state, player)
        or buyable_dock_cards(state, player)
        or state.players[player].tug_cards
    )


def extra_launch_open(state: FleetData, player: int) -> bool:
    """AB Crewman "Launch Two Boats": one more launch per use, offered once the round's
    launches are used and if it would launch something. Both uses may fall in the same
    phase (house reading of "two separate times", see the module docstring)."""
    area = state.players[player]
    if not area.crewman_launches or area.launched < launches_allowed(state, player):
        return False
    area.extra_launches += 1
    ok = bool(
        launchable_types(state, player)
        or buyable_dock_cards(state, player)
        or charter_types(state, player)
    )
    area.extra_launches -= 1
    return ok


def free_marinas(state: FleetData, player: int) -> list[int]:
    """AB Marina: "Players may only do this once per turn per Marina"; the player chooses
    the Marina (each scores at most 15 VP)."""
    area = state.players[player]
    if not any(area.hand):
        return []
    return [i for i in range(len(area.marinas)) if not (area.marinas_used >> i) & 1]


def marina_open(state: FleetData, player: int) -> bool:
    return bool(free_marinas(state, player))


def launch_boat(state: FleetData, player: int, boat_type: int, charter: bool = False) -> None:
    """Launch a boat card; a Charter Boat is launched as boat type `t` (5-6 players)."""
    area = state.players[player]
    spend_card_face_up(state, player, B_CHARTER if charter else boat_type)
    area.boat_types.append(boat_type)
    area.boat_captains.append(SELF_CAPTAINED if boat_type == B_DFO else NO_CAPTAIN)
    area.boat_crates.append(0)
    area.tucked_crates.append(-1)
    area.tucked_cards.append(-1)
    area.first_mates.append(0)
    area.captain_rounds.append(0)
    area.charters.append(1 if charter else 0)
    area.launched += 1
    if boat_type == B_DFO:
        state.dfo_boat = len(area.boat_types) - 1
    state.events.append(
        Event("launch", {"player": player, "boat": BOAT_NAMES[boat_type], "charter": charter})
    )
    # each launch is its own transaction (§6.1)
    due = launch_cost(state, player, boat_type)  # a Charter Boat costs what its type costs
    if due > 0:
        state.phase = PAY
        state.pay_due = due
        state.pay_paid = 0
        state.pay_return = PAY_RETURN_LAUNCH
    else:
        launch_continue(state, player)


def buy_dock_card(state: FleetData, player: int, dock: int) -> None:
    area = state.players[player]
    state.dock_piles[DOCK_PILE[dock]] -= 1
    area.launched += 1  # costs a launch and counts for the launch bonuses
    state.events.append(Event("buy", {"player": player, "dock": DOCK_NAMES[dock]}))
    due = dock_card_cost(state, player, dock)
    if due > 0:  # the card joins the fleet once paid (it cannot pay for itself)
        state.pending_dock = dock
        state.phase = PAY
        state.pay_due = due
        state.pay_paid = 0
        state.pay_return = PAY_RETURN_LAUNCH
    else:
        place_dock_card(state, player, dock)
        launch_continue(state, player)


def launch_continue(state: FleetData, player: int) -> None:
    if state.pending_dock >= 0:
        place_dock_card(state, player, state.pending_dock)
        state.pending_dock = -1
    if state.dfo_boat >= 0:
        dfo_start(state, player)
        return
    state.phase = LAUNCH
    if not has_launch_options(state, player):
        launch_step_end(state, player)


# AB Canadian DFO: "it immediately catches three Crates by taking ONE Crate from each
# other player. The active player chooses from which launched boat(s) to take the
# Crates, but only ever one from each other player. If the player has taken less than
# three Crates in total this way, he then takes the remainder of the Crates from the
# supply." With four or five other players the active player also chooses which three
# give one. He takes from as many players as he can (up to three); the supply gives
# only the remainder. The players are named in clockwise order from him (dfo_take_from
# holds those still open, after the last one named), so each choice of players is
# one sequence of decisions.
def dfo_start(state: FleetData, player: int) -> None:
    n = state.num_players
    state.dfo_taken = 0
    if state.embargo >= 0 and player != state.embargo:
        state.dfo_take_from = []
    else:
        state.dfo_take_from = [
            other
            for other in ((player + i) % n for i in range(1, n))
            if any(crates > 0 for crates in state.players[other].boat_crates)
        ]
    dfo_next(state, player)


def dfo_take_actions(state: FleetData) -> list[Action]:
    """Boats with crates of the players who may give the next crate: any still open
    that leaves enough players after him to take the rest of the three from."""
    cand = state.dfo_take_from
    need = min(ABON.dfo_crates - state.dfo_taken, len(cand))
    out: list[Action] = []
    for other in cand[: len(cand) - need + 1]:
        out.extend(
            A_TAKE[other][boat]
            for boat, crates in enumerate(state.players[other].boat_crates)
            if crates > 0
        )
    return out


def dfo_take(state: FleetData, player: int, other: int, boat: int) -> None:
    state.players[other].boat_crates[boat] -= 1
    state.dfo_taken += 1
    state.dfo_take_from = state.dfo_take_from[state.dfo_take_from.index(other) + 1 :]
    state.events.append(Event("dfo-take", {"player": player, "from": other, "boat": boat}))


def dfo_next(state: FleetData, player: int) -> None:
    while state.dfo_take_from and state.dfo_taken < ABON.dfo_crates:
        opts = dfo_take_actions(state)
        if len(opts) > 1:
            state.phase = TAKE
            state.current = player
            return
        dfo_take(state, player, int(opts[0].args[0]), int(opts[0].args[1]))
    state.dfo_take_from = []
    area = state.players[player]
    rest = ABON.dfo_crates - state.dfo_taken
    if state.embargo >= 0 and player != state.embargo:  # AB Crewman: this player gains none
        rest = 0
        state.dfo_taken = 0
    state.crate_supply -= rest
    area.boat_crates[state.dfo_boat] += rest + state.dfo_taken
    state.events.append(Event("dfo", {"player": player, "from_supply": rest}))
    state.dfo_boat = -1
    state.dfo_taken = 0
    state.current = player
    launch_continue(state, player)


def launch_step_end(state: FleetData, player: int) -> None:
    area = state.players[player]
    if area.launched:
        # Cod, and Char with three or more: draw after launching (§6.2; AB Char)
        n = capped(BON.cod_draw, bonus_level(state, player, L_COD)) + capped(
            ABON.char_draw, bonus_level(state, player, L_CHAR)
        )
        if n:
            draw_cards(state, player, n)
    state.phase = HIRE
    if not has_hire_options(state, player):
        hire_step_end(state, player)


def pick_up_tug(state: FleetData, player: int, boat: int) -> None:
    area = state.players[player]
    got = [tug_card & 31 for tug_card in area.tug_cards if tug_card >> 5 == boat]
    for boat_type in got:
        area.hand[boat_type] += 1
    remove_boat(state, player, boat)
    state.draws.append((player, got))
    state.events.append(Event("tug", {"player": player, "cards": len(got)}))


def hireable_types(state: FleetData, player: int) -> list[int]:
    """Boat types with an uncaptained launched boat, if the player may still hire."""
    area = state.players[player]
    if area.hired >= captains_allowed(state, player):
        return []
    if not any(area.hand) and not (area.licenses[L_CHAR] and supply_left(state)):
        return []
    seen = []
    for boat, captain in enumerate(area.boat_captains):
        if captain == NO_CAPTAIN:
            boat_type = area.boat_types[boat]
            if boat_type not in seen:
                seen.append(boat_type)
    seen.sort()
    return seen


def salty_captain_types(state: FleetData, player: int) -> list[int]:
    """House proposal: a Salty Captain costs $3 and a hire; never free with Char."""
    if not state.dock_piles[SALTY]:
        return []
    area = state.players[player]
    if area.hired >= captains_allowed(state, player):
        return []
    if max(0, PROPOSALS.salty_cost - shrimp_discount(state, player)) > wealth(state, player):
        return []
    out = []
    for boat, captain in enumerate(area.boat_captains):
        if captain == NO_CAPTAIN and area.boat_types[boat] not in out:
            out.append(area.boat_types[boat])
    out.sort()
    return out


def first_mate_actions(state: FleetData, player: int) -> list[Action]:
    """AB First Mate: for a boat captained this round, a crate and a boat card."""
    area = state.players[player]
    if not state.dock_piles[FIRSTMATE] or not any(area.hand):
        return []
    if not (
        area.processed
        or area.oyster_crates
        or area.crewman_crates
        or any(area.boat_crates)
        or max(area.tucked_crates, default=0) > 0
    ):
        return []
    r = state.round
    boats = [
        boat
        for boat in range(len(area.boat_types))
        if area.captain_rounds[boat] == r and not area.first_mates[boat]
    ]
    hand = area.hand
    return [
        A_FIRSTMATE[boat][boat_type] for boat in boats for boat_type in range(NB) if hand[boat_type]
    ]


def buy_first_mate(state: FleetData, player: int, boat: int, boat_type: int) -> bool:
    """AB First Mate: "purchase a First Mate by discarding a Crate and a Boat Card while
    Hiring a Captain"; placed under the captain. The rulebook does not restrict the
    crate, so the player discards any one of his: a processed crate, one on his Pacific
    Oyster license or Crewman card, or one on a launched boat or its tucked Salmon card.
    With a single place to take it from, it is taken at once; else the next decision
    (MATE) is which crate. True when the purchase is complete."""
    area = state.players[player]
    spend_card_face_up(state, player, boat_type)
    discard_card(state, boat_type)
    state.dock_piles[FIRSTMATE] -= 1
    area.first_mates[boat] = 1
    state.events.append(
        Event("first-mate", {"player": player, "boat": boat, "card": BOAT_NAMES[boat_type]})
    )
    sources = first_mate_crate_sources(state, player)
    if len(sources) == 1:
        pay_first_mate_crate(state, player, sources[0])
        return True
    state.phase = MATE
    return False


def first_mate_crate_sources(state: FleetData, player: int) -> list[Action]:
    area = state.players[player]
    out = []
    if area.processed:
        out.append(A_MATECRATE["processed"])
    if area.oyster_crates:
        out.append(A_MATECRATE["oyster"])
    if area.crewman_crates:
        out.append(A_MATECRATE["crewman"])
    out.extend(A_MATECRATE[boat] for boat, crates in enumerate(area.boat_crates) if crates > 0)
    out.extend(A_MATETUCK[boat] for boat, crates in enumerate(area.tucked_crates) if crates > 0)
    return out


def pay_first_mate_crate(state: FleetData, player: int, action: Action) -> None:
    area = state.players[player]
    src = action.args[0]
    if action.kind == "matetuck":
        area.tucked_crates[int(src)] -= 1
    elif src == "processed":
        area.processed -= 1
    elif src == "oyster":
        area.oyster_crates -= 1
    elif src == "crewman":
        area.crewman_crates -= 1
    else:
        area.boat_crates[int(src)] -= 1
    crates_spent(state, 1)
    state.events.append(
        Event(
            "first-mate-crate", {"player": player, "from": src, "tucked": action.kind == "matetuck"}
        )
    )


def hire_captain(
    state: FleetData, player: int, captain_card: int, boat_type: int, from_hand: bool
) -> None:
    area = state.players[player]
    for boat, cap in enumerate(area.boat_captains):
        if cap == NO_CAPTAIN and area.boat_types[boat] == boat_type:
            area.boat_captains[boat] = captain_card
            area.captain_rounds[boat] = state.round
            break
    if from_hand:
        spend_card_face_down(state, player, captain_card)
    area.hired += 1
    state.events.append(Event("hire", {"player": player, "boat": BOAT_NAMES[boat_type]}))
    if not has_hire_options(state, player):
        hire_step_end(state, player)


def hire_salty_captain(state: FleetData, player: int, boat_type: int) -> None:
    area = state.players[player]
    for boat, cap in enumerate(area.boat_captains):
        if cap == NO_CAPTAIN and area.boat_types[boat] == boat_type:
            area.boat_captains[boat] = SALTY_CAPTAIN
            area.captain_rounds[boat] = state.round
            break
    area.hired += 1
    state.dock_piles[SALTY] -= 1
    state.events.append(Event("salty-captain", {"player": player, "boat": BOAT_NAMES[boat_type]}))
    due = max(0, PROPOSALS.salty_cost - shrimp_discount(state, player))
    if due > 0:
        state.phase = PAY
        state.pay_due = due
        state.pay_paid = 0
        state.pay_return = PAY_RETURN_HIRE
    else:
        hire_continue(state, player)


def hire_continue(state: FleetData, player: int) -> None:
    state.phase = HIRE
    if not has_hire_options(state, player):
        hire_step_end(state, player)


def has_hire_options(state: FleetData, player: int) -> bool:
    return bool(
        hireable_types(state, player)
        or first_mate_actions(state, player)
        or salty_captain_types(state, player)
        or state.players[player].tug_cards
    )


def hire_step_end(state: FleetData, player: int) -> None:
    area = state.players[player]
    lobster_licenses = bonus_level(state, player, L_LOBSTER)
    if lobster_licenses:  # Lobster: draw by captained boats owned (§6.3)
        captained_boats = len([captain for captain in area.boat_captains if captained(captain)])
        table = BON.lobster_draw_one if lobster_licenses == 1 else BON.lobster_draw_more
        n = capped(table, captained_boats)
        if n:
            draw_cards(state, player, n)
    state.turn_index += 1
    launch_next_player(state)

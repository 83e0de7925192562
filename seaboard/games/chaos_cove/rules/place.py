"""Phase One - Place Heroes: place a hero, then in any order its location's effect, its
own tile effect, the resources printed there, hero cards; then end the turn or pass."""

from __future__ import annotations

from seaboard.engine.game import Action, Event
from seaboard.games.chaos_cove import content as K
from seaboard.games.chaos_cove.content import (
    ART,
    BARBARIAN,
    BELLE,
    BEN,
    CALVIN,
    CANNON_USED,
    CLAUDIA,
    COLIN,
    CREW_AREA,
    DENNIS,
    DOUBLOON,
    EDGAR,
    EFFECTS,
    FLINT,
    FOOD,
    FORT,
    GLORIA,
    GUS,
    HATTIE,
    HERO_KEY,
    HOUSE,
    IGGY,
    LANES,
    LOC_EFFECT,
    LOC_KEY,
    MORGAN,
    N_HEROES,
    N_LOCS,
    PIP,
    PIRATE,
    PLANK,
    POWDER,
    ROSA,
    SABER_USED,
    SHIP,
    TAKE_NAMES,
    TAKE_RES,
)
from seaboard.games.chaos_cove.rules.board import any_targets, face_down, move_options
from seaboard.games.chaos_cove.rules.build import buyable
from seaboard.games.chaos_cove.rules.cards import ability_actions
from seaboard.games.chaos_cove.rules.common import (
    A_END,
    A_HERO,
    A_LOCATION,
    A_PASS,
    ACT_PLACE,
    ACT_TAKE,
    draw,
    gain,
    here,
    next_turn,
)
from seaboard.games.chaos_cove.rules.produce import start_produce, trade_options
from seaboard.games.chaos_cove.rules.setup import reset_turn
from seaboard.games.chaos_cove.rules.town import (
    bounce_options,
    can_take,
    can_take_free,
    market_items,
)
from seaboard.games.chaos_cove.state import (
    BUY_SHIPYARD,
    BUY_TOWN_HALL,
    O_P1,
    PLACE,
    T_ATTACK,
    T_BOUNCE,
    T_BUY,
    T_DISTIL,
    T_FLIP,
    T_GAIN,
    T_MARKER,
    T_MARKET,
    T_MOVE,
    T_RECRUIT,
    T_SMITH,
    T_TAKE1,
    T_UNFLIP,
    T_USE,
    ChaosCoveData,
    Task,
)


def can_place(state: ChaosCoveData, player: int) -> bool:
    if state.placed[player] >= K.PLACE.max_placements:
        return False
    if (
        state.placed[player] >= K.PLACE.free_placements
        and state.resources[player][DOUBLOON] < K.PLACE.extra_placement_cost
    ):
        return False
    for hero in range(N_HEROES):  # noqa: SIM110 (a loop, not any(): cpdef has no generator)
        if state.hero_owner[hero] == player and state.hero_location[hero] == -1:
            return True
    return False


def next_place_turn(state: ChaosCoveData) -> None:
    reset_turn(state)
    next_turn(state, PLACE)
    if state.turn == -1:
        start_produce(state)


def place_legal(state: ChaosCoveData, player: int) -> list[Action]:
    out: list[Action] = []
    if state.turn_hero == -1:
        counts = [0] * N_LOCS
        for location in state.hero_location:
            if location >= 0:
                counts[location] += 1
        cap = K.PLACE.heroes_per_location
        rooms = [location for location in range(N_LOCS) if counts[location] < cap]
        for hero in range(N_HEROES):
            if state.hero_owner[hero] != player or state.hero_location[hero] >= 0:
                continue
            row = ACT_PLACE[hero]
            if hero == HATTIE or state.turn_hattie:
                out += row
            else:
                out += [row[location] for location in rooms]
        out += ability_actions(state, player, "before")
        if state.placed[player] >= K.PLACE.free_placements and not state.turn_card_played:
            out.append(A_PASS)
        return out
    if not state.turn_location_used and location_possible(state, player):
        out.append(A_LOCATION)
    if not state.turn_hero_used and hero_possible(state, player, state.turn_hero):
        out.append(A_HERO)
    for i in range(len(TAKE_NAMES)):
        if can_take(state, player, i, paid=True):
            out.append(ACT_TAKE[i])
    out += ability_actions(state, player, "after")
    out.append(A_END)
    return out


def face_down_in(state: ChaosCoveData, first: int, last: int) -> bool:
    """Whether a lane from `first` to `last` (not included) has a face-down invader."""
    for i in range(first, last):  # noqa: SIM110 (a loop, not any(): cpdef has no generator)
        if state.invaders[i] >= 0 and not state.face_up[i]:
            return True
    return False


def location_possible(state: ChaosCoveData, player: int) -> bool:
    eff = LOC_EFFECT[here(state)]
    row = state.resources[player]
    if eff == "flip_pirates":
        return face_down_in(state, 0, LANES)
    if eff == "flip_barbarians":
        return face_down_in(state, LANES, 2 * LANES)
    if eff == "port":
        return bool(trade_options(state, player, 0))
    if eff == "blacksmith":
        return row[PLANK] > 0
    if eff == "distillery":
        return row[FOOD] > 0
    if eff == "fortress":
        return (
            not state.fortress_token[player] and sum(state.fortress_token) < HOUSE.fortress_tokens
        )
    if eff == "market":
        return market_items(state, player) >= HOUSE.market_trade
    if eff == "town_hall":
        return bool(buyable(state, player, BUY_TOWN_HALL))
    if eff == "shipyard":
        return bool(buyable(state, player, BUY_SHIPYARD))
    if eff == "garden":
        return True
    if eff == "tavern":
        return True
    if eff == "recruit":
        return row[CREW_AREA] > 0
    raise AssertionError(eff)


def hero_possible(state: ChaosCoveData, player: int, hero: int) -> bool:
    """Whether the hero tile effect (placing `hero`) would do anything now."""
    row = state.resources[player]
    if hero == ART:
        return not state.art_tile[player]
    if hero == BELLE:
        return can_take_free(state, player)
    if hero == BEN:
        return bool(face_down(state, BARBARIAN))
    if hero == CALVIN:
        return bool(any_targets(state))
    if hero in (CLAUDIA, COLIN, MORGAN, PIP):
        return True
    if hero == DENNIS:
        return bool(move_options(state, player, True))
    if hero == EDGAR:
        return bool(move_options(state, player, False))
    if hero == GLORIA:
        return bool(trade_options(state, player, 0, ships_only=False))
    if hero == GUS:
        return not state.gus_tile[player]
    if hero == FLINT:
        return not state.flint_tile[player]
    if hero == HATTIE:
        return False  # its effect is the placement itself
    if hero == IGGY:
        return bool(bounce_options(state))
    if hero == ROSA:
        return True
    del row
    raise AssertionError(hero)


def place_apply(state: ChaosCoveData, player: int, action: Action, events: list[Event]) -> None:
    kind = action.kind
    if kind == "place":
        hero = HERO_KEY[action.args[0]]
        location = LOC_KEY[action.args[1]]
        if state.placed[player] >= K.PLACE.free_placements:
            state.resources[player][DOUBLOON] -= K.PLACE.extra_placement_cost
        state.placed[player] += 1
        state.hero_location[hero] = location
        state.turn_hero = hero
        state.turn_hattie = False
    elif kind == "pass":
        state.passed[player] = True
        next_place_turn(state)
    elif kind == "end":
        next_place_turn(state)
    elif kind == "take":
        i = TAKE_NAMES.index(action.args[0])
        if state.turn_takes >= state.turn_free_takes:
            state.resources[player][DOUBLOON] -= K.PLACE.extra_resource_cost
        state.turn_takes += 1
        state.turn_symbols[i] += 1
        gain(state, player, TAKE_RES[i], 1)
    elif kind == "location":
        state.turn_location_used = True
        location_effect(state, player, LOC_EFFECT[here(state)])
    elif kind == "hero":
        state.turn_hero_used = True
        hero_effect(state, player, state.turn_hero)


def location_effect(state: ChaosCoveData, player: int, eff: str) -> None:
    """Location Effects (glossary; Fountain, Watchtower, Shipyard, Distillery are house)."""
    count = HOUSE.location_effect_count
    if eff == "flip_pirates":
        state.pending.append(Task(T_FLIP, player, left=count, variant=PIRATE))
    elif eff == "flip_barbarians":
        state.pending.append(Task(T_FLIP, player, left=count, variant=BARBARIAN))
    elif eff == "port":
        state.pending.append(Task(T_USE, player, left=count, variant=1))
    elif eff == "blacksmith":
        state.pending.append(Task(T_SMITH, player))
    elif eff == "distillery":
        state.pending.append(Task(T_DISTIL, player))
    elif eff == "fortress":
        state.fortress_token[player] = True
    elif eff == "market":
        state.pending.append(
            Task(T_MARKET, player, left=HOUSE.market_trade, progress=HOUSE.market_trade)
        )
    elif eff == "town_hall":
        state.pending.append(Task(T_BUY, player, variant=BUY_TOWN_HALL))
    elif eff == "shipyard":
        state.pending.append(Task(T_BUY, player, variant=BUY_SHIPYARD))
    elif eff == "garden":
        state.pending.append(Task(T_MARKER, player))
    elif eff == "tavern":
        draw(state, player, EFFECTS.tavern_cards)
    elif eff == "recruit":
        state.pending.append(Task(T_RECRUIT, player, left=count))  # up to 2: a choice


def hero_effect(state: ChaosCoveData, player: int, hero: int) -> None:
    """Hero Tile effects (placeholders Edgar..Rosa are house, chaos-cove.md 2.2)."""
    E = EFFECTS
    if hero == ART:
        state.art_tile[player] = True
    elif hero == BELLE:
        # one more resource now, free, whatever was taken (free or paid) before
        state.pending.append(Task(T_TAKE1, player))
    elif hero == BEN:
        state.pending.append(Task(T_FLIP, player, left=1, variant=BARBARIAN))
    elif hero == CALVIN:
        state.pending.append(Task(T_ATTACK, player, variant=O_P1))
    elif hero == CLAUDIA:
        state.pending.append(Task(T_GAIN, player, left=1, variant=0))
    elif hero == COLIN:
        state.pending.append(Task(T_GAIN, player, left=1, variant=1))
    elif hero == DENNIS:
        state.pending.append(Task(T_MOVE, player, variant=SHIP))
    elif hero == EDGAR:
        state.pending.append(Task(T_MOVE, player, variant=FORT))
    elif hero == GLORIA:
        state.pending.append(Task(T_USE, player, left=E.gloria_tile_uses, variant=0))
    elif hero == GUS:
        state.gus_tile[player] = True
    elif hero == FLINT:
        state.flint_tile[player] = True
    elif hero == IGGY:
        state.pending.append(Task(T_BOUNCE, player))
    elif hero == MORGAN:
        gain(state, player, DOUBLOON, E.morgan_doubloons)
        draw(state, player, E.morgan_cards)
    elif hero == PIP:
        state.pending.append(Task(T_GAIN, player, left=E.pip_tile_goods, variant=2))
    elif hero == ROSA:
        gain(state, player, POWDER, E.rosa_tile_gunpowder)
        if state.resources[player][CANNON_USED] + state.resources[player][SABER_USED]:
            state.pending.append(Task(T_UNFLIP, player, left=E.rosa_tile_unflips))

"""Phase One - Place Heroes: place a hero, then in any order its location's effect, its
own tile effect, the resources printed there, hero cards; then end the turn or pass."""

from __future__ import annotations

from seaboard.engine.game import Action, Event
from seaboard.games.chaos_cove import content as K
from seaboard.games.chaos_cove.content import (
    CANNON_USED,
    CREW,
    CREW_AREA,
    DOUBLOON,
    FOOD,
    PLANK,
    POWDER,
    SABER_USED,
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
from seaboard.games.chaos_cove.rules.town import bounce_options, can_take, market_items
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
    T_SMITH,
    T_UNFLIP,
    T_USE,
    ChaosCoveData,
    Task,
)


def can_place(s: ChaosCoveData, p: int) -> bool:
    if s.placed[p] >= K.PLACE.max_placements:
        return False
    if s.placed[p] >= K.PLACE.free_placements and s.res[p][DOUBLOON] < K.PLACE.extra_placement_cost:
        return False
    return any(s.owner[h] == p and s.hero_loc[h] == -1 for h in range(K.N_HEROES))


def next_place_turn(s: ChaosCoveData) -> None:
    reset_turn(s)
    next_turn(s, PLACE)
    if s.turn == -1:
        start_produce(s)


def place_legal(s: ChaosCoveData, p: int) -> list[Action]:
    out: list[Action] = []
    if s.t_hero == -1:
        counts = [0] * K.N_LOCS
        for loc in s.hero_loc:
            if loc >= 0:
                counts[loc] += 1
        cap = K.PLACE.heroes_per_location
        rooms = [loc for loc in range(K.N_LOCS) if counts[loc] < cap]
        for h in range(K.N_HEROES):
            if s.owner[h] != p or s.hero_loc[h] >= 0:
                continue
            row = ACT_PLACE[h]
            if h == K.HATTIE or s.t_hattie:
                out += row
            else:
                out += [row[loc] for loc in rooms]
        out += ability_actions(s, p, "before")
        if s.placed[p] >= K.PLACE.free_placements and not s.t_cards:
            out.append(A_PASS)
        return out
    if not s.t_loc_done and location_possible(s, p):
        out.append(A_LOCATION)
    if not s.t_hero_done and hero_possible(s, p, s.t_hero):
        out.append(A_HERO)
    for i in range(len(K.TAKE_NAMES)):
        if can_take(s, p, i, paid=True):
            out.append(ACT_TAKE[i])
    out += ability_actions(s, p, "after")
    out.append(A_END)
    return out


def location_possible(s: ChaosCoveData, p: int) -> bool:
    eff = K.LOC_EFFECT[here(s)]
    row = s.res[p]
    if eff == "flip_pirates":
        return any(s.invader[i] >= 0 and not s.face_up[i] for i in range(K.LANES))
    if eff == "flip_barbarians":
        return any(s.invader[i] >= 0 and not s.face_up[i] for i in range(K.LANES, 2 * K.LANES))
    if eff == "port":
        return bool(trade_options(s, p, 0))
    if eff == "blacksmith":
        return row[PLANK] > 0
    if eff == "distillery":
        return row[FOOD] > 0
    if eff == "fortress":
        return not s.token[p] and sum(s.token) < K.HOUSE.fortress_tokens
    if eff == "market":
        return market_items(s, p) >= K.HOUSE.market_trade
    if eff == "town_hall":
        return bool(buyable(s, p, BUY_TOWN_HALL))
    if eff == "shipyard":
        return bool(buyable(s, p, BUY_SHIPYARD))
    if eff == "garden":
        return True
    if eff == "tavern":
        return True
    if eff == "recruit":
        return row[CREW_AREA] > 0
    raise AssertionError(eff)


def hero_possible(s: ChaosCoveData, p: int, h: int) -> bool:
    """Whether the hero tile effect (placing h) would do anything now."""
    row = s.res[p]
    if h == K.ART:
        return not s.art[p]
    if h == K.BELLE:
        return True
    if h == K.BEN:
        return bool(face_down(s, K.BARBARIAN))
    if h == K.CALVIN:
        return bool(any_targets(s))
    if h in (K.CLAUDIA, K.COLIN, K.MORGAN, K.PIP):
        return True
    if h == K.DENNIS:
        return bool(move_options(s, p, True))
    if h == K.EDGAR:
        return bool(move_options(s, p, False))
    if h == K.GLORIA:
        return bool(trade_options(s, p, 0, ships_only=False))
    if h == K.GUS:
        return not s.gus[p]
    if h == K.FLINT:
        return not s.flint[p]
    if h == K.HATTIE:
        return False  # its effect is the placement itself
    if h == K.IGGY:
        return bool(bounce_options(s))
    if h == K.ROSA:
        return True
    del row
    raise AssertionError(h)


def place_apply(s: ChaosCoveData, p: int, a: Action, ev: list[Event]) -> None:
    k = a.kind
    if k == "place":
        h = K.HERO_KEY[a.args[0]]
        loc = K.LOC_KEY[a.args[1]]
        if s.placed[p] >= K.PLACE.free_placements:
            s.res[p][DOUBLOON] -= K.PLACE.extra_placement_cost
        s.placed[p] += 1
        s.hero_loc[h] = loc
        s.t_hero = h
        s.t_hattie = False
    elif k == "pass":
        s.passed[p] = True
        next_place_turn(s)
    elif k == "end":
        next_place_turn(s)
    elif k == "take":
        i = K.TAKE_NAMES.index(a.args[0])
        if s.t_taken >= s.t_free:
            s.res[p][DOUBLOON] -= K.PLACE.extra_resource_cost
        s.t_taken += 1
        s.t_sym[i] += 1
        gain(s, p, K.TAKE_RES[i], 1)
    elif k == "location":
        s.t_loc_done = True
        location_effect(s, p, K.LOC_EFFECT[here(s)])
    elif k == "hero":
        s.t_hero_done = True
        hero_effect(s, p, s.t_hero)


def location_effect(s: ChaosCoveData, p: int, eff: str) -> None:
    """Location Effects (glossary; Fountain, Watchtower, Shipyard, Distillery are house)."""
    n = K.HOUSE.location_effect_count
    row = s.res[p]
    if eff == "flip_pirates":
        s.stack.append(Task(T_FLIP, p, n=n, a=K.PIRATE))
    elif eff == "flip_barbarians":
        s.stack.append(Task(T_FLIP, p, n=n, a=K.BARBARIAN))
    elif eff == "port":
        s.stack.append(Task(T_USE, p, n=n, a=1))
    elif eff == "blacksmith":
        s.stack.append(Task(T_SMITH, p))
    elif eff == "distillery":
        s.stack.append(Task(T_DISTIL, p))
    elif eff == "fortress":
        s.token[p] = True
    elif eff == "market":
        s.stack.append(Task(T_MARKET, p, n=K.HOUSE.market_trade, b=K.HOUSE.market_trade))
    elif eff == "town_hall":
        s.stack.append(Task(T_BUY, p, a=BUY_TOWN_HALL))
    elif eff == "shipyard":
        s.stack.append(Task(T_BUY, p, a=BUY_SHIPYARD))
    elif eff == "garden":
        s.stack.append(Task(T_MARKER, p))
    elif eff == "tavern":
        draw(s, p, K.EFFECTS.tavern_cards)
    elif eff == "recruit":
        v = min(n, row[CREW_AREA])
        row[CREW_AREA] -= v
        row[CREW] += v


def hero_effect(s: ChaosCoveData, p: int, h: int) -> None:
    """Hero Tile effects (placeholders Edgar..Rosa are house, chaos-cove.md 2.2)."""
    E = K.EFFECTS
    if h == K.ART:
        s.art[p] = True
    elif h == K.BELLE:
        s.t_free += 1
    elif h == K.BEN:
        s.stack.append(Task(T_FLIP, p, n=1, a=K.BARBARIAN))
    elif h == K.CALVIN:
        s.stack.append(Task(T_ATTACK, p, a=O_P1))
    elif h == K.CLAUDIA:
        s.stack.append(Task(T_GAIN, p, n=1, a=0))
    elif h == K.COLIN:
        s.stack.append(Task(T_GAIN, p, n=1, a=1))
    elif h == K.DENNIS:
        s.stack.append(Task(T_MOVE, p, a=K.SHIP))
    elif h == K.EDGAR:
        s.stack.append(Task(T_MOVE, p, a=K.FORT))
    elif h == K.GLORIA:
        s.stack.append(Task(T_USE, p, n=E.gloria_tile_uses, a=0))
    elif h == K.GUS:
        s.gus[p] = True
    elif h == K.FLINT:
        s.flint[p] = True
    elif h == K.IGGY:
        s.stack.append(Task(T_BOUNCE, p))
    elif h == K.MORGAN:
        gain(s, p, DOUBLOON, E.morgan_doubloons)
        draw(s, p, E.morgan_cards)
    elif h == K.PIP:
        s.stack.append(Task(T_GAIN, p, n=E.pip_tile_goods, a=2))
    elif h == K.ROSA:
        gain(s, p, POWDER, E.rosa_tile_gunpowder)
        if s.res[p][CANNON_USED] + s.res[p][SABER_USED]:
            s.stack.append(Task(T_UNFLIP, p, n=E.rosa_tile_unflips))

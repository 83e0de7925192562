"""The Coral Cap Pirates (Fang & Fortune rulebook, "The Coral Cap Pirates"): Frigates and
their Captains, Jobs and Job tokens, Parade, Full Sail, Tailwind, Relocate, Rob, Repair,
their Battle Victory and the six Frigates of the appendix.

Frigates are figures whose kind is the Frigate's name ("specter", ...). Actions name a
figure of the Coral Cap by "flagship" or a Frigate's name. A Captain's own Crew ability
works as Crew, "your Flagship" reading "this Frigate" (`common.acts_with`)."""

from __future__ import annotations

from seaboard.engine.game import Action, Event
from seaboard.games.ahoy import content as C
from seaboard.games.ahoy.rules.common import (
    controller,
    damaged_slots,
    flagship,
    gain_fame,
    gain_gold,
    is_island,
    island,
    raise_wealth,
    refill_market,
    region_spaces,
    remove_comrades,
    stronghold_islands,
    tile_of,
)
from seaboard.games.ahoy.rules.crew import powder_monkey
from seaboard.games.ahoy.rules.move import direct_move, tailwind_targets
from seaboard.games.ahoy.state import (
    BLUEFIN,
    BOXED_CAPTAIN,
    CORAL,
    FLAGSHIP,
    MOLLUSK,
    NOWHERE,
    PATROL,
    AhoyData,
    Frame,
    Slot,
)

CC = C.CORAL.rules
FRIGATE_CARDS = {f.id: f for f in C.CORAL.frigates.list}
NAMES = ("flagship", *C.FRIGATES)
POSITIONS = ("left", "centre", "right")
CORAL_FRAMES = (
    "pickfig", "parade", "relocate", "rob", "placefrigate", "crepair", "aftermove",
    "wayfinder", "jobdamage",
)  # fmt: skip


def coral_seat(state: AhoyData) -> int | None:
    for i, p in enumerate(state.players):
        if p.faction == CORAL:
            return i
    return None


def figure_named(state: AhoyData, seat: int, name: str) -> int:
    if name == "flagship":
        return flagship(state, seat)
    return next(i for i, f in enumerate(state.figures) if f.owner == seat and f.kind == name)


def frigate_index(kind: str) -> int:
    return C.FRIGATES.index(kind)


def on_map_names(state: AhoyData, seat: int) -> list[str]:
    return [n for n in NAMES if state.figures[figure_named(state, seat, n)].space >= 0]


def outfitted(state: AhoyData, seat: int) -> list[bool]:
    """Per Frigate (in `C.FRIGATES` order): outfitted, its Captain beside it or boxed (F&F
    Frigates, "Captain Ability": a one-shot Captain boxed, its Frigate stays outfitted)."""
    return [c >= 0 or c == BOXED_CAPTAIN for c in state.players[seat].captains]


def filled(state: AhoyData, seat: int, frigate: str) -> int:
    """Filled Jobs of a Frigate (each adds to its ability)."""
    k = frigate_index(frigate) * 3
    return sum(1 for v in state.players[seat].jobs[k : k + 3] if v > 0)


def most_fame_controls(state: AhoyData, tile: int) -> str | None:
    """The Blue or Yellow faction controlling `tile`, if a player with the most Fame (ties
    included) is that faction."""
    owner = controller(state, tile)
    if owner is None:
        return None
    top = max(p.fame for p in state.players)
    if any(p.faction == owner and p.fame == top for p in state.players):
        return owner
    return None


# -- the turn: free actions (outfit, Jobs) -----------------------------------------------------


def outfit_actions(state: AhoyData, seat: int) -> list[Action]:
    """Frigates: while your Flagship is at an Island, outfit a Frigate not on the map by
    recruiting a Crew of its suit as its Captain."""
    p = state.players[seat]
    here = state.figures[flagship(state, seat)].space
    if here < 0 or not is_island(here) or here in stronghold_islands(state):
        return []
    out = []
    for name in C.FRIGATES:
        if state.figures[figure_named(state, seat, name)].space >= 0:
            continue
        suit = FRIGATE_CARDS[name].suit
        for card in sorted(set(state.market)):
            info = C.CARDS[card]
            if info.suit != suit:
                continue
            if info.die:
                if p.dice and p.placed < C.RULES.end.dice_per_turn:
                    out += [Action("outfit", (name, info.id, f)) for f in sorted(set(p.dice))]
            elif info.cost <= p.gold:
                out.append(Action("outfit", (name, info.id, 0)))
    return out


def job_actions(state: AhoyData, seat: int) -> list[Action]:
    """Jobs: while a Frigate is anchored at an Island, fill an empty Job by discarding a
    Market card of the Job's suit (no cost)."""
    p = state.players[seat]
    if not state.job_bag:
        return []
    out = []
    for name in C.FRIGATES:
        f = state.figures[figure_named(state, seat, name)]
        if f.space < 0 or not is_island(f.space):
            continue
        k = frigate_index(name) * 3
        for pos in range(3):
            if p.jobs[k + pos] != 0:
                continue
            suit = FRIGATE_CARDS[name].jobs[pos]
            out += [
                Action("job", (name, POSITIONS[pos], C.CARD_IDS[c]))
                for c in sorted(set(state.market))
                if C.CARDS[c].suit == suit
            ]
    return out


def free_actions(state: AhoyData, seat: int) -> list[Action]:
    if state.players[seat].faction != CORAL:
        return []
    return outfit_actions(state, seat) + job_actions(state, seat)


def free_apply(state: AhoyData, seat: int, action: Action, events: list[Event]) -> None:
    p = state.players[seat]
    if action.kind == "outfit":
        name, card, face = (
            str(action.args[0]),
            C.CARD_INDEX[str(action.args[1])],
            int(action.args[2]),
        )
        info = C.CARDS[card]
        if info.die:
            p.dice.remove(face)
            p.placed += 1
            fame = CC.outfit_die_fame
        else:
            p.gold -= info.cost
            fame = info.cost
        state.market.remove(card)
        p.captains[frigate_index(name)] = card
        if info.kind == "slot":  # a Captain works normally: its die slot comes with it
            p.slots.append(Slot(info.id, info.id, (), True))
        events.append(Event("outfitted", {"player": seat, "frigate": name, "card": info.id}))
        gain_fame(state, seat, fame, "captain", events)
        state.pending.append(Frame("placefrigate", seat, a=frigate_index(name)))
        return
    # fill a Job
    name, pos, card = (
        str(action.args[0]),
        POSITIONS.index(str(action.args[1])),
        C.CARD_INDEX[str(action.args[2])],
    )
    state.market.remove(card)
    state.boxed.append(card)
    token = state.job_bag.pop()
    p.jobs[frigate_index(name) * 3 + pos] = token
    events.append(
        Event(
            "job",
            {"player": seat, "frigate": name, "position": POSITIONS[pos], "card": C.CARD_IDS[card]},
        )
    )
    events.append(Event("job_token", {"player": seat, "fame": token}, to=frozenset({seat})))
    region = tile_of(state.figures[flagship(state, seat)].space)
    raise_wealth(state, region, (0, CC.centre_job_wealth, CC.right_job_wealth)[pos], events)
    refill_market(state, events)


# -- die actions --------------------------------------------------------------------------------


def resolve(state: AhoyData, seat: int, action: str, value: int, events: list[Event]) -> bool:
    """The Coral Cap's board actions; False for the common ones (Cannons)."""
    if action in ("tailwind", "fullsail"):
        state.pending.append(Frame("pickfig", seat, n=value, text=action))
    elif action == "parade":
        state.pending.append(Frame("parade", seat, n=value))
    elif action == "relocate":
        state.pending.append(Frame("relocate", seat))
    elif action == "rob":
        here = state.figures[flagship(state, seat)].space
        if is_island(here) and here not in stronghold_islands(state) and state.market:
            state.pending.append(Frame("rob", seat))
    elif action == "repair":
        p = state.players[seat]
        powder_monkey(state, seat)  # below the Repair: it follows it
        if damaged_slots(p) or -1 in p.jobs:
            state.pending.append(Frame("crepair", seat, n=2))
    else:
        return False
    return True


def begin_turn(state: AhoyData, seat: int) -> None:
    """The Wayfinder: at the start of your turn, you may move your Flagship or another
    Frigate directly to its space."""
    way = state.figures[figure_named(state, seat, "wayfinder")]
    if way.space >= 0:
        state.pending.append(Frame("wayfinder", seat))


def frame_legal(state: AhoyData, frame: Frame) -> list[Action]:
    seat = frame.player
    p = state.players[seat]
    kind = frame.kind
    if kind == "pickfig":
        names = on_map_names(state, seat)
        if frame.text == "tailwind":
            names = [
                n for n in names if tailwind_targets(state, figure_named(state, seat, n), frame.n)
            ]
        return [Action("figure", (n,)) for n in names] + [Action("pass")]
    if kind == "parade":
        if frame.n <= 0:
            return [Action("done")]
        out = [
            Action("figure", (n,))
            for n in on_map_names(state, seat)
            if NAMES.index(n) not in frame.used
        ]
        return [*out, Action("done")]
    if kind == "relocate":
        names = on_map_names(state, seat)
        return [Action("swap", (a, b)) for i, a in enumerate(names) for b in names[i + 1 :]] + [
            Action("pass")
        ]
    if kind in ("rob",):
        return [Action("take", (C.CARD_IDS[c],)) for c in sorted(set(state.market))] + [
            Action("pass")
        ]
    if kind == "placefrigate":
        region = tile_of(state.figures[flagship(state, seat)].space)
        return [Action("to", (C.SPACE_IDS[s],)) for s in region_spaces(region)]
    if kind == "jobdamage":
        name = state.figures[frame.fig].kind
        k = C.FRIGATES.index(name) * 3
        return [Action("jobdamage", (name, POSITIONS[j])) for j in range(3) if p.jobs[k + j] == 0]
    if kind == "crepair":
        out = [Action("repair", (s.name,)) for s in damaged_slots(p)]
        out += [
            Action("mend", (C.FRIGATES[i // 3], POSITIONS[i % 3]))
            for i, v in enumerate(p.jobs)
            if v == -1
        ]
        return [*out, Action("done")]
    if kind == "aftermove":
        options = after_options(state, frame)
        return [*options, Action("pass")] if options else []
    if kind == "wayfinder":
        way = state.figures[figure_named(state, seat, "wayfinder")].space
        out = [
            Action("figure", (n,))
            for n in on_map_names(state, seat)
            if n != "wayfinder" and state.figures[figure_named(state, seat, n)].space != way
        ]
        return [*out, Action("pass")]
    raise AssertionError(kind)


def after_options(state: AhoyData, frame: Frame) -> list[Action]:
    """Frigate abilities "after moving": the Banquet and the Mercenary."""
    fig = state.figures[frame.fig]
    region = tile_of(fig.space)
    out = []
    if fig.kind == "banquet" and banquet_targets(state, frame.fig):
        out.append(Action("ability", ("banquet",)))
    if fig.kind == "mercenary":
        owner = most_fame_controls(state, region)
        blue = any(
            f.kind == PATROL and f.space >= 0 and tile_of(f.space) == region for f in state.figures
        )
        if owner == BLUEFIN and blue:
            out.append(Action("ability", ("patrol",)))
        if owner == MOLLUSK and state.comrades[region]:
            out.append(Action("ability", ("comrade",)))
    return out


def banquet_targets(state: AhoyData, fig: int) -> list[int]:
    region = tile_of(state.figures[fig].space)
    out = []
    for i, f in enumerate(state.figures):
        if i == fig or f.space < 0 or tile_of(f.space) != region:
            continue
        p = state.players[f.owner]
        if (
            f.kind == FLAGSHIP
            and damaged_slots(p)
            or (
                f.kind in C.FRIGATES
                and -1 in p.jobs[frigate_index(f.kind) * 3 : frigate_index(f.kind) * 3 + 3]
            )
        ):
            out.append(i)
    return out


def frame_apply(state: AhoyData, frame: Frame, action: Action, events: list[Event]) -> None:
    seat = frame.player
    p = state.players[seat]
    kind = frame.kind
    if kind == "parade":
        if action.kind == "done":
            state.pending.remove(frame)
            return
        name = str(action.args[0])
        frame.used.append(NAMES.index(name))
        frame.n -= 1
        state.pending.append(
            Frame("move", seat, fig=figure_named(state, seat, name), n=2, text="parade")
        )
        return
    if kind == "jobdamage":
        name = str(action.args[0])
        p.jobs[frigate_index(name) * 3 + POSITIONS.index(str(action.args[1]))] = -1
        events.append(Event("ship_damaged", {"player": seat, "figure": name}))
        frame.n -= 1
        if frame.n <= 0 or not frame_legal(state, frame):
            state.pending.remove(frame)
        return
    if kind == "crepair" and action.kind != "done":
        if action.kind == "repair":
            next(s for s in p.slots if s.name == action.args[0]).damaged = False
        else:
            p.jobs[
                frigate_index(str(action.args[0])) * 3 + POSITIONS.index(str(action.args[1]))
            ] = 0
        events.append(Event("repaired", {"player": seat, "count": 1}))
        frame.n -= 1
        if frame.n <= 0:
            state.pending.remove(frame)
        return
    state.pending.remove(frame)
    if action.kind in ("pass", "done"):
        return
    if kind == "pickfig":
        fig = figure_named(state, seat, str(action.args[0]))
        if frame.text == "fullsail":
            state.pending.append(Frame("move", seat, fig=fig, n=frame.n, text="fullsail"))
        else:
            state.pending.append(Frame("tailwind", seat, fig=fig, n=frame.n, text="tailwind"))
    elif kind == "relocate":
        a, b = (figure_named(state, seat, str(x)) for x in action.args)
        sa, sb = state.figures[a].space, state.figures[b].space
        events.append(Event("relocated", {"player": seat}))
        # each moves directly to the other's space: Wreckage, battles and abilities apply
        direct_move(state, seat, b, sa, "relocate", events)
        direct_move(state, seat, a, sb, "relocate", events)
    elif kind == "rob":
        card = C.CARD_INDEX[str(action.args[0])]
        info = C.CARDS[card]
        state.market.remove(card)
        state.boxed.append(card)
        events.append(Event("robbed", {"player": seat, "card": info.id}))
        gain_gold(state, seat, CC.rob_die_gold if info.die else info.cost, "rob", events)
        refill_market(state, events)
    elif kind == "placefrigate":
        name = C.FRIGATES[frame.a]
        fig = figure_named(state, seat, name)
        space = C.SPACE_IDS.index(str(action.args[0]))
        state.figures[fig].space = space
        events.append(
            Event("frigate", {"player": seat, "frigate": name, "space": C.SPACE_IDS[space]})
        )
        raise_wealth(state, tile_of(state.figures[flagship(state, seat)].space), 1, events)
        refill_market(state, events)
    elif kind == "aftermove":
        ability = str(action.args[0])
        fig = state.figures[frame.fig]
        if ability == "banquet":
            for i in banquet_targets(state, frame.fig):
                f = state.figures[i]
                owner = state.players[f.owner]
                if f.kind == FLAGSHIP:
                    damaged_slots(owner)[0].damaged = False
                else:
                    k = frigate_index(f.kind) * 3
                    j = owner.jobs.index(-1, k, k + 3)
                    owner.jobs[j] = 0
            events.append(Event("banquet", {"player": seat}))
            gain_fame(
                state, seat, CC.banquet_fame + filled(state, seat, "banquet"), "banquet", events
            )
        else:
            region = tile_of(fig.space)
            if ability == "patrol":
                patrol = next(
                    f
                    for f in state.figures
                    if f.kind == PATROL and f.space >= 0 and tile_of(f.space) == region
                )
                events.append(
                    Event(
                        "removed",
                        {
                            "player": patrol.owner,
                            "figure": PATROL,
                            "space": C.SPACE_IDS[patrol.space],
                        },
                    )
                )
                patrol.space = NOWHERE
            else:
                remove_comrades(state, region, 1, events)
            gain_fame(state, seat, CC.mercenary_fame, "mercenary", events)
    elif kind == "wayfinder":
        fig = figure_named(state, seat, str(action.args[0]))
        way = state.figures[figure_named(state, seat, "wayfinder")].space
        direct_move(state, seat, fig, way, "wayfinder", events)


def after_move(state: AhoyData, fig: int) -> None:
    """Called when a Coral Cap figure ends a move of at least one space."""
    f = state.figures[fig]
    if f.kind in ("banquet", "mercenary") and f.space >= 0:
        frame = Frame("aftermove", f.owner, fig=fig)
        if after_options(state, frame):
            state.pending.append(frame)


def end_of_round(state: AhoyData, seat: int, events: list[Event]) -> None:
    """The Arbiter and the Luxury, after region scoring."""
    p = state.players[seat]
    arb = state.figures[figure_named(state, seat, "arbiter")]
    if arb.space >= 0 and most_fame_controls(state, tile_of(arb.space)):
        gain_fame(state, seat, CC.arbiter_fame + filled(state, seat, "arbiter"), "arbiter", events)
    lux = state.figures[figure_named(state, seat, "luxury")]
    if lux.space >= 0 and any(
        f.kind == FLAGSHIP
        and f.owner != seat
        and f.space >= 0
        and tile_of(f.space) == tile_of(lux.space)
        for f in state.figures
    ):
        cap = CC.luxury_cap + filled(state, seat, "luxury")
        gain_fame(state, seat, min(p.gold, cap), "luxury", events)


def job_fame(state: AhoyData, seat: int) -> int:
    return sum(v for v in state.players[seat].jobs if v > 0)


__all__ = ["island"]

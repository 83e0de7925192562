"""Crew abilities taken as actions or from a Crew card's die slot (ahoy.md §8), and the
Mollusk Union's ship plans, the Cutter and the Gunship (§7.2)."""

from __future__ import annotations

from seaboard.engine.game import Action, Event
from seaboard.games.ahoy.content import (
    CARD_IDS,
    CARD_INDEX,
    CARDS,
    DIRS,
    SPACE_IDS,
    TILE_IDS,
    TILES,
)
from seaboard.games.ahoy.rules.common import (
    crew_figures,
    damage_figure,
    figures_at,
    flagship,
    free_for_damage,
    is_island,
    island,
    on_map,
    patrols,
    region_spaces,
    remove_comrades,
    sandbar_between,
    step_target,
    tile_of,
)
from seaboard.games.ahoy.rules.move import NO_BATTLE, direct_move, step_options
from seaboard.games.ahoy.state import BOXED_CAPTAIN, CUTTER, GUNSHIP, AhoyData, Frame, Slot

CREW_ACTIONS = ("ghastly-gust", "whispering-wind", "aeronauts", "mystic", "naive-noble")
CREW_FRAMES = (
    "shipmode",
    "launchship",
    "anyspace",
    "mystic",
    "official",
    "shift",
    "monkey",
    "noble",
    "buccaneer",
    "beakhead",
    "gunnery",
)
SHIP_MOVE = {CUTTER: 3, GUNSHIP: 2}  # Cutter: Sail up to 3; Gunship: up to 2
WHISPER_GOLD, AERONAUT_GOLD = 2, 1  # card text (S-market)


def other_island(state: AhoyData, here: int) -> int | None:
    """Aeronauts: the other Island of the same suit, if it is on the map."""
    suit = TILES[tile_of(here)].suit
    for t in state.placed:
        if t.tile != tile_of(here) and TILES[t.tile].suit == suit:
            return island(t.tile)
    return None


def region_targets(state: AhoyData, seat: int, fig: int) -> list[int]:
    """Mystic, Powder Monkey: the enemy figures in the region of `fig` (the Flagship, or the
    Frigate whose Captain the card is)."""
    here = state.figures[fig].space
    if here < 0:
        return []
    region = set(region_spaces(tile_of(here)))
    return [i for i, f in enumerate(state.figures) if f.owner != seat and f.space in region]


def holder(state: AhoyData, seat: int, card: str) -> int | None:
    """The figure acting with `card` (its Flagship, or the Frigate it captains), if on the
    map."""
    figs = crew_figures(state, seat, card)
    return figs[0] if figs else None


def crew_actions(state: AhoyData, seat: int) -> list[Action]:
    """The Crew abilities marked ACTION: free actions on your turn, for the Flagship or for
    the Frigate whose Captain the card is (F&F "Captain Ability")."""
    out = []
    for card in CREW_ACTIONS:
        fig = holder(state, seat, card)
        if fig is not None and crew_usable(state, seat, card, fig):
            out.append(Action("crew", (card,)))
    return out


def crew_usable(state: AhoyData, seat: int, card: str, fig: int) -> bool:
    p = state.players[seat]
    here = state.figures[fig].space
    if card == "ghastly-gust":
        return True
    if card == "whispering-wind":
        return not p.crew_used & 2 and p.gold >= WHISPER_GOLD
    if card == "aeronauts":
        jump = is_island(here) and other_island(state, here) is not None
        return jump and p.gold >= AERONAUT_GOLD
    if card == "mystic":
        return not p.crew_used & 1 and bool(free_for_damage(p) and region_targets(state, seat, fig))
    return bool(noble_targets(state, seat, fig))  # naive-noble


def noble_targets(state: AhoyData, seat: int, fig: int) -> list[int]:
    """Naive Noble: Crew or Cargo of a Flagship in the region of `fig`."""
    here = state.figures[fig].space
    region = set(region_spaces(tile_of(here)))
    owners = {
        f.owner
        for f in state.figures
        if f.owner != seat and f.kind == "flagship" and f.space in region
    }
    return sorted({c for o in owners for c in (*state.players[o].crew, *state.players[o].cargo)})


def gunnery_spaces(state: AhoyData, seat: int, fig: int) -> list[int]:
    """Gunner's Mate: spaces of the region of `fig` holding enemy figures."""
    here = state.figures[fig].space
    if here < 0:
        return []
    return sorted(
        {
            f.space
            for f in state.figures
            if f.owner != seat and f.space in region_spaces(tile_of(here)) and f.space != here
        }
    )


def powder_monkey(state: AhoyData, seat: int) -> None:
    """Powder Monkey: whenever you repair, you may deal 1 damage in your Flagship's region
    (a Captain: in its Frigate's region)."""
    fig = holder(state, seat, "powder-monkey")
    if fig is not None and region_targets(state, seat, fig):
        state.pending.append(Frame("monkey", seat, fig=fig))


def crew_apply(state: AhoyData, seat: int, card: str, events: list[Event]) -> None:
    p = state.players[seat]
    ship = holder(state, seat, card)
    assert ship is not None
    events.append(Event("crew_used", {"player": seat, "card": card}))
    if card == "ghastly-gust":  # box this card; move your Flagship directly to any space
        box_crew(state, seat, card)
        state.pending.append(Frame("anyspace", seat, fig=ship))
    elif card == "whispering-wind":  # 1/turn, pay 2 gold: directly to any Tailwind space
        p.crew_used |= 2
        p.gold -= WHISPER_GOLD
        state.pending.append(Frame("tailwind", seat, fig=ship, n=0, text="direct"))
    elif card == "aeronauts":  # pay 1 gold: jump to the other Island of this suit
        p.gold -= AERONAUT_GOLD
        to = other_island(state, state.figures[ship].space)
        assert to is not None
        direct_move(state, seat, ship, to, "direct", events)
    elif card == "mystic":  # 1/turn: take 1 damage to deal 1 to a figure in your region
        p.crew_used |= 1
        state.pending.append(Frame("mystic", seat, fig=ship))
    elif card == "naive-noble":  # box this card; steal a Crew or Cargo in your region
        state.pending.append(Frame("noble", seat, fig=ship))
        box_crew(state, seat, card)


def box_crew(state: AhoyData, seat: int, card: str) -> None:
    """A one-shot Crew returns to the box. A Captain's Frigate stays on the map and keeps
    working (F&F "Captain Ability"): only the card goes."""
    index = CARD_INDEX[card]
    p = state.players[seat]
    if index in p.crew:
        p.crew.remove(index)
    else:
        p.captains[p.captains.index(index)] = BOXED_CAPTAIN
    state.boxed.append(index)


def resolve(state: AhoyData, seat: int, action: str, value: int, events: list[Event]) -> bool:
    """Die slots of Crew cards and plan ships; False if `action` is none of them."""
    if action in (CUTTER, GUNSHIP):
        state.pending.append(Frame("shipmode", seat, n=value, text=action))
    elif action.startswith("convincing-official"):
        state.pending.append(Frame("official", seat, n=2))
    elif action.startswith("convincing-comrade"):
        if sum(1 for t in state.placed if state.comrades[t.tile]) and len(state.placed) > 1:
            state.pending.append(Frame("shift", seat))
    else:
        return False
    return True


def launch_targets(state: AhoyData) -> list[int]:
    return sorted(t.tile for t in state.placed if state.comrades[t.tile] >= 2)


def ship_figure(state: AhoyData, seat: int, kind: str) -> int:
    return next(i for i, f in enumerate(state.figures) if f.owner == seat and f.kind == kind)


def plan_ship_usable(state: AhoyData, seat: int, kind: str) -> bool:
    return state.figures[ship_figure(state, seat, kind)].space < 0 and bool(launch_targets(state))


def frame_legal(state: AhoyData, frame: Frame) -> list[Action]:
    seat = frame.player
    kind = frame.kind
    if kind == "shipmode":
        return [Action("mode", ("sail",)), Action("mode", ("tailwind",))]
    if kind == "launchship":
        return [Action("launch", (TILE_IDS[t],)) for t in launch_targets(state)]
    if kind == "anyspace":
        here = state.figures[frame.fig].space
        return [
            Action("to", (SPACE_IDS[s],))
            for s in sorted(state.grid.values())
            if s != here and on_map(state, s)
        ]
    if kind in ("mystic", "monkey"):
        targets = region_targets(state, seat, frame.fig)
        return [Action("target", (i,)) for i in targets] + [Action("pass")]
    if kind == "noble":
        return [Action("take", (CARD_IDS[c],)) for c in noble_targets(state, seat, frame.fig)]
    if kind == "gunnery":
        spaces = gunnery_spaces(state, seat, frame.fig)
        return (
            [Action("to", (SPACE_IDS[sp],)) for sp in spaces] + [Action("pass")] if spaces else []
        )
    if kind == "buccaneer":
        if frame.n <= 0 or not state.players[frame.a].crew:
            return []
        cards = sorted(set(state.players[frame.a].crew))
        return [Action("take", (CARD_IDS[c],)) for c in cards] + [Action("pass")]
    if kind == "beakhead":
        here = state.figures[frame.fig].space
        if here < 0:
            return []
        out = []
        for d in DIRS:
            to, _ = step_target(state, here, d)
            if to is not None and not sandbar_between(here, to):
                out.append(Action("step", (d,)))
        return [*out, Action("pass")] if out else []
    if kind == "official":
        if frame.n <= 0:
            return [Action("done")]
        out = [
            Action("patrol", (k,))
            for k, fig in enumerate(patrols(state, seat))
            if state.figures[fig].space >= 0 and fig not in frame.used and step_options(state, fig)
        ]
        return [*out, Action("done")]
    if kind == "shift":
        tiles = sorted(t.tile for t in state.placed)
        return [
            Action("shift", (TILE_IDS[a], TILE_IDS[b], n))
            for a in tiles
            if state.comrades[a]
            for b in tiles
            if b != a
            for n in (1, 2)
            if n <= state.comrades[a]
        ] + [Action("pass")]
    raise AssertionError(kind)


def frame_apply(state: AhoyData, frame: Frame, action: Action, events: list[Event]) -> None:
    seat = frame.player
    kind = frame.kind
    if kind == "buccaneer" and action.kind == "take":
        card = CARD_INDEX[str(action.args[0])]
        me = state.players[seat]
        own = CARD_INDEX["buccaneer"]
        if own in me.crew or own in me.captains:  # the first pick boxes the Buccaneer
            box_crew(state, seat, "buccaneer")
        loser = state.players[frame.a]
        loser.crew.remove(card)
        loser.slots = [sl for sl in loser.slots if sl.name != CARD_IDS[card]]
        state.boxed.append(card)
        events.append(Event("boxed_crew", {"player": seat, "card": CARD_IDS[card]}))
        frame.n -= 1
        if frame.n <= 0 or not loser.crew:
            state.pending.remove(frame)
        return
    if kind == "official" and action.kind == "patrol":
        fig = patrols(state, seat)[int(action.args[0])]
        frame.used.append(fig)
        frame.n -= 1
        # Convincing Official: a Patrol moves 1-2 spaces, ignoring battles
        state.pending.append(Frame("move", seat, fig=fig, n=2, b=NO_BATTLE, text="official"))
        return
    state.pending.remove(frame)
    if action.kind in ("pass", "done"):
        return
    if kind == "shipmode":
        ship = ship_figure(state, seat, frame.text)
        if state.figures[ship].space < 0:
            return
        if action.args[0] == "sail":
            state.pending.append(
                Frame("move", seat, fig=ship, n=SHIP_MOVE[frame.text], text="plan")
            )
        else:
            state.pending.append(Frame("tailwind", seat, fig=ship, n=frame.n, text="plan"))
    elif kind == "launchship":
        tile = TILE_IDS.index(str(action.args[0]))
        remove_comrades(state, tile, 2, events)
        ship = ship_figure(state, seat, frame.text)
        state.figures[ship].space = island(tile)
        p = state.players[seat]
        if frame.text == CUTTER:
            p.slots.append(Slot("cutter", CUTTER, (), True))
        else:
            p.slots.append(Slot("gunship1", GUNSHIP, (4,), True))
            p.slots.append(Slot("gunship2", GUNSHIP, (6,), True))
        events.append(
            Event("launched", {"player": seat, "figure": frame.text, "tile": TILE_IDS[tile]})
        )
    elif kind == "anyspace":
        direct_move(state, seat, frame.fig, SPACE_IDS.index(str(action.args[0])), "direct", events)
    elif kind == "mystic":
        target = int(action.args[0])
        damage_figure(state, target, 1, events)
        damage_figure(state, flagship(state, seat), 1, events)
    elif kind == "beakhead":
        # pushed 1 space; it ignores battle, Treasure and Harbors there
        to, _ = step_target(state, state.figures[frame.fig].space, str(action.args[0]))
        assert to is not None
        state.figures[frame.fig].space = to
        f = state.figures[frame.fig]
        events.append(Event("pushed", {"player": f.owner, "space": SPACE_IDS[to]}))
    elif kind == "gunnery":
        # battle every enemy in that space as if the Flagship had moved there
        space = SPACE_IDS.index(str(action.args[0]))
        foes = [i for i, f in enumerate(state.figures) if f.space == space and f.owner != seat]
        state.pending.append(Frame("fights", seat, fig=frame.fig, used=foes, text="gunnery"))
    elif kind == "monkey":
        damage_figure(state, int(action.args[0]), 1, events)
    elif kind == "noble":
        card = CARD_INDEX[str(action.args[0])]
        for o, q in enumerate(state.players):
            if o == seat:
                continue
            if card in q.crew:  # kept as Crew (its die slot comes along, empty)
                q.crew.remove(card)
                q.slots = [sl for sl in q.slots if sl.name != CARD_IDS[card]]
                p = state.players[seat]
                p.crew.append(card)
                if CARDS[card].kind == "slot":
                    p.slots.append(Slot(CARD_IDS[card], CARD_IDS[card], (), True))
            elif card in q.cargo:
                q.cargo.remove(card)
                if state.players[seat].faction == "smuggler":
                    state.players[seat].cargo.append(card)
                else:
                    state.players[seat].crew.append(card)
                    if CARDS[card].kind == "slot":
                        state.players[seat].slots.append(
                            Slot(CARD_IDS[card], CARD_IDS[card], (), True)
                        )
            else:
                continue
            events.append(Event("stolen", {"player": seat, "card": CARD_IDS[card], "from": o}))
    elif kind == "shift":
        a, b, n = (
            TILE_IDS.index(str(action.args[0])),
            TILE_IDS.index(str(action.args[1])),
            int(action.args[2]),
        )
        state.comrades[a] -= n
        state.comrades[b] += n
        events.append(Event("comrades_moved", {"from": TILE_IDS[a], "to": TILE_IDS[b], "count": n}))


__all__ = ["figures_at"]

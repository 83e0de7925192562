"""Movement (ahoy.md §5.3-5.5): stepping space by space, exploring off the map's edge,
terrain on entering, Tailwind's direct moves and anchoring.

A move is a `move` frame: `n` steps left, `a` steps taken, `b` flags (STOPPED, NO_BATTLE),
`text` the action that moves (it decides what anchoring offers)."""

from __future__ import annotations

from seaboard.engine.game import Action, Event
from seaboard.games.ahoy.content import CORNERS, DIRS, EVOLUTIONS, FRIGATES, SPACE_IDS, TILE_IDS
from seaboard.games.ahoy.rules.battle import start_fights
from seaboard.games.ahoy.rules.common import (
    DELTA,
    LOCAL,
    RULES,
    acts_with,
    current_dir,
    damage_figure,
    damaged_slots,
    enemies_at,
    gain_gold,
    has_crew,
    is_island,
    place_tile,
    rotate,
    sandbar_between,
    step_target,
    supply_figure,
    terrain,
    tile_placements,
)
from seaboard.games.ahoy.state import (
    BLUEFIN,
    BODY,
    CUTTER,
    FLAGSHIP,
    GUNSHIP,
    LEVIATHAN,
    MOLLUSK,
    NOWHERE,
    PATROL,
    AhoyData,
    Frame,
)

STOPPED, NO_BATTLE = 1, 2
MAX_PUSHES = 4  # a chain of Strong Currents ends after this many pushes (house G3)


def own_body_or_head(state: AhoyData, fig: int, space: int) -> bool:
    """A Leviathan Head cannot move into a space with its Head or Body."""
    f = state.figures[fig]
    if f.kind != FLAGSHIP or state.players[f.owner].faction != LEVIATHAN:
        return False
    return any(
        g.space == space and g.owner == f.owner and g.kind in (FLAGSHIP, BODY)
        for g in state.figures
    )


def step_options(state: AhoyData, fig: int) -> list[str]:
    """Directions a figure may step: not across a Sandbar; off the map only while region
    tiles remain to explore (house G7)."""
    space = state.figures[fig].space
    out = []
    for d in DIRS:
        to, sq = step_target(state, space, d)
        if to is None:
            if state.stack and tile_placements(state, sq):
                out.append(d)
        elif not sandbar_between(space, to) and not own_body_or_head(state, fig, to):
            out.append(d)
    return out


def wrap_target(state: AhoyData, fig: int, direction: str) -> int | None:
    """Sea Witch: a Flagship leaving the map may reappear on the nearest space of the
    opposite edge: the farthest map space back along its row or column."""
    f = state.figures[fig]
    if not acts_with(state, fig, "sea-witch"):
        return None
    to, _ = step_target(state, f.space, direction)
    if to is not None:
        return None
    x, y = next(sq for sq, sp in state.grid.items() if sp == f.space)
    dx, dy = DELTA[direction]
    line = [
        (sq, sp)
        for sq, sp in state.grid.items()
        if (dy == 0 and sq[1] == y) or (dx == 0 and sq[0] == x)
    ]
    far = min(line, key=lambda item: item[0][0] * dx + item[0][1] * dy)
    return None if far[1] == f.space else far[1]


def move_legal(state: AhoyData, frame: Frame) -> list[Action]:
    out = [Action("step", (d,)) for d in step_options(state, frame.fig)]
    out += [Action("wrap", (d,)) for d in DIRS if wrap_target(state, frame.fig, d) is not None]
    return [*out, Action("stop")]


def do_wrap(state: AhoyData, frame: Frame, direction: str, events: list[Event]) -> None:
    to = wrap_target(state, frame.fig, direction)
    assert to is not None
    frame.n -= 1  # house: the wrap takes the step it replaces
    frame.a += 1
    events.append(Event("wrapped", {"player": frame.player}))
    enter(state, frame, to, events)


def do_step(state: AhoyData, frame: Frame, direction: str, events: list[Event]) -> None:
    fig = state.figures[frame.fig]
    to, sq = step_target(state, fig.space, direction)
    frame.n -= 1
    frame.a += 1
    if to is None:
        # Exploring (ahoy.md §5.5): the figure stops; its player places the new tile
        frame.b |= STOPPED
        state.pending.append(Frame("explore", frame.player, fig=frame.fig, a=sq[0], b=sq[1]))
        return
    enter(state, frame, to, events)


def enter(state: AhoyData, frame: Frame, space: int, events: list[Event], pushes: int = 0) -> None:
    """A figure enters a space: Wreckage damages it, Fog stops it, a Strong Current pushes
    it on, enemies there start battles (which stop it)."""
    fig = state.figures[frame.fig]
    fig.space = space
    events.append(
        Event("moved", {"player": fig.owner, "figure": fig.kind, "space": SPACE_IDS[space]})
    )
    kind = terrain(space).kind
    if frame.text == "trawler":
        # Trawler: collect the Treasure of the spaces passed through, anchoring or not (its
        # Captain's Frigate too: F&F "Captain Ability")
        gain_gold(state, fig.owner, terrain(space).gold, "treasure", events)
    if fig.kind == FLAGSHIP and spiked_at(state, fig.owner, space):
        # Spiked: a Flagship moving into a Head's or Body's space takes 1 damage
        damage_figure(state, frame.fig, 1, events)
    # Wreckage (house G4)
    if kind == "wreck" and fig.kind not in (CUTTER, GUNSHIP):
        if acts_with(state, frame.fig, "pilot"):
            # Pilot: "Entering Wreckage, you may ignore its damage" (ahoy.md §8): the
            # player decides, then the rest of the space applies (`pilot_apply`)
            state.pending.append(Frame("pilot", fig.owner, fig=frame.fig, n=pushes))
            return
        damage_figure(state, frame.fig, RULES.house.wreck_damage, events)
        if fig.space == NOWHERE:
            frame.b |= STOPPED
            return
    after_wreckage(state, frame, space, events, pushes)


def after_wreckage(
    state: AhoyData, frame: Frame, space: int, events: list[Event], pushes: int
) -> None:
    """The rest of entering a space: Sea Dog and Barrelman steer, Fog stops, a Strong
    Current pushes on, enemies start battles."""
    fig = state.figures[frame.fig]
    kind = terrain(space).kind
    steer = (kind == "current" and acts_with(state, frame.fig, "sea-dog")) or (
        kind == "fog" and acts_with(state, frame.fig, "barrelman")
    )
    if steer and pushes < MAX_PUSHES and steer_options(state, frame.fig):
        # Sea Dog (a Strong Current: ignore it or choose the direction) and Barrelman (Fog
        # as a Strong Current in any direction): the player chooses
        state.pending.append(Frame("steer", fig.owner, fig=frame.fig, n=pushes, text=kind))
        return
    if kind == "fog" and RULES.house.fog_ends_move:
        frame.b |= STOPPED  # house G2
    elif kind == "current" and pushes < MAX_PUSHES and RULES.house.current_push > 0:
        direction = current_dir(state, space)
        assert direction is not None
        to, _ = step_target(state, space, direction)
        if (
            to is not None
            and not sandbar_between(space, to)
            and not own_body_or_head(state, frame.fig, to)
        ):
            events.append(Event("current", {"player": fig.owner, "figure": fig.kind}))
            enter(state, frame, to, events, pushes + 1)
            return
    arrive(state, frame, space)


def arrive(state: AhoyData, frame: Frame, space: int) -> None:
    fig = state.figures[frame.fig]
    fights = not frame.b & NO_BATTLE and enemies_at(state, space, fig.owner)
    if fights and start_fights(state, frame.fig, frame.text or "move"):
        frame.b |= STOPPED


def pilot_legal(state: AhoyData, frame: Frame) -> list[Action]:
    return [Action("wreckage", ("ignore",)), Action("wreckage", ("take",))]


def pilot_apply(state: AhoyData, frame: Frame, action: Action, events: list[Event]) -> None:
    state.pending.remove(frame)
    mover = next(f for f in reversed(state.pending) if f.kind == "move" and f.fig == frame.fig)
    fig = state.figures[frame.fig]
    if action.args[0] == "take":
        damage_figure(state, frame.fig, RULES.house.wreck_damage, events)
    else:
        events.append(Event("piloted", {"player": frame.player}))
    if fig.space == NOWHERE:
        mover.b |= STOPPED
        return
    after_wreckage(state, mover, fig.space, events, frame.n)


def steer_options(state: AhoyData, fig: int) -> list[str]:
    space = state.figures[fig].space
    out = []
    for d in DIRS:
        to, _ = step_target(state, space, d)
        if to is not None and not sandbar_between(space, to):
            out.append(d)
    return out


def steer_legal(state: AhoyData, frame: Frame) -> list[Action]:
    return [Action("step", (d,)) for d in steer_options(state, frame.fig)] + [Action("pass")]


def steer_apply(state: AhoyData, frame: Frame, action: Action, events: list[Event]) -> None:
    state.pending.remove(frame)
    mover = next(f for f in reversed(state.pending) if f.kind == "move" and f.fig == frame.fig)
    space = state.figures[frame.fig].space
    if action.kind == "pass":
        if frame.text == "fog" and RULES.house.fog_ends_move:
            mover.b |= STOPPED  # Fog as it is: the move ends
        arrive(state, mover, space)
        return
    to, _ = step_target(state, space, str(action.args[0]))
    assert to is not None
    fig = state.figures[frame.fig]  # a Flagship, or a Sea Dog or Barrelman Captain's Frigate
    events.append(Event("current", {"player": fig.owner, "figure": fig.kind}))
    enter(state, mover, to, events, frame.n + 1)


def explore_legal(state: AhoyData, frame: Frame) -> list[Action]:
    return [
        Action("explore", (CORNERS[k], r)) for k, r in tile_placements(state, (frame.a, frame.b))
    ]


def explore_apply(state: AhoyData, frame: Frame, action: Action, events: list[Event]) -> None:
    corner, rot = CORNERS.index(str(action.args[0])), int(action.args[1])
    tile = state.stack.pop()
    dx, dy = rotate(LOCAL[corner], rot)
    place_tile(state, tile, frame.a - dx, frame.b - dy, rot)
    events.append(Event("explored", {"player": frame.player, "tile": TILE_IDS[tile]}))
    state.pending.remove(frame)
    if frame.fig < 0:
        return  # a Smuggler's reward added the tile; nothing moves
    mover = state.pending[-1]
    assert mover.kind == "move"
    enter(state, mover, tile * 4 + corner, events)
    mover.b |= STOPPED


def finish_move(state: AhoyData, frame: Frame, events: list[Event]) -> None:
    """Anchoring (ahoy.md §5.4): the end of a move in a space."""
    state.pending.remove(frame)
    fig = state.figures[frame.fig]
    if fig.space == NOWHERE or frame.a == 0 and frame.text not in ("tailwind", "direct"):
        return
    owner = state.players[fig.owner]
    space = fig.space
    t = terrain(space)
    if fig.kind in ("banquet", "mercenary"):
        # Frigate abilities "after moving" (F&F Appendix: Frigates)
        state.pending.append(Frame("aftermove", fig.owner, fig=frame.fig))
    if fig.kind in FRIGATES:
        # a Captain's anchoring abilities for "this Frigate" (F&F "Captain Ability"): the
        # Diver's extra gold at Wreckage and the Merchant's at a Harbor (a Frigate collects
        # no Treasure and repairs nothing at a Harbor: those are the Flagship's, ahoy.md §5)
        if t.kind == "wreck" and acts_with(state, frame.fig, "diver"):
            gain_gold(state, fig.owner, 1, "diver", events)
        if t.kind == "harbor" and acts_with(state, frame.fig, "merchant"):
            gain_gold(state, fig.owner, 1, "merchant", events)
    if fig.kind == FLAGSHIP and frame.text != "trawler":
        treasure = t.gold + (1 if t.kind == "wreck" and has_crew(owner, "diver") else 0)
        gain_gold(state, fig.owner, treasure, "treasure", events)
        if t.kind == "harbor":
            # Harbor (house G1): anchoring repairs; the Merchant adds 1 gold. Its owner
            # removes the token(s), so with more damaged slots than repairs they choose which
            damaged = damaged_slots(owner)
            if len(damaged) > RULES.house.harbor_repair:
                state.pending.append(Frame("harbor", fig.owner, n=RULES.house.harbor_repair))
            else:
                for slot in damaged:
                    slot.damaged = False
                    events.append(Event("repaired", {"player": fig.owner, "count": 1}))
            if has_crew(owner, "merchant"):
                gain_gold(state, fig.owner, 1, "merchant", events)
        patrol_left = supply_figure(state, fig.owner, PATROL) is not None
        if owner.faction == BLUEFIN and frame.text in ("sail", "tailwind") and patrol_left:
            state.pending.append(Frame("drop", fig.owner, fig=frame.fig))
        if owner.faction == MOLLUSK and frame.text == "sail" and is_island(space):
            state.pending.append(Frame("comrades", fig.owner, fig=frame.fig))


def direct_move(
    state: AhoyData, player: int, fig: int, space: int, mode: str, events: list[Event]
) -> None:
    """Move directly (Tailwind and the like): lifted and set down; the destination's effects
    apply (ahoy.md §5.4)."""
    frame = Frame("move", player, fig=fig, n=0, a=1, text=mode)
    state.pending.append(frame)
    enter(state, frame, space, events)


def tailwind_targets(state: AhoyData, fig: int, value: int) -> list[int]:
    """Tailwind: the spaces on the map whose corner die shows `value` (0: any Tailwind space);
    not into a Leviathan's own Head or Body, nor (Massive) into anyone else's."""
    here = state.figures[fig].space
    owner = state.figures[fig].owner
    return [
        s
        for s in sorted(state.grid.values())  # the spaces on the map, in order
        if s != here
        and terrain(s).tailwind
        and (value == 0 or terrain(s).tailwind == value)
        and not own_body_or_head(state, fig, s)
        and not massive_at(state, owner, s)
    ]


def _leviathan_with(state: AhoyData, mover: int, evolution: str) -> int | None:
    for seat, p in enumerate(state.players):
        if seat != mover and p.faction == LEVIATHAN and EVOLUTIONS.index(evolution) in p.evolved:
            return seat
    return None


def _lev_at(state: AhoyData, seat: int, space: int) -> bool:
    return any(
        f.space == space and f.owner == seat and f.kind in (FLAGSHIP, BODY) for f in state.figures
    )


def massive_at(state: AhoyData, mover: int, space: int) -> bool:
    """Massive: players cannot move directly to spaces with the Leviathan's Head or Body."""
    lev = _leviathan_with(state, mover, "massive")
    return lev is not None and _lev_at(state, lev, space)


def spiked_at(state: AhoyData, mover: int, space: int) -> bool:
    lev = _leviathan_with(state, mover, "spiked")
    return lev is not None and _lev_at(state, lev, space)


__all__ = ["GUNSHIP", "STOPPED", "NO_BATTLE"]

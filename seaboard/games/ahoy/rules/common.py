"""Shared pieces of the rules: the map's geometry (ahoy.md §5), figures, die slots, damage
(§6.3) and Market refills. Every other rules module builds on these."""

from __future__ import annotations

from seaboard.engine.game import Event
from seaboard.games.ahoy import content as C
from seaboard.games.ahoy.content import (
    CARD_IDS,
    CARD_INDEX,
    CARDS,
    CORNERS,
    DIRS,
    FRIGATES,
    PLAN_IDS,
    SPACE_IDS,
    TILE_IDS,
    TILES,
    TileSpace,
)
from seaboard.games.ahoy.state import (
    BLUEFIN,
    CUTTER,
    FLAGSHIP,
    GUNSHIP,
    ISLAND_CORNER,
    MOLLUSK,
    NOWHERE,
    PATROL,
    STRONGHOLD,
    AhoyData,
    Frame,
    Player,
    Slot,
)

RULES = C.RULES
DELTA = {"n": (0, -1), "e": (1, 0), "s": (0, 1), "w": (-1, 0)}
LOCAL = ((0, 0), (1, 0), (0, 1), (1, 1))  # NW, NE, SW, SE in printed orientation
SANDBARS: dict[int, frozenset[int]] = {
    t: frozenset(CORNERS.index(k) for k in tile.sandbar) for t, tile in enumerate(TILES)
}


def tile_of(space: int) -> int:
    return space // 4


def island(tile: int) -> int:
    return tile * 4 + ISLAND_CORNER


def is_island(space: int) -> bool:
    return space % 4 == ISLAND_CORNER


def terrain(space: int) -> TileSpace:
    return TILES[space // 4].spaces[space % 4]


def _turned(local: tuple[int, int], rot: int) -> tuple[int, int]:
    x, y = local
    for _ in range(rot % 4):
        x, y = 1 - y, x
    return x, y


# rotate() is on the hot path of every map lookup: a table of the 16 answers
_ROTATED = {(local, rot): _turned(local, rot) for local in LOCAL for rot in range(4)}


def rotate(local: tuple[int, int], rot: int) -> tuple[int, int]:
    """A 2x2 tile turned `rot` quarter turns clockwise: NW goes to NE, NE to SE, ..."""
    return _ROTATED[local, rot % 4]


def placed_tile(state: AhoyData, tile: int):  # type: ignore[no-untyped-def]
    for p in state.placed:
        if p.tile == tile:
            return p
    return None


def square(state: AhoyData, space: int) -> tuple[int, int]:
    p = placed_tile(state, space // 4)
    assert p is not None, "space not on the map"
    dx, dy = rotate(LOCAL[space % 4], p.rot)
    return p.x + dx, p.y + dy


def on_map(state: AhoyData, space: int) -> bool:
    return placed_tile(state, space // 4) is not None


def current_dir(state: AhoyData, space: int) -> str | None:
    printed = terrain(space).current
    if printed is None:
        return None
    p = placed_tile(state, space // 4)
    rot = p.rot if p is not None else 0
    return DIRS[(DIRS.index(printed) + rot) % 4]


def step_target(state: AhoyData, space: int, direction: str) -> tuple[int | None, tuple[int, int]]:
    """The space one step from `space` (None off the map) and its grid square."""
    x, y = square(state, space)
    dx, dy = DELTA[direction]
    to = (x + dx, y + dy)
    return state.grid.get(to), to


def sandbar_between(a: int, b: int) -> bool:
    """Sandbar (ahoy.md §5.3): movement may not cross the printed edge."""
    if a // 4 != b // 4:
        return False
    bar = SANDBARS[a // 4]
    return bool(bar) and {a % 4, b % 4} == bar


def neighbours(state: AhoyData, space: int) -> list[int]:
    """Spaces sharing a full edge with `space` (ahoy.md §5.1), sandbars or not."""
    out = []
    for d in DIRS:
        to, _ = step_target(state, space, d)
        if to is not None:
            out.append(to)
    return out


def sailing_distances(state: AhoyData, start: int) -> dict[int, int]:
    """Spaces by the fewest one-space steps from `start`, never across a Sandbar (ahoy.md
    §5.3); Strong Currents and direct moves (Tailwind) aside."""
    return step_distances(state, start, sandbars=True)


def step_distances(state: AhoyData, start: int, sandbars: bool = False) -> dict[int, int]:
    """Spaces by the fewest one-space steps from `start` across the map, around Sandbars
    when `sandbars` (a Strike passes over them)."""
    dist = {start: 0}
    frontier = [start]
    while frontier:
        nxt = []
        for s in frontier:
            for t in neighbours(state, s):
                if t not in dist and not (sandbars and sandbar_between(s, t)):
                    dist[t] = dist[s] + 1
                    nxt.append(t)
        frontier = nxt
    return dist


def place_tile(state: AhoyData, tile: int, x: int, y: int, rot: int) -> None:
    from seaboard.games.ahoy.state import Placed

    state.placed.append(Placed(tile, x, y, rot, RULES.setup.wealth_start))
    for corner in range(4):
        dx, dy = rotate(LOCAL[corner], rot)
        state.grid[(x + dx, y + dy)] = tile * 4 + corner


# (corner, rotation) and the offset of the tile's top-left square from that corner's square
_PLACEMENTS = [(c, r, *_turned(LOCAL[c], r)) for c in range(4) for r in range(4)]


def tile_placements(state: AhoyData, target: tuple[int, int]) -> list[tuple[int, int]]:
    """Exploring (ahoy.md §5.5, house G6): the (corner, rotation) pairs that put the new
    tile's printed `corner` on the square the figure tried to enter, overlapping nothing."""
    tx, ty = target
    grid = state.grid
    return [
        (corner, rot)
        for corner, rot, dx, dy in _PLACEMENTS
        if (tx - dx, ty - dy) not in grid
        and (tx - dx + 1, ty - dy) not in grid
        and (tx - dx, ty - dy + 1) not in grid
        and (tx - dx + 1, ty - dy + 1) not in grid
    ]


def region_spaces(tile: int) -> range:
    return range(tile * 4, tile * 4 + 4)


# -- figures ------------------------------------------------------------------------------


def flagship(state: AhoyData, player: int) -> int:
    for i, f in enumerate(state.figures):
        if f.owner == player and f.kind == FLAGSHIP:
            return i
    raise AssertionError("no flagship")


def figures_at(state: AhoyData, space: int) -> list[int]:
    return [i for i, f in enumerate(state.figures) if f.space == space]


def enemies_at(state: AhoyData, space: int, player: int) -> list[int]:
    return [i for i, f in enumerate(state.figures) if f.space == space and f.owner != player]


def supply_figure(state: AhoyData, player: int, kind: str) -> int | None:
    for i, f in enumerate(state.figures):
        if f.owner == player and f.kind == kind and f.space == NOWHERE:
            return i
    return None


def patrols(state: AhoyData, player: int) -> list[int]:
    """The Bluefin's Patrols in board order (their number is their index here)."""
    return [i for i, f in enumerate(state.figures) if f.owner == player and f.kind == PATROL]


# Crew whose text never names "your Flagship": as a Coral Cap Frigate's Captain they work
# exactly as Crew for the whole player (F&F "Captain Ability"). Every other Crew text names
# the Flagship, and a Captain's reads "this Frigate" instead: see `crew_figures`.
PLAYER_WIDE = frozenset(
    {
        "fighters",
        "cutpurse",
        "middleman",
        "elder",
        "emissary",
        "buccaneer",
        "shipwright",
        "convincing-comrade-1",
        "convincing-comrade-2",
        "convincing-official-1",
        "convincing-official-2",
    }
)


def has_crew(player: Player, card: str) -> bool:
    """The player has this Crew, or (a player-wide ability) a Frigate with it as Captain."""
    index = CARD_INDEX[card]
    return index in player.crew or (card in PLAYER_WIDE and index in player.captains)


def acts_with(state: AhoyData, fig: int, card: str) -> bool:
    """The figure has the ability of a Crew that names "your Flagship": the Flagship when
    the card is among its owner's Crew; a Coral Cap Frigate when the card is its Captain
    (F&F "Captain Ability": "your Flagship" instead says "this Frigate")."""
    f = state.figures[fig]
    p = state.players[f.owner]
    index = CARD_INDEX[card]
    if f.kind == FLAGSHIP:
        return index in p.crew
    if f.kind in FRIGATES and p.captains:
        return p.captains[FRIGATES.index(f.kind)] == index
    return False


def crew_figures(state: AhoyData, seat: int, card: str) -> list[int]:
    """The figures of `seat` on the map acting with the ability of `card` (`acts_with`)."""
    index = CARD_INDEX[card]
    p = state.players[seat]
    out = []
    if index in p.crew:
        out.append(flagship(state, seat))
    if index in p.captains:
        name = FRIGATES[p.captains.index(index)]
        out += [i for i, f in enumerate(state.figures) if f.owner == seat and f.kind == name]
    return [i for i in out if state.figures[i].space >= 0]


def loaded(state: AhoyData, fig: int) -> bool:
    """Loaded Cannons (ahoy.md §6.4): a die on a Cannons slot for Flagships and Patrols;
    Strongholds and the Gunship always; the Cutter never."""
    f = state.figures[fig]
    if f.kind in (STRONGHOLD, GUNSHIP):
        return True
    if f.kind == CUTTER:
        return False
    return any(s.action == "cannons" and s.die for s in state.players[f.owner].slots)


def mollusk_seat(state: AhoyData) -> int | None:
    for i, p in enumerate(state.players):
        if p.faction == MOLLUSK:
            return i
    return None


def stronghold_islands(state: AhoyData) -> set[int]:
    return {f.space for f in state.figures if f.kind == STRONGHOLD and f.space != NOWHERE}


# -- die slots and damage (ahoy.md §6.3) -------------------------------------------------------


def free_for_damage(player: Player) -> list[Slot]:
    """Slots a Flagship's damage may cover: empty, undamaged, damage-able; board and Crew
    (the Cutter's and Gunship's plan-card slots take only their own ship's damage)."""
    return [
        s
        for s in player.slots
        if s.damageable and not s.damaged and not s.die and s.action not in (CUTTER, GUNSHIP)
    ]


def damage_figure(state: AhoyData, fig: int, amount: int, events: list[Event]) -> None:
    """Deal `amount` damage to a figure. Patrols and Strongholds go back to the supply; a
    Flagship's owner chooses the slots (house G12); the Cutter's and Gunship's damage goes
    on their plan cards."""
    if amount <= 0:
        return
    f = state.figures[fig]
    owner = state.players[f.owner]
    if f.kind in (PATROL, STRONGHOLD, "body"):  # Bodies go to the supply, not Ready
        events.append(
            Event("removed", {"player": f.owner, "figure": f.kind, "space": SPACE_IDS[f.space]})
        )
        f.space = NOWHERE
        return
    if f.kind in FRIGATES:
        # Coral Cap Frigates (F&F, Frigates): "the damage token is placed in an empty Job
        # slot on its Frigate card"; with more empty slots than tokens its owner picks
        k = FRIGATES.index(f.kind) * 3
        empty = [i for i in range(k, k + 3) if owner.jobs[i] == 0]
        if len(empty) > amount:
            state.pending.append(Frame("jobdamage", f.owner, fig=fig, n=amount))
            return
        for i in empty:
            owner.jobs[i] = -1
            events.append(Event("ship_damaged", {"player": f.owner, "figure": f.kind}))
        if amount > len(empty):
            events.append(Event("damage_ignored", {"player": f.owner, "amount": 1}))
        return
    if f.kind in (CUTTER, GUNSHIP):
        for _ in range(amount):
            free = [s for s in owner.slots if s.action == f.kind and not s.damaged and not s.die]
            if not free:
                break
            free[0].damaged = True
            events.append(Event("ship_damaged", {"player": f.owner, "figure": f.kind}))
        mine = [s for s in owner.slots if s.action == f.kind]
        if mine and all(s.damaged for s in mine):
            sink_plan_ship(state, fig, events)
        return
    if free_for_damage(owner):
        state.pending.append(Frame("damage", f.owner, fig=fig, n=amount))
    else:
        events.append(Event("damage_ignored", {"player": f.owner, "amount": amount}))


def sink_plan_ship(state: AhoyData, fig: int, events: list[Event]) -> None:
    """Cutter / Gunship (plan cards): when its slots are all damaged, discard the card and
    remove the ship."""
    f = state.figures[fig]
    owner = state.players[f.owner]
    owner.slots = [s for s in owner.slots if s.action != f.kind]
    events.append(Event("ship_sunk", {"player": f.owner, "figure": f.kind}))
    state.plan_discard.append(PLAN_IDS.index(f.kind))
    f.space = NOWHERE


def repair(player: Player, slot: Slot) -> None:
    slot.damaged = False


def damaged_slots(player: Player) -> list[Slot]:
    return [s for s in player.slots if s.damaged]


def slot_named(player: Player, name: str) -> Slot | None:
    for s in player.slots:
        if s.name == name:
            return s
    return None


def gain_gold(state: AhoyData, seat: int, amount: int, why: str, events: list[Event]) -> None:
    if amount > 0:
        state.players[seat].gold += amount
        events.append(Event("gold", {"player": seat, "amount": amount, "why": why}))


def gain_fame(state: AhoyData, seat: int, amount: int, why: str, events: list[Event]) -> None:
    if amount > 0:
        state.players[seat].fame += amount
        events.append(Event("fame", {"player": seat, "amount": amount, "why": why}))


def raise_wealth(state: AhoyData, tile: int, amount: int, events: list[Event]) -> None:
    p = placed_tile(state, tile)
    if p is None or amount <= 0:
        return
    new = min(RULES.house.wealth_cap, p.wealth + amount)  # house G15
    if new != p.wealth:
        p.wealth = new
        events.append(Event("wealth", {"tile": TILE_IDS[tile], "value": new}))


def refill_market(state: AhoyData, events: list[Event]) -> None:
    """Market (Fame board): keep 3 cards face up; no refill once the deck is empty."""
    while len(state.market) < RULES.setup.market_size and state.deck:
        card = state.deck.pop()
        state.market.append(card)
        events.append(Event("market", {"card": CARD_IDS[card]}))


def add_comrades_to_island(
    state: AhoyData, seat: int, tile: int, n: int, events: list[Event]
) -> int:
    """Place up to `n` Ready Comrades on `tile`'s Island; returns how many."""
    p = state.players[seat]
    n = min(n, p.ready)
    if n > 0:
        p.ready -= n
        state.comrades[tile] += n
        events.append(Event("comrades", {"player": seat, "tile": TILE_IDS[tile], "count": n}))
    return n


def remove_comrades(state: AhoyData, tile: int, n: int, events: list[Event]) -> int:
    """Remove Comrades from an Island to the supply (house G22)."""
    n = min(n, state.comrades[tile])
    if n > 0:
        state.comrades[tile] -= n
        seat = mollusk_seat(state)
        if seat is not None:
            state.players[seat].supply += n
        events.append(Event("comrades_removed", {"tile": TILE_IDS[tile], "count": n}))
    return n


def recruit(
    state: AhoyData, seat: int, card: int, face: int, free: bool, events: list[Event]
) -> None:
    p = state.players[seat]
    info = CARDS[card]
    if not free:
        if info.die:
            p.dice.remove(face)  # house G13: the die is spent, one of the turn's two
            p.placed += 1
        else:
            p.gold -= info.cost
    state.market.remove(card)
    p.crew.append(card)
    if info.kind == "slot":
        p.slots.append(Slot(info.id, info.id, (), True))
    events.append(Event("recruited", {"player": seat, "card": info.id}))
    if not free:
        refill_market(state, events)


def control(state: AhoyData, tile: int) -> tuple[int, int]:
    """Region control (ahoy.md §7.1, §7.2): the Blue faction's and the Yellow faction's."""
    blue = yellow = 0
    cutter = False
    k = RULES.control
    for f in state.figures:
        if f.space < 0 or tile_of(f.space) != tile:
            continue
        faction = state.players[f.owner].faction
        if faction == BLUEFIN:
            blue += {PATROL: k.patrol, STRONGHOLD: k.stronghold, FLAGSHIP: k.bluefin_flagship}.get(
                f.kind, 0
            )
        elif faction == MOLLUSK:
            yellow += k.union_ship
            cutter = cutter or f.kind == CUTTER
    yellow += state.comrades[tile] * (k.cutter_comrade if cutter else k.comrade)
    return blue, yellow


def controller(state: AhoyData, tile: int) -> str | None:
    blue, yellow = control(state, tile)
    if blue > yellow:
        return BLUEFIN
    if yellow > blue:
        return MOLLUSK
    return None

"""The Leviathan (Fang & Fortune rulebook, "The Leviathan"): Heads and Bodies, Speed and
Fangs, start-of-turn movement, Slink, Dive, Heal, Strike, Feast with the Appetite card,
Grow, Devour, the Evolutions, its Battle Victory and its scoring.

Heads are Flagships (figure kind FLAGSHIP, "treat them exactly the same"); Bodies are
figures of kind BODY. A Head is named in actions by its number among the Leviathan's
Heads (0-3)."""

from __future__ import annotations

from seaboard.engine.game import Action, Event
from seaboard.games.ahoy import content as C
from seaboard.games.ahoy.rules.common import (
    DELTA,
    gain_fame,
    gain_gold,
    is_island,
    island,
    neighbours,
    raise_wealth,
    recruit,
    refill_market,
    remove_comrades,
    sandbar_between,
    square,
    step_distances,
    step_target,
    stronghold_islands,
    terrain,
    tile_of,
    tile_placements,
)
from seaboard.games.ahoy.rules.move import STOPPED, direct_move, do_step
from seaboard.games.ahoy.state import BODY, FLAGSHIP, LEVIATHAN, NOWHERE, AhoyData, Frame

LEV = C.LEVIATHAN
EXTRAS = ("damage", "fame", "body", "gold")  # Battle Victory extras, one each
LEVIATHAN_FRAMES = (
    "slither", "pickhead", "strike", "feast", "grow", "advance", "growhead", "evolve",
    "devour", "brain", "nimble", "extras",
)  # fmt: skip
BOARD_ACTIONS = ("slink", "strike", "feast", "devour", "grow", "dive", "heal")


def heads(state: AhoyData, seat: int) -> list[int]:
    return [i for i, f in enumerate(state.figures) if f.owner == seat and f.kind == FLAGSHIP]


def occupied(state: AhoyData, seat: int, space: int) -> bool:
    """One Head or Body per space (F&F "Heads and Bodies")."""
    return any(
        f.space == space and f.owner == seat and f.kind in (FLAGSHIP, BODY) for f in state.figures
    )


def has_evolution(state: AhoyData, seat: int, name: str) -> bool:
    return C.EVOLUTIONS.index(name) in state.players[seat].evolved


def leviathan_seat(state: AhoyData) -> int | None:
    for i, p in enumerate(state.players):
        if p.faction == LEVIATHAN:
            return i
    return None


def massive_blocks(state: AhoyData, mover: int, space: int) -> bool:
    """Massive: other players cannot move directly to spaces with a Head or Body."""
    lev = leviathan_seat(state)
    if lev is None or lev == mover or not has_evolution(state, lev, "massive"):
        return False
    return occupied(state, lev, space)


def supply_bodies(state: AhoyData, seat: int) -> int:
    on_map = sum(1 for f in state.figures if f.owner == seat and f.kind == BODY and f.space >= 0)
    return C.BOARDS.leviathan.bodies - on_map - state.players[seat].bodies


def gain_bodies(state: AhoyData, seat: int, n: int, events: list[Event]) -> None:
    n = min(n, supply_bodies(state, seat))
    if n > 0:
        state.players[seat].bodies += n
        events.append(Event("bodies", {"player": seat, "count": n}))


def head_steps(state: AhoyData, seat: int, fig: int) -> list[str]:
    """Directions a Head may move one space: not across a Sandbar, not into its own Head or
    Body, off the map only to explore."""
    space = state.figures[fig].space
    out = []
    for d in C.DIRS:
        to, sq = step_target(state, space, d)
        if to is None:
            if state.stack and tile_placements(state, sq):
                out.append(d)
        elif not sandbar_between(space, to) and not occupied(state, seat, to):
            out.append(d)
    return out


# -- start of turn: Start-of-Turn Movement ----------------------------------------------------


def begin_turn(state: AhoyData, seat: int) -> None:
    """At the start of your turn you must move your Heads Speed spaces in all."""
    p = state.players[seat]
    if p.speed > 0:
        state.pending.append(Frame("slither", seat, n=p.speed))


def bfs_distances(state: AhoyData, start: int) -> dict[int, int]:
    """Spaces by number of steps across the map (Sandbars ignored: a Strike passes over)."""
    return step_distances(state, start)


def strike_targets(state: AhoyData, seat: int, value: int) -> list[tuple[int, int]]:
    """Strike: a figure exactly `value` spaces from a Head, not in Fog."""
    out = []
    for k, h in enumerate(heads(state, seat)):
        here = state.figures[h].space
        if here < 0:
            continue
        dist = bfs_distances(state, here)
        for i, f in enumerate(state.figures):
            if (
                f.owner != seat
                and f.space >= 0
                and dist.get(f.space) == value
                and terrain(f.space).kind != "fog"
            ):
                out.append((k, i))
    return out


def feast_suits(state: AhoyData, space: int, forts: set[int] | None = None) -> set[str]:
    """The suits a Head at `space` may Feast on: Islands at or adjacent to it, not an Island
    with a Stronghold (F&F "Change to Core Game"). `forts`: the Stronghold Islands, if
    already known."""
    if forts is None:
        forts = stronghold_islands(state)
    return {
        C.TILES[tile_of(s)].suit
        for s in (space, *neighbours(state, space))
        if is_island(s) and s not in forts
    }


def feast_options(state: AhoyData, seat: int) -> list[tuple[int, int]]:
    """Feast: a Market card whose suit matches an Island adjacent to a Head."""
    forts = stronghold_islands(state)
    out = []
    for k, h in enumerate(heads(state, seat)):
        here = state.figures[h].space
        if here < 0:
            continue
        suits = feast_suits(state, here, forts)
        out += [(k, c) for c in sorted(set(state.market)) if C.CARDS[c].suit in suits]
    return out


def appetite_reward(state: AhoyData, suit: str) -> str:
    """The face-up Appetite card's reward for Feasting on a Crew of `suit`."""
    return LEV.appetite.rewards[LEV.appetite.cards[state.appetite].index(suit)]


def devour_islands(state: AhoyData, seat: int) -> list[int]:
    out = set()
    for h in heads(state, seat):
        here = state.figures[h].space
        if here < 0:
            continue
        for s in (here, *neighbours(state, here)):
            if is_island(s) and state.comrades[tile_of(s)]:
                out.add(tile_of(s))
    return sorted(out)


def grow_head_spaces(state: AhoyData, seat: int) -> list[int]:
    out = set()
    for f in state.figures:
        if f.owner == seat and f.kind == BODY and f.space >= 0:
            out.update(s for s in neighbours(state, f.space) if not occupied(state, seat, s))
    return sorted(out)


def advance_options(state: AhoyData, seat: int, pay: bool) -> list[Action]:
    p = state.players[seat]
    out = []
    if p.speed < 4 and (not pay or LEV.tracks.speed_cost[p.speed + 1] <= p.gold):
        out.append(Action("grow", ("speed",)))
    if p.fangs < 4 and (not pay or LEV.tracks.fangs_cost[p.fangs + 1] <= p.gold):
        out.append(Action("grow", ("fangs",)))
    return out


def resolve(state: AhoyData, seat: int, action: str, value: int, events: list[Event]) -> None:
    """A Leviathan board action with the placed die's value."""
    if action in ("slink", "dive"):
        state.pending.append(Frame("pickhead", seat, n=value, text=action))
    elif action == "heal":
        from seaboard.games.ahoy.rules.common import damaged_slots

        if damaged_slots(state.players[seat]):
            state.pending.append(Frame("repair", seat, n=2))
    elif action == "strike":
        state.pending.append(Frame("strike", seat, n=value))
    elif action == "feast":
        state.pending.append(Frame("feast", seat))
    elif action == "grow":
        state.pending.append(Frame("grow", seat))
    elif action == "devour":
        state.pending.append(Frame("devour", seat))
    elif action == "brain":
        state.pending.append(Frame("brain", seat, n=value))
    elif action == "nimble":
        state.pending.append(Frame("nimble", seat, n=value))


def frame_legal(state: AhoyData, frame: Frame) -> list[Action]:
    seat = frame.player
    p = state.players[seat]
    kind = frame.kind
    hs = heads(state, seat)
    if kind == "slither":
        return [
            Action("slither", (k, d))
            for k, h in enumerate(hs)
            if state.figures[h].space >= 0 and h not in frame.used
            for d in head_steps(state, seat, h)
        ]
    if kind == "pickhead":
        return [Action("head", (k,)) for k, h in enumerate(hs) if state.figures[h].space >= 0]
    if kind == "strike":
        targets = strike_targets(state, seat, frame.n)
        out = [Action("strike", (k, i)) for k, i in targets]
        if has_evolution(state, seat, "caustic-spray"):
            out += [Action("spray", (k, i)) for k, i in targets]
        return [*out, Action("pass")]
    if kind == "feast":
        out = [Action("feast", (k, C.CARD_IDS[c])) for k, c in feast_options(state, seat)]
        return [*out, Action("pass")]
    if kind == "grow":
        return [*advance_options(state, seat, True), Action("done")]
    if kind == "advance":
        return advance_options(state, seat, False)
    if kind == "growhead":
        return [Action("to", (C.SPACE_IDS[s],)) for s in grow_head_spaces(state, seat)]
    if kind == "evolve":
        return [Action("evolve", (C.EVOLUTIONS[e],)) for e in sorted(set(p.evolutions))]
    if kind == "devour":
        return [Action("devour", (C.TILE_IDS[t],)) for t in devour_islands(state, seat)] + [
            Action("pass")
        ]
    if kind == "brain":
        return [Action("brain", (a,)) for a in BOARD_ACTIONS]
    if kind == "nimble":
        out = []
        for k, h in enumerate(hs):
            here = state.figures[h].space
            if here < 0:
                continue
            for s, dist in sorted(bfs_distances(state, here).items()):
                if 1 <= dist <= frame.n and not occupied(state, seat, s):
                    out.append(Action("nimble", (k, C.SPACE_IDS[s])))
        return [*out, Action("pass")]
    if kind == "extras":
        return [Action("extra", (x,)) for x in EXTRAS if x not in {EXTRAS[u] for u in frame.used}]
    raise AssertionError(kind)


def frame_apply(state: AhoyData, frame: Frame, action: Action, events: list[Event]) -> None:
    seat = frame.player
    p = state.players[seat]
    kind = frame.kind
    hs = heads(state, seat)
    if kind == "slither":
        head = hs[int(action.args[0])]
        old = state.figures[head].space
        frame.n -= 1
        if frame.n <= 0:
            state.pending.remove(frame)
        mover = Frame("move", seat, fig=head, n=1, text="slither")
        state.pending.append(mover)
        do_step(state, mover, str(action.args[1]), events)
        if mover.b & STOPPED:
            frame.used.append(head)  # a Head that explores or battles stops
        if p.bodies and supply_bodies(state, seat) >= 0:
            body = next(
                (
                    i
                    for i, f in enumerate(state.figures)
                    if f.owner == seat and f.kind == BODY and f.space == NOWHERE
                ),
                None,
            )
            if body is not None:
                p.bodies -= 1
                state.figures[body].space = old
                events.append(Event("body", {"player": seat, "space": C.SPACE_IDS[old]}))
        return
    state.pending.remove(frame)
    if kind == "pickhead":
        head = hs[int(action.args[0])]
        if frame.text == "slink":  # Slink: a Sail by another name
            state.pending.append(Frame("move", seat, fig=head, n=2, text="slink"))
        else:  # Dive: a Tailwind that ends your turn
            p.placed = max(p.placed, C.RULES.end.dice_per_turn)
            state.pending.append(Frame("tailwind", seat, fig=head, n=frame.n, text="dive"))
    elif kind == "strike":
        if action.kind == "pass":
            return
        head, target = hs[int(action.args[0])], int(action.args[1])
        if action.kind == "spray":  # Caustic Spray: every enemy figure in the space
            space = state.figures[target].space
            foes = [i for i, f in enumerate(state.figures) if f.space == space and f.owner != seat]
        else:
            foes = [target]
        state.pending.append(Frame("fights", seat, fig=head, used=foes, text="strike"))
    elif kind == "feast":
        if action.kind == "pass":
            return
        head = hs[int(action.args[0])]
        card = C.CARD_INDEX[str(action.args[1])]
        feast(state, seat, head, card, events)
    elif kind in ("grow", "advance"):
        if action.kind == "done":
            return
        track = str(action.args[0])
        if track == "speed":
            p.speed += 1
            cost = LEV.tracks.speed_cost[p.speed]
        else:
            p.fangs += 1
            cost = LEV.tracks.fangs_cost[p.fangs]
        if kind == "grow":
            p.gold -= cost
            state.pending.append(Frame("grow", seat))  # any number of times
        events.append(Event("track", {"player": seat, "track": track, "value": getattr(p, track)}))
    elif kind == "growhead":
        space = C.SPACE_IDS.index(str(action.args[0]))
        free = next(h for h in hs if state.figures[h].space == NOWHERE)
        state.figures[free].space = space
        events.append(Event("head", {"player": seat, "space": C.SPACE_IDS[space]}))
    elif kind == "evolve":
        evo = C.EVOLUTIONS.index(str(action.args[0]))
        p.evolutions.remove(evo)
        p.evolved.append(evo)
        events.append(Event("evolved", {"player": seat, "evolution": C.EVOLUTIONS[evo]}))
        name = C.EVOLUTIONS[evo]
        if name in ("developed-brain", "nimble"):
            from seaboard.games.ahoy.state import Slot

            p.slots.append(Slot(name, "brain" if name == "developed-brain" else "nimble", (), True))
        draw_evolution(state, seat, events)
    elif kind == "devour":
        if action.kind == "pass":
            return
        tile = C.TILE_IDS.index(str(action.args[0]))
        remove_comrades(state, tile, LEV.evolutions.devour_comrades, events)
        if advance_options(state, seat, False):
            state.pending.append(Frame("advance", seat))
    elif kind == "brain":  # Developed Brain: any board action, ignoring die restrictions
        resolve(state, seat, str(action.args[0]), frame.n, events)
    elif kind == "nimble":
        if action.kind == "pass":
            return
        head = hs[int(action.args[0])]
        direct_move(state, seat, head, C.SPACE_IDS.index(str(action.args[1])), "nimble", events)
    elif kind == "extras":
        extra = EXTRAS.index(str(action.args[0]))
        frame.used.append(extra)
        if frame.n - 1 > 0 and len(frame.used) < len(EXTRAS):
            frame.n -= 1
            state.pending.append(frame)
        take_extra(state, seat, frame.fig, frame.a, EXTRAS[extra], events)


def take_extra(
    state: AhoyData, seat: int, loser_fig: int, loser: int, extra: str, events: list[Event]
) -> None:
    """Battle Victory: extra results, each at most once."""
    from seaboard.games.ahoy.rules.common import damage_figure

    if extra == "damage":
        damage_figure(state, loser_fig, 1, events)
    elif extra == "fame":
        gain_fame(state, seat, 1, "battle", events)
    elif extra == "body":
        gain_bodies(state, seat, 1, events)
    else:
        stolen = min(1, state.players[loser].gold)
        state.players[loser].gold -= stolen
        gain_gold(state, seat, stolen, "steal", events)


def feast(state: AhoyData, seat: int, head: int, card: int, events: list[Event]) -> None:
    """Feast: discard the Crew, gain the Appetite card's reward for its suit."""
    p = state.players[seat]
    suit = C.CARDS[card].suit
    if has_evolution(state, seat, "symbiotic"):
        recruit(state, seat, card, 0, True, events)  # Symbiotic: keep it as Crew
    else:
        state.market.remove(card)
        state.boxed.append(card)
        events.append(Event("feast", {"player": seat, "card": C.CARD_IDS[card]}))
    refill_market(state, events)
    just_drawn = state.market[-1] if state.market else -1
    reward = appetite_reward(state, suit)
    region = tile_of(state.figures[head].space)
    events.append(Event("appetite", {"player": seat, "reward": reward}))
    if reward == "advance":
        if advance_options(state, seat, False):
            state.pending.append(Frame("advance", seat))
        return
    if reward == "spread_terror":
        gain_gold(state, seat, LEV.evolutions.terror_gold, "terror", events)
        gain_bodies(state, seat, LEV.evolutions.terror_bodies, events)
        gone = [c for c in state.market if c != just_drawn]
        for c in gone:
            state.market.remove(c)
            state.boxed.append(c)
        if gone:
            events.append(Event("market_boxed", {"player": seat}))
        refill_market(state, events)
        return
    raise_wealth(state, region, 1, events)
    if reward == "grow_body":
        gain_bodies(state, seat, LEV.evolutions.grow_bodies, events)
    elif reward == "grow_head":
        if any(state.figures[h].space == NOWHERE for h in heads(state, seat)) and (
            grow_head_spaces(state, seat)
        ):
            state.pending.append(Frame("growhead", seat))
    elif reward == "evolve":
        gain_bodies(state, seat, LEV.evolutions.evolve_bodies, events)
        if p.evolutions:
            state.pending.append(Frame("evolve", seat))


def draw_evolution(state: AhoyData, seat: int, events: list[Event]) -> None:
    if state.evolution_deck:
        card = state.evolution_deck.pop()
        state.players[seat].evolutions.append(card)
        state.players[seat].evolutions.sort()
        events.append(
            Event(
                "evolution_drawn",
                {"player": seat, "evolution": C.EVOLUTIONS[card]},
                to=frozenset({seat}),
            )
        )


def longest_chain(state: AhoyData, seat: int) -> int:
    """End-of-Round Scoring: the most Leviathan figures on one path of edge-adjacent spaces
    (a path cannot trace backward, so branches do not add)."""
    spaces = {
        square(state, f.space)
        for f in state.figures
        if f.owner == seat and f.kind in (FLAGSHIP, BODY) and f.space >= 0
    }
    best = 0

    def walk(at: tuple[int, int], seen: set[tuple[int, int]]) -> None:
        nonlocal best
        best = max(best, len(seen))
        for dx, dy in DELTA.values():
            nxt = (at[0] + dx, at[1] + dy)
            if nxt in spaces and nxt not in seen:
                seen.add(nxt)
                walk(nxt, seen)
                seen.remove(nxt)

    for sq in spaces:
        walk(sq, {sq})
    return best


def new_appetite(state: AhoyData, events: list[Event]) -> None:
    """Round end (Leviathan board): discard the Appetite card and reveal a new one; an
    empty deck is refilled from the discards (house)."""
    if state.appetite >= 0:
        state.appetite_discard.append(state.appetite)
    if not state.appetite_deck:
        state.appetite_deck = sorted(state.appetite_discard)
        state.appetite_discard = []
        state.rng.shuffle(state.appetite_deck)
    state.appetite = state.appetite_deck.pop()
    events.append(Event("appetite_card", {"card": state.appetite + 1}))


def evolution_fame(state: AhoyData, seat: int) -> int:
    table = LEV.scoring.evolution_fame
    return table[min(len(state.players[seat].evolved), len(table) - 1)]


__all__ = ["island", "LEVIATHAN"]

"""The Smugglers (ahoy.md §7.3): Smuggle and Deliver at Islands, the reward grid, secret
pledges, and Negotiate."""

from __future__ import annotations

from seaboard.engine.game import Action, Event
from seaboard.games.ahoy import content as C
from seaboard.games.ahoy.rules.common import (
    DELTA,
    LOCAL,
    RULES,
    damaged_slots,
    flagship,
    gain_fame,
    gain_gold,
    is_island,
    place_tile,
    raise_wealth,
    recruit,
    refill_market,
    remove_comrades,
    rotate,
    stronghold_islands,
    tile_of,
    tile_placements,
)
from seaboard.games.ahoy.rules.move import NO_BATTLE
from seaboard.games.ahoy.state import SMUGGLER, AhoyData, Frame

PLEDGES = ("bluefin", "mollusk")  # the two pledge markers (S-smug)
SMUGGLER_FRAMES = ("reward", "spend", "anyrecruit", "pledge", "negotiate", "edge", "raise_any")


def island_here(state: AhoyData, seat: int) -> int | None:
    """The Island the Smuggler's Flagship is at, unless a Stronghold holds it (Island
    dominance, F&F "Change to Core Game")."""
    here = state.figures[flagship(state, seat)].space
    if here < 0 or not is_island(here) or here in stronghold_islands(state):
        return None
    return here


def island_actions(state: AhoyData, seat: int) -> list[Action]:
    """Smuggle and Deliver (ahoy.md §7.3.2): free actions at an Island."""
    p = state.players[seat]
    if p.faction != SMUGGLER:
        return []
    here = island_here(state, seat)
    if here is None:
        return []
    suit = C.TILES[tile_of(here)].suit
    out = []
    if len(p.cargo) < C.BOARDS.smuggler.cargo_limit:
        out += [
            Action("smuggle", (C.CARD_IDS[c],))
            for c in sorted(set(state.market))
            if C.CARDS[c].suit == suit
        ]
    out += [
        Action("deliver", (C.CARD_IDS[c],))
        for c in sorted(set(p.cargo))
        if C.CARDS[c].deliver_to == suit
    ]
    return out


def island_apply(state: AhoyData, seat: int, action: Action, events: list[Event]) -> None:
    p = state.players[seat]
    card = C.CARD_INDEX[str(action.args[0])]
    if action.kind == "smuggle":
        state.market.remove(card)
        p.cargo.append(card)
        events.append(Event("smuggled", {"player": seat, "card": C.CARD_IDS[card]}))
        refill_market(state, events)
        return
    # Deliver: 2 Fame, +1 wealth there, a reward, then the Cargo under a pledge marker
    here = island_here(state, seat)
    assert here is not None
    p.cargo.remove(card)
    events.append(Event("delivered", {"player": seat, "card": C.CARD_IDS[card]}))
    gain_fame(state, seat, RULES.deliver.fame, "delivery", events)
    raise_wealth(state, tile_of(here), RULES.deliver.wealth, events)
    state.pending.append(Frame("pledge", seat, a=card))
    state.pending.append(Frame("reward", seat))


def reward_cells(player_reward: int, previous: int) -> list[int]:
    row, col = divmod(player_reward, 5)
    out = []
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        r, c = row + dr, col + dc
        if 0 <= r < 5 and 0 <= c < 5 and r * 5 + c != previous:
            out.append(r * 5 + c)
    return sorted(out)


def edge_choices(state: AhoyData) -> list[tuple[int, str]]:
    """Add a tile to the map: an empty square next to the map, named by the map space
    beside it and the direction."""
    out = []
    if not state.stack:
        return out
    for (x, y), space in sorted(state.grid.items(), key=lambda kv: kv[1]):
        for d in C.DIRS:
            dx, dy = DELTA[d]
            sq = (x + dx, y + dy)
            if sq not in state.grid and tile_placements(state, sq):
                out.append((space, d))
    return out


def frame_legal(state: AhoyData, frame: Frame) -> list[Action]:
    seat = frame.player
    p = state.players[seat]
    kind = frame.kind
    if kind == "reward":
        return [Action("reward", (c,)) for c in reward_cells(p.reward, p.reward_prev)]
    if kind == "spend":
        return [Action("spend", (n,)) for n in range(0, min(frame.n, p.gold) + 1)]
    if kind in ("anyrecruit", "negotiate"):
        out = [Action("take", (C.CARD_IDS[c],)) for c in sorted(set(state.market))]
        return [*out, Action("pass")]
    if kind == "pledge":
        return [Action("pledge", (w,)) for w in PLEDGES]
    if kind == "edge":
        return [Action("edge", (C.SPACE_IDS[s], d)) for s, d in edge_choices(state)]
    if kind == "raise_any":
        return [
            Action("raise", (C.TILE_IDS[t.tile],))
            for t in sorted(state.placed, key=lambda t: t.tile)
        ]
    raise AssertionError(kind)


def frame_apply(state: AhoyData, frame: Frame, action: Action, events: list[Event]) -> None:
    seat = frame.player
    p = state.players[seat]
    kind = frame.kind
    state.pending.remove(frame)
    if kind == "reward":
        cell = int(action.args[0])
        p.reward_prev, p.reward = p.reward, cell
        take_reward(state, seat, C.REWARDS.cells[cell], events)
    elif kind == "spend":
        n = int(action.args[0])
        p.gold -= n
        gain_fame(state, seat, n, "reward", events)
    elif kind == "anyrecruit":
        if action.kind == "take":
            recruit(state, seat, C.CARD_INDEX[str(action.args[0])], 0, True, events)
            refill_market(state, events)
    elif kind == "negotiate":
        if action.kind == "take":
            recruit(state, seat, C.CARD_INDEX[str(action.args[0])], 0, True, events)
            refill_market(state, events)
            here = state.figures[flagship(state, seat)].space
            if frame.n == 0 and state.comrades[tile_of(here)] and state.market:
                # one more if you also remove 1 Comrade from that Island
                state.pending.append(Frame("negotiate", seat, n=1))
            elif frame.n == 1:
                remove_comrades(state, tile_of(here), 1, events)
    elif kind == "pledge":
        which = PLEDGES.index(str(action.args[0]))
        p.pledged[which].append(frame.a)
        p.pledged[which].sort()
        events.append(
            Event(
                "pledged",
                {"player": seat, "card": C.CARD_IDS[frame.a], "marker": PLEDGES[which]},
                to=frozenset({seat}),
            )
        )
        others = frozenset(range(state.config.players)) - {seat}
        events.append(
            Event("pledged_secretly", {"player": seat, "card": C.CARD_IDS[frame.a]}, to=others)
        )
    elif kind == "edge":
        space, d = C.SPACE_IDS.index(str(action.args[0])), str(action.args[1])
        x, y = next(sq for sq, s in state.grid.items() if s == space)
        dx, dy = DELTA[d]
        state.pending.append(Frame("explore", seat, fig=-1, a=x + dx, b=y + dy))
    elif kind == "raise_any":
        raise_wealth(state, C.TILE_IDS.index(str(action.args[0])), 1, events)


def take_reward(state: AhoyData, seat: int, cell: C.Cell, events: list[Event]) -> None:
    p = state.players[seat]
    ship = flagship(state, seat)
    events.append(Event("reward", {"player": seat, "reward": cell.kind, "n": cell.n}))
    kind = cell.kind
    if kind == "buy_fame":
        state.pending.append(Frame("spend", seat, n=cell.n))
    elif kind == "move":
        state.pending.append(Frame("move", seat, fig=ship, n=cell.n, text="reward"))
    elif kind == "move_safe":
        state.pending.append(Frame("move", seat, fig=ship, n=cell.n, b=NO_BATTLE, text="reward"))
    elif kind == "fame":
        gain_fame(state, seat, cell.n, "reward", events)
    elif kind == "fame_wealth":
        gain_fame(state, seat, cell.n, "reward", events)
        state.pending.append(Frame("raise_any", seat))
    elif kind == "recruit":
        if state.market:
            state.pending.append(Frame("anyrecruit", seat))
    elif kind == "tailwind":
        state.pending.append(Frame("tailwind", seat, fig=ship, n=0, text="direct"))
    elif kind == "gold":
        gain_gold(state, seat, cell.n, "reward", events)
    elif kind in ("repair", "repair_fame"):
        fixed = damaged_slots(p)
        for s in fixed:
            s.damaged = False
        events.append(Event("repaired", {"player": seat, "count": len(fixed)}))
        if kind == "repair_fame":
            gain_fame(state, seat, len(fixed), "reward", events)
    elif kind == "tile" and edge_choices(state):
        state.pending.append(Frame("edge", seat))


def negotiate(state: AhoyData, seat: int, events: list[Event]) -> None:
    """Negotiate (ahoy.md §7.3.1): at an Island, recruit one Crew ignoring cost and suit."""
    if island_here(state, seat) is not None and state.market:
        state.pending.append(Frame("negotiate", seat, n=0))


__all__ = ["LOCAL", "rotate", "place_tile"]

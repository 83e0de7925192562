"""Set-up (ahoy.md §3), a player's turn (§4.1): placing dice on slots and resolving their
actions (§6.1, §7), the free Island actions (§6.2, §7.3.2), the Mollusk plans (§7.2), the
end of a turn, and the end of a round in its printed order (§4.2, §4.3)."""

from __future__ import annotations

from operator import attrgetter

from seaboard.engine.game import Action, Event
from seaboard.games.ahoy import content as C
from seaboard.games.ahoy.content import (
    BOARDS,
    CARD_IDS,
    CARD_INDEX,
    CARDS,
    EVOLUTIONS,
    FACTIONS,
    FRIGATES,
    PLAN_DECK,
    PLAN_IDS,
    REWARDS,
    SLOT_NAMES,
    SPACE_IDS,
    SUITS,
    TILE_IDS,
    TILES,
)
from seaboard.games.ahoy.rules import coral as K
from seaboard.games.ahoy.rules import crew as W
from seaboard.games.ahoy.rules import leviathan as L
from seaboard.games.ahoy.rules import smuggler as S
from seaboard.games.ahoy.rules.battle import start_fights
from seaboard.games.ahoy.rules.common import (
    RULES,
    add_comrades_to_island,
    controller,
    crew_figures,
    damaged_slots,
    flagship,
    gain_fame,
    gain_gold,
    has_crew,
    is_island,
    island,
    neighbours,
    on_map,
    patrols,
    place_tile,
    raise_wealth,
    recruit,
    refill_market,
    remove_comrades,
    slot_named,
    stronghold_islands,
    supply_figure,
    tile_of,
)
from seaboard.games.ahoy.rules.move import direct_move, tailwind_targets
from seaboard.games.ahoy.state import (
    BLUEFIN,
    BODY,
    CORAL,
    CUTTER,
    FLAGSHIP,
    GUNSHIP,
    LEVIATHAN,
    MOLLUSK,
    NOWHERE,
    OVER,
    PATROL,
    PLAY,
    SMUGGLER,
    STRONGHOLD,
    AhoyData,
    Figure,
    Frame,
    Player,
    Slot,
)

SEATS = {
    2: (BLUEFIN, MOLLUSK),
    3: (BLUEFIN, SMUGGLER, MOLLUSK),
    4: (BLUEFIN, SMUGGLER, MOLLUSK, SMUGGLER),
}  # ahoy.md §3.1
FREE_PLANS = ("evacuation", "sneak-attack", "enlist", "dynamic-entry", "cutter", "gunship")
BY_TILE = attrgetter("tile")  # placed tiles in tile order (no lambda: Cython-typed rules)


# -- set-up (ahoy.md §3.2, §3.3) --------------------------------------------------------------


def seat_factions(state: AhoyData) -> list[str]:
    """The factions by seat (ahoy.md §3.1). An expansion faction replaces a Smuggler; with 4
    players it sits 2nd or 4th at random (F&F "Faction Setup")."""
    n = state.config.players
    seats = list(SEATS[n])
    wanted = {LEVIATHAN: "leviathan", CORAL: "coral_cap"}
    expansion = [f for f, option in wanted.items() if getattr(state.config, option, False)]
    if n == 3 and expansion:
        seats[1] = expansion[0]
    elif n == 4 and expansion:
        free = [1, 3]
        state.rng.shuffle(free)
        for faction, seat in zip(expansion, free, strict=False):
            seats[seat] = faction
    return seats


def setup(state: AhoyData) -> list[Event]:
    rng = state.rng
    n = state.config.players
    for seat, faction in enumerate(seat_factions(state)):
        board = FACTIONS[faction]
        names = SLOT_NAMES[faction]
        slots = [
            Slot(name, s.action, tuple(s.values), s.damageable)
            for name, s in zip(names, board.slots, strict=True)
        ]
        player = Player(faction, board.gold, slots)
        player.dice = sorted(rng.die() for _ in range(board.dice))
        if faction == MOLLUSK:
            player.ready = board.ready_comrades
            player.supply = board.comrades - board.ready_comrades
        if faction == SMUGGLER:
            player.pledged = [[] for _ in S.PLEDGES]
            player.reward = REWARDS.start  # under the Bluefin and the Mollusk pledge markers
        state.players.append(player)
        state.figures.extend(Figure(seat, FLAGSHIP) for _ in range(max(1, board.heads)))
        state.figures.extend(Figure(seat, BODY) for _ in range(board.bodies))
        if faction == LEVIATHAN:
            player.speed = C.LEVIATHAN.tracks.speed_start
            player.fangs = C.LEVIATHAN.tracks.fangs_start
            player.bodies = board.ready_bodies
        state.figures.extend(Figure(seat, PATROL) for _ in range(board.patrols))
        if faction == CORAL:
            state.figures.extend(Figure(seat, name) for name in FRIGATES)
            player.jobs = [0] * (3 * len(FRIGATES))
            player.captains = [-1] * len(FRIGATES)
            state.job_bag = sorted(C.CORAL.jobs.tokens)
            rng.shuffle(state.job_bag)
        state.figures.extend(Figure(seat, STRONGHOLD) for _ in range(board.strongholds))
        if faction == MOLLUSK:
            state.figures.append(Figure(seat, CUTTER))
            state.figures.append(Figure(seat, GUNSHIP))
    # region stack: shuffle, remove 1 unseen; two tiles side by side, offset by one
    # space, turned opposite ways (house G8, as the TTPG module lays them)
    tiles = list(range(len(TILES)))
    rng.shuffle(tiles)
    for _ in range(RULES.setup.tiles_removed):
        state.removed_tiles.append(tiles.pop())
    state.removed_tiles.sort()
    first, second = tiles.pop(), tiles.pop()
    place_tile(state, first, 0, 0, 3)
    place_tile(state, second, 2, 1, 1)
    state.stack = tiles
    state.comrades = [0] * len(TILES)
    # Market deck: with fewer than 4 players remove one random card of each suit
    deck = list(range(len(CARDS)))
    if n < 4:
        for suit in SUITS:
            of_suit = [i for i in deck if CARDS[i].suit == suit]
            for card in rng.sample(of_suit, RULES.setup.remove_per_suit_below_4):
                deck.remove(card)
                state.removed_cards.append(card)
        state.removed_cards.sort()
    rng.shuffle(deck)
    state.deck = deck
    events: list[Event] = []
    refill_market(state, events)
    plans = list(PLAN_DECK)
    rng.shuffle(plans)
    state.plan_deck = plans
    for seat, p in enumerate(state.players):
        if p.faction == MOLLUSK:
            draw_plans(state, seat, BOARDS.mollusk.plans_drawn, events)
    if any(p.faction == LEVIATHAN for p in state.players):
        # the Appetite deck (one face up) and the Evolution deck (2 in hand)
        state.appetite_deck = list(range(len(C.LEVIATHAN.appetite.cards)))
        rng.shuffle(state.appetite_deck)
        state.appetite = state.appetite_deck.pop()
        state.evolution_deck = list(range(len(EVOLUTIONS)))
        rng.shuffle(state.evolution_deck)
        for seat, p in enumerate(state.players):
            if p.faction == LEVIATHAN:
                for _ in range(C.LEVIATHAN.scoring.hand):
                    L.draw_evolution(state, seat, events)
    # set-up choices, Bluefin first (its board: "set up first")
    for seat in reversed(range(n)):
        if state.players[seat].faction in (BLUEFIN, SMUGGLER, LEVIATHAN, CORAL):
            state.pending.append(Frame("start", seat))
    state.current = 0
    state.first = 0
    return events


def draw_plans(state: AhoyData, seat: int, n: int, events: list[Event]) -> None:
    drawn = []
    for _ in range(n):
        if not state.plan_deck and state.plan_discard:
            # house G16: the plan discard is shuffled into a new deck
            state.plan_deck = sorted(state.plan_discard)
            state.plan_discard = []
            state.rng.shuffle(state.plan_deck)
        if not state.plan_deck:
            break
        drawn.append(state.plan_deck.pop())
    state.players[seat].plans.extend(drawn)
    state.players[seat].plans.sort()
    if drawn:
        # one event with the cards sorted: the order of the deck stays unseen
        names = [PLAN_IDS[c] for c in sorted(drawn)]
        events.append(Event("plan_drawn", {"player": seat, "plans": names}, to=frozenset({seat})))
        others = frozenset(range(state.config.players)) - {seat}
        events.append(Event("plans_drawn", {"player": seat, "count": len(drawn)}, to=others))


def start_spaces(state: AhoyData, seat: int) -> list[int]:
    faction = state.players[seat].faction
    if faction == BLUEFIN:  # the Island of either starting tile
        return sorted(island(p.tile) for p in state.placed[:2])
    return sorted(s for s in state.grid.values() if not is_island(s))  # any but an Island


def start_apply(state: AhoyData, frame: Frame, space: int, events: list[Event]) -> None:
    seat = frame.player
    state.pending.remove(frame)
    state.figures[flagship(state, seat)].space = space
    events.append(Event("start", {"player": seat, "space": SPACE_IDS[space]}))
    if state.players[seat].faction == BLUEFIN:
        patrol = supply_figure(state, seat, PATROL)
        assert patrol is not None
        state.figures[patrol].space = space
        # the Mollusk Union takes the other ("empty") Island
        for union, p in enumerate(state.players):
            if p.faction == MOLLUSK:
                other = next(island(t.tile) for t in state.placed[:2] if island(t.tile) != space)
                state.figures[flagship(state, union)].space = other
                state.comrades[tile_of(other)] += BOARDS.mollusk.start_comrades
                p.supply -= BOARDS.mollusk.start_comrades
                events.append(Event("start", {"player": union, "space": SPACE_IDS[other]}))
    if not state.pending:
        state.phase = PLAY
        begin_turn(state, state.first)


def begin_turn(state: AhoyData, seat: int) -> None:
    state.current = seat
    state.pending.append(Frame("turn", seat))
    if state.players[seat].faction == LEVIATHAN:
        L.begin_turn(state, seat)  # Start-of-Turn Movement
    if state.players[seat].faction == CORAL:
        K.begin_turn(state, seat)  # the Wayfinder


# -- placing dice (ahoy.md §4.1) -------------------------------------------------------------


def adjust_cost(player: Player, face: int, value: int) -> int:
    """Gold to turn a die from `face` to `value`: 1 per pip (Middleman: up to 2 per gold)."""
    return -(-abs(face - value) // pips_per_gold(player))


def pips_per_gold(player: Player) -> int:
    return 2 if has_crew(player, "middleman") else 1


def may_place(state: AhoyData, seat: int) -> bool:
    p = state.players[seat]
    return bool(p.dice) and p.placed < RULES.end.dice_per_turn


def place_actions(state: AhoyData, seat: int) -> list[Action]:
    p = state.players[seat]
    if not may_place(state, seat):
        return []
    out = []
    faces = sorted(set(p.dice))
    # the (face, value) pairs this player can afford, once per call (a hot path)
    per_gold, gold = pips_per_gold(p), p.gold
    affordable = {  # adjust_cost, inlined
        value: [face for face in faces if -(-abs(face - value) // per_gold) <= gold]
        for value in range(1, 7)
    }
    for slot in p.slots:
        if slot.die or slot.damaged:
            continue
        for value in slot.values or ALL_VALUES:
            for face in affordable[value]:
                key = (slot.name, face, value)
                action = _PLACE.get(key)
                if action is None:
                    action = _PLACE[key] = Action("place", key)
                out.append(action)
    return out


ALL_VALUES = range(1, 7)
_PLACE: dict[tuple[str, int, int], Action] = {}  # actions are immutable: made once each


def recruit_islands(state: AhoyData, seat: int) -> list[int]:
    """Islands this player may recruit at now (ahoy.md §6.2): the Flagship's Island, and
    for the Bluefin every Island with its Stronghold; never an enemy Stronghold's Island
    (Island dominance, F&F "Change to Core Game")."""
    p = state.players[seat]
    strongholds = stronghold_islands(state)
    out = set()
    here = state.figures[flagship(state, seat)].space
    if here >= 0 and is_island(here):
        out.add(here)
    if p.faction == BLUEFIN:
        out |= strongholds
    elif strongholds:
        out -= strongholds
    return sorted(out)


def recruit_actions(state: AhoyData, seat: int) -> list[Action]:
    p = state.players[seat]
    if p.faction == LEVIATHAN:
        return []  # Action Limits: the Leviathan cannot recruit Crew
    suits = {TILES[tile_of(s)].suit for s in recruit_islands(state, seat)}
    out = []
    for card in sorted(set(state.market)):
        info = CARDS[card]
        if info.suit not in suits:
            continue
        if info.die:
            if may_place(state, seat):
                out.extend([Action("recruit", (CARD_IDS[card], f)) for f in sorted(set(p.dice))])
        elif info.cost <= p.gold:
            out.append(Action("recruit", (CARD_IDS[card], 0)))
    return out


def free_plan_actions(state: AhoyData, seat: int) -> list[Action]:
    p = state.players[seat]
    out = []
    for plan in sorted(set(p.plans)):
        name = PLAN_IDS[plan]
        if name in FREE_PLANS and plan_usable(state, seat, name):
            out.append(Action("plan", (name,)))
    return out


def plan_usable(state: AhoyData, seat: int, name: str) -> bool:
    if name == "evacuation":
        return (
            len([t for t in state.placed if state.comrades[t.tile]]) >= 1 and len(state.placed) >= 2
        )
    if name == "sneak-attack":
        return bool(sneak_targets(state))
    if name == "enlist":
        return bool(enlist_targets(state))
    if name in ("cutter", "gunship"):
        return W.plan_ship_usable(state, seat, name)
    return True


def sneak_targets(state: AhoyData) -> list[int]:
    """Sneak Attack: a region whose Island holds a Comrade and which has a Patrol."""
    out = []
    for t in state.placed:
        if state.comrades[t.tile] and any(
            f.kind == PATROL and f.space >= 0 and tile_of(f.space) == t.tile for f in state.figures
        ):
            out.append(t.tile)
    return sorted(out)


def enlist_targets(state: AhoyData) -> list[int]:
    """Enlist: an Island holding Comrades, not a Stronghold's, with its suit in the Market."""
    strongholds = stronghold_islands(state)
    market_suits = {CARDS[c].suit for c in state.market}
    return sorted(
        t.tile
        for t in state.placed
        if state.comrades[t.tile]
        and island(t.tile) not in strongholds
        and TILES[t.tile].suit in market_suits
    )


def turn_legal(state: AhoyData, frame: Frame) -> list[Action]:
    seat = frame.player
    out = place_actions(state, seat)
    placing = bool(out)
    out += recruit_actions(state, seat)
    p = state.players[seat]
    if p.faction == MOLLUSK:
        out += free_plan_actions(state, seat)
    out += S.island_actions(state, seat)
    out += K.free_actions(state, seat)
    out += W.crew_actions(state, seat)
    if not placing or not p.dice or p.placed >= RULES.end.dice_per_turn:
        out.append(Action("end"))
    return out


def turn_apply(state: AhoyData, frame: Frame, action: Action, events: list[Event]) -> None:
    seat = frame.player
    p = state.players[seat]
    if action.kind == "place":
        name, face, value = str(action.args[0]), int(action.args[1]), int(action.args[2])
        slot = slot_named(p, name)
        p.gold -= adjust_cost(p, face, value)
        p.dice.remove(face)
        p.placed += 1
        slot.die = value
        events.append(
            Event("placed", {"player": seat, "slot": slot.action, "value": value, "face": face})
        )
        resolve_slot(state, seat, slot, value, events)
    elif action.kind == "recruit":
        recruit(state, seat, CARD_INDEX[str(action.args[0])], int(action.args[1]), False, events)
    elif action.kind == "plan":
        play_free_plan(state, seat, str(action.args[0]), events)
    elif action.kind in ("smuggle", "deliver"):
        S.island_apply(state, seat, action, events)
    elif action.kind in ("outfit", "job"):
        K.free_apply(state, seat, action, events)
    elif action.kind == "crew":
        W.crew_apply(state, seat, str(action.args[0]), events)
    elif action.kind == "end":
        state.pending.remove(frame)
        state.pending.append(Frame("endturn", seat))
        if p.faction == BLUEFIN and fortify_targets(state, seat):
            state.pending.append(Frame("fortify", seat))


def resolve_slot(state: AhoyData, seat: int, slot: Slot, value: int, events: list[Event]) -> None:
    """The action of a die slot (ahoy.md §6.1, §7)."""
    p = state.players[seat]
    ship = flagship(state, seat)
    here = state.figures[ship].space
    action = slot.action
    if p.faction == LEVIATHAN and action in (*L.BOARD_ACTIONS, "brain", "nimble"):
        L.resolve(state, seat, action, value, events)
        return
    if p.faction == CORAL and K.resolve(state, seat, action, value, events):
        return
    if W.resolve(state, seat, action, value, events):
        return
    if action == "sail":
        state.pending.append(Frame("move", seat, fig=ship, n=2, text="sail"))
    elif action == "fullsail":
        state.pending.append(Frame("move", seat, fig=ship, n=value, text="fullsail"))
    elif action == "tailwind":
        state.pending.append(Frame("tailwind", seat, fig=ship, n=value, text="tailwind"))
    elif action == "cannons":
        # house G9: loading Cannons starts battles with enemies in the Flagship's space
        for gunner in crew_figures(state, seat, "gunners-mate"):  # after those battles
            if W.gunnery_spaces(state, seat, gunner):
                state.pending.append(Frame("gunnery", seat, fig=gunner))
        start_fights(state, ship, "cannons")
    elif action == "order":
        state.pending.append(Frame("order", seat, n=4))
    elif action == "bombard":
        remove_comrades(state, tile_of(here), state.comrades[tile_of(here)], events)
    elif action == "deploy":
        if supply_figure(state, seat, PATROL) is not None:
            state.pending.append(Frame("deploy", seat))
    elif action == "repair":
        W.powder_monkey(state, seat)  # below the Repair: it follows it
        if damaged_slots(p):
            state.pending.append(Frame("repair", seat, n=2))
    elif action == "assemble":
        if p.ready:
            state.pending.append(Frame("assemble", seat))
    elif action == "inspire":
        if p.ready:
            state.pending.append(Frame("inspire", seat, n=4))
    elif action == "rally":
        if is_island(here):
            n = min(4, p.supply)
            p.supply -= n
            p.ready += n
            events.append(Event("ready", {"player": seat, "count": n}))
    elif action == "negotiate":
        S.negotiate(state, seat, events)
    elif action == "shipwright":  # Shipwright: repair all your damage (a Frigate's too)
        for s in damaged_slots(p):
            s.damaged = False
        p.jobs = [0 if j == -1 else j for j in p.jobs]
        events.append(Event("repaired", {"player": seat, "count": 0}))
    elif action in ("sailor", "trawler"):
        # Sailor: move your Flagship 1-3 spaces; Trawler: 1-2. A Captain's slot moves its
        # Frigate instead (F&F "Captain Ability")
        mover = W.holder(state, seat, action)
        if mover is not None:
            n, text = (3, "crew") if action == "sailor" else (2, "trawler")
            state.pending.append(Frame("move", seat, fig=mover, n=n, text=text))


# -- the decisions some actions open -------------------------------------------------------


def fortify_targets(state: AhoyData, seat: int) -> list[int]:
    """Strongholds (ahoy.md §7.1): at the end of your turn, 2 Patrols on one Island become a
    Stronghold there."""
    if supply_figure(state, seat, STRONGHOLD) is None:
        return []
    count: dict[int, int] = {}
    for f in state.figures:
        if f.owner == seat and f.kind == PATROL and f.space >= 0 and is_island(f.space):
            count[f.space] = count.get(f.space, 0) + 1
    return sorted(s for s, n in count.items() if n >= 2)


def deploy_targets(state: AhoyData, seat: int) -> list[int]:
    here = state.figures[flagship(state, seat)].space
    return sorted({here, *neighbours(state, here)})


def inspire_targets(state: AhoyData, frame: Frame) -> list[int]:
    return sorted(island(t.tile) for t in state.placed if island(t.tile) not in frame.used)


def order_actions(state: AhoyData, frame: Frame) -> list[Action]:
    from seaboard.games.ahoy.rules.move import step_options

    out = []
    if frame.n > 0:
        for k, fig in enumerate(patrols(state, frame.player)):
            if state.figures[fig].space >= 0 and fig not in frame.used:
                out.extend([Action("order", (k, d)) for d in step_options(state, fig)])
    return [*out, Action("done")]


def play_free_plan(state: AhoyData, seat: int, name: str, events: list[Event]) -> None:
    p = state.players[seat]
    plan = PLAN_IDS.index(name)
    p.plans.remove(plan)
    if name not in ("cutter", "gunship"):  # the ship plans stay in play
        state.plan_discard.append(plan)
    events.append(Event("plan_played", {"player": seat, "plan": name}))
    if name in ("cutter", "gunship"):
        state.pending.append(Frame("launchship", seat, text=name))
    if name == "evacuation":
        state.pending.append(Frame("evacuate", seat))
    elif name == "sneak-attack":
        state.pending.append(Frame("sneak", seat))
    elif name == "enlist":
        state.pending.append(Frame("enlist_island", seat))
    elif name == "dynamic-entry":
        # raise your Cannons die by 2 (max 6), then you may move directly to a Tailwind space
        for s in p.slots:
            if s.action == "cannons" and s.die:
                s.die = min(6, s.die + 2)
        state.pending.append(Frame("tailwind", seat, fig=flagship(state, seat), n=0, text="direct"))


def small_legal(state: AhoyData, frame: Frame) -> list[Action]:
    """Legal actions of the small decision frames."""
    seat = frame.player
    p = state.players[seat]
    kind = frame.kind
    if kind == "start":
        return [Action("start", (SPACE_IDS[s],)) for s in start_spaces(state, seat)]
    if kind == "tailwind":
        spaces = tailwind_targets(state, frame.fig, frame.n)
        return [Action("to", (SPACE_IDS[s],)) for s in spaces] + [Action("pass")]
    if kind == "drop":
        return [Action("drop"), Action("pass")]
    if kind == "comrades":
        return [Action("comrades", ("island",)), Action("comrades", ("ready",))]
    if kind == "order":
        return order_actions(state, frame)
    if kind == "deploy":
        return [Action("deploy", (SPACE_IDS[s],)) for s in deploy_targets(state, seat)]
    if kind == "repair":
        return [Action("repair", (s.name,)) for s in damaged_slots(p)] + [Action("done")]
    if kind == "harbor":  # a Harbor's repair is not optional (house G1), only which slot
        return [Action("repair", (s.name,)) for s in damaged_slots(p)]
    if kind == "assemble":
        return [Action("assemble", (n,)) for n in range(0, min(4, p.ready) + 1)]
    if kind == "inspire":
        out = (
            [Action("inspire", (SPACE_IDS[s],)) for s in inspire_targets(state, frame)]
            if frame.n and p.ready
            else []
        )
        return [*out, Action("done")]
    if kind == "damage":
        from seaboard.games.ahoy.rules.common import free_for_damage

        return [Action("damage", (s.name,)) for s in free_for_damage(p)]
    if kind == "fortify":
        return [Action("fortify", (SPACE_IDS[s],)) for s in fortify_targets(state, seat)] + [
            Action("done")
        ]
    if kind == "raise":
        return [Action("raise", (TILE_IDS[t.tile],)) for t in sorted(state.placed, key=BY_TILE)]
    if kind == "refresh":
        return [Action("refresh"), Action("pass")]
    if kind == "evacuate":
        return [
            Action("evacuate", (TILE_IDS[t.tile],))
            for t in sorted(state.placed, key=BY_TILE)
            if state.comrades[t.tile]
        ]
    if kind == "spread":
        return [
            Action("spread", (TILE_IDS[t.tile],))
            for t in sorted(state.placed, key=BY_TILE)
            if t.tile != frame.a
        ]
    if kind == "sneak":
        return [Action("sneak", (TILE_IDS[t],)) for t in sneak_targets(state)]
    if kind == "sneak_patrols":
        spaces = sorted(
            {
                f.space
                for f in state.figures
                if f.kind == PATROL and f.space >= 0 and tile_of(f.space) == frame.a
            }
        )
        if not spaces:
            return []
        return [Action("unpatrol", (SPACE_IDS[sp],)) for sp in spaces] + [Action("done")]
    if kind == "enlist_island":
        return [Action("enlist", (TILE_IDS[t],)) for t in enlist_targets(state)]
    if kind == "enlist":
        suit = TILES[frame.a].suit
        cards = sorted([c for c in state.market if CARDS[c].suit == suit])
        return [Action("take", (CARD_IDS[c],)) for c in cards] + [Action("done")]
    raise AssertionError(f"no decision for frame {kind}")


def small_apply(state: AhoyData, frame: Frame, action: Action, events: list[Event]) -> None:
    seat = frame.player
    p = state.players[seat]
    kind = frame.kind
    arg = action.args[0] if action.args else None
    if kind == "start":
        start_apply(state, frame, SPACE_IDS.index(str(arg)), events)
    elif kind == "tailwind":
        state.pending.remove(frame)
        if action.kind == "to":
            direct_move(state, seat, frame.fig, SPACE_IDS.index(str(arg)), frame.text, events)
    elif kind == "drop":
        state.pending.remove(frame)
        if action.kind == "drop":
            patrol = supply_figure(state, seat, PATROL)
            assert patrol is not None
            here = state.figures[frame.fig].space
            state.figures[patrol].space = here
            events.append(Event("patrol", {"player": seat, "space": SPACE_IDS[here]}))
    elif kind == "comrades":
        state.pending.remove(frame)
        here = state.figures[frame.fig].space
        if arg == "island":
            add_comrades_to_island(state, seat, tile_of(here), 2, events)
        else:
            n = min(2, p.supply)
            p.supply -= n
            p.ready += n
            events.append(Event("ready", {"player": seat, "count": n}))
    elif kind == "order":
        if action.kind == "done":
            state.pending.remove(frame)
            return
        from seaboard.games.ahoy.rules.move import do_step

        fig = patrols(state, seat)[int(action.args[0])]
        frame.used.append(fig)
        frame.n -= 1
        mover = Frame("move", seat, fig=fig, n=1, text="order")
        state.pending.append(mover)
        do_step(state, mover, str(action.args[1]), events)
    elif kind == "deploy":
        state.pending.remove(frame)
        patrol = supply_figure(state, seat, PATROL)
        assert patrol is not None
        space = SPACE_IDS.index(str(arg))
        state.figures[patrol].space = space
        events.append(Event("patrol", {"player": seat, "space": str(arg)}))
        start_fights(state, patrol, "deploy")
    elif kind in ("repair", "harbor"):
        if action.kind == "done":
            state.pending.remove(frame)
            return
        slot = slot_named(p, arg)
        slot.damaged = False
        events.append(Event("repaired", {"player": seat, "count": 1}))
        frame.n -= 1
        if frame.n == 0 or not damaged_slots(p):
            state.pending.remove(frame)
    elif kind == "assemble":
        state.pending.remove(frame)
        here = state.figures[flagship(state, seat)].space
        add_comrades_to_island(state, seat, tile_of(here), int(str(arg)), events)
    elif kind == "inspire":
        if action.kind == "done":
            state.pending.remove(frame)
            return
        space = SPACE_IDS.index(str(arg))
        frame.used.append(space)
        frame.n -= 1
        add_comrades_to_island(state, seat, tile_of(space), 1, events)
        if frame.n == 0 or not p.ready:
            state.pending.remove(frame)
    elif kind == "damage":
        slot = slot_named(p, arg)
        slot.damaged = True
        events.append(Event("damaged", {"player": seat, "slot": slot.action}))
        frame.n -= 1
        from seaboard.games.ahoy.rules.common import free_for_damage

        if frame.n == 0 or not free_for_damage(p):
            state.pending.remove(frame)
    elif kind == "fortify":
        if action.kind == "done":
            state.pending.remove(frame)
            return
        space = SPACE_IDS.index(str(arg))
        gone = [
            i
            for i, f in enumerate(state.figures)
            if f.owner == seat and f.kind == PATROL and f.space == space
        ][:2]
        for i in gone:
            state.figures[i].space = NOWHERE
        fort = supply_figure(state, seat, STRONGHOLD)
        assert fort is not None
        state.figures[fort].space = space
        events.append(Event("stronghold", {"player": seat, "space": str(arg)}))
        if not fortify_targets(state, seat):
            state.pending.remove(frame)
    elif kind == "raise":
        state.pending.remove(frame)
        raise_wealth(state, TILE_IDS.index(str(arg)), 1, events)
    elif kind == "refresh":
        state.pending.remove(frame)
        if action.kind == "refresh":
            state.boxed.extend(state.market)
            state.market = []
            events.append(Event("market_boxed", {"player": seat}))
            refill_market(state, events)
    elif kind == "evacuate":
        state.pending.remove(frame)
        tile = TILE_IDS.index(str(arg))
        n = state.comrades[tile]
        state.comrades[tile] = 0
        events.append(Event("comrades_lifted", {"tile": str(arg), "count": n}))
        state.pending.append(Frame("spread", seat, n=n, a=tile))
    elif kind == "spread":
        tile = TILE_IDS.index(str(arg))
        state.comrades[tile] += 1
        events.append(Event("comrades", {"player": seat, "tile": str(arg), "count": 1}))
        frame.n -= 1
        if frame.n == 0:
            state.pending.remove(frame)
    elif kind == "sneak":
        # Sneak Attack (ahoy.md §7.2): "Remove up to 2 Patrols" of the region; the player
        # picks which (and may stop after one or none)
        state.pending.remove(frame)
        state.pending.append(Frame("sneak_patrols", seat, n=2, a=TILE_IDS.index(str(arg))))
    elif kind == "sneak_patrols":
        if action.kind == "done":
            state.pending.remove(frame)
            return
        here = SPACE_IDS.index(str(arg))
        patrol = [f for f in state.figures if f.kind == PATROL and f.space == here][0]
        events.append(
            Event("removed", {"player": patrol.owner, "figure": patrol.kind, "space": str(arg)})
        )
        patrol.space = NOWHERE  # back to the Squadron's supply
        frame.n -= 1
        if frame.n == 0:
            state.pending.remove(frame)
    elif kind == "enlist_island":
        state.pending.remove(frame)
        state.pending.append(Frame("enlist", seat, a=TILE_IDS.index(str(arg))))
    elif kind == "enlist":
        if action.kind == "done":
            state.pending.remove(frame)
            refill_market(state, events)  # Enlist: refill only afterwards
            return
        recruit(state, seat, CARD_INDEX[str(arg)], 0, True, events)


# -- end of turn and end of round (ahoy.md §4.1, §4.2) ---------------------------------------


def end_turn(state: AhoyData, frame: Frame, events: list[Event]) -> None:
    """Automatic: end-of-turn Crew, then the next player with dice, or the round's end."""
    seat = frame.player
    p = state.players[seat]
    state.pending.remove(frame)
    if has_crew(p, "elder") and not damaged_slots(p):
        gain_gold(state, seat, 1, "elder", events)
    for fig in crew_figures(state, seat, "documentarian"):
        # +1 gold if your Flagship (a Captain's Frigate) shares a region with an enemy's
        here = state.figures[fig].space
        if any(  # noqa: C419 (a list: Cython allows no generator in a typed function)
            [
                f.kind == FLAGSHIP
                and f.owner != seat
                and f.space >= 0
                and tile_of(f.space) == tile_of(here)
                for f in state.figures
            ]
        ):
            gain_gold(state, seat, 1, "documentarian", events)
    p.placed = 0
    p.crew_used = 0
    if p.dice and not place_actions(state, seat):
        # house G14: dice that fit no open slot are discarded for the round
        events.append(Event("dice_lost", {"player": seat, "count": len(p.dice)}))
        p.dice = []
    n = len(state.players)
    for k in range(1, n + 1):
        nxt = (seat + k) % n
        if state.players[nxt].dice:
            begin_turn(state, nxt)
            return
    end_round(state, events)


def end_round(state: AhoyData, events: list[Event]) -> None:
    """First Player card: score regions; end the game at 30 Fame; clean-up."""
    seats = {p.faction: i for i, p in enumerate(state.players)}
    for t in sorted(state.placed, key=BY_TILE):
        owner = controller(state, t.tile)
        if owner is not None and owner in seats:
            gain_fame(state, seats[owner], t.wealth, "region", events)
    for seat, p in enumerate(state.players):
        if p.faction == LEVIATHAN:  # End-of-Round Scoring: the longest chain
            gain_fame(state, seat, L.longest_chain(state, seat), "chain", events)
    for seat, p in enumerate(state.players):
        if p.faction == CORAL:
            K.end_of_round(state, seat, events)  # the Arbiter, the Luxury
    events.append(Event("round_scored", {"round": state.round}))
    if any(p.fame >= RULES.end.fame_to_end for p in state.players):
        end_game(state, events)
        return
    state.pending.append(Frame("newround", state.first))
    if state.config.players == 2:
        if getattr(state.config, "two_player_refresh", True):
            state.pending.append(Frame("refresh", state.first))
        state.pending.append(Frame("raise", state.first))


def new_round(state: AhoyData, frame: Frame, events: list[Event]) -> None:
    state.pending.remove(frame)
    for seat, p in enumerate(state.players):
        board = FACTIONS[p.faction]
        for s in p.slots:
            s.die = 0
        p.dice = sorted(state.rng.die() for _ in range(board.dice))
        p.placed = 0
        if p.faction == MOLLUSK:
            draw_plans(state, seat, board.plans_drawn, events)
        if p.faction == LEVIATHAN:
            L.new_appetite(state, events)
    state.first = (state.first + 1) % len(state.players)
    state.round += 1
    state.current = state.first
    events.append(Event("new_round", {"round": state.round, "first": state.first}))
    begin_turn(state, state.first)


def end_game(state: AhoyData, events: list[Event]) -> None:
    """Game end (ahoy.md §4.3): Smugglers score pledges; most Fame wins, ties by gold."""
    seats = {p.faction: i for i, p in enumerate(state.players)}
    factions = (BLUEFIN, MOLLUSK)
    for seat, p in enumerate(state.players):
        if p.faction != SMUGGLER:
            continue
        for which, cards in enumerate(p.pledged):
            faction = factions[which]
            total = 0
            for card in cards:
                suit = CARDS[card].suit
                total += sum(
                    1
                    for t in state.placed
                    if TILES[t.tile].suit == suit
                    and controller(state, t.tile) == faction
                    and faction in seats
                )
            gain_fame(state, seat, total, "pledges", events)
    for seat, p in enumerate(state.players):
        if p.faction == LEVIATHAN:  # Evolution Cards: 1, 3, 5 or 8 Fame
            gain_fame(state, seat, L.evolution_fame(state, seat), "evolutions", events)
        if p.faction == CORAL:  # Jobs: reveal the Job tokens and gain their Fame
            gain_fame(state, seat, K.job_fame(state, seat), "jobs", events)
    state.phase = OVER
    state.pending = []
    best = max((p.fame, p.gold) for p in state.players)
    winners = [i for i, p in enumerate(state.players) if (p.fame, p.gold) == best]
    state.reason = "most Fame" + (
        ", ties broken by gold" if len({p.fame for p in state.players}) < len(state.players) else ""
    )
    events.append(Event("game_over", {"winners": winners}))


__all__ = ["on_map", "GUNSHIP", "gain_fame"]

"""What every phase shares: the action objects (built once), hero cards in hand and the
deck, taking from the supply, turn order."""

from __future__ import annotations

from seaboard.engine.game import Action
from seaboard.games.chaos_cove.content import (
    CANNON,
    CANNON_USED,
    CARD_MARTIAL,
    CARD_NAVAL,
    CREW,
    CREW_AREA,
    DOUBLOON,
    FOOD,
    FORT_SPACES,
    HERO_CARD,
    HERO_IDS,
    LOC_IDS,
    N_CARDS,
    N_HEROES,
    N_LOCS,
    N_STACKS,
    PLACE,
    PLANK,
    POWDER,
    RUM,
    SABER,
    SABER_USED,
    SHIP_SPACES,
    TAKE_NAMES,
    TARGETS,
)
from seaboard.games.chaos_cove.state import MAX_CARDS, ChaosCoveData

A_PASS = Action("pass")


A_END = Action("end")


A_LOCATION = Action("location")


A_HERO = Action("hero")


A_STOP = Action("stop")


A_DONE = Action("done")


A_FIGHT = Action("fight")


A_DEFEND = Action("defend")


A_HIDE = Action("hide")


A_ACCEPT = Action("accept")


A_REFUSE = Action("refuse")


A_CANNON = Action("cannon")


A_SABER = Action("saber")


A_POWDER = Action("powder")


A_CREW = Action("crew")


A_SMITH = Action("smith")


A_DISTIL = Action("distil")
A_RECRUIT = Action("recruit")


ACT_PLACE = tuple(
    tuple(Action("place", (HERO_IDS[h], LOC_IDS[loc])) for loc in range(N_LOCS))
    for h in range(N_HEROES)
)


ACT_TAKE = tuple(Action("take", (name,)) for name in TAKE_NAMES)


ACT_ABILITY = tuple(Action("ability", (c,)) for c in range(N_CARDS))


ACT_COMBAT = tuple(Action("combat", (c,)) for c in range(N_CARDS))


ACT_OFFER = tuple(Action("offer", (c,)) for c in range(N_CARDS))


ACT_ATTACK = tuple(Action("attack", (t,)) for t in TARGETS)


ACT_BUY = tuple(Action("buy", (st + 1,)) for st in range(N_STACKS))


ACT_TRADE = tuple(Action("trade", (i,)) for i in range(MAX_CARDS))


ACT_USE = tuple(Action("use", (i,)) for i in range(MAX_CARDS))


ACT_FLEE = tuple(Action("flee", (x,)) for x in SHIP_SPACES)


ACT_BUILD_SHIP = tuple(Action("build", (x,)) for x in SHIP_SPACES)


ACT_BUILD_FORT = tuple(Action("build", (x,)) for x in FORT_SPACES)


def draw(state: ChaosCoveData, player: int, kind: int) -> None:
    """Draw hero cards; an empty deck reshuffles the discards (Key Game Resources)."""
    for _ in range(kind):
        if not state.deck:
            if not state.discard:
                return  # house 11: nothing left to draw
            state.deck = state.discard
            state.discard = []
        state.hands[player].append(state.deck.pop(state.rng.below(len(state.deck))))


def take_from_hand(state: ChaosCoveData, player: int, card: int) -> None:
    state.hands[player].remove(card)
    if card in state.known_cards[player]:
        state.known_cards[player].remove(card)


def gain(state: ChaosCoveData, player: int, resource: int, amount: int) -> None:
    """Take resources from the supply; cannons and sabers only while stock lasts."""
    row = state.resources[player]
    if resource == CANNON:
        amount = min(amount, state.cannon_stock)
        state.cannon_stock -= amount
    elif resource == SABER:
        amount = min(amount, state.saber_stock)
        state.saber_stock -= amount
    elif resource == CREW:
        amount = min(amount, row[CREW_AREA])  # crew move from the player area to the Fountain
        row[CREW_AREA] -= amount
    elif resource == HERO_CARD:
        draw(state, player, amount)
        return
    row[resource] += amount


def order_from(state: ChaosCoveData, player: int) -> list[int]:
    return [(player + i) % state.players for i in range(state.players)]


def next_turn(state: ChaosCoveData, phase: int) -> None:
    """The next player in turn order who has not passed, or -1 once all have."""
    player = state.turn
    for i in range(1, state.players + 1):
        other = (player + i) % state.players
        if not state.passed[other]:
            state.turn = other
            return
    state.turn = -1


def room(state: ChaosCoveData, location: int) -> bool:
    return state.hero_location.count(location) < PLACE.heroes_per_location


def here(state: ChaosCoveData) -> int:
    return state.hero_location[state.turn_hero]


def on_board(state: ChaosCoveData, card: int) -> bool:
    return state.hero_location[card // 4] >= 0


def card_value(card: int, naval: bool) -> int:
    return CARD_NAVAL[card] if naval else CARD_MARTIAL[card]


def resources_left(state: ChaosCoveData, player: int) -> int:
    row = state.resources[player]
    return (
        row[DOUBLOON]
        + row[RUM]
        + row[FOOD]
        + row[PLANK]
        + row[POWDER]
        + row[CANNON]
        + row[CANNON_USED]
        + row[SABER]
        + row[SABER_USED]
        + len(state.hands[player])
    )

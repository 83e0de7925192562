"""What every phase shares: the action objects (built once), hero cards in hand and the
deck, taking from the supply, turn order."""

from __future__ import annotations

from seaboard.engine.game import Action
from seaboard.games.chaos_cove import content as K
from seaboard.games.chaos_cove.content import (
    CANNON,
    CANNON_USED,
    CREW,
    CREW_AREA,
    DOUBLOON,
    FOOD,
    PLANK,
    POWDER,
    RUM,
    SABER,
    SABER_USED,
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


ACT_PLACE = tuple(
    tuple(Action("place", (K.HERO_IDS[h], K.LOC_IDS[loc])) for loc in range(K.N_LOCS))
    for h in range(K.N_HEROES)
)


ACT_TAKE = tuple(Action("take", (name,)) for name in K.TAKE_NAMES)


ACT_ABILITY = tuple(Action("ability", (c,)) for c in range(K.N_CARDS))


ACT_COMBAT = tuple(Action("combat", (c,)) for c in range(K.N_CARDS))


ACT_OFFER = tuple(Action("offer", (c,)) for c in range(K.N_CARDS))


ACT_ATTACK = tuple(Action("attack", (t,)) for t in K.TARGETS)


ACT_BUY = tuple(Action("buy", (st + 1,)) for st in range(K.N_STACKS))


ACT_TRADE = tuple(Action("trade", (i,)) for i in range(MAX_CARDS))


ACT_USE = tuple(Action("use", (i,)) for i in range(MAX_CARDS))


ACT_FLEE = tuple(Action("flee", (x,)) for x in K.SHIP_SPACES)


ACT_BUILD_SHIP = tuple(Action("build", (x,)) for x in K.SHIP_SPACES)


ACT_BUILD_FORT = tuple(Action("build", (x,)) for x in K.FORT_SPACES)


def card_name(c: int) -> str:
    return f"{K.HERO_IDS[c // 4]}#{c % 4 + 1}"


def draw(s: ChaosCoveData, p: int, k: int) -> None:
    """Draw hero cards; an empty deck reshuffles the discards (Key Game Resources)."""
    for _ in range(k):
        if not s.deck:
            if not s.discard:
                return  # house 11: nothing left to draw
            s.deck = s.discard
            s.discard = []
        s.hands[p].append(s.deck.pop(s.rng.below(len(s.deck))))


def take_from_hand(s: ChaosCoveData, p: int, c: int) -> None:
    s.hands[p].remove(c)
    if c in s.known[p]:
        s.known[p].remove(c)


def gain(s: ChaosCoveData, p: int, r: int, v: int) -> None:
    """Take resources from the supply; cannons and sabers only while stock lasts."""
    row = s.res[p]
    if r == CANNON:
        v = min(v, s.cannon_stock)
        s.cannon_stock -= v
    elif r == SABER:
        v = min(v, s.saber_stock)
        s.saber_stock -= v
    elif r == CREW:
        v = min(v, row[CREW_AREA])  # crew move from the player area to the Fountain
        row[CREW_AREA] -= v
    elif r == K.HERO_CARD:
        draw(s, p, v)
        return
    row[r] += v


def order_from(s: ChaosCoveData, p: int) -> list[int]:
    return [(p + i) % s.n for i in range(s.n)]


def next_turn(s: ChaosCoveData, phase: int) -> None:
    """The next player in turn order who has not passed, or -1 once all have."""
    p = s.turn
    for i in range(1, s.n + 1):
        q = (p + i) % s.n
        if not s.passed[q]:
            s.turn = q
            return
    s.turn = -1


def room(s: ChaosCoveData, loc: int) -> bool:
    return s.hero_loc.count(loc) < K.PLACE.heroes_per_location


def here(s: ChaosCoveData) -> int:
    return s.hero_loc[s.t_hero]


def on_board(s: ChaosCoveData, c: int) -> bool:
    return s.hero_loc[c // 4] >= 0


def card_value(c: int, naval: bool) -> int:
    return K.CARD_NAVAL[c] if naval else K.CARD_MARTIAL[c]


def resources_left(s: ChaosCoveData, p: int) -> int:
    row = s.res[p]
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
        + len(s.hands[p])
    )

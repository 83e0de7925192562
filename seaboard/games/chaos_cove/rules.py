"""The rules of Chaos Cove, in the rulebook's sequence of play.

Each phase has a driver (`settle` runs automatic steps until a player must decide);
compound effects are pending `Task`s and combats are `Fight`s on `state.stack`, each
decided one atomic action at a time.

Readings of the rulebook that are ours (house), besides the content values:
- Phase 1: hero cards only on your own turn; a turn is `place`, then in any order
  `location`, `hero`, `take`, `ability`, then `end`. A player who cannot place (no hero,
  no 3 doubloons) passes automatically.
- Phases 3 and 4: passing is final for the phase (Phase 1's rule, applied to both).
- Phase 4: a player may not attack again (nor with Calvin) an invader they failed to
  defeat earlier in the same Phase 4. A failed attack costs nothing ("nothing else
  happens"), so without this a player could attack forever and the phase never end.
- Phase 2: forts produce for everyone at once; then ships trade in turn order.
- Combat: the active player adds strength, then `fight`; if short, every other player
  holding cards is asked once, in turn order, to offer cards (`offer`, `done`); the
  active player accepts or refuses each offer, may add more, and fights. Offers are
  public; refused cards are known to be back in that hand.
- Phase 5 (house clarification 3): the defender decides first (`defend`, `flee`,
  `hide`, or ability cards such as Dennis, Edgar, Calvin, Rosa, Art, Flint). After
  their own combat (won or lost, not after a flee or hide) the defender has a second
  window for any ability card that applies then (Dennis, Edgar, Calvin, Rosa, Claudia,
  Colin, Pip, Morgan; Art and Flint only when attacked, Gus only inside a combat),
  closed with `done`. Whether the window is offered depends on public facts only: the
  player holds a card and a hero whose card would apply is on the board. No window
  when the same invader's next defender is the same player's piece (their defence
  window, offering the same cards, comes next). Other players only offer combat cards.
- Phase 5, moved pieces (Dennis / Edgar during the attack): the invader attacks the
  top remaining defender of its lane, re-read after every step, so a piece moved or
  swapped into the lane (above or below) is attacked in turn, as the gold ship in
  Figure 8. Each invader attacks a piece at most once: a ship that fled from it or a
  fort hidden from it (Art) sits it out even if moved back into the lane, and the
  Flint/Art card grant stays with the piece it was played for. (Marks and grants follow
  the piece when it is moved or swapped, not the space.)
- A defender who loses a piece chooses which card of that type to lose (`lose`).
- Tie-break "latest turn": the later seat in the last round's turn order.
"""

from __future__ import annotations

from seaboard.engine.game import Action, Event, IllegalAction, Outcome, Result
from seaboard.games.chaos_cove import content as K
from seaboard.games.chaos_cove.content import (
    CANNON,
    CANNON_USED,
    CREW,
    CREW_AREA,
    CREW_TIRED,
    DOUBLOON,
    FOOD,
    PLANK,
    POWDER,
    RUM,
    SABER,
    SABER_USED,
)
from seaboard.games.chaos_cove.state import (
    BUILD,
    DEFEND,
    PLACE,
    PRODUCE,
    SURPRISE,
    CoveState,
    Fight,
    Task,
)

# -- pending task kinds --------------------------------------------------------------
(T_FLIP, T_USE, T_SMITH, T_DISTIL, T_MARKET, T_BUY, T_BUILD, T_MARKER) = range(8)
(T_MOVE, T_BOUNCE, T_GAIN, T_UNFLIP, T_TAKE1, T_ATTACK, T_LOSE) = range(8, 15)
TASK_NAMES = (
    "flip",
    "use",
    "blacksmith",
    "distillery",
    "market",
    "buy",
    "build",
    "garden",
    "move",
    "bounce",
    "gain",
    "rosa",
    "belle",
    "calvin",
    "lose",
)
# where control returns after a combat
O_P1, O_P4, O_DEF, O_SIDE = range(4)
# fight stages
OWN, HELP, REVIEW, FINAL = range(4)
# T_BUY modes
BUY_TOWN_HALL, BUY_SHIPYARD, BUY_PHASE3 = range(3)
# T_GAIN option sets: Claudia, Colin, Pip
GAIN_SETS = ((SABER, POWDER), (CANNON, POWDER), (RUM, FOOD, PLANK))
GIVE = (DOUBLOON, RUM, FOOD, PLANK, POWDER, CANNON, SABER)
GET = (RUM, FOOD, PLANK, POWDER, CANNON, SABER)
MAX_CARDS = 32

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

# every action object built once (legal lists reuse them)
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

RULE_OF = {
    "place": "Phase One - Place Heroes",
    "pass": "Phase One - Place Heroes / Phase Three / Phase Four",
    "end": "Phase One - Place Heroes",
    "location": "Location Effects",
    "hero": "Hero Tile and Card Effects",
    "take": "Phase One - Place Heroes (gaining resources)",
    "ability": "Key Game Resources: Hero Cards",
    "combat": "Combat Primer: Play hero cards",
    "offer": "Combat Primer: other players can contribute hero cards",
    "accept": "Combat Primer: the active player does not have to accept assistance",
    "refuse": "Combat Primer: the active player does not have to accept assistance",
    "cannon": "Combat Primer: Fire cannons",
    "saber": "Combat Primer: wield sabers",
    "powder": "Combat Primer: Explode gunpowder",
    "crew": "Combat Primer: Unleash Gus' crew",
    "fight": "Combat Primer",
    "trade": "Phase Two - Use Forts and Ships",
    "buy": "Phase Three - Buy Construction Cards",
    "build": "Phase Three - Buy Construction Cards (place the piece)",
    "attack": "Phase Four - Surprise Attack in Player Order",
    "defend": "Phase Five - Defend the Cove",
    "flee": "Phase Five - Defend the Cove (wind symbol)",
    "hide": "Hero Tile and Card Effects: Art",
    "lose": "Phase Five - Defend the Cove (lose a matching card)",
    "move": "Hero Tile and Card Effects: Dennis",
    "bounce": "Hero Tile and Card Effects: Iggy (house)",
    "flip": "Location Effects: Lighthouse / Hero Tile and Card Effects: Ben",
    "use": "Location Effects: Port / Hero Tile and Card Effects: Gloria",
    "smith": "Location Effects: Blacksmith",
    "distil": "Location Effects: Distillery (house)",
    "give": "Location Effects: Market",
    "givecard": "Location Effects: Market",
    "get": "Location Effects: Market",
    "marker": "Location Effects: Garden",
    "gain": "Hero Tile and Card Effects: Claudia / Colin / Pip",
    "unflip": "Hero Tile and Card Effects: Rosa (house)",
    "stop": "Location Effects",
    "done": "Phase Two / Combat Primer",
}


def card_name(c: int) -> str:
    return f"{K.HERO_IDS[c // 4]}#{c % 4 + 1}"


# ======================================================================================
# Setup (rulebook: Game Setup)
# ======================================================================================


def new_state(config, seed: int) -> CoveState:
    from seaboard.engine.rng import Rng

    rng = Rng(seed)
    n = config.players
    rounds = K.RULES.rounds.first_game if config.first_game else K.RULES.rounds.standard
    s = CoveState(config=config, rng=rng, n=n, rounds=rounds)
    st = K.SETUP
    start = [0] * K.N_RES
    for name, v in st.start.items():
        start[K.RES_KEY[name]] = v
    start[DOUBLOON] = st.doubloons
    start[CREW] = st.crew_in_fountain
    start[CREW_AREA] = st.pieces - st.crew_in_fountain
    s.res = [list(start) for _ in range(n)]
    s.cannon_stock = st.cannon_stock - n * start[CANNON]
    s.saber_stock = st.saber_stock - n * start[SABER]
    # hero tiles: four random hands of four; dummy hands fill the empty seats
    heroes = list(range(K.N_HEROES))
    rng.shuffle(heroes)
    hp = st.heroes_per_hand
    s.slot_hand = [sorted(heroes[i * hp : (i + 1) * hp]) for i in range(len(heroes) // hp)]
    seating = {2: K.HOUSE.seating_2, 3: K.HOUSE.seating_3}.get(n, ["p"] * len(s.slot_hand))
    s.seat_slot = tuple(i for i, x in enumerate(seating) if x == "p")
    s.hero_loc = [-1] * K.N_HEROES
    # hero cards: five each, the rest is the draw deck
    s.deck = list(range(K.N_CARDS))
    s.hands = [[] for _ in range(n)]
    s.known = [[] for _ in range(n)]
    for p in range(n):
        draw(s, p, st.hero_cards)
    # construction: 8 numbered stacks of 6, the random cards shuffled and split in two
    s.stack_count = [K.COPIES] * 8
    rand = list(K.RANDOM_CARDS)
    rng.shuffle(rand)
    half = len(rand) // K.CONSTRUCTION.random_stacks
    s.rstack = [rand[i * half : (i + 1) * half] for i in range(K.CONSTRUCTION.random_stacks)]
    s.rtop = [-1] * len(s.rstack)
    for i in range(len(s.rstack)):
        s.rtop[i] = s.rstack[i].pop(rng.below(len(s.rstack[i])))
    s.up = [True] * K.N_STACKS
    s.taken = [False] * K.N_STACKS
    # the board: starting ships and forts in lane order (house G9/G10 for forts and 2-3p)
    s.ships = [-1] * K.N_SPACES
    s.forts = [-1] * K.N_SPACES
    extra = config.short_handed_extra_starters
    lanes = {
        2: K.HOUSE.start_lanes_2 if extra else K.HOUSE.start_lanes_2_plain,
        3: K.HOUSE.start_lanes_3 if extra else K.HOUSE.start_lanes_3_plain,
        4: K.HOUSE.start_lanes_4,
    }[n]
    s.cards = [[] for _ in range(n)]
    for p in range(n):
        for lane in lanes[p]:
            s.ships[(lane - 1) * K.PER_LANE] = p
            s.forts[(lane - 1) * K.PER_LANE] = p
            s.cards[p] += [K.STARTER_FORT, K.STARTER_SHIP]
        s.cards[p].sort()
    s.tiles = [[] for _ in range(n)]
    s.invader = [-1] * (2 * K.LANES)
    s.face_up = [False] * (2 * K.LANES)
    s.bt = [[], []]
    place_wave(s, 0)
    s.placed = [0] * n
    s.passed = [False] * n
    s.token = [False] * n
    s.art = [False] * n
    s.gus = [False] * n
    s.flint = [False] * n
    s.t_sym = [0] * len(K.TAKE_NAMES)
    s.first = 0
    start_round(s)
    return s


def place_wave(s: CoveState, wave: int) -> None:
    """Place one tile of the wave face-down in each sea and land space (Game Setup)."""
    for kind in (K.PIRATE, K.BARBARIAN):
        tiles = list(K.wave_tiles(kind, wave))
        if s.n == 2 and s.config.two_player_remove_strongest:
            tiles.remove(max(tiles, key=lambda t: (K.TILE_STRENGTH[t], t)))  # house G11
        drawn = s.rng.sample(tiles, K.LANES)
        for lane in range(K.LANES):
            s.invader[kind * K.LANES + lane] = drawn[lane]
            s.face_up[kind * K.LANES + lane] = False


def draw(s: CoveState, p: int, k: int) -> None:
    """Draw hero cards; an empty deck reshuffles the discards (Key Game Resources)."""
    for _ in range(k):
        if not s.deck:
            if not s.discard:
                return  # house 11: nothing left to draw
            s.deck = s.discard
            s.discard = []
        s.hands[p].append(s.deck.pop(s.rng.below(len(s.deck))))


def take_from_hand(s: CoveState, p: int, c: int) -> None:
    s.hands[p].remove(c)
    if c in s.known[p]:
        s.known[p].remove(c)


def start_round(s: CoveState) -> None:
    """Phase 1 begins with the first player; hero tiles are owned by their seats."""
    s.owner = [-1] * K.N_HEROES
    for p in range(s.n):
        for h in s.slot_hand[s.seat_slot[p]]:
            s.owner[h] = p
    s.phase = PLACE
    s.order_start = s.first
    s.turn = s.first
    s.placed = [0] * s.n
    s.passed = [False] * s.n
    reset_turn(s)
    settle(s)


def reset_turn(s: CoveState) -> None:
    s.t_hero = -1
    s.t_loc_done = False
    s.t_hero_done = False
    s.t_taken = 0
    s.t_sym = [0] * len(K.TAKE_NAMES)
    s.t_free = K.PLACE.free_resources
    s.t_cards = False
    s.t_hattie = False


# ======================================================================================
# Drivers: automatic steps until somebody must decide
# ======================================================================================


def settle(s: CoveState) -> None:
    while not s.over and not s.stack:
        ph = s.phase
        if ph == PLACE:
            p = s.turn
            if s.t_hero == -1 and not can_place(s, p):
                s.passed[p] = True  # no placement possible: the only choice is to pass
                next_place_turn(s)
                continue
            return
        if ph == PRODUCE:
            if s.turn == -1:
                start_build(s)
                continue
            if not trade_options(s, s.turn, s.used):
                next_produce_turn(s)
                continue
            return
        if ph == BUILD:
            if s.turn == -1:
                start_surprise(s)
                continue
            if not buyable(s, s.turn, BUY_PHASE3):
                s.passed[s.turn] = True
                next_turn(s, BUILD)
                continue
            return
        if ph == SURPRISE:
            if s.turn == -1 or not any_face_up(s):
                start_defend(s)
                continue
            p = s.turn
            if not s.hands[p] and not attack_targets(s, p):
                s.passed[p] = True
                next_turn(s, SURPRISE)
                continue
            return
        if ph == DEFEND:
            if defend_step(s):
                return
            continue
        raise AssertionError(f"bad phase {ph}")


def order_from(s: CoveState, p: int) -> list[int]:
    return [(p + i) % s.n for i in range(s.n)]


def next_turn(s: CoveState, phase: int) -> None:
    """The next player in turn order who has not passed, or -1 once all have."""
    p = s.turn
    for i in range(1, s.n + 1):
        q = (p + i) % s.n
        if not s.passed[q]:
            s.turn = q
            return
    s.turn = -1


# -- Phase 1 ----------------------------------------------------------------------------


def room(s: CoveState, loc: int) -> bool:
    return s.hero_loc.count(loc) < K.PLACE.heroes_per_location


def can_place(s: CoveState, p: int) -> bool:
    if s.placed[p] >= K.PLACE.max_placements:
        return False
    if s.placed[p] >= K.PLACE.free_placements and s.res[p][DOUBLOON] < K.PLACE.extra_placement_cost:
        return False
    return any(s.owner[h] == p and s.hero_loc[h] == -1 for h in range(K.N_HEROES))


def next_place_turn(s: CoveState) -> None:
    reset_turn(s)
    next_turn(s, PLACE)
    if s.turn == -1:
        start_produce(s)


# -- Phase 2 ----------------------------------------------------------------------------


def start_produce(s: CoveState) -> None:
    """Phase 2: every fort produces, then each player trades with each ship once."""
    s.phase = PRODUCE
    for p in order_from(s, s.first):
        for c in s.cards[p]:
            if K.KIND[c] == K.FORT:
                produce(s, p, c)
    s.turn = s.first
    s.used = 0
    s.passed = [False] * s.n


def next_produce_turn(s: CoveState) -> None:
    s.passed[s.turn] = True
    s.used = 0
    next_turn(s, PRODUCE)


def trade_options(s: CoveState, p: int, used: int, ships_only: bool = True) -> list[int]:
    out = []
    for i, c in enumerate(s.cards[p]):
        if used >> i & 1:
            continue
        k = K.KIND[c]
        if k == K.SHIP and s.res[p][RUM] >= 1 or k == K.FORT and not ships_only:
            out.append(i)
    return out


def produce(s: CoveState, p: int, c: int) -> None:
    for r, v in K.PRODUCES[c]:
        gain(s, p, r, v)


def ship_trade(s: CoveState, p: int, c: int) -> None:
    for r, v in K.PAY[c]:
        s.res[p][r] -= v
    for r, v in K.GETS[c]:
        gain(s, p, r, v)


def use_card(s: CoveState, p: int, c: int) -> None:
    if K.KIND[c] == K.FORT:
        produce(s, p, c)
    else:
        ship_trade(s, p, c)


def gain(s: CoveState, p: int, r: int, v: int) -> None:
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


# -- Phase 3 ----------------------------------------------------------------------------


def start_build(s: CoveState) -> None:
    s.phase = BUILD
    s.turn = s.first
    s.passed = [False] * s.n


def stack_card(s: CoveState, st: int) -> int:
    """The face-up top card of a stack, or -1."""
    if not s.up[st]:
        return -1
    if st < 8:
        return K.STACK_CARD[st] if s.stack_count[st] else -1
    return s.rtop[st - 8]


def cost_of(c: int, mode: int) -> list[tuple[int, int]]:
    out = []
    for r, v in K.COST[c]:
        if mode == BUY_SHIPYARD and r == PLANK:
            v = max(0, v - K.HOUSE.shipyard_discount)
        out.append((r, v))
    return out


def has_space(s: CoveState, p: int, kind: int) -> bool:
    if kind == K.PARTY:
        return True
    board = s.ships if kind == K.SHIP else s.forts
    return -1 in board and board.count(p) < K.SETUP.pieces


def buyable(s: CoveState, p: int, mode: int) -> list[int]:
    out = []
    row = s.res[p]
    for st in range(K.N_STACKS):
        c = stack_card(s, st)
        if c < 0:
            continue
        if mode == BUY_SHIPYARD and K.KIND[c] != K.SHIP:
            continue
        if not has_space(s, p, K.KIND[c]):
            continue  # Phase 3: not possible without a space for the piece
        if all(row[r] >= v for r, v in cost_of(c, mode)):
            out.append(st)
    return out


def buy(s: CoveState, p: int, st: int, mode: int) -> int:
    c = stack_card(s, st)
    for r, v in cost_of(c, mode):
        s.res[p][r] -= v
        if r == CREW:
            s.res[p][CREW_AREA] += v  # crew go from the Fountain back to the player area
    s.cards[p].append(c)
    s.cards[p].sort()
    s.taken[st] = True
    if st < 8:
        s.stack_count[st] -= 1
    else:
        s.rtop[st - 8] = -1
    if mode == BUY_PHASE3:
        s.up[st] = False  # Phase 3: do not turn a new card face up
    else:
        flip_stack(s, st)  # Town Hall: flip the next card face-up
    return c


def flip_stack(s: CoveState, st: int) -> None:
    if st < 8:
        s.up[st] = s.stack_count[st] > 0
    else:
        pile = s.rstack[st - 8]
        s.rtop[st - 8] = pile.pop(s.rng.below(len(pile))) if pile else -1
        s.up[st] = s.rtop[st - 8] >= 0


# -- Phase 4 ----------------------------------------------------------------------------


def start_surprise(s: CoveState) -> None:
    s.phase = SURPRISE
    s.turn = s.first
    s.passed = [False] * s.n
    s.tried = [0] * s.n


def any_face_up(s: CoveState) -> bool:
    if s.bt[0] or s.bt[1]:
        return True
    return any(s.invader[i] >= 0 and s.face_up[i] for i in range(2 * K.LANES))


def target_tile(s: CoveState, t: int) -> int:
    if t < 2 * K.LANES:
        return s.invader[t] if s.face_up[t] else -1
    t -= 2 * K.LANES
    kind, i = divmod(t, K.BT_SPACES)
    b = s.bt[kind]
    return b[i] if i < len(b) else -1


def lane_has(s: CoveState, p: int, t: int) -> bool:
    board, lane = (s.ships, t) if t < K.LANES else (s.forts, t - K.LANES)
    base = lane * K.PER_LANE
    return p in board[base : base + K.PER_LANE]


def attack_targets(s: CoveState, p: int) -> list[int]:
    """Phase 4: a face-up invader next to your ship or fort, or any breakthrough invader
    (not one you already failed to defeat in this Phase 4: house)."""
    out = []
    for t in range(len(K.TARGETS)):
        tile = target_tile(s, t)
        if tile < 0 or s.tried[p] >> tile & 1:
            continue
        if t < 2 * K.LANES and not lane_has(s, p, t):
            continue
        out.append(t)
    return out


def any_targets(s: CoveState, p: int = -1) -> list[int]:
    """Calvin: any face-up invader, no ship or fort needed. In Phase 4, for player p, not
    one that p already failed to defeat in this phase (house)."""
    out = []
    for t in range(len(K.TARGETS)):
        tile = target_tile(s, t)
        if tile >= 0 and not (p >= 0 and s.phase == SURPRISE and s.tried[p] >> tile & 1):
            out.append(t)
    return out


def start_fight(s: CoveState, p: int, t: int, origin: int, space: int = -1) -> Fight:
    tile = s.invader[t] if t < 2 * K.LANES else target_tile(s, t)
    f = Fight(
        player=p,
        target=t,
        strength=K.TILE_STRENGTH[tile],
        naval=K.tile_kind(tile) == K.PIRATE,
        origin=origin,
        total=K.COMBAT.fortress if s.token[p] else 0,
        space=space,
    )
    s.stack.append(f)
    return f


# -- Phase 5 ----------------------------------------------------------------------------


def start_defend(s: CoveState) -> None:
    """Phase 5: flip all invaders; pirates attack top to bottom, then barbarians."""
    s.phase = DEFEND
    for i in range(2 * K.LANES):
        if s.invader[i] >= 0:
            s.face_up[i] = True
    s.lane = 0
    s.mark = 0
    s.grant = 0
    s.last_order = tuple(order_from(s, s.first))


def defender(s: CoveState) -> int:
    """The space of the top defender of the attacking invader's lane, or -1."""
    lane = s.lane
    board = s.ships if lane < K.LANES else s.forts
    base = (lane % K.LANES) * K.PER_LANE
    for sp in range(base, base + K.PER_LANE):
        if board[sp] >= 0 and not s.mark >> sp & 1:
            return sp
    return -1


def defend_step(s: CoveState) -> bool:
    """Run Phase 5 until a defender must decide (True) or the phase is done (False)."""
    if s.post >= 0:
        if post_window(s, s.post):
            s.turn = s.post  # the defender may still play ability cards after their combat
            return True
        s.post = -1
    while s.lane < 2 * K.LANES:
        t = s.invader[s.lane]
        if t < 0:
            s.lane += 1
            s.mark = 0
            s.grant = 0
            continue
        sp = defender(s)
        if sp >= 0:
            board = s.ships if s.lane < K.LANES else s.forts
            s.turn = board[sp]
            return True
        # no defender left: the invader breaks through (a 4th one loses the game)
        kind = K.tile_kind(t)
        s.invader[s.lane] = -1
        s.face_up[s.lane] = False
        if len(s.bt[kind]) >= K.BT_SPACES:
            s.bt[kind].append(t)
            s.lost = True
            s.over = True
            return True
        s.bt[kind].append(t)
        s.lane += 1
        s.mark = 0
        s.grant = 0
    end_of_round(s)
    return False


GRANT_FLEE, GRANT_HIDE = 1, 2


def post_window(s: CoveState, p: int) -> bool:
    """Whether the defender p is offered ability cards after their Phase 5 combat.

    Public facts only, never p's hand: p holds at least one card, and some hero on the
    board has a Phase 5 card ability that would apply now (card_ok "post" reads only the
    board, p's resources and the invaders). Not offered when the invader still stands
    and its next defender is p's own piece: p's defence window comes next anyway.
    """
    if not s.hands[p]:
        return False
    if s.lane < 2 * K.LANES and s.invader[s.lane] >= 0:
        sp = defender(s)
        board = s.ships if s.lane < K.LANES else s.forts
        if sp >= 0 and board[sp] == p:
            return False
    return any(
        s.hero_loc[h] >= 0 and DEFEND in K.CARD_PHASES[h] and card_ok(s, p, h, "post")
        for h in range(K.N_HEROES)
    )


def follow_piece(s: CoveState, naval: bool, x: int, y: int) -> None:
    """Phase 5: the pieces at x and y swapped places (a Dennis / Edgar move or swap).

    The lane's marks (the piece sat this invader out) and the Flint/Art card grant
    belong to the piece, so they move with it. Only the board of the attacking invader
    (ships for pirates, forts for barbarians) carries marks.
    """
    if s.phase != DEFEND or naval != (s.lane < K.LANES):
        return
    bx, by = s.mark >> x & 1, s.mark >> y & 1
    s.mark &= ~(1 << x | 1 << y)
    s.mark |= bx << y | by << x
    g = s.grant >> 2
    if g == x + 1:
        s.grant = (s.grant & 3) | (y + 1) << 2
    elif g == y + 1:
        s.grant = (s.grant & 3) | (x + 1) << 2


def grant(s: CoveState, flag: int) -> None:
    """Flint's / Art's card: for the defender now attacked, in its space only."""
    sp = defender(s)
    if s.grant >> 2 != sp + 1:
        s.grant = 0
    s.grant |= flag | (sp + 1) << 2


def granted(s: CoveState, sp: int, flag: int) -> bool:
    return s.grant >> 2 == sp + 1 and bool(s.grant & flag)


def flee_ok(s: CoveState, p: int, sp: int) -> bool:
    return sp % K.PER_LANE == K.WIND_POS or s.flint[p] or granted(s, sp, GRANT_FLEE)


def flee_spaces(s: CoveState, sp: int) -> list[int]:
    lane = sp // K.PER_LANE
    return [x for x in range(K.N_SPACES) if s.ships[x] < 0 and x // K.PER_LANE != lane]


def destroy(s: CoveState, sp: int, naval: bool) -> None:
    """A defender that loses has its piece destroyed and loses a matching card."""
    board = s.ships if naval else s.forts
    p = board[sp]
    board[sp] = -1
    kind = K.SHIP if naval else K.FORT
    choices = lose_choices(s, p, kind)
    if len(choices) == 1:
        s.cards[p].pop(choices[0])
    elif choices:
        s.stack.append(Task(T_LOSE, p, a=kind))


def lose_choices(s: CoveState, p: int, kind: int) -> list[int]:
    out = []
    seen = set()
    for i, c in enumerate(s.cards[p]):
        if K.KIND[c] == kind and c not in seen:
            seen.add(c)
            out.append(i)
    return out


# -- Phase 6 ----------------------------------------------------------------------------


def end_of_round(s: CoveState) -> None:
    """Phase 6 (End of Round), or the end of the game after the last Phase 5."""
    if s.round + 1 >= s.rounds:
        s.over = True
        return
    s.phase = 6
    # hero tiles pass clockwise; figures come back to their tiles
    s.slot_hand = [s.slot_hand[-1], *s.slot_hand[:-1]]
    s.hero_loc = [-1] * K.N_HEROES
    # construction stacks refresh; the random stacks discard an untaken top card
    for st in range(K.N_STACKS):
        if st >= 8 and s.up[st] and not s.taken[st] and s.rtop[st - 8] >= 0:
            s.rdiscard.append(s.rtop[st - 8])
            s.rtop[st - 8] = -1
            flip_stack(s, st)
        elif not s.up[st]:
            flip_stack(s, st)
        s.taken[st] = False
    # cannons, sabers and crew stand up; Fortress tokens go back
    for row in s.res:
        row[CANNON] += row[CANNON_USED]
        row[CANNON_USED] = 0
        row[SABER] += row[SABER_USED]
        row[SABER_USED] = 0
        row[CREW] += row[CREW_TIRED]
        row[CREW_TIRED] = 0
    s.token = [False] * s.n
    s.art = [False] * s.n
    s.gus = [False] * s.n
    s.flint = [False] * s.n
    s.round += 1
    place_wave(s, s.round)
    # the first player marker passes left (dummies are not seats)
    s.first = (s.first + 1) % s.n
    start_round(s)


# ======================================================================================
# Who moves, legal actions
# ======================================================================================


def driver_to_move(s: CoveState) -> int:
    return s.turn


def fight_to_move(s: CoveState, f: Fight) -> int:
    if f.stage == HELP:
        return helper(s, f)
    return f.player


def helper(s: CoveState, f: Fight) -> int:
    return (f.player + 1 + f.ask) % s.n


def on_board(s: CoveState, c: int) -> bool:
    return s.hero_loc[c // 4] >= 0


def card_value(c: int, naval: bool) -> int:
    return K.CARD_NAVAL[c] if naval else K.CARD_MARTIAL[c]


def legal(s: CoveState) -> list[Action]:
    if s.stack:
        top = s.stack[-1]
        if isinstance(top, Fight):
            return fight_legal(s, top)
        return task_legal(s, top)
    ph = s.phase
    p = s.turn
    if ph == PLACE:
        return place_legal(s, p)
    if ph == PRODUCE:
        return [ACT_TRADE[i] for i in trade_options(s, p, s.used)] + [A_DONE]
    if ph == BUILD:
        return [ACT_BUY[st] for st in buyable(s, p, BUY_PHASE3)] + [A_PASS]
    if ph == SURPRISE:
        out = [ACT_ATTACK[t] for t in attack_targets(s, p)]
        out += ability_actions(s, p, "turn")
        out.append(A_PASS)
        return out
    if ph == DEFEND:
        if s.post >= 0:
            return [*ability_actions(s, p, "post"), A_DONE]
        return defend_legal(s, p)
    raise AssertionError("no legal actions")


def place_legal(s: CoveState, p: int) -> list[Action]:
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


def here(s: CoveState) -> int:
    return s.hero_loc[s.t_hero]


def can_take(s: CoveState, p: int, i: int, paid: bool) -> bool:
    """A symbol can be taken as often as it is printed; 2 free, then 1 doubloon each."""
    sym = K.SYMBOLS[s.config.map_side][here(s)]
    if s.t_sym[i] >= sym[i]:
        return False
    r = K.TAKE_RES[i]
    if r == CANNON and not s.cannon_stock or r == SABER and not s.saber_stock:
        return False
    if r == CREW and not s.res[p][CREW_AREA]:
        return False
    if not paid or s.t_taken < s.t_free:
        return True
    return r != DOUBLOON and s.res[p][DOUBLOON] >= K.PLACE.extra_resource_cost


def location_possible(s: CoveState, p: int) -> bool:
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


def market_items(s: CoveState, p: int) -> int:
    """What p holds that the Market can take: the same count as the tie-break's."""
    return resources_left(s, p)


def face_down(s: CoveState, kind: int) -> list[int]:
    base = kind * K.LANES
    return [i for i in range(base, base + K.LANES) if s.invader[i] >= 0 and not s.face_up[i]]


def move_options(s: CoveState, p: int, naval: bool) -> list[tuple[int, int]]:
    """Dennis (ships) / Edgar (forts): move to an empty space or swap with another player."""
    board = s.ships if naval else s.forts
    mine = [x for x in range(K.N_SPACES) if board[x] == p]
    return [(a, b) for a in mine for b in range(K.N_SPACES) if board[b] != p]


def hero_possible(s: CoveState, p: int, h: int) -> bool:
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


def bounce_options(s: CoveState) -> list[tuple[int, int]]:
    """Iggy: move one other hero out of this location to a location with room."""
    loc = here(s)
    others = [h for h in range(K.N_HEROES) if s.hero_loc[h] == loc and h != s.t_hero]
    dests = [x for x in range(K.N_LOCS) if x != loc and room(s, x)]
    return [(h, x) for h in others for x in dests]


def ability_actions(s: CoveState, p: int, when: str) -> list[Action]:
    """Hero cards playable for their ability now (the hero must be on the board)."""
    out = []
    ph = s.phase
    for c in sorted(s.hands[p]):
        h = c // 4
        if s.hero_loc[h] < 0 or ph not in K.CARD_PHASES[h]:
            continue
        if card_ok(s, p, h, when):
            out.append(ACT_ABILITY[c])
    return out


def card_ok(s: CoveState, p: int, h: int, when: str) -> bool:
    """Whether a hero card's ability can be played in this situation.

    when: "before"/"after" (Phase 1, around the placement), "turn" (Phase 4),
    "defence" (Phase 5 before combat), "fight" (inside a combat), "post" (Phase 5 after
    your combat: as "defence" but without Art and Flint, which need an attack).
    Reads only public facts (the board, p's resources, the invaders), never a hand.
    """
    row = s.res[p]
    if h in (K.CLAUDIA, K.COLIN, K.PIP, K.MORGAN):
        return True
    if h == K.ROSA:
        return row[CANNON_USED] + row[SABER_USED] > 0
    if h == K.GUS:
        return when == "fight"
    if when == "fight":
        return False
    if h == K.BEN:
        return bool(face_down(s, K.BARBARIAN))
    if h == K.CALVIN:
        if when in ("defence", "post", "turn"):
            return bool(any_targets(s, p))
        return when in ("before", "after") and bool(any_targets(s))
    if h == K.DENNIS:
        return bool(move_options(s, p, True))
    if h == K.EDGAR:
        return bool(move_options(s, p, False))
    if when == "defence":
        sp = defender(s)
        if h == K.ART:
            return s.lane >= K.LANES and not s.art[p] and not granted(s, sp, GRANT_HIDE)
        if h == K.FLINT:
            return s.lane < K.LANES and not flee_ok(s, p, sp)
        return False
    if when == "post":
        return False  # Art and Flint: only when your piece is attacked
    if h == K.BELLE:
        return when == "after" and any(
            can_take(s, p, i, paid=False) for i in range(len(K.TAKE_NAMES))
        )
    if h == K.GLORIA:
        return when in ("before", "after") and bool(trade_options(s, p, 0, ships_only=False))
    if h == K.HATTIE:
        return when == "before" and not s.t_hattie
    if h == K.IGGY:
        return when == "after" and bool(bounce_options(s))
    return False


def defend_legal(s: CoveState, p: int) -> list[Action]:
    sp = defender(s)
    out = [A_DEFEND]
    if s.lane < K.LANES:
        if flee_ok(s, p, sp):
            out += [ACT_FLEE[x] for x in flee_spaces(s, sp)]
    elif s.art[p] or granted(s, sp, GRANT_HIDE):
        out.append(A_HIDE)
    out += ability_actions(s, p, "defence")
    return out


def fight_legal(s: CoveState, f: Fight) -> list[Action]:
    if f.stage == HELP:
        q = helper(s, f)
        out = [
            ACT_OFFER[c]
            for c in sorted(s.hands[q])
            if on_board(s, c) and card_value(c, f.naval) > 0
        ]
        out.append(A_DONE)
        return out
    if f.stage == REVIEW:
        return [A_ACCEPT, A_REFUSE]
    p = f.player
    row = s.res[p]
    out = []
    if f.naval and row[CANNON]:
        out.append(A_CANNON)
    if not f.naval and row[SABER]:
        out.append(A_SABER)
    if row[POWDER]:
        out.append(A_POWDER)
    if (s.gus[p] or f.gus) and row[CREW]:
        out.append(A_CREW)
    for c in sorted(s.hands[p]):
        if on_board(s, c) and card_value(c, f.naval) > 0:
            out.append(ACT_COMBAT[c])
    for a in ability_actions(s, p, "fight"):
        if not (a.args[0] // 4 == K.GUS and f.gus):
            out.append(a)
    out.append(A_FIGHT)
    return out


def task_legal(s: CoveState, t: Task) -> list[Action]:
    p = t.player
    k = t.kind
    row = s.res[p]
    if k == T_FLIP:
        out = [Action("flip", (K.TARGETS[i],)) for i in face_down(s, t.a)]
        if t.b:  # a location may flip 1 or 2: stop after the first
            out.append(A_STOP)
        return out
    if k == T_USE:
        out = [ACT_USE[i] for i in trade_options(s, p, t.mask, ships_only=t.a == 1)]
        out.append(A_STOP)
        return out
    if k == T_SMITH:
        return ([A_SMITH] if row[PLANK] else []) + [A_STOP]
    if k == T_DISTIL:
        return ([A_DISTIL] if row[FOOD] else []) + [A_STOP]
    if k == T_MARKET:
        if t.n > 0:
            out = [Action("give", (K.RES_NAMES[r],)) for r in GIVE if give_ok(s, p, r)]
            out += [Action("givecard", (c,)) for c in sorted(s.hands[p])]
            return out
        return [Action("get", (K.RES_NAMES[r],)) for r in GET if get_ok(s, r)]
    if k == T_BUY:
        return [ACT_BUY[st] for st in buyable(s, p, t.a)] + [A_STOP]
    if k == T_BUILD:
        board = s.ships if t.a == K.SHIP else s.forts
        acts = ACT_BUILD_SHIP if t.a == K.SHIP else ACT_BUILD_FORT
        return [acts[x] for x in range(K.N_SPACES) if board[x] < 0]
    if k == T_MARKER:
        return [Action("marker", (q,)) for q in range(s.n)]
    if k == T_MOVE:
        names = K.SHIP_SPACES if t.a == K.SHIP else K.FORT_SPACES
        return [
            Action("move", (names[a], names[b])) for a, b in move_options(s, p, t.a == K.SHIP)
        ] + [A_STOP]
    if k == T_BOUNCE:
        return [Action("bounce", (K.HERO_IDS[h], K.LOC_IDS[x])) for h, x in bounce_options(s)] + [
            A_STOP
        ]
    if k == T_GAIN:
        return [Action("gain", (K.RES_NAMES[r],)) for r in GAIN_SETS[t.a] if get_ok(s, r)]
    if k == T_UNFLIP:
        out = []
        if row[CANNON_USED]:
            out.append(Action("unflip", ("cannon",)))
        if row[SABER_USED]:
            out.append(Action("unflip", ("saber",)))
        out.append(A_STOP)
        return out
    if k == T_TAKE1:
        return [
            Action("take", (K.TAKE_NAMES[i],))
            for i in range(len(K.TAKE_NAMES))
            if can_take(s, p, i, paid=False)
        ]
    if k == T_ATTACK:
        return [ACT_ATTACK[x] for x in any_targets(s, p)]
    if k == T_LOSE:
        return [Action("lose", (i,)) for i in lose_choices(s, p, t.a)]
    raise AssertionError(k)


def give_ok(s: CoveState, p: int, r: int) -> bool:
    row = s.res[p]
    if r == CANNON:
        return row[CANNON] + row[CANNON_USED] > 0
    if r == SABER:
        return row[SABER] + row[SABER_USED] > 0
    return row[r] > 0


def get_ok(s: CoveState, r: int) -> bool:
    if r == CANNON:
        return s.cannon_stock > 0
    if r == SABER:
        return s.saber_stock > 0
    return True


# ======================================================================================
# Applying actions
# ======================================================================================


def apply(s: CoveState, a: Action) -> list[Event]:
    p = s.to_move
    ev = [Event(a.kind, {"player": p, "action": a.text})]
    if s.stack:
        top = s.stack[-1]
        if isinstance(top, Fight):
            fight_apply(s, top, a, ev)
        else:
            task_apply(s, top, a, ev)
    else:
        driver_apply(s, p, a, ev)
    settle(s)
    if s.over:
        ev.append(Event("game_over", {"cove_fell": s.lost}))
    return ev


def driver_apply(s: CoveState, p: int, a: Action, ev: list[Event]) -> None:
    k = a.kind
    ph = s.phase
    if k == "ability":
        play_ability(s, p, a.args[0], ev)
        return
    if ph == PLACE:
        place_apply(s, p, a, ev)
    elif ph == PRODUCE:
        if k == "trade":
            i = a.args[0]
            s.used |= 1 << i
            ship_trade(s, p, s.cards[p][i])
        else:
            next_produce_turn(s)
    elif ph == BUILD:
        if k == "buy":
            do_buy(s, p, a.args[0] - 1, BUY_PHASE3)
        else:
            s.passed[p] = True  # house 6: passing in Phase 3 is final
        if not s.stack:
            next_turn(s, BUILD)
    elif ph == SURPRISE:
        if k == "attack":
            start_fight(s, p, K.TARGET_KEY[a.args[0]], O_P4)
        else:
            s.passed[p] = True
            next_turn(s, SURPRISE)
    elif ph == DEFEND:
        if s.post >= 0:
            s.post = -1  # done
            return
        sp = defender(s)
        if k == "defend":
            start_fight(s, p, s.lane, O_DEF, sp)
        elif k == "flee":
            x = K.SPACE_KEY[a.args[0]]
            s.ships[x] = p
            s.ships[sp] = -1
            s.grant = 0
            s.mark |= 1 << x  # it escaped this pirate: not attacked by it again
        elif k == "hide":
            s.mark |= 1 << sp
            s.grant = 0


def do_buy(s: CoveState, p: int, st: int, mode: int) -> None:
    c = buy(s, p, st, mode)
    kind = K.KIND[c]
    if kind != K.PARTY:
        s.stack.append(Task(T_BUILD, p, a=kind))


def place_apply(s: CoveState, p: int, a: Action, ev: list[Event]) -> None:
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


def location_effect(s: CoveState, p: int, eff: str) -> None:
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


def hero_effect(s: CoveState, p: int, h: int) -> None:
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


def play_ability(s: CoveState, p: int, c: int, ev: list[Event]) -> None:
    """Discard a hero card for its ability (never also for its combat value)."""
    E = K.EFFECTS
    take_from_hand(s, p, c)
    s.discard.append(c)
    h = c // 4
    if s.phase == PLACE:
        s.t_cards = True
    if h == K.ART:
        grant(s, GRANT_HIDE)
    elif h == K.FLINT:
        grant(s, GRANT_FLEE)
    elif h == K.BELLE:
        s.stack.append(Task(T_TAKE1, p))
    elif h == K.BEN:
        s.stack.append(Task(T_FLIP, p, n=1, a=K.BARBARIAN))
    elif h == K.CALVIN:
        origin = {PLACE: O_P1, SURPRISE: O_P4, DEFEND: O_SIDE}[s.phase]
        s.stack.append(Task(T_ATTACK, p, a=origin))
    elif h == K.CLAUDIA:
        s.stack.append(Task(T_GAIN, p, n=1, a=0))
    elif h == K.COLIN:
        s.stack.append(Task(T_GAIN, p, n=1, a=1))
    elif h == K.DENNIS:
        s.stack.append(Task(T_MOVE, p, a=K.SHIP))
    elif h == K.EDGAR:
        s.stack.append(Task(T_MOVE, p, a=K.FORT))
    elif h == K.GLORIA:
        s.stack.append(Task(T_USE, p, n=E.gloria_card_uses, a=0))
    elif h == K.GUS:
        top = s.stack[-1]
        assert isinstance(top, Fight)
        top.gus = True
    elif h == K.HATTIE:
        s.t_hattie = True
    elif h == K.IGGY:
        s.stack.append(Task(T_BOUNCE, p))
    elif h == K.MORGAN:
        gain(s, p, DOUBLOON, E.morgan_doubloons)
        draw(s, p, E.morgan_cards)
    elif h == K.PIP:
        s.stack.append(Task(T_GAIN, p, n=E.pip_card_goods, a=2))
    elif h == K.ROSA:
        s.stack.append(Task(T_UNFLIP, p, n=E.rosa_card_unflips))


def task_apply(s: CoveState, t: Task, a: Action, ev: list[Event]) -> None:
    p = t.player
    k = a.kind
    row = s.res[p]
    if k == "stop":
        s.stack.pop()
        return
    kind = t.kind
    if kind == T_FLIP:
        i = K.TARGET_KEY[a.args[0]]
        s.face_up[i] = True
        ev.append(Event("flipped", {"space": a.args[0], "strength": K.TILE_STRENGTH[s.invader[i]]}))
        t.n -= 1
        t.b = 1
        if t.n == 0 or not face_down(s, t.a):
            s.stack.pop()
    elif kind == T_USE:
        i = a.args[0]
        t.mask |= 1 << i
        use_card(s, p, s.cards[p][i])
        t.n -= 1
        if t.n == 0:
            s.stack.pop()
    elif kind == T_SMITH:
        row[PLANK] -= 1
        row[DOUBLOON] += 1
    elif kind == T_DISTIL:
        row[FOOD] -= 1
        row[RUM] += 1
    elif kind == T_MARKET:
        if k == "givecard":
            take_from_hand(s, p, a.args[0])
            s.discard.append(a.args[0])
            t.n -= 1
        elif k == "give":
            r = K.RES_KEY[a.args[0]]
            if r == CANNON:
                row[CANNON_USED if row[CANNON_USED] else CANNON] -= 1
                s.cannon_stock += 1
            elif r == SABER:
                row[SABER_USED if row[SABER_USED] else SABER] -= 1
                s.saber_stock += 1
            else:
                row[r] -= 1
            t.n -= 1
        else:
            gain(s, p, K.RES_KEY[a.args[0]], 1)
            t.b -= 1
            if t.b == 0:
                s.stack.pop()
    elif kind == T_BUY:
        s.stack.pop()
        do_buy(s, p, a.args[0] - 1, t.a)
    elif kind == T_BUILD:
        s.stack.pop()
        board = s.ships if t.a == K.SHIP else s.forts
        board[K.SPACE_KEY[a.args[0]]] = p
        if s.phase == BUILD and not s.stack:
            next_turn(s, BUILD)
    elif kind == T_MARKER:
        s.stack.pop()
        s.first = a.args[0]
    elif kind == T_MOVE:
        s.stack.pop()
        board = s.ships if t.a == K.SHIP else s.forts
        x, y = K.SPACE_KEY[a.args[0]], K.SPACE_KEY[a.args[1]]
        board[x], board[y] = board[y], board[x]
        follow_piece(s, t.a == K.SHIP, x, y)
    elif kind == T_BOUNCE:
        s.stack.pop()
        h = K.HERO_KEY[a.args[0]]
        old = s.hero_loc[h]
        s.hero_loc[h] = K.LOC_KEY[a.args[1]]
        q = s.owner[h]
        if (
            old == K.FORTRESS_LOC
            and q >= 0
            and s.token[q]
            and not any(s.hero_loc[x] == old and s.owner[x] == q for x in range(K.N_HEROES))
        ):
            s.token[q] = False  # the Fortress token goes back when the hero leaves
    elif kind == T_GAIN:
        gain(s, p, K.RES_KEY[a.args[0]], 1)
        t.n -= 1
        if t.n == 0:
            s.stack.pop()
    elif kind == T_UNFLIP:
        if a.args[0] == "cannon":
            row[CANNON_USED] -= 1
            row[CANNON] += 1
        else:
            row[SABER_USED] -= 1
            row[SABER] += 1
        t.n -= 1
        if t.n == 0 or not row[CANNON_USED] + row[SABER_USED]:
            s.stack.pop()
    elif kind == T_TAKE1:
        s.stack.pop()
        i = K.TAKE_NAMES.index(a.args[0])
        s.t_sym[i] += 1
        gain(s, p, K.TAKE_RES[i], 1)
    elif kind == T_ATTACK:
        s.stack.pop()
        x = K.TARGET_KEY[a.args[0]]
        sp = -1
        start_fight(s, p, x, t.a, sp)
    elif kind == T_LOSE:
        s.stack.pop()
        s.cards[p].pop(a.args[0])
    else:
        raise AssertionError(kind)


def fight_apply(s: CoveState, f: Fight, a: Action, ev: list[Event]) -> None:
    k = a.kind
    p = f.player
    row = s.res[p]
    C = K.COMBAT
    if f.stage == HELP:
        q = helper(s, f)
        if k == "offer":
            c = a.args[0]
            take_from_hand(s, q, c)
            f.offers += [q, c]
            return
        next_helper(s, f)
        return
    if f.stage == REVIEW:
        q, c = f.offers[0], f.offers[1]
        del f.offers[:2]
        if k == "accept":
            f.total += card_value(c, f.naval)
            s.discard.append(c)
        else:
            s.hands[q].append(c)
            s.known[q].append(c)  # everyone saw it go back to that hand
        if not f.offers:
            f.stage = FINAL
        return
    if k == "cannon":
        row[CANNON] -= 1
        row[CANNON_USED] += 1
        f.total += C.cannon
    elif k == "saber":
        row[SABER] -= 1
        row[SABER_USED] += 1
        f.total += C.saber
    elif k == "powder":
        row[POWDER] -= 1
        f.total += C.gunpowder
    elif k == "crew":
        row[CREW] -= 1
        row[CREW_TIRED] += 1
        f.total += C.gus_crew
    elif k == "combat":
        c = a.args[0]
        take_from_hand(s, p, c)
        s.discard.append(c)
        f.total += card_value(c, f.naval)
    elif k == "ability":
        play_ability(s, p, a.args[0], ev)
    elif k == "fight":
        if (
            f.stage == OWN
            and f.total < f.strength
            and any(s.hands[(p + 1 + i) % s.n] for i in range(s.n - 1))
        ):
            f.stage = HELP
            f.ask = 0
            if not s.hands[helper(s, f)]:
                next_helper(s, f)
            return
        resolve(s, f, ev)


def next_helper(s: CoveState, f: Fight) -> None:
    """Ask the next other player in turn order; players with no cards are not asked."""
    while True:
        f.ask += 1
        if f.ask >= s.n - 1:
            f.stage = REVIEW if f.offers else FINAL
            return
        if s.hands[helper(s, f)]:
            return


def resolve(s: CoveState, f: Fight, ev: list[Event]) -> None:
    """Unabashed Victory / Unbridled Defeat."""
    s.stack.pop()
    p = f.player
    won = f.total >= f.strength
    t = f.target
    ev.append(Event("combat_result", {"player": p, "target": K.TARGETS[t], "won": won}))
    if f.origin == O_P4 and not won:
        s.tried[p] |= 1 << target_tile(s, t)  # house: no second try at it this phase
    if won:
        if t < 2 * K.LANES:
            tile = s.invader[t]
            s.invader[t] = -1
            s.face_up[t] = False
        else:
            kind, i = divmod(t - 2 * K.LANES, K.BT_SPACES)
            tile = s.bt[kind].pop(i)
        s.tiles[p].append(tile)
    if f.origin == O_P4:
        next_turn(s, SURPRISE)
    elif f.origin == O_DEF:
        s.grant = 0
        if not won:
            destroy(s, f.space, f.naval)
        # house clarification 3 (the Phase 5 hint names Calvin): ability cards may also
        # be played after your combat. The window is offered on public facts only.
        if post_window(s, p):
            s.post = p


# ======================================================================================
# Ending the game
# ======================================================================================


def vp(s: CoveState) -> list[int]:
    """Card VP plus the invader bonus after the lowest count is discarded from everyone."""
    low = min(len(t) for t in s.tiles)
    return [
        sum(K.VP[c] for c in s.cards[p]) + K.invader_bonus(len(s.tiles[p]) - low)
        for p in range(s.n)
    ]


def resources_left(s: CoveState, p: int) -> int:
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


def ranking_key(s: CoveState, p: int, points: list[int]) -> tuple[int, int, int, int]:
    """Most VP, then most invader tiles, then most resources, then the latest turn."""
    order = s.last_order or tuple(range(s.n))
    return (points[p], len(s.tiles[p]), resources_left(s, p), order.index(p))


def result(s: CoveState) -> Result:
    points = vp(s)
    if s.lost:
        return Result(
            tuple(float(x) for x in points), tuple(Outcome.LOSS for _ in points), "the cove fell"
        )
    keys = [ranking_key(s, p, points) for p in range(s.n)]
    best = max(keys)
    winners = [p for p in range(s.n) if keys[p] == best]
    outcomes = tuple(
        (Outcome.WIN if len(winners) == 1 else Outcome.DRAW) if p in winners else Outcome.LOSS
        for p in range(s.n)
    )
    return Result(tuple(float(x) for x in points), outcomes, "the invaders were defeated")


# ======================================================================================
# Messages and labels
# ======================================================================================


def explain(s: CoveState, a: Action) -> IllegalAction:
    """Why an action is refused, naming the rule; never mentions what the player cannot see."""
    k = a.kind
    rule = RULE_OF.get(k)
    if rule is None:
        return IllegalAction(f"'{a.text}' is not an action of Chaos Cove")
    why = _why(s, a)
    if why is not None:
        return IllegalAction(why, rule)
    if s.stack:
        top = s.stack[-1]
        what = "a combat" if isinstance(top, Fight) else f"the {TASK_NAMES[top.kind]} effect"
        return IllegalAction(f"'{a.text}' is not possible now: finish {what} first", rule)
    phase = ("", "Place heroes", "Use forts and ships", "Buy construction cards")
    phase += ("Surprise attack", "Defend the cove", "End of round")
    return IllegalAction(f"'{a.text}' is not possible now (phase: {phase[s.phase]})", rule)


def _why(s: CoveState, a: Action) -> str | None:
    """A specific reason for the commonest refusals (public facts and your own hand only)."""
    k = a.kind
    p = s.to_move
    if p is None or s.stack and not isinstance(s.stack[-1], Task | Fight):
        return None
    try:
        if not s.stack and s.phase == PLACE:
            if k == "pass" and s.placed[p] < K.PLACE.free_placements:
                return "every player places two heroes before passing"
            if k == "pass" and s.t_cards:
                return "you cannot pass in a turn in which you played a hero card"
            if k == "place" and len(a.args) == 2:
                h, loc = K.HERO_KEY.get(a.args[0]), K.LOC_KEY.get(a.args[1])
                if h is None or loc is None:
                    return None
                if s.t_hero >= 0:
                    return "you have placed a hero this turn; end your turn first"
                if s.owner[h] != p:
                    return f"{a.args[0]} is not one of your heroes this round"
                if s.hero_loc[h] >= 0:
                    return f"{a.args[0]} is already on the board"
                if not room(s, loc):
                    return "only two heroes can be in a single location"
            if k == "take" and s.t_hero >= 0:
                return (
                    "a resource can only be taken as many times as its symbol appears, and "
                    "beyond two costs a doubloon each"
                )
        if k in ("combat", "ability", "offer") and a.args and isinstance(a.args[0], int):
            c = a.args[0]
            if 0 <= c < K.N_CARDS and not on_board(s, c):
                return "a hero card can only be played while its hero is on the board"
        if not s.stack and s.phase == BUILD and k == "buy":
            return "that card is not face-up, not affordable, or has no free space for its piece"
        if not s.stack and s.phase == SURPRISE and k == "attack":
            return (
                "you may attack a face-up invader next to your ship or fort, or one in a "
                "breakthrough space"
            )
    except (IndexError, TypeError):
        return None
    return None


def label(s: CoveState, a: Action) -> str:
    k = a.kind
    if k in ("ability", "combat", "offer", "givecard"):
        c = a.args[0]
        verb = {"ability": "play", "combat": "fight with", "offer": "offer", "givecard": "trade"}
        return f"{verb[k]} hero card {card_name(c)} ({a.text})"
    if k in ("trade", "use", "lose"):
        p = s.to_move
        i = a.args[0]
        if p is not None and i < len(s.cards[p]):
            return f"{k} {K.CARD_IDS[s.cards[p][i]]} ({a.text})"
    if k == "buy":
        st = a.args[0] - 1
        c = stack_card(s, st) if 0 <= st < K.N_STACKS else -1
        if c >= 0:
            return f"buy {K.CARD_IDS[c]} from stack {st + 1} ({a.text})"
    return a.text

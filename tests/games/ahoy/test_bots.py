"""The heuristic bots' faction play (seaboard/games/ahoy/bots.py): positions where the
faction's way of scoring (ahoy.md §7.3, F&F) asks for one move."""

from __future__ import annotations

from seaboard.engine.agent import Clock
from seaboard.engine.rng import Rng
from seaboard.games.ahoy import GAME
from seaboard.games.ahoy import content as C
from seaboard.games.ahoy.rules.common import island
from seaboard.games.ahoy.state import Frame

from .helpers import heuristic_picks, move_flagship, started


def test_the_smuggler_bot_delivers_a_cargo_at_its_island():
    """§7.3.2 Deliver pays 2 Fame, a reward and a pledge: at the Cargo's Island the
    Smuggler hands it over rather than keep carrying it (the bot once valued a carried
    Cargo above its delivery and sailed on)."""
    s = started(3)
    for f in s.figures:
        f.space = -1
    t = s.placed[0].tile
    card = next(i for i, c in enumerate(C.CARDS) if c.deliver_to == C.TILES[t].suit)
    s.players[1].cargo = [card]
    s.players[1].dice = []  # its dice placed: deliver now or end the turn
    s.market = [c for c in s.market if C.CARDS[c].suit != C.TILES[t].suit]
    move_flagship(s, 1, C.SPACE_IDS[island(t)])
    move_flagship(s, 0, C.SPACE_IDS[island(s.placed[1].tile)])
    move_flagship(s, 2, C.SPACE_IDS[island(s.placed[1].tile)])
    s.pending = [Frame("turn", 1)]
    s.legal_cache = None
    bot = GAME.heuristic(1, s.config, {})
    bot.reseed(1)
    seen = s.determinize(1, Rng(2))
    action = bot.act(seen, s.legal_actions(), Clock())
    assert action.text == f"deliver {C.CARD_IDS[card]}"


def test_the_coral_cap_bot_sails_toward_an_island_where_it_can_outfit():
    """F&F Frigates: outfitting needs the Flagship at an Island. Given a Full Sail, the
    Coral Cap bot picks a figure to move instead of passing (it once valued the pick
    before any step and passed every Tailwind and Full Sail)."""
    from seaboard.games.ahoy.rules.common import flagship
    from seaboard.games.ahoy.rules.common import island as island_space

    s = GAME.new_state(GAME.make_config(3, coral_cap=True), 0)
    while s.pending and s.pending[-1].kind == "start":
        s.apply(s.legal_actions()[0])
    seat = next(i for i, p in enumerate(s.players) if p.faction == "coral")
    for f in s.figures:
        f.space = -1
    t = s.placed[0].tile
    ship = flagship(s, seat)
    s.figures[ship].space = next(sp for sp in range(t * 4, t * 4 + 4) if sp != island_space(t))
    s.players[seat].gold = 3
    s.pending = [Frame("turn", seat), Frame("pickfig", seat, n=3, text="fullsail")]
    s.legal_cache = None
    assert {a.text for a in s.legal_actions()} == {"figure flagship", "pass"}
    bot = GAME.heuristic(seat, s.config, {})
    for seed in range(8):  # a tie would be broken at random: never pass
        bot.reseed(seed)
        action = bot.act(s.determinize(seat, Rng(seed)), s.legal_actions(), Clock())
        assert action.text == "figure flagship"


def test_the_coral_cap_bot_counts_a_frigate_whose_captain_was_boxed_as_outfitted():
    """F&F Frigates, "Captain Ability": a Captain whose ability boxes its card (Ghastly
    Gust) leaves its Frigate on the map, outfitted. The bot values that Frigate as one with
    its Captain beside it (it once counted only Captains still beside their Frigates)."""
    from seaboard.games.ahoy.bots import value
    from seaboard.games.ahoy.rules.coral import outfitted
    from seaboard.games.ahoy.state import BOXED_CAPTAIN

    s = GAME.new_state(GAME.make_config(3, coral_cap=True), 0)
    seat = next(i for i, p in enumerate(s.players) if p.faction == "coral")
    gust = C.CARD_INDEX["ghastly-gust"]
    none = value(s, seat)
    s.players[seat].captains[0] = gust
    beside = value(s, seat)
    s.players[seat].captains[0] = BOXED_CAPTAIN
    assert outfitted(s, seat)[0]
    assert value(s, seat) == beside > none


def test_sailing_distances_go_around_a_sandbar():
    """§5.3 Sandbar: movement may not cross the printed edge. The Smuggler bot measures its
    way to an Island in steps that go around it (it once counted squares across the bar,
    and stayed put beside an Island it could not reach in one step)."""
    from seaboard.games.ahoy.rules.common import SANDBARS, neighbours, sailing_distances

    s = started(4, 1)
    t = next(t.tile for t in s.placed if SANDBARS[t.tile])
    a, b = (t * 4 + k for k in sorted(SANDBARS[t]))
    assert b in neighbours(s, a)
    assert sailing_distances(s, a)[b] > 1


def test_the_smuggler_bot_smuggles_a_cargo_with_a_long_trip():
    """§7.3.2 Smuggle is free and every Cargo is a delivery to come (2 Fame, a reward, a
    pledge). At a Parrot Island whose only Market card of its suit delivers to a Compass
    Island five steps away, the Smuggler takes it (the bot once valued the card left in the
    Market above the Cargo in its hold when the trip was three steps or more, and sailed on
    empty)."""
    s = started(3, 2)
    parrot, compass = (t.tile for t in s.placed)
    assert (C.TILES[parrot].suit, C.TILES[compass].suit) == ("parrot", "compass")
    witch = C.CARD_INDEX["sea-witch"]  # a Parrot card, Tinctures delivered to Compass
    assert C.CARDS[witch].deliver_to == "compass"
    elsewhere = [i for i, c in enumerate(C.CARDS) if c.suit in ("skull", "fish")][:2]
    s.market = [witch, *elsewhere]  # nothing else to smuggle on this map
    s.deck = [c for c in s.deck if c not in s.market]
    for f in s.figures:
        f.space = -1
    move_flagship(s, 1, C.SPACE_IDS[island(parrot)])
    s.players[1].dice = []  # its dice placed: smuggle now or end the turn
    s.pending = [Frame("turn", 1)]
    s.legal_cache = None
    assert "smuggle sea-witch" in {a.text for a in s.legal_actions()}
    assert {a.text for a in heuristic_picks(s, 1)} == {"smuggle sea-witch"}


def test_the_lookahead_tries_every_free_action_and_every_slot():
    """§4.1: free actions (Smuggle, Recruit, ...) may come between the dice of a turn. With
    two dice and 5 gold a Smuggler has more die placements than the lookahead tries, and it
    once tried only the first 24 candidates, placements first: Smuggle and the slots after
    Full Sail were never looked at. It now tries every free action and every slot with the
    dice as rolled."""
    from seaboard.games.ahoy.bots import _candidates, _followups

    s = started(3, 2)
    parrot = s.placed[0].tile
    for f in s.figures:
        f.space = -1
    move_flagship(s, 1, C.SPACE_IDS[island(parrot)])
    s.market = [C.CARD_INDEX["sea-witch"], *s.market[1:]]
    p = s.players[1]
    p.dice, p.gold = [2, 4], 5
    s.pending = [Frame("turn", 1)]
    s.legal_cache = None
    legal = s.legal_actions()
    free = {a.text for a in legal if a.kind != "place"}
    assert "smuggle sea-witch" in free
    assert not free & {a.text for a in _candidates(s, legal)[:24]}  # the old slice
    tried = _followups(s, legal)
    assert free <= {a.text for a in tried}
    slots = {x.name: x.action for x in p.slots}
    placed = {slots[str(a.args[0])] for a in tried if a.kind == "place"}
    assert placed == {x.action for x in p.slots}  # Sail, Full Sail, ..., Repair


def test_the_smuggler_bot_sails_toward_its_nearer_delivery():
    """§7.3.2 Deliver: with two Cargo for Islands on either side, the Smuggler sails to
    deliver the nearer one first. (Each Cargo pulled toward its own Island by as much as
    the other pulled back, so the bot valued sailing either way as standing still, and
    stood still as often as not.)"""
    from seaboard.games.ahoy.rules.common import flagship

    s = started(3, 2)
    parrot, compass = (island(t.tile) for t in s.placed)
    on_map = {C.TILES[t.tile].suit for t in s.placed}
    to = {
        suit: next(
            i for i, c in enumerate(C.CARDS) if c.deliver_to == suit and c.suit not in on_map
        )
        for suit in ("parrot", "compass")
    }
    s.market = [i for i, c in enumerate(C.CARDS) if c.suit not in on_map][2:5]  # no pick-ups
    s.deck = [c for c in s.deck if c not in s.market and c not in to.values()]
    for f in s.figures:
        f.space = -1
    move_flagship(s, 1, "parrot-b-sw")  # 3 steps from the Parrot Island, 2 from the Compass
    s.stack = []  # nothing left to explore: sail on the map or stay
    p = s.players[1]
    p.cargo, p.dice = [to["parrot"], to["compass"]], []
    s.pending = [Frame("turn", 1), Frame("move", 1, fig=flagship(s, 1), n=2, text="sail")]
    s.legal_cache = None
    assert {a.text for a in s.legal_actions()} == {"step e", "step w", "stop"}  # e: Compass
    for action in heuristic_picks(s, 1):
        s2 = s.clone()
        s2.apply(action)
        assert C.SPACE_IDS[s2.figures[flagship(s2, 1)].space] == "compass-a-sw"


def test_the_smuggler_bot_turns_its_cannons_down_just_enough_to_win():
    """§6.1 Cannons, house G11: after the battle dice a side may turn its Cannons die down
    and add the difference. The Smuggler, rolling 2 against a Patrol's 4 with a 6 on its
    Cannons (the Bluefin unloaded, so nothing to answer with), turns down 3: the least that
    wins. (The bot's value does not see a battle's end, so every turn-down, and none,
    looked alike and it picked by its noise.)"""
    from seaboard.games.ahoy.rules.common import flagship
    from seaboard.games.ahoy.state import PATROL, Battle

    s = started(3)
    for f in s.figures:
        f.space = -1
    where = s.placed[0].tile * 4
    ship = flagship(s, 1)
    patrol = next(i for i, f in enumerate(s.figures) if f.owner == 0 and f.kind == PATROL)
    s.figures[ship].space = s.figures[patrol].space = where
    for slot in s.players[0].slots:
        slot.die = 0
    next(sl for sl in s.players[1].slots if sl.action == "cannons").die = 6
    b = Battle(ship, patrol, "sail", stage="boost_a", roll=[2, 4])
    s.current = 1
    s.pending = [Frame("turn", 1), Frame("battle", 1, battle=b)]
    s.legal_cache = None
    legal = s.legal_actions()
    assert {a.text for a in legal} == {"pass", *(f"boost cannons1 {n}" for n in range(1, 6))}
    assert {a.text for a in heuristic_picks(s, 1)} == {"boost cannons1 3"}


def test_the_smuggler_bot_stops_at_an_island_with_a_card_to_smuggle():
    """§7.3.2 Smuggle is a free action at the Island: a Smuggler sailing onto a Skull Island
    with a Skull card in the Market (Mystic, Herbs for a Swords Island on the map) and room
    in its hold stops there rather than sail on. (A pick-up counted 0.75 of the Cargo even
    at its Island: stepping off to anchor on 1 gold of Treasure, or to explore, looked as
    good, and a traced game stepped on and off such an Island twice in a round.)"""
    from seaboard.games.ahoy.rules.common import flagship

    s = started(3, 3)
    skull, swords = (t.tile for t in s.placed)
    assert (C.TILES[skull].suit, C.TILES[swords].suit) == ("skull", "swords")
    mystic = C.CARD_INDEX["mystic"]
    assert C.CARDS[mystic].deliver_to == "swords"
    s.market = [mystic, *[i for i, c in enumerate(C.CARDS) if c.suit in ("fish", "tree")][:2]]
    s.deck = [c for c in s.deck if c not in s.market]
    for f in s.figures:
        f.space = -1
    move_flagship(s, 1, C.SPACE_IDS[island(skull)])
    s.players[1].dice = []
    s.pending = [Frame("turn", 1), Frame("move", 1, fig=flagship(s, 1), n=1, text="sail")]
    s.legal_cache = None
    assert "stop" in {a.text for a in s.legal_actions()}
    assert {a.text for a in heuristic_picks(s, 1)} == {"stop"}


def test_the_smuggler_bot_smuggles_one_card_with_another_left_at_the_island():
    """§7.3.2 Smuggle: at a Skull Island with two Skull cards in the Market, Gunner's Mate
    for a Fish Island three steps west and Mystic for a Swords Island three steps east,
    the Smuggler smuggles rather than end its turn. (The route valued the Cargo left at
    its end each from where the route stopped, as if each came first: two cards left in
    the Market looked better than one in the hold, to deliver before the other.)"""
    from seaboard.games.ahoy.rules.common import place_tile

    s = started(3, 3)
    skull = s.placed[0].tile
    fish = C.TILE_IDS.index("fish-a")
    place_tile(s, fish, -2, 0, 0)  # west of the Skull tile, the Swords tile to the east
    s.stack = [t for t in s.stack if t != fish]
    s.market = [C.CARD_INDEX["mystic"], C.CARD_INDEX["gunners-mate"], C.CARD_INDEX["pilot"]]
    s.deck = [c for c in s.deck if c not in s.market]
    for f in s.figures:
        f.space = -1
    move_flagship(s, 1, C.SPACE_IDS[island(skull)])
    s.players[1].dice = []
    s.pending = [Frame("turn", 1)]
    s.legal_cache = None
    assert {a.kind for a in heuristic_picks(s, 1)} == {"smuggle"}


def test_the_bots_kept_distances_follow_the_map_as_it_grows():
    """The bots keep step and sailing distances per map layout (they depend on the map
    alone): after a tile is explored, the kept tables answer as the rules do."""
    from seaboard.games.ahoy.bots import _sailing
    from seaboard.games.ahoy.rules.common import sailing_distances
    from seaboard.games.ahoy.rules.leviathan import bfs_distances

    s = started(4)
    start = island(s.placed[0].tile)
    assert _sailing(s, start, sandbars=False) == bfs_distances(s, start)
    assert _sailing(s, start) == sailing_distances(s, start)
    tiles, pick = len(s.placed), Rng(5)
    while len(s.placed) == tiles:  # random play until a tile is explored
        assert not s.is_over
        legal = s.legal_actions()
        s.apply(pick.choice(legal))
    assert _sailing(s, start, sandbars=False) == bfs_distances(s, start)
    assert _sailing(s, start) == sailing_distances(s, start)


def _before_the_skull_island():
    """The 3-player start of seed 0 (the Skull and Compass tiles) with every figure off the
    map but the Flagships: the Smuggler's at skull-b-nw, the others at the Compass Island.
    Also the Bluefin's Patrols, to put on the way."""
    s = started(3, 0)
    skull, compass = (t.tile for t in s.placed)
    assert (C.TILES[skull].suit, C.TILES[compass].suit) == ("skull", "compass")
    for f in s.figures:
        f.space = -1
    move_flagship(s, 1, "skull-b-nw")
    move_flagship(s, 0, C.SPACE_IDS[island(compass)])
    move_flagship(s, 2, C.SPACE_IDS[island(compass)])
    return s, [i for i, f in enumerate(s.figures) if f.owner == 0 and f.kind == "patrol"]


def test_the_smuggler_bot_does_not_sail_into_battles_it_would_lose():
    """§6.4 battles, §6.5 Battle Victory: with its Cannons turned down to 1 and the Bluefin's
    loaded at 6, a Smuggler one step from a Stronghold and a Patrol on each way to the Skull
    Island (Pilot, Cargo for Skull, in its hold) stops rather than step in: a Stronghold's
    +2 and the Bluefin's turn-down win nearly every battle, and each lost one deals damage
    and may steal gold. (The lookahead stops where the winner chooses its Battle Victory,
    so a lost battle counted nothing and the step one closer to the Island won: the bot
    stepped in every time.)"""
    from seaboard.games.ahoy.rules.common import flagship

    s, patrols = _before_the_skull_island()
    forts = [i for i, f in enumerate(s.figures) if f.owner == 0 and f.kind == "stronghold"]
    for k, where in enumerate(("skull-b-ne", "skull-b-sw")):  # the two ways to skull-b-se
        s.figures[forts[k]].space = s.figures[patrols[k]].space = C.SPACE_IDS.index(where)
    next(slot for slot in s.players[0].slots if slot.action == "cannons").die = 6
    next(slot for slot in s.players[1].slots if slot.action == "cannons").die = 1
    s.stack = []  # no exploring off the map
    s.market = [c for c in s.market if C.CARDS[c].suit not in ("skull", "compass")]
    s.players[1].cargo = [C.CARD_INDEX["pilot"]]
    s.players[1].dice = []
    s.players[1].gold = 0
    s.pending = [Frame("turn", 1), Frame("move", 1, fig=flagship(s, 1), n=1, text="sail")]
    s.legal_cache = None
    assert {a.text for a in s.legal_actions()} == {"step n", "step e", "stop"}
    assert {a.text for a in heuristic_picks(s, 1)} == {"stop"}


def test_the_smuggler_bot_delivers_what_it_can_in_the_last_round():
    """§4.2, §4.3: the game ends after the round in which a player reaches 30 Fame, and
    Cargo still in the hold then scores nothing. With the Bluefin at 28 Fame holding a
    region of wealth 2, a Smuggler two steps into a Sail, between the Fish Island (two
    steps west, through open sea) and the Swords Island (two steps east, through Fog,
    which ends the move a step short), with a Cargo for each, sails west and delivers
    this round. (It valued both Cargo as deliveries to come in later rounds, and sailed
    east as often as west.)"""
    from seaboard.games.ahoy.bots import last_round
    from seaboard.games.ahoy.rules.common import flagship, place_tile

    s = started(3, 3)
    fish = C.TILE_IDS.index("fish-a")
    place_tile(s, fish, -2, 0, 0)  # west of the Skull tile, the Swords tile to the east
    s.stack = []
    for f in s.figures:
        f.space = -1
    elsewhere = [i for i, c in enumerate(C.CARDS) if c.suit in ("tree", "parrot", "compass")]
    to_fish = next(i for i in elsewhere if C.CARDS[i].deliver_to == "fish")
    to_swords = next(i for i in elsewhere if C.CARDS[i].deliver_to == "swords")
    s.market = [i for i in elsewhere if i not in (to_fish, to_swords)][:3]  # no pick-ups
    s.deck = [c for c in s.deck if c not in s.market and c not in (to_fish, to_swords)]
    move_flagship(s, 0, "fish-a-nw")  # the Bluefin holds the Fish region
    move_flagship(s, 2, "swords-b-ne")
    move_flagship(s, 1, "skull-b-sw")
    for t in s.placed:
        t.wealth = 2
    s.players[0].fame = 28
    p = s.players[1]
    p.cargo, p.dice = [to_fish, to_swords], []
    s.pending = [Frame("turn", 1), Frame("move", 1, fig=flagship(s, 1), n=2, text="sail")]
    s.legal_cache = None
    assert last_round(s)
    west = s.clone()
    west.apply(next(a for a in s.legal_actions() if a.text == "step w"))
    assert C.SPACE_IDS[west.figures[flagship(west, 1)].space] == "skull-b-nw"  # then Fish
    assert {a.text for a in heuristic_picks(s, 1)} == {"step w"}


def test_a_die_whose_plan_fights_is_judged_by_chance():
    """§6.4 battles are rolled: a Smuggler one step from a Patrol on its way to the Skull
    Island (Cargo for Skull in its hold, Cannons loaded at 3) judges a Sail die, whose
    greedy plan steps in and fights, as a die that rolls dice, so that the bot averages it
    over several draws; a Repair die, which ends the turn, rolls nothing. Inside the plan,
    the step into the battle is judged by its mean over draws too. (The plan's battle was
    judged on one draw: the bot chose among its dice by which one's battle the draw had
    won, and the plan stepped in only where its draw won. benchmarks/README.md, ninth
    pass, has the games won before and after.)"""
    from seaboard.engine.game import Action
    from seaboard.games.ahoy.bots import AhoyHeuristic

    from .helpers import space

    s, patrols = _before_the_skull_island()
    for k, where in enumerate(("skull-b-ne", "skull-b-sw")):  # the two ways to skull-b-se
        s.figures[patrols[k]].space = space(where)
    next(slot for slot in s.players[1].slots if slot.action == "cannons").die = 3
    s.stack = []  # no exploring off the map
    s.market = [c for c in s.market if C.CARDS[c].suit not in ("skull", "compass")]
    s.players[1].cargo = [C.CARD_INDEX["pilot"]]
    s.players[1].dice = [2]
    s.players[1].gold = 0
    s.pending = [Frame("turn", 1)]
    s.legal_cache = None
    bot = GAME.heuristic(1, s.config, {})
    seen = s.determinize(1, Rng(0))
    _, sail_by_chance = bot._judge(seen, Action.parse("place sail1 2 2"), 1)
    _, repair_by_chance = bot._judge(seen, Action.parse("place repair1 2 2"), 1)
    assert (sail_by_chance, repair_by_chance) == (True, False)

    # inside the plan, the step into the battle is judged before its dice: the plan steps
    # in on every draw (it stepped in only on the draws that won), and its worth is then
    # the battle's, won or lost
    plans = set()
    for draw in range(12):
        twin = s.determinize(1, Rng(0))
        twin.rng = Rng(draw)  # the bot's own draws, as in `act`
        twin.apply(Action.parse("place sail1 2 2"))
        worth, rolled = AhoyHeuristic._finish_turn(twin, 1)
        plans.add((round(worth, 6), rolled))
    assert len(plans) == 2 and {rolled for _, rolled in plans} == {True}

"""Scenario tests for the Coral Cap Pirates (Fang & Fortune rulebook, "The Coral Cap
Pirates"), with the rulebook's outfitting example."""

from __future__ import annotations

from seaboard.engine.game import events_for
from seaboard.games.ahoy import GAME
from seaboard.games.ahoy import content as C
from seaboard.games.ahoy.rules import coral as K
from seaboard.games.ahoy.rules.common import flagship, island, place_tile
from seaboard.games.ahoy.state import NOWHERE, PATROL, Frame

from .helpers import act


def coral_game(players: int = 3, seed: int = 0, **options):
    s = GAME.new_state(GAME.make_config(players, coral_cap=True, **options), seed)
    while s.pending and s.pending[-1].kind == "start":
        act(s, s.legal_actions()[0].text)
    seat = next(i for i, p in enumerate(s.players) if p.faction == "coral")
    for f in s.figures:
        f.space = NOWHERE
    s.comrades = [0] * 12
    return s, seat


def with_tile(s, name):
    t = C.TILE_IDS.index(name)
    if all(p.tile != t for p in s.placed):
        for pile in (s.stack, s.removed_tiles):
            if t in pile:
                pile.remove(t)
        place_tile(s, t, 10, 10, 0)
    return t


def market_only(s, card_id):
    card = C.CARD_INDEX[card_id]
    for pile in (s.deck, s.removed_cards):
        if card in pile:
            pile.remove(card)
    s.market = [card]
    return card


def test_setup():
    """Faction Setup: 4 dice, 1 gold, 6 Frigates off the map, 10 Job tokens in the bag, the
    Flagship on any space but an Island; the 2nd seat at 3 players."""
    s = GAME.new_state(GAME.make_config(3, coral_cap=True), 2)
    assert [p.faction for p in s.players] == ["bluefin", "coral", "mollusk"]
    p = s.players[1]
    assert (len(p.dice), p.gold, len(s.job_bag)) == (4, 1, 10)
    assert sorted(s.job_bag) == [1, 1, 1, 2, 2, 2, 2, 3, 3, 3]


def test_outfit_example():
    """Frigates example: at a Skull Island with the Gunner's Mate (1 gold) in the Market,
    outfit the Specter: 1 Fame, the Specter in the Flagship's region, wealth +1."""
    s, seat = coral_game()
    t = with_tile(s, "skull-a")
    s.figures[flagship(s, seat)].space = island(t)
    card = market_only(s, "gunners-mate")
    p = s.players[seat]
    p.gold = 1
    s.pending = [Frame("turn", seat)]
    s.legal_cache = None
    wealth = next(x.wealth for x in s.placed if x.tile == t)
    act(s, "outfit specter gunners-mate 0")
    assert p.fame == 1 and p.gold == 0 and p.captains[0] == card
    spaces = {a.args[0] for a in s.legal_actions()}
    assert spaces == {C.SPACE_IDS[t * 4 + k] for k in range(4)}
    act(s, f"to {C.SPACE_IDS[t * 4]}")
    specter = K.figure_named(s, seat, "specter")
    assert s.figures[specter].space == t * 4
    assert next(x.wealth for x in s.placed if x.tile == t) == wealth + 1


def test_a_die_cost_captain_gives_3_fame():
    s, seat = coral_game()
    t = with_tile(s, "skull-a")
    s.figures[flagship(s, seat)].space = island(t)
    market_only(s, "gunner")  # costs a die
    s.players[seat].dice = [4]
    s.pending = [Frame("turn", seat)]
    s.legal_cache = None
    act(s, "outfit specter gunner 4")
    assert s.players[seat].fame == 3 and s.players[seat].dice == []


def test_jobs_fill_raise_wealth_and_stay_secret():
    """Jobs: at an Island, discard a Market card of the Job's suit, draw a Job token (only
    you see it); the centre Job raises your Flagship's region by 1, the right by 2; at the
    end the tokens score."""
    s, seat = coral_game()
    t = with_tile(s, "compass-a")
    way = K.figure_named(s, seat, "wayfinder")
    s.figures[way].space = island(t)
    s.figures[flagship(s, seat)].space = t * 4
    # Wayfinder jobs: Skull, Swords, Fish; fill the right one (Fish)
    card = market_only(s, "diver")
    s.pending = [Frame("turn", seat)]
    s.legal_cache = None
    wealth = next(x.wealth for x in s.placed if x.tile == t)
    events = act(s, f"job wayfinder right {C.CARD_IDS[card]}")
    token = s.players[seat].jobs[C.FRIGATES.index("wayfinder") * 3 + 2]
    assert token in (1, 2, 3) and card in s.boxed
    assert next(x.wealth for x in s.placed if x.tile == t) == min(6, wealth + 2)
    others = [x for x in range(3) if x != seat]
    for o in others:
        assert all("fame" not in e.data for e in events_for(events, o))
        assert s.view(o)["players"][seat]["jobs"][5] == "filled"
        assert "job_tokens" not in s.view(o)["players"][seat]
    assert K.job_fame(s, seat) == token


def test_frigate_damage_goes_on_an_empty_job_slot_and_repair_mends_it():
    """F&F, Frigates: "When a Frigate takes a damage, the damage token is placed in an
    empty Job slot on its Frigate card." Which empty slot is its owner's choice."""
    s, seat = coral_game()
    from seaboard.games.ahoy.rules.common import damage_figure

    lux = K.figure_named(s, seat, "luxury")
    s.figures[lux].space = s.placed[0].tile * 4
    k = C.FRIGATES.index("luxury") * 3
    s.players[seat].jobs[k + 2] = 5  # the right Job is filled: not empty
    s.pending = [Frame("turn", seat)]
    damage_figure(s, lux, 1, [])
    s.legal_cache = None
    assert {a.text for a in s.legal_actions()} == {
        "jobdamage luxury left",
        "jobdamage luxury centre",
    }
    assert "centre" in s.label(s.legal_actions()[1])
    act(s, "jobdamage luxury centre")
    assert s.players[seat].jobs[k : k + 3] == [0, -1, 5]
    assert s.pending[-1].kind == "turn"
    damage_figure(s, lux, 1, [])  # one empty slot left: no choice to offer
    assert s.players[seat].jobs[k : k + 3] == [-1, -1, 5]
    s.pending = [Frame("turn", seat), Frame("crepair", seat, n=2)]
    s.legal_cache = None
    act(s, "mend luxury left")
    assert s.players[seat].jobs[k] == 0


def test_the_heuristic_spares_a_job_the_market_can_fill():
    from seaboard.engine.agent import Clock
    from seaboard.games.ahoy.bots import make_heuristic
    from seaboard.games.ahoy.rules.common import damage_figure

    s, seat = coral_game()
    lux = K.figure_named(s, seat, "luxury")
    s.figures[lux].space = s.placed[0].tile * 4
    # Luxury's Jobs are compass, skull, swords; the Market offers only a skull card
    skull = next(c for c in range(len(C.CARDS)) if C.CARDS[c].suit == "skull")
    s.market = [skull]
    s.pending = [Frame("turn", seat)]
    damage_figure(s, lux, 1, [])
    s.legal_cache = None
    choice = make_heuristic(seat, {}).act(s, s.legal_actions(), Clock())
    assert choice.text != "jobdamage luxury centre"


def test_rob_gains_the_cards_gold_cost():
    """Rob: at an Island, discard a Market card for gold equal to its cost (a die: 3)."""
    s, seat = coral_game()
    t = s.placed[0].tile
    s.figures[flagship(s, seat)].space = island(t)
    market_only(s, "pilot")  # a die
    s.players[seat].gold = 0
    s.players[seat].dice = [5]
    s.pending = [Frame("turn", seat)]
    s.legal_cache = None
    act(s, "place rob1 5 5")
    act(s, "take pilot")
    assert s.players[seat].gold == 3


def test_relocate_swaps_two_figures():
    s, seat = coral_game()
    a, b = s.placed[0].tile * 4, s.placed[1].tile * 4
    ship = flagship(s, seat)
    spec = K.figure_named(s, seat, "specter")
    s.figures[ship].space, s.figures[spec].space = a, b
    s.players[seat].dice = [2]
    s.pending = [Frame("turn", seat)]
    s.legal_cache = None
    act(s, "place relocate1 2 2")
    act(s, "swap flagship specter")
    while s.pending[-1].kind != "turn":
        act(s, s.legal_actions()[0].text)
    assert (s.figures[ship].space, s.figures[spec].space) in ((b, a),)


def test_parade_moves_up_to_x_different_figures():
    s, seat = coral_game()
    ship = flagship(s, seat)
    spec = K.figure_named(s, seat, "specter")
    s.figures[ship].space = s.grid[(1, 1)]
    s.figures[spec].space = s.grid[(2, 1)]
    s.players[seat].dice = [2]
    s.pending = [Frame("turn", seat)]
    s.legal_cache = None
    act(s, "place parade1 2 2")
    assert {a.text for a in s.legal_actions()} == {"figure flagship", "figure specter", "done"}
    act(s, "figure specter")
    act(s, "stop")
    assert {a.text for a in s.legal_actions()} == {"figure flagship", "done"}


def test_battle_victory_steals_two_gold():
    s, seat = coral_game()
    from seaboard.games.ahoy.rules.battle import victory_options
    from seaboard.games.ahoy.state import Battle

    ship = flagship(s, seat)
    enemy = flagship(s, 0)
    b = Battle(ship, enemy, "fullsail", stage="victory", winner=0)
    assert victory_options(s, b) == ["steal", "onward"]
    b.cause = "move"
    assert victory_options(s, b) == ["steal"]
    s.figures[ship].space = s.figures[enemy].space = s.placed[0].tile * 4
    s.players[0].gold = 3
    b.cause = "fullsail"
    s.pending = [Frame("turn", seat), Frame("battle", seat, battle=b)]
    s.legal_cache = None
    act(s, "victory steal")
    assert s.players[0].gold == 1


def test_arbiter_and_luxury_at_round_end():
    """The Arbiter: its region controlled by a player with the most Fame: 2 Fame + 1 per
    filled Arbiter Job. The Luxury beside an enemy Flagship: 1 Fame per gold, up to 2 + its
    filled Jobs."""
    s, seat = coral_game()
    t = s.placed[0].tile
    arb = K.figure_named(s, seat, "arbiter")
    lux = K.figure_named(s, seat, "luxury")
    s.figures[arb].space = t * 4
    s.figures[lux].space = t * 4 + 1
    s.figures[flagship(s, 0)].space = t * 4 + 2  # the Bluefin controls it and leads
    s.players[0].fame = 5
    p = s.players[seat]
    p.jobs[C.FRIGATES.index("arbiter") * 3] = 2
    p.gold = 9
    before = p.fame
    K.end_of_round(s, seat, [])
    assert p.fame - before == (2 + 1) + 2


def test_specter_doubles_its_cannons_turn_down():
    s, seat = coral_game()
    spec = K.figure_named(s, seat, "specter")
    enemy = next(i for i, f in enumerate(s.figures) if f.owner == 0 and f.kind == PATROL)
    from seaboard.games.ahoy.state import Battle

    s.figures[spec].space = s.figures[enemy].space = s.placed[0].tile * 4
    next(sl for sl in s.players[seat].slots if sl.action == "cannons").die = 5
    b = Battle(spec, enemy, "move", stage="boost_a")
    s.pending = [Frame("turn", seat), Frame("battle", seat, battle=b)]
    s.legal_cache = None
    act(s, "boost cannons1 3")
    assert b.bonus[0] == 6


def test_wayfinder_and_mercenary():
    s, seat = coral_game()
    t = s.placed[0].tile
    way = K.figure_named(s, seat, "wayfinder")
    s.figures[way].space = t * 4
    s.figures[flagship(s, seat)].space = s.placed[1].tile * 4
    from seaboard.games.ahoy.rules.turn import begin_turn

    s.pending = []
    begin_turn(s, seat)
    s.legal_cache = None
    assert "figure flagship" in {a.text for a in s.legal_actions()}
    act(s, "figure flagship")
    assert s.figures[flagship(s, seat)].space == t * 4
    # the Mercenary in a region the leading Bluefin controls removes a Patrol for 1 Fame
    merc = K.figure_named(s, seat, "mercenary")
    patrol = next(i for i, f in enumerate(s.figures) if f.kind == PATROL)
    s.figures[patrol].space = t * 4 + 1
    s.figures[flagship(s, 0)].space = t * 4 + 2
    s.figures[merc].space = t * 4 + 3
    s.figures[flagship(s, seat)].space = NOWHERE
    s.figures[way].space = NOWHERE
    s.players[0].fame = 3
    frame = Frame("aftermove", seat, fig=merc)
    s.pending = [Frame("turn", seat), frame]
    s.legal_cache = None
    act(s, "ability patrol")
    assert s.figures[patrol].space == NOWHERE and s.players[seat].fame == 1


def test_a_player_wide_captain_works_as_crew():
    """Captain Ability: a Fighters Captain gives +1 in every battle, as Crew would."""
    from seaboard.games.ahoy.rules.battle import static_bonus

    s, seat = coral_game()
    ship = flagship(s, seat)
    assert static_bonus(s, ship) == 0
    s.players[seat].captains[C.FRIGATES.index("mercenary")] = C.CARD_INDEX["fighters"]
    assert static_bonus(s, ship) == 1


# -- Captain Ability: "any mention of 'your Flagship' instead says 'this Frigate'" -----------


def outfitted(s, seat, frigate, card_id, space):
    """A Frigate on the map with `card_id` as its Captain, outfitted as printed."""
    t = with_tile(s, "skull-a")
    s.figures[flagship(s, seat)].space = island(t)
    market_only(s, card_id)
    s.players[seat].gold = 2
    s.players[seat].dice = [3]
    s.pending = [Frame("turn", seat)]
    s.legal_cache = None
    act(s, f"outfit {frigate} {card_id} 0")
    act(s, f"to {C.SPACE_IDS[space]}")
    return K.figure_named(s, seat, frigate)


def test_captain_ability_mystic_acts_in_this_frigates_region():
    """F&F "Captain Ability": "The ability of the Frigate's Captain works normally with one
    change: any mention of 'your Flagship' instead says 'this Frigate.'" A Mystic Captain
    deals its damage to a figure in the Frigate's region, not the Flagship's."""
    s, seat = coral_game()
    t = with_tile(s, "skull-a")
    other = next(p.tile for p in s.placed if p.tile != t)
    mystic = outfitted(s, seat, "specter", "mystic", t * 4)
    s.figures[flagship(s, seat)].space = other * 4  # the Flagship sails away
    near_flagship = next(i for i, f in enumerate(s.figures) if f.owner == 0 and f.kind == PATROL)
    near_frigate = next(
        i
        for i, f in enumerate(s.figures)
        if f.owner == 0 and f.kind == PATROL and i != near_flagship
    )
    s.figures[near_flagship].space = other * 4 + 1
    s.figures[near_frigate].space = t * 4 + 1
    s.legal_cache = None
    act(s, "crew mystic")
    targets = {a.text for a in s.legal_actions()} - {"pass"}
    assert targets == {f"target {near_frigate}"}
    assert s.figures[mystic].kind == "specter"


def test_captain_ability_ghastly_gust_boxes_the_card_and_the_frigate_stays():
    """F&F "Captain Ability": "If you use a Captain ability that returns its card to the box,
    such as Ghastly Gust, its Frigate remains on the map and you can keep using it as
    normal." Ghastly Gust moves this Frigate (not the Flagship) directly to any space."""
    s, seat = coral_game()
    t = with_tile(s, "skull-a")
    other = next(p.tile for p in s.placed if p.tile != t)
    way = outfitted(s, seat, "wayfinder", "ghastly-gust", t * 4)
    ship_at = s.figures[flagship(s, seat)].space
    act(s, "crew ghastly-gust")
    act(s, f"to {C.SPACE_IDS[other * 4 + 3]}")
    p = s.players[seat]
    assert s.figures[way].space == other * 4 + 3  # this Frigate moved
    assert s.figures[flagship(s, seat)].space == ship_at
    assert (
        C.CARD_INDEX["ghastly-gust"] in s.boxed and C.CARD_INDEX["ghastly-gust"] not in p.captains
    )
    # every view still shows the Frigate outfitted, its Captain gone to the box
    wayfinder = C.FRIGATES.index("wayfinder")
    for viewer in (seat, None):
        assert s.view(viewer)["players"][seat]["captains"][wayfinder] == "boxed"
    s.legal_cache = None
    assert "crew ghastly-gust" not in {a.text for a in s.legal_actions()}
    # it stays on the map, at an Island, and still takes Jobs (Skull, Swords, Fish)
    market_only(s, "mystic")
    s.legal_cache = None
    assert "job wayfinder left mystic" in {a.text for a in s.legal_actions()}


def test_captain_ability_sailor_slot_moves_this_frigate():
    """F&F "Captain Ability": a die-slot Captain brings its slot; the Sailor's "move your
    Flagship 1-3 spaces" moves this Frigate."""
    s, seat = coral_game()
    t = with_tile(s, "skull-a")
    frig = outfitted(s, seat, "wayfinder", "sailor", t * 4)
    p = s.players[seat]
    assert any(sl.name == "sailor" for sl in p.slots)
    ship_at = s.figures[flagship(s, seat)].space
    act(s, "place sailor 3 3")
    assert s.pending[-1].kind == "move" and s.pending[-1].fig == frig
    assert s.figures[flagship(s, seat)].space == ship_at


def test_captain_ability_gunner_adds_damage_to_this_frigates_wins():
    """F&F "Captain Ability": the Gunner's "Flagship battle wins deal 1 extra damage" reads
    "this Frigate's battle wins"; the Flagship's own wins do not get it."""
    from seaboard.games.ahoy.rules.common import acts_with

    s, seat = coral_game()
    t = with_tile(s, "skull-a")
    market_only(s, "gunner")
    s.figures[flagship(s, seat)].space = island(t)
    s.players[seat].dice = [4]
    s.pending = [Frame("turn", seat)]
    s.legal_cache = None
    act(s, "outfit specter gunner 4")
    act(s, f"to {C.SPACE_IDS[t * 4]}")
    spec = K.figure_named(s, seat, "specter")
    assert acts_with(s, spec, "gunner")
    assert not acts_with(s, flagship(s, seat), "gunner")


def test_captain_ability_sea_dog_steers_this_frigate():
    """F&F "Captain Ability": a Sea Dog Captain lets its Frigate (not the Flagship) ignore or
    steer a Strong Current it enters, and the push names the Frigate."""
    from seaboard.games.ahoy.rules.common import neighbours, sandbar_between, terrain
    from seaboard.games.ahoy.rules.move import enter

    for seed in range(40):  # a start whose two tiles hold a Strong Current
        s, seat = coral_game(seed=seed)
        currents = [sp for sp in s.grid.values() if terrain(sp).kind == "current"]
        if currents:
            break
    target = currents[0]
    banquet = K.figure_named(s, seat, "banquet")  # the Fish Frigate; the Sea Dog is Fish
    s.players[seat].captains[C.FRIGATES.index("banquet")] = C.CARD_INDEX["sea-dog"]
    start = next(n for n in neighbours(s, target) if not sandbar_between(n, target))
    s.figures[banquet].space = start
    move = Frame("move", seat, fig=banquet, n=1, text="fullsail")
    s.pending = [Frame("turn", seat), move]
    enter(s, move, target, [])
    assert s.pending[-1].kind == "steer" and s.pending[-1].fig == banquet
    s.legal_cache = None
    steps = [a.text for a in s.legal_actions() if a.kind == "step"]
    events = act(s, steps[0])
    assert any(e.kind == "current" and e.data["figure"] == "banquet" for e in events)
    # the Flagship, without the Sea Dog, is pushed as the current says
    ship = flagship(s, seat)
    s.figures[ship].space = start
    move = Frame("move", seat, fig=ship, n=1, text="fullsail")
    s.pending = [Frame("turn", seat), move]
    enter(s, move, target, [])
    assert not s.pending or s.pending[-1].kind != "steer"

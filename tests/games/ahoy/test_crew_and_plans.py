"""Scenario tests for Crew abilities and Mollusk plans (ahoy.md §7.2, §8)."""

from __future__ import annotations

from seaboard.engine.agent import Clock
from seaboard.engine.game import Action
from seaboard.games.ahoy import content as C
from seaboard.games.ahoy.bots import make_heuristic
from seaboard.games.ahoy.rules.common import control, flagship
from seaboard.games.ahoy.state import CUTTER, PATROL, Frame

from .helpers import act, started


def _turn(s, seat):
    s.pending = [Frame("turn", seat)]
    s.legal_cache = None


def test_cutter_plan_doubles_comrades_and_sails_on_its_slot():
    """Cutter: remove 2 Comrades from an Island to put the Cutter there; each Comrade on its
    region's Island counts 2; its card slot (any die) Sails it up to 3 or Tailwinds it."""
    s = started(2)
    t = s.placed[0].tile
    for f in s.figures:
        f.space = -1
    s.comrades = [0] * 12
    s.comrades[t] = 5
    union = s.players[1]
    union.plans = [C.PLAN_IDS.index("cutter")]
    _turn(s, 1)
    act(s, "plan cutter")
    act(s, f"launch {C.TILE_IDS[t]}")
    assert s.comrades[t] == 3
    assert control(s, t) == (0, 3 * 2 + 1)
    assert any(sl.name == "cutter" for sl in union.slots)
    union.dice = [5]
    s.legal_cache = None
    act(s, "place cutter 5 5")
    act(s, "mode sail")
    cutter = next(i for i, f in enumerate(s.figures) if f.kind == CUTTER)
    assert s.pending[-1].kind == "move" and s.pending[-1].n == 3 and s.pending[-1].fig == cutter


def test_ghastly_gust_boxes_itself_and_moves_anywhere():
    s = started(2)
    p = s.players[0]
    p.crew.append(C.CARD_INDEX["ghastly-gust"])
    _turn(s, 0)
    act(s, "crew ghastly-gust")
    target = s.legal_actions()[-1]
    act(s, target.text)
    assert C.SPACE_IDS[s.figures[flagship(s, 0)].space] == target.args[0]
    assert C.CARD_INDEX["ghastly-gust"] in s.boxed and C.CARD_INDEX["ghastly-gust"] not in p.crew


def test_mystic_trades_a_damage_once_a_turn():
    s = started(2)
    t = s.placed[0].tile
    s.figures[flagship(s, 0)].space = t * 4
    s.figures[flagship(s, 1)].space = t * 4 + 1
    p = s.players[0]
    p.crew.append(C.CARD_INDEX["mystic"])
    _turn(s, 0)
    act(s, "crew mystic")
    act(s, f"target {flagship(s, 1)}")
    # both Flagships take a damage: each owner places it
    while s.pending[-1].kind == "damage":
        act(s, s.legal_actions()[0].text)
    assert sum(sl.damaged for sl in s.players[1].slots) == 1
    assert sum(sl.damaged for sl in p.slots) == 1
    assert "crew mystic" not in {a.text for a in s.legal_actions()}


def test_middleman_turns_two_pips_per_gold():
    s = started(2)
    p = s.players[0]
    p.crew.append(C.CARD_INDEX["middleman"])
    p.dice, p.gold = [1], 1
    _turn(s, 0)
    assert "place order1 1 3" in {a.text for a in s.legal_actions()}


def test_fighters_add_one_in_every_battle():
    from seaboard.games.ahoy.rules.battle import static_bonus

    s = started(2)
    ship = flagship(s, 0)
    assert static_bonus(s, ship) == 0
    s.players[0].crew.append(C.CARD_INDEX["fighters"])
    assert static_bonus(s, ship) == 1


def test_naive_noble_steals_a_crew_from_a_flagship_in_the_region():
    s = started(2)
    t = s.placed[0].tile
    s.figures[flagship(s, 0)].space = t * 4
    s.figures[flagship(s, 1)].space = t * 4 + 1
    s.players[0].crew.append(C.CARD_INDEX["naive-noble"])
    s.players[1].crew.append(C.CARD_INDEX["fighters"])
    _turn(s, 0)
    act(s, "crew naive-noble")
    act(s, "take fighters")
    assert C.CARD_INDEX["fighters"] in s.players[0].crew
    assert C.CARD_INDEX["fighters"] not in s.players[1].crew
    assert C.CARD_INDEX["naive-noble"] in s.boxed


def test_close_call_skips_the_battle_and_the_union_sails_on():
    """Close Call: skip this battle; on your own turn you may continue your movement."""
    from seaboard.games.ahoy.state import Battle

    s = started(2)
    t = s.placed[0].tile
    union = flagship(s, 1)
    s.figures[union].space = t * 4
    s.figures[flagship(s, 0)].space = t * 4
    s.players[1].plans = [C.PLAN_IDS.index("close-call")]
    move = Frame("move", 1, fig=union, n=1, a=1, b=1, text="sail")
    fights = Frame("fights", 1, fig=union, used=[], text="sail")
    battle = Frame("battle", 1, battle=Battle(union, flagship(s, 0), "sail"))
    s.current = 1
    s.pending = [Frame("turn", 1), move, fights, battle]
    s.legal_cache = None
    act(s, "plan close-call")
    assert s.pending[-1] is move and not move.b & 1
    assert "stop" in {a.text for a in s.legal_actions()}


def test_buccaneer_and_battering_beakhead_after_a_won_battle():
    """Buccaneer: on winning, box it to box 2 of the loser's Crew. Battering Beakhead: after
    beating a Flagship, push it 1 space."""
    from seaboard.games.ahoy.state import Battle

    s = started(2)
    t = s.placed[0].tile
    blue, union = flagship(s, 0), flagship(s, 1)
    s.figures[blue].space = s.figures[union].space = t * 4
    me, them = s.players[0], s.players[1]
    me.crew += [C.CARD_INDEX["buccaneer"], C.CARD_INDEX["battering-beakhead"]]
    them.crew += [C.CARD_INDEX["fighters"], C.CARD_INDEX["diver"], C.CARD_INDEX["merchant"]]
    b = Battle(blue, union, "sail", stage="victory", winner=0)
    s.pending = [Frame("turn", 0), Frame("battle", 0, battle=b)]
    s.legal_cache = None
    act(s, "victory gold")
    while s.pending[-1].kind == "damage":
        act(s, s.legal_actions()[0].text)
    assert s.pending[-1].kind == "beakhead"
    step = next(a for a in s.legal_actions() if a.kind == "step")
    act(s, step.text)
    assert s.figures[union].space != t * 4
    assert s.pending[-1].kind == "buccaneer"
    act(s, "take fighters")
    act(s, "take diver")
    assert them.crew == [C.CARD_INDEX["merchant"]]
    assert C.CARD_INDEX["buccaneer"] in s.boxed and C.CARD_INDEX["buccaneer"] not in me.crew


def test_emissary_pays_to_skip_and_grogmaster_rerolls():
    """Emissary: on your turn pay the enemy 1 gold to skip a battle. Grogmaster: take 1
    damage to re-roll your battle die once."""
    s = started(2)
    t = s.placed[0].tile
    blue, union = flagship(s, 0), flagship(s, 1)
    s.figures[blue].space = s.figures[union].space = t * 4
    me = s.players[0]
    me.crew.append(C.CARD_INDEX["emissary"])
    me.gold, s.players[1].gold = 2, 0
    me.dice = [5]
    s.current = 0
    _turn(s, 0)
    act(s, "place cannons1 5 5")
    assert {a.text for a in s.legal_actions()} == {"skip", "pass"}
    act(s, "skip")
    assert (me.gold, s.players[1].gold) == (1, 1) and s.pending[-1].kind == "turn"
    # Grogmaster
    me.crew = [C.CARD_INDEX["grogmaster"]]
    s.players[1].plans = []
    me.dice = [6]
    s.legal_cache = None
    act(s, "place cannons2 6 6")
    act(s, "pass")  # the Union's plan window
    while s.pending[-1].kind == "battle" and s.pending[-1].battle.stage.startswith("boost"):
        act(s, "pass")
    assert s.pending[-1].battle.stage == "grog_a" and s.to_move == 0
    act(s, "reroll")
    assert s.pending[-1].kind == "damage" and s.to_move == 0


def test_sea_dog_steers_a_strong_current():
    """Sea Dog: entering a Strong Current, ignore it or choose another direction."""
    from seaboard.games.ahoy.rules.common import current_dir, terrain

    s = started(2)
    s.players[0].crew.append(C.CARD_INDEX["sea-dog"])
    currents = [sp for sp in s.grid.values() if terrain(sp).kind == "current"]
    if not currents:
        return  # this seed's starting tiles have no Strong Current
    target = currents[0]
    ship = flagship(s, 0)
    from seaboard.games.ahoy.rules.common import neighbours, sandbar_between

    start = next(n for n in neighbours(s, target) if not sandbar_between(n, target))
    s.figures[ship].space = start
    move = Frame("move", 0, fig=ship, n=1, text="sail")
    s.pending = [Frame("turn", 0), move]
    from seaboard.games.ahoy.rules.move import enter

    enter(s, move, target, [])
    assert s.pending[-1].kind == "steer"
    s.legal_cache = None
    act(s, "pass")  # ignore the current
    assert s.figures[ship].space == target
    assert current_dir(s, target) is not None


def test_sea_witch_wraps_to_the_far_edge():
    s = started(2)
    ship = flagship(s, 0)
    s.players[0].crew.append(C.CARD_INDEX["sea-witch"])
    s.figures[ship].space = s.grid[(0, 1)]  # the west end of row y = 1 (x runs 0..3)
    move = Frame("move", 0, fig=ship, n=2, text="sail")
    s.pending = [Frame("turn", 0), move]
    s.legal_cache = None
    assert "wrap w" in {a.text for a in s.legal_actions()}
    act(s, "wrap w")
    assert s.figures[ship].space == s.grid[(3, 1)]


def test_gunners_mate_battles_another_space_of_the_region():
    s = started(2)
    t = s.placed[0].tile
    s.figures[flagship(s, 0)].space = t * 4
    s.figures[flagship(s, 1)].space = t * 4 + 1
    p = s.players[0]
    p.crew.append(C.CARD_INDEX["gunners-mate"])
    p.dice = [5]
    _turn(s, 0)
    act(s, "place cannons1 5 5")
    assert s.pending[-1].kind == "gunnery"
    act(s, f"to {C.SPACE_IDS[t * 4 + 1]}")
    assert s.pending[-1].kind == "battle"
    assert s.figures[flagship(s, 0)].space == t * 4  # it stays where it is


def test_sneak_attack_removes_up_to_two_patrols_of_the_players_choice():
    """Sneak Attack (ahoy.md §7.2): "Remove up to 2 Patrols from one region whose Island
    holds at least one Comrade (to the Squadron's supply)." The Union picks which Patrols,
    and may stop after one."""
    s = started(2)
    t = s.placed[0].tile
    for f in s.figures:
        f.space = -1
    s.comrades = [0] * 12
    s.comrades[t] = 1
    patrols = [i for i, f in enumerate(s.figures) if f.kind == PATROL and f.owner == 0][:3]
    for k, i in enumerate(patrols):
        s.figures[i].space = t * 4 + k
    s.players[1].plans = [C.PLAN_IDS.index("sneak-attack")]
    _turn(s, 1)
    act(s, "plan sneak-attack")
    act(s, f"sneak {C.TILE_IDS[t]}")
    choices = {a.text for a in s.legal_actions()}
    assert choices == {f"unpatrol {C.SPACE_IDS[t * 4 + k]}" for k in range(3)} | {"done"}
    act(s, f"unpatrol {C.SPACE_IDS[t * 4 + 2]}")
    assert s.figures[patrols[2]].space == -1
    assert "done" in {a.text for a in s.legal_actions()}  # one is enough if the Union says so
    act(s, "done")
    assert [s.figures[i].space for i in patrols] == [t * 4, t * 4 + 1, -1]
    assert s.pending[-1].kind == "turn"


def test_sneak_attack_stops_after_two_patrols_and_the_bot_takes_both():
    s = started(2)
    t = s.placed[0].tile
    for f in s.figures:
        f.space = -1
    s.comrades = [0] * 12
    s.comrades[t] = 1
    patrols = [i for i, f in enumerate(s.figures) if f.kind == PATROL and f.owner == 0][:3]
    for k, i in enumerate(patrols):
        s.figures[i].space = t * 4 + k
    s.players[1].plans = [C.PLAN_IDS.index("sneak-attack")]
    _turn(s, 1)
    act(s, "plan sneak-attack")
    act(s, f"sneak {C.TILE_IDS[t]}")
    bot = make_heuristic(1, {})
    for _ in range(2):
        act(s, bot.act(s, s.legal_actions(), Clock()).text)
    assert sum(1 for i in patrols if s.figures[i].space >= 0) == 1
    assert s.pending[-1].kind == "turn"
    label = s.label(Action.parse(f"unpatrol {C.SPACE_IDS[t * 4]}"))
    assert "Patrol" in label


def _into_wreckage_with_a_pilot(s):
    from seaboard.games.ahoy.rules.common import terrain
    from seaboard.games.ahoy.rules.move import enter

    s.players[0].crew.append(C.CARD_INDEX["pilot"])
    wreck = next(sp for sp in s.grid.values() if terrain(sp).kind == "wreck")
    ship = flagship(s, 0)
    for f in s.figures:
        if f.space == wreck:
            f.space = -1
    move = Frame("move", 0, fig=ship, n=1, text="sail")
    s.pending = [Frame("turn", 0), move]
    enter(s, move, wreck, [])
    s.legal_cache = None
    return ship, wreck


def test_pilot_may_ignore_the_wreckage_damage_or_take_it():
    """Pilot (ahoy.md §8, Crew): "Entering Wreckage, you may ignore its damage." The
    player is asked; ignoring leaves every slot whole, declining takes the damage."""
    s = started(2)
    ship, wreck = _into_wreckage_with_a_pilot(s)
    assert {a.text for a in s.legal_actions()} == {"wreckage ignore", "wreckage take"}
    events = act(s, "wreckage ignore")
    assert any(e.kind == "piloted" for e in events)
    assert s.figures[ship].space == wreck
    assert not any(sl.damaged for sl in s.players[0].slots)
    assert s.pending[-1].kind != "pilot"

    s = started(2)
    ship, wreck = _into_wreckage_with_a_pilot(s)
    act(s, "wreckage take")
    # the damaged player chooses the slot (house G12), or the damage lands at once
    assert s.pending[-1].kind == "damage" or any(sl.damaged for sl in s.players[0].slots)


def test_the_heuristic_pilot_ignores_the_wreckage():
    s = started(2)
    _into_wreckage_with_a_pilot(s)
    choice = make_heuristic(0, {}).act(s, s.legal_actions(), Clock())
    assert choice.text == "wreckage ignore"
    assert "Pilot" in s.label(choice)

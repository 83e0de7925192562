"""The search's rollout policies (`Game.rollout_agent`): cheap, legal, and never reading more
than the sample the search plays out."""

from __future__ import annotations

from seaboard.agents.base import make_agent
from seaboard.agents.mcts import MCTSAgent
from seaboard.engine.agent import Clock
from seaboard.engine.rng import Rng
from seaboard.games.blackbeard import GAME
from seaboard.games.blackbeard import content as C
from seaboard.games.blackbeard.bots import (
    BlackbeardBot,
    HuntersBot,
    RolloutBlackbeard,
    RolloutHunters,
    allocate,
)
from seaboard.games.blackbeard.rules.common import bb_pawn_limit
from seaboard.games.blackbeard.state import BLACKBEARD, HUNTER_ACTIONS, HUNTERS
from tests.games.blackbeard.helpers import do, new_game, sid, to_hunter_actions


def _two_truths():  # noqa: ANN202
    """Two true states the Hunters cannot tell apart: the Camp (and Adventure, which has
    not Sailed) differ, and nothing the Hunters saw does."""
    states = []
    for camp in ("nots_island", "core_banks"):
        s = new_game(camp, acts=("raid_charles_town",), life=("careen_sloop",))
        to_hunter_actions(s)
        assert s.phase == HUNTER_ACTIONS
        states.append(s)
    a, b = states
    assert a.view(HUNTERS) == b.view(HUNTERS) and a.adventure != b.adventure
    return a, b


def _play_out(s, agents, steps: int) -> list[str]:  # noqa: ANN001
    out = []
    for _ in range(steps):
        if s.is_over:
            break
        legal = s.legal_actions()
        a = agents[s.to_move].act(s, legal, Clock())
        assert a in legal
        out.append(a.text)
        s.apply(a)
    return out


def test_rollout_hunters_read_only_the_sample() -> None:
    """Played on the Hunters' samples of two true states they cannot tell apart, with the
    same seeds, the rollout policies make the same choices."""
    runs = []
    for s in _two_truths():
        d = s.determinize(HUNTERS, Rng(11))
        agents = [GAME.rollout_agent(q, s.config, {}) for q in (BLACKBEARD, HUNTERS)]
        for q, ag in enumerate(agents):
            ag.reseed(100 + q)
        runs.append(_play_out(d, agents, 40))
    assert runs[0] == runs[1] and len(runs[0]) > 10


def test_mcts_with_rollout_policy_reads_only_its_sample() -> None:
    """The Hunters' search with the title's rollout policy picks the same action, with the
    same visit counts, from either true state."""
    outcomes = []
    for s in _two_truths():
        agent = make_agent("mcts:iterations=60", GAME, HUNTERS, s.config)
        assert isinstance(agent, MCTSAgent) and agent.rollout == "heuristic"
        agent.reseed(5)
        a = agent.act(s.determinize(HUNTERS, Rng(9)), s.legal_actions(), Clock())
        outcomes.append((a, sorted(agent.last_visits.items())))
    assert outcomes[0] == outcomes[1]


def test_title_gives_cheap_rollout_agents_and_heuristic_guides() -> None:
    config = GAME.make_config()
    assert type(GAME.rollout_agent(BLACKBEARD, config, {})) is RolloutBlackbeard
    assert type(GAME.rollout_agent(HUNTERS, config, {})) is RolloutHunters
    agent = make_agent("mcts:iterations=30", GAME, BLACKBEARD, config)
    assert isinstance(agent, MCTSAgent)
    s = new_game("nots_island")
    agent.act(s.determinize(BLACKBEARD, Rng(1)), s.legal_actions(), Clock())
    kinds = {k: [type(a) for a in v] for k, v in agent._heuristics.items()}
    assert kinds[(config, True)] == [RolloutBlackbeard, RolloutHunters]
    assert kinds[(config, False)] == [BlackbeardBot, HuntersBot]  # the prior's guides


def test_rollout_hunters_aim_at_the_sample_or_at_likely_spaces() -> None:
    """Either all the weight on the sample's Adventure and Camp, or spread over the hidden
    spaces by the Piracy tiles (a Town with many tiles over a Sound next to it)."""
    s = new_game("nots_island", acts=("raid_charles_town",), life=("careen_sloop",))
    to_hunter_actions(s)
    d = s.determinize(HUNTERS, Rng(3))
    bot = RolloutHunters("rollout", HUNTERS)
    bot.reseed(0)
    seen_sample = seen_spread = False
    for _ in range(60):
        pa, pc = bot.likelihood(d, None)
        assert abs(sum(pa) - 1) < 1e-9 and abs(sum(pc) - 1) < 1e-9
        if pa[d.adventure] == 1.0:
            assert pc[d.camp] == 1.0
            seen_sample = True
        else:
            assert all(pa[x] == 0 for x in range(C.N) if not C.IS_SLOT[x] or d.face_up[x])
            assert all(pc[x] == 0 for x in range(C.N) if x not in C.ANCHORAGES)
            assert pa[sid("fish_town")] > pa[sid("hunting_quarter_sound")]
            seen_spread = True
    assert seen_sample and seen_spread


def test_rollout_blackbeard_plans_for_each_sample() -> None:
    """One rollout Blackbeard plays many samples: a plan made for one mat is not reused on
    another with different tiles (the heuristic keys its plan by turn, start and Camp)."""
    bot = RolloutBlackbeard("rollout", BLACKBEARD)
    bot.reseed(0)
    plans = []
    for life in ("careen_sloop", "buy_rum"):
        s = new_game("nots_island", acts=("raid_charles_town",), life=(life,))
        from tests.games.blackbeard.helpers import do

        do(s, "done")  # the Hunters' Interview
        plan = bot.plan(s)
        assert all(t in s.piracy_rows[0] + s.piracy_rows[1] for t in plan.alloc)
        plans.append(plan)
    assert len(bot.memo) == 2


def test_hunters_search_samples_weigh_the_belief_set() -> None:
    """The Hunters' search samples Blackbeard's position from the belief set, the same for
    two truths they cannot tell apart, more often where the Piracy tiles draw him (Fish
    Town, a Town with many tiles, over Hunting Quarter Sound next to it)."""
    from collections import Counter

    from seaboard.games.blackbeard.belief import belief

    a, b = _two_truths()
    for k in range(5):
        sa = GAME.search_sample(a, HUNTERS, Rng(k))
        sb = GAME.search_sample(b, HUNTERS, Rng(k))
        assert (sa.camp, sa.adventure, sa.blocks) == (sb.camp, sb.adventure, sb.blocks)
    s = new_game("nots_island", acts=("raid_charles_town",), life=("careen_sloop",))
    to_hunter_actions(s, "sail currituck_sound", "sail albemarle_sound")
    keys = belief(s)
    allowed = {(k[0], k[1]) for k in keys}
    rng = Rng(4)
    weighted, plain = Counter(), Counter()
    for _ in range(600):
        d = GAME.search_sample(s, HUNTERS, rng)
        assert (d.camp, d.adventure) in allowed
        weighted[d.adventure] += 1
        plain[s.determinize(HUNTERS, rng).adventure] += 1
    town, sound = sid("fish_town"), sid("hunting_quarter_sound")
    assert weighted[town] > weighted[sound]
    assert weighted[town] / (weighted[sound] + 1) > plain[town] / (plain[sound] + 1)


def test_blackbeard_search_samples_as_the_state_determinizes() -> None:
    s = new_game("nots_island")
    assert GAME.search_sample(s, BLACKBEARD, Rng(2)).view(BLACKBEARD) == s.determinize(
        BLACKBEARD, Rng(2)
    ).view(BLACKBEARD)


def test_evaluate_feels_the_hunters_closing_in() -> None:
    """At a search cap Blackbeard's outlook drops with Hunter pieces near Adventure; the
    two seats' values still add up to 1."""
    from seaboard.games.blackbeard.bots import pressure

    s = new_game("nots_island")
    to_hunter_actions(s)
    far = GAME.evaluate(s, BLACKBEARD)
    assert pressure(s) == 0.0
    near = s.clone()
    near.hunter_spaces = [sid("currituck_sound"), sid("currituck_sound"), sid("bats_grave")]
    assert pressure(near) > 0.0
    assert GAME.evaluate(near, BLACKBEARD) < far
    for st in (s, near):
        assert abs(GAME.evaluate(st, BLACKBEARD) + GAME.evaluate(st, HUNTERS) - 1.0) < 1e-9


def test_title_search_options() -> None:
    """Both seats' searches lean on the heuristic's plan (prior 10); a spec's own option
    still wins."""
    config = GAME.make_config()
    bb = make_agent("mcts:time=1", GAME, BLACKBEARD, config)
    hunt = make_agent("mcts:time=1", GAME, HUNTERS, config)
    assert isinstance(bb, MCTSAgent) and isinstance(hunt, MCTSAgent)
    assert (bb.prior, hunt.prior) == (10.0, 10.0)
    assert (bb.depth, hunt.depth, bb.rollout, hunt.rollout) == (20, 20, "heuristic", "heuristic")
    spec = make_agent("mcts:time=1,prior=0.5", GAME, HUNTERS, config)
    assert isinstance(spec, MCTSAgent) and spec.prior == 0.5


def test_heuristic_blackbeard_counts_an_odd_row_as_done_only_at_half_rounded_up() -> None:
    """Victory - Piracy: 5 cubes of 11 squares are short of half. The heuristic used to
    count them as enough and stopped filling the row: 73 of its 84 Piracy losses against
    random Hunters (1,000 deals) ended one cube short."""
    s = new_game(
        "roanoke_island",
        acts=("raid_delaware",),
        life=("crew_to_ordinary", "buy_rum", "sell_cargo", "visit_with_wife"),
    )
    s.cubes[C.TID["visit_with_wife"]] = 4
    for cubes, done in ((5, False), (6, True)):
        s.cubes[C.TID["sell_cargo"]] = cubes - 4
        score, _ = allocate(s, sid("roanoke_island"), 0, False, 0)
        assert (score >= 1.0) is done, (cubes, score)


def _last_turns(turn: int, camp: str = "nots_island", coming=((), ()), **tiles) -> object:  # noqa: ANN001, ANN003
    """Turn `turn`'s Interview, Adventure at its Camp, with the chosen tiles on the mat and
    the tiles `coming` into each row, the first drawn first (none by default)."""
    s = new_game(camp, **tiles)
    s.turn = turn
    s.piracy_piles = [[C.TID[n] for n in reversed(names)] for names in coming]
    return s


def test_capacity_sails_over_two_turns_to_a_far_piracy_location() -> None:
    """Raid Charles Town is worked at Topsail Inlet, 6 spaces by Sail from Nots Island:
    out of reach in the last turn (5 pawns), worked in full over two (Sail 5, then 1 and
    4 cubes). The row of 4 squares needs 2 cubes (Victory by Piracy: half)."""
    from seaboard.games.blackbeard.bots import row_capacity, sail_routes

    assert len(sail_routes(sid("nots_island"))[sid("topsail_inlet")]) == 6
    assert row_capacity(_last_turns(4, acts=("raid_charles_town",)), 0) == (2, 0, 2)
    assert row_capacity(_last_turns(3, acts=("raid_charles_town",)), 0) == (2, 4, 2)


def test_capacity_counts_the_tiles_still_to_be_drawn() -> None:
    """Seize Prize at Sea (Cape Hatteras, 4 spaces away) alone needs 1 cube; with Seize
    Prize at Roanoke Inlet drawn next turn the row needs 2. Blackbeard can add 1 at Cape
    Hatteras this turn (1 pawn left after Sailing) and 2 at Roanoke Inlet next turn, once
    the tile is drawn: 3. Without the tile to come, only the 2 of Cape Hatteras."""
    from seaboard.games.blackbeard.bots import row_capacity

    s = _last_turns(3, acts=("seize_hatteras",), coming=(("seize_roanoke",), ()))
    assert row_capacity(s, 0) == (2, 3, 1)
    assert row_capacity(_last_turns(3, acts=("seize_hatteras",)), 0) == (1, 2, 1)


def test_capacity_counts_careen_sloop_only_before_adventure_sails() -> None:
    """Careen Sloop: not on a turn Adventure Sailed. At his anchorage in the last turn
    Blackbeard can fill it (3 cubes); once he has Sailed away, not any more."""
    from seaboard.games.blackbeard.bots import row_capacity

    s = _last_turns(4, acts=("careen_sloop",))
    assert row_capacity(s, 0) == (2, 3, 2)
    do(s, "done", "sail currituck_sound")
    assert s.sail_path[-1] == sid("currituck_sound")
    assert row_capacity(s, 0) == (2, 0, 2)


def test_capacity_pays_gold_tiles_from_the_purse() -> None:
    """Take on Stores takes gold cubes (worked at a town or the Camp): with 1 gold in the
    Purse, 1 cube in the last turn; with 5, all 3 squares."""
    from seaboard.games.blackbeard.bots import row_capacity

    s = _last_turns(4, acts=("take_on_stores",))
    s.purse = 1
    assert row_capacity(s, 0) == (2, 1, 2)
    s.purse = 5
    assert row_capacity(s, 0) == (2, 3, 2)


def test_evaluate_values_a_row_blackbeard_can_still_fill() -> None:
    """With two turns left Blackbeard can still reach Raid Charles Town (or Crew to
    Ordinary, at Bath Town); with one he cannot: the search's value at its cap tells the
    two apart, for both seats."""
    tiles = {"acts": ("raid_charles_town",), "life": ("crew_to_ordinary",)}
    far, near = (_last_turns(t, **tiles) for t in (4, 3))
    assert GAME.evaluate(near, BLACKBEARD) > GAME.evaluate(far, BLACKBEARD) + 0.1
    for st in (far, near):
        assert abs(GAME.evaluate(st, BLACKBEARD) + GAME.evaluate(st, HUNTERS) - 1.0) < 1e-9


def test_evaluate_prefers_cubes_planned_to_the_same_cubes_later() -> None:
    """The capacity assumes every later turn goes to plan, so the value must not tell the
    search to put its Piracy off: Blackbeard at his Camp (Nots Island) with Careen Sloop
    and two turns left is worth more once he has planned pawns on it, and back where he
    was once he Sails (Careen Sloop: not on a turn Adventure Sailed; the pawns are lost)."""
    s = _last_turns(3, acts=("careen_sloop",), life=("crew_to_ordinary",))
    do(s, "done")
    before = GAME.evaluate(s, BLACKBEARD)
    do(s, "plan careen_sloop", "plan careen_sloop")
    assert s.tile_pawns[C.TID["careen_sloop"]] == 2
    assert GAME.evaluate(s, BLACKBEARD) > before + 0.1
    do(s, "sail currituck_sound")
    assert GAME.evaluate(s, BLACKBEARD) <= before


def test_rollout_blackbeard_finishes_what_the_tree_began() -> None:
    """A search's tree may plan a pawn on Seize Prize at Gun Inlet, then Sail the other
    way (to Currituck Inlet). The rollout Blackbeard plays the rest of the turn from there:
    on to Gun Inlet (2 more spaces), where the pawn takes its cube, not `done` where it
    stands (the pawn wasted). The heuristic playing on its own never leaves its plan."""
    s = new_game("nots_island", acts=("seize_gun",), life=("crew_to_ordinary",))
    do(s, "done", "plan seize_gun", "sail currituck_inlet")
    bot = RolloutBlackbeard("rollout", BLACKBEARD)
    while s.to_move == BLACKBEARD and s.blackbeard_pawns_used < bb_pawn_limit(s):
        a = bot.act(s, s.legal_actions(), Clock())
        if a.kind == "done":
            break
        do(s, a.text)
    assert s.sail_path[-1] == sid("gun_inlet")
    assert s.tile_pawns[C.TID["seize_gun"]] == 1


def test_rollout_blackbeard_fills_a_row_on_the_last_turn_whatever_the_risk() -> None:
    """Victory - Piracy is judged after the last turn: a row short of half loses as surely
    as an arrest. On Turn 4, at his Camp (Nots Island) under Surveillance with a Sloop one
    pawn away, Blackbeard can fill the Life row there (Visit with Wife: 4 cubes of the 4
    needed) or Sail to Queen Anne's Creek, safe, for 2 cubes. The heuristic weighs the risk
    and Sails; the rollout Blackbeard (the search's model of itself) stays and fills it."""
    s = new_game("nots_island", acts=("careen_sloop",), life=("visit_with_wife", "sell_cargo"))
    s.turn = 4
    s.surveilled[sid("nots_island")] = True
    s.hunter_spaces = [sid("albemarle_county"), sid("currituck_sound"), sid("currituck_sound")]
    do(s, "done")
    safe = BlackbeardBot("heuristic", BLACKBEARD).turn_plan(s)
    bold = RolloutBlackbeard("rollout", BLACKBEARD).turn_plan(s)
    assert (safe.end, safe.alloc) == (sid("queen_annes_creek"), {C.TID["sell_cargo"]: 2})
    assert (bold.end, bold.alloc) == (sid("nots_island"), {C.TID["visit_with_wife"]: 4})


def test_the_finish_bonus_counts_only_on_the_last_turn() -> None:
    """Careen Sloop (3 squares: 2 cubes fill the row) at the Camp: the bonus goes to a plan
    that fills a row on Turn 4, not earlier, and not to a plan short of it."""
    for turn, pawns, bonus in ((4, 2, True), (3, 2, False), (4, 1, False)):
        s = _last_turns(turn, acts=("careen_sloop",))
        plain, _ = allocate(s, sid("nots_island"), pawns, False, 0)
        scored, _ = allocate(s, sid("nots_island"), pawns, False, 0, finish=1.0)
        assert scored - plain == (1.0 if bonus else 0.0), (turn, pawns)


def test_blackbeards_search_assumes_the_hunters_interviewed() -> None:
    """Blackbeard cannot see how many pawns the Hunters put on Informants (Hidden
    Information), so his search does not take the uniform sample's word (often none, leaving
    them all seven to hunt with): it assumes they spent at least what the heuristic Hunters
    spend on Interviews this turn. Two Interviews he cannot tell apart still give one sample."""
    from tests.games.blackbeard.test_secrecy import interviewed

    quiet = interviewed(("roanoke_island",))
    busy = interviewed(("roanoke_island", "bath_town", "albemarle_sound", "currituck_sound"))
    assert quiet.turn == 2 and quiet.view(BLACKBEARD) == busy.view(BLACKBEARD)
    spent = set()
    for seed in range(30):
        a = GAME.search_sample(quiet, BLACKBEARD, Rng(seed))
        b = GAME.search_sample(busy, BLACKBEARD, Rng(seed))
        assert a.reveal() == b.reveal()
        assert a.hunter_pawns_used >= HuntersBot.INTERVIEW[1]
        plain = quiet.determinize(BLACKBEARD, Rng(seed))
        assert a.hunter_pawns_used == max(plain.hunter_pawns_used, HuntersBot.INTERVIEW[1])
        spent.add(plain.hunter_pawns_used)
    assert min(spent) < HuntersBot.INTERVIEW[1]  # the floor is what moved these samples

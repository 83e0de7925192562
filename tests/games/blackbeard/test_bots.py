"""The heuristic bots: legal, never cheating (they see a determinized copy), and strong
enough against random play on each side."""

from __future__ import annotations

import pytest

from seaboard.agents.base import RandomAgent
from seaboard.engine.match import play
from seaboard.games.blackbeard import GAME
from seaboard.games.blackbeard.state import BLACKBEARD, HUNTERS


def _rate(seat: int, games: int, **options: object) -> float:
    config = GAME.make_config(**options)
    wins = 0
    for seed in range(games):
        agents = [RandomAgent("random", 0), RandomAgent("random", 1)]
        agents[seat] = GAME.heuristic(seat, config, {})
        record = play(GAME, config, agents, seed)
        assert record.result is not None
        wins += record.result.scores[seat] == 1.0
    return wins / games


@pytest.mark.parametrize("seat", [BLACKBEARD, HUNTERS])
def test_heuristic_beats_random_quick(seat: int) -> None:
    assert _rate(seat, 20) >= 0.7


@pytest.mark.slow
@pytest.mark.parametrize("seat", [BLACKBEARD, HUNTERS])
@pytest.mark.parametrize("advanced", [False, True])
def test_heuristic_beats_random_80_percent(seat: int, advanced: bool) -> None:
    assert _rate(seat, 200, advanced=advanced) >= 0.8


def test_heuristic_against_heuristic_plays_out() -> None:
    config = GAME.make_config()
    for seed in range(4):
        agents = [GAME.heuristic(BLACKBEARD, config, {}), GAME.heuristic(HUNTERS, config, {})]
        record = play(GAME, config, agents, seed)
        assert record.result is not None and len(record.actions) > 20


def test_evaluate_is_a_probability() -> None:
    config = GAME.make_config()
    s = GAME.new_state(config, 0)
    for text in ("camp core_banks", "done", "done"):
        from seaboard.engine.game import Action

        s.apply(Action.parse(text))
    for p in (BLACKBEARD, HUNTERS):
        assert 0.0 <= GAME.evaluate(s, p) <= 1.0
    assert abs(GAME.evaluate(s, BLACKBEARD) + GAME.evaluate(s, HUNTERS) - 1.0) < 1e-9


def _bot_turn(s, seat: int) -> None:  # noqa: ANN001
    """Let the heuristic of `seat` act (on a determinized copy) while it is to move."""
    from seaboard.engine.agent import Clock
    from seaboard.engine.rng import Rng

    bot = GAME.heuristic(seat, s.config, {})
    k = 0
    while s.to_move == seat and not s.is_over:
        legal = s.legal_actions()
        s.apply(bot.act(s.determinize(seat, Rng(k)), legal, Clock()))
        k += 1


def test_blackbeard_sends_israel_hands_where_adventure_cannot_go() -> None:
    """ADVANCED: Crew to Ordinary only takes cubes at Bath Town, five Sails from the Camp at
    Nots Island (and Raid Charles Town is at the far south); the bot Prepares Israel Hands,
    sets him at Bath and plans the tile."""
    from seaboard.games.blackbeard import content as C
    from seaboard.games.blackbeard.state import DEFENSE_ISRAEL_HANDS, HUNTER_ACTIONS
    from tests.games.blackbeard.helpers import do, new_game

    s = new_game(
        "nots_island", acts=("raid_charles_town",), life=("crew_to_ordinary",), advanced=True
    )
    do(s, "done")
    _bot_turn(s, BLACKBEARD)
    assert s.phase == HUNTER_ACTIONS
    assert s.prepared[DEFENSE_ISRAEL_HANDS] and s.israel_space == C.SID["bath_town"]
    assert s.tile_pawns[C.TID["crew_to_ordinary"]] == 2


def test_blackbeard_bot_uses_the_advanced_tiles() -> None:
    """Over ADVANCED games against random Hunters the bot Prepares and uses Israel Hands,
    and Longboat or Bought Silence."""
    from seaboard.agents.base import RandomAgent

    config = GAME.make_config(advanced=True)
    used: set[str] = set()
    for seed in range(40):
        agents = [GAME.heuristic(BLACKBEARD, config, {}), RandomAgent("random", HUNTERS)]
        record = play(GAME, config, agents, seed)
        used |= {a.split()[-1] if a.startswith("prepare") else a.split()[0] for a in record.actions}
    assert {"israel", "israel_hands"} <= used
    assert used & {"longboat", "bought_silence", "silence"}


def test_hunters_commandeer_before_leaving_james_river() -> None:
    """Turn 1: the Hunters' bot Commandeers Capt Gordon and more before the pieces leave."""
    from seaboard.games.blackbeard import content as C
    from tests.games.blackbeard.helpers import new_game

    s = new_game("nots_island")
    _bot_turn(s, HUNTERS)  # Interview
    _bot_turn(s, BLACKBEARD)
    _bot_turn(s, HUNTERS)
    assert sum(s.assets) >= 3
    assert s.assets[C.AID["capt_gordon"]]


def test_hunters_weigh_the_belief_set_by_piracy_and_distance() -> None:
    """The Hunters' odds cover exactly the belief set; a position where Blackbeard can work
    more tiles, farther from the Hunters, weighs more."""
    from seaboard.games.blackbeard import content as C
    from seaboard.games.blackbeard.belief import belief
    from seaboard.games.blackbeard.bots import likelihood
    from tests.games.blackbeard.helpers import new_game, to_hunter_actions

    s = new_game("nots_island")
    to_hunter_actions(s)
    pa, pc = likelihood(s)
    keys = belief(s)
    assert abs(sum(pa) - 1) < 1e-9 and abs(sum(pc) - 1) < 1e-9
    assert {x for x in range(C.N) if pa[x] > 0} == {k[1] for k in keys}
    assert {x for x in range(C.N) if pc[x] > 0} == {k[0] for k in keys}
    sid = C.SID
    # Fish Town (a Town: many tiles) against Hunting Quarter Sound next to it (no tile)
    assert pa[sid["fish_town"]] > pa[sid["hunting_quarter_sound"]]
    # with the Hunters next to Core Banks, Adventure is less likely there
    near = [sid["hunting_quarter_sound"], sid["hunting_quarter_sound"], sid["new_bern"]]
    pa_near, _ = likelihood(s, near)
    assert pa_near[sid["core_banks"]] < pa[sid["core_banks"]]
    assert pa_near[sid["currituck_inlet"]] > pa[sid["currituck_inlet"]]

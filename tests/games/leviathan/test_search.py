"""The search's hooks (`mcts_options`, `rollout_agent`, `evaluate`): cheap legal rollouts
that read only the sample, and a value that feels the threats on the table."""

from __future__ import annotations

from seaboard.agents.base import make_agent
from seaboard.agents.mcts import MCTSAgent
from seaboard.engine.agent import Clock
from seaboard.engine.rng import Rng
from seaboard.games.leviathan import GAME
from seaboard.games.leviathan.bots import BeastsBot, HuntersBot, RolloutBeasts, RolloutHunters
from seaboard.games.leviathan.state import BEASTS, HUNTERS, STEP1
from tests.games.leviathan.helpers import position


def _whales(moby_y: float) -> dict[str, tuple[str, float, float, int]]:
    return {
        "w1": ("moby_dick", 450.0, moby_y, 90),
        "w2": ("timor_tom", 150.0, 300.0, 90),
        "w3": ("decoy_1", 750.0, 300.0, 90),
    }


def test_evaluate_feels_boats_closing_in_on_moby_dick() -> None:
    """The Ahab player's value rises with two boats beside Moby Dick on his turn; the two
    seats' values add up to 1."""
    boats = {"boat1": (420.0, 560.0, 270), "boat2": (480.0, 560.0, 270)}
    far = position(_whales(200.0), boats=boats, active=HUNTERS, phase=STEP1)
    near = position(_whales(470.0), boats=boats, active=HUNTERS, phase=STEP1)
    assert GAME.evaluate(near, HUNTERS) > GAME.evaluate(far, HUNTERS)
    for s in (far, near):
        assert 0.0 < GAME.evaluate(s, HUNTERS) < 1.0
        assert abs(GAME.evaluate(s, BEASTS) + GAME.evaluate(s, HUNTERS) - 1.0) < 1e-9


def test_evaluate_feels_whales_massing_on_the_pequod() -> None:
    pequod = (450.0, 700.0, 270)
    away = position(_whales(200.0), pequod=pequod, active=BEASTS)
    whales = {"w1": ("moby_dick", 450.0, 600.0, 90), "w2": ("timor_tom", 380.0, 620.0, 90)}
    close = position(whales, pequod=pequod, active=BEASTS)
    assert GAME.evaluate(close, BEASTS) > GAME.evaluate(away, BEASTS)


def test_title_gives_cheap_rollout_agents_and_heuristic_guides() -> None:
    config = GAME.make_config()
    assert type(GAME.rollout_agent(BEASTS, config, {})) is RolloutBeasts
    assert type(GAME.rollout_agent(HUNTERS, config, {})) is RolloutHunters
    agent = make_agent("mcts:iterations=20", GAME, HUNTERS, config)
    assert isinstance(agent, MCTSAgent) and agent.rollout == "heuristic"
    s = position(_whales(300.0), active=HUNTERS)
    legal = s.legal_actions()
    assert agent.act(s.determinize(HUNTERS, Rng(1)), legal, Clock()) in legal
    kinds = {k: [type(a) for a in v] for k, v in agent._heuristics.items()}
    assert kinds[(config, True)] == [RolloutBeasts, RolloutHunters]
    assert kinds[(config, False)] == [BeastsBot, HuntersBot]  # the prior's guides


def test_the_hunters_search_reads_only_its_sample() -> None:
    """Two true states the Ahab player cannot tell apart (which hidden card is Moby Dick):
    his search, same seeds, picks the same action with the same visit counts."""
    outcomes = []
    for moby, other in (("w1", "w2"), ("w2", "w1")):
        whales = _whales(300.0)
        whales[moby], whales[other] = (
            ("moby_dick", *whales[moby][1:]),
            ("timor_tom", *whales[other][1:]),
        )
        s = position(whales, active=HUNTERS)
        agent = make_agent("mcts:iterations=30", GAME, HUNTERS, s.config)
        assert isinstance(agent, MCTSAgent)
        agent.reseed(5)
        a = agent.act(s.determinize(HUNTERS, Rng(9)), s.legal_actions(), Clock())
        outcomes.append((a, sorted(agent.last_visits.items())))
    assert outcomes[0] == outcomes[1]

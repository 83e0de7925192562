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


def test_evaluate_never_pays_a_side_for_spending_a_card_for_nothing() -> None:
    """A card the holder plays and gets nothing for leaves their value no higher: the
    fitted value once gave holding Ramming Speed +4.6 logits to the Ahab player (the
    heuristic spends it only for a strike), so the Moby Dick player's search spent it at
    once, and the Ahab player's spent Make Sail! on his first turn."""
    for side, card in ((BEASTS, "ramming_speed"), (BEASTS, "tail_slap"),
                       (BEASTS, "barrel_roll"), (HUNTERS, "make_sail"),
                       (HUNTERS, "harpoon")):  # fmt: skip
        for moby_y in (200.0, 470.0):
            held = position(_whales(moby_y), boats={"boat1": (420.0, 560.0, 270)}, active=side)
            spent = held.clone()
            spent.held[side].remove(card)
            spent.spent[side].append(card)
            assert GAME.evaluate(held, side) > GAME.evaluate(spent, side), (card, moby_y)


def test_evaluate_gives_the_ahab_player_at_most_a_draw_without_boats() -> None:
    """Game End: with all three whaleboats lost only a draw is left to the Ahab player
    (the Pequod cannot slay Moby Dick): his value is below one half, and the more turns
    of the countdown remain, the lower."""
    s = position(_whales(470.0), active=HUNTERS)
    s.boats_lowered = s.boats_destroyed = 3
    for b in (7, 8, 9):
        s.status[b] = 5  # gone (rescued or off the table)
    values = []
    for left in (6, 2):
        s.last_turn = s.turn + left
        values.append(GAME.evaluate(s, HUNTERS))
        assert 0.0 < values[-1] < 0.5
        assert abs(GAME.evaluate(s, BEASTS) + values[-1] - 1.0) < 1e-9
    assert values[0] < values[1]


def _beside_boats() -> tuple[dict, dict]:
    """Three hidden whale cards: w1 beside the boats, w2 and w3 far from every vessel."""
    whales = {
        "w1": ("moby_dick", 450.0, 480.0, 90),
        "w2": ("timor_tom", 150.0, 250.0, 90),
        "w3": ("decoy_1", 750.0, 250.0, 90),
    }
    boats = {"boat1": (400.0, 560.0, 270), "boat2": (500.0, 560.0, 270)}
    return whales, boats


def test_the_hunters_search_sample_seldom_puts_moby_dick_beside_the_boats() -> None:
    """The heuristic Moby Dick player keeps him away from the boats, so the Ahab player's
    search draws a hidden card beside them as Moby Dick far less often than the uniform
    third; the Moby Dick player's sample is the position itself."""
    whales, boats = _beside_boats()
    s = position(whales, boats=boats, active=HUNTERS)
    rng = Rng(3)
    draws = 3000
    beside = sum(GAME.search_sample(s, HUNTERS, rng).identity[0] == 0 for _ in range(draws))
    uniform = sum(s.determinize(HUNTERS, rng).identity[0] == 0 for _ in range(draws))
    assert beside < 0.15 * draws  # a quarter of the odds of a card far from them (MOBY_ODDS)
    assert 0.28 * draws < uniform < 0.39 * draws
    sample = GAME.search_sample(s, BEASTS, rng)
    assert sample.identity == s.identity and sample.pose == s.pose


def test_the_hunters_search_sample_reads_no_hidden_identity() -> None:
    """Two true states that differ only in which hidden card is Moby Dick give the Ahab
    player's search the same samples, draw for draw; a revealed Moby Dick stays put."""
    whales, boats = _beside_boats()
    samples = []
    for moby, other in (("w1", "w2"), ("w2", "w1")):
        w = dict(whales)
        w[moby], w[other] = ("moby_dick", *whales[moby][1:]), ("timor_tom", *whales[other][1:])
        s = position(w, boats=boats, active=HUNTERS)
        rng = Rng(11)
        samples.append([GAME.search_sample(s, HUNTERS, rng).identity for _ in range(50)])
    assert samples[0] == samples[1]
    s = position(whales, boats=boats, active=HUNTERS, revealed=("w1",))
    rng = Rng(4)
    assert all(GAME.search_sample(s, HUNTERS, rng).identity[0] == 0 for _ in range(50))

"""The human agent with its streams injected: what it shows and what it accepts."""

import io

import pytest

from seaboard.agents.base import make_agent
from seaboard.engine.agent import AgentSpecError, Clock
from seaboard.engine.game import Action
from seaboard.engine.rng import Rng
from seaboard.terminal.human import HumanAgent, QuitGame
from tests.engine.dicegame import GAME

pytestmark = pytest.mark.usefixtures("extra_titles")


def _position():
    state = GAME.new_state(GAME.make_config(2), seed=3)
    return state, state.determinize(0, Rng(1))


def _human(text: str) -> tuple[HumanAgent, io.StringIO]:
    out = io.StringIO()
    return HumanAgent("human", 0, GAME, input=io.StringIO(text), output=out), out


def test_make_agent_seats_a_human_through_the_interface():
    config = GAME.make_config(2)
    agent = make_agent(
        "human", GAME, 1, config, human=lambda spec, seat: HumanAgent(spec, seat, GAME)
    )
    assert isinstance(agent, HumanAgent) and agent.interactive and agent.seat == 1
    with pytest.raises(AgentSpecError, match="is a person"):
        make_agent("human", GAME, 1, config)


def test_number_text_and_label_are_accepted():
    state, seen = _position()
    legal = state.legal_actions()
    for text, expected in (("2", legal[1]), ("roll", Action("roll")), ("  DRAW ", Action("draw"))):
        agent, _ = _human(text + "\n")
        assert agent.act(seen, legal, Clock()) == expected


def test_refusals_repeat_the_prompt_and_leave_the_state_alone():
    state, seen = _position()
    before, before_seen = state.reveal(), seen.reveal()
    agent, out = _human("0\npay 6\nbuy 2\n\nhelp\nroll\n")
    assert agent.act(seen, state.legal_actions(), Clock()) == Action("roll")
    text = out.getvalue()
    assert "refused: there is no action number 0; choose 1 to 3" in text
    assert "refused: you can pay only with a card in your hand [Payment]" in text
    assert "refused: you cannot afford that contract, or the slot is empty [Buy]" in text
    assert text.count("your actions:") == 2  # shown again after 'help'
    assert "explain N" in text  # 'help' lists the commands
    assert state.reveal() == before and seen.reveal() == before_seen


def test_shows_own_view_and_only_visible_events():
    state, seen = _position()
    agent, out = _human("roll\n")
    state.apply(Action("roll"))  # seat 0 rolls, then seat 1 draws
    events = state.apply(Action("draw"))
    agent.observe(events)
    agent.act(state.determinize(0, Rng(2)), state.legal_actions(), Clock())
    text = out.getvalue()
    assert "since your last move:" in text
    assert "drew (player 1)" in text and "drew (player 1, card" not in text
    assert f"hand            {', '.join(map(str, sorted(state.hands[0])))}" in text


@pytest.mark.parametrize("text", ["", "quit\n", "save\n"])
def test_end_of_input_and_quit_stop_the_game(text):
    state, seen = _position()
    agent, _ = _human(text)
    with pytest.raises(QuitGame):
        agent.act(seen, state.legal_actions(), Clock())


def test_a_single_legal_action_is_played_without_asking():
    state, seen = _position()
    agent, out = _human("")  # no input at all: it must not ask
    only = state.legal_actions()[:1]
    assert agent.act(seen, only, Clock()) == only[0]
    assert "only one choice, played: roll" in out.getvalue()


def test_long_lines_and_escape_sequences_are_not_echoed():
    state, seen = _position()
    agent, out = _human("x" * 1_000_000 + "\n\x1b[31mpay 6\x1b[0m\x07\nroll\n")
    assert agent.act(seen, state.legal_actions(), Clock()) == Action("roll")
    text = out.getvalue()
    assert "refused: that line has 1,000,000 characters" in text
    assert "xxxxxxxxxx" not in text and "\x1b" not in text and "\x07" not in text
    assert "refused: you can pay only with a card in your hand [Payment]" in text


def test_commands_without_a_table():
    state, seen = _position()
    agent, out = _human("explain 2\nexplain 9\nrules\nlog\nhint\nundo\nroll\n")
    assert agent.act(seen, state.legal_actions(), Clock()) == Action("roll")
    text = out.getvalue()
    assert "draw: draw" in text  # the engine's default explanation is the label
    assert "refused: there is no action number 9" in text
    assert "has no rules summary yet" in text
    assert "the game so far" in text and "(nothing has happened yet)" in text
    assert "no hint at this table" in text
    assert "refused: undo is not available at this table" in text


def test_a_failing_render_hook_falls_back_to_the_fields():
    from rich.console import Console

    from seaboard.terminal.render import render_view

    class Broken:
        def render_view(self, view, player):
            raise KeyError("map")

    out = io.StringIO()
    Console(file=out, width=100).print(render_view(Broken(), {"turn": 3}, 1))
    assert "the title's drawing failed: KeyError" in out.getvalue()
    assert "what seat 1 sees" in out.getvalue() and "turn" in out.getvalue()

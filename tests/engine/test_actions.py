import pytest
from hypothesis import given
from hypothesis import strategies as st

from seaboard.engine.game import Action, ActionKind, ActionSpace, IllegalAction, act

SPACE = ActionSpace(
    [
        ActionKind("pass"),
        ActionKind("sail", (("adventure", "jane", "ranger"), ("ocracoke", "bath-town"))),
        ActionKind("pay", (tuple(range(1, 7)),)),
    ]
)


def test_text_round_trip():
    a = act("sail", "jane", "bath-town")
    assert a.text == "sail jane bath-town"
    assert Action.parse(a.text) == a
    assert Action.parse("pay 3") == act("pay", 3)
    assert Action.parse("  pass  ") == Action("pass")


def test_empty_text_is_refused():
    with pytest.raises(IllegalAction):
        Action.parse("   ")


def test_space_size_and_numbering_are_stable():
    assert SPACE.size == 1 + 6 + 6
    assert SPACE.index(Action("pass")) == 0
    assert SPACE.index(act("sail", "adventure", "ocracoke")) == 1
    assert SPACE.index(act("sail", "ranger", "bath-town")) == 6
    assert SPACE.index(act("pay", 1)) == 7


@given(st.integers(min_value=0, max_value=12))
def test_every_index_decodes_and_encodes_back(i):
    assert SPACE.index(SPACE.action(i)) == i
    a = SPACE.action(i)
    assert Action.parse(a.text) == a


def test_unknown_actions_are_refused():
    for bad in (Action("fly"), act("sail", "jane"), act("sail", "jane", "mars"), act("pay", 7)):
        assert bad not in SPACE
        with pytest.raises(IllegalAction):
            SPACE.index(bad)
    with pytest.raises(IllegalAction):
        SPACE.action(13)


def test_mask():
    m = SPACE.mask([Action("pass"), act("pay", 6)])
    assert m.count(True) == 2 and m[0] and m[12]


def test_space_refuses_ambiguous_declarations():
    with pytest.raises(ValueError, match="one word"):
        ActionSpace([ActionKind("x", (("two words",),))])
    with pytest.raises(ValueError, match="not a number"):
        ActionSpace([ActionKind("x", (("3",),))])
    with pytest.raises(ValueError, match="twice"):
        ActionSpace([ActionKind("x"), ActionKind("x")])


def test_illegal_action_names_the_rule():
    exc = IllegalAction("you may launch one boat per round", "Launch Boats")
    assert "Launch Boats" in str(exc) and exc.rule == "Launch Boats"
    assert isinstance(exc, ValueError)

import copy
import importlib.util
import os
import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from seaboard.engine.match import agent_seed
from seaboard.engine.rng import PyRng, Rng, _mix, derive_seed, extend_seed


def test_same_seed_same_stream():
    a, b = Rng(42), Rng(42)
    assert [a.next64() for _ in range(5)] == [b.next64() for _ in range(5)]


def test_different_seeds_differ():
    assert Rng(1).next64() != Rng(2).next64()


def test_clone_is_independent():
    a = Rng(7)
    a.next64()
    b = a.clone()
    assert a == b
    x = a.next64()
    assert a != b
    assert b.next64() == x


def test_split_does_not_follow_parent():
    parent = Rng(3)
    child = parent.split()
    assert [child.next64() for _ in range(3)] != [parent.next64() for _ in range(3)]


def test_split_leaves_game_draws_reproducible():
    # a bot splitting from its own rng never changes the game's stream
    game, bot = Rng(9), Rng(10)
    expected = [Rng(9).die() for _ in range(1)]
    bot.split()
    assert [game.die()] == expected


@given(st.integers(min_value=0, max_value=2**64 - 1), st.integers(min_value=1, max_value=1000))
def test_below_in_range(seed, n):
    r = Rng(seed)
    for _ in range(20):
        assert 0 <= r.below(n) < n


def test_die_is_roughly_uniform():
    r = Rng(0)
    counts = [0] * 6
    for _ in range(60_000):
        counts[r.die() - 1] += 1
    assert all(9_000 < c < 11_000 for c in counts)


def test_shuffle_is_a_permutation_and_seeded():
    a, b = list(range(20)), list(range(20))
    Rng(5).shuffle(a)
    Rng(5).shuffle(b)
    assert a == b and sorted(a) == list(range(20)) and a != list(range(20))


def test_sample_distinct():
    s = Rng(1).sample(range(10), 4)
    assert len(set(s)) == 4


def test_derive_seed_is_stable_and_label_sensitive():
    assert derive_seed(1, "agent", 0) == derive_seed(1, "agent", 0)
    assert derive_seed(1, "agent", 0) != derive_seed(1, "agent", 1)
    assert derive_seed(1, "agent", 0) != derive_seed(2, "agent", 0)


def test_split_keeps_its_stream():
    # values of the SplitMix64 split before it was inlined: a changed stream changes games
    rng = Rng(7)
    assert [rng.split().state, rng.split().state, rng.state] == [
        0x7DC0CBF1694ED514,
        0xB05153DB7A077DF1,
        0x4F1D239679ACD73E,
    ]


@given(st.integers(0, 2**70), st.integers(0, 5))
def test_split_is_mix_of_next_draw(seed, steps):
    a, b = Rng(seed), Rng(seed)
    for _ in range(steps):
        a.below(6), b.below(6)
    assert a.split().state == _mix(b.next64() ^ 0x6A09E667F3BCC909)
    assert a.state == b.state


@given(st.integers(0, 2**70), st.integers(0, 3), st.integers(0, 10_000))
def test_agent_seed_is_the_derived_seed(seed, seat, ply):
    assert agent_seed(seed, seat, ply) == derive_seed(seed, "agent", seat, ply)
    assert agent_seed(seed, seat, ply) == agent_seed(seed, seat, ply)  # from the kept prefix
    assert extend_seed(derive_seed(seed, "x"), seat, "y") == derive_seed(seed, "x", seat, "y")
    assert derive_seed(123456789, "agent", 1, 57) == 0x2F04E26829FCC139


# -- the compiled Rng (_rng.c) against the pure class it stands in for -----------------------

OPS = st.lists(
    st.one_of(
        st.tuples(st.just("next64")),
        st.tuples(st.just("below"), st.integers(1, 2**80)),
        st.tuples(st.just("randint"), st.integers(-50, 50), st.integers(50, 10**6)),
        st.tuples(st.just("die"), st.integers(1, 20)),
        st.tuples(st.just("die")),
        st.tuples(st.just("random")),
        st.tuples(st.just("choice"), st.integers(1, 30)),
        st.tuples(st.just("shuffle"), st.integers(0, 60)),
        st.tuples(st.just("shuffle_bytes"), st.integers(0, 60)),
        st.tuples(st.just("sample"), st.integers(0, 30), st.integers(-3, 30)),
        st.tuples(st.just("split")),
        st.tuples(st.just("clone")),
    ),
    max_size=40,
)


def run_ops(rng, ops):
    out = []
    for op, *args in ops:
        if op == "shuffle":
            seq = list(range(args[0]))
            rng.shuffle(seq)
            out.append(seq)
        elif op == "shuffle_bytes":  # not a list: the generic sequence path
            seq = bytearray(range(args[0]))
            rng.shuffle(seq)
            out.append(bytes(seq))
        elif op == "choice":
            out.append(rng.choice(tuple(range(100, 100 + args[0]))))
        elif op == "sample":
            try:
                out.append(rng.sample(range(args[0]), args[1]))
            except ValueError as exc:
                out.append(str(exc))
        elif op == "split":
            out.append(rng.split().state)
        elif op == "clone":
            out.append(rng.clone().next64())
        else:
            out.append(getattr(rng, op)(*args))
        out.append(rng.state)
    return out


needs_compiled = pytest.mark.skipif(
    importlib.util.find_spec("seaboard.engine._rng") is None, reason="no compiled Rng built"
)


def test_the_compiled_rng_is_used_where_it_is_built():
    # (that it is built wherever a compiler is, `make test` checks after installing: a
    # source tree used through PYTHONPATH without installing has no build to find)
    built = importlib.util.find_spec("seaboard.engine._rng") is not None
    assert (Rng is not PyRng) == (built and not os.environ.get("SEABOARD_PURE_PYTHON"))


@needs_compiled
@given(st.integers(-(2**70), 2**70), OPS)
def test_compiled_draws_are_the_pure_draws(seed, ops):
    from seaboard.engine._rng import Rng as CRng

    assert run_ops(CRng(seed), ops) == run_ops(PyRng(seed), ops)


@needs_compiled
def test_compiled_rng_refuses_what_the_pure_one_refuses():
    from seaboard.engine._rng import Rng as CRng

    for make in (CRng, PyRng):
        rng = make(1)
        for bad in (0, -1, -(2**70)):
            with pytest.raises(ValueError, match="below"):
                rng.below(bad)
        with pytest.raises(ValueError):
            rng.choice([])
        with pytest.raises(TypeError):
            make(None)
        assert rng.below(True) == 0 and rng.sample([1, 2, 3], -1) == [1, 2]


@pytest.mark.skipif(Rng is PyRng, reason="the pure class is in use (SEABOARD_PURE_PYTHON)")
def test_compiled_rng_pickles_as_the_pure_one():
    from seaboard.engine._rng import Rng as CRng

    rng = CRng(11)
    rng.next64()
    # the pure class's slot pickle loads into the compiled class, and back
    assert pickle.loads(pickle.dumps(rng)) == rng
    assert pickle.loads(pickle.dumps(rng)).next64() == PyRng.from_state(rng.state).next64()
    state = rng.__getstate__()
    pure = PyRng.from_state(1)
    assert pure.__reduce_ex__(4)[2] == (None, {"state": 1})
    assert state == (None, {"state": rng.state})
    assert copy.deepcopy(rng) == rng and hash(rng) == hash(rng.state)
    assert repr(rng) == repr(PyRng.from_state(rng.state))


class Scripted(Rng):
    def die(self, sides=6):
        return self.faces.pop(0)


@needs_compiled
def test_compiled_rng_keeps_a_subclass_script():
    from seaboard.engine._rng import Rng as CRng

    assert issubclass(Scripted, CRng) or os.environ.get("SEABOARD_PURE_PYTHON")
    s = Scripted(3)
    s.faces = [6, 1]
    assert [s.die(), s.die()] == [6, 1]
    assert type(s.clone()) is Rng and type(s.split()) is Rng  # the base class, as PyRng's
    assert s == Rng.from_state(s.state)
    t = pickle.loads(pickle.dumps(s))
    assert t.faces == [] and t.state == s.state

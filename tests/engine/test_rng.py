from hypothesis import given
from hypothesis import strategies as st

from seaboard.engine.match import agent_seed
from seaboard.engine.rng import Rng, _mix, derive_seed, extend_seed


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

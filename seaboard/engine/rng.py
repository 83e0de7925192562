"""The one source of randomness: a small seeded PRNG whose state is a single int.

SplitMix64 (Steele, Lea & Flood 2014): one 64-bit word of state, so `clone()` is one
object allocation, and `split()` derives an independent stream, so a bot's search
never changes the draws of the game it searches.

`Rng` is the compiled class of `_rng.c` when the install could build it, else `PyRng`
below: the same draws, checked against each other by tests/engine/test_rng.py. The
samplers of a determinization draw dozens of times per sample, so the compiled draws are
a sixth of a Blackbeard batch's time saved (benchmarks/README.md, issue 30).
`SEABOARD_PURE_PYTHON=1` in the environment picks the pure class (`seaboard._native.PURE`).
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

from seaboard._native import PURE

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


class PyRng:
    """Seeded SplitMix64. Every die, shuffle and draw in a game comes from here."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = _mix(seed & _MASK)

    @classmethod
    def from_state(cls, state: int) -> PyRng:
        rng = cls.__new__(cls)
        rng.state = state
        return rng

    def clone(self) -> PyRng:
        return PyRng.from_state(self.state)

    def next64(self) -> int:
        # _mix inlined here, in below and in shuffle: they are the hottest calls of a playout
        self.state = z = (self.state + _GAMMA) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def split(self) -> PyRng:
        """A new generator on an independent stream; advances this one once."""
        # next64 and _mix inlined: a determinization splits two or three times
        self.state = z = (self.state + _GAMMA) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        z = z ^ (z >> 31) ^ 0x6A09E667F3BCC909
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        rng = _new_rng(PyRng)
        rng.state = z ^ (z >> 31)
        return rng

    def below(self, n: int) -> int:
        """Uniform integer in [0, n). Lemire's multiply-shift; bias < n / 2**64."""
        if n <= 0:
            raise ValueError("below(n) needs n > 0")
        self.state = z = (self.state + _GAMMA) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return ((z ^ (z >> 31)) * n) >> 64

    def randint(self, lo: int, hi: int) -> int:
        """Uniform integer in [lo, hi], both ends included."""
        return lo + self.below(hi - lo + 1)

    def die(self, sides: int = 6) -> int:
        return 1 + self.below(sides)

    def random(self) -> float:
        return (self.next64() >> 11) * (1.0 / (1 << 53))

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.below(len(seq))]

    def shuffle(self, seq: MutableSequence) -> None:
        """Fisher-Yates, in place (the draws of `below`, inlined)."""
        state = self.state
        for i in range(len(seq) - 1, 0, -1):
            state = z = (state + _GAMMA) & _MASK
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            j = ((z ^ (z >> 31)) * (i + 1)) >> 64
            seq[i], seq[j] = seq[j], seq[i]
        self.state = state

    def sample(self, seq: Sequence[T], k: int) -> list[T]:
        pool = list(seq)
        for i in range(k):
            j = i + self.below(len(pool) - i)
            pool[i], pool[j] = pool[j], pool[i]
        return pool[:k]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, PyRng) and other.state == self.state

    def __hash__(self) -> int:
        return hash(self.state)

    def __repr__(self) -> str:
        return f"Rng(state={self.state:#018x})"


_new_rng = object.__new__


def _compiled() -> type[PyRng]:
    if PURE:
        return PyRng
    try:
        from seaboard.engine._rng import Rng as compiled
    except ImportError:  # no compiled module: the pure class plays the same games
        return PyRng
    return compiled  # type: ignore[no-any-return]


Rng = _compiled()


def derive_seed(seed: int, *labels: int | str) -> int:
    """A seed for a named sub-stream (an agent's seat, a game in a batch), stable across runs."""
    return extend_seed(_mix(seed & _MASK), *labels)


def extend_seed(h: int, *labels: int | str) -> int:
    """`derive_seed` carried on from `h`, the seed derived for the labels before these:
    `extend_seed(derive_seed(s, "a"), 1) == derive_seed(s, "a", 1)` (a caller deriving
    many seeds under one prefix keeps the prefix's)."""
    for label in labels:  # h = _mix(h ^ x) for each byte or int x, _mix inlined
        for x in label.encode() if isinstance(label, str) else (label & _MASK,):
            z = h ^ x
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            h = z ^ (z >> 31)
    return h

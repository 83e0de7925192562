"""Fixed-size numeric observations for learning agents, encoded from a seat's view alone.

A title declares its encoding once per config as an `ObservationSpec`: named fields, each a
run of numbers in [0, 1] with a sentence saying what they hold. Its encoder fills an
`Encoding` from `view(seat)` (never from the state), so an observation holds exactly what
the view holds: the view is the only door hidden information has, and the conformance kit
already checks it. The RL adapters (seaboard.rl) turn the encoding into a float32 array
without a copy.

Every number lies in [0, 1]: flags and one-hots are 0 or 1; counts are divided by a stated
cap and clipped to it (the field's description names the cap).
"""

from __future__ import annotations

from array import array
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any


class NoObservation(NotImplementedError):
    """The title declares no observation encoding (yet)."""


@dataclass(frozen=True, slots=True)
class ObsField:
    """`size` numbers of the observation, starting at `offset`."""

    name: str
    size: int
    description: str
    offset: int = 0


class ObservationSpec:
    """The layout of a title's observation for one config: fields in order."""

    def __init__(self, fields: Iterable[tuple[str, int, str]]) -> None:
        out: list[ObsField] = []
        self._by_name: dict[str, ObsField] = {}
        offset = 0
        for name, size, description in fields:
            if name in self._by_name:
                raise ValueError(f"observation field {name!r} declared twice")
            if size < 1:
                raise ValueError(f"observation field {name!r} must hold at least one number")
            f = ObsField(name, size, description, offset)
            out.append(f)
            self._by_name[name] = f
            offset += size
        self.fields = tuple(out)
        self.size = offset
        self.offset = {f.name: f.offset for f in out}
        self.sizes = {f.name: f.size for f in out}
        self.zeros = array("f", bytes(4 * offset))  # copied by every Encoding (never written)

    def field(self, name: str) -> ObsField:
        return self._by_name[name]

    def slice(self, name: str) -> slice:
        f = self._by_name[name]
        return slice(f.offset, f.offset + f.size)

    def new(self) -> Encoding:
        return Encoding(self)

    def describe(self) -> list[dict[str, Any]]:
        """The fields as plain data (name, offset, size, description), for docs and tools."""
        return [
            {"name": f.name, "offset": f.offset, "size": f.size, "description": f.description}
            for f in self.fields
        ]

    def __repr__(self) -> str:
        return f"<ObservationSpec {len(self.fields)} fields, {self.size} numbers>"


class Encoding:
    """One observation being written: `data` is a float32 array laid out by the spec.

    The writers take a field name and, for fields of several numbers, an index into it;
    an index outside the field is an error, never a silent write into the next field.
    (They sit on the hot path of every environment step: lookups are inlined.)
    """

    __slots__ = ("_offset", "_size", "data", "spec")

    def __init__(self, spec: ObservationSpec) -> None:
        self.spec = spec
        self._offset = spec.offset
        self._size = spec.sizes
        self.data = spec.zeros[:]  # a copy: twice as fast as building from bytes

    def _outside(self, name: str, index: int) -> IndexError:
        return IndexError(
            f"observation field {name!r} has {self._size[name]} numbers, not index {index}"
        )

    def flag(self, name: str, on: Any = True, index: int = 0) -> None:
        """1 where `on` is true."""
        if on:
            if not 0 <= index < self._size[name]:
                raise self._outside(name, index)
            self.data[self._offset[name] + index] = 1.0

    def one_hot(self, name: str, index: int | None) -> None:
        """1 at `index`; nothing for None (or a negative index: "none")."""
        if index is not None and index >= 0:
            if index >= self._size[name]:
                raise self._outside(name, index)
            self.data[self._offset[name] + index] = 1.0

    def flags(self, name: str, indices: Iterable[int]) -> None:
        """1 at every index given (a multi-hot)."""
        base, size, data = self._offset[name], self._size[name], self.data
        for i in indices:
            if not 0 <= i < size:
                raise self._outside(name, i)
            data[base + i] = 1.0

    def count(self, name: str, value: float | None, cap: float, index: int = 0) -> None:
        """`value / cap`, clipped to [0, 1]; None is 0."""
        if value:
            if not 0 <= index < self._size[name]:
                raise self._outside(name, index)
            x = value / cap
            self.data[self._offset[name] + index] = 0.0 if x < 0 else 1.0 if x > 1 else x

    def counts(self, name: str, values: Sequence[float], cap: float, start: int = 0) -> None:
        """`values[i] / cap` at `start + i`, each clipped to [0, 1]."""
        base, size, data = self._offset[name], self._size[name], self.data
        if start < 0 or start + len(values) > size:
            raise self._outside(name, start + len(values) - 1)
        for i, value in enumerate(values, base + start):
            if value:
                x = value / cap
                data[i] = 0.0 if x < 0 else 1.0 if x > 1 else x

    def bits(self, name: str, mask: int) -> None:
        """Bit i of `mask` at index i (bits past the field's size are an error)."""
        if mask >> self._size[name]:
            raise self._outside(name, mask.bit_length() - 1)
        base, data = self._offset[name], self.data
        i = base
        while mask > 0:
            if mask & 1:
                data[i] = 1.0
            mask >>= 1
            i += 1


_IMMUTABLE = (int, float, bool, str, tuple, type(None))


def kept_copy(inputs: tuple) -> tuple:
    """`inputs` with every list in it copied, one holding lists two deep: what an encoder keeps
    beside a block it made from them, to tell later whether the state's own lists, which
    change in place, still hold the same (comparing costs less than copying at every call,
    so the live lists are compared and only a block made anew copies them). Anything else
    must be immutable (a tuple of numbers, say): a kept mutable would change with the state
    and the block would never be made again."""
    out = []
    for x in inputs:
        if type(x) is list:
            x = [y[:] if type(y) is list else y for y in x] if list in map(type, x) else x[:]
        elif not isinstance(x, _IMMUTABLE):
            raise TypeError(f"kept_copy: a {type(x).__name__} cannot be kept, only lists")
        out.append(x)
    return tuple(out)


def one_hot_index(values: Sequence[Any], value: Any) -> int | None:
    """The index of `value` in `values`, None when absent (for `Encoding.one_hot`)."""
    try:
        return values.index(value)
    except ValueError:
        return None

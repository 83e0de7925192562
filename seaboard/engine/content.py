"""Content: TOML files become frozen, typed, validated objects with provenance.

Every number in a content file says where it comes from: a `source` key in its own table
or in an enclosing one. A source is `rulebook` (optionally `rulebook: <section>`), a
public `https://` address, or `house` (optionally `house: <why>`) for values we chose.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError, field_validator

T = TypeVar("T", bound=BaseModel)


class ContentError(ValueError):
    """A bad content file: the message gives the file, the key and the reason."""


def check_source(value: str) -> str:
    v = value.strip()
    head = v.split(":", 1)[0].strip()
    if head in ("rulebook", "house") or v.startswith(("https://", "http://")):
        return v
    raise ValueError(
        f"source {value!r} must be 'rulebook[: section]', 'house[: why]' or a public URL"
    )


class Content(BaseModel):
    """Base for content objects: frozen, and unknown keys are errors (typos fail loudly)."""

    model_config = ConfigDict(frozen=True, extra="forbid")


class Sourced(Content):
    """A content entry that carries its own provenance."""

    source: str

    @field_validator("source")
    @classmethod
    def _source(cls, v: str) -> str:
        return check_source(v)

    @property
    def is_house(self) -> bool:
        return self.source.startswith("house")


@dataclass(frozen=True, slots=True)
class Provenance:
    key: str
    value: Any
    source: str


def _is_number(v: Any) -> bool:
    return isinstance(v, int | float) and not isinstance(v, bool)


def _walk(node: Any, path: str, source: str | None, out: list[Provenance], file: str) -> None:
    if isinstance(node, dict):
        if "source" in node:
            if not isinstance(node["source"], str):
                raise ContentError(f"{file}: {path or '<top>'}.source: must be text")
            try:
                source = check_source(node["source"])
            except ValueError as exc:
                raise ContentError(f"{file}: {path or '<top>'}.source: {exc}") from None
        for k, v in node.items():
            _walk(v, f"{path}.{k}" if path else str(k), source, out, file)
    elif isinstance(node, list):
        for i, v in enumerate(node):
            _walk(v, f"{path}[{i}]", source, out, file)
    elif _is_number(node):
        if source is None:
            raise ContentError(
                f"{file}: {path}: the number {node!r} has no provenance "
                '(add source = "rulebook", "house" or a URL to its table)'
            )
        out.append(Provenance(path, node, source))


def read_toml(path: Path) -> dict[str, Any]:
    try:
        with path.open("rb") as fh:
            return tomllib.load(fh)
    except OSError as exc:
        raise ContentError(f"{path}: cannot read: {exc.strerror}") from None
    except tomllib.TOMLDecodeError as exc:
        raise ContentError(f"{path}: not valid TOML: {exc}") from None


def provenance(path: Path) -> list[Provenance]:
    """Every number in a content file with the source that covers it."""
    out: list[Provenance] = []
    _walk(read_toml(path), "", None, out, str(path))
    return out


def load(path: Path, model: type[T]) -> T:
    """Load one content file into `model`, checking provenance first."""
    data = read_toml(path)
    _walk(data, "", None, [], str(path))
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        key = ".".join(str(p) for p in first["loc"]) or "<top>"
        more = f" (and {exc.error_count() - 1} more)" if exc.error_count() > 1 else ""
        raise ContentError(f"{path}: {key}: {first['msg']}{more}") from None


def house_values(paths: list[Path]) -> list[tuple[str, Provenance]]:
    """All house values across files, for `seaboard rules`."""
    rows = []
    for p in paths:
        for prov in provenance(p):
            if prov.source.startswith("house"):
                rows.append((p.name, prov))
    return rows

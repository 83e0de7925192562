"""Content: TOML files become frozen, typed, validated objects with provenance.

Every number in a content file says where it comes from: a `source` key in its own table
or in an enclosing one. A source is `rulebook` (optionally `rulebook: <section>`), a
public `https://` address, or `house` (optionally `house: <why>`) for values we chose.

What-if runs (`seaboard balance --set FILE.KEY=VALUE`) change content values without
touching the files: `load` applies the overrides named in the environment variable
`SEABOARD_CONTENT_SET` to the file's data before validating it, so the model's types and
ranges hold for an overridden value as for a written one. Titles load their content once,
at import, so an override reaches a title only in a process that imports it with the
variable set: a fresh worker process or Ray worker given the variable (seaboard.sim.pool
does this). `loaded()` says which overrides the files loaded in this process got, so a
worker can prove the override reached the title.
"""

from __future__ import annotations

import json
import os
import re
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
    """Load one content file into `model`, checking provenance first, with the overrides
    the environment names for it (see the module doc)."""
    data = read_toml(path)
    _walk(data, "", None, [], str(path))
    name = file_key(path)
    changes = requested().get(name, {})
    for key, value in changes.items():
        set_value(data, key, value, f"{path} ({OVERRIDES_ENV})")
    obj = _validate(path, data, model)
    _LOADED[name] = (model, dict(changes))
    return obj


def _validate(path: Path, data: dict[str, Any], model: type[T]) -> T:
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        key = ".".join(str(p) for p in first["loc"]) or "<top>"
        more = f" (and {exc.error_count() - 1} more)" if exc.error_count() > 1 else ""
        raise ContentError(f"{path}: {key}: {first['msg']}{more}") from None


# -- overrides: what-if runs -----------------------------------------------------------------

OVERRIDES_ENV = "SEABOARD_CONTENT_SET"
# {file key: {key path: value}}: the file key is the file's last three path parts
# ("fleet/content/house.toml"), the same on every machine a batch runs on
Overrides = dict[str, dict[str, Any]]
_LOADED: dict[str, tuple[type[BaseModel], dict[str, Any]]] = {}
_STEP = re.compile(r"([^.\[\]]+)|\[(\d+)\]")


def file_key(path: Path) -> str:
    """How an override names a content file: its last three path parts."""
    return "/".join(Path(path).parts[-3:])


def requested() -> Overrides:
    """The overrides this process was started with (the environment variable)."""
    text = os.environ.get(OVERRIDES_ENV, "")
    if not text:
        return {}
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ContentError(f"{OVERRIDES_ENV}: not JSON ({exc.msg})") from None
    if not isinstance(data, dict) or not all(isinstance(v, dict) for v in data.values()):
        raise ContentError(f"{OVERRIDES_ENV}: must map file keys to {{key: value}}")
    return data


def environment(overrides: Overrides) -> dict[str, str]:
    """The environment variable that carries `overrides` to a worker process."""
    return {OVERRIDES_ENV: json.dumps(overrides, sort_keys=True)} if overrides else {}


def loaded() -> dict[str, dict[str, Any]]:
    """Every content file loaded in this process (by file key) with the overrides it got."""
    return {name: dict(changes) for name, (_, changes) in _LOADED.items()}


def key_path(key: str) -> list[str | int]:
    """`rules.setup[2].count` -> ["rules", "setup", 2, "count"] (the notation of
    `provenance` keys, so a key from `seaboard rules TITLE --sources` can be given)."""
    steps: list[str | int] = []
    pos = 0
    for m in _STEP.finditer(key):
        gap = key[pos : m.start()]
        if gap not in ("", "."):
            raise ContentError(f"key {key!r}: cannot read it (write a.b[0].c)")
        steps.append(m.group(1) if m.group(1) is not None else int(m.group(2)))
        pos = m.end()
    if not steps or key[pos:] or key.startswith(".") or key.endswith("."):
        raise ContentError(f"key {key!r}: cannot read it (write a.b[0].c)")
    return steps


def get_value(data: Any, key: str, where: str) -> Any:
    node = data
    for step in key_path(key):
        node = _step(node, step, key, where)
    return node


def set_value(data: dict[str, Any], key: str, value: Any, where: str) -> Any:
    """Replace the value at `key` (which must exist: a typo is an error) with `value`;
    return the value it had."""
    steps = key_path(key)
    node: Any = data
    for step in steps[:-1]:
        node = _step(node, step, key, where)
    old = _step(node, steps[-1], key, where)
    if isinstance(old, dict | list) or isinstance(value, dict | list):
        raise ContentError(f"{where}: {key}: only a single value can be set, not a table or list")
    node[steps[-1]] = value
    return old


def source_of(data: dict[str, Any], key: str) -> str | None:
    """The `source` that covers the value at `key`: its own table's or an enclosing one's."""
    node: Any = data
    source = None
    for step in key_path(key):
        if isinstance(node, dict) and isinstance(node.get("source"), str):
            source = node["source"]
        node = _step(node, step, key, "")
    return source


def _step(node: Any, step: str | int, key: str, where: str) -> Any:
    if isinstance(step, int):
        if not isinstance(node, list) or not 0 <= step < len(node):
            raise ContentError(f"{where}: {key}: no such key (index {step})")
        return node[step]
    if not isinstance(node, dict) or step not in node:
        raise ContentError(f"{where}: {key}: no such key ({step!r})")
    return node[step]


@dataclass(frozen=True, slots=True)
class Change:
    """One content value changed for a run: the file, the key, the old and new values and
    where the old one came from."""

    file: str  # file key, e.g. "fleet/content/house.toml"
    key: str
    old: Any
    new: Any
    source: str | None

    def to_json(self) -> dict[str, Any]:
        return {
            "file": self.file,
            "key": self.key,
            "old": self.old,
            "new": self.new,
            "source": self.source,
        }


def parse_value(text: str) -> Any:
    """A value as TOML reads it (`3`, `0.5`, `true`, `"a b"`); a bare word is text."""
    try:
        return tomllib.loads(f"v = {text}")["v"]
    except tomllib.TOMLDecodeError:
        return text


def check_overrides(files: list[Path], sets: list[str]) -> tuple[Overrides, list[Change]]:
    """`FILE.KEY=VALUE` strings for a title whose content files are `files` (already
    loaded in this process, so their models are known) -> the overrides and what each
    changes. Each file is validated with all its overrides applied, by its model: a value
    of the wrong type or out of its range is refused, naming the file and key."""
    by_stem = {p.stem: p for p in files}
    overrides: Overrides = {}
    paths: dict[str, Path] = {}
    for text in sets:
        target, sep, raw = text.partition("=")
        stem, dot, key = target.strip().partition(".")
        if not sep or not dot or not key:
            raise ContentError(
                f"--set {text!r} must be written FILE.KEY=VALUE, e.g. rules.turns=12"
            )
        if stem not in by_stem:
            known = ", ".join(sorted(by_stem)) or "none"
            raise ContentError(f"--set {text!r}: no content file {stem!r} (files: {known})")
        name = file_key(by_stem[stem])
        key_path(key)
        value = parse_value(raw.strip())
        if not isinstance(value, str | int | float | bool):
            raise ContentError(f"--set {text!r}: give a number, true/false or text")
        if key in overrides.get(name, {}):
            raise ContentError(f"--set {text!r}: {stem}.{key} is set twice")
        overrides.setdefault(name, {})[key] = value
        paths[name] = by_stem[stem]
    changes: list[Change] = []
    for name, values in overrides.items():
        path = paths[name]
        if name not in _LOADED:
            raise ContentError(
                f"--set: {path.name} is not loaded through seaboard.engine.content.load, "
                "so an override cannot reach it"
            )
        model = _LOADED[name][0]
        data = read_toml(path)
        for key, value in values.items():
            source = source_of(data, key)
            old = set_value(data, key, value, f"--set {path.stem}.{key}")
            changes.append(Change(name, key, old, value, source))
        _validate(path, data, model)
    return overrides, changes


def house_values(paths: list[Path]) -> list[tuple[str, Provenance]]:
    """All house values across files, for `seaboard rules`."""
    rows = []
    for p in paths:
        for prov in provenance(p):
            if prov.source.startswith("house"):
                rows.append((p.name, prov))
    return rows

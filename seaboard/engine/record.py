"""Record: everything needed to replay a game (seed, config, actions) and its result."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from seaboard.engine.game import Result

FORMAT = 1
MAX_ACTION = 1_000  # characters of one action's text: real ones are a few words


class RecordError(ValueError):
    """A record that cannot be used; the message says which part and where."""


@dataclass(slots=True)
class Record:
    title: str
    config: dict[str, Any]
    seed: int
    actions: list[str] = field(default_factory=list)
    result: Result | None = None
    agents: list[str] | None = None  # spec per seat, informational
    format: int = FORMAT

    def to_json(self) -> dict[str, Any]:
        return {
            "format": self.format,
            "title": self.title,
            "config": self.config,
            "seed": self.seed,
            "agents": self.agents,
            "actions": self.actions,
            "result": None if self.result is None else self.result.to_json(),
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=1)

    def save(self, path: str | Path) -> None:
        """Write atomically, so a crash mid-write never leaves half a record."""
        path = Path(path)
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_text(self.dumps() + "\n")
        tmp.replace(path)

    @classmethod
    def loads(cls, text: str, where: str = "record") -> Record:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise RecordError(
                f"{where}: not valid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}"
            ) from None
        except RecursionError:
            raise RecordError(f"{where}: not a record: JSON nested too deeply") from None
        except ValueError as exc:  # a number too long to read
            raise RecordError(f"{where}: not a record: {exc}") from None
        return cls.from_json(data, where)

    @classmethod
    def load(cls, path: str | Path) -> Record:
        path = Path(path)
        try:
            raw = path.read_bytes()
        except OSError as exc:
            raise RecordError(f"{path}: cannot read: {exc.strerror}") from None
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise RecordError(f"{path}: not a record: not UTF-8 text (byte {exc.start})") from None
        return cls.loads(text, str(path))

    @classmethod
    def from_json(cls, data: Any, where: str = "record") -> Record:
        if not isinstance(data, dict):
            raise RecordError(f"{where}: a record is a JSON object, not {type(data).__name__}")
        version = data.get("format")
        if version != FORMAT:
            raise RecordError(
                f"{where}: unknown record format {version!r}; this Seaboard reads format {FORMAT}"
            )
        expect = {"title": str, "config": dict, "seed": int, "actions": list}
        for key, typ in expect.items():
            if key not in data:
                raise RecordError(f"{where}: missing field '{key}'")
            if not isinstance(data[key], typ) or isinstance(data[key], bool):
                raise RecordError(f"{where}: field '{key}' must be a {typ.__name__}")
        for i, a in enumerate(data["actions"]):
            if not isinstance(a, str):
                raise RecordError(f"{where}: action {i + 1} must be text, not {type(a).__name__}")
            if len(a) > MAX_ACTION:
                raise RecordError(f"{where}: action {i + 1} is {len(a):,} characters long")
            if not a.isprintable():
                raise RecordError(f"{where}: action {i + 1} holds control characters")
        result = None
        if data.get("result") is not None:
            try:
                result = Result.from_json(data["result"])
            except (KeyError, TypeError, ValueError) as exc:
                raise RecordError(f"{where}: field 'result' is malformed ({exc})") from None
        agents = data.get("agents")
        return cls(
            title=data["title"],
            config=data["config"],
            seed=data["seed"],
            actions=list(data["actions"]),
            result=result,
            agents=agents
            if isinstance(agents, list) and all(isinstance(a, str) for a in agents)
            else None,
        )

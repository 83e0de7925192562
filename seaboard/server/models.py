"""The shapes of requests and answers, for validation and for the OpenAPI document."""

from __future__ import annotations

import enum
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

OptionValue = str | int | float | bool | None


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Clock(Strict):
    base: float = Field(ge=1, le=86_400, description="seconds each seat starts with")
    increment: float = Field(0, ge=0, le=3_600, description="seconds added per move handed on")


class CreateTable(Strict):
    title: str = Field(max_length=64, description="a title's name, e.g. blackbeard")
    players: int | None = Field(
        None, ge=1, le=16, description="number of players (default: the number of seats)"
    )
    options: dict[str, OptionValue] = Field(
        default_factory=dict, max_length=64, description="the title's options (GET /api/titles)"
    )
    seats: list[str] = Field(
        min_length=1,
        max_length=16,
        description="per seat: 'human', or a bot spec ('random', 'heuristic', 'mcts:time=1')",
    )
    seed: int | None = Field(None, ge=0, le=2**63 - 1, description="default: a random seed")
    undo: bool = Field(True, description="whether a seat may take back its own decisions")
    clock: Clock | None = Field(None, description="Fischer clock per seat (default: none)")


class SeatCreated(BaseModel):
    seat: int
    agent: str
    token: str | None = Field(None, description="human seats only; shown once")
    join_url: str | None = None


class Created(BaseModel):
    id: str
    seats: list[SeatCreated]
    spectate_url: str
    status: str


class ActionIn(Strict):
    action: str | int = Field(description="the action's text, or its number n in `legal`")
    seq: int = Field(ge=0, le=10**9, description="the seat's update number it decided at")


class UndoIn(Strict):
    seq: int | None = Field(None, ge=0, le=10**9)


class Refusal(BaseModel):
    reason: str
    rule: str | None = None
    field: str | None = None


class Legal(BaseModel):
    n: int
    text: str
    label: str


class EventOut(BaseModel):
    seq: int = Field(description="the update of the receiver's stream it came with")
    kind: str
    data: dict[str, Any]
    text: str


class ResultOut(BaseModel):
    scores: list[float]
    outcomes: list[str]
    reason: str


class ClockOut(BaseModel):
    seat: int
    remaining: float
    running: bool


class TableState(BaseModel):
    id: str
    title: str
    status: str
    seat: int | None = Field(description="the caller's seat; null: a spectator")
    seq: int = Field(description="the caller's update number: send it with an action")
    to_move: int | None
    view: dict[str, Any]
    legal: list[Legal]
    events: list[EventOut]
    result: ResultOut | None
    clocks: list[ClockOut] | None
    timeouts: list[int]
    undo: bool
    joined: list[bool]


class TablePage(TableState):
    """What the browser table draws: the table as the seat sees it, and its drawings."""

    svg: str | None = Field(description="the board (`Game.render_svg`); null: none drawn")
    text: str | None = Field(description="the terminal drawing (`Game.render_view`) as HTML")
    explain: dict[str, str] = Field(description="legal action text -> what it does, its rule")
    agents: list[str]
    display_title: str
    players: int
    goal: str = Field(description="what this seat is trying to do (`Game.goal`)")
    roles: list[str | None] = Field(description="each seat's side, where seats differ")


class Status(enum.StrEnum):
    WAITING = "waiting"
    RUNNING = "running"
    OVER = "over"


class SeatSummary(BaseModel):
    seat: int
    agent: str
    joined: bool


class TableSummary(BaseModel):
    id: str
    title: str
    players: int
    options: dict[str, Any]
    status: str
    undo: bool
    clock: dict[str, float] | None
    created_at: float
    seats: list[SeatSummary]
    result: ResultOut | None


class Players(BaseModel):
    min: int
    max: int
    default: int


class RuleSection(BaseModel):
    section: str
    text: str


class TitleInfo(BaseModel):
    name: str
    title: str
    players: Players
    summary: str
    goal: str
    options: list[dict[str, Any]]
    rules_summary: list[RuleSection]
    difficulties: dict[str, str]
    agents: list[str]
    roles: list[str | None] = Field(
        default_factory=list, description="each seat's side at the default player count"
    )


class RecordOut(BaseModel):
    """A finished game: the record format `seaboard replay` reads (`format` 1). Before the
    end: `format` "seaboard-table-steps", the updates the caller was shown."""

    model_config = ConfigDict(extra="allow")
    format: int | str
    title: str
    config: dict[str, Any]
    agents: list[str] | None


class ReplayEvent(BaseModel):
    kind: str
    data: dict[str, Any]
    to: list[int] | None
    text: str


class ReplayStep(BaseModel):
    step: int
    steps: int
    seat: int | None
    action: str | None
    events: list[ReplayEvent]
    to_move: int | None
    view: dict[str, Any]
    reveal: dict[str, Any]
    svg: str | None = Field(None, description="the public board after this step")
    reveal_text: str | None = Field(None, description="the hidden state in words, as HTML")

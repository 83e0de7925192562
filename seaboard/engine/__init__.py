"""The engine contract. Nothing in here knows a title."""

from seaboard.engine.game import (
    Action,
    ActionKind,
    ActionSpace,
    ConfigError,
    Event,
    Game,
    GameConfig,
    GameInfo,
    IllegalAction,
    Outcome,
    Result,
    State,
    act,
    events_for,
)
from seaboard.engine.record import Record, RecordError
from seaboard.engine.rng import Rng, derive_seed

__all__ = [
    "Action",
    "ActionKind",
    "ActionSpace",
    "ConfigError",
    "Event",
    "Game",
    "GameConfig",
    "GameInfo",
    "IllegalAction",
    "Outcome",
    "Record",
    "RecordError",
    "Result",
    "Rng",
    "State",
    "act",
    "derive_seed",
    "events_for",
]

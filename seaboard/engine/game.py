"""The engine contract: every title implements `Game` and `State`; nothing here knows a title."""

from __future__ import annotations

import enum
import re
import sys
from abc import ABC, abstractmethod
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from seaboard.engine.observation import Encoding, NoObservation, ObservationSpec
from seaboard.engine.rng import Rng

if TYPE_CHECKING:
    from seaboard.engine.agent import Agent

Arg = str | int
_INT = re.compile(r"-?\d+\Z")
_TOKEN = re.compile(r"[^\s]+\Z")


class IllegalAction(ValueError):
    """An action that is not legal now. The message names the rule it breaks."""

    def __init__(self, message: str, rule: str | None = None) -> None:
        self.reason = message
        self.rule = rule
        super().__init__(f"{message} [{rule}]" if rule else message)


class Action(NamedTuple):
    """An atomic decision: a verb and its arguments, e.g. `sail jane roanoke-inlet`.

    Immutable and hashable. `text` is the canonical form used by the CLI, records, logs
    and the wire; `Action.parse(text)` gives the same action back.
    """

    kind: str
    args: tuple[Arg, ...] = ()

    @property
    def text(self) -> str:
        if not self.args:
            return self.kind
        return self.kind + " " + " ".join(map(str, self.args))

    @classmethod
    def parse(cls, text: str) -> Action:
        tokens = text.split()
        if not tokens:
            raise IllegalAction("an action cannot be empty")
        return cls(tokens[0], tuple(int(t) if _INT.match(t) else t for t in tokens[1:]))

    def __str__(self) -> str:
        return self.text


def act(kind: str, *args: Arg) -> Action:
    """Shorthand: `act("sail", "jane", "roanoke-inlet")`."""
    return Action(kind, args)


@dataclass(frozen=True, slots=True)
class ActionKind:
    """One verb of an action space and the finite domain of each of its arguments."""

    kind: str
    domains: tuple[tuple[Arg, ...], ...] = ()

    @property
    def size(self) -> int:
        n = 1
        for d in self.domains:
            n *= len(d)
        return n


class ActionSpace:
    """A stable numbering of every action a game can ever offer, for RL masks.

    Each verb gets a block of integers; inside it the arguments count in mixed radix.
    The numbering depends only on the declared kinds, never on the state.
    """

    def __init__(self, kinds: Iterable[ActionKind]) -> None:
        self.kinds = tuple(kinds)
        self._offset: dict[str, int] = {}
        self._kind: dict[str, ActionKind] = {}
        self._lookup: dict[str, tuple[dict[Arg, int], ...]] = {}
        offset = 0
        for k in self.kinds:
            if k.kind in self._kind:
                raise ValueError(f"action kind {k.kind!r} declared twice")
            for d in k.domains:
                if len(set(d)) != len(d):
                    raise ValueError(f"action kind {k.kind!r} has a repeated argument value")
                for v in d:
                    if isinstance(v, str) and (not _TOKEN.match(v) or _INT.match(v)):
                        raise ValueError(
                            f"action kind {k.kind!r}: argument {v!r} must be one word, not a number"
                        )
            self._offset[k.kind] = offset
            self._kind[k.kind] = k
            self._lookup[k.kind] = tuple({v: i for i, v in enumerate(d)} for d in k.domains)
            offset += k.size
        self.size = offset

    def index(self, action: Action) -> int:
        try:
            lookup = self._lookup[action.kind]
            if len(action.args) != len(lookup):
                raise KeyError(action.kind)
            n = 0
            for arg, table in zip(action.args, lookup, strict=True):
                n = n * len(table) + table[arg]
        except KeyError:
            raise IllegalAction(f"'{action.text}' is not an action of this game") from None
        return self._offset[action.kind] + n

    def action(self, index: int) -> Action:
        if not 0 <= index < self.size:
            raise IllegalAction(f"action number {index} is outside 0..{self.size - 1}")
        for k in self.kinds:
            off = self._offset[k.kind]
            if index < off + k.size:
                n = index - off
                args: list[Arg] = []
                for d in reversed(k.domains):
                    n, r = divmod(n, len(d))
                    args.append(d[r])
                return Action(k.kind, tuple(reversed(args)))
        raise AssertionError("unreachable")

    def mask(self, legal: Iterable[Action]) -> list[bool]:
        m = [False] * self.size
        for a in legal:
            m[self.index(a)] = True
        return m

    def __contains__(self, action: object) -> bool:
        if not isinstance(action, Action):
            return False
        try:
            self.index(action)
        except IllegalAction:
            return False
        return True


@dataclass(frozen=True, slots=True, init=False)
class Event:
    """Something that happened. `to` is who may see it: None means everyone."""

    kind: str
    data: dict[str, Any] = field(default_factory=dict)
    to: frozenset[int] | None = None

    def __init__(
        self, kind: str, data: dict[str, Any] | None = None, to: frozenset[int] | None = None
    ) -> None:
        # the slots written through their descriptors: a frozen dataclass's own __init__
        # goes through object.__setattr__ per field, 1.2 against 0.7 us an event, and
        # every title makes one or two events an action (benchmarks/README.md, issue 30)
        _set_kind(self, kind)
        _set_data(self, {} if data is None else data)
        _set_to(self, to)

    def visible_to(self, player: int | None) -> bool:
        return self.to is None or (player is not None and player in self.to)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, **self.data}


_set_kind = Event.__dict__["kind"].__set__
_set_data = Event.__dict__["data"].__set__
_set_to = Event.__dict__["to"].__set__


def events_for(events: Iterable[Event], player: int | None) -> list[Event]:
    """The events `player` may see (None: a spectator, public events only)."""
    return [e for e in events if e.visible_to(player)]


class Outcome(enum.StrEnum):
    WIN = "win"
    LOSS = "loss"
    DRAW = "draw"


@dataclass(frozen=True, slots=True)
class Result:
    """Scores and outcome per seat. In a shared loss (Chaos Cove) every outcome is LOSS."""

    scores: tuple[float, ...]
    outcomes: tuple[Outcome, ...]
    reason: str = ""

    @classmethod
    def from_ranking(cls, scores: Sequence[float], reason: str = "") -> Result:
        """Highest score wins; several at the top share a draw. Tie-breaks belong in `scores`."""
        best = max(scores)
        top = [i for i, s in enumerate(scores) if s == best]
        outcomes = tuple(
            (Outcome.WIN if len(top) == 1 else Outcome.DRAW) if i in top else Outcome.LOSS
            for i in range(len(scores))
        )
        return cls(tuple(scores), outcomes, reason)

    def to_json(self) -> dict[str, Any]:
        return {
            "scores": list(self.scores),
            "outcomes": [o.value for o in self.outcomes],
            "reason": self.reason,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Result:
        return cls(
            tuple(data["scores"]), tuple(Outcome(o) for o in data["outcomes"]), data["reason"]
        )


class GameConfig(BaseModel):
    """Base of every title's options. Frozen and strict: an unknown option is an error."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    players: int = Field(2, description="number of players")


class ConfigError(ValueError):
    pass


@dataclass(frozen=True, slots=True)
class GameInfo:
    """Facts about a title, declared once next to it."""

    name: str  # command-line id: "blackbeard"
    title: str  # "Hunt for Blackbeard"
    min_players: int
    max_players: int
    hidden_information: bool = True
    max_actions: int = 10_000  # a random playout that goes past this has stalled
    rulebook: str = ""
    summary: str = ""
    default_players: int | None = None  # when none is asked for: this, else 2 if allowed

    @property
    def players_by_default(self) -> int:
        if self.default_players is not None:
            return self.default_players
        return 2 if self.min_players <= 2 <= self.max_players else self.min_players


@dataclass(frozen=True, slots=True)
class Component:
    """A part of a title whose strength a designer asks about: a license, a hero, a tile.

    `id` is one word, unique in the title, and says the kind first (`license:shrimp`,
    `hero:gloria`); `name` is for people ("Shrimp license")."""

    id: str
    kind: str
    name: str


@dataclass(frozen=True, slots=True)
class Finished:
    """A finished game as plain data, for reading which components each seat had.

    Everything here is what any tool may keep: the moves in order (the seat that chose
    and the action's text, as in a record), each seat's final `view`, the final
    `reveal()`, the result and the options. A title reads these, never a state's fields,
    so its balance reading survives a change of its internals."""

    config: GameConfig
    result: Result
    moves: tuple[tuple[int, str], ...]
    views: tuple[dict[str, Any], ...]
    reveal: dict[str, Any]


class State(ABC):
    """One position of a game. Plain data plus the rules to move on from it."""

    rng: Rng
    config: GameConfig

    @property
    @abstractmethod
    def to_move(self) -> int | None:
        """The player who decides now; None once the game is over."""

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every atomic action open to `to_move` now, in a stable order."""

    @abstractmethod
    def _apply(self, action: Action) -> list[Event]:
        """Carry out an action already known to be legal."""

    @property
    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def result(self) -> Result: ...

    @abstractmethod
    def view(self, player: int | None) -> dict[str, Any]:
        """Plain JSON-able data: all `player` may see, nothing else. None: a spectator."""

    @abstractmethod
    def reveal(self) -> dict[str, Any]:
        """Everything, hidden or not, as plain data: for tests, debugging and post-game.

        Leave out the rng: the kit compares it on its own, and a resampled hidden state
        must show here.
        """

    @abstractmethod
    def determinize(self, player: int, rng: Rng) -> State:
        """A full copy where all hidden from `player` is resampled, and whose rng is reseeded."""

    @abstractmethod
    def clone(self) -> State: ...

    @property
    def num_players(self) -> int:
        return self.config.players

    def apply(self, action: Action) -> list[Event]:
        """Apply a legal action; otherwise raise IllegalAction and change nothing."""
        if self.is_over:
            raise IllegalAction("the game is over")
        if not self.is_legal(action):
            raise self.explain_illegal(action)
        return self._apply(action)

    def is_legal(self, action: Action) -> bool:
        """Whether `action` is legal now. Titles may answer faster than building the list
        (a random playout asks for the list and then applies one of its actions)."""
        return action in self.legal_actions()

    def explain_illegal(self, action: Action) -> IllegalAction:
        """Why `action` is not legal now, naming the rule. Titles override this."""
        return IllegalAction(f"'{action.text}' is not a legal action now")

    def parse_action(self, text: str) -> Action:
        """The action for `text`, which must be one of the legal actions now."""
        action = Action.parse(text)
        if not self.is_legal(action):
            raise self.explain_illegal(action)
        return action

    def label(self, action: Action) -> str:
        """A human label for an action; titles make it friendlier."""
        return action.text

    def __repr__(self) -> str:
        return f"<{type(self).__name__} to_move={self.to_move} over={self.is_over}>"


class Game(ABC):
    """A title: its facts, its options and how to start it."""

    info: ClassVar[GameInfo]
    Config: ClassVar[type[GameConfig]] = GameConfig
    # this title's defaults for `mcts:` specs (e.g. {"depth": "40"}); a spec overrides them
    mcts_options: ClassVar[dict[str, str]] = {}
    # per seat, over `mcts_options` (e.g. {1: {"prior": "3"}}); a spec overrides them too
    mcts_seat_options: ClassVar[dict[int, dict[str, str]]] = {}

    @abstractmethod
    def new_state(self, config: GameConfig, seed: int) -> State: ...

    @abstractmethod
    def action_space(self, config: GameConfig) -> ActionSpace: ...

    def make_config(self, players: int | None = None, **options: Any) -> GameConfig:
        """Validate options into this title's Config; errors name the option."""
        data = dict(options)
        data["players"] = self.info.players_by_default if players is None else players
        try:
            config = self.Config(**data)
        except ValidationError as exc:
            problems = "; ".join(
                f"{'.'.join(str(p) for p in e['loc']) or 'options'}: {e['msg']}"
                for e in exc.errors()
            )
            raise ConfigError(f"{self.info.name}: {problems}") from None
        if not self.info.min_players <= config.players <= self.info.max_players:
            raise ConfigError(
                f"{self.info.name} is for {self.info.min_players}-{self.info.max_players} "
                f"players, not {config.players}"
            )
        self.check_config(config)
        return config

    def check_config(self, config: GameConfig) -> None:
        """Cross-option checks (a variant that needs a player count); raise ConfigError."""
        return None

    def options(self) -> list[dict[str, Any]]:
        """The options of this title, for `seaboard list` and the web table."""
        out = []
        for name, f in self.Config.model_fields.items():
            if name == "players":
                continue
            ann = f.annotation
            out.append(
                {
                    "name": name,
                    "type": getattr(ann, "__name__", str(ann)),
                    "default": f.default,
                    "description": f.description or "",
                }
            )
        return out

    def heuristic(self, seat: int, config: GameConfig, options: dict[str, str]) -> Agent:
        """The title's heuristic bot. Titles override."""
        raise ConfigError(f"{self.info.name} has no heuristic bot yet")

    def rollout_agent(self, seat: int, config: GameConfig, options: dict[str, str]) -> Agent:
        """The policy that plays out search rollouts (`mcts:rollout=heuristic`): the
        heuristic bot unless a title gives a cheaper one. It acts on the search's sample of
        the hidden state, never on the true state."""
        return self.heuristic(seat, config, options)

    def search_sample(self, state: State, seat: int, rng: Rng) -> State:
        """The sample a search plays out from `state` (itself a determinization for
        `seat`): `state.determinize(seat, rng)` unless a title weighs what `seat` cannot
        see by a model of the other players (still only from what `seat` has seen)."""
        return state.determinize(seat, rng)

    def evaluate(self, state: State, player: int) -> float:
        """Estimated value in [0, 1] of a non-final state for `player`; used at a search cap."""
        return 0.5

    # -- observations for learning agents (seaboard.rl) --------------------------------------
    def observation_spec(self, config: GameConfig) -> ObservationSpec:
        """The fixed-size numeric encoding of a seat's view under `config`, field by field
        (the title's `observe.py` documents each field). Titles override."""
        raise NoObservation(
            f"{self.info.name} declares no observation encoding yet: a title gives "
            "Game.observation_spec and Game.encode_view (docs/WRITING_A_TITLE.md)"
        )

    def encode_view(self, view: dict[str, Any], player: int, config: GameConfig) -> Encoding:
        """`view` (= `state.view(player)`, and nothing else) as numbers laid out by
        `observation_spec(config)`. Two states with equal views give equal encodings, so an
        observation leaks exactly what the view leaks: nothing. Titles override."""
        raise NoObservation(
            f"{self.info.name} declares no observation encoding yet: a title gives "
            "Game.observation_spec and Game.encode_view (docs/WRITING_A_TITLE.md)"
        )

    def content_sources(self) -> list[dict[str, Any]]:
        """Where this title's numbers come from, for `seaboard rules`. Titles override."""
        return []

    def content_files(self) -> list[Path]:
        """The title's content/*.toml files: the `content/` folder of the package that
        defines the Game's class (or of its parent package, for a class defined in a
        submodule like `games/<title>/game.py`). A title kept elsewhere overrides this."""
        module = sys.modules.get(type(self).__module__)
        file = getattr(module, "__file__", None)
        if file is None:
            return []
        here = Path(file).parent
        for folder in (here / "content", here.parent / "content"):
            if folder.is_dir():
                return sorted(folder.glob("*.toml"))
        return []

    # -- balance: `seaboard balance` (docs/WRITING_A_TITLE.md) -------------------------------

    def balance_components(self, config: GameConfig) -> list[Component]:
        """The components a designer asks about in games of `config` (Fleet: each license,
        dock and bay card in play). None by default."""
        return []

    def balance_read(self, game: Finished) -> list[list[str]]:
        """For each seat, the ids of the components it had in a finished game (of those
        `balance_components` declares), read from `game`'s plain data only."""
        return [[] for _ in game.result.scores]

    # -- presentation: the terminal, the web table and notebooks ----------------------------
    # Every hook below draws from a view or an event, never from a state: whatever it
    # shows, the seat was allowed to see. Defaults are plain but complete.

    # bot names a person picks from (`--seat 1=hard`); a title may retune them
    difficulties: ClassVar[dict[str, str]] = {
        "easy": "heuristic",
        "normal": "mcts:time=1",
        "hard": "mcts:time=5",
    }

    def goal(self, config: GameConfig, player: int | None) -> str:
        """One paragraph: what this seat is trying to do, for a person who has not read
        the rulebook (shown when a game starts)."""
        return self.info.summary

    def rules_summary(self) -> list[tuple[str, str]]:
        """The rules in short, as (rulebook section, paragraph) in the rulebook's order,
        for `seaboard rules TITLE` and `rules` during a game."""
        return []

    def render_view(self, view: dict[str, Any], player: int | None) -> Any:
        """The board as a seat sees it, for a terminal: text or a Rich renderable within
        80 columns, with a legend for every symbol. None: the generic table of fields."""
        return None

    def render_event(self, event: Event, player: int | None) -> str:
        """One sentence for an event as `player` sees it ("The Hunters move the Brand to
        Albemarle County"). The default names the kind and its data."""
        data = ", ".join(f"{k} {v}" for k, v in event.data.items())
        return event.kind.replace("_", " ") + (f" ({data})" if data else "")

    def render_reveal(self, reveal: dict[str, Any]) -> Any:
        """`State.reveal()` in words, for `--reveal` at the end of a game. None: generic."""
        return None

    def explain_action(self, state: State, action: Action) -> str:
        """What `action` does now, what it costs and which rule it comes from, for a seat
        that sees `state` (a determinization for the seat to move)."""
        return state.label(action)

    def render_svg(
        self, view: dict[str, Any], player: int | None, legal: Sequence[str]
    ) -> str | None:
        """The board as one inline `<svg>` element drawn from `view` alone, for the web
        table. Every element that stands for a legal action (its text in `legal`) carries
        `data-action="<text>"`; styling by CSS classes (`sb-...`), never by colour alone.
        None: the web table shows the generic view."""
        return None

    def draw(self, view: dict[str, Any], player: int | None, path: Path) -> None:
        """The board drawn from `view` into a picture file, for `seaboard play --draw FILE`:
        `render_svg` for a `.svg` file; a title may draw other formats too (Leviathan: PNG).
        Raises ConfigError when it cannot draw `path`'s format."""
        if Path(path).suffix.lower() != ".svg":
            raise ConfigError(f"{self.info.name} draws its board as .svg only, not {path}")
        svg = self.render_svg(view, player, [])
        if svg is None:
            raise ConfigError(f"{self.info.name} has no drawing of its board")
        Path(path).write_text(svg)


def options_from_strings(pairs: Iterable[str]) -> dict[str, str]:
    """`["advanced=true", "first_game=1"]` -> dict; pydantic converts the values."""
    out: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise ConfigError(f"option {pair!r} must be written KEY=VALUE")
        out[key.strip().replace("-", "_")] = value.strip()
    return out

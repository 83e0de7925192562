"""The presentation kit: checks a title's terminal hooks over positions of real games.

`check_presentation(game, config, seeds)` plays games (random, and the title's heuristic
when it has one) and checks, for every seat and the spectator:

- every event the seat may see gets the title's own sentence (`Game.render_event` differs
  from the engine's plain default), in plain words: no record syntax, no Python reprs, no
  internal names with underscores;
- the board (`Game.render_view`) fits 80 columns and a terminal's height, and shows no
  internal codes, at positions sampled along the games;
- `explain_action` says more than the label, `goal` and `rules_summary` exist, and
  `render_reveal` puts the end of each game in words.

A title that adds an event kind without a sentence, or a view field drawn as a raw code,
fails here. Titles call it from their tests, e.g. `check_presentation(GAME, config, range(3))`.
"""

from __future__ import annotations

import io
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from rich.console import Console
from rich.measure import Measurement

from seaboard.engine.agent import Agent, Clock
from seaboard.engine.game import ConfigError, Game, GameConfig, State, events_for
from seaboard.engine.rng import Rng

WIDTH = 80
HEIGHT = 45  # lines of a board: a tall terminal, the heading still in sight

# an internal name (`careen_sloop`, `ship3_3`), a Python repr, a record's brackets, -1
_SNAKE = re.compile(r"\b[A-Za-z0-9]+(?:_[A-Za-z0-9]+)+\b")
_REPR = re.compile(r"[\[\]{}]|\bNone\b|\bTrue\b|\bFalse\b|object at 0x|\\x[0-9a-f]{2}")
_MINUS_ONE = re.compile(r"(?<![\w$.])-1\b")


class PresentationError(AssertionError):
    pass


def plain_words_problem(text: str) -> str | None:
    """Why `text` is not plain words for a person, or None."""
    for pattern, what in (
        (_SNAKE, "an internal name"),
        (_REPR, "a Python repr or record syntax"),
        (_MINUS_ONE, "a -1 code"),
    ):
        m = pattern.search(text)
        if m:
            return f"{what} {m.group(0)!r}"
    return None


def render_text(renderable: Any, width: int = 200) -> str:
    """A renderable as the plain text a terminal `width` wide shows."""
    out = io.StringIO()
    Console(file=out, width=width, color_system=None, force_terminal=False).print(renderable)
    return out.getvalue()


@dataclass
class Report:
    events: dict[str, int] = field(default_factory=dict)  # kind -> times seen
    views: int = 0


class _Random(Agent):
    needs_state = False

    def act(self, state: State | None, legal: list, clock: Clock):  # type: ignore[no-untyped-def]
        return self.rng.choice(legal)


def _agents(game: Game, config: GameConfig, kind: str) -> list[Agent]:
    out: list[Agent] = []
    for seat in range(config.players):
        if kind == "heuristic":
            out.append(game.heuristic(seat, config, {}))
        else:
            out.append(_Random("random", seat))
    return out


def check_presentation(
    game: Game,
    config: GameConfig,
    seeds: Iterable[int],
    *,
    view_every: int = 25,
    explain_every: int = 10,
    max_actions: int | None = None,
) -> Report:
    """Play a random and (if any) a heuristic game per seed and check every hook."""
    report = Report()
    seats: list[int | None] = [None, *range(config.players)]
    _check_static(game, config, seats)
    kinds = ["random"]
    try:
        game.heuristic(0, config, {})
        kinds.append("heuristic")
    except (ConfigError, NotImplementedError):
        pass
    limit = max_actions or game.info.max_actions
    for seed in seeds:
        for kind in kinds:
            agents = _agents(game, config, kind)
            state = game.new_state(config, seed)
            step = 0
            while not state.is_over and step < limit:
                if step % view_every == 0:
                    for seat in seats:
                        _check_view(game, state.view(seat), seat, f"{kind} seed {seed} step {step}")
                    report.views += 1
                seat = state.to_move
                assert seat is not None
                legal = state.legal_actions()
                agent = agents[seat]
                agent.reseed(seed * 7919 + step)
                seen = state.determinize(seat, Rng(seed + step)) if agent.needs_state else None
                if step % explain_every == 0:
                    _check_explain(game, seen or state.determinize(seat, Rng(step)), legal[:5])
                action = agent.act(seen, legal, Clock(None))
                events = state.apply(action)
                for viewer in seats:
                    for event in events_for(events, viewer):
                        _check_event(game, event, viewer)
                        report.events[event.kind] = report.events.get(event.kind, 0) + 1
                step += 1
            for seat in seats:
                _check_view(game, state.view(seat), seat, f"{kind} seed {seed}, the end")
            _check_reveal(game, state.reveal())
    return report


def _check_static(game: Game, config: GameConfig, seats: list[int | None]) -> None:
    sections = game.rules_summary()
    if not sections:
        raise PresentationError(f"{game.info.name}: rules_summary() is empty")
    for section, paragraph in sections:
        for text in (section, paragraph):
            problem = plain_words_problem(text)
            if problem:
                raise PresentationError(f"rules_summary {section!r}: {problem}")
    for seat in seats:
        goal = game.goal(config, seat)
        if goal == game.info.summary or len(goal) < 80:
            raise PresentationError(f"{game.info.name}: goal(seat {seat}) is not a paragraph")
        problem = plain_words_problem(goal)
        if problem:
            raise PresentationError(f"goal(seat {seat}): {problem}")


def _check_event(game: Game, event: Any, viewer: int | None) -> None:
    said = game.render_event(event, viewer)
    if said == Game.render_event(game, event, viewer):
        raise PresentationError(
            f"{game.info.name}: no sentence for event {event.kind!r} as seat {viewer} sees it "
            f"(data: {sorted(event.data)})"
        )
    problem = plain_words_problem(said)
    if problem or not said.strip():
        raise PresentationError(f"event {event.kind!r} for seat {viewer}: {said!r}: {problem}")


def _check_view(game: Game, view: dict[str, Any], seat: int | None, where: str) -> None:
    drawn = game.render_view(view, seat)
    if drawn is None:
        raise PresentationError(f"{game.info.name}: render_view draws nothing ({where})")
    console = Console(file=io.StringIO(), width=WIDTH, color_system=None)
    need = Measurement.get(console, console.options, drawn).minimum
    if need > WIDTH:
        raise PresentationError(f"board for seat {seat} ({where}) needs {need} columns")
    text = render_text(drawn, WIDTH)
    if "…" in text:
        raise PresentationError(f"board for seat {seat} ({where}) is cut short at {WIDTH} columns")
    narrow = text.rstrip("\n").split("\n")
    if len(narrow) > HEIGHT:
        raise PresentationError(f"board for seat {seat} ({where}) is {len(narrow)} lines tall")
    problem = plain_words_problem(text)
    if problem:
        raise PresentationError(f"board for seat {seat} ({where}): {problem}")


def _check_explain(game: Game, state: State, actions: list) -> None:  # type: ignore[type-arg]
    for action in actions:
        said = game.explain_action(state, action)
        if said == state.label(action) or len(said) < 20:
            raise PresentationError(f"explain_action({action.text!r}) says no more than its label")


def _check_reveal(game: Game, reveal: dict[str, Any]) -> None:
    drawn = game.render_reveal(reveal)
    if drawn is None:
        raise PresentationError(f"{game.info.name}: render_reveal draws nothing")
    text = render_text(drawn, WIDTH)
    problem = plain_words_problem(text)
    if problem:
        raise PresentationError(f"the reveal: {problem}")

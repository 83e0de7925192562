"""Batch play: many games between bots, on a local process pool or a Ray cluster, in a
reproducible order.

Game `i` of a batch with seed `S` plays with seed `derive_seed(S, "game", i)` and its
agents draw from streams derived from that seed, so a batch gives the same lines with one
worker or many; only `wall_ms` differs.

Seats: with `rotate` (the default) the agent list shifts by one seat from game to game
(game i gives seat s the agent `agents[(s + i) % len(agents)]`), so every agent plays
every seat equally often over len(agents) games. Fewer agents than players are cycled
over the seats (`random,heuristic` in a 4-player game: r h r h, then h r h r). More
agents than players is an error.

A batch can be resumed (`resume`): the lines already written are checked against the
batch (index, seed, seats, title, config) and against the code that plays it (`code`, a
hash of the engine, the agents and the title's package), and only the missing games are
played, so a long strength run can be spread over several sittings without mixing games
played by different code.

Win rates count a draw as half a win. Each seat an agent holds counts as one of its
games, so `random,random` gives `random` two games per game played.

For `seaboard balance` a batch may also read, from each finished game, the components
each seat had (`components`: the title's `Game.balance_read`) and the seat that moved
first (`first`), and may play with content overrides (`content`, a what-if run): those
games play in fresh worker processes that load the title's content with the overrides,
and each game checks that they reached the title (`ContentNotApplied` otherwise).
"""

from __future__ import annotations

import hashlib
import itertools
import json
import os
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, wait
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from seaboard.agents.base import make_agent, parse_spec
from seaboard.engine import content
from seaboard.engine.agent import AgentSpecError
from seaboard.engine.game import ConfigError, Finished, Game, GameConfig, Outcome
from seaboard.engine.match import Step, play
from seaboard.engine.rng import derive_seed
from seaboard.games import get_game
from seaboard.sim.pool import pool
from seaboard.sim.stats import mcnemar_exact, wilson


@cache
def _game(title: str) -> Game:
    return get_game(title)


@dataclass(frozen=True, slots=True)
class Batch:
    """What to play: a title, its options, the agents and how many games."""

    title: str
    agents: tuple[str, ...]
    games: int
    seed: int = 0
    players: int | None = None
    options: dict[str, Any] = field(default_factory=dict)
    rotate: bool = True
    # content overrides {file key: {key: value}} (seaboard.engine.content): a what-if run
    content: dict[str, dict[str, Any]] = field(default_factory=dict)
    # read each seat's balance components and the first mover into every line
    components: bool = False

    def game(self) -> Game:
        return _game(self.title)

    def config(self) -> GameConfig:
        game = self.game()
        players = self.players
        if players is None:
            players = max(game.info.min_players, min(len(self.agents), game.info.max_players))
        return game.make_config(players, **self.options)


def check(batch: Batch) -> GameConfig:
    """Validate a batch before any worker starts; raise ConfigError/AgentSpecError."""
    if batch.games < 1:
        raise ConfigError("--games must be at least 1")
    if not batch.agents:
        raise AgentSpecError("give at least one agent")
    game = batch.game()
    config = batch.config()
    if not batch.content:  # this process plays it: no stray override may be in force
        check_content(batch)
    if len(batch.agents) > config.players:
        raise AgentSpecError(
            f"{len(batch.agents)} agents for {config.players} players; "
            "give at most one agent per seat"
        )
    for seat, spec in enumerate(seats_for(batch.agents, config.players, 0, False)):
        if parse_spec(spec)[0] == "human":
            raise AgentSpecError("simulate plays bots only; 'human' is interactive")
        try:
            agent = make_agent(spec, game, seat, config)
        except ImportError as exc:
            raise AgentSpecError(f"agent {spec!r} is not available: {exc}") from None
        if agent.interactive:
            raise AgentSpecError(f"simulate plays bots only; {spec!r} is interactive")
    return config


def seats_for(agents: Sequence[str], players: int, index: int, rotate: bool) -> list[str]:
    """The agent spec of each seat in game `index` (see the module doc)."""
    shift = index if rotate else 0
    return [agents[(s + shift) % len(agents)] for s in range(players)]


def game_seed(seed: int, index: int) -> int:
    return derive_seed(seed, "game", index)


@cache
def code_version(title: str) -> str:
    """A hash of the sources that decide how a game of `title` plays (`code_sources`), as
    12 hex digits."""
    digest = hashlib.sha256()
    for name, path in code_sources(title):
        digest.update(name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:12]


def code_sources(title: str) -> list[tuple[str, Path]]:
    """The engine, the agents and the title's own package (or module), as (name, path).

    The title's package is the one named after it that holds its Game class (the Game of
    `seaboard.games.fleet` lives in `game.py`; its rules, bots and content count too); a
    title that is a single module (a test game) counts that module only."""
    import seaboard.agents
    import seaboard.engine

    game = _game(title)
    module = sys.modules[type(game).__module__]
    source = Path(module.__file__ or "")
    package = module.__name__ if source.name == "__init__.py" else module.__package__ or ""
    if package.rpartition(".")[2] == game.info.name:
        title_root = Path(sys.modules[package].__file__ or "").parent
    else:
        title_root = source
    roots = [
        Path(seaboard.engine.__file__).parent,
        Path(seaboard.agents.__file__).parent,
        title_root,
    ]
    out = []
    for root in roots:
        for path in sorted(root.rglob("*")) if root.is_dir() else [root]:
            if path.is_file() and path.suffix in (".py", ".c", ".toml", ".json"):
                out.append((path.relative_to(root.parent).as_posix(), path))
    return out


class ContentNotApplied(ConfigError):
    """A game would play with other content than its batch asks for: an override did not
    reach the title (it was imported before the override was set, or does not load that
    file through seaboard.engine.content), or one is in force that the batch did not ask
    for."""


@cache
def _content_names(title: str) -> frozenset[str]:
    return frozenset(content.file_key(p) for p in _game(title).content_files())


def check_content(batch: Batch) -> None:
    """Raise ContentNotApplied unless the title's content files were loaded in this
    process with exactly the batch's overrides."""
    loaded = content.loaded()
    for name in _content_names(batch.title) | set(batch.content):
        want = batch.content.get(name, {})
        if name not in loaded:
            if want:
                raise ContentNotApplied(
                    f"{batch.title}: {name} was never loaded through seaboard.engine.content,"
                    " so the override cannot reach it"
                )
            continue
        if loaded[name] != want:
            raise ContentNotApplied(
                f"{batch.title}: {name} was loaded with {loaded[name] or 'no overrides'}, "
                f"the batch asks for {want or 'none'} (a title imported before the "
                "override was set?)"
            )


def play_one(batch: Batch, index: int) -> dict[str, Any]:
    """Play game `index` of the batch; return its JSON line (as a dict)."""
    game = batch.game()
    config = batch.config()
    specs = seats_for(batch.agents, config.players, index, batch.rotate)
    agents = [make_agent(spec, game, seat, config) for seat, spec in enumerate(specs)]
    seed = game_seed(batch.seed, index)
    state = game.new_state(config, seed)
    moves: list[tuple[int, str]] = []

    def note(_: Any, step: Step) -> None:
        moves.append((step.player, step.action.text))

    t0 = time.perf_counter()
    record = play(
        game, config, agents, seed, state=state, on_step=note if batch.components else None
    )
    wall_ms = (time.perf_counter() - t0) * 1000.0
    result = record.result
    assert result is not None
    check_content(batch)
    line = {
        "game": index,
        "seed": seed,
        "agents": specs,
        "scores": list(result.scores),
        "outcomes": [o.value for o in result.outcomes],
        "reason": result.reason,
        "actions": len(record.actions),
        "wall_ms": round(wall_ms, 3),
        "title": batch.title,
        "players": config.players,
        "options": batch.options,
        "code": code_version(batch.title),
    }
    if batch.content:
        line["content"] = batch.content
    if batch.components:
        finished = Finished(
            config,
            result,
            tuple(moves),
            tuple(state.view(seat) for seat in range(config.players)),
            state.reveal(),
        )
        line["first"] = moves[0][0] if moves else None
        line["components"] = read_components(game, finished)
    return line


def read_components(game: Game, finished: Finished) -> list[list[str]]:
    """Each seat's components in a finished game, sorted; an id the title does not
    declare, or a reading with the wrong number of seats, is the title's bug."""
    declared = {c.id for c in game.balance_components(finished.config)}
    had = game.balance_read(finished)
    if len(had) != finished.config.players:
        raise ValueError(
            f"{game.info.name}: balance_read gave {len(had)} seats, not {finished.config.players}"
        )
    out = [sorted(set(ids)) for ids in had]
    unknown = sorted({i for ids in out for i in ids} - declared)
    if unknown:
        raise ValueError(f"{game.info.name}: balance_read gave undeclared ids {unknown}")
    return out


_OUTCOMES = frozenset(o.value for o in Outcome)


def shared_loss(outcomes: Sequence[str]) -> bool:
    """Every seat lost (Chaos Cove: the cove fell)."""
    return all(o == Outcome.LOSS for o in outcomes)


class ResumeError(ValueError):
    """A line of a results file that is broken (not JSON, a field missing) or, when
    resuming, does not belong to the batch."""


def read_lines(path: Path) -> list[tuple[int, dict[str, Any]]]:
    """The games of a results file with their line numbers, each checked for the fields a
    summary needs: a line that is not JSON or lacks one is refused with its number."""
    out: list[tuple[int, dict[str, Any]]] = []
    try:
        content = path.read_bytes().decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ResumeError(f"{path}: not UTF-8 text (byte {exc.start})") from None
    except OSError as exc:
        raise ResumeError(f"{path}: cannot read: {exc.strerror}") from None
    for n, text in enumerate(content.splitlines(), start=1):
        where = f"{path} line {n}"
        if not text.strip():
            continue
        try:
            line = json.loads(text)
        except json.JSONDecodeError as exc:
            raise ResumeError(f"{where}: not JSON ({exc.msg})") from None
        except (ValueError, RecursionError) as exc:  # a number too long, nesting too deep
            raise ResumeError(f"{where}: not a result line ({type(exc).__name__})") from None
        fields = ("game", "seed", "agents", "scores", "outcomes", "actions", "code")
        missing = [f for f in fields if not isinstance(line, dict) or f not in line]
        if missing:
            raise ResumeError(f"{where}: no {', '.join(missing)}")
        agents, outcomes, scores = line["agents"], line["outcomes"], line["scores"]
        if not (
            isinstance(agents, list)
            and isinstance(outcomes, list)
            and isinstance(scores, list)
            and len(agents) == len(outcomes) == len(scores)
            and all(isinstance(o, str) and o in _OUTCOMES for o in outcomes)
            and all(isinstance(a, str) for a in agents)
            and all(isinstance(x, int | float) and not isinstance(x, bool) for x in scores)
            and isinstance(line["actions"], int)
            and not isinstance(line["actions"], bool)
            and isinstance(line.get("reason", ""), str)
            and isinstance(line["seed"], int)
            and isinstance(line["game"], int)
        ):
            raise ResumeError(
                f"{where}: agents (text), outcomes (win, draw or loss) and scores (numbers) "
                "must be lists of one entry per seat; game, seed and actions whole numbers"
            )
        out.append((n, line))
    return out


def load_lines(path: Path, batch: Batch) -> dict[int, dict[str, Any]]:
    """The games of `batch` already in `path`, by index. Every line is checked: a line
    that is not JSON, lacks a field, or was played with another seed, seating, config or
    code is refused with its line number, so nothing foreign is counted."""
    config = batch.config()
    code = code_version(batch.title)
    lines: dict[int, dict[str, Any]] = {}
    for n, line in read_lines(path):
        where = f"{path} line {n}"
        i = line["game"]
        if not isinstance(i, int) or not 0 <= i < batch.games:
            raise ResumeError(f"{where}: game {i!r} is not in 0..{batch.games - 1}")
        if i in lines:
            raise ResumeError(f"{where}: game {i} is already on an earlier line")
        expected = {
            "title": batch.title,
            "players": config.players,
            "options": batch.options,
            "seed": game_seed(batch.seed, i),
            "agents": seats_for(batch.agents, config.players, i, batch.rotate),
            "code": code,
            "content": batch.content or None,
        }
        if batch.components and not isinstance(line.get("components"), list):
            raise ResumeError(f"{where}: no components (not a balance batch's line)")
        for key, want in expected.items():
            if line.get(key) != want:
                hint = " (the code changed since: start a new file)" if key == "code" else ""
                raise ResumeError(
                    f"{where}: {key} is {line.get(key)!r}, this batch has {want!r}{hint}"
                )
        # read_lines checked one outcome and score per seat; the seats are the batch's
        lines[i] = line
    return lines


def _play_chunk(batch: Batch, indices: Sequence[int]) -> list[dict[str, Any]]:
    return [play_one(batch, i) for i in indices]


def default_workers() -> int:
    return os.cpu_count() or 1


def run(
    batch: Batch,
    workers: int | None = None,
    on_done: Callable[[int], None] | None = None,
    skip: frozenset[int] | set[int] = frozenset(),
    ray: str | None = None,
) -> Iterator[dict[str, Any]]:
    """Yield the line of every game not in `skip`, in game-index order, playing on
    `workers` processes, or on the Ray cluster at address `ray` (see `seaboard.sim.pool`).

    `on_done(n)` is called as n more games finish (in any order), for a progress bar.
    One worker plays in this process.
    """
    check(batch)
    workers = default_workers() if workers is None else workers
    if workers < 1:
        raise ConfigError("--workers must be at least 1")
    # the games to play, lazily: a batch of 10**20 games starts at once and holds only the
    # games in flight
    todo = (i for i in range(batch.games) if i not in skip)
    left = batch.games - len(skip)
    # a what-if run's overrides reach the title only in fresh workers (seaboard.sim.pool)
    env = content.environment(batch.content)
    if ray is None and not env and (workers == 1 or left <= 1):
        for i in todo:
            line = play_one(batch, i)
            if on_done is not None:
                on_done(1)
            yield line
        return
    with pool(workers, ray, env) as ex:
        # Chunks small enough to balance and to move the bar, large enough to amortise IPC;
        # a few chunks per worker in flight, handed out as others finish.
        n = ex.workers  # type: ignore[attr-defined]
        size = max(1, min(32, left // (n * 8)))
        chunks = iter(lambda: list(itertools.islice(todo, size)), [])
        futures: dict[Future, int] = {}
        done: dict[int, list[dict[str, Any]]] = {}
        submitted = next_chunk = 0
        try:
            while True:
                while len(futures) < 4 * n:
                    chunk = next(chunks, None)
                    if chunk is None:
                        break
                    futures[ex.submit(_play_chunk, batch, chunk)] = submitted
                    submitted += 1
                if not futures:
                    break
                finished, _ = wait(futures, return_when=FIRST_COMPLETED)
                for fut in finished:
                    k = futures.pop(fut)
                    done[k] = fut.result()
                    if on_done is not None:
                        on_done(len(done[k]))
                while next_chunk in done:
                    yield from done.pop(next_chunk)
                    next_chunk += 1
        finally:
            for fut in futures:
                fut.cancel()


# -- summary -------------------------------------------------------------------------------


@dataclass(slots=True)
class Tally:
    wins: float = 0.0
    draws: int = 0
    games: int = 0

    def add(self, outcome: str) -> None:
        self.games += 1
        if outcome == Outcome.WIN:
            self.wins += 1
        elif outcome == Outcome.DRAW:
            self.wins += 0.5
            self.draws += 1

    def to_json(self) -> dict[str, Any]:
        lo, hi = wilson(self.wins, self.games)
        return {
            "wins": self.wins,
            "draws": self.draws,
            "games": self.games,
            "rate": self.wins / self.games if self.games else 0.0,
            "ci95": [lo, hi],
        }


def summarize(lines: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Win rates by agent, by seat and by agent in each seat, draws as half a win, with 95%
    Wilson intervals; each agent's mean score; how each agent's games ended in each seat
    (outcome and the game's reason); the games every seat lost (Chaos Cove: the cove
    fell); and, where lines carry scores, how often each agent out-scored each other one
    seated with it ("a > b": per pair of seats, a tie half). In a title whose players can
    all lose together the outcome does not say who played better; the scores still do."""
    by_agent: dict[str, Tally] = {}
    outscored: dict[str, Tally] = {}
    by_seat: dict[str, Tally] = {}
    by_agent_seat: dict[tuple[str, int], Tally] = {}
    scores: dict[str, list[float]] = {}
    endings: dict[str, dict[str, int]] = {}
    actions = shared_losses = 0
    for line in lines:
        actions += line["actions"]
        outcomes = line["outcomes"]
        shared_losses += shared_loss(outcomes)
        for seat, (spec, outcome) in enumerate(zip(line["agents"], outcomes, strict=True)):
            by_agent.setdefault(spec, Tally()).add(outcome)
            by_seat.setdefault(str(seat), Tally()).add(outcome)
            by_agent_seat.setdefault((spec, seat), Tally()).add(outcome)
            if "scores" in line:
                scores.setdefault(spec, []).append(line["scores"][seat])
            ending = f"{outcome}: {line['reason']}" if line.get("reason") else outcome
            counts = endings.setdefault(f"{spec} @ {seat}", {})
            counts[ending] = counts.get(ending, 0) + 1
        if "scores" in line:
            _tally_scores(outscored, line["agents"], line["scores"])
    return {
        "games": len(lines),
        "actions": actions,
        "shared_losses": shared_losses,
        "by_agent": {k: v.to_json() for k, v in by_agent.items()},
        "by_seat": {k: v.to_json() for k, v in sorted(by_seat.items(), key=lambda kv: int(kv[0]))},
        "by_agent_seat": {
            f"{spec} @ {seat}": v.to_json()
            for (spec, seat), v in sorted(by_agent_seat.items(), key=lambda kv: kv[0])
        },
        "mean_score": {k: sum(v) / len(v) for k, v in scores.items()},
        "outscored": {k: v.to_json() for k, v in sorted(outscored.items())},
        "endings": {
            k: dict(sorted(v.items(), key=lambda kv: -kv[1])) for k, v in sorted(endings.items())
        },
    }


def pair_by_deal(
    lines: Sequence[dict[str, Any]], other: Sequence[dict[str, Any]]
) -> dict[str, Any]:
    """Compare two batches on the deals they share (lines with the same game seed): how
    often every seat lost in each (Chaos Cove: the cove fell), the deals where only one
    did, and the exact McNemar p-value of that split; and each agent's wins in each.
    Played from one seed, two batches deal the same games, so changing one seat's agent
    and nothing else shows what that seat changes, deal by deal."""
    theirs = {line["seed"]: line for line in other}
    pairs = [(line, theirs[line["seed"]]) for line in lines if line["seed"] in theirs]
    lost = [(shared_loss(a["outcomes"]), shared_loss(b["outcomes"])) for a, b in pairs]
    only_a = sum(a and not b for a, b in lost)
    only_b = sum(b and not a for a, b in lost)
    wins: list[dict[str, Tally]] = [{}, {}]
    for pair in pairs:
        for side, line in zip(wins, pair, strict=True):
            for spec, outcome in zip(line["agents"], line["outcomes"], strict=True):
                side.setdefault(spec, Tally()).add(outcome)
    return {
        "deals": len(pairs),
        "shared_losses": [sum(a for a, _ in lost), sum(b for _, b in lost)],
        "only_in": [only_a, only_b],
        "mcnemar_p": mcnemar_exact(only_a, only_b),
        "wins": [{spec: t.wins for spec, t in side.items()} for side in wins],
    }


def _tally_scores(
    outscored: dict[str, Tally], agents: Sequence[str], scores: Sequence[float]
) -> None:
    """Each pair of seats held by different agents: did the first out-score the second."""
    for i, a in enumerate(agents):
        for j, b in enumerate(agents):
            if a != b:
                won = scores[i] > scores[j]
                tie = scores[i] == scores[j]
                outscored.setdefault(f"{a} > {b}", Tally()).add(
                    Outcome.WIN if won else Outcome.DRAW if tie else Outcome.LOSS
                )

"""Tournaments: a round robin between agent specs, with ratings and win tables.

How tables are formed (`mode="round-robin"`, the default):
- a table is a set of `players` distinct agents: every combination of that many agents
  from the list (for a 2-player title: every pair). With fewer agents than seats, the
  single table is filled by cycling through the list (A, B, A, B for two agents at four
  seats);
- every table plays every deal (seed) once in every distinct cyclic rotation of its
  seats, so each agent sits in each seat equally often on the same deals. The number of
  games per table is therefore rounded up to a multiple of the number of rotations;
- the seed list is the same for every table ("seeds shared across pairings"), so agents
  are compared on the same deals.
`mode="self-play"` seats each agent alone at a table of its own copies (for cooperative
titles: how often does the cove fall with MCTS seats versus heuristic seats?).

Results:
- ratings with openskill's Plackett-Luce model (seats ranked by outcome, then score),
  reported as mu, sigma, the interval mu +/- 2 sigma and the ordinal mu - 3 sigma.
  Games are rated in a fixed order, so a seeded tournament gives the same ratings
  whatever the number of workers. An agent holding several seats at one table gets the
  mean of its per-seat updates;
- wins by agent, by seat and by agent and seat, with 95% Wilson intervals (a draw counts
  half a win); head-to-head rates between agents who shared a table (the better outcome
  wins, equal outcomes count half); mean scores; and how often everyone lost.
"""

from __future__ import annotations

import itertools
import json
import math
import time
from collections.abc import Callable, Sequence
from concurrent.futures import as_completed
from dataclasses import asdict, dataclass, field
from typing import Any

from seaboard.agents.base import make_agent
from seaboard.engine.game import Game, GameConfig, Outcome
from seaboard.engine.match import play
from seaboard.engine.rng import derive_seed
from seaboard.sim.pool import pool
from seaboard.sim.stats import wilson

OUTCOME_VALUE = {Outcome.WIN.value: 1.0, Outcome.DRAW.value: 0.5, Outcome.LOSS.value: 0.0}
MODES = ("round-robin", "self-play")


class TournamentError(ValueError):
    pass


@dataclass(slots=True)
class GameResult:
    """One game of the tournament."""

    table: int
    seed: int
    seating: tuple[int, ...]  # agent index per seat
    scores: tuple[float, ...]
    outcomes: tuple[str, ...]
    actions: int
    ms: float


@dataclass(slots=True)
class Rate:
    """A win rate with its 95% Wilson interval; draws count half."""

    wins: float
    games: int
    low: float
    high: float

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @classmethod
    def of(cls, wins: float, games: int) -> Rate:
        low, high = wilson(wins, games)
        return cls(wins, games, low, high)

    def to_json(self) -> dict[str, Any]:
        return {
            "wins": self.wins,
            "games": self.games,
            "rate": self.rate,
            "low": self.low,
            "high": self.high,
        }

    def __str__(self) -> str:
        if not self.games:
            return "-"
        return f"{self.rate:.0%} [{self.low:.0%}, {self.high:.0%}]"


@dataclass(slots=True)
class Rating:
    agent: str
    mu: float
    sigma: float

    @property
    def low(self) -> float:
        return self.mu - 2 * self.sigma

    @property
    def high(self) -> float:
        return self.mu + 2 * self.sigma

    @property
    def ordinal(self) -> float:
        return self.mu - 3 * self.sigma

    def to_json(self) -> dict[str, Any]:
        return {
            "agent": self.agent,
            "mu": self.mu,
            "sigma": self.sigma,
            "low": self.low,
            "high": self.high,
            "ordinal": self.ordinal,
        }


@dataclass(slots=True)
class AgentStats:
    agent: str
    wins: Rate
    by_seat: list[Rate]
    mean_score: float
    score_se: float  # standard error of the mean score
    all_lost: Rate  # games in which every seat lost (a shared loss), of this agent's seats

    def to_json(self) -> dict[str, Any]:
        return {
            "agent": self.agent,
            "wins": self.wins.to_json(),
            "by_seat": [r.to_json() for r in self.by_seat],
            "mean_score": self.mean_score,
            "score_se": self.score_se,
            "all_lost": self.all_lost.to_json(),
        }


@dataclass
class TournamentResult:
    title: str
    config: dict[str, Any]
    agents: list[str]  # labels, unique (a repeated spec gets "#2", "#3"...)
    specs: list[str]
    mode: str
    seeds: list[int]
    tables: list[tuple[int, ...]]
    games: list[GameResult]
    ratings: list[Rating] = field(default_factory=list)  # best first
    stats: list[AgentStats] = field(default_factory=list)  # in agent order
    by_seat: list[Rate] = field(default_factory=list)  # all agents, per seat
    head_to_head: list[list[Rate | None]] = field(default_factory=list)  # row beats column
    seconds: float = 0.0

    @property
    def players(self) -> int:
        return int(self.config["players"])

    def stats_for(self, agent: str) -> AgentStats:
        return self.stats[self.agents.index(agent)]

    def rating_for(self, agent: str) -> Rating:
        return next(r for r in self.ratings if r.agent == agent)

    def versus(self, a: str, b: str) -> Rate | None:
        """How often `a` did better than `b` at a shared table (equal outcomes half)."""
        return self.head_to_head[self.agents.index(a)][self.agents.index(b)]

    def to_json(self) -> dict[str, Any]:
        return {
            "title": self.title,
            "config": self.config,
            "agents": self.agents,
            "specs": self.specs,
            "mode": self.mode,
            "seeds": self.seeds,
            "tables": [list(t) for t in self.tables],
            "seconds": self.seconds,
            "ratings": [r.to_json() for r in self.ratings],
            "stats": [s.to_json() for s in self.stats],
            "by_seat": [r.to_json() for r in self.by_seat],
            "head_to_head": [
                [None if r is None else r.to_json() for r in row] for row in self.head_to_head
            ],
            "games": [
                {**asdict(g), "seating": list(g.seating), "scores": list(g.scores)}
                for g in self.games
            ],
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=1)


def labels_for(specs: Sequence[str]) -> list[str]:
    seen: dict[str, int] = {}
    out = []
    for spec in specs:
        seen[spec] = seen.get(spec, 0) + 1
        out.append(spec if seen[spec] == 1 else f"{spec}#{seen[spec]}")
    return out


def split_agents(text: str) -> list[str]:
    """`random,mcts:iterations=400,rollout=heuristic,heuristic` -> three specs.

    Agent specs use commas between their options, so a piece with `=` and no `:` is an
    option of the spec before it (an agent name never contains `=`).
    """
    specs: list[str] = []
    for piece in (p.strip() for p in text.split(",")):
        if not piece:
            continue
        if specs and "=" in piece and ":" not in piece:
            specs[-1] += "," + piece
        else:
            specs.append(piece)
    return specs


def make_tables(n_agents: int, players: int, mode: str = "round-robin") -> list[tuple[int, ...]]:
    if mode == "self-play":
        return [(i,) * players for i in range(n_agents)]
    if mode != "round-robin":
        raise TournamentError(f"mode must be one of {', '.join(MODES)}, not {mode!r}")
    if n_agents >= players:
        return list(itertools.combinations(range(n_agents), players))
    return [tuple(i % n_agents for i in range(players))]


def rotations(table: tuple[int, ...]) -> list[tuple[int, ...]]:
    """The distinct cyclic rotations of a seating, in order."""
    out: list[tuple[int, ...]] = []
    for k in range(len(table)):
        r = table[k:] + table[:k]
        if r not in out:
            out.append(r)
    return out


# -- playing (in worker processes) -----------------------------------------------------
_Job = tuple[Any, dict[str, Any], tuple[str, ...], int]


def _resolve(ref: str | Game) -> Game:
    if isinstance(ref, Game):
        return ref
    from seaboard.games import get_game  # workers find extra games by the env

    return get_game(ref)


def _play_job(job: _Job) -> tuple[tuple[float, ...], tuple[str, ...], int, float]:
    ref, config_data, specs, seed = job
    game = _resolve(ref)
    config = game.make_config(**config_data)
    agents = [make_agent(spec, game, seat, config) for seat, spec in enumerate(specs)]
    t0 = time.perf_counter()
    record = play(game, config, agents, seed)
    ms = (time.perf_counter() - t0) * 1000.0
    assert record.result is not None
    result = record.result
    return (
        tuple(result.scores),
        tuple(o.value for o in result.outcomes),
        len(record.actions),
        ms,
    )


def _play_chunk(jobs: list[_Job]) -> list[tuple[tuple[float, ...], tuple[str, ...], int, float]]:
    return [_play_job(job) for job in jobs]


def _game_ref(game: Game) -> str | Game:
    """The registry name when it leads back to this very game, else the game itself
    (pickled to the workers: a game made in a test, not registered)."""
    try:
        from seaboard.games import get_game

        if get_game(game.info.name) is game:
            return game.info.name
    except LookupError:
        pass
    return game


def run_tournament(
    game: Game,
    config: GameConfig,
    agent_specs: Sequence[str],
    games_per_pairing: int,
    seed: int = 0,
    workers: int = 1,
    *,
    mode: str = "round-robin",
    progress: Callable[[int, int], None] | None = None,
    ray: str | None = None,
) -> TournamentResult:
    """Play the round robin and rate it. `workers` > 1 uses a process pool, and `ray` the
    Ray cluster at that address (`local` starts one here; see `seaboard.sim.pool`)."""
    specs = [s.strip() for s in agent_specs if s.strip()]
    if not specs:
        raise TournamentError("a tournament needs at least one agent")
    if mode == "round-robin" and len(specs) < 2:
        raise TournamentError("a round robin needs at least two agents")
    if games_per_pairing < 1:
        raise TournamentError("games per pairing must be at least 1")
    for seat, spec in enumerate(specs):  # refuse a bad spec before starting any process
        make_agent(spec, game, seat % config.players, config)
    players = config.players
    tables = make_tables(len(specs), players, mode)
    n_rot = max(len(rotations(t)) for t in tables)
    seeds = [
        derive_seed(seed, "tournament", k) for k in range(math.ceil(games_per_pairing / n_rot))
    ]
    ref = _game_ref(game)
    config_data = config.model_dump()
    keys: list[tuple[int, int, tuple[int, ...]]] = []
    jobs: list[_Job] = []
    for t, table in enumerate(tables):
        for s in seeds:
            for seating in rotations(table):
                keys.append((t, s, seating))
                jobs.append((ref, config_data, tuple(specs[a] for a in seating), s))
    t0 = time.perf_counter()
    outputs: list[Any] = [None] * len(jobs)
    done = 0
    if workers <= 1 and ray is None:
        for i, job in enumerate(jobs):
            outputs[i] = _play_job(job)
            done += 1
            if progress is not None:
                progress(done, len(jobs))
    else:
        with pool(workers, ray) as ex:
            # chunks small enough to balance the load and move the bar, big enough for IPC
            size = max(1, min(16, len(jobs) // (ex.workers * 8)))  # type: ignore[attr-defined]
            starts = range(0, len(jobs), size)
            futures = {ex.submit(_play_chunk, jobs[i : i + size]): i for i in starts}
            for fut in as_completed(futures):
                i = futures[fut]
                chunk = fut.result()
                outputs[i : i + len(chunk)] = chunk
                done += len(chunk)
                if progress is not None:
                    progress(done, len(jobs))
    games = [
        GameResult(t, s, seating, scores, outcomes, n, ms)
        for (t, s, seating), (scores, outcomes, n, ms) in zip(keys, outputs, strict=True)
    ]
    result = TournamentResult(
        title=game.info.name,
        config=config_data,
        agents=labels_for(specs),
        specs=specs,
        mode=mode,
        seeds=seeds,
        tables=tables,
        games=games,
    )
    summarize(result)
    result.seconds = time.perf_counter() - t0
    return result


# -- summarising -----------------------------------------------------------------------
def _ranks(outcomes: Sequence[str], scores: Sequence[float]) -> list[int]:
    """Plackett-Luce ranks (1 best, ties share the better rank: 1, 1, 3): by outcome
    first, then by score."""
    keys = [(OUTCOME_VALUE[o], s) for o, s in zip(outcomes, scores, strict=True)]
    return [1 + sum(1 for k2 in keys if k2 > k) for k in keys]


def rate_games(agents: Sequence[str], games: Sequence[GameResult]) -> list[Rating]:
    """openskill Plackett-Luce ratings, best ordinal first."""
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    current = [model.rating(name=a) for a in agents]
    for g in games:
        if len(set(g.seating)) < 2:
            continue  # a table of one agent's copies says nothing about relative skill
        teams = [[current[a]] for a in g.seating]
        new = model.rate(teams, ranks=_ranks(g.outcomes, g.scores))
        acc: dict[int, list[Any]] = {}
        for a, team in zip(g.seating, new, strict=True):
            acc.setdefault(a, []).append(team[0])
        for a, rs in acc.items():
            current[a] = model.rating(
                mu=sum(r.mu for r in rs) / len(rs),
                sigma=sum(r.sigma for r in rs) / len(rs),
                name=agents[a],
            )
    ratings = [Rating(agents[i], r.mu, r.sigma) for i, r in enumerate(current)]
    return sorted(ratings, key=lambda r: (-r.ordinal, r.agent))


def summarize(result: TournamentResult) -> None:
    n = len(result.agents)
    players = result.players
    wins = [0.0] * n
    seats = [0] * n
    seat_wins = [[0.0] * players for _ in range(n)]
    seat_games = [[0] * players for _ in range(n)]
    all_seat_wins = [0.0] * players
    all_seat_games = [0] * players
    scores: list[list[float]] = [[] for _ in range(n)]
    all_lost = [0] * n
    h2h = [[0.0] * n for _ in range(n)]
    h2h_n = [[0] * n for _ in range(n)]
    for g in result.games:
        everyone_lost = all(o == Outcome.LOSS.value for o in g.outcomes)
        values = [OUTCOME_VALUE[o] for o in g.outcomes]
        for seat, a in enumerate(g.seating):
            v = values[seat]
            wins[a] += v
            seats[a] += 1
            seat_wins[a][seat] += v
            seat_games[a][seat] += 1
            all_seat_wins[seat] += v
            all_seat_games[seat] += 1
            scores[a].append(g.scores[seat])
            all_lost[a] += everyone_lost
        for i, j in itertools.permutations(range(players), 2):
            a, b = g.seating[i], g.seating[j]
            if a == b:
                continue
            h2h[a][b] += 1.0 if values[i] > values[j] else 0.5 if values[i] == values[j] else 0.0
            h2h_n[a][b] += 1
    result.stats = []
    for a in range(n):
        xs = scores[a]
        mean = sum(xs) / len(xs) if xs else 0.0
        var = sum((x - mean) ** 2 for x in xs) / (len(xs) - 1) if len(xs) > 1 else 0.0
        result.stats.append(
            AgentStats(
                agent=result.agents[a],
                wins=Rate.of(wins[a], seats[a]),
                by_seat=[Rate.of(seat_wins[a][s], seat_games[a][s]) for s in range(players)],
                mean_score=mean,
                score_se=math.sqrt(var / len(xs)) if xs else 0.0,
                all_lost=Rate.of(all_lost[a], seats[a]),
            )
        )
    result.by_seat = [Rate.of(all_seat_wins[s], all_seat_games[s]) for s in range(players)]
    result.head_to_head = [
        [Rate.of(h2h[a][b], h2h_n[a][b]) if h2h_n[a][b] else None for b in range(n)]
        for a in range(n)
    ]
    result.ratings = rate_games(result.agents, result.games)


def plot_ratings(result: TournamentResult, path: str) -> None:
    """A PNG of each agent's rating mu with its mu +/- 2 sigma interval."""
    from seaboard.sim.plot import plot_ratings as _plot

    _plot(result, path)


# -- the command ------------------------------------------------------------------------
def tournament_command_main(
    title: str,
    agents: str | Sequence[str],
    players: int | None = None,
    games: int = 20,
    workers: int = 1,
    seed: int = 0,
    json_out: bool = False,
    plot: str | None = None,
    *,
    mode: str = "round-robin",
    options: dict[str, str] | None = None,
    console: Any = None,
    ray: str | None = None,
) -> TournamentResult:
    """Everything `seaboard tournament TITLE --agents A,B,C ...` does: run, print, plot.

    `games` is the number of games per table (rounded up to a multiple of the seat
    rotations). Prints a Rich report, or the JSON document with `json_out`.
    """
    from rich.console import Console

    from seaboard.games import get_game

    console = console or Console()
    game = get_game(title)
    config = game.make_config(players, **(options or {}))
    specs = split_agents(agents) if isinstance(agents, str) else list(agents)
    if json_out:
        result = run_tournament(game, config, specs, games, seed, workers, mode=mode, ray=ray)
    else:
        from rich.progress import Progress

        with Progress(console=console, transient=True) as bar:
            task = bar.add_task(f"{game.info.name} tournament", total=None)

            def tick(done: int, total: int) -> None:
                bar.update(task, completed=done, total=total)

            result = run_tournament(
                game, config, specs, games, seed, workers, mode=mode, progress=tick, ray=ray
            )
    # the report first: a plot that cannot be written must not lose the games played
    if json_out:
        console.out(result.dumps(), highlight=False)
    else:
        print_report(result, console)
    if plot:
        try:
            plot_ratings(result, plot)
        except (OSError, ValueError) as exc:
            raise TournamentError(f"--plot {plot}: the plot cannot be written: {exc}") from None
        if not json_out:
            console.print(f"ratings plot: {plot}")
    return result


def print_report(result: TournamentResult, console: Any) -> None:
    from rich.table import Table

    console.print(
        f"[bold]{result.title}[/bold] {result.mode}, {result.players} players, "
        f"{len(result.games)} games ({len(result.seeds)} deals per table, seats rotated) "
        f"in {result.seconds:.1f} s"
    )
    t = Table(title="Ratings (openskill Plackett-Luce)")
    for col in ("agent", "mu", "sigma", "mu ± 2σ", "ordinal"):
        t.add_column(col, justify="left" if col == "agent" else "right")
    for r in result.ratings:
        t.add_row(
            r.agent, f"{r.mu:.2f}", f"{r.sigma:.2f}", f"{r.low:.1f} .. {r.high:.1f}",
            f"{r.ordinal:.2f}",
        )  # fmt: skip
    console.print(t)
    t = Table(title="Wins by agent and seat (95% Wilson intervals; a draw counts half)")
    t.add_column("agent")
    t.add_column("games", justify="right")
    t.add_column("wins", justify="right")
    for s in range(result.players):
        t.add_column(f"seat {s}", justify="right")
    t.add_column("mean score", justify="right")
    t.add_column("all lost", justify="right")
    for st in result.stats:
        t.add_row(
            st.agent,
            str(st.wins.games),
            str(st.wins),
            *(str(r) for r in st.by_seat),
            f"{st.mean_score:.2f} ± {1.96 * st.score_se:.2f}",
            str(st.all_lost),
        )
    t.add_row("(all)", "", "", *(str(r) for r in result.by_seat), "", "")
    console.print(t)
    if len(result.agents) > 1:
        t = Table(title="Head to head: row does better than column")
        t.add_column("")
        for a in result.agents:
            t.add_column(a, justify="right")
        for a, row in zip(result.agents, result.head_to_head, strict=True):
            t.add_row(a, *("-" if r is None else str(r) for r in row))
        console.print(t)

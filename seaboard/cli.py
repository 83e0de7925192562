"""The `seaboard` command: list, play, replay, simulate, tournament, bench, rules.

Every refusal (unknown title, option or agent; a bad record; a bad content file) is one
line on stderr and exit code 2. Ctrl-C during `play` saves a record and exits with 130.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    ProgressColumn,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.table import Table
from rich.text import Text

from seaboard.agents.base import make_agent, parse_spec
from seaboard.engine.agent import Agent, AgentSpecError
from seaboard.engine.content import ContentError, house_values
from seaboard.engine.game import (
    ConfigError,
    Game,
    GameConfig,
    Result,
    State,
    events_for,
    options_from_strings,
)
from seaboard.engine.match import Step
from seaboard.engine.match import play as play_match
from seaboard.engine.match import replay as replay_record
from seaboard.engine.record import Record, RecordError
from seaboard.games import UnknownTitle, get_game
from seaboard.games import all_games as _all_games
from seaboard.terminal.human import HumanAgent, describe_event, generic_view, render_view

app = typer.Typer(
    name="seaboard",
    help="Seaboard: engine, AI and table for nautical board games.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_show_locals=False,
    rich_markup_mode="markdown",
)


class Refused(Exception):
    """A request the command cannot carry out; its message is shown as one line."""


REFUSALS = (Refused, UnknownTitle, ConfigError, AgentSpecError, RecordError, ContentError)


def _console(stderr: bool = False) -> Console:
    # Made per command, so test runners that swap sys.stdout are honoured; no markup, so
    # brackets in rule names and data print as they are.
    return Console(stderr=stderr, markup=False, highlight=False, soft_wrap=True)


@contextmanager
def refusals(where: str | None = None) -> Iterator[None]:
    """Turn an expected error into one line on stderr and exit code 2."""
    try:
        yield
    except REFUSALS as exc:
        msg = str(exc)
        if where and not msg.startswith(where):
            msg = f"{where}: {msg}"
        typer.echo(f"seaboard: {msg}", err=True)
        raise typer.Exit(2) from None


def all_games() -> list[Game]:
    """Every title that loads; a broken one is named on stderr and skipped."""

    def warn(name: str, exc: Exception) -> None:
        typer.echo(
            f"seaboard: warning: title {name} cannot be loaded, skipped "
            f"({type(exc).__name__}: {exc})",
            err=True,
        )

    return _all_games(on_error=warn)


def _name(title: str) -> str:
    return title.strip().lower().replace("-", "_")


def _agent(spec: str, game: Game, seat: int, config: GameConfig) -> Agent:
    try:
        return make_agent(
            spec, game, seat, config, human=lambda spec, seat: HumanAgent(spec, seat, game)
        )
    except ImportError as exc:
        raise AgentSpecError(f"agent {spec!r} is not available: {exc}") from None


def _has_heuristic(game: Game, config: GameConfig) -> bool:
    try:
        game.heuristic(0, config, {})
    except Exception:  # none yet, or one being written: the default falls back to random
        return False
    return True


def _game_facts(game: Game) -> dict[str, Any]:
    info = game.info
    return {
        "title": info.title,
        "name": info.name,
        "players": [info.min_players, info.max_players],
        "options": game.options(),
        "summary": info.summary,
    }


def _result_table(result: Result, specs: list[str] | None) -> Table:
    table = Table(title=f"result ({result.reason})" if result.reason else "result")
    table.add_column("seat", justify="right")
    table.add_column("agent")
    table.add_column("score", justify="right")
    table.add_column("outcome")
    for seat, (score, outcome) in enumerate(zip(result.scores, result.outcomes, strict=True)):
        agent = specs[seat] if specs and seat < len(specs) else ""
        table.add_row(str(seat), agent, f"{score:g}", outcome.value)
    return table


# -- list ----------------------------------------------------------------------------------


@app.command("list")
def list_titles(
    as_json: Annotated[bool, typer.Option("--json", help="print JSON")] = False,
) -> None:
    """The titles, with player counts and options."""
    games = all_games()
    facts = [_game_facts(g) for g in games]
    if as_json:
        typer.echo(json.dumps(facts, indent=1, default=str))
        return
    con = _console()
    if not facts:
        con.print("no titles yet")
        return
    table = Table(title="titles")
    table.add_column("name", style="bold", no_wrap=True)
    table.add_column("title")
    table.add_column("players", justify="center", no_wrap=True)
    table.add_column("options (see below)", overflow="fold")
    for f in facts:
        lo, hi = f["players"]
        opts = ", ".join(o["name"] for o in f["options"])
        table.add_row(f["name"], f["title"], f"{lo}-{hi}" if lo != hi else str(lo), opts or "-")
    con.print(table)
    for f in facts:
        if not f["options"]:
            continue
        detail = Table(title=f"{f['name']} options", title_justify="left", show_header=False)
        detail.add_column("option", style="bold", no_wrap=True)
        detail.add_column("description")
        for o in f["options"]:
            detail.add_row(f"{o['name']}={o['default']}", o["description"])
        con.print(detail)


# -- play ----------------------------------------------------------------------------------


def seat_specs(
    game: Game, config: GameConfig, seats: list[str], base: list[str] | None = None
) -> list[str]:
    """The agent spec of every seat.

    `seats` are `I=AGENT` strings. Seats not named keep `base` (a resumed record's agents)
    or get a default: seat 0 is `human` unless some named seat is human already; the
    others are the title's `heuristic`, or `random` when it has none.
    """
    n = config.players
    named: dict[int, str] = {}
    for item in seats:
        index, sep, spec = item.partition("=")
        if not sep or not index.strip().isdigit() or not spec.strip():
            raise Refused(f"--seat {item!r} must be written SEAT=AGENT, e.g. 1=random")
        i = int(index)
        if not 0 <= i < n:
            raise Refused(f"--seat {item!r}: seats are 0 to {n - 1} with {n} players")
        if i in named:
            raise Refused(f"--seat {i} given twice")
        parse_spec(spec)
        named[i] = spec.strip()
    if base is not None and len(base) == n:
        return [named.get(i, base[i]) for i in range(n)]
    bot = "heuristic" if _has_heuristic(game, config) else "random"
    human_named = any(parse_spec(s)[0] == "human" for s in named.values())
    default = [bot] * n
    if not human_named:
        default[0] = "human"
    return [named.get(i, default[i]) for i in range(n)]


def _fresh_seed() -> int:
    # Only the choice of a seed for a new game is left to the OS; it is printed.
    return int.from_bytes(os.urandom(4), "big")


@app.command()
def play(
    title: Annotated[str | None, typer.Argument(help="title to play (see `seaboard list`)")] = None,
    players: Annotated[
        int | None, typer.Option("--players", "-p", help="number of players")
    ] = None,
    option: Annotated[
        list[str] | None, typer.Option("--option", "-o", help="KEY=VALUE, repeatable")
    ] = None,
    seat: Annotated[
        list[str] | None,
        typer.Option("--seat", "-s", help="SEAT=AGENT, e.g. 1=mcts:time=1; repeatable"),
    ] = None,
    seed: Annotated[int | None, typer.Option(help="game seed (default: a fresh one)")] = None,
    record: Annotated[
        Path | None, typer.Option(help="save the record here (also on Ctrl-C)")
    ] = None,
    resume: Annotated[Path | None, typer.Option(help="continue a saved record")] = None,
    time_per_move: Annotated[
        float | None, typer.Option(help="seconds a bot may think per move")
    ] = None,
    verbose: Annotated[bool, typer.Option("--verbose", "-v", help="print every move")] = False,
) -> None:
    """Play a game in the terminal against bots, or hot-seat.

    Seats not given with --seat: seat 0 is you (human), the others the title's heuristic
    bot (random if it has none). Ctrl-C saves a record that --resume continues.
    """
    con = _console()
    with refusals():
        state: State | None = None
        base: list[str] | None = None
        if resume is not None:
            if players is not None or option or seed is not None:
                raise Refused(
                    "--resume continues a saved game: its players, options and seed "
                    "come from the record"
                )
            rec = Record.load(resume)
            if title is not None and _name(title) != _name(rec.title):
                raise Refused(f"{resume}: the record is a game of {rec.title}, not {title}")
            game = get_game(rec.title)
            try:
                state = replay_record(game, rec)
            except RecordError as exc:
                raise RecordError(f"{resume}: {exc}") from None
            config = state.config
            seed = rec.seed
            base = rec.agents
        else:
            if title is None:
                raise Refused("give a TITLE (see `seaboard list`) or --resume FILE")
            game = get_game(title)
            config = game.make_config(players, **options_from_strings(option or []))
            if seed is None:
                seed = _fresh_seed()
            rec = Record(game.info.name, config.model_dump(mode="json"), seed)
        for path in (record, resume):
            if path is not None and not path.resolve().parent.is_dir():
                raise Refused(f"{path}: its folder does not exist")
        specs = seat_specs(game, config, seat or [], base)
        agents = [_agent(spec, game, i, config) for i, spec in enumerate(specs)]
    rec.agents = specs
    if state is None:
        state = game.new_state(config, seed)
    humans = [a for a in agents if isinstance(a, HumanAgent)]
    for h in humans:
        h.handoff = len(humans) > 1
    save_to = record or resume

    con.print(
        Text(
            f"{game.info.title}: {config.players} players, seed {seed}; "
            + ", ".join(f"seat {i} {s}" for i, s in enumerate(specs)),
            style="bold",
        )
    )
    if resume is not None:
        con.print(f"resumed after {len(rec.actions)} actions")

    def on_step(st: State, step: Step) -> None:
        for h in humans:
            if h.seat == step.player:
                h.show_events(step.events, f"you played {step.action.text}:")
            else:
                h.observe(step.events)
        if verbose:
            seen = events_for(step.events, None)
            what = "; ".join(describe_event(game, e, None) for e in seen)
            con.print(
                f"{len(rec.actions)}. seat {step.player}: {step.action.text}"
                + (f"  ({what})" if what else "")
            )

    if state.is_over:
        con.print("that game is already over")
    else:
        try:
            play_match(
                game,
                config,
                agents,
                seed,
                record=rec,
                state=state,
                on_step=on_step,
                time_per_move=time_per_move,
            )
        except KeyboardInterrupt:
            path = save_to or Path(f"seaboard-{game.info.name}-{seed}.json")
            rec.result = None
            rec.save(path)
            con.print()
            con.print(
                f"game saved to {path} after {len(rec.actions)} actions; "
                f"continue with: seaboard play --resume {path}"
            )
            raise typer.Exit(130) from None
    rec.result = state.result()
    if save_to is not None:
        rec.save(save_to)
    con.print(render_view(game, state.view(None), None))
    con.print(_result_table(rec.result, specs))
    con.print(f"{len(rec.actions)} actions" + (f"; record saved to {save_to}" if save_to else ""))


# -- replay --------------------------------------------------------------------------------


@app.command()
def replay(
    file: Annotated[Path, typer.Argument(help="a record saved by play, the server or simulate")],
    step: Annotated[bool, typer.Option("--step", help="walk through it action by action")] = False,
    reveal: Annotated[
        bool, typer.Option("--reveal", help="show everything at the end, hidden or not")
    ] = False,
) -> None:
    """Check a record, then print the final position and the result."""
    con = _console()
    interactive = step and sys.stdin.isatty()

    def on_step(st: State, s: Step) -> None:
        nonlocal count
        count += 1
        seen = events_for(s.events, None)
        what = "; ".join(describe_event(game, e, None) for e in seen)
        con.print(
            f"{count}. seat {s.player}: {st.label(s.action)}" + (f"  ({what})" if what else "")
        )
        if interactive:
            con.print(render_view(game, st.view(None), None))
            input("[Enter] ")

    count = 0
    with refusals(str(file)):
        rec = Record.load(file)
        try:
            game = get_game(rec.title)
        except UnknownTitle as exc:
            raise RecordError(f"{file}: wrong title: {exc.args[0]}") from None
        state = replay_record(game, rec, on_step if step else None)
    con.print(Text(f"{file}: a valid record of {game.info.title}, seed {rec.seed}", style="bold"))
    if reveal:
        con.print(generic_view(state.reveal(), title="final position, everything revealed"))
    else:
        con.print(render_view(game, state.view(None), None))
    if state.is_over:
        con.print(_result_table(state.result(), rec.agents))
        con.print(f"{len(rec.actions)} actions")
    else:
        con.print(
            f"the record stops after {len(rec.actions)} actions, before the end; "
            f"seat {state.to_move} is to move (seaboard play --resume {file})"
        )


# -- simulate ------------------------------------------------------------------------------


class RateColumn(ProgressColumn):
    def render(self, task) -> Text:  # type: ignore[no-untyped-def]
        speed = task.finished_speed or task.speed
        return Text("- games/s" if speed is None else f"{speed:.1f} games/s")


def _rate_table(title: str, rows: dict[str, dict[str, Any]], key: str) -> Table:
    table = Table(title=title)
    table.add_column(key)
    table.add_column("games", justify="right")
    table.add_column("wins", justify="right")
    table.add_column("draws", justify="right")
    table.add_column("rate", justify="right")
    table.add_column("95% CI", justify="right")
    for name, r in rows.items():
        lo, hi = r["ci95"]
        table.add_row(
            name,
            str(r["games"]),
            f"{r['wins']:g}",
            str(r["draws"]),
            f"{r['rate']:.3f}",
            f"{lo:.3f}-{hi:.3f}",
        )
    return table


RayAddress = Annotated[
    str | None,
    typer.Option(
        "--ray",
        help="play on a Ray cluster: its address, or 'local' to start one here "
        "with --workers CPUs (needs the extra seaboard[ray])",
    ),
]


@app.command()
def simulate(
    title: Annotated[str, typer.Argument(help="title to play")],
    games: Annotated[int, typer.Option("--games", "-n", help="number of games")],
    agents: Annotated[str, typer.Option("--agents", "-a", help="agent specs, comma-separated")],
    players: Annotated[int | None, typer.Option("--players", "-p")] = None,
    option: Annotated[
        list[str] | None, typer.Option("--option", "-o", help="KEY=VALUE, repeatable")
    ] = None,
    seed: Annotated[int, typer.Option(help="batch seed; game i plays derive_seed(S, i)")] = 0,
    workers: Annotated[
        int | None, typer.Option("--workers", "-w", help="processes (default: all cores)")
    ] = None,
    out: Annotated[Path | None, typer.Option("--out", help="one JSON line per game")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="print the summary as JSON")] = False,
    rotate: Annotated[
        bool, typer.Option("--rotate/--no-rotate", help="shift agents one seat per game")
    ] = True,
    resume: Annotated[
        bool,
        typer.Option(
            "--resume",
            help="keep the games already in --out (same batch, same code) and play the rest",
        ),
    ] = False,
    ray: RayAddress = None,
) -> None:
    """Play many games between bots and report win rates by agent and by seat.

    Draws count as half a win. With fewer agents than players the agents are cycled over
    the seats. The same --seed gives the same games with any number of workers.
    """
    from seaboard.sim import batch as sim

    with refusals():
        specs = tuple(s.strip() for s in _split_agents(agents))
        spec = sim.Batch(
            title=title,
            agents=specs,
            games=games,
            seed=seed,
            players=players,
            options=options_from_strings(option or []),
            rotate=rotate,
        )
        sim.check(spec)
        if workers is not None and workers < 1:
            raise Refused("--workers must be at least 1")
        kept: dict[int, dict[str, Any]] = {}
        if resume:
            if out is None:
                raise Refused("--resume needs --out FILE, the games to keep")
            if out.exists():
                try:
                    kept = sim.load_lines(out, spec)
                except sim.ResumeError as exc:
                    raise Refused(f"cannot resume: {exc}") from None
    con = _console()
    show = not as_json and con.is_terminal
    lines: list[dict[str, Any]] = [kept[i] for i in sorted(kept)]
    fh = out.open("a" if resume else "w") if out is not None else None
    progress = Progress(
        TextColumn("simulating"),
        BarColumn(),
        MofNCompleteColumn(),
        RateColumn(),
        TimeElapsedColumn(),
        TextColumn("ETA"),
        TimeRemainingColumn(),
        console=con,
        disable=not show,
    )
    interrupted = False
    try:
        with progress:
            task = progress.add_task("games", total=games - len(kept))
            advance = lambda n: progress.advance(task, n)  # noqa: E731
            games_left = sim.run(spec, workers, on_done=advance, skip=set(kept), ray=ray)
            for line in games_left:
                lines.append(line)
                if fh is not None:
                    fh.write(json.dumps(line) + "\n")
                    fh.flush()  # a long run that dies keeps every finished game
    except ConfigError as exc:  # the Ray cluster could not be joined
        typer.echo(f"seaboard: {exc}", err=True)
        raise typer.Exit(2) from None
    except KeyboardInterrupt:
        interrupted = True
        typer.echo(f"seaboard: interrupted; {len(lines)} finished games are reported", err=True)
    finally:
        if fh is not None:
            fh.close()
    summary = sim.summarize(lines)
    if as_json:
        typer.echo(json.dumps(summary, indent=1))
    else:
        _print_summary(con, summary, title, out)
    if interrupted:
        raise typer.Exit(130)


@app.command()
def results(
    files: Annotated[list[Path], typer.Argument(help="results files (simulate --out)")],
    as_json: Annotated[bool, typer.Option("--json", help="print the summary as JSON")] = False,
    paired: Annotated[
        Path | None,
        typer.Option(
            "--paired",
            help="another results file of the same title and seed: compare shared losses "
            "and wins deal by deal",
        ),
    ] = None,
) -> None:
    """Summarize the games in results files: win rates by agent, seat and agent in each
    seat, mean scores, how the games ended, and shared losses."""
    from seaboard.sim import batch as sim

    with refusals():
        lines, titles = _read_results(files)
        if len(titles) > 1:
            raise Refused(f"the files hold games of several titles: {', '.join(sorted(titles))}")
        summary = sim.summarize(lines)
        if paired is not None:
            other, other_titles = _read_results([paired])
            if other_titles != titles:
                raise Refused(
                    f"{paired}: games of {', '.join(sorted(other_titles))}, not "
                    f"{', '.join(sorted(titles))}"
                )
            summary["paired"] = sim.pair_by_deal(lines, other)
            if not summary["paired"]["deals"]:
                raise Refused(
                    f"{paired}: no game shares a seed with {files[0]}: "
                    "play both with the same --seed"
                )
    if as_json:
        typer.echo(json.dumps(summary, indent=1))
        return
    con = _console()
    _print_summary(con, summary, next(iter(titles), "?"), None)
    if paired is not None:
        _print_paired(con, summary["paired"], paired)


def _read_results(files: list[Path]) -> tuple[list[dict[str, Any]], set[str]]:
    """The lines of results files and the titles they hold; a missing file or a corrupt
    line is refused with its name and line number."""
    from seaboard.sim import batch as sim

    lines: list[dict[str, Any]] = []
    titles: set[str] = set()
    for path in files:
        if not path.is_file():
            raise Refused(f"{path}: no such file")
        try:
            found = sim.read_lines(path)
        except (sim.ResumeError, UnicodeDecodeError) as exc:
            raise Refused(f"{path}: {exc}") from None
        for _, line in found:
            titles.add(str(line.get("title", "?")))
            lines.append(line)
    return lines, titles


def _print_paired(con: Console, pair: dict[str, Any], other: Path) -> None:
    (mine, theirs), (only_mine, only_theirs) = pair["shared_losses"], pair["only_in"]
    con.print(
        f"paired with {other} on {pair['deals']} deals (same seed): every seat lost in "
        f"{mine} here and {theirs} there; only here in {only_mine}, only there in "
        f"{only_theirs} (exact McNemar p = {pair['mcnemar_p']:.3f})"
    )
    for side, wins in zip(("here", "there"), pair["wins"], strict=True):
        listed = ", ".join(f"{spec} {n:g}" for spec, n in sorted(wins.items()))
        con.print(f"wins on those deals {side}: {listed}")


def _print_summary(con: Console, summary: dict[str, Any], title: str, out: Path | None) -> None:
    per = summary["actions"] / max(1, summary["games"])
    con.print(
        f"{summary['games']} games of {title}, {per:.1f} actions per game"
        + (f"; lines in {out}" if out else "")
    )
    con.print(_rate_table("by agent", summary["by_agent"], "agent"))
    con.print(_rate_table("by seat", summary["by_seat"], "seat"))
    if len(summary["by_agent"]) > 1:
        con.print(_rate_table("by agent and seat", summary["by_agent_seat"], "agent @ seat"))
    scores = ", ".join(f"{k} {v:.1f}" for k, v in summary["mean_score"].items())
    if scores:
        con.print(f"mean score: {scores}")
    if summary["outscored"]:
        con.print(
            _rate_table("head to head by score (a tie is half)", summary["outscored"], "pair")
        )
    endings = Table(title="how the games ended")
    endings.add_column("agent @ seat")
    endings.add_column("outcome: reason (games)")
    for who, counts in summary["endings"].items():
        endings.add_row(who, ", ".join(f"{k} ({n})" for k, n in counts.items()))
    con.print(endings)
    con.print(
        f"every seat lost {summary['shared_losses']} of {summary['games']} games (a shared loss)"
    )
    con.print("a draw counts as half a win; intervals are 95% Wilson")


def _split_agents(text: str) -> list[str]:
    """`a,mcts:iterations=200,rollout=heuristic,b`: commas inside a spec's options stay.

    A part containing `=` but no `:` continues the previous spec's options.
    """
    out: list[str] = []
    for part in text.split(","):
        part = part.strip()
        if not part:
            continue
        if out and "=" in part and ":" not in part:
            out[-1] += "," + part
        else:
            out.append(part)
    return out


# -- tournament ----------------------------------------------------------------------------


@app.command()
def tournament(
    title: Annotated[str, typer.Argument(help="title to play")],
    agents: Annotated[str, typer.Option("--agents", "-a", help="agent specs, comma-separated")],
    games: Annotated[int, typer.Option("--games", "-n", help="games per table")] = 20,
    players: Annotated[int | None, typer.Option("--players", "-p")] = None,
    option: Annotated[
        list[str] | None, typer.Option("--option", "-o", help="KEY=VALUE, repeatable")
    ] = None,
    seed: Annotated[int, typer.Option(help="the seed list shared by every table")] = 0,
    workers: Annotated[
        int | None, typer.Option("--workers", "-w", help="processes (default: all cores)")
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="print the report as JSON")] = False,
    plot: Annotated[Path | None, typer.Option("--plot", help="PNG of the ratings")] = None,
    self_play: Annotated[
        bool, typer.Option("--self-play", help="each agent in every seat (shared-loss titles)")
    ] = False,
    ray: RayAddress = None,
) -> None:
    """Round robin between agents: seats rotated, seeds shared across tables, openskill
    ratings, and win rates by agent and by seat with 95% Wilson intervals."""
    from seaboard.sim.tournament import tournament_command_main

    with refusals():
        if games < 1:
            raise Refused("--games must be at least 1")
        tournament_command_main(
            title,
            agents,
            players,
            games,
            workers or os.cpu_count() or 1,
            seed,
            as_json,
            str(plot) if plot else None,
            mode="self-play" if self_play else "round-robin",
            options=options_from_strings(option or []),
            ray=ray,
        )


# -- bench ---------------------------------------------------------------------------------


@app.command("bench")
def bench_cmd(
    title: Annotated[str | None, typer.Argument(help="one title (default: all)")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="print JSON")] = False,
    seconds: Annotated[float, typer.Option(help="measuring time per title")] = 2.0,
    openspiel: Annotated[
        bool,
        typer.Option("--openspiel/--no-openspiel", help="also time OpenSpiel backgammon"),
    ] = True,
) -> None:
    """Random-playout speed, clone() and determinize() cost per title."""
    from seaboard.sim.bench import bench

    with refusals():
        if seconds <= 0:
            raise Refused("--seconds must be positive")
        games = [get_game(title)] if title else all_games()
        if not games:
            raise Refused("no titles to measure")

    def skip(game: Game, exc: Exception) -> None:
        typer.echo(f"seaboard: warning: {game.info.name} not measured: {exc}", err=True)

    with refusals():
        # one title asked for: its failure is the answer; all titles: skip the broken ones
        report = bench(games, seconds, openspiel, skip=None if title else skip)
    if as_json:
        typer.echo(json.dumps(report, indent=1))
        return
    con = _console()
    ref = report["openspiel_backgammon_actions_per_s"]
    table = Table(title=f"random playouts, about {seconds:g} s per title")
    cols = (
        "title",
        "players",
        "actions/s",
        "games/s",
        "clone\nµs",
        "determinize\nµs",
        "MCTS\nit/s",
    )
    for col in cols:
        table.add_column(col, justify="left" if col == "title" else "right", overflow="fold")
    if ref:
        table.add_column("vs\nOpenSpiel", justify="right", overflow="fold")
    for name, f in report["titles"].items():
        row = [
            name,
            str(f["players"]),
            f"{f['actions_per_s']:,.0f}",
            f"{f['games_per_s']:,.1f}",
            "-" if f["clone_us"] is None else f"{f['clone_us']:.1f}",
            "-" if f["determinize_us"] is None else f"{f['determinize_us']:.1f}",
            "-" if f["mcts_iterations_per_s"] is None else f"{f['mcts_iterations_per_s']:,.0f}",
        ]
        if ref:
            row.append(f"{f['ratio_to_openspiel']:.3f}x")
        table.add_row(*row)
    con.print(table)
    if ref:
        con.print(
            f"OpenSpiel backgammon (C++ via pyspiel): {ref:,.0f} actions/s; "
            "'vs OpenSpiel' is our actions/s divided by that"
        )
    elif openspiel:
        con.print("OpenSpiel not installed (pip install -e '.[bench]') - no yardstick")


# -- rules ---------------------------------------------------------------------------------


def content_files(game: Game) -> list[Path]:
    """The title's content/*.toml files.

    A Game may say where they are with a `content_files()` method; otherwise they are
    the `content/` folder of the package that defines the Game's class (or of its parent
    package, for a class defined in a submodule like `games/<title>/rules.py`).
    """
    hook = getattr(game, "content_files", None)
    if callable(hook):
        return [Path(p) for p in hook()]
    module = sys.modules.get(type(game).__module__)
    file = getattr(module, "__file__", None)
    if file is None:
        return []
    here = Path(file).parent
    for folder in (here / "content", here.parent / "content"):
        if folder.is_dir():
            return sorted(folder.glob("*.toml"))
    return []


@app.command()
def rules(title: Annotated[str, typer.Argument(help="a title (see `seaboard list`)")]) -> None:
    """The title's rulebook sources and its table of house values."""
    con = _console()
    with refusals():
        game = get_game(title)
        files = content_files(game)
        house = house_values(files)
        sources = game.content_sources()
    info = game.info
    con.print(Text(f"{info.title} ({info.name})", style="bold"))
    if info.summary:
        con.print(info.summary)
    con.print(f"players: {info.min_players}-{info.max_players}")
    con.print(f"rulebook: {info.rulebook or '(none declared)'}")
    if sources:
        keys: list[str] = []
        for row in sources:
            keys.extend(k for k in row if k not in keys)
        table = Table(title="content sources")
        for k in keys:
            table.add_column(k, overflow="fold")
        for row in sources:
            table.add_row(*(str(row.get(k, "")) for k in keys))
        con.print(table)
    else:
        con.print("content sources: (none declared)")
    if files:
        con.print("content files: " + ", ".join(p.name for p in files))
    if house:
        table = Table(title=f"house values ({len(house)})")
        table.add_column("file", overflow="fold")
        table.add_column("key", overflow="fold")
        table.add_column("value", justify="right", overflow="fold")
        table.add_column("source", overflow="fold")
        for fname, prov in house:
            table.add_row(fname, prov.key, str(prov.value), prov.source)
        con.print(table)
    else:
        con.print("house values: none")


@app.command()
def serve(
    host: Annotated[str, typer.Option(help="address to listen on")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="port to listen on")] = 8000,
    database: Annotated[
        str,
        typer.Option(help="sqlite:///FILE (default seaboard.db here) or postgresql+psycopg://..."),
    ] = "sqlite:///seaboard.db",
    bot_workers: Annotated[
        int | None, typer.Option(help="processes playing the bots (default: all cores)")
    ] = None,
    tables_per_minute: Annotated[
        int, typer.Option(help="new tables one address may open per minute (0: no limit)")
    ] = 30,
) -> None:
    """The game server: tables, seats, live play and bots over HTTP and WebSocket
    (API docs at /docs). Every move is stored before it is acknowledged."""
    try:
        from seaboard.server import ServeError
        from seaboard.server import serve as run_server
    except ImportError as exc:
        typer.echo(
            f"seaboard: the server needs its extra: .venv/bin/pip install -e '.[server]' ({exc})",
            err=True,
        )
        raise typer.Exit(2) from None
    try:
        run_server(
            host, port, database, bot_workers=bot_workers, tables_per_minute=tables_per_minute
        )
    except ServeError as exc:
        typer.echo(f"seaboard: {exc}", err=True)
        raise typer.Exit(2) from None


def main() -> None:  # pragma: no cover - console entry for `python -m seaboard.cli`
    app()


if __name__ == "__main__":  # pragma: no cover
    main()

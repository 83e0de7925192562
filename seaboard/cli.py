"""The `seaboard` command: list, play, replay, simulate, results, tournament, bench, rules.

Every refusal (unknown title, option or agent; a bad record; a bad content file; a bad
number or an unknown command) is one line on stderr and exit code 2. Quitting a game
(`quit`, Ctrl-C, end of input, a hang-up) saves it and exits 0.
"""

from __future__ import annotations

import dataclasses
import json
import os
import shlex
import shutil
import sys
from collections.abc import Callable, Iterator, Sequence
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
from typer._click.exceptions import ClickException, NoArgsIsHelpError  # Typer's own click
from typer.core import TyperGroup

from seaboard.agents.base import parse_spec
from seaboard.engine.agent import AgentSpecError
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
from seaboard.engine.match import replay as replay_record
from seaboard.engine.record import Record, RecordError
from seaboard.games import UnknownTitle, get_game
from seaboard.games import all_games as _all_games
from seaboard.sim.tournament import TournamentError
from seaboard.terminal.render import (
    describe_event,
    goal_text,
    render_reveal,
    render_view,
    rules_text,
)
from seaboard.terminal.table import Table as GameTable
from seaboard.terminal.text import one_line


class OneLineErrors(TyperGroup):
    """Usage errors (a bad number, an unknown command or option, a missing argument) as one
    line on stderr and exit code 2, like every other refusal, instead of Typer's box."""

    def main(  # type: ignore[override]
        self,
        args: Sequence[str] | None = None,
        prog_name: str | None = None,
        complete_var: str | None = None,
        standalone_mode: bool = True,
        **extra: Any,
    ) -> Any:
        if not standalone_mode:
            return super().main(args, prog_name, complete_var, standalone_mode, **extra)
        try:
            code = super().main(args, prog_name, complete_var, False, **extra)
        except NoArgsIsHelpError as exc:
            typer.echo(exc.ctx.get_help() if exc.ctx else "seaboard --help")
            sys.exit(0)
        except ClickException as exc:
            where = exc.ctx.command_path if getattr(exc, "ctx", None) else "seaboard"
            message = one_line(exc.format_message())
            typer.echo(f"{where}: {message} (see {where} --help)", err=True)
            sys.exit(2)
        except typer.Abort:
            typer.echo("seaboard: stopped", err=True)
            sys.exit(130)
        except OSError as exc:  # the file system refused: a full disk, a vanished folder
            typer.echo(f"seaboard: {one_line(str(exc))}", err=True)
            sys.exit(2)
        sys.exit(code if isinstance(code, int) else 0)


app = typer.Typer(
    name="seaboard",
    help="Seaboard: engine, AI and table for nautical board games.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_show_locals=False,
    rich_markup_mode="markdown",
    cls=OneLineErrors,
)


class Refused(Exception):
    """A request the command cannot carry out; its message is shown as one line."""


REFUSALS = (
    Refused,
    UnknownTitle,
    ConfigError,
    AgentSpecError,
    RecordError,
    ContentError,
    TournamentError,
)


def _console(stderr: bool = False) -> Console:
    # Made per command, so test runners that swap sys.stdout are honoured; no markup, so
    # brackets in rule names and data print as they are.
    return Console(stderr=stderr, markup=False, highlight=False, soft_wrap=True)


@contextmanager
def refusals(where: str | None = None) -> Iterator[None]:
    """Turn an expected error into one line on stderr and exit code 2. Whatever it echoes
    (a title, a file name, an action from a record) is cut and stripped of control
    characters."""
    try:
        yield
    except REFUSALS as exc:
        msg = str(exc)
        if where and not msg.startswith(where):
            msg = f"{where}: {msg}"
        typer.echo(f"seaboard: {one_line(msg)}", err=True)
        raise typer.Exit(2) from None


def output_file(path: Path, option: str, *, force: bool = False, keep: Path | None = None) -> None:
    """Refuse an output file that cannot be written, or that exists (unless `force`, or it
    is `keep`, the file being continued)."""
    if path.is_dir():
        raise Refused(f"{option} {path}: is a folder, not a file")
    if not path.parent.is_dir():
        raise Refused(f"{option} {path}: its folder does not exist")
    if path.exists():
        if keep is not None and path.resolve() == keep.resolve():
            return
        if not os.access(path, os.W_OK):
            raise Refused(f"{option} {path}: not writable")
        if not force:
            raise Refused(f"{option} {path}: the file exists; give --force to overwrite it")
    elif not os.access(path.parent, os.W_OK):
        raise Refused(f"{option} {path}: its folder is not writable")


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

    `seats` are `I=AGENT` strings; AGENT may be a difficulty name (`easy`, `normal`,
    `hard`: `Game.difficulties`). Seats not named keep `base` (a resumed record's agents)
    or get a default: seat 0 is `human` unless some named seat is human already; the
    others are the title's `heuristic`, or `random` when it has none.
    """
    n = config.players
    named: dict[int, str] = {}
    for item in seats:
        index, sep, spec = item.partition("=")
        if not sep or not _number(index.strip()) or not spec.strip():
            raise Refused(f"--seat {item!r} must be written SEAT=AGENT, e.g. 1=random or 1=hard")
        i = int(index) if len(index.strip()) < 6 else n
        if not 0 <= i < n:
            raise Refused(f"--seat {item!r}: seats are 0 to {n - 1} with {n} players")
        if i in named:
            raise Refused(f"--seat {i} given twice")
        spec = game.difficulties.get(spec.strip().lower(), spec.strip())
        parse_spec(spec)
        named[i] = spec
    if base is not None and len(base) == n:
        return [named.get(i, base[i]) for i in range(n)]
    bot = "heuristic" if _has_heuristic(game, config) else "random"
    human_named = any(parse_spec(s)[0] == "human" for s in named.values())
    default = [bot] * n
    if not human_named:
        default[0] = "human"
    return [named.get(i, default[i]) for i in range(n)]


def _number(text: str) -> bool:
    """Plain ASCII digits (`isdigit` also takes '²', which `int` refuses)."""
    return text.isascii() and text.isdigit()


def _fresh_seed() -> int:
    # Only the choice of a seed for a new game is left to the OS; it is printed.
    return int.from_bytes(os.urandom(4), "big")


def _new_record_path(game: Game, seed: int) -> Path:
    """`seaboard-TITLE-SEED.json` in the current folder, never one that exists."""
    path = Path(f"seaboard-{game.info.name}-{seed}.json")
    n = 2
    while path.exists():
        path = Path(f"seaboard-{game.info.name}-{seed}-{n}.json")
        n += 1
    return path


def resume_command(path: Path) -> str:
    """The command that continues a saved game, as the person can type it from where they
    are: `make play RESUME=...` under make, else the `seaboard` they ran."""
    where = shlex.quote(str(path))
    if os.environ.get("MAKELEVEL"):
        return f"make play RESUME={where}"
    argv0 = sys.argv[0] if sys.argv else ""
    if Path(argv0).name == "seaboard":
        if os.sep not in argv0 and shutil.which("seaboard"):
            return f"seaboard play --resume {where}"
        return f"{shlex.quote(argv0)} play --resume {where}"
    python = sys.executable or "python3"
    try:
        short = os.path.relpath(python)
        python = short if len(short) < len(python) else python
    except ValueError:  # another drive (Windows)
        pass
    return f"{shlex.quote(python)} -m seaboard play --resume {where}"


def _check_time(seconds: float | None) -> None:
    if seconds is not None and not 0 < seconds <= 3600:
        raise Refused("--time-per-move must be more than 0 and at most 3600 seconds")


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
        typer.Option("--seat", "-s", help="SEAT=AGENT, e.g. 1=hard or 1=mcts:time=1; repeatable"),
    ] = None,
    seed: Annotated[int | None, typer.Option(help="game seed (default: a fresh one)")] = None,
    record: Annotated[
        Path | None, typer.Option(help="save the record here, after every move")
    ] = None,
    resume: Annotated[Path | None, typer.Option(help="continue a saved record")] = None,
    force: Annotated[
        bool, typer.Option("--force", help="let --record or --draw overwrite an existing file")
    ] = False,
    time_per_move: Annotated[
        float | None, typer.Option(help="seconds a bot may think per move")
    ] = None,
    reveal: Annotated[
        bool, typer.Option("--reveal", help="at the end, show everything that was hidden")
    ] = False,
    verbose: Annotated[bool, typer.Option("--verbose", "-v", help="print every move")] = False,
    draw: Annotated[
        Path | None,
        typer.Option(
            help="redraw the board into this picture file after every move (FILE.svg; "
            "some titles also draw FILE.png)"
        ),
    ] = None,
) -> None:
    """Play a game in the terminal against bots, or hot-seat.

    Seats not given with --seat: seat 0 is you (human), the others the title's heuristic
    bot (random if it has none). The game is saved after every move; quit (or Ctrl-C)
    stops it and --resume continues it.
    """
    con = _console()
    with refusals():
        _check_time(time_per_move)
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
        if record is not None:
            output_file(record, "--record", force=force, keep=resume)
        if resume is not None:
            output_file(resume, "--resume", keep=resume)
        specs = seat_specs(game, config, seat or [], base)
        people = sum(parse_spec(s)[0] == "human" for s in specs)
        save_to = record or resume
        if save_to is None and people:
            save_to = _new_record_path(game, seed)
        rec.agents = specs
        table = GameTable(
            game,
            config,
            rec,
            specs,
            con,
            save_to=save_to,
            time_per_move=time_per_move,
            verbose=verbose,
            draw_to=draw,
        )
    if state is None:
        state = game.new_state(config, seed)
    if draw is not None:
        with refusals():  # the first picture: a format the title cannot draw stops here
            output_file(draw, "--draw", force=force)
            table.draw(state)

    con.print(
        Text(
            f"{game.info.title}: {config.players} players, seed {seed}; "
            + ", ".join(f"seat {i} {s}" for i, s in enumerate(specs)),
            style="bold",
        )
    )
    if resume is not None:
        con.print(f"resumed after {len(rec.actions)} actions")
    if save_to is not None and not state.is_over:
        con.print(f"saved to {save_to} after every move")

    if state.is_over:
        con.print("that game is already over")
        final: State | None = state
    else:
        final = table.play(state)
    if final is None:
        path = save_to
        if path is None:  # bots only, stopped with Ctrl-C: keep what was played
            path = _new_record_path(game, seed)
            table.save_to = path
            table.save()
        _say(
            con,
            f"game saved to {path} after {len(rec.actions)} actions; continue with: "
            f"{resume_command(path)}",
        )
        raise typer.Exit(0)
    rec.result = final.result()
    humans = [i for i, s in enumerate(specs) if parse_spec(s)[0] == "human"]
    seen_by = humans[0] if len(humans) == 1 else None
    con.print(render_view(game, final.view(seen_by), seen_by))
    if reveal:
        con.print(render_reveal(game, final.reveal()))
    con.print(_result_table(rec.result, specs))
    con.print(f"{len(rec.actions)} actions" + (f"; record saved to {save_to}" if save_to else ""))


def _say(con: Console, text: str) -> None:
    """A last message that survives a terminal that hung up."""
    try:
        con.print()
        con.print(text)
    except OSError:
        pass


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
            f"{count}. seat {s.player}: {one_line(st.label(s.action))}"
            + (f"  ({what})" if what else "")
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
        con.print(render_reveal(game, state.reveal()))
    else:
        con.print(render_view(game, state.view(None), None))
    if state.is_over:
        con.print(_result_table(state.result(), rec.agents))
        con.print(f"{len(rec.actions)} actions")
    else:
        con.print(
            f"the record stops after {len(rec.actions)} actions, before the end; "
            f"seat {state.to_move} is to move ({resume_command(file)})"
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


def _open_lines(
    spec: Any, out: Path | None, option: str, *, resume: bool, force: bool
) -> tuple[Any, dict[int, dict[str, Any]]]:
    """The results file of a batch, locked and ready for appending, with the games kept
    from it when resuming (checked to belong to the batch and to this code)."""
    from seaboard.sim import batch as sim

    if out is None:
        return None, {}
    output_file(out, option, force=force or resume)
    fh = _locked(out)
    kept: dict[int, dict[str, Any]] = {}
    if resume:
        try:
            kept = sim.load_lines(out, spec)
        except (sim.ResumeError, UnicodeDecodeError, RecursionError) as exc:
            fh.close()
            raise Refused(f"cannot resume: {one_line(str(exc))}") from None
    else:
        fh.truncate(0)
    return fh, kept


def _play_lines(
    spec: Any,
    workers: int | None,
    ray: str | None,
    fh: Any,
    kept: dict[int, dict[str, Any]],
    con: Console,
    show: bool,
    label: str = "simulating",
) -> tuple[list[dict[str, Any]], bool]:
    """Play the games of a batch not in `kept` with a progress bar (when `show` and on a
    terminal), writing each line to `fh` as it comes; return every line in game order and
    whether Ctrl-C stopped it. A cluster that cannot be joined is refused (exit 2)."""
    from seaboard.sim import batch as sim

    lines: list[dict[str, Any]] = [kept[i] for i in sorted(kept)]
    progress = Progress(
        TextColumn(label),
        BarColumn(),
        MofNCompleteColumn(),
        RateColumn(),
        TimeElapsedColumn(),
        TextColumn("ETA"),
        TimeRemainingColumn(),
        console=con,
        disable=not (show and con.is_terminal),
    )
    interrupted = False
    try:
        with progress:
            task = progress.add_task("games", total=spec.games - len(kept))
            advance = lambda n: progress.advance(task, n)  # noqa: E731
            games_left = sim.run(spec, workers, on_done=advance, skip=set(kept), ray=ray)
            for line in games_left:
                lines.append(line)
                if fh is not None:
                    fh.write(json.dumps(line) + "\n")
                    fh.flush()  # a long run that dies keeps every finished game
    except ConfigError as exc:  # the Ray cluster could not be joined
        typer.echo(f"seaboard: {one_line(str(exc))}", err=True)
        raise typer.Exit(2) from None
    except KeyboardInterrupt:
        interrupted = True
    finally:
        if fh is not None:
            fh.close()
    return lines, interrupted


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
    force: Annotated[
        bool, typer.Option("--force", help="let --out overwrite an existing file")
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
        _check_workers(workers)
        if resume and out is None:
            raise Refused("--resume needs --out FILE, the games to keep")
        fh, kept = _open_lines(spec, out, "--out", resume=resume, force=force)
    con = _console()
    lines, interrupted = _play_lines(spec, workers, ray, fh, kept, con, not as_json)
    if interrupted:
        typer.echo(f"seaboard: interrupted; {len(lines)} finished games are reported", err=True)
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


MAX_WORKERS = 256
MAX_TOURNAMENT_GAMES = 100_000


def _check_workers(workers: int | None) -> None:
    if workers is not None and not 1 <= workers <= MAX_WORKERS:
        raise Refused(f"--workers must be 1 to {MAX_WORKERS}")


def _locked(path: Path) -> Any:
    """`path` opened for appending, with an exclusive lock held until it is closed: a
    second run writing the same file is refused (the lock goes with the process, even one
    killed with SIGKILL)."""
    fh = path.open("a")
    try:
        import fcntl

        fcntl.flock(fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except ImportError:  # no fcntl (Windows): no lock
        pass
    except OSError:
        fh.close()
        raise Refused(f"{path}: another seaboard run is writing to it") from None
    return fh


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


# -- balance -------------------------------------------------------------------------------

BALANCE_HELP = """Play a batch and write a balance report: win rate by seat and the first
player's advantage, every component the title declares (license, hero, tile...) with and
without, game length, scores, how games end, shared losses.

DIR gets games.jsonl (one line per game, as `simulate --out`), report.json (every
figure) and report.html (one self-contained page with plots). `--set FILE.KEY=VALUE`
changes a content value for the run (FILE is a content file of the title, KEY a key in
it as `seaboard rules TITLE --sources` shows it; the title's ranges apply); `--against`
then also plays the same deals with the content as written (against.jsonl) and reports
the difference deal by deal.

Examples:

    seaboard balance fleet --games 1000 --out fleet-balance
    seaboard balance chaos_cove --players 4 --games 500 --workers 2
    seaboard balance blackbeard --agents heuristic,random --option advanced=true
    seaboard balance fleet --set house.rules.random_first_player=false --against
    seaboard balance chaos_cove --games 200 --ray local --resume --out cove
    seaboard balance leviathan --set rules.movement.whale.max=120 --against
    seaboard balance ahoy --players 3 --games 200
"""


@app.command(help=BALANCE_HELP)
def balance(
    title: Annotated[str, typer.Argument(help="title to study")],
    games: Annotated[int, typer.Option("--games", "-n", help="number of games")] = 200,
    agents: Annotated[
        str | None,
        typer.Option(
            "--agents", "-a", help="agent specs, comma-separated (default: the heuristic)"
        ),
    ] = None,
    players: Annotated[int | None, typer.Option("--players", "-p")] = None,
    option: Annotated[
        list[str] | None, typer.Option("--option", "-o", help="KEY=VALUE, repeatable")
    ] = None,
    set_values: Annotated[
        list[str] | None,
        typer.Option("--set", help="FILE.KEY=VALUE: a content value for this run, repeatable"),
    ] = None,
    against: Annotated[
        bool,
        typer.Option(
            "--against", help="also play the same deals as written and compare (needs --set)"
        ),
    ] = False,
    seed: Annotated[int, typer.Option(help="batch seed; game i plays derive_seed(S, i)")] = 0,
    workers: Annotated[
        int | None, typer.Option("--workers", "-w", help="processes (default: all cores)")
    ] = None,
    out: Annotated[
        Path | None, typer.Option("--out", help="folder for the report (default balance-TITLE)")
    ] = None,
    resume: Annotated[
        bool, typer.Option("--resume", help="keep the games already in DIR and play the rest")
    ] = False,
    force: Annotated[
        bool, typer.Option("--force", help="start DIR afresh, replacing its games")
    ] = False,
    as_json: Annotated[bool, typer.Option("--json", help="print report.json")] = False,
    ray: RayAddress = None,
) -> None:
    from seaboard.engine import content
    from seaboard.sim import batch as sim

    with refusals():
        game = get_game(title)
        name = game.info.name
        if players is None:
            players = game.info.players_by_default
        if agents is None:
            config = game.make_config(players, **options_from_strings(option or []))
            agents = "heuristic" if _has_heuristic(game, config) else "random"
        overrides, changes = content.check_overrides(content_files(game), set_values or [])
        if against and not overrides:
            raise Refused(
                "--against compares a what-if run with the content as written: give --set"
            )
        _check_workers(workers)
        base = sim.Batch(
            title=name,
            agents=tuple(s.strip() for s in _split_agents(agents)),
            games=games,
            seed=seed,
            players=players,
            options=options_from_strings(option or []),
            components=True,
        )
        sim.check(base)
        spec = dataclasses.replace(base, content=overrides)
        folder = out or Path(f"balance-{name}")
        if folder.exists() and not folder.is_dir():
            raise Refused(f"--out {folder}: is a file, not a folder")
        if not folder.parent.is_dir():
            raise Refused(f"--out {folder}: its folder does not exist")
        runs = [(spec, folder / "games.jsonl", "playing")]
        if against:
            runs.append((base, folder / "against.jsonl", "as written"))
        if (folder / "games.jsonl").exists() and not (resume or force):
            raise Refused(
                f"--out {folder}: holds a balance run; --resume continues it, --force "
                "starts it afresh"
            )
        folder.mkdir(exist_ok=True)
        if force and not against:
            (folder / "against.jsonl").unlink(missing_ok=True)  # a stale comparison
    con = _console(stderr=as_json)
    played: list[list[dict[str, Any]]] = []
    for batch, path, label in runs:
        with refusals():
            fh, kept = _open_lines(
                batch, path, "--out", resume=resume and path.exists(), force=True
            )
        lines, interrupted = _play_lines(batch, workers, ray, fh, kept, con, True, label)
        if interrupted:
            typer.echo(
                f"seaboard: interrupted after {len(lines)} games of {path}; run the same "
                "command with --resume to play the rest and write the report",
                err=True,
            )
            raise typer.Exit(130)
        played.append(lines)
    from seaboard.sim.balance import report as balance_report
    from seaboard.sim.balance_html import render

    config = spec.config()
    doc = balance_report(
        played[0],
        game.balance_components(config),
        title=game.info.title,
        name=name,
        batch={
            "players": config.players,
            "agents": list(spec.agents),
            "options": spec.options,
            "seed": seed,
            "games": games,
        },
        changes=[c.to_json() for c in changes],
        against=played[1] if against else None,
    )
    (folder / "report.json").write_text(json.dumps(doc, indent=1) + "\n")
    (folder / "report.html").write_text(render(doc))
    if as_json:
        typer.echo(json.dumps(doc, indent=1))
        return
    _print_balance(_console(), doc, folder)


def _print_balance(con: Console, doc: dict[str, Any], folder: Path) -> None:
    from seaboard.sim.balance import ranked

    first = doc["seats"]["first_player"]
    con.print(f"{doc['games_played']} games of {doc['title']}; report in {folder / 'report.html'}")
    con.print(_rate_table("by seat", doc["seats"]["by_seat"], "seat"))
    lo, hi = first["advantage_ci95"]
    con.print(
        f"first-player advantage {first['advantage']:+.3f} (95% {lo:+.3f} to {hi:+.3f}, "
        f"p = {first['p']:.3f})"
    )
    rows = ranked(doc["components"]["rows"])
    if rows:
        table = Table(
            title="components, strongest first (adjusted odds ratio; 30+ seats each side)"
        )
        for col in ("component", "with", "without", "odds ratio", "95% CI", "p corr.", "flag"):
            table.add_column(col, justify="left" if col == "component" else "right")
        for r in rows if len(rows) <= 12 else [*rows[:6], *rows[-6:]]:
            ci = r["odds_ratio_ci95"]
            table.add_row(
                r["name"],
                f"{r['with']['rate']:.3f}",
                f"{r['without']['rate']:.3f}" if r["without"]["games"] else "-",
                f"{r['odds_ratio']:.2f}" if r["odds_ratio"] is not None else "-",
                f"{ci[0]:.2f}-{ci[1]:.2f}" if ci else "-",
                f"{r['p_adjusted']:.3f}" if r["p_adjusted"] is not None else "-",
                "*" if r["significant"] else "",
            )
        con.print(table)
    shared = doc["shared_loss"]
    if shared["count"]:
        con.print(f"every seat lost {shared['count']} of {shared['games']} games")
    w = doc["whatif"]
    if w is not None:
        for seat, s in w["by_seat"].items():
            con.print(
                f"what-if, seat {seat}: wins {s['wins'][0]} vs {s['wins'][1]} as written "
                f"(McNemar p = {s['mcnemar_p']:.3f}); score {s['score_difference']:+.2f} "
                f"(p = {s['score_p']:.3f})"
            )


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
        if not 1 <= games <= MAX_TOURNAMENT_GAMES:
            raise Refused(
                f"--games must be 1 to {MAX_TOURNAMENT_GAMES:,} (a tournament keeps every game "
                "to rate it; `simulate` plays any number)"
            )
        _check_workers(workers)
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
    ismcts: Annotated[
        bool,
        typer.Option(
            "--ismcts",
            help="also compare MCTS iterations/s with OpenSpiel's ISMCTSBot on the same "
            "positions (interleaved rounds, median ratio; needs open_spiel)",
        ),
    ] = False,
    rounds: Annotated[int, typer.Option(help="rounds of the --ismcts comparison")] = 3,
) -> None:
    """Random-playout speed, clone() and determinize() cost per title."""
    from seaboard.sim.bench import bench

    with refusals():
        if not 0 < seconds <= 600:
            raise Refused("--seconds must be more than 0 and at most 600")
        games = [get_game(title)] if title else all_games()
        if not games:
            raise Refused("no titles to measure")

    def skip(game: Game, exc: Exception) -> None:
        typer.echo(f"seaboard: warning: {game.info.name} not measured: {exc}", err=True)

    with refusals():
        # one title asked for: its failure is the answer; all titles: skip the broken ones
        report = bench(games, seconds, openspiel, skip=None if title else skip)
        if ismcts:
            if not 1 <= rounds <= 50:
                raise Refused("--rounds must be from 1 to 50")
            report["ismcts"] = _ismcts_report(games, rounds, skip=None if title else skip)
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
            f"OpenSpiel backgammon (C++ via pyspiel): {ref:,.0f} actions/s; 'vs OpenSpiel' "
            "is our actions per CPU-second over backgammon's, in interleaved slices"
        )
    elif openspiel:
        con.print("OpenSpiel not installed (pip install -e '.[bench]') - no yardstick")
    compiled = report["compiled_modules"]
    con.print(
        f"{compiled} compiled modules ran (setup.py)"
        if compiled
        else "every module ran as pure Python (no compiled build, or SEABOARD_PURE_PYTHON)"
    )
    if ismcts:
        _print_ismcts(con, report["ismcts"])


def _ismcts_report(
    games: list[Game], rounds: int, skip: Callable[[Game, Exception], None] | None
) -> dict[str, Any] | None:
    """Per title, `seaboard.rl.ismcts_bench.compare`; None without open_spiel."""
    try:
        from seaboard.rl.ismcts_bench import compare
    except ImportError:
        return None
    out = {}
    for g in games:
        try:
            out[g.info.name] = compare(g, rounds=rounds)
        except Exception as exc:
            if skip is None:
                raise
            skip(g, exc)
    return out


def _print_ismcts(con: Any, figures: dict[str, Any] | None) -> None:
    if figures is None:
        con.print("OpenSpiel not installed (pip install -e '.[bench]') - no IS-MCTS comparison")
        return
    table = Table(title="IS-MCTS on the same positions, random rollouts to the end")
    for col in ("title", "positions", "OpenSpiel\nsims/s", "Seaboard\nit/s", "ratio\n(median)"):
        table.add_column(col, justify="left" if col == "title" else "right", overflow="fold")
    for name, f in figures.items():
        table.add_row(
            name,
            str(f["positions"]),
            f"{f['openspiel_per_s']:,.0f}",
            f"{f['seaboard_per_s']:,.0f}",
            f"{f['ratio']:.2f}x",
        )
    con.print(table)
    con.print(
        "OpenSpiel: open_spiel.python.algorithms.ismcts.ISMCTSBot through seaboard.rl.openspiel; "
        "CPU time of each search, interleaved rounds"
    )


# -- rules ---------------------------------------------------------------------------------


def content_files(game: Game) -> list[Path]:
    """The title's content/*.toml files (`Game.content_files`)."""
    return [Path(p) for p in game.content_files()]


@app.command()
def rules(
    title: Annotated[str, typer.Argument(help="a title (see `seaboard list`)")],
    sources: Annotated[
        bool,
        typer.Option(
            "--sources", help="where the numbers come from, and the table of house values"
        ),
    ] = False,
) -> None:
    """The rules of a title in short, by rulebook section; --sources: where its numbers
    come from and every house value."""
    con = _console()
    with refusals():
        game = get_game(title)
        if sources:
            files = content_files(game)
            house = house_values(files)
            found = game.content_sources()
    info = game.info
    con.print(Text(f"{info.title} ({info.name})", style="bold"))
    if not sources:
        con = Console(markup=False, highlight=False)  # paragraphs wrap to the terminal
        con.print(f"players: {info.min_players}-{info.max_players}")
        con.print()
        con.print(Text("The goal", style="bold cyan"))
        try:
            config = game.make_config()
        except ConfigError:
            config = None
        con.print(goal_text(game, config, None))  # type: ignore[arg-type]
        con.print()
        con.print(rules_text(game))
        con.print(f"rulebook: {info.rulebook or '(none declared)'}")
        con.print(Text(f"where the numbers come from: seaboard rules {info.name} --sources"))
        return
    if info.summary:
        con.print(info.summary)
    con.print(f"players: {info.min_players}-{info.max_players}")
    con.print(f"rulebook: {info.rulebook or '(none declared)'}")
    if found:
        keys: list[str] = []
        for row in found:
            keys.extend(k for k in row if k not in keys)
        table = Table(title="content sources")
        for k in keys:
            table.add_column(k, overflow="fold")
        for row in found:
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

"""The heuristic bots against random play (a few games; the 200-game figures are in
benchmarks/README.md), and the table drawn as SVG and PNG."""

from __future__ import annotations

from seaboard.engine.agent import Clock
from seaboard.engine.rng import Rng
from seaboard.games.leviathan import GAME
from seaboard.games.leviathan.state import BEASTS, HUNTERS
from seaboard.games.leviathan.svg import draw, render_svg


def _play(seed: int, heuristic_seat: int) -> int | None:
    config = GAME.make_config()
    state = GAME.new_state(config, seed)
    bot = GAME.heuristic(heuristic_seat, config, {})
    rng = Rng(seed)
    step = 0
    while not state.is_over:
        seat = state.to_move
        legal = state.legal_actions()
        if seat == heuristic_seat:
            bot.reseed(step)
            action = bot.act(state.determinize(seat, Rng(step)), legal, Clock(None))
        else:
            action = rng.choice(legal)
        state.apply(action)
        step += 1
    return state.winner


def test_each_heuristic_beats_random_play():
    assert sum(_play(seed, BEASTS) == BEASTS for seed in range(4)) >= 3
    assert sum(_play(seed, HUNTERS) == HUNTERS for seed in range(4)) >= 3


def test_the_table_is_drawn_as_svg_and_png(tmp_path):
    state = GAME.new_state(GAME.make_config(islands=1), 2)
    for ident in ("moby_dick", "timor_tom", "nz_jack", "morquan", "decoy_1", "decoy_2"):
        state.apply(state.parse_action(f"place {ident}"))
    state.apply(state.parse_action("launch 0"))
    legal = [a.text for a in state.legal_actions()]
    svg = render_svg(state.view(BEASTS), BEASTS, legal)
    assert svg.startswith("<svg") and svg.count("sb-whale") == 6
    assert 'data-action="move w1"' in svg and ">Moby Dick<" in svg
    assert ">Moby Dick<" not in render_svg(state.view(HUNTERS), HUNTERS, [])
    draw(state.view(HUNTERS), tmp_path / "table.png")
    assert (tmp_path / "table.png").read_bytes()[:4] == b"\x89PNG"
    draw(state.view(HUNTERS), tmp_path / "table.svg")
    assert (tmp_path / "table.svg").read_text().startswith("<svg")


def test_seaboard_play_draws_the_table_after_every_move(tmp_path):
    from typer.testing import CliRunner

    from seaboard.cli import app

    runner = CliRunner()
    picture = tmp_path / "table.svg"  # (a PNG after every move of a bot game is slow)
    args = ["play", "leviathan", "--seat", "0=heuristic", "--seat", "1=heuristic"]
    res = runner.invoke(app, [*args, "--seed", "3", "--draw", str(picture)])
    assert res.exit_code == 0, res.output
    assert picture.read_text().startswith("<svg")
    # a picture already there is the person's: kept unless --force
    picture.write_text("mine")
    res = runner.invoke(app, [*args, "--seed", "3", "--draw", str(picture)])
    assert res.exit_code == 2 and "give --force" in res.stderr
    assert picture.read_text() == "mine"
    res = runner.invoke(app, [*args, "--seed", "3", "--draw", str(picture), "--force"])
    assert res.exit_code == 0, res.output
    assert picture.read_text().startswith("<svg")
    res = runner.invoke(app, [*args, "--seed", "3", "--draw", str(tmp_path / "table.gif")])
    assert res.exit_code == 2 and ".svg or .png" in res.stderr

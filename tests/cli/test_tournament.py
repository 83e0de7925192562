"""`seaboard tournament`: the command wiring (the library is tested in tests/agents)."""


def test_tournament_command_reports_ratings_and_writes_plot(tmp_path):
    from typer.testing import CliRunner

    from seaboard.cli import app

    png = tmp_path / "ratings.png"
    out = CliRunner().invoke(
        app,
        [
            "tournament",
            "dicegame",
            "--agents",
            "random,random",
            "--games",
            "2",
            "--workers",
            "1",
            "--json",
            "--plot",
            str(png),
        ],
    )
    assert out.exit_code == 0, out.output
    assert '"ratings"' in out.output and png.stat().st_size > 1000
    bad = CliRunner().invoke(app, ["tournament", "dicegame", "--agents", "genius,random"])
    assert bad.exit_code == 2 and "unknown agent" in bad.output

"""The README's examples work on a fresh clone: every `seaboard` line in its code blocks
names a title that exists and runs (games cut short: `play` quits at once, batches play
one game with tiny searches), and the README points at no file outside the repository."""

import re
import shlex

import pytest
from typer.testing import CliRunner

from seaboard.cli import app
from tests.cli.support import ROOT

pytestmark = pytest.mark.usefixtures("extra_titles")

README = (ROOT / "README.md").read_text()
runner = CliRunner()


def examples() -> list[list[str]]:
    blocks = re.findall(r"```\n(.*?)```", README, flags=re.S)
    out = []
    for block in blocks:
        for line in block.splitlines():
            if not re.match(r"(\w+=\S+\s+)*(\.venv/bin/)?seaboard\s", line):
                continue  # not a command line (the layout block, make commands)
            words = shlex.split(line)
            while words and "=" in words[0] and not words[0].startswith("-"):
                words = words[1:]  # VAR=value prefixes (the test registry has them)
            if words and words[0] in ("seaboard", ".venv/bin/seaboard"):
                out.append(words[1:])
    return out


def shorten(args: list[str]) -> list[str]:
    out = []
    for i, word in enumerate(args):
        if i and args[i - 1] in ("--games", "-n"):
            word = "1"
        word = re.sub(r"mcts:time=[\d.]+", "mcts:iterations=2", word)
        word = re.sub(r"mcts:iterations=\d+", "mcts:iterations=2", word)
        out.append(word)
    if out and out[0] in ("simulate", "tournament") and "--workers" not in out and "-w" not in out:
        out += ["--workers", "1"]
    if out and out[0] == "tournament" and "--games" not in out and "-n" not in out:
        out += ["--games", "1"]
    return out


def test_the_readme_has_examples_and_no_pointer_outside_the_repository():
    assert len(examples()) >= 8
    assert "../" not in README and "/work/" not in README
    for title in ("leviathan", "ahoy"):
        if not (ROOT / "seaboard" / "games" / title).exists():
            assert f"play {title}" not in README and f"TITLE={title}" not in README


def test_every_example_runs(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    for args in examples():
        res = runner.invoke(app, shorten(args), input="quit\n")
        assert res.exit_code == 0, (args, res.output)


def test_the_make_examples_name_existing_titles():
    for title in re.findall(r"make play TITLE=(\w+)", README):
        assert (ROOT / "seaboard" / "games" / title).is_dir(), title

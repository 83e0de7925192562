"""Engine speed per title, as `seaboard bench` prints it; the logic is seaboard.sim.bench.

    .venv/bin/python benchmarks/run.py [TITLE] [--json] [--seconds S]

With the test game: SEABOARD_EXTRA_GAMES=tests.engine.dicegame:GAME PYTHONPATH=. ...
"""

import sys

from seaboard.cli import app

if __name__ == "__main__":
    sys.exit(app(["bench", *sys.argv[1:]]))

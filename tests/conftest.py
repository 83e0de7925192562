import os

# The test-only Dice Market joins the registry, in this process and in worker processes.
os.environ.setdefault("SEABOARD_EXTRA_GAMES", "tests.engine.dicegame:GAME")

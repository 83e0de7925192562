# Each target creates .venv when missing and installs the project into it.
PY ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
DEFAULT_TITLE ?= blackbeard

$(BIN)/python:
	$(PY) -m venv $(VENV) || python3 -m venv $(VENV)

# setup.py builds seaboard/engine/_rng.c and the hot rules modules (seaboard/_native.py)
# in place: a changed C file is built again
$(STAMP): $(BIN)/python pyproject.toml setup.py seaboard/engine/_rng.c seaboard/_native.py
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

.PHONY: play serve test bench lint native
# `make play RESUME=FILE` continues a saved game
play: $(STAMP)
	$(BIN)/seaboard play $(if $(RESUME),--resume $(RESUME),$(or $(TITLE),$(DEFAULT_TITLE)))

# the game server on http://127.0.0.1:8000 and the SQLite file seaboard.db here
serve: $(STAMP)
	$(BIN)/seaboard serve

# compiled modules older than their sources run interpreted (seaboard/_native.py): build
# them again (only those changed) so that the tests and benchmarks run what ships
native: $(STAMP)
	$(BIN)/python setup.py --quiet build_ext --inplace

# the pure Rng and rules are for machines without a C compiler, not for a build that failed
test: native
	@$(BIN)/python -c 'import seaboard.engine._rng' 2>/dev/null || ! command -v cc >/dev/null \
		|| { echo "seaboard/engine/_rng.c did not build though a C compiler is here"; exit 1; }
	@$(BIN)/python -c 'import seaboard.games.fleet.rules as r; assert r.__file__.endswith(".so")' \
		2>/dev/null || ! command -v cc >/dev/null \
		|| { echo "the compiled rules modules did not build though a C compiler is here"; exit 1; }
	$(BIN)/ruff check seaboard tests benchmarks
	$(BIN)/lint-imports
	$(BIN)/python -m pytest -q -n 2

bench: native
	$(BIN)/seaboard bench

lint: $(STAMP)
	$(BIN)/ruff check --fix seaboard tests benchmarks
	$(BIN)/ruff format seaboard tests benchmarks

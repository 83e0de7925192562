# Each target creates .venv when missing and installs the project into it.
PY ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
DEFAULT_TITLE ?= blackbeard

$(BIN)/python:
	$(PY) -m venv $(VENV) || python3 -m venv $(VENV)

$(STAMP): $(BIN)/python pyproject.toml
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

.PHONY: play test bench lint
# `make play RESUME=FILE` continues a saved game
play: $(STAMP)
	$(BIN)/seaboard play $(if $(RESUME),--resume $(RESUME),$(or $(TITLE),$(DEFAULT_TITLE)))

test: $(STAMP)
	$(BIN)/ruff check seaboard tests benchmarks
	$(BIN)/lint-imports
	$(BIN)/python -m pytest -q -n 2

bench: $(STAMP)
	$(BIN)/seaboard bench

lint: $(STAMP)
	$(BIN)/ruff check --fix seaboard tests benchmarks
	$(BIN)/ruff format seaboard tests benchmarks

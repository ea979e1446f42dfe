# `make run` and `make test` work on a fresh machine with Python 3.11+: the
# first call creates .venv and installs the project into it.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp

.PHONY: install run test lint format bench arena arena-full soak clean

# uv installs what pip installs (from PyPI, the same newest versions) in under half the time (a fresh
# clone here: 8 s against 18 of the first `make test`), compiled to bytecode as pip does; where uv cannot be
# had, pip does it as before
$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet uv && $(VENV)/bin/uv pip install --quiet --compile-bytecode --python $(PY) -e ".[dev]" \
	  || { $(PY) -m pip install --quiet --upgrade pip && $(PY) -m pip install --quiet -e ".[dev]"; }
	touch $(STAMP)

install: $(STAMP)

## start the bot (DISCORD_TOKEN set) or the offline playground (no token)
run: install
	$(PY) -m bot

## lint, format check, then the whole test suite (in parallel, one worker per core), with a throwaway
## PostgreSQL cluster for the PostgreSQL tests (stopped however the run ends; TEST_DATABASE_URL set: that one);
## a worker takes its next test when it is done (--maxschedchunk=1), the longest first (tests/conftest.py);
## the project compiled to bytecode first: where none is written (PYTHONDONTWRITEBYTECODE), each of the
## some hundred processes the suite starts (pytest's workers, `python -m bot`, the tools' --help, the
## playground, the pools' fork servers) compiled every module it imported again
test: install lint
	$(PY) -m compileall -q -j 0 bot cogs db games bench tests
	$(PY) -m tests.pg_cluster $(PY) -m pytest -q -n auto --maxschedchunk=1

lint: install
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .

format: install
	$(PY) -m ruff format .
	$(PY) -m ruff check --fix .

## kill a process playing real tables 300 times (SIGKILL) and check nothing is lost or stuck; 200 random games of
## every game and player count through the engine suite; then check that the fewer make test plays still reach
## every branch of the games' code those 200 reach (bench/playout_coverage.py)
soak: install
	CRASH_KILLS=$${CRASH_KILLS:-300} $(PY) -m pytest -q -s tests/test_crash_recovery.py
	ENGINE_PLAYOUTS=$${ENGINE_PLAYOUTS:-200} $(PY) -m pytest -q -n auto tests/test_engine_contract.py -k random_playouts
	$(PY) -m bench.playout_coverage --check

## print the benchmark figures
bench: install
	$(PY) -m bench

## AI matches: first-place rates and decision times
arena: install
	$(PY) -m games.arena

## the issue-17 table: every game, player count and matchup at the bot's real levels (hours; load-dependent)
arena-full: install
	$(PY) -m games.arena --full --games 100

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache

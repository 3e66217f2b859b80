# Two commands for a newcomer: `make run` (set up and play) and `make test` (set up and test).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: setup run test bench lint

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[test]'
	touch $(STAMP)

setup: $(STAMP)

run: setup
	$(PY) -m coventry_desktop

test: setup
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest

bench: setup
	$(PY) tests/bench/bench_engine.py

lint: setup
	$(VENV)/bin/ruff check coventry_desktop tests
	$(VENV)/bin/mypy coventry_desktop

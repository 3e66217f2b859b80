# Two commands for a newcomer: `make run` (set up and play) and `make test` (set up and test).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

RC_PY := coventry_desktop/resources_rc.py

.PHONY: setup run test bench lint resources

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[test]'
	touch $(STAMP)

setup: $(STAMP)

# Card faces (and later translations) are compiled into a Python module of Qt resources,
# so the app and a PyInstaller bundle find them at ":/..." without paths on disk.
$(RC_PY): $(STAMP) resources/coventry.qrc $(wildcard resources/cards/*)
	$(VENV)/bin/pyside6-rcc -g python --compress-algo zlib -o $@ resources/coventry.qrc

resources: $(RC_PY)

run: setup resources
	$(PY) -m coventry_desktop

test: setup resources
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest

bench: setup
	$(PY) tests/bench/bench_engine.py

lint: setup
	$(VENV)/bin/ruff check coventry_desktop tests
	$(VENV)/bin/mypy coventry_desktop

# Two commands for a newcomer: `make run` (set up and play) and `make test` (set up and test).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

RC_PY := coventry_desktop/resources_rc.py
QRC := resources/coventry.qrc
TS_DIR := resources/translations
TS := $(TS_DIR)/coventry_ru.ts $(TS_DIR)/coventry_fr.ts $(TS_DIR)/coventry_en.ts
QM := $(TS:.ts=.qm)

.PHONY: setup system-run system-test run test check-wheel bench lint resources translations \
	translations-update package install-desktop

# The first set-up downloads Qt (PySide6, some 200 MB) and takes a few minutes: it says so
# first, and pip's own lines (each package collected, its download's progress) stay on.
$(STAMP): pyproject.toml
	@echo "Setting up $(VENV) with what Coventry Desktop needs (Qt, the test tools): the first time takes a few minutes, later runs skip this."
	test -x $(PY) || $(PYTHON) -m venv $(VENV) || { rm -rf $(VENV); \
		echo "Python's venv module is missing: on Debian/Ubuntu: sudo apt-get install python3-venv" >&2; \
		exit 1; }
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install --progress-bar on -e '.[dev,speech]'
	touch $(STAMP)

setup: $(STAMP)

# Card faces (and later translations) are compiled into a Python module of Qt resources,
# so the app and a PyInstaller bundle find them at ":/..." without paths on disk.
# The qrc is written from the folders (packaging/backend/qrc.py): a game's rules help under
# resources/rules/<id>/ is in it without a list to edit.
$(QRC): $(STAMP) packaging/backend/qrc.py $(wildcard resources/rules/*/*.html) \
		$(wildcard resources/help/*.html) $(TS)
	$(PY) packaging/backend/qrc.py
	touch $@

$(RC_PY): $(STAMP) $(QRC) $(wildcard resources/cards/*) $(QM) \
		$(wildcard resources/rules/*/*.html) $(wildcard resources/help/*.html) $(wildcard resources/icons/hicolor/*/apps/*) LICENSE
	$(VENV)/bin/pyside6-rcc -g python --compress-algo zlib -o $@ $(QRC)

resources: $(RC_PY)

# Qt Linguist. English is the source language; coventry_en.ts holds only the plural forms
# ("%n card(s)" -> "1 card" / "2 cards"). The .qm files are built here, never committed,
# and embedded by $(RC_PY) at :/translations; -fail-on-unfinished stops the build when a
# string has no translation yet (run `make translations-update`, translate, commit).
# Sorted, so the source locations written into the .ts files do not depend on find's order.
TR_SOURCES = $(sort $(filter-out $(RC_PY),$(shell find coventry_desktop -name '*.py')))
LUPDATE = $(VENV)/bin/pyside6-lupdate -silent -locations relative -no-obsolete

$(TS_DIR)/%.qm: $(TS_DIR)/%.ts $(STAMP)
	$(VENV)/bin/pyside6-lrelease -fail-on-unfinished -silent $< -qm $@

translations: $(QM)

translations-update: setup
	$(LUPDATE) $(TR_SOURCES) -ts $(TS_DIR)/coventry_ru.ts $(TS_DIR)/coventry_fr.ts
	$(LUPDATE) -pluralonly $(TR_SOURCES) -ts $(TS_DIR)/coventry_en.ts

# Qt's window plugin and QtTextToSpeech load system libraries that the wheels do not carry;
# packaging/system_deps.py finds the missing ones with ldd and installs them (apt-get on
# Debian/Ubuntu, as root or through sudo), or prints the package names for this system.
# `run` stops when the window cannot open; `test` goes on, headless, and the tests that need
# what is missing skip and say why. NO_SYSTEM_PACKAGES=1 reports without installing.
system-run: setup
	$(PY) packaging/system_deps.py run

system-test: setup
	$(PY) packaging/system_deps.py test

run: setup system-run translations resources
	$(PY) -m coventry_desktop

test: setup system-test translations resources
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest
	$(MAKE) --no-print-directory check-wheel

# What `pip install .` and `pipx install .` give, without make: the sdist, the wheel built
# from it (its build compiles the Qt resources: packaging/backend/qt_build.py), installed
# into a fresh venv outside the tree, plays an all-bot deal of every registered game.
check-wheel: setup
	$(PY) packaging/check_wheel.py

bench: setup
	$(PY) tests/bench/bench_engine.py
	$(PY) tests/bench/bench_bots.py
	$(PY) tests/bench/bench_games.py
	$(PY) tests/bench/bench_startup.py

lint: setup
	$(VENV)/bin/ruff check coventry_desktop tests
	$(VENV)/bin/mypy coventry_desktop

# The one-folder PyInstaller bundle in dist/coventry-desktop/, then its smoke test (the
# bundled binary plays an all-bot deal offscreen); PyInstaller is installed on first use.
package: setup translations resources
	$(PY) -c 'import PyInstaller' 2>/dev/null || $(PY) -m pip install -q -e '.[package]'
	$(PY) packaging/build.py

# The menu entry, AppStream metainfo and icons into $XDG_DATA_HOME (~/.local/share); the
# entry starts the bundle if built, else .venv/bin/coventry-desktop (EXEC=... to choose).
install-desktop:
	$(PYTHON) packaging/install_desktop.py $(if $(EXEC),--exec "$(EXEC)")

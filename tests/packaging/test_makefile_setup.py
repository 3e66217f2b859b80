"""`make run` on a fresh machine: the first, quiet pip install looked hung for minutes (QA)."""

from __future__ import annotations

import os
import subprocess

from .helpers import ROOT


def test_the_first_set_up_says_what_it_does_and_shows_pips_progress() -> None:
    # -n: the recipe as it would run once pyproject.toml is newer than the stamp (-W).
    env = {k: v for k, v in os.environ.items()  # under `make test`: not the outer make's
           if k not in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL")}
    done = subprocess.run(["make", "--no-print-directory", "-n", "-W", "pyproject.toml",
                           ".venv/.installed"], cwd=ROOT, capture_output=True, text=True,
                          timeout=60, check=True, env=env)
    lines = done.stdout.splitlines()
    assert lines[0].startswith('echo "Setting up .venv with what Coventry Desktop needs')
    assert "the first time takes a few minutes" in lines[0]
    [install] = [line for line in lines if "pip install" in line and "-e" in line]
    assert " -q" not in install and "--progress-bar on" in install

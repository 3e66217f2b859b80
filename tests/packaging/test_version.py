"""`--version` and `coventry_desktop.__version__` both come from pyproject.toml."""

from __future__ import annotations

import subprocess
import sys

import pytest

import coventry_desktop

from .helpers import ROOT, load_script, pyproject


def test_package_version_is_the_pyproject_version():
    assert coventry_desktop.__version__ == pyproject()["project"]["version"]


def test_version_option_prints_it():
    result = subprocess.run([sys.executable, "-m", "coventry_desktop", "--version"],
                            capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert (result.returncode, result.stdout) == (
        0, f"coventry-desktop {pyproject()['project']['version']}\n")


def test_bundle_check_reads_png_sizes_and_rejects_other_files(tmp_path):
    build = load_script("build")
    png = tmp_path / "shot.png"
    png.write_bytes(build.PNG_MAGIC + b"\x00\x00\x00\rIHDR" + (1024).to_bytes(4, "big")
                    + (600).to_bytes(4, "big") + b"\x08\x06\x00\x00\x00")
    assert build.png_size(png) == (1024, 600)
    (tmp_path / "not.png").write_text("GIF89a")
    with pytest.raises(ValueError, match="not a PNG"):
        build.png_size(tmp_path / "not.png")

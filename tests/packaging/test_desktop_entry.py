"""The desktop entry and the AppStream metainfo: validators, and one app id everywhere."""

from __future__ import annotations

import shutil
import subprocess
import xml.etree.ElementTree as ET

import pytest

from .helpers import APP_ID, DESKTOP, METAINFO, ROOT, desktop_keys, load_script, pyproject

needs_desktop_file_validate = pytest.mark.skipif(
    shutil.which("desktop-file-validate") is None,
    reason="desktop-file-validate is not installed (apt-get install desktop-file-utils)")
needs_appstreamcli = pytest.mark.skipif(
    shutil.which("appstreamcli") is None,
    reason="appstreamcli is not installed (apt-get install appstream)")


@needs_desktop_file_validate
def test_desktop_entry_passes_desktop_file_validate():
    result = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True,
                            text=True)
    # The tool exits 0 on hints too; any line it prints is a complaint worth fixing.
    assert (result.returncode, result.stdout + result.stderr) == (0, "")


@needs_appstreamcli
def test_metainfo_passes_appstreamcli_validate_strictly():
    result = subprocess.run(["appstreamcli", "validate", "--no-net", "--strict", str(METAINFO)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_desktop_entry_names_the_app_id_icon_and_the_installed_program():
    keys = desktop_keys(DESKTOP.read_text(encoding="utf-8"))
    scripts = pyproject()["project"]["gui-scripts"]
    assert keys["Icon"] == APP_ID
    assert keys["Exec"] in scripts and keys["TryExec"] == keys["Exec"]
    assert keys["Categories"] == "Game;CardGame;"
    assert {"Comment[ru]", "Comment[fr]", "GenericName[ru]", "GenericName[fr]"} <= set(keys)


def test_metainfo_matches_the_desktop_entry_and_pyproject():
    root = ET.parse(METAINFO).getroot()
    project = pyproject()["project"]
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    assert root.findtext("provides/binary") in project["gui-scripts"]
    assert root.findtext("project_license") == project["license"]
    # The newest release comes first and is the version being built.
    assert root.find("releases/release").get("version") == project["version"]


def test_packaging_scripts_and_the_app_use_the_same_app_id():
    from coventry_desktop.appinfo import APP_ID as app_id

    assert app_id == APP_ID
    assert load_script("install_desktop").APP_ID == APP_ID
    assert load_script("render_icons").APP_ID == APP_ID
    assert f'APP_ID = "{APP_ID}"' in (ROOT / "packaging" / "coventry-desktop.spec").read_text()


def test_every_screenshot_url_names_a_committed_png():
    root = ET.parse(METAINFO).getroot()
    urls = [image.text or "" for image in root.iter("image")]
    prefix = "https://raw.githubusercontent.com/coventry-desktop/coventry-desktop/main/"
    assert len(urls) == 3
    for url in urls:
        assert url.startswith(prefix), url
        path = ROOT / url.removeprefix(prefix)
        assert path.is_file() and path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", url

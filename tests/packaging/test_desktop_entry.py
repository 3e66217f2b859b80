"""The desktop entry and the AppStream metainfo: validators, and one app id everywhere."""

from __future__ import annotations

import os
import shutil
import subprocess
import xml.etree.ElementTree as ET

import pytest

from .helpers import APP_ID, DESKTOP, METAINFO, ROOT, desktop_keys, load_script, pyproject

# `make test` installs both (packaging/system_deps.py); where it cannot, they skip with the
# reason, except in CI (CI=true), where a missing validator fails so the check never vanishes.
_IN_CI = os.environ.get("CI") == "true"
needs_desktop_file_validate = pytest.mark.skipif(
    shutil.which("desktop-file-validate") is None and not _IN_CI,
    reason="desktop-file-validate is not installed (apt-get install desktop-file-utils)")
needs_appstreamcli = pytest.mark.skipif(
    shutil.which("appstreamcli") is None and not _IN_CI,
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
    # --strict fails on warnings, not on info notes; none of those either (the one pedantic
    # note, capitals in the reverse-DNS id, is the id the app has always had).
    assert "\nI: " not in "\n" + result.stdout, result.stdout


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


LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def _texts(root: ET.Element, path: str, lang: str | None = None) -> list[str]:
    return [" ".join((e.text or "").split()) for e in root.findall(path) if e.get(LANG) == lang]


def test_the_desktop_entry_and_metainfo_speak_of_every_game_in_three_languages():
    from coventry_desktop.games import GAMES

    keys = desktop_keys(DESKTOP.read_text(encoding="utf-8"))
    root = ET.parse(METAINFO).getroot()
    names = [info.name for info in GAMES]
    english = [keys["Comment"], keys["Keywords"], *_texts(root, "summary"),
               " ".join(_texts(root, "keywords/keyword"))]
    for text in english:
        assert all(name in text for name in names), text
    # The names as the app's own translations say them (coventry_ru.ts, coventry_fr.ts).
    translated = {"ru": ("Граф Ковентри", "Комета", "Червы"),
                  "fr": ("Comte de Coventry", "Comète", "Dame de pique")}
    for lang, local in translated.items():
        texts = [keys[f"Comment[{lang}]"], keys[f"Keywords[{lang}]"],
                 *_texts(root, "summary", lang), " ".join(_texts(root, "keywords/keyword", lang)),
                 " ".join(_texts(root, "description/ul/li", lang))]
        for text in texts:
            assert all(name in text for name in local), (lang, text)
    for lang in (None, "ru", "fr"):  # every paragraph and item in each language
        assert len(_texts(root, "description/p", lang)) == 2
        assert len(_texts(root, "description/ul/li", lang)) == len(GAMES)


def test_releases_list_0_1_and_0_2_newest_first_with_what_each_brought():
    root = ET.parse(METAINFO).getroot()
    releases = root.findall("releases/release")
    assert [r.get("version") for r in releases] == ["0.2.0", "0.1.0"]
    assert all(r.findall("description/ul/li") for r in releases)
    assert "Comet" in ET.tostring(releases[0], encoding="unicode")


def test_every_screenshot_url_names_a_committed_png_and_every_game_has_one():
    from coventry_desktop.games import GAMES

    root = ET.parse(METAINFO).getroot()
    urls = [image.text or "" for image in root.iter("image")]
    prefix = "https://raw.githubusercontent.com/coventry-desktop/coventry-desktop/main/"
    captions = _texts(root, "screenshots/screenshot/caption")
    # + high contrast, large cards, a netbook's screen and a 4K one
    assert len(urls) == len(captions) == len(GAMES) + 4
    for info in GAMES:
        assert any(caption.startswith(info.name + ":") for caption in captions), info.name
    for lang in ("ru", "fr"):
        assert len(_texts(root, "screenshots/screenshot/caption", lang)) == len(urls)
    for url in urls:
        assert url.startswith(prefix), url
        path = ROOT / url.removeprefix(prefix)
        assert path.is_file() and path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", url

"""The tester's steps with a folder where a data file belongs: the game opens (by name at
start, and from Game → Play Comet… while the folder is there), each file is said once in
plain words naming the file, and the game plays on without it."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog

from .helpers import finish_deal

NOT_A_FILE = ("This is not a regular file (it is a pipe, a device or a folder), so it was "
              "not read. “{}” was left where it is, neither read nor moved; the game goes "
              "on without it.")


def test_a_folder_for_the_autosave_opens_from_the_menu_and_names_the_file_it_cannot_save(
        app_shell, qtbot, tmp_path, dialogs, monkeypatch) -> None:
    from coventry_desktop.widgets import other_games

    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "comet-autosave.json").mkdir()
    shell = app_shell("coventry")
    monkeypatch.setattr(other_games.GameSetupDialog, "exec",
                        lambda _dialog: QDialog.DialogCode.Accepted)
    shell.window.game_menu.aboutToShow.emit()
    [play_comet] = [action for action in shell.window.game_menu.actions()
                    if action.text().replace("&", "") == "Play Comet…"]
    play_comet.trigger()
    window = shell.window
    assert window.info.id == "comet"
    assert dialogs.told == [("Comet", "The unfinished game of Comet could not be restored, "
                             "so a new one starts. "
                             + NOT_A_FILE.format("comet-autosave.json"))]
    qtbot.waitUntil(lambda: "autosave" in window.messages.lines())
    assert window.messages.lines()["autosave"] == (
        f"The game could not be saved in “{tmp_path / 'data'}”: “comet-autosave.json” is a "
        "folder, a pipe or a device, not a regular file. Play goes on, and saving is tried "
        "again after every move.")
    assert (tmp_path / "data" / "comet-autosave.json").is_dir()


def test_a_folder_for_the_statistics_is_said_and_the_deals_go_on(
        app_shell, tmp_path, dialogs) -> None:
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "coventry-statistics.json").mkdir()
    window = app_shell("coventry").window
    finish_deal(window)
    assert dialogs.told == []  # said in the window's bar, not in a box before it
    data = tmp_path / "data"
    assert window.messages.lines()["statistics-read"] == (
        f"The statistics of Earl of Coventry (“coventry-statistics.json” in “{data}”) could "
        "not be read, so they count again from zero. "
        + NOT_A_FILE.format("coventry-statistics.json"))
    assert window.messages.lines()["statistics"] == (
        f"The statistics could not be saved in “{tmp_path / 'data'}”: "
        "“coventry-statistics.json” is a folder, a pipe or a device, not a regular file. "
        "They are tried again after your next move.")
    window.session.next_deal()
    finish_deal(window)
    assert dialogs.told == [] and (tmp_path / "data" / "coventry-statistics.json").is_dir()

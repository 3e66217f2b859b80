"""The app's window: the last game opens at its table; New Game, Play Again, Pause."""

from __future__ import annotations

from coventry_desktop.games import get
from coventry_desktop.widgets.app_shell import AppMenus
from coventry_desktop.widgets.other_games import GameSetupDialog


def test_the_first_start_opens_earl_of_coventry_with_you_and_three_bots(app_shell) -> None:
    shell = app_shell()
    window = shell.window
    assert window.info.id == "coventry"
    assert window.windowTitle() == "Earl of Coventry — Coventry Desktop"
    assert [seat.is_human for seat in window.session.seats] == [True, False, False, False]
    assert [a.text() for a in window.menuBar().actions()] == ["&Game", "&View", "&Help"]


def test_the_last_game_played_opens_again_on_its_unfinished_series_without_asking(
        app_shell, dialogs, qtbot, monkeypatch) -> None:
    shell = app_shell("hearts")
    assert shell.window.info.id == "hearts"
    assert shell.settings.last_game == "hearts"
    again = app_shell()
    assert again.window.info.id == "hearts"
    assert dialogs.asked == [] and dialogs.told == []  # as KPat and Aisleriot: no question
    assert again.window.session.record().deal_seeds == shell.window.session.record().deal_seeds
    bar = again.window.messages
    assert bar.lines() == {"resumed": "Your unfinished game of Hearts goes on at deal 1."}
    assert bar.isVisible() and bar.action.isVisible() and bar.action.text() == "&New Game…"
    # The bar's New Game opens the dialog for this game; its series is asked about and kept.
    seen: list[str] = []
    monkeypatch.setattr(GameSetupDialog, "exec", lambda self: seen.append(self.info.id) or 1)
    again.window.session.set_paused(True)
    again.window.keeper.may_replace = lambda **_kw: True
    bar.action.click()
    assert seen == ["hearts"]
    assert again.window.session.record().deal_seeds != shell.window.session.record().deal_seeds
    assert "resumed" not in again.window.messages.lines()


def test_new_game_of_another_game_replaces_the_window(app_shell, dialogs, qtbot,
                                                      monkeypatch) -> None:
    shell = app_shell(seed=4, first_dealer=2, speed=0)  # a bot leads: the series is begun
    first = shell.window
    qtbot.waitUntil(lambda: first.session.to_act() == 0)
    monkeypatch.setattr(GameSetupDialog, "exec", lambda self: 1)  # OK at once
    window = shell.new_game(get("comet"))
    assert dialogs.asked == [("Earl of Coventry", "Leave this unfinished game of Earl of "
                              "Coventry? It is kept, and offered again when you next play "
                              "Earl of Coventry.")]
    assert window is shell.window and window.info.id == "comet"
    qtbot.waitUntil(lambda: not first.isVisible())
    assert shell.settings.last_game == "comet"


def test_play_again_starts_a_new_series_at_the_same_table(app_shell, qtbot, monkeypatch) -> None:
    shell = app_shell()
    window = shell.window
    menus = window.findChild(AppMenus)
    seed = window.session.seed
    from PySide6.QtWidgets import QMessageBox

    qtbot.waitUntil(lambda: bool(window.flow.actions()), timeout=10_000)
    window.session.request(window.flow.actions()[0])  # a move of mine: the series is under way
    seed = window.session.seed
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    assert not menus.play_again()  # a series in progress stays unless the player says so
    assert window.session.seed == seed
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    assert menus.play_again()
    assert window.session.seed != seed and window.session.deal_index == 0


def test_pause_holds_the_bots_and_says_how_to_go_on(app_shell, qtbot) -> None:
    shell = app_shell()
    window = shell.window
    menus = window.findChild(AppMenus)
    menus.pause_action.trigger()
    assert window.session.paused
    assert window.status.text() == "Paused: press Ctrl+Shift+P to go on"
    menus.pause_action.trigger()
    assert not window.session.paused


def test_new_game_of_the_game_on_the_table_does_not_offer_its_own_series(
        app_shell, qtbot, monkeypatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    shell = app_shell()
    first = shell.window
    qtbot.waitUntil(lambda: bool(first.playable()), timeout=20_000)
    first.flow.click(min(first.playable()))  # the series is under way and autosaved
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a: asked.append(a[2])
                        or QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(GameSetupDialog, "exec", lambda self: 1)
    window = shell.new_game()
    # Not "go on with it?" of its own series, only whether to replace it (it is kept).
    assert asked == ["Start a new series in place of this unfinished one? It is kept: "
                     "Game → Restore Previous Game brings it back."]
    assert window.info.id == "coventry"
    assert window.session.seed != first.session.seed


def test_quitting_an_unsaved_game_asks_and_no_keeps_it(app_shell, qtbot, monkeypatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    shell = app_shell(data=False)  # a copy that keeps nothing: leaving loses the series
    window = shell.window
    qtbot.waitUntil(lambda: bool(window.playable()), timeout=20_000)
    window.flow.click(min(window.playable()))
    asked: list[str] = []

    def no(_parent, _title, text, *_args):
        asked.append(text)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", no)
    window.close_action.trigger()  # Game → Quit
    assert asked == ["This game is not finished. Leave it? It is not saved."]
    assert window.isVisible() and shell.window is window


def test_choosing_another_game_in_the_game_box_opens_its_own_dialog(app_shell, dialogs,
                                                                    monkeypatch) -> None:
    from coventry_desktop.widgets.game_choice import SWITCH

    shell = app_shell("comet")  # its series may be begun: leaving it is asked (dialogs)
    seen: list[str] = []

    def choose(self) -> int:
        seen.append(self.info.id)
        if self.info.id == "comet":
            self.chosen_game = "coventry"
            return SWITCH
        return 1

    monkeypatch.setattr(GameSetupDialog, "exec", choose)
    window = shell.new_game()
    assert seen == ["comet", "coventry"]
    assert window.info.id == "coventry" and shell.window is window


def test_the_pause_line_stays_through_a_language_switch(app_shell, qapp) -> None:
    from coventry_desktop.i18n import install_language

    window = app_shell().window
    window.findChild(AppMenus).pause_action.trigger()
    try:
        install_language(qapp, "fr")
        window.refresh()  # any redraw while paused keeps the line
        assert window.status.text() == "En pause\u00a0: appuyez sur Ctrl+Maj+P pour continuer"
    finally:
        install_language(qapp, "en")


def test_a_damaged_settings_file_is_said_in_the_message_bar(app_shell, tmp_path) -> None:
    (tmp_path / "settings.ini").write_bytes(bytes(range(256)) * 4)
    shell = app_shell()
    window = shell.window
    # The settings are written soon after start (the table, the window's size): that
    # write's success took away the line that shared its key, so the player saw nothing.
    shell.settings.double_click = True
    line = window.messages.lines().get("settings-read", "")
    assert line.startswith("Your settings could not be read, so they start again from the "
                           "defaults. The file is not text")
    backups = sorted(tmp_path.glob("settings.ini.*.bak"))
    assert len(backups) == 1 and backups[0].name in line
    assert window.messages.isVisible()


def test_a_refused_setting_is_said_in_the_message_bar_and_the_others_kept(
        app_shell, tmp_path) -> None:
    (tmp_path / "settings.ini").write_text(
        "[view]\nlarge_cards=true\n\n[language]\ncalls_style=limerick\n", encoding="utf-8")
    shell = app_shell()
    line = shell.window.messages.lines().get("settings-read", "")
    [backup] = sorted(tmp_path.glob("settings.ini.*.bak"))
    assert line == (
        "Some of your settings could not be read. Some values in the file could not be "
        "used: they went back to their defaults or to the nearest allowed value, and the "
        "others were kept. In “settings.ini” (the style of the calls): a value "
        "is not "
        f"allowed. A copy of the file as it was is kept as “{backup.name}”.")
    assert shell.settings.large_cards and shell.settings.calls_style == "rhymes"


def test_a_name_only_too_long_is_said_shortened_not_unreadable(app_shell, tmp_path) -> None:
    # QA: "Some of your settings could not be read…" for a name merely too long.
    (tmp_path / "settings.ini").write_text("[people]\n0=" + "Ж" * 30 + "\n", encoding="utf-8")
    shell = app_shell()
    line = shell.window.messages.lines().get("settings-read", "")
    [backup] = sorted(tmp_path.glob("settings.ini.*.bak"))
    assert line == ("Names in your settings longer than 24 characters were shortened to fit: "
                    f"“{'Ж' * 24}”. A copy of the file as it was is kept as “{backup.name}”.")


def test_the_first_windows_autosave_is_written_once_its_table_is_painted(
        app_shell, qtbot, tmp_path) -> None:
    # app.run holds the first window's first save until the first paint (#25): the deal
    # as dealt is written then, and every later change as it comes.
    shell = app_shell(start=False, seed=4, first_dealer=2)
    shell.first_save_waits = True
    window = shell.start_up()
    autosave = tmp_path / "data" / "coventry-autosave.json"
    assert not autosave.exists()  # held: nothing is painted yet
    assert shell.first_save_waits is False  # for the first window only
    window.resize(1280, 800)
    qtbot.waitUntil(autosave.exists)
    from coventry_desktop.storage.game_files import read_record

    assert read_record(autosave).record.deal_seeds == window.session.record().deal_seeds
    qtbot.waitUntil(lambda: window.session.to_act() == 0)  # the bots played up to you
    window.flow.click(min(window.playable()))
    assert len(read_record(autosave).record.actions[0]) == len(
        window.session.record().actions[0])  # written at once after the hold


def test_the_first_windows_suggested_card_is_chosen_once_its_table_is_painted(
        app_shell, qtbot) -> None:
    # The player leads the first trick: the keyboard's card is the Normal bot's
    # suggestion, asked after the first paint (#25); until then the cards are face up and
    # clickable and none wears the keyboard's rim.
    shell = app_shell(start=False, seed=4, first_dealer=3)
    shell.first_save_waits = True
    window = shell.start_up()
    assert window.session.to_act() == 0 and window.playable()
    assert window.flow.current is None and window.table.selected_card is None
    assert not any(item.selected_ for item in window.table.card_items().values())
    suggested = window.flow.suggested()
    assert suggested in window.playable()
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.flow.current is not None)
    assert window.flow.current == suggested and window.table.selected_card == suggested
    assert window.table.card_item(suggested).selected_
    assert [c for c, item in window.table.card_items().items() if item.selected_] == [suggested]


def test_the_apps_icon_is_its_pngs_at_every_size(qapp) -> None:
    from coventry_desktop.app import app_icon
    from coventry_desktop.appinfo import ICON_SIZES
    from coventry_desktop.qt_resources import ensure_resources

    ensure_resources()
    icon = app_icon()
    assert sorted(size.width() for size in icon.availableSizes()) == list(ICON_SIZES)
    assert all(not icon.pixmap(n, n).isNull() and icon.pixmap(n, n).width() == n
               for n in ICON_SIZES)


def test_the_game_switched_to_is_written_down_at_once_resumed_or_restored_too(
        app_shell, dialogs, qtbot, tmp_path, monkeypatch) -> None:
    """A killed app reopens the game chosen last: ``last`` was written only by the New Game
    dialog, so a switch to a game's unfinished series (Go on with it? Yes) left the file
    naming the game played before."""
    from coventry_desktop.storage.settings import Settings

    def written() -> str:  # as a restart after a kill reads the file
        return Settings(tmp_path / "settings.ini").last_game

    shell = app_shell("comet", seed=4)
    qtbot.waitUntil(lambda: shell.window.keeper.autosave.path.exists())
    monkeypatch.setattr(GameSetupDialog, "exec", lambda self: 1)
    shell.new_game(get("coventry"))
    assert shell.window.info.id == "coventry" and written() == "coventry"
    shell.new_game(get("comet"))  # its unfinished series: Go on with it? Yes
    assert shell.window.info.id == "comet"
    assert ("Comet", "A game of Comet is not finished (deal 1). Go on with it?") in \
        dialogs.asked
    assert written() == "comet"

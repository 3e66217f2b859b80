"""New Game starts with a Game choice; each game's last table is remembered (#13 item 6)."""

from __future__ import annotations

from pathlib import Path

from coventry_desktop.games import GAMES, get
from coventry_desktop.storage.settings import GameTable, Settings
from coventry_desktop.widgets import other_games
from coventry_desktop.widgets.game_choice import SWITCH
from coventry_desktop.widgets.other_games import GameSetupDialog


def test_the_game_box_lists_every_registered_game_and_hands_over(qtbot) -> None:
    dialog = GameSetupDialog(get("coventry"))
    qtbot.addWidget(dialog)
    box = dialog.game
    assert [box.itemData(i) for i in range(box.count())] == [info.id for info in GAMES]
    assert box.currentData() == "coventry"
    results: list[int] = []
    dialog.finished.connect(results.append)
    dialog.open()
    box.setCurrentIndex(box.findData("hearts"))
    assert results == [SWITCH] and dialog.chosen_game == "hearts"


def test_a_game_dialog_switches_to_another_game_and_clamps_its_seats(qtbot) -> None:
    dialog = GameSetupDialog(get("comet"), table=GameTable(2, 2, "hard", 1))
    qtbot.addWidget(dialog)
    assert (dialog.seats.value(), dialog.people.value()) == (2, 2)
    assert dialog.level.currentData() == "hard"
    results: list[int] = []
    dialog.finished.connect(results.append)
    dialog.open()
    dialog.game.setCurrentIndex(dialog.game.findData("coventry"))
    assert results == [SWITCH] and dialog.chosen_game == "coventry"


def test_each_games_last_table_is_remembered_in_range(tmp_path: Path) -> None:
    settings = Settings(tmp_path / "settings.ini")
    assert settings.game_table("hearts") == GameTable(4, 1, "normal", 6, "Classic")
    settings.set_game_table("hearts", GameTable(7, 2, "hard", -1, "Standard"))
    settings.set_game_table("comet", GameTable(9, 12, "godlike", 5, "x"))  # hand-edited
    again = Settings(tmp_path / "settings.ini")
    assert again.game_table("hearts") == GameTable(7, 2, "hard", -1, "Standard")
    assert again.game_table("comet") == GameTable(6, 6, "normal", -1, "")  # one per player
    again.last_game = "hearts"
    assert Settings(tmp_path / "settings.ini").last_game == "hearts"
    # The keys are the settings' own: they survive the clean-up of unknown keys.
    assert "games/hearts/preset" in Settings.known_keys()


def test_opening_a_game_remembers_its_table_and_the_last_game(qtbot, tmp_path, monkeypatch
                                                              ) -> None:
    settings = Settings(tmp_path / "settings.ini")
    info = get("hearts")
    dialog = GameSetupDialog(info, table=settings.game_table("hearts"))
    dialog.seats.setValue(5)
    dialog.preset.setCurrentIndex(1)
    monkeypatch.setattr(dialog, "exec", lambda: 1)
    window = other_games.open_game(info, dialog=dialog, settings=settings)
    assert window is not None and not isinstance(window, str)
    qtbot.addWidget(window)
    window.ask_before_leaving = False
    assert len(window.session.seats) == 5
    assert settings.game_table("hearts").seats == 5
    assert settings.game_table("hearts").preset == "Standard"
    assert settings.last_game == "hearts"
    window.close()

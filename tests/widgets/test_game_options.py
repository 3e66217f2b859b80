"""New Game's options one by one (#15 items 5-6): a preset sets them all, a change makes
it "Custom", a combination the rules refuse is said in words, and the table remembers."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialogButtonBox, QSpinBox

from coventry_desktop.engine.game import PER_PLAYER
from coventry_desktop.games import get
from coventry_desktop.games.hearts import CLASSIC, STANDARD, GiveDirection, Scoring
from coventry_desktop.storage.settings import GameTable, Settings
from coventry_desktop.widgets import other_games
from coventry_desktop.widgets.other_games import GameSetupDialog


@pytest.fixture
def english(qapp) -> None:
    from coventry_desktop.i18n import install_language
    from coventry_desktop.qt_resources import ensure_resources

    ensure_resources()
    install_language(qapp, "en")


@pytest.fixture
def dialog(qtbot, english) -> GameSetupDialog:
    made = GameSetupDialog(get("hearts"))
    qtbot.addWidget(made)
    return made


def choose(dialog: GameSetupDialog, name: str, value: object) -> None:
    """As a player picks ``value`` in the combo box of option ``name``."""
    assert dialog.controls is not None
    combo = dialog.controls.controls[name]
    assert isinstance(combo, QComboBox)
    index = next(i for i in range(combo.count()) if combo.itemData(i) == value
                 and type(combo.itemData(i)) is type(value))
    combo.setCurrentIndex(index)
    combo.activated.emit(index)


def test_a_preset_sets_every_option_and_a_change_makes_it_custom(dialog) -> None:
    assert dialog.controls is not None
    controls = dialog.controls.controls
    assert dialog.preset.currentText() == "Classic" and dialog.options() == CLASSIC
    dialog.preset.setCurrentIndex(1)
    assert dialog.options() == STANDARD
    assert controls["give"].currentText() == "Left, right, across, keep"
    assert controls["series_length"].currentText() == "Until a total is reached"
    assert controls["end_at"].value() == 100
    moon = controls["shoot_the_moon"]
    assert isinstance(moon, QCheckBox) and moon.isChecked()
    controls["no_heart_lead_before_trick3"].click()
    assert dialog.preset.currentText() == "Custom"
    assert dialog.options() == STANDARD.with_(no_heart_lead_before_trick3=True)
    choose(dialog, "scoring", Scoring.POT)
    assert dialog.options() == STANDARD.with_(no_heart_lead_before_trick3=True,
                                              scoring=Scoring.POT)
    # Taking the change back is Standard again; choosing Classic sets all ten back.
    controls["no_heart_lead_before_trick3"].click()
    choose(dialog, "scoring", Scoring.AVERAGE)
    assert dialog.preset.currentText() == "Standard"
    dialog.preset.setCurrentIndex(0)
    assert dialog.options() == CLASSIC and not moon.isChecked()
    assert controls["give"].currentText() == "To the right"
    assert controls["end_at"].text() == "Never"


def test_rules_that_never_end_are_refused_in_words(dialog) -> None:
    assert dialog.controls is not None
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    choose(dialog, "series_length", None)  # Classic has no total to end at
    assert not ok.isEnabled() and not dialog.refusal.isHidden()
    assert dialog.refusal.text() == ("These rules would never end: choose a series length, "
                                     "or a total that ends the series.")
    assert dialog.preset.currentText() == "Custom"
    assert dialog.options() == CLASSIC  # the last the rules accepted
    end_at = dialog.controls.controls["end_at"]
    assert isinstance(end_at, QSpinBox)
    end_at.setValue(50)
    assert ok.isEnabled() and dialog.refusal.isHidden()
    assert dialog.options() == CLASSIC.with_(series_length=None, end_at=50)
    assert (dialog.target(), dialog.deal_count()) == (50, 100)
    choose(dialog, "series_length", PER_PLAYER)
    dialog.seats.setValue(5)
    assert dialog.options().series_length == PER_PLAYER and dialog.deal_count() == 5


def test_the_generic_series_box_gives_way_to_the_options(dialog, qtbot) -> None:
    # Hearts' series length is an option; Comet keeps the dialog's own Series box.
    assert dialog.deals.isHidden()
    comet = GameSetupDialog(get("comet"))
    qtbot.addWidget(comet)
    assert comet.controls is None and comet.preset.count() == 0
    assert comet.options() is None


def test_chosen_options_are_remembered(tmp_path: Path, qtbot, english) -> None:
    settings = Settings(tmp_path / "settings.ini")
    assert settings.game_table("hearts").options is None  # nothing chosen yet
    custom = STANDARD.with_(give=GiveDirection.RIGHT, scoring=Scoring.TOTALISER, end_at=50)
    settings.set_game_table("hearts", GameTable(5, 1, "hard", 6, "Custom", custom))
    again = Settings(tmp_path / "settings.ini")
    assert again.game_table("hearts") == GameTable(5, 1, "hard", 6, "Custom", custom)
    assert "games/hearts/options" in Settings.known_keys()
    assert again.qsettings.value("games/hearts/options") is not None  # kept at start-up
    dialog = GameSetupDialog(get("hearts"), table=again.game_table("hearts"))
    qtbot.addWidget(dialog)
    assert dialog.preset.currentText() == "Custom" and dialog.options() == custom
    assert dialog.table().options == custom and dialog.table().preset == "Custom"


@pytest.mark.parametrize("text", ['{"give": "sideways"}', "{not json", '{"end_at": "x"}',
                                  '{"series_length": null}'])
def test_damaged_options_fall_back_to_the_remembered_preset(tmp_path: Path, text) -> None:
    settings = Settings(tmp_path / "settings.ini")
    settings.set_game_table("hearts", GameTable(4, 1, "normal", 6, "Standard", STANDARD))
    settings.qsettings.setValue("games/hearts/options", text)
    assert settings.game_table("hearts").options == STANDARD
    settings.qsettings.setValue("games/hearts/preset", "Nonsense")
    assert settings.game_table("hearts").options == CLASSIC  # the default preset


def test_the_chosen_options_reach_the_table(qtbot, tmp_path, monkeypatch, english) -> None:
    settings = Settings(tmp_path / "settings.ini")
    info = get("hearts")
    dialog = GameSetupDialog(info, table=settings.game_table("hearts"))
    choose(dialog, "scoring", Scoring.POT)
    monkeypatch.setattr(dialog, "exec", lambda: 1)
    window = other_games.open_game(info, dialog=dialog, settings=settings)
    assert window is not None and not isinstance(window, str)
    qtbot.addWidget(window)
    window.ask_before_leaving = False
    assert window.session.options == CLASSIC.with_(scoring=Scoring.POT)
    assert window.session.deals == 6
    assert settings.game_table("hearts").options == CLASSIC.with_(scoring=Scoring.POT)
    assert settings.game_table("hearts").preset == "Custom"
    window.close()


def test_a_shorter_series_keeps_the_preset_its_rules_are(qtbot) -> None:
    from coventry_desktop.games import get
    from coventry_desktop.widgets.other_games import GameSetupDialog

    dialog = GameSetupDialog(get("hearts"))
    qtbot.addWidget(dialog)
    assert dialog.preset.currentText() == "Classic"
    assert dialog.controls is not None
    one_deal = dialog.options().with_(series_length=1)  # type: ignore[attr-defined]
    dialog.controls.set_options(one_deal)
    dialog._option_changed()
    assert dialog.preset.currentText() == "Classic" and dialog.options() == one_deal

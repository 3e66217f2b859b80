"""New Game: in pass-and-play the people give their names; a blank one stays "Player 2";
the names are remembered for every game."""

from __future__ import annotations

from coventry_desktop.games import get
from coventry_desktop.models.setup import YOU, Occupant
from coventry_desktop.storage.settings import Settings
from coventry_desktop.widgets import other_games
from coventry_desktop.widgets.other_games import GameSetupDialog


def test_names_are_asked_only_in_pass_and_play(qtbot) -> None:
    dialog = GameSetupDialog(get("coventry"))
    qtbot.addWidget(dialog)
    dialog.show()
    assert len(dialog.names) == 6  # Coventry seats up to six
    assert not any(edit.isVisible() for edit in dialog.names)
    assert [s.name for s in dialog.seat_setups()][:1] == [YOU]
    dialog.people.setValue(3)
    assert [edit.isVisible() for edit in dialog.names] == [True] * 3 + [False] * 3
    assert dialog.names[1].placeholderText() == "Player 2"


def test_typed_names_sit_at_the_table_and_are_remembered(qtbot, tmp_path, monkeypatch) -> None:
    settings = Settings(tmp_path / "settings.ini")
    dialog = GameSetupDialog(get("hearts"), table=settings.game_table("hearts"))
    qtbot.addWidget(dialog)
    dialog.people.setValue(2)
    dialog.names[0].setText("  Ann  ")
    seats = dialog.seat_setups()
    assert [(s.name, s.occupant) for s in seats[:2]] == [("Ann", Occupant.HUMAN),
                                                          ("Player 2", Occupant.HUMAN)]
    monkeypatch.setattr(GameSetupDialog, "exec", lambda self: 1)
    opening = other_games.choose_opening(get("hearts"), dialog=dialog, settings=settings)
    assert opening.seats[0].name == "Ann"
    assert settings.people_names(2) == ["Ann", ""]
    again = other_games.choose_opening(get("comet"), settings=settings, ask_setup=False)
    assert isinstance(again, other_games.Opening)
    later = GameSetupDialog(get("comet"))
    qtbot.addWidget(later)
    later.set_names(Settings(tmp_path / "settings.ini").people_names(2))
    assert later.names[0].text() == "Ann"


def test_two_people_of_one_name_are_refused_and_no_bot_takes_a_persons_name(qtbot) -> None:
    from PySide6.QtWidgets import QDialogButtonBox

    dialog = GameSetupDialog(get("coventry"))
    qtbot.addWidget(dialog)
    dialog.show()
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    dialog.seats.setValue(4)
    dialog.people.setValue(2)
    dialog.names[0].setText("Ada")
    assert ok.isEnabled() and not dialog.name_refusal.isVisible()
    # The bots are named after the people: "Ada" stays the person's alone.
    assert [s.name for s in dialog.seat_setups()] == ["Ada", "Player 2", "Basil", "Clara"]
    dialog.names[1].setText("Ada")
    assert not ok.isEnabled()
    assert dialog.name_refusal.text() == ("Two people are called Ada: give each person a "
                                          "name of their own.")
    dialog.names[1].setText("ada ")  # one name to anyone reading the curtain
    assert not ok.isEnabled()
    assert dialog.name_refusal.text() == ("Two people are called Ada: give each person a "
                                          "name of their own.")
    dialog.names[1].setText("\uff21\uff24\uff21")  # full-width letters: "ＡＤＡ"
    assert not ok.isEnabled()
    dialog.names[1].setText("Bea\u202e\n")  # pasted control characters are dropped
    assert ok.isEnabled() and not dialog.name_refusal.isVisible()
    assert dialog.seat_setups()[1].name == "Bea"

"""Two games whose words choose the same mnemonic (a copied game's) still get one each."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence

from coventry_desktop.widgets.app_shell import free_mnemonics


def test_a_clashing_entry_takes_the_first_free_letter_of_its_text(qapp) -> None:
    texts = ["&New Game…", "&Play Again", "Play Co&met…", "Play Co&met…", "Play Hea&rts…"]
    actions = [QAction(text) for text in texts]
    free_mnemonics(actions)
    assert [a.text() for a in actions] == [
        "&New Game…", "&Play Again", "Play Co&met…", "P&lay Comet…", "Play Hea&rts…"]
    keys = [QKeySequence.mnemonic(a.text()).toString() for a in actions]
    assert len(set(keys)) == len(keys)


def test_entries_without_a_clash_are_left_as_their_words_say(qapp) -> None:
    actions = [QAction("Играть в Ко&мету…"), QAction("Играть в &червы…")]
    free_mnemonics(actions)
    assert [a.text() for a in actions] == ["Играть в Ко&мету…", "Играть в &червы…"]

"""Export and Open Record never read nor block on a file they list or are given: Qt's file
dialog read each file whose name says nothing to learn its type (the completer took
``/proc/sys/x.json`` to ``/proc/``, and reading ``/proc/kmsg`` froze the app), and a
FIFO, a device or a folder chosen as Export's target is refused in plain words."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest
from PySide6.QtCore import QFileInfo, QMimeDatabase
from PySide6.QtWidgets import QFileDialog, QFileSystemModel, QMessageBox

from coventry_desktop.i18n import install_language
from coventry_desktop.widgets import file_choice

PDF = b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n"


@pytest.mark.parametrize("ask", [file_choice.save_file_name, file_choice.open_file_name],
                         ids=["save", "open"])
def test_the_dialog_types_its_files_by_name_without_reading_them(
        qtbot, qapp, monkeypatch, tmp_path, ask) -> None:
    # A file whose name says nothing: only its bytes say PDF, and Qt's own provider reads
    # them (as it read /proc/kmsg, which waits for the kernel's next message for ever).
    unnamed = tmp_path / "kmsg"
    unnamed.write_bytes(PDF)
    assert QMimeDatabase().mimeTypeForFile(str(unnamed)).name() == "application/pdf"
    typed: list[str] = []

    def look(dialog: QFileDialog) -> int:
        model = dialog.findChild(QFileSystemModel)
        index = model.index(str(unnamed))
        qtbot.waitUntil(lambda: model.type(index) != "")
        typed.append(model.type(index))
        return 0  # cancelled

    monkeypatch.setattr(QFileDialog, "exec", look)
    assert ask(None, "Export", str(tmp_path / "x.json"), "Records (*.json)") == (
        "", "Records (*.json)")
    assert typed and "PDF" not in typed[0]
    by_name = QMimeDatabase().mimeTypeForFile(QFileInfo(str(unnamed)),
                                              QMimeDatabase.MatchMode.MatchExtension)
    assert typed == [by_name.comment() or by_name.name()]


@pytest.mark.parametrize(("language", "folder"), [("fr", "Dossier"), ("ru", "Папка"),
                                                   ("en", "Folder")])
def test_a_folder_is_typed_in_the_ui_language(qtbot, qapp, monkeypatch, tmp_path, language,
                                              folder) -> None:
    # Qt 6 asks QAbstractFileIconProvider for "Folder", a context Qt's own French and
    # Russian catalogues lack: the app's catalogue fills it (i18n.qt_gaps).
    (tmp_path / "records").mkdir()
    typed: list[str] = []

    def look(dialog: QFileDialog) -> int:
        model = dialog.findChild(QFileSystemModel)
        index = model.index(str(tmp_path / "records"))
        qtbot.waitUntil(lambda: model.type(index) != "")
        typed.append(model.type(index))
        return 0

    monkeypatch.setattr(QFileDialog, "exec", look)
    install_language(qapp, language)
    try:
        file_choice.open_file_name(None, "Open", str(tmp_path), "Records (*.json)")
    finally:
        install_language(qapp, "en")
    assert typed == [folder]


@pytest.mark.parametrize("kind", ["fifo", "folder", "device"])
def test_export_refuses_a_target_that_is_no_regular_file(
        qtbot, instant, tmp_path, monkeypatch, game_window, kind) -> None:
    if kind == "fifo":
        target = tmp_path / "x.json"
        os.mkfifo(target)
    elif kind == "folder":
        target = tmp_path / "proc"
        target.mkdir()
    else:
        target = Path(os.devnull)
    before = os.stat(target)
    window = game_window("comet", 1, 1, data=tmp_path / "data")
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: told.append(text))
    monkeypatch.setattr(file_choice, "save_file_name", lambda *a, **k: (str(target), ""))
    assert window.keeper.export_record() is None
    assert window.keeper.export_transcript() is None
    what = "record", "transcript"
    assert told == [f"The {thing} could not be written: “{target.name}” is a folder, a pipe "
                    "or a device, not a regular file." for thing in what]
    after = os.stat(target)
    assert (stat.S_IFMT(after.st_mode), after.st_ino) == (stat.S_IFMT(before.st_mode),
                                                          before.st_ino)
    assert [p.name for p in target.parent.iterdir() if p.name.startswith(".x.json")] == []

"""Export's and Open Record's file dialogs: Qt's, with files told apart by name only.

Qt's file dialog asks the MIME database for each file's icon and type, and a file whose
name says nothing is read to tell: in ``/proc`` (where the dialog's completer took
``/proc/sys/x.json``) that read of ``/proc/kmsg`` waits for the kernel's next message,
and the dialog and the app with it froze. Here icons and types come from a file's name
and kind (folder or file), so a dialog never opens a file it lists. The functions take
and return what ``QFileDialog.getSaveFileName`` and ``getOpenFileName`` do.
"""

from __future__ import annotations

from PySide6.QtCore import QFileInfo, QMimeDatabase
from PySide6.QtGui import QAbstractFileIconProvider, QIcon
from PySide6.QtWidgets import QFileDialog, QFileIconProvider, QWidget


class NameOnlyIcons(QFileIconProvider):
    """A folder's or a file's icon, and a type from the name's extension, never read from
    the file (Qt's own provider reads it: ``/proc/kmsg`` blocked the dialog for ever)."""

    def __init__(self) -> None:
        super().__init__()
        self._names = QMimeDatabase()

    def icon(self, what: object) -> QIcon:  # Qt's two overloads, one Python method
        if isinstance(what, QFileInfo):
            kind = QAbstractFileIconProvider.IconType
            return super().icon(kind.Folder if what.isDir() else kind.File)
        return super().icon(what)  # type: ignore[call-overload,no-any-return]

    def type(self, info: QFileInfo) -> str:
        if not info.isFile():  # a folder, a drive: Qt names them without reading
            return super().type(info)
        mime = self._names.mimeTypeForFile(info, QMimeDatabase.MatchMode.MatchExtension)
        return mime.comment() or mime.name()


_icons: list[NameOnlyIcons] = []
"""The one provider of every dialog, kept for the app's life: a dialog's model asks it from
its own thread, even while the dialog that set it is being deleted."""


def _ask(parent: QWidget, caption: str, where: str, kinds: str, *, save: bool
         ) -> tuple[str, str]:
    dialog = QFileDialog(parent, caption, where, kinds)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave if save
                         else QFileDialog.AcceptMode.AcceptOpen)
    dialog.setFileMode(QFileDialog.FileMode.AnyFile if save
                       else QFileDialog.FileMode.ExistingFile)
    if not _icons:
        _icons.append(NameOnlyIcons())
    dialog.setIconProvider(_icons[0])
    chosen = dialog.selectedFiles()[:1] if dialog.exec() else []
    kind = dialog.selectedNameFilter()
    dialog.deleteLater()
    return (chosen[0] if chosen else ""), kind


def save_file_name(parent: QWidget, caption: str, where: str, kinds: str
                   ) -> tuple[str, str]:
    """The file chosen to save in (``where``: the name proposed), and its kind; "" when
    cancelled."""
    return _ask(parent, caption, where, kinds, save=True)


def open_file_name(parent: QWidget, caption: str, where: str, kinds: str
                   ) -> tuple[str, str]:
    """The existing file chosen to open (``where``: the folder shown first); "" when
    cancelled."""
    return _ask(parent, caption, where, kinds, save=False)

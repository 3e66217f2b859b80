"""One copy of the game per user: a second start brings the first window to the front.

The first copy listens on a local socket (``QLocalServer``) named after its data
folder. A second copy connects before it opens any file, asks the first one to raise
its window, and exits: it reads no settings and writes nothing (#12 item 15). When
the first copy was killed, its stale socket name is taken over. If the socket cannot be
used at all, the data folder's lock (``storage.Storage.open``) still keeps a second
window from touching the first one's saves.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QWidget

from ..engine.sha256 import sha256_hex
from ..storage.paths import APP_NAME, AppPaths

log = logging.getLogger(__name__)

RAISE = b"raise\n"
"""What a second copy sends: the only message there is."""
CONNECT_MS = 1000
"""How long a second copy waits for the first one to take its message."""


def server_name(paths: AppPaths) -> str:
    """The socket name for the copy that owns ``paths``: one per user and data folder."""
    digest = sha256_hex(str(paths.data).encode("utf-8"))[:16]
    return f"{APP_NAME}-{digest}"


class SingleInstance(QObject):
    """The first copy's listening socket, or a second copy's message to it.

    Signals:
        activated(): another copy was started and asks this one to show its window.
    """

    activated = Signal()

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.server: QLocalServer | None = None
        self._sockets: list[QLocalSocket] = []

    def ask_running_copy(self) -> bool:
        """Ask a copy already running to raise its window.

        Returns:
            True if one took the message: this copy should exit at once.
        """
        socket = QLocalSocket()
        socket.connectToServer(self.name)
        if not socket.waitForConnected(CONNECT_MS):
            return False
        socket.write(RAISE)
        sent = socket.waitForBytesWritten(CONNECT_MS)
        socket.disconnectFromServer()
        return sent

    def listen(self) -> bool:
        """Become the copy others find; returns False (logged) if the socket is unusable."""
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if not server.listen(self.name):
            # Nobody answered ask_running_copy, so the name is a killed copy's leftover.
            QLocalServer.removeServer(self.name)
            if not server.listen(self.name):
                log.warning("cannot listen on %s: %s", self.name, server.errorString())
                return False
        server.newConnection.connect(self._connected)
        self.server = server
        return True

    def _connected(self) -> None:
        assert self.server is not None
        while (socket := self.server.nextPendingConnection()) is not None:
            self._sockets.append(socket)
            socket.readyRead.connect(self._read)
            socket.disconnected.connect(self._read)
        self._read()

    def _read(self) -> None:
        for socket in list(self._sockets):
            if bytes(socket.readAll().data()).startswith(RAISE.strip()):
                log.info("another copy was started: showing this window")
                self.activated.emit()
            if socket.state() is QLocalSocket.LocalSocketState.UnconnectedState:
                self._sockets.remove(socket)
                socket.deleteLater()


def bring_to_front(window: QWidget) -> None:
    """Show ``window`` over the others, restored if it was minimised."""
    if window.isMinimized():
        window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()

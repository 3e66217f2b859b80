"""Logging to a rotating file in the log folder, with Qt's own messages bridged in.

Qt warnings (a failed SVG load, a platform plugin complaint) go through
``qInstallMessageHandler`` into the ``qt`` logger, so one file holds everything.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler

LOG_BYTES = 1_000_000  # per file; with 3 backups at most about 4 MB on disk
LOG_BACKUPS = 3
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

_QT_LEVELS = {
    QtMsgType.QtDebugMsg: logging.DEBUG,
    QtMsgType.QtInfoMsg: logging.INFO,
    QtMsgType.QtWarningMsg: logging.WARNING,
    QtMsgType.QtCriticalMsg: logging.ERROR,
    QtMsgType.QtFatalMsg: logging.CRITICAL,
}

_handler: logging.Handler | None = None


class RotatingFile(logging.FileHandler):
    """A log file that starts again once a record would take it past ``max_bytes``, kept
    as ``.1`` (the older ones moved up to ``.backups``, at least 1; the oldest dropped).

    ``logging.handlers.RotatingFileHandler`` does the same, but importing
    ``logging.handlers`` brings socket, pickle and queue with it: 6–18 ms of every start
    before the first table (#25), for one class.
    """

    def __init__(self, path: Path, *, max_bytes: int, backups: int) -> None:
        super().__init__(path, encoding="utf-8")
        self.max_bytes, self.backups = max_bytes, backups

    def emit(self, record: logging.LogRecord) -> None:
        try:
            if self._full_with(record):
                self._roll_over()
        except Exception:  # as logging's own handlers: a failing log never stops the app
            self.handleError(record)
            return
        super().emit(record)

    def _full_with(self, record: logging.LogRecord) -> bool:
        if self.stream is None:
            self.stream = self._open()
        # Bytes of UTF-8 may outnumber characters: the file may pass the bound a little.
        written = self.stream.seek(0, os.SEEK_END)
        return written > 0 and written + len(self.format(record)) + 1 >= self.max_bytes

    def _roll_over(self) -> None:
        if self.stream is not None:
            self.stream.close()
            self.stream = None  # FileHandler.emit opens the file again
        base = self.baseFilename
        for number in range(self.backups - 1, 0, -1):
            if os.path.exists(f"{base}.{number}"):
                os.replace(f"{base}.{number}", f"{base}.{number + 1}")
        os.replace(base, f"{base}.1")


def qt_message_handler(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    """Pass one Qt message to the ``qt`` logger at the matching level."""
    where = f" ({context.file}:{context.line})" if context.file else ""
    logging.getLogger("qt").log(_QT_LEVELS.get(kind, logging.WARNING), "%s%s", message, where)


def setup_logging(log_file: Path, *, level: int = logging.INFO) -> logging.Handler | None:
    """Log to ``log_file`` (rotating) and route Qt messages there too.

    Calling it again moves the file handler to the new path instead of adding a
    second one. If the folder cannot be written, logging stays on stderr only.

    Returns:
        The file handler, or ``None`` if the log file could not be opened.
    """
    global _handler
    root = logging.getLogger()
    if _handler is not None:
        root.removeHandler(_handler)
        _handler.close()
        _handler = None
    try:
        log_file.parent.mkdir(parents=True, exist_ok=True)
        _handler = RotatingFile(log_file, max_bytes=LOG_BYTES, backups=LOG_BACKUPS)
    except OSError as error:
        logging.getLogger(__name__).warning("cannot log to %s: %s", log_file, error)
        return None
    _handler.setFormatter(logging.Formatter(FORMAT))
    root.addHandler(_handler)
    root.setLevel(min(root.level, level) if root.level else level)
    qInstallMessageHandler(qt_message_handler)
    return _handler


def stop_logging() -> None:
    """Close the log file and give Qt its default message handler back."""
    global _handler
    if _handler is not None:
        logging.getLogger().removeHandler(_handler)
        _handler.close()
        _handler = None
    qInstallMessageHandler(None)

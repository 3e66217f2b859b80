"""Atomic writes and quarantine: the two file operations every save goes through.

A write goes to a temporary file in the same folder, is flushed and fsynced, and
then replaces the target with ``os.replace`` (atomic on POSIX and Windows), so a
kill at any moment leaves either the old file or the new one, never a mix. A file
that cannot be read is renamed aside as ``<name>.<timestamp>.bak`` rather than
deleted or overwritten, so nothing the user had is lost.

Every write can fail (a full disk, a read-only folder, no permission, an I/O error):
``write_atomic`` then raises, and tells each ``watch_writes`` listener first, so the
window says what could not be saved wherever the write came from (the autosave, the
statistics, the practice progress; ``report_write`` for the settings, which QSettings
writes); a later success is told too, so the message goes once saving works again.
"""

from __future__ import annotations

import contextlib
import errno
import logging
import os
import shutil
import stat
import tempfile
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from .problems import Damage, NotARegularFile, Problem

log = logging.getLogger(__name__)

TEMP_SUFFIX = ".tmp"


WriteListener = Callable[[Path, "OSError | None"], None]
"""Called with the path written and None, or the ``OSError`` that stopped the write."""
_listeners: list[WriteListener] = []


def watch_writes(listener: WriteListener) -> Callable[[], None]:
    """Tell ``listener`` of every write from now on; returns the call that stops it."""
    _listeners.append(listener)

    def stop() -> None:
        with contextlib.suppress(ValueError):
            _listeners.remove(listener)
    return stop


WriteGuard = Callable[[], "OSError | None"]
"""Asked before a file is written in its folder: None to write, or why not."""
_guards: dict[Path, WriteGuard] = {}


def guard_writes(folder: Path, guard: WriteGuard) -> Callable[[], None]:
    """Ask ``guard`` before every write of a file directly in ``folder`` from now on (a
    refusal is raised and told as the write's error); returns the call that stops it."""
    _guards[folder] = guard

    def stop() -> None:
        if _guards.get(folder) is guard:
            del _guards[folder]
    return stop


def report_write(path: Path, error: OSError | None) -> None:
    """Tell the listeners that ``path`` was written (``None``) or could not be."""
    for listener in list(_listeners):
        try:
            listener(path, error)
        except Exception:  # a listener's fault must not turn a save into a crash
            log.exception("a write listener failed on %s", path)


def _write(path: Path, fd: int, data: bytes) -> None:
    """Write ``data`` to ``fd``, the open temporary file for ``path``; flush, fsync, close.

    The one place every atomic write puts its bytes on disk (tests make it fail)."""
    with os.fdopen(fd, "wb") as handle:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())


def write_atomic(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` (UTF-8) in one step; its folder is made if missing.

    Raises:
        OSError: the folder is missing or not writable, or the disk is full, or its
            guard (``guard_writes``) refused; the old file is then unchanged and no
            temporary file is left behind.
    """
    guard = _guards.get(path.parent)
    refused = (guard() if guard is not None else None) or _special(path)
    if refused is not None:
        report_write(path, refused)
        raise refused
    try:
        target = _link_target(path)
        if target == path:
            path.parent.mkdir(parents=True, exist_ok=True)
        fd, temp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=TEMP_SUFFIX,
                                         dir=target.parent)
    except OSError as error:
        report_write(path, error)
        raise
    try:
        if os.name == "posix":
            # mkstemp makes the file private (0600); keep the mode the file had, or the
            # usual 0644, so an exported record can be shared like any other file.
            os.fchmod(fd, _mode_of(target))
        _write(path, fd, text.encode("utf-8"))
        os.replace(temp_name, target)
    except BaseException as error:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        if isinstance(error, OSError):
            report_write(path, error)
        raise
    _sync_folder(target.parent)
    report_write(path, None)


def _link_target(path: Path) -> Path:
    """Where a write of ``path`` goes: ``path`` itself, or for a symbolic link (into a
    synced folder, say) the file it points to, through every link, so the rename replaces
    that file and the link stays (renamed over, the link became a plain file and the
    user's link was lost). A dangling link is written where it points.

    Raises:
        FileNotFoundError: a link that points into a folder that is not there (it is not
            made: the link may name a drive not mounted now).
        OSError: ``ELOOP``, a loop of links.
    """
    if not path.is_symlink():
        return path
    try:
        target = path.resolve(strict=False)
    except RuntimeError:  # a loop of links (Python 3.13 raises OSError itself)
        raise OSError(errno.ELOOP, "a loop of symbolic links", str(path)) from None
    if not target.parent.is_dir():
        raise FileNotFoundError(errno.ENOENT, "the folder the link points into is missing",
                                str(target.parent))
    return target


def special_mode(path: Path) -> str | None:
    """``path``'s file mode ("prw-r--r--") when it is there and no regular file (a FIFO, a
    device, a folder; asked of what a link points to, and never opened); None when it is a
    regular file or is not there (or cannot be asked: what opens it then says why)."""
    try:
        mode = path.stat().st_mode
    except OSError:
        return None
    return None if stat.S_ISREG(mode) else stat.filemode(mode)


def _special(path: Path) -> OSError | None:
    """Why ``path`` may not be written over: it is there and no regular file, which a
    rename would replace (as root, ``/dev/null`` itself); None otherwise."""
    mode = special_mode(path)
    if mode is None:
        return None
    return NotARegularFile(errno.EEXIST, f"not a regular file ({mode})", str(path))


def probe_write(folder: Path) -> OSError | None:
    """Whether a file can be written in ``folder``: None, or the error that says why not
    (``ENOSPC`` full, ``EROFS`` read-only, ``EACCES`` not allowed …); nothing is left."""
    try:
        with tempfile.TemporaryFile(dir=folder) as handle:
            handle.write(b"probe")
            handle.flush()
            os.fsync(handle.fileno())
    except OSError as error:
        return error
    return None


def _mode_of(path: Path) -> int:
    try:
        return stat.S_IMODE(path.stat().st_mode)
    except OSError:
        return 0o644


def _sync_folder(folder: Path) -> None:
    # The rename itself lives in the folder's entry table: fsync the folder so the
    # new name survives a power cut. Windows cannot open folders this way.
    if os.name != "posix":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def remove_stale_temporaries(path: Path) -> int:
    """Delete temporary files a killed ``write_atomic`` left next to ``path``.

    Returns:
        How many were removed. Only call this from the one process that writes ``path``.
    """
    removed = 0
    for stale in path.parent.glob(f".{path.name}.*{TEMP_SUFFIX}"):
        with contextlib.suppress(OSError):
            stale.unlink()
            removed += 1
    return removed


def _backup_name(path: Path) -> Path:
    """``<name>.<YYYYmmdd-HHMMSS>.bak`` beside ``path``, ``-1``, ``-2``... when taken."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    backup = path.with_name(f"{path.name}.{stamp}.bak")
    counter = 0
    while backup.exists():
        counter += 1
        backup = path.with_name(f"{path.name}.{stamp}-{counter}.bak")
    return backup


def keep_copy(path: Path, data: bytes | None = None) -> Path:
    """Copy ``path`` to a ``.bak`` beside it (``quarantine``'s name), for a file kept in
    use with a few values mended (the settings): ``data``, the bytes it held when first
    read (a line dropped since then is in the copy), or the file as it is now.

    Returns:
        The copy's path.

    Raises:
        OSError: the copy failed (nothing half-written is left).
    """
    backup = _backup_name(path)
    try:
        if data is None:
            shutil.copy2(path, backup)
        else:
            with open(backup, "xb") as handle:  # never over another file
                handle.write(data)
            shutil.copystat(path, backup)
    except OSError:
        backup.unlink(missing_ok=True)
        raise
    log.warning("kept a copy of %s as %s", path, backup.name)
    return backup


def quarantine(path: Path) -> Path:
    """Rename ``path`` to ``<name>.<YYYYmmdd-HHMMSS>.bak`` in the same folder.

    A second quarantine in the same second gets ``-1``, ``-2``... so no backup is
    ever overwritten.

    Returns:
        The backup's path.

    Raises:
        OSError: the rename failed (the file is then left where it was).
    """
    backup = _backup_name(path)
    os.replace(path, backup)
    log.warning("kept damaged file %s aside as %s", path, backup.name)
    return backup


def set_aside(problem: Problem) -> Problem:
    """``problem`` with its damaged file kept aside (``quarantine``); as it was when the
    rename fails (the file then stays where it was, and the log says why). A file that is
    no regular file (a FIFO, a device, a folder) is not damaged but no file of ours: it is
    left where it is (``Problem.left``), as it was never opened."""
    if problem.damage is Damage.NOT_A_FILE:
        log.warning("%s is not a regular file (%s): left where it is", problem.path,
                    problem.detail)
        return replace(problem, left=True)
    log.warning("%s is damaged: %s", problem.path, problem.detail)
    try:
        return replace(problem, backup=quarantine(problem.path))
    except OSError as failure:
        log.error("could not keep %s aside: %s", problem.path, failure)
        return problem

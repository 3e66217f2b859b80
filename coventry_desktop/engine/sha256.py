"""SHA-256 digests without OpenSSL (start-up, #25).

``hashlib`` loads OpenSSL's ``libcrypto`` for its SHA-256: about 2.5 ms and 3.8 MiB of a
start that checks or writes an autosave. CPython's own SHA-256 (``_sha2`` from 3.12,
``_sha256`` before) gives the same digest for a fraction of either; ``hashlib``'s is used
where the interpreter was built without it.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from functools import cache
from typing import Any


@cache
def _sha256() -> Callable[[bytes], Any]:
    for name in ("_sha2", "_sha256"):
        try:
            return importlib.import_module(name).sha256  # type: ignore[no-any-return]
        except (ImportError, AttributeError):
            continue
    import hashlib

    return hashlib.sha256


def sha256_hex(data: bytes) -> str:
    """The SHA-256 digest of ``data`` as 64 hexadecimal digits (``hashlib``'s)."""
    return str(_sha256()(data).hexdigest())

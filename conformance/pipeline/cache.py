"""Content-addressed cache of imported MLIR and compiled modules.

An entry is a folder named by the hash of everything that determines its
content (inputs, tool fingerprint, flags). It is built in a temporary folder and
renamed into place, so readers never see half an entry; a lock file makes
concurrent workers (pytest-xdist) build each entry once.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from filelock import FileLock

CACHE_ENV = "CONFORMANCE_CACHE"
DEFAULT_CACHE = ".conformance-cache"


def cache_root(path: str | os.PathLike[str] | None = None) -> Path:
    return Path(path or os.environ.get(CACHE_ENV) or DEFAULT_CACHE).resolve()


def content_key(*parts: object) -> str:
    h = hashlib.sha256()
    for p in parts:
        data = p if isinstance(p, bytes) else json.dumps(p, sort_keys=True, default=str).encode()
        h.update(len(data).to_bytes(8, "little"))
        h.update(data)
    return h.hexdigest()[:32]


@contextmanager
def _locked(path: Path) -> Iterator[None]:
    path.parent.mkdir(parents=True, exist_ok=True)
    with FileLock(str(path) + ".lock"):
        yield


def get_or_build(root: Path, kind: str, key: str, build: Callable[[Path], None]) -> tuple[Path, bool]:
    """The entry's folder, and whether it was already there (a hit).

    ``build(tmpdir)`` fills a fresh folder; if it raises, nothing is stored.
    """
    final = root / kind / key
    if final.is_dir():
        return final, True
    with _locked(final):
        if final.is_dir():  # another worker built it while we waited
            return final, True
        tmp = Path(tempfile.mkdtemp(prefix=f".{key}-", dir=final.parent))
        try:
            build(tmp)
            os.replace(tmp, final)
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
    return final, False

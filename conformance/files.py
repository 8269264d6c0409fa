"""Writing a file so that readers see the old one or the new one, never half of
one (the results of a run, a bundle's manifest, a corpus's cached catalog), and
a file's content hash, read once per process while the file is unchanged."""

from __future__ import annotations

import contextlib
import hashlib
import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

# File -> (size, mtime in ns, sha256) as last hashed by this process: a file is
# hashed again only when its size or mtime changed (a cache entry cut short or
# rewritten under a run), so each file is read once per process.
_HASHED: dict[str, tuple[int, int, str]] = {}


@contextlib.contextmanager
def atomic_file(path: Path, mode: str = "wb") -> Iterator[IO[Any]]:
    """A temporary file beside ``path``, which becomes ``path`` when the block ends without an
    error; on an error (or an interrupt) it is removed and ``path`` is left as it was."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}-", dir=path.parent)
    try:
        with os.fdopen(fd, mode) as f:
            yield f
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_atomic(path: Path, data: str | bytes) -> None:
    with atomic_file(path, "w" if isinstance(data, str) else "wb") as f:
        f.write(data)


def copy_atomic(source: Path, target: Path) -> None:
    """``source``'s bytes as ``target``: several workers copying the same content, the last one wins."""
    with atomic_file(target) as f, source.open("rb") as src:
        shutil.copyfileobj(src, f)


def file_digest(path: Path | str, st: os.stat_result | None = None) -> str:
    """The file's sha256, hex."""
    key = str(path)
    st = st or os.stat(key)
    known = _HASHED.get(key)
    if known is not None and known[0] == st.st_size and known[1] == st.st_mtime_ns:
        return known[2]
    with open(key, "rb") as f:
        digest = hashlib.file_digest(f, "sha256").hexdigest()
    _HASHED[key] = (st.st_size, st.st_mtime_ns, digest)
    return digest

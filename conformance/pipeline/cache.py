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
import re
import shutil
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from filelock import FileLock, Timeout

from conformance.files import file_digest
from conformance.pipeline import timing

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


class Busy(Exception):
    """Another process is building the entry now (asked not to wait)."""


@contextmanager
def _locked(path: Path, wait: bool) -> Iterator[None]:
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        lock = FileLock(str(path) + ".lock", timeout=-1 if wait else 0)
        lock.acquire()
    except Timeout:
        raise Busy(str(path)) from None
    try:
        yield
    finally:
        lock.release()


class IncompleteEntry(RuntimeError):
    """A build left its folder without what the entry must hold: a harness bug, never stored."""


def _whole(_: Path) -> bool:
    return True


def get_or_build(
    root: Path,
    kind: str,
    key: str,
    build: Callable[[Path], None],
    wait: bool = True,
    complete: Callable[[Path], bool] = _whole,
) -> tuple[Path, bool]:
    """The entry's folder, and whether it was already there (a hit).

    ``build(tmpdir)`` fills a fresh folder; if it raises, nothing is stored.
    ``wait=False``: raise :class:`Busy` instead of waiting while another
    process builds it, so the caller can do other work first.
    ``complete(folder)``: whether an entry holds all that its own record says
    it holds (a compile stored as passed holds its module). A stored entry that
    is not is rebuilt (an older harness stored it); a build that leaves one
    raises :class:`IncompleteEntry` and stores nothing.
    """
    final = root / kind / key
    with timing.stage("cache"):
        if final.is_dir() and _intact(final) and complete(final):
            return final, True
    with _locked(final, wait):
        if final.is_dir():
            if _intact(final) and complete(final):  # another worker built it while we waited
                return final, True
            shutil.rmtree(final)  # truncated, changed or incomplete since it was stored: rebuilt, never served
        _remove_temps(final.parent, key)  # left by a build that was killed: the lock says no one builds it now
        tmp = Path(tempfile.mkdtemp(prefix=f".{key}-", dir=final.parent))
        try:
            build(tmp)
            if not complete(tmp):
                raise IncompleteEntry(f"{kind} entry {key}: built without what its record says it holds")
            seal(tmp)
            os.replace(tmp, final)
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
    return final, False


MANIFEST = ".sha256.json"  # every file of an entry and its hash, written with the entry


def _digests(folder: Path) -> dict[str, str]:
    """Every file under ``folder`` (by relative name) and its hash. os.scandir,
    not pathlib: this runs for every cache lookup of every cell."""
    out: dict[str, str] = {}
    root = str(folder)
    stack = [root]
    while stack:
        with os.scandir(stack.pop()) as entries:
            for e in entries:
                if e.is_dir(follow_symlinks=False):
                    stack.append(e.path)
                elif e.is_file() and e.name != MANIFEST:
                    out[e.path[len(root) + 1 :]] = file_digest(e.path, e.stat())
    return out


def seal(folder: Path) -> None:
    """Record the hashes of an entry's files, as stored."""
    (folder / MANIFEST).write_text(json.dumps(_digests(folder), sort_keys=True))


_MANIFESTS: dict[Path, tuple[int, int, dict[str, str]]] = {}


def _manifest(folder: Path) -> dict[str, str]:
    path = folder / MANIFEST
    st = path.stat()
    known = _MANIFESTS.get(path)
    if known is None or known[:2] != (st.st_size, st.st_mtime_ns):
        known = (st.st_size, st.st_mtime_ns, json.loads(path.read_text()))
        _MANIFESTS[path] = known
    return known[2]


def _intact(folder: Path) -> bool:
    """The entry holds exactly the files it was stored with (a cache restored
    from elsewhere, or a disk that filled up, may have cut one short)."""
    try:
        return _manifest(folder) == _digests(folder)
    except (OSError, ValueError):
        return False


_TEMP = re.compile(r"^\.([0-9a-f]{32})-")


def _remove_temps(folder: Path, key: str) -> None:
    for t in folder.glob(f".{key}-*"):
        shutil.rmtree(t, ignore_errors=True)


def remove_stale_temps(root: Path) -> int:
    """Remove the temporary folders of builds that were killed (a run that was
    cancelled). A temp folder whose entry's lock is free belongs to no live
    build; one whose lock is held (a concurrent run) is left alone."""
    removed = 0
    for kind in root.iterdir() if root.is_dir() else ():
        if not kind.is_dir():
            continue
        for key in sorted({m.group(1) for t in kind.iterdir() if (m := _TEMP.match(t.name))}):
            lock = FileLock(str(kind / key) + ".lock", timeout=0)
            try:
                with lock:
                    before = len(list(kind.glob(f".{key}-*")))
                    _remove_temps(kind, key)
                    removed += before
            except Timeout:
                continue
    return removed

"""Compilers by version, each installed once: a release's ``iree-base-compiler``
and ``iree-base-runtime`` go into a folder of the cache (``pip install
--target``), which later runs reuse and ``--iree-tools`` takes as it is.

Where the versions come from (a :class:`Source`): the package index (releases),
another index or a folder of wheels (``--index``, ``--find-links``: nightlies),
or folders of built tools named by version (``--tools-root ROOT``, ``ROOT/<version>/``).
Only the native tools run; the Python interpreter, torch and the importer stay those
of the run, so every version compiles the same imported programs.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from conformance.results.versions import version_key

COMPILER, RUNTIME = "iree-base-compiler", "iree-base-runtime"
DONE = ".installed"  # written last: a folder without it is a cut-off install, made again


@dataclass(frozen=True)
class Source:
    index: str | None = None  # a package index URL instead of the default one
    find_links: str | None = None  # a folder (or page) of wheels
    tools_root: Path | None = None  # folders of built tools by version
    pre: bool = False  # nightlies: pre-release versions count

    def pip_options(self) -> list[str]:
        out = ["--index-url", self.index] if self.index else []
        out += ["--find-links", self.find_links] if self.find_links else []
        return out + (["--pre"] if self.pre or self.index or self.find_links else [])


class InstallError(RuntimeError):
    """One line: why a version cannot be had."""


def available(source: Source, package: str = COMPILER) -> list[str]:
    """The versions the source offers, oldest first."""
    if source.tools_root is not None:
        if not source.tools_root.is_dir():
            raise InstallError(f"--tools-root: {source.tools_root} is not a folder")
        return sorted((p.name for p in source.tools_root.iterdir() if p.is_dir()), key=version_key)
    argv = [sys.executable, "-m", "pip", "index", "versions", package, *source.pip_options()]
    out = subprocess.run(argv, capture_output=True, text=True, timeout=300)
    m = re.search(r"^Available versions:\s*(.+)$", out.stdout, re.MULTILINE)
    if out.returncode != 0 or not m:
        raise InstallError(f"cannot list the versions of {package}: {_last_line(out.stderr or out.stdout)}")
    return sorted((v.strip() for v in m.group(1).split(",")), key=version_key)


def runtime_for(version: str, runtimes: list[str]) -> str | None:
    """The runtime that goes with a compiler: the same version, else the newest
    one of its major.minor not newer than it (compiler 3.7.1 shipped with runtime 3.7.0)."""
    if version in runtimes:
        return version
    key = version_key(version)
    if key[0] != 0:  # no version number to compare
        return None
    mates = [r for r in runtimes if version_key(r)[0] == 0 and version_key(r)[1].release[:2] == key[1].release[:2]]
    return max((r for r in mates if version_key(r) <= key), key=version_key, default=None)


def install(version: str, runtime: str | None, source: Source, cache: Path) -> Path:
    """The folder of ``version``'s tools (``--iree-tools`` takes it), installed now unless it is there."""
    if source.tools_root is not None:
        folder = source.tools_root / version
        if not (folder / "iree-compile").exists():
            raise InstallError(f"{folder}: no iree-compile in this folder")
        return folder
    dest = cache / "releases" / version
    if (dest / DONE).exists():
        return dest
    if runtime is None:
        raise InstallError(f"{RUNTIME} has no release to go with {COMPILER} {version}")
    tmp = dest.with_name(f"{version}.tmp-{os.getpid()}")
    shutil.rmtree(tmp, ignore_errors=True)
    argv = [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--target", str(tmp)]
    argv += [f"{COMPILER}=={version}", f"{RUNTIME}=={runtime}", *source.pip_options()]
    out = subprocess.run(argv, capture_output=True, text=True, timeout=1800)
    if out.returncode != 0:
        shutil.rmtree(tmp, ignore_errors=True)
        raise InstallError(f"cannot install {COMPILER} {version}: {_last_line(out.stderr or out.stdout)}")
    (tmp / DONE).write_text(f"{COMPILER}=={version}\n{RUNTIME}=={runtime}\n")
    shutil.rmtree(dest, ignore_errors=True)  # a cut-off install of an earlier run
    tmp.rename(dest)
    return dest


def _last_line(text: str) -> str:
    lines = [line.strip() for line in text.splitlines() if line.strip() and not line.startswith("WARNING")]
    return lines[-1] if lines else "no output"

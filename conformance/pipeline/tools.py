"""The compiler under test: which ``iree-compile`` / ``iree-run-module`` to use,
their versions, and running them out of process with a timeout.

By default the native tools inside the installed ``iree-base-compiler`` and
``iree-base-runtime`` packages are used (the console scripts on PATH are Python
wrappers: slower to start, and killing one on a timeout orphans the native
tool). ``--iree-tools DIR`` or ``CONFORMANCE_IREE_TOOLS=DIR`` points at a folder
of built tools instead, e.g. a compiler PR's build, or at a folder the two
packages were installed into (``pip install --target``: a release of
``nox -s releases``). Wheels from a PR's build are installed into the
session's virtualenv by the noxfile instead.
"""

from __future__ import annotations

import contextlib
import ctypes
import functools
import importlib.metadata
import importlib.util
import os
import re
import shutil
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

TOOLS_ENV = "CONFORMANCE_IREE_TOOLS"
# Where torch (the reference) is installed from: its CPU build; PyPI's is the CUDA one, several GB.
TORCH_INDEX = os.environ.get("CONFORMANCE_TORCH_INDEX", "https://download.pytorch.org/whl/cpu")


class ToolsError(RuntimeError):
    """The requested tools cannot be found."""


@dataclass(frozen=True)
class ToolSet:
    compile: Path
    run_module: Path
    from_package: bool = False  # the tools inside installed iree-base-* packages
    release: str | None = None  # that package's version ("3.12.0"), or the name a run gives them
    package: str | None = None  # the iree-base-compiler version the tools came from (None: built tools)
    # The runtime this interpreter imports (iree.runtime) is these tools' own:
    # only then may its binding run modules in place of iree-run-module.
    imported_runtime: bool = False

    @property
    def label(self) -> str:
        """The compiler's name on the version axis: its release, else the version it reports."""
        return self.release or self.compiler_version

    @property
    def compiler_version(self) -> str:
        return version_of(self.compile)

    @property
    def runtime_version(self) -> str:
        return version_of(self.run_module)

    @property
    def fingerprint(self) -> str:
        """Identifies the compiler for cache keys. A released package is its
        version (with the commit); a folder of built tools adds the binary's
        size and mtime, since a rebuild may keep the version string. Restored
        caches on other machines still hit for released packages."""
        if self.from_package:
            return f"{self.compiler_version}|package"
        st = self.compile.stat()
        return f"{self.compiler_version}|{self.compile.resolve()}|{st.st_size}|{st.st_mtime_ns}"


def _package_dir(module: str) -> Path | None:
    spec = importlib.util.find_spec(module)
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations)))


def find_tools(tools_dir: str | os.PathLike[str] | None = None) -> ToolSet:
    """The tools from ``tools_dir`` (or $CONFORMANCE_IREE_TOOLS), else from the installed packages."""
    tools_dir = tools_dir or os.environ.get(TOOLS_ENV) or None
    if tools_dir:
        d = Path(tools_dir).absolute()  # a repro's commands.sh runs them from its own folder
        if (d / "iree" / "compiler").is_dir():
            return _packaged(d / "iree" / "compiler", d / "iree" / "_runtime_libs", d)
        compile_, run = d / "iree-compile", d / "iree-run-module"
        for tool in (compile_, run):
            if not os.access(tool, os.X_OK):
                raise ToolsError(f"{TOOLS_ENV}/--iree-tools: {tool} is not an executable")
        return ToolSet(compile_, run)
    compiler_pkg = _package_dir("iree.compiler")
    runtime_pkg = _package_dir("iree._runtime_libs")
    if compiler_pkg is None or runtime_pkg is None:
        raise ToolsError("iree-base-compiler and iree-base-runtime are not installed (or pass --iree-tools DIR)")
    return _packaged(compiler_pkg, runtime_pkg, None)


def _packaged(compiler_pkg: Path, runtime_pkg: Path, target: str | os.PathLike[str] | None) -> ToolSet:
    """The native tools of the iree-base-* packages: installed in this
    interpreter (``target`` None), or into the folder ``target``."""
    compile_ = compiler_pkg / "_mlir_libs" / "iree-compile"
    run = runtime_pkg / "iree-run-module"
    for tool in (compile_, run):
        if not tool.exists():
            where = f"{TOOLS_ENV}/--iree-tools: {target}" if target else "installed IREE package"
            raise ToolsError(f"{where} has no native tool at {tool}")
    if target is None:
        release = package_version("iree-base-compiler")
    else:  # pip names the record of what it installed there <dist>-<version>.dist-info
        stamps = sorted(Path(target).glob("iree_base_compiler-*.dist-info"))
        release = stamps[0].name.removesuffix(".dist-info").split("-", 1)[1] if stamps else None
    return ToolSet(compile_, run, from_package=True, release=release, package=release, imported_runtime=target is None)


@functools.cache
def version_of(tool: Path) -> str:
    # iree-run-module has no --version; the runtime package records its own
    # version in a version.py beside the tools.
    stamp = tool.parent / "version.py"
    if stamp.is_file():
        text = stamp.read_text()
        v, rev = re.search(r'VERSION = "([^"]+)"', text), re.search(r'"IREE": "(\w+)"', text)
        if v:
            return v.group(1) + (f" @ {rev.group(1)[:12]}" if rev else "")
    try:
        out = run_tool([str(tool), "--version"], timeout=10)
    except OSError as e:
        return f"unknown ({e})"
    m = re.search(r"version\s+(\S+)(?:\s+@\s+(\w+))?", out.stdout + out.stderr)
    if out.returncode != 0 or not m:
        return "unknown"
    return m.group(1) + (f" @ {m.group(2)[:12]}" if m.group(2) else "")


@functools.cache  # reads the installed metadata: slow, and it does not change under a run
def package_version(dist: str) -> str | None:
    try:
        return importlib.metadata.version(dist)
    except importlib.metadata.PackageNotFoundError:
        return None


def pinned_version(dist: str) -> str | None:
    """The version this project pins ``dist`` to (``dist==X`` in its requirements), if it does."""
    try:
        requires = importlib.metadata.requires("iree-conformance") or []
    except importlib.metadata.PackageNotFoundError:
        return None
    for line in requires:
        m = re.match(rf"{re.escape(dist)}\s*==\s*([^\s;,]+)", line)
        if m:
            return m.group(1)
    return None


def tool_versions(tools: ToolSet) -> dict[str, str | None]:
    """Versions recorded in every result: those of the tools actually used."""
    return {
        "iree-compile": tools.compiler_version,
        "iree-run-module": tools.runtime_version,
        "iree-base-compiler": tools.package,  # of the tools that ran, not of what is installed beside them
        "torch": package_version("torch"),
        "onnx": package_version("onnx"),
    }


@functools.cache
def known_flags(compile_: Path) -> frozenset[str] | None:
    """The flags this iree-compile accepts (its ``--help-list-hidden``), or None
    when it cannot say: a release older than a flag the harness passes must not
    be judged by that flag."""
    try:
        out = run_tool([str(compile_), "--help-list-hidden"], timeout=60)
    except OSError:
        return None
    names = frozenset(re.findall(r"^\s+(--[A-Za-z0-9][\w.-]*)", out.stdout, re.MULTILINE))
    return names if out.returncode == 0 and "--iree-hal-target-backends" in names else None


def devices_now(run_module: Path) -> tuple[str, ...]:
    """Driver names that have at least one device here now, e.g. ('local-task', 'vulkan'): asked
    each time (a device can disappear mid-run)."""
    try:
        out = subprocess.run([str(run_module), "--list_devices"], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return ()
    return tuple(sorted({line.split("://")[0].strip() for line in out.stdout.splitlines() if "://" in line}))


@functools.cache
def available_devices(run_module: Path) -> tuple[str, ...]:
    """``devices_now``, asked once per process (a run's start)."""
    return devices_now(run_module)


@dataclass(frozen=True)
class ToolRun:
    argv: tuple[str, ...]
    returncode: int | None  # None on timeout
    stdout: str
    stderr: str
    seconds: float
    timed_out: bool

    @property
    def signal_name(self) -> str | None:
        """The signal that ended the tool, if one did."""
        if self.returncode is not None and self.returncode < 0:
            try:
                return signal.Signals(-self.returncode).name
            except ValueError:
                return f"signal {-self.returncode}"
        return None


@functools.cache
def _setpriv() -> str | None:
    return shutil.which("setpriv") if sys.platform.startswith("linux") else None


def die_with_parent(argv: list[str]) -> tuple[list[str], Callable[[], None] | None]:
    """The command line, and what the child runs before exec, so that Linux
    SIGKILLs the tool when the harness dies (a cancelled CI job kills the
    harness; in its own session the compiler would otherwise run on, with no
    timeout). util-linux's ``setpriv --pdeathsig`` sets it and execs the tool:
    the spawn stays a vfork. Without setpriv, a ``prctl`` in ``preexec_fn`` does
    the same, at the price of a full fork of the harness's process."""
    if not sys.platform.startswith("linux"):
        return argv, None
    setpriv = _setpriv()
    if setpriv:
        return [setpriv, "--pdeathsig", "KILL", "--", *argv], None
    libc = ctypes.CDLL(None, use_errno=True)
    parent = os.getpid()

    def preexec() -> None:
        libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
        if os.getppid() != parent:  # the harness died before prctl took effect
            os.kill(os.getpid(), signal.SIGKILL)

    return argv, preexec


_PR_SET_PDEATHSIG = 1


# The tools running now, from any thread: an interrupted run ends them (they
# live in sessions of their own, so a SIGINT to the harness never reaches them).
_running: set[subprocess.Popen[str]] = set()
_running_lock = threading.Lock()
_ended = False  # set by end_running_tools: a tool that starts from then on is ended as it starts


def end_running_tools() -> int:
    """SIGKILL every tool this process is running now (their whole groups), and each one another
    thread starts until ``resume_tools``: a tool whose start raced the interrupt is ended too; how
    many were running."""
    global _ended
    with _running_lock:
        _ended = True
        procs = list(_running)
    for proc in procs:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
    return len(procs)


def resume_tools() -> None:
    """Tools may run again (after ``end_running_tools``, once the threads that ran them are done)."""
    global _ended
    with _running_lock:
        _ended = False


def run_tool(argv: list[str], timeout: float, cwd: Path | None = None, env: Mapping[str, str] | None = None) -> ToolRun:
    """Run a tool in its own process group; on timeout the whole group is killed,
    so no child is left behind; when the harness dies, the tool dies with it.
    ``env``: the environment, when not this process's."""
    start = time.perf_counter()
    command, preexec = die_with_parent(argv)
    proc = subprocess.Popen(
        command,
        cwd=cwd,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        errors="replace",
        start_new_session=True,
        preexec_fn=preexec,
    )
    with _running_lock:
        _running.add(proc)
        ended = _ended
    if ended:  # started as the run was being ended: it ends now, never waited for
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
    try:
        out, err = proc.communicate(timeout=timeout)
        timed_out = False
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        out, err = proc.communicate()
        timed_out = True
    finally:
        with _running_lock:
            _running.discard(proc)
    return ToolRun(
        argv=tuple(argv),
        returncode=None if timed_out else proc.returncode,
        stdout=out,
        stderr=err,
        seconds=time.perf_counter() - start,
        timed_out=timed_out,
    )

"""The run phase of a run bundle: ``python -m conformance run-bundle DIR``.

Needs this package, numpy and iree-base-runtime only. Each compiled cell's
module runs on the device with ``iree-run-module`` (as an all-in-one run
reports wrong numbers) and is judged by the same compare stage and oracle;
its verdict comes from the expectations the bundle carries. Every blob is
checked against its hash first: a missing or altered one makes that cell an
`error` naming it, never the compiler's failure, and the other cells run. A
device that disappears leaves the cells not yet run `error` ("device lost").
An interrupt (SIGINT from CI's ``timeout``, SIGTERM) keeps every finished cell
and makes the others `error: interrupted`. The results folder is marked in
progress until its grid is written, and marked refused by a refused run, so an
earlier run's grid never passes for this one's.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import signal
import sys
import tempfile
import threading
from collections.abc import Mapping
from concurrent.futures import ThreadPoolExecutor, wait
from pathlib import Path
from typing import Any

import numpy as np

from conformance.bundle import BLOBS, CELLS, FORMAT, MANIFEST
from conformance.cell import CellResult, Status
from conformance.expectations.match import (
    Expectation,
    ExpectationError,
    expectation_for,
    judge,
    load_expectations,
)
from conformance.files import file_digest
from conformance.grid import build_grid, write_grid
from conformance.pipeline.compare import CaseRules, Oracle, compare_outputs
from conformance.pipeline.execute import run_module
from conformance.pipeline.tools import ToolSet, devices_now, end_running_tools, resume_tools, version_of
from conformance.results import folder
from conformance.results.junit import write_junit
from conformance.results.schema import NotACellError, from_record

INTERRUPTED = "error: interrupted"
_INTERRUPTED_WHY = "run-bundle was interrupted (SIGINT or SIGTERM) before this cell finished"


class Refused(Exception):
    """The bundle cannot be run here: one line, exit 2."""


class BadBlob(Exception):
    """A blob of one cell is missing or not what the manifest's hash says."""


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("run-bundle", help="run a run bundle's modules with the runtime only (see: run-bundle --help)")
    p.add_argument("bundle", type=Path, help="the folder a compile-phase run (--bundle DIR) wrote")
    p.add_argument("--results", type=Path, default=Path("results"), help="folder for junit-<backend>.xml and grid.*")
    p.add_argument("--backend", help="refuse a bundle built for another backend")
    p.add_argument("--device", help="the runtime device (default: the bundle's, e.g. local-task, vulkan, cuda)")
    p.add_argument("-n", "--workers", type=int, default=0, help="cells run at once (default: the bundle's workers)")
    p.add_argument("--iree-tools", help="folder holding iree-run-module (default: the installed iree-base-runtime)")
    p.add_argument("--run-timeout", type=float, default=120.0, help="seconds per module run")
    p.add_argument("--xpass-ok", action="store_true", help="exit 0 on xpass cells (a candidate that fixes bugs)")
    p.set_defaults(fn=cmd_run_bundle)


def cmd_run_bundle(args: argparse.Namespace) -> int:
    junit: Path | None = None
    try:
        manifest = read_manifest(args.bundle, args.backend)
        junit = args.results / f"junit-{manifest['backend']}.xml"
        blobs = blob_store(args.bundle, manifest)
        runtime = find_runtime(args.iree_tools)
        check_runtime(manifest, runtime)
        device = args.device or str(manifest["device"])
        if not device_present(runtime, device):
            raise Refused(f"no {device} device here (iree-run-module --list_devices)")
        expectations = _expectations(args.bundle, manifest)
        try:
            folder.start_run(args.results, str(manifest["backend"]), junit, None)
        except OSError as e:
            raise Refused(f"--results: cannot write to {args.results}: {e.strerror or e}") from None
    except Refused as e:
        print(f"run-bundle: {e}", file=sys.stderr)
        folder.refuse_run(args.results, junit, f"run-bundle: {e}")
        return 2
    tools = ToolSet(compile=Path("iree-compile"), run_module=runtime)  # the run phase has no compiler
    workers = args.workers or _workers(manifest.get("workers"))
    phase = RunPhase(args.bundle, blobs, tools, device, args.run_timeout, expectations)
    entries = [args.bundle / CELLS / name for name in manifest["cells"]]
    results, interrupted = _run_all(phase, entries, max(workers, 1))
    for line in phase.unreadable:
        print(f"run-bundle: {line}", file=sys.stderr)
    versions = {**manifest["tools"], "iree-run-module": tools.runtime_version}
    run = {"backend": manifest["backend"], "target": manifest.get("target"), "skip_run": None}
    run["bundle"] = str(args.bundle)
    grid = build_grid(results, versions, run=run, selection=None)
    write_junit(results, junit, versions, "conformance-run-bundle")
    paths = write_grid(grid, args.results)
    folder.finish_run(args.results)
    counts = ", ".join(f"{k} {v}" for k, v in grid["summary"]["status"].items())
    print(f"run-bundle: {len(results)} cells ({counts}); grid: {paths[2]}")
    if interrupted:
        print(f"run-bundle: interrupted: {interrupted} cells not run are `error: interrupted`", file=sys.stderr)
        return 130
    print("run-bundle: with the compile phase's results (its compile failures), one grid: python -m conformance grid")
    return 1 if any(r.verdict.blocks(args.xpass_ok) for r in results) or phase.unreadable else 0


def _run_all(phase: RunPhase, entries: list[Path], workers: int) -> tuple[list[CellResult], int]:
    """Every entry's result, in the bundle's order, and how many were cut off by an interrupt.
    SIGINT (CI's ``timeout`` on a hang) or SIGTERM (a cancelled job) keeps every cell that
    finished; the cells in flight and those not started are `error: interrupted`.

    The signals only set a flag that the main thread polls: an exception raised into it at any
    instruction could land between a lock's acquire and its release (in the futures' own
    bookkeeping), and a worker waiting on that lock would hold the run past its interrupt."""
    stop: list[int] = []
    pool = ThreadPoolExecutor(max_workers=workers)
    futures = [pool.submit(phase.cell, e) for e in entries]
    in_main = threading.current_thread() is threading.main_thread()
    previous = {s: signal.signal(s, lambda signum, frame: stop.append(signum)) for s in STOPS} if in_main else {}
    try:
        pending = set(futures)
        while pending and not stop:
            _, pending = wait(pending, timeout=0.2)
        if stop:
            phase.interrupted = True  # read by each cell after its run: a killed tool is no result
            pool.shutdown(wait=False, cancel_futures=True)
            end_running_tools()
    finally:
        pool.shutdown(wait=True)
        resume_tools()
        for s, handler in previous.items():
            signal.signal(s, handler)
    results: list[CellResult] = []
    cut = 0
    for entry, future in zip(entries, futures, strict=True):
        r = future.result() if not future.cancelled() else phase.not_run(entry)
        if r is not None:
            results.append(r)
            cut += r.signature == INTERRUPTED
    return results, cut


STOPS = (signal.SIGINT, signal.SIGTERM)


def _workers(given: object) -> int:
    """The profile's worker count as the bundle recorded it ("auto": one a core)."""
    return int(str(given)) if str(given).isdigit() else os.cpu_count() or 1


def read_manifest(bundle: Path, backend: str | None) -> dict[str, Any]:
    path = bundle / MANIFEST
    try:
        manifest = json.loads(path.read_text())
    except FileNotFoundError:
        raise Refused(f"{path}: no manifest: not a run bundle, or its compile phase did not finish") from None
    except (OSError, ValueError) as e:
        raise Refused(f"{path}: unreadable: {e}") from None
    cells = manifest.get("cells") if isinstance(manifest, dict) else None
    if not isinstance(manifest, dict) or manifest.get("format") != FORMAT or not isinstance(cells, list):
        raise Refused(f"{path}: not a run bundle of format {FORMAT}")
    if backend and manifest.get("backend") != backend:
        raise Refused(f"{bundle} is a bundle for {manifest.get('backend')}, not {backend}")
    return manifest


def blob_store(bundle: Path, manifest: Mapping[str, Any]) -> Path:
    """Where the bundle's blobs are: its own ``blobs/``, or a store it shares with
    bundles beside it (``manifest["blobs"]``, relative: ``pack.share_blobs``)."""
    rel = manifest.get("blobs", BLOBS)
    if not isinstance(rel, str) or Path(rel).is_absolute():
        raise Refused(f"{bundle / MANIFEST}: blobs: not a relative path: {rel!r}")
    store = bundle / rel
    if not store.is_dir():
        raise Refused(f"{bundle / MANIFEST}: its blob store {store} is missing")
    return store


def find_runtime(tools_dir: str | None) -> Path:
    """iree-run-module: in ``tools_dir``, else the installed iree-base-runtime's."""
    if tools_dir:
        tool = Path(tools_dir).absolute() / "iree-run-module"
        if not os.access(tool, os.X_OK):
            raise Refused(f"--iree-tools: no iree-run-module in {tools_dir}")
        return tool
    import importlib.util

    spec = importlib.util.find_spec("iree._runtime_libs")
    if spec is None or not spec.submodule_search_locations:
        raise Refused("iree-base-runtime is not installed: pip install iree-base-runtime (the bundle's version)")
    return Path(next(iter(spec.submodule_search_locations))) / "iree-run-module"


def check_runtime(manifest: Mapping[str, Any], runtime: Path) -> None:
    """The runtime must be the one the bundle's modules were built for (IREE's module format moves between releases)."""
    built = (manifest.get("tools") or {}).get("iree-run-module")
    here = version_of(runtime)
    if built and here != built:
        raise Refused(f"the bundle was built for iree-run-module {built}; this runtime is {here}")


def device_present(runtime: Path, device: str) -> bool:
    """Asked each time (a device can disappear mid-run): its driver lists a device."""
    return device.split("://")[0] in devices_now(runtime)


def _expectations(bundle: Path, manifest: Mapping[str, Any]) -> dict[str, list[Expectation]]:
    out = {}
    for corpus, rel in (manifest.get("expectations") or {}).items():
        try:
            out[corpus] = load_expectations(bundle / rel)
        except ExpectationError as e:
            raise Refused(str(e)) from None
    return out


class RunPhase:
    """Runs a bundle's cells (from several threads) and judges them."""

    def __init__(
        self,
        bundle: Path,
        blobs: Path,
        tools: ToolSet,
        device: str,
        timeout: float,
        expectations: dict[str, list[Expectation]],
    ) -> None:
        self.bundle, self.blobs, self.tools, self.device, self.timeout = bundle, blobs, tools, device, timeout
        self.expectations = expectations
        self.unreadable: list[str] = []
        self.lost = False
        self.interrupted = False
        self._checked: dict[str, bool] = {}
        self._lock = threading.Lock()

    def _entry(self, path: Path) -> tuple[CellResult, dict] | None:
        try:
            entry = json.loads(path.read_text())
            result = from_record(entry["record"])
        except (OSError, ValueError, KeyError, TypeError, NotACellError) as e:
            self.unreadable.append(f"{path}: not a cell entry: {e}")
            return None
        run = entry.get("run")
        if not isinstance(run, dict):
            self.unreadable.append(f"{path}: not a cell entry: nothing to run")
            return None
        return result, run

    def not_run(self, path: Path) -> CellResult | None:
        """A cell an interrupt kept from running."""
        read = self._entry(path)
        return self._interrupted(read[0]) if read else None

    def _interrupted(self, r: CellResult) -> CellResult:
        """Cut off by an interrupt: the harness's `error`, never the compiler's."""
        return self._judged(r, Status.ERROR, "run", INTERRUPTED, _INTERRUPTED_WHY)

    def cell(self, path: Path) -> CellResult | None:
        read = self._entry(path)
        if read is None:
            return None
        result, run = read
        if self.interrupted:
            return self._interrupted(result)
        if self.lost:
            return self._judged(result, Status.ERROR, "run", "error: device lost", "the device disappeared mid-run")
        try:
            status, signature, message, seconds = self._run(run)
        except BadBlob as e:
            return self._judged(result, Status.ERROR, "run", f"error: bundle: {e}", str(e))
        if self.interrupted:  # its tool was ended by the interrupt, or ran on past it
            return self._interrupted(result)
        if status not in (Status.PASS, Status.MISMATCH) and not device_present(self.tools.run_module, self.device):
            self.lost = True
            return self._judged(result, Status.ERROR, "run", "error: device lost", message)
        durations = {**result.durations, "run": round(seconds, 4)}
        return self._judged(dataclasses.replace(result, durations=durations), status, "run", signature, message)

    def _run(self, run: dict) -> tuple[Status, str | None, str, float]:
        module = self._blob(run["module"], "module")
        inputs = [self._blob(h, f"input {i}") for i, h in enumerate(run["inputs"])]
        expected = [self._blob(h, f"reference {i}") for i, h in enumerate(run["expected"])]
        oracles = [self._oracle(o, i) for i, o in enumerate(run.get("oracles") or [])]
        with tempfile.TemporaryDirectory(prefix="run-bundle-") as tmp:
            ran = run_module(
                self.tools, self.device, module, inputs, len(expected), Path(tmp), self.timeout, run["function"]
            )
            if ran.status is not Status.PASS:
                return ran.status, ran.signature, ran.message, ran.seconds
            signature, message = compare_outputs(CaseRules(**run["rules"]), ran.outputs, expected, oracles)
        if signature:
            return Status.MISMATCH, signature, message, ran.seconds
        return Status.PASS, None, "", ran.seconds

    def _oracle(self, o: dict | None, i: int) -> Oracle | None:
        if not o:
            return None
        kinds = [k for k in ("reference", "sensitivity", "spread") if k in o]
        arrays = {k: np.load(self._blob(o[k], f"oracle {i} {k}")) for k in kinds}
        return Oracle(arrays["reference"], arrays.get("sensitivity"), o.get("precision", ""), arrays.get("spread"))

    def _blob(self, name: str, what: str) -> Path:
        path = self.blobs / name
        with self._lock:
            known = self._checked.get(name)
        if known is None:
            known = path.is_file() and file_digest(path) == path.name.split(".")[0]
            with self._lock:
                self._checked[name] = known
        if not known:
            why = "missing" if not path.is_file() else "does not match its hash (altered or truncated)"
            raise BadBlob(f"{what} {name[:12]}: {why}")
        return path

    def _judged(self, r: CellResult, status: Status, stage: str, signature: str | None, message: str) -> CellResult:
        """The measured cell against the expectation the bundle carries (as a run judges it)."""
        exp = expectation_for(r.cell, self.expectations.get(r.corpus, []))
        verdict, changed = judge(exp, status, signature, stage=stage)
        return dataclasses.replace(
            r,
            status=status,
            stage=stage,
            signature=signature,
            message=f"{changed}\n{message}".strip() if changed else message,
            verdict=verdict,
            expected=exp.status if exp else Status.PASS,
            reason=exp.reason if exp else "",
        )

"""``nox -s bisect -- CELL_ID --good VERSION --bad VERSION [--index URL | --find-links DIR | --tools-root DIR]``:
the first version at which a cell fails, by binary search over the versions
between a good one and a bad one.

Each version tested is one harness run of that cell alone, with its signature
recorded: a cell that fails differently at different versions says so, and is
never collapsed into pass/fail. A version that cannot judge the cell (it cannot
be installed, the cell is `skip` or `error` there) is left out of the search,
as ``git bisect skip`` does, and the answer says between which versions it lies.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path

from conformance.axes import DIMS_VARIANTS, OPT_LEVELS, base_dims, parse_cell_id
from conformance.cell import Status
from conformance.releases.install import RUNTIME, InstallError, Source, available, install, runtime_for
from conformance.releases.matrix import add_source_options, install_root, source_of
from conformance.releases.run import outcome, results_of, run_version
from conformance.wrapped import refuse

NO_TESTS = 5  # pytest's exit when it selected nothing


class Refused(Exception):
    """One line: the request is wrong (exit 2)."""


class NothingToSearch(Refused):
    """One line: --good fails or --bad passes (exit 1); the search did not start."""


@dataclass(frozen=True)
class Tested:
    version: str
    status: str  # the cell's status, or "untested" when the version could not judge it
    signature: str | None
    seconds: float

    @property
    def verdict(self) -> str:
        if self.status == Status.PASS:
            return "good"
        return "bad" if self.status not in ("untested", Status.SKIP, Status.ERROR) else "untested"

    @property
    def line(self) -> str:
        what = self.status if self.signature is None or self.status == Status.PASS else self.signature
        return f"{self.version}: {self.verdict}: {what} ({self.seconds:.0f} s)"


class Search:
    """The state of one bisect: the versions in range and what each tested one did."""

    def __init__(self, args: argparse.Namespace, versions: list[str], runtimes: list[str], out: Path) -> None:
        self.args, self.versions, self.runtimes, self.out = args, versions, runtimes, out
        self.tested: dict[str, Tested] = {}
        case, backend, opt, dims = parse_cell_id(args.cell)
        self.pytest_args = [f"--backend={backend}", f"--opt={opt}", f"--dims={dims}", f"--corpus={args.corpus}", "-q"]
        # The full tier holds every case: the cell is found whichever tier it is in.
        self.pytest_args += ["--tier=full", "--no-analysis", f"--cases-from={self._names(case)}"]
        self.pytest_args += [f"--cache-dir={args.cache_dir}"] if args.cache_dir else []
        self.pytest_args += [f"--corpus-dir={args.corpus_dir}"] if args.corpus_dir else []

    def _names(self, case: str) -> Path:
        path = self.out / "case.txt"
        path.write_text(case + "\n")
        return path

    def test(self, version: str) -> Tested:
        if version in self.tested:
            return self.tested[version]
        start = time.perf_counter()
        try:
            tools = install(version, runtime_for(version, self.runtimes), source_of(self.args), install_root(self.args))
        except InstallError as e:
            return self._record(Tested(version, "untested", str(e), time.perf_counter() - start))
        run = run_version(version, tools, self.out, self.pytest_args, quiet=True)
        got = outcome(results_of(run), self.args.cell) if run.ran else None
        if got is None and run.returncode in (0, 1, NO_TESTS):
            raise Refused(f"no such cell: {self.args.cell} (not declared by the {self.args.corpus} corpus)")
        status, signature = got if got else ("untested", f"the harness run did not finish: {run.tail}")
        return self._record(Tested(version, str(status), signature, time.perf_counter() - start))

    def _record(self, t: Tested) -> Tested:
        self.tested[t.version] = t
        print(f"bisect: {t.line}", flush=True)
        return t

    def run(self) -> dict:
        good, bad = self.test(self.args.good), self.test(self.args.bad)
        if good.verdict != "good":
            raise NothingToSearch(f"--good {good.version} does not pass: {good.line}; nothing to search")
        if bad.verdict != "bad":
            raise NothingToSearch(f"--bad {bad.version} does not fail: {bad.line}; nothing to search")
        lo, hi = 0, len(self.versions) - 1
        pending = list(range(lo + 1, hi))
        while pending:
            mid = pending[len(pending) // 2]
            verdict = self.test(self.versions[mid]).verdict
            if verdict == "good":
                lo = mid
            elif verdict == "bad":
                hi = mid
            pending = [i for i in pending if lo < i < hi and self.tested.get(self.versions[i]) is None]
        return self._answer(lo, hi)

    def _answer(self, lo: int, hi: int) -> dict:
        bads = [t for t in self.tested.values() if t.verdict == "bad"]
        failures = sorted({t.signature or t.status for t in bads})
        return {
            "cell": self.args.cell,
            "good": self.args.good,
            "bad": self.args.bad,
            "last_good": self.versions[lo],
            "first_bad": self.versions[hi],
            "untested_between": self.versions[lo + 1 : hi],
            "fails_differently": len(failures) > 1,
            "failures": failures,
            "versions_in_range": len(self.versions),
            "tested": [asdict(t) | {"verdict": t.verdict} for t in self.tested.values()],
        }


def _versions_between(args: argparse.Namespace, offered: list[str]) -> list[str]:
    for flag, v in (("--good", args.good), ("--bad", args.bad)):
        if v not in offered:
            raise Refused(f"{flag} {v}: not a version the source offers ({', '.join(offered[-5:])}, ...)")
    lo, hi = offered.index(args.good), offered.index(args.bad)
    if lo >= hi:
        raise Refused(f"--good {args.good} is not older than --bad {args.bad}")
    return offered[lo : hi + 1]


def _check_cell(cell: str) -> None:
    from conformance.profiles import load_profiles

    try:
        _, backend, opt, dims = parse_cell_id(cell)
    except ValueError as e:
        raise Refused(str(e)) from None
    if backend not in load_profiles():
        raise Refused(f"{cell}: no backend profile {backend!r}")
    if opt not in OPT_LEVELS or base_dims(dims) not in DIMS_VARIANTS:
        raise Refused(f"{cell}: no such opt level or dims variant")


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="bisect", description=__doc__)
    p.add_argument("cell", metavar="CELL_ID", help="e.g. 'topk_indices_only[llvm-cpu|O2|dynamic]'")
    p.add_argument("--good", required=True, help="a version where the cell passes")
    p.add_argument("--bad", required=True, help="a later version where it fails")
    p.add_argument("--corpus", default="builtin", help="the corpus of the case (default builtin)")
    p.add_argument("--corpus-dir", type=Path, help="corpus of the case (default: the built-in one)")
    p.add_argument("--out", type=Path, default=Path("results/bisect"), help="default results/bisect")
    add_source_options(p)
    refuse("bisect", argv)
    args = p.parse_args(argv)
    start = time.perf_counter()
    try:
        _check_cell(args.cell)
        source: Source = source_of(args)
        versions = _versions_between(args, available(source))
        runtimes = [] if source.tools_root else available(source, RUNTIME)
        args.out.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(dir=args.out) as runs:
            answer = Search(args, versions, runtimes, Path(runs)).run()
    except (Refused, InstallError) as e:
        print(f"bisect: {e}", file=sys.stderr)
        return 1 if isinstance(e, NothingToSearch) else 2
    answer["wall_s"] = round(time.perf_counter() - start, 1)
    (args.out / "bisect.json").write_text(json.dumps(answer, indent=1) + "\n")
    _report(answer)
    return 0


def _report(a: dict) -> None:
    where = f"first bad version: {a['first_bad']} (last good: {a['last_good']})"
    if a["untested_between"]:
        where = f"first bad version: one of {', '.join(a['untested_between'])}, {a['first_bad']} (untested between)"
    print(f"bisect: {a['cell']}: {where}")
    if a["fails_differently"]:
        print("bisect: it fails differently at different versions: " + " | ".join(a["failures"]))
    tested = len(a["tested"])
    print(f"bisect: {tested} of {a['versions_in_range']} versions tested in {a['wall_s']:.0f} s; bisect.json written")

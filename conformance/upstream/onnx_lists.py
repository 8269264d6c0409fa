"""IREE's ONNX op suite keeps its expected failures per configuration
(``tests/external/iree-test-suites/onnx_ops/onnx_ops_cpu_llvm_sync_O2.json``
in IREE: ``expected_compile_failures``, ``expected_run_failures``,
``skip_compile_tests``, ``skip_run_tests``, each a list of test paths like
``onnx/node/generated/test_abs``). From an onnx-node grid, for one backend
and opt level (static dims, as IREE's suite runs them):

- ``export``: such a configuration, the cells' own outcomes as its lists;
- ``compare``: against one of IREE's files, test by test: both fail, IREE's
  list expects a failure that passes here (stale), IREE's list expects a pass
  and the cell fails here (a failure IREE's list misses), and the tests only
  one side has;
- ``args``: the conformance session that runs one of IREE's files' flags
  (its backend, target, opt level, device and other compile flags), so a
  grid to compare with it is one command away.

``python -m conformance iree-lists export|compare|args`` (``add_parser``).
"""

from __future__ import annotations

import argparse
import json
import shlex
import sys
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from conformance.cell import CellResult, Status
from conformance.profiles import OPT_FLAG, Profile

PREFIX = "onnx/node/generated/"
LISTS = ("expected_compile_failures", "expected_run_failures", "skip_compile_tests", "skip_run_tests")
# The statuses that fail IREE's compile step (its test compiles the imported
# module) and those that fail its run step (it runs and compares).
COMPILE_FAILS = (Status.FAIL_IMPORT, Status.FAIL_COMPILE)
RUN_FAILS = (Status.FAIL_RUN, Status.MISMATCH)


def outcome(r: CellResult, compile_only: bool = False) -> str:
    """``pass``, ``compile`` or ``run`` (the step that fails), or ``skip``. ``compile_only``: a run where
    no device ran the modules (a GPU target's compile side): a module that compiled passes IREE's compile
    step, and the run step is not measured."""
    if r.status is Status.PASS:
        return "pass"
    if r.status in COMPILE_FAILS or (r.status in (Status.CRASH, Status.TIMEOUT) and r.stage != "run"):
        return "compile"
    if compile_only:
        return "pass" if r.status is Status.SKIP and r.stage == "run" else "skip"
    if r.status in RUN_FAILS or r.status in (Status.CRASH, Status.TIMEOUT):
        return "run"
    return "skip"  # not measured here (skip, error): IREE's list is not told either way


def cells_of(results: Iterable[CellResult], backend: str, opt: str) -> dict[str, CellResult]:
    """Test path -> the onnx-node cell of that backend and opt level, static dims."""
    return {
        PREFIX + r.cell.case: r
        for r in results
        if r.corpus == "onnx-node" and r.cell.backend == backend and r.cell.opt == opt and r.cell.dims == "static"
    }


def export(cells: Mapping[str, CellResult], name: str, compile_flags: list[str], run_flags: list[str]) -> dict:
    """IREE's configuration with the cells' outcomes as its lists (sorted, as IREE keeps them)."""
    by = {kind: sorted(t for t, r in cells.items() if outcome(r) == kind) for kind in ("compile", "run", "skip")}
    return {
        "config_name": name,
        "iree_compile_flags": compile_flags,
        "iree_run_module_flags": run_flags,
        "skip_compile_tests": by["skip"],
        "skip_run_tests": [],
        "expected_compile_failures": by["compile"],
        "expected_run_failures": by["run"],
    }


@dataclass
class Comparison:
    both_fail: list[tuple[str, str, str]] = field(default_factory=list)  # test, IREE's, here (the step)
    stale: list[tuple[str, str]] = field(default_factory=list)  # test, IREE's expected failure: it passes here
    missed: list[tuple[str, str, str]] = field(default_factory=list)  # test, step, signature: IREE expects a pass
    only_iree: list[str] = field(default_factory=list)  # named by IREE's lists (or its suite), no cell here
    only_here: list[str] = field(default_factory=list)  # a cell here, no test in IREE's suite (when it is given)
    skipped: list[str] = field(default_factory=list)  # skipped by IREE, or not measured here
    both_pass: int = 0


def read_config(path: Path) -> dict[str, list[str]]:
    """IREE's configuration file: its lists. Raises ValueError naming the file and the bad key."""
    try:
        data = json.loads(path.read_text())
    except (OSError, ValueError) as e:
        raise ValueError(f"{path}: not an IREE test-suite configuration: {e}") from None
    if not isinstance(data, dict):
        raise ValueError(f"{path}: not an IREE test-suite configuration: a JSON {type(data).__name__}")
    for key in LISTS:
        value = data.get(key, [])
        if not isinstance(value, list) or not all(isinstance(t, str) for t in value):
            raise ValueError(f"{path}: '{key}' is not a list of test paths")
    return {key: list(data.get(key, [])) for key in LISTS}


# The device names IREE's configurations give --iree-hal-target-device, as a profile's device names them.
DEVICE_ALIASES = {"local": "local-task"}
# Newer spellings of a profile's target flag.
TARGET_ALIASES = {"--iree-hip-target": "--iree-rocm-target"}


def session_args(compile_flags: list[str], run_flags: list[str], profiles: Mapping[str, Profile]) -> list[str]:
    """The conformance session and its arguments that compile and run as IREE's configuration does
    (onnx-node, static dims, every case): ``conformance-<backend>``, then ``--opt``, ``--target``,
    ``--device`` and the remaining compile flags as ``--compile-flag``. Raises ValueError naming
    the flag this harness cannot take."""
    backend, rest = _backend(compile_flags, profiles)
    profile = profiles[backend]
    args = [f"conformance-{backend}", "--", "--corpus", "onnx-node", "--tier", "full", "--dims", "static"]
    for flag in rest:
        name, _, value = flag.partition("=")
        if name == OPT_FLAG:
            args += ["--opt", value]
        elif TARGET_ALIASES.get(name, name) == profile.target_flag:
            args += ["--target", value]
        else:
            args.append(f"--compile-flag={flag}")
    for flag in run_flags:
        name, _, value = flag.partition("=")
        if name != "--device" or not value:
            raise ValueError(f"run flag {flag!r}: the harness takes --device alone of iree-run-module's flags")
        args += ["--device", value]
    return args


def _backend(flags: list[str], profiles: Mapping[str, Profile]) -> tuple[str, list[str]]:
    """The profile the configuration's target device (or HAL backend) flag names, and the other flags."""
    for i, flag in enumerate(flags):
        name, _, value = flag.partition("=")
        if name == "--iree-hal-target-device":
            found = [p.name for p in profiles.values() if p.device == DEVICE_ALIASES.get(value, value)]
        elif name == "--iree-hal-target-backends":
            found = [p.name for p in profiles.values() if flag in p.compile_flags]
        else:
            continue
        if len(found) != 1:
            raise ValueError(f"compile flag {flag!r}: no backend profile here targets it")
        return found[0], flags[:i] + flags[i + 1 :]
    raise ValueError("no --iree-hal-target-device or --iree-hal-target-backends flag: which backend is it for?")


def compare(
    config: Mapping[str, list[str]],
    cells: Mapping[str, CellResult],
    suite: set[str] | None = None,
    compile_only: bool = False,
) -> Comparison:
    """``suite``: the tests IREE's suite holds (its ``onnx/node/generated`` folders),
    where known: a test not in it is one only this side has, not a pass IREE expects.
    ``compile_only``: the compile step alone (no device here): a module that compiled passes it,
    and a test IREE expects to fail at run (or skips at run) is one it expects to compile."""
    expected = {t: "compile" for t in config["expected_compile_failures"]}
    skipped = set(config["skip_compile_tests"])
    if not compile_only:
        expected |= {t: "run" for t in config["expected_run_failures"]}
        skipped |= set(config["skip_run_tests"])

    def step(r: CellResult) -> str:
        return outcome(r, compile_only)

    out = Comparison()
    for test in sorted(set(expected) | set(cells) | (suite or set())):
        r = cells.get(test)
        if suite is not None and test not in suite and test not in expected:
            out.only_here.append(test)
        elif test in skipped or (r is not None and step(r) == "skip"):
            out.skipped.append(test)
        elif r is None:
            out.only_iree.append(test)
        elif test in expected and step(r) == "pass":
            out.stale.append((test, expected[test]))
        elif test in expected:
            out.both_fail.append((test, expected[test], step(r)))
        elif step(r) != "pass":
            out.missed.append((test, step(r), r.signature or str(r.status)))
        else:
            out.both_pass += 1
    return out


def render(c: Comparison, cells: Mapping[str, CellResult]) -> str:
    """The disagreement table (markdown): one row per test where the two lists differ."""
    agree, differ = c.both_pass + len(c.both_fail), len(c.stale) + len(c.missed)
    lines = [
        f"{len(cells)} tests here, {len(c.only_here)} of them only here; of the others, {agree} agree "
        f"({c.both_pass} pass, {len(c.both_fail)} fail in both), {differ} differ ({len(c.stale)} stale in "
        f"IREE's list, {len(c.missed)} failing here that IREE's list expects to pass), {len(c.skipped)} "
        f"skipped by either, {len(c.only_iree)} named by IREE with no cell here.",
        "",
        "| test | IREE's list | here | cell |",
        "|---|---|---|---|",
    ]
    for test, step in c.stale:
        lines.append(f"| {test} | expected {step} failure | pass (stale) | `{cells[test].cell.id}` |")
    for test, step, signature in c.missed:
        lines.append(f"| {test} | pass | {step} failure: `{signature[:120]}` | `{cells[test].cell.id}` |")
    for test, theirs, here in c.both_fail:
        if theirs != here:
            lines.append(f"| {test} | expected {theirs} failure | {here} failure | `{cells[test].cell.id}` |")
    for test in c.only_iree:
        lines.append(f"| {test} | named | no cell |  |")
    return "\n".join(lines) + "\n"


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("iree-lists", help="IREE's ONNX op suite expected-failure lists: export, compare, args")
    how = p.add_subparsers(dest="how", required=True)
    a = how.add_parser("args", help="the nox session and arguments that run an IREE configuration's flags")
    a.add_argument("config", type=Path, help="IREE's configuration file, e.g. onnx_ops_gpu_hip_rdna3_O3.json")
    e = how.add_parser("export", help="an IREE configuration (JSON) from an onnx-node grid")
    c = how.add_parser("compare", help="an IREE configuration against an onnx-node grid: the disagreements")
    for q in (e, c):
        q.add_argument("grid", type=Path, help="grid.json or JUnit files / folders of an onnx-node run")
        q.add_argument("--backend", default="llvm-cpu")
        q.add_argument("--opt", default="O2")
    e.add_argument("--name", default="cpu_llvm_sync", help="config_name")
    e.add_argument("--compile-flag", action="append", default=[], help="an iree_compile_flags entry (repeat)")
    e.add_argument("--run-flag", action="append", default=[], help="an iree_run_module_flags entry (repeat)")
    e.add_argument("-o", "--output", type=Path, help="the file to write (default: stdout)")
    c.add_argument("config", type=Path, help="IREE's configuration file, e.g. onnx_ops_cpu_llvm_sync_O2.json")
    c.add_argument(
        "--suite", type=Path, help="IREE's suite: its onnx_ops/onnx/node/generated folder, or a file of test paths"
    )
    c.add_argument(
        "--compile-only",
        action="store_true",
        help="the grid compiled with no device to run (a GPU target here): compare the compile step alone",
    )
    p.set_defaults(fn=cmd_iree_lists)


def cmd_iree_lists(args: argparse.Namespace) -> int:
    from conformance.results.merge import merge

    if args.how == "args":
        return _print_session(args.config)

    merged = merge([args.grid])
    for e in merged.errors:
        print(f"iree-lists: {e['error']}", file=sys.stderr)
    cells = cells_of(merged.results, args.backend, args.opt)
    if merged.errors or not cells:
        if not cells:
            print(
                f"iree-lists: {args.grid}: no onnx-node cell of {args.backend} at {args.opt}, static", file=sys.stderr
            )
        return 2
    if args.how == "export":
        text = json.dumps(export(cells, args.name, args.compile_flag, args.run_flag), indent=2) + "\n"
        if args.output:
            args.output.write_text(text)
        else:
            sys.stdout.write(text)
        return 0
    try:
        config = read_config(args.config)
    except ValueError as e:
        print(f"iree-lists: {e}", file=sys.stderr)
        return 2
    suite = _suite(args.suite) if args.suite else None
    sys.stdout.write(render(compare(config, cells, suite, args.compile_only), cells))
    return 0


def _print_session(path: Path) -> int:
    from conformance.profiles import load_profiles

    try:
        data = json.loads(path.read_text())
        if not isinstance(data, dict):
            raise ValueError(f"a JSON {type(data).__name__}, not an object")
        compile_flags, run_flags = data.get("iree_compile_flags", []), data.get("iree_run_module_flags", [])
        if not all(isinstance(f, list) and all(isinstance(x, str) for x in f) for f in (compile_flags, run_flags)):
            raise ValueError("'iree_compile_flags' and 'iree_run_module_flags' must be lists of flags")
        profiles = load_profiles()
        args = session_args(compile_flags, run_flags, profiles)
    except (OSError, ValueError) as e:
        print(f"iree-lists: {path}: not a configuration this harness can run: {e}", file=sys.stderr)
        return 2
    print(shlex.join(["python3", "-m", "nox", "-s", *args]))
    if "--target" not in args:
        profile = profiles[args[0].removeprefix("conformance-")]
        print(
            f"iree-lists: note: {path} names no target, so IREE compiles for the compiler's default one; "
            f"the session compiles for the profile's ({profile.target}) unless --target names another",
            file=sys.stderr,
        )
    return 0


def _suite(path: Path) -> set[str]:
    """Test paths: the test folders of IREE's generated node tests, or a file listing them."""
    if path.is_dir():
        return {PREFIX + p.name for p in path.iterdir() if p.is_dir() and p.name.startswith("test_")}
    return {line.strip() for line in path.read_text().splitlines() if line.strip()}

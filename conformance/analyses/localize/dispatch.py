"""The first wrong dispatch: the cell's module and a reference build whose
numbers are right, both compiled with ``--iree-flow-trace-dispatch-tensors``
and run on the cell's inputs; their traced dispatches are aligned in the order
they ran, and the first one whose inputs agree and whose outputs differ is
named.

The reference build: for a GPU or Vulkan backend, llvm-cpu at the same opt
level and dims; for llvm-cpu, another dims variant at the same opt level (the
same passes; static last, as it forms the most different dispatches), else
the same dims at another opt level, nearest first. A candidate is taken only when its own outputs are right
and its dispatches align with the cell's: the same number of dispatches, each
with as many inputs and outputs. When none does, the reason is recorded.
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from conformance.analyses.common.bisect import Differs
from conformance.analyses.localize.trace import MAX_ELEMENTS, Dispatch, TraceError, parse_trace
from conformance.axes import OPT_LEVELS
from conformance.case import Case, Variant, variants
from conformance.cell import Status
from conformance.pipeline.compile import compile_module
from conformance.pipeline.execute import run_argv
from conformance.pipeline.imports import Imported, import_case
from conformance.pipeline.run_cell import RunConfig
from conformance.pipeline.tools import run_tool
from conformance.profiles import Profile, load_profiles
from conformance.signature import normalize, runtime_status

TRACE_FLAG = "--iree-flow-trace-dispatch-tensors"
MAX_REFERENCES = 2  # candidate reference builds tried, at most: each costs a compile and a traced run


class NoDispatch(Exception):
    """No dispatch could be named; the message says why."""


@dataclass(frozen=True)
class Traced:
    label: str  # e.g. "llvm-cpu O1 static"
    dispatches: list[Dispatch]
    outputs: list[np.ndarray]  # empty when the run failed
    vmfb: Path
    failed: str = ""  # the runtime's error when the run stopped; the trace holds what ran before


@dataclass(frozen=True)
class WrongDispatch:
    symbol: str  # e.g. main$async_dispatch_1_reduction_Dx4xD_f32
    export: str  # e.g. main$async_dispatch_1
    ordinal: int  # position among the dispatches that ran
    count: int  # dispatches that ran
    reference: str  # the reference build, and why that one
    max_abs: float | None
    inputs: tuple[np.ndarray, ...]  # the dispatch's inputs (equal in both builds)
    expected: tuple[np.ndarray, ...]  # the reference build's outputs
    actual: tuple[np.ndarray, ...]  # the cell build's outputs


@dataclass(frozen=True)
class Build:
    profile: Profile
    target: str
    opt: str
    variant: Variant
    why: str  # why this build is a reference

    @property
    def label(self) -> str:
        return f"{self.profile.name} {self.opt} {self.variant.name}"


def first_wrong_dispatch(
    case: Case,
    imported: Imported,
    variant: Variant,
    opt: str,
    cfg: RunConfig,
    differs: Differs,
    workdir: Path,
    timeout: float,
    sources: Path | None = None,
) -> WrongDispatch:
    """``imported``: the cell's program (its outcome's); ``sources``: where the
    cell build's executable sources are dumped."""
    cell = Build(cfg.profile, cfg.target, opt, variant, "the cell")
    expected = [np.load(p) for p in imported.expected()]
    mine = traced_run(case, imported, cell, cfg, workdir / "cell", timeout, sources)
    if not mine.failed and not any(differs(a, e)[0] for a, e in zip(mine.outputs, expected, strict=True)):
        raise NoDispatch("the build with dispatch tracing computes right values: nothing to compare")
    reasons = []
    for build in reference_builds(case, variant, opt, cfg)[:MAX_REFERENCES]:
        try:
            # Another dims variant is another program, which no outcome holds: imported (from the cache) here.
            ref_imported = imported if build.variant == variant else import_case(case, build.variant, cfg.cache_root)
            ref = traced_run(case, ref_imported, build, cfg, workdir / build.label.replace(" ", "-"), timeout)
        except NoDispatch as e:
            reasons.append(f"{build.label}: {e}")
            continue
        ref_expected = [np.load(p) for p in ref_imported.expected()]
        if ref.failed:
            reasons.append(f"{build.label} does not run ({ref.failed})")
            continue
        if any(differs(a, e)[0] for a, e in zip(ref.outputs, ref_expected, strict=True)):
            reasons.append(f"{build.label} is wrong too")
            continue
        problem = misaligned(mine, ref)
        if problem:
            reasons.append(f"{build.label}: {problem}")
            continue
        return compare(mine, ref, f"{build.label} ({build.why})", differs)
    raise NoDispatch("no reference build: " + "; ".join(_short(r) for r in reasons or ["no candidate"]))


def _short(reason: str, limit: int = 160) -> str:
    """One candidate's reason, short enough that several fit a triage row."""
    return reason if len(reason) <= limit else reason[: limit - 3].rstrip() + "..."


def reference_builds(case: Case, variant: Variant, opt: str, cfg: RunConfig) -> list[Build]:
    if cfg.profile.name != "llvm-cpu":
        cpu = load_profiles()["llvm-cpu"]
        return [Build(cpu, cpu.target, opt, variant, "llvm-cpu at the same opt level and dims")]
    # Other dims at the same opt level first (the same passes; static last, as
    # it forms the most different dispatches), then the same dims at other opt levels.
    others = sorted((v for v in variants(case) if v.name != variant.name), key=lambda v: v.name == "static")
    out = [Build(cfg.profile, cfg.target, opt, v, f"the {v.name} variant at the same opt level") for v in others]
    i = OPT_LEVELS.index(opt)
    for o in sorted((o for o in OPT_LEVELS if o != opt), key=lambda o: abs(OPT_LEVELS.index(o) - i)):
        out.append(Build(cfg.profile, cfg.target, o, variant, f"the same dims at {o}"))
    return out


def traced_run(
    case: Case,
    imported: Imported,
    build: Build,
    cfg: RunConfig,
    workdir: Path,
    timeout: float,
    sources: Path | None = None,
) -> Traced:
    """``imported``: the program of ``build``'s variant."""
    if not imported.ok:
        raise NoDispatch(f"it does not import: {imported.message}")
    flags = (*build.profile.flags(build.opt, build.target, case.compile_flags), TRACE_FLAG)
    workdir.mkdir(parents=True, exist_ok=True)
    if sources is not None:  # the dump is a side output: built here, outside the cache
        vmfb = workdir / "module.vmfb"
        dump = f"--iree-hal-dump-executable-sources-to={sources}"
        ran = run_tool([str(cfg.tools.compile), str(imported.mlir), *flags, dump, "-o", str(vmfb)], timeout)
        if ran.returncode != 0:
            raise NoDispatch(f"the traced build does not compile ({(ran.stderr.strip().splitlines() or ['?'])[-1]})")
    else:
        compiled = compile_module(imported.mlir, flags, cfg.tools, cfg.cache_root, timeout)
        if compiled.status is not Status.PASS or compiled.vmfb is None:
            raise NoDispatch(f"it does not compile ({compiled.signature})")
        vmfb = compiled.vmfb
    outputs = [workdir / f"output_{i}.npy" for i in range(len(imported.expected()))]
    argv = [
        *run_argv(cfg.tools, build.profile.device, vmfb, imported.inputs(), outputs, imported.function),
        f"--output_max_element_count={MAX_ELEMENTS}",
    ]
    ran = run_tool(argv, timeout)
    failed = "" if ran.returncode == 0 and all(p.exists() for p in outputs) else _run_error(ran.stderr, ran.returncode)
    try:
        dispatches = parse_trace(ran.stderr)
    except TraceError as e:
        raise NoDispatch(f"its trace cannot be read: {e}") from e
    return Traced(build.label, dispatches, [] if failed else [np.load(p) for p in outputs], vmfb, failed)


def _run_error(stderr: str, returncode: int | None) -> str:
    """The runtime's status line, e.g. ``module.c: OUT_OF_RANGE; attempted to access an address outside ...``."""
    status = runtime_status(stderr)
    return normalize(status) if status else f"exit {returncode}"


def misaligned(mine: Traced, ref: Traced) -> str | None:
    """Why two traces cannot be aligned one to one, or None when they can. A
    build that stopped at run aligns with the reference's first dispatches."""
    a, b = mine.dispatches, ref.dispatches
    if len(a) != len(b) and not (mine.failed and len(a) <= len(b)):
        return f"the builds form different dispatches ({len(a)} ran in the cell's build, {len(b)} in this one)"
    for i, (x, y) in enumerate(zip(a, b, strict=False)):
        if (len(x.inputs), len(x.outputs)) != (len(y.inputs), len(y.outputs)):
            return f"dispatch {i} ({x.symbol}) has other operands than {y.symbol}"
    return None


def compare(mine: Traced, ref: Traced, reference: str, differs: Differs) -> WrongDispatch:
    for i, (a, b) in enumerate(zip(mine.dispatches, ref.dispatches, strict=False)):
        out = [differs(x, y) for x, y in zip(a.outputs, b.outputs, strict=True)]
        if not any(kind for kind, _ in out):
            continue
        bad_in = [j for j, (x, y) in enumerate(zip(a.inputs, b.inputs, strict=True)) if differs(x, y)[0]]
        if bad_in:
            raise NoDispatch(
                f"{a.symbol} is the first dispatch with wrong outputs, but its input {bad_in[0]} differs too: "
                f"it was not computed by a traced dispatch (reference: {reference})"
            )
        errs = [m for kind, m in out if kind and m is not None]
        return WrongDispatch(
            a.symbol, a.export, i, len(mine.dispatches), reference, max(errs) if errs else None, a.inputs, b.outputs,
            a.outputs,
        )  # fmt: skip
    if mine.failed:
        raise NoDispatch(
            f"the cell's traced build stops at run after {len(mine.dispatches)} dispatches ({mine.failed}); "
            f"those agree with {reference}"
        )
    raise NoDispatch(
        f"every traced dispatch agrees with {reference}: the wrong values are made outside the dispatches "
        "(copies, transfers, sizes computed on the host)"
    )


def copy_source(sources: Path, export: str, dest: Path) -> Path | None:
    """The dumped executable source of one dispatch, e.g. module_main$async_dispatch_1.mlir."""
    found = sorted(sources.glob(f"*_{export}.mlir"))
    if not found:
        return None
    shutil.copy2(found[0], dest)
    return dest

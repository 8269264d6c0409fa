"""One cell, start to end: import (shared) -> compile -> run -> compare -> its outcome.
Nothing is written here: ``conformance.results.record`` writes a cell's files."""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from conformance.case import Case, Variant
from conformance.cell import Cell, Status
from conformance.pipeline import cache, timing
from conformance.pipeline.batch import batchable, compile_batch, function_name
from conformance.pipeline.compare import compare_outputs
from conformance.pipeline.compile import Compiled, compile_module, flags_refused
from conformance.pipeline.execute import Ran, run_module
from conformance.pipeline.imports import Imported, import_case
from conformance.pipeline.outcome import CellOutcome
from conformance.pipeline.run_state import RunState
from conformance.pipeline.sizes import Boundary, at_size, cell_dims, not_run
from conformance.pipeline.tools import ToolSet, known_flags
from conformance.profiles import Profile, for_compiler
from conformance.signature import normalize, with_mistyped_import


@dataclass(frozen=True)
class RunConfig:
    profile: Profile
    target: str
    tools: ToolSet
    cache_root: Path
    results_dir: Path
    compile_timeout: float = 300.0
    run_timeout: float = 120.0
    skip_run_reason: str | None = None  # set when this machine has no device for the backend
    # A long-lived runner's command line (see execute.default_runner); None: iree-run-module per run.
    runner: tuple[str, ...] | None = None
    # Keep a passing cell's outputs too, in results_dir/outputs/<cell>/ (differential checks read them).
    keep_outputs: bool = False
    # What the run holds while it runs (runners, timed-out batches, scratch); copies of this config share it.
    state: RunState = field(default_factory=RunState, compare=False, repr=False)

    @classmethod
    def for_backend(
        cls,
        profile: Profile,
        tools: ToolSet,
        results_dir: Path | str,
        cache_dir: Path | str | None = None,
        target: str | None = None,
        **settings: Any,
    ) -> RunConfig:
        """The one way a run's configuration is made: the target as the profile resolves it (the
        override, else its environment variable, else its default) and the cache root as the harness
        finds it (the folder given, else $CONFORMANCE_CACHE, else .conformance-cache)."""
        root, target = cache.cache_root(cache_dir), profile.resolved_target(target)
        return cls(profile, target, tools, root, Path(results_dir).resolve(), **settings)

    def cell_flags(self, opt: str, case: Case, *extra: str) -> tuple[tuple[str, ...], list[str]]:
        """A cell's compile flags as this compiler takes them, and the flags it
        lacks with no default of its own (profiles.for_compiler): the cell, its
        analyses and its repro compile with the same."""
        flags = (*self.profile.flags(opt, self.target, case.compile_flags), *extra)
        return for_compiler(flags, known_flags(self.tools.compile))


def run_cell(
    case: Case,
    variant: Variant,
    opt: str,
    cfg: RunConfig,
    batch: Sequence[tuple[Case, Variant]] = (),
    size: Boundary | None = None,
) -> CellOutcome:
    """``batch``: the cells (this one among them) whose modules compile together
    as one module; empty or one member compiles this cell alone. ``size``: a
    boundary cell, which runs the variant's module (the same compile) at that size."""
    return _CellRun(case, variant, opt, cfg, size).execute(batch)


@dataclass(frozen=True)
class RunEnd:
    """How a cell's run and compare ended."""

    status: Status
    stage: str
    signature: str | None = None
    message: str = ""
    outputs: tuple[Path, ...] = ()  # what the module produced: kept in a mismatch's repro, or with keep_outputs


@dataclass(frozen=True)
class InBatch:
    """This cell's function in a compiled batch module."""

    vmfb: Path
    function: str


class _CellRun:
    """One cell on its way through the stages: what it measured so far
    (seconds per stage, stages served from the cache) and its import."""

    imported: Imported  # set first thing in execute()

    def __init__(self, case: Case, variant: Variant, opt: str, cfg: RunConfig, size: Boundary | None = None) -> None:
        self.case, self.variant, self.opt, self.cfg, self.size = case, variant, opt, cfg, size
        self.cell = Cell(case.name, cfg.profile.name, opt, cell_dims(variant, size))
        self.durations: dict[str, float] = {"import": 0.0, "reference": 0.0}
        self.cached: list[str] = []
        self.flags, self.missing_flags = cfg.cell_flags(opt, case)
        self.member: InBatch | None = None  # the module and function the cell ran
        self.imported_for_me = False  # a batch mate's cell imported this one's case: no cache hit

    def execute(self, batch: Sequence[tuple[Case, Variant]]) -> CellOutcome:
        mates = self._import_mates(batch)
        imported = self.imported = mates.get(self._module) or self._import(self.case, self.variant)
        if imported.hit and not self.imported_for_me:
            self.cached.append("import")
        if not imported.ok:
            message = imported.message
            if self.size is not None:
                return self._not_run(imported.status, normalize(message), "import")
            return self._result(imported.status, "import", f"{imported.status}: {normalize(message)}", message)
        if self.missing_flags:
            return self._not_in_version(self.missing_flags)
        member = self._compile_in_batch([m.mlir for m in mates.values() if m.ok])
        if member is None:
            compiled = self._compile_alone()
            if compiled.status is not Status.PASS or compiled.vmfb is None:
                return self._failed_compile(compiled)
            member = InBatch(compiled.vmfb, imported.function)
        self.member = member
        if self.cfg.skip_run_reason:
            reason = self.cfg.skip_run_reason
            return self._result(Status.SKIP, "run", f"skip: {reason}", reason, flags=self.flags)
        if self.size is not None and not self._at_size():
            message = self.imported.message
            return self._result(Status.SKIP, "import", f"skip: {normalize(message)}", message)
        outcome = self._run_and_compare(member)
        if outcome.status is not Status.PASS and member.function != imported.function:
            # From a batch, a failure is confirmed on the cell's own module, so
            # what is reported is always what this cell does alone.
            compiled = self._compile_alone()
            if compiled.status is not Status.PASS or compiled.vmfb is None:
                return self._failed_compile(compiled)
            self.member = InBatch(compiled.vmfb, imported.function)
            outcome = self._run_and_compare(self.member)
        if outcome.status is not Status.PASS:
            o = outcome
            return self._result(o.status, o.stage, o.signature, o.message, flags=self.flags, outputs=o.outputs)
        return self._result(Status.PASS, "compare", None, outputs=outcome.outputs)

    def _import(self, case: Case, variant: Variant, wait: bool = True) -> Imported:
        imp = import_case(case, variant, self.cfg.cache_root, wait)
        self._charge_import(imp, own=(case.name, variant.name) == self._module)
        return imp

    def _charge_import(self, imp: Imported, own: bool) -> None:
        """This cell's import and reference seconds: what it built for itself, or what a batch
        mate's cell built for it in this process; what it built for a mate is owed to the mate."""
        spent = {"import": imp.seconds - imp.reference_seconds, "reference": imp.reference_seconds}
        state = self.cfg.state
        if not own:
            for stage, seconds in spent.items() if not imp.hit else ():
                state.owe(imp.folder, stage, seconds)
            return
        if imp.hit:
            claimed = {stage: state.claim(imp.folder, stage) for stage in spent}
            if all(v is None for v in claimed.values()):
                return  # built by an earlier run, or for another cell of this case: served from the cache
            self.imported_for_me = True
            spent = {stage: v or 0.0 for stage, v in claimed.items()}
        for stage, seconds in spent.items():
            self.durations[stage] += seconds

    @property
    def _module(self) -> tuple[str, str]:
        """This cell's module among its batch's: its case and dims variant."""
        return self.case.name, self.variant.name

    def _import_mates(self, batch: Sequence[tuple[Case, Variant]]) -> dict[tuple[str, str], Imported]:
        """(case, variant) -> import, for this cell and the batch mates that compile with it
        (one module is compiled with one set of flags: only mates with the same flags
        join). An import another worker is building now is left for last, so two
        workers on batches that share imports (other opt levels) split the work
        instead of one waiting on the other."""
        if len(batch) < 2:
            return {}
        flags = self.case.compile_flags
        todo = {(c.name, v.name): (c, v) for c, v in batch if c.compile_flags == flags}
        done: dict[tuple[str, str], Imported] = {}
        for wait in (False, True):
            for module, (c, v) in todo.items():
                if module not in done:
                    try:
                        done[module] = self._import(c, v, wait)
                    except cache.Busy:
                        continue
        return {module: done[module] for module in todo}

    def _compile_alone(self) -> Compiled:
        cfg = self.cfg
        c = compile_module(self.imported.mlir, self.flags, cfg.tools, cfg.cache_root, cfg.compile_timeout)
        self.durations["compile"] = self.durations.get("compile", 0.0) + (0.0 if c.hit else c.seconds)
        self.cached.extend(["compile"] if c.hit else [])
        return c

    def _flags_refused(self, c: Compiled) -> str | None:
        """Why the run's own flags (the backend's, its target) are refused on any module, when this
        compile failed with an error located in no module (an arch the compiler does not know): then
        every cell is the run's ``error`` with one signature naming them, never a wall of compile
        failures charged to the compiler. Asked once per process."""
        if c.status is not Status.FAIL_COMPILE or "<unknown>:0: error:" not in c.message:
            return None
        cfg = self.cfg
        flags, _ = for_compiler(cfg.profile.flags("O0", cfg.target), known_flags(cfg.tools.compile))
        return flags_refused(cfg.tools.compile, tuple(flags))

    def _not_in_version(self, flags: list[str]) -> CellOutcome:
        """A compiler older than a flag the cell is compiled with (a release
        before ``--iree-opt-level``): the harness's mismatch, never the compiler's failure."""
        names = ", ".join(flags)
        why = f"flag not in this version (iree-compile {self.cfg.tools.label}): {names}"
        return self._result(Status.SKIP, "compile", f"skip: flag not in this version: {names}", why, flags=self.flags)

    def _failed_compile(self, c: Compiled) -> CellOutcome:
        if refused := self._flags_refused(c):
            return self._result(Status.ERROR, "compile", f"error: {refused}", refused, flags=self.flags)
        signature = with_mistyped_import(c.signature, self._mistyped_cause(c))
        if self.size is not None:
            return self._not_run(c.status, signature, "compile")
        return self._result(c.status, "compile", signature, c.message, flags=self.flags)

    def _mistyped_cause(self, c: Compiled) -> str:
        """The value the importer typed as a scalar, when the module with it typed right does
        not fail as this one did: then the failure starts at import. "" otherwise."""
        mistyped = self.imported.mistyped()
        if mistyped is None:
            return ""
        what, typed = mistyped
        cfg = self.cfg
        right = compile_module(typed, self.flags, cfg.tools, cfg.cache_root, cfg.compile_timeout)
        if right.status in (Status.TIMEOUT, Status.ERROR):  # no answer from the compiler: nothing shown
            return ""
        return what if right.signature != c.signature else ""

    def _not_run(self, status: Status, signature: str | None, stage: str) -> CellOutcome:
        """A boundary cell whose variant's module failed: that cell reports it, once."""
        why = not_run(status, signature)
        return self._result(Status.SKIP, stage, f"skip: {why}", why, flags=self.flags if stage == "compile" else ())

    def _at_size(self) -> bool:
        """From here on, the boundary's inputs and references (the same module)."""
        assert self.size is not None
        imported = self.imported = at_size(self.case, self.variant, self.size, self.imported, self.cfg.cache_root)
        self._charge_import(imported, own=True)
        if not imported.hit:  # its references were built now: the stage was not served from the cache
            self.cached = [c for c in self.cached if c != "import"]
        return imported.ok

    def _compile_in_batch(self, mates: list[Path]) -> InBatch | None:
        """This cell's function in the module of its batch mates (their MLIR), or None to compile alone."""
        mates = batchable(mates)
        if self.imported.mlir not in mates or len(mates) < 2:
            return None
        cfg = self.cfg
        # One module's limit for the whole batch: a member that hangs (or grows without end) holds the batch
        # that long, not its size times that. On a timeout each member compiles alone with the full limit,
        # so no verdict depends on it; a batch of slow members that all pass only compiles them twice.
        b = compile_batch(mates, self.flags, cfg.tools, cfg.cache_root, cfg.compile_timeout, cfg.state.tried)
        own = self.imported.folder
        if not b.hit:  # each member is charged an equal share of the batch's compile
            share = b.seconds / len(mates)
            for mate in mates:
                if mate.parent != own:
                    cfg.state.owe(mate.parent, "compile", share, self.flags)
            self.durations["compile"] = share
        elif (claimed := cfg.state.claim(own, "compile", self.flags)) is not None:
            self.durations["compile"] = claimed  # built in this process by a mate's cell, for this one too
        else:
            self.durations["compile"] = 0.0
            self.cached.append("compile")
        name = function_name(self.imported.mlir)
        if b.status is not Status.PASS or b.vmfb is None or name not in b.members:
            return None
        return InBatch(b.vmfb, name)

    def _run_and_compare(self, member: InBatch) -> RunEnd:
        cfg, imported = self.cfg, self.imported
        expected = imported.expected()
        ran = run_function(cfg, member.vmfb, member.function, imported.inputs(), len(expected))
        self.durations["run"] = ran.seconds
        if ran.status is not Status.PASS:
            return RunEnd(ran.status, "run", ran.signature, ran.message)
        signature, message = self._compare(ran, expected)
        if signature and ran.by_runner:
            # Wrong numbers are reported as iree-run-module gives them: its outputs, its repro.
            ran = run_function(cfg, member.vmfb, member.function, imported.inputs(), len(expected), by_runner=False)
            self.durations["run"] += ran.seconds
            if ran.status is not Status.PASS:
                return RunEnd(ran.status, "run", ran.signature, ran.message)
            signature, message = self._compare(ran, expected)
        if signature:
            return RunEnd(Status.MISMATCH, "compare", signature, message, tuple(ran.outputs))
        return RunEnd(Status.PASS, "compare", outputs=tuple(ran.outputs))

    def _compare(self, ran: Ran, expected: list[Path]) -> tuple[str | None, str]:
        start = time.perf_counter()
        with timing.stage("compare"):
            found = compare_outputs(self.case, ran.outputs, expected, self.imported.oracles())
        self.durations["compare"] = time.perf_counter() - start
        return found

    def _result(
        self,
        status: Status,
        stage: str,
        signature: str | None,
        message: str = "",
        flags: tuple[str, ...] = (),
        outputs: Sequence[Path] = (),
    ) -> CellOutcome:
        member = self.member
        return CellOutcome(
            cell=self.cell,
            target=self.cfg.target,
            family=self.case.family,
            status=status,
            stage=stage,
            signature=signature,
            message=message,
            durations={k: round(v, 4) for k, v in self.durations.items()},
            cached=tuple(dict.fromkeys(self.cached)),
            imported=self.imported,
            flags=flags,
            vmfb=member.vmfb if member else None,
            function=member.function if member else "",
            outputs=tuple(outputs),
        )


def run_function(
    cfg: RunConfig, vmfb: Path, function: str, inputs: list[Path], n_outputs: int, by_runner: bool = True
) -> Ran:
    """Run ``function`` of ``vmfb`` on ``inputs`` (.npy) on the profile's device,
    through the configured runner (unless ``by_runner`` is False) or
    ``iree-run-module``: its outputs (.npy, in a folder the next run in this
    process reuses) or its failure."""
    runner = cfg.state.runner(cfg.runner) if by_runner and cfg.runner else None
    tools, device, timeout = cfg.tools, cfg.profile.device, cfg.run_timeout
    return run_module(tools, device, vmfb, inputs, n_outputs, cfg.state.scratch(), timeout, function, runner)

"""Batching: compile the modules of several cells as functions of ONE module.

Small compiles are dominated by a fixed cost per ``iree-compile`` invocation
(measured here: 12 one-op modules took 9.99 s one by one and 2.16 s as one
module). A batch holds cells of one backend, opt level and dims variant. It
is only a faster way to get the same answers: when the batch fails to compile,
and for any cell that does not pass from the batch, the harness compiles that
cell on its own and reports that, so a result is always its own cell's.
"""

from __future__ import annotations

import hashlib
import json
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from conformance.cell import Status
from conformance.pipeline import cache
from conformance.pipeline.classify import classify_tool_run
from conformance.pipeline.tools import ToolSet, run_tool


def function_name(mlir: Path) -> str:
    """A member's entry point in the batch module, named by its content."""
    return "f_" + hashlib.sha256(mlir.read_bytes()).hexdigest()[:16]


def merge_modules(mlirs: list[Path]) -> str:
    """One module holding each input module's ops; each entry function is
    renamed to its :func:`function_name`, its private symbols get that prefix."""
    from iree.compiler import ir

    ctx = ir.Context()
    with ctx, ir.Location.unknown():
        merged = ir.Module.create()
        for path in mlirs:
            module = ir.Module.parse(path.read_text(), ctx)
            name = function_name(path)
            ops = list(module.body.operations)
            public = [op for op in ops if "sym_visibility" not in op.attributes]
            if len(public) != 1:
                raise ValueError(f"{path}: expected one public function, found {len(public)}")
            for op in ops:
                old = ir.StringAttr(op.attributes["sym_name"]).value
                new = name if op is public[0] else f"{name}__{old}"
                ir.SymbolTable.replace_all_symbol_uses(old, new, module.operation)
                ir.SymbolTable.set_symbol_name(op, new)
            for op in ops:
                op.detach_from_parent()
                merged.body.append(op)
        return str(merged)


@dataclass(frozen=True)
class BatchCompiled:
    status: Status
    vmfb: Path | None
    seconds: float  # time inside iree-compile when the entry was built
    hit: bool
    size: int


def compile_batch(
    mlirs: list[Path], flags: tuple[str, ...], tools: ToolSet, cache_root: Path, timeout: float
) -> BatchCompiled:
    mlirs = sorted(set(mlirs), key=function_name)
    key = cache.content_key("batch/1", [function_name(p) for p in mlirs], tools.fingerprint, list(flags))
    timed_out = False

    def build(tmp: Path) -> None:
        nonlocal timed_out
        try:
            text = merge_modules(mlirs)
        except Exception as e:  # a module that cannot merge: fall back to singles
            (tmp / "meta.json").write_text(json.dumps({"status": "fail-compile", "seconds": 0.0, "why": str(e)}))
            return
        (tmp / "batch.mlir").write_text(text)
        run = run_tool([str(tools.compile), str(tmp / "batch.mlir"), *flags, "-o", str(tmp / "module.vmfb")], timeout)
        status, _, _ = classify_tool_run(run, Status.FAIL_COMPILE)
        if status is Status.TIMEOUT:
            timed_out = True
            raise TimeoutError
        (tmp / "meta.json").write_text(json.dumps({"status": str(status), "seconds": run.seconds}))

    try:
        folder, hit = cache.get_or_build(cache_root, "batch", key, build)
    except TimeoutError:
        return BatchCompiled(Status.TIMEOUT, None, timeout, False, len(mlirs))
    meta = json.loads((folder / "meta.json").read_text())
    status = Status(meta["status"])
    vmfb = folder / "module.vmfb" if status is Status.PASS else None
    return BatchCompiled(status, vmfb, meta["seconds"], hit, len(mlirs))


# --- which cells batch together -------------------------------------------------


def batch_of(cell_ids: Iterable[str], size: int) -> dict[str, str]:
    """Cell id -> batch id. Cells of one backend, opt and dims, in case order,
    are cut into runs of ``size``; the same ids always give the same batches,
    so every xdist worker and the scheduler agree."""
    groups: dict[tuple[str, str, str], list[tuple[str, str]]] = defaultdict(list)
    for cid in cell_ids:
        case, axes = cid[:-1].split("[", 1)
        backend, opt, dims = axes.split("|")
        groups[(backend, opt, dims)].append((case, cid))
    out = {}
    for (backend, opt, dims), members in groups.items():
        for i, (_, cid) in enumerate(sorted(members)):
            out[cid] = f"{backend}|{opt}|{dims}|{i // max(size, 1)}"
    return out

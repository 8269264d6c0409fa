"""A bug report ready to file with IREE, for one failing cell:
``python -m conformance report CELL [--results DIR] [--out FILE]``.

In the shape IREE's bug template asks for: what happened (expected against
got, in numbers for a wrong result), the reproducer (the MLIR inline when it
is short; the files to attach), the exact ``iree-compile`` and
``iree-run-module`` commands with plain flags and no harness paths, the
versions, the component, and the other cells of the grid that hit the same
signature. Written only when the repro folder's commands, run again here out
of the harness in a copy of the folder, end as the cell did; the report says
when that was, and with which tools. Otherwise nothing is written, and why
not is one line (exit 1).
"""

from __future__ import annotations

import argparse
import datetime as dt
import re
import shlex
import shutil
import sys
import tempfile
from collections import defaultdict
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from conformance.cell import Status
from conformance.pipeline.classify import classify_tool_run
from conformance.pipeline.tools import ToolRun, _version_of, run_tool
from conformance.reduce.compiler import failure_key
from conformance.results.document import read_grid_document
from conformance.results.folder import in_progress

INLINE_LINES = 60  # MLIR up to this many lines goes in the report; longer is attached
_PATH = re.compile(r"(?<![\w.:/])/(?:[^\s:/]+/)+([^\s:/]+)")  # a harness path: its file name is what a reader has
_TARGET = re.compile(r'target executable for backend #hal\.executable\.target<"([\w-]+)"')
TIMEOUT = 600.0
_UNLOCALIZED = re.compile(r"mismatch: output \d+ ")


class NoReport(Exception):
    """Why no report is written for the cell: one line."""


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("report", help="a bug report ready to file, for one failing cell (see: report --help)")
    p.add_argument("cell", help="the cell's id, as grid.json has it: case[backend|opt|dims]")
    p.add_argument("--results", type=Path, default=Path("results"), help="the run's results (grid.json, repro/)")
    p.add_argument("--out", type=Path, help="report.md's path, or a folder for it (default: the cell's repro folder)")
    p.set_defaults(fn=cmd_report)


def cmd_report(args: argparse.Namespace) -> int:
    try:
        grid = load_grid(args.results)
        cell, folder, checked = checked_cell(args.results, grid, args.cell)
    except NoReport as e:
        print(f"report: {args.cell}: {e}", file=sys.stderr)
        return 1
    out = args.out or folder / "report.md"
    if out.is_dir():  # a folder to put it in
        out = out / "report.md"
    try:
        out.write_text(render(cell, grid, folder, checked))
    except OSError as e:
        print(f"report: {args.cell}: cannot write {out}: {e.strerror or e}", file=sys.stderr)
        return 1
    print(f"report: {out}")
    return 0


def load_grid(results: Path) -> dict[str, Any]:
    """A run's grid.json (``results``: the folder, or the file), read as every command reads one:
    NoReport naming it when it is no grid.json of a schema this harness reads, or its run is not current."""
    if results.is_dir() and (why := in_progress(results)):
        raise NoReport(why)
    try:
        grid = read_grid_document(results / "grid.json" if results.is_dir() else results)
    except ValueError as e:
        raise NoReport(str(e)) from None
    if not all(isinstance(c, dict) for c in grid["cells"]):
        raise NoReport(f"{results}: not a grid.json of this harness: a cell that is not an object")
    return grid


def checked_cell(results: Path, grid: Mapping[str, Any], cell_id: str) -> tuple[dict[str, Any], Path, dict[str, str]]:
    """The failing cell of this run, its repro folder, and how its commands ended run again standalone."""
    cell = _cell(grid, cell_id)
    folder = _repro(results, cell)
    return cell, folder, recheck(folder, cell)


def _cell(grid: Mapping[str, Any], cell_id: str) -> dict[str, Any]:
    cell = next((c for c in grid.get("cells") or [] if c.get("id") == cell_id), None)
    if cell is None:
        raise NoReport("no such cell in the grid")
    if cell.get("status") in (Status.PASS, Status.SKIP, Status.ERROR):
        raise NoReport(f"it is `{cell.get('status')}`: nothing of the compiler's to report")
    return cell


def _repro(results: Path, cell: Mapping[str, Any]) -> Path:
    repro = cell.get("repro")
    if not repro:
        raise NoReport("it has no repro folder")
    for folder in (Path(repro), (results if results.is_dir() else results.parent) / "repro" / Path(repro).name):
        if (folder / "commands.sh").is_file():
            return folder
    raise NoReport(f"its repro folder {repro} holds no commands.sh")


def steps(folder: Path) -> list[list[str]]:
    """The command lines of the repro folder's commands.sh."""
    lines = (folder / "commands.sh").read_text().splitlines()
    return [shlex.split(line) for line in lines if line.strip() and not line.startswith(("#", "cd ", "set "))]


def recheck(folder: Path, cell: Mapping[str, Any]) -> dict[str, str]:
    """The commands run again, out of the harness, in a copy of the folder: how they ended,
    and with which tools. ``NoReport`` when they do not end as the cell did."""
    with tempfile.TemporaryDirectory(prefix="report-") as tmp:
        work = Path(tmp) / "repro"
        shutil.copytree(folder, work)
        for f in work.glob("output_*.npy"):
            f.unlink()
        runs, ended = _run(steps(work), work)
        status = str(cell["status"])
        if status == Status.MISMATCH:
            found = _wrong(work, ended)
        else:
            got = ended[1]
            if failure_key(got) != failure_key(cell.get("signature")):
                raise NoReport(f"run again standalone, it ends otherwise: {got or 'it passes'}")
            found = f"ends with the same signature: {got}"
    tools = {Path(r.argv[0]).name: _version_of(Path(r.argv[0])) for r in runs}
    when = dt.datetime.now(dt.UTC).strftime("%Y-%m-%d %H:%M UTC")
    named = (f"{k} {v}" if v and v != "unknown" else k for k, v in tools.items())  # a script may not say its version
    return {"when": when, "found": found, "tools": ", ".join(named)}


def _run(argvs: list[list[str]], cwd: Path) -> tuple[list[ToolRun], tuple[Status, str | None]]:
    """Each command in turn, up to the first that fails: the runs, and how they ended."""
    runs = []
    for argv in argvs:
        runs.append(run := run_tool(argv, TIMEOUT, cwd=cwd))
        failure = Status.FAIL_RUN if "run-module" in Path(argv[0]).name else Status.FAIL_COMPILE
        status, signature, _ = classify_tool_run(run, failure)
        if status is not Status.PASS:
            return runs, (status, signature)
    return runs, (Status.PASS, None)


def _wrong(work: Path, ended: tuple[Status, str | None]) -> str:
    """A wrong result again: the same outputs the harness judged wrong, and how far from the reference."""
    if ended[0] is not Status.PASS:
        raise NoReport(f"run again standalone, it does not run: {ended[1]}")
    worst, nonfinite, compared = [], 0, 0
    for got_path in sorted(work.glob("output_*.npy")):
        got = np.load(got_path)
        seen = work / f"actual_{got_path.name}"
        if seen.exists() and not np.array_equal(got, np.load(seen), equal_nan=True):
            raise NoReport(f"run again standalone, {got_path.name} differs from the outputs the harness judged")
        want_path = work / got_path.name.replace("output_", "expected_")
        want = np.load(want_path) if want_path.exists() else None
        if want is None or got.shape != want.shape or got.dtype.kind not in "fiub":
            continue
        compared += 1
        a, e = got.astype(np.float64), want.astype(np.float64)
        finite = np.isfinite(a) & np.isfinite(e)
        nonfinite += int(np.sum(~finite & ~((a == e) | (np.isnan(a) & np.isnan(e)))))
        if finite.any():
            worst.append(float(np.max(np.abs(a - e)[finite])))
    if not compared:
        raise NoReport("run again standalone, it leaves no outputs to compare")
    said = f"max abs error from the reference {max(worst):.4g}" if worst else "no finite value to compare"
    if nonfinite:
        said += f"; {nonfinite} NaN/Inf where the reference has another value"
    return f"gives the outputs the harness judged wrong again; {said}"


def attachments(folder: Path) -> list[Path]:
    """The files a reader needs: what the commands read, the reference outputs, the reducer's script."""
    wanted = ("*.mlir", "model.onnx", "input_*.npy", "expected_*.npy", "reduced.py")
    return sorted({p for pattern in wanted for p in folder.glob(pattern) if p.is_file()})


def plain(argv: list[str]) -> str:
    """A command as a reader types it: tools by name, files by their names in the folder."""
    return shlex.join([Path(argv[0]).name, *(a if a.startswith("-") else Path(a).name for a in argv[1:])])


def component(cell: Mapping[str, Any]) -> str:
    """Where in IREE the failure is, as far as the cell says."""
    signature = str(cell.get("signature") or "")
    culprit = cell.get("culprit") or {}
    if "iree-import-onnx" in signature:
        return "ONNX importer (iree-import-onnx)"
    if culprit.get("pass"):
        return f"compiler: {culprit['pass']}"
    if "failed to legalize operation 'torch." in signature:
        return "compiler: input conversion (torch-mlir, torch to linalg)"
    if m := _TARGET.search(str(cell.get("message") or "")):
        return f"compiler: {m.group(1)} code generation"
    if cell.get("status") == Status.MISMATCH:
        op = culprit.get("op")
        return "compiler: code generation (wrong result)" + (f", first wrong at {op}" if op else "")
    if cell.get("stage") == "run":
        return "runtime (iree-run-module)"
    return "compiler"


def others(grid: Mapping[str, Any], cell: Mapping[str, Any]) -> list[str]:
    """The grid's other cells with the same signature: per case and backend, its opt levels and dims.
    A wrong result no analysis localized says only which output differs: then the same case only."""
    key = failure_key(cell.get("signature"))
    generic = cell.get("status") == Status.MISMATCH and _UNLOCALIZED.match(str(cell.get("signature")))
    seen: dict[tuple[str, str], set[str]] = defaultdict(set)
    for c in grid.get("cells") or []:
        if generic and c.get("case") != cell.get("case"):
            continue
        if c.get("id") != cell.get("id") and c.get("signature") and failure_key(c["signature"]) == key:
            seen[(c["case"], c["backend"])].add(f"{c['opt']} {c['dims']}")
    return [f"{case} on {backend}: {', '.join(sorted(v))}" for (case, backend), v in sorted(seen.items())]


def render(
    cell: Mapping[str, Any],
    grid: Mapping[str, Any],
    folder: Path,
    checked: Mapping[str, str],
    title: str = "",
    known: Sequence[str] = (),
) -> str:
    """The report; ``title`` (a known bug's) heads it, else its component and signature; ``known``:
    paragraphs of what is known of it (its cause, its standalone script), said after what happened."""
    first = _PATH.sub(r"\1", str(cell.get("message") or "")).strip().splitlines()
    heading = f"{component(cell)}: {cell.get('signature')}"
    lines = [
        *([f"# {title}", "", f"**{heading}**"] if title else [f"# {heading}"]),
        "",
        "## What happened",
        "",
        f"`{cell['id']}`: expected `pass`, got `{cell['status']}` at the {cell.get('stage')} stage.",
    ]
    if first:
        lines += ["", "```", *first[:12], "```"]
    if known:
        lines += ["", "## What is known", ""]
        for paragraph in known:
            lines += [paragraph, ""]
        lines.pop()
    lines += ["", "## Reproducer", ""]
    reduced = folder / "reduced.mlir"
    mlir = reduced if reduced.exists() else folder / "module.mlir"
    text = mlir.read_text() if mlir.exists() else ""
    if text and len(text.splitlines()) <= INLINE_LINES:
        lines += [f"`{mlir.name}`:", "", "```mlir", text.rstrip(), "```", ""]
    attach = [p.name for p in attachments(folder)]
    lines += [f"Attached: {', '.join(attach)}.", "", "```sh", *(plain(s) for s in steps(folder)), "```", ""]
    if (folder / "reduced.py").exists():
        lines += ["`reduced.py` shows it standalone with torch and IREE's packages.", ""]
    lines += ["## Versions", ""]
    lines += [f"- {k}: {v}" for k, v in (grid.get("tools") or {}).items() if v]
    lines += ["", "## Component", "", component(cell), "", "## Other cells with the same signature", ""]
    lines += [f"- {line}" for line in others(grid, cell)] or ["none in this grid"]
    lines += [
        "",
        f"Checked standalone on {checked['when']} with {checked['tools']}: the commands above, run out of the "
        f"harness in a copy of the folder, {checked['found']}.",
        "",
    ]
    return "\n".join(lines)

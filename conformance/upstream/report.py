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
import platform
import re
import shlex
import shutil
import sys
import tempfile
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from conformance.analyses.reduce.phase import first_failing_phase
from conformance.cell import Status
from conformance.host import cpu_model
from conformance.pipeline.classify import classify_tool_run
from conformance.pipeline.tools import ToolRun, ToolsError, ToolSet, find_tools, package_version, run_tool, version_of
from conformance.results.document import read_grid_document
from conformance.results.folder import in_progress
from conformance.signature import failure_key
from conformance.upstream import owner as owners
from conformance.upstream.owner import Owner

INLINE_LINES = 60  # MLIR up to this many lines goes in the report; longer is attached
_PATH = re.compile(r"(?<![\w.:/])/(?:[^\s:/]+/)+([^\s:/]+)")  # a harness path: its file name is what a reader has
_TARGET = re.compile(r'target executable for backend #hal\.executable\.target<"([\w-]+)"')
TIMEOUT = 600.0
PHASE_TIMEOUT = 120.0  # a compile to one phase; a hang there is a timeout again, as the cell's was
COMPILE_STATUSES = (Status.FAIL_COMPILE, Status.CRASH, Status.TIMEOUT)
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
        out.write_text(render(cell, grid, folder, checked, owner_of(cell, grid, args.results, folder, checked)))
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


@dataclass(frozen=True)
class Checked:
    """How the repro folder's commands ended, run again standalone here."""

    when: str  # UTC
    found: str  # what they did, said as a sentence's end
    tools: str  # the tools that ran them, with their versions
    phase: str = ""  # a compile failure's first failing --compile-to phase ("" for the others)


def checked_cell(results: Path, grid: Mapping[str, Any], cell_id: str) -> tuple[dict[str, Any], Path, Checked]:
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
    # The results folder given first: the recorded path is where the run wrote it, maybe an older copy.
    for folder in ((results if results.is_dir() else results.parent) / "repro" / Path(repro).name, Path(repro)):
        if (folder / "commands.sh").is_file():
            return folder
    raise NoReport(f"its repro folder {repro} holds no commands.sh")


def steps(folder: Path) -> list[list[str]]:
    """The command lines of the repro folder's commands.sh."""
    lines = (folder / "commands.sh").read_text().splitlines()
    return [shlex.split(line) for line in lines if line.strip() and not line.startswith(("#", "cd ", "set "))]


def tools_line(folder: Path) -> str:
    """What commands.sh says to install for its tools (its ``# tools from PATH: ...`` line), or ""."""
    for line in (folder / "commands.sh").read_text().splitlines():
        if line.startswith("# tools from PATH: "):
            return line.removeprefix("# tools from PATH: ")
    return ""


def tool_paths(tools: ToolSet) -> dict[str, Path]:
    """The tools a repro's commands name (from PATH), as this harness finds them: the ones under test."""
    paths = {"iree-compile": tools.compile, "iree-run-module": tools.run_module}
    for folder in (tools.compile.parent, Path(sys.executable).parent):  # a build's tools; this venv's scripts
        if (folder / "iree-import-onnx").exists():
            paths["iree-import-onnx"] = folder / "iree-import-onnx"
            break
    return paths


def recheck(folder: Path, cell: Mapping[str, Any]) -> Checked:
    """The commands run again, out of the harness, in a copy of the folder: how they ended, with which
    tools, and for a compile failure the phase it first appears in. ``NoReport`` when they do not end
    as the cell did."""
    try:
        tools = find_tools()
    except ToolsError as e:
        raise NoReport(str(e)) from None
    paths = tool_paths(tools)
    with tempfile.TemporaryDirectory(prefix="report-") as tmp:
        work = Path(tmp) / "repro"
        shutil.copytree(folder, work)
        for f in work.glob("output_*.npy"):
            f.unlink()
        argvs = [[str(paths.get(Path(a[0]).name, a[0])), *a[1:]] for a in steps(work)]
        if not argvs:  # an import failure: nothing for the tools to run again (its bug's script shows it)
            raise NoReport(f"nothing to run again standalone: its commands run no tool ({cell.get('status')})")
        runs, ended = _run(argvs, work)
        status = str(cell["status"])
        phase = ""
        if status == Status.MISMATCH:
            found = _wrong(work, ended)
        else:
            got = ended[1]
            if failure_key(got) != failure_key(cell.get("signature")):
                raise NoReport(f"run again standalone, it ends otherwise: {got or 'it passes'}")
            found = f"ends with the same signature: {got}"
            compile_ = runs[-1].argv
            if status in COMPILE_STATUSES and Path(compile_[0]).name == "iree-compile" and got:
                phase = _phase(tools, work, compile_, got)
    versions = {Path(r.argv[0]).name: version_of(Path(r.argv[0])) for r in runs}
    when = dt.datetime.now(dt.UTC).strftime("%Y-%m-%d %H:%M UTC")
    named = (f"{k} {v}" if v and v != "unknown" else k for k, v in versions.items())  # a script may not say its version
    return Checked(when, found, ", ".join(named), phase)


def _phase(tools: ToolSet, work: Path, argv: Sequence[str], signature: str) -> str:
    """The first --compile-to phase of ``argv`` (iree-compile MLIR FLAGS... -o OUT) that fails with ``signature``."""
    flags, rest = [], list(argv[2:])
    while rest:
        a = rest.pop(0)
        if a == "-o":
            rest = rest[1:]
        elif not a.startswith("-o"):
            flags.append(a)
    mlir = Path(argv[1]) if Path(argv[1]).is_absolute() else work / argv[1]
    return first_failing_phase(tools, mlir, tuple(flags), signature, PHASE_TIMEOUT).phase


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
    worst, nonfinite, compared, shapes = [], 0, 0, []
    for got_path in sorted(work.glob("output_*.npy")):
        got = np.load(got_path)
        seen = work / f"actual_{got_path.name}"
        if seen.exists() and not np.array_equal(got, np.load(seen), equal_nan=True):
            raise NoReport(f"run again standalone, {got_path.name} differs from the outputs the harness judged")
        want_path = work / got_path.name.replace("output_", "expected_")
        want = np.load(want_path) if want_path.exists() else None
        if want is None or got.dtype.kind not in "fiub":
            continue
        compared += 1
        if got.shape != want.shape:  # a wrong shape is a wrong result too
            shapes.append(f"{got_path.stem} has shape {list(got.shape)}, the reference {list(want.shape)}")
            continue
        a, e = got.astype(np.float64), want.astype(np.float64)
        finite = np.isfinite(a) & np.isfinite(e)
        nonfinite += int(np.sum(~finite & ~((a == e) | (np.isnan(a) & np.isnan(e)))))
        if finite.any():
            worst.append(float(np.max(np.abs(a - e)[finite])))
    if not compared:
        raise NoReport("run again standalone, it leaves no outputs to compare")
    said = f"max abs error from the reference {max(worst):.4g}" if worst else "no finite value to compare"
    if shapes:
        said = "; ".join(shapes) + (f"; {said}" if worst else "")
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


def owner_of(cell: Mapping[str, Any], grid: Mapping[str, Any], results: Path, folder: Path, checked: Checked) -> Owner:
    """Whose bug it is, by the evidence the cell, its phase and the grid's other cells give (``upstream.owner``)."""
    status, stage = cell.get("status"), cell.get("stage")
    if status == Status.FAIL_IMPORT or stage == "import":
        return owners.of_import(cell)
    if status == Status.MISMATCH:
        mine = owners.kept_outputs(cell, results) or owners.kept_outputs({"repro": str(folder)}, results)
        expected = tuple(np.load(p) for p in sorted(folder.glob("expected_*.npy"), key=_number))
        return owners.of_wrong(cell, mine, expected, owners.peers(grid, cell, results))
    if stage == "run" or status == Status.FAIL_RUN:
        return owners.of_run(cell)
    return owners.of_compile(cell, checked.phase or None)


def _number(p: Path) -> int:
    return int(p.stem.rsplit("_", 1)[1])


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


def expectation(cell: Mapping[str, Any]) -> str:
    """The cell against its pin: what was expected, why, and the verdict."""
    expected, reason, verdict = cell.get("expected") or Status.PASS, cell.get("reason"), cell.get("verdict")
    said = f"expected `{expected}`" + (f" (pinned: {reason})" if reason else "")
    return said + (f"; verdict `{verdict}`" if verdict else "")


def inputs(folder: Path) -> list[str]:
    """The inputs' shapes and dtypes, as the commands pass them."""
    return [
        f"{p.name}: {list(a.shape)} {a.dtype}"
        for p in sorted(folder.glob("input_*.npy"), key=_number)
        for a in [np.load(p, mmap_mode="r")]
    ]


def host() -> list[str]:
    """Where it was checked standalone: OS, CPU (the commands' target-cpu=host compiles for it), Python,
    and the packages beside the tools."""
    packages = ("iree-base-compiler", "iree-base-runtime", "torch", "onnx", "transformers", "numpy")
    versions = ", ".join(f"{name} {v}" for name in packages if (v := package_version(name)))
    return [
        f"- OS: {platform.system()} {platform.release()} ({platform.machine()})",
        f"- CPU: {cpu_model() or 'unknown'}",
        f"- Python: {platform.python_version()}",
        f"- packages: {versions}",
    ]


def reproducer(
    cell: Mapping[str, Any], folder: Path, checked: Checked, owner: Owner, reduced: Path | None = None
) -> list[str]:
    """The module (inline when short), the attachments, the tools to install, the commands, and the one
    command that shows an input-lowering defect where the evidence points there. ``reduced``: a module
    reduced by hand, shown instead of the run's."""
    lines = []
    reduced = reduced or folder / "reduced.mlir"
    mlir = reduced if reduced.exists() else folder / "module.mlir"
    text = mlir.read_text() if mlir.exists() else ""
    if text and len(text.splitlines()) <= INLINE_LINES:
        lines += [f"`{mlir.name}`:", "", "```mlir", text.rstrip(), "```", ""]
    attach = [p.name for p in attachments(folder)]
    lines += [f"Attached: {', '.join(attach)}.", ""]
    if wanted := tools_line(folder):
        lines += [f"The tools, on PATH: `{wanted}`.", ""]
    lines += ["```sh", *(plain(s) for s in steps(folder)), "```", ""]
    if (folder / "reduced.py").exists():
        lines += ["`reduced.py` shows it standalone with torch and IREE's packages.", ""]
    lower = f"`iree-compile {mlir.name} --compile-to=input -o lowered.mlir`"
    if checked.phase == "input":
        lines += [f"Input conversion alone (torch-mlir's lowering) fails the same way: {lower}.", ""]
    elif cell.get("status") == Status.MISMATCH and (
        owner.project == owners.TORCH_MLIR or "before code generation" in owner.component
    ):
        lines += [f"The module input conversion (torch-mlir's lowering) leaves, where its defect is read: {lower}.", ""]
    return lines


def render(
    cell: Mapping[str, Any],
    grid: Mapping[str, Any],
    folder: Path,
    checked: Checked,
    owner: Owner,
    title: str = "",
    known: Sequence[str] = (),
    reduced: Path | None = None,
) -> str:
    """The report; ``title`` (a known bug's) heads it, else its owner and signature; ``known``:
    paragraphs of what is known of it (its cause, its standalone script), said after what happened;
    ``reduced``: a module reduced by hand, shown instead of the run's."""
    first = _PATH.sub(r"\1", str(cell.get("message") or "")).strip().splitlines()
    heading = f"{owner.line}: {cell.get('signature')}"
    lines = [
        *([f"# {title}", "", f"**{heading}**"] if title else [f"# {heading}"]),
        "",
        "## What happened",
        "",
        f"`{cell['id']}`: {expectation(cell)}; got `{cell['status']}` at the {cell.get('stage')} stage.",
    ]
    if first:
        lines += ["", "```", *first[:12], "```"]
    if shapes := inputs(folder):
        lines += ["", "Inputs: " + "; ".join(shapes) + "."]
    if known:
        lines += ["", "## What is known", ""]
        for paragraph in known:
            lines += [paragraph, ""]
        lines.pop()
    lines += ["", "## Reproducer", "", *reproducer(cell, folder, checked, owner, reduced)]
    lines += ["## Versions", ""]
    lines += [f"- {k}: {v}" for k, v in (grid.get("tools") or {}).items() if v]
    lines += ["", "Checked standalone on:", "", *host()]
    lines += ["", "## Where to file it", "", f"- project: {owner.project}", f"- component: {owner.component}"]
    lines += [f"- evidence: {owner.evidence}", "", "## Other cells with the same signature", ""]
    lines += [f"- {line}" for line in others(grid, cell)] or ["none in this grid"]
    lines += [
        "",
        f"Checked standalone on {checked.when} with {checked.tools}: the commands above, run out of the "
        f"harness in a copy of the folder, {checked.found}.",
        "",
    ]
    return "\n".join(lines)

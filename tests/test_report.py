"""Bug reports (python -m conformance report CELL): written only for a cell whose repro
folder, run again standalone with the real tools, ends as the cell did."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.harness import cli, write_corpus

CORPUS = """
import torch
import torch.nn.functional as F
from conformance.case import randn, torch_case
from conformance.fn import Fn


class Masked(torch.nn.Module):  # a bool scalar: iree-compile 3.13 fails to legalize it
    def forward(self, x):
        return torch.where((x > 0) & x.new_ones((), dtype=torch.bool), x, x - 1.0)


torch_case("add", lambda: Fn(lambda a, b: a + b), inputs=[randn(3, 4), randn(1, 4)])
torch_case("masked", Masked, inputs=[randn(2, 8)])
# A crop, then a zero pad of the same dim: IREE 3.13 returns the input unchanged (known bug fuzz-20).
crop = lambda x: F.pad(F.pad(x, (0, 0, -1, 0)), (0, 0, 1, 0)) * 1.0
torch_case("crop_then_pad", lambda: Fn(crop), inputs=[randn(2, 5, 7)])
"""
CELL = "masked[llvm-cpu|O1|static]"
EXPECTATIONS = """
[[expect]]
case = "masked"
status = "fail-compile"
reason = "the bool scalar"

[[expect]]
case = "crop_then_pad"
status = "mismatch"
reason = "the crop and the pad merged"
"""


@pytest.fixture(scope="module")
def results(tmp_path_factory: pytest.TempPathFactory, warm_cache: Path) -> Path:
    """One run of the corpus at O1 static: add passes, masked fails to compile."""
    root = tmp_path_factory.mktemp("report")
    corpus = write_corpus(root / "corpus", CORPUS)
    (corpus / "expectations").mkdir()
    (corpus / "expectations" / "llvm-cpu.toml").write_text(EXPECTATIONS)
    out = root / "results"
    argv = [sys.executable, "-m", "pytest", "-p", "conformance.plugin.hooks", "-p", "no:cacheprovider", str(corpus)]
    argv += [f"--corpus-dir={corpus}", f"--rootdir={root}", "--backend=llvm-cpu", f"--results={out}"]
    argv += [f"--cache-dir={warm_cache}", "--opt=O1", "--dims=static", "--no-analysis", "-q"]
    proc = subprocess.run(argv, capture_output=True, text=True, timeout=600, cwd=root)
    assert proc.returncode == 0, proc.stdout[-2000:]  # the compile failure is expected
    return out


def test_a_compile_failure_gets_a_report_with_plain_commands(results):
    proc = cli("report", CELL, "--results", str(results))
    assert proc.returncode == 0, proc.stderr
    report = Path(proc.stdout.split("report: ", 1)[1].strip()).read_text()
    for heading in ("## What happened", "## Reproducer", "## Versions", "## Where to file it", "## Other cells"):
        assert heading in report
    # Whose it is, by evidence: input conversion alone fails the same way, an op torch-mlir leaves unconverted.
    assert "- project: llvm/torch-mlir" in report
    assert "- evidence: `iree-compile --compile-to=input` already fails as the cell did" in report
    # The pin and its reason, the inputs, and the host it was checked on.
    assert "expected `fail-compile` (pinned: the bool scalar); verdict `xfail`; got `fail-compile`" in report
    assert "Inputs: input_0.npy: [2, 8] float32." in report
    assert "The tools, on PATH: `python -m pip install iree-base-compiler==" in report  # what to install
    assert "- CPU: " in report and "- Python: 3." in report and "iree-base-runtime " in report
    commands = report.split("```sh\n", 1)[1].split("```", 1)[0].splitlines()
    assert commands[0].startswith("iree-compile module.mlir --iree-hal-target-backends=llvm-cpu")
    assert "/" not in "".join(commands)  # no path of the machine it ran on
    assert ".conformance-cache" not in report
    assert "Checked standalone on " in report and "ends with the same signature" in report


def test_a_wrong_result_gets_a_report_with_its_numbers_checked_again(results):
    proc = cli("report", "crop_then_pad[llvm-cpu|O1|static]", "--results", str(results))
    assert proc.returncode == 0, proc.stderr
    report = Path(proc.stdout.split("report: ", 1)[1].strip()).read_text()
    assert "expected `mismatch` (pinned: the crop and the pad merged); verdict `xfail`; got `mismatch`" in report
    # One backend ran it here: whose it is cannot be told from this grid, and the report says so.
    assert "- project: not determined" in report and "no other backend ran crop_then_pad" in report
    assert "elements beyond the allowed error" in report  # the harness's numbers: expected against got
    assert "iree-run-module --device=local-task --module=module.vmfb" in report
    assert "gives the outputs the harness judged wrong again; max abs error from the reference" in report
    assert "masked" not in report.split("## Other cells with the same signature", 1)[1]  # another case's wrong output


def _copied(results: Path, tmp_path: Path) -> tuple[Path, Path]:
    """(the copy, CELL's repro folder in it): a copy of the results whose grid points CELL at its own repro
    folder (tests may change that folder)."""
    import shutil

    copy = tmp_path / "results"
    shutil.copytree(results, copy)
    grid = json.loads((copy / "grid.json").read_text())
    cell = next(c for c in grid["cells"] if c["id"] == CELL)
    folder = copy / "repro" / Path(cell["repro"]).name
    cell["repro"] = str(folder)
    (copy / "grid.json").write_text(json.dumps(grid))
    return copy, folder


def test_no_report_for_a_repro_that_no_longer_fails_standalone(results, tmp_path):
    copy, folder = _copied(results, tmp_path)
    (folder / "report.md").unlink(missing_ok=True)  # another test's
    passing = "func.func @main(%x: tensor<2x8xf32>) -> tensor<2x8xf32> { return %x : tensor<2x8xf32> }\n"
    (folder / "module.mlir").write_text(passing)
    proc = cli("report", CELL, "--results", str(copy))
    assert proc.returncode == 1 and not (folder / "report.md").exists()
    assert proc.stderr.strip().splitlines() == [f"report: {CELL}: run again standalone, it ends otherwise: it passes"]


def test_a_results_folder_whose_grid_is_not_one_is_one_line(tmp_path):
    from conformance.upstream import bug_reports

    for text in ("[1]", '{"cells": 5}', "{"):
        (tmp_path / "grid.json").write_text(text)
        proc = cli("report", "x[llvm-cpu|O1|static]", "--results", str(tmp_path))
        assert proc.returncode == 1 and len(proc.stderr.strip().splitlines()) == 1, proc.stderr
        assert f"{tmp_path / 'grid.json'}: not a grid.json" in proc.stderr
        assert bug_reports.main([str(tmp_path), "--out", str(tmp_path / "docs")]) == 2


def test_a_passing_cell_or_an_unknown_one_is_one_line(results):
    cases = (("add[llvm-cpu|O1|static]", "nothing of the compiler's to report"), ("x[y|O1|z]", "no such cell"))
    for cell, said in cases:
        proc = cli("report", cell, "--results", str(results))
        assert proc.returncode == 1 and said in proc.stderr and len(proc.stderr.strip().splitlines()) == 1


def test_the_bug_reports_keep_each_known_bugs_report_beside_its_attachments_and_link_it(results, tmp_path):
    """docs/bugs/ as ``bug_reports`` makes it: a report for each known bug whose cell the run holds."""
    from conformance.upstream import bug_reports

    bugs = tmp_path / "bugs.toml"
    entry = '[[bug]]\nid = "{id}"\ntitle = "{title}"\nstatus = "open"\nmatch = []\ncell = "{cell}"\n'
    bugs.write_text(
        entry.format(id="x-masked", title="a bool scalar", cell=CELL)
        + 'cause = "the scalar is folded to an i1 literal; docs/bugs/x-masked/by_hand.mlir"\n'
        + 'script = "python docs/bugs/x.py"\n'
        + 'upstream = [{ url = "https://github.com/llvm/torch-mlir/issues/1", relation = "same bug" }]\n'
        + 'project = "llvm/torch-mlir"\ncomponent = "TorchToArith"\nevidence = "read in the lowered module"\n'
        + entry.format(id="x-elsewhere", title="not in this run", cell="gone[llvm-cpu|O1|static]")
    )
    out = tmp_path / "docs"
    (out / "x-masked").mkdir(parents=True)
    for name in ("by_hand.mlir", "input_7.npy"):  # one the entry names, one an earlier report left
        (out / "x-masked" / name).write_text(name)
    assert bug_reports.main([str(results), "--out", str(out), "--bugs", str(bugs)]) == 0
    report = (out / "x-masked" / "report.md").read_text()
    assert report.startswith("# a bool scalar (known bug x-masked)\n") and "## Reproducer" in report
    known = report.split("## What is known\n", 1)[1].split("## Reproducer", 1)[0]  # what happened, then this
    assert "the scalar is folded to an i1 literal" in known and "`python docs/bugs/x.py`" in known
    # Known upstream: said first, a comment there rather than a new issue; the owner established by hand wins.
    assert known.strip().startswith("Already known upstream: https://github.com/llvm/torch-mlir/issues/1 (same bug)")
    assert "- component: TorchToArith\n- evidence: read in the lowered module" in report
    kept = sorted(p.name for p in (out / "x-masked").iterdir())
    assert kept == ["by_hand.mlir", "expected_0.npy", "input_0.npy", "module.mlir", "report.md"]
    assert not (out / "x-elsewhere").exists()
    index = (out / "README.md").read_text()
    assert "| x-masked | bug | a bool scalar | open |" in index and "(x-masked/report.md)" in index
    assert "masked[llvm-cpu&#124;O1&#124;static]" in index  # a cell's | would split the table's row


def test_a_module_the_entry_reduced_by_hand_is_kept_and_shown_over_the_runs(results, tmp_path):
    """The run's reducer writes a reduced.mlir too: the one the entry names stays, and the report shows it."""
    from conformance.upstream import bug_reports

    copy, folder = _copied(results, tmp_path)
    (folder / "reduced.mlir").write_text("// the run's\n")
    bugs = tmp_path / "bugs.toml"
    bugs.write_text(
        f'[[bug]]\nid = "x-masked"\ntitle = "t"\nstatus = "open"\nmatch = []\ncell = "{CELL}"\n'
        'cause = "one op: docs/bugs/x-masked/reduced.mlir"\n'
    )
    out = tmp_path / "docs"
    (out / "x-masked").mkdir(parents=True)
    (out / "x-masked" / "reduced.mlir").write_text("// by hand\n")
    (out / "x-masked" / "reduced.py").write_text("# an earlier run's reduction\n")  # this run made none
    assert bug_reports.main([str(copy), "--out", str(out), "--bugs", str(bugs)]) == 0
    assert (out / "x-masked" / "reduced.mlir").read_text() == "// by hand\n"
    assert (out / "x-masked" / "reduced.py").read_text() == "# an earlier run's reduction\n"
    shown = (out / "x-masked" / "report.md").read_text().split("## Reproducer", 1)[1]
    assert "`reduced.mlir`:\n\n```mlir\n// by hand\n```" in shown and "the run's" not in shown


def test_report_out_takes_a_folder_and_commands_stop_at_the_first_failure(results, tmp_path):
    """``report --out DIR`` writes DIR/report.md; the repro's commands.sh stops at the failed compile,
    run from another folder, instead of running iree-run-module on a module that was never written."""
    proc = cli("report", CELL, "--results", str(results), "--out", str(tmp_path))
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / "report.md").read_text().startswith("#") and proc.stdout.strip().endswith("report.md")
    grid = json.loads((results / "grid.json").read_text())
    repro = results / "repro" / Path(next(c["repro"] for c in grid["cells"] if c["id"] == CELL)).name
    script = (repro / "commands.sh").read_text()
    assert "/" not in script.split("set -e", 1)[1].replace('"$(dirname "$0")"', "")  # tools by name, from PATH
    path = f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"  # the venv's tools first
    run = ["sh", str(repro / "commands.sh")]
    ran = subprocess.run(run, cwd=tmp_path, capture_output=True, text=True, env={**os.environ, "PATH": path})
    # iree-run-module on the module that was never written would say "failed to open file 'module.vmfb'".
    assert ran.returncode != 0 and "error:" in ran.stderr and "module.vmfb" not in ran.stderr


def test_the_grids_triage_gives_the_report_command_that_works_as_written(results):
    """grid.md and grid.html's Triage rows give, per failing signature, the command that writes its report."""
    import re
    import shlex

    md = (results / "grid.md").read_text()
    commands = re.findall(r"`(python -m conformance report [^`]+)`", md)
    assert any(CELL.replace("|", "\\|") in c for c in commands), md  # a | in a table cell is escaped
    html = (results / "grid.html").read_text()
    assert "python -m conformance report" in html
    argv = shlex.split(next(c for c in commands if "masked" in c).replace("\\|", "|"))
    proc = subprocess.run([sys.executable, *argv[1:]], cwd=results.parent, capture_output=True, text=True)
    assert proc.returncode == 0 and proc.stdout.startswith("report: "), proc.stderr


def test_a_wrong_shape_run_again_standalone_is_a_wrong_result_said_by_its_shapes(tmp_path):
    """A module that returns its input where a crop was asked: the report says both shapes, not 'no outputs'."""
    import numpy as np

    from conformance.cell import Status
    from conformance.upstream.report import _wrong

    got = np.arange(6, dtype=np.float32).reshape(2, 3)
    for name, a in (("output_0", got), ("actual_output_0", got), ("expected_0", got[:1, :2])):
        np.save(tmp_path / f"{name}.npy", a)
    said = _wrong(tmp_path, (Status.PASS, None))
    assert said == "gives the outputs the harness judged wrong again; output_0 has shape [2, 3], the reference [1, 2]"

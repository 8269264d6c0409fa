"""grid.html in a real browser (headless Chromium): filters and tabs work."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from conformance.cell import Cell, CellResult, Status, Verdict
from conformance.results.grid import build_grid, write_grid

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed")


def _dom(page: Path, fragment: str, tmp_path: Path) -> str:
    assert CHROMIUM is not None  # the module is skipped without it
    proc = subprocess.run(
        [
            CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
            "--disable-background-networking", "--disable-component-update", "--disable-sync",
            f"--user-data-dir={tmp_path / 'profile'}", "--dump-dom", f"{page.as_uri()}#{fragment}",
        ],
        capture_output=True, text=True, timeout=120, check=True,
    )  # fmt: skip
    return proc.stdout


def _row_classes(dom: str) -> dict[str, str]:
    return dict(
        (case, cls) for cls, case in re.findall(r'<tr class="([^"]*)"[^>]*><td class="case">([\w.]+)</td>', dom)
    )


@pytest.fixture
def page(tmp_path: Path) -> Path:
    def r(case: str, backend: str, status: Status, verdict: Verdict = Verdict.OK) -> CellResult:
        sig = None if status is Status.PASS else f"{status}: error: boom"
        return CellResult(Cell(case, backend, "O3", "mixed"), "t", status, "compile", sig, verdict=verdict)

    grid = build_grid(
        [
            r("matmul", "llvm-cpu", Status.PASS),
            r("topk", "llvm-cpu", Status.FAIL_COMPILE, Verdict.REGRESSION),
            r("matmul", "rocm", Status.PASS),
            r("topk", "rocm", Status.SKIP),
        ],
        {"iree-compile": "3.13.0"},
    )
    write_grid(grid, tmp_path / "out")
    return tmp_path / "out" / "grid.html"


def test_page_renders_every_cell_unfiltered(page, tmp_path):
    dom = _dom(page, "", tmp_path)
    assert dom.count('class="cell"') == 4
    assert "hidden" not in "".join(_row_classes(dom).values())
    assert 'title="topk[llvm-cpu|O3|mixed]: fail-compile (regression, expected pass)\nfail-compile: error: boom' in dom


def test_status_filter_from_the_fragment_hides_other_rows(page, tmp_path):
    dom = _dom(page, "status=fail-compile", tmp_path)
    sections = re.findall(r'<section class="backend( hidden)?" data-backend="([\w-]+)">(.*?)</section>', dom, re.S)
    rows = {backend: _row_classes(body) for _, backend, body in sections}
    assert rows["llvm-cpu"] == {"matmul": "row hidden", "topk": "row"}
    assert rows["rocm"] == {"matmul": "row hidden", "topk": "row hidden"}


def test_backend_filter_and_triage_tab(page, tmp_path):
    dom = _dom(page, "backend=rocm&tab=triage", tmp_path)
    assert '<section class="backend hidden" data-backend="llvm-cpu">' in dom
    assert '<section class="backend" data-backend="rocm">' in dom
    assert '<div class="panel on" id="triage">' in dom and '<div class="panel" id="grid">' in dom
    assert "topk [llvm-cpu|*|*]" in dom  # the triage group: every opt and dims this grid has


def test_route_filter_picks_a_door(tmp_path):
    """The torch route and the ONNX route of a model side by side; route=onnx hides the torch rows."""
    cells = [
        CellResult(Cell(case, "llvm-cpu", "O2", "static"), "t", Status.PASS, "compare", None)
        for case in ("hf.llama.prefill", "hf.llama.prefill.onnx")
    ]
    write_grid(build_grid(cells, {}), tmp_path / "out")
    dom = _dom(tmp_path / "out" / "grid.html", "route=onnx", tmp_path)
    assert _row_classes(dom) == {"hf.llama.prefill": "row hidden", "hf.llama.prefill.onnx": "row"}
    assert 'id="f-route"' in dom

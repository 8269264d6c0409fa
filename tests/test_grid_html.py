"""grid.html: readable colors and what lies behind a blocker in its cells; in a
real browser (headless Chromium), filters and tabs work."""

from __future__ import annotations

import re
import shutil
import subprocess
from html import escape
from pathlib import Path

import pytest

from conformance.cell import Behind, Cell, CellResult, Status, Verdict
from conformance.grid import build_grid, write_grid
from conformance.render.html import render_html

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
# The browser tests only: the page's text is checked without one.
needs_chromium = pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed")


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


@needs_chromium
def test_page_renders_every_cell_unfiltered(page, tmp_path):
    dom = _dom(page, "", tmp_path)
    assert dom.count('class="cell"') == 4
    assert "hidden" not in "".join(_row_classes(dom).values())
    assert 'title="topk[llvm-cpu|O3|mixed]: fail-compile (regression, expected pass)\nfail-compile: error: boom' in dom


@needs_chromium
def test_status_filter_from_the_fragment_hides_other_rows(page, tmp_path):
    dom = _dom(page, "status=fail-compile", tmp_path)
    sections = re.findall(r'<section class="backend( hidden)?" data-backend="([\w-]+)">(.*?)</section>', dom, re.S)
    rows = {backend: _row_classes(body) for _, backend, body in sections}
    assert rows["llvm-cpu"] == {"matmul": "row hidden", "topk": "row"}
    assert rows["rocm"] == {"matmul": "row hidden", "topk": "row hidden"}


@needs_chromium
def test_backend_filter_and_triage_tab(page, tmp_path):
    dom = _dom(page, "backend=rocm&tab=triage", tmp_path)
    assert '<section class="backend hidden" data-backend="llvm-cpu">' in dom
    assert '<section class="backend" data-backend="rocm">' in dom
    assert '<div class="panel on" id="triage">' in dom and '<div class="panel" id="grid">' in dom
    assert "topk [llvm-cpu|*|*]" in dom  # the triage group: every opt and dims this grid has


@needs_chromium
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


def test_a_grid_past_one_page_says_so_and_counts_each_region(monkeypatch):
    """A whole matrix is more rows than a browser opens: the grid tab counts each backend and corpus and
    says how to see one; the triage tab is whole."""
    from conformance.render import html

    cells = [
        CellResult(Cell(f"c{i}", backend, "O2", "static"), "t", status, "compile", sig)
        for i in range(3)
        for backend, status, sig in (("rocm", Status.FAIL_COMPILE, "fail-compile: e"), ("cuda", Status.PASS, None))
    ]
    monkeypatch.setattr(html, "GRID_PANEL_CELLS", 5)
    page = html.render_html(build_grid(cells, {}))
    assert "6 cells: more than one page can show" in page and "<tr class='row'" not in page
    assert "<tr><td>rocm</td><td>builtin</td><td>3</td><td>ok 3</td></tr>" in page  # as recorded, unjudged
    assert "fail-compile: e" in page  # the triage tab still lists every failure by signature
    monkeypatch.setattr(html, "GRID_PANEL_CELLS", 6)
    assert "<tr class='row'" in html.render_html(build_grid(cells, {}))


def _luminance(color: str) -> float:
    """WCAG relative luminance of ``#rgb`` or ``#rrggbb``."""
    hex6 = "".join(2 * ch for ch in color[1:]) if len(color) == 4 else color[1:]
    srgb = [int(hex6[i : i + 2], 16) / 255 for i in (0, 2, 4)]
    r, g, b = [v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4 for v in srgb]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _contrast(a: str, b: str) -> float:
    hi, lo = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_every_status_text_is_readable_on_its_color():
    """WCAG AA (4.5:1) for each status's text on its color, as the page paints them: the legend and the cells."""
    results = [CellResult(Cell("add", "llvm-cpu", "O3", f"d{i}"), "t", s, "run", None) for i, s in enumerate(Status)]
    html = render_html(build_grid(results, {}))
    legend = re.findall(r"<span style='background:(#\w+);color:(#\w+)'>([\w-]+)<", html)
    assert sorted(k for _, _, k in legend) == sorted(Status)
    cells = re.findall(r'<td class="cell" style="background:(#\w+);color:(#\w+);', html)
    assert len(cells) == len(Status)
    for bg, ink in [*((bg, ink) for bg, ink, _ in legend), *cells]:
        assert _contrast(bg, ink) >= 4.5, (bg, ink)


SIG = "fail-compile: error: failed to legalize operation 'torch.aten.histc'"
HOST = {"op": "aten.histc.default", "node": "histc (node 3 of 9)", "signature": SIG}


def _blocked(case: str, behind: Behind | None) -> CellResult:
    return CellResult(Cell(case, "llvm-cpu", "O3", "static"), "t", Status.FAIL_COMPILE, "compile", SIG, behind=behind)


def _cell_of(html: str, case: str) -> tuple[str, str]:
    """The hover text and the text of a case's one grid cell."""
    row = html.split(f"<td class='case'>{case}</td>")[1].split("</tr>")[0]
    m = re.search(r'<td class="cell"[^>]* title="([^"]*)"[^>]*>([^<]*)</td>', row)
    assert m is not None
    return m.group(1), m.group(2)


def test_blocked_cell_shows_what_lies_behind():
    """The status behind a blocker in the cell, the chain on hover; a next gap between shows as `…`."""
    nonzero = {**HOST, "signature": SIG.replace("histc", "nonzero")}
    wrong = {"host": [HOST, nonzero], "status": "mismatch", "signature": "mismatch: max abs 3.5"}
    results = [
        _blocked("passes", {"host": [HOST], "status": "pass"}),
        _blocked("wrong", wrong),
        _blocked("stopped", {"host": [HOST], "why": "budget"}),
    ]
    html = render_html(build_grid(results, {}))
    title, text = _cell_of(html, "passes")
    assert text == "F-comp → pass" and "\nbehind: torch.aten.histc → pass" in title
    title, text = _cell_of(html, "wrong")
    assert text == "F-comp → … → MISM"
    assert "\nbehind: torch.aten.histc → torch.aten.nonzero → wrong\nmismatch: max abs 3.5" in title
    title, text = _cell_of(html, "stopped")  # no end reached: nothing behind in the cell, why on hover
    assert text == "F-comp" and "\nbehind: torch.aten.histc → stopped\nwhy: budget" in title


def test_cell_without_behind_renders_as_before():
    title, text = _cell_of(render_html(build_grid([_blocked("plain", None)], {})), "plain")
    assert text == "F-comp"
    assert title == escape(f"plain[llvm-cpu|O3|static]: fail-compile (ok, expected pass)\n{SIG}")


@needs_chromium
def test_behind_survives_the_browser(tmp_path):
    """The page's script leaves the cell's text and hover as rendered."""
    write_grid(build_grid([_blocked("passes", {"host": [HOST], "status": "pass"})], {}), tmp_path / "out")
    dom = _dom(tmp_path / "out" / "grid.html", "", tmp_path)
    m = re.search(r'<td class="cell"[^>]* title="([^"]*)"[^>]*>([^<]*)</td>', dom)
    assert m is not None and m.group(2) == "F-comp → pass" and "\nbehind: torch.aten.histc → pass" in m.group(1)

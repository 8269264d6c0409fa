"""The gate: did anything get worse from a baseline grid to a current one?

A cell got worse when it passed in the baseline and fails in the current run,
or when its current verdict is `regression`. A slowdown blocks too, and is
decided from repeated samples only (conformance/perf/check.py): an A/B
perf.json, or one build's samples against a stored baseline's. Single
iree-run-module wall times (grid.json's `durations`) are never compared: on a
loaded machine they flag unchanged cells at random. Without samples the gate
says, in one line, that the slowdown check was skipped.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from pathlib import Path

from conformance.cell import CellResult, Status
from conformance.perf.check import SKIPPED, Check, PerfDocError, PerfGate, perf_gates
from conformance.render.markdown import code, text
from conformance.results.coverage import coverage, left_out, shortfall
from conformance.results.merge import error_line, merge
from conformance.results.versions import failing_since, points_of_results


@dataclass
class Report:
    regressions: list[tuple[CellResult | None, CellResult]] = field(default_factory=list)
    progressions: list[tuple[CellResult, CellResult]] = field(default_factory=list)
    changed_failures: list[tuple[CellResult, CellResult]] = field(default_factory=list)
    not_measured: list[tuple[CellResult, CellResult]] = field(default_factory=list)
    new: list[CellResult] = field(default_factory=list)
    removed: list[CellResult] = field(default_factory=list)
    missing: list[CellResult] = field(default_factory=list)  # passed in the baseline, lost now: blocks
    unchanged: int = 0
    errors: list[dict] = field(default_factory=list)  # unreadable results: block
    # Merge errors a grid.json recorded (results lost when it was written), listed
    # but not blocking: only with --accept-merge-errors.
    accepted: list[dict] = field(default_factory=list)
    accept_merge_errors: bool = False
    perf: PerfGate = SKIPPED
    # Each failing cell of the current run: how long it has been failing, by
    # compiler version (from a releases grid, --since); never blocking.
    since: dict[str, str] = field(default_factory=dict)
    coverage: dict = field(default_factory=dict)  # the current grid's (results.coverage)
    # What the current grid did not measure of its declared matrix (a shard lost, a corpus or
    # backend left out, a subset run): blocks unless the gate is told the grid is partial.
    partial: list[str] = field(default_factory=list)
    partial_ok: bool = False

    @property
    def slowdowns(self) -> list[Check]:
        return self.perf.of("slower")

    def blocked(self, allow_slowdowns: bool = False) -> bool:
        short = self.partial and not self.partial_ok
        return bool(
            self.regressions or self.missing or (self.slowdowns and not allow_slowdowns) or self.errors or short
        )


def _by_id(results: list[CellResult]) -> dict[str, CellResult]:
    # With duplicates (a merge conflict), the worse result speaks for the cell.
    out: dict[str, CellResult] = {}
    for r in results:
        prev = out.get(r.cell.id)
        if prev is None or (prev.status is Status.PASS and r.status is not Status.PASS):
            out[r.cell.id] = r
    return out


def compare(
    baseline: list[CellResult],
    current: list[CellResult],
    allow_missing: bool = False,
    selection: frozenset[str] | None = None,
    perf: PerfGate = SKIPPED,
) -> Report:
    """``selection``: the cell ids the current run selected (it recorded them);
    a baseline cell outside it was left out on purpose. A cell that passed in
    the baseline and is missing now blocks, unless the run was a subset that
    did not select it, or ``allow_missing``."""
    a, b = _by_id(baseline), _by_id(current)
    rep = Report(perf=perf)
    for cid in sorted(b.keys() - a.keys()):
        rep.new.append(b[cid])
        if b[cid].verdict.blocks(xpass_ok=True) or b[cid].status is Status.ERROR:
            rep.regressions.append((None, b[cid]))
    for cid in sorted(a.keys() - b.keys()):
        lost = a[cid].status is Status.PASS and not allow_missing and (selection is None or cid in selection)
        (rep.missing if lost else rep.removed).append(a[cid])
    for cid in sorted(a.keys() & b.keys()):
        old, cur = a[cid], b[cid]
        if (
            (old.status is Status.PASS and cur.status.failed)
            or cur.verdict.blocks(xpass_ok=True)
            or cur.status is Status.ERROR
        ):
            rep.regressions.append((old, cur))
        elif old.status.failed and cur.status is Status.PASS:
            rep.progressions.append((old, cur))
        elif old.status.failed and cur.status.failed and (old.status, old.signature) != (cur.status, cur.signature):
            rep.changed_failures.append((old, cur))
        elif old.status is Status.PASS and cur.status is Status.SKIP:
            rep.not_measured.append((old, cur))
        else:
            rep.unchanged += 1
    return rep


def failing_since_now(releases: list[CellResult], current: list[CellResult]) -> dict[str, str]:
    """Each cell failing in ``current``: since which version, reading the
    releases grid's versions and the current run as the newest one."""
    now = [dataclasses.replace(r, compiler_version=r.compiler_version or "current") for r in current]
    labels = {r.compiler_version for r in now}
    older = [r for r in releases if r.compiler_version not in labels]
    failing = {r.cell.id for r in now if r.status.failed and r.status is not Status.ERROR}
    found = failing_since(points_of_results(older + now))
    return {cid: text for cid, text in found.items() if cid in failing}


def _failure(r: CellResult) -> tuple[Status, str | None]:
    """What a failure is: its status and its signature (a new bug may share an old one's status)."""
    return r.status, r.signature


def _id(r: CellResult) -> str:
    return code(r.cell.id, table=False)


def _row(old: CellResult | None, cur: CellResult) -> str:
    was = f"{old.status}" if old else "(new)"
    if old and old.status is cur.status and old.signature != cur.signature:
        was = f"{old.status} {code(old.signature, table=False)}"
    sig = f" {code(cur.signature, table=False)}" if cur.signature else ""
    return f"- {_id(cur)}: {was} → **{cur.status}** ({cur.verdict}){sig}"


def _ms(v: float | None) -> str:
    return "?" if v is None else f"{v:.3f} ms"


def _timing(c: Check) -> str:
    ci = f", 99% CI of the ratio {c.ci[0]:.3f}-{c.ci[1]:.3f}" if c.ci else ""
    ratio = f" ({(c.ratio - 1) * 100:+.0f}%{ci})" if c.ratio is not None else ""
    return f"- {code(c.id, table=False)}: {_ms(c.baseline_ms)} → **{_ms(c.current_ms)}**{ratio}"


def _perf_line(p: PerfGate) -> str:
    if p.skipped:
        return p.skipped[0].upper() + p.skipped[1:] + "."
    counts = ", ".join(f"{len(p.of(v))} {v}" for v in ("slower", "faster", "same", "insufficient"))
    return f"Slowdown check from repeated samples, {p.method}: {len(p.checks)} cells, {counts}."


def render(rep: Report, baseline: str, current: str, allow_slowdowns: bool = False) -> str:
    verdict = "BLOCKED" if rep.blocked(allow_slowdowns) else "OK"
    lines = [
        f"# Gate: {verdict}",
        "",
        f"Baseline {code(baseline, table=False)}, current {code(current, table=False)}.",
        "",
        f"{len(rep.regressions)} regressions, {len(rep.slowdowns)} slowdowns, {len(rep.progressions)} progressions, "
        f"{len(rep.changed_failures)} changed failures, {len(rep.new)} new cells, {len(rep.missing)} missing cells, "
        f"{len(rep.removed)} removed cells, "
        f"{len(rep.not_measured)} passing cells not measured now, {rep.unchanged} unchanged.",
        "",
        _perf_line(rep.perf),
        "",
        _coverage_line(rep),
        "",
    ]
    if rep.accept_merge_errors:
        lines += [
            f"Run with --accept-merge-errors: {len(rep.accepted)} merge errors recorded in the grids "
            "are listed and do not block; the results they lost are not compared.",
            "",
        ]
    if rep.errors:
        lines += ["## Unreadable results", ""] + [f"- {code(error_line(e), table=False)}" for e in rep.errors] + [""]
    if rep.accepted:
        lines += ["## Merge errors accepted (--accept-merge-errors)", ""]
        lines += [f"- {code(error_line(e), table=False)}" for e in rep.accepted] + [""]
    partial = "Not measured (a partial grid: --partial to gate it anyway)"
    sections = [
        (partial if not rep.partial_ok else "Not measured (--partial)", [f"- {text(p)}" for p in rep.partial]),
        ("Regressions", [_row(o, c) for o, c in rep.regressions]),
        ("Slowdowns (median ms per call, repeated samples)", [_timing(c) for c in rep.slowdowns]),
        (
            "Missing: passed in the baseline, not in the current run (--allow-missing for a subset run)",
            [f"- {_id(c)}: was {c.status}" for c in rep.missing],
        ),
        ("Progressions", [_row(o, c) for o, c in rep.progressions]),
        ("Changed failures", [_row(o, c) for o, c in rep.changed_failures]),
        ("New cells", [f"- {_id(c)}: {c.status}" for c in rep.new]),
        (
            "Failing now, and since which version (--since)",
            [f"- {code(k, table=False)}: {v}" for k, v in rep.since.items()],
        ),
        ("Removed cells", [f"- {_id(c)}: was {c.status}" for c in rep.removed]),
        ("Passing before, not measured now (skip)", [f"- {_id(c)}: {text(c.message)}" for _, c in rep.not_measured]),
        ("Faster (repeated samples)", [_timing(c) for c in rep.perf.of("faster")]),
        (
            "Timings not decided (insufficient: never blocking)",
            [f"- {code(c.id, table=False)}: {text(c.why)}" for c in rep.perf.of("insufficient")],
        ),
    ]
    for title, rows in sections:
        if rows:
            lines += [f"## {title}", "", *rows, ""]
    return "\n".join(lines)


def _coverage_line(rep: Report) -> str:
    c = rep.coverage
    if not c.get("declared"):
        return "Coverage: not recorded (results of an older harness, or made by hand): what part was gated is unknown."
    return f"Gated on {c['measured']:,} of {c['declared']:,} declared cells ({c['measured'] / c['declared']:.1%})."


def run_gate(
    baseline: Path,
    current: Path,
    report_path: Path | None,
    threshold: float = 0.2,
    noise_floor: float = 0.0,
    allow_slowdowns: bool = False,
    allow_missing: bool = False,
    perf: list[Path] | None = None,
    perf_baselines: list[Path] | None = None,
    accept_merge_errors: bool = False,
    since: list[Path] | None = None,
    partial: bool = False,
) -> tuple[int, str]:
    """``threshold`` and ``noise_floor`` (seconds): the smallest slowdown against
    a stored perf baseline that blocks; an A/B perf.json decided its own.
    ``perf``: perf.json files, one per backend timed. Errors a grid.json
    recorded (a shard lost in its merge) block unless ``accept_merge_errors``;
    a file the gate cannot read now always blocks."""
    a, b = merge([baseline]), merge([current])
    perf_errors: list[dict] = []
    try:
        checked = perf_gates(perf or [], perf_baselines or [], threshold, noise_floor)
    except PerfDocError as e:
        checked, perf_errors = PerfGate("none", skipped=f"slowdown check failed: {e}"), [{"error": str(e)}]
    rep = compare(a.results, b.results, allow_missing, b.selection, checked)
    errors = a.errors + b.errors
    rep.accept_merge_errors = accept_merge_errors
    rep.accepted = [e for e in errors if accept_merge_errors and e.get("recorded_in")]
    if since:
        releases = merge(since)
        rep.since, errors = failing_since_now(releases.results, b.results), errors + releases.errors
    rep.errors = [e for e in errors if e not in rep.accepted] + perf_errors
    rep.coverage = coverage(b.declared, b.results)
    rep.partial = shortfall(rep.coverage, b.not_run) + left_out(coverage(a.declared, a.results), rep.coverage)
    rep.partial_ok = partial
    text = render(rep, str(baseline), str(current), allow_slowdowns)
    if report_path:
        report_path.parent.mkdir(parents=True, exist_ok=True)
        report_path.write_text(text)
    return (1 if rep.blocked(allow_slowdowns) else 0), text

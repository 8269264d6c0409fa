"""The gate: did anything get worse from a baseline grid to a current one?

A cell got worse when it passed in the baseline and fails in the current run,
or when its current verdict is `regression`. A run time that grew by more than
the threshold (default 20%) and by more than the noise floor (default 50 ms)
is a slowdown, and blocks too: a release that is slower is a regression.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from conformance.cell import CellResult, Status, Verdict
from conformance.results.markdown import code
from conformance.results.merge import merge

FAILING = {s for s in Status if s not in (Status.PASS, Status.SKIP)}


@dataclass
class Report:
    regressions: list[tuple[CellResult | None, CellResult]] = field(default_factory=list)
    progressions: list[tuple[CellResult, CellResult]] = field(default_factory=list)
    changed_failures: list[tuple[CellResult, CellResult]] = field(default_factory=list)
    slowdowns: list[tuple[CellResult, CellResult, float, float]] = field(default_factory=list)
    not_measured: list[tuple[CellResult, CellResult]] = field(default_factory=list)
    new: list[CellResult] = field(default_factory=list)
    removed: list[CellResult] = field(default_factory=list)
    missing: list[CellResult] = field(default_factory=list)  # passed in the baseline, lost now: blocks
    unchanged: int = 0
    errors: list[dict] = field(default_factory=list)

    def blocked(self, allow_slowdowns: bool = False) -> bool:
        return bool(self.regressions or self.missing or (self.slowdowns and not allow_slowdowns) or self.errors)


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
    threshold: float = 0.2,
    noise_floor: float = 0.05,
    allow_missing: bool = False,
    selection: frozenset[str] | None = None,
) -> Report:
    """``selection``: the cell ids the current run selected (it recorded them);
    a baseline cell outside it was left out on purpose. A cell that passed in
    the baseline and is missing now blocks, unless the run was a subset that
    did not select it, or ``allow_missing``."""
    a, b = _by_id(baseline), _by_id(current)
    rep = Report()
    for cid in sorted(b.keys() - a.keys()):
        rep.new.append(b[cid])
        if b[cid].verdict is Verdict.REGRESSION or b[cid].status is Status.ERROR:
            rep.regressions.append((None, b[cid]))
    for cid in sorted(a.keys() - b.keys()):
        lost = a[cid].status is Status.PASS and not allow_missing and (selection is None or cid in selection)
        (rep.missing if lost else rep.removed).append(a[cid])
    for cid in sorted(a.keys() & b.keys()):
        old, cur = a[cid], b[cid]
        if (
            (old.status is Status.PASS and cur.status in FAILING)
            or cur.verdict is Verdict.REGRESSION
            or cur.status is Status.ERROR
        ):
            rep.regressions.append((old, cur))
        elif old.status in FAILING and cur.status is Status.PASS:
            rep.progressions.append((old, cur))
        elif (
            old.status in FAILING
            and cur.status in FAILING
            and (old.status, old.signature) != (cur.status, cur.signature)
        ):
            rep.changed_failures.append((old, cur))
        elif old.status is Status.PASS and cur.status is Status.SKIP:
            rep.not_measured.append((old, cur))
        else:
            slow = _slowdown(old, cur, threshold, noise_floor)
            if slow:
                rep.slowdowns.append((old, cur, *slow))
            else:
                rep.unchanged += 1
    return rep


def _failure(r: CellResult) -> tuple[Status, str | None]:
    """What a failure is: its status and its signature (a new bug may share an old one's status)."""
    return r.status, r.signature


def _slowdown(old: CellResult, cur: CellResult, threshold: float, floor: float) -> tuple[float, float] | None:
    if old.status is not Status.PASS or cur.status is not Status.PASS:
        return None
    t0, t1 = old.durations.get("run"), cur.durations.get("run")
    if t0 is None or t1 is None:
        return None
    if t1 - t0 > max(threshold * t0, floor):
        return t0, t1
    return None


def _row(old: CellResult | None, cur: CellResult) -> str:
    was = f"{old.status}" if old else "(new)"
    if old and old.status is cur.status and old.signature != cur.signature:
        was = f"{old.status} {code(old.signature, table=False)}"
    sig = f" {code(cur.signature, table=False)}" if cur.signature else ""
    return f"- {code(cur.cell.id, table=False)}: {was} → **{cur.status}** ({cur.verdict}){sig}"


def _growth(t0: float, t1: float) -> str:
    return f"+{(t1 / t0 - 1) * 100:.0f}%" if t0 > 0 else f"+{(t1 - t0) * 1000:.1f} ms"


def render(rep: Report, baseline: str, current: str, allow_slowdowns: bool = False) -> str:
    verdict = "BLOCKED" if rep.blocked(allow_slowdowns) else "OK"
    lines = [
        f"# Gate: {verdict}",
        "",
        f"Baseline `{baseline}`, current `{current}`.",
        "",
        f"{len(rep.regressions)} regressions, {len(rep.slowdowns)} slowdowns, {len(rep.progressions)} progressions, "
        f"{len(rep.changed_failures)} changed failures, {len(rep.new)} new cells, {len(rep.missing)} missing cells, "
        f"{len(rep.removed)} removed cells, "
        f"{len(rep.not_measured)} passing cells not measured now, {rep.unchanged} unchanged.",
        "",
    ]
    if rep.errors:
        lines += ["## Unreadable results", ""] + [f"- {code(e['error'], table=False)}" for e in rep.errors] + [""]
    sections = [
        ("Regressions", [_row(o, c) for o, c in rep.regressions]),
        (
            "Slowdowns (run time)",
            [
                f"- `{c.cell.id}`: {t0 * 1000:.1f} ms → **{t1 * 1000:.1f} ms** ({_growth(t0, t1)})"
                for _, c, t0, t1 in rep.slowdowns
            ],
        ),
        (
            "Missing: passed in the baseline, not in the current run (--allow-missing for a subset run)",
            [f"- `{c.cell.id}`: was {c.status}" for c in rep.missing],
        ),
        ("Progressions", [_row(o, c) for o, c in rep.progressions]),
        ("Changed failures", [_row(o, c) for o, c in rep.changed_failures]),
        ("New cells", [f"- `{c.cell.id}`: {c.status}" for c in rep.new]),
        ("Removed cells", [f"- `{c.cell.id}`: was {c.status}" for c in rep.removed]),
        ("Passing before, not measured now (skip)", [f"- `{c.cell.id}`: {c.message}" for _, c in rep.not_measured]),
    ]
    for title, rows in sections:
        if rows:
            lines += [f"## {title}", "", *rows, ""]
    return "\n".join(lines)


def run_gate(
    baseline: Path,
    current: Path,
    report_path: Path | None,
    threshold: float = 0.2,
    noise_floor: float = 0.05,
    allow_slowdowns: bool = False,
    allow_missing: bool = False,
) -> tuple[int, str]:
    a, b = merge([baseline]), merge([current])
    rep = compare(a.results, b.results, threshold, noise_floor, allow_missing, b.selection)
    rep.errors = a.errors + b.errors
    text = render(rep, str(baseline), str(current), allow_slowdowns)
    if report_path:
        report_path.parent.mkdir(parents=True, exist_ok=True)
        report_path.write_text(text)
    return (1 if rep.blocked(allow_slowdowns) else 0), text

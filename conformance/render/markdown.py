"""grid.md: for a GitHub job summary (which takes at most 1 MiB).

Triage leads: failures grouped by signature. Then counts per backend, then the
full grid tables while they fit; past the budget, the tables give way to a
pointer to grid.html.
"""

from __future__ import annotations

import re
from collections import Counter

from conformance.derived.impact import analyzed, behind_text, fix_impact, short
from conformance.render.layout import STATUS_CODE, row_of, tables
from conformance.render.triage import groups
from conformance.results import coverage
from conformance.results.versions import changes, points_of_records, versions

VERDICT_MARK = {"ok": "", "xfail": "🟡 ", "xpass": "🟣 ", "regression": "❌ ", "host-dependent": "🔀 "}
BUDGET = 900_000  # bytes: under GitHub's 1 MiB step summary limit, with room to spare
MAX_GROUP_PATTERNS = 6


# Characters of one field in one row: one huge signature (a results file is
# input) must cost its own row some text, never the table its rows.
MAX_FIELD = 2_000
MAX_ERRORS = 50  # unreadable results files or records listed; grid.json has them all
MAX_CHANGES = 100  # changes between versions listed; grid.html has them all


def _md(text: str) -> str:
    """Text safe inside a markdown table cell: one line (CommonMark ends a line at CR too)."""
    return text.replace("|", "\\|").replace("\r", " ").replace("\n", " ")


# Backslash-escaped: markup (links, images, HTML, emphasis, code), entities
# (`&#64;` would become a mention), mentions (`\@` is not one) and issue references.
_MARKUP = re.compile(r"([\\`*_\[\]<>!~#@&])")


def _clip(value: object, limit: int | None) -> tuple[str, str]:
    """The value as text cut to ``limit`` characters, and the marker that says what was cut."""
    s = str(value)
    if limit is None or len(s) <= limit:
        return s, ""
    return s[:limit], f" … ({len(s) - limit:,} more characters cut)"


def text(value: object, limit: int | None = MAX_FIELD) -> str:
    """Plain text from a results file, shown as text: no links, images, HTML,
    mentions or emphasis can be injected into a job summary or a comment."""
    s, cut = _clip(value, limit)
    return _md(_MARKUP.sub(r"\\\1", s)) + cut


def code(value: object, table: bool = True, limit: int | None = MAX_FIELD) -> str:
    """Text from a results file as a code span whose fence no backtick inside
    can close (in a table cell, ``|`` escaped too); nothing in a code span is
    markup, a mention or a link."""
    s, cut = _clip(value, limit)
    t = _md(s) if table else s.replace("\r", " ").replace("\n", " ")
    longest = max((len(m) for m in re.findall(r"`+", t)), default=0)
    fence, pad = "`" * (longest + 1), " " if longest or t.startswith("`") or t.endswith("`") else ""
    return f"{fence}{pad}{t}{pad}{fence}{cut}"


def _cell_text(cells: list[dict]) -> str:
    if not cells:
        return ""
    marks = (VERDICT_MARK.get(c["verdict"], "") + STATUS_CODE.get(c["status"], text(c["status"])) for c in cells)
    return ("⚠️ " if len(cells) > 1 else "") + " / ".join(marks)


def _row_label(slots: dict[tuple[str, str], list[dict]]) -> str:
    """The row's case as text; a boundary row's ``@DIM=SIZE`` (the harness's own
    notation, DIM an identifier, SIZE digits: parse_dims) as it is."""
    _, (case, dim, size) = row_of(next(c for cells in slots.values() for c in cells))
    return text(case) + (f" @{text(dim)}={size}" if dim else "")


def _head(grid: dict) -> list[str]:
    s = grid["summary"]
    tools = ", ".join(f"{text(k)} {code(v)}" for k, v in grid["tools"].items() if v)
    verdicts = ", ".join(f"{VERDICT_MARK.get(k, '')}{text(k)} {text(v)}" for k, v in s["verdict"].items())
    lines = ["# IREE conformance grid", "", f"{text(s['cells'])} cells: {verdicts}.", "", f"Tools: {tools}.", ""]
    spent = s.get("seconds") or {}
    if any(spent.values()):
        went = ", ".join(f"{text(k)} {text(v)} s" for k, v in spent.items() if v)
        lines += [f"Where the time went (the cells' durations summed): {went}.", ""]
    errors = grid.get("errors", [])
    for e in errors[:MAX_ERRORS]:
        lines.append(f"> **Unreadable results file** {code(e['path'])}: {code(e['error'])}")
    if len(errors) > MAX_ERRORS:  # thousands of bad records must not crowd out the triage either
        lines.append(f"> … {len(errors) - MAX_ERRORS} more: every one is in grid.json's `errors`.")
    if s.get("conflicts"):
        lines.append(f"> **{text(s['conflicts'])} cells have two results** from different files (⚠️ below).")
    return [*lines, ""] if grid.get("errors") or s.get("conflicts") else lines


def _coverage(grid: dict) -> list[str]:
    """What part of the declared matrix the grid measured, per corpus and backend."""
    block = grid.get("coverage") or {}
    lines = [text(coverage.headline(block)), ""]
    rows = coverage.by_corpus(block)
    if rows:
        lines += ["| corpus | backend | tier | declared | measured | pinned |", "|---|---|---|---|---|---|"]
        for r in rows:
            cols = (r["corpus"], r["backend"], r["tier"] or "?", r["declared"] if r["declared"] is not None else "?")
            lines.append("| " + " | ".join(text(c) for c in (*cols, r["measured"], r["pinned"])) + " |")
        lines.append("")
    return lines


def _new_regions(grid: dict) -> list[str]:
    """Failures in regions no earlier run measured (grid.py --history / --measured-in), apart from
    regressions where a region was measured: the first run over a region meets failures nobody triaged."""
    rows = grid.get("new_regions")
    if rows is None:
        return []
    failing = grid["summary"]["verdict"].get("regression", 0)
    new = sum(int(r["cells"]) for r in rows)
    lines = [
        "## Regressions by region",
        "",
        f"{text(failing - new)} regressions in regions measured before; {text(new)} failing cells in"
        f" {text(len(rows))} regions no earlier run measured (their verdict stays `regression`: pin them in one"
        " step with `nox -s update-expectations` on these results, the run's `expectations-update` artifact).",
        "",
    ]
    if rows:
        lines += ["| corpus | backend | opt | dims | failing cells, never measured before |", "|---|---|---|---|---|"]
        lines += [
            "| " + " | ".join(text(r[k]) for k in ("corpus", "backend", "opt", "dims", "cells")) + " |"
            for r in rows[:MAX_CHANGES]
        ]
        if len(rows) > MAX_CHANGES:
            lines.append(f"… {len(rows) - MAX_CHANGES} more regions: grid.json's `new_regions` has them all.")
        lines.append("")
    return lines


def _triage(grid: dict) -> list[str]:
    gs = groups(grid)
    if not gs:
        return ["## Triage", "", "Every cell passed.", ""]
    lines = [
        "## Triage: failures by signature",
        "",
        "| cells | verdicts | signature | where | culprit | repro, report |",
        "|---|---|---|---|---|---|",
    ]
    for g in gs:
        where = "<br>".join(code(p) for p in g.compact[:MAX_GROUP_PATTERNS])
        if len(g.compact) > MAX_GROUP_PATTERNS:
            where += f"<br>… {len(g.compact) - MAX_GROUP_PATTERNS} more"
        verdicts = ", ".join(f"{k} {v}" for k, v in sorted(g.verdicts.items()))
        repro = "<br>".join(code(c) for c in (g.repro, g.report) if c)
        lines.append(
            f"| {len(g.cells)} | {text(verdicts)} | {code(g.signature)} | {where} | {text(g.culprit)} | {repro} |"
        )
    return [*lines, ""]


MAX_IMPACT_ROWS = 15


def _fix_first(grid: dict) -> list[str]:
    """The blockers ranked by what fixing each would unblock (derived.impact)."""
    rows = fix_impact(grid)
    if not analyzed(rows):
        return []
    lines = [
        "## What to fix first: behind each blocker",
        "",
        "| would pass | cells | cases | behind | next blockers | chains | blocker |",
        "|---|---|---|---|---|---|---|",
    ]
    for r in rows[:MAX_IMPACT_ROWS]:
        nexts = "<br>".join(f"{v}: {code(short(k))}" for k, v in r.next_blockers.items())
        chains = "<br>".join(f"{v}: {text(k)}" for k, v in r.chains.items())
        counts = f"{r.would_pass} | {r.cells} | {r.cases} | {text(behind_text(r))}"
        lines.append(f"| {counts} | {nexts} | {chains} | {code(r.signature)} |")
    if len(rows) > MAX_IMPACT_ROWS:
        lines.append(f"\n… {len(rows) - MAX_IMPACT_ROWS} more blockers in grid.json (`fix_impact`).")
    return [*lines, ""]


MAX_ROUTE_ROWS = 40


def _routes(grid: dict) -> list[str]:
    """The two doors of the same models: counts per route, and the pairs that end differently (derived.routes)."""
    both = grid.get("routes")  # derived.routes, as build_grid put it in grid.json
    if both is None:
        return []
    lines = ["## Torch route and ONNX route", "", "| family | torch | onnx |", "|---|---|---|"]
    for family, by_route in both["counts"].items():
        torch_, onnx = (", ".join(f"{k} {v}" for k, v in by_route[r].items()) for r in ("torch", "onnx"))
        lines.append(f"| {text(family)} | {text(torch_)} | {text(onnx)} |")
    rows = both["disagree"]
    lines += ["", f"Routes disagree: {len(rows)} cells.", ""]
    if rows:
        lines += ["| model | cell | torch | onnx |", "|---|---|---|---|"]
        for r in rows[:MAX_ROUTE_ROWS]:
            where = f"{r['backend']} {r['opt']} {r['dims']}"
            ends = [
                f"{r[k]['status']}" + (f" {code(short(r[k]['signature']))}" if r[k]["signature"] else "")
                for k in ("torch", "onnx")
            ]
            lines.append(f"| {text(r['model'])} | {text(where)} | {ends[0]} | {ends[1]} |")
        if len(rows) > MAX_ROUTE_ROWS:
            lines.append(f"\n… {len(rows) - MAX_ROUTE_ROWS} more in grid.json (`routes.disagree`).")
    return [*lines, *_outputs_compared(both.get("outputs")), ""]


def _outputs_compared(outputs: dict | None) -> list[str]:
    """The pairs where both routes ran, compared output to output (derived.routes.outputs_compared)."""
    if outputs is None:
        return []
    rows = outputs["differ"]
    lines = ["", f"Both routes ran: {outputs['compared']} pairs compared output to output, {len(rows)} differ"]
    if outputs["not_kept"]:
        lines[-1] += f"; {outputs['not_kept']} not compared (passing outputs are kept with `--keep-outputs`)"
    lines[-1] += "."
    if rows:
        lines += ["", "| model | cell | torch | onnx | where |", "|---|---|---|---|---|"]
        for r in rows[:MAX_ROUTE_ROWS]:
            where = f"{r['backend']} {r['opt']} {r['dims']}"
            lines.append(
                f"| {text(r['model'])} | {text(where)} | {r['torch']['status']} | {r['onnx']['status']} "
                f"| {text(r['why'])} |"
            )
    return lines


def _versions(grid: dict) -> list[str]:
    """Several compilers measured these cells: each one's counts, and what changed between consecutive ones."""
    points = points_of_records(grid["cells"])
    labels = versions(points)
    if len(labels) < 2:
        return []
    lines = ["## Versions", "", f"The grid and triage show the newest compiler, {code(labels[-1])}.", ""]
    lines += ["| compiler | pass | failed | skip | error |", "|---|---|---|---|---|"]
    for label in labels:
        at = Counter(  # measured failures, and the rest by status
            "failed" if p.measured and p.status.failed else str(p.status) for p in points if p.version == label
        )
        lines.append(f"| {code(label)} | {at['pass']} | {at['failed']} | {at['skip']} | {at['error']} |")
    found = changes(points)
    kinds = Counter(c.kind for c in found)
    lines += [
        "",
        f"Between consecutive versions: {kinds['regression']} regressions, {kinds['fix']} fixes, "
        f"{kinds['change']} changed failures.",
        "",
    ]
    if found:
        lines += ["| kind | cell | before | after |", "|---|---|---|---|"]
        for c in found[:MAX_CHANGES]:
            b, a = c.before, c.after
            lines.append(
                f"| {c.kind} | {code(b.cell)} | {code(b.version)} {code(b.outcome)} "
                f"| {code(a.version)} {code(a.outcome)} |"
            )
        if len(found) > MAX_CHANGES:
            lines.append(f"\n… {len(found) - MAX_CHANGES} more: grid.html's Versions tab has every one.")
    return [*lines, ""]


def _counts(grid: dict) -> list[str]:
    per: dict[str, Counter] = {}
    for c in grid["cells"]:
        per.setdefault(c["backend"], Counter())[c["status"]] += 1
    statuses = [s for s in STATUS_CODE if any(s in cnt for cnt in per.values())]
    lines = ["## Counts", "", "| backend | " + " | ".join(statuses) + " |", "|---" * (len(statuses) + 1) + "|"]
    lines += [
        f"| {text(b)} | " + " | ".join(str(cnt.get(s, 0)) for s in statuses) + " |" for b, cnt in sorted(per.items())
    ]
    return [*lines, ""]


def _grid_tables(grid: dict) -> list[str]:
    legend = ", ".join(f"{v.strip() or '(no mark)'} {k}" for k, v in VERDICT_MARK.items())
    lines = ["## Grid", "", f"Marks: {legend}; ⚠️ two results for one cell.", ""]
    for backend, (cols, rows) in tables(grid).items():
        lines += [f"### {text(backend)}", ""]
        lines.append("| case | " + " | ".join(f"{text(o)} {text(d)}" for o, d in cols) + " |")
        lines.append("|---" * (len(cols) + 1) + "|")
        for slots in rows.values():
            marks = " | ".join(_cell_text(slots.get(col, [])) for col in cols)
            lines.append(f"| {_row_label(slots)} | {marks} |")
        lines.append("")
    return lines


def render_markdown(grid: dict, budget: int = BUDGET) -> str:
    counts = "\n".join(_counts(grid)) + "\n"
    parts = (_head, _coverage, _versions, _new_regions, _triage, _fix_first, _routes)
    head = "\n".join(line for part in parts for line in part(grid))
    head += "\n" + counts
    if len(head.encode()) > budget:  # even the triage is too long: keep its top, and the counts
        room = budget - 200 - len(counts.encode())
        cut = head.encode()[:room].decode(errors="ignore").rsplit("\n", 1)[0]
        note = "… triage cut to fit a job summary; the full grid is in grid.html and grid.json."
        return f"{cut}\n\n{note}\n\n{counts}"
    tables_md = "\n".join(_grid_tables(grid)) + "\n"
    if len(head.encode()) + len(tables_md.encode()) > budget:
        return head + "\n## Grid\n\nThe matrix is too large for a job summary: see grid.html and grid.json.\n"
    return head + "\n" + tables_md

"""grid.html: one self-contained page (no network).

Tabs: the grid (a table per backend: case rows by opt/dims columns, colored by
status, signature on hover), triage (failures by signature), versions (where
several compilers measured the cells: each cell's status by version, and the
regressions, fixes and changed failures between consecutive versions) and history (pass
rate over the recorded runs, and the perf tier's median per cell, a chart per
block). Filters by backend, opt, dims and status; the
page's fragment sets them too (``grid.html#status=crash&backend=rocm``).
"""

from __future__ import annotations

from html import escape

from conformance.derived.impact import BLOCKED, analyzed, behind_text, chain, fix_impact, short
from conformance.derived.routes import route_of
from conformance.render.chart import Series, line_chart
from conformance.render.layout import STATUS_CODE, tables
from conformance.render.triage import describe_culprit, groups
from conformance.results import coverage
from conformance.results.history import pass_rate, perf_series
from conformance.results.versions import by_cell, changes, points_of_records, versions

COLORS = {
    "pass": "#b7e4c7",
    "mismatch": "#ff8fa3",
    "fail-import": "#d0bfff",
    "fail-compile": "#ffb4a2",
    "fail-run": "#ffd6a5",
    "crash": "#e5383b",
    "timeout": "#adb5bd",
    "invalid-input": "#fdffb6",
    "skip": "#e9ecef",
    "error": "#212529",
}
# Text on a status's color: black, but white where the color is too dark for it (WCAG AA: 4.5:1).
INK = {"error": "#fff"}
# Past this many cells, one row per case is more than a browser opens (about 0.65 KB of HTML a cell,
# measured: 0.9 GB for a whole nightly): the grid tab says so, and a region's grid renders alone.
GRID_PANEL_CELLS = 100_000
VERDICT_STYLE = {
    "ok": "",
    "xfail": "opacity:.65",
    "xpass": "outline:3px solid #7b2cbf",
    "regression": "outline:3px solid #d00000",
    "host-dependent": "outline:3px dashed #e85d04",
}

CSS = """
body{font:13px system-ui,sans-serif;margin:1.5em}
table{border-collapse:collapse;margin-bottom:2em}
th,td{border:1px solid #ccc;padding:2px 6px;text-align:center;white-space:nowrap}
td.case{text-align:left;font-family:monospace}
td.ids{text-align:left;font-family:monospace;white-space:normal;max-width:60em}
td.cell{cursor:help;outline-offset:-3px}
.legend span{display:inline-block;padding:2px 8px;margin:2px;border:1px solid #999}
.tabs button{font:inherit;padding:4px 12px;margin-right:4px;border:1px solid #999;background:#f4f4f4;cursor:pointer}
.tabs button.on{background:#fff;border-bottom-color:#fff;font-weight:bold}
.panel{display:none;border-top:1px solid #999;padding-top:1em}
.panel.on{display:block}
.hidden{display:none}
.filters label{margin-right:1em}
code{font-size:12px}
.warn{background:#fff3bf;padding:4px 8px;border:1px solid #f08c00}
"""

SCRIPT = """
const F=['backend','opt','dims','status','route'];
function tab(n){document.querySelectorAll('.panel').forEach(p=>p.classList.toggle('on',p.id===n));
 document.querySelectorAll('.tabs button').forEach(b=>b.classList.toggle('on',b.dataset.tab===n));}
function apply(){const v={};F.forEach(f=>{const s=document.getElementById('f-'+f);v[f]=s?s.value:'';});
 const ok=(el,f)=>!v[f]||el.dataset[f]===v[f];
 document.querySelectorAll('section.backend').forEach(s=>s.classList.toggle('hidden',!ok(s,'backend')));
 document.querySelectorAll('[data-opt]').forEach(e=>e.classList.toggle('hidden',!(ok(e,'opt')&&ok(e,'dims'))));
 document.querySelectorAll('tr.row').forEach(r=>{let any=false;r.querySelectorAll('td.cell').forEach(c=>{
   const m=ok(c,'status');c.style.visibility=m?'':'hidden';if(m&&!c.classList.contains('hidden'))any=true;});
   r.classList.toggle('hidden',!any||!ok(r,'route'));});
 document.querySelectorAll('tr.group').forEach(g=>g.classList.toggle('hidden',!ok(g,'status')));
 const h=F.filter(f=>v[f]).map(f=>f+'='+encodeURIComponent(v[f])).join('&');
 history.replaceState(null,'',h?'#'+h:location.pathname);}
window.addEventListener('DOMContentLoaded',()=>{
 new URLSearchParams(location.hash.slice(1)).forEach((val,key)=>{const s=document.getElementById('f-'+key);
   if(s)s.value=val;else if(key==='tab')tab(val);});
 F.forEach(f=>{const s=document.getElementById('f-'+f);if(s)s.addEventListener('change',apply);});apply();});
"""


def _paint(status: str) -> str:
    """A status's colors, as CSS: its background and a text color readable on it."""
    return f"background:{COLORS.get(status, '#fff')};color:{INK.get(status, '#000')}"


def _code(x: dict) -> str:
    """``F-comp``, and what lies behind a blocker where the analysis reached an end
    (``F-comp → pass``; ``F-comp → … → pass`` where a next gap stands between)."""
    code = STATUS_CODE.get(x["status"], x["status"])
    b = x.get("behind") or {}
    if not b.get("status"):
        return code
    own = short(x["signature"] or x["status"])
    more = any(short(h.get("signature", "")) != own for h in b.get("host", []))
    return f"{code} → {'… → ' if more else ''}{STATUS_CODE.get(b['status'], b['status'])}"


def _behind_tip(x: dict) -> str:
    """The chain behind a blocker (derived.impact.chain), the signature at its end and why it ends there."""
    b = x.get("behind") or {}
    if not (b.get("status") or b.get("host")):
        return ""
    ends = b.get("signature") if b.get("status") not in BLOCKED else ""  # a blocker's is in the chain
    return (
        f"\nbehind: {chain(x['signature'] or x['status'], b)}"
        + (f"\n{ends}" if ends else "")
        + (f"\nwhy: {b['why']}" if b.get("why") else "")
    )


def _tip(cells: list[dict]) -> str:
    return "\n".join(
        f"{x['id']}: {x['status']} ({x['verdict']}, expected {x['expected']})"
        + (f"\n{x['signature']}" if x["signature"] else "")
        + (f"\nreason: {x['reason']}" if x["reason"] else "")
        + (f"\nculprit: {describe_culprit(x.get('culprit'))}" if x.get("culprit") else "")
        + _behind_tip(x)
        + (f"\nfrom: {x['origin']}" if x.get("origin") else "")
        for x in cells
    )


def _cell(cells: list[dict], opt: str, dims: str) -> str:
    if not cells:
        return f'<td data-opt="{escape(opt)}" data-dims="{escape(dims)}"></td>'
    c = cells[0]
    text = " / ".join(_code(x) for x in cells)
    if len(cells) > 1:
        text = "⚠ " + text
    style = f"{_paint(c['status'])};{VERDICT_STYLE.get(c['verdict'], '')}"
    return (
        f'<td class="cell" style="{style}" title="{escape(_tip(cells))}" data-opt="{escape(opt)}"'
        f' data-dims="{escape(dims)}" data-status="{escape(c["status"])}" data-verdict="{escape(c["verdict"])}">'
        f"{escape(text)}</td>"
    )


def _grid_panel(grid: dict) -> list[str]:
    parts = []
    for backend, (cols, rows) in tables(grid).items():
        opts = list(dict.fromkeys(o for o, _ in cols))
        parts.append(f'<section class="backend" data-backend="{escape(backend)}"><h2>{escape(backend)}</h2>')
        parts.append("<table><tr><th rowspan=2>case</th>")
        parts += [
            f'<th data-opt="{escape(o)}" colspan={sum(1 for o2, _ in cols if o2 == o)}>{escape(o)}</th>' for o in opts
        ]
        parts.append(
            "</tr><tr>"
            + "".join(f'<th data-opt="{escape(o)}" data-dims="{escape(d)}">{escape(d)}</th>' for o, d in cols)
        )
        parts.append("</tr>")
        for case, slots in rows.items():
            parts.append(f"<tr class='row' data-route='{route_of(case)[1]}'><td class='case'>{escape(case)}</td>")
            parts += [_cell(slots.get(col, []), *col) for col in cols]
            parts.append("</tr>")
        parts.append("</table></section>")
    return parts


def _too_many_cells(cells: list[dict]) -> list[str]:
    """In place of one row per case: the verdicts per backend and corpus, and how to see a region's cells."""
    counts: dict[tuple[str, str], dict[str, int]] = {}
    for c in cells:
        slot = counts.setdefault((c["backend"], c.get("corpus") or ""), {})
        slot[c["verdict"]] = slot.get(c["verdict"], 0) + 1
    parts = [
        f"<p class='warn'>{len(cells):,} cells: more than one page can show, one row per case. The Triage tab"
        " has every failure by signature; a backend and corpus shows its cells alone: <code>python -m"
        " conformance grid REGION.json.gz --out DIR</code>, with a region file the grid job wrote"
        " (<code>--regions</code>).</p>",
        "<table><tr><th>backend</th><th>corpus</th><th>cells</th><th>verdicts</th></tr>",
    ]
    for (backend, corpus), verdicts in sorted(counts.items()):
        said = ", ".join(f"{escape(k)} {v:,}" for k, v in sorted(verdicts.items()))
        total = sum(verdicts.values())
        parts.append(f"<tr><td>{escape(backend)}</td><td>{escape(corpus)}</td><td>{total:,}</td><td>{said}</td></tr>")
    parts.append("</table>")
    return parts


def _triage_panel(grid: dict) -> list[str]:
    gs = groups(grid)
    if not gs:
        return ["<p>Every cell passed.</p>"]
    heads = ("cells", "verdicts", "signature", "where", "culprit", "repro, report")
    parts = ["<table><tr>" + "".join(f"<th>{h}</th>" for h in heads) + "</tr>"]
    for g in gs:
        verdicts = ", ".join(f"{k} {v}" for k, v in sorted(g.verdicts.items()))
        parts.append(
            f'<tr class="group" data-status="{escape(g.status)}"><td>{len(g.cells)}</td><td>{escape(verdicts)}</td>'
            f"<td class='ids' style='{_paint(g.status)}'>{escape(g.signature)}</td>"
            f"<td class='ids'>{'<br>'.join(escape(p) for p in g.compact)}</td>"
            f"<td class='ids'>{escape(g.culprit)}</td>"
            f"<td class='ids'>{'<br>'.join(f'<code>{escape(c)}</code>' for c in (g.repro, g.report) if c)}</td></tr>"
        )
    parts.append("</table>")
    return parts


def _fix_first_panel(grid: dict) -> list[str]:
    """The blockers ranked by what fixing each would unblock (derived.impact)."""
    rows = fix_impact(grid)
    if not analyzed(rows):
        return []
    heads = ("would pass", "cells", "cases", "behind", "next blockers", "chains", "blocker")
    parts = ["<h3>What to fix first: behind each blocker</h3><table><tr>"]
    parts[0] += "".join(f"<th>{h}</th>" for h in heads) + "</tr>"
    for r in rows:
        nexts = "<br>".join(f"{v}: {escape(short(k))}" for k, v in r.next_blockers.items())
        chains = "<br>".join(f"{v}: {escape(k)}" for k, v in r.chains.items())
        parts.append(
            f"<tr><td>{r.would_pass}</td><td>{r.cells}</td><td>{r.cases}</td><td>{escape(behind_text(r))}</td>"
            f"<td class='ids'>{nexts}</td><td class='ids'>{chains}</td><td class='ids'>{escape(r.signature)}</td></tr>"
        )
    parts.append("</table>")
    return parts


def _routes_panel(grid: dict) -> list[str]:
    """The two doors of the same models (derived.routes): counts per route, and the pairs that end differently."""
    both = grid.get("routes")  # derived.routes, as build_grid put it in grid.json
    if both is None:
        return []
    parts = ["<h3>Torch route and ONNX route</h3><table><tr><th>family</th><th>torch</th><th>onnx</th></tr>"]
    for family, by_route in both["counts"].items():
        cells = "".join(
            f"<td class='ids'>{escape(', '.join(f'{k} {v}' for k, v in by_route[r].items()))}</td>"
            for r in ("torch", "onnx")
        )
        parts.append(f"<tr><td>{escape(family)}</td>{cells}</tr>")
    rows = both["disagree"]
    parts.append(f"</table><p>Routes disagree: {len(rows)} cells.</p>")
    if rows:
        parts.append("<table><tr><th>model</th><th>cell</th><th>torch</th><th>onnx</th></tr>")
        for r in rows:
            ends = "".join(
                f"<td class='ids' style='{_paint(r[k]['status'])}'>"
                f"{escape(str(r[k]['status']))} {escape(short(r[k]['signature'] or ''))}</td>"
                for k in ("torch", "onnx")
            )
            where = f"{r['backend']} {r['opt']} {r['dims']}"
            parts.append(f"<tr><td>{escape(r['model'])}</td><td>{escape(where)}</td>{ends}</tr>")
        parts.append("</table>")
    return parts + _outputs_panel(both.get("outputs"))


def _outputs_panel(outputs: dict | None) -> list[str]:
    """The pairs where both routes ran, compared output to output (derived.routes.outputs_compared)."""
    if outputs is None:
        return []
    rows = outputs["differ"]
    said = f"Both routes ran: {outputs['compared']} pairs compared output to output, {len(rows)} differ"
    if outputs["not_kept"]:
        said += f"; {outputs['not_kept']} not compared (passing outputs are kept with --keep-outputs)"
    parts = [f"<p>{escape(said)}.</p>"]
    if rows:
        parts.append("<table><tr><th>model</th><th>cell</th><th>torch</th><th>onnx</th><th>where</th></tr>")
        for r in rows:
            where = f"{r['backend']} {r['opt']} {r['dims']}"
            parts.append(
                f"<tr><td>{escape(r['model'])}</td><td>{escape(where)}</td><td>{escape(r['torch']['status'])}</td>"
                f"<td>{escape(r['onnx']['status'])}</td><td class='ids'>{escape(r['why'])}</td></tr>"
            )
        parts.append("</table>")
    return parts


def _history_panel(history: list[dict]) -> list[str]:
    points = [(e, r) for e in history if (r := pass_rate(e)) is not None]
    if not points:
        return ["<p>No recorded runs yet: <code>nox -s grid -- --history FILE ...</code> appends one per merge.</p>"]
    tips = [
        (i, r, f"{e['date']}: {r:.1%} pass of {e['cells']} cells; {e.get('tools', {}).get('iree-compile', '')}")
        for i, (e, r) in enumerate(points)
    ]
    chart = line_chart([Series("pass rate", tips)], len(points), 1.0, lambda v: f"{v:.0%}", "history-chart")
    rows = "".join(
        f"<tr><td>{escape(e['date'])}</td><td>{r:.1%}</td><td>{e['cells']}</td>"
        f"<td class='ids'>{escape(', '.join(f'{k} {v}' for k, v in e['status'].items()))}</td></tr>"
        for e, r in points
    )
    head = "<tr><th>date</th><th>pass rate</th><th>cells</th><th>statuses</th></tr>"
    return [
        "<p>Pass rate (pass / measured cells) per recorded run.</p>",
        chart,
        f"<table>{head}{rows}</table>",
        *_perf_history(history),
    ]


def _perf_history(history: list[dict]) -> list[str]:
    """One chart per perf block: each cell's median ms per call over the runs that recorded them."""
    blocks = perf_series(history)
    if not blocks:
        return []
    runs = sum(1 for e in history if e.get("perf"))
    parts = [
        "<h2>Perf tier</h2><p>Median ms per call (repeated <code>iree-benchmark-module</code> samples, "
        "<code>grid --perf</code>) per recorded run, one chart per block; hover a point for its spread.</p>"
    ]
    for block, cells in blocks.items():
        top = max(m["median"] for pts in cells.values() for _, m, _ in pts) * 1.1 or 1.0
        series = [
            Series(
                cid[len(block) :],
                [
                    (
                        i,
                        m["median"],
                        f"{cid} {e['date']}: median {m['median']:.3f} ms, MAD {m.get('spread') or 0:.3f} ms, "
                        f"{m.get('n', '?')} samples; {e.get('tools', {}).get('iree-compile', '')}",
                    )
                    for i, m, e in pts
                ],
            )
            for cid, pts in cells.items()
        ]
        parts.append(f"<h3>{escape(block)}</h3>")
        parts.append(line_chart(series, runs, top, lambda v: f"{v:.3g} ms", f"perf-{block}", "perf", h=200))
    return parts


def _versions_panel(grid: dict) -> list[str]:
    """Each cell's status by compiler version (oldest first), and the changes between consecutive versions."""
    points = points_of_records(grid["cells"])
    labels = versions(points)
    found = changes(points)
    kinds = ", ".join(f"{sum(1 for c in found if c.kind == k)} {k}s" for k in ("regression", "fix", "change"))
    parts = [f"<p>{len(labels)} compilers. Between consecutive versions that measured a cell: {escape(kinds)}.</p>"]
    if found:
        parts.append("<table><tr><th>kind</th><th>cell</th><th>before</th><th>after</th></tr>")
        parts += [
            f"<tr><td>{c.kind}</td><td class='ids'>{escape(c.before.cell)}</td>"
            f"<td class='ids'>{escape(c.before.version)}: {escape(c.before.outcome)}</td>"
            f"<td class='ids'>{escape(c.after.version)}: {escape(c.after.outcome)}</td></tr>"
            for c in found
        ]
        parts.append("</table>")
    parts.append("<table><tr><th>cell</th>" + "".join(f"<th>{escape(v)}</th>" for v in labels) + "</tr>")
    for cell, ps in by_cell(points).items():
        at = {p.version: p for p in ps}
        tds = "".join(
            f"<td class='cell' style='{_paint(str(p.status))}' title='{escape(p.outcome)}'>"
            f"{escape(STATUS_CODE.get(str(p.status), str(p.status)))}</td>"
            if (p := at.get(v))
            else "<td></td>"
            for v in labels
        )
        parts.append(f"<tr><td class='case'>{escape(cell)}</td>{tds}</tr>")
    parts.append("</table>")
    return parts


def _select(name: str, values: list[str]) -> str:
    opts = "".join(f'<option value="{escape(v)}">{escape(v)}</option>' for v in values)
    return f'<label>{name} <select id="f-{name}"><option value="">all</option>{opts}</select></label>'


def render_html(grid: dict, history: list[dict] | None = None) -> str:
    s = grid["summary"]
    cells = grid["cells"]
    values = {k: list(dict.fromkeys(c[k] for c in cells)) for k in ("backend", "opt", "dims", "status")}
    routes = list(dict.fromkeys(route_of(c["case"])[1] for c in cells))
    if len(routes) > 1:  # the torch route and the ONNX route of the same models: pick a door
        values["route"] = routes
    parts = [
        "<!doctype html><html><head><meta charset='utf-8'><title>IREE conformance grid</title>",
        f"<style>{CSS}</style><script>{SCRIPT}</script></head><body><h1>IREE conformance grid</h1>",
        "<p>" + ", ".join(f"{escape(k)} <code>{escape(str(v))}</code>" for k, v in grid["tools"].items() if v) + "</p>",
        f"<p id='summary'>{s['cells']} cells; verdicts: "
        + ", ".join(f"{escape(k)} {v}" for k, v in s["verdict"].items())
        + "; statuses: "
        + ", ".join(f"{escape(k)} {v}" for k, v in s["status"].items())
        + "</p>",
    ]
    parts.append(f"<p id='coverage'>{escape(coverage.headline(grid.get('coverage') or {}))}</p>")
    parts += [
        f"<p class='warn'>Unreadable results file {escape(e['path'])}: {escape(e['error'])}</p>"
        for e in grid.get("errors", [])
    ]
    if s.get("conflicts"):
        parts.append(f"<p class='warn'>{s['conflicts']} cells have two results from different files (⚠).</p>")
    parts.append(
        "<p class='legend'>"
        + "".join(f"<span style='{_paint(k)}'>{k}</span>" for k in COLORS)
        + " <span style='outline:3px solid #d00000'>regression</span>"
        " <span style='outline:3px solid #7b2cbf'>xpass</span> <span style='opacity:.65'>xfail</span>"
        " &mdash; hover a cell for its signature</p>"
    )
    parts.append("<p class='filters'>" + "".join(_select(k, v) for k, v in values.items()) + "</p>")
    several = len(versions(points_of_records(cells))) > 1
    tabs = [("grid", "Grid"), ("triage", "Triage"), ("versions", "Versions"), ("history", "History")]
    tabs = [t for t in tabs if several or t[0] != "versions"]
    parts.append(
        "<div class='tabs'>"
        + "".join(
            f"<button data-tab='{t}' class='{'on' if t == 'grid' else ''}' onclick=\"tab('{t}')\">{label}</button>"
            for t, label in tabs
        )
        + "</div>"
    )
    shown = _grid_panel(grid) if len(cells) <= GRID_PANEL_CELLS else _too_many_cells(cells)
    parts += ["<div class='panel on' id='grid'>", *shown, "</div>"]
    parts += [
        "<div class='panel' id='triage'>",
        *_triage_panel(grid),
        *_fix_first_panel(grid),
        *_routes_panel(grid),
        "</div>",
    ]
    if several:
        parts += ["<div class='panel' id='versions'>", *_versions_panel(grid), "</div>"]
    parts += ["<div class='panel' id='history'>", *_history_panel(history or []), "</div>"]
    parts.append("</body></html>\n")
    return "".join(parts)

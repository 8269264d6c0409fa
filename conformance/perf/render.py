"""perf.md and perf.html: the A/B decisions per cell, slowest first; the html
draws each cell's ratio of medians with its confidence interval."""

from __future__ import annotations

from html import escape

MARK = {"slower": "❌ slower", "faster": "✅ faster", "same": "same", "insufficient": "⚠️ insufficient"}


def _order(doc: dict) -> list[dict]:
    rank = {"slower": 0, "insufficient": 1, "faster": 2, "same": 3}
    return sorted(doc["cells"], key=lambda c: (rank[c["verdict"]], -(c["ratio"] or 0), c["id"]))


def _escape_pipes(text: str) -> str:
    """Cell ids hold '|': inside a markdown table even a code span must escape it."""
    return text.replace("|", "\\|")


def _ms(v: float | None) -> str:
    return "" if v is None else f"{v:.3f}"


def render_markdown(doc: dict) -> str:
    s = doc["summary"]
    lines = [
        f"# Perf A/B on {doc['backend']} ({doc['target']})",
        "",
        f"{len(doc['cells'])} cells: " + ", ".join(f"{k} {v}" for k, v in s.items()) + ".",
        "",
        f"A: `{doc['tools']['a']['iree-compile']}`; B: `{doc['tools']['b']['iree-compile']}`. "
        f"{doc['settings']['rounds']} interleaved rounds x {doc['settings']['repetitions']} repetitions a side; "
        f"minimal effect {doc['settings']['min_effect']:.0%}.",
        "",
        "| cell | verdict | A median ms (MAD) | B median ms (MAD) | B/A | 99% CI | dispatches A/B | compile s A/B |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for c in _order(doc):
        ci = f"{c['ci'][0]:.3f}–{c['ci'][1]:.3f}" if c["ci"] else ""
        ratio = f"{c['ratio']:.3f}" if c["ratio"] is not None else ""
        verdict = MARK[c["verdict"]] + (f": {c['why']}" if c["why"] else "")
        lines.append(
            f"| `{_escape_pipes(c['id'])}` | {_escape_pipes(verdict)} | {_ms(c['a_median'])} ({_ms(c['a_spread'])}) "
            f"| {_ms(c['b_median'])} ({_ms(c['b_spread'])}) | {ratio} | {ci} "
            f"| {c['dispatches'].get('a', '')}/{c['dispatches'].get('b', '')} "
            f"| {c['compile_seconds'].get('a', '')}/{c['compile_seconds'].get('b', '')} |"
        )
    return "\n".join(lines) + "\n"


COLORS = {"slower": "#e5383b", "faster": "#2d6a4f", "same": "#6c757d", "insufficient": "#f4a261"}


def render_html(doc: dict) -> str:
    cells = [c for c in _order(doc) if c["ratio"] is not None and c["ci"]]
    lo = min([0.8, *(c["ci"][0] for c in cells)])
    hi = max([1.25, *(c["ci"][1] for c in cells)])
    width, label, row = 520, 330, 22

    def x(v: float) -> float:
        return label + (v - lo) / (hi - lo) * width

    svg = [
        f'<svg width="{label + width + 80}" height="{row * len(cells) + 40}" font-family="monospace" font-size="12">'
    ]
    svg.append(f'<line x1="{x(1):.1f}" y1="0" x2="{x(1):.1f}" y2="{row * len(cells) + 10}" stroke="#000"/>')
    for i, c in enumerate(cells):
        y, color, (ci_lo, ci_hi) = 15 + i * row, COLORS[c["verdict"]], c["ci"]
        tip = f"{c['verdict']}: B/A {c['ratio']:.3f}"
        svg += [
            f'<text x="0" y="{y + 4}">{escape(c["id"])}</text>',
            f'<line x1="{x(ci_lo):.1f}" y1="{y}" x2="{x(ci_hi):.1f}" y2="{y}" stroke="{color}" stroke-width="3"/>',
            f'<circle cx="{x(c["ratio"]):.1f}" cy="{y}" r="4" fill="{color}"><title>{escape(tip)}</title></circle>',
            f'<text x="{label + width + 8}" y="{y + 4}" fill="{color}">{c["ratio"]:.3f}</text>',
        ]
    y = row * len(cells) + 30
    svg += [f'<text x="{x(v) - 12:.1f}" y="{y}">{v:.2f}</text>' for v in (lo, 1.0, hi)]
    svg.append("</svg>")
    table = render_markdown(doc)
    return (
        "<!doctype html><meta charset=utf-8><title>perf A/B</title>"
        "<h1>Perf A/B: B/A ratio of medians with its 99% confidence interval</h1>"
        + "".join(svg)
        + f"<pre>{escape(table)}</pre>"
    )

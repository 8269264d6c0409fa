"""An inline SVG line chart over recorded runs (no script, nothing from the
network): the history tab's pass rate and per-block perf medians both draw with it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from html import escape

PALETTE = ("#2b8a3e", "#1c7ed6", "#e8590c", "#9c36b5", "#c92a2a", "#087f5b", "#5f3dc4", "#868e96")


@dataclass(frozen=True)
class Series:
    name: str
    points: Sequence[tuple[int, float, str]]  # (run index, value, tooltip)


def line_chart(
    series: Sequence[Series],
    runs: int,
    y_max: float,
    y_label: Callable[[float], str],
    chart_id: str,
    point_class: str = "run",
    w: int = 720,
    h: int = 240,
) -> str:
    pad = 40
    legend = 16 * len(series) if len(series) > 1 else 0

    def xy(i: int, v: float) -> tuple[float, float]:
        x = pad + (w - 2 * pad) * (i / (runs - 1) if runs > 1 else 0.5)
        return x, h - pad - (h - 2 * pad) * (v / y_max if y_max else 0)

    svg = [f'<svg id="{escape(chart_id)}" width="{w}" height="{h + legend}" viewBox="0 0 {w} {h + legend}" role="img">']
    svg.append(f'<line x1="{pad}" y1="{h - pad}" x2="{w - pad}" y2="{h - pad}" stroke="#999"/>')
    for frac in (0, 0.5, 1):
        y = h - pad - (h - 2 * pad) * frac
        svg.append(f'<text x="4" y="{y + 4:.0f}" font-size="11">{escape(y_label(frac * y_max))}</text>')
        svg.append(f'<line x1="{pad}" y1="{y:.1f}" x2="{w - pad}" y2="{y:.1f}" stroke="#eee"/>')
    for n, s in enumerate(series):
        color = PALETTE[n % len(PALETTE)]
        coords = [xy(i, v) for i, v, _ in s.points]
        svg.append(
            f'<polyline fill="none" stroke="{color}" stroke-width="2" points="'
            + " ".join(f"{x:.1f},{y:.1f}" for x, y in coords)
            + '"/>'
        )
        for (_, _, tip), (x, y) in zip(s.points, coords, strict=True):
            svg.append(
                f'<circle class="{point_class}" cx="{x:.1f}" cy="{y:.1f}" r="4" fill="{color}">'
                f"<title>{escape(tip)}</title></circle>"
            )
        if legend:
            y = h + 16 * n + 4
            svg.append(f'<rect x="{pad}" y="{y - 9}" width="10" height="10" fill="{color}"/>')
            svg.append(f'<text x="{pad + 16}" y="{y}" font-size="11">{escape(s.name)}</text>')
    svg.append("</svg>")
    return "".join(svg)

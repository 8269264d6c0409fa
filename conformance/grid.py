"""The grid: every cell result in one document, written as grid.json (the
contract that gating and dashboards read), grid.md and grid.html."""

from __future__ import annotations

import datetime as dt
import gzip
import io
import json
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

from conformance.axes import axis_order
from conformance.cell import CellResult
from conformance.derived.impact import fix_impact
from conformance.derived.routes import routes
from conformance.files import atomic_file, write_atomic
from conformance.results import coverage
from conformance.results.costs import SUFFIX, of_cells, write_costs
from conformance.results.coverage import Declared
from conformance.results.document import SCHEMA_VERSION
from conformance.results.schema import to_record
from conformance.results.versions import points_of_results, version_key, versions


def _order(r: CellResult) -> tuple:
    c = r.cell
    return (c.backend, c.case, *axis_order(c.opt, c.dims), version_key(r.compiler_version), r.origin)


def build_grid(
    results: Iterable[CellResult],
    tools: Mapping[str, str | None],
    declared: Sequence[Declared] = (),
    **extra: object,
) -> dict:
    """The grid document, from the records alone (it reads no file); ``declared``: what the runs' tiers
    declare, against which ``coverage`` counts what was measured."""
    cells = sorted(results, key=_order)
    seen = Counter(r.key for r in cells)
    docs = [{**to_record(r), "conflict": seen[r.key] > 1} for r in cells]
    compilers = versions(points_of_results(cells))
    return {
        "schema_version": SCHEMA_VERSION,
        "generated_at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        "tools": tools,
        "summary": {
            "cells": len(cells),
            "status": dict(Counter(str(r.status) for r in cells).most_common()),
            "verdict": dict(Counter(str(r.verdict) for r in cells).most_common()),
            "conflicts": sum(1 for n in seen.values() if n > 1),
            "seconds": where_the_time_went(cells),
            **({"compiler_versions": compilers} if len(compilers) > 1 else {}),
        },
        **extra,
        "declared": coverage.to_json(declared),
        "coverage": coverage.coverage(declared, cells),
        "fix_impact": [row.to_json() for row in fix_impact({"cells": docs})],
        **({"routes": r} if (r := routes({"cells": docs})) else {}),
        "cells": docs,
    }


def where_the_time_went(cells: Iterable[CellResult]) -> dict[str, float]:
    """Seconds per stage and analysis, summed over the cells (each holds its own share), most first."""
    total: Counter[str] = Counter()
    for r in cells:
        total.update(r.durations)
    return {k: round(v, 1) for k, v in total.most_common()}


def write_grid(grid: dict, out_dir: Path, history: list[dict] | None = None) -> list[Path]:
    from conformance.render.html import render_html
    from conformance.render.markdown import render_markdown

    out_dir.mkdir(parents=True, exist_ok=True)
    paths = [out_dir / "grid.json", out_dir / "grid.md", out_dir / "grid.html"]
    # Rendered first, then each file replaced whole: a failure leaves no half-written grid.
    texts = [render_markdown(grid), render_html(grid, history)]
    write_json(grid, paths[0])
    for path, text in zip(paths[1:], texts, strict=True):
        write_atomic(path, text)
    return paths


def write_json(grid: dict, path: Path) -> None:
    """The grid as JSON, written as it is encoded (a whole matrix's text is never one string
    in memory), replacing ``path`` whole; gzipped where the name ends ``.gz``."""
    with atomic_file(path) as raw:
        stream = gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) if path.name.endswith(".gz") else raw
        with io.TextIOWrapper(stream, encoding="utf-8") as text:
            json.dump(grid, text, indent=1)
            text.write("\n")


def write_regions(
    results: Iterable[CellResult], tools: Mapping[str, str | None], declared: Sequence[Declared], out_dir: Path
) -> list[Path]:
    """One grid per backend x corpus, ``<backend>.<corpus>.json.gz``, and its cells' costs beside
    it (``.costs.json.gz``): what CI keeps of a nightly (a whole matrix's grid.json is past what a
    repository or its contents API holds) and what a later run reads back: a pull request's
    baseline, and the costs that balance a shard's cells."""
    by_region: dict[tuple[str, str], list[CellResult]] = defaultdict(list)
    for r in results:
        by_region[(r.cell.backend, r.corpus)].append(r)
    paths = []
    for (backend, corpus), cells in sorted(by_region.items()):
        mine = [d for d in declared if (d.backend, d.corpus) == (backend, corpus)]
        path, costs = out_dir / f"{backend}.{corpus}.json.gz", out_dir / f"{backend}.{corpus}{SUFFIX}"
        grid = build_grid(cells, tools, mine)
        write_json(grid, path)
        write_costs(of_cells(grid["cells"]), costs)
        paths += [path, costs]
    return paths

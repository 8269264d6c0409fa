"""Where to look, for the pull request comment: one row per cell that fails the
check (regression, xpass), linked to the log of the job that ran it and to that
job's repro folders (``repro_artifact``: ``repro-results-...``; the results
artifact itself for runs that kept them there).

    python -m conformance pr-comment --grid current/merged/grid.json \\
        --jobs jobs.json --artifacts artifacts.json --run-url URL --out where.md

``jobs.json`` and ``artifacts.json`` are GitHub's answers to
``/actions/runs/ID/jobs`` and ``/actions/runs/ID/artifacts`` (the whole
object, or one JSON object per line as ``gh api --paginate --jq '.jobs[]'``
prints them). A cell's
``origin`` (the JUnit file it came from, ``all/<artifact>/junit-*.xml``) names
its artifact; the artifact ``results-<backend>.<corpus>-<k>of<n>`` was uploaded
by the job named ``<backend> <corpus> <k>/<n>``, ``compiled-results-...`` by its
compile phase (``compile <backend> <corpus> <k>/<n>``).

Standard library only (conformance.render.markdown, whose escaping it shares,
is too): the comment workflow runs it without installing anything. Every field
of the grid is the pull request's own text: shown as text or code, never as
markup, a link or a mention.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from conformance.cell import Verdict
from conformance.ci.matrix import job_name, parse_results_artifact
from conformance.render.markdown import code, text
from conformance.results.coverage import measured_regions, region_key
from conformance.results.document import read_grid_document

FAILING = tuple(v.value for v in Verdict if v.blocks())  # the rows a PR comment lists
LIMIT = 30


def artifact_of(origin: str) -> str | None:
    """The results artifact a cell's JUnit file came in: the folder under the download root."""
    parts = Path(origin).parts
    return next((p for p in reversed(parts[:-1]) if parse_results_artifact(p)), None)


def repro_artifact(artifact: str) -> str:
    """The artifact holding a results artifact's repro folders: ``repro-`` before its name,
    after a caller's prefix (``gate-results-x`` -> ``gate-repro-results-x``)."""
    base = "compiled-results-" if "compiled-results-" in artifact else "results-"
    prefix, _, rest = artifact.rpartition(base)
    return f"{prefix}repro-{base}{rest}"


def job_url(artifact: str, jobs: Sequence[Mapping[str, Any]]) -> str | None:
    parsed = parse_results_artifact(artifact)
    if parsed is None:
        return None
    # compiled-results-*: the compile phase of a GPU job, the job named "compile <backend> <corpus> k/n"
    phase = "compile " if artifact.rsplit("results-", 1)[0].endswith("compiled-") else ""
    suffix = phase + job_name(*parsed)
    for job in jobs:
        name = str(job.get("name", ""))
        if name == suffix or name.endswith(f" / {suffix}"):
            return job.get("html_url")
    return None


SIGNATURE_CHARS = 160


def _code(value: object, limit: int | None = None) -> str:
    """A field as a code span in a table cell. A mention in a code span is inert;
    ``@`` is shown as ``&#64;`` all the same, as the comment always has."""
    return code(str(value).replace("@", "&#64;"), limit=limit)


def render(
    grid: Mapping[str, Any],
    jobs: Sequence[Mapping[str, Any]],
    artifacts: Sequence[Mapping[str, Any]],
    run_url: str,
    limit: int = LIMIT,
    before: set[str] | None = None,
) -> str:
    """The failing cells' rows; with ``before`` (the regions main's nightly measured), the
    regressions there first, then the failures of regions it never measured, apart."""
    cells = grid.get("cells") if isinstance(grid, Mapping) else None
    failing = [c for c in cells or () if isinstance(c, Mapping) and c.get("verdict") in FAILING]
    if before is None:
        return _table(f"Cells that fail the check ({len(failing)})", failing, jobs, artifacts, run_url, limit)
    new = [c for c in failing if c.get("verdict") == "regression" and region_key(c) not in before]
    known = [c for c in failing if c not in new]
    regions = len({region_key(c) for c in new})
    title = f"Failing in {regions} regions main's nightly never measured ({len(new)}): to pin, not this change's"
    return _table(f"Cells that fail the check ({len(known)})", known, jobs, artifacts, run_url, limit) + (
        "\n" + _table(title, new, jobs, artifacts, run_url, limit) if new else ""
    )


def _table(
    title: str,
    failing: Sequence[Mapping[str, Any]],
    jobs: Sequence[Mapping[str, Any]],
    artifacts: Sequence[Mapping[str, Any]],
    run_url: str,
    limit: int,
) -> str:
    if not failing:
        return ""
    ids = {a.get("name"): a.get("id") for a in artifacts}
    lines = [
        f"#### {title}",
        "",
        "| cell | verdict | status | signature | log | repro |",
        "|---|---|---|---|---|---|",
    ]
    for c in failing[:limit]:
        artifact = artifact_of(str(c.get("origin") or ""))
        log = job_url(artifact, jobs) if artifact else None
        held = next((a for a in (repro_artifact(artifact), artifact) if a in ids), None) if artifact else None
        repro = f"{run_url}/artifacts/{ids[held]}" if held else None
        sig = c.get("signature")
        lines.append(
            f"| {_code(c.get('id'))} | {text(c.get('verdict'))} | {text(c.get('status'))} "
            f"| {_code(sig, SIGNATURE_CHARS) if sig else ''} "
            f"| {f'[job]({log})' if log else ''} | {f'[{text(held)}]({repro})' if repro else ''} |"
        )
    if len(failing) > limit:
        lines.append(f"\n{len(failing) - limit} more: see grid.html in the `conformance-grid` artifact.")
    return "\n".join(lines) + "\n"


def _listing(path: Path, key: str) -> list[dict[str, Any]]:
    text = path.read_text()
    try:
        whole = json.loads(text)
    except ValueError:
        return [json.loads(line) for line in text.splitlines() if line.strip()]
    return whole.get(key, []) if isinstance(whole, dict) else whole


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m conformance pr-comment", description=__doc__.split("\n\n")[0])
    ap.add_argument("--grid", type=Path, required=True)
    ap.add_argument("--jobs", type=Path, required=True, help="GitHub's /actions/runs/ID/jobs answer")
    ap.add_argument("--artifacts", type=Path, required=True, help="GitHub's /actions/runs/ID/artifacts answer")
    ap.add_argument("--run-url", required=True)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument(
        "--measured-in", type=Path, help="main's nightly grid.json: failures of regions it never measured go apart"
    )
    args = ap.parse_args(argv)
    try:
        grid = read_grid_document(args.grid)
        jobs = _listing(args.jobs, "jobs")
        artifacts = _listing(args.artifacts, "artifacts")
        before = measured_regions(read_grid_document(args.measured_in)["cells"]) if args.measured_in else None
    except (OSError, ValueError, AttributeError) as e:
        print(f"pr_comment: {e}", file=sys.stderr)
        return 1
    args.out.write_text(render(grid, jobs, artifacts, args.run_url.rstrip("/"), before=before))
    return 0


if __name__ == "__main__":
    sys.exit(main())

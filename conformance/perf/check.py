"""The gate's slowdown check, from repeated samples only.

Two ways in. An A/B perf.json (``nox -s perf``: both compilers timed
interleaved on one machine) carries its own decision per cell; the gate takes
it. Against a stored baseline, where no A/B is possible (a release's timings,
taken on another day), the current build's samples (``nox -s perf -- --tools
X``) are compared with the baseline's runs: a cell is ``slower`` only when the
shift is beyond both the minimal effect and what the baseline's own spread
between runs allows by chance, and ``insufficient`` (never blocking, never guessed)
when the baseline has too few runs, is too noisy to resolve the minimal
effect, or was measured on another machine or backend.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from conformance.perf.stats import MIN_SAMPLES, median_ci, t999
from conformance.render.markdown import text
from conformance.results.history import load as load_history

MAX_EFFECT = 1.0  # a baseline that cannot resolve a doubling resolves nothing
MIN_RUNS = 3  # stored runs of a cell needed for its spread between runs


class PerfDocError(ValueError):
    """A perf.json that is not one, or the wrong kind for where it is used."""


@dataclass(frozen=True)
class Check:
    id: str
    verdict: str  # slower, faster, same, insufficient
    baseline_ms: float | None
    current_ms: float | None
    ratio: float | None = None
    ci: tuple[float, float] | None = None
    why: str = ""


@dataclass(frozen=True)
class PerfGate:
    """The slowdown check's outcome: per-cell checks, or one line saying why there was none."""

    method: str
    checks: tuple[Check, ...] = ()
    skipped: str = ""

    def of(self, verdict: str) -> list[Check]:
        return [c for c in self.checks if c.verdict == verdict]


SKIPPED = PerfGate(
    "none",
    skipped="slowdown check skipped: no repeated samples given (--perf perf.json from `nox -s perf`); "
    "single iree-run-module times are never compared",
)


def load(path: Path) -> dict:
    """A perf.json, with its kind: ``ab`` (two builds) or ``samples`` (one build)."""
    try:
        doc = json.loads(path.read_text())
    except (OSError, ValueError) as e:
        raise PerfDocError(f"{path}: not a readable perf.json: {e}") from e
    if not isinstance(doc, dict) or not isinstance(doc.get("cells"), list):
        raise PerfDocError(f"{path}: not a perf.json (no 'cells' list)")
    # perf.json of A/B runs written before `kind` existed have b_samples.
    kind = doc.get("kind") or ("ab" if all("b_samples" in c for c in doc["cells"]) else None)
    if kind not in ("ab", "samples"):
        raise PerfDocError(f"{path}: unknown perf.json kind {doc.get('kind')!r}")
    return {**doc, "kind": kind}


def from_ab(doc: dict) -> PerfGate:
    checks = tuple(
        Check(
            c["id"],
            c["verdict"],
            c.get("a_median"),
            c.get("b_median"),
            c.get("ratio"),
            tuple(c["ci"]) if c.get("ci") else None,
            c.get("why") or "",
        )
        for c in doc["cells"]
    )
    effect = doc.get("settings", {}).get("min_effect", 0.05)
    return PerfGate(f"A/B on one machine (perf.json; minimal effect {effect:.0%})", checks)


@dataclass(frozen=True)
class Run:
    """One stored run of one build on one backend: the median per cell, and where it was measured."""

    backend: str
    target: str | None
    machine: dict | None
    when: str
    medians: dict[str, float]


def run_of(doc: dict) -> Run:
    """A perf.json of one build's samples as a stored run."""
    medians = {c["id"]: c["median"] for c in doc["cells"] if c.get("median") is not None}
    return Run(doc.get("backend", ""), doc.get("target"), doc.get("machine"), doc.get("measured_at", ""), medians)


def stored_runs(path: Path) -> list[Run]:
    """The runs a stored baseline holds: a perf.json of one build's samples is one run;
    a history file (``grid --history --perf``) holds one run per night and backend."""
    if not path.is_file():
        raise PerfDocError(f"{path}: no such file")
    try:
        doc: dict | None = load(path)
    except PerfDocError:
        doc = None
    if doc is not None:
        if doc["kind"] != "samples":
            raise PerfDocError(f"{path}: an A/B perf.json; a stored baseline is one build's samples or a history")
        return [run_of(doc)]
    entries, problems = load_history(path)
    if problems and not entries:
        raise PerfDocError(f"{path}: neither a perf.json nor a history file ({problems[0]})")
    runs = []
    for e in entries:
        for backend, where in (e.get("perf_runs") or {}).items():
            medians = {k: v["median"] for k, v in (e.get("perf") or {}).items() if f"[{backend}|" in k}
            runs.append(Run(backend, where.get("target"), where.get("machine"), e["date"], medians))
    return runs


def against_baseline(runs: list[Run], cur: dict, min_effect: float = 0.2, floor_ms: float = 0.0) -> PerfGate:
    """``cur`` (one build's samples) against stored runs of the same machine, backend and target.

    The spread that matters against a stored baseline is between runs (another
    day, another load), not within one: measured here, an unchanged compiler's
    median moved by up to 2x between runs whose own spread was 5-15%. So the
    baseline is several runs, and a cell is ``slower`` when its current median
    lies above the one-sided 99.9% prediction interval of a new run's median
    from the stored runs' medians (log scale, Student's t: few runs give a wide
    interval) and above the minimal effect."""
    if cur["kind"] != "samples":
        raise PerfDocError("--perf: an A/B perf.json; against a stored baseline it takes one build's samples (--tools)")
    same = [
        r
        for r in runs
        if (r.backend, r.target, r.machine) == (cur.get("backend"), cur.get("target"), cur.get("machine"))
    ]
    others = len(runs) - len(same)
    dates = sorted(r.when for r in same)
    span = f"{len(same)} stored runs" + (f", {dates[0]} to {dates[-1]}" if dates else "")
    left_out = f"; {others} stored runs of another machine, backend or target left out" if others else ""
    method = f"against {span} (minimal effect {min_effect:.0%}){left_out}"
    checks = []
    for c in cur["cells"]:
        samples = c.get("samples") or []
        meds = [r.medians[c["id"]] for r in same if c["id"] in r.medians]
        center = float(np.exp(np.mean(np.log(meds)))) if meds else None  # geometric mean of the runs
        now = float(np.median(samples)) if samples else None
        effect = max(min_effect, _prediction_bound(meds) if len(meds) >= MIN_RUNS else 0.0)
        why = ""
        if len(samples) < MIN_SAMPLES:
            why = f"current has {len(samples)} samples (needs {MIN_SAMPLES}){': ' + c['why'] if c.get('why') else ''}"
        elif len(meds) < MIN_RUNS:
            why = f"{len(meds)} stored runs of this cell here (the spread between runs needs {MIN_RUNS}){left_out}"
        elif effect > MAX_EFFECT:
            why = f"{len(meds)} stored runs too far apart to resolve a slowdown under {effect:.0%}"
        if why:
            checks.append(Check(c["id"], "insufficient", center, now, why=why))
            continue
        assert center is not None and now is not None
        lo, hi = (v / center for v in median_ci(samples))
        verdict = "same"
        if now / center > 1 + effect and lo > 1 + min_effect and now - center > floor_ms:
            verdict = "slower"
        elif now / center < 1 / (1 + effect) and hi < 1 / (1 + min_effect):
            verdict = "faster"
        ratio = round(now / center, 4)
        checks.append(
            Check(c["id"], verdict, center, now, ratio, (round(lo, 4), round(hi, 4)), f"needed {effect:+.0%}")
        )
    return PerfGate(method, tuple(checks))


def _prediction_bound(medians: list[float]) -> float:
    """How much larger than the runs' geometric mean a new run's median may be by chance
    (one-sided 99.9% prediction interval on log scale), as a relative change."""
    y = np.log(np.asarray(medians, float))
    k = len(y)
    return float(np.exp(t999(k - 1) * np.std(y, ddof=1) * np.sqrt(1 + 1 / k)) - 1)


# The gate's perf half: what conformance/gate.py asks of the perf files it is given.


def perf_gates(perfs: list[Path], baselines: list[Path], min_effect: float, floor_s: float) -> PerfGate:
    """The slowdown check of each perf.json (a backend's), as one: every file's
    cells, and each backend's method, or why it had none, named."""
    if not perfs:
        if baselines:
            raise PerfDocError(f"--perf-baseline {baselines[0]} needs --perf: the current build's samples")
        return SKIPPED
    runs = [run for path in baselines for run in stored_runs(path)]
    docs = [(p, load(p)) for p in perfs]
    # The label is a perf.json's own text: shown as text in gate.md.
    gates = [(text(str(doc.get("backend") or p)), perf_gate(p, doc, runs, min_effect, floor_s)) for p, doc in docs]
    if len(gates) == 1:
        return gates[0][1]
    if all(g.skipped for _, g in gates):
        return PerfGate("none", skipped="; ".join(f"{label}: {g.skipped}" for label, g in gates))
    method = "; ".join(f"{label}: {g.skipped or g.method}" for label, g in gates)
    return PerfGate(method, tuple(c for _, g in gates for c in g.checks))


def perf_gate(perf: Path, cur: dict, runs: list[Run], min_effect: float, floor_s: float) -> PerfGate:
    """One perf.json's slowdown check (``cur``, read from ``perf``): A/B,
    against the stored runs, or skipped (and why)."""
    if runs:
        return against_baseline(runs, cur, min_effect, floor_s * 1000)
    if cur["kind"] == "ab":
        return from_ab(cur)
    return PerfGate(
        "none",
        skipped=f"slowdown check skipped: {perf} holds one build's samples and no --perf-baseline "
        "to compare them with (or run the A/B: `nox -s perf -- --baseline-tools A --candidate-tools B`)",
    )

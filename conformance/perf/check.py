"""The gate's slowdown check, from repeated samples only.

Two ways in. An A/B perf.json (``nox -s perf``: both compilers timed
interleaved on one machine) carries its own decision per cell; the gate takes
it. Against a stored baseline, where no A/B is possible (a release's timings,
taken on another day), the current build's samples (``nox -s perf -- --tools
X``) are compared with the baseline's: a cell is ``slower`` only when the
shift is beyond both the minimal effect and three standard deviations of the
baseline's own spread, and ``insufficient`` (never blocking, never guessed)
when the baseline has too few samples, is too noisy to resolve the minimal
effect, or was measured on another machine or backend.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from conformance.perf.stats import MIN_SAMPLES, decide, spread

MAD_TO_SIGMA = 1.4826  # MAD x this = standard deviation of a normal distribution
SIGMAS = 3.0  # a shift smaller than this many baseline sigmas could be the baseline's own noise
MAX_EFFECT = 1.0  # a baseline that cannot resolve a doubling resolves nothing


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
            tuple(c["ci"]) if c.get("ci") else None,  # type: ignore[arg-type]
            c.get("why") or "",
        )
        for c in doc["cells"]
    )
    effect = doc.get("settings", {}).get("min_effect", 0.05)
    return PerfGate(f"A/B on one machine (perf.json; minimal effect {effect:.0%})", checks)


def against_baseline(base: dict, cur: dict, min_effect: float = 0.2, floor_ms: float = 0.0) -> PerfGate:
    """``cur`` (one build's samples) against a stored ``base`` of the same kind."""
    for name, doc in (("--perf-baseline", base), ("--perf", cur)):
        if doc["kind"] != "samples":
            raise PerfDocError(f"{name}: an A/B perf.json; a stored baseline needs one build's samples (--tools)")
    method = f"against the stored baseline of {base.get('measured_at', '?')} (minimal effect {min_effect:.0%})"
    apart = _not_comparable(base, cur)
    old = {c["id"]: c for c in base["cells"]}
    checks = []
    for c in cur["cells"]:
        b = old.get(c["id"])
        a_samples, b_samples = (b or {}).get("samples") or [], c.get("samples") or []
        a_ms = float(np.median(a_samples)) if a_samples else None
        b_ms = float(np.median(b_samples)) if b_samples else None
        why = apart or _why_insufficient(b, a_samples, b_samples, c, min_effect)
        if why:
            checks.append(Check(c["id"], "insufficient", a_ms, b_ms, why=why))
            continue
        assert a_ms is not None and b_ms is not None
        effect = max(min_effect, SIGMAS * _rel_sigma(a_samples))
        d = decide(a_samples, b_samples, effect)
        verdict = d.verdict
        if verdict == "slower" and b_ms - a_ms <= floor_ms:
            verdict = "same"
        ci = (round(d.ci[0], 4), round(d.ci[1], 4))
        checks.append(Check(c["id"], verdict, a_ms, b_ms, round(d.ratio, 4), ci, f"needed +{effect:.0%}"))
    return PerfGate(method, tuple(checks))


def _rel_sigma(samples: list[float]) -> float:
    return MAD_TO_SIGMA * spread(samples) / float(np.median(samples))


def _not_comparable(base: dict, cur: dict) -> str:
    for key in ("backend", "target"):
        if base.get(key) != cur.get(key):
            return f"baseline {key} {base.get(key)!r}, current {cur.get(key)!r}"
    if base.get("machine") != cur.get("machine"):
        return "baseline measured on another machine: timings of two machines say nothing of the compiler"
    return ""


def _why_insufficient(base: dict | None, a: list[float], b: list[float], cur: dict, min_effect: float) -> str:
    if base is None:
        return "no baseline samples of this cell"
    if len(a) < MIN_SAMPLES:
        return f"baseline has {len(a)} samples (needs {MIN_SAMPLES}){': ' + base['why'] if base.get('why') else ''}"
    if len(b) < MIN_SAMPLES:
        return f"current has {len(b)} samples (needs {MIN_SAMPLES}){': ' + cur['why'] if cur.get('why') else ''}"
    needed = SIGMAS * _rel_sigma(a)
    if max(min_effect, needed) > MAX_EFFECT:
        return f"baseline too noisy (sigma {needed / SIGMAS:.0%}): cannot resolve a slowdown under {needed:.0%}"
    return ""

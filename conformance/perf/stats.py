"""Is B slower than A? A decision from repeated timings that stays silent on noise.

Two tests must agree before a cell is called ``slower`` (or ``faster``): a
Mann-Whitney U test (are B's samples larger than A's, rank-based, so a few
outliers from a busy machine do not decide it) and a bootstrap confidence
interval of the ratio of medians that lies wholly beyond the minimal effect
(a real but tiny shift is ``same``: not worth blocking a release on).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

MIN_SAMPLES = 5


@dataclass(frozen=True)
class Decision:
    a_median: float
    b_median: float
    ratio: float  # b_median / a_median: > 1 is slower
    ci: tuple[float, float]  # confidence interval of the ratio
    p_slower: float  # one-sided p-value of "B is slower" (Mann-Whitney U)
    p_faster: float
    verdict: str  # slower, faster, same, insufficient


def mann_whitney_p(a: Sequence[float], b: Sequence[float]) -> float:
    """One-sided p-value that B's values tend to be larger than A's (normal
    approximation with tie correction; fine from about 5 samples a side)."""
    x, y = np.asarray(a, float), np.asarray(b, float)
    n1, n2 = len(x), len(y)
    both = np.concatenate([x, y])
    ranks = _ranks(both)
    u = ranks[n1:].sum() - n2 * (n2 + 1) / 2  # U of B: pairs where B > A
    _, counts = np.unique(both, return_counts=True)
    n = n1 + n2
    var = n1 * n2 / 12 * ((n + 1) - (counts**3 - counts).sum() / (n * (n - 1)))
    if var <= 0:
        return 0.5
    z = (u - n1 * n2 / 2 - 0.5) / math.sqrt(var)  # continuity correction
    return 0.5 * math.erfc(z / math.sqrt(2))


def _ranks(values: np.ndarray) -> np.ndarray:
    order = values.argsort(kind="mergesort")
    ranks = np.empty(len(values))
    ranks[order] = np.arange(1, len(values) + 1)
    for v in np.unique(values):  # ties share their mean rank
        tied = values == v
        if tied.sum() > 1:
            ranks[tied] = ranks[tied].mean()
    return ranks


def ratio_ci(
    a: Sequence[float], b: Sequence[float], confidence: float = 0.99, rounds: int = 2000, seed: int = 0
) -> tuple[float, float]:
    """Percentile bootstrap interval of median(B) / median(A)."""
    rng = np.random.default_rng(seed)
    x, y = np.asarray(a, float), np.asarray(b, float)
    ma = np.median(rng.choice(x, (rounds, len(x))), axis=1)
    mb = np.median(rng.choice(y, (rounds, len(y))), axis=1)
    r = mb / ma
    tail = (1 - confidence) / 2 * 100
    lo, hi = np.percentile(r, [tail, 100 - tail])
    return float(lo), float(hi)


def decide(
    a: Sequence[float], b: Sequence[float], min_effect: float = 0.05, alpha: float = 0.001, confidence: float = 0.99
) -> Decision:
    """``min_effect``: the smallest relative change worth a verdict (0.05 = 5%)."""
    if len(a) < MIN_SAMPLES or len(b) < MIN_SAMPLES:
        ma = float(np.median(a)) if len(a) else math.nan
        mb = float(np.median(b)) if len(b) else math.nan
        return Decision(ma, mb, mb / ma if ma else math.nan, (math.nan, math.nan), 1.0, 1.0, "insufficient")
    ma, mb = float(np.median(a)), float(np.median(b))
    lo, hi = ratio_ci(a, b, confidence)
    p_slow, p_fast = mann_whitney_p(a, b), mann_whitney_p(b, a)
    if p_slow < alpha and lo > 1 + min_effect:
        verdict = "slower"
    elif p_fast < alpha and hi < 1 / (1 + min_effect):
        verdict = "faster"
    else:
        verdict = "same"
    return Decision(ma, mb, mb / ma, (lo, hi), p_slow, p_fast, verdict)


def spread(samples: Sequence[float]) -> float:
    """Median absolute deviation: the spread that a few outliers do not move."""
    x = np.asarray(samples, float)
    return float(np.median(np.abs(x - np.median(x)))) if len(x) else math.nan


def median_ci(
    samples: Sequence[float], confidence: float = 0.99, rounds: int = 2000, seed: int = 0
) -> tuple[float, float]:
    """Percentile bootstrap interval of the median of one set of samples."""
    rng = np.random.default_rng(seed)
    x = np.asarray(samples, float)
    m = np.median(rng.choice(x, (rounds, len(x))), axis=1)
    tail = (1 - confidence) / 2 * 100
    lo, hi = np.percentile(m, [tail, 100 - tail])
    return float(lo), float(hi)


# One-sided 0.999 quantiles of Student's t by degrees of freedom (no scipy here);
# a df between two rows takes the lower row's, larger, value.
_T999 = {1: 318.31, 2: 22.327, 3: 10.215, 4: 7.173, 5: 5.893, 6: 5.208, 7: 4.785, 8: 4.501, 9: 4.297, 10: 4.144}
_T999 |= {12: 3.930, 15: 3.733, 20: 3.552, 30: 3.385, 60: 3.232, 120: 3.160}


def t999(df: int) -> float:
    """The one-sided 99.9% quantile of Student's t with ``df`` degrees of freedom (conservative between rows)."""
    if df < 1:
        return math.inf
    return _T999[max(k for k in _T999 if k <= df)] if df <= 120 else 3.090

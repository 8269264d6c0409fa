"""The slowdown decision on synthetic timings: a known shift is found, noise is not."""

from __future__ import annotations

import numpy as np
import pytest

from conformance.perf.stats import decide, mann_whitney_p, spread


def _noisy(rng: np.random.Generator, center: float, n: int = 30) -> list[float]:
    # Timings: a floor plus right-skewed noise and an occasional outlier from a busy machine.
    x = center * (1 + rng.gamma(2.0, 0.01, n))
    x[rng.random(n) < 0.05] *= 1.5
    return list(x)


@pytest.mark.parametrize("seed", range(20))
def test_no_shift_is_never_slower(seed):
    rng = np.random.default_rng(seed)
    d = decide(_noisy(rng, 10.0), _noisy(rng, 10.0))
    assert d.verdict == "same", d


@pytest.mark.parametrize("seed", range(5))
def test_a_known_shift_is_detected_both_ways(seed):
    rng = np.random.default_rng(100 + seed)
    slow = decide(_noisy(rng, 10.0), _noisy(rng, 12.0))
    assert slow.verdict == "slower" and 1.1 < slow.ratio < 1.3 and slow.ci[0] > 1.05
    fast = decide(_noisy(rng, 12.0), _noisy(rng, 10.0))
    assert fast.verdict == "faster"


def test_a_shift_below_the_minimal_effect_is_same():
    rng = np.random.default_rng(7)
    a = list(10.0 + rng.normal(0, 0.001, 40))
    b = list(10.2 + rng.normal(0, 0.001, 40))  # certainly slower, but by 2% only
    assert mann_whitney_p(a, b) < 1e-6
    assert decide(a, b, min_effect=0.05).verdict == "same"
    assert decide(a, b, min_effect=0.01).verdict == "slower"


def test_too_few_samples_is_insufficient():
    assert decide([1.0, 1.1], [2.0, 2.1, 2.2, 2.3, 2.4]).verdict == "insufficient"


def test_spread_ignores_one_outlier():
    assert spread([1.0, 1.0, 1.1, 0.9, 100.0]) == pytest.approx(0.1)

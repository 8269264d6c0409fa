"""The one rule that folds cells into (opt, dims) patterns (triage and update-expectations)."""

from __future__ import annotations

import fnmatch
import itertools
import random

from conformance.expectations.patterns import fold

OPTS, DIMS = ("O0", "O1", "O2", "O3"), ("static", "dynamic", "mixed")


def _covered(patterns: list[tuple[str, str]], known: set[tuple[str, str]]) -> set[tuple[str, str]]:
    def hit(value: str, pattern: str) -> bool:
        return any(fnmatch.fnmatchcase(value, p) for p in pattern.split(","))

    return {(o, d) for o, d in known if any(hit(o, po) and hit(d, pd) for po, pd in patterns)}


def test_fold_covers_exactly_the_hits_among_the_known_cells():
    rng = random.Random(0)
    full = set(itertools.product(OPTS, DIMS))
    for _ in range(300):
        known = {p for p in full if rng.random() < 0.8}
        hits = {p for p in known if rng.random() < 0.5}
        for lists in (True, False):
            patterns = fold(hits, known, lists=lists)
            assert _covered(patterns, known) == hits, (sorted(hits), sorted(known), patterns)
            assert lists or all("," not in o + d for o, d in patterns)


def test_fold_uses_star_for_every_value_known_and_fewest_patterns_for_a_cross_product():
    known = set(itertools.product(OPTS, DIMS))
    assert fold(known, known) == [("*", "*")]
    assert fold({("O3", d) for d in DIMS}, known) == [("O3", "*")]
    assert fold({(o, "mixed") for o in OPTS}, known) == [("*", "mixed")]
    assert fold({("O0", "static"), ("O3", "static"), ("O3", "mixed")}, known) == [
        ("O0,O3", "static"),
        ("O3", "mixed"),
    ]
    assert fold({("O0", "static"), ("O3", "static")}, known, lists=False) == [("O0", "static"), ("O3", "static")]

"""Delta debugging (Zeller's ddmin): the smallest subset of items that still
fails the same way, as far as tests and time allow.

``test(subset)`` answers whether the subset still shows the failure. A test
that raises is a rejected candidate (a step that crashed or hung the tool is
its caller's ``False``); the loop stops at the deadline or after
``max_tests`` and returns the smallest failing subset found so far.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

T = TypeVar("T")


@dataclass(frozen=True)
class Reduced(Generic[T]):
    items: tuple[T, ...]
    tests: int  # candidates tested (cached answers not counted)
    stopped: str  # "minimal", "deadline" or "max tests"


def ddmin(
    items: Sequence[T],
    test: Callable[[tuple[T, ...]], bool],
    deadline: float | None = None,
    max_tests: int = 10_000,
) -> Reduced[T]:
    oracle = _Oracle(test, deadline, max_tests)
    current, n = tuple(items), 2
    while len(current) >= 2:
        chunks = _split(current, n)
        found, stop = oracle.first_failing(chunks)  # reduce to a subset
        if found is not None:
            current, n = found, 2
            continue
        if stop is None and n > 2:  # reduce to a complement
            complements = [tuple(x for j, c in enumerate(chunks) if j != i for x in c) for i in range(len(chunks))]
            found, stop = oracle.first_failing(complements)
            if found is not None:
                current, n = found, max(n - 1, 2)
                continue
        if stop is not None:
            return Reduced(current, oracle.tests, stop)
        if n >= len(current):
            break
        n = min(2 * n, len(current))
    return Reduced(current, oracle.tests, "minimal")


class _Oracle(Generic[T]):
    """``test`` with its answers remembered, its exceptions a rejection, and the budget."""

    def __init__(self, test: Callable[[tuple[T, ...]], bool], deadline: float | None, max_tests: int) -> None:
        self.test, self.deadline, self.max_tests = test, deadline, max_tests
        self.answers: dict[tuple[T, ...], bool] = {}
        self.tests = 0

    def fails(self, candidate: tuple[T, ...]) -> bool:
        if candidate not in self.answers:
            self.tests += 1
            try:
                self.answers[candidate] = bool(self.test(candidate))
            except Exception:
                self.answers[candidate] = False
        return self.answers[candidate]

    def out_of_budget(self) -> str | None:
        if self.deadline is not None and time.monotonic() >= self.deadline:
            return "deadline"
        if self.tests >= self.max_tests:
            return "max tests"
        return None

    def first_failing(self, candidates: list[tuple[T, ...]]) -> tuple[tuple[T, ...] | None, str | None]:
        """The first candidate that fails, else None; or why the budget stopped the search."""
        for candidate in candidates:
            if (stop := self.out_of_budget()) is not None:
                return None, stop
            if self.fails(candidate):
                return candidate, None
        return None, None


def _split(items: tuple[T, ...], n: int) -> list[tuple[T, ...]]:
    size, extra = divmod(len(items), n)
    out, start = [], 0
    for i in range(n):
        end = start + size + (1 if i < extra else 0)
        out.append(items[start:end])
        start = end
    return [c for c in out if c]

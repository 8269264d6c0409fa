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
    current = tuple(items)
    answers: dict[tuple[T, ...], bool] = {}
    tests = 0

    def fails(candidate: tuple[T, ...]) -> bool:
        nonlocal tests
        if candidate not in answers:
            tests += 1
            try:
                answers[candidate] = bool(test(candidate))
            except Exception:
                answers[candidate] = False
        return answers[candidate]

    def out_of_budget() -> str | None:
        if deadline is not None and time.monotonic() >= deadline:
            return "deadline"
        if tests >= max_tests:
            return "max tests"
        return None

    n = 2
    while len(current) >= 2:
        chunks = _split(current, n)
        progressed = False
        for chunk in chunks:  # reduce to a subset
            if (stop := out_of_budget()) is not None:
                return Reduced(current, tests, stop)
            if fails(chunk):
                current, n, progressed = chunk, 2, True
                break
        if not progressed and n > 2:  # reduce to a complement
            for i in range(len(chunks)):
                if (stop := out_of_budget()) is not None:
                    return Reduced(current, tests, stop)
                complement = tuple(x for j, c in enumerate(chunks) if j != i for x in c)
                if fails(complement):
                    current, n, progressed = complement, max(n - 1, 2), True
                    break
        if not progressed:
            if n >= len(current):
                break
            n = min(2 * n, len(current))
    return Reduced(current, tests, "minimal")


def _split(items: tuple[T, ...], n: int) -> list[tuple[T, ...]]:
    size, extra = divmod(len(items), n)
    out, start = [], 0
    for i in range(n):
        end = start + size + (1 if i < extra else 0)
        out.append(items[start:end])
        start = end
    return [c for c in out if c]

"""What a generated corpus could not turn into cases, and why: ``python -m
conformance list --corpus opinfo --skipped``. A corpus module that skips
anything lists it as ``SKIPPED`` (records with ``op``, ``dtype``, ``index``
(None: every sample) and ``reason``); nothing is dropped silently."""

from __future__ import annotations

import importlib
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from conformance.case import Case
from conformance.corpus import CORPUS_DIR, corpus_modules, load_module


def skipped_of(corpora: tuple[str, ...]) -> dict[str, tuple[Any, ...]]:
    out = {}
    for path in corpus_modules(CORPUS_DIR, corpora):
        load_module(path)
        module = importlib.import_module(f"conformance.corpus.{path.stem}")
        if hasattr(module, "SKIPPED"):
            out[path.stem] = tuple(module.SKIPPED)
    return out


def _kind(reason: str) -> str:
    """A reason without its figures, so that counts group by kind."""
    return re.sub(r"\(\d+\)$", "", reason).strip()


def render(name: str, skips: Iterable[Any], ops: int, with_cases: int, cases: Sequence[Case]) -> list[str]:
    """A summary (ops, cases, cases per family where there are several, skips
    by reason: entries, and samples where an entry stands for several, e.g.
    ``(12)``), then one line per entry."""
    skips = list(skips)
    whole_ops = {s.op for s in skips if s.dtype == "*"}
    families = Counter(c.family for c in cases)
    per_family = f" ({', '.join(f'{f} {n}' for f, n in sorted(families.items()))})" if len(families) > 1 else ""
    lines = [
        f"{name}: {ops} ops, {with_cases} with cases, {len(cases)} cases{per_family}; "
        f"skipped: {len(skips)} entries, {len(whole_ops)} whole ops"
    ]
    samples: Counter[str] = Counter()
    for s in skips:
        m = re.search(r"\((\d+)\)$", s.reason)
        samples[_kind(s.reason)] += int(m.group(1)) if m and s.index is None else 1
    for reason, n in Counter(_kind(s.reason) for s in skips).most_common():
        lines.append(f"  {n:6d} entries  {samples[reason]:6d} samples  {reason}")
    for s in skips:
        sample = "*" if s.index is None else f"s{s.index}"
        lines.append(f"{s.op:40} {s.dtype:5} {sample:5} {s.reason}")
    return lines

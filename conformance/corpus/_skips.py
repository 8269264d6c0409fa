"""What a generated corpus could not turn into cases, and why: ``python -m
conformance list --corpus opinfo --skipped``. A corpus module that skips
anything lists it as ``SKIPPED``, a tuple of :class:`Skip`; nothing is dropped
silently."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from conformance.case import Case


@dataclass(frozen=True)
class Skip:
    op: str  # the op (opinfo) or model type (hf)
    dtype: str  # "*": every dtype, or the whole op
    index: int | None  # the sample; None: every sample of that op/dtype
    reason: str
    samples: int = 1  # how many samples the entry stands for


def render(name: str, skips: Iterable[Skip], units: str, cases: Sequence[Case]) -> list[str]:
    """A summary (``units``: ops or types, those with cases, cases per family
    where there are several, skips by reason: entries and the samples they
    stand for), then one line per entry."""
    skips = list(skips)
    with_cases = {c.name.split(".")[1] for c in cases}
    whole = {s.op for s in skips if s.dtype == "*"}
    total = with_cases | {re.sub(r"\W", "_", s.op) for s in skips}  # an op's name as in a case id
    families = Counter(c.family for c in cases)
    per_family = f" ({', '.join(f'{f} {n}' for f, n in sorted(families.items()))})" if len(families) > 1 else ""
    lines = [
        f"{name}: {len(total)} {units}, {len(with_cases)} with cases, {len(cases)} cases{per_family}; "
        f"skipped: {len(skips)} entries, {len(whole)} whole {units}"
    ]
    samples: Counter[str] = Counter()
    for s in skips:
        samples[s.reason] += s.samples
    for reason, n in Counter(s.reason for s in skips).most_common():
        lines.append(f"  {n:6d} entries  {samples[reason]:6d} samples  {reason}")
    for s in skips:
        sample = "*" if s.index is None else f"s{s.index}"
        count = f" ({s.samples})" if s.samples != 1 else ""
        lines.append(f"{s.op:40} {s.dtype:5} {sample:5} {s.reason}{count}")
    return lines

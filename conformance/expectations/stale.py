"""Entries that cover no declared cell: a case renamed or removed, a typo
(``topk_indices_onyl``), an opt or dims pattern that the case does not have.
Such an entry expects nothing and says nothing; it is reported in the run's
summary, by update-expectations, and by ``check-expectations`` (which fails on it)."""

from __future__ import annotations

import fnmatch
import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from conformance.axes import OPT_LEVELS, base_dims
from conformance.expectations.match import Expectation, is_pattern

if TYPE_CHECKING:
    from conformance.case import Case

# case name -> the dims variants it declares: what an entry is checked against
Declared = Mapping[str, Sequence[str]]


def stale_entries(entries: Sequence[Expectation], declared: Declared, where: str) -> list[str]:
    """One line per case pattern of an entry that covers no declared cell;
    ``where`` names the file."""
    lines = []
    for n, e in enumerate(entries, 1):
        for pattern in e.cases:
            why = _stale_pattern(e, pattern, declared)
            if why:
                lines.append(f"{where}: entry {n} ({e.label}): case {pattern!r} {why}")
    return lines


def covers_nothing(e: Expectation, declared: Declared) -> bool:
    """Every case pattern of ``e`` is stale: the entry expects nothing at all."""
    return all(_stale_pattern(e, pattern, declared) for pattern in e.cases)


def _stale_pattern(e: Expectation, pattern: str, declared: Declared) -> str | None:
    names = _matching(pattern, declared)
    if not names:
        return "matches no declared case"
    if not any(_covers(e, variant) for name in names for variant in declared[name]):
        return f"has no cell at opt {e.opt!r}, dims {e.dims!r}"
    return None


def _matching(pattern: str, declared: Declared) -> list[str]:
    """The declared names ``pattern`` matches, as ``fnmatch.fnmatchcase`` does: a
    committed file holds thousands of entries against thousands of cases, and most
    patterns are plain names (a lookup), the rest compiled once for all names."""
    if not is_pattern(pattern):
        return [pattern] if pattern in declared else []
    match = re.compile(fnmatch.translate(pattern)).match
    return [name for name in declared if match(name)]


def _covers(e: Expectation, variant: str) -> bool:
    """Whether ``e`` covers a cell of this dims variant at some opt level (a
    boundary pattern, ``dynamic@R=33``, by its variant: sizes are not declared)."""
    return fnmatch.fnmatchcase(variant, base_dims(e.dims)) and any(fnmatch.fnmatchcase(o, e.opt) for o in OPT_LEVELS)


def unpinned_entries(entries: Sequence[Expectation], where: str) -> list[str]:
    """One line per entry with a failing status whose signature is not pinned."""
    lines = []
    for n, e in enumerate(entries, 1):
        missing = [str(s) for s in e.failing if e.pin_for(s) is None]
        if missing:
            lines.append(f"{where}: entry {n} ({e.label}): no signature pinned for {', '.join(missing)}")
    return lines


def declared_in(corpus_dir: Path, corpus: str) -> tuple[dict[str, tuple[str, ...]], list[str]]:
    """The cases a corpus declares (name -> dims variants), and one line per
    module that failed to import (its cases are unknown: nothing is stale then)."""
    from conformance.case import variants

    cases, broken = cases_in(corpus_dir, corpus)
    return {c.name: tuple(v.name for v in variants(c)) for c in cases}, broken


def cases_in(corpus_dir: Path, corpus: str) -> tuple[list[Case], list[str]]:
    """Every case a corpus declares, and one line per module that failed to
    import (that module's fault: the other modules' cases still count)."""
    from conformance.case import Case
    from conformance.corpus import corpus_modules, load_module
    from conformance.faults import one_line

    cases: list[Case] = []
    broken = []
    for module in corpus_modules(corpus_dir, (corpus,)):
        try:
            cases += [c for c in load_module(module) if isinstance(c, Case)]
        except Exception as e:
            broken.append(f"{module.name} failed to import: {one_line(e)}")
    return cases, broken

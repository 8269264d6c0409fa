"""Cells folded into (opt, dims) patterns: the one rule that both the triage's
compact form (``topk_* [rocm|O3|*]``) and update-expectations' entries use."""

from __future__ import annotations

from collections import defaultdict
from itertools import product

Pair = tuple[str, str]  # (opt, dims)


def fold(hits: set[Pair], known: set[Pair], *, lists: bool = True) -> list[Pair]:
    """(opt, dims) patterns that cover exactly ``hits`` among ``known``, traced
    and boundary cells (``dynamic@R=33``) apart: expectations' ``*`` covers only
    the former, ``*@*`` the latter, so each is folded among its own kind."""
    boundary, known_boundary = _boundary(hits), _boundary(known)
    out = _fold(hits - boundary, known - known_boundary, lists, "*") if hits - boundary else []
    out += _fold(boundary, known_boundary, lists, "*@*") if boundary else []
    return sorted(out)


def _boundary(pairs: set[Pair]) -> set[Pair]:
    return {p for p in pairs if "@" in p[1]}


def _fold(hits: set[Pair], known: set[Pair], lists: bool, every: str) -> list[Pair]:
    """The patterns of one kind of cell; ``every`` is its dims wildcard.

    An axis is ``*`` where the hits take every value ``known`` has there: every
    opt level known at that dims variant; every dims variant known, when they
    all share one opt pattern (a lone one keeps its name unless the opt is
    ``*`` too: ``O2|static``, not ``O2|*``). Other value sets are joined by commas
    (``O0,O3``), or with ``lists=False`` one pattern per value (expectation
    fields are fnmatch patterns, which have no lists)."""
    opts_at: dict[str, set[str]] = defaultdict(set)
    known_at: dict[str, set[str]] = defaultdict(set)
    for opt, dims in hits:
        opts_at[dims].add(opt)
    for opt, dims in known:
        known_at[dims].add(opt)
    dims_of: dict[str, set[str]] = defaultdict(set)  # opt pattern -> the dims variants it holds at
    for dims, opts in opts_at.items():
        dims_of["*" if opts == known_at.get(dims) else ",".join(sorted(opts))].add(dims)
    out = [(opt, _dims_pattern(opt, dims, set(known_at), every)) for opt, dims in dims_of.items()]
    if not lists:
        out = [p for opt, dims in out for p in product(opt.split(","), dims.split(","))]
    return out


def _dims_pattern(opt: str, dims: set[str], known: set[str], every: str) -> str:
    return every if dims == known and (len(dims) > 1 or opt == "*") else ",".join(sorted(dims))

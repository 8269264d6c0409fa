"""The first wrong node of a graph, by bisection over prefix programs.

The prefix program cut at node k returns every value still live after k, and
node k's inputs (``graph.cut``). It is wrong when any of its values differs
from the reference. The full program is wrong (the cell is a mismatch), so the
first wrong cut k is found with about log2(nodes) compiles. Cut k-1 returned
node k's inputs, all right; cut k adds node k: when node k's value is wrong
there it is the culprit. Its inputs may come out wrong too in cut k's build
(a wrong dynamic size flows back into the values it is computed from); they
were right in the build that ends before it.

When node k itself is right but adding it makes an earlier value wrong (a
store or aliasing bug: the op writes over a buffer another value lives in),
node k is still the culprit, on the same evidence: two builds that differ by
node k alone, one all right and one wrong. ``corrupts`` then names the earlier
value, and the kind and error are that value's.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from conformance.analyses.common.graph import Graph, Node, cut
from conformance.case import Case
from conformance.dtypes import dtype_name

# The values of the named nodes computed by the build under test.
Evaluate = Callable[[Sequence[str]], dict[str, np.ndarray]]
# (what differs: "values", "NaN/Inf values", "shapes", "dtypes"; or None when they agree), and the max abs error.
Differs = Callable[[np.ndarray, np.ndarray], tuple[str | None, float | None]]


class NotFound(Exception):
    """No node could be named; the message says why."""


@dataclass(frozen=True)
class FirstWrong:
    node: Node
    index: int  # 0-based position among graph.nodes
    kind: str  # what differs: values, NaN/Inf values, shapes or dtypes
    max_abs: float | None  # over the elements finite in both; None when none is
    compiles: int  # prefix programs built
    corrupts: str = ""  # the earlier value adding the node makes wrong, when the node's own is right

    @property
    def evidence(self) -> str:
        """Why this node is named, in words."""
        if self.corrupts:
            return (
                f"adding {self.node.name} (its own value right) makes the earlier value {self.corrupts} wrong, "
                "which is right when the program ends before it"
            )
        return "its inputs right, its value wrong"


def first_wrong(graph: Graph, evaluate: Evaluate, differs: Differs) -> FirstWrong:
    if not graph.nodes:
        raise NotFound("the graph has no node whose value can be observed")
    runs: dict[int, dict[str, tuple[str | None, float | None]]] = {}

    def verdicts(k: int) -> dict[str, tuple[str | None, float | None]]:
        if k not in runs:
            names = cut(graph, k)
            got = evaluate(names)
            runs[k] = {n: differs(got[n], graph.reference(n)) for n in names}
        return runs[k]

    def wrong(k: int) -> bool:
        return any(kind for kind, _ in verdicts(k).values())

    lo, hi = -1, len(graph.nodes) - 1  # cut lo is right (no node at all), cut hi is assumed wrong
    while hi - lo > 1:
        mid = (lo + hi) // 2
        lo, hi = (lo, mid) if wrong(mid) else (mid, hi)
    if not wrong(hi):
        raise NotFound(
            "every prefix program computes right values, the full one with intermediate values returned too: "
            "the wrong numbers show only when no intermediate value is returned"
        )
    # Cut hi-1 returned node hi's inputs, all right; cut hi adds node hi.
    name = graph.nodes[hi].name
    kind, max_abs = verdicts(hi)[name]
    if kind:
        return FirstWrong(graph.nodes[hi], hi, kind, max_abs, len(runs))
    # Every value cut hi returns but node hi's was returned by cut hi-1 too (live after
    # hi-1, or an input of hi), and right there.
    other = next(n for n in cut(graph, hi) if verdicts(hi)[n][0])
    other_kind, max_abs = verdicts(hi)[other]
    return FirstWrong(graph.nodes[hi], hi, other_kind or "values", max_abs, len(runs), corrupts=other)


def array_differs(case: Case) -> Differs:
    """Values compared as the compare stage does: exact for integers and bools,
    within the case's tolerance for the value's dtype, NaN equal to NaN."""

    def differs(actual: np.ndarray, expected: np.ndarray) -> tuple[str | None, float | None]:
        if actual.shape != expected.shape:
            return "shapes", None
        if actual.dtype.kind == "i" and expected.dtype.kind == "u" and actual.dtype.itemsize == expected.dtype.itemsize:
            actual = actual.view(expected.dtype)  # IREE's integers are signless
        if actual.dtype.kind != expected.dtype.kind:
            return "dtypes", None
        a, e = actual.astype(np.float64), expected.astype(np.float64)
        if expected.dtype.kind in "biu":
            same = bool(np.array_equal(a, e))
        else:
            atol, rtol = case.tolerance(dtype_name(expected.dtype))
            same = bool(np.isclose(a, e, atol=atol, rtol=rtol, equal_nan=True).all())
        if same:
            return None, None
        finite = np.isfinite(a) & np.isfinite(e)
        max_abs = float(np.abs(a - e)[finite].max()) if finite.any() else None
        # NaN or Inf where the reference has another value: told apart, often another bug
        nonfinite = (np.isnan(a) != np.isnan(e)) | (np.isinf(a) & (a != e))
        return ("NaN/Inf values" if nonfinite.any() else "values"), max_abs

    return differs

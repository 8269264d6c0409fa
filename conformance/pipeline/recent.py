"""The last few programs a process made, by what they are made from: one export per case and
variant serves every consumer on a worker (the honest spread, the import, behind, localization),
since a work unit holds a compile batch's cases at every opt level. Each consumer gets a copy of
its own: the importers and the analyses rewrite the program they are given."""

from __future__ import annotations

import copy
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

from conformance.pipeline.batch import SIZE

V = TypeVar("V")

KEPT = SIZE  # as many as a compile batch's modules: its first cell imports them all


class Recent(Generic[V]):
    def __init__(self, kept: int = KEPT) -> None:
        self._kept = kept
        self._made: OrderedDict[Hashable, V] = OrderedDict()

    def get(self, key: Hashable, make: Callable[[], V]) -> V:
        """A copy of what ``make`` made for ``key``, made now if it is not among the last kept.
        What ``make`` raises is raised, and nothing is kept."""
        if key in self._made:
            self._made.move_to_end(key)
        else:
            self._made[key] = make()
            while len(self._made) > self._kept:
                self._made.popitem(last=False)
        return copy.deepcopy(self._made[key])

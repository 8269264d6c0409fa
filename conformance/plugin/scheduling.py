"""How pytest-xdist hands cells to workers: the compile batches of one chunk
of modules at every opt level (or, without batching, and for a module pinned
to fail, which compiles alone: the cells of one import, case and dims) are one
work unit. So a batch module is built once, by one
worker, and the opt levels of one import run one after another on one worker,
which makes its exported program once for all of them (behind's analysis too).

xdist's scope scheduler (3.8) can hang a run after a worker dies (killed by
the out-of-memory killer, say), in three ways this scheduler closes:

- A worker runs an item only once it knows the next one or that none comes.
  A replacement worker handed a unit of one item waits for a second forever
  (pytest-xdist #1327). Here a worker always holds two items or has been told
  to shut down.
- The dead worker's finished units went back on the queue as empty units that
  nothing ever completes (#1323, #1378). Here only unfinished items go back.
- The item the worker died on went back too and ran again, on a worker it
  could kill as well. Here it is done: its cell is reported as `error`
  (hooks.py), and the rest of its unit goes on.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from xdist.scheduler import LoadScopeScheduling

from conformance.axes import import_group, parse_cell_id
from conformance.pipeline.batch import across_opt_levels, batch_of


def cell_scheduling(config: Any, log: Any, batch_size: int, alone: Callable[[str], bool]) -> LoadScopeScheduling:
    return _CellScheduling(config, log, batch_size, alone)


class _CellScheduling(LoadScopeScheduling):
    def __init__(self, config: Any, log: Any, batch_size: int, alone: Callable[[str], bool]) -> None:
        super().__init__(config, log)
        self._batch_size, self._alone = batch_size, alone
        self._batches: dict[str, str] | None = None

    def _split_scope(self, nodeid: str) -> str:
        try:
            case, _, _, dims = parse_cell_id(nodeid.rsplit("::", 1)[-1])
        except ValueError:
            return nodeid
        if self._batch_size > 1:
            if self._batches is None:
                cells = (n for n in self.collection if n.endswith("]"))
                self._batches = batch_of(cells, self._batch_size, self._alone)
            batch = self._batches.get(nodeid)
            return across_opt_levels(batch) if batch else nodeid
        return import_group(case, dims)

    def remove_node(self, node: Any) -> str | None:
        workload: dict[str, dict[str, bool]] = self.assigned_work.pop(node)
        pending = {scope: unit for scope, unit in workload.items() if not all(unit.values())}
        if not pending:
            return None
        # The worker runs its units in the order they were sent: the first unfinished item is the one it died on.
        crashitem = next(nodeid for unit in pending.values() for nodeid, done in unit.items() if not done)
        for unit in pending.values():
            if crashitem in unit:
                unit[crashitem] = True
        self.workqueue.update({scope: unit for scope, unit in pending.items() if not all(unit.values())})
        for other in self.assigned_work:
            self._reschedule(other)
        return crashitem

    def _reschedule(self, node: Any) -> None:
        if node.shutting_down:
            return
        if not self.workqueue:
            node.shutdown()
            return
        if self._pending_of(self.assigned_work[node]) > 2:
            return
        self._assign_work_unit(node)
        # Never leave a worker holding one item it will not start (see the module's docstring).
        while self.workqueue and self._pending_of(self.assigned_work[node]) < 2:
            self._assign_work_unit(node)
        if not self.workqueue and self._pending_of(self.assigned_work[node]) < 2:
            node.shutdown()

"""A long-lived run process: runs compiled functions with IREE's Python runtime
binding, one request at a time, so a cell's run costs no process start.

    python -m conformance.pipeline.runner FD

``FD`` is this end of a socket pair to the harness (see :mod:`.execute`). A
request names the device, the .vmfb, the function, the input .npy files and
the output .npy files to write, like ``iree-run-module``'s command line; the
reply says whether it ran and the seconds spent running it (loading the
module, reading inputs, invoking, writing outputs). A crash or hang here is
seen by the harness as the connection closing or going quiet: it ends this
process, starts a new one and runs the cell with ``iree-run-module`` instead.
"""

from __future__ import annotations

import sys
import time
from collections import OrderedDict
from collections.abc import Callable, Sequence
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

import numpy as np

Invoke = Callable[[dict[str, Any]], None]
_LOADED: OrderedDict[tuple[str, str, int, int], Any] = OrderedDict()
_KEEP = 8  # loaded modules kept: a batch module serves up to a batch's worth of cells in a row
_DEVICES: dict[str, Any] = {}


def _module(device: str, vmfb: str) -> Any:
    """The loaded module's functions, keyed by the file's identity: a cache entry
    rebuilt at the same path is loaded again."""
    import iree.runtime as rt

    st = Path(vmfb).stat()
    key = (device, vmfb, st.st_size, st.st_mtime_ns)
    if key in _LOADED:
        _LOADED.move_to_end(key)
        return _LOADED[key]
    if device not in _DEVICES:
        _DEVICES[device] = rt.get_device(device)
    config = rt.Config(device=_DEVICES[device])
    module = rt.VmModule.mmap(config.vm_instance, vmfb)
    ctx = rt.SystemContext(vm_modules=[module], config=config)
    _LOADED[key] = ctx.modules[module.name]
    while len(_LOADED) > _KEEP:
        _LOADED.popitem(last=False)
    return _LOADED[key]


def invoke(request: dict[str, Any]) -> None:
    """Run one function as ``iree-run-module --function=F --input=@... --output=@...`` would."""
    fn = _module(request["device"], request["vmfb"])[request["function"]]
    result = fn(*[np.load(p) for p in request["inputs"]])
    results: Sequence[Any] = () if result is None else result if isinstance(result, list | tuple) else (result,)
    outputs = request["outputs"]
    if len(results) < len(outputs):
        raise RuntimeError(f"the function returned {len(results)} results, {len(outputs)} expected")
    for value, path in zip(results, outputs, strict=False):
        np.save(path, value.to_host() if hasattr(value, "to_host") else np.asarray(value))


def serve(conn: Connection, run: Invoke = invoke) -> None:
    while True:
        try:
            request = conn.recv()
        except EOFError:  # the harness is done
            return
        start = time.perf_counter()
        try:
            run(request)
            reply = {"ok": True, "error": "", "seconds": time.perf_counter() - start}
        except Exception as e:
            reply = {"ok": False, "error": f"{type(e).__name__}: {e}", "seconds": time.perf_counter() - start}
        conn.send(reply)


def main(argv: list[str] | None = None) -> None:
    args = sys.argv[1:] if argv is None else argv
    serve(Connection(int(args[0])))


if __name__ == "__main__":
    main()

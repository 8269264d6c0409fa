"""Run bundles: compile on one machine, run on another with the runtime only.

A compile-phase run (``--bundle DIR``: compile only, as ``--no-run``) writes
its results as any run does (a cell that did not compile ends there) and,
into DIR, for every cell that compiled, what the run phase needs:

    manifest.json          backend, device, target, the tools that built it, the cells
    cells/<cell>.json      the cell's record so far, and what to run: module, function,
                           inputs, references, oracle, and the case's compare rules
    blobs/<sha256>.<ext>   modules and arrays, each stored once by content (.vmfb, .npy)
    expectations/<corpus>.toml   the expectations the cells are judged against

``python -m conformance run-bundle DIR`` (``bundle.run``) needs this package,
numpy and iree-base-runtime (no torch, no compiler): it runs each module on
the device, judges the outputs with the compare stage and oracle of an
all-in-one run, and writes JUnit and grid.json of those cells. Merged with
the compile phase's results (``python -m conformance grid``), each cell
appears once, with its final status: a run phase's result supersedes the
compile phase's skip of the same cell (``results.merge.superseded``).
"""

from __future__ import annotations

FORMAT = 1
MANIFEST = "manifest.json"
CELLS = "cells"
BLOBS = "blobs"
EXPECTATIONS = "expectations"

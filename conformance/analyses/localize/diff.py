"""``python -m conformance.analyses.localize.diff TRACE SYMBOL FOLDER``: how the first
run of dispatch SYMBOL in a dispatch trace differs from FOLDER/expected_*.npy
(the reference build's outputs of that dispatch); ``dispatch.sh`` of a repro
folder calls it."""

from __future__ import annotations

import numpy as np

from conformance.analyses.localize.trace import parse_trace


def main(argv: list[str] | None = None) -> int:
    import sys

    trace, symbol, folder = argv if argv is not None else sys.argv[1:]
    with open(trace) as f:
        found = next((d for d in parse_trace(f.read()) if d.symbol == symbol), None)
    if found is None:
        print(f"{trace}: no dispatch {symbol} in the trace", file=sys.stderr)
        return 1
    for i, out in enumerate(found.outputs):
        want = np.load(f"{folder}/expected_{i}.npy")
        if out.shape != want.shape:
            print(f"output {i}: shape {out.shape}, reference {want.shape}")
            continue
        err = np.abs(out.astype(np.float64) - want.astype(np.float64))
        print(f"output {i}: max abs difference {np.nanmax(err) if err.size else 0:.4g} from the reference build")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Benchmark: the onnx-node corpus on llvm-cpu (one opt level, static), cold,
two ways, in one run:

- plain: a pytest that shells out to ``iree-compile`` and then
  ``iree-run-module`` for each case, the way the public IREE ONNX-op suite
  works (its MLIR is imported beforehand and not timed, as that suite ships
  imported MLIR; the tools are the ones on PATH, as there);
- harness: ``pytest -p conformance.plugin.hooks --corpus onnx-node`` with an
  empty cache (import, compile in batches, run, compare: all timed).

    python -m conformance bench-onnx [--sample N] [--workers 2] [--opt O2]

Prints cases per minute of each and the ratio.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
import warnings
from pathlib import Path

import numpy as np

from conformance.corpus import CORPUS_DIR
from conformance.wrapped import harness_command

PLAIN_TEST = """
import json, subprocess, sys
from pathlib import Path
import numpy as np
import pytest

CASES = sorted(p for p in Path(__file__).parent.glob("cases/*") if p.is_dir())
BIN = Path(sys.executable).parent


@pytest.mark.parametrize("case", CASES, ids=lambda p: p.name)
def test_case(case, tmp_path):
    meta = json.loads((case / "meta.json").read_text())
    if not (case / "model.mlir").exists():
        pytest.fail("import failed")
    vmfb = tmp_path / "m.vmfb"
    flags = ["--iree-hal-target-backends=llvm-cpu", "--iree-llvmcpu-target-cpu=host", "--iree-opt-level=" + meta["opt"]]
    subprocess.run([str(BIN / "iree-compile"), str(case / "model.mlir"), *flags, *meta["flags"], "-o", str(vmfb)],
                   check=True, capture_output=True, timeout=300)
    n_out = meta["outputs"]
    cmd = [str(BIN / "iree-run-module"), "--device=local-task", f"--module={vmfb}", f"--function={meta['function']}"]
    cmd += [f"--input=@{p}" for p in sorted(case.glob("input_*.npy"))]
    cmd += [f"--output=@{tmp_path / f'out_{i}.npy'}" for i in range(n_out)]
    subprocess.run(cmd, check=True, capture_output=True, timeout=120)
    for i in range(n_out):
        got, want = np.load(tmp_path / f"out_{i}.npy"), np.load(case / f"expected_{i}.npy")
        np.testing.assert_allclose(got, want, rtol=meta["rtol"], atol=meta["atol"])
"""


def prepare_plain(folder: Path, names: list[str], opt: str) -> None:
    """Import every case's MLIR and write its inputs and expected outputs (untimed)."""
    from conformance.case import Case, generate_inputs
    from conformance.corpus import load_all
    from conformance.pipeline.onnx_frontend import import_model

    folder.mkdir(parents=True, exist_ok=True)
    (folder / "test_plain.py").write_text(PLAIN_TEST)
    wanted = set(names)
    for case in load_all(corpora=("onnx-node",)):
        if not isinstance(case, Case) or case.name not in wanted or case.unsupported:
            continue
        d = folder / "cases" / case.name
        d.mkdir(parents=True)
        inputs = generate_inputs(case)
        expected = case.expected(inputs) if case.expected else []
        for i, a in enumerate(inputs):
            np.save(d / f"input_{i}.npy", a)
        for i, a in enumerate(expected):
            np.save(d / f"expected_{i}.npy", a)
        meta = {"opt": opt, "outputs": len(expected), "function": "main", "rtol": case.rtol, "atol": case.atol,
                "flags": list(case.compile_flags)}  # fmt: skip
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                text, meta["function"] = import_model(case.module())
            (d / "model.mlir").write_text(text)
        except Exception as e:  # the plain suite would not have this case's MLIR either
            meta["import_error"] = str(e)[:200]
        (d / "meta.json").write_text(json.dumps(meta))


def timed(argv: list[str], env: dict[str, str] | None = None) -> tuple[float, str]:
    start = time.perf_counter()
    proc = subprocess.run(argv, capture_output=True, text=True, env=env)
    return time.perf_counter() - start, proc.stdout.strip().splitlines()[-1] if proc.stdout.strip() else proc.stderr


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m conformance bench-onnx",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    ap.add_argument("--sample", type=int, help="N cases spread evenly over the corpus (default: every case)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--opt", default="O2")
    args = ap.parse_args(argv)

    from conformance.case import Case
    from conformance.corpus import load_all

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        cases = [c for c in load_all(corpora=("onnx-node",)) if isinstance(c, Case) and not c.unsupported]
    names = sorted(c.name for c in cases)
    if args.sample and args.sample < len(names):  # evenly spread over the (alphabetical) operators
        names = [names[i * len(names) // args.sample] for i in range(args.sample)]
    with tempfile.TemporaryDirectory(prefix="bench-onnx-") as tmp:
        tmp_path = Path(tmp)
        prepare_plain(tmp_path / "plain", names, args.opt)
        pytest_base = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", f"-n={args.workers}"]
        plain_s, plain_line = timed([*pytest_base, str(tmp_path / "plain" / "test_plain.py")])
        select = tmp_path / "select.txt"
        select.write_text("".join(f"{n}\n" for n in names))
        harness_s, harness_line = timed(
            harness_command([
                "-q", f"-n={args.workers}", str(CORPUS_DIR), "--backend=llvm-cpu",
                "--corpus=onnx-node", f"--opt={args.opt}", "--dims=static", f"--cache-dir={tmp_path / 'cache'}",
                f"--results={tmp_path / 'results'}", "--xpass-ok", "-p", "no:warnings",
                f"--cases-from={select}",
            ]),
        )  # fmt: skip
    n = len(names)
    print(f"onnx-node on llvm-cpu, {args.opt}, static, {n} cases, {args.workers} workers, both cold")
    for label, secs, line in (("plain", plain_s, plain_line), ("harness", harness_s, harness_line)):
        print(f"{label:8} {secs:8.1f} s {n / secs * 60:8.1f} cases/min   [{line}]")
    print(f"ratio: {plain_s / harness_s:.2f}x")
    return 0


if __name__ == "__main__":
    os.environ.setdefault("PYTHONWARNINGS", "ignore")
    sys.exit(main())

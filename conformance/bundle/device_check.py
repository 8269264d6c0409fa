"""A device check for a borrowed GPU machine: ``python -m conformance device-check OUT``
(``nox -s device-check -- OUT``).

Prepares here, where the compiler and torch are, one archive that a GPU machine
with only Python and numpy can run: for each backend (cuda, vulkan) the compile
phase of the selected tiers and corpora as a run bundle (every blob in one
shared store: inputs and references are the same for every backend), the
compile phase's JUnit files (its compile failures), the wheels the run phase
needs (this package, ``iree-base-runtime`` for the machine's Python, and its
pure-Python dependencies: the machine needs Python and numpy), and ``run.sh``,
which installs them into a temporary folder, runs each bundle and merges one
grid. Compressed (xz), since a module's PTX or SPIR-V is text and most of the
modules' bytes.

On the machine: ``tar xJf device-check.tar.xz -C DIR && DIR/run.sh RESULTS [-n N]``.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

from conformance.bundle.pack import share_blobs
from conformance.ci.corpora import load_plan
from conformance.wrapped import harness_command, refuse

ROOT = Path(__file__).resolve().parents[2]
ARCHIVE = "device-check.tar.xz"
# The run phase's pure-Python imports (run-bundle, and grid to merge): numpy is the one it expects there.
PURE_DEPS = ("filelock", "packaging", "junitparser", "tomlkit")
PLATFORMS = ("manylinux_2_28_x86_64", "manylinux_2_27_x86_64", "manylinux_2_17_x86_64", "manylinux2014_x86_64")

RUN_SH = """#!/bin/sh
# The device check's run phase: python3 with numpy; no compiler, no torch, no package index.
# Usage: run.sh RESULTS [run-bundle options, e.g. -n 4]
here=$(cd "$(dirname "$0")" && pwd)
out=${1:?usage: run.sh RESULTS [run-bundle options]}
shift
site=$(mktemp -d)
python3 -m pip install -q --no-index --no-deps --no-compile --target "$site" "$here"/wheels/*.whl || exit 2
export PYTHONPATH="$site"
for b in BACKENDS; do
  python3 -m conformance run-bundle "$here/$b/bundle" --backend "$b" --results "$out/$b" "$@"
  echo "run-bundle $b: exit $?"
done
python3 -m conformance grid "$here"/*/compiled "$out"/*/junit-*.xml --out "$out/grid"
"""


def parse(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="device_check", description=__doc__.split("\n\n")[0])
    p.add_argument("out", type=Path, help="folder for the archive (and its staging folder)")
    p.add_argument("--backends", default="cuda,vulkan")
    p.add_argument("--tier", default="smoke")
    p.add_argument("--corpus", help="corpora, comma-separated (default: every corpus CI runs, runners/corpora.toml)")
    p.add_argument("-k", dest="select", default="", help="pytest's -k: a subset of the cells (e.g. onnx)")
    p.add_argument("--python", default="3.12", help="the GPU machine's Python, for the runtime wheel")
    p.add_argument("-n", "--workers", default="auto", help="compile workers here")
    p.add_argument("--cache-dir", help="the compile phases' cache (default: the harness's)")
    args = p.parse_args(argv)
    args.corpus = args.corpus or ",".join(load_plan().corpora)
    return args


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    refuse("device-check", argv)
    args = parse(argv)
    backends = args.backends.split(",")
    stage = args.out / "stage"
    shutil.rmtree(stage, ignore_errors=True)
    for backend in backends:
        rc = compile_phase(stage / backend, args.out / "compiled" / backend, backend, args)
        if rc not in (0, 1):  # 1: cells that fail (their verdicts are the grid's business, not this command's)
            print(f"device_check: the {backend} compile phase failed (pytest exit {rc})", file=sys.stderr)
            return 2
    saved = share_blobs(stage / "blobs", [stage / b / "bundle" for b in backends])
    wheels(stage / "wheels", args.python)
    (stage / "run.sh").write_text(RUN_SH.replace("BACKENDS", " ".join(backends)))
    (stage / "run.sh").chmod(0o755)
    archive = args.out / ARCHIVE
    with tarfile.open(archive, "w:xz", preset=6) as tar:
        tar.add(stage, arcname=".")
    size = sum(f.stat().st_size for f in stage.rglob("*") if f.is_file())
    print(f"device_check: {size / 1e6:.1f} MB staged in {stage} ({saved / 1e6:.1f} MB shared between backends)")
    print(f"device_check: {archive}: {archive.stat().st_size / 2**20:.1f} MiB")
    return 0


def compile_phase(folder: Path, results: Path, backend: str, args: argparse.Namespace) -> int:
    """The compile phase into ``folder/bundle``, its results (repro folders of the compile failures) into
    ``results``, and its JUnit files, all the run phase's grid needs of them, into ``folder/compiled``."""
    shutil.rmtree(results, ignore_errors=True)
    cmd = harness_command(
        [
            *(str(ROOT / "conformance" / "corpus"), f"--rootdir={ROOT}", f"--backend={backend}", f"-n={args.workers}"),
            # No analyses (what lies behind a blocker, reductions): this check is for the device.
            *("-q", f"--tier={args.tier}", f"--corpus={args.corpus}", "--analysis-budget=0"),
            *(f"--bundle={folder / 'bundle'}", f"--results={results}"),
            *((f"--cache-dir={args.cache_dir}",) if args.cache_dir else ()),
            *(("-k", args.select) if args.select else ()),
        ]
    )
    rc = subprocess.run(cmd).returncode
    (folder / "compiled").mkdir(parents=True, exist_ok=True)
    for junit in results.glob("junit-*.xml"):
        shutil.copy2(junit, folder / "compiled" / junit.name)
    return rc


def wheels(folder: Path, python: str) -> None:
    """This package, built here, and what the run phase imports that a GPU image may lack, for ``python``."""
    folder.mkdir(parents=True, exist_ok=True)
    pip = [sys.executable, "-m", "pip", "-q"]
    subprocess.run([*pip, "wheel", "--no-deps", "-w", str(folder), str(ROOT)], check=True)
    runtime = f"iree-base-runtime=={importlib.metadata.version('iree-base-runtime')}"
    binary = ["--only-binary=:all:", f"--python-version={python}", "--implementation=cp"]
    binary += [f"--platform={p}" for p in PLATFORMS]
    subprocess.run([*pip, "download", "--no-deps", *binary, "-d", str(folder), runtime], check=True)
    pure = [f"{name}=={importlib.metadata.version(name)}" for name in PURE_DEPS]
    subprocess.run([*pip, "download", "--no-deps", "-d", str(folder), *pure], check=True)


if __name__ == "__main__":
    sys.exit(main())

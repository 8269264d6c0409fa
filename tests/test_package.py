"""The project as a package: a wheel built from this checkout, installed (not
editable) into a fresh virtualenv, works with nothing of the checkout in
sight: the pytest plugin loads from its entry point and runs one real cell,
the console script prints the CI matrix from the profiles inside the package.

The wheel's dependencies are not downloaded again: the new virtualenv gets
links to the distributions of the environment running this test (torch, the
IREE packages, pytest, ...), every one except this project's own, and pip
installs the wheel with --no-index, so it must find every dependency the
wheel declares among them or fail.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

from tests.harness import built_once, session_folder

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ("conformance", "runners", "pyproject.toml", "setup.py", "MANIFEST.in", "README.md")
OWN = ("conformance", "iree_conformance", "__editable__", "_conformance", "__pycache__")


def _run(cmd: list[str], cwd: Path, timeout: float = 600) -> subprocess.CompletedProcess[str]:
    # Nothing of the checkout: no PYTHONPATH, no profile folder of the tests' own.
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "CONFORMANCE_RUNNERS")}
    out = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
    assert out.returncode == 0, f"{' '.join(cmd)}\n{out.stdout[-3000:]}\n{out.stderr[-3000:]}"
    return out


@pytest.fixture(scope="session")
def installed(tmp_path_factory: pytest.TempPathFactory, worker_id: str) -> Path:
    """A fresh virtualenv with the wheel installed; returns its bin folder.
    Built once for the session: xdist workers share it."""
    tmp = session_folder(tmp_path_factory, worker_id, "package")
    with built_once(tmp) as built:
        if not built:
            _build_and_install(tmp)
    return tmp / "venv" / "bin"


def _build_and_install(tmp: Path) -> None:
    src = tmp / "src"
    src.mkdir()
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "_runners")
    for name in SOURCES:  # a copy: building must leave the checkout alone
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, src / name, ignore=ignore)
        else:
            shutil.copy2(ROOT / name, src / name)
    dist = tmp / "dist"
    _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-w", str(dist), str(src)], tmp)
    (wheel,) = dist.glob("iree_conformance-*.whl")

    venv = tmp / "venv"
    _run([sys.executable, "-m", "venv", "--without-pip", str(venv)], tmp)
    (site,) = venv.glob("lib/python*/site-packages")
    outer = {Path(sysconfig.get_paths()[k]) for k in ("purelib", "platlib")}
    for lib in outer:
        for entry in lib.iterdir():
            if entry.name.startswith(OWN) or entry.suffix == ".pth" or (site / entry.name).exists():
                continue
            (site / entry.name).symlink_to(entry)
    python = venv / "bin" / "python"
    _run([str(python), "-m", "pip", "install", "--no-index", str(wheel)], tmp)


def test_the_wheel_carries_profiles_and_every_expectation_file(installed: Path) -> None:
    (wheel,) = installed.parent.parent.glob("dist/iree_conformance-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for profile in (ROOT / "runners").glob("*.toml"):
        assert f"conformance/_runners/{profile.name}" in names
    expectations = sorted((ROOT / "conformance" / "corpus" / "expectations").rglob("*.toml"))
    assert any(f.parent.name != "expectations" for f in expectations), "an external corpus's folder"
    for f in expectations:
        assert f"conformance/{f.relative_to(ROOT / 'conformance').as_posix()}" in names, f
    entry_points = next(n for n in names if n.endswith(".dist-info/entry_points.txt"))
    text = zipfile.ZipFile(wheel).read(entry_points).decode()
    assert "[pytest11]" in text and "[console_scripts]" in text and "iree-conformance" in text


def test_the_console_script_reads_the_packaged_profiles(installed: Path, tmp_path: Path) -> None:
    where = _run(
        [
            str(installed / "python"),
            "-c",
            "import conformance.profiles as p; print(p.__file__); print(p.runners_dir())",
        ],
        tmp_path,
    ).stdout.split()
    assert Path(where[0]).is_relative_to(installed.parent), "the installed package, not the checkout"
    assert where[1].endswith("conformance/_runners")
    out = _run([str(installed / "iree-conformance"), "matrix", "--tier", "full", "--self-hosted", "yes"], tmp_path)
    matrix = json.loads(out.stdout.splitlines()[-1])
    from conformance.ci.matrix import pinned_compiler
    from conformance.profiles import load_profiles

    profiles = load_profiles(ROOT / "runners")
    assert {e["backend"] for e in matrix["include"]} == set(profiles)
    assert {e["compiler"] for e in matrix["include"]} == {pinned_compiler()}, "the pin, read from the metadata"
    from conformance.ci.corpora import load_plan
    from conformance.ci.matrix import compute

    checkout, _ = compute(profiles, load_plan(ROOT / "runners"), "full", list(profiles), pinned_compiler(), True)
    assert matrix["include"] == checkout["include"], "the packaged profiles and corpora are the checkout's"
    # A folder of one's own profiles wins.
    mine = tmp_path / "mine"
    mine.mkdir()
    shutil.copy(ROOT / "runners" / "llvm-cpu.toml", mine / "llvm-cpu.toml")
    env_cmd = ["env", f"CONFORMANCE_RUNNERS={mine}", str(installed / "iree-conformance"), "matrix", "--tier", "smoke"]
    only = json.loads(_run(env_cmd, tmp_path).stdout.splitlines()[-1])
    # Its backends, and the project's corpora (the folder holds no corpora.toml of its own).
    assert [(e["backend"], e["corpus"]) for e in only["include"]] == [
        ("llvm-cpu", c) for c in ("builtin", "onnx-node", "opinfo", "hf")
    ]


@pytest.mark.slow
def test_the_installed_plugin_runs_one_cell(installed: Path, tmp_path: Path) -> None:
    # No -p and no path: the entry point loads the plugin, which collects the packaged corpus.
    results, cases = tmp_path / "results", tmp_path / "cases.txt"
    cases.write_text("matmul\n")
    cmd = [str(installed / "python"), "-m", "pytest", "--backend=llvm-cpu", "--opt=O1", "--dims=static", "--batch=1"]
    cmd += ["--cases-from", str(cases), "--no-analysis", "-p", "no:cacheprovider", "-q"]
    out = _run([*cmd, "--results", str(results), "--cache-dir", str(tmp_path / "cache")], tmp_path)
    assert "1 passed" in out.stdout, out.stdout
    grid = json.loads((results / "grid.json").read_text())
    assert [(c["case"], c["backend"], c["opt"], c["dims"], c["status"]) for c in grid["cells"]] == [
        ("matmul", "llvm-cpu", "O1", "static", "pass")
    ]
    assert (results / "junit-llvm-cpu.xml").is_file()

"""The runner docs against the workflows and profiles they describe, and the
setup scripts' order. Static: no network, no container (a run of the setup
script in a clean Ubuntu root filesystem is tests/runner_setup/run-setup-in-chroot.sh)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
RUNNERS = ROOT / "runners"
WORKFLOWS = ROOT / ".github" / "workflows"
COMPILE_CACHE = re.compile(r"compiled?(-module)? cache")


def _workflow(name: str) -> dict:
    return yaml.safe_load((WORKFLOWS / name).read_text())


def _first_time_setup() -> str:
    """The numbered list of runners/README.md's "First-time setup" section."""
    text = (RUNNERS / "README.md").read_text()
    section = text.split("\n## First-time setup\n", 1)[1].split("\n## ", 1)[0]
    steps = re.findall(r"^(\d+)\. ", section, re.M)
    assert steps == [str(i) for i in range(1, len(steps) + 1)] and len(steps) >= 5, steps
    return section


def _sentences(path: Path) -> list[str]:
    """Prose split into sentences; a table row or list item is one block."""
    blocks = re.split(r"\n\s*\n|\n(?=\||- |\d+\. )", path.read_text())
    return [s for b in blocks for s in re.split(r"(?<=[.;])\s+", " ".join(b.split()))]


def test_setup_names_the_approval_label_as_the_workflows_use_it():
    labels = set(re.findall(r"label\.name [!=]= '([^']+)'", (WORKFLOWS / "pr.yml").read_text()))
    assert len(labels) == 1, labels  # one approval label
    (label,) = labels
    assert f"named exactly `{label}`" in _first_time_setup()


def test_setup_requires_the_grid_job_by_its_check_name():
    # A called workflow's job reports as "<calling job's name> / <its job's name>".
    caller = next(j for j in _workflow("pr.yml")["jobs"].values() if "conformance.yml" in j.get("uses", ""))
    check = f"{caller['name']} / {_workflow('conformance.yml')['jobs']['grid']['name']}"
    assert check == "conformance / grid"
    required = re.search(r"\*\*Required checks\*\*(.*?)\n\d+\. ", _first_time_setup(), re.S)
    assert required and f"`{check}`" in required.group(1)
    for job in ("lint", "tests"):
        assert _workflow("pr.yml")["jobs"][job]["name"] == job and f"`{job}`" in required.group(1)


@pytest.mark.parametrize("backend", ["rocm", "cuda"])
def test_documented_labels_are_the_profiles(backend: str):
    labels = tomllib.loads((RUNNERS / f"{backend}.toml").read_text())["runner_labels"]
    documented = re.search(r"labels `([^`]+)`", (RUNNERS / f"{backend}.md").read_text())
    assert documented and documented.group(1).split(", ") == labels


@pytest.mark.parametrize("doc", sorted(p.name for p in RUNNERS.glob("*.md")))
def test_no_doc_gives_the_gpu_job_a_compile_cache_or_torch(doc: str):
    # The GPU job runs a bundle with the runtime only; torch is the perf job's.
    for sentence in _sentences(RUNNERS / doc):
        if COMPILE_CACHE.search(sentence) and "GPU" in sentence:
            assert "no compile cache" in sentence, sentence
        if "torch" in sentence:
            assert "no torch" in sentence or "perf" in sentence, sentence


@pytest.mark.parametrize("backend", ["rocm", "cuda"])
def test_setup_installs_its_tools_before_it_uses_them(backend: str):
    lines = (RUNNERS / f"setup-{backend}-runner.sh").read_text().splitlines()
    code = [line for line in lines if not line.lstrip().startswith("#")]
    installs = [i for i, line in enumerate(code) if "apt-get install" in line]
    assert installs, "no apt-get install"
    first = " ".join(code[installs[0] : installs[0] + 3])  # continuation lines included
    tools = ["ca-certificates", "curl", "python3", "python3-venv", "sudo"] + (["gpg"] if backend == "rocm" else [])
    for tool in tools:
        assert re.search(rf"\s{re.escape(tool)}(\s|$)", first), f"{tool} not in the first install"
    for tool in ("curl", "gpg"):
        uses = [i for i, line in enumerate(code) if re.search(rf"(^|[|;&(]\s*){tool}\s", line.strip())]
        assert all(i > installs[0] for i in uses), f"{tool} used on a line before it is installed"


@pytest.mark.parametrize("backend", ["rocm", "cuda"])
def test_the_documented_check_uses_what_the_setup_installs(backend: str):
    # The setup installs python3-venv, not nox; the check runs what the GPU job runs.
    check = (RUNNERS / f"{backend}.md").read_text().split("\n## Check it\n", 1)[1].split("\n## ", 1)[0]
    commands = "\n".join(line for line in check.splitlines() if line.startswith("    "))
    assert "nox" not in commands
    assert "python3 -m venv" in commands and "-m conformance run-bundle" in commands

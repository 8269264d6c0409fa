"""Each workflow step that runs a module of this package (``python -m
conformance...``) runs it as the workflow does: in a bare interpreter (no
site-packages), with only what the job installed before it. An install after a
step's early ``exit 0`` does not count: on that path it never ran (the PR
comment once waited for main's first nightly so)."""

from __future__ import annotations

import re
import subprocess
import sys
from importlib import metadata
from pathlib import Path

import pytest
import yaml
from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parent.parent
ENTRY = re.compile(r"\bpython3? -m (conformance[\w.]*)")
INSTALL = re.compile(r"\bpython3? -m pip install\s+(.*)$")


def _steps() -> list[tuple[str, str, str, list[str]]]:
    """(workflow, job, module, distributions installed before) for each step line running a module of ours."""
    found = []
    for wf in sorted((ROOT / ".github" / "workflows").glob("*.yml")):
        doc = yaml.safe_load(wf.read_text())
        for job_name, job in (doc.get("jobs") or {}).items():
            installed: list[str] = []
            for step in job.get("steps") or []:
                here: list[str] = []  # installed by this step's earlier lines: there for its later ones
                sure = True  # before its first `exit 0`: an install there is there for the next steps too
                for line in str(step.get("run") or "").splitlines():
                    if (m := ENTRY.search(line)) and not line.strip().startswith("#"):
                        found.append((wf.name, job_name, m.group(1), [*installed, *here]))
                    if m := INSTALL.search(line):
                        names = [Requirement(a.strip("\"'")).name for a in m.group(1).split() if not a.startswith("-")]
                        here += names
                        installed += names if sure else []
                    sure = sure and "exit 0" not in line
    return found


def _with_requirements(names: list[str]) -> set[str]:
    """The distributions ``names`` need to import, theirs included (no extras)."""
    todo, seen = list(names), set()
    while todo:
        dist = metadata.distribution(todo.pop())
        name = (dist.metadata["Name"] or "").lower()
        if name in seen:
            continue
        seen.add(name)
        reqs = (Requirement(r) for r in dist.requires or ())
        todo += [r.name for r in reqs if r.marker is None or r.marker.evaluate({"extra": ""})]
    return seen


def _site(names: list[str], into: Path) -> Path:
    """A folder holding only the top-level packages of ``names`` and what they need (links to this environment's)."""
    into.mkdir(parents=True, exist_ok=True)
    for name in _with_requirements(names):
        dist = metadata.distribution(name)
        tops = {Path(str(f)).parts[0] for f in dist.files or () if not str(f).startswith(("..", "/"))}
        for top in tops:
            source = Path(str(dist.locate_file(top)))
            if source.exists() and not (into / top).exists() and not top.endswith((".dist-info", ".pth")):
                (into / top).symlink_to(source)
    return into


STEPS = _steps()


def test_the_workflows_run_modules_of_this_package() -> None:
    assert any(module == "conformance.ci.pr_comment" for _, _, module, _ in STEPS), STEPS


@pytest.mark.parametrize(
    ("workflow", "job", "module", "installed"), STEPS, ids=[f"{w}:{j}:{m}" for w, j, m, _ in STEPS]
)
def test_a_steps_module_runs_in_a_bare_interpreter_with_what_the_job_installed_before_it(
    workflow: str, job: str, module: str, installed: list[str], tmp_path: Path
) -> None:
    site = _site(installed, tmp_path / "site")
    code = f"import sys, runpy; sys.path[:0] = [{str(ROOT)!r}, {str(site)!r}]; sys.argv = [{module!r}, '--help']; "
    code += f"runpy.run_module({module!r}, run_name='__main__')"
    proc = subprocess.run([sys.executable, "-S", "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, (
        f"{workflow} {job}: python -m {module} with {installed or 'nothing'} installed: {proc.stderr[-800:]}"
    )

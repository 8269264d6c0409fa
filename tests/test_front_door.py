"""One front door: ``python -m conformance --help`` lists every command, module commands included,
README.md and docs/layout.md name the same ones, and an unknown command or corpus is one line."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from conformance.__main__ import MODULE_COMMANDS, commands

ROOT = Path(__file__).resolve().parent.parent


def _said(text: str) -> str:
    return " ".join(text.split())


def test_help_lists_every_command_and_the_docs_name_the_same_ones():
    out = subprocess.run([sys.executable, "-m", "conformance", "--help"], capture_output=True, text=True).stdout
    listed = commands()
    assert set(MODULE_COMMANDS) <= set(listed) and all(re.search(rf"\n\s+{c}\b", out) for c in listed), out
    readme = _said((ROOT / "README.md").read_text())
    named = re.search(r"its `--help` lists every command: (.*?)\)", readme)
    assert named and re.findall(r"`([\w-]+)`", named.group(1)) == listed, "README.md's command list is stale"
    layout = _said((ROOT / "docs" / "layout.md").read_text())
    braces = re.search(r"python -m conformance \{(.*?)\}", layout)
    assert braces and braces.group(1).replace(" ", "").split(",") == listed, "docs/layout.md's list is stale"


def test_every_module_command_runs_through_the_door():
    """Each module command's own --help answers through the front door, under its front-door name."""
    for name in MODULE_COMMANDS:
        proc = subprocess.run([sys.executable, "-m", "conformance", name, "--help"], capture_output=True, text=True)
        assert proc.returncode == 0 and "usage:" in proc.stdout, (name, proc.stderr[-500:])
    assert not (ROOT / "--help").exists()  # bug-index once wrote its index into a file named --help


def test_an_unknown_command_or_corpus_is_one_line():
    for argv, said in (
        (["nope"], "conformance: unknown command 'nope'"),
        (["list", "--corpus", "nope"], "list: --corpus 'nope' is no corpus"),
    ):
        proc = subprocess.run([sys.executable, "-m", "conformance", *argv], capture_output=True, text=True)
        assert proc.returncode == 2 and proc.stderr.startswith(said) and len(proc.stderr.splitlines()) == 1

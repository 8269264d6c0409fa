"""What a fuzz campaign found: failing cells of generated programs, deduplicated
by signature and localized op (or failing pass), against the findings already
made and the corpus's pinned expectations, so a known bug is counted, not
reported again. Each new one gets ``findings/<id>/``; ``findings.json`` and
``findings.md`` summarize them."""

from __future__ import annotations

import hashlib
import json
import re
import shutil
from dataclasses import asdict, dataclass, field
from pathlib import Path

from conformance.cell import CellResult, Status
from conformance.fuzz.differential import Disagreement
from conformance.known_bugs import KnownBug, known_as
from conformance.known_bugs import load as load_known_bugs

# Not the compiler's: a program torch itself refuses (to export, or to run
# eagerly for the reference) is the generator's bug; an input that breaks its
# contract too; `error` is the harness's or the machine's.
GENERATOR = (Status.INVALID_INPUT,)
TORCH_REFUSED = ("fail-import: torch.export:", "fail-import: reference failed:")


def kind_of(r: CellResult) -> str:
    """finding, accuracy, generator, harness or none. ``accuracy``: a mismatch only
    the float64 oracle sees (every output within the case's tolerance of eager
    PyTorch, and no node to blame): kept and listed, never counted as a bug
    until confirmed by hand."""
    if r.status in (Status.PASS, Status.SKIP):
        return "none"
    if r.status is Status.ERROR:
        return "harness"
    if r.status in GENERATOR or (r.status is Status.FAIL_IMPORT and (r.signature or "").startswith(TORCH_REFUSED)):
        return "generator"
    if r.status is Status.MISMATCH and (r.culprit or {}).get("why", "").startswith("accuracy:"):
        return "accuracy"
    return "finding"


def key_of(r: CellResult) -> str:
    """What makes two failures one bug: the signature and the op it was localized
    to. (Not the failing pass: a reduction the budget cut short finds none, and
    one bug must not split in two by that.)"""
    op = (r.culprit or {}).get("op", "")
    accuracy = "accuracy" if kind_of(r) == "accuracy" else ""  # never one finding with wrong numbers
    return " | ".join(x for x in (loose(r.signature or str(r.status)), op, accuracy) if x)


# Signatures that say too little to be one bug: a bare signal (no pass named),
# and wrong numbers at no named op. A finding with one is never taken for a known one.
_BARE = re.compile(r"crash: \S+ SIG\w+|mismatch: output N \w+ differ")


def pinned_by(signature: str, known: dict[str, str]) -> str:
    """The expectation that pins this failure, if one does."""
    return "" if _BARE.fullmatch(loose(signature)) else known.get(loose(signature), "")


def loose(signature: str) -> str:
    """A signature with its numbers as N: one bug's message carries the sizes of
    the program that hit it ("Got 36028797018963968 bytes"). An op left
    unlowered is that op, whatever its operands' types (the rest is cut)."""
    signature = re.sub(r'(<\{name = "[\w.]+"\}>).*', r"\1", signature)
    return re.sub(r"-?\d+", "N", signature)


@dataclass
class Finding:
    id: str
    key: str
    status: str
    signature: str
    op: str = ""  # the first wrong op (localization), or the failing pass (reduction)
    dispatch: str = ""
    first_seed: int = 0
    first_cell: str = ""
    cells: list[str] = field(default_factory=list)  # every cell that hit it
    programs: int = 0  # how many generated programs hit it
    known: str = ""  # the corpus expectation that already pins it, or the known bug it is (known_bugs.toml)
    kind: str = "finding"  # or accuracy: the float64 oracle's alone, unconfirmed; or differential
    message: str = ""  # a differential finding's first pair: where, the values, the allowance
    # Its reduced.py run standalone: "reproduces", why not (the finding is then discarded),
    # or "" where there is none (a mismatch, or a reduction the budget cut short).
    standalone: str = ""

    @property
    def discarded(self) -> bool:
        return self.standalone not in ("", "reproduces")

    results: str = ""  # the harness results of its first program's batch (fuzz promote pins from them)


@dataclass
class Ledger:
    """Every finding of the campaign, and the counts of what was not one."""

    findings: dict[str, Finding] = field(default_factory=dict)
    programs: int = 0
    dropped: dict[str, int] = field(default_factory=dict)  # why, before compiling: how many
    generator: int = 0  # cells torch or the input contracts refused
    harness: int = 0  # `error` cells
    cells: int = 0
    lost_batches: int = 0  # harness runs that wrote no grid: their cells are unmeasured
    bugs: list[KnownBug] = field(default_factory=load_known_bugs, repr=False)  # confirmed ones: known_bugs.toml

    def add(self, r: CellResult, seed: int, known: dict[str, str], results: str = "") -> tuple[Finding, bool] | None:
        """Counts a failing cell: its finding, and whether it is new (None: no finding)."""
        kind = kind_of(r)
        if kind in ("generator", "harness"):
            setattr(self, kind, getattr(self, kind) + 1)
        if kind not in ("finding", "accuracy"):
            return None
        key = key_of(r)
        new = key not in self.findings
        if new:
            c = r.culprit or {}
            fid = hashlib.sha1(key.encode()).hexdigest()[:10]
            op = r.culprit_name
            self.findings[key] = Finding(
                fid, key, str(r.status), r.signature or "", op, c.get("dispatch", ""), seed, r.cell.id,
                known=pinned_by(r.signature or "", known)
                or known_as(self.bugs, str(r.status), op, r.signature or "", r.message or ""),
                kind=kind, results=results,
            )  # fmt: skip
        f = self.findings[key]
        f.cells.append(r.cell.id)
        return f, new

    def add_disagreement(self, d: Disagreement, seed: int, results: str = "") -> tuple[Finding, bool]:
        """Counts two passing cells of one program that disagree: their finding, and whether it is new.
        Keyed by the pair's axis and the side farther from float64 (no node is localized)."""
        key = d.signature
        new = key not in self.findings
        if new:
            fid = hashlib.sha1(key.encode()).hexdigest()[:10]
            self.findings[key] = Finding(
                fid, key, "differs", key, first_seed=seed, first_cell=d.farther.id, kind="differential",
                message=d.message, results=results,
            )  # fmt: skip
        f = self.findings[key]
        f.cells.append(f"{d.first.id} vs {d.second.id}")
        return f, new

    def to_json(self) -> dict:
        return {
            "programs": self.programs,
            "cells": self.cells,
            "dropped": self.dropped,
            "generator": self.generator,
            "harness": self.harness,
            "lost_batches": self.lost_batches,
            "findings": [asdict(f) for f in self.findings.values()],
        }


def write_finding(f: Finding, out: Path, program: str, repro: Path | None) -> Path:
    folder = out / "findings" / f.id
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "program.py").write_text(program)
    (folder / "finding.json").write_text(json.dumps(asdict(f), indent=1) + "\n")
    if repro is not None and repro.is_dir():
        shutil.copytree(repro, folder / "repro", dirs_exist_ok=True)
    return folder


def is_new(f: Finding) -> bool:
    """A bug this campaign found: not pinned already, not the float64 oracle's alone, not discarded."""
    return not f.known and not f.discarded and f.kind == "finding"


# Kinds listed apart, unconfirmed until checked by hand: what the float64 oracle alone
# sees, and two passing cells that disagree (each within the float64 oracle's allowance:
# an IREE accumulation less exact than eager's can do that honestly).
NOTES = {"accuracy": " (float64 oracle only)", "differential": " (two passing cells disagree; unconfirmed)"}


def write_summary(ledger: Ledger, out: Path, seconds: float) -> None:
    doc = ledger.to_json() | {"seconds": round(seconds, 1)}
    (out / "findings.json").write_text(json.dumps(doc, indent=1) + "\n")
    for f in ledger.findings.values():  # each finding's own record, with its counts so far
        if (out / "findings" / f.id).is_dir():
            (out / "findings" / f.id / "finding.json").write_text(json.dumps(asdict(f), indent=1) + "\n")
    new = [f for f in ledger.findings.values() if is_new(f)]
    discarded = [f for f in ledger.findings.values() if f.discarded]
    accuracy = sum(1 for f in ledger.findings.values() if f.kind == "accuracy")
    differential = sum(1 for f in ledger.findings.values() if f.kind == "differential")
    lines = [
        "# Fuzz findings",
        "",
        f"{ledger.programs} programs, {ledger.cells} cells in {seconds:.0f} s; "
        f"{len(new)} new findings, {sum(1 for f in ledger.findings.values() if f.known)} already pinned in the "
        f"corpus's expectations, {accuracy} seen by the float64 oracle alone and {differential} pairs of "
        "passing cells that disagree (both unconfirmed); "
        f"{ledger.generator} cells the generator's fault (torch refused), {ledger.harness} harness errors, "
        f"{ledger.lost_batches} batches lost (the harness run wrote no grid), "
        f"{len(discarded)} discarded (the reduced repro does not reproduce standalone).",
        "",
        "| finding | status | signature | op or pass | programs | cells | first |",
        "|---|---|---|---|---|---|---|",
    ]
    for f in sorted(ledger.findings.values(), key=lambda f: (bool(f.known), -f.programs)):
        sig = f.signature.replace("|", "\\|")[:160]
        first = f"`{f.first_cell}`".replace("|", "\\|")
        known = f" (known: {f.known})" if f.known else NOTES.get(f.kind, "")
        known += f" (discarded: {f.standalone})" if f.discarded else ""
        lines.append(f"| {f.id}{known} | {f.status} | `{sig}` | `{f.op}` | {f.programs} | {len(f.cells)} | {first} |")
    if ledger.dropped:
        lines += ["", "Dropped before compiling: " + ", ".join(f"{k}: {v}" for k, v in ledger.dropped.items())]
    (out / "findings.md").write_text("\n".join(lines) + "\n")

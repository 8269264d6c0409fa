"""Expectations: what a cell is known to do, one TOML file per backend beside
the corpus (``conformance/corpus/expectations/<backend>.toml``).

    [[expect]]
    case = "topk_*"          # fnmatch patterns; opt and dims default to "*"
    opt = "O3"
    dims = "dynamic"
    status = "fail-compile"  # the raw status the cell is expected to have
    reason = "https://github.com/iree-org/iree/issues/NNNN: buffer allocation fails"

The first entry that matches a cell applies. A cell with no entry is expected
to pass.
"""

from __future__ import annotations

import fnmatch
import tomllib
from dataclasses import dataclass
from pathlib import Path

from conformance.cell import Cell, Status, Verdict

_KEYS = {"case", "opt", "dims", "status", "reason"}


class ExpectationError(ValueError):
    """An expectation file is malformed; the message names the file and entry."""


@dataclass(frozen=True)
class Expectation:
    case: str
    status: Status
    reason: str
    opt: str = "*"
    dims: str = "*"

    def matches(self, cell: Cell) -> bool:
        return (
            fnmatch.fnmatchcase(cell.case, self.case)
            and fnmatch.fnmatchcase(cell.opt, self.opt)
            and fnmatch.fnmatchcase(cell.dims, self.dims)
        )


def expectations_file(directory: Path, backend: str) -> Path:
    return directory / f"{backend}.toml"


def load_expectations(path: Path) -> list[Expectation]:
    if not path.exists():
        return []
    try:
        data = tomllib.loads(path.read_text())
    except tomllib.TOMLDecodeError as e:
        raise ExpectationError(f"{path}: not valid TOML: {e}") from e
    entries = data.get("expect", [])
    if set(data) - {"expect"} or not isinstance(entries, list):
        raise ExpectationError(f"{path}: only [[expect]] tables are allowed at the top level")
    out = []
    for n, entry in enumerate(entries, 1):
        where = f"{path}: entry {n}"
        unknown = set(entry) - _KEYS
        if unknown:
            raise ExpectationError(f"{where}: unknown key(s) {sorted(unknown)}")
        for key in ("case", "status", "reason"):
            if not isinstance(entry.get(key), str) or not entry[key].strip():
                raise ExpectationError(f"{where}: '{key}' is required and must be a non-empty string")
        try:
            status = Status(entry["status"])
        except ValueError:
            raise ExpectationError(f"{where}: unknown status '{entry['status']}'") from None
        if status in (Status.PASS, Status.SKIP):
            raise ExpectationError(f"{where}: status '{status}' needs no expectation")
        out.append(Expectation(entry["case"], status, entry["reason"], entry.get("opt", "*"), entry.get("dims", "*")))
    return out


def expectation_for(cell: Cell, expectations: list[Expectation]) -> Expectation | None:
    return next((e for e in expectations if e.matches(cell)), None)


def verdict(status: Status, expected: Status) -> Verdict:
    """Exact, like lit: a cell that fails differently from its expectation is a
    regression too, so a changed failure is never hidden behind an old entry."""
    if status is Status.SKIP:
        return Verdict.OK  # nothing was measured that could contradict the expectation
    if expected is Status.PASS:
        return Verdict.OK if status is Status.PASS else Verdict.REGRESSION
    if status is Status.PASS:
        return Verdict.XPASS
    return Verdict.XFAIL if status is expected else Verdict.REGRESSION

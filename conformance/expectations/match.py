"""Expectations: what a cell is known to do, one TOML file per backend beside
the corpus (``conformance/corpus/expectations/<backend>.toml``; an external
corpus has its own folder: ``expectations/onnx-node/<backend>.toml``).

    [[expect]]
    case = "topk_*"          # an fnmatch pattern, or a list of them; opt and dims default to "*"
    opt = "O3"
    dims = "dynamic"
    status = "fail-compile"  # the raw status the cell is expected to have
    reason = "https://github.com/iree-org/iree/issues/NNNN: buffer allocation fails"
    signature = "fail-compile: error: ..."  # pinned: a failure with another signature is a regression
    behind = "pass"          # pinned: what the rest of the program does with the blocker on the host
    behind_signature = "..." # (conformance.analyses.behind); another status or signature behind is a regression

Boundary cells (``--sizes boundary``, dims like ``dynamic@R=33``) are
matched only by dims patterns that contain ``@`` (``dims = "dynamic@*"``,
``"*@R=1"``); ``dims = "*"`` or no dims covers the traced sizes only.

The first entry that matches a cell applies. A cell with no entry is expected
to pass. A list of cases keeps one compiler bug (one signature) in one entry.

A result that depends on the host (undefined behaviour that one CPU happens to
get right) lists every status it may have, pass included, with the reason:

    status = ["pass", "mismatch"]
    reason = "undefined: LLVM shl by >= bit width; right on AVX-512 hosts"

Such a cell's verdict is ``host-dependent`` whichever of them it has; any other
status is a regression. Its pins are a list, one per failing status (each
signature starts with its status):

    signature = ["fail-run: ...", "timeout: iree-run-module ran past its time limit"]

Every field is type-checked at load: a wrong type, or an ``opt``/``dims``
pattern that matches no opt level or dims variant, is an error naming the file
and entry, before any cell runs.
"""

from __future__ import annotations

import dataclasses
import fnmatch
import tomllib
from dataclasses import dataclass
from pathlib import Path

from conformance.axes import DIMS_VARIANTS, OPT_LEVELS, base_dims
from conformance.cell import Behind, Cell, CellResult, Status, Verdict
from conformance.signature import measured_out

_KEYS = {"case", "opt", "dims", "status", "reason", "signature", "behind", "behind_signature"}
# What a compile failure's ``behind`` pin may say (conformance.analyses.behind's statuses).
BEHIND_STATUSES = ("pass", "mismatch", "fail-compile", "crash", "timeout", "fail-run", "compiles")


class ExpectationError(ValueError):
    """An expectation file is malformed; the message names the file and entry."""


@dataclass(frozen=True)
class Expectation:
    cases: tuple[str, ...]  # fnmatch patterns; the entry covers a case any of them matches
    status: Status
    reason: str
    opt: str = "*"
    dims: str = "*"
    statuses: tuple[Status, ...] = ()  # every status a host-dependent entry allows (two or more)
    signatures: tuple[str, ...] = ()  # pinned: each expected failure must keep its status's signature
    behind: str | None = None  # pinned: the status behind a compile failure (conformance.analyses.behind)
    behind_signature: str | None = None  # and its signature

    @property
    def host_dependent(self) -> bool:
        return len(self.statuses) > 1

    @property
    def failing(self) -> tuple[Status, ...]:
        """The failing statuses this entry allows: each one's signature can be pinned."""
        return tuple(s for s in (self.statuses or (self.status,)) if s is not Status.PASS)

    def allows(self, status: Status) -> bool:
        return status in self.statuses if self.host_dependent else status is self.status

    def pin_for(self, status: Status) -> str | None:
        """The pinned signature of a cell that has ``status`` (None: not pinned)."""
        if len(self.failing) == 1:
            return self.signatures[0] if self.signatures and status is self.failing[0] else None
        return next((p for p in self.signatures if pin_status(p) == status), None)

    @property
    def before_run(self) -> bool:
        """Every failure the entry allows ends before a run: at import, at compile, or in iree-compile itself."""
        return all(
            s in (Status.FAIL_IMPORT, Status.FAIL_COMPILE)
            or (s in (Status.CRASH, Status.TIMEOUT) and "iree-compile" in (self.pin_for(s) or ""))
            for s in self.failing
        )

    @property
    def fully_pinned(self) -> bool:
        return all(self.pin_for(s) is not None for s in self.failing)

    def matches(self, cell: Cell) -> bool:
        return (
            any(fnmatch.fnmatchcase(cell.case, c) for c in self.cases)
            and fnmatch.fnmatchcase(cell.opt, self.opt)
            and dims_match(cell.dims, self.dims)
        )

    @property
    def label(self) -> str:
        names = self.cases[0] if len(self.cases) == 1 else f"{self.cases[0]} (+{len(self.cases) - 1})"
        return f"{names}[{self.opt}|{self.dims}]"


def pin_status(signature: str) -> Status | None:
    """The status a signature is of: its text up to the first colon (``fail-compile: error: ...``)."""
    try:
        return Status(signature.split(":", 1)[0].strip())
    except ValueError:
        return None


def dims_match(dims: str, pattern: str) -> bool:
    """A boundary cell (``dynamic@R=33``) is covered only by a pattern that
    names boundary sizes (``dynamic@*``, ``*@R=1``, ``dynamic@R=33``): an entry
    for ``dynamic``, or one with no dims, says what the module does at its
    traced sizes, and another size is another measurement."""
    if "@" in dims and "@" not in pattern:
        return False
    return fnmatch.fnmatchcase(dims, pattern)


def expectations_file(directory: Path, backend: str, corpus: str = "builtin") -> Path:
    """builtin: ``<directory>/<backend>.toml``; an external corpus: ``<directory>/<corpus>/<backend>.toml``."""
    return directory / f"{backend}.toml" if corpus == "builtin" else directory / corpus / f"{backend}.toml"


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
    return [_entry(entry, f"{path}: entry {n}") for n, entry in enumerate(entries, 1)]


def _entry(entry: dict, where: str) -> Expectation:
    unknown = set(entry) - _KEYS
    if unknown:
        raise ExpectationError(f"{where}: unknown key(s) {sorted(unknown)}")
    if not isinstance(entry.get("reason"), str) or not entry["reason"].strip():
        raise ExpectationError(f"{where}: 'reason' is required and must be a non-empty string")
    cases = _cases(entry, where)
    opt = _axis(entry, "opt", OPT_LEVELS, where)
    dims = _axis(entry, "dims", DIMS_VARIANTS, where)
    raw = entry.get("status")
    if isinstance(raw, list):
        statuses = _host_dependent(raw, where)
        status = statuses[0]
    else:
        status, statuses = _status(raw, where), ()
    exp = Expectation(cases, status, entry["reason"], opt, dims, statuses)
    behind, behind_signature = _behind_pins(entry, exp, where)
    signatures = _pins(entry.get("signature"), exp, where)
    return dataclasses.replace(exp, signatures=signatures, behind=behind, behind_signature=behind_signature)


def _behind_pins(entry: dict, exp: Expectation, where: str) -> tuple[str | None, str | None]:
    behind, signature = entry.get("behind"), entry.get("behind_signature")
    if behind is None:
        if signature is not None:
            raise ExpectationError(f"{where}: 'behind_signature' needs 'behind' (the status behind)")
        return None, None
    if behind not in BEHIND_STATUSES:
        raise ExpectationError(f"{where}: 'behind' {behind!r} is not one of {', '.join(BEHIND_STATUSES)}")
    if not {Status.FAIL_COMPILE, Status.CRASH, Status.TIMEOUT} & set(exp.failing):
        raise ExpectationError(f"{where}: 'behind' pins what lies behind a compile failure; the entry expects none")
    if signature is not None and (not isinstance(signature, str) or not signature.strip()):
        raise ExpectationError(f"{where}: 'behind_signature' must be a non-empty string")
    return behind, measured_out(signature) if signature is not None else None


def _status(raw: object, where: str) -> Status:
    if not isinstance(raw, str) or not raw.strip():
        raise ExpectationError(f"{where}: 'status' is required: a status, or a list of them (host-dependent)")
    try:
        status = Status(raw)
    except ValueError:
        raise ExpectationError(f"{where}: unknown status '{raw}'") from None
    if status in (Status.PASS, Status.SKIP):
        raise ExpectationError(f"{where}: status '{status}' needs no expectation")
    if status is Status.ERROR:
        raise ExpectationError(f"{where}: status 'error' is the harness's own failure: it cannot be expected")
    return status


def _axis(entry: dict, key: str, values: tuple[str, ...], where: str) -> str:
    """An opt or dims pattern: a string that matches at least one of the axis's
    values (a dims pattern's boundary part, after ``@``, is free)."""
    pattern = entry.get(key, "*")
    if not isinstance(pattern, str) or not pattern.strip():
        raise ExpectationError(f"{where}: '{key}' must be a non-empty string pattern, not {pattern!r}")
    if not any(fnmatch.fnmatchcase(v, base_dims(pattern)) for v in values):
        raise ExpectationError(f"{where}: '{key}' {pattern!r} matches none of {', '.join(values)}")
    return pattern


def _pins(raw: object, exp: Expectation, where: str) -> tuple[str, ...]:
    """``signature``: a string, or a list of them (a host-dependent entry: one
    per failing status); each starts with a status the entry allows, one pin a status."""
    pins = [] if raw is None else [raw] if isinstance(raw, str) else raw
    if not isinstance(pins, list) or not all(isinstance(p, str) and p.strip() for p in pins) or raw == []:
        raise ExpectationError(f"{where}: 'signature' must be a non-empty string or a list of them")
    # A signature starts with its status; an entry with one failing status takes any text as that status's pin.
    statuses = [pin_status(p) or (exp.failing[0] if len(exp.failing) == 1 else None) for p in pins]
    for pin, status in zip(pins, statuses, strict=True):
        if status not in exp.failing:
            allowed = ", ".join(map(str, exp.failing))
            raise ExpectationError(f"{where}: signature {pin[:80]!r} is not of a status the entry expects ({allowed})")
    if len(set(statuses)) != len(statuses):
        raise ExpectationError(f"{where}: two signatures of one status; pin one per status")
    return tuple(measured_out(p) for p in pins)  # a pin written before sizes were taken out matches


def _cases(entry: dict, where: str) -> tuple[str, ...]:
    cases = entry.get("case")
    cases = [cases] if isinstance(cases, str) else cases
    if not isinstance(cases, list) or not cases or not all(isinstance(c, str) and c.strip() for c in cases):
        raise ExpectationError(f"{where}: 'case' is required: a pattern or a non-empty list of patterns")
    return tuple(cases)


def _host_dependent(raw: list, where: str) -> tuple[Status, ...]:
    """The statuses of a host-dependent entry; the first non-pass one leads."""
    try:
        statuses = [Status(s) for s in raw]
    except (ValueError, TypeError):
        raise ExpectationError(f"{where}: unknown status in {raw!r}") from None
    if len(set(statuses)) != len(statuses) or len(statuses) < 2 or {Status.SKIP, Status.ERROR} & set(statuses):
        raise ExpectationError(
            f"{where}: a list of statuses names two or more different ones (not skip, not error): {raw!r}"
        )
    return tuple(sorted(statuses, key=lambda s: s is Status.PASS))


def expectation_for(cell: Cell, expectations: list[Expectation]) -> Expectation | None:
    return next((e for e in expectations if e.matches(cell)), None)


class ExpectationIndex:
    """:func:`expectation_for` over many cells at once (a whole collection): the
    entries by the case names they list, those with a pattern looked at for every cell."""

    def __init__(self, expectations: list[Expectation]) -> None:
        self._entries = expectations
        self._by_case: dict[str, list[int]] = {}
        self._patterns: list[int] = []
        for i, e in enumerate(expectations):
            if any(is_pattern(c) for c in e.cases):
                self._patterns.append(i)
            for c in e.cases:
                self._by_case.setdefault(c, []).append(i)

    def for_cell(self, cell: Cell) -> Expectation | None:
        candidates = sorted({*self._by_case.get(cell.case, ()), *self._patterns})
        return next((self._entries[i] for i in candidates if self._entries[i].matches(cell)), None)


def is_pattern(text: str) -> bool:
    """``text`` holds one of fnmatch's wildcards (else it matches only itself)."""
    return any(ch in "*?[" for ch in text)


def verdict_for(status: Status, exp: Expectation | None) -> Verdict:
    """The verdict of a cell under the entry that covers it (None: expected to pass)."""
    if exp is not None and exp.host_dependent and status is not Status.SKIP:
        if exp.allows(status):
            return Verdict.HOST_DEPENDENT
        return Verdict.XPASS if status is Status.PASS else Verdict.REGRESSION
    return verdict(status, exp.status if exp else Status.PASS)


def verdict(status: Status, expected: Status) -> Verdict:
    """Exact, like lit: a cell that fails differently from its expectation is a
    regression too, so a changed failure is never hidden behind an old entry."""
    if status is Status.ERROR:
        return Verdict.REGRESSION  # the harness's own failure: always blocking, whatever was expected
    if status is Status.SKIP:
        return Verdict.OK  # nothing was measured that could contradict the expectation
    if expected is Status.PASS:
        return Verdict.OK if status is Status.PASS else Verdict.REGRESSION
    if status is Status.PASS:
        return Verdict.XPASS
    return Verdict.XFAIL if status is expected else Verdict.REGRESSION


def changed_signature(exp: Expectation | None, status: Status, signature: str | None) -> str | None:
    """``expected `X`, got `Y``` when a cell fails as expected but not with the
    signature pinned for its status: a new bug behind an old one."""
    if exp is None or status is Status.PASS or not exp.allows(status):
        return None
    pin = exp.pin_for(status)
    if pin is None or signature == pin:
        return None
    return f"expected `{pin}`, got `{signature}`"


def changed_behind(exp: Expectation | None, status: Status, behind: Behind | None) -> str | None:
    """``expected pass behind, got mismatch behind (`...`)`` when a cell fails as
    expected but what lies behind its blocker changed: a regression in the
    rest of the program, hidden by the blocker before. Nothing to compare
    (the entry pins nothing behind, or the analysis stopped short) is None."""
    if exp is None or exp.behind is None or not exp.allows(status) or not behind or "status" not in behind:
        return None
    got, signature = behind["status"], behind.get("signature") or ""
    shown = f"{got} behind" + (f" (`{signature}`)" if signature else "")
    if got != exp.behind:
        return f"expected {exp.behind} behind the blocker, got {shown}"
    if exp.behind_signature is not None and signature != exp.behind_signature:
        return f"expected `{exp.behind_signature}` behind the blocker, got `{signature}`"
    return None


def pipeline_signature(r: CellResult) -> str | None:
    """The signature the pipeline gave ``r``: as an analysis that sharpened it kept
    it; its own where no analysis named an op or pass (none could sharpen it); else
    unknown (a record from before analyses kept it)."""
    c = r.culprit or {}
    if "pipeline_signature" in c:
        return c["pipeline_signature"]
    return None if c.get("op") or c.get("pass") else r.signature


def judge(
    exp: Expectation | None,
    status: Status,
    signature: str | None,
    behind: Behind | None = None,
    stage: str = "",
) -> tuple[Verdict, str]:
    """The verdict of a measured cell under the entry that covers it, and why a
    failure as expected is still a regression ("" when it is not): its pinned
    signature changed, or what lies behind its blocker did (``behind``, once
    the analysis looked). A pinned signature is the pipeline's own: ``signature``
    is compared before any analysis sharpens it. ``stage``: where the cell
    ended; a run skipped there (compile only) was compiled first."""
    if status is Status.SKIP and stage == "run" and exp is not None and exp.before_run:
        # Nothing ran, but the compile that was pinned to fail did not: the expectation is stale.
        return Verdict.XPASS, f"compiled, expected {exp.status}"
    changed = changed_signature(exp, status, signature)
    if changed:
        return Verdict.REGRESSION, changed
    verdict = verdict_for(status, exp)
    changed = changed_behind(exp, status, behind)
    if changed and verdict in (Verdict.XFAIL, Verdict.HOST_DEPENDENT):
        return Verdict.REGRESSION, changed
    return verdict, ""

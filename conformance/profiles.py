"""Backend profiles: read from ``runners/*.toml``, the one source of truth.

Where they are read from, first found wins:

1. the folder named by ``CONFORMANCE_RUNNERS`` (profiles of your own);
2. ``runners/`` of the source checkout this package is imported from;
3. ``conformance/_runners/`` inside an installed package: the wheel carries a
   copy of ``runners/*.toml`` made at build time (setup.py), never edited.

Standard library only, because the noxfile imports this before any virtualenv
exists.
"""

from __future__ import annotations

import os
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

RUNNERS_ENV = "CONFORMANCE_RUNNERS"
_PACKAGE = Path(__file__).resolve().parent
PACKAGED_RUNNERS = _PACKAGE / "_runners"  # setup.py copies runners/*.toml here when it builds a wheel


def runners_dir() -> Path:
    """The folder the profiles are read from (see the module's docstring)."""
    override = os.environ.get(RUNNERS_ENV)
    if override:
        return Path(override)
    checkout = _PACKAGE.parent / "runners"
    if any(checkout.glob("*.toml")):
        return checkout
    return PACKAGED_RUNNERS


class ProfileError(ValueError):
    """A backend profile file is missing a field or has a bad value."""


@dataclass(frozen=True)
class Profile:
    name: str
    description: str
    compile_flags: tuple[str, ...]
    target_flag: str
    target: str
    device: str
    workers: str  # "auto" or a positive integer, as pytest-xdist's -n takes it
    runner_labels: tuple[str, ...]
    apt_packages: tuple[str, ...] = ()  # Debian packages a GitHub-hosted runner installs first
    # A run's --compile-flag: after every other flag, the case's too, so the one who asked for it wins.
    extra_flags: tuple[str, ...] = ()

    @property
    def self_hosted(self) -> bool:
        """Runs on a machine the team registers: any label other than a GitHub-hosted
        image (ubuntu-24.04, ubuntu-latest, ...) counts, 'self-hosted' or not."""
        return not all(_GITHUB_HOSTED.fullmatch(label) for label in self.runner_labels)

    @property
    def target_env(self) -> str:
        """Environment variable that overrides the target, e.g. CONFORMANCE_TARGET_ROCM."""
        return "CONFORMANCE_TARGET_" + self.name.upper().replace("-", "_")

    def resolved_target(self, override: str | None = None) -> str:
        return override or os.environ.get(self.target_env) or self.target

    def flags(self, opt: str, target: str, case_flags: tuple[str, ...] = ()) -> tuple[str, ...]:
        """A compile's flags: the backend's, its target and opt level, the case's, the run's own."""
        return (
            *self.compile_flags,
            f"{self.target_flag}={target}",
            f"{OPT_FLAG}={opt}",
            *case_flags,
            *self.extra_flags,
        )


OPT_FLAG = "--iree-opt-level"
# A flag an older compiler lacks, and its value that is that compiler's own
# default: for a compiler without the flag, that value is left out, and any
# other is a skip ("flag not in this version"). --iree-opt-level came in 3.3.0
# (IREE #20047), defaulting to O0, whose per-pipeline values are 3.2.0's defaults.
DEFAULT_WITHOUT = {OPT_FLAG: "O0"}


def for_compiler(flags: tuple[str, ...], known: frozenset[str] | None) -> tuple[tuple[str, ...], list[str]]:
    """``flags`` as a compiler that knows only ``known`` takes them (None: it
    knows them all), and the flags it lacks with no default of its own."""
    if known is None:
        return flags, []
    kept, missing = [], []
    for f in flags:
        name, _, value = f.partition("=")
        if not f.startswith("--") or name in known:
            kept.append(f)
        elif DEFAULT_WITHOUT.get(name) != value:
            missing.append(name)
    return tuple(kept), list(dict.fromkeys(missing))


_FIELDS: dict[str, type | tuple[type, ...]] = {
    "name": str,
    "description": str,
    "compile_flags": list,
    "target_flag": str,
    "target": str,
    "device": str,
    "workers": (str, int),
    "runner_labels": list,
}
# Labels of GitHub's standard hosted runners.
_GITHUB_HOSTED = re.compile(r"(ubuntu|windows|macos)-(latest|[0-9][0-9a-z.-]*)")
_DEBIAN_PACKAGE = re.compile(r"[a-z0-9][a-z0-9+.-]+")
# Optional fields and their defaults.
_OPTIONAL: dict[str, tuple[type, object]] = {
    "apt_packages": (list, []),
}
# Fields profiles no longer take, and where what they said lives now.
_MOVED = {"shards": "shard counts come from each corpus's cost (runners/corpora.toml)"}
CORPORA_FILE = "corpora.toml"  # beside the profiles, not one of them (conformance.ci.corpora)


def load_profile(path: Path) -> Profile:
    try:
        data = tomllib.loads(path.read_text())
    except (OSError, tomllib.TOMLDecodeError) as e:
        raise ProfileError(f"{path}: {e}") from e
    _check_types(path, data)
    _check_values(path, data)
    workers = str(data["workers"])
    if workers != "auto" and not (workers.isdigit() and int(workers) > 0):
        raise ProfileError(f"{path}: workers must be 'auto' or a positive integer")
    return Profile(
        name=data["name"],
        description=data["description"],
        compile_flags=tuple(data["compile_flags"]),
        target_flag=data["target_flag"],
        target=data["target"],
        device=data["device"],
        workers=workers,
        runner_labels=tuple(data["runner_labels"]),
        apt_packages=tuple(data["apt_packages"]),
    )


def _check_types(path: Path, data: dict[str, Any]) -> None:
    """Every field there (optional ones filled in with their defaults) and of its type."""
    for key, kind in _FIELDS.items():
        if key not in data:
            raise ProfileError(f"{path}: missing field '{key}'")
        if not isinstance(data[key], kind):
            raise ProfileError(f"{path}: field '{key}' has the wrong type")
    for key, (kind, default) in _OPTIONAL.items():
        data.setdefault(key, default)
        if not isinstance(data[key], kind) or isinstance(data[key], bool):
            raise ProfileError(f"{path}: field '{key}' has the wrong type")


def _check_values(path: Path, data: dict[str, Any]) -> None:
    for key in ("runner_labels", "apt_packages"):
        if not all(isinstance(v, str) and v for v in data[key]):
            raise ProfileError(f"{path}: field '{key}' must be a list of non-empty strings")
    bad = [v for v in data["apt_packages"] if not _DEBIAN_PACKAGE.fullmatch(v)]
    if bad:
        raise ProfileError(f"{path}: apt_packages: not Debian package names: {bad}")
    if not data["runner_labels"]:
        raise ProfileError(f"{path}: field 'runner_labels' must name at least one label")
    for key, where in _MOVED.items():
        if key in data:
            raise ProfileError(f"{path}: field '{key}' is no longer a profile's: {where}")
    unknown = set(data) - set(_FIELDS) - set(_OPTIONAL)
    if unknown:
        raise ProfileError(f"{path}: unknown field(s) {sorted(unknown)}")
    if data["name"] != path.stem:
        raise ProfileError(f"{path}: name '{data['name']}' does not match the file name")


def load_profiles(directory: Path | None = None) -> dict[str, Profile]:
    """Every profile of ``directory`` (default: ``runners_dir()``). A folder with no
    profile is an error naming it: an empty matrix would look like a green run."""
    directory = runners_dir() if directory is None else directory
    profiles = [load_profile(p) for p in sorted(directory.glob("*.toml")) if p.name != CORPORA_FILE]
    if not profiles:
        raise ProfileError(f"{directory}: no backend profile (*.toml) here; set {RUNNERS_ENV} to a folder of them")
    return {p.name: p for p in profiles}

"""Backend profiles: read from ``runners/*.toml``, the one source of truth.

Standard library only, because the noxfile imports this before any virtualenv
exists.
"""

from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass
from pathlib import Path

RUNNERS_DIR = Path(os.environ.get("CONFORMANCE_RUNNERS", Path(__file__).resolve().parent.parent / "runners"))

OPT_LEVELS = ("O0", "O1", "O2", "O3")
DIMS_VARIANTS = ("static", "dynamic", "mixed")


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

    @property
    def target_env(self) -> str:
        """Environment variable that overrides the target, e.g. CONFORMANCE_TARGET_ROCM."""
        return "CONFORMANCE_TARGET_" + self.name.upper().replace("-", "_")

    def resolved_target(self, override: str | None = None) -> str:
        return override or os.environ.get(self.target_env) or self.target

    def flags(self, opt: str, target: str) -> tuple[str, ...]:
        return (*self.compile_flags, f"{self.target_flag}={target}", f"--iree-opt-level={opt}")


_FIELDS = {
    "name": str,
    "description": str,
    "compile_flags": list,
    "target_flag": str,
    "target": str,
    "device": str,
    "workers": (str, int),
    "runner_labels": list,
}


def load_profile(path: Path) -> Profile:
    try:
        data = tomllib.loads(path.read_text())
    except (OSError, tomllib.TOMLDecodeError) as e:
        raise ProfileError(f"{path}: {e}") from e
    for key, kind in _FIELDS.items():
        if key not in data:
            raise ProfileError(f"{path}: missing field '{key}'")
        if not isinstance(data[key], kind):
            raise ProfileError(f"{path}: field '{key}' has the wrong type")
    unknown = set(data) - set(_FIELDS)
    if unknown:
        raise ProfileError(f"{path}: unknown field(s) {sorted(unknown)}")
    if data["name"] != path.stem:
        raise ProfileError(f"{path}: name '{data['name']}' does not match the file name")
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
    )


def load_profiles(directory: Path = RUNNERS_DIR) -> dict[str, Profile]:
    profiles = [load_profile(p) for p in sorted(directory.glob("*.toml"))]
    return {p.name: p for p in profiles}

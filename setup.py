"""Build step of the wheel: the backend profiles go into the package.

``runners/*.toml`` stays the one source of truth in the repository; a wheel
carries a copy as ``conformance/_runners/*.toml`` (profiles.py reads it when no
checkout is beside the package). Everything else is in pyproject.toml.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

RUNNERS = Path(__file__).resolve().parent / "runners"


class BuildWithProfiles(build_py):
    def run(self) -> None:
        super().run()
        profiles = sorted(RUNNERS.glob("*.toml"))
        if not profiles:
            raise SystemExit(f"{RUNNERS}: no backend profile to package")
        target = Path(self.build_lib) / "conformance" / "_runners"
        target.mkdir(parents=True, exist_ok=True)
        for profile in profiles:
            shutil.copy2(profile, target / profile.name)


setup(cmdclass={"build_py": BuildWithProfiles})

"""The machine a measurement was made on, as far as its figures depend on it:
OS, architecture, CPU model and cores (a perf sample's, a report's host)."""

from __future__ import annotations

import os
import platform
from pathlib import Path


def cpu_model() -> str | None:
    """The CPU's model name (/proc/cpuinfo on Linux), else what the platform says."""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or None


def machine(device: str) -> dict[str, str | int | None]:
    """What timings depend on besides the compiler: OS, CPU model, cores, device driver."""
    return {
        "system": platform.system(),
        "arch": platform.machine(),
        "cpu": cpu_model(),
        "cores": os.cpu_count(),
        "device": device,
    }

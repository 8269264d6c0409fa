"""Run stage: run one function of a compiled module on .npy inputs, writing .npy outputs.

``iree-run-module`` out of process is the reference way: a crash stays in its
own process, and on lavapipe the Python binding fails on host pointer
alignment while the tool works. Where the binding runs what the tool would (the
tools are the installed runtime's, on a CPU device), a long-lived runner process
per worker (:mod:`.runner`) serves the runs without a process start each; any
run that does not come back clean from it (an error, a crash, a hang, fewer
outputs) is run again by ``iree-run-module``, whose result is the cell's, so
statuses and signatures are the tool's, and the runner is restarted.
"""

from __future__ import annotations

import contextlib
import importlib.util
import os
import signal
import socket
import subprocess
import sys
import time
from dataclasses import dataclass
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from conformance.cell import Status
from conformance.pipeline import timing
from conformance.pipeline.classify import classify_tool_run
from conformance.pipeline.tools import ToolSet, die_with_parent, run_tool

# Devices on which the runtime binding behaves like iree-run-module here; on
# lavapipe (vulkan) it does not (host pointer alignment), so vulkan keeps the tool.
RUNNER_DEVICES = ("local-task", "local-sync")


@dataclass(frozen=True)
class Ran:
    status: Status  # PASS when the module ran to completion
    signature: str | None
    message: str
    seconds: float  # time inside the tool (or the runner) running the function
    outputs: list[Path]
    argv: tuple[str, ...]  # the iree-run-module command line that does the same
    by_runner: bool = False  # served by the long-lived runner, no process start


def run_argv(
    tools: ToolSet, device: str, vmfb: Path, inputs: list[Path], outputs: list[Path], function: str = "main"
) -> list[str]:
    return [
        str(tools.run_module),
        f"--device={device}",
        f"--module={vmfb}",
        f"--function={function}",
        *(f"--input=@{p}" for p in inputs),
        *(f"--output=@{p}" for p in outputs),
    ]


def default_runner(tools: ToolSet, device: str) -> tuple[str, ...] | None:
    """The runner's command line where its binding is the runtime of the tools
    under test (the installed packages' tools) on a CPU device, else None."""
    if not tools.imported_runtime or device not in RUNNER_DEVICES or importlib.util.find_spec("iree.runtime") is None:
        return None
    return (sys.executable, "-m", "conformance.pipeline.runner")


def run_module(
    tools: ToolSet,
    device: str,
    vmfb: Path,
    inputs: list[Path],
    n_outputs: int,
    workdir: Path,
    timeout: float,
    function: str = "main",
    runner: Runner | None = None,
) -> Ran:
    """Run ``function`` of ``vmfb`` on ``inputs`` (.npy): its outputs as
    ``workdir/output_<i>.npy``, or the failure. ``runner``: a long-lived runner
    to try first (see :func:`default_runner`)."""
    workdir.mkdir(parents=True, exist_ok=True)
    outputs = [workdir / f"output_{i}.npy" for i in range(n_outputs)]
    for p in outputs:
        p.unlink(missing_ok=True)
    argv = run_argv(tools, device, vmfb, inputs, outputs, function)
    spent = 0.0
    if runner is not None:
        request: dict[str, Any] = {"device": device, "vmfb": str(vmfb), "function": function}
        request |= {"inputs": [str(p) for p in inputs], "outputs": [str(p) for p in outputs]}
        served = runner
        with timing.stage("run"):
            reply = served.run(request, timeout)
        if reply is not None and reply["ok"] and all(p.exists() for p in outputs):
            return Ran(Status.PASS, None, "", reply["seconds"], outputs, tuple(argv), by_runner=True)
        # Not clean: the tool's run is the result (its crash, hang or error, its signature).
        spent = reply["seconds"] if reply is not None else served.last_seconds
        for p in outputs:
            p.unlink(missing_ok=True)
    with timing.stage("run"):
        run = run_tool(argv, timeout)
    status, sig, message = classify_tool_run(run, Status.FAIL_RUN)
    if status is Status.PASS and not all(p.exists() for p in outputs):
        status, sig = Status.FAIL_RUN, f"fail-run: module produced fewer than {n_outputs} outputs"
    return Ran(status, sig, message, spent + run.seconds, outputs, tuple(argv))


class Runner:
    """One runner process and its connection; started on first use and again
    after it died or was ended for going quiet."""

    def __init__(self, argv: tuple[str, ...]) -> None:
        self.argv = argv
        self.proc: subprocess.Popen[bytes] | None = None
        self.conn: Connection | None = None
        self.last_seconds = 0.0  # how long the last request took, as the harness saw it

    def _start(self) -> Connection:
        ours, theirs = socket.socketpair()
        command, preexec = die_with_parent([*self.argv, str(theirs.fileno())])
        root = str(Path(__file__).resolve().parents[2])  # this package, wherever the runner starts
        env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [root, os.environ.get("PYTHONPATH")]))}
        self.proc = subprocess.Popen(
            command,
            pass_fds=(theirs.fileno(),),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,  # its own group: ending it ends anything it started
            preexec_fn=preexec,
            env=env,
        )
        theirs.close()
        self.conn = Connection(ours.detach())
        return self.conn

    def run(self, request: dict[str, Any], timeout: float) -> dict[str, Any] | None:
        """The runner's reply, or None when it died or ran past ``timeout``
        (it is ended then; the next request starts a new one)."""
        conn = self.conn if self.proc is not None and self.proc.poll() is None and self.conn else self._start()
        start = time.perf_counter()
        try:
            conn.send(request)
            if conn.poll(timeout):
                reply: dict[str, Any] = conn.recv()
                return reply
        except (EOFError, OSError):
            pass
        self.last_seconds = time.perf_counter() - start
        self.stop()
        return None

    def stop(self) -> None:
        if self.proc is not None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait()
        if self.conn is not None:
            self.conn.close()
        self.proc, self.conn = None, None

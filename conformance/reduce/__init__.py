"""Compile failures and crashes: the failing pass, the opt-level switch, a reduced repro."""

from __future__ import annotations

from conformance.analysis import Context
from conformance.cell import Culprit


def reduce_cell(ctx: Context) -> tuple[Culprit, str | None]:
    return {}, None  # filled in by the reduction work

"""Wrong numbers: the first wrong graph op and the dispatch that computes it."""

from __future__ import annotations

from conformance.analysis import Context
from conformance.cell import Culprit


def localize_cell(ctx: Context) -> tuple[Culprit, str | None]:
    return {}, None  # filled in by the localization work

"""What the onnx-node catalog is keyed by: apart from ``onnx_node.py``, whose
import declares its cases, so that a pytest run's controller can tell whether
the catalog is on disk without loading the corpus."""

from __future__ import annotations

import os
from pathlib import Path

from conformance.corpus._cache import source_hash
from conformance.pipeline.tools import package_version


def selected() -> list[str]:
    """CONFORMANCE_ONNX_NODE_OPS=Add,Conv generates only those operators' cases."""
    return [o for o in os.environ.get("CONFORMANCE_ONNX_NODE_OPS", "").split(",") if o]


def catalog_key(module: Path) -> list[object]:
    """onnx's version, the corpus module's source (its generator), the selected ops."""
    return [package_version("onnx"), source_hash([module]), selected()]

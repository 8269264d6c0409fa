"""Benchmarks of the harness itself: the conformance session cold and warm on one backend
(``python -m conformance bench``), and onnx-node against a plain compile-then-run pytest
(``python -m conformance bench-onnx``)."""

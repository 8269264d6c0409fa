"""What this project hands to IREE in IREE's own formats (the expected-failure
lists of IREE's ONNX op suite: ``onnx_lists``)."""

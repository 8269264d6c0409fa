"""Conformance matrix for the IREE compiler."""

"""IREE's elementwise math measured against float64: ULP error per op, dtype and backend."""

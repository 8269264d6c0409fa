"""Expectations: what a cell is known to do (match.py: load the files, match a
cell, its verdict), the rewrite of the files from results (update.py), and the
folding of cells into (opt, dims) patterns that both use (patterns.py)."""

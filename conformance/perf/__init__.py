"""Performance: repeated timings of the perf corpus under two compilers, and a
statistical decision per cell (slower, faster, same, insufficient)."""

"""The pytest plugin: every cell of the matrix is a test item. hooks.py: options,
configuration, collection, xdist scheduling, the grid at the end (the pytest11 entry point);
items.py: the items; state.py: what a run holds; shard.py: --shard K/N; progress.py: --progress;
analysis of new failures is conformance.analyses."""

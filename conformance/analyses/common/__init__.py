"""What several analyses share, a floor below them all, so that none imports a sibling: the graph of a
program and its cutting (graph.py, torch_graph.py), building and running a prefix of it (build.py),
the search for the first wrong node (bisect.py), delta debugging (ddmin.py), and running the compiler
with the test that two failures are the same one (compiler.py)."""

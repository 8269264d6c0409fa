"""The version axis: the matrix across compiler versions (``nox -s releases``)
and the search for the first bad version of a cell (``nox -s bisect``)."""

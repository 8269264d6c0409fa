"""Results: JUnit properties of a cell, the merged grid and its renderings."""

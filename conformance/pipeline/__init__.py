"""The pipeline of one cell: import (once per case and dims) -> compile -> run -> compare."""

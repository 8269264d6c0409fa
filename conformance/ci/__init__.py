"""CI: the job matrix the workflows run, computed from the backend profiles (matrix.py)."""

"""What finished grids say when read together: no compiler runs here, only records."""

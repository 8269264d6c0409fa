"""The renderings of a grid (grid.html, grid.md and their parts): they read records, never write one."""

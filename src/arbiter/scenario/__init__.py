"""Rules scenarios (``arbiter judge``): file format v1, loader and runner."""

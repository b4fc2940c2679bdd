"""Players and batch simulation."""

"""The ``arbiter`` command."""

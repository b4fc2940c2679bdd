"""The Magic: The Gathering ruleset, in rooms named after the chapters of the Comprehensive Rules."""

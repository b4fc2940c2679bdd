"""Activated abilities (CR 602): activating them, who may and how often, and special
actions (116)."""

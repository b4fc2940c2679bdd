"""Keyword abilities (CR 702) that need rules of their own beyond an effect: ascend, bestow,
enlist, the replacements and attack triggers keywords stand for."""

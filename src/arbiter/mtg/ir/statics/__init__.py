"""Static abilities (CR 604) by family: :mod:`.combat` (attacking and blocking, 508–509),
:mod:`.grants` (continuous effects on other objects and characteristic-defining abilities, 604.3,
613), :mod:`.replacement` (614) and :mod:`.rules` (costs, timing and other rule changes, 601.2f)."""

"""Objects beyond the layer system: copiable values (707), choices made as they enter (614.12),
counters (122), control (613.1b), double-faced cards (712), sagas (714), classes (716),
emblems (114)."""

"""Combat (CR 506–511): the combat phase, who may attack, and the legality of blocks (509.1c)."""

"""Cards: the built-in starter set, decklists, and (later) the card database and Oracle compiler."""

"""Playing lands (CR 305): the special action and how many lands a player may play."""

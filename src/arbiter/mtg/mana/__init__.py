"""Mana (CR 106, 605): mana costs and pools, mana abilities, and paying automatically."""

"""The subtypes that belong to each card type other than creature (CR 205.3g–k; the creature
types are in :mod:`arbiter.mtg.objects.creature_types`): used to tell which subtypes an object
keeps when an effect sets its card types (205.1a)."""

from __future__ import annotations

# CR 205.3g: the artifact types (not Attraction and Contraption: they live in decks of their own, 717, 905)
ARTIFACT_TYPES = frozenset(
    {"Blood", "Bobblehead", "Book", "Clue", "Equipment", "Food", "Fortification", "Gold", "Incubator", "Infinity",
     "Junk", "Lander", "Map", "Mutagen", "Powerstone", "Spacecraft", "Stone", "Treasure", "Vehicle"}
)  # fmt: skip
# CR 205.3h: the enchantment types
ENCHANTMENT_TYPES = frozenset(
    {"Aura", "Background", "Cartouche", "Case", "Class", "Curse", "Role", "Room", "Rune", "Saga", "Shard", "Shrine"}
)
# CR 205.3i: the land types
LAND_TYPES = frozenset(
    {"Cave", "Desert", "Forest", "Gate", "Island", "Lair", "Locus", "Mine", "Mountain", "Plains", "Planet",
     "Power-Plant", "Sphere", "Swamp", "Tower", "Town", "Urza’s", "Urza's"}
)  # fmt: skip
# CR 205.3j: the planeswalker types
PLANESWALKER_TYPES = frozenset(
    {"Ajani", "Aminatou", "Angrath", "Arlinn", "Ashiok", "Bahamut", "Basri", "Bolas", "Calix", "Chandra", "Comet",
     "Dack", "Dakkon", "Daretti", "Davriel", "Dellian", "Dihada", "Domri", "Dovin", "Ellywick", "Elminster", "Elspeth",
     "Estrid", "Freyalise", "Garruk", "Gideon", "Grist", "Guff", "Huatli", "Jace", "Jared", "Jaya", "Jeska", "Kaito",
     "Karn", "Kasmina", "Kaya", "Kiora", "Koth", "Liliana", "Lolth", "Lukka", "Minsc", "Mordenkainen", "Nahiri",
     "Narset", "Niko", "Nissa", "Nixilis", "Oko", "Quintorius", "Ral", "Rowan", "Saheeli", "Samut", "Sarkhan", "Serra",
     "Sivitri", "Sorin", "Szat", "Tamiyo", "Tasha", "Teferi", "Teyo", "Tezzeret", "Tibalt", "Tyvar", "Ugin", "Urza",
     "Venser", "Vivien", "Vraska", "Vronos", "Will", "Windgrace", "Wrenn", "Xenagos", "Yanggu", "Yanling", "Zariel"}
)  # fmt: skip
# CR 205.3k: the spell types (of instant and sorcery cards: "a Lesson card in your graveyard")
SPELL_TYPES = frozenset({"Adventure", "Arcane", "Lesson", "Omen", "Trap"})

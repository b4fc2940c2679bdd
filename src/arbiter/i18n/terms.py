"""The words of the rules' vocabulary that messages insert (``Term``): zones (CR 400.1), steps
(500.1), card types (300.1), colors (105.1), common counter kinds (122.1), the judge's verdicts.
Listed here so that Babel extracts them into the catalog."""

from __future__ import annotations

from arbiter.i18n.text import C_, N_

ZONES = (N_("library"), N_("hand"), N_("battlefield"), N_("graveyard"), N_("stack"), N_("exile"), N_("command"))
STEPS = (
    N_("untap"), N_("upkeep"), N_("draw"), N_("main1"), N_("beginning of combat"),
    N_("declare attackers"), N_("declare blockers"), N_("first strike damage"), N_("combat damage"),
    N_("end of combat"), N_("main2"), N_("end"), N_("cleanup"), N_("first-strike combat damage"),
)  # fmt: skip
CARD_TYPES = (
    N_("Artifact"), N_("Battle"), N_("Conspiracy"), N_("Creature"), N_("Dungeon"), N_("Enchantment"),
    N_("Instant"), N_("Kindred"), N_("Land"), N_("Phenomenon"), N_("Plane"), N_("Planeswalker"), N_("Scheme"),
    N_("Sorcery"), N_("Vanguard"),
)  # fmt: skip
COLORS = (N_("white"), N_("blue"), N_("black"), N_("red"), N_("green"), N_("colorless"))
COUNTERS = (
    N_("+1/+1"), N_("-1/-1"), N_("loyalty"), N_("poison"), N_("charge"), N_("lore"), N_("time"), N_("energy"),
    N_("stun"), N_("ki"), N_("brick"), N_("quest"), N_("age"), N_("gold"), N_("oil"), N_("level"), N_("fade"),
    N_("experience"), N_("rad"), N_("ticket"), N_("shield"), N_("storage"), N_("fuse"), N_("ice"), N_("verse"),
    N_("page"), N_("finality"), N_("flood"), N_("blood"), N_("study"), N_("depletion"), N_("divinity"),
    N_("loot"),
)  # fmt: skip
# how an object moves between zones (the ``verb`` of a zone change)
VERBS = (
    N_("is exiled face down"), N_("is manifested: put face down"),
    N_("is revealed from its owner's hand to pay a cost"),
    N_("moves"), N_("is put"), N_("is sacrificed and put"), N_("returns"), N_("is exiled"), N_("is exiled and put"),
    N_("is put onto the battlefield"), N_("is found and put"), N_("is played"), N_("is exiled to pay a cost and put"),
    N_("is exiled as a cost and put"), N_("is destroyed and put"), N_("is countered and put"),
    N_("returns transformed and is put"), N_("returns and is put"), N_("is shuffled"), N_("is revealed and put"),
    N_("is returned"), N_("is returned to pay a cost and put"), N_("is removed from combat"),
    N_("is put on top of the library"), N_("is milled and put"), N_("is exiled from the top of the library and put"),
    N_("is milled as a cost and put"), N_("is returned as a cost"),
    N_("is exiled from the hand as a cost and put"), N_("is exiled from the graveyard as a cost and put"),
    N_("is exiled from hand and put"), N_("is discarded and put"), N_("is created"), N_("enters"),
    N_("is discarded and put instead"),
    N_("begins the game"), N_("goes on an adventure: it is put"), N_("is bought back: it is put"),
    N_("is discarded, exiled instead (madness) and put"), N_("is exiled (cascade)"), N_("is encoded (cipher) and put"),
    N_("is put on the bottom of its owner's library:"), N_("is put on the bottom of the library"),
    N_("is put on top of its owner's library"), N_("is put on top of its owner's library; it moves"),
    N_("is shuffled into its owner's library"), N_("is shuffled into its owner's library:"),
    N_("is shuffled into its owner's library: it is put"), N_("rebounds: it is exiled"), N_("is put instead"),
)  # fmt: skip
# what a decision asks (actions.Purpose)
PURPOSES = (
    N_("amass"), N_("as enters"), N_("bolster"), N_("bottom"), N_("cast"), N_("choose discard"),
    N_("chosen color"), N_("color"), N_("connive"), N_("cost"), N_("discard"), N_("discard a card"), N_("divide"),
    N_("enlist"), N_("exert"), N_("explore"), N_("hand to top"), N_("hybrid"), N_("legend rule"),
    N_("mana color"), N_("mana cost"), N_("may"), N_("mode"), N_("move chosen"), N_("mulligan"), N_("offering"),
    N_("opening hand"), N_("order bottom"), N_("order top"), N_("pile"), N_("proliferate"), N_("put from hand"),
    N_("put into hand"), N_("remove counter"), N_("return"), N_("sacrifice"), N_("scry"), N_("search"),
    N_("separate"), N_("surveil"), N_("tap or untap"), N_("target"), N_("trigger order"), N_("untap"), N_("x"),
    N_("keep tapped"), N_("top or bottom"), N_("replacement order"), N_("dredge"), N_("vote"), N_("conniver"),
    N_("prevention shield"), N_("new target"), N_("keep"), N_("blight"),
    N_("assist"), N_("assist amount"), N_("untap limit"), N_("copy chosen"), N_("energy amount"),
)  # fmt: skip
VERDICTS = (N_("PASSED"), N_("FAILED"), N_("ERROR"))
SUPERTYPES = (N_("Basic"), N_("Legendary"), N_("Snow"), N_("World"), N_("Ongoing"))
# the layers and sublayers of CR 613.1 and 613.4, as the explanation names them
LAYERS = (
    N_("copiable values"), N_("control"), N_("text"), N_("type"), N_("color"), N_("ability"),
    N_("characteristic-defining P/T"), N_("P/T setting"), N_("P/T modifying"), N_("P/T switching"),
)  # fmt: skip
# where an applied effect comes from when it isn't a card, and an object without a name (708.2a)
SOURCES = (
    N_("triggered ability"), N_("copy"), N_("a resolved effect"), N_("counters"), N_("suspend"),
    N_("a face-down creature"), N_("a face-down card"), N_("Emblem"), N_("an additional combat phase"),
    N_("an additional main phase"),
    N_("The monarch"), N_("The Ring"), N_("The initiative"), N_("all combat damage"), N_("It"),
    # an effect named by what it is, when its source names another effect too (CR 616.1e)
    N_("shield counter"), N_("regeneration"),
)  # fmt: skip
# keyword abilities (CR 702) that effects grant or remove
KEYWORDS = (
    N_("flying"), N_("trample"), N_("first strike"), N_("double strike"), N_("haste"), N_("indestructible"),
    N_("vigilance"), N_("lifelink"), N_("deathtouch"), N_("reach"), N_("menace"), N_("defender"), N_("hexproof"),
    N_("infect"), N_("fear"), N_("intimidate"), N_("flash"), N_("flashback"), N_("wither"), N_("shadow"),
    N_("horsemanship"), N_("banding"), N_("flanking"), N_("islandwalk"), N_("swampwalk"), N_("forestwalk"),
    N_("mountainwalk"), N_("plainswalk"), N_("changeling"), N_("prowess"), N_("persist"), N_("undying"),
    N_("nonbasic landwalk"),
)  # fmt: skip
# subtypes (CR 205.3) the layer explanation and token names show (a token's name is its subtypes, 111.4)
SUBTYPES = (
    N_("Angel"), N_("Ape"), N_("Avatar"), N_("Barbarian"), N_("Bear"), N_("Beast"), N_("Bird"), N_("Cat"),
    N_("Centaur"), N_("Cleric"), N_("Construct"), N_("Dog"), N_("Dragon"), N_("Drake"), N_("Drone"), N_("Eldrazi"),
    N_("Elemental"), N_("Elf"), N_("Faerie"), N_("Frog"), N_("Fungus"), N_("Giant"), N_("Goblin"), N_("Golem"),
    N_("Horror"), N_("Human"), N_("Illusion"), N_("Insect"), N_("Knight"), N_("Llama"), N_("Ooze"), N_("Orc"),
    N_("Pest"), N_("Pirate"), N_("Rabbit"), N_("Rat"), N_("Rogue"), N_("Scout"), N_("Shaman"), N_("Shapeshifter"),
    N_("Soldier"), N_("Sorcerer"), N_("Specter"), N_("Spirit"), N_("Thopter"), N_("Treefolk"), N_("Turtle"),
    N_("Unicorn"), N_("Vampire"), N_("Wall"), N_("Warrior"), N_("Werewolf"), N_("Wizard"), N_("Zombie"),
    N_("Ally"), N_("Elephant"), N_("Germ"), N_("Gremlin"), N_("Halfling"), N_("Lizard"), N_("Mercenary"),
    N_("Rebel"), N_("Saproling"), N_("Servo"), N_("Snake"), N_("Thrull"), N_("Wolf"), N_("Spawn"), N_("Army"),
    N_("Kithkin"), N_("Dauthi"), N_("Lhurgoyf"), N_("Scion"), N_("Robot"), N_("Gnome"), N_("Mouse"),
    N_("Forest"), N_("Island"), N_("Mountain"), N_("Plains"), N_("Swamp"),
    N_("Treasure"), N_("Food"), N_("Clue"), N_("Gold"), N_("Blood"), N_("Lander"), N_("Vehicle"), N_("Equipment"),
    N_("Aura"), N_("Book"), N_("Kor"), N_("Phyrexian"), N_("Rhino"), N_("Plant"), N_("Villain"), N_("Demon"),
    N_("Hero"), N_("Monk"), N_("Dinosaur"), N_("Hydra"), N_("Kraken"), N_("Leviathan"), N_("Octopus"),
    N_("Serpent"), N_("Squirrel"), N_("Hippo"), N_("Mouse"), N_("Fox"), N_("Otter"), N_("Boar"), N_("Badger"),
    N_("Assembly-Worker"), N_("Dwarf"), N_("Berserker"), N_("Skeleton"), N_("Wurm"), N_("Myr"), N_("Kobold"),
    N_("Minion"), N_("Citizen"), N_("Aetherborn"), N_("Powerstone"),
    N_("Sliver"), N_("Assassin"), N_("Samurai"), N_("Ninja"), N_("Mutant"), N_("Detective"), N_("Nightmare"),
    N_("Ox"), N_("Sheep"), N_("Satyr"), N_("Hound"), N_("Mite"), N_("Survivor"), N_("Coward"),
    N_("Nymph"), N_("Dryad"),
    N_("Mutagen"), N_("Wasp"),  # (Wasp: a token named by its effect: The Hive's Insect "named Wasp", 111.4)
)  # fmt: skip
# card types as a type line says them after other words ("becomes a 2/2 Beast artifact creature")
TYPE_WORDS = (
    N_("artifact"), N_("battle"), N_("creature"), N_("enchantment"), N_("instant"), N_("kindred"), N_("land"),
    N_("planeswalker"), N_("sorcery"),
)  # fmt: skip
# what an "as ~ enters" choice asks for (CR 614.12)
CHOICES = (N_("a color"), N_("a creature type"), N_("a card name"), N_("a nonland card name"), N_("a player"),
           N_("an opponent"), N_("any card name"), N_("a nonbasic land card name"), N_("a land card name"),
           N_("a creature card name"), N_("an artifact card name"), N_("a noncreature, nonland card name"),
           N_("a nonartifact, nonland card name"), N_("a card name other than a basic land card name"))  # fmt: skip
# protection's qualities (CR 702.16a), as a refusal names them, and the keyword an effect grants
PROTECTIONS = (
    N_("from white"), N_("from blue"), N_("from black"), N_("from red"), N_("from green"), N_("from colorless"),
    N_("from multicolored"), N_("from monocolored"), N_("from everything"), N_("from artifacts"),
    N_("from creatures"), N_("from enchantments"), N_("from instants"), N_("from planeswalkers"),
    N_("from Demons"), N_("from Dragons"), N_("from Vampires"), N_("from Zombies"), N_("from Humans"),
    N_("from Goblins"), N_("from Elves"), N_("from Wizards"), N_("from spells that are one or more colors"),
    N_("protection from spells that are one or more colors"),
    N_("protection from white"), N_("protection from blue"), N_("protection from black"),
    N_("protection from red"), N_("protection from green"), N_("protection from colorless"),
    N_("protection from multicolored"), N_("protection from monocolored"), N_("protection from everything"),
    N_("protection from artifacts"), N_("protection from creatures"), N_("protection from enchantments"),
    N_("protection from instants"), N_("protection from planeswalkers"), N_("protection from Demons"),
    N_("protection from Dragons"), N_("protection from Vampires"), N_("protection from Zombies"),
    N_("protection from Humans"), N_("protection from Goblins"), N_("protection from Elves"),
    N_("protection from Wizards"), N_("from the colors of permanents you control"),
    N_("protection from the colors of permanents you control"),
    # "hexproof from [quality]" (CR 702.11d)
    N_("hexproof from white"), N_("hexproof from blue"), N_("hexproof from black"), N_("hexproof from red"),
    N_("hexproof from green"), N_("hexproof from multicolored"), N_("hexproof from monocolored"),
    N_("hexproof from each color"), N_("hexproof from artifacts"), N_("hexproof from creatures"),
    N_("hexproof from enchantments"),
)  # fmt: skip
# phrases of card text that messages quote (``Quoted``: a target's or a filter's words, a condition):
# the common ones are translated, the rest are shown as they are, in «quotes»
PHRASES = (
    N_("creature tokens"), N_("basic land"), N_("creatures with power 2 or less"), N_("target creature"),
    N_("noncreature"), N_("target creature you control"), N_("target noncreature spell"),
    N_("target instant or sorcery spell"), N_("power and toughness switched"), N_("noncreature, nonland card"),
    N_("instant or sorcery"), N_("green creature"), N_("creatures with flying or reach"),
    N_("an opponent controls more lands than you"), N_("you have no cards in hand"),
    N_("you control two or more red permanents"), N_("you control five or more lands"),
    N_("this creature attacked this turn"), N_("target spell"), N_("target nonlegendary creature you control"),
    N_("target nonblack creature"), N_("target land"), N_("target instant spell"),
    N_("target creature you don't control"), N_("target creature spell"),
    N_("target activated or triggered ability"), N_("target Forest"), N_("permanent"), N_("nonland card"),
    N_("nonartifact, nonland card"), N_("it's not your turn"), N_("it's your turn"), N_("green or white creature"),
    N_("creatures with flying"), N_("creature card"), N_("card"), N_("artifact, creature, enchantment, or land"),
    N_("artifact or enchantment"), N_("artifact creatures and/or white creatures"), N_("any target"),
    N_("another target creature"), N_("an opponent lost life this turn"),
    N_("an opponent controls four or more lands"), N_("target player"), N_("target opponent"), N_("target artifact"),
    N_("target enchantment"), N_("target permanent"), N_("target nonland permanent"),
    N_("target creature or planeswalker"), N_("target artifact or enchantment"), N_("target creature or player"),
    N_("target player or planeswalker"), N_("target attacking creature"), N_("target blocking creature"),
    N_("target attacking or blocking creature"), N_("target card from a graveyard"),
    N_("target creature card from your graveyard"), N_("target tapped creature"), N_("target untapped creature"),
    N_("target nonartifact creature"), N_("creatures without flying"), N_("Island or Swamp"), N_("Equipment card"),
    N_("Rebel permanent"), N_("Faerie permanent card"),
)  # fmt: skip
# numbers as Oracle text words them ("two additional lands")
NUMBER_WORDS = (N_("two"), N_("three"), N_("four"), N_("five"), N_("six"), N_("seven"))
# what a cost to attack or to block pays for (CR 508.1h, 509.1d)
COMBAT_COSTS = (
    C_("combat cost", "attacking"),
    C_("combat cost", "blocking"),
    C_("combat cost", "attack"),
    C_("combat cost", "block"),
    C_("paid for", "attacking"),
    C_("paid for", "blocking"),
)
# the land type a landwalk names, as "the defending player controls a Swamp" says it (CR 205.3i, 702.14c)
LAND_WORDS = (
    C_("land controlled", "Plains"),
    C_("land controlled", "Island"),
    C_("land controlled", "Swamp"),
    C_("land controlled", "Mountain"),
    C_("land controlled", "Forest"),
    C_("land controlled", "Desert"),
    C_("land controlled", "nonbasic land"),
)

"""Where :class:`OnlyIf` was first defined: it is now in the one family of instructions with a
condition, :mod:`arbiter.mtg.effects.conditional` (CR 608.2c); this name stays importable."""

from arbiter.mtg.effects.conditional import OnlyIf as OnlyIf

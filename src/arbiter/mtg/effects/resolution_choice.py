"""CR 608.2d: "Choose a color.", "Choose a creature type." and "Choose a nonland card name." as an
instruction of a spell or ability — the choice is made as it resolves (asked in
:mod:`arbiter.mtg.paused.resolution_choice`) and recorded on the resolving object, so the
instructions after it read "the chosen color", "of the chosen type", "that name" (the object
forgets it when it leaves the stack, 400.7)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.mtg.effects.continuous import GainKeywordUntilEOT, ModifyPT
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import perform
from arbiter.mtg.enums import ChoiceKey
from arbiter.mtg.ir.effect import Effect

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject

CHOICE_WORDS = {
    ChoiceKey.COLOR: "a color",
    ChoiceKey.CREATURE_TYPE: "a creature type",
    ChoiceKey.CARD_NAME: "a card name",
}


@dataclass(frozen=True, slots=True)
class ChooseValue(Effect):
    """ "Choose a color." / "Choose a creature type." / "Choose a nonland card name." (CR 608.2d; a
    color, 105.1; a creature type, 205.3m; a card name, 201.4 — ``words`` says which)."""

    decides = True

    key: ChoiceKey
    words: str = ""  # "a nonland card name" (CR 201.4a); else the key's words
    # not a sentence of its own: "Creatures of the creature type of your choice get +0/+4 until end
    # of turn." chooses as it resolves (CR 608.2d) and prints as the one sentence that follows
    printed: bool = True

    @property
    def what(self) -> str:
        return self.words or CHOICE_WORDS[self.key]

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Choose {self.what}." if self.printed else ""


PLACEHOLDER = "protection from white"  # the keyword the sentence was read with, the chosen color put in later


@dataclass(frozen=True, slots=True)
class GainProtectionFromChosen(Effect):
    """ "<who> gain(s) protection from the chosen color until end of turn." after "Choose a
    color." (CR 608.2d, 702.16a): ``grant`` is the sentence read with a color in place of "the
    chosen color"; as it resolves, that keyword becomes protection from the color chosen."""

    grant: ModifyPT | GainKeywordUntilEOT
    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@handles(GainProtectionFromChosen)
def _protection_from_chosen(g: Game, o: GameObject, e: GainProtectionFromChosen, legal: list[bool]) -> None:
    from arbiter.mtg.objects.chosen import chosen_for

    color = chosen_for(g, o.source if o.source is not None else o.id, ChoiceKey.COLOR)
    if not isinstance(color, str):
        return  # nothing was chosen: there is no such color
    keyword = f"protection from {color.lower()}"
    if isinstance(e.grant, GainKeywordUntilEOT):  # CR 608.2h: the color its source chose, as it last existed
        perform(g, o, (replace(e.grant, keyword=keyword),), legal)
        return
    keywords = tuple(keyword if k == PLACEHOLDER else k for k in e.grant.keywords)
    perform(g, o, (replace(e.grant, keywords=keywords),), legal)

"""Gift lines (CR 702.174): "Gift a card", "Gift a Food", "Gift a tapped Fish", "Gift an extra
turn", "Gift a Treasure", "Gift an Octopus" — the optional additional cost of choosing an opponent
(702.174a) and the gift the chosen player gets (702.174d–i): first on an instant or sorcery
(702.174b, 702.174j), by an enters trigger with an intervening "if" on a permanent (702.174b,
603.4). Any other [something] ("Gift a Rhystic Study") has no rule and stays refused."""

from __future__ import annotations

from dataclasses import replace

from arbiter.mtg.effects.gift import GiveGift
from arbiter.mtg.effects.library import Draw
from arbiter.mtg.effects.tokens import CreatePredefinedToken, CreateToken
from arbiter.mtg.ir.abilities import Ability, SpellAbility, TriggeredAbility
from arbiter.mtg.ir.conditions import SourceIs
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.gift import GIFT, GiftCost
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.mana.pool import ManaCost
from arbiter.mtg.turn.extra_turns import TakeExtraTurn

_GIFT_PLAYER = Ref("gift player")
# CR 702.174d–i: the effect of each [something], its player "the chosen player" (written here as
# "each opponent", the player word the sentence grammar reads, then made the chosen player)
_GIFTS = {
    "a Food": "Each opponent creates a Food token.",  # 702.174d
    "a card": "Each opponent draws a card.",  # 702.174e
    "a tapped Fish": "Each opponent creates a tapped 1/1 blue Fish creature token.",  # 702.174f
    "a Treasure": "Each opponent creates a Treasure token.",  # 702.174h
    "an Octopus": "Each opponent creates an 8/8 blue Octopus creature token.",  # 702.174i
}


def gift_line(line: str) -> list[Ability] | None:
    """ "Gift a card" → the gift cost with its effect (CR 702.174a); None for a [something] no rule
    defines."""
    something = line.removeprefix(f"{GIFT} ")
    effect = _gift_effect(something)
    if effect is None:
        return None
    return [GiftCost(ManaCost(0, text=""), keyword=GIFT, printed=line, gift=effect)]


def _gift_effect(something: str) -> Effect | None:
    if something == "an extra turn":
        return TakeExtraTurn(_GIFT_PLAYER)  # CR 702.174g: "The chosen player takes an extra turn after this one."
    from arbiter.cards.oracle.effects import parse_effects  # (the sentence grammar reads keyword lines)

    sentence = _GIFTS.get(something)
    parsed = parse_effects(sentence) if sentence is not None else None
    if parsed is None or len(parsed[0]) != 1 or parsed[1]:
        return None
    effect = parsed[0][0]
    if not isinstance(effect, Draw | CreateToken | CreatePredefinedToken):
        return None
    return replace(effect, who=_GIFT_PLAYER)


def with_gift(abilities: list[Ability], is_spell: bool) -> list[Ability]:
    """CR 702.174b: the gift's second ability — on an instant or sorcery, the gift given first
    when its gift cost was paid (702.174j); on a permanent, "When this permanent enters, if its
    gift cost was paid, [effect]" after the keyword line (rendered by it)."""
    cost = next((a for a in abilities if isinstance(a, GiftCost)), None)
    if cost is None or cost.gift is None:
        return abilities
    if is_spell:
        spell = next((a for a in abilities if isinstance(a, SpellAbility)), None)
        if spell is None or spell.modes:
            return abilities  # (no instructions read, or modes: nothing to give the gift before)
        given = replace(spell, effects=(GiveGift(cost.gift), *spell.effects))
        return [given if a is spell else a for a in abilities]
    paid = SourceIs("its gift cost was paid", "kicked")
    trigger = TriggeredAbility(
        "enters", (cost.gift,), (), paid.text, "When ~ enters", keyword_text="", test=paid
    )  # fmt: skip
    at = abilities.index(cost) + 1
    return [*abilities[:at], trigger, *abilities[at:]]

"""Who may activate an activated ability, from where, and the limits its own text sets (CR 602.2,
113.6, 602.1b, 602.5b) — one ruling shared by every activation, mana abilities included (605.3a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import CardName, Quoted, Term, msg
from arbiter.mtg.abilities.power_up import EVER, used_up
from arbiter.mtg.abilities.prohibitions import activation_forbidden
from arbiter.mtg.abilities.windows import window_open
from arbiter.mtg.condition_check import holds
from arbiter.mtg.enums import Zone
from arbiter.mtg.model import ActivatedAbility
from arbiter.mtg.speed import max_speed_for
from arbiter.mtg.state import GameObject

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


# the keywords whose activated ability works from the hand, and the rule that says so
_HAND_KEYWORDS = (
    ("cycling", "702.29a"),  # (typecycling: 702.29e, a variant of cycling)
    ("transmute", "702.53a"),
    ("forecast", "702.57a"),
    ("reinforce", "702.77a"),
    ("ninjutsu", "702.49a"),
)
# the keywords whose activated ability works from the graveyard, and the rule that says so
_GRAVEYARD_KEYWORDS = (
    ("unearth", "702.84a"),
    ("scavenge", "702.97a"),
    ("embalm", "702.128a"),
    ("eternalize", "702.129a"),
    ("encore", "702.141a"),
)


# the keywords whose own definition ends "Activate only as a sorcery.", and the rule that says so
# (longer names first: "equip planeswalker" before "equip")
_SORCERY_KEYWORDS = (
    ("equip planeswalker", "702.6e"),
    ("equip", "702.6a"),
    ("transmute", "702.53a"),
    ("fortify", "702.67a"),
    ("transfigure", "702.71a"),
    ("unearth", "702.84a"),
    ("level up", "702.87a"),
    ("scavenge", "702.97a"),
    ("outlast", "702.107a"),
    ("embalm", "702.128a"),
    ("eternalize", "702.129a"),
    ("encore", "702.141a"),
    ("reconfigure", "702.151a"),
    ("craft", "702.167a"),
    ("saddle", "702.171a"),
    ("station", "702.184a"),
)


def sorcery_rules(ability: ActivatedAbility) -> tuple[str, ...]:
    """The keyword rule that makes ``ability`` sorcery-speed when a keyword does, not printed text
    (CR 602.5d with transmute 702.53a, equip 702.6a, …): a refusal cites the rule that decides it."""
    words = (ability.keyword_text or "").lower()
    return next(((rule,) for key, rule in _SORCERY_KEYWORDS if words.startswith(key)), ())


def hand_rules(ability: ActivatedAbility) -> tuple[str, ...]:
    """The rules that make ``ability`` work only from its owner's hand: the keyword's own rule
    (cycling 702.29a, transmute 702.53a, …) and, for every one but forecast (which only reveals the
    card, 702.57b), CR 113.6m ("An ability whose cost or effect specifies that it moves the object
    it's on out of a particular zone functions only in that zone")."""
    words = (ability.keyword_text or "").lower()
    rules = [rule for key, rule in _HAND_KEYWORDS if key in words]
    if "cycling" in words and not words.startswith("cycling"):
        rules.append("702.29e")
    if not ability.forecast:
        rules.append("113.6m")  # (its cost or effect moves the card out of the hand: discard, exile, ninjutsu)
    return tuple(rules)


def graveyard_rules(ability: ActivatedAbility) -> tuple[str, ...]:
    """The rules that make ``ability`` work only from its owner's graveyard: CR 113.6m (its cost or
    effect moves the card out of the graveyard) and the keyword's own rule (unearth 702.84a, …)."""
    words = (ability.keyword_text or "").lower()
    return ("113.6m", *(rule for key, rule in _GRAVEYARD_KEYWORDS if words.startswith(key)))


def where_error(o: GameObject, ability: ActivatedAbility, player: int) -> IllegalAction | None:
    """CR 602.2, 113.6: an ability of a permanent is activated while it is on the battlefield, by
    its controller (or whom the ability names); an ability whose own text says it works from the
    hand (113.6m and the keyword's rule: :func:`hand_rules`) or the graveyard (113.6m) only from
    there, by the card's owner (108.4a). For a mana ability this is 605.3a's "mana abilities of
    permanents you control"."""
    plain = not (ability.from_hand or ability.from_graveyard or ability.activators)
    if plain and o.zone is Zone.BATTLEFIELD and o.controller == player:
        return None  # (the common case: a permanent's ability, activated by its controller)
    name = o.card.name
    mana = ("605.3a",) if ability.is_mana else ()
    if ability.from_hand:
        if o.zone is not Zone.HAND or o.owner != player:
            return IllegalAction(
                msg("{name}'s ability can be activated only from your hand", name=CardName(name)),
                "602.2",
                *hand_rules(ability),
                *mana,
            )
        return None
    if ability.from_graveyard:
        if o.zone is not Zone.GRAVEYARD or o.owner != player:
            return IllegalAction(
                msg("{name}'s ability can be activated only from your graveyard", name=CardName(name)),
                *graveyard_rules(ability),
                "602.2",
                *mana,
            )
        return None
    if o.zone is not Zone.BATTLEFIELD:
        if mana:
            return IllegalAction(
                msg(
                    "{name} is not on the battlefield: only mana abilities of permanents you control can be activated",
                    name=CardName(name),
                ),
                "605.3a",
                "602.2",
            )
        return IllegalAction(msg("{name} is not on the battlefield", name=CardName(name)), "602.2")
    if not ability.may_activate(o.controller, player):
        if ability.activators == "opponents":
            return IllegalAction(
                msg("only opponents of {name}'s controller can activate that ability", name=CardName(name)),
                "602.2",
                *mana,
            )
        return IllegalAction(
            msg("only {name}'s controller can activate its abilities", name=CardName(name)), "602.2", *mana
        )
    return None


def restriction_error(
    g: Game, o: GameObject, ability: ActivatedAbility, index: int, player: int
) -> IllegalAction | None:
    """CR 602.1b, 602.5b: the restrictions the ability's text puts on its activation — "Activate only
    during your turn", "Activate only if …", "only if there are N or more … counters", "Activate only
    once each turn" (``o.used`` remembers each activation by turn; it stays with the object when its
    controller changes, 602.5b)."""
    st = g.state
    name = o.card.name
    if ability.window and not window_open(ability.window, g, player):
        # CR 702.57b: a forecast ability only during its owner's upkeep (its own rule, not printed)
        rules = ("702.57b", "602.5") if ability.forecast else ("602.1b", "602.5")
        return IllegalAction(
            msg("{name}'s ability can be activated only {window}", name=CardName(name), window=Quoted(ability.window)),
            *rules,
        )
    if ability.max_speed and not max_speed_for(g, o):
        return IllegalAction(
            msg("{name}'s ability can be activated only while you have max speed", name=CardName(name)),
            "702.178a",
            *(("702.178b",) if o.zone is not Zone.BATTLEFIELD else ()),
            "702.179e",
        )
    if ability.your_turn and st.active != player:
        return IllegalAction(
            msg("{name}'s ability can be activated only during your turn", name=CardName(name)), "602.1b", "602.5b"
        )
    if ability.only_if is not None and not holds(g, ability.only_if, o.controller, o):
        return IllegalAction(
            msg(
                "{name}'s ability can be activated only if {only_if}",
                name=CardName(name),
                only_if=Quoted(ability.only_if.text),  # the card's words
            ),
            "602.1b",
            "602.5b",
            *_keyword_rule(ability),
        )
    if ability.min_counters is not None and o.counter(ability.min_counters[0]) < ability.min_counters[1]:
        kind, n = ability.min_counters
        return IllegalAction(
            msg("{name} needs {n} or more {kind} counters for that ability", name=CardName(name), n=n, kind=Term(kind)),
            "602.5",
            "602.1b",
        )
    if ability.per_turn and o.used.count((index, st.turn)) >= ability.per_turn:
        return IllegalAction(
            msg(
                "{name}'s ability has already been activated {n} times this turn",
                name=CardName(name),
                n=ability.per_turn,
            ),
            "602.5b",
            "602.1b",
        )
    if (ability.once or ability.exhaust) and used_up(o, index):
        return IllegalAction(
            msg("{name}'s ability can be activated only once and has already been activated", name=CardName(name)),
            "602.5b",
            "702.177a" if ability.exhaust else "602.1b",
        )
    if ability.power_up and used_up(o, index):
        return IllegalAction(
            msg("{name}'s power-up ability has already been activated", name=CardName(name)), "602.5b", "602.1b"
        )
    if ability.once_each_turn and (index, st.turn) in o.used:
        return IllegalAction(
            msg("{name}'s ability has already been activated this turn", name=CardName(name)),
            "602.5b",
            "602.1b",
            *_keyword_rule(ability),
        )
    # CR 602.5: Arrest, Null Rod, Pithing Needle; detain (701.35a)
    return activation_forbidden(g, o, ability.is_mana) if st.grant_sources or st.lasting else None


def _keyword_rule(ability: ActivatedAbility) -> tuple[str, ...]:
    """The keyword rule that puts a restriction on the ability, when a keyword does rather than its
    printed text: CR 702.142a, boast ("only if this creature attacked this turn and only once each turn");
    CR 716.2a, a class level bar ("Activate only if this Class is level N-1")."""
    if ability.boast:
        return ("702.142a",)
    # (compared by name: arbiter.mtg.objects.classes imports the effects registry)
    return ("716.2a",) if type(ability.only_if).__name__ == "ClassLevelIs" else ()


def record_once_each_turn(g: Game, o: GameObject, ability: ActivatedAbility, index: int) -> None:
    """CR 602.5b: remember this turn's activation of a once-each-turn ability."""
    if ability.once_each_turn or ability.per_turn:  # (and "no more than twice each turn")
        g.set(o, "used", (*o.used, (index, g.state.turn)))
    if ability.power_up or ability.once or ability.exhaust:
        g.set(o, "used", (*o.used, (index, EVER)))  # only once for the object (400.7)

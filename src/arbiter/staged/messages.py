"""Messages of the staged game in English and Russian, the language of the seed and of its
readers: a thin layer over :mod:`arbiter.i18n`. A message is a :class:`Text` (an ``str`` holding
the English text that keeps its template and arguments); its Russian rendering, with the seed's
terms, is in the project's gettext catalog, keyed by the English template."""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from arbiter.core.ruling import Illegal, IllegalAction
from arbiter.i18n import N_, Term, Text, translations
from arbiter.i18n import render as _render

__all__ = ["CATALOG_RU", "LANGUAGES", "TERMS", "TERMS_RU", "Refusal", "Term", "Text", "refuse", "render"]

LANGUAGES = ("en", "ru")

# The seed's vocabulary: statuses, stages, ability kinds, strike results, trigger names.
TERMS = (
    N_("source"), N_("attacking"), N_("fighting"), N_("assaulting"), N_("chosen target"), N_("attacked"),
    N_("reflecting"), N_("attack"), N_("spell"), N_("effect"), N_("miss"), N_("weak"), N_("medium"), N_("strong"),
    N_("on choosing a target"), N_("when it chooses a target"), N_("when it becomes a target"),
    N_("on declaration"), N_("on assault"), N_("ability_blocking"), N_("target_resolution"), N_("declared"),
    N_("main"), N_("forming"), N_("recruit"),
)  # fmt: skip

# Templates the game builds from pieces (extracted from here; the game's literal templates are
# extracted from its calls of ``note`` and ``refuse``).
BUILT = (
    N_("ability {n} of {feature} needs no target"),
    N_("ability {n} of {feature} needs exactly {count} target(s)"),
    N_("{feature} costs {cost} energy ({held} is set aside for the declared feature)"),
    N_("target of ability {n} of {feature}: {names}"),
    N_("target of ability {n} of {feature}: {names} (face down)"),
    N_("target of ability {n} of {feature}: {count} hidden target(s)"),
    N_("target of ability {n} of {feature}: no target"),
    N_("— ability-blocking step; the active player receives priority"),
    N_("— target-resolution step; the active player receives priority"),
    N_("{card} redirects {feature} to {target}"),
    N_("{card} is assigned as defender; it redirects {feature} to {target}"),
)


class _Russian(Mapping[str, str]):
    """The Russian catalog seen as a mapping from English template to its translation (only
    the translated templates)."""

    def __init__(self, keys: tuple[str, ...] | None = None) -> None:
        self._keys = keys

    def _table(self) -> dict[str, str]:
        catalog = translations("ru")
        found: dict[str, str] = getattr(catalog, "_catalog", {})
        keys = self._keys if self._keys is not None else (k for k in found if isinstance(k, str) and k)
        return {k: found[k] for k in keys if found.get(k)}

    def __getitem__(self, key: str) -> str:
        return self._table()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._table())

    def __len__(self) -> int:
        return len(self._table())


CATALOG_RU: Mapping[str, str] = _Russian()
TERMS_RU: Mapping[str, str] = _Russian(TERMS)


def render(text: str, lang: str = "en") -> str:
    """Any message of the staged game in ``lang`` (plain strings are left as they are)."""
    return _render(text, lang)


class Refusal(IllegalAction):
    """A refusal whose reason is a :class:`Text`, kept in the ruling so it can be rendered."""

    def __init__(self, reason: Text, *rules: str) -> None:
        super().__init__(reason, *rules)
        self.text = reason

    @property
    def ruling(self) -> Illegal:
        return Illegal(self.text, self.rules)


def refuse(rule: str, template: str, **args: object) -> Refusal:
    return Refusal(Text(template, **args), rule)

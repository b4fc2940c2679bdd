"""Messages of the staged game in English and Russian, the language of the seed and of its
readers. A message is a :class:`Text`: an ``str`` holding the English text, which also keeps
its template and arguments so it can be rendered in another language with the seed's terms.
The catalogue is keyed by the English template, so the code reads in English."""

from __future__ import annotations

from collections.abc import Mapping

from arbiter.core.ruling import Illegal, IllegalAction

LANGUAGES = ("en", "ru")

# The seed's vocabulary: statuses, stages, ability kinds, strike results, trigger names.
TERMS_RU: Mapping[str, str] = {
    "source": "источник", "attacking": "атакующая", "fighting": "сражающаяся", "assaulting": "нападающая",
    "chosen target": "выбранная цель", "attacked": "атакованная", "reflecting": "отражающая",
    "attack": "атака", "spell": "заклинание", "effect": "воздействие",
    "miss": "промах", "weak": "слабый удар", "medium": "средний удар", "strong": "сильный удар",
    "on choosing a target": "при выборе цели", "when it chooses a target": "когда выбирает цель",
    "when it becomes a target": "когда становится целью", "on declaration": "при объявлении",
    "on assault": "при нападении", "ability_blocking": "шаг блокирования особенности",
    "target_resolution": "шаг разрешения целей", "declared": "особенность объявлена", "main": "основной этап",
    "forming": "формирование заявки", "recruit": "набор отряда",
}  # fmt: skip

CATALOG_RU: Mapping[str, str] = {
    # refusals
    "the game is over": "игра окончена",
    "{action} is not an action of this game": "{action} — не игродействие этой игры",
    "the next ability's declaration is being formed: choose its target":
        "формируется заявка следующей способности: выберите её цель",
    "no ability's declaration is being formed": "заявка способности сейчас не формируется",
    "there is no card #{card} to be {what}": "нет карты №{card}",
    "only the active player declares a feature, when nothing is being declared":
        "заявить особенность может только Активный игрок и только когда ничего не заявляется",
    "{card} has no feature {feature} to declare": "у карты {card} нет заявляемой особенности {feature}",
    "{card} can't declare a feature now (not your open card in play)":
        "{card} не может заявить особенность сейчас (это не ваша открытая карта в игре)",
    "{feature} costs {cost} energy": "{feature} стоит {cost} энергии",
    "{feature} costs {cost} energy ({held} is set aside for the declared feature)":
        "{feature} стоит {cost} энергии ({held} отложено на оплату заявленной особенности)",
    "ability {n} of {feature} needs no target": "способность {n} особенности {feature} не выбирает целей",
    "ability {n} of {feature} needs exactly {count} target(s)":
        "способности {n} особенности {feature} нужно ровно {count} цел.",
    "the targets of one ability must be different cards": "цели одной способности должны быть разными картами",
    "{card} is not in play": "{card} не в игре",
    "{card} can't be chosen as the target of {feature}": "{card} нельзя выбрать целью особенности {feature}",
    "{card} has no feature {feature}": "у карты {card} нет особенности {feature}",
    "{card} can't play a feature now": "{card} не может сыграть особенность сейчас",
    "nothing is being declared": "ничего не заявляется",
    "{feature} can be played only during the declaration's steps":
        "{feature} можно сыграть только на шагах заявки",
    "{feature} is not played in response": "{feature} не играется в ответ",
    "{feature} can be played only in the ability-blocking step":
        "{feature} можно сыграть только на шаге блокирования особенности",
    "blocking features can be declared only while the first ability of a composite feature is formed":
        "блокирующие особенности можно заявлять только на этапе формирования заявки для первой способности "
        "составной особенности",
    "there is no waiting game action #{number} to block":
        "нет ожидающего игродействия №{number}, чтобы его блокировать",
    "{feature} can block only an opponent's feature": "{feature} блокирует только особенность противника",
    "{feature} can block only an opponent's game action": "{feature} блокирует только игродействие противника",
    "{feature} needs an open target of the declaration to be your card":
        "{feature} играется, только если открытая цель заявки — ваша карта",
    "{feature} can be played only in the target-resolution step":
        "{feature} можно сыграть только на шаге разрешения целей",
    "{feature} has no target to redirect or defend":
        "у особенности {feature} нет цели, которую можно перенаправить или защитить",
    "only the non-active player may assign a defender": "назначить защитника может только Неактивный игрок",
    "a defender can be assigned only against an attack": "защитника можно назначить только против атаки",
    "the attacking card can't defend against itself": "атакующая карта не может защищать от самой себя",
    "{feature} can't redirect an {kind}": "{feature} не может перенаправить {kind}",
    "redirect to a card in play other than the source": "перенаправить можно только на карту в игре, кроме источника",
    # events
    "{player} forms a declaration: {card} — {feature}": "{player} формирует заявку: {card} — {feature}",
    "target of ability {n} of {feature}: {names}": "цель способности {n} особенности {feature}: {names}",
    "target of ability {n} of {feature}: {names} (face down)":
        "цель способности {n} особенности {feature}: {names} (скрыто)",
    "target of ability {n} of {feature}: {count} hidden target(s)":
        "цель способности {n} особенности {feature}: скрытых целей — {count}",
    "target of ability {n} of {feature}: no target": "способность {n} особенности {feature} не выбирает целей",
    "the declaration passes the legality check": "заявка проходит проверку легальности",
    "— ability-blocking step; the active player receives priority":
        "— шаг блокирования особенности; приоритет получает Активный игрок",
    "— target-resolution step; the active player receives priority":
        "— шаг разрешения целей; приоритет получает Активный игрок",
    "{player} plays {card} — {feature} (game action #{number})":
        "{player} играет {card} — {feature} (игродействие №{number})",
    "{player} passes": "{player} пасует",
    "{card} blocks {feature}": "{card} блокирует особенность {feature}",
    "{card}'s {feature} finds game action #{number} gone: nothing to block":
        "{feature} карты {card}: игродействия №{number} уже нет, блокировать нечего",
    "{card} blocks the game action {feature} (#{number})": "{card} блокирует игродействие {feature} (№{number})",
    "{card} redirects {feature} to {target}": "{card} перенаправляет {feature} на {target}",
    "{card} is assigned as defender; it redirects {feature} to {target}":
        "{card} назначается защитником и перенаправляет {feature} на {target}",
    "{card} returns to its owner's hand": "{card} возвращается в руку владельца",
    "{card}'s {feature} resolves: {player} gains {energy} energy":
        "{feature} карты {card} разрешается: {player} получает {energy} энергии",
    "{card}'s {feature} resolves: it heals {amount} damage":
        "{feature} карты {card} разрешается: она излечивает {amount} ран",
    "{feature} was blocked: it leaves the stack and is paid for":
        "особенность {feature} заблокирована: она удаляется из стека с оплатой",
    "{feature} is found illegal": "особенность {feature} признана нелегальной",
    "the hidden targets are revealed simultaneously: {names}": "скрытые цели вскрываются одновременно: {names}",
    "the declaration of {feature} is illegal; it is paid for regardless":
        "заявка {feature} нелегальна; она оплачивается в любом случае",
    "{feature} is declared: {card} is {statuses}": "особенность {feature} объявлена: {card} — {statuses}",
    "{card}'s {feature} triggers ({trigger})": "срабатывает {feature} карты {card} ({trigger})",
    "{card} heals {amount} damage": "{card} излечивает {amount} ран",
    "ability-completion step: the statuses of the declaration end":
        "шаг завершения способности: статусы заявки заканчиваются",
    "{card} is destroyed": "{card} уничтожена",
    "strike table: {card} rolls {roll} — {result}": "таблица ударов: {card} бросает {roll} — {result}",
    "strike table: {card} reflects with {roll} — {result}": "таблица ударов: {card} отвечает с {roll} — {result}",
    "{by} deals {amount} damage to {card}": "{by} наносит {amount} ран карте {card}",
    "forming the declaration of ability {n} of {feature}": "формирование заявки способности {n} особенности {feature}",
    "ability {n} of {feature} has no legal target: it is illegal":
        "у способности {n} особенности {feature} нет легальной цели: она нелегальна",
    "payment stage: {player} pays {cost} energy for {feature}":
        "этап оплаты: {player} платит {cost} энергии за {feature}",
    "the game is over: {player} wins": "игра окончена: побеждает {player}",
    "the game is over: a draw": "игра окончена: ничья",
    "{card}'s {feature} resolves: it returns to its owner's hand":
        "{feature} карты {card} разрешается: карта возвращается в руку владельца",
    # the hand (our assumption)
    "only the active player puts a card into play, when nothing is being declared":
        "ввести карту в игру может только Активный игрок и только когда ничего не заявляется",
    "only a card of your hand can be put into play": "ввести в игру можно только карту из своей руки",
    "{card} costs {cost} energy to put into play": "ввод карты {card} в игру стоит {cost} энергии",
    "{player} puts {card} into play from their hand for {cost} energy; it enters closed":
        "{player} вводит в игру {card} из руки за {cost} энергии; карта входит закрытой",
    # decks and recruitment
    "the squads are being recruited: recruit a dealt card or pass":
        "идёт набор отрядов: наберите сданную карту или спасуйте",
    "{player} can recruit only a card dealt to them": "{player} может набрать в отряд только сданную ему карту",
    "{card} costs {cost} crystals; {player} has {left} left":
        "{card} стоит {cost} кристаллов; у игрока {player} осталось {left}",
    "the squads were recruited before the battle began": "отряды набираются до начала боя",
    "the cards not recruited are shuffled back into their owners' decks":
        "карты, не взятые в отряд, замешиваются в колоды владельцев",
    "{player} is dealt {n} cards and has {crystals} crystals to recruit a squad":
        "{player} получает {n} карт и {crystals} кристаллов для набора отряда",
    "{player} recruits {card} for {cost} crystals": "{player} набирает в отряд {card} за {cost} кристаллов",
    "{player}'s squad is complete": "отряд игрока {player} набран",
    "the battle begins: turn {turn}, {player} is the active player":
        "начинается бой: ход {turn}, {player} — Активный игрок",
    "{player} ends turn {turn}": "{player} заканчивает ход {turn}",
    "turn {turn}: {player} is the active player; their cards open, +{gain} energy":
        "ход {turn}: {player} — Активный игрок; его карты открываются, +{gain} энергии",
}  # fmt: skip

CATALOGS: Mapping[str, Mapping[str, str]] = {"ru": CATALOG_RU}


class Term(str):
    """A word of the seed's vocabulary (a status, a stage, an ability kind…): rendered through
    the terms table."""

    __slots__ = ()


class Text(str):
    """English text that remembers its template and arguments (see the module docstring)."""

    template: str
    args: dict[str, object]

    def __new__(cls, template: str, **args: object) -> Text:
        obj = super().__new__(cls, template.format(**{k: _plain(v) for k, v in args.items()}))
        obj.template = template
        obj.args = args
        return obj

    def render(self, lang: str = "en") -> str:
        catalog = CATALOGS.get(lang)
        if catalog is None or self.template not in catalog:
            return str(self)
        return catalog[self.template].format(**{k: _render(v, lang) for k, v in self.args.items()})


def _plain(value: object) -> str:
    if isinstance(value, tuple | list):
        return ", ".join(_plain(v) for v in value)
    return str(value)


def _render(value: object, lang: str) -> str:
    if isinstance(value, Text):
        return value.render(lang)
    if isinstance(value, Term):
        return TERMS_RU.get(value, value) if lang == "ru" else str(value)
    if isinstance(value, tuple | list):
        return ", ".join(_render(v, lang) for v in value)
    return str(value)


def render(text: str, lang: str = "en") -> str:
    """Any message of the staged game in ``lang`` (plain strings are left as they are)."""
    return text.render(lang) if isinstance(text, Text) else str(text)


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

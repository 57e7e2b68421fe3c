"""Keyword abilities (CR 702) and granted keywords, and the words of restricted actions
("can't attack", "can't be regenerated", ...)."""
from __future__ import annotations

import dataclasses

from ...runtime import abilities as R
from ...runtime import effects as E
from ...runtime.characteristics import CardType
from ...runtime.costs import ExileFromZone, ManaCost, TapTotalPower
from ...runtime.filters import Controller, Fixed, ObjectFilter, PaidRef, PlayerRef
from ...runtime.keyword_support import ANY_COST_KEYWORDS

from ..syntax import nodes as A
from ..syntax.transform import UnsupportedPhrase
from ..syntax.transform.common import require_engine_support
from .dispatch import lower_line
from .effects import token_spec


SADDLERS = ObjectFilter(types=(CardType.CREATURE,), controller=Controller.YOU, other=True,
                        tapped=False)


def lower_defined_keyword(k: A.Keyword) -> tuple[R.Ability, ...]:
    """The abilities of a keyword defined in rules text (CR 702.1: a keyword abbreviates its
    rules), each named for the keyword (`keyword`)."""
    return tuple(_named(a, k.name) for line in k.definition for a in lower_line(line, False))


def _named(ability: R.Ability, name: str) -> R.Ability:
    """The ability named for its keyword; an optional additional cost of the definition records
    the keyword as paid ("if a casualty cost was paid for it", CR 702.153a)."""
    effect = getattr(ability, "effect", None)
    if isinstance(effect, R.AdditionalCost) and effect.optional and not effect.keyword:
        ability = dataclasses.replace(ability, effect=dataclasses.replace(effect, keyword=name))
    return dataclasses.replace(ability, keyword=name)


def lower_keyword(k: A.Keyword) -> R.Ability:
    """A keyword ability (CR 702), one of a keyword line or granted with its parameter."""
    if k.definition:
        raise UnsupportedPhrase(f"'{k.name}' granted with its definition", start=k.span.start)
    defined = granted_definition(k)
    if defined is not None:
        return defined
    require_engine_support(k)
    if k.name == "saddle":
        # CR 702.171a: "Saddle N" means "Tap any number of other untapped creatures you
        # control with total power N or greater: This permanent becomes saddled until end
        # of turn. Activate only as a sorcery."
        return R.ActivatedAbility((TapTotalPower(k.number, SADDLERS),), (E.BecomeSaddled(),),
                                  timing=R.Timing(sorcery_speed=True), keyword="saddle")
    if k.name == "craft":
        return craft_ability(k)
    if k.name == "gift a food":
        # CR 702.174d: "the chosen player creates a Food token", the token of CR 111.10b
        food = E.CreateToken(token_spec(A.PredefinedToken("Food")), Fixed(1), PlayerRef.GIFT_RECIPIENT)
        return R.KeywordAbility(k.name, gift=(food,))
    if k.name == "escape" and k.costs and isinstance(k.costs[0], ManaCost):
        # CR 702.138a: "You may cast this card from your graveyard by paying [cost] rather than
        # paying its mana cost": a mana cost, then other costs ("Exile four other cards from
        # your graveyard")
        return R.KeywordAbility(k.name, cost=k.costs[0], more_costs=tuple(k.costs[1:]))
    if k.costs and k.name in ANY_COST_KEYWORDS:
        return any_cost_keyword(k)
    if k.costs and (k.name not in ("ward", "equip", "escalate", "morph") or len(k.costs) != 1):
        raise UnsupportedPhrase(f"{k.name} with a non-mana cost", start=k.span.start)
    if k.costs:           # "ward—pay 3 life", "equip—pay {3} or discard a card", "escalate—discard
        # a card", "morph—reveal a green card in your hand": one cost (CR 702.21a, 702.6a,
        # 702.120a, 702.37e: paid as the permanent is turned face up)
        return R.KeywordAbility(k.name, cost=k.costs[0])
    if k.name == "prototype":
        if k.power is None or k.cost is None:    # CR 702.160a: "Prototype [mana cost] — [P]/[T]"
            raise UnsupportedPhrase("prototype without its mana cost and power and toughness",
                                    start=k.span.start)
        return R.KeywordAbility(k.name, cost=k.cost, power=k.power, toughness=k.toughness)
    quality = k.filter
    if k.name == "protection":
        if len(k.qualities) != 1:
            raise UnsupportedPhrase("protection from several qualities")
        quality = k.qualities[0]
    return R.KeywordAbility(k.name, number=k.number, cost=k.cost, quality=quality, card_name=k.card_name,
                            players=k.players)


def any_cost_keyword(k: A.Keyword) -> R.KeywordAbility:
    """A keyword whose cost has parts other than mana: its mana part ({0} if it has none, as a
    cost of no mana is paid with none, CR 118.5) and its other costs, paid with it (CR 601.2h)."""
    mana = [c for c in k.costs if isinstance(c, ManaCost)]
    if len(mana) > 1:
        raise UnsupportedPhrase(f"{k.name} with two mana costs", start=k.span.start)
    return R.KeywordAbility(k.name, cost=mana[0] if mana else ManaCost(),
                            more_costs=tuple(c for c in k.costs if not isinstance(c, ManaCost)))


def granted_definition(k: A.Keyword) -> R.Ability | None:
    """A granted keyword the database defines in rules text ("All Sliver creatures have frenzy
    1"): the one ability of its definition, named for it (CR 702.1: the keyword abbreviates its
    rules, so having it is having that ability); None for a keyword with no definition."""
    from ..keywords.database import builtin
    from ..keywords.definitions import DefinitionError, definition_lines
    entry = builtin().get(k.name)
    if entry is None or not entry.definition:
        return None
    if "cost" in entry.parameter.value:
        raise UnsupportedPhrase(f"granting {k.name} with its cost", start=k.span.start)
    try:
        abilities = [a for line in definition_lines(entry, k.number, None) for a in lower_line(line, False)]
    except DefinitionError as exc:
        raise UnsupportedPhrase(f"the definition of '{k.name}': {exc.message}", start=k.span.start) from None
    if len(abilities) != 1:
        raise UnsupportedPhrase(f"granting {k.name}, a keyword of several abilities", start=k.span.start)
    return dataclasses.replace(abilities[0], keyword=k.name)


def has_parameter(k: A.Keyword) -> bool:
    """Whether `k` is granted as an ability rather than by name: it has a parameter (ward {2})."""
    return k.number is not None or k.cost is not None or bool(k.costs or k.qualities) or k.filter is not None


def plain_keyword(k: A.Keyword, granted: bool = True) -> str:
    """A granted (or, `granted=False`, lost) keyword; parameterised ones (protection from ...,
    ward {2}) aren't a keyword name (lower_keyword makes them abilities). Losing a keyword the
    engine doesn't play is still observed (the object no longer has it); granting one isn't."""
    if granted:
        require_engine_support(k)
    if k.number is not None or k.cost is not None or k.costs or k.qualities or k.filter:
        raise UnsupportedPhrase(f"granting {k.name} with a parameter")
    return k.name


def split_protection(k):
    """CR 702.16g: "protection from A and from B" is two protection abilities."""
    if k.name != "protection" or len(k.qualities) < 2:
        return (k,)
    return tuple(dataclasses.replace(k, qualities=(q,)) for q in k.qualities)


def split_protection_predicates(predicates) -> tuple:
    out = []
    for p in predicates:
        if isinstance(p, A.KeywordPredicate):
            out += [dataclasses.replace(p, keyword=k) for k in split_protection(p.keyword)]
        elif isinstance(p, A.RestrictionPredicate) and p.action == "attack or block alone":
            out += [A.RestrictionPredicate("attack alone"), A.RestrictionPredicate("block alone")]
        else:
            out.append(p)
    return tuple(out)


RESTRICTIONS = {"attack": R.RestrictedAction.ATTACK, "block": R.RestrictedAction.BLOCK,
                "untap": R.RestrictedAction.UNTAP, "be regenerated": R.RestrictedAction.BE_REGENERATED,
                "be blocked": R.RestrictedAction.BE_BLOCKED,
                "be countered": R.RestrictedAction.BE_COUNTERED,
                "attack each combat": R.RestrictedAction.ATTACK_EACH_COMBAT,
                # "attacks this turn if able": the same requirement, for this turn (CR 508.1d, 611.2a)
                "attack this turn": R.RestrictedAction.ATTACK_EACH_COMBAT,
                "attack alone": R.RestrictedAction.ATTACK_ALONE, "block alone": R.RestrictedAction.BLOCK_ALONE,
                "assign combat damage": R.RestrictedAction.ASSIGN_COMBAT_DAMAGE,
                "activate": R.RestrictedAction.ACTIVATE}


def craft_ability(k: A.Keyword) -> R.ActivatedAbility:
    """CR 702.167a: "Craft with [materials] [cost]" means "[Cost], Exile this permanent, Exile
    [materials] from among permanents you control and/or cards in your graveyard: Return this card
    to the battlefield transformed under its owner's control. Activate only as a sorcery." """
    this = ExileFromZone(ObjectFilter(), self_only=True)
    # "this card": the card the permanent became in exile as the cost was paid (CR 400.7)
    back = E.ReturnToBattlefield(PaidRef("exiled"), under_owner_control=True, transformed=True)
    return R.ActivatedAbility((k.cost, this, *k.costs), (back,), timing=R.Timing(sorcery_speed=True),
                              keyword="craft")

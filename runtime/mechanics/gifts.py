"""Gift (CR 702.174): "You may promise an opponent a gift as you cast this spell."

CR 702.174a: gift is two abilities. The first is the optional additional cost of choosing an
opponent (paid in casting.optional_costs, remembered as the spell's `gift_promised_to`). The
second gives that player the gift: on an instant or sorcery, "as this spell resolves, if its
gift cost was paid, the chosen player [gets the gift]", before its other effects (CR 702.174j);
on a permanent, "when this permanent enters, if its gift cost was paid, the chosen player [gets
the gift]". What each gift is comes from CR 702.174d-i: the ability's own `gift` where the
compiler gave it one (a Food, CR 702.174d, is the predefined token of CR 111.10b), else the
table below; "the gift was promised" is KeywordCostPaid("gift") (CR 702.174k).
"""
from __future__ import annotations

from ..abilities import CardDefinition, KeywordAbility, TriggeredAbility
from ..characteristics import CardType, Color
from ..effects import Conditional, CreateToken, Draw, TokenSpec, token_name
from ..events import EntersBattlefield
from ..filters import Fixed, KeywordCostPaid, PlayerRef, SelfRef

_FISH = TokenSpec(token_name(("Fish",)), 1, 1, (Color.BLUE,), subtypes=("Fish",))

# the gift each keyword gives the opponent it was promised to
GIFTS = {
    "gift a card": (Draw(Fixed(1), PlayerRef.GIFT_RECIPIENT),),                          # CR 702.174e
    "gift a tapped fish": (CreateToken(_FISH, Fixed(1), PlayerRef.GIFT_RECIPIENT, tapped=True),),  # 702.174f
}

# the gifts whose KeywordAbility carries its gift, compiled from the rules' words (a predefined
# token is defined in rules text, CR 111.10): the engine plays them only as compiled
GIFTS_IN_WORDS = frozenset({"gift a food"})                                              # CR 702.174d

PROMISED = KeywordCostPaid("gift")


def the_gift(k: KeywordAbility) -> tuple:
    """The effects that give the gift of the keyword `k` (none: not a gift the engine knows)."""
    return k.gift or GIFTS.get(k.name.lower(), ())


def gift_triggers(k: KeywordAbility) -> tuple[TriggeredAbility, ...]:
    """A permanent's gift: "When this permanent enters, if its gift cost was paid, ..."."""
    gift = the_gift(k)
    if not gift:
        return ()
    return (TriggeredAbility(EntersBattlefield(SelfRef()), gift, condition=PROMISED),)


def gift_spell_effects(definition: CardDefinition) -> tuple:
    """An instant's or sorcery's gift, done first as it resolves (CR 702.174j)."""
    if CardType.INSTANT not in definition.types and CardType.SORCERY not in definition.types:
        return ()
    out = []
    for a in definition.abilities:
        if isinstance(a, KeywordAbility) and the_gift(a):
            out.append(Conditional(PROMISED, the_gift(a)))
    return tuple(out)

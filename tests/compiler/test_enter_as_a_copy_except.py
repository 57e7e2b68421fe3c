""""You may have ~ enter as a copy of any creature on the battlefield, except ..." (CR 707.9):
the exceptions are compiled, typed, and render back as printed."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime.abilities import EntersAsCopy, ReplacementAbility, TriggeredAbility
from cardtext.runtime.characteristics import CardType, Supertype
from cardtext.runtime.filters import XValue

from .conftest import compile_text


def _round_trips(card) -> bool:
    return card.fully_compiled and all(c.equal and c.lowered_equal for c in check_card(card, lowered=True))


def _copy(text: str) -> EntersAsCopy:
    card = compile_text(text, name="Mirror Test")
    assert _round_trips(card)
    (ability,) = [a for a in card.definition.abilities if isinstance(a, ReplacementAbility)]
    assert isinstance(ability.replacement, EntersAsCopy)
    return ability.replacement


def test_a_card_type_in_addition_to_its_other_types():
    rep = _copy("You may have ~ enter the battlefield as a copy of any artifact or creature on the battlefield, "
                "except it's an artifact in addition to its other types.")
    assert rep.exceptions.types == (CardType.ARTIFACT,) and not rep.exceptions.abilities


def test_a_creature_type_and_a_gained_triggered_ability():
    rep = _copy("You may have ~ enter as a copy of any creature on the battlefield, except it's an Illusion in "
                "addition to its other types and it gains \"When this creature becomes the target of a spell or "
                "ability, sacrifice it.\"")
    assert rep.exceptions.subtypes == ("Illusion",)
    (gained,) = rep.exceptions.abilities
    assert isinstance(gained, TriggeredAbility)


def test_its_own_name_legendary_and_an_ability_naming_the_copy():
    """CR 707.9a-c: the card's name in the gained ability is the copy itself, never a grantor."""
    rep = _copy("You may have ~ enter as a copy of any creature on the battlefield, except its name is still ~, "
                "it's legendary in addition to its other types, and it gains \"{2}{U}{U}: Return ~ to its "
                "owner's hand at the beginning of the next end step.\"")
    assert rep.exceptions.name_kept and rep.exceptions.supertypes == (Supertype.LEGENDARY,)
    (gained,) = rep.exceptions.abilities
    assert "GrantorRef" not in repr(gained) and "SelfRef()" in repr(gained)


def test_additional_counters_as_it_enters():
    rep = _copy("You may have ~ enter as a copy of any creature on the battlefield, except it enters with X "
                "additional +1/+1 counters on it.")
    assert rep.exceptions.counters == (("+1/+1", XValue()),)


def test_an_exception_the_engine_cannot_play_stays_unsupported():
    """A gained ability that doesn't compile leaves the whole line unsupported, never half read."""
    card = compile_text("You may have ~ enter as a copy of any creature on the battlefield, except it gains "
                        "\"{X}: This creature has base power and toughness X/X.\"")
    assert not card.fully_compiled

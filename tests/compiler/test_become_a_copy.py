""""~ becomes a copy of target artifact [until end of turn] [and gains this ability]" (CR 707.2,
707.9a, layer 1: CR 613.2a)."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime.characteristics import CardType
from cardtext.runtime.effects import BecomeCopy, Duration
from cardtext.runtime.filters import SelfRef, TargetRef

from .conftest import compile_text


def _round_trips(card) -> bool:
    return card.fully_compiled and all(c.equal and c.lowered_equal for c in check_card(card, lowered=True))


def _copy(text: str, type_line: str = "Artifact") -> BecomeCopy:
    card = compile_text(text, type_line=type_line)
    assert _round_trips(card)
    (ability,) = card.definition.abilities
    (copy,) = [e for e in ability.effects if isinstance(e, BecomeCopy)]
    return copy


def test_until_end_of_turn_a_copy_of_the_target():
    copy = _copy("{2}: ~ becomes a copy of target artifact, creature, enchantment, or land until end of turn.")
    assert isinstance(copy.objects, SelfRef) and isinstance(copy.copied, TargetRef)
    assert copy.duration is Duration.END_OF_TURN and not copy.keeps_this_ability


def test_and_gains_this_ability_lasts_and_keeps_the_ability():
    copy = _copy("{1}{U}{R}: ~ becomes a copy of target artifact and gains this ability.")
    assert copy.duration is Duration.PERMANENT and copy.keeps_this_ability


def test_until_your_next_turn():
    copy = _copy("{2}{U}: Target Shapeshifter becomes a copy of target creature until your next turn.",
                 type_line="Creature — Shapeshifter")
    assert copy.duration is Duration.UNTIL_YOUR_NEXT_TURN
    assert copy.objects == TargetRef(0) and copy.copied == TargetRef(1)


def test_a_player_cannot_become_a_copy():
    card = compile_text("Target player becomes a copy of target creature.", type_line="Sorcery")
    assert not card.fully_compiled


def test_until_end_of_turn_a_copy_except_an_artifact_in_addition():
    """CR 707.9b: "Until end of turn, ~ becomes a copy of ..., except it's an artifact in
    addition to its other types": the exception is lowered with the copy, as printed."""
    card = compile_text("{1}: Until end of turn, ~ becomes a copy of target creature you control, except it's an "
                        "artifact in addition to its other types.", type_line="Artifact")
    assert _round_trips(card)
    (ability,) = card.definition.abilities
    (copy,) = ability.effects
    assert copy.duration is Duration.END_OF_TURN and copy.exceptions.types == (CardType.ARTIFACT,)


def test_except_its_name_is_still_its_own_and_it_has_this_ability():
    """CR 707.9a-c (Lazav): its own name, legendary, and the ability kept, as one copy effect."""
    card = compile_text("{X}: ~ becomes a copy of target creature card in your graveyard with mana value X, except "
                        "its name is ~, it's legendary in addition to its other types, and it has this ability.",
                        type_line="Legendary Creature — Shapeshifter", power="1", toughness="3")
    (ability,) = card.definition.abilities
    (copy,) = ability.effects
    assert card.fully_compiled and copy.keeps_this_ability and copy.duration is Duration.PERMANENT
    assert copy.exceptions.name_kept and copy.exceptions.supertypes

"""Prevention shields over a plural noun without a determiner (CR 615.1a): "prevent all damage
that would be dealt to creatures this turn" protects every creature, as "each creature" does;
a singular noun without a determiner is still no object."""
from cardtext.compiler.render.roundtrip import check_card

from .conftest import compile_text


def _instant(text: str):
    return compile_text(text, type_line="Instant")


def test_damage_dealt_to_creatures_is_the_same_shield_as_to_each_creature():
    bare = _instant("Prevent all damage that would be dealt to creatures you control this turn.")
    each = _instant("Prevent all damage that would be dealt to each creature you control this turn.")
    assert bare.fully_compiled and bare.definition.abilities == each.definition.abilities
    assert all(c.equal for c in check_card(bare)) and all(c.equal for c in check_card(each))


def test_combat_damage_dealt_by_nongreen_creatures_is_the_same_as_by_each_nongreen_creature():
    bare = _instant("Prevent all combat damage that would be dealt by nongreen creatures this turn.")
    each = _instant("Prevent all combat damage that would be dealt by each nongreen creature this turn.")
    assert bare.fully_compiled and bare.definition.abilities == each.definition.abilities
    assert all(c.equal for c in check_card(bare))


def test_two_groups_that_would_deal_damage():
    card = _instant("Prevent all combat damage blue creatures and black creatures would deal this turn.")
    assert card.fully_compiled and all(c.equal for c in check_card(card))


def test_a_singular_noun_without_a_determiner_is_not_a_shield_recipient():
    card = _instant("Prevent all damage that would be dealt to creature this turn.")
    assert not card.fully_compiled
    assert any("without a determiner" in d.message for d in card.diagnostics)

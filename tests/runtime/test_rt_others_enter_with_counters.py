"""Permanents that enter with an additional counter (CR 614.1c, 122.6): "Each other Wizard
creature you control enters with an additional +1/+1 counter on it" is a replacement effect of
the permanent on each matching object as it would enter (CR 614.12)."""
from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource

SAGE = "Each other Wizard creature you control enters with an additional +1/+1 counter on it."
OLD_SAGE = "Each other Wizard creature you control enters the battlefield with an additional +1/+1 counter on it."


def _definition(name: str, text: str, type_line: str, power: str | None = "2", loyalty: str | None = None):
    card = compile_card(CardSource(name, text, "", type_line, power=power, toughness=power, loyalty=loyalty))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    return card.definition


def _enter(g, player: str, definition) -> int:
    """Put onto the battlefield as an effect would: enters replacements apply."""
    return g.put_onto_battlefield(player, definition, as_effect=True)


def _counters(g, oid: int, kind: str = "+1/+1") -> int:
    return g.state.objects[oid].counters.get(kind, 0)


def test_both_wordings_compile_to_the_same_replacement():
    assert _definition("Sage", SAGE, "Creature — Human Wizard").abilities == \
        _definition("Sage", OLD_SAGE, "Creature — Human Wizard").abilities


def test_only_other_matching_creatures_of_its_controller_get_the_counter(g):
    sage = _enter(g, "Alice", _definition("Sage", SAGE, "Creature — Human Wizard"))
    assert _counters(g, sage) == 0                      # not on the battlefield as it entered
    wizard = _enter(g, "Alice", _definition("Apprentice", "", "Creature — Human Wizard"))
    bear = _enter(g, "Alice", _definition("Bear", "", "Creature — Bear"))
    bobs = _enter(g, "Bob", _definition("Rival", "", "Creature — Human Wizard"))
    assert (_counters(g, wizard), _counters(g, bear), _counters(g, bobs)) == (1, 0, 0)


def test_two_such_permanents_each_add_one(g):
    for name in ("Sage", "Other Sage"):
        _enter(g, "Alice", _definition(name, SAGE, "Creature — Human Wizard"))
    wizard = _enter(g, "Alice", _definition("Apprentice", "", "Creature — Human Wizard"))
    assert _counters(g, wizard) == 2


def test_a_planeswalker_enters_with_an_additional_loyalty_counter(g):
    oath = "Each planeswalker you control enters the battlefield with an additional loyalty counter on it."
    _enter(g, "Alice", _definition("Oath", oath, "Legendary Enchantment", power=None))
    walker = _enter(g, "Alice", _definition("Walker", "", "Legendary Planeswalker — Test",
                                                         power=None, loyalty="3"))
    assert _counters(g, walker, "loyalty") == 4

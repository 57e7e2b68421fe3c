"""A series of subtypes before one card type (CR 205.3): "target Elf or Soldier creature",
"target Vampire or Wizard creature card" name a creature that has either subtype; the card type
is required of both alternatives."""
from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import CardType
from cardtext.runtime.engine.query import candidates


def _card(name: str, text: str, type_line: str, power: str | None = None):
    card = compile_card(CardSource(name, text, "", type_line, power=power, toughness=power))
    return card


def _definition(name: str, type_line: str):
    return _card(name, "", type_line, "1").definition


PUMP = "Target Elf or Soldier creature gets +2/+2 until end of turn."


def test_the_subtypes_are_alternatives_of_the_one_card_type():
    card = _card("Crusade Pump", PUMP, "Instant")
    assert card.fully_compiled
    f = card.definition.abilities[0].targets[0].filter
    assert f.types == (CardType.CREATURE,) and not f.all_types
    assert f.subtypes == ("Elf", "Soldier")


def test_an_elf_or_a_soldier_creature_can_be_targeted_and_nothing_else(g):
    elf = g.put_onto_battlefield("Alice", _definition("Elf Scout", "Creature — Elf Scout"))
    soldier = g.put_onto_battlefield("Bob", _definition("Town Guard", "Creature — Human Soldier"))
    g.put_onto_battlefield("Alice", _definition("Plain Bear", "Creature — Bear"))
    # an Elf that is not a creature (a tribal artifact) is not a creature: not a legal target
    g.put_onto_battlefield("Alice", _card("Elf Charm", "", "Tribal Artifact — Elf").definition)
    f = _card("Crusade Pump", PUMP, "Instant").definition.abilities[0].targets[0].filter
    assert sorted(candidates(g.state, f, 0, None)) == sorted([elf, soldier])


def test_a_card_type_inside_the_series_is_still_reported_unsupported():
    """"artifact or enchantment creature" would need the series to mean both types and
    alternatives at once: no filter form, so the phrase stays CT301."""
    card = _card("Odd Pump", "Target artifact or enchantment creature gets +2/+2 until end of turn.", "Instant")
    assert not card.fully_compiled
    assert any(d.code == "CT301" for d in card.diagnostics)

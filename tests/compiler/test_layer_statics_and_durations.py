"""The layer system's card texts (CR 613): Opalescence's "is a creature in addition to its other
types and has base power and base toughness each equal to its mana value" (layers 4 and 7b),
Mirror Entity's "have base power and toughness X/X and gain all creature types" (7b and 4), a
static that would change what it applies to (refused, CR 613.8a), and "until your next turn"
(CR 611.2a)."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime.abilities import AddCardTypes, BasePTManaValue, StaticAbility
from cardtext.runtime.characteristics import CardType
from cardtext.runtime.effects import Duration, GainAllCreatureTypes, GainKeyword, SetBasePT
from cardtext.runtime.filters import XValue

from .conftest import compile_corpus_card, compile_text


def _round_trips(card) -> bool:
    return card.fully_compiled and all(c.equal and c.lowered_equal for c in check_card(card, lowered=True))


def test_opalescence_adds_the_creature_type_and_sets_base_pt_to_each_mana_value(corpus):
    """CR 613.1d (layer 4) and 613.4b (layer 7b): one static line, two effects on the same group,
    "each other non-Aura enchantment" (never Opalescence itself, never an Aura)."""
    card = compile_corpus_card(corpus["Opalescence"])
    types, base = card.definition.abilities
    assert isinstance(types, StaticAbility) and isinstance(types.effect, AddCardTypes)
    assert types.effect.types == (CardType.CREATURE,)
    assert types.effect.objects.other and types.effect.objects.types == (CardType.ENCHANTMENT,)
    assert types.effect.objects.excluded_subtypes == ("Aura",)
    assert isinstance(base.effect, BasePTManaValue) and base.effect.objects == types.effect.objects
    assert _round_trips(card)


def test_card_types_added_to_objects_chosen_by_those_types_are_refused():
    """CR 613.8a: which objects "each noncreature artifact is an artifact creature" applies to
    would depend on itself; reported CT301 at the line, not compiled to a guess."""
    card = compile_text("Each noncreature artifact is an artifact creature in addition to its other types.",
                        type_line="Enchantment")
    assert not card.fully_compiled
    (d,) = card.diagnostics
    assert d.code == "CT301" and "chosen by those types" in d.message and d.column == 1


def test_mirror_entity_sets_base_pt_to_the_x_paid_and_gives_all_creature_types(corpus):
    """CR 613.4b with X (CR 107.3) and CR 205.3m: two clauses, the second written without its
    subject after "and", both until end of turn (said once, first)."""
    card = compile_corpus_card(corpus["Mirror Entity"])
    _, ability = card.definition.abilities
    base, types = ability.effects
    assert isinstance(base, SetBasePT) and base.power == XValue() and base.toughness == XValue()
    assert isinstance(types, GainAllCreatureTypes) and types.objects == base.objects
    assert base.duration is Duration.END_OF_TURN and types.duration is Duration.END_OF_TURN
    assert _round_trips(card)


def test_until_your_next_turn_first_gives_each_clause_that_duration(corpus):
    """CR 611.2a: "Until your next turn, it becomes a 5/5 Elemental creature with haste." lasts
    until its controller's next turn begins, not until cleanup."""
    card = compile_corpus_card(corpus["Nissa, Vital Force"])
    plus_one = card.definition.abilities[0]
    animate = plus_one.effects[-1]
    assert type(animate).__name__ == "Animate" and animate.duration is Duration.UNTIL_YOUR_NEXT_TURN
    assert _round_trips(card)
    gains = compile_text("Until your next turn, target creature gains indestructible.", type_line="Sorcery")
    (spell,) = gains.definition.abilities
    (gain,) = spell.effects
    assert isinstance(gain, GainKeyword) and gain.duration is Duration.UNTIL_YOUR_NEXT_TURN


def test_until_your_next_turn_before_an_effect_with_no_such_duration_is_reported():
    """Only clauses that can last until your next turn take it; others are CT301, not dropped."""
    card = compile_text("Until your next turn, draw a card.", type_line="Sorcery")
    assert not card.fully_compiled
    assert any(d.code in ("CT301", "CT201") for d in card.diagnostics)


def test_aegis_angel_indestructible_for_as_long_as_you_control_it(corpus):
    """Aegis Angel: "another target permanent gains indestructible for as long as you control
    Aegis Angel": the keyword lasts while the source stays under its controller's control
    (CR 611.2b), with no end of turn."""
    from cardtext.runtime.effects import WhileSource
    card = compile_corpus_card(corpus["Aegis Angel"])
    (gain,) = card.definition.abilities[-1].effects
    assert isinstance(gain, GainKeyword) and gain.keyword == "indestructible"
    assert gain.while_source == (WhileSource.CONTROLLED,) and gain.duration is Duration.PERMANENT

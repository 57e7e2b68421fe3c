"""Conditions written "that creature is ..." about the object the ability named before (CR
608.2c): "Tap target creature. If that creature is a Zombie, exile it." reads the target;
"If that creature is white or blue" / "is attacking" / "is 1/1" name one quality with no noun;
an intervening "if that creature is 1/1" after "whenever a creature enters" reads the entering
creature (CR 603.4). Each is the engine's ObjectIs, so it reads the object as it is now, or as
it last existed if it left (CR 608.2h)."""
import pytest

from cardtext.compiler.harness.exercise import exercise_card
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime.characteristics import CardType, Color
from cardtext.runtime.effects import Conditional, Exile, TapObjects
from cardtext.runtime.filters import Compare, EventObjectRef, NumberTest, ObjectFilter, ObjectIs, TargetRef

from .conftest import compile_corpus_card, compile_text


def _round_trips(card) -> bool:
    return all(c.equal for c in check_card(card))


def test_holy_justiciar_exiles_the_tapped_target_only_if_it_is_a_zombie(corpus):
    """Holy Justiciar: "{2}{W}, {T}: Tap target creature. If that creature is a Zombie, exile it."
    "that creature" is the target; the noun is only the quality asked about."""
    card = compile_corpus_card(corpus["Holy Justiciar"])
    tap, conditional = card.definition.abilities[0].effects
    assert isinstance(tap, TapObjects) and isinstance(conditional, Conditional)
    assert conditional.condition == ObjectIs(TargetRef(0), ObjectFilter(subtypes=("Zombie",)))
    assert isinstance(conditional.effects[0], Exile)
    assert card.fully_compiled and _round_trips(card)


@pytest.mark.parametrize("quality, colors", [("white or blue", (Color.WHITE, Color.BLUE)),
                                             ("red", (Color.RED,))])
def test_a_colour_with_no_noun_is_the_colour_of_the_target(quality, colors):
    """Lightning Dart: "If that creature is white or blue, ~ deals 4 damage to it instead."
    One object is either colour (CR 105.2); the rendering says it as written."""
    card = compile_text(f"~ deals 1 damage to target creature. If that creature is {quality}, "
                        "~ deals 4 damage to it instead.", type_line="Instant")
    (choice,) = card.definition.abilities[0].effects
    assert choice.condition == ObjectIs(TargetRef(0), ObjectFilter(colors=colors))
    assert card.fully_compiled and _round_trips(card)


def test_attacking_is_read_before_the_target_is_returned(corpus):
    """Sweep Away: "Return target creature to its owner's hand. If that creature is attacking,
    you may put it on top of its owner's library instead." The "instead" makes one choice of
    two steps, so whether it attacks is read while it is still on the battlefield."""
    card = compile_corpus_card(corpus["Sweep Away"])
    (choice,) = card.definition.abilities[0].effects
    assert choice.condition == ObjectIs(TargetRef(0), ObjectFilter(combat="attacking"))
    assert choice.otherwise and card.fully_compiled and _round_trips(card)


def test_sigil_captain_reads_the_entering_creature_as_it_triggers_and_resolves(corpus):
    """Sigil Captain: "Whenever a creature enters the battlefield under your control, if that
    creature is 1/1, put two +1/+1 counters on it." An intervening "if" (CR 603.4) about the
    creature the event names; the executability check brings a 1/1 so the counters are seen."""
    card = compile_corpus_card(corpus["Sigil Captain"])
    (trigger,) = card.definition.abilities
    assert trigger.condition == ObjectIs(EventObjectRef(), ObjectFilter(tests=(
        NumberTest("power", Compare.EQ, 1), NumberTest("toughness", Compare.EQ, 1))))
    assert _round_trips(card)
    assert exercise_card(card.definition).verified


def test_starfall_asks_for_an_enchantment_creature():
    """Starfall: "If that creature is an enchantment, ~ deals 3 damage to that creature's
    controller." (an enchantment creature, CR 205.2a)"""
    card = compile_text("~ deals 3 damage to target creature. If that creature is an enchantment, "
                        "~ deals 3 damage to that creature's controller.", type_line="Instant")
    _damage, conditional = card.definition.abilities[0].effects
    assert conditional.condition == ObjectIs(TargetRef(0), ObjectFilter(types=(CardType.ENCHANTMENT,)))


def test_that_player_is_no_object():
    """"that player is ..." names no object: not read as this condition."""
    card = compile_text("Target player draws a card. If that player is a Zombie, you draw a card.",
                        type_line="Sorcery")
    assert not card.fully_compiled


def test_that_land_is_the_landfall_land_not_the_target(corpus):
    """Akoum Hellkite: "Whenever a land enters the battlefield under your control, ~ deals 1
    damage to target creature or player. If that land is a Mountain, ~ deals 2 damage to that
    creature or player instead." "that land" is the land the event names, never the target."""
    card = compile_corpus_card(corpus["Akoum Hellkite"])
    trigger = card.definition.abilities[-1]
    (choice,) = trigger.effects
    assert choice.condition == ObjectIs(EventObjectRef(), ObjectFilter(subtypes=("Mountain",)))
    assert card.fully_compiled and _round_trips(card)


def test_that_creature_must_name_a_creature_before_it():
    """"If that creature is green" after a target land names no creature: left unsupported."""
    card = compile_text("Tap target land. If that creature is green, you gain 1 life.", type_line="Instant")
    assert not card.fully_compiled


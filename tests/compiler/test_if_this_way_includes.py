""""If a creature card is exiled this way, ...", "If a Pirate was exiled this way, ...", "If a
creature is destroyed this way, ...", "If a land card is revealed this way, ...", "If a colorless
creature is dealt damage this way, ..." (CR 608.2c): "this way" is exactly the objects the step
before acted on; the condition holds when one of them matches, as it is or last existed (CR
608.2h). With no such step before it, the phrase stays unsupported."""
import pytest

from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime.characteristics import CardType
from cardtext.runtime.effects import Conditional, Destroy, Exile, Optional
from cardtext.runtime.filters import AffectedIncludes, AffectedRef, DealtDamageRef, ObjectFilter

from .conftest import compile_corpus_card, compile_text


def _round_trips(card) -> bool:
    return all(c.equal for c in check_card(card))


def test_deathgorge_scavenger_reads_the_card_it_exiled(corpus):
    """Deathgorge Scavenger: "you may exile target card from a graveyard. If a creature card is
    exiled this way, you gain 2 life. If a noncreature card is exiled this way, ~ gets +1/+1 until
    end of turn." Both conditions read the exile step's card (none if you chose not to)."""
    card = compile_corpus_card(corpus["Deathgorge Scavenger"])
    may, creature, noncreature = card.definition.abilities[0].effects
    (exile,) = may.effects
    assert isinstance(may, Optional) and isinstance(exile, Exile)
    assert creature.condition == AffectedIncludes(AffectedRef(exile.label),
                                                  ObjectFilter(types=(CardType.CREATURE,), card=True))
    assert noncreature.condition.ref == AffectedRef(exile.label)
    assert card.fully_compiled and _round_trips(card)


def test_sirens_ruse_a_pirate_was_exiled(corpus):
    """Siren's Ruse: "If a Pirate was exiled this way, draw a card." (the exiled card, now returned)."""
    card = compile_corpus_card(corpus["Siren's Ruse"])
    conditional = card.definition.abilities[0].effects[-1]
    assert isinstance(conditional, Conditional)
    assert conditional.condition.filter == ObjectFilter(subtypes=("Pirate",))
    assert card.fully_compiled and _round_trips(card)


def test_noxious_gearhulk_a_creature_destroyed_this_way(corpus):
    """Noxious Gearhulk: "you may destroy another target creature. If a creature is destroyed this
    way, you gain life equal to its toughness." The destroy step is labelled so the condition
    reads what it put into a graveyard (an indestructible target isn't, CR 702.12b)."""
    card = compile_corpus_card(corpus["Noxious Gearhulk"])
    may, conditional = card.definition.abilities[-1].effects
    (destroy,) = may.effects
    assert isinstance(destroy, Destroy) and destroy.label
    assert conditional.condition == AffectedIncludes(AffectedRef(destroy.label), ObjectFilter(types=(CardType.CREATURE,)))
    assert card.fully_compiled and _round_trips(card)


def test_dealt_damage_this_way_reads_the_damaged_objects():
    card = compile_text("~ deals 1 damage to target creature. If a colorless creature is dealt damage this way, "
                        "tap it.", type_line="Instant")
    (_damage, conditional) = card.definition.abilities[0].effects
    assert isinstance(conditional.condition.ref, DealtDamageRef)
    assert card.fully_compiled and _round_trips(card)


@pytest.mark.parametrize("text", [
    "Destroy target creature. If a creature card is exiled this way, you gain 2 life.",
    "Destroy target creature. For each creature exiled this way, its controller draws a card.",
    "{1}: ~ gets +2/+2 until end of turn. If a Saproling was sacrificed this way, you gain 2 life."])
def test_this_way_with_no_such_step_before_it_is_unsupported(text):
    """"exiled / sacrificed this way" with no exile step or sacrifice cost before it names nothing."""
    assert not compile_text(text, type_line="Instant").fully_compiled


def test_thallid_omnivore_reads_the_creature_its_cost_sacrificed(corpus):
    """Thallid Omnivore: "{1}, Sacrifice another creature: ~ gets +2/+2 until end of turn. If a
    Saproling was sacrificed this way, you gain 2 life." The object paid for the cost, as it last
    existed (CR 601.2h, 608.2h)."""
    from cardtext.runtime.filters import PaidRef
    card = compile_corpus_card(corpus["Thallid Omnivore"])
    _pump, conditional = card.definition.abilities[0].effects
    assert conditional.condition == AffectedIncludes(PaidRef("sacrificed"), ObjectFilter(subtypes=("Saproling",)))
    assert card.fully_compiled and _round_trips(card)

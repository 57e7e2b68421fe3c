"""Optional additional costs of keywords (CR 601.2b, 601.2f-h): offspring (CR 702.175), bargain
(CR 702.166)."""
from rt_cards import GRIZZLY_BEARS, creature, cost

import pytest

from cardtext.runtime.abilities import CardDefinition, KeywordAbility, SpellAbility, TriggeredAbility
from cardtext.runtime.characteristics import CardType, Zone
from cardtext.runtime.effects import Conditional, Draw, GainLife
from cardtext.runtime.engine.decider import ChoiceKind
from cardtext.runtime.errors import IllegalAction
from cardtext.runtime.events import EntersBattlefield
from cardtext.runtime.filters import Fixed, KeywordCostPaid, SelfRef

OFFSPRING = KeywordAbility("offspring", cost=cost("2"))
GAIN_ON_ENTERING = TriggeredAbility(EntersBattlefield(SelfRef()), (GainLife(Fixed(2)),))


def _rabbit():
    return creature("Offspring Rabbit", 3, 2, "1W", OFFSPRING, GAIN_ON_ENTERING)


def _on_battlefield(g, name):
    return [g.state.objects[i] for i in g.state.battlefield if g.state.objects[i].name == name]


def test_offspring_paid_adds_its_cost_and_makes_a_1_1_token_copy(g):
    """CR 702.175a: "You may pay an additional [cost] as you cast this spell" and "When this
    permanent enters, if its offspring cost was paid, create a token that's a copy of it, except
    it's 1/1" (the exception is a copiable value, CR 707.9b)."""
    card = g.add_card("Alice", _rabbit())
    g.add_mana("Alice", "WCCC")
    sid = g.cast("Alice", card)                 # FirstOptionDecider: yes, pay the offspring cost
    assert "offspring" in g.obj(sid).optional_costs_paid and g.pool("Alice") == []
    g.resolve_stack()
    rabbits = _on_battlefield(g, "Offspring Rabbit")
    assert [(o.is_token, o.definition.power, o.definition.toughness) for o in rabbits] == [
        (False, "3", "2"), (True, "1", "1")]
    # both entered, so both "when this creature enters" abilities triggered
    assert g.life("Alice") == 24


def test_the_token_copy_was_not_cast_so_its_own_offspring_does_not_trigger(g):
    """CR 702.175a: the token has offspring too, but no offspring cost was paid for it."""
    card = g.add_card("Alice", _rabbit())
    g.add_mana("Alice", "WCCC")
    g.cast("Alice", card)
    g.resolve_stack()
    token = next(o for o in _on_battlefield(g, "Offspring Rabbit") if o.is_token)
    assert token.optional_costs_paid == frozenset() and "offspring" in g.keywords(token.id)
    assert len(_on_battlefield(g, "Offspring Rabbit")) == 2 and not g.state.stack


def test_offspring_not_paid_costs_nothing_more_and_makes_no_copy(g):
    card = g.add_card("Alice", _rabbit())
    g.add_mana("Alice", "WC")
    g.cast("Alice", card, choices={ChoiceKind.MAY: [False]})
    assert g.pool("Alice") == []
    g.resolve_stack()
    assert len(_on_battlefield(g, "Offspring Rabbit")) == 1 and g.life("Alice") == 22
    assert g.zone("Alice", Zone.HAND) == []


BARGAIN = KeywordAbility("bargain")
RELIC = CardDefinition("Relic", cost("1"), (CardType.ARTIFACT,))


def _bargain_spell():
    """"Bargain. You gain 2 life. If this spell was bargained, draw a card." (CR 702.166b)"""
    return CardDefinition("Bargain Test", cost("U"), (CardType.INSTANT,), abilities=(
        BARGAIN, SpellAbility((GainLife(Fixed(2)), Conditional(KeywordCostPaid("bargain"), (Draw(Fixed(1)),))))))


def test_bargain_sacrifices_an_artifact_enchantment_or_token_and_the_spell_is_bargained(g):
    """CR 702.166a: "You may sacrifice an artifact, enchantment, or token as you cast this spell";
    702.166b: the spell is bargained."""
    g.put_onto_battlefield("Alice", RELIC)
    card = g.add_card("Alice", _bargain_spell())
    g.add_mana("Alice", "U")
    sid = g.cast("Alice", card)                 # FirstOptionDecider: yes, bargain it
    assert "bargain" in g.obj(sid).optional_costs_paid
    assert g.zone("Alice", Zone.GRAVEYARD) == ["Relic"]
    g.resolve_stack()
    assert g.life("Alice") == 22 and g.zone("Alice", Zone.HAND) == ["Wastes"]


def test_a_token_creature_can_be_bargained_away(g):
    g.put_onto_battlefield("Alice", GRIZZLY_BEARS, token=True)
    card = g.add_card("Alice", _bargain_spell())
    g.add_mana("Alice", "U")
    assert "bargain" in g.obj(g.cast("Alice", card)).optional_costs_paid
    assert g.state.battlefield == []


def test_bargain_is_not_offered_without_something_to_sacrifice(g):
    """A nontoken creature is no artifact, enchantment or token: nothing to bargain with."""
    g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    card = g.add_card("Alice", _bargain_spell())
    g.add_mana("Alice", "U")
    sid = g.cast("Alice", card)
    assert g.obj(sid).optional_costs_paid == frozenset() and len(g.state.battlefield) == 1
    g.resolve_stack()
    assert g.life("Alice") == 22 and g.zone("Alice", Zone.HAND) == []


def test_declining_to_bargain_keeps_the_permanent_and_the_condition_is_false(g):
    g.put_onto_battlefield("Alice", RELIC)
    card = g.add_card("Alice", _bargain_spell())
    g.add_mana("Alice", "U")
    g.cast("Alice", card, choices={ChoiceKind.MAY: [False]})
    g.resolve_stack()
    assert g.zone("Alice", Zone.HAND) == [] and len(g.state.battlefield) == 1


def test_a_cast_that_fails_to_pay_its_mana_keeps_the_bargained_permanent(g):
    """CR 601.2h / 723 (the cast is undone): the sacrifice is part of the illegal cast."""
    g.put_onto_battlefield("Alice", RELIC)
    card = g.add_card("Alice", _bargain_spell())
    with pytest.raises(IllegalAction):
        g.cast("Alice", card)
    assert [g.state.objects[i].name for i in g.state.battlefield] == ["Relic"]

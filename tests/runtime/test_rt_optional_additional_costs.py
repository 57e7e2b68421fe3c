"""Optional additional costs of keywords (CR 601.2b, 601.2f-h): offspring (CR 702.175)."""
from rt_cards import creature, cost

from cardtext.runtime.abilities import KeywordAbility, TriggeredAbility
from cardtext.runtime.characteristics import Zone
from cardtext.runtime.effects import GainLife
from cardtext.runtime.engine.decider import ChoiceKind
from cardtext.runtime.events import EntersBattlefield
from cardtext.runtime.filters import Fixed, SelfRef

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

"""Optional additional costs of keywords (CR 601.2b, 601.2f-h): offspring (CR 702.175), bargain
(CR 702.166), gift (CR 702.174)."""
from rt_cards import GRIZZLY_BEARS, creature, cost

import pytest

from cardtext.runtime.abilities import CardDefinition, KeywordAbility, SpellAbility, TriggeredAbility
from cardtext.runtime.characteristics import CardType, Color, Zone
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


def _gift_sorcery(gift="gift a card"):
    """"Gift a card. You gain 2 life. If the gift was promised, draw a card." (CR 702.174)"""
    return CardDefinition("Gift Test", cost("U"), (CardType.SORCERY,), abilities=(
        KeywordAbility(gift),
        SpellAbility((GainLife(Fixed(2)), Conditional(KeywordCostPaid("gift"), (Draw(Fixed(1)),))))))


def test_gift_a_card_promised_the_opponent_draws_before_the_spells_other_effects(g):
    """CR 702.174a: the additional cost is choosing an opponent; CR 702.174j: on an instant or
    sorcery the gift comes before its other effects; "the gift was promised" holds."""
    card = g.add_card("Alice", _gift_sorcery())
    g.add_mana("Alice", "U")
    sid = g.cast("Alice", card)                   # FirstOptionDecider: yes, promise it
    assert g.obj(sid).gift_promised_to == 1
    g.resolve_stack()
    assert g.zone("Bob", Zone.HAND) == ["Wastes"] and g.zone("Alice", Zone.HAND) == ["Wastes"]
    after = [e.text for e in g.log.entries][[e.kind for e in g.log.entries].index("resolve") + 1:]
    assert after[:2] == ["Wastes moves from library to hand", "Alice gains 2 life"]    # Bob's gift first


def test_a_gift_not_promised_gives_nothing_and_the_condition_is_false(g):
    card = g.add_card("Alice", _gift_sorcery())
    g.add_mana("Alice", "U")
    sid = g.cast("Alice", card, choices={ChoiceKind.MAY: [False]})
    assert g.obj(sid).gift_promised_to is None
    g.resolve_stack()
    assert g.zone("Bob", Zone.HAND) == [] and g.zone("Alice", Zone.HAND) == [] and g.life("Alice") == 22


def test_gift_a_tapped_fish_on_a_permanent_is_given_as_it_enters(g):
    """CR 702.174b, 702.174f: "When this permanent enters, if its gift cost was paid, the chosen
    player creates a tapped 1/1 blue Fish creature token"."""
    card = g.add_card("Alice", creature("Gift Otter", 2, 2, "1U", KeywordAbility("gift a tapped fish")))
    g.add_mana("Alice", "UC")
    g.cast("Alice", card)
    g.resolve_stack()
    fish = [g.state.objects[i] for i in g.state.battlefield if g.state.objects[i].name == "Fish Token"]
    assert [(f.controller, f.tapped, f.definition.power, f.definition.colors) for f in fish] == [
        (1, True, "1", (Color.BLUE,))]


def test_the_gift_goes_to_the_one_opponent_chosen():
    """CR 702.174a: with two opponents, only the chosen one gets the gift."""
    from cardtext.runtime.characteristics import Step
    from cardtext.runtime.engine.decider import FirstOptionDecider
    from cardtext.runtime.game import Game
    from rt_cards import WASTES
    g = Game(("Alice", "Bob", "Carol"), FirstOptionDecider())
    g.set_step(Step.MAIN1, "Alice", turn=3)
    for p in ("Alice", "Bob", "Carol"):
        g.set_library(p, [WASTES] * 5)
    card = g.add_card("Alice", _gift_sorcery())
    g.add_mana("Alice", "U")
    sid = g.cast("Alice", card, choices={ChoiceKind.MAY: [True], ChoiceKind.CHOOSE: [2]})
    assert g.obj(sid).gift_promised_to == 2
    g.resolve_stack()
    assert g.zone("Carol", Zone.HAND) == ["Wastes"] and g.zone("Bob", Zone.HAND) == []

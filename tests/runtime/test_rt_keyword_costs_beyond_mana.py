"""Keywords whose cost has parts other than mana, paid by the engine: flashback (CR 702.34a),
kicker (CR 702.33a), buyback (CR 702.27a) and cumulative upkeep, paid once for each age
counter, all of it or none (CR 702.24a). The mana part is `KeywordAbility.cost`, the others
`more_costs`, paid with it (CR 601.2h)."""
import pytest
from rt_cards import FOREST, LAND_YOU, cost, creature

from cardtext.runtime.abilities import CardDefinition, KeywordAbility, SpellAbility
from cardtext.runtime.characteristics import CardType, Step, Zone
from cardtext.runtime.costs import ManaCost, PayLife, Sacrifice
from cardtext.runtime.effects import GainLife
from cardtext.runtime.engine.decider import ChoiceKind
from cardtext.runtime.errors import IllegalAction
from cardtext.runtime.filters import Fixed

SACRIFICE_A_LAND = Sacrifice(LAND_YOU)


def spell(name, mana, *abilities):
    return CardDefinition(name, cost(mana), (CardType.SORCERY,),
                          abilities=(SpellAbility((GainLife(Fixed(3)),)),) + abilities)


def test_flashback_pays_life_with_its_mana(g):
    """CR 702.34a: "Flashback—{1}, Pay 3 life": cast from the graveyard for {1} and 3 life."""
    card = g.add_card("Alice", spell("Harvest", "3G", KeywordAbility(
        "flashback", cost=cost("1"), more_costs=(PayLife(Fixed(3)),))), Zone.GRAVEYARD)
    g.add_mana("Alice", "C")
    g.cast("Alice", card, alt="flashback")
    assert g.life("Alice") == 17 and g.pool("Alice") == []
    g.resolve_stack()
    assert g.life("Alice") == 20 and g.zone("Alice", Zone.EXILE) == ["Harvest"]


def test_flashback_of_no_mana_is_refused_when_its_sacrifice_cant_be_paid(g):
    """CR 702.34a, 601.2h: "Flashback—Sacrifice a land" with no land: the spell can't be cast."""
    card = g.add_card("Alice", spell("Dart", "R", KeywordAbility(
        "flashback", cost=ManaCost(), more_costs=(SACRIFICE_A_LAND,))), Zone.GRAVEYARD)
    with pytest.raises(IllegalAction):
        g.cast("Alice", card, alt="flashback")
    assert g.zone("Alice", Zone.GRAVEYARD) == ["Dart"]
    g.put_onto_battlefield("Alice", FOREST)
    g.cast("Alice", card, alt="flashback")
    assert g.zone("Alice", Zone.GRAVEYARD) == ["Forest"]


def test_kicker_sacrifice_only_when_kicked(g):
    """CR 702.33a: "Kicker—Sacrifice a land" is an optional additional cost: kicked, the land
    is sacrificed as the spell is cast; not kicked, nothing is."""
    kicker = KeywordAbility("kicker", cost=ManaCost(), more_costs=(SACRIFICE_A_LAND,))
    g.put_onto_battlefield("Alice", FOREST)
    g.add_mana("Alice", "G")
    sid = g.cast("Alice", g.add_card("Alice", spell("Timber", "G", kicker)), choices={ChoiceKind.MAY: [False]})
    assert not g.obj(sid).kicked and g.zone("Alice", Zone.BATTLEFIELD) == ["Forest"]
    g.resolve_stack()
    g.add_mana("Alice", "G")
    sid = g.cast("Alice", g.add_card("Alice", spell("Timber", "G", kicker)))
    assert g.obj(sid).kicked and g.zone("Alice", Zone.BATTLEFIELD) == []


def test_buyback_pays_life_and_returns_the_card(g):
    """CR 702.27a: "Buyback—Pay 4 life": paid, the spell goes to its owner's hand as it resolves."""
    card = g.add_card("Alice", spell("Slaughter", "B", KeywordAbility(
        "buyback", cost=ManaCost(), more_costs=(PayLife(Fixed(4)),))))
    g.add_mana("Alice", "B")
    g.cast("Alice", card)
    assert g.life("Alice") == 16
    g.resolve_stack()
    assert g.zone("Alice", Zone.HAND) == ["Slaughter"] and g.life("Alice") == 19


def _kraken(g):
    """A creature with "Cumulative upkeep—Sacrifice a land" (Polar Kraken's)."""
    return g.put_onto_battlefield("Alice", creature("Kraken", 11, 11, "8UUU", KeywordAbility(
        "cumulative upkeep", cost=ManaCost(), more_costs=(SACRIFICE_A_LAND,))))


def test_cumulative_upkeep_sacrifices_a_land_for_each_age_counter(g):
    """CR 702.24a: the second upkeep, with two age counters, takes two lands."""
    kraken = _kraken(g)
    for _ in range(3):
        g.put_onto_battlefield("Alice", FOREST)
    for ages, lands in ((1, 2), (2, 0)):
        g.set_step(Step.UNTAP, "Alice")
        g.advance_to(Step.UPKEEP, "Alice")
        g.resolve_stack()
        assert g.counters(kraken, "age") == ages
        assert g.zone("Alice", Zone.BATTLEFIELD).count("Forest") == lands


def test_cumulative_upkeep_is_paid_whole_or_not_at_all(g):
    """CR 702.24a: "either the entire set of costs is paid, or none of them is paid": two age
    counters and one land: the land stays and the permanent is sacrificed."""
    kraken = _kraken(g)
    g.obj(kraken).counters["age"] = 1
    g.put_onto_battlefield("Alice", FOREST)
    g.set_step(Step.UNTAP, "Alice")
    g.advance_to(Step.UPKEEP, "Alice")
    g.resolve_stack()
    assert g.zone("Alice", Zone.BATTLEFIELD) == ["Forest"]
    assert g.zone("Alice", Zone.GRAVEYARD) == ["Kraken"]


def test_cumulative_upkeep_pays_life_for_each_age_counter(g):
    """CR 702.24a: "Pay 1 life" with three age counters is 3 life."""
    ager = g.put_onto_battlefield("Alice", creature("Ager", 2, 2, "B", KeywordAbility(
        "cumulative upkeep", cost=ManaCost(), more_costs=(PayLife(Fixed(1)),))))
    g.obj(ager).counters["age"] = 2
    g.set_step(Step.UNTAP, "Alice")
    g.advance_to(Step.UPKEEP, "Alice")
    g.resolve_stack()
    assert g.counters(ager, "age") == 3 and g.life("Alice") == 17


def test_kicker_that_cant_be_paid_is_not_offered(g):
    """CR 601.2b, 601.2h: with no land to sacrifice, "Kicker—Sacrifice a land" can't be paid:
    the spell is cast unkicked, not refused, and a random player is offered the cast."""
    from cardtext.runtime.engine.legal_actions import legal_actions
    kicker = KeywordAbility("kicker", cost=ManaCost(), more_costs=(SACRIFICE_A_LAND,))
    card = g.add_card("Alice", spell("Timber", "G", kicker))
    g.add_mana("Alice", "G")
    assert any(a.kind == "cast" and a.object_id == card for a in legal_actions(g, 0))
    sid = g.cast("Alice", card)             # FirstOptionDecider would say yes to a kicker asked
    assert not g.obj(sid).kicked

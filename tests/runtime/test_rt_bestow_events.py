"""Bestow (CR 702.103) and the exercise harness performing action events (turn face up,
blocks, discard, untap, battalion) with the engine's own actions."""
import pytest
from rt_cards import GRIZZLY_BEARS, cost, creature

from cardtext.runtime.abilities import KeywordAbility, StaticAbility, TriggeredAbility
from cardtext.runtime.characteristics import CardType, Step, Zone
from cardtext.runtime.effects import GainLife
from cardtext.runtime.events import (AttacksWithOthers, BecomesBlockedBy, BecomesUntapped, BlocksCreature,
                                     Discarded, TurnedFaceUp)
from cardtext.compiler.harness.exercise import exercise_card
from cardtext.runtime.filters import Controller, Fixed, ObjectFilter, SelfRef
from cardtext.runtime.mechanics.keywords import implemented
from cardtext.runtime.engine.zones import move


def _nymph():
    from dataclasses import replace

    from cardtext.runtime.abilities import Anthem
    d = creature("Nymph", 2, 2, "3W", KeywordAbility("bestow", cost=cost("4W")),
                 StaticAbility(Anthem(ObjectFilter(types=(CardType.CREATURE,), attached_to_source=True), 2, 2)))
    return replace(d, types=(CardType.ENCHANTMENT, CardType.CREATURE))


def test_bestow_attaches_then_becomes_a_creature_when_unattached(g):
    assert implemented("bestow")
    bear = g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    card = g.add_card("Alice", _nymph())
    g.add_mana("Alice", "CCCCW")
    g.cast("Alice", card, alt="bestow", targets=[[bear]])
    g.resolve_stack()
    aura = g.obj("Nymph", Zone.BATTLEFIELD)
    assert aura.attached_to == bear and CardType.CREATURE not in aura.definition.types   # CR 702.103b
    assert g.pt(bear) == (4, 4)                       # "enchanted creature gets +2/+2"
    move(g, bear, Zone.GRAVEYARD)
    g.check_state()
    o = g.obj(aura.id)
    assert o.zone is Zone.BATTLEFIELD and o.attached_to is None                   # CR 702.103f
    assert CardType.CREATURE in o.definition.types and g.pt(o.id) == (2, 2)
    move(g, o.id, Zone.GRAVEYARD)
    assert g.zone("Alice", Zone.GRAVEYARD)[-1] == "Nymph"


def test_bestow_with_an_illegal_target_resolves_as_a_creature(g):
    bear = g.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    card = g.add_card("Alice", _nymph())
    g.add_mana("Alice", "CCCCW")
    g.cast("Alice", card, alt="bestow", targets=[[bear]])
    move(g, bear, Zone.GRAVEYARD)
    g.resolve_stack()
    o = g.obj("Nymph", Zone.BATTLEFIELD)                                          # CR 702.103e
    assert CardType.CREATURE in o.definition.types and o.attached_to is None


GAIN = (GainLife(Fixed(1)),)
CREATURE = ObjectFilter(types=(CardType.CREATURE,))


@pytest.mark.parametrize("event,extra", [
    (TurnedFaceUp(SelfRef()), (KeywordAbility("morph", cost=cost("1")),)),
    (BlocksCreature(SelfRef(), CREATURE), ()),
    (BecomesBlockedBy(SelfRef(), CREATURE), ()),
    (Discarded(Controller.OPPONENT), ()),
    (BecomesUntapped(SelfRef()), ()),
    (AttacksWithOthers(SelfRef(), 2), ()),
])
def test_the_exercise_performs_action_events(event, extra):
    card = creature("Eventful", 2, 2, "1G", *extra, TriggeredAbility(event, GAIN))
    result = exercise_card(card)
    assert result.ok, result.reasons
    assert any("triggers" in line for line in result.log)


def test_totem_armor_destroys_the_aura_instead(g):
    from cardtext.runtime.abilities import CardDefinition
    from cardtext.runtime.effects import Destroy
    from cardtext.runtime.engine.evaluation import Context
    from cardtext.runtime.engine.vm import run
    assert implemented("totem armor")
    bear = g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    umbra = CardDefinition("Umbra", cost("G"), (CardType.ENCHANTMENT,), subtypes=("Aura",),
                           abilities=(KeywordAbility("enchant", quality=ObjectFilter(types=(CardType.CREATURE,))),
                                      KeywordAbility("totem armor")))
    aura = g.put_onto_battlefield("Alice", umbra, attach_to=bear)
    g.obj(bear).damage = 1
    with g.transaction():
        run(g, Context(0, bear), (Destroy(SelfRef()),))
    assert g.obj(bear).zone is Zone.BATTLEFIELD and g.obj(bear).damage == 0         # CR 702.89a
    assert g.zone("Alice", Zone.GRAVEYARD) == ["Umbra"] and aura not in g.state.battlefield
    with g.transaction():                                          # no Aura left: it is destroyed
        run(g, Context(0, bear), (Destroy(SelfRef()),))
    assert "Grizzly Bears" in g.zone("Alice", Zone.GRAVEYARD)


def _sorcery(name, mana, *abilities, kind=CardType.SORCERY):
    from cardtext.runtime.abilities import CardDefinition, SpellAbility
    return CardDefinition(name, cost(mana), (kind,), abilities=(SpellAbility(GAIN),) + abilities)


def test_surge_needs_another_spell_this_turn(g):
    from cardtext.runtime.errors import IllegalAction
    assert implemented("surge")
    card = g.add_card("Alice", _sorcery("Surger", "4R", KeywordAbility("surge", cost=cost("R"))))
    g.add_mana("Alice", "R")
    with pytest.raises(IllegalAction, match="702.117a"):
        g.cast("Alice", card, alt="surge")
    first = g.add_card("Alice", _sorcery("First", "1"))
    g.add_mana("Alice", "C")
    g.cast("Alice", first)
    g.resolve_stack()
    g.add_mana("Alice", "R")
    g.cast("Alice", card, alt="surge")
    g.resolve_stack()
    assert g.life("Alice") == 22


def test_rebound_exiles_then_casts_again_at_the_next_upkeep(g):
    assert implemented("rebound")
    card = g.add_card("Alice", _sorcery("Bouncer", "1", KeywordAbility("rebound")))
    g.add_mana("Alice", "C")
    g.cast("Alice", card)
    g.resolve_stack()
    assert g.zone("Alice", Zone.EXILE) == ["Bouncer"] and g.life("Alice") == 21
    g.set_step(Step.UNTAP, "Alice", turn=5)
    g.advance_to(Step.UPKEEP, "Alice")
    g.resolve_stack()
    assert g.life("Alice") == 22 and g.zone("Alice", Zone.GRAVEYARD) == ["Bouncer"]   # not again


def test_dredge_replaces_a_draw(g):
    from cardtext.runtime.engine.zones import draw
    assert implemented("dredge")
    g.add_card("Alice", creature("Dredger", 1, 1, "B", KeywordAbility("dredge", number=3)), Zone.GRAVEYARD)
    with g.transaction():
        draw(g, 0)
    assert g.zone("Alice", Zone.HAND) == ["Dredger"] and len(g.zone("Alice", Zone.LIBRARY)) == 7
    assert g.zone("Alice", Zone.GRAVEYARD).count("Wastes") == 3


def test_emerge_sacrifices_a_creature_and_reduces_the_cost(g):
    from cardtext.runtime.errors import IllegalAction
    assert implemented("emerge")
    card = g.add_card("Alice", creature("Emerger", 5, 5, "6G", KeywordAbility("emerge", cost=cost("5G"))))
    g.add_mana("Alice", "CCCG")
    with pytest.raises(IllegalAction, match="702.119a"):
        g.cast("Alice", card, alt="emerge")          # nothing to sacrifice
    g.put_onto_battlefield("Alice", GRIZZLY_BEARS)       # mana value 2: {5}{G} - 2 = {3}{G}
    g.cast("Alice", card, alt="emerge")
    g.resolve_stack()
    assert g.zone("Alice", Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert g.obj("Emerger", Zone.BATTLEFIELD) is not None


def test_entwine_chooses_every_mode_and_adds_its_cost(g):
    from cardtext.runtime.abilities import CardDefinition, SpellAbility
    from cardtext.runtime.effects import ChooseModes, Draw, Mode
    assert implemented("entwine")
    modes = ChooseModes((Mode((GainLife(Fixed(2)),)), Mode((Draw(Fixed(1)),))))
    card = g.add_card("Alice", CardDefinition("Twin", cost("1"), (CardType.SORCERY,), abilities=(
        SpellAbility((modes,)), KeywordAbility("entwine", cost=cost("2")))))
    g.add_mana("Alice", "CCC")
    g.cast("Alice", card)                    # the first-option decider says yes to entwine
    assert not g.state.players[0].pool       # {1} + entwine {2}
    g.resolve_stack()
    assert g.life("Alice") == 22 and g.zone("Alice", Zone.HAND) == ["Wastes"]

"""Craft (CR 702.167, current rules; the 2022 text has no craft): "Craft with [materials] [cost]"
means "[Cost], Exile this permanent, Exile [materials] from among permanents you control and/or
cards in your graveyard: Return this card to the battlefield transformed under its owner's control.
Activate only as a sorcery." (702.167a). No corpus card has craft: the double-faced cards here are
made up."""
import pytest
from rt_cards import GRIZZLY_BEARS, MEMNITE

from cardtext.compiler.api import compile_card
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime import costs as C
from cardtext.runtime.abilities import ActivatedAbility
from cardtext.runtime.characteristics import CardType, Step, Zone
from cardtext.runtime.effects import ReturnToBattlefield
from cardtext.runtime.errors import IllegalAction
from cardtext.runtime.filters import ObjectFilter, PaidRef

BACK = CardSource("Awakened Engine", "Flying", "", "Artifact Creature — Construct", power="4", toughness="4")
COG = compile_card(CardSource("Spare Cog", "", "{1}", "Artifact")).definition


def crafter(text: str, type_line: str = "Artifact"):
    compiled = compile_card(CardSource("Dormant Engine", text, "{1}", type_line, back_face=BACK))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    assert all(c.equal for c in check_card(compiled))
    return compiled.definition


def test_craft_is_the_activated_ability_the_rule_spells_out():
    """CR 702.167a: the cost, then exiling this permanent and the materials; the effect returns
    this card transformed under its owner's control; only as a sorcery."""
    (ability,) = crafter("Craft with artifact {3}{W}").abilities
    assert isinstance(ability, ActivatedAbility) and ability.keyword == "craft"
    mana, this, materials = ability.costs
    assert this == C.ExileFromZone(ObjectFilter(), self_only=True)
    assert materials == C.ExileMaterials(ObjectFilter(types=(CardType.ARTIFACT,)))
    assert ability.effects == (ReturnToBattlefield(PaidRef("exiled"), under_owner_control=True, transformed=True),)
    assert ability.timing.sorcery_speed


@pytest.mark.parametrize("materials, count, or_more", [
    ("two creatures", 2, False), ("one or more other creatures", 1, True),
    ("one or more other nonland permanents and/or nonland cards", 1, True)])
def test_the_materials_are_a_number_of_objects_or_that_many_or_more(materials, count, or_more):
    (ability,) = crafter(f"Craft with {materials} {{2}}{{G}}").abilities
    cost = ability.costs[2]
    assert (cost.count, cost.or_more) == (count, or_more)


def test_craft_on_a_card_with_no_back_face_is_reported():
    """CR 712.1, 701.28c: a card with no back face can't return transformed: the line is not read
    as fully compiled."""
    compiled = compile_card(CardSource("Lonely Engine", "Craft with artifact {3}{W}", "{1}", "Artifact"))
    assert not compiled.fully_compiled


def _craft(g, text: str, mana: str = "WWWW"):
    g.put_onto_battlefield("Alice", crafter(text))
    g.add_mana("Alice", mana)
    g.activate("Alice", "Dormant Engine", "craft")
    g.resolve_stack()


def test_crafting_exiles_the_permanent_and_a_material_and_returns_it_transformed(g):
    """CR 702.167a: Alice exiles the Engine and her Spare Cog; the card returns as its back face."""
    g.put_onto_battlefield("Alice", COG)
    _craft(g, "Craft with artifact {3}{W}")
    assert g.zone("Alice", Zone.BATTLEFIELD) == ["Awakened Engine"]
    assert g.zone("Alice", Zone.EXILE) == ["Spare Cog"]


def test_a_material_may_come_from_the_graveyard(g):
    """CR 702.167a: "cards in your graveyard": with no other artifact on the battlefield, the
    artifact card in Alice's graveyard is exiled."""
    g.add_card("Alice", COG, Zone.GRAVEYARD)
    _craft(g, "Craft with artifact {3}{W}")
    assert g.zone("Alice", Zone.BATTLEFIELD) == ["Awakened Engine"]
    assert g.zone("Alice", Zone.EXILE) == ["Spare Cog"] and g.zone("Alice", Zone.GRAVEYARD) == []


def test_materials_from_both_zones_at_once(g):
    """CR 702.167a: "permanents you control and/or cards in your graveyard": two creatures, one on
    the battlefield and one in the graveyard."""
    g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    g.add_card("Alice", MEMNITE, Zone.GRAVEYARD)
    _craft(g, "Craft with two creatures {2}{W}")
    assert sorted(g.zone("Alice", Zone.EXILE)) == ["Grizzly Bears", "Memnite"]
    assert g.zone("Alice", Zone.BATTLEFIELD) == ["Awakened Engine"]


def test_without_enough_materials_craft_cant_be_activated(g):
    """CR 118.3, 702.167a: one creature can't pay for two; another player's creature and the
    crafting permanent itself are no materials."""
    g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    g.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    g.put_onto_battlefield("Alice", crafter("Craft with two creatures {2}{W}", "Artifact Creature — Golem"))
    g.add_mana("Alice", "WWW")
    with pytest.raises(IllegalAction, match="702.167a"):
        g.activate("Alice", "Dormant Engine", "craft")
    assert g.obj("Dormant Engine").zone is Zone.BATTLEFIELD


def test_craft_only_as_a_sorcery(g):
    """CR 702.167a: "Activate only as a sorcery": not on Bob's turn."""
    g.put_onto_battlefield("Alice", COG)
    g.put_onto_battlefield("Alice", crafter("Craft with artifact {3}{W}"))
    g.set_step(Step.MAIN1, "Bob", turn=4)
    g.add_mana("Alice", "WWWW")
    with pytest.raises(IllegalAction):
        g.activate("Alice", "Dormant Engine", "craft")

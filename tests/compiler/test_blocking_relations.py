"""Creatures "blocking or blocked by ~" (CR 509.1g-h) and "At end of combat, ..." on a permanent,
a triggered ability (CR 511.2), where on a spell the same words set up a delayed trigger (CR 603.7)."""
import pytest

from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import abilities as R
from cardtext.runtime.characteristics import Step
from cardtext.runtime.events import Whose

from .conftest import compile_text

BEAST = "Creature — Beast"


def test_blocking_or_blocked_by_self_is_one_filter():
    card = compile_text("Creatures blocking or blocked by ~ have lifelink.", type_line=BEAST)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (static,) = card.definition.abilities
    f = static.effect.objects
    assert f.blocking_or_blocked_by_self and not f.blocking_self
    assert all(c.equal for c in check_card(card))


@pytest.mark.parametrize("text", ["At end of combat, destroy all creatures blocking or blocked by ~.",
                                  "At end of combat, put a -0/-2 counter on each creature blocking or blocked by ~."])
def test_at_end_of_combat_on_a_permanent_triggers_each_end_of_combat(text):
    card = compile_text(text, type_line=BEAST)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (ability,) = card.definition.abilities
    assert isinstance(ability, R.TriggeredAbility)
    assert (ability.event.step, ability.event.whose) == (Step.END_OF_COMBAT, Whose.EACH)
    assert all(c.equal for c in check_card(card))


def test_at_end_of_combat_on_a_spell_stays_a_delayed_trigger():
    card = compile_text("At end of combat, you gain 2 life.", type_line="Instant")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (ability,) = card.definition.abilities
    assert isinstance(ability, R.SpellAbility)


@pytest.mark.parametrize("text", [
    "Return all creatures blocking or blocked by target creature to their owner's hand.",
])
def test_other_blocking_relations_stay_unsupported(text):
    assert not compile_text(text, type_line=BEAST).fully_compiled


@pytest.mark.parametrize("text", [
    "Each creature you control can block an additional creature each combat.",
    "Each creature you control with a +1/+1 counter on it can block an additional creature each combat.",
])
def test_each_creature_of_a_group_can_block_an_additional_creature(text):
    card = compile_text(text, type_line="Enchantment")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (static,) = card.definition.abilities
    assert isinstance(static.effect, R.AdditionalBlocks) and static.effect.number == 1
    assert all(c.equal for c in check_card(card))


@pytest.mark.parametrize("walk", ["islandwalk", "swampwalk", "forestwalk", "mountainwalk", "plainswalk"])
def test_creatures_with_landwalk_can_be_blocked_as_though_they_didnt_have_it(walk):
    card = compile_text(f"Creatures with {walk} can be blocked as though they didn't have {walk}.",
                        type_line="Enchantment")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (static,) = card.definition.abilities
    assert isinstance(static.effect, R.BlockableDespite) and static.effect.keyword == walk
    assert static.effect.objects.keywords == (walk,)
    assert all(c.equal for c in check_card(card))


@pytest.mark.parametrize("combat", [True, False])
def test_is_dealt_combat_damage_is_a_trigger_on_combat_damage(combat):
    words = "combat damage" if combat else "damage"
    card = compile_text(f"Whenever ~ is dealt {words}, you gain that much life.", type_line=BEAST)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (ability,) = card.definition.abilities
    assert ability.event.combat_only is combat
    assert all(c.equal for c in check_card(card))


@pytest.mark.parametrize("text, plural", [
    ("Wall creatures can attack as though they didn't have defender.", True),
    ("~ can attack as though it didn't have defender as long as you control a Gate.", False),
])
def test_can_attack_as_though_it_didnt_have_defender(text, plural):
    card = compile_text(text, type_line=BEAST)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (static,) = card.definition.abilities
    assert isinstance(static.effect, R.CanAttackDespiteDefender)
    assert (static.condition is None) is plural
    assert all(c.equal for c in check_card(card))


def test_one_or_more_creatures_deal_combat_damage_to_a_player():
    card = compile_text("Whenever one or more creatures you control deal combat damage to a player, investigate.",
                        type_line="Enchantment")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (ability,) = card.definition.abilities
    assert ability.event.one_or_more and ability.event.combat_only and ability.event.to_player
    assert all(c.equal for c in check_card(card))


@pytest.mark.parametrize("state", ["attacking", "blocking"])
def test_has_first_strike_as_long_as_its_attacking_reads_the_source(state):
    card = compile_text(f"~ has first strike as long as it's {state}.", type_line=BEAST)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (static,) = card.definition.abilities
    assert type(static.condition).__name__ == "SourceState" and static.condition.state == state
    assert all(c.equal for c in check_card(card))

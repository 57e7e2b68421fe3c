"""A clause's subject shared with the clause before ("target player draws two cards and loses 2
life", "~ gets +2/+0 until end of turn and deals 1 damage to you") and objects other than the
source dealing damage ("that creature deals damage equal to its power to its controller",
CR 120.3): each compiles to the effect it means and renders back to the same meaning."""
import pytest

from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E
from cardtext.runtime.filters import CountersOn, PlayerRef, PowerOf, SelfRef, TargetRef

from .conftest import compile_text


def effects_of(card, rendered_back: bool = True):
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert not rendered_back or all(c.equal for c in check_card(card))
    return card.definition.abilities[-1].effects


def test_the_target_player_who_draws_is_the_one_who_loses_life():
    draw, lose = effects_of(compile_text("Target player draws two cards and loses 2 life.", type_line="Sorcery"))
    assert isinstance(draw, E.Draw) and isinstance(lose, E.LoseLife)
    assert draw.player == lose.player == PlayerRef.TARGET_PLAYER


def test_each_player_draws_then_discards_then_loses_life():
    draw, discard, lose = effects_of(compile_text(
        "Each player draws two cards, then discards three cards, then loses 4 life.", type_line="Sorcery"),
        rendered_back=False)      # rendered "..., then each player discards three cards and loses 4 life"
    assert isinstance(lose, E.LoseLife) and lose.player == draw.player == PlayerRef.EACH_PLAYER


def test_loses_life_with_no_player_before_it_is_not_understood():
    card = compile_text("Draw two cards and loses 2 life.", type_line="Sorcery")
    assert not card.fully_compiled


def test_another_player_losing_life_after_and_is_a_second_clause():
    damage, lose = effects_of(compile_text(
        "{T}: ~ deals 1 damage to target creature and that creature's controller loses 1 life."))
    assert isinstance(damage, E.DealDamage) and isinstance(lose, E.LoseLife)


def test_that_creature_is_the_source_and_its_power_the_amount():
    tap, damage = effects_of(compile_text(
        "Tap target untapped creature. That creature deals damage equal to its power to its controller.",
        type_line="Instant"))
    assert damage.source == TargetRef(0) and damage.amount == PowerOf(TargetRef(0))


def test_each_of_two_creatures_deals_damage_equal_to_its_own_power():
    first, second = effects_of(compile_text(
        "{T}: ~ deals damage equal to its power to target creature. "
        "That creature deals damage equal to its power to ~.", power="3", toughness="3"))
    assert first.amount == PowerOf(SelfRef()) and first.objects == TargetRef(0)
    assert second.source == TargetRef(0) and second.amount == PowerOf(TargetRef(0))


@pytest.mark.parametrize("text", [
    "{R}{R}: ~ gets +2/+0 until end of turn and deals 1 damage to you.",
    "{G}: ~ gains forestwalk until end of turn and deals 1 damage to you.",
])
def test_the_object_that_gets_or_gains_deals_the_damage(text):
    *_, damage = effects_of(compile_text(text, power="1", toughness="1"))
    assert isinstance(damage, E.DealDamage) and damage.source == SelfRef()


def test_deals_damage_after_two_objects_is_not_understood():
    card = compile_text("Target creature and ~ get +1/+0 until end of turn and deal 1 damage to you.")
    assert not card.fully_compiled


def test_it_deals_damage_after_sacrifice_is_a_second_clause():
    sacrifice, damage = effects_of(compile_text(
        "When another creature enters, sacrifice ~ and it deals 3 damage to target player."))
    assert isinstance(sacrifice, E.SacrificeObjects) and damage.source == SelfRef()


def test_x_defined_in_one_sentence_is_the_x_of_a_later_sentence():
    """CR 107.3: "pay {X}, where X is the number of +1/+1 counters on it. If you don't, ... it
    deals X damage to you": the same X."""
    (_put, may) = effects_of(compile_text(
        "At the beginning of your upkeep, put a +1/+1 counter on ~. Then you may pay {X}, where X is "
        "the number of +1/+1 counters on it. If you don't, tap ~ and it deals X damage to you.", power="1", toughness="1"))
    damage = may.if_not_done[-1]
    assert damage.amount == CountersOn(SelfRef(), "+1/+1")


def test_mana_value_equal_to_the_counters_on_the_source():
    """"with mana value equal to the number of charge counters on ~" (CR 202.3, 122.1): the
    number is read from the source as the filter is asked, compared for equality."""
    from cardtext.runtime.filters import Compare
    card = compile_text("{T}, Sacrifice ~: Destroy each nonland permanent with mana value equal to the number "
                        "of charge counters on ~.", type_line="Artifact")
    (destroy,) = effects_of(card)
    (test,) = destroy.objects.filter.tests
    assert test.compare is Compare.EQ and test.than_source_counters == "charge"


def test_blocks_or_becomes_blocked_by_one_or_more_triggers_once():
    """CR 509.5e: "one or more black creatures" is a number of creatures, at least one."""
    from cardtext.runtime import events as V
    card = compile_text("Whenever ~ blocks or becomes blocked by one or more black creatures, "
                        "~ gets +2/+0 until end of turn.")
    assert card.fully_compiled and all(c.equal for c in check_card(card))
    event = card.definition.abilities[0].event
    assert isinstance(event, V.AnyOf) and all(e.at_least == 1 for e in event.events)


def test_blocks_two_or_more_creatures():
    from cardtext.runtime import events as V
    card = compile_text("Whenever ~ blocks two or more creatures, it gains first strike until end of turn.")
    assert card.fully_compiled and all(c.equal for c in check_card(card))
    event = card.definition.abilities[0].event
    assert isinstance(event, V.BlocksCreature) and event.at_least == 2


def test_one_or_more_blockers_of_another_object_is_not_supported():
    """"it" there would be read as one of the blockers, which the event does not single out."""
    card = compile_text("Equipped creature gets +1/+1.\nWhenever equipped creature becomes blocked by one or more "
                        "colorless creatures, it gains deathtouch until end of turn.\nEquip {2}",
                        type_line="Artifact — Equipment")
    assert not card.fully_compiled


def test_it_after_another_objects_block_is_not_the_blocker():
    """"Whenever a creature you control becomes blocked by a creature, it ...": the event's object
    is the blocker, and "it" means the blocked creature, which no reference names yet: refused
    rather than read as the blocker. "That creature" (the blocker) still reads."""
    assert not compile_text("Whenever a creature you control becomes blocked by a creature, it gets +1/+1 until "
                            "end of turn.").fully_compiled
    assert compile_text("Whenever ~ becomes blocked by a creature, destroy that creature.").fully_compiled

""""Creatures your opponents control attack this turn if able." (CR 508.1d): the requirement of
"attacks each combat if able", for the turn (CR 611.2a), on each creature of the group as the
effect resolves; "Those creatures attack ..." and "Each creature dealt damage this way attacks
..." name the objects an earlier step acted on (CR 608.2c)."""
from cardtext.compiler.harness.exercise import exercise_card
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime.abilities import RestrictedAction
from cardtext.runtime.effects import AddRestriction, DealDamage
from cardtext.runtime.filters import ControlledBy, DealtDamageRef, EachRef

from .conftest import compile_corpus_card, compile_text

ATTACK = RestrictedAction.ATTACK_EACH_COMBAT.value


def _round_trips(card) -> bool:
    return all(c.equal for c in check_card(card))


def test_bident_of_thassa_each_creature_an_opponent_controls_attacks(corpus):
    """Bident of Thassa: "{1}{U}, {T}: Creatures your opponents control attack this turn if able."
    The bare plural subject is each such creature as the ability resolves."""
    card = compile_corpus_card(corpus["Bident of Thassa"])
    (requirement,) = card.definition.abilities[-1].effects
    assert isinstance(requirement, AddRestriction) and requirement.action == ATTACK
    assert isinstance(requirement.objects, EachRef)
    assert card.fully_compiled and _round_trips(card)
    assert exercise_card(card.definition).verified


def test_incite_war_creatures_target_player_controls_attack(corpus):
    """Incite War: "• Creatures target player controls attack this turn if able." """
    card = compile_corpus_card(corpus["Incite War"])
    assert card.fully_compiled and _round_trips(card)
    requirement = card.definition.abilities[0].effects[0].modes[0].effects[0]
    assert isinstance(requirement.objects, ControlledBy) and requirement.action == ATTACK


def test_those_creatures_attack_takes_the_plural_verb():
    """"Those creatures attack this turn if able." renders with the verb as written."""
    card = compile_text("All creatures your opponents control get -1/-1 until end of turn. "
                        "Those creatures attack this turn if able.", type_line="Instant")
    assert card.fully_compiled and _round_trips(card)
    assert "those creatures attack this turn if able." in check_card(card)[0].rendered


def test_aggravate_each_creature_dealt_damage_this_way_attacks(corpus):
    """Aggravate: "~ deals 1 damage to each creature target player controls. Each creature dealt
    damage this way attacks this turn if able." Only the creatures the damage reached (CR 120.1)."""
    card = compile_corpus_card(corpus["Aggravate"])
    damage, requirement = card.definition.abilities[0].effects
    assert isinstance(damage, DealDamage) and isinstance(requirement.objects, DealtDamageRef)
    assert requirement.action == ATTACK
    assert card.fully_compiled and _round_trips(card)


def test_a_singular_bare_subject_is_no_group():
    """"Creature your opponents control attack ..." (no determiner, singular) is not a group."""
    card = compile_text("Creature your opponents control attack this turn if able.", type_line="Instant")
    assert not card.fully_compiled

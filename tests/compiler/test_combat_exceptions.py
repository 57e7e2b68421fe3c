"""Combat phrases: "You may have ~ assign its combat damage as though it weren't blocked" (CR
510.1c), "remove it from combat" (CR 506.4), and "you may A and B", where the player may do A and
B together (CR 608.2d); "... and can attack this turn as though it didn't have defender" (CR
702.3b) and "~ can block an additional creature this turn" (CR 509.1a); "nonattacking" and
"nonblocking" creatures."""
import pytest

from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import abilities as R
from cardtext.runtime import effects as E
from cardtext.runtime.filters import SelfRef, TargetRef

from .conftest import compile_text


def _compiled(text: str, type_line: str = "Creature — Wolf"):
    card = compile_text(text, type_line=type_line, power="3", toughness="3")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal and c.lowered_equal for c in check_card(card, lowered=True)), \
        [(c.printed, c.displayed) for c in check_card(card)]
    return card


def test_assigning_combat_damage_as_though_it_werent_blocked_is_a_static_about_itself():
    card = _compiled("You may have ~ assign its combat damage as though it weren't blocked.")
    (static,) = card.definition.abilities
    assert static.effect == R.AssignsAsThoughUnblocked(SelfRef())


def test_the_third_person_assigns_is_not_read_after_you_may_have():
    card = compile_text("You may have ~ assigns its combat damage as though it weren't blocked.",
                        type_line="Creature — Wolf", power="3", toughness="3")
    assert not card.fully_compiled


def test_remove_target_creature_from_combat():
    card = _compiled("Remove target creature from combat.", type_line="Instant")
    (spell,) = card.definition.abilities
    assert spell.effects == (E.RemoveFromCombat(TargetRef(0)),)


def test_untap_and_remove_it_from_combat_both_happen_only_if_you_choose_to():
    # CR 608.2d: "you may" covers both instructions joined by "and"
    card = _compiled("Whenever ~ becomes blocked, you may untap it and remove it from combat.")
    (trigger,) = card.definition.abilities
    assert trigger.effects == (E.Optional((E.UntapObjects(SelfRef()), E.RemoveFromCombat(SelfRef()))),)


@pytest.mark.parametrize("text, second", [
    ("When ~ enters, you may tap target creature and put a stun counter on it.", E.PutCounters),
    ("Whenever ~ attacks, you may untap target creature and gain control of it until end of turn.",
     E.GainControl),
])
def test_a_clause_joined_to_you_may_by_and_before_its_verb_is_optional_too(text, second):
    card = compile_text(text, type_line="Creature — Wolf", power="3", toughness="3")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (trigger,) = card.definition.abilities
    (optional,) = trigger.effects
    assert isinstance(optional, E.Optional) and isinstance(optional.effects[1], second)


def test_removing_a_player_from_combat_is_refused():
    card = compile_text("Remove target player from combat.", type_line="Instant")
    assert not card.fully_compiled


def test_a_pump_and_attacking_despite_defender_both_apply_to_the_subject_before():
    card = _compiled("{3}: ~ gets +3/-1 until end of turn and can attack this turn as though it didn't have "
                     "defender.")
    (ability,) = card.definition.abilities
    assert ability.effects[1] == E.AttackDespiteDefender(SelfRef())


def test_blocking_an_additional_creature_this_turn_is_a_granted_static_until_end_of_turn():
    card = _compiled("{2}: ~ can block an additional creature this turn.")
    (ability,) = card.definition.abilities
    assert ability.effects == (E.GainAbility(SelfRef(), R.StaticAbility(R.AdditionalBlocks(SelfRef()))),)


def test_blocking_an_additional_land_is_refused():
    card = compile_text("{2}: ~ can block an additional land this turn.", type_line="Creature — Wall",
                        power="0", toughness="4")
    assert not card.fully_compiled


@pytest.mark.parametrize("words, state", [("nonattacking", "nonattacking"), ("nonblocking", "nonblocking"),
                                          ("nonattacking, nonblocking", "nonattacking_nonblocking")])
def test_a_creature_not_in_combat(words, state):
    card = _compiled(f"Target {words} creature gets +0/+2 until end of turn.", type_line="Instant")
    (spell,) = card.definition.abilities
    assert spell.targets[0].filter.combat == state


@pytest.mark.parametrize("words, state", [
    ("that's attacking you", "attacking_you"),
    ("that's attacking you or a planeswalker you control", "attacking_you_or_planeswalker")])
def test_a_creature_attacking_you(words, state):
    card = _compiled(f"Exile target creature without flying {words}.", type_line="Instant")
    (spell,) = card.definition.abilities
    assert spell.targets[0].filter.combat == state


def test_creatures_with_flying_or_reach_have_either_keyword():
    card = _compiled("~ can't be blocked except by creatures with flying or reach.")
    (static,) = card.definition.abilities
    assert static.effect.except_by and static.effect.blockers.either_keywords == ("flying", "reach")


def test_blockers_joined_by_and_or_are_either_group():
    card = _compiled("~ can't be blocked except by artifact creatures and/or white creatures.")
    (static,) = card.definition.abilities
    assert len(static.effect.blockers.alternatives) == 2


def test_blockers_joined_by_and_or_this_turn():
    card = _compiled("Target creature can't be blocked this turn except by artifact creatures and/or red "
                     "creatures.", type_line="Instant")
    (spell,) = card.definition.abilities
    assert len(spell.effects[0].ability.effect.blockers.alternatives) == 2


def test_a_restriction_said_with_if_holds_while_the_condition_does():
    card = _compiled("~ can't attack if defending player controls an untapped creature with power 3 or greater.")
    (static,) = card.definition.abilities
    assert type(static.condition).__name__ == "PlayerControls"


def test_blocking_any_number_of_creatures_this_turn():
    card = _compiled("Target creature can block any number of creatures this turn.", type_line="Instant")
    (spell,) = card.definition.abilities
    assert spell.effects[0].ability.effect.number is None


def test_skipping_the_next_combat_phase_is_the_phase_not_its_first_step():
    card = _compiled("When ~ enters, target opponent skips their next combat phase.")
    (trigger,) = card.definition.abilities
    (skip,) = trigger.effects
    assert skip.phase and skip.skipped == ("phase", skip.step)

"""Trigger events, beginning-of-step variants, intervening-if conditions (CR 603.4) and
trigger subjects: each phrase shape lowers to the right objects and renders back exactly."""
import pytest

from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E
from cardtext.runtime import events as V
from cardtext.runtime.abilities import TriggeredAbility
from cardtext.runtime.characteristics import CardType, Step
from cardtext.runtime.filters import (AttackedThisTurn, CastFromHand, Compare, Controller,
                                      ControlNone, CounterCount, CreatureDiedThisTurn,
                                      LifeTotal, ObjectFilter, PlayerRef, SelfRef, SourceState,
                                      WasKicked, YourTurn)

from .conftest import compile_text

CREATURE = ObjectFilter(types=(CardType.CREATURE,))


def triggered(text, type_line="Creature — Test"):
    card = compile_text(text, type_line=type_line)
    assert card.diagnostics == (), [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
    (ability,) = card.definition.abilities
    assert isinstance(ability, TriggeredAbility)
    return ability


# ------------------------------------------------------------------ events
def test_turned_face_up():
    a = triggered("When Test Card is turned face up, draw a card.")
    assert a.event == V.TurnedFaceUp(SelfRef()) and a.condition is None


def test_becomes_the_target_of_a_spell_or_ability():
    a = triggered("Whenever Test Card becomes the target of a spell or ability, draw a card.")
    assert a.event == V.BecomesTarget(SelfRef(), Controller.ANY)


def test_becomes_the_target_of_an_opponents_spell_or_ability():
    a = triggered("Whenever another permanent you control becomes the target of a spell or "
                  "ability an opponent controls, draw a card.")
    assert a.event.by is Controller.OPPONENT
    assert a.event.subject.other and a.event.subject.controller is Controller.YOU


def test_heroic_spell_that_targets_self():
    a = triggered("Heroic — Whenever you cast a spell that targets Test Card, draw a card.")
    assert isinstance(a.event, V.SpellTargets) and a.event.player is Controller.YOU
    assert a.event.subject == SelfRef() and a.event.filter.spell


def test_attacks_and_isnt_blocked():
    a = triggered("Whenever Test Card attacks and isn't blocked, draw a card.")
    assert a.event == V.AttacksUnblocked(SelfRef())


def test_becomes_blocked_by_a_creature_that_creature_is_the_blocker():
    a = triggered("Whenever Test Card becomes blocked by a creature, destroy that creature.")
    assert a.event == V.BecomesBlockedBy(SelfRef(), CREATURE)
    from cardtext.runtime.filters import EventObjectRef
    assert a.effects[0].objects == EventObjectRef()


def test_blocks_a_creature():
    a = triggered("Whenever Test Card blocks a creature, draw a card.")
    assert a.event == V.BlocksCreature(SelfRef(), CREATURE)


def test_blocks_or_becomes_blocked_by():
    a = triggered("Whenever Test Card blocks or becomes blocked by a creature, draw a card.")
    assert a.event == V.AnyOf((V.BlocksCreature(SelfRef(), CREATURE),
                               V.BecomesBlockedBy(SelfRef(), CREATURE)))


def test_when_you_cycle_self():
    a = triggered("When you cycle Test Card, draw a card.")
    assert a.event == V.Cycled(Controller.YOU, self_only=True)


def test_whenever_a_player_cycles_a_card():
    a = triggered("Whenever a player cycles a card, draw a card.")
    assert a.event == V.Cycled(Controller.ANY, self_only=False)


def test_cycle_or_discard_is_one_discard_event():
    a = triggered("Whenever you cycle or discard a card, draw a card.")
    assert isinstance(a.event, V.Discarded) and a.event.player is Controller.YOU


def test_one_or_more_counters_are_put_on():
    a = triggered("Whenever one or more +1/+1 counters are put on a creature you control, "
                  "draw a card.")
    assert a.event.counter == "+1/+1" and a.event.subject.controller is Controller.YOU


@pytest.mark.parametrize("text, player", [
    ("Whenever an opponent casts a creature spell, draw a card.", Controller.OPPONENT),
    ("Whenever a player casts an instant spell, draw a card.", Controller.ANY),
])
def test_other_players_casting(text, player):
    a = triggered(text)
    assert isinstance(a.event, V.SpellCast) and a.event.player is player


def test_whenever_you_sacrifice():
    a = triggered("Whenever you sacrifice a creature, draw a card.")
    assert a.event == V.Sacrificed(CREATURE, Controller.YOU)


def test_whenever_you_draw_a_card():
    a = triggered("Whenever you draw a card, you gain 1 life.")
    assert a.event == V.CardDrawn(Controller.YOU)


def test_whenever_an_opponent_discards():
    a = triggered("Whenever an opponent discards a card, draw a card.")
    assert isinstance(a.event, V.Discarded) and a.event.player is Controller.OPPONENT


def test_state_trigger_control_no():
    a = triggered("When you control no Swamps, sacrifice Test Card.")
    assert isinstance(a.event, V.StateTrigger) and isinstance(a.event.condition, ControlNone)
    assert a.event.condition.filter.subtypes == ("Swamp",)


def test_state_trigger_counters():
    a = triggered("When there are five or more plot counters on Test Card, sacrifice it.")
    assert a.event == V.StateTrigger(CounterCount(SelfRef(), "plot", Compare.GE, 5))


def test_becomes_untapped():
    a = triggered("Inspired — Whenever Test Card becomes untapped, draw a card.")
    assert a.event == V.BecomesUntapped(SelfRef())


def test_creature_dealt_damage_by_self_dies():
    a = triggered("Whenever a creature dealt damage by Test Card this turn dies, draw a card.")
    assert a.event == V.DamagedBySourceDies(CREATURE)


def test_battalion():
    a = triggered("Battalion — Whenever Test Card and at least two other creatures attack, "
                  "draw a card.")
    assert a.event == V.AttacksWithOthers(SelfRef(), 2)


def test_deals_damage_to_anything():
    a = triggered("Whenever enchanted creature deals damage, you gain 1 life.",
                  type_line="Enchantment — Aura")
    assert a.event.combat_only is False and a.event.to_player is False
    assert a.event.subject.attached_to_source


# ------------------------------------------------------------------ beginning of step
@pytest.mark.parametrize("text, step, whose", [
    ("At the beginning of the end step, draw a card.", Step.END, V.Whose.EACH),
    ("At the beginning of each end step, draw a card.", Step.END, V.Whose.EACH),
    ("At the beginning of your end step, draw a card.", Step.END, V.Whose.YOUR),
    ("At the beginning of each player's upkeep, draw a card.", Step.UPKEEP, V.Whose.EACH),
    ("At the beginning of your precombat main phase, draw a card.", Step.MAIN1, V.Whose.YOUR),
    ("At the beginning of the upkeep of enchanted creature's controller, draw a card.",
     Step.UPKEEP, V.Whose.ENCHANTED_CONTROLLER),
    ("At the beginning of enchanted player's upkeep, draw a card.", Step.UPKEEP,
     V.Whose.ENCHANTED_PLAYER),
])
def test_beginning_of_step_variants(text, step, whose):
    a = triggered(text, type_line="Enchantment — Aura")
    assert a.event == V.BeginningOfStep(step, whose)


def test_that_player_on_each_players_upkeep_is_the_event_player():
    a = triggered("At the beginning of each player's upkeep, Test Card deals 1 damage to "
                  "that player.")
    assert a.effects == (E.DealDamage(a.effects[0].amount, players=PlayerRef.EVENT_PLAYER),)


@pytest.mark.parametrize("text", [
    "Draw a card at the beginning of the next turn's upkeep.",
    "At the beginning of the next turn's upkeep, draw a card.",
])
def test_delayed_next_turns_upkeep(text):
    card = compile_text(text, type_line="Instant")
    assert card.diagnostics == ()
    assert all(c.equal for c in check_card(card)), check_card(card)
    (delayed,) = card.definition.abilities[0].effects
    assert isinstance(delayed, E.CreateDelayedTrigger)
    assert delayed.event == V.BeginningOfStep(Step.UPKEEP, V.Whose.NEXT)


# ------------------------------------------------------------------ intervening if (CR 603.4)
@pytest.mark.parametrize("text, condition", [
    ("When Test Card enters, if it was kicked, draw a card.", WasKicked()),
    ("When Test Card enters, if you cast it from your hand, draw a card.", CastFromHand()),
    ("At the beginning of your upkeep, if you have 10 or less life, draw a card.",
     LifeTotal(Compare.LE, 10)),
    ("At the beginning of your upkeep, if you have 40 or more life, draw a card.",
     LifeTotal(Compare.GE, 40)),
    ("Whenever a creature dies, if it's your turn, draw a card.", YourTurn()),
    ("Raid — At the beginning of your end step, if you attacked this turn, draw a card.",
     AttackedThisTurn()),
    ("When Test Card enters, if you attacked with a creature this turn, draw a card.",
     AttackedThisTurn()),
    ("Morbid — At the beginning of each end step, if a creature died this turn, draw a card.",
     CreatureDiedThisTurn()),
    ("At the beginning of your upkeep, if Test Card is untapped, draw a card.",
     SourceState("untapped")),
])
def test_intervening_if_condition_is_on_the_ability(text, condition):
    a = triggered(text)
    assert a.condition == condition
    assert not any(isinstance(e, E.Conditional) for e in a.effects)


def test_kicked_with_a_particular_kicker():
    a = triggered("When Test Card enters, if it was kicked with its {1}{U} kicker, draw a card.")
    assert isinstance(a.condition, WasKicked) and a.condition.cost is not None


def test_only_the_first_sentence_is_an_intervening_if():
    a = triggered("When Test Card enters, draw a card. If you control a Swamp, you gain 1 life.")
    assert a.condition is None and isinstance(a.effects[-1], E.Conditional)


# ------------------------------------------------------------------ subjects
@pytest.mark.parametrize("text, check", [
    ("Whenever another creature you control dies, draw a card.",
     lambda s: s.other and s.controller is Controller.YOU),
    ("Whenever a nontoken creature dies, draw a card.", lambda s: s.token is False),
    ("Whenever enchanted creature attacks, draw a card.", lambda s: s.attached_to_source),
    ("Whenever a creature an opponent controls dies, draw a card.",
     lambda s: s.controller is Controller.OPPONENT),
    ("Whenever a land enters under your control, draw a card.",
     lambda s: s.types == (CardType.LAND,)),
])
def test_trigger_subjects(text, check):
    a = triggered(text, type_line="Enchantment — Aura")
    assert check(a.event.subject)


def test_equipped_creature_subject_on_an_equipment():
    a = triggered("Whenever equipped creature dies, draw a card.", type_line="Artifact — Equipment")
    assert a.event.subject.attached_to_source


def test_one_or_more_dinosaurs_you_control_attack_creates_that_many():
    """CR 508.1, 603.2c: "Whenever one or more Dinosaurs you control attack" (Poetic Ingenuity)
    triggers once for the attackers declared together; "that many" is how many of them are
    Dinosaurs you control (AttackersDeclared), not a damage or life amount."""
    from cardtext.runtime.filters import AttackersDeclared
    a = triggered("Whenever one or more Dinosaurs you control attack, create that many Treasure tokens.",
                  type_line="Enchantment")
    dinosaurs = a.event.attackers
    assert a.event == V.YouAttack(Controller.YOU, attackers=dinosaurs)
    assert dinosaurs.subtypes == ("Dinosaur",) and dinosaurs.controller is Controller.YOU
    (create,) = a.effects
    assert create.amount == AttackersDeclared(dinosaurs)


def test_that_many_after_whenever_you_attack_is_refused():
    """"Whenever you attack" counts no attackers of a kind: "that many" has nothing to count."""
    card = compile_text("Whenever you attack, create that many Treasure tokens.", type_line="Enchantment")
    assert not card.fully_compiled

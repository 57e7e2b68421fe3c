"""Players named through objects and combat: "its controller", "that land's controller",
"defending player" (CR 506.2), "<filter> target player / that player controls", and
"can't attack unless defending player controls ..." (grammar/players.lark)."""
import pytest

from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E
from cardtext.runtime.characteristics import CardType
from cardtext.runtime.filters import (ControlledBy, Controller, ControllerOf, EventObjectRef,
                                      NotCondition, PlayerControls, PlayerRef, SelfRef, TargetRef)

from .conftest import compile_text


def compiled(text: str, type_line: str = "Instant"):
    card = compile_text(text, type_line=type_line)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
    return card


def test_its_controller_is_the_controller_of_the_target():
    (spell,) = compiled("Destroy target creature. Its controller loses 2 life.").definition.abilities
    destroy, lose = spell.effects
    assert lose == E.LoseLife(lose.amount, ControllerOf(TargetRef(0)))


def test_its_controller_of_a_trigger_event_object():
    card = compiled("Whenever a land enters, its controller creates a 1/1 green Snake creature token.",
                    "Enchantment")
    (trigger,) = card.definition.abilities
    (create,) = trigger.effects
    assert create.player == ControllerOf(EventObjectRef()) and create.token.subtypes == ("Snake",)


def test_that_lands_controller_as_a_damage_recipient():
    card = compiled("Whenever a land enters, ~ deals 2 damage to that land's controller.", "Artifact")
    (damage,) = card.definition.abilities[0].effects
    assert damage.players == ControllerOf(EventObjectRef()) and damage.objects is None


def test_defending_player_is_a_player_reference():
    card = compiled("Whenever ~ attacks, defending player discards a card.", "Creature — Specter")
    (discard,) = card.definition.abilities[0].effects
    assert discard.player is PlayerRef.DEFENDING


def test_target_creature_defending_player_controls_is_a_filter():
    card = compiled("Whenever ~ attacks, tap target creature defending player controls.",
                    "Creature — Binder")
    (spec,) = card.definition.abilities[0].targets
    assert spec.filter.controller is Controller.DEFENDING and spec.filter.types == (CardType.CREATURE,)


def test_each_creature_target_player_controls():
    (spell,) = compiled("Destroy all enchantments target player controls.").definition.abilities
    (destroy,) = spell.effects
    assert destroy.objects == ControlledBy(destroy.objects.filter, PlayerRef.TARGET_PLAYER)
    assert spell.targets[0].filter is None and spell.targets[0].players is Controller.ANY


def test_that_player_after_target_player_means_that_target():
    (spell,) = compiled("~ deals 4 damage to target player and 1 damage to each creature "
                        "that player controls.").definition.abilities
    (both,) = spell.effects
    assert both.parts[1].objects.player is PlayerRef.TARGET_PLAYER


def test_that_player_after_a_defending_player_condition():
    card = compiled("Whenever ~ attacks, if defending player controls no Walls, it deals 2 damage "
                    "to each creature without flying that player controls.", "Creature — Dragon")
    (trigger,) = card.definition.abilities
    assert trigger.condition == PlayerControls(PlayerRef.DEFENDING, trigger.condition.filter, none=True)
    assert trigger.effects[0].objects.player is PlayerRef.DEFENDING


def test_cant_attack_unless_defending_player_controls_an_island():
    card = compiled("~ can't attack unless defending player controls an Island.", "Creature — Serpent")
    (static,) = card.definition.abilities
    assert isinstance(static.condition, NotCondition)
    assert static.condition.condition.player is PlayerRef.DEFENDING
    assert static.condition.condition.filter.subtypes == ("Island",)


@pytest.mark.parametrize("text, type_line", [
    ("Counter target spell. Its controller loses 3 life.", "Instant"),
    ("Exile target creature. Its controller gains life equal to its power.", "Instant"),
    ("Whenever enchanted land is tapped for mana, its controller adds {G}.", "Enchantment — Aura"),
    ("Whenever a Mountain is tapped for mana, its controller adds {R}.", "Artifact"),
    ("~ can't be blocked as long as defending player controls an artifact.", "Creature — Spy"),
    ("Whenever ~ attacks, untap all creatures defending player controls.", "Artifact Creature — Construct"),
])
def test_player_phrases_round_trip(text, type_line):
    compiled(text, type_line)


def test_that_player_names_a_player_only():
    card = compile_text("Whenever a land enters, ~ deals 1 damage to that player's controller.")
    assert not card.fully_compiled


def test_target_creature_that_player_controls_in_a_combat_damage_trigger():
    card = compiled("Whenever ~ deals combat damage to a player, destroy target creature that player "
                    "controls.", "Creature — Rat")
    (spec,) = card.definition.abilities[0].targets
    assert spec.controller_is_event_player and spec.controller_from_target is None


def test_target_creature_that_player_controls_after_target_player():
    card = compiled("~ deals 3 damage to target player and 3 damage to up to one target creature "
                    "that player controls.")
    player, creature = card.definition.abilities[0].targets
    assert player.filter is None and creature.controller_from_target == 0
    assert (creature.minimum, creature.maximum) == (0, 1)


def test_each_player_discards_his_or_her_hand_then_draws():
    (spell,) = compiled("Each player discards his or her hand, then draws seven cards.",
                        "Sorcery").definition.abilities
    discard, draw = spell.effects
    assert discard == E.DiscardAll(discard.filter, PlayerRef.EACH_PLAYER)
    assert draw.player is PlayerRef.EACH_PLAYER and draw.amount.value == 7


def test_each_creature_he_or_she_controls_is_the_target_players():
    (spell,) = compiled("~ deals 4 damage to target player and each creature he or she controls.",
                        "Sorcery").definition.abilities
    (damage,) = spell.effects
    assert damage.objects.parts[1] == ControlledBy(damage.objects.parts[1].filter, PlayerRef.TARGET_PLAYER)


def test_target_opponent_gains_control_of_it_means_the_source():
    card = compiled("When ~ enters, target opponent gains control of it.", "Creature — Agent")
    (gain,) = card.definition.abilities[0].effects
    assert gain == E.GainControl(SelfRef(), E.Duration.PERMANENT, PlayerRef.TARGET_PLAYER)


def test_exchange_control_of_two_targets():
    (spell,) = compiled("Exchange control of target land you control and target land an opponent "
                        "controls.", "Sorcery").definition.abilities
    (swap,) = spell.effects
    assert isinstance(swap, E.ExchangeControl) and len(spell.targets) == 2


@pytest.mark.parametrize("text, sorcery", [
    ("{1}: ~ gets +1/+1 until end of turn. Any player may activate this ability.", False),
    ("{2}: Target player discards a card. Any player may activate this ability but only any time "
     "he or she could cast a sorcery.", True),
])
def test_any_player_may_activate_this_ability(text, sorcery):
    (ability,) = compiled(text, "Creature — Ogre").definition.abilities
    assert ability.timing.any_player and ability.timing.sorcery_speed is sorcery


def test_poison_counters_and_player_may_clauses():
    card = compiled("Whenever ~ attacks and isn't blocked, defending player gets two poison counters.",
                    "Creature — Snake")
    (poison,) = card.definition.abilities[0].effects
    assert poison == E.GetPoison(poison.amount, PlayerRef.DEFENDING) and poison.amount.value == 2
    (spell,) = compiled("Exile target creature. Its controller may search his or her library for a basic "
                        "land card, put that card onto the battlefield tapped, then shuffle his or her "
                        "library.").definition.abilities
    exile, may = spell.effects
    assert may.player == ControllerOf(TargetRef(0)) and may.effects[0].player == ControllerOf(TargetRef(0))
    assert may.effects[0].tapped


def test_triggers_about_you_and_cant_attack_you():
    from cardtext.runtime.abilities import CantAttackPlayer
    from cardtext.runtime.events import Attacks, DealsDamage
    card = compiled("Whenever a creature deals combat damage to you, destroy that creature.", "Enchantment")
    event = card.definition.abilities[0].event
    assert event == DealsDamage(event.subject, True, to_you=True)
    card = compiled("Whenever a creature attacks you, its controller loses 1 life.", "Enchantment")
    assert card.definition.abilities[0].event.you and isinstance(card.definition.abilities[0].event, Attacks)
    card = compiled("Creatures without flying can't attack you.", "Enchantment")
    (static,) = card.definition.abilities
    assert isinstance(static.effect, CantAttackPlayer) and static.effect.objects.excluded_keywords == ("flying",)


def test_each_player_gains_control_of_what_he_or_she_owns():
    (ability,) = compiled("{T}: Each player gains control of all creatures he or she owns.",
                          "Land").definition.abilities
    (effect,) = ability.effects
    assert isinstance(effect, E.ControlToOwners) and effect.objects.filter.types == (CardType.CREATURE,)


def test_search_its_controllers_zones_for_the_same_name():
    (spell,) = compiled("Counter target spell. Search its controller's graveyard, hand, and library for "
                        "all cards with the same name as that spell and exile them. Then that player "
                        "shuffles his or her library.").definition.abilities
    counter, exile = spell.effects
    assert exile == E.ExileNamedCards(TargetRef(0), ControllerOf(TargetRef(0)))


def test_target_card_from_defending_players_graveyard():
    card = compiled("Whenever ~ attacks, exile target card from defending player's graveyard.",
                    "Creature — Horror")
    (spec,) = card.definition.abilities[0].targets
    assert spec.filter.controller is Controller.DEFENDING and spec.filter.zone.value == "graveyard"


def test_if_that_player_controls_is_about_the_event_player():
    card = compiled("At the beginning of each player's upkeep, if that player controls a Plains, he or "
                    "she gains 1 life.", "Enchantment")
    (trigger,) = card.definition.abilities
    assert trigger.condition.player is PlayerRef.EVENT_PLAYER
    assert trigger.effects == (E.GainLife(trigger.effects[0].amount, PlayerRef.EVENT_PLAYER),)


def test_combat_damage_to_defending_player():
    from cardtext.runtime.events import DealsDamage
    card = compiled("Whenever ~ deals combat damage to defending player, you may destroy target artifact "
                    "that player controls.", "Creature — Rat")
    (trigger,) = card.definition.abilities
    assert trigger.event == DealsDamage(trigger.event.subject, True, to_defending=True)
    assert trigger.targets[0].controller_is_event_player


def test_creatures_target_player_controls_as_a_subject_get_the_pump():
    (spell,) = compiled("Creatures target player controls get +1/+1 until end of turn.").definition.abilities
    (pump,) = spell.effects
    assert pump.objects == ControlledBy(pump.objects.filter, PlayerRef.TARGET_PLAYER)
    assert spell.targets[0].filter is None and spell.targets[0].players is Controller.ANY


def test_untap_them_after_the_creatures_target_player_controls_is_that_group():
    card = compiled("When ~ enters, creatures target player controls get +2/+2 until end of turn. "
                    "Untap them.", "Creature — Treefolk")
    pump, untap = card.definition.abilities[0].effects
    assert untap.objects == pump.objects and isinstance(untap.objects, ControlledBy)


def test_them_after_a_target_player_is_no_object():
    card = compile_text("Target player discards a card. Untap them.", type_line="Sorcery")
    assert not card.fully_compiled


def test_that_player_after_a_target_creature_is_its_controller():
    (spell,) = compiled("Destroy target creature an opponent controls. Each other creature that "
                        "player controls gets -2/-0 until end of turn.").definition.abilities
    destroy, pump = spell.effects
    assert pump.objects.player == ControllerOf(TargetRef(0))


def test_that_player_with_no_player_before_it_in_its_ability_is_refused():
    card = compile_text("~ deals 4 damage to target player.\nIf you control three or more artifacts, "
                        "creatures that player controls can't block this turn.", type_line="Sorcery")
    assert not card.fully_compiled
    assert any("no player to refer to" in d.message for d in card.diagnostics)


def test_other_creatures_that_player_controls_as_a_subject_is_refused():
    card = compile_text("Tap target creature an opponent controls. Other creatures that player "
                        "controls can't block this turn.", type_line="Sorcery")
    assert any("'other' objects a player controls" in d.message for d in card.diagnostics)


def test_a_static_line_cannot_name_creatures_target_player_controls():
    card = compile_text("Creatures target player controls get +1/+1.", type_line="Enchantment")
    assert not card.fully_compiled

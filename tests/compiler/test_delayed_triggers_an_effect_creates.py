"""Delayed triggered abilities an effect creates (CR 603.7): about one object ("When target
creature dies this turn, ...", CR 603.7a), lasting the turn ("Whenever a creature blocks this
turn, ...", CR 603.7b), at the next cleanup step (CR 514.3a), and at the end step of the extra
turn the sentence before creates (CR 500.7). Their own words name their own event's object."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E
from cardtext.runtime import events as V
from cardtext.runtime.events import Whose
from cardtext.runtime.filters import EventObjectRef, TargetRef
from cardtext.runtime.game import Step

from .conftest import compile_text


def _effects(text: str, **kw):
    card = compile_text(text, **kw)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
    return card.definition.abilities[0].effects


def _refused(text: str, **kw) -> str:
    card = compile_text(text, **kw)
    assert not card.fully_compiled
    return " ".join(d.render() for d in card.diagnostics)


def test_when_target_creature_dies_this_turn_that_card_is_the_card_that_died():
    (dies,) = _effects("When target creature dies this turn, return that card to the battlefield "
                       "under its owner's control.", type_line="Instant")
    assert isinstance(dies, E.WhenDiesThisTurn) and dies.objects == TargetRef(0)
    (ret,) = dies.effects
    assert isinstance(ret, E.ReturnToBattlefield) and ret.objects == EventObjectRef()


def test_put_into_your_graveyard_this_turn_asks_for_your_graveyard():
    (dies,) = _effects("When target creature is put into your graveyard from the battlefield this turn, "
                       "return that card to the battlefield.", type_line="Instant")
    assert dies.into_your_graveyard


def test_whenever_a_creature_blocks_this_turn_lasts_the_turn_and_it_is_the_blocker():
    (trigger,) = _effects("Whenever a creature blocks this turn, it gets +0/+1 until end of turn.",
                          type_line="Instant")
    assert isinstance(trigger, E.CreateDelayedTrigger) and trigger.this_turn and trigger.about is None
    assert isinstance(trigger.event, V.Blocks)
    assert trigger.effects[0].objects == EventObjectRef()


def test_until_end_of_turn_whenever_is_the_same_trigger_written_duration_first():
    (trigger,) = _effects("Until end of turn, whenever a player gains life, that player loses 1 life.",
                          type_line="Instant")
    assert trigger.this_turn and isinstance(trigger.event, V.LifeGained)


def test_whenever_target_creature_deals_damage_this_turn_is_about_that_creature():
    (trigger,) = _effects("Whenever target creature deals damage this turn, you gain that much life.",
                          type_line="Instant")
    assert trigger.this_turn and trigger.about == TargetRef(0)


def test_a_trigger_this_turn_with_when_is_not_read_as_lasting():
    assert "other than 'whenever'" in _refused("When a creature blocks this turn, draw a card.",
                                               type_line="Instant")


def test_a_target_inside_a_delayed_trigger_is_refused():
    assert "a target in a delayed trigger" in _refused(
        "Whenever a creature attacks this turn, it deals 1 damage to target player.", type_line="Instant")


def test_it_deals_damage_to_each_player_for_a_trigger_events_object_is_refused():
    # "it" is the creature dealt damage, not the spell; "each other creature" other than it
    assert "trigger event's object" in _refused(
        "Choose target creature. Whenever that creature is dealt damage this turn, it deals that much "
        "damage to each other creature and each player.", type_line="Instant")


def test_at_the_beginning_of_the_next_cleanup_step_is_a_delayed_trigger_in_that_step():
    _, delayed = _effects("Create three 2/2 white Knight creature tokens. Exile them at the beginning "
                          "of the next cleanup step.", type_line="Instant")
    assert (delayed.event.step, delayed.event.whose) == (Step.CLEANUP, Whose.NEXT)


def test_that_turns_end_step_belongs_to_the_extra_turn_before_it():
    (extra,) = _effects("Take an extra turn after this one. At the beginning of that turn's end step, "
                        "you lose the game.", type_line="Instant")
    assert isinstance(extra, E.ExtraTurn) and len(extra.at_its_end_step) == 1
    assert "without an extra turn" in _refused("Draw a card. At the beginning of that turn's end step, "
                                               "you lose the game.", type_line="Instant")


def test_target_creature_you_control_fights_that_creature_named_before():
    _, fight = _effects("Choose target creature an opponent controls. When that creature dies this turn, "
                        "you gain 3 life. Target creature you control fights that creature.",
                        type_line="Sorcery")
    mine, theirs = fight.parts
    assert (mine.source, mine.objects) == (TargetRef(1), TargetRef(0))

"""Delayed triggers at the beginning of "your next upkeep" / "your next end step" (CR 603.7a):
the first such step of the controller's turns to begin after the trigger is set up, and what the
delayed trigger does to the object it returns ("It gains haste", CR 603.7c, 400.7)."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E
from cardtext.runtime.events import Whose
from cardtext.runtime.filters import AffectedRef
from cardtext.runtime.game import Step

from .conftest import compile_text


def test_your_next_end_step_is_a_delayed_trigger_on_your_turn():
    card = compile_text("Create a 6/12 colorless Construct artifact creature token with trample. "
                        "Exile it at the beginning of your next end step.", type_line="Instant")
    assert card.fully_compiled and all(c.equal for c in check_card(card))
    delayed = card.definition.abilities[0].effects[-1]
    assert isinstance(delayed, E.CreateDelayedTrigger)
    assert (delayed.event.step, delayed.event.whose) == (Step.END, Whose.YOUR)


def test_it_gains_haste_after_the_delayed_return_is_part_of_the_delayed_trigger():
    card = compile_text("At the beginning of your end step, you may exile ~. If you do, return it to the "
                        "battlefield under its owner's control at the beginning of your next upkeep. "
                        "It gains haste.", name="Obzedat")
    assert card.fully_compiled and all(c.equal for c in check_card(card))
    (optional,) = card.definition.abilities[0].effects
    (delayed,) = optional.if_done
    assert (delayed.event.step, delayed.event.whose) == (Step.UPKEEP, Whose.YOUR)
    returned, haste = delayed.effects
    assert isinstance(haste, E.GainKeyword) and haste.objects == returned.objects
    assert isinstance(haste.objects, AffectedRef)

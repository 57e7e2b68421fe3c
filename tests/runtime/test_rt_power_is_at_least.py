""""Activate only if ~'s power is 4 or greater." (CR 602.5b) and "At the beginning of the end step,
if enchanted creature's power is 4 or greater, destroy ~." (CR 603.4): the power as it is when
asked (CR 208.1, layer 7 with counters, CR 613.4c)."""
from __future__ import annotations

import pytest

from cardtext.compiler.api import compile_card
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.errors import IllegalAction
from cardtext.runtime.filters import AttachedMatches, Compare, NumberTest, ObjectIs, SelfRef

from rt_cards import GRIZZLY_BEARS


def _compiled(name: str, text: str, cost: str, type_line: str, pt=(None, None)):
    card = compile_card(CardSource(name, text, cost, type_line, *pt))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card))
    return card.definition


TRAINEE = _compiled("Straining Trainee", "{T}: Straining Trainee deals 4 damage to target creature. Activate only "
                    "if Straining Trainee's power is 4 or greater.", "{3}{R}", "Creature — Human", ("2", "1"))
WEB = _compiled("Binding Web", "Enchant creature\nAt the beginning of the end step, if enchanted creature's power is "
                "4 or greater, destroy Binding Web.", "{2}{G}", "Enchantment — Aura")
AT_LEAST_4 = NumberTest("power", Compare.GE, 4)


def test_the_conditions_read_the_power_of_the_source_or_of_the_enchanted_creature():
    cond = TRAINEE.abilities[0].timing.condition
    assert isinstance(cond, ObjectIs) and cond.ref == SelfRef() and cond.filter.tests == (AT_LEAST_4,)
    cond = WEB.abilities[-1].condition                     # the intervening "if" (CR 603.4)
    assert isinstance(cond, AttachedMatches) and cond.quality.tests == (AT_LEAST_4,)


def test_x_is_no_number_a_power_is_compared_with():
    card = compile_card(CardSource("X Trainee", "{T}: Draw a card. Activate only if ~'s power is X or greater.",
                                   "{R}", "Creature — Human", "2", "1"))
    assert not card.fully_compiled


@pytest.mark.parametrize("counters, allowed", [(0, False), (2, True)])
def test_the_ability_can_be_activated_only_while_the_power_is_4_or_greater(game, counters, allowed):
    game.put_onto_battlefield("Alice", TRAINEE, counters={"+1/+1": counters})
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    if not allowed:
        with pytest.raises(IllegalAction):
            game.activate("Alice", "Straining Trainee", 0, targets=[["Grizzly Bears"]])
        return
    game.activate("Alice", "Straining Trainee", 0, targets=[["Grizzly Bears"]])
    game.resolve_stack()
    assert not any(game.state.objects[i].name == "Grizzly Bears" for i in game.state.battlefield)


@pytest.mark.parametrize("counters, destroyed", [(0, False), (2, True)])
def test_the_aura_is_destroyed_at_the_end_step_if_the_enchanted_creature_is_strong_enough(game, counters, destroyed):
    from cardtext.runtime.characteristics import Step
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS, counters={"+1/+1": counters})
    web = game.put_onto_battlefield("Alice", WEB, attach_to=bears)
    game.advance_to(Step.END, "Alice")
    game.resolve_stack()
    assert (web not in game.state.battlefield) is destroyed


def test_power_is_1_or_more_is_the_older_wording_of_1_or_greater():
    """The round trip reads "power is 1 or more" as "power is 1 or greater" (render/equivalents)."""
    card = _compiled("Shrinking Wolf", "{B}: If Shrinking Wolf's power is 1 or more, it gets -1/-0 until end of turn.",
                     "{3}{B}", "Creature — Wolf", ("2", "4"))
    assert card.abilities[0].effects[0].condition == ObjectIs(SelfRef(), type(card.abilities[0].effects[0].condition.filter)(
        tests=(NumberTest("power", Compare.GE, 1),)))

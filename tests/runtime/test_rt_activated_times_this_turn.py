""""{R}: ~ gets +1/+0 until end of turn. If this ability has been activated four or more times
this turn, sacrifice ~ at the beginning of the next end step." (CR 602.5b: each activation of the
ability this turn counted, this one included; CR 603.7a: the delayed trigger is created only by
the activation that finds the count reached). The same for a mana ability (CR 605.3b)."""
from __future__ import annotations

import pytest

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Step, Zone

RIDER = "If this ability has been activated four or more times this turn, sacrifice ~ at the beginning of the next end step."


def _creature(text: str):
    compiled = compile_card(CardSource("Straining Whelp", text, "{2}{R}", "Creature — Dragon", "2", "3"))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


def _activate(game, times: int, mana_ability: bool) -> int:
    text = ("{1}: Add {R}. " if mana_ability else "{R}: ~ gets +1/+0 until end of turn. ") + RIDER
    whelp = game.put_onto_battlefield("Alice", _creature(text), sick=True)    # no attack to declare
    for _ in range(times):
        game.add_mana("Alice", "R")
        game.activate("Alice", "Straining Whelp", 0)
        game.resolve_stack()
    game.advance_to(Step.END, "Alice")
    game.resolve_stack()                              # its "at the beginning of the next end step"
    return whelp


@pytest.mark.parametrize("mana_ability", [False, True])
def test_the_fourth_activation_sets_up_the_sacrifice(game, mana_ability):
    whelp = _activate(game, 4, mana_ability)
    assert game.state.objects[whelp].zone is not Zone.BATTLEFIELD or game.state.objects[whelp].gone


@pytest.mark.parametrize("mana_ability", [False, True])
def test_three_activations_dont(game, mana_ability):
    whelp = _activate(game, 3, mana_ability)
    o = game.state.objects[whelp]
    assert o.zone is Zone.BATTLEFIELD and not o.gone

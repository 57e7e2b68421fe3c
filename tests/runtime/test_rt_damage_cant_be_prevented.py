""""~ deals 4 damage to target player. The damage can't be prevented." and "... deals 10 damage to
that player and the damage can't be prevented" (CR 615.12): a spell's damage that prevention
effects don't prevent, whose shields aren't used up by it; the spell's other damage, and other
spells' damage, is prevented as before."""
from __future__ import annotations

import pytest

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Step
from cardtext.runtime.game import Game

from rt_cards import WASTES


def _spell(text: str):
    compiled = compile_card(CardSource("Test Spell", text, "{R}", "Instant"))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


def _cast_at_shielded_bob(text: str) -> Game:
    g = Game()
    for p in ("Alice", "Bob"):
        g.set_library(p, [WASTES] * 5)
    g.set_step(Step.MAIN1, "Alice", turn=3)
    g.state.preventions.append({"combat_only": False, "remaining": 3, "objects": None, "players": [1],
                                "sources": None, "by": (), "controller": 1, "source_id": None})
    oid = g.add_card("Alice", _spell(text))
    g.add_mana("Alice", "R")
    g.cast("Alice", oid, targets=[["Bob"]])
    g.resolve_stack()
    return g


@pytest.mark.parametrize("text", [
    "~ deals 4 damage to target player. The damage can't be prevented.",
    "~ deals 4 damage to target player and the damage can't be prevented."])
def test_the_damage_is_dealt_and_the_shield_is_not_used_up(text):
    g = _cast_at_shielded_bob(text)
    assert g.life("Bob") == 16
    assert g.state.preventions[0]["remaining"] == 3


def test_damage_an_effect_doesnt_say_cant_be_prevented_is_prevented():
    g = _cast_at_shielded_bob("~ deals 4 damage to target player.")
    assert g.life("Bob") == 19 and not g.state.preventions       # the shield is used up


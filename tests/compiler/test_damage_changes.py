"""Replacements that change how much damage a source deals (grammar/damage_changes.lark,
transform/damage_changes.py, lowering/replacements.py, render/quantities.py; CR 614.1a, 120.3)."""
import pytest

from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import abilities as R
from cardtext.runtime.characteristics import CardType, Color
from cardtext.runtime.filters import Controller, SelfRef

from .conftest import compile_text, compiled_replacement


def _replacement(text: str, type_line: str = "Enchantment") -> R.ModifyDamage:
    return compiled_replacement(text, type_line)


def test_double_that_damage_to_a_permanent_or_player():
    rep = _replacement("If a source would deal damage to a permanent or player, it deals double that damage "
                       "to that permanent or player instead.")
    assert (rep.sources, rep.to_players, rep.factor, rep.plus) == (None, Controller.ANY, 2, 0)
    assert rep.to_objects.permanent


def test_a_red_source_you_control_plus_one_to_a_creature_or_player():
    rep = _replacement("If another red source you control would deal damage to a permanent or player, it deals "
                       "that much damage plus 1 to that permanent or player instead.")
    assert rep.sources.colors == (Color.RED,) and rep.sources.other and rep.sources.controller is Controller.YOU
    assert rep.plus == 1 and rep.factor == 1


def test_objects_as_the_source_and_no_recipient_named():
    rep = _replacement("If a red instant or sorcery spell you control would deal damage, it deals double that "
                       "damage instead.")
    assert rep.sources.spell and rep.sources.colors == (Color.RED,)
    assert (rep.to_objects, rep.to_players) == (None, None)
    rep = _replacement("If a creature you control would deal damage to a creature or player, it deals double "
                       "that damage to that creature or player instead.")
    assert rep.sources.types == (CardType.CREATURE,) and rep.sources.controller is Controller.YOU


def test_minus_one_to_creatures_you_control_and_to_you_and_to_itself():
    rep = _replacement("If a source would deal damage to a creature you control, it deals that much damage "
                       "minus 1 to that creature instead.")
    assert rep.plus == -1 and rep.to_objects.controller is Controller.YOU and rep.to_players is None
    rep = _replacement("If a source would deal damage to you, it deals double that damage to you instead.")
    assert (rep.to_objects, rep.to_players) == (None, Controller.YOU)
    rep = _replacement("If a source would deal damage to ~, it deals double that damage to ~ instead.",
                       type_line="Creature — Devil")
    assert rep.to_objects == SelfRef()


def test_an_instant_or_sorcery_source():
    rep = _replacement("If an instant or sorcery source you control would deal damage to a creature or player, "
                       "it deals that much damage plus 2 to that creature or player instead.")
    assert rep.sources.types == (CardType.INSTANT, CardType.SORCERY) and rep.plus == 2


@pytest.mark.parametrize("text", [
    # the recipient named again must be the one named first
    "If a source would deal damage to a creature or player, it deals double that damage to that player instead.",
    "If a source would deal damage to you, it deals double that damage to ~ instead.",
    # a land can't be dealt damage (CR 120.1)
    "If a source would deal damage to a land, it deals double that damage to that land instead.",
])
def test_what_stays_unsupported(text):
    card = compile_text(text, type_line="Enchantment")
    assert not card.fully_compiled
    assert card.diagnostics[0].column >= 1


def test_a_prevention_of_some_damage_from_a_source_an_opponent_controls():
    """CR 615.1a: the prevention statics share the wording of the source."""
    card = compile_text("Flying\nIf a source an opponent controls would deal damage to you, prevent 1 of that "
                        "damage.", type_line="Creature — Angel")
    assert card.fully_compiled and all(c.equal for c in check_card(card))
    effect = card.definition.abilities[1].effect
    assert effect == R.PreventSomeDamage(1, None, True, effect.sources, None)
    assert effect.sources.controller is Controller.OPPONENT
    assert not compile_text("If a source you control would deal damage to you, prevent 1 of that damage.",
                            type_line="Enchantment").fully_compiled

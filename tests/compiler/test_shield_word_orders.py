"""Older word orders of "this turn" prevention shields (CR 615) and a delayed "if you do"
(CR 603.7a): compiled, lowered and rendered back."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E

from .conftest import compile_text


def test_prevent_all_damage_dealt_this_turn_to_targets_is_the_same_shield_as_the_newer_order():
    old = compile_text("Prevent all damage that would be dealt this turn to up to two target creatures.",
                       type_line="Instant")
    new = compile_text("Prevent all damage that would be dealt to up to two target creatures this turn.",
                       type_line="Instant")
    assert old.fully_compiled and old.definition.abilities == new.definition.abilities
    assert all(c.equal for c in check_card(old))          # the older word order renders back as printed


def test_prevent_the_next_n_damage_dealt_this_turn_to_a_target():
    old = compile_text("{W}{W}, {T}: Prevent the next 4 damage that would be dealt this turn to target "
                       "creature you control.")
    new = compile_text("{W}{W}, {T}: Prevent the next 4 damage that would be dealt to target "
                       "creature you control this turn.")
    assert old.fully_compiled and old.definition.abilities == new.definition.abilities
    assert all(c.equal for c in check_card(old))


def test_if_you_do_with_a_delay_sets_up_the_delayed_trigger_only_when_done():
    card = compile_text("When ~ enters, you may exile target creature. If you do, return that card to the "
                        "battlefield under its owner's control at the beginning of the next end step.",
                        name="Slider")
    (trigger,) = card.definition.abilities
    (optional,) = trigger.effects
    assert isinstance(optional, E.Optional)
    (delayed,) = optional.if_done
    assert isinstance(delayed, E.CreateDelayedTrigger)
    assert all(c.equal for c in check_card(card))


def test_a_delayed_if_you_do_without_you_may_is_not_supported():
    card = compile_text("When ~ enters, exile target creature. If you do, return that card to the "
                        "battlefield under its owner's control at the beginning of the next end step.",
                        name="Slider")
    assert not card.fully_compiled

"""Effects on a group named without a determiner ("creatures you control get +1/+1 until end of turn")."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E
from cardtext.runtime.characteristics import CardType
from cardtext.runtime.filters import Controller, EachRef

from .conftest import compile_text


def test_group_pump_until_end_of_turn_is_an_effect_on_each_creature_you_control():
    card = compile_text("When ~ enters, creatures you control get +1/+1 until end of turn.")
    (trigger,) = card.definition.abilities
    (pump,) = trigger.effects
    assert isinstance(pump, E.ModifyPowerToughness) and pump.duration is E.Duration.END_OF_TURN
    assert isinstance(pump.objects, EachRef)
    assert pump.objects.filter.types == (CardType.CREATURE,)
    assert pump.objects.filter.controller is Controller.YOU
    assert all(c.equal for c in check_card(card))


def test_without_a_duration_it_stays_a_static_anthem():
    card = compile_text("Creatures you control get +1/+1.")
    (static,) = card.definition.abilities
    assert static.effect.power == 1 and not hasattr(static.effect, "duration")


def test_group_gains_keywords_until_end_of_turn():
    card = compile_text("{2}{G}: Creatures you control gain trample and haste until end of turn.")
    (ability,) = card.definition.abilities
    assert [e.keyword for e in ability.effects] == ["trample", "haste"]
    assert all(c.equal for c in check_card(card))


def test_singular_subject_renders_singular():
    card = compile_text("Enchant creature\n{W}: Enchanted creature gets +1/+1 until end of turn.",
                        type_line="Enchantment — Aura")
    assert card.fully_compiled and all(c.equal for c in check_card(card))


def test_those_creatures_are_the_ones_the_group_untap_acted_on_cr_608_2c():
    """Gideon, Martial Paragon's +2: "Untap all creatures you control. Those creatures get +1/+1
    until end of turn." -- "those creatures" are the creatures the first step untapped."""
    from cardtext.runtime.filters import AffectedRef
    card = compile_text("+2: Untap all creatures you control. Those creatures get +1/+1 until end of turn.",
                        type_line="Legendary Planeswalker — Gideon")
    (ability,) = card.definition.abilities
    untap, pump = ability.effects
    assert isinstance(untap, E.UntapObjects) and isinstance(untap.objects, EachRef) and untap.label
    assert pump.objects == AffectedRef(untap.label)
    assert all(c.equal for c in check_card(card))


def test_them_after_gaining_control_of_a_group_is_that_group():
    """Tibalt, the Fiend-Blooded's -6: "Gain control of all creatures until end of turn. Untap them.
    They gain haste until end of turn." (CR 608.2c)."""
    from cardtext.runtime.filters import AffectedRef
    card = compile_text("Gain control of all creatures until end of turn. Untap them. They gain haste until "
                        "end of turn.", type_line="Sorcery")
    (ability,) = card.definition.abilities
    control, untap, haste = ability.effects
    assert isinstance(control, E.GainControl) and control.label
    assert untap.objects == AffectedRef(control.label) == haste.objects


def test_a_group_gains_a_keyword_and_a_quoted_ability_until_end_of_turn_cr_611_2c():
    """Vraska, Scheming Gorgon's -10: each creature you control gains deathtouch and the
    quoted trigger until end of turn."""
    card = compile_text('-10: Until end of turn, creatures you control gain deathtouch and "Whenever this '
                        'creature deals damage to an opponent, that player loses the game."',
                        type_line="Legendary Planeswalker — Vraska")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    deathtouch, trigger = card.definition.abilities[0].effects
    assert isinstance(deathtouch, E.GainKeyword) and deathtouch.keyword == "deathtouch"
    assert isinstance(trigger, E.GainAbility) and isinstance(trigger.objects, EachRef)
    assert isinstance(trigger.ability.effects[0], E.LoseTheGame)

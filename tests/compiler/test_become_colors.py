"""The colour-setting phrases of resolved effects (CR 105.3, 613.1e): what compiles, what is
rendered back, and what stays unsupported. A spell's colour changes on the stack too (CR
613.1e, 400.7a): "target spell or permanent" is either one, not a permanent spell."""
from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime import effects as E
from cardtext.runtime.characteristics import Color


def compiled(text, type_line="Instant"):
    return compile_card(CardSource("Test Card", text, "", type_line))


def effect(text, type_line="Instant"):
    c = compiled(text, type_line)
    assert c.fully_compiled, [d.render() for d in c.diagnostics]
    return c.definition.abilities[0].effects[-1]


def test_becomes_a_colour_until_end_of_turn():
    e = effect("Target creature becomes white until end of turn.")
    assert isinstance(e, E.BecomeColors)
    assert (e.colors, e.in_addition, e.duration) == ((Color.WHITE,), False, E.Duration.END_OF_TURN)


def test_becomes_colorless_is_no_colour():
    e = effect("{2}: ~ becomes colorless until end of turn.", "Creature — Kavu")
    assert e.colors == () and not e.in_addition


def test_plural_targets_become_a_colour():
    e = effect("Any number of target creatures become green until end of turn.")
    assert e.colors == (Color.GREEN,)


def test_in_addition_to_its_other_colors():
    e = effect("{U}: Target permanent becomes blue in addition to its other colors until end of turn.",
               "Creature — Faerie")
    assert e.in_addition and e.colors == (Color.BLUE,)


def _target_filter(text):
    c = compiled(text)
    assert c.fully_compiled, [d.render() for d in c.diagnostics]
    (spec,) = c.definition.abilities[0].targets
    return spec.filter


def test_a_spell_or_permanent_becoming_a_colour_targets_either():
    from cardtext.compiler.render.roundtrip import check_card
    text = "Target spell or permanent becomes red."
    f = _target_filter(text)
    assert f.spell and f.or_permanent and not f.permanent            # CR 115.1: either object
    assert all(c.equal for c in check_card(compiled(text)))


def test_a_permanent_spell_is_not_a_spell_or_permanent():
    f = _target_filter("Target permanent spell becomes red.")
    assert f.spell and f.permanent and not f.or_permanent


def test_an_instant_or_sorcery_spell_becomes_the_color_of_your_choice():
    e = effect("{T}: Target instant or sorcery spell becomes the color of your choice.", "Creature — Merfolk")
    assert isinstance(e, E.BecomeColorChoice) and e.duration is E.Duration.PERMANENT


def test_a_card_type_in_addition_to_its_other_types():
    from cardtext.runtime.characteristics import CardType
    e = effect("Target permanent becomes an artifact in addition to its other types until end of turn.")
    assert isinstance(e, E.AddColorsAndTypes)
    assert (e.types, e.subtypes, e.duration) == ((CardType.ARTIFACT,), (), E.Duration.END_OF_TURN)


def test_a_land_type_in_addition_is_unsupported():
    """A basic land type brings its mana ability (CR 305.7): not this effect's."""
    c = compiled("Target land becomes an Island in addition to its other types.")
    assert not c.fully_compiled and any(d.code == "CT301" for d in c.diagnostics)


def test_a_vehicle_still_becomes_an_artifact_creature():
    """"becomes an artifact creature" is a Vehicle's animation (CR 301.7c), not a type added."""
    e = effect("{1}: ~ becomes an artifact creature until end of turn.", "Artifact — Vehicle")
    assert isinstance(e, E.Animate) and e.power is None


def test_all_creatures_are_black_is_a_static_of_layer_five():
    from cardtext.runtime.abilities import SetColors, StaticAbility
    c = compiled("All creatures are black.", "Enchantment")
    assert c.fully_compiled
    (a,) = c.definition.abilities
    assert isinstance(a, StaticAbility) and isinstance(a.effect, SetColors) and a.effect.colors == (Color.BLACK,)


def test_enchanted_creature_is_black():
    from cardtext.runtime.abilities import SetColors
    c = compiled("Enchant creature\nEnchanted creature gets +3/-1 and is black.", "Enchantment — Aura")
    assert c.fully_compiled
    assert any(isinstance(getattr(a, "effect", None), SetColors) for a in c.definition.abilities)


def test_colours_set_for_objects_chosen_by_colour_are_unsupported():
    """Which objects it applies to would depend on what it sets (CR 613.8)."""
    c = compiled("All white creatures are black.", "Enchantment")
    assert not c.fully_compiled and any(d.code == "CT301" for d in c.diagnostics)


def test_a_characteristic_defining_colour_is_unsupported():
    """"~ is colorless" works in every zone (CR 604.3): the engine's colour statics don't."""
    c = compiled("~ is colorless.\n~ deals 3 damage to any target.")
    assert not c.fully_compiled and any(d.code == "CT301" for d in c.diagnostics)


def test_are_black_on_a_spell_is_no_effect():
    c = compiled("All creatures are black.", "Sorcery")
    assert not c.fully_compiled and any(d.code == "CT301" for d in c.diagnostics)


def test_a_pump_and_a_colour_said_with_one_duration():
    """"gets +1/+0 and becomes black until end of turn": one duration for both (CR 611.2a)."""
    c = compiled("Target creature gets +1/+0 and becomes black until end of turn.")
    assert c.fully_compiled, [d.render() for d in c.diagnostics]
    pump, colour = c.definition.abilities[0].effects[-2:]
    assert isinstance(pump, E.ModifyPowerToughness) and pump.duration is E.Duration.END_OF_TURN
    assert isinstance(colour, E.BecomeColors) and colour.duration is E.Duration.END_OF_TURN


def test_until_end_of_turn_before_a_pump_and_a_type_added():
    c = compiled("{2}: Until end of turn, target nonartifact creature gets +1/+0 and becomes an artifact "
                 "in addition to its other types.", "Artifact")
    assert c.fully_compiled, [d.render() for d in c.diagnostics]
    added = c.definition.abilities[0].effects[-1]
    assert isinstance(added, E.AddColorsAndTypes) and added.duration is E.Duration.END_OF_TURN


def test_gets_and_gains_still_reads_as_one_clause():
    c = compiled("Target creature gets +1/+1 and gains flying until end of turn.")
    assert c.fully_compiled
    kinds = [type(e).__name__ for e in c.definition.abilities[0].effects]
    assert "ModifyPowerToughness" in kinds and "GainKeyword" in kinds

"""Colours given by resolved effects, compiled from card text and played (CR 105.3, 613.1e:
layer 5): "becomes white until end of turn" replaces the object's colours until the cleanup
step (CR 514.2); "becomes colorless" leaves it none (CR 105.2c); "in addition to its other
colors" adds to them; a later effect applies after an earlier one (CR 613.7b)."""
from rt_cards import GRIZZLY_BEARS

from test_rt_targets_attached import card as compiled_card

from cardtext.runtime.characteristics import Color, Step


def card(text: str, name: str, type_line: str = "Instant", **kw):
    return compiled_card(text, name, type_line, **kw)


WHITEN = card("Target creature becomes white until end of turn.", "Whiten")
BLACKEN_FOREVER = card("Target creature becomes black.", "Blacken")
FADER = card("{2}: ~ becomes colorless until end of turn.", "Fader", "Creature — Kavu", power="3", toughness="3")
BLUER = card("{U}: Target permanent becomes blue in addition to its other colors until end of turn.",
             "Bluer", "Creature — Faerie", power="1", toughness="1")
PAIR = card("Target creature becomes black and red until end of turn.", "Pair")


def cast(game, spell, target="Grizzly Bears"):
    game.add_card("Alice", spell)
    game.add_mana("Alice", "WUBRG")
    game.cast("Alice", spell.name, targets=[[target]])
    game.resolve_stack()


def test_a_creature_that_becomes_white_is_white_only_until_cleanup(game):
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    cast(game, WHITEN)
    assert game.obj("Grizzly Bears").definition.colors == (Color.WHITE,)     # not green (CR 105.3)
    game.advance_to(Step.UPKEEP, "Bob")                                      # CR 514.2
    assert game.obj("Grizzly Bears").definition.colors == (Color.GREEN,)


def test_with_no_duration_the_colour_stays_while_the_permanent_does(game):
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    cast(game, BLACKEN_FOREVER)
    game.advance_to(Step.UPKEEP, "Bob")                                      # CR 611.2c
    assert game.obj("Grizzly Bears").definition.colors == (Color.BLACK,)


def test_two_colours_named_together_replace_its_colours(game):
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    cast(game, PAIR)
    assert game.obj("Grizzly Bears").definition.colors == (Color.BLACK, Color.RED)


def test_a_permanent_that_becomes_colorless_has_no_colour(game):
    game.put_onto_battlefield("Alice", FADER)
    game.add_mana("Alice", "CC")
    game.activate("Alice", "Fader")
    game.resolve_stack()
    assert game.obj("Fader").definition.colors == ()                         # CR 105.2c


def test_in_addition_to_its_other_colors_adds_the_colour(game):
    game.put_onto_battlefield("Alice", BLUER)
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.add_mana("Alice", "U")
    game.activate("Alice", "Bluer", targets=[["Grizzly Bears"]])
    game.resolve_stack()
    assert set(game.obj("Grizzly Bears").definition.colors) == {Color.GREEN, Color.BLUE}


def test_the_later_colour_effect_wins_by_timestamp(game):
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    cast(game, BLACKEN_FOREVER)
    cast(game, WHITEN)
    assert game.obj("Grizzly Bears").definition.colors == (Color.WHITE,)     # CR 613.7b
    cast(game, BLACKEN_FOREVER)
    assert game.obj("Grizzly Bears").definition.colors == (Color.BLACK,)


ARTIFICE = card("Target permanent becomes an artifact in addition to its other types until end of turn.",
                "Artifice")
VAMPIRISM = card("Target creature becomes a Vampire in addition to its other types.", "Vampirism")


def test_a_card_type_added_until_end_of_turn_keeps_the_others(game):
    from cardtext.runtime.characteristics import CardType
    from cardtext.runtime.engine.query import is_type
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    cast(game, ARTIFICE)
    bears = game.obj("Grizzly Bears")
    assert is_type(bears, CardType.ARTIFACT, game.state) and is_type(bears, CardType.CREATURE, game.state)
    game.advance_to(Step.UPKEEP, "Bob")                                      # CR 514.2
    assert not is_type(game.obj("Grizzly Bears"), CardType.ARTIFACT, game.state)


def test_a_creature_type_added_with_no_duration_stays(game):
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    cast(game, VAMPIRISM)
    game.advance_to(Step.UPKEEP, "Bob")                                      # CR 611.2c
    assert "Vampire" in game.obj("Grizzly Bears").definition.subtypes
    assert game.obj("Grizzly Bears").definition.types == GRIZZLY_BEARS.types          # CR 205.1b


# Layer 5's statics (CR 613.1e), with the resolved effects in timestamp order (CR 613.7)
DARKNESS = card("All creatures are black.", "Darkness", "Enchantment")
LENS = card("All permanents are colorless.", "Lens", "Artifact")
SERVITUDE = card("Enchant creature\nEnchanted creature gets +3/-1 and is black.", "Servitude", "Enchantment — Aura")
FEAR_BEARER = card("Fear", "Fear Bearer", "Creature — Zombie", power="1", toughness="1")


def test_all_creatures_are_black_while_the_static_is_there(game):
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.put_onto_battlefield("Alice", DARKNESS)
    from cardtext.runtime.engine.query import object_colors
    assert object_colors(game.obj("Grizzly Bears"), game.state) == (Color.BLACK,)
    assert object_colors(game.obj("Darkness"), game.state) == ()            # not a creature


def test_a_colour_effect_after_the_static_wins_one_before_it_loses(game):
    """CR 613.7a-b: the static's timestamp is its permanent's, the effect's when it resolved."""
    from cardtext.runtime.engine.query import object_colors
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.put_onto_battlefield("Alice", DARKNESS)
    cast(game, WHITEN)                                                       # later than the static
    assert object_colors(game.obj("Grizzly Bears"), game.state) == (Color.WHITE,)
    game.put_onto_battlefield("Alice", LENS)                                 # later than both
    assert object_colors(game.obj("Grizzly Bears"), game.state) == ()


def test_a_filter_asking_for_black_sees_the_static(game):
    """A black creature can block a creature with fear (CR 702.36b): the static made it black."""
    from cardtext.runtime.engine.combat import evasion_problem
    from cardtext.runtime.engine.query import matches
    from cardtext.runtime.filters import ObjectFilter
    game.put_onto_battlefield("Alice", FEAR_BEARER)
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    bears, bearer = game.obj("Grizzly Bears"), game.obj("Fear Bearer")
    assert evasion_problem(game, bears, bearer) is not None
    assert not matches(game.state, ObjectFilter(colors=(Color.BLACK,)), bears, 0, None)
    game.put_onto_battlefield("Alice", DARKNESS)
    assert evasion_problem(game, bears, bearer) is None
    assert matches(game.state, ObjectFilter(colors=(Color.BLACK,)), bears, 0, None)


def test_enchanted_creature_is_black_only_while_enchanted(game):
    from cardtext.runtime.engine.query import object_colors
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    cast(game, SERVITUDE)
    assert object_colors(game.obj("Grizzly Bears"), game.state) == (Color.BLACK,)
    assert game.pt("Grizzly Bears") == (5, 1)


SKY = card("As ~ enters, choose a color.\nAll nonland permanents are the chosen color.", "Sky", "Enchantment")


def test_the_chosen_color_is_the_one_chosen_as_it_entered(game):
    """CR 607.2d: "the chosen color" is the one its source chose as it entered."""
    from cardtext.runtime.engine.decider import Answer, ChoiceKind
    from cardtext.runtime.engine.query import object_colors
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.add_card("Alice", SKY)
    game.add_mana("Alice", "U")
    game.decider.add(Answer(ChoiceKind.CHOOSE, Color.BLUE))
    game.cast("Alice", "Sky")
    game.resolve_stack()
    assert object_colors(game.obj("Grizzly Bears"), game.state) == (Color.BLUE,)

"""Choices in rules text: made as an effect happens ("the creature type of your choice",
CR 608.2d) or as a permanent enters and remembered on it ("the chosen type", "the chosen
player", CR 607.2d)."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E

from .conftest import compile_text


def ok(card):
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card))
    return card


def test_becomes_the_creature_type_of_your_choice_until_end_of_turn():
    card = ok(compile_text("{1}: ~ becomes the creature type of your choice until end of turn."))
    (effect,) = card.definition.abilities[0].effects
    assert isinstance(effect, E.BecomeCreatureTypeChoice) and effect.duration is E.Duration.END_OF_TURN


def test_target_creature_becomes_the_creature_type_of_your_choice():
    card = ok(compile_text("Target creature becomes the creature type of your choice until end of turn.",
                           type_line="Instant"))
    assert isinstance(card.definition.abilities[0].effects[0], E.BecomeCreatureTypeChoice)


def test_is_the_chosen_type_in_addition_to_its_other_types_adds_the_sources_choice():
    from cardtext.runtime.abilities import AddSubtypes
    card = ok(compile_text("As ~ enters, choose a creature type.\n"
                           "~ is the chosen type in addition to its other types."))
    effect = card.definition.abilities[1].effect
    assert isinstance(effect, AddSubtypes) and effect.chosen and effect.subtypes == ()


def test_lands_you_control_are_the_chosen_type_in_addition_to_their_other_types():
    ok(compile_text("As ~ enters, choose a basic land type.\n"
                    "Lands you control are the chosen type in addition to their other types."))


def test_enchanted_land_is_the_chosen_type_sets_its_land_type():
    from cardtext.runtime.abilities import SetLandType
    card = ok(compile_text("Enchant land\nAs ~ enters, choose a basic land type.\nEnchanted land is the chosen type.",
                           type_line="Enchantment — Aura"))
    effect = card.definition.abilities[-1].effect
    assert isinstance(effect, SetLandType) and effect.chosen


def test_the_chosen_player_names_the_player_chosen_as_it_entered():
    card = ok(compile_text("As ~ enters, choose an opponent.\n"
                           "~ gets -1/-1 for each card in the chosen player's hand.", power="7", toughness="7"))
    assert "Controller.CHOSEN" in repr(card.definition.abilities[1])


def test_creatures_the_chosen_player_controls():
    ok(compile_text("As ~ enters, choose an opponent.\n~'s power and toughness are each equal to the number "
                    "of creatures the chosen player controls.", power="*", toughness="*"))


def test_converge_the_number_of_colors_of_mana_spent_to_cast_it():
    from cardtext.runtime.filters import ManaSpentToCast, SelfRef
    card = ok(compile_text("Converge — ~ deals X damage to each creature, where X is the number of colors of "
                           "mana spent to cast ~.", type_line="Sorcery"))
    assert ManaSpentToCast(SelfRef(), colors=True) in _parts(card.definition.abilities[0])


def _parts(value):
    import dataclasses
    yield value
    if isinstance(value, (tuple, list)):
        for v in value:
            yield from _parts(v)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from _parts(getattr(value, f.name))


def test_target_opponent_chooses_a_creature_they_control_and_it_is_destroyed():
    from cardtext.runtime.filters import ChosenRef, Controller, PlayerRef
    card = ok(compile_text("When ~ enters, target opponent chooses a creature he or she controls. Destroy it."))
    choose, destroy = card.definition.abilities[0].effects
    assert isinstance(choose, E.Choose) and choose.chooser is PlayerRef.TARGET_PLAYER
    assert choose.filter.controller is Controller.YOU          # read from the chooser's side
    assert destroy.objects == ChosenRef(choose.label)


def test_each_player_chooses_then_the_rest_are_the_objects_not_chosen():
    from cardtext.runtime.filters import EachRef, UnchosenRef
    card = ok(compile_text("Each player chooses a creature he or she controls. Destroy the rest.",
                           type_line="Sorcery"))
    choose, destroy = card.definition.abilities[0].effects
    assert destroy.objects == UnchosenRef(EachRef(dataclass_replace(choose.filter)), choose.label)


def test_the_rest_after_one_player_chose_among_their_own_is_the_rest_of_theirs():
    """CR 608.2d: "target opponent chooses a creature he or she controls. Destroy the rest.":
    the other creatures that player controls."""
    from cardtext.runtime.filters import ControlledBy, PlayerRef, UnchosenRef
    card = ok(compile_text("Target opponent chooses a creature he or she controls. Destroy the rest.",
                           type_line="Sorcery"))
    choose, destroy = card.definition.abilities[0].effects
    assert destroy.objects == UnchosenRef(ControlledBy(dataclass_replace(choose.filter), PlayerRef.TARGET_PLAYER),
                                          choose.label)


def dataclass_replace(filt):
    """The chooser's filter with no controller: "the rest" is of every player's objects."""
    import dataclasses
    from cardtext.runtime.filters import Controller
    return dataclasses.replace(filt, controller=Controller.ANY)


def test_enchanted_creature_and_other_creatures_that_share_a_creature_type_with_it():
    from cardtext.runtime.filters import EachRef, SharesCreatureTypeRef, UnionRef
    card = ok(compile_text("Enchant creature\nSacrifice ~: Enchanted creature and other creatures that share a "
                           "creature type with it gain flying until end of turn.", type_line="Enchantment — Aura"))
    (gain,) = card.definition.abilities[1].effects
    enchanted, sharing = gain.objects.parts
    assert isinstance(gain.objects, UnionRef) and isinstance(enchanted, EachRef)
    assert sharing == SharesCreatureTypeRef(sharing.filter, enchanted)     # "it": the enchanted creature


def test_a_singular_noun_among_groups_is_still_refused_without_it():
    card = compile_text("Enchant creature\nSacrifice ~: Enchanted creature and other creatures get +1/+1 until "
                        "end of turn.", type_line="Enchantment — Aura")
    assert not card.fully_compiled


def test_target_opponent_reveals_a_card_at_random_from_their_hand():
    from cardtext.runtime.filters import AffectedRef, PlayerRef
    card = ok(compile_text("{3}{W}: Target opponent reveals a card at random from his or her hand. You gain life "
                           "equal to that card's converted mana cost.", type_line="Enchantment"))
    pick, reveal, _gain = card.definition.abilities[0].effects
    assert isinstance(pick, E.ChooseAtRandom) and pick.player is PlayerRef.TARGET_PLAYER
    assert reveal == E.RevealObjects(AffectedRef(pick.label))


def test_converge_enters_with_a_counter_for_each_color_of_mana_spent_to_cast_it():
    from cardtext.runtime.abilities import EntersWithCounters
    from cardtext.runtime.filters import ManaSpentToCast, SelfRef
    card = ok(compile_text("Converge — ~ enters with a +1/+1 counter on it for each color of mana spent to cast it."))
    assert card.definition.abilities[0].replacement == EntersWithCounters("+1/+1", ManaSpentToCast(SelfRef(), colors=True))


def test_converge_create_a_token_for_each_color_of_mana_spent_to_cast_it():
    ok(compile_text("Converge — Create a 1/1 white Kor Ally creature token for each color of mana spent to cast ~.",
                    type_line="Sorcery"))


def test_enters_with_counters_for_each_other_creature_still_reads_its_filter():
    """The converge wording shares its first words with "for each <filter>" (Avatar of the
    Resolute): both are read."""
    ok(compile_text("~ enters with a +1/+1 counter on it for each other creature you control with a +1/+1 counter "
                    "on it."))


def test_target_creature_card_of_an_opponents_choice_from_your_graveyard():
    card = ok(compile_text("When ~ enters, return target creature card of an opponent's choice from your graveyard "
                           "to your hand."))
    (spec,) = card.definition.abilities[0].targets
    assert spec.chosen_by_opponent and not spec.chooser_controls


def test_of_an_opponents_choice_where_nothing_is_targeted_is_not_supported():
    card = compile_text("Return a nonland card of an opponent's choice from your graveyard to your hand.",
                        type_line="Sorcery")
    assert not card.fully_compiled


def test_target_creature_of_an_opponents_choice_he_or_she_controls():
    from cardtext.runtime.filters import Controller
    card = ok(compile_text("Gain control of target creature of an opponent's choice he or she controls.",
                           type_line="Sorcery"))
    (spec,) = card.definition.abilities[0].targets
    assert spec.chosen_by_opponent and spec.chooser_controls and spec.filter.controller is Controller.OPPONENT


def test_a_creature_dealt_damage_this_way_cant_be_regenerated_this_turn():
    """"A creature dealt damage this way" names what "creatures dealt damage this way" names: the
    creature the damage before reached (CR 701.15c)."""
    from cardtext.runtime.filters import DealtDamageRef
    card = ok(compile_text("~ deals 3 damage to any target. A creature dealt damage this way can't be regenerated "
                           "this turn.", type_line="Instant"))
    _damage, restriction = card.definition.abilities[0].effects
    assert isinstance(restriction.objects, DealtDamageRef)


def test_if_a_creature_dealt_damage_this_way_would_die_is_still_read_as_before():
    ok(compile_text("~ deals 3 damage to each creature. If a creature dealt damage this way would die this turn, "
                    "exile it instead.", type_line="Sorcery"))


def test_the_revealed_cards_mana_value_is_the_card_revealed_at_random():
    from cardtext.runtime.filters import AffectedRef, ManaValueOf
    card = ok(compile_text("{3}{G}: Target opponent reveals a card at random from his or her hand. Target creature "
                           "gets +X/+X until end of turn, where X is the revealed card's converted mana cost.",
                           type_line="Enchantment"))
    pick, _reveal, pump = card.definition.abilities[0].effects
    assert pump.multiplier == ManaValueOf(AffectedRef(pick.label))


def test_the_revealed_card_with_nothing_revealed_is_not_supported():
    card = compile_text("Target creature gets +X/+X until end of turn, where X is the revealed card's converted mana "
                        "cost.", type_line="Instant")
    assert not card.fully_compiled

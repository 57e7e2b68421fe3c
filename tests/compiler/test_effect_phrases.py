"""One-shot effect phrases: amounts "equal to", animation, losing abilities, chosen returns,
split damage, spell copies and "until end of turn, <clause>" sentences."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E
from cardtext.runtime.abilities import KeywordAbility
from cardtext.runtime.characteristics import CardType, Color
from cardtext.runtime.filters import (ChosenRef, Controller, EventObjectRef, ManaValueOf, PaidRef,
                                      Fixed, PlayerRef, PowerOf, SelfRef, TargetRef, ToughnessOf)

from .conftest import compile_text


def effects(text, type_line="Instant"):
    card = compile_text(text, type_line=type_line)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
    (ability,) = card.definition.abilities
    return ability.effects


def test_gain_life_equal_to_that_creatures_toughness():
    (gain,) = effects("Whenever a creature dies, you gain life equal to that creature's toughness.",
                      "Enchantment")
    assert gain == E.GainLife(ToughnessOf(EventObjectRef()))


def test_lose_life_equal_to_its_mana_value():
    (lose,) = effects("When ~ dies, you lose life equal to its mana value.", "Creature — Test")
    assert lose == E.LoseLife(ManaValueOf(SelfRef()))


def test_damage_equal_to_the_sacrificed_creatures_power():
    (dmg,) = effects("{1}{r}, Sacrifice a creature: ~ deals damage equal to the sacrificed "
                     "creature's power to target creature.", "Artifact")
    assert dmg.amount == PowerOf(PaidRef("sacrificed")) and dmg.objects == TargetRef(0)


def test_where_x_is_its_power():
    (pump,) = effects("{2}{g}: ~ gets +X/+X until end of turn, where X is its power.",
                      "Creature — Test")
    assert pump.multiplier == PowerOf(SelfRef()) and (pump.power, pump.toughness) == (1, 1)


def test_loses_all_abilities_until_end_of_turn():
    (lose,) = effects("Target creature loses all abilities until end of turn.")
    assert lose == E.LoseAllAbilities(TargetRef(0), E.Duration.END_OF_TURN)


def test_until_end_of_turn_first_loses_all_abilities():
    (lose,) = effects("Until end of turn, target creature loses all abilities.")
    assert lose == E.LoseAllAbilities(TargetRef(0), E.Duration.END_OF_TURN)


def test_until_end_of_turn_you_may_play_that_card():
    exile, play = effects("Exile the top card of your library. Until end of turn, you may play that card.")
    assert isinstance(exile, E.ExileTopOfLibrary)
    assert play.duration is E.Duration.END_OF_TURN and play.objects.label == exile.label


def test_animation_still_a_land():
    (anim,) = effects("{1}{r}: ~ becomes a 3/3 red and green Elemental creature with haste until "
                      "end of turn. It's still a land.", "Land")
    assert anim == E.Animate(SelfRef(), 3, 3, (CardType.CREATURE,), ("Elemental",),
                             (Color.RED, Color.GREEN), ("haste",), keep_types=True,
                             duration=E.Duration.END_OF_TURN)


def test_until_end_of_turn_animation_artifact_creature():
    (anim,) = effects("{2}: Until end of turn, ~ becomes a 2/1 Construct artifact creature with flying.",
                      "Artifact")
    assert anim.types == (CardType.ARTIFACT, CardType.CREATURE) and anim.keep_types is False
    assert anim.keywords == ("flying",) and anim.duration is E.Duration.END_OF_TURN


def test_return_a_land_you_control_to_its_owners_hand():
    choose, ret = effects("When ~ enters, return a land you control to its owner's hand.",
                          "Creature — Test")
    assert choose.filter.types == (CardType.LAND,) and choose.filter.controller is Controller.YOU
    assert (choose.minimum, choose.maximum) == (1, 1)
    assert ret == E.ReturnToHand(ChosenRef(choose.label))


def test_split_damage_is_one_event():
    (split,) = effects("~ deals 3 damage to target creature and 2 damage to you.")
    assert split == E.DealDamageSimultaneously((E.DealDamage(Fixed(3), objects=TargetRef(0)),
                                                E.DealDamage(Fixed(2), players=PlayerRef.YOU)))


def test_copy_target_spell_with_new_targets():
    (copy,) = effects("Copy target instant or sorcery spell. You may choose new targets for the copy.")
    assert copy == E.CopySpell(TargetRef(0), new_targets=True)


def test_token_with_two_colours_and_an_article():
    (create,) = effects("Create an 8/8 green and white Elemental creature token with vigilance.")
    assert create.token.colors == (Color.GREEN, Color.WHITE) and create.token.power == 8


def test_token_keyword_with_parameter_is_not_dropped():
    """CR 111.4: the token has the keyword with its number (devour 2 as it enters, CR 702.82a)."""
    card = compile_text("Create a 1/1 red Dragon creature token with flying and devour 2.",
                        type_line="Instant")
    assert card.fully_compiled
    (create,) = card.definition.abilities[0].effects
    assert create.token.keywords == ("flying",)
    assert create.token.abilities == (KeywordAbility("devour", number=2),)


def test_cr_111_4_an_unnamed_token_is_named_for_its_subtypes_plus_token():
    (create,) = effects("Create two 1/1 white Kor Soldier creature tokens.", "Sorcery")
    assert create.token.name == "Kor Soldier Token" and create.token.subtypes == ("Kor", "Soldier")
    (treasure,) = effects("Create a colorless Treasure artifact token.", "Sorcery")
    assert treasure.token.name == "Treasure Token"


def test_a_players_second_action_after_then_is_done_by_the_same_player_cr_608_2c():
    """Dack Fayden's "+1: Target player draws two cards, then discards two cards." and Nicol
    Bolas, Planeswalker's "That player discards seven cards, then sacrifices seven permanents.":
    the clause with no player is the previous clause's player's."""
    card = compile_text("Target player draws two cards, then discards two cards.", type_line="Sorcery")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    draw, discard = card.definition.abilities[0].effects
    assert draw.player is PlayerRef.TARGET_PLAYER and discard.player is PlayerRef.TARGET_PLAYER
    card = compile_text("Target player discards two cards, then sacrifices two permanents.", type_line="Sorcery")
    discard, sacrifice = card.definition.abilities[0].effects
    assert isinstance(sacrifice, E.SacrificeObjects) and sacrifice.player is PlayerRef.TARGET_PLAYER


def test_then_with_a_third_person_verb_after_your_own_action_is_not_understood():
    assert not compile_text("Draw a card, then discards a card.", type_line="Sorcery").fully_compiled


def test_counters_put_on_two_groups_with_the_second_put_left_out_cr_122_1():
    """Ajani Unyielding's -9: "Put five +1/+1 counters on each creature you control and five
    loyalty counters on each other planeswalker you control." -- two placements."""
    card = compile_text("-9: Put five +1/+1 counters on each creature you control and five loyalty counters "
                        "on each other planeswalker you control.", type_line="Legendary Planeswalker — Ajani")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card))
    plus, loyalty = card.definition.abilities[0].effects
    assert (plus.counter, loyalty.counter) == ("+1/+1", "loyalty")
    assert loyalty.amount == Fixed(5) and loyalty.objects.filter.other

"""Ordinary rules-text phrases of recent cards: a chosen card returned to your hand, sentences
starting "Then", card types among cards in your graveyard, two keywords gained at once, a static
"loses flying", "during your turn", a player's draw as a trigger event, "enters tapped. As it
enters, choose ...", "a player has N or less life", and a target creature as a damage source.
Each compiles to the meaning the rules give it and renders back to the printed words."""
import pytest

from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E
from cardtext.runtime.abilities import (ChooseOnEnter, ChoiceKind, EntersTapped, EntersTappedUnless,
                                        KeywordGrant, ReplacementAbility, StaticAbility, TriggeredAbility)
from cardtext.runtime.characteristics import CardType, Zone
from cardtext.runtime.events import AnyOf, CardDrawn, EntersBattlefield, Proliferated, Sacrificed, YouAttack
from cardtext.runtime.filters import (ChosenRef, Compare, Controller, GraveyardCardTypes, PlayerHas,
                                      PlayerRef, PowerOf, SelfRef, TargetRef, WasCast, YourTurn,
                                      EnteredThisTurn)

from .conftest import compile_text


def compiled(text, type_line="Creature — Test"):
    card = compile_text(text, type_line=type_line)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
    return card.definition.abilities


def unsupported(text, type_line="Creature — Test"):
    card = compile_text(text, type_line=type_line)
    assert not card.fully_compiled
    return [d.code for d in card.diagnostics]


# ---------------------------------------------------- a chosen card, not a target (CR 115.1)
def test_return_a_land_card_from_your_graveyard_is_chosen_on_resolution():
    (ability,) = compiled("When this creature enters, mill three cards, then you may return a land "
                          "card from your graveyard to your hand.")
    assert ability.targets == ()                      # only "target" makes a target (CR 115.1)
    mill, may = ability.effects
    choose, ret = may.effects
    assert (choose.minimum, choose.maximum) == (1, 1)
    assert choose.filter.types == (CardType.LAND,) and choose.filter.zone is Zone.GRAVEYARD
    assert choose.filter.controller is Controller.YOU
    assert ret.objects == ChosenRef(choose.label)


def test_returning_two_chosen_cards_is_reported_not_dropped():
    assert "CT301" in unsupported("Return two creature cards from your graveyard to your hand.", "Sorcery")


# ---------------------------------------------------- "Then ..." (CR 608.2c)
def test_a_sentence_starting_then_follows_the_one_before():
    (ability,) = compiled("Mill three cards. Then you may return a creature or land card from your "
                          "graveyard to your hand.", "Sorcery")
    assert isinstance(ability.effects[0], E.Mill) and isinstance(ability.effects[1], E.Optional)


def test_card_types_among_cards_in_your_graveyard_is_an_amount():
    (ability,) = compiled("Discard your hand. Then draw X cards, where X is the number of card types "
                          "among cards in your graveyard.", "Instant")
    draw = ability.effects[-1]
    assert isinstance(draw, E.Draw) and draw.amount == GraveyardCardTypes()


# ---------------------------------------------------- keywords gained and lost (CR 613.1f)
def test_it_gains_flying_and_indestructible_until_end_of_turn():
    (ability,) = compiled("Put a +1/+1 counter on target creature. It gains flying and indestructible "
                          "until end of turn.", "Instant")
    _counter, flying, indestructible = ability.effects
    assert flying == E.GainKeyword(TargetRef(0), "flying")
    assert indestructible == E.GainKeyword(TargetRef(0), "indestructible")


def test_equipped_creature_loses_flying_is_a_static_loss():
    abilities = compiled("Equipped creature gets +3/+3 and loses flying.", "Artifact — Equipment")
    loss = abilities[1].effect
    assert isinstance(loss, KeywordGrant) and loss.keyword == "flying" and loss.lose
    assert loss.objects.attached_to_source


def test_losing_a_keyword_with_a_parameter_is_reported():
    assert "CT301" in unsupported("Equipped creature loses ward {2}.", "Artifact — Equipment")


def test_put_a_counter_on_it_and_draw_a_card_are_two_instructions():
    (ability,) = compiled("{1}, Sacrifice another creature or artifact: Put a +1/+1 counter on ~ and "
                          "draw a card. Activate only as a sorcery.")
    put, draw = ability.effects
    assert put.objects == SelfRef() and isinstance(draw, E.Draw)


# ---------------------------------------------------- "during your turn" (CR 611.3a)
def test_has_first_strike_during_your_turn_holds_as_long_as_its_your_turn():
    (ability,) = compiled("~ has first strike during your turn.")
    assert isinstance(ability, StaticAbility) and ability.condition == YourTurn()
    assert ability.effect == KeywordGrant(SelfRef(), "first strike")


# ---------------------------------------------------- a player's draw (CR 121.2, 603.2)
def test_an_opponent_draws_a_card_and_them_is_that_player():
    (ability,) = compiled("Whenever an opponent draws a card, ~ deals 1 damage to them.")
    assert isinstance(ability, TriggeredAbility)
    assert ability.event == CardDrawn(Controller.OPPONENT)
    (damage,) = ability.effects
    assert damage.players is PlayerRef.EVENT_PLAYER and damage.objects is None


def test_them_after_a_creature_event_is_not_a_player():
    # "them" after an event no player performs names no player: reported, not guessed
    assert "CT301" in unsupported("Whenever ~ attacks, ~ deals 1 damage to them.")


# ---------------------------------------------------- entering (CR 614.1c, 614.12)
def test_enters_tapped_then_as_it_enters_choose_a_color_is_two_replacements():
    tapped, choose = compiled("~ enters tapped. As it enters, choose a color.", "Land")
    assert tapped == ReplacementAbility(EntersTapped())
    assert choose == ReplacementAbility(ChooseOnEnter((ChoiceKind.COLOR,)))


def test_enters_tapped_unless_a_player_has_13_or_less_life():
    (ability,) = compiled("~ enters tapped unless a player has 13 or less life.", "Land")
    assert ability.replacement == EntersTappedUnless(PlayerHas(PlayerRef.EACH_PLAYER, "life", Compare.LE, 13))


# ---------------------------------------------------- a target as the source (CR 120.3)
@pytest.mark.parametrize("recipient", ["target creature you don't control",
                                       "target creature or planeswalker you don't control"])
def test_target_creature_you_control_deals_damage_equal_to_its_power(recipient):
    (ability,) = compiled(f"Target creature you control deals damage equal to its power to {recipient}.",
                          "Instant")
    mine, theirs = ability.targets
    assert mine.filter.controller is Controller.YOU and theirs.filter.controller is Controller.OPPONENT
    (damage,) = ability.effects
    assert damage == E.DealDamage(PowerOf(TargetRef(0)), objects=TargetRef(1), source=TargetRef(0))


# ---------------------------------------------------- exiled cards to play (CR 400.7, 611.2a)
def test_you_may_play_it_means_the_exiled_card_not_the_source():
    (ability,) = compiled("When ~ dies, exile the top card of your library. You may play it until the "
                          "end of your next turn.")
    exile, play = ability.effects
    assert isinstance(exile, E.ExileTopOfLibrary) and play.objects.label == exile.label
    assert play.duration is E.Duration.END_OF_YOUR_NEXT_TURN


def test_exile_the_top_two_cards_then_play_those_cards_this_turn():
    (ability,) = compiled("Whenever ~ becomes tapped, exile the top two cards of your library. You may "
                          "play those cards this turn.")
    exile, play = ability.effects
    assert exile.amount.value == 2 and play.objects.label == exile.label


# ---------------------------------------------------- conditions of triggers (CR 601.2, 603.2)
def test_if_you_cast_it_is_an_intervening_if():
    (ability,) = compiled("When ~ enters, if you cast it, return target permanent card with mana value "
                          "3 or less from your graveyard to the battlefield tapped.")
    assert ability.condition == WasCast() and ability.event_condition is None


def test_attacks_while_you_control_is_part_of_the_event():
    (ability,) = compiled("Whenever ~ attacks while you control a creature with power 4 or greater, ~ "
                          "gets +2/+2 until end of turn.")
    assert ability.condition is None                 # not checked again on resolution (CR 603.4)
    assert ability.event_condition.filter.types == (CardType.CREATURE,)


def test_whenever_you_attack_is_one_event_for_all_attackers():
    (ability,) = compiled("Whenever you attack, you gain 1 life.")
    assert ability.event == YouAttack(Controller.YOU)


def test_gains_your_choice_of_double_strike_or_trample_is_chosen_on_resolution():
    (ability,) = compiled("At the beginning of combat on your turn, target Mouse you control gains your "
                          "choice of double strike or trample until end of turn.")
    (gain,) = ability.effects
    assert gain == E.GainKeywordChoice(TargetRef(0), ("double strike", "trample"))


def test_cant_be_blocked_by_small_creatures_this_turn_is_a_restriction_for_the_turn():
    (_scry, ability) = compiled("When ~ enters, scry 2.\n{3}{G}: ~ can't be blocked by creatures with power 2 "
                                "or less this turn.")
    (restriction,) = ability.effects
    assert isinstance(restriction, E.CantBeBlockedByThisTurn) and restriction.objects == SelfRef()
    assert restriction.blockers.types == (CardType.CREATURE,) and restriction.blockers.tests


def test_activate_only_if_it_entered_this_turn():
    (_colorless, any_color) = compiled("{T}: Add {C}.\n{T}: Add one mana of any color. Activate only if ~ "
                                       "entered this turn.", "Land")
    assert any_color.timing.condition == EnteredThisTurn()


def test_when_it_enters_and_when_you_sacrifice_it_is_one_ability_of_two_events():
    (ability, _activated) = compiled("When ~ enters and when you sacrifice it, create a 1/1 white Rabbit "
                                     "creature token and scry 1.\n{2}, {T}, Sacrifice ~: You gain 3 life.",
                                     "Artifact — Food")
    assert ability.event == AnyOf((EntersBattlefield(SelfRef()), Sacrificed(SelfRef(), Controller.YOU)))


def test_becomes_the_target_of_a_spell_excludes_abilities():
    (_toxic, ability) = compiled("Toxic 1\nWhenever a creature you control becomes the target of a spell, "
                                 "target opponent gets a poison counter.")
    assert ability.event.spells_only and ability.event.by is Controller.ANY


def test_can_attack_this_turn_as_though_it_didnt_have_defender():
    (_defender, ability) = compiled("Defender\n{2}{G}: This creature can attack this turn as though it "
                                    "didn't have defender.")
    assert ability.effects == (E.AttackDespiteDefender(SelfRef()),)


def test_when_you_proliferate():
    (ability,) = compiled("When you proliferate, return ~ from your graveyard to your hand.")
    assert ability.event == Proliferated(Controller.YOU)


def test_you_may_play_that_card_from_exile_this_turn():
    (ability,) = compiled("Whenever a creature you control becomes blocked, you may exile it. You may play "
                          "that card from exile this turn.")
    may, play = ability.effects
    (exile,) = may.effects
    assert play.objects.label == exile.label and play.duration is E.Duration.END_OF_TURN


def test_spend_only_to_activate_an_ability_of_a_dinosaur_source():
    (ability,) = compiled("{T}: Add one mana of any color. Spend this mana only to cast a Dinosaur spell or "
                          "activate an ability of a Dinosaur source.")
    (add,) = ability.effects
    restriction = add.restriction
    assert restriction.ability_sources.subtypes == ("Dinosaur",) and restriction.spells.subtypes == ("Dinosaur",)


def test_spend_only_to_activate_an_ability_of_an_elemental_is_the_same_restriction():   # CR 106.6
    """The older "activate an ability of an Elemental" names the same abilities as "of an
    Elemental source"; it round-trips through the table of older wordings."""
    text = ("{T}: Add one mana of any color. Spend this mana only to cast an Elemental spell or activate "
            "an ability of an Elemental.")
    card = compile_text(text, type_line="Land")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (add,) = card.definition.abilities[0].effects
    assert add.restriction.ability_sources.subtypes == ("Elemental",) == add.restriction.spells.subtypes
    assert all(c.equal and c.lowered_equal for c in check_card(card, lowered=True))

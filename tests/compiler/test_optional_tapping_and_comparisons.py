"""Optional actions done as costs are paid and intervening conditions that compare objects:
compiled, lowered and rendered back."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import costs as C
from cardtext.runtime import effects as E
from cardtext.runtime.characteristics import CardType

from .conftest import compile_corpus_card, compile_text


def test_you_may_tap_two_untapped_permanents_is_an_optional_cost_with_if_you_do():
    """CR 118.12: "you may tap two untapped artifacts and/or creatures you control. If you do,
    ..." is done as a cost is paid; the rest happens only if both were tapped."""
    card = compile_text("Whenever ~ attacks, you may tap two untapped artifacts and/or creatures "
                        "you control. If you do, discover 3.")
    (trigger,) = card.definition.abilities
    (may,) = trigger.effects
    assert isinstance(may, E.Optional)
    (pay,) = may.effects
    assert isinstance(pay, E.PayCost) and isinstance(pay.cost, C.TapPermanents)
    assert pay.cost.count == 2 and pay.cost.filter.tapped is False
    assert set(pay.cost.filter.types) == {CardType.ARTIFACT, CardType.CREATURE}
    assert len(may.if_done) == 1
    assert all(c.equal for c in check_card(card))


def test_caparocti_sunborn_compiles(corpus):
    card = compile_corpus_card(corpus["Caparocti Sunborn"])
    assert card.fully_compiled
    assert all(c.equal for c in check_card(card))


def test_its_power_or_toughness_greater_than_the_sources_is_an_intervening_if_on_the_entering_creature():
    """CR 603.4: "if its power is greater than ~'s power or its toughness is greater than ~'s
    toughness" is checked as the ability triggers and as it resolves; "its" is the creature that
    entered (the event's object), compared with the source."""
    from cardtext.runtime.filters import AnyOfConditions, Compare, EventObjectRef, ObjectIs
    card = compile_text("Whenever a creature you control enters, if its power is greater than ~'s "
                        "power or its toughness is greater than ~'s toughness, draw a card.")
    (trigger,) = card.definition.abilities
    assert isinstance(trigger.condition, AnyOfConditions)
    power, toughness = trigger.condition.parts
    assert isinstance(power, ObjectIs) and power.ref == EventObjectRef()
    (test,) = power.filter.tests
    assert (test.characteristic, test.compare, test.than_source) == ("power", Compare.GT, "power")
    assert toughness.filter.tests[0].characteristic == "toughness"
    assert all(c.equal for c in check_card(card))


def test_its_power_with_no_triggering_object_is_not_supported():
    card = compile_text("When ~ enters, if its power is greater than ~'s power, draw a card.")
    assert not card.fully_compiled


def test_sharp_eyed_rookie_compiles(corpus):
    card = compile_corpus_card(corpus["Sharp-Eyed Rookie"])
    assert card.fully_compiled
    assert all(c.equal for c in check_card(card))


def test_if_you_discarded_a_card_this_way_reads_the_discard_step_before_it():
    """CR 608.2c: "Each player discards a card. If you discarded a card this way, draw a card."
    The draw depends on whether the ability's controller discarded in that step."""
    from cardtext.runtime.filters import DiscardedThisWay, PlayerRef
    card = compile_text("When ~ enters, each player discards a card. If you discarded a card "
                        "this way, draw a card.")
    (trigger,) = card.definition.abilities
    discard, conditional = trigger.effects
    assert isinstance(discard, E.DiscardCards) and discard.player is PlayerRef.EACH_PLAYER
    assert isinstance(conditional, E.Conditional) and conditional.condition == DiscardedThisWay()
    assert all(c.equal for c in check_card(card))


def test_discarded_this_way_with_no_discard_before_it_is_not_supported():
    card = compile_text("When ~ enters, if you discarded a card this way, draw a card.")
    assert not card.fully_compiled
    card = compile_text("When ~ enters, draw a card. If you discarded a card this way, draw a card.")
    assert not card.fully_compiled


def test_fanatic_of_the_harrowing_compiles(corpus):
    card = compile_corpus_card(corpus["Fanatic of the Harrowing"])
    assert card.fully_compiled
    assert all(c.equal for c in check_card(card))


def test_choose_a_color_then_add_an_amount_of_mana_of_that_color():
    """CR 106.1, 608.2d: "Choose a color. Add an amount of mana of that color equal to X." adds
    X mana of one color chosen as the ability resolves."""
    from cardtext.runtime.abilities import ManaAbility
    from cardtext.runtime.filters import CountOf
    card = compile_text("{2}, {T}: Choose a color. Add an amount of mana of that color equal to the "
                        "number of creatures you control.", type_line="Land")
    (ability,) = card.definition.abilities
    assert isinstance(ability, ManaAbility)
    (add,) = ability.effects
    assert isinstance(add.production, E.AnyColor) and add.production.one_color
    assert isinstance(add.production.amount, CountOf)
    assert all(c.equal for c in check_card(card))


def test_that_color_with_no_color_chosen_is_not_supported():
    card = compile_text("{T}: Add an amount of mana of that color equal to the number of creatures "
                        "you control.", type_line="Land")
    assert not card.fully_compiled


def test_three_tree_city_compiles(corpus):
    card = compile_corpus_card(corpus["Three Tree City"])
    assert card.fully_compiled
    assert all(c.equal for c in check_card(card))


def test_put_its_counters_on_target_creature_reads_the_source_as_it_last_existed():
    """CR 122.1, 608.2h: "When this creature leaves the battlefield, put its counters on target
    creature you control." puts as many counters of each kind as it had."""
    from cardtext.runtime.filters import SelfRef, TargetRef
    card = compile_text("When this creature leaves the battlefield, put its counters on target "
                        "creature you control.")
    (trigger,) = card.definition.abilities
    (put,) = trigger.effects
    assert put == E.PutCountersOf(TargetRef(0), SelfRef())
    assert all(c.equal for c in check_card(card))


def test_broodguard_elite_compiles(corpus):
    card = compile_corpus_card(corpus["Broodguard Elite"])
    assert card.fully_compiled
    assert all(c.equal for c in check_card(card))


def test_the_greatest_mana_value_among_artifacts_you_control_is_an_amount():
    """CR 604.3, 107.1: "~'s power is equal to the greatest mana value among artifacts you
    control" defines the power; the amount is the largest such value, 0 with none."""
    from cardtext.runtime.abilities import CharacteristicPT
    from cardtext.runtime.filters import GreatestAmong
    card = compile_text("~'s power is equal to the greatest mana value among artifacts you control.",
                        power="*", toughness="5")
    (static,) = card.definition.abilities
    assert isinstance(static.effect, CharacteristicPT)
    assert isinstance(static.effect.power, GreatestAmong) and static.effect.power.characteristic == "mana_value"
    assert static.effect.power.filter.types == (CardType.ARTIFACT,)
    assert all(c.equal for c in check_card(card))
    card = compile_text("When ~ enters, you gain life equal to the greatest power among creatures you control.")
    assert card.fully_compiled and all(c.equal for c in check_card(card))


def test_the_chosen_card_is_the_target_chosen_before_it():
    """CR 115.1: "choose target artifact card in your graveyard. ... return the chosen card to
    the battlefield": the chosen card is that target."""
    from cardtext.runtime.filters import TargetRef
    card = compile_text("When ~ enters, choose target artifact card in your graveyard. You may "
                        "sacrifice an artifact. If you do, return the chosen card to the battlefield.")
    (trigger,) = card.definition.abilities
    (may,) = trigger.effects
    (ret,) = may.if_done
    assert isinstance(ret, E.ReturnToBattlefield) and ret.objects == TargetRef(0)
    assert all(c.equal for c in check_card(card))
    assert not compile_text("When ~ enters, return the chosen card to your hand.").fully_compiled


def test_daretti_rocketeer_engineer_compiles(corpus):
    card = compile_corpus_card(corpus["Daretti, Rocketeer Engineer"])
    assert card.fully_compiled
    assert all(c.equal for c in check_card(card))


def test_return_a_card_matching_either_of_two_descriptions():
    """"return a non-Avatar creature card or a planeswalker card from your graveyard to your
    hand": one card chosen as the effect happens, matching either description (CR 115.1)."""
    from cardtext.runtime.characteristics import Zone
    from cardtext.runtime.filters import Controller
    card = compile_text("When ~ enters, mill four cards, then you may return a non-Avatar creature card "
                        "or a planeswalker card from your graveyard to your hand.")
    (trigger,) = card.definition.abilities
    _mill, may = trigger.effects
    choose = may.effects[0]
    assert isinstance(choose, E.Choose)
    creature, planeswalker = choose.filter.alternatives
    assert creature.types == (CardType.CREATURE,) and creature.excluded_subtypes == ("Avatar",)
    assert planeswalker.types == (CardType.PLANESWALKER,)
    assert all(a.zone is Zone.GRAVEYARD and a.controller is Controller.YOU for a in (creature, planeswalker))
    assert all(c.equal for c in check_card(card))


def test_overlord_of_the_balemurk_compiles(corpus):
    card = compile_corpus_card(corpus["Overlord of the Balemurk"])
    assert card.fully_compiled
    assert all(c.equal for c in check_card(card))

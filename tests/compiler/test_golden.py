"""Golden tests: the compiled form of every card rulings.md names and of modern.jsonl."""
import pytest

from cardtext.runtime import abilities as R
from cardtext.runtime import costs as C
from cardtext.runtime import effects as E
from cardtext.runtime import events as V
from cardtext.runtime.characteristics import CardType, ManaType, Step
from cardtext.runtime.filters import (AffectedRef, ChosenRef, Controller, CountersOn, CountOf,
                                      EachRef, Fixed, SelfRef, TargetRef, UnionRef, XValue)

from .conftest import compile_corpus_card

RULINGS_CARDS = [
    "Reflecting Pool", "Fellwar Stone", "Pillar of the Paruns", "Eldrazi Temple",
    "Hall of the Bandit Lord", "Exotic Orchard", "Contamination", "Heartbeat of Spring",
    "Zendikar Resurgent", "Mirari's Wake", "Mana Reflection", "Endless One", "Walking Ballista",
    "Hangarback Walker", "Order of Whiteclay", "Crackleburr", "Kalonian Hydra",
    "Solidarity of Heroes", "Vorel of the Hull Clade", "Hardened Scales",
    "Corpsejack Menace", "Doubling Season", "Winding Constrictor",
    "Fortune, Loyal Steed", "Gila Courser", "Bounding Felidar",
]


def abilities(corpus, name):
    compiled = compile_corpus_card(corpus[name])
    assert compiled.diagnostics == ()
    return compiled.definition.abilities


def kinds(abs_):
    return [type(a).__name__ for a in abs_]


@pytest.mark.parametrize("name", RULINGS_CARDS)
def test_every_rulings_card_compiles_without_diagnostics(corpus, name):
    compiled = compile_corpus_card(corpus[name])
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    assert compiled.diagnostics == ()


def test_M3_reflecting_pool_any_type_a_land_you_control_could_produce(corpus):
    (ability,) = abilities(corpus, "Reflecting Pool")
    assert isinstance(ability, R.ManaAbility) and ability.costs == (C.TapSelf(),)
    (add,) = ability.effects
    assert isinstance(add.production, E.CouldProduce)
    assert add.production.colors_only is False
    assert add.production.filter.types == (CardType.LAND,)
    assert add.production.filter.controller is Controller.YOU


@pytest.mark.parametrize("name", ["Fellwar Stone", "Exotic Orchard"])
def test_M3_any_color_an_opponents_land_could_produce(corpus, name):
    (ability,) = abilities(corpus, name)
    production = ability.effects[0].production
    assert production.colors_only is True
    assert production.filter.controller is Controller.OPPONENT


def test_M2_pillar_restriction_rides_on_the_mana(corpus):
    (ability,) = abilities(corpus, "Pillar of the Paruns")
    (add,) = ability.effects
    assert isinstance(add.production, E.AnyColor)
    assert add.restriction.spells.multicolored and add.restriction.spells.spell


def test_M2_eldrazi_temple_two_abilities_second_restricted(corpus):
    plain, restricted = abilities(corpus, "Eldrazi Temple")
    assert plain.effects[0].production == E.FixedMana(((ManaType.COLORLESS,),))
    add = restricted.effects[0]
    assert add.production == E.FixedMana(((ManaType.COLORLESS, ManaType.COLORLESS),))
    assert add.restriction.spells.subtypes == ("Eldrazi",) and add.restriction.spells.colorless
    assert add.restriction.ability_sources.subtypes == ("Eldrazi",)


def test_M2_hall_of_the_bandit_lord(corpus):
    enters_tapped, mana = abilities(corpus, "Hall of the Bandit Lord")
    assert enters_tapped == R.ReplacementAbility(R.EntersTapped())
    assert mana.costs == (C.TapSelf(), C.PayLife(Fixed(3)))
    rider = mana.effects[0].rider
    assert rider.keyword == "haste" and rider.spells.types == (CardType.CREATURE,)


def test_M5_heartbeat_is_a_triggered_mana_ability(corpus):
    (trigger,) = abilities(corpus, "Heartbeat of Spring")
    assert isinstance(trigger.event, V.TappedForMana)
    assert trigger.event.player is Controller.ANY
    assert trigger.effects[0].production == E.ProducedType(Fixed(1))
    assert trigger.is_mana_ability


@pytest.mark.parametrize("name", ["Zendikar Resurgent", "Mirari's Wake"])
def test_M5_you_tap_a_land_for_mana(corpus, name):
    trig = [a for a in abilities(corpus, name) if isinstance(a, R.TriggeredAbility)][0]
    assert trig.event.player is Controller.YOU and trig.is_mana_ability


def test_M6_mana_reflection_and_contamination(corpus):
    (reflection,) = abilities(corpus, "Mana Reflection")
    assert reflection.replacement.factor == 2 and reflection.replacement.sources.permanent
    upkeep, contamination = abilities(corpus, "Contamination")
    assert upkeep.event == V.BeginningOfStep(Step.UPKEEP)
    assert isinstance(upkeep.effects[0], E.Unless)
    assert contamination.replacement.produces.production == E.FixedMana(((ManaType.BLACK,),))


@pytest.mark.parametrize("name", ["Endless One", "Walking Ballista", "Hangarback Walker"])
def test_X1_enters_with_x_counters(corpus, name):
    first = abilities(corpus, name)[0]
    assert first.replacement == R.EntersWithCounters("+1/+1", XValue())


def test_hangarback_dies_trigger_counts_counters(corpus):
    trig = abilities(corpus, "Hangarback Walker")[1]
    assert trig.event == V.Dies(SelfRef())
    (create,) = trig.effects
    assert create.amount == CountersOn(SelfRef(), "+1/+1")
    assert create.token.keywords == ("flying",) and create.token.power == 1


def test_Q1_order_of_whiteclay_untap_cost(corpus):
    (ability,) = abilities(corpus, "Order of Whiteclay")
    assert C.UntapSelf() in ability.costs
    (target,) = ability.targets
    assert target.filter.card and target.filter.tests[0].value == 3


def test_T1_Q1_crackleburr_tap_and_untap_costs(corpus):
    tap, untap = abilities(corpus, "Crackleburr")
    assert C.TapSelf() in tap.costs and C.UntapSelf() in untap.costs
    assert tap.costs[2].count == 2 and tap.costs[2].filter.tapped is False
    assert untap.costs[2].untap and untap.costs[2].filter.tapped is True
    assert tap.targets[0].players is Controller.ANY


def test_C1_doubling_cards(corpus):
    trample, enters, attack = abilities(corpus, "Kalonian Hydra")
    assert attack.effects == (E.DoubleCounters(EachRef(attack.effects[0].objects.filter), "+1/+1"),)
    (vorel,) = abilities(corpus, "Vorel of the Hull Clade")
    assert vorel.effects == (E.DoubleCounters(TargetRef(0), None),)
    strive, spell = abilities(corpus, "Solidarity of Heroes")
    assert isinstance(strive.effect, R.CostPerExtraTarget)
    assert spell.targets[0].minimum == 0 and spell.effects == (E.DoubleCounters(TargetRef(0)),)
    (scales,) = abilities(corpus, "Hardened Scales")
    assert scales.replacement.plus == 1 and scales.replacement.counter == "+1/+1"


def test_S1_S8_fortune_loyal_steed(corpus):
    enters, attacks, saddle = abilities(corpus, "Fortune, Loyal Steed")
    assert enters == R.TriggeredAbility(V.EntersBattlefield(SelfRef()), (E.Scry(Fixed(2)),))
    assert attacks.event == V.Attacks(SelfRef(), while_saddled=True)
    (delayed,) = attacks.effects
    assert isinstance(delayed, E.CreateDelayedTrigger)
    assert delayed.event.step is Step.END_OF_COMBAT
    choose, exile, back = delayed.effects
    assert isinstance(choose, E.Choose) and choose.filter.saddled_source and choose.maximum == 1
    assert exile.objects == UnionRef((SelfRef(), ChosenRef(choose.label)))
    assert back == E.ReturnToBattlefield(AffectedRef(exile.label), under_owner_control=True)
    assert attacks.targets == ()          # S10: nothing is targeted
    assert saddle.keyword == "saddle" and saddle.timing.sorcery_speed
    (cost,) = saddle.costs
    assert cost.power == 1 and cost.filter.other and cost.filter.tapped is False


def test_S11_modern_wording_gila_courser_and_felidar(corpus):
    attack, saddle = abilities(corpus, "Gila Courser")
    assert attack.event == V.Attacks(SelfRef(), while_saddled=True)
    exile_top, may_play = attack.effects
    assert may_play.objects == AffectedRef(exile_top.label)
    assert may_play.duration is E.Duration.END_OF_YOUR_NEXT_TURN
    felidar, saddle2 = abilities(corpus, "Bounding Felidar")
    put, gain = felidar.effects
    assert gain.amount == CountOf(AffectedRef(put.label))
    assert saddle2.costs[0].power == 2


def test_mirari_anthem(corpus):
    anthem = abilities(corpus, "Mirari's Wake")[0]
    assert anthem.effect.power == 1 and anthem.effect.objects.controller is Controller.YOU

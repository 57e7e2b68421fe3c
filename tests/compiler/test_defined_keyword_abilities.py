"""Keyword abilities the rules define as rules text (CR 702.1), printed on the creature or
granted to others: frenzy (CR 702.68a), poisonous (CR 702.70a) and absorb (CR 702.64a) compile to
the ability of their definition, named for the keyword, with the number bound."""
from cardtext.runtime import abilities as R
from cardtext.runtime import effects as E
from cardtext.runtime.filters import Fixed, PlayerRef, SelfRef

from .conftest import compile_corpus_card, compile_text


def only(card):
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    return card.definition.abilities


def test_frenzy_is_an_attacks_and_isnt_blocked_trigger():
    """CR 702.68a: "Whenever this creature attacks and isn't blocked, it gets +N/+0 until end of
    turn." """
    (frenzy,) = only(compile_text("Frenzy 2"))
    assert isinstance(frenzy, R.TriggeredAbility) and frenzy.keyword == "frenzy"
    (pump,) = frenzy.effects
    assert (pump.power, pump.toughness) == (2, 0)


def test_poisonous_gives_the_damaged_player_n_poison_counters():
    """CR 702.70a: "Whenever this creature deals combat damage to a player, that player gets N
    poison counters." A trigger, unlike toxic (CR 702.164), whose counters come with the damage."""
    (poisonous,) = only(compile_text("Poisonous 3"))
    assert isinstance(poisonous, R.TriggeredAbility) and poisonous.keyword == "poisonous"
    assert poisonous.event.combat_only and poisonous.event.to_player
    assert poisonous.effects == (E.GetPoison(Fixed(3), PlayerRef.EVENT_PLAYER),)


def test_absorb_prevents_n_of_each_sources_damage():
    """CR 702.64a: "If a source would deal damage to this creature, prevent N of that damage." A
    static ability, applied to each damage event (702.64b)."""
    (absorb,) = only(compile_text("Absorb 2"))
    assert absorb == R.StaticAbility(R.PreventSomeDamage(2, SelfRef()), keyword="absorb")


def test_a_granted_defined_keyword_grants_its_definition(corpus):
    """"All Sliver creatures have frenzy 1": each Sliver has frenzy's trigger (CR 702.68a, 613.1f)."""
    (grant,) = only(compile_corpus_card(corpus["Frenzy Sliver"]))
    assert isinstance(grant, R.StaticAbility) and isinstance(grant.effect, R.AbilityGrant)
    frenzy = grant.effect.ability
    assert isinstance(frenzy, R.TriggeredAbility) and frenzy.keyword == "frenzy"
    assert frenzy.effects[0].power == 1
    _, aura = only(compile_corpus_card(corpus["Snake Cult Initiation"]))
    assert aura.effect.ability.keyword == "poisonous"
    assert aura.effect.ability.effects == (E.GetPoison(Fixed(3), PlayerRef.EVENT_PLAYER),)


def test_granting_a_keyword_with_no_engine_form_is_still_reported():
    card = compile_text("Creatures you control have epic.")
    assert [d.code for d in card.diagnostics] == ["CT301"]

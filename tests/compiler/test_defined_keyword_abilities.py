"""Keyword abilities the rules define as rules text (CR 702.1), printed on the creature or
granted to others: frenzy (CR 702.68a), poisonous (CR 702.70a) and absorb (CR 702.64a) compile to
the ability of their definition, named for the keyword, with the number bound."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import abilities as R
from cardtext.runtime import effects as E
from cardtext.runtime.characteristics import CardType
from cardtext.runtime.keyword_abilities import AttachSource
from cardtext.runtime.filters import (Compare, Controller, DiedThisTurn, Fixed, NumberTest, ObjectFilter, PlayerRef,
                                      SelfRef, TargetRef)

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
    from cardtext.compiler.api import compile_card
    from pathlib import Path
    from cardtext.compiler.keywords.database import builtin, load_file
    from cardtext.compiler.source.card import CardSource
    custom = load_file(Path(__file__).resolve().parents[1] / "data" / "unplayed_keyword.toml")
    card = compile_card(CardSource("Granter", "Creatures you control have moonwarding.", "{2}", "Enchantment"),
                        builtin().with_custom(custom))
    assert [d.code for d in card.diagnostics] == ["CT301"]


def test_transfigure_searches_for_the_mana_value_of_the_sacrificed_creature(corpus):
    """CR 702.71a: "[Cost], Sacrifice this permanent: Search your library for a creature card with
    the same mana value as this permanent and put it onto the battlefield. Then shuffle your
    library. Activate only as a sorcery." (Fleshwrither)."""
    (transfigure,) = only(compile_corpus_card(corpus["Fleshwrither"]))
    assert isinstance(transfigure, R.ActivatedAbility) and transfigure.keyword == "transfigure"
    assert transfigure.timing.sorcery_speed
    search = transfigure.effects[0]
    (test,) = search.filter.tests
    assert test == NumberTest("mana_value", Compare.EQ, 0, than_source="mana_value")


def test_fortify_attaches_the_fortification_to_a_land_you_control(corpus):
    """CR 702.67a: "[Cost]: Attach this Fortification to target land you control. Activate only as
    a sorcery."; "fortified land" is the land it is attached to (CR 301.6), and the card reads
    back as printed."""
    card = compile_corpus_card(corpus["Darksteel Garrison"])
    indestructible, tapped, fortify = only(card)
    assert isinstance(fortify, R.ActivatedAbility) and fortify.keyword == "fortify"
    assert fortify.timing.sorcery_speed and fortify.effects == (AttachSource(TargetRef(0)),)
    (land,) = fortify.targets
    assert land.filter.types == (CardType.LAND,) and land.filter.controller is Controller.YOU
    assert indestructible.effect.objects.attached_to_source and tapped.event.subject.attached_to_source
    assert all(c.equal for c in check_card(card)), check_card(card)


def test_gravestorm_copies_the_spell_for_each_permanent_that_died_this_turn(corpus):
    """CR 702.69a: "When you cast this spell, copy it for each permanent that was put into a
    graveyard from the battlefield this turn. If the spell has any targets, you may choose new
    targets for any of the copies." ("dies" is "is put into a graveyard from the battlefield",
    CR 700.4.)"""
    _, gravestorm = only(compile_corpus_card(corpus["Bitter Ordeal"]))
    assert isinstance(gravestorm, R.TriggeredAbility) and gravestorm.keyword == "gravestorm"
    (copy,) = gravestorm.effects
    assert isinstance(copy, E.CopySpell) and copy.new_targets
    assert copy.count == DiedThisTurn(ObjectFilter(permanent=True))


def test_copy_it_for_each_reads_back_as_written():
    card = compile_text("When you cast this spell, copy it for each creature that died this turn. "
                        "You may choose new targets for the copies.", type_line="Instant")
    assert all(c.equal for c in check_card(card)), check_card(card)

"""Keyword actions of CR 701 as the compiler reads them: monstrosity (CR 701.37) with "~ is
monstrous" and "when ~ becomes monstrous", detain (CR 701.35), goad (CR 701.15), support (CR
701.41), fateseal (CR 701.29), manifest (CR 701.40), vote (CR 701.38), adapt (CR 701.46) and
connive (CR 701.50). Each phrase lowers to the instruction its
database entry names, renders back exactly, and each entry's reminder template reads as the rule.
Rule numbers are the current rules' (2025); the 2022 text numbers them 701.31, 701.29, 701.38,
701.35, 701.22, 701.34, 701.32, 701.43 and 701.47."""
import pytest

from cardtext.compiler.keywords.database import builtin
from cardtext.compiler.keywords.templates import fill
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E
from cardtext.runtime import events as V
from cardtext.runtime.abilities import ActivatedAbility, StaticAbility, TriggeredAbility
from cardtext.runtime.filters import (AffectedRef, Fixed, SelfRef, SourceState, TargetRef, Times, VotesFor, VoteWon,
                                      XValue)

from .conftest import compile_corpus_card, compile_text


def compiled(card):
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
    return card


@pytest.mark.parametrize("name, instruction", [
    ("monstrosity", "Monstrosity"), ("detain", "Detain"), ("goad", "Goad"), ("fateseal", "Fateseal"),
    ("manifest", "Manifest"), ("support", "PutCounters"), ("vote", "Vote"),
    ("adapt", "Adapt"), ("connive", "Connive"), ("amass", "Amass")])
def test_each_entry_names_the_instruction_that_performs_it(name, instruction):
    entry = builtin().get(name)
    assert entry.mechanic == instruction and not entry.unsupported


# ------------------------------------------------------------------ monstrosity (CR 701.37)
def test_monstrosity_is_one_instruction_and_monstrous_a_condition_of_the_source(corpus):
    """Fleecemane Lion: "{3}{G}{W}: Monstrosity 1. / As long as Fleecemane Lion is monstrous, it
    has hexproof and indestructible." (CR 701.37a-b: "it" is the Lion)."""
    card = compiled(compile_corpus_card(corpus["Fleecemane Lion"]))
    ability, hexproof, indestructible = card.definition.abilities
    assert isinstance(ability, ActivatedAbility) and ability.effects == (E.Monstrosity(Fixed(1)),)
    for static in (hexproof, indestructible):
        assert isinstance(static, StaticAbility) and static.condition == SourceState("monstrous")
        assert static.effect.objects == SelfRef()


def test_when_it_becomes_monstrous_is_a_trigger_event(corpus):
    """Keepsake Gorgon: "When Keepsake Gorgon becomes monstrous, destroy target non-Gorgon creature
    an opponent controls." (CR 701.37b)."""
    card = compiled(compile_corpus_card(corpus["Keepsake Gorgon"]))
    trigger = card.definition.abilities[-1]
    assert isinstance(trigger, TriggeredAbility) and trigger.event == V.BecomesMonstrous(SelfRef())


def test_if_it_is_monstrous_is_an_intervening_if(corpus):
    card = compiled(compile_corpus_card(corpus["Polis Crusher"]))
    assert card.definition.abilities[-1].condition == SourceState("monstrous")


def test_monstrosity_x_is_the_x_paid_and_its_trigger_reads_it(corpus):
    """Hydra Broodmaster: "{X}{X}{G}: Monstrosity X." and "When Hydra Broodmaster becomes
    monstrous, create X X/X green Hydra creature tokens." CR 701.37c: the other abilities of the
    permanent read X as it became monstrous, so the instruction carries X (not a number) and the
    trigger's tokens are X X/X (the engine keeps the X as the permanent's own)."""
    card = compiled(compile_corpus_card(corpus["Hydra Broodmaster"]))
    activated, trigger = card.definition.abilities
    assert isinstance(activated, ActivatedAbility) and activated.effects == (E.Monstrosity(XValue()),)
    assert isinstance(trigger, TriggeredAbility) and trigger.event == V.BecomesMonstrous(SelfRef())


def test_the_monstrosity_reminder_is_the_rule():
    assert fill(builtin().get("monstrosity").reminder, 3) == (
        "If this creature isn't monstrous, put three +1/+1 counters on it and it becomes monstrous.")


# ------------------------------------------------------------------ detain and goad
def test_detain_acts_on_its_targets(corpus):
    """Lyev Decree: "Detain up to two target creatures your opponents control." (CR 701.35a)."""
    card = compiled(compile_corpus_card(corpus["Lyev Decree"]))
    (spell,) = card.definition.abilities
    assert spell.effects == (E.Detain(TargetRef(0)),)
    assert (spell.targets[0].minimum, spell.targets[0].maximum) == (0, 2)


def test_detain_each_permanent_of_a_filter(corpus):
    """Lavinia of the Tenth: "detain each nonland permanent your opponents control with converted
    mana cost 4 or less" (no target)."""
    card = compiled(compile_corpus_card(corpus["Lavinia of the Tenth"]))
    trigger = card.definition.abilities[-1]
    assert isinstance(trigger.effects[0], E.Detain) and not trigger.targets


def test_goad_after_you_may(corpus):
    """Jeering Homunculus: "When Jeering Homunculus enters the battlefield, you may goad target
    creature." (CR 701.15a)."""
    card = compiled(compile_corpus_card(corpus["Jeering Homunculus"]))
    (trigger,) = card.definition.abilities
    assert trigger.effects[0].effects == (E.Goad(TargetRef(0)),)


def test_goad_and_detain_reminders_are_the_rules():
    assert builtin().get("goad").reminder == ("Until your next turn, that creature attacks each combat if "
                                              "able and attacks a player other than you if able.")
    assert builtin().get("detain").reminder == ("Until your next turn, that permanent can't attack or block "
                                                "and its activated abilities can't be activated.")


# ------------------------------------------------------------------ support (CR 701.41a)
def test_support_on_a_permanent_targets_other_creatures(corpus):
    """Relief Captain: "When Relief Captain enters the battlefield, support 3." means "put a +1/+1
    counter on each of up to three other target creatures"."""
    card = compiled(compile_corpus_card(corpus["Relief Captain"]))
    (trigger,) = card.definition.abilities
    (spec,) = trigger.targets
    assert (spec.minimum, spec.maximum, spec.filter.other) == (0, 3, True)
    (put,) = trigger.effects
    assert isinstance(put, E.PutCounters) and put.counter == "+1/+1" and put.amount == Fixed(1)


def test_support_on_a_sorcery_may_target_any_creatures(corpus):
    """Shoulder to Shoulder: "Support 2." on a sorcery: no "other" (CR 701.41a)."""
    card = compiled(compile_corpus_card(corpus["Shoulder to Shoulder"]))
    spec = card.definition.abilities[0].targets[0]
    assert (spec.minimum, spec.maximum, spec.filter.other) == (0, 2, False)


def test_the_support_reminder_is_the_permanents_rule():
    assert fill(builtin().get("support").reminder, 2) == (
        "Put a +1/+1 counter on each of up to two other target creatures.")


# ------------------------------------------------------------------ fateseal and manifest
def test_fateseal_after_another_effect(corpus):
    card = compiled(compile_corpus_card(corpus["Spin into Myth"]))
    assert card.definition.abilities[0].effects[-1] == E.Fateseal(Fixed(2))
    assert fill(builtin().get("fateseal").reminder, 2) == (
        "Look at the top two cards of an opponent's library, then put any number of them on the bottom "
        "of that player's library and the rest on top in any order.")


def test_manifest_the_top_cards_and_then_it(corpus):
    """Ethereal Ambush manifests two (one at a time, CR 701.40d); Fierce Invocation's "it" is the
    manifested permanent."""
    ambush = compiled(compile_corpus_card(corpus["Ethereal Ambush"]))
    assert ambush.definition.abilities[0].effects[0].amount == Fixed(2)
    invocation = compiled(compile_corpus_card(corpus["Fierce Invocation"]))
    manifest, put = invocation.definition.abilities[0].effects
    assert isinstance(manifest, E.Manifest) and put.objects == AffectedRef(manifest.label)


def test_manifest_of_a_card_that_is_not_the_top_card_is_refused():
    assert not compile_text("Manifest the top land of your library.", type_line="Sorcery").fully_compiled


# ------------------------------------------------------------------ vote (CR 701.38)
def test_will_of_the_council_votes_then_reads_the_outcome(corpus):
    """Bite of the Black Rose: "Starting with you, each player votes for sickness or psychosis. If
    sickness gets more votes, ... If psychosis gets more votes or the vote is tied, ..." (CR
    701.38a-b: the choices are words with no rules meaning)."""
    card = compiled(compile_corpus_card(corpus["Bite of the Black Rose"]))
    vote, sickness, psychosis = card.definition.abilities[0].effects
    assert vote == E.Vote(("sickness", "psychosis"))
    assert sickness.condition == VoteWon("sickness") and psychosis.condition == VoteWon("psychosis", or_tied=True)


def test_councils_dilemma_counts_each_vote(corpus):
    """Orchard Elemental: "Put two +1/+1 counters on Orchard Elemental for each sprout vote. You gain
    3 life for each harvest vote." """
    card = compiled(compile_corpus_card(corpus["Orchard Elemental"]))
    _vote, put, gain = card.definition.abilities[0].effects
    assert put.amount == Times(VotesFor("sprout"), 2) and gain.amount == Times(VotesFor("harvest"), 3)


# ------------------------------------------------------------------ adapt and connive
def test_adapt_is_one_instruction_on_its_source():
    """Skatewing Spy: "{5}{U}: Adapt 4." (CR 701.46a; no corpus card prints adapt)."""
    card = compiled(compile_text("{5}{U}: Adapt 4.", "Skatewing Spy", "Creature — Vedalken Rogue",
                                 power="3", toughness="3"))
    assert card.definition.abilities[0].effects == (E.Adapt(4),)
    assert fill(builtin().get("adapt").reminder, 4) == (
        "If this creature has no +1/+1 counters on it, put four +1/+1 counters on it.")


def test_it_connives():
    """Raffine's Informant: "When Raffine's Informant enters the battlefield, it connives." (CR
    701.50a; no corpus card prints connive)."""
    card = compiled(compile_text("When Raffine's Informant enters the battlefield, it connives.",
                                 "Raffine's Informant", "Creature — Human Wizard", power="2", toughness="1"))
    (trigger,) = card.definition.abilities
    assert trigger.effects == (E.Connive(SelfRef()),)
    assert builtin().get("connive").reminder == ("Draw a card, then discard a card. If you discarded a "
                                                 "nonland card, put a +1/+1 counter on this creature.")


def test_a_player_cant_be_detained_or_connive():
    """CR 701.35a, 701.50a: they act on permanents (CT302 at the phrase)."""
    for text in ("Detain target player.", "Target player connives."):
        card = compile_text(text, type_line="Sorcery")
        assert [d.code for d in card.diagnostics] == ["CT302"], text


def test_amass_names_its_subtype_and_the_older_wording_means_zombies():
    """CR 701.47a; "amass N" on older cards is "amass Zombies N" (CR 701.47d)."""
    for text, subtype in (("Amass Orcs 2.", "Orc"), ("Amass 2.", "Zombie")):
        card = compiled(compile_text(text, type_line="Sorcery"))
        assert card.definition.abilities[0].effects == (E.Amass(subtype, 2),)

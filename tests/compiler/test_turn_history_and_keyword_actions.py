"""Mechanics of 2023-2025 that read what happened this turn or name a keyword action: valiant
(an ability word, CR 207.2c, whose trigger fires "for the first time each turn"), descended
(CR 700.11), and the keyword actions endure (CR 701.63) and forage (CR 701.61). Each phrase
lowers to the right objects and renders back exactly."""
from cardtext.compiler.keywords.database import KeywordKind, builtin
from cardtext.compiler.keywords.templates import fill
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E
from cardtext.runtime import events as V
from cardtext.runtime.abilities import TriggeredAbility
from cardtext.runtime.costs import CollectEvidence, ForageCost
from cardtext.runtime.filters import Controller, DescendedThisTurn, Fixed, NonlandPermanentsEntered, SelfRef

from .conftest import compile_corpus_card, compile_text


def only_ability(card):
    assert card.diagnostics == (), [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
    (ability,) = card.definition.abilities
    return ability


# ------------------------------------------------------------------ valiant (CR 207.2c)
def test_valiant_is_an_ability_word_before_a_first_time_each_turn_targeting_trigger(corpus):
    """Heartfire Hero: "Valiant — Whenever Heartfire Hero becomes the target of a spell or
    ability you control for the first time each turn, put a +1/+1 counter on it." The ability
    word has no rules meaning (CR 207.2c); the trigger waits for the first time each turn that
    a spell or ability its controller controls targets it."""
    card = compile_corpus_card(corpus["Heartfire Hero"])
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    valiant = card.definition.abilities[0]
    assert isinstance(valiant, TriggeredAbility)
    assert valiant.event == V.BecomesTarget(SelfRef(), Controller.YOU, first_time_each_turn=True)
    assert card.lines[0].ast.ability_word == "valiant"


def test_a_spell_or_ability_you_control_without_first_time_fires_every_time():
    ability = only_ability(compile_text(
        "Whenever Test Card becomes the target of a spell or ability you control, draw a card."))
    assert ability.event == V.BecomesTarget(SelfRef(), Controller.YOU, first_time_each_turn=False)


# ------------------------------------------------------------------ descended (CR 700.11)
def test_if_you_descended_this_turn_is_an_intervening_if_on_the_turn_record(corpus):
    """Ruin-Lurker Bat: "At the beginning of your end step, if you descended this turn, scry 1."
    The condition is checked as the trigger fires and as it resolves (CR 603.4)."""
    card = compile_corpus_card(corpus["Ruin-Lurker Bat"])
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    trigger = card.definition.abilities[-1]
    assert isinstance(trigger, TriggeredAbility)
    assert trigger.condition == DescendedThisTurn()


def test_descended_renders_back():
    ability = only_ability(compile_text(
        "At the beginning of your end step, if you descended this turn, draw a card."))
    assert ability.condition == DescendedThisTurn()


# ------------------------------------------------------------------ endure (CR 701.63)
def test_it_endures_n_is_the_endure_instruction_on_the_permanent(corpus):
    """Sandskitter Outrider: "When this creature enters, it endures 2." (CR 701.63a)"""
    card = compile_corpus_card(corpus["Sandskitter Outrider"])
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    trigger = card.definition.abilities[-1]
    (endure,) = trigger.effects
    assert endure == E.Endure(SelfRef(), Fixed(2))


def test_endure_is_a_keyword_action_of_the_database_whose_reminder_is_printed():
    entry = builtin().get("endure")
    assert entry.kind is KeywordKind.ACTION and entry.rule == "701.63" and entry.mechanic == "Endure"
    assert fill(entry.reminder, 1) == ("Put a +1/+1 counter on it or create a 1/1 white Spirit "
                                       "creature token.")
    assert fill(entry.reminder, 2) == ("Put two +1/+1 counters on it or create a 2/2 white Spirit "
                                       "creature token.")


def test_endure_renders_back():
    ability = only_ability(compile_text("When this creature enters, it endures 3."))
    assert ability.effects == (E.Endure(SelfRef(), Fixed(3)),)


def test_a_player_cant_endure():
    """Only a permanent endures (CR 701.63a): "target player endures 1" is refused (CT302)."""
    card = compile_text("When this creature enters, target player endures 1.")
    assert [d.code for d in card.diagnostics] == ["CT302"]


# ------------------------------------------------------------------ expend (CR 700.14)
def test_whenever_you_expend_n_waits_for_the_nth_mana_spent_on_spells(corpus):
    """Junkblade Bruiser: "Whenever you expend 4, this creature gets +2/+1 until end of turn."
    (CR 700.14: you expend 4 as you spend your fourth total mana to cast spells during a turn)."""
    card = compile_corpus_card(corpus["Junkblade Bruiser"])
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    trigger = card.definition.abilities[-1]
    assert isinstance(trigger, TriggeredAbility)
    assert trigger.event == V.Expend(4, Controller.YOU)


def test_expend_renders_back():
    ability = only_ability(compile_text("Whenever you expend 8, draw a card."))
    assert ability.event == V.Expend(8, Controller.YOU)


# ------------------------------------------------------------------ forage (CR 701.61)
def test_you_may_forage_if_you_do_is_the_forage_instruction_inside_may(corpus):
    """Treetop Sentries: "When this creature enters, you may forage. If you do, draw a card."
    (CR 701.61a: exile three cards from your graveyard or sacrifice a Food)."""
    card = compile_corpus_card(corpus["Treetop Sentries"])
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (may,) = card.definition.abilities[-1].effects
    assert isinstance(may, E.Optional) and may.effects == (E.Forage(),)
    assert may.if_done == (E.Draw(Fixed(1)),)


def test_forage_as_a_cost_and_whenever_you_forage(corpus):
    """Thornvault Forager's "{T}, Forage: ..." and Corpseberry Cultivator's "Whenever you forage"."""
    forager = compile_corpus_card(corpus["Thornvault Forager"])
    assert forager.fully_compiled and ForageCost() in forager.definition.abilities[1].costs
    cultivator = compile_corpus_card(corpus["Corpseberry Cultivator"])
    assert cultivator.fully_compiled
    assert cultivator.definition.abilities[-1].event == V.Foraged(Controller.YOU)


def test_forage_renders_back():
    assert only_ability(compile_text("{1}, Forage: Draw a card.")).costs[-1] == ForageCost()
    assert only_ability(compile_text("Whenever you forage, draw a card.")).event == V.Foraged()
    assert only_ability(compile_text("When this creature enters, forage.")).effects == (E.Forage(),)


def test_forage_is_a_keyword_action_of_the_database():
    entry = builtin().get("forage")
    assert entry.kind is KeywordKind.ACTION and entry.rule == "701.61" and entry.mechanic == "Forage"
    assert fill(entry.reminder) == "Exile three cards from your graveyard or sacrifice a Food."


# ------------------------------------------------------------------ crimes (CR 700.13), once each turn
def test_whenever_you_commit_a_crime_this_ability_triggers_only_once_each_turn(corpus):
    """Raven of Fell Omens: "Whenever you commit a crime, each opponent loses 1 life and you gain
    1 life. This ability triggers only once each turn." The last sentence is no effect: it limits
    the trigger (CR 603.2)."""
    card = compile_corpus_card(corpus["Raven of Fell Omens"])
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    raven = card.definition.abilities[-1]
    assert raven.event == V.CrimeCommitted(Controller.YOU) and raven.once_each_turn
    assert len(raven.effects) == 2


def test_once_each_turn_renders_back_and_belongs_to_triggered_abilities_only():
    ability = only_ability(compile_text(
        "Whenever you commit a crime, draw a card. This ability triggers only once each turn."))
    assert ability.once_each_turn and ability.effects == (E.Draw(Fixed(1)),)
    assert not only_ability(compile_text("Whenever you commit a crime, draw a card.")).once_each_turn
    spell = compile_text("Draw a card. This ability triggers only once each turn.", type_line="Sorcery")
    assert not spell.fully_compiled


# ------------------------------------------------------------------ celebration (CR 207.2c)
def test_celebration_is_an_ability_word_before_a_turn_record_condition(corpus):
    """Ash, Party Crasher: "Celebration — Whenever Ash attacks, if two or more nonland permanents
    entered the battlefield under your control this turn, put a +1/+1 counter on Ash." """
    card = compile_corpus_card(corpus["Ash, Party Crasher"])
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    ash = card.definition.abilities[-1]
    assert ash.condition == NonlandPermanentsEntered(2)
    assert card.lines[-1].ast.ability_word == "celebration"


def test_the_celebration_condition_renders_back():
    ability = only_ability(compile_text(
        "At the beginning of your end step, if three or more nonland permanents entered the "
        "battlefield under your control this turn, draw a card."))
    assert ability.condition == NonlandPermanentsEntered(3)


# ------------------------------------------------------------------ collect evidence (CR 701.59)
def test_collect_evidence_as_an_effect_a_cost_and_a_trigger(corpus):
    """Surveillance Monitor: "you may collect evidence 4" and "Whenever you collect evidence";
    Forensic Researcher: "{T}, Collect evidence 3: ..." (CR 701.59a)."""
    monitor = compile_corpus_card(corpus["Surveillance Monitor"])
    assert monitor.fully_compiled, [d.render() for d in monitor.diagnostics]
    (may,) = monitor.definition.abilities[0].effects
    assert may.effects == (E.CollectEvidenceAction(4),)
    assert monitor.definition.abilities[1].event == V.EvidenceCollected(Controller.YOU)
    researcher = compile_corpus_card(corpus["Forensic Researcher"])
    assert researcher.fully_compiled and CollectEvidence(3) in researcher.definition.abilities[1].costs


def test_collect_evidence_renders_back():
    assert only_ability(compile_text("{1}, Collect evidence 6: Draw a card.")).costs[-1] == CollectEvidence(6)
    assert only_ability(compile_text("When this creature enters, collect evidence 2.")).effects == (
        E.CollectEvidenceAction(2),)

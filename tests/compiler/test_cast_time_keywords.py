"""Keywords that change a spell as it is cast or resolves, played by the engine or defined in rules
text: epic (CR 702.50), casualty (CR 702.153), cleave (CR 702.148), assist (CR 702.132), and encore (CR 702.141), a
graveyard ability. Each entry's reminder template is the card's reminder text, and each
keyword compiles to what the engine plays (scenarios: tests/scenarios/CR702.50a_*, CR702.153a_*, CR702.148a_*, CR702.132a_*,
CR702.141a_*)."""
from __future__ import annotations

import dataclasses

from cardtext.compiler.syntax.symbols import parse_mana_cost
from cardtext.compiler.keywords.database import builtin
from cardtext.compiler.keywords.templates import fill
from cardtext.runtime.abilities import ActivatedAbility, KeywordAbility, SpellAbility, StaticAbility, TriggeredAbility
from cardtext.runtime.costs import Sacrifice
from cardtext.runtime.effects import CopySpell, CreateDelayedTrigger, CreateTokenCopy, Duration, GainKeyword
from cardtext.runtime.events import SpellCast
from cardtext.runtime.filters import AffectedRef, Compare, KeywordCostPaid, SelfRef
from cardtext.runtime.keyword_support import implemented

from .conftest import compile_corpus_card, compile_text
from .test_alternative_cost_keywords import printed


def test_epic_reminder_is_the_reminder_text():
    """CR 702.50a, as Undying Flames prints it: "Epic (For the rest of the game, you can't cast
    spells. At the beginning of each of your upkeeps, copy this spell except for its epic ability.
    You may choose new targets for the copy.)" """
    entry = builtin().get("epic")
    assert entry.mechanic == "epic" and implemented("epic") and not entry.unsupported
    assert fill(entry.reminder, None) == (
        "For the rest of the game, you can't cast spells. At the beginning of each of your upkeeps, copy "
        "this spell except for its epic ability. You may choose new targets for the copy.")


def test_epic_compiles_to_the_keyword_after_the_spell_ability(corpus):
    """Undying Flames: its spell ability, then "Epic": the engine adds epic's two abilities after
    the spell's own instructions as it is cast (runtime/mechanics/epic.py)."""
    card = compile_corpus_card(corpus["Undying Flames"])
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    spell, epic = card.definition.abilities
    assert isinstance(spell, SpellAbility) and spell.targets
    assert isinstance(epic, KeywordAbility) and epic.name == "epic"


def test_casualty_reminder_is_the_reminder_text():
    """Light 'Em Up: "Casualty 2 (As you cast this spell, you may sacrifice a creature with power 2
    or greater. When you do, copy this spell.)" (the shorter printing; CR 702.153a)."""
    entry = builtin().get("casualty")
    assert entry.definition and not entry.unsupported
    assert fill(entry.reminder, 2) == ("As you cast this spell, you may sacrifice a creature with power 2 "
                                       "or greater. When you do, copy this spell.")


def test_casualty_is_an_optional_sacrifice_and_a_cast_trigger_if_it_was_paid():
    """CR 702.153a: "As an additional cost to cast this spell, you may sacrifice a creature with
    power N or greater," and "When you cast this spell, if a casualty cost was paid for it, copy
    it ... you may choose new targets for the copy." Both abilities are named for the keyword,
    and the optional cost records casualty as paid, which the trigger's condition reads."""
    card = printed("Light 'Em Up")
    cost, trigger, spell = card.definition.abilities
    assert isinstance(cost, StaticAbility) and cost.keyword == "casualty"
    assert cost.effect.optional and cost.effect.keyword == "casualty"
    assert isinstance(cost.effect.cost, Sacrifice)
    (power,) = cost.effect.cost.filter.tests
    assert (power.characteristic, power.compare, power.value) == ("power", Compare.GE, 2)
    assert isinstance(trigger, TriggeredAbility) and trigger.keyword == "casualty"
    assert isinstance(trigger.event, SpellCast) and trigger.event.self_only
    assert trigger.condition == KeywordCostPaid("casualty")
    (copy,) = trigger.effects
    assert isinstance(copy, CopySpell) and copy.new_targets
    assert isinstance(spell, SpellAbility)


def test_encore_reminder_and_definition_are_the_rules_text():
    """CR 702.141a, as Impulsive Pilferer prints it: "Encore {3}{R} ({3}{R}, Exile this card from
    your graveyard: For each opponent, create a token copy that attacks that opponent this turn if
    able. They gain haste. Sacrifice them at the beginning of the next end step. Activate only as
    a sorcery.)" The definition is the reminder's wording."""
    entry = builtin().get("encore")
    assert entry.definition == entry.reminder and not entry.unsupported
    assert fill(entry.reminder, None, "{3}{R}").startswith("{3}{R}, Exile this card from your graveyard: ")


def test_encore_is_a_graveyard_ability_making_attacking_copies_that_keep_haste():
    """The copies are of this card, one for each opponent, each attacking that opponent this turn
    if able; "They gain haste." has no duration (CR 611.2a), and "Sacrifice them" is a delayed
    trigger for the tokens made (CR 603.7c)."""
    card = printed("Impulsive Pilferer")
    _dies, encore = card.definition.abilities
    assert isinstance(encore, ActivatedAbility) and encore.keyword == "encore"
    assert encore.timing.sorcery_speed
    copy, haste, sacrifice = encore.effects
    assert isinstance(copy, CreateTokenCopy) and copy.attacks_each_opponent and copy.objects == SelfRef()
    assert isinstance(haste, GainKeyword) and haste.keyword == "haste"
    assert haste.duration is Duration.PERMANENT and haste.objects == AffectedRef(copy.label)
    assert isinstance(sacrifice, CreateDelayedTrigger)
    assert sacrifice.effects[0].objects == AffectedRef(copy.label)


def test_a_keyword_gained_with_no_duration_is_kept():
    """CR 611.2a: "That creature gains haste." without "until end of turn" lasts indefinitely;
    with it, until the turn ends."""
    (without,) = compile_text("{T}: Target creature gains haste.").definition.abilities[0].effects
    (until,) = compile_text("{T}: Target creature gains haste until end of turn.").definition.abilities[0].effects
    assert without.duration is Duration.PERMANENT and until.duration is Duration.END_OF_TURN


def test_cleave_reminder_is_the_reminder_text():
    """Fierce Retribution: "Cleave {5}{W} (You may cast this spell for its cleave cost. If you do,
    remove the words in square brackets.)" (CR 702.148a)."""
    entry = builtin().get("cleave")
    assert entry.mechanic == "cleave" and implemented("cleave") and not entry.unsupported
    assert fill(entry.reminder, None, "{5}{W}") == (
        "You may cast this spell for its cleave cost. If you do, remove the words in square brackets.")


def test_cleave_compiles_both_texts():
    """CR 702.148a: the printed text keeps the bracketed words ("Destroy target attacking
    creature."); the cleave keyword carries the text without them ("Destroy target creature.")."""
    card = printed("Fierce Retribution")
    cleave, spell = card.definition.abilities
    assert isinstance(cleave, KeywordAbility) and cleave.cost == parse_mana_cost("{5}{W}")
    (printed_target,) = spell.targets
    (cleaved_target,) = cleave.cleaved.targets
    assert printed_target.filter.combat == "attacking"
    assert cleaved_target.filter.combat is None
    assert dataclasses.replace(printed_target.filter, combat=None) == cleaved_target.filter


def test_cleave_removes_bracketed_words_across_a_sentence():
    """Dig Up (Innistrad: Crimson Vow): "Search your library for a [basic land] card, [reveal it,]
    put it into your hand, then shuffle." Cleaved: "Search your library for a card, put it into
    your hand, then shuffle." (any card)."""
    card = compile_text("Cleave {1}{B}{B}{G}\nSearch your library for a [basic land] card, [reveal it,] put it "
                        "into your hand, then shuffle.", type_line="Sorcery", name="Dig Up")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    cleave, spell = card.definition.abilities
    (search,) = cleave.cleaved.effects
    assert search.filter.types == () and search.filter.supertypes == ()
    assert spell.effects[0].filter.supertypes


def test_square_brackets_without_cleave_are_not_read():
    """No rule gives brackets a meaning on a card without cleave: the phrase is reported (CT201)
    at the bracket, never silently dropped."""
    card = compile_text("Destroy target [attacking] creature.", type_line="Instant")
    assert not card.fully_compiled
    assert [(d.code, d.column) for d in card.diagnostics] == [("CT201", 16)]


def test_a_phrase_not_read_in_brackets_is_reported_at_its_printed_column():
    card = compile_text("Cleave {2}\nDestroy target [blorping] creature.", type_line="Instant")
    assert not card.fully_compiled
    assert all(d.line == 2 and d.column >= 16 for d in card.diagnostics), [d.render() for d in card.diagnostics]


def test_assist_reminder_and_its_keyword():
    """Magma Hellion: "Assist (Another player can help pay the generic mana of this spell's
    cost.)" (CR 702.132a): a rule of paying for the spell, played by the engine."""
    entry = builtin().get("assist")
    assert entry.mechanic == "assist" and implemented("assist") and not entry.unsupported
    assert fill(entry.reminder, None) == "Another player can help pay the generic mana of this spell's cost."
    assist = printed("Magma Hellion").definition.abilities[0]
    assert isinstance(assist, KeywordAbility) and assist.name == "assist"

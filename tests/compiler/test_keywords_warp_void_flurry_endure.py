"""Warp (CR 702.185), endure (CR 701.63) and the ability words void and flurry (CR 207.2c), as the
2025 cards print them: each database entry's reminder template gives the printed reminder text,
each compiles to the ability the rules describe, and renders back to the same words."""
import json
from pathlib import Path

import pytest

from cardtext.compiler.api import compile_card
from cardtext.compiler.keywords.database import KeywordKind, builtin
from cardtext.compiler.keywords.templates import fill
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.source.card import CardSource
from cardtext.compiler.syntax.symbols import parse_mana_cost
from cardtext.runtime import effects as E
from cardtext.runtime import events as V
from cardtext.runtime.abilities import KeywordAbility, StaticAbility, TriggeredAbility
from cardtext.runtime.filters import (AnyOfConditions, Controller, Fixed, NonlandPermanentLeftThisTurn, SelfRef,
                                      SpellWarpedThisTurn)
from cardtext.runtime.keyword_support import implemented

MODERN = Path(__file__).resolve().parents[2] / ".." / "shared" / "corpus" / "modern.jsonl"


def _modern(name: str) -> CardSource:
    for line in MODERN.read_text(encoding="utf-8").splitlines():
        card = json.loads(line)
        if card["name"] == name:
            return CardSource(card["name"], card["oracle_text"], card.get("mana_cost", ""),
                              card["type_line"], card.get("power"), card.get("toughness"))
    raise LookupError(name)


def _compiled(name: str):
    card = compile_card(_modern(name))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
    return card.definition.abilities


# ---------------------------------------------------------------- the database entries
def test_warp_is_a_cost_keyword_played_by_the_engine():
    """CR 702.185a: "Warp [cost]" is an alternative cost from hand, then exile at the next end
    step: no rules text says it all, so the entry names the engine mechanic."""
    warp = builtin().get("warp")
    assert warp.kind is KeywordKind.ABILITY and warp.rule == "702.185" and warp.mechanic == "warp"
    assert implemented("warp")
    assert fill(warp.reminder, None, "{1}{R}") == (
        "You may cast this card from your hand for its warp cost. Exile this creature at the "
        "beginning of the next end step, then you may cast it from exile on a later turn.")


@pytest.mark.parametrize("n, reminder", [
    (1, "Put a +1/+1 counter on it or create a 1/1 white Spirit creature token."),
    (2, "Put two +1/+1 counters on it or create a 2/2 white Spirit creature token.")])
def test_endure_is_a_keyword_action_whose_reminder_fills_n(n, reminder):
    """CR 701.63a; the reminder text of Fortress Kin-Guard (1) and Sandskitter Outrider (2)."""
    endure = builtin().get("endure")
    assert endure.kind is KeywordKind.ACTION and endure.rule == "701.63" and endure.mechanic == "Endure"
    assert fill(endure.reminder, n, None) == reminder


@pytest.mark.parametrize("word", ["void", "flurry"])
def test_void_and_flurry_are_ability_words_without_rules_meaning(word):
    entry = builtin().get(word)
    assert entry.kind is KeywordKind.ABILITY_WORD and entry.rule == "207.2c"
    assert not (entry.definition or entry.mechanic or entry.unsupported)


# ---------------------------------------------------------------- compiled forms
def test_warp_compiles_to_the_keyword_with_its_cost():
    haste, warp = _compiled("Red Tiger Mechan")
    assert haste == KeywordAbility("haste")
    assert warp.name == "warp" and warp.cost == parse_mana_cost("{1}{R}")


@pytest.mark.parametrize("name, n", [("Fortress Kin-Guard", 1), ("Sandskitter Outrider", 2)])
def test_it_endures_n_is_an_endure_instruction_on_the_creature(name, n):
    trigger = _compiled(name)[-1]
    assert isinstance(trigger, TriggeredAbility)
    assert trigger.effects == (E.Endure(SelfRef(), Fixed(n)),)


VOID = AnyOfConditions((NonlandPermanentLeftThisTurn(), SpellWarpedThisTurn()))


def test_void_cost_reduction_reads_both_things_that_happened_this_turn():
    """Temporal Intervention: "This spell costs {2} less to cast if a nonland permanent left the
    battlefield this turn or a spell was warped this turn" (CR 702.185c)."""
    reduction = _compiled("Temporal Intervention")[0]
    assert isinstance(reduction, StaticAbility) and reduction.effect.condition == VOID


def test_void_end_step_trigger_has_the_same_intervening_if():
    trigger = _compiled("Interceptor Mechan")[-1]
    assert trigger.event == V.BeginningOfStep(trigger.event.step, trigger.event.whose)
    assert trigger.condition == VOID


def test_flurry_triggers_on_your_second_spell_each_turn():
    (trigger,) = _compiled("Cori Mountain Stalwart")
    assert isinstance(trigger.event, V.SpellCast) and trigger.event.nth_this_turn == 2


def test_an_opponents_second_spell_each_turn_counts_their_spells():
    """Kraum, Ludevic's Opus: "Whenever an opponent casts their second spell each turn" (the
    older "his or her" reads the same)."""
    card = compile_card(CardSource("Test Card", "Whenever an opponent casts his or her second spell each turn, "
                                   "draw a card.", "{1}", "Creature — Test", "1", "1"))
    assert card.fully_compiled and all(c.text_equal for c in check_card(card))
    (trigger,) = card.definition.abilities
    assert trigger.event == V.SpellCast(trigger.event.filter, Controller.OPPONENT, nth_this_turn=2)


def test_x_defined_as_the_mana_spent_to_cast_it_bounds_the_target():
    """Astelli Reclaimer: "return target noncreature, nonland permanent card with mana value X or
    less ..., where X is the amount of mana spent to cast this creature" (CR 601.2h): the target's
    test compares with the mana spent on the source, known as the target is chosen."""
    _, trigger, _ = _compiled("Astelli Reclaimer")
    (spec,) = trigger.targets
    (test,) = spec.filter.tests
    assert test.than_source == "mana_spent" and not test.of_x
    assert {t.value for t in spec.filter.excluded_types} == {"creature", "land"}

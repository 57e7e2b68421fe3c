"""Flurry (an ability word: "whenever you cast your second spell each turn"), the nth spell each turn of an opponent, and X defined as the mana spent to cast the source."""
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
@pytest.mark.parametrize("word", ["flurry"])
def test_void_and_flurry_are_ability_words_without_rules_meaning(word):
    entry = builtin().get(word)
    assert entry.kind is KeywordKind.ABILITY_WORD and entry.rule == "207.2c"
    assert not (entry.definition or entry.mechanic or entry.unsupported)


# ---------------------------------------------------------------- compiled forms
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

"""Exhaust (CR 702.177a), compiled: an activated ability activated only once; it renders back
exactly."""
import pytest

from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import events as V
from cardtext.runtime.abilities import StaticAbility, TriggeredAbility
from cardtext.runtime.filters import Controller

from .conftest import compile_text


def compiled(text, type_line="Creature — Test"):
    card = compile_text(text, type_line=type_line)
    assert card.diagnostics == (), [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
    return card.definition.abilities


def test_exhaust_is_an_activated_ability_activated_only_once():
    (a,) = compiled("Exhaust — {2}{R}: Put a +1/+1 counter on this creature.")
    from cardtext.runtime.abilities import ActivatedAbility
    assert isinstance(a, ActivatedAbility) and a.keyword == "exhaust"
    assert a.timing.only_once and not a.timing.once_per_turn


def test_an_exhaust_mana_ability_is_reported_unsupported():
    card = compile_text("Exhaust — {T}: Add {G}{G}{G}.")
    assert [d.code for d in card.diagnostics] == ["CT301"]


def test_exhausts_reminder_template_is_the_printed_reminder(corpus):
    from cardtext.compiler.keywords.database import builtin
    entry = builtin().get("exhaust")
    assert entry.mechanic == "exhaust" and entry.rule == "702.177"
    assert f"({entry.reminder})" in corpus["Mindspring Merfolk"]["oracle_text"]


def test_mindspring_merfolk_compiles():
    from .conftest import compile_corpus_card, corpus_cards
    card = compile_corpus_card(corpus_cards()["Mindspring Merfolk"])
    assert card.fully_compiled and card.definition.abilities[0].keyword == "exhaust"

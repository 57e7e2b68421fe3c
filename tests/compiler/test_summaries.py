"""`cardtext compile`'s one-line summaries are in words: a card author reads "if a source would
deal damage to you, prevent 1 of that damage", not `prevent_some_damage(amount=1, to_you=True)`.

Every class the lowering can produce has a phrase (the tables of compiler/render/summary_*.py);
the summaries of the bundled cards and of a seeded sample of the corpus never show a Python call,
a field assignment or a snake_case name, and never need the fallback.
"""
from __future__ import annotations

import random
import re
import typing

import pytest

from cardtext.compiler.render import (summary_atoms, summary_conditions, summary_effects, summary_events,
                                      summary_statics)
from cardtext.compiler.render.summary import ability, unphrased
from cardtext.compiler.serialize import abilities_with_lines
from cardtext.compiler.source.loaders import bundled_cards
from cardtext.runtime import abilities, costs, events, filters
import cardtext.runtime.effects as effects

from .conftest import compile_corpus_card, compile_text

# `name(`, but not the plural marker "card(s)"; `field=`; a snake_case identifier.
CODE_LIKE = re.compile(r"\b[a-z]\w*\((?!s\))|\w=|\b[a-z]+_[a-z_]+\b")


def _members(union) -> list[type]:
    return list(typing.get_args(union))


def _event_classes() -> list[type]:
    return _members(events.TriggerEvent)


@pytest.mark.parametrize("union, table, handled_elsewhere", [
    (abilities.StaticEffect, summary_statics._STATICS, {"AbilityGrant"}),   # summary.py: it summarises the granted ability
    (abilities.Replacement, summary_statics._REPLACEMENTS, set()),
    (filters.Condition, summary_conditions._CONDITIONS, set()),
    (filters.Amount, summary_atoms._AMOUNTS, set()),
    (filters.ObjectRef, summary_atoms._REFS, set()),
    (costs.Cost, summary_atoms._COSTS, set()),
    (effects.Effect, summary_effects._EFFECTS, set()),
], ids=["static", "replacement", "condition", "amount", "reference", "cost", "effect"])
def test_every_runtime_class_has_a_phrase(union, table, handled_elsewhere):
    """A class the lowering can produce with no phrase would print as its name and fields; add
    its phrase to the table of its summary module."""
    missing = [c.__name__ for c in _members(union) if c.__name__ not in table and c.__name__ not in handled_elsewhere]
    assert missing == []


def test_every_trigger_event_has_a_phrase():
    """CR 603.2: what a triggered ability waits for, in words."""
    missing = [c.__name__ for c in _event_classes() if c.__name__ not in summary_events._EVENTS]
    assert missing == []


def _summaries(compiled) -> list[tuple[str, list[str]]]:
    return [(ability(a), unphrased(a)) for a, _ in abilities_with_lines(compiled)]


def _check(name: str, compiled, problems: list[str]) -> None:
    for text, fallback in _summaries(compiled):
        if CODE_LIKE.search(text) or fallback:
            problems.append(f"{name}: {text}" + (f"  (no phrase: {', '.join(fallback)})" if fallback else ""))


def test_bundled_cards_summaries_are_words():
    from cardtext.compiler.api import compile_card
    problems: list[str] = []
    for entry in bundled_cards():
        _check(entry.name, compile_card(entry.source), problems)
    assert problems == []


def test_corpus_sample_summaries_are_words(corpus):
    """A seeded sample of 1,500 real cards: every summary of every compiled ability is words."""
    names = sorted(corpus)
    problems: list[str] = []
    for name in random.Random(11).sample(names, min(1500, len(names))):
        card = corpus[name]
        if not card.get("oracle_text"):
            continue
        _check(name, compile_corpus_card(card), problems)
    assert problems == []


def _summary(text: str, type_line: str = "Creature — Test") -> list[str]:
    compiled = compile_text(text, type_line=type_line)
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return [ability(a) for a, _ in abilities_with_lines(compiled)]


# ------------------------------------------------------------------ phrases, as the rules say them
def test_prevention_shield_reads_as_the_rule():
    """CR 615.1a: a static prevention effect; the issue's example, once `prevent_some_damage(amount=1, to_you=True)`."""
    assert _summary("If a source would deal damage to you, prevent 1 of that damage.", "Enchantment") == [
        "if a source would deal damage to you, prevent 1 of that damage"]


def test_restriction_agrees_with_its_subject():
    """CR 508.1c / 509.1b: "can't attack" / "can't block"; "this" takes a singular verb."""
    assert _summary("This creature can't block.") == ["this can't block"]
    assert _summary("This creature attacks each combat if able.") == ["this attacks each combat if able"]


def test_anthem_with_a_condition_says_as_long_as():
    """CR 611.3b: a static ability's effect applies only while its condition holds."""
    assert _summary("This creature gets +2/+2 as long as you control an artifact.") == [
        "this gets +2/+2 as long as you control an artifact"]


def test_enters_tapped_unless_names_the_condition():
    """CR 614.1c: the land enters tapped unless the condition holds as it would enter."""
    assert _summary("This land enters tapped unless you control a Plains or an Island.\n{T}: Add {W} or {U}.",
                    "Land") [0] == "enters tapped unless you control a Plains or you control an Island"


def test_cost_reduction_reads_as_printed():
    """CR 601.2f: a cost reduction applies while the spell is being cast."""
    assert _summary("Creature spells you cast cost {1} less to cast.", "Enchantment") == [
        "creature spells you cast cost {1} less to cast"]


def test_fallback_is_words_not_a_call():
    """A class with no phrase yet still reads as words: its name, then its fields."""
    from dataclasses import dataclass

    @dataclass(frozen=True)
    class PreventSomeNewDamage:
        amount: int
        to_you: bool = False

    text = summary_atoms.generic(PreventSomeNewDamage(amount=1, to_you=True))
    assert text == "prevent some new damage: amount 1, to you"
    assert not CODE_LIKE.search(text)


def test_a_step_trigger_says_at_the_beginning_of_the_step():
    """CR 603.2, 513.1: "At the beginning of your end step" names the end step, and reads with
    "at", not "when"."""
    assert _summary("At the beginning of your end step, draw a card.") == [
        "at the beginning of your end step; effect: draw 1"]

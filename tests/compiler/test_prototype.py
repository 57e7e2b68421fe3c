"""Prototype (CR 702.160a): "Prototype [mana cost] — [power]/[toughness]", the second set of
characteristics of a prototype card (CR 718.2), read with its power and toughness; played by
the engine (tests/runtime/test_rt_prototype.py, the CR702.160a scenario)."""
from __future__ import annotations

from cardtext.compiler.api import compile_card
from cardtext.compiler.keywords.database import builtin
from cardtext.compiler.keywords.templates import fill
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.source.card import CardSource
from cardtext.compiler.syntax.symbols import parse_mana_cost
from cardtext.runtime.abilities import KeywordAbility

# Blitz Automaton (The Brothers' War), as in tests/scenarios/cards/keywords_outside_the_corpus.card
AUTOMATON = CardSource("Blitz Automaton", "Prototype {2}{R} — 3/2\nHaste", "{7}",
                       "Artifact Creature — Construct", "6", "4")


def test_prototype_is_an_engine_mechanic_and_its_reminder_is_the_template():
    entry = builtin().get("prototype")
    assert entry.mechanic == "prototype" and not entry.unsupported and entry.rule == "702.160"
    assert fill(entry.reminder, None, "{2}{R}") == \
        "You may cast this spell with different mana cost, color, and size. It keeps its abilities and types."


def test_prototype_keeps_its_mana_cost_and_its_power_and_toughness():
    """CR 702.160a: the mana cost and the power and toughness after the dash are both read."""
    card = compile_card(AUTOMATON)
    assert card.fully_compiled
    proto = card.definition.abilities[0]
    assert proto == KeywordAbility("prototype", cost=parse_mana_cost("{2}{R}"), power="3", toughness="2")
    assert (card.definition.power, card.definition.toughness) == ("6", "4")   # the card's own


def test_prototype_prints_back_as_written():
    checks = check_card(compile_card(AUTOMATON), lowered=True)
    assert all(c.equal and c.lowered_equal for c in checks), checks


def test_prototype_without_its_size_is_not_compiled():
    """A prototype line must say its power and toughness (CR 702.160a): without them it is CT301,
    and no other keyword takes a power and toughness after its cost."""
    bare = compile_card(CardSource("Blitz Automaton", "Prototype {2}{R}", "{7}",
                                   "Artifact Creature — Construct", "6", "4"))
    assert not bare.fully_compiled and [d.code for d in bare.diagnostics] == ["CT301"]
    kicker = compile_card(CardSource("Kicked", "Kicker {2}{R} — 3/2", "{7}", "Creature — Bear", "6", "4"))
    assert not kicker.fully_compiled

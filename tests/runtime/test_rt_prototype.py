"""Prototype (CR 702.160, 718) played with a printed card: Blitz Automaton
(tests/scenarios/cards/keywords_outside_the_corpus.card), {7} 6/4 with "Prototype {2}{R} — 3/2"."""
from __future__ import annotations

from pathlib import Path

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.loaders import load_path
from cardtext.runtime.characteristics import Color, Step, Zone
from cardtext.runtime.engine.query import mana_value, power_toughness
from cardtext.runtime.engine.zones import move
from cardtext.runtime.errors import IllegalAction
from cardtext.runtime.game import Game

from rt_cards import FOREST

OUTSIDE = Path(__file__).parents[1] / "scenarios" / "cards" / "keywords_outside_the_corpus.card"


def _automaton():
    (source,) = [e.source for e in load_path(str(OUTSIDE)) if e.source and e.source.name == "Blitz Automaton"]
    return compile_card(source).definition


def _game() -> Game:
    g = Game()
    for p in ("Alice", "Bob"):
        g.set_library(p, [FOREST] * 20)
    g.set_step(Step.MAIN1, "Alice", turn=3)
    g.add_card("Alice", _automaton(), Zone.HAND)
    return g


def test_cast_prototyped_the_spell_is_red_with_mana_value_3_and_its_card_is_colorless():
    """CR 718.3a-b: a spell cast prototyped has its prototype's mana cost, color and size; in the
    hand the card has only its own characteristics: colorless, mana value 7 (CR 718.4)."""
    g = _game()
    card = g.obj("Blitz Automaton")
    assert card.definition.colors == () and mana_value(card) == 7
    g.add_mana("Alice", "RRR")
    spell = g.state.objects[g.cast("Alice", "Blitz Automaton", alt="prototype")]
    assert spell.definition.colors == (Color.RED,) and mana_value(spell) == 3
    assert (spell.definition.power, spell.definition.toughness) == ("3", "2")


def test_a_prototyped_permanent_is_a_3_2_and_its_card_again_in_any_other_zone():
    """CR 718.3b: the permanent has the prototype's characteristics and keeps its abilities and
    types; CR 718.4: put into the hand it is its 6/4 colorless card with mana value 7."""
    g = _game()
    g.add_mana("Alice", "RRR")
    g.cast("Alice", "Blitz Automaton", alt="prototype")
    g.resolve_stack()
    o = g.obj("Blitz Automaton")
    assert o.zone is Zone.BATTLEFIELD and power_toughness(g.state, o) == (3, 2)
    assert o.definition.colors == (Color.RED,) and mana_value(o) == 3
    assert any(a.name == "haste" for a in o.definition.abilities if hasattr(a, "name"))
    move(g, o.id, Zone.HAND)
    card = g.obj("Blitz Automaton")
    assert card.zone is Zone.HAND and card.definition.colors == () and mana_value(card) == 7
    assert (card.definition.power, card.definition.toughness) == ("6", "4")


def test_prototype_pays_its_own_mana_cost_not_the_cards():
    """CR 718.3a: the prototype's mana cost {2}{R} is the cost paid: {R}{R} don't pay it."""
    g = _game()
    g.add_mana("Alice", "RR")
    try:
        g.cast("Alice", "Blitz Automaton", alt="prototype")
    except IllegalAction:
        pass
    else:
        raise AssertionError("cast prototyped with two mana")
    assert g.obj("Blitz Automaton").zone is Zone.HAND

"""Doubling and tripling a creature's power and toughness (CR 701.10b-c; CR 701.11a-c, current
rules: the 2022 text has no triple). "Triple target creature's power and toughness until end of
turn" gives the creature +X/+Y until end of turn, X and Y twice its power and toughness as the
effect is created: the `MultiplyPowerToughness` instruction (times 3; doubling is times 2).
Tifa's Limit Break is a printed card outside the corpus
(tests/scenarios/cards/keywords_outside_the_corpus.card)."""
from pathlib import Path

import pytest

from cardtext.compiler.api import compile_card
from cardtext.compiler.keywords.database import KeywordKind, builtin
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.source.card import CardSource
from cardtext.compiler.source.cardfile import parse_card_file
from cardtext.runtime import effects as E
from cardtext.runtime.filters import SelfRef, TargetRef

CARDS = Path(__file__).resolve().parents[1] / "scenarios" / "cards" / "keywords_outside_the_corpus.card"


def _compiled(source):
    card = compile_card(source)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    # said the same (the display of a tiered mode's name, "Meteor Strikes", is not title case yet)
    assert all(c.text_equal for c in check_card(card)), check_card(card)
    return card.definition


def test_triple_is_the_keyword_action_that_multiplies_power_and_toughness():
    entry = builtin().get("triple")
    assert entry.kind is KeywordKind.ACTION and entry.rule == "701.11"
    assert entry.mechanic == "MultiplyPowerToughness" and not entry.unsupported
    assert hasattr(E, entry.mechanic)


def test_tifas_limit_break_doubles_in_one_mode_and_triples_in_another():
    source = next(c.source for c in parse_card_file(CARDS.read_text()) if c.name == "Tifa's Limit Break")
    tiered, spell = _compiled(source).abilities
    modes = spell.effects[0].modes
    assert modes[1].effects == (E.MultiplyPowerToughness(TargetRef(0), 2, True),)
    assert modes[2].effects == (E.MultiplyPowerToughness(TargetRef(0), 3, True),)


@pytest.mark.parametrize("text, times, toughness", [
    ("Triple target creature's power until end of turn.", 3, False),
    ("Double target creature's power and toughness until end of turn.", 2, True),
])
def test_power_alone_or_power_and_toughness(text, times, toughness):
    (spell,) = _compiled(CardSource("Test Multiplier", text, "{G}", "Instant")).abilities
    assert spell.effects == (E.MultiplyPowerToughness(TargetRef(0), times, toughness),)


def test_a_creature_triples_its_own_power():
    card = CardSource("Test Tripler", "{3}: Triple this creature's power until end of turn.", "{1}",
                      "Creature — Test", "1", "1")
    (ability,) = _compiled(card).abilities
    assert ability.effects == (E.MultiplyPowerToughness(SelfRef(), 3, False),)


def test_a_player_has_no_power_to_triple():
    card = compile_card(CardSource("Test Tripler", "Triple target player's power until end of turn.", "{G}",
                                   "Instant"))
    assert not card.fully_compiled

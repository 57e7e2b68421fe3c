"""Boast (CR 702.142a): "Boast — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only if this
creature attacked this turn and only once each turn." The keyword heads an activated ability
(grammar/activation_limits.lark, like exhaust); the lowering gives the ability exactly those two
restrictions, named for the keyword. Usher of the Fallen is a printed card outside the corpus
(tests/scenarios/cards/keywords_outside_the_corpus.card)."""
from pathlib import Path

from cardtext.compiler.api import compile_card
from cardtext.compiler.keywords.database import builtin
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.source.card import CardSource
from cardtext.compiler.source.cardfile import parse_card_file
from cardtext.compiler.syntax.symbols import parse_mana_cost
from cardtext.runtime import abilities as R
from cardtext.runtime import effects as E
from cardtext.runtime.filters import AllOfConditions, SourceAttackedThisTurn, YourTurn
from cardtext.runtime.keyword_support import implemented

CARDS = Path(__file__).resolve().parents[1] / "scenarios" / "cards" / "keywords_outside_the_corpus.card"


def _compiled(source):
    card = compile_card(source)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
    return card.definition


def test_boast_is_its_rules_text_restrictions_with_its_current_reminder():
    entry = builtin().get("boast")
    assert entry.rule == "702.142" and entry.mechanic == "boast" and implemented("boast")
    assert entry.reminder == "Activate only if this creature attacked this turn and only once each turn."


def test_a_boast_ability_is_activated_only_if_it_attacked_and_once_each_turn():
    source = next(c.source for c in parse_card_file(CARDS.read_text()) if c.name == "Usher of the Fallen")
    (boast,) = _compiled(source).abilities
    assert isinstance(boast, R.ActivatedAbility) and boast.keyword == "boast"
    assert boast.costs == (parse_mana_cost("{1}{W}"),)
    assert boast.timing.once_per_turn and boast.timing.condition == SourceAttackedThisTurn()
    assert isinstance(boast.effects[0], E.CreateToken)


def test_a_boast_ability_keeps_its_own_restriction_too():
    card = CardSource("Test Boaster", "Boast — {1}: Draw a card. Activate only during your turn.", "{1}",
                      "Creature — Test", "1", "1")
    (boast,) = _compiled(card).abilities
    assert boast.timing.condition == AllOfConditions((YourTurn(), SourceAttackedThisTurn()))


def test_attacked_this_turn_as_an_activation_condition_reads_back_as_printed():
    card = CardSource("Test Raider", "{T}: Draw a card. Activate only if this creature attacked this turn.",
                      "{1}", "Creature — Test", "1", "1")
    (ability,) = _compiled(card).abilities
    assert ability.timing.condition == SourceAttackedThisTurn() and ability.keyword is None

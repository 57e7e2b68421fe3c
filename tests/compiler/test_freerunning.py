"""Freerunning (CR 702.173a): "Freerunning [cost]" means "You may pay [cost] rather than pay this
spell's mana cost if a player was dealt combat damage this turn by a creature that, at the time it
dealt that damage, was an Assassin creature or a commander under your control." An alternative cost
with a condition, as prowl: the keyword compiles to a KeywordAbility with its cost, and the engine's
"freerunning" way to cast checks the condition. Eagle Vision is a printed card outside the corpus
(tests/scenarios/cards/keywords_outside_the_corpus.card)."""
from pathlib import Path

from cardtext.compiler.api import compile_card
from cardtext.compiler.keywords.database import builtin
from cardtext.compiler.keywords.templates import fill
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.source.cardfile import parse_card_file
from cardtext.compiler.syntax.symbols import parse_mana_cost
from cardtext.runtime import abilities as R
from cardtext.runtime.keyword_support import implemented

CARDS = Path(__file__).resolve().parents[1] / "scenarios" / "cards" / "keywords_outside_the_corpus.card"


def test_freerunning_is_an_engine_mechanic_with_its_current_reminder():
    entry = builtin().get("freerunning")
    assert entry.rule == "702.173" and entry.mechanic == "freerunning" and implemented("freerunning")
    assert fill(entry.reminder) == ("You may cast this spell for its freerunning cost if you dealt combat damage "
                                    "to a player this turn with an Assassin or commander.")


def test_freerunning_1u_is_the_keyword_with_its_cost():
    source = next(c.source for c in parse_card_file(CARDS.read_text()) if c.name == "Eagle Vision")
    card = compile_card(source)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
    keyword, spell = card.definition.abilities
    assert isinstance(keyword, R.KeywordAbility) and keyword.name == "freerunning"
    assert keyword.cost == parse_mana_cost("{1}{U}")
    assert isinstance(spell, R.SpellAbility)

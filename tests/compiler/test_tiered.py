"""Tiered (CR 702.183a): "Tiered" means "Choose one. As an additional cost to cast this spell, pay the
cost associated with that mode." The keyword line heads "• [name] — [cost] — [effect]" modes; the
name has no rules meaning and is kept only to print the line back. Fire Magic is a printed card
outside the corpus (tests/scenarios/cards/keywords_outside_the_corpus.card)."""
from pathlib import Path

from cardtext.compiler.api import compile_card
from cardtext.compiler.keywords.database import builtin
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.source.cardfile import parse_card_file
from cardtext.compiler.syntax.symbols import parse_mana_cost
from cardtext.runtime import abilities as R
from cardtext.runtime import effects as E
from cardtext.runtime.keyword_support import implemented

CARDS = Path(__file__).resolve().parents[1] / "scenarios" / "cards" / "keywords_outside_the_corpus.card"


def test_tiered_is_an_engine_mechanic_with_its_current_reminder():
    entry = builtin().get("tiered")
    assert entry.rule == "702.183" and entry.mechanic == "tiered" and implemented("tiered")
    assert entry.reminder == "Choose one additional cost."


def test_a_tiered_spell_chooses_exactly_one_mode_each_with_its_additional_cost():
    source = next(c.source for c in parse_card_file(CARDS.read_text()) if c.name == "Fire Magic")
    card = compile_card(source)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
    keyword, spell = card.definition.abilities
    assert isinstance(keyword, R.KeywordAbility) and keyword.name == "tiered"
    (choose,) = spell.effects
    assert isinstance(choose, E.ChooseModes) and (choose.minimum, choose.maximum) == (1, 1)
    assert [m.cost for m in choose.modes] == [parse_mana_cost(c) for c in ("{0}", "{2}", "{5}")]
    assert [m.effects[0].amount.value for m in choose.modes] == [1, 2, 3]

"""Squad (CR 702.157a): "Squad [cost]" means "As an additional cost to cast this spell, you may pay
[cost] any number of times" and "When this creature enters, if its squad cost was paid, create a
token that's a copy of it for each time its squad cost was paid." An engine mechanic (a cost paid a
number of times the caster chooses): the keyword compiles to a KeywordAbility with its cost, and
the engine gives it the linked trigger (runtime/mechanics/keyword_triggers.py). Ultramarines
Honour Guard is a printed card outside the corpus (tests/scenarios/cards/keywords_outside_the_corpus.card)."""
from pathlib import Path

from cardtext.compiler.api import compile_card
from cardtext.compiler.keywords.database import builtin
from cardtext.compiler.keywords.templates import fill
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.source.cardfile import parse_card_file
from cardtext.compiler.syntax.symbols import parse_mana_cost
from cardtext.runtime import abilities as R
from cardtext.runtime.filters import KeywordCostPaid
from cardtext.runtime.keyword_support import implemented
from cardtext.runtime.mechanics.cast_modifications import SquadCopies
from cardtext.runtime.mechanics.keyword_triggers import keyword_triggers

CARDS = Path(__file__).resolve().parents[1] / "scenarios" / "cards" / "keywords_outside_the_corpus.card"


def honour_guard():
    source = next(c.source for c in parse_card_file(CARDS.read_text()) if c.name == "Ultramarines Honour Guard")
    card = compile_card(source)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
    return card.definition


def test_squad_is_an_engine_mechanic_with_its_current_reminder():
    entry = builtin().get("squad")
    assert entry.rule == "702.157" and entry.mechanic == "squad" and implemented("squad")
    assert fill(entry.reminder, cost="{2}") == (
        "As an additional cost to cast this spell, you may pay {2} any number of times. When this creature "
        "enters, create that many tokens that are copies of it.")


def test_squad_2_is_the_keyword_with_its_cost_and_the_linked_enters_trigger():
    squad = honour_guard().abilities[0]
    assert isinstance(squad, R.KeywordAbility) and squad.name == "squad"
    assert squad.cost == parse_mana_cost("{2}")
    (trigger,) = keyword_triggers(squad)
    assert trigger.condition == KeywordCostPaid("squad")         # "if its squad cost was paid"
    assert trigger.effects == (SquadCopies(),)

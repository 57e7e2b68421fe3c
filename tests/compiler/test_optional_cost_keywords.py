"""Keywords that are optional additional costs (CR 601.2b): offspring (CR 702.175). Each compiles
to a KeywordAbility carrying its cost, which the engine's casting mechanic offers as the spell is
cast; its database entry's reminder template reads as the printed reminder text."""
import re

import pytest

from cardtext.compiler.keywords.database import builtin
from cardtext.compiler.keywords.templates import fill
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime.abilities import KeywordAbility
from cardtext.runtime.keyword_support import implemented

from .conftest import compile_corpus_card

# keyword -> a real card of ../shared/corpus/modern.jsonl printing it
CARDS = {"offspring": "Darkstar Augur"}


@pytest.mark.parametrize("name", sorted(CARDS))
def test_the_keyword_compiles_to_a_keyword_ability_with_its_cost(corpus, name):
    card = compile_corpus_card(corpus[CARDS[name]])
    (k,) = [a for a in card.definition.abilities if isinstance(a, KeywordAbility) and a.name == name]
    assert k.cost is not None and k.cost.mana_value == 1                  # Offspring {B}
    assert card.fully_compiled and all(c.equal for c in check_card(card))


@pytest.mark.parametrize("name", sorted(CARDS))
def test_the_entry_names_an_implemented_mechanic(name):
    entry = builtin().get(name)
    assert entry.mechanic == name and implemented(entry.mechanic) and entry.cr == "CR 702.175"


@pytest.mark.parametrize("name", sorted(CARDS))
def test_the_reminder_template_is_the_printed_reminder_text(corpus, name):
    text = corpus[CARDS[name]]["oracle_text"]
    printed = re.search(rf"^{name} (\{{[^ ]*\}}) \((.*)\)$", text, re.I | re.M)
    assert fill(builtin().get(name).reminder, cost=printed.group(1)) == printed.group(2)

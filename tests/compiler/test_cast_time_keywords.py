"""Keywords that change a spell as it is cast or resolves, played by the engine or defined in rules
text: epic (CR 702.50). Each entry's reminder template is the card's reminder text, and each
keyword compiles to what the engine plays (scenarios: tests/scenarios/CR702.50a_*)."""
from __future__ import annotations

from cardtext.compiler.keywords.database import builtin
from cardtext.compiler.keywords.templates import fill
from cardtext.runtime.abilities import KeywordAbility, SpellAbility
from cardtext.runtime.keyword_support import implemented

from .conftest import compile_corpus_card


def test_epic_reminder_is_the_reminder_text():
    """CR 702.50a, as Undying Flames prints it: "Epic (For the rest of the game, you can't cast
    spells. At the beginning of each of your upkeeps, copy this spell except for its epic ability.
    You may choose new targets for the copy.)" """
    entry = builtin().get("epic")
    assert entry.mechanic == "epic" and implemented("epic") and not entry.unsupported
    assert fill(entry.reminder, None) == (
        "For the rest of the game, you can't cast spells. At the beginning of each of your upkeeps, copy "
        "this spell except for its epic ability. You may choose new targets for the copy.")


def test_epic_compiles_to_the_keyword_after_the_spell_ability(corpus):
    """Undying Flames: its spell ability, then "Epic": the engine adds epic's two abilities after
    the spell's own instructions as it is cast (runtime/mechanics/epic.py)."""
    card = compile_corpus_card(corpus["Undying Flames"])
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    spell, epic = card.definition.abilities
    assert isinstance(spell, SpellAbility) and spell.targets
    assert isinstance(epic, KeywordAbility) and epic.name == "epic"

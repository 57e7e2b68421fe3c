"""Keywords that change a spell as it is cast or resolves, played by the engine or defined in rules
text: epic (CR 702.50), casualty (CR 702.153). Each entry's reminder template is the card's reminder text, and each
keyword compiles to what the engine plays (scenarios: tests/scenarios/CR702.50a_*, CR702.153a_*)."""
from __future__ import annotations

from cardtext.compiler.keywords.database import builtin
from cardtext.compiler.keywords.templates import fill
from cardtext.runtime.abilities import KeywordAbility, SpellAbility, StaticAbility, TriggeredAbility
from cardtext.runtime.costs import Sacrifice
from cardtext.runtime.effects import CopySpell
from cardtext.runtime.events import SpellCast
from cardtext.runtime.filters import Compare, KeywordCostPaid
from cardtext.runtime.keyword_support import implemented

from .conftest import compile_corpus_card
from .test_alternative_cost_keywords import printed


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


def test_casualty_reminder_is_the_reminder_text():
    """Light 'Em Up: "Casualty 2 (As you cast this spell, you may sacrifice a creature with power 2
    or greater. When you do, copy this spell.)" (the shorter printing; CR 702.153a)."""
    entry = builtin().get("casualty")
    assert entry.definition and not entry.unsupported
    assert fill(entry.reminder, 2) == ("As you cast this spell, you may sacrifice a creature with power 2 "
                                       "or greater. When you do, copy this spell.")


def test_casualty_is_an_optional_sacrifice_and_a_cast_trigger_if_it_was_paid():
    """CR 702.153a: "As an additional cost to cast this spell, you may sacrifice a creature with
    power N or greater," and "When you cast this spell, if a casualty cost was paid for it, copy
    it ... you may choose new targets for the copy." Both abilities are named for the keyword,
    and the optional cost records casualty as paid, which the trigger's condition reads."""
    card = printed("Light 'Em Up")
    cost, trigger, spell = card.definition.abilities
    assert isinstance(cost, StaticAbility) and cost.keyword == "casualty"
    assert cost.effect.optional and cost.effect.keyword == "casualty"
    assert isinstance(cost.effect.cost, Sacrifice)
    (power,) = cost.effect.cost.filter.tests
    assert (power.characteristic, power.compare, power.value) == ("power", Compare.GE, 2)
    assert isinstance(trigger, TriggeredAbility) and trigger.keyword == "casualty"
    assert isinstance(trigger.event, SpellCast) and trigger.event.self_only
    assert trigger.condition == KeywordCostPaid("casualty")
    (copy,) = trigger.effects
    assert isinstance(copy, CopySpell) and copy.new_targets
    assert isinstance(spell, SpellAbility)

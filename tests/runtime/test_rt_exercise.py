"""The executability harness (compiler/harness/exercise.py): every ability of a card, executed once."""
import pytest
from rt_cards import GRIZZLY_BEARS, creature

from cardtext.compiler.api import compile_card
from cardtext.compiler.keywords.custom import for_card_file
from cardtext.compiler.source.loaders import bundled_cards
from cardtext.runtime.abilities import KeywordAbility
from cardtext.compiler.harness.exercise import ExerciseResult, exercise_card

BUNDLED = [p.source for p in bundled_cards() if p.source is not None]


@pytest.mark.parametrize("source", BUNDLED, ids=[s.name for s in BUNDLED])
def test_every_bundled_card_is_executable(source):
    compiled = compile_card(source, for_card_file(source.file))     # with the bundled custom keywords
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    result = exercise_card(compiled.definition)
    assert result.ok, result.reasons
    assert result.executed == len(compiled.definition.abilities)


def test_an_unimplemented_keyword_is_reported():
    card = creature("Old Timer", 2, 2, "1G", KeywordAbility("frobnicate"), KeywordAbility("flying"))   # no such keyword
    result = exercise_card(card)
    assert isinstance(result, ExerciseResult) and not result.ok
    assert result.executed == 1
    assert result.reasons == ("ability #0 KeywordAbility (frobnicate): keyword frobnicate not implemented",)


def test_vanilla_and_determinism():
    assert exercise_card(GRIZZLY_BEARS).ok
    source = next(s for s in BUNDLED if "Fortune" in s.name)
    definition = compile_card(source).definition
    first, again = exercise_card(definition, seed=3), exercise_card(definition, seed=3)
    assert first == again and first.log


def test_a_source_its_own_cost_sacrifices_is_not_the_target_it_picks():
    """Targets are chosen before costs are paid (CR 601.2c, 601.2h): "{2}{B}, Sacrifice this
    creature: Target creature gets -X/-X" targeting the creature itself would always fizzle
    (CR 608.2b), so the exercise targets another creature and the effect is verified."""
    from cardtext.compiler.source.card import CardSource
    compiled = compile_card(CardSource(
        "Cave Stalker", "{2}{B}, Sacrifice this creature: Target creature gets -X/-X until end of turn, "
        "where X is this creature's power.", "{1}{B}", "Creature — Goblin", "3", "2"))
    assert compiled.fully_compiled
    for seed in range(4):
        result = exercise_card(compiled.definition, seed=seed)
        assert result.ok and result.verified, result.unverified
        assert not any("all its targets are illegal" in line for line in result.log)


def _outside_the_corpus():
    from pathlib import Path
    from cardtext.compiler.source.loaders import load_path     # a card's faces joined
    path = Path(__file__).resolve().parents[1] / "scenarios" / "cards" / "keywords_outside_the_corpus.card"
    return [c.source for c in load_path(str(path)) if c.source is not None]


@pytest.mark.parametrize("source", _outside_the_corpus(), ids=lambda s: s.name)
def test_every_card_of_the_keywords_outside_the_corpus_is_executable_and_verified(source):
    """Each card written for a keyword the corpus lacks runs in the executability check and each
    of its effects is observed. Among them: Flaming Tyrannosaurus's paradox trigger ("whenever you
    cast a spell from anywhere other than your hand") needs a spell cast from elsewhere than the
    hand (CR 601.2a); The Soul Stone's ∞ upkeep trigger works only while it is harnessed
    (CR 702.186b, 701.64b)."""
    compiled = compile_card(source)
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    result = exercise_card(compiled.definition)
    assert result.ok, result.reasons
    assert result.verified, result.unverified


def test_a_paradox_trigger_is_exercised_by_a_spell_cast_from_the_graveyard():
    """CR 601.2a: a spell cast by flashback (CR 702.34a) is cast from the graveyard, not the hand,
    so the paradox trigger fires and its 3 damage is dealt."""
    (source,) = [s for s in _outside_the_corpus() if s.name == "Flaming Tyrannosaurus"]
    result = exercise_card(compile_card(source).definition)
    assert result.ok, result.reasons
    cast = [i for i, line in enumerate(result.log) if "casts Exercise Spell (flashback)" in line]
    assert cast and "Flaming Tyrannosaurus's ability triggers" in result.log[cast[0] + 1], result.log
    assert any("Flaming Tyrannosaurus deals 3 damage" in line for line in result.log), result.log


@pytest.mark.parametrize("text", [
    "Cycling {2}{U}\nWhen you cycle ~, you may counter target spell unless its controller pays {1}.",
    "Morph {1}{U}\nWhen ~ is turned face up, counter target instant or sorcery spell.",
    "Flash\nWhen ~ enters the battlefield, counter target spell with mana value 4 or less.",
])
def test_a_trigger_that_counters_a_spell_finds_one_on_the_stack_and_is_verified(text):
    from cardtext.compiler.source.card import CardSource
    compiled = compile_card(CardSource("Stack Watcher", text.replace("~", "Stack Watcher"), "{1}{U}",
                                       "Creature — Wizard", "1", "1"))
    assert compiled.fully_compiled, compiled.diagnostics
    result = exercise_card(compiled.definition)
    assert result.ok and result.verified, (result.reasons, result.unverified)
    assert any("countered" in line for line in result.log)

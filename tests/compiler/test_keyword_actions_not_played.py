"""Keyword actions the engine doesn't play, and what a card author sees: CT301 at the word, with
the reason the keyword database gives (grammar/keywords.toml): assemble (CR 701.45 today, 701.41 in
2022: Unstable's cards and mechanics aren't in the rules). Space sculptor (CR 702.158, Unfinity)
compiles: the engine plays sectors. Planeswalk and Planechase's abilities are played:
tests/compiler/test_planechase.py."""
import pytest

from cardtext.compiler.keywords.database import builtin

from .conftest import compile_text


def _the_one_diagnostic(text, type_line="Sorcery"):
    card = compile_text(text, name="Test Card", type_line=type_line)
    assert not card.fully_compiled
    (diagnostic,) = card.diagnostics
    return diagnostic


@pytest.mark.parametrize("text, word, keyword", [
    ("When this creature enters, assemble a Contraption.", "assemble", "assemble"),
    # Steamflogger Boss's replacement, with "a creature" for its subtype
    ("If a creature you control would assemble a Contraption, it assembles two Contraptions "
     "instead.", "assemble", "assemble"),
])
def test_a_keyword_action_not_played_is_ct301_at_its_word_saying_why(text, word, keyword):
    d = _the_one_diagnostic(text)
    assert d.code == "CT301"
    assert d.column == text.index(word) + 1
    assert builtin().get(keyword).unsupported in d.message


def test_space_sculptor_compiles_to_the_engine_keyword():
    """CR 702.158 (current rules, Unfinity): sectors are played by the engine now
    (runtime/mechanics/sectors.py, tests/runtime/test_rt_sectors.py), so the keyword compiles."""
    card = compile_text("Space sculptor", name="Test Card", type_line="Legendary Creature — Human Wizard")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert [a.name for a in card.definition.abilities] == ["space sculptor"]


def test_a_planeswalker_is_still_a_planeswalker():
    """The word "planeswalk" alone is the keyword action: "planeswalker" is still the card type."""
    card = compile_text("Destroy target planeswalker.", type_line="Sorcery")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]

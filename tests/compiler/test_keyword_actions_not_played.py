"""Keyword actions of the casual sets, and what a card author sees: assemble (CR 701.45 today,
701.41 in 2022: Unstable's cards and mechanics aren't in the rules) compiles, played from Unstable's
release notes; the Rigger replacement of assembling is CT301 at its word. Space sculptor (CR 702.158, Unfinity)
compiles: the engine plays sectors. Planeswalk and Planechase's abilities are played:
tests/compiler/test_planechase.py."""
from cardtext.compiler.keywords.database import builtin

from .conftest import compile_text


def _the_one_diagnostic(text, type_line="Sorcery"):
    card = compile_text(text, name="Test Card", type_line=type_line)
    assert not card.fully_compiled
    (diagnostic,) = card.diagnostics
    return diagnostic


def test_assemble_compiles_to_the_engine_instruction():
    """Assemble (CR 701.45 today, whose text leaves Unstable out) is played from Unstable's release
    notes (runtime/handlers/contraptions.py, tests/runtime/test_rt_contraptions.py)."""
    card = compile_text("When this creature enters, assemble a Contraption.", name="Test Card",
                        type_line="Creature — Goblin Rigger", power="2", toughness="2")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert not builtin().get("assemble").unsupported


def test_a_replacement_of_assembling_is_reported_at_its_word():
    """The Rigger replacement ("If a Rigger you control would assemble a Contraption, it assembles
    two Contraptions instead", with "a creature" for its subtype) is no replacement the engine
    plays: CT301 at "assemble", never dropped."""
    text = "If a creature you control would assemble a Contraption, it assembles two Contraptions instead."
    d = _the_one_diagnostic(text)
    assert d.code == "CT301"
    assert d.column == text.index("assemble") + 1
    assert "replacement of assembling" in d.message


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

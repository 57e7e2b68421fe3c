"""The round trip's two checks: the text (in printed style, letter case included) and the lowered
form (the rendered text compiles to the same runtime abilities)."""
import re

import pytest

from cardtext.compiler.render import roundtrip
from cardtext.compiler.render.display import display
from cardtext.compiler.render.roundtrip import check_card, lowered_equal

from .conftest import compile_corpus_card, compile_text


def test_subtypes_are_capitalised_as_whole_words_not_inside_a_name():
    """"Fox" and "Mox" contain "ox" (the Ox subtype): a name keeps its own letters."""
    assert display("{1}{w}, sacrifice ~: exile target enchantment.", "Sly Fox") == \
        "{1}{W}, Sacrifice Sly Fox: Exile target enchantment."
    assert display("{t}: add {r}.", "Mox") == "{T}: Add {R}."
    assert display("other fox creatures and oxen you control get +1/+1.", "Mox") == \
        "Other Fox creatures and Oxen you control get +1/+1."


def test_sly_fox_and_mox_round_trip_in_printed_style():
    fox = compile_text("{1}{W}, Sacrifice Sly Fox: Exile target enchantment.", name="Sly Fox",
                       type_line="Creature — Fox")
    mox = compile_text("{T}: Add {R}.", name="Mox", type_line="Artifact")
    assert all(c.equal for c in check_card(fox) + check_card(mox))


def _capitalise_subtypes_inside_words(text: str, name: str) -> str:
    """The display this module once had: subtype capitals without word boundaries."""
    shown = display(text, name)
    return re.sub(r"ox\b", "Ox", shown)


def test_a_line_displayed_with_wrong_capitals_is_not_equal(monkeypatch):
    """"Sly FOx" is not how the card is printed: the round trip must say so."""
    card = compile_text("{1}{W}, Sacrifice Sly Fox: Exile target enchantment.", name="Sly Fox",
                        type_line="Creature — Fox")
    monkeypatch.setattr(roundtrip, "display", _capitalise_subtypes_inside_words)
    (check,) = check_card(card)
    assert check.text_equal and not check.equal
    assert "Sly FOx" in roundtrip.rendered_text(card)


# pumps, searches that shuffle, creatures a land becomes, "his or her", milling, hands, tokens
REAL_CARDS = ["Mox Ruby", "Silverchase Fox", "Giant Growth", "Bonesplitter", "Giant Strength",
              "Rampant Growth", "Sylvan Scrying", "Civic Wayfinder", "Borderland Ranger", "Wood Elves",
              "Inkmoth Nexus", "Treetop Village", "Millstone", "Glimpse the Unthinkable", "Thoughtseize",
              "Gitaxian Probe", "Coiling Oracle", "Raise the Alarm", "Impulse", "Brainstorm",
              "Act of Treason", "Wildfire", "Mulldrifter", "Goblin Bombardment", "Mind Twist",
              # "enchanted creature and other creatures that share a creature type with it" (no
              # determiner), "as long as A and B, ~ gets ..." (the condition first), "each
              # creature attacks this turn if able"
              "Crown of Vigor", "Blood Baron of Vizkopa", "Goblin Diplomats", "Goblin Rabblemaster"]


@pytest.mark.parametrize("name", REAL_CARDS)
def test_the_rendered_text_of_a_real_card_compiles_to_the_same_abilities(corpus, name):
    if name not in corpus:
        pytest.skip(f"{name} not in the corpus")
    card = compile_corpus_card(corpus[name])
    assert card.fully_compiled
    checks = check_card(card, lowered=True)
    assert checks and all(c.lowered_equal for c in checks)
    assert lowered_equal(card)


def test_a_rendering_that_changes_a_number_fails_the_lowered_round_trip(monkeypatch, corpus):
    """The lowered check compares abilities, so a wrong number in the rendering is caught."""
    card = compile_corpus_card(corpus["Giant Growth"])
    render = roundtrip._render
    monkeypatch.setattr(roundtrip, "_render", lambda ast, c: render(ast, c).replace("+3/+3", "+2/+2"))
    assert not lowered_equal(card)
    assert not any(c.lowered_equal for c in check_card(card, lowered=True))


def test_canonical_json_reports_both_round_trips_per_line():
    """`cardtext compile --canonical --format json`: each line says round_trip_equal and lowered_equal."""
    from cardtext.compiler.cli.compile import canonical_lines
    card = compile_text("Target creature gets +2/+0 until end of turn.\nDraw a card.", name="Sly Fox",
                        type_line="Instant")
    lines = canonical_lines(card)
    assert [sorted(line) for line in lines] == [["line", "lowered_equal", "round_trip_equal", "text"]] * 2
    assert all(line["round_trip_equal"] and line["lowered_equal"] for line in lines)


@pytest.mark.parametrize("text, type_line", [
    ("When ~ enters the battlefield, target opponent exiles the top twenty cards of their library.",
     "Creature — Eldrazi"),
    ("At the beginning of your upkeep, if you control twenty or more creatures, you win the game.",
     "Enchantment"),
])
def test_twenty_is_written_as_a_word_and_round_trips(text, type_line):
    """Oracle spells "twenty" out, and the grammar reads it back (grammar/common.lark)."""
    card = compile_text(text, type_line=type_line)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    checks = check_card(card, lowered=True)
    assert all(c.equal and c.lowered_equal for c in checks), [(c.printed, c.displayed) for c in checks]

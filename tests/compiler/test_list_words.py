"""The AST keeps no list words: the word between two clauses (", then" / "and"), the commas
between a static ability's predicates, and the determiner of a group ("each" / "all") are
printed wording. Both wordings of each compile to the same node, the renderer prints one, and
the round trip reads the other alike."""
import dataclasses

import pytest

from cardtext.compiler.render.canonical import render_line
from cardtext.compiler.render.equivalents import current_wording
from cardtext.compiler.syntax import nodes as A
from cardtext.compiler.syntax.nodes import triggers as T
from cardtext.compiler.syntax.nodes.phrases import Span

from .conftest import compile_text


def _meaning(node):
    """The node with where it was written set aside (a longer wording has a longer span)."""
    if isinstance(node, Span):
        return Span(0, 0)
    if isinstance(node, tuple):
        return tuple(_meaning(n) for n in node)
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        return dataclasses.replace(node, **{f.name: _meaning(getattr(node, f.name))
                                            for f in dataclasses.fields(node) if f.init})
    return node


def _same_node_and_rendering(wordings, type_line="Sorcery"):
    """Compile each wording: one AST; return its rendering, which reads as each input does."""
    cards = [compile_text(text, type_line=type_line) for text in wordings]
    for card in cards:
        assert card.fully_compiled, [d.render() for d in card.diagnostics]
    nodes = [_meaning(card.lines[-1].ast) for card in cards]
    assert all(node == nodes[0] for node in nodes), nodes
    rendered = render_line(nodes[0])
    for text in wordings:
        assert current_wording(text.splitlines()[-1].lower()) == current_wording(rendered)
    return rendered


@pytest.mark.parametrize("node_class", [A.Sentence, T.FlipOutcomeSentence, T.UnlessSentence,
                                        T.IfAfterSentence, T.ThenIfSentence])
def test_joins_removed_from_sentences(node_class):
    """CR 608.2c: the clauses of a sentence are followed in the order written, whether ", then"
    or "and" joins them; no sentence node keeps the word."""
    assert "joins" not in {f.name for f in dataclasses.fields(node_class)}


@pytest.mark.parametrize("older, current", [
    ("Draw two cards and discard a card.", "draw two cards, then discard a card."),
    ("Target player loses 2 life, then you gain 2 life.", "target player loses 2 life and you gain 2 life."),
    ("Flip a coin. If you win the flip, draw a card and discard a card.",
     "flip a coin. if you win the flip, draw a card, then discard a card."),
    ("Unless you pay {2}, you lose 2 life, then discard a card.",
     "unless you pay {2}, you lose 2 life and discard a card."),
    ("Draw a card and discard a card if you control a Forest.",
     "draw a card, then discard a card if you control a forest."),
    ("Draw a card. Then if you control a Forest, draw a card and discard a card.",
     "draw a card. then if you control a forest, draw a card, then discard a card."),
])
def test_sentence_joins_are_derived(older, current):
    """Sentence.joins and the joins of the four trigger sentences: "and" and ", then" give one
    node; the renderer joins with "and" a life change or a continued subject and with ", then"
    a next step (render/clause_lists.py)."""
    assert _same_node_and_rendering([older, current]) == current


def test_then_and_and_read_alike_only_between_clauses():
    """The equivalence is for the clause join: ", then if" opens a sentence of its own."""
    assert current_wording("draw a card, then discard a card.") == "draw a card and discard a card."
    assert "then if" in current_wording("draw a card, then if you control a forest, discard a card.")


def test_static_line_joins_removed():
    """StaticLine keeps its predicates, not the commas between them (no rules meaning)."""
    assert "joins" not in {f.name for f in dataclasses.fields(A.StaticLine)}


@pytest.mark.parametrize("wordings, current", [
    (["Enchanted creature gets +1/+1, has flying, and has trample.",
      "Enchanted creature gets +1/+1, has flying and has trample."],
     "enchanted creature gets +1/+1, has flying, and has trample."),
    (["Enchanted creature gets +1/+1 and has flying, first strike, and trample."],
     "enchanted creature gets +1/+1 and has flying, first strike, and trample."),
    (["Enchanted creature gets +1/+1 and has flying and trample."],
     "enchanted creature gets +1/+1 and has flying and trample."),
])
def test_static_predicate_punctuation_is_derived(wordings, current):
    """The list punctuation follows the count: two items joined by "and", three or more by
    commas and ", and"; a bare keyword continues the "has" before it."""
    cards = [compile_text("Enchant creature\n" + text, type_line="Enchantment — Aura") for text in wordings]
    nodes = [_meaning(card.lines[1].ast) for card in cards]
    assert all(card.fully_compiled for card in cards) and all(n == nodes[0] for n in nodes)
    assert render_line(nodes[0]) == current


def test_each_phrase_word_removed():
    """EachPhrase keeps the filter (and players) only."""
    assert {f.name for f in dataclasses.fields(A.EachPhrase)} == {"filter", "players"}


@pytest.mark.parametrize("wordings, current, type_line", [
    (["Destroy all creatures with mana value 3 or less.", "Destroy each creature with mana value 3 or less."],
     "destroy all creatures with mana value 3 or less.", "Sorcery"),
    (["Creatures you control get +1/+1 until end of turn.", "All creatures you control get +1/+1 until end of turn.",
      "Each creature you control gets +1/+1 until end of turn."],
     "all creatures you control get +1/+1 until end of turn.", "Instant"),
    (["All creatures you control gain flying until end of turn.",
      "Each creature you control gains flying until end of turn."],
     "all creatures you control gain flying until end of turn.", "Instant"),
    (["Creatures you control gain flying and trample until end of turn."],
     "creatures you control gain flying and trample until end of turn.", "Instant"),
    (["Put a +1/+1 counter on each creature you control."], "put a +1/+1 counter on each creature you control.",
     "Sorcery"),
    (["Destroy all artifacts and enchantments.", "Destroy all artifacts and all enchantments."],
     "destroy all artifacts and enchantments.", "Sorcery"),
])
def test_each_all_and_no_determiner_are_one_group(wordings, current, type_line):
    """EachPhrase.word: "each creature", "all creatures" and a subject without a determiner are
    every creature the filter matches (CR 608.2c; a pump's affected set, CR 611.2c): one node;
    the renderer prints Oracle's determiner for the clause (render/determiners.py)."""
    assert _same_node_and_rendering(wordings, type_line) == current


def test_the_attached_object_is_named_without_a_determiner():
    """CR 303.4: "enchanted creature" is one object, known from its filter (no word kept)."""
    card = compile_text("Enchant creature\n{1}: Regenerate enchanted creature.", type_line="Enchantment — Aura")
    node = card.lines[1].ast
    assert render_line(node) == "{1}: regenerate enchanted creature."


def test_controlled_phrase_word_removed():
    """ControlledPhrase keeps its filter and its player only."""
    assert {f.name for f in dataclasses.fields(A.ControlledPhrase)} == {"filter", "player"}


@pytest.mark.parametrize("wordings, current", [
    (["Tap all creatures target player controls.", "Tap each creature target player controls."],
     "tap all creatures target player controls."),
    (["Put a +1/+1 counter on each creature target player controls."],
     "put a +1/+1 counter on each creature target player controls."),
    (["You gain 1 life for each creature target player controls."],
     "you gain 1 life for each creature target player controls."),
])
def test_each_and_all_of_a_player_s_objects_are_one_group(wordings, current):
    """ControlledPhrase.word: "each"/"all" are one group; "for each" is a count because the
    phrase is the clause's for-each amount, not because of a word in the node."""
    assert _same_node_and_rendering(wordings) == current


@pytest.mark.parametrize("wordings, current", [
    (["All creatures have flying.", "Each creature has flying."], "each creature has flying."),
    (["Each creature you control with a +1/+1 counter on it has flying."],
     "each creature you control with a +1/+1 counter on it has flying."),
])
def test_have_keywords_plural_removed(wordings, current):
    """HaveKeywordsClause keeps no "have"/"has": the verb agrees with the group's determiner."""
    assert "plural" not in {f.name for f in dataclasses.fields(A.HaveKeywordsClause)}
    assert _same_node_and_rendering(wordings, "Enchantment") == current


def test_grant_sentence_plural_removed():
    """GrantSentence keeps no "have"/"has": "All Slivers have" and "Each Sliver has" are one."""
    assert "plural" not in {f.name for f in dataclasses.fields(A.GrantSentence)}
    rendered = _same_node_and_rendering(['All Slivers have "{T}: You gain 1 life."',
                                         'Each Sliver has "{T}: You gain 1 life."'], "Creature — Sliver")
    assert rendered == 'all slivers have "{t}: you gain 1 life."'


def test_group_equivalences_leave_players_alone():
    """The group rules of equivalents.py change no player phrase and no "each of them"."""
    for text in ("each opponent loses 1 life.", "each player draws a card.", "each of them gets +1/+1."):
        assert current_wording(text) == text

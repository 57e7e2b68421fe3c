"""The AST holds meaning, not printed words: change a number (or a choice) in a node and its
rendering changes with it, and the changed rendering compiles back to the changed node."""
import dataclasses

import pytest

from cardtext.compiler.render.canonical import render_line
from cardtext.compiler.render.objects import obj
from cardtext.compiler.syntax.nodes.targets import BasePTClause, GainProtectionChoiceClause, LoseKeywordClause
from cardtext.runtime.characteristics import CardType, Zone
from cardtext.runtime.filters import ObjectFilter, PlayerRef
from cardtext.compiler.syntax import nodes as A

from .conftest import compile_text


def _first_clause(line_node):
    """The first clause of a spell line's first sentence."""
    return line_node.line.sentences[0].clauses[0]


def _with_clause(line_node, new_clause):
    sentence = line_node.line.sentences[0]
    sentence = dataclasses.replace(sentence, clauses=(new_clause,) + tuple(sentence.clauses[1:]))
    body = dataclasses.replace(line_node.line, sentences=(sentence,) + tuple(line_node.line.sentences[1:]))
    return dataclasses.replace(line_node, line=body)


# (rules text, node class, field changes, words the changed rendering must contain)
CHANGES = [
    ("Target creature gets +2/+0 until end of turn.", A.PumpClause, {"power": 5}, "+5/+0"),
    ("Target creature gets -3/-0 until end of turn.", A.PumpClause, {"toughness": -2}, "-3/-2"),
    ("Target creature gets +X/+0 until end of turn.", A.PumpClause, {"toughness": 1}, "+x/+x"),
    ("Creatures you control get +1/+1 until end of turn.", A.PumpClause, {"power": 2, "toughness": 0},
     "+2/+0"),
    ("Target creature gets +2/+2 and gains flying until end of turn.", A.PumpGainClause,
     {"toughness": 4}, "+2/+4"),
    ("Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.",
     A.SearchClause, {"count": 2, "up_to": True}, "up to two basic land cards, put them"),
    ("Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.",
     A.SearchClause, {"reveal": True}, ", reveal it, put it"),
    ("Search your library for a card, put it into your hand, then shuffle.",
     A.SearchClause, {"shuffle": False}, "into your hand"),
]


@pytest.mark.parametrize("text, kind, changes, words", CHANGES)
def test_changing_a_field_changes_the_rendering(text, kind, changes, words):
    card = compile_text(text, type_line="Sorcery")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    node = card.lines[0].ast
    clause = _first_clause(node)
    assert isinstance(clause, kind)
    before = render_line(node)
    changed = _with_clause(node, dataclasses.replace(clause, **changes))
    after = render_line(changed)
    assert after != before and words in after
    again = compile_text(after, type_line="Sorcery")
    assert _first_clause(again.lines[0].ast) == dataclasses.replace(clause, **changes)


def test_a_static_pump_renders_its_numbers():
    """PumpPredicate ("Creatures you control get +1/+1.") keeps numbers only."""
    card = compile_text("Creatures you control get +1/+1.", type_line="Enchantment")
    node = card.lines[0].ast
    pred = node.line.predicates[0]
    assert isinstance(pred, A.PumpPredicate)
    changed = dataclasses.replace(node, line=dataclasses.replace(
        node.line, predicates=(dataclasses.replace(pred, power=3, toughness=-1),)))
    assert render_line(changed) == "creatures you control get +3/-1."


# ------------------------------------------------ a player's zone: "your" or "their", from the player
def _find(node, kind):
    """The first node of class `kind` anywhere under `node` (a line's AST)."""
    if isinstance(node, kind):
        return node
    if dataclasses.is_dataclass(node):
        for f in dataclasses.fields(node):
            found = _find(getattr(node, f.name), kind)
            if found is not None:
                return found
    elif isinstance(node, tuple):
        for item in node:
            found = _find(item, kind)
            if found is not None:
                return found
    return None


def _replace_node(node, old, new):
    if node is old:
        return new
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        return dataclasses.replace(node, **{f.name: _replace_node(getattr(node, f.name), old, new)
                                            for f in dataclasses.fields(node) if f.init})
    if isinstance(node, tuple):
        return tuple(_replace_node(item, old, new) for item in node)
    return node


# (rules text, node class, the player the clause names instead, words before, words after)
WHOSE = [
    ("Each player discards his or her hand, then draws seven cards.", A.DiscardHandClause,
     "discards their hand", "discards your hand"),
    ("Target opponent reveals his or her hand.", A.RevealHandClause,
     "reveals their hand", "reveals your hand"),
    ("Target player shuffles his or her library.", A.ShuffleLibraryClause,
     "shuffles their library", "shuffle your library"),
    ("Target player reveals the top card of his or her library.", A.RevealTopClause,
     "top card of their library", "top card of your library"),
]


@pytest.mark.parametrize("text, kind, before_words, after_words", WHOSE)
def test_the_player_decides_your_or_their(text, kind, before_words, after_words):
    """The AST keeps the player only; "his or her" (older Oracle text) renders as today's
    "their", and the same clause naming you renders "your"."""
    card = compile_text(text, type_line="Sorcery")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    node = card.lines[0].ast
    clause = _find(node, kind)
    assert before_words in render_line(node)
    changed = dataclasses.replace(clause, players=(A.YouPhrase(),))
    assert after_words in render_line(_replace_node(node, clause, changed))


def test_the_exiled_cards_of_one_owner_return_to_their_owner():
    """ReturnExiledClause.one_owner: "their owner's hand" (the cards came from one player's
    hand) / "their owners' hands" (each card to its owner, CR 108.3)."""
    card = compile_text("When ~ enters the battlefield, exile all cards from your hand.\n"
                        "When ~ leaves the battlefield, return the exiled cards to their owner's hand.")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    node = card.lines[1].ast
    clause = _find(node, A.ReturnExiledClause)
    assert clause.one_owner and "to their owner's hand" in render_line(node)
    changed = render_line(_replace_node(node, clause, dataclasses.replace(clause, one_owner=False)))
    assert "to their owners' hands" in changed


# (rules text, node class, field changes, words before, words after)
MEANING_FIELDS = [
    ("Look at the top two cards of your library. Put one of them into your hand and the other into "
     "your graveyard.", A.PutLookedClause, {"one_left": False}, "and the other into", "and the rest into"),
    ("Look at the top three cards of your library, then put them back in any order.",
     A.PutLookedClause, {"remaining": True}, "put them back in any order",
     "put the rest back on top of your library in any order"),
    ("~ deals damage to each player equal to the number of cards in his or her hand.",
     A.PlayersCountAmount, {"zone": Zone.GRAVEYARD}, "cards in their hand", "cards in their graveyard"),
    ("~ deals damage to each player equal to the number of cards in his or her hand.",
     A.PlayersCountAmount, {"player": A.ThatPhrase("player")}, "cards in their hand",
     "cards in that player's hand"),
    ("Search your library for a sorcery card and reveal that card. Shuffle your library, then put "
     "the card on top of it.", A.SearchTopClause, {"count": 2, "up_to": True},
     "reveal it, then shuffle and put the card on top",
     "up to two sorcery cards, reveal them, then shuffle and put them on top in any order"),
    ("Put target creature on the bottom of its owner's library.", A.PutOnBottomClause,
     {"objects": (A.TargetPhrase(ObjectFilter(types=(CardType.CREATURE,)), None, 2, 2),)},
     "of its owner's library", "two target creatures on the bottom of their owners' libraries"),
    ("Each player shuffles his or her hand and graveyard into his or her library.",
     A.ShuffleIntoLibraryClause, {"zones": (Zone.GRAVEYARD,)}, "shuffles their hand and graveyard into",
     "shuffles their graveyard into their library"),
    ("Look at the top card of target player's library. You may put that card into his or her graveyard.",
     A.PutObjectsClause, {"player": A.ThatPhrase("player")}, "put that card into their graveyard",
     "put that card into that player's graveyard"),
    ("Target creature gains protection from the color of its controller's choice until end of turn.",
     GainProtectionChoiceClause, {"chooser": PlayerRef.YOU}, "color of its controller's choice",
     "color of your choice"),
    ("Target creature loses flying until end of turn.", LoseKeywordClause,
     {"objects": (A.TargetPhrase(ObjectFilter(types=(CardType.CREATURE,)), None, 2, 2),)},
     "target creature loses flying", "two target creatures lose flying"),
    ("Target creature has base power and toughness 1/1 until end of turn.", BasePTClause,
     {"objects": (A.TargetPhrase(ObjectFilter(types=(CardType.CREATURE,)), None, 2, 2),)},
     "target creature has base", "two target creatures have base"),
]


@pytest.mark.parametrize("text, kind, changes, before_words, after_words", MEANING_FIELDS)
def test_a_meaning_field_decides_the_words(text, kind, changes, before_words, after_words):
    """PutLookedClause.one_left / remaining, PlayersCountAmount.zone / player, SearchTopClause's
    count, PutOnBottomClause.one_owner, GainProtectionChoiceClause.chooser, and the verbs that
    agree with their objects: the words follow from the fields (the older wording the card
    printed reads the same)."""
    card = compile_text(text, type_line="Sorcery")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    node = next(line.ast for line in card.lines if _find(line.ast, kind) is not None)
    found = _find(node, kind)
    before = render_line(node)
    after = render_line(_replace_node(node, found, dataclasses.replace(found, **changes)))
    assert before_words in before and after_words in after, (before, after)
    again = compile_text(after, type_line="Sorcery")
    assert again.fully_compiled and _find(again.lines[0].ast, kind) == dataclasses.replace(found, **changes)


def test_a_pronoun_keeps_its_case_not_its_words():
    """ThemPhrase.each ("each of them") and HeOrShePhrase.objective ("him or her" as the object
    of "deals damage to"): the rendering follows the field."""
    assert obj(A.ThemPhrase(each=True)) == "each of them"
    assert obj(A.ThemPhrase()) == "them"
    assert obj(A.ThemPhrase(subject=True)) == "they"
    assert obj(A.HeOrShePhrase(objective=True)) == "him or her"
    assert obj(A.HeOrShePhrase()) == "he or she"


def test_cards_of_one_owner_go_to_their_owner_s_library():
    """PutOnBottomClause.one_owner: "their owner's library" (the cards share an owner), else
    "their owners' libraries" (each to its owner's, CR 401.4)."""
    from cardtext.compiler.render.library import library_clause
    them = A.PutOnBottomClause((A.ThemPhrase(),))
    assert library_clause(them) == "put them on the bottom of their owners' libraries"
    assert library_clause(dataclasses.replace(them, one_owner=True)) == \
        "put them on the bottom of their owner's library"
    assert library_clause(dataclasses.replace(them, yours=True)) == "put them on the bottom of your library"

"""Nouns the AST used to keep as printed strings are meaning fields now (or derived): which
players a target may be (CR 102.2: an opponent is a restriction on the player), how many cards
a linked or chosen set holds, which card type an animated permanent keeps (CR 205.1b); and
"his or her" renders as today's "their" (Oracle update of 2019)."""
import dataclasses

import pytest

from cardtext.compiler.render.canonical import render_line
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.syntax import nodes as A
from cardtext.runtime.characteristics import CardType
from cardtext.runtime.filters import Controller

from .conftest import compile_text


def _find(node, cls):
    if isinstance(node, cls):
        return node
    if isinstance(node, tuple):
        return next((f for n in node if (f := _find(n, cls)) is not None), None)
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        return next((f for fl in dataclasses.fields(node)
                     if (f := _find(getattr(node, fl.name), cls)) is not None), None)
    return None


def _fields(cls) -> set[str]:
    return {f.name for f in dataclasses.fields(cls)}


@pytest.mark.parametrize("text, cls", [
    ("Look at target opponent's hand.", A.RevealHandClause),
    ("Look at the top three cards of target opponent's library.", A.LookTopOfClause),
    ("Exile all cards from target opponent's graveyard.", A.ExileZoneCardsClause),
])
def test_the_noun_of_a_targeted_players_zone_is_the_targets_restriction(text, cls):
    """RevealHandClause / LookTopOfClause / ExileZoneCardsClause.noun removed: "target
    opponent's" is the target phrase's own players (Controller.OPPONENT); the renderer derives
    the noun from it, and "target player's" renders when the restriction is lifted."""
    assert "noun" not in _fields(cls)
    card = compile_text(text, type_line="Sorcery")
    assert card.fully_compiled and all(c.equal for c in check_card(card))
    node = card.lines[0].ast
    clause = _find(node, cls)
    assert clause.players == (A.TargetPhrase(None, Controller.OPPONENT),)
    anyone = dataclasses.replace(clause, players=(A.TargetPhrase(None, Controller.ANY),))
    rendered = render_line(_replace(node, clause, anyone))
    assert "target player's" in rendered and "opponent" not in rendered


def test_search_other_clause_players_is_a_controller_not_a_noun():
    """SearchOtherClause.noun became players: Controller, read by the lowering (whose library
    the spell may target)."""
    assert "noun" not in _fields(A.SearchOtherClause)
    card = compile_text("Search target opponent's library for a creature card and put that card onto the "
                        "battlefield under your control. Then that player shuffles their library.", type_line="Sorcery")
    assert card.fully_compiled
    clause = _find(card.lines[0].ast, A.SearchOtherClause)
    assert clause.players is Controller.OPPONENT
    assert "search target opponent's library" in render_line(card.lines[0].ast)


def test_return_exiled_clause_several_replaces_the_printed_noun():
    """ReturnExiledClause.noun became several: the noun and its possessive agree with it."""
    assert "noun" not in _fields(A.ReturnExiledClause)
    card = compile_text("When ~ enters, exile target creature an opponent controls.\n"
                        "When ~ leaves the battlefield, return the exiled card to the battlefield under "
                        "its owner's control.", type_line="Creature — Horror")
    assert card.fully_compiled and all(c.equal for c in check_card(card))
    node = card.lines[1].ast
    clause = _find(node, A.ReturnExiledClause)
    assert clause.several is False
    changed = render_line(_replace(node, clause, dataclasses.replace(clause, several=True)))
    assert "return the exiled cards to the battlefield under their owners' control" in changed


def test_discard_that_clause_several_replaces_the_printed_noun():
    """DiscardThatClause.noun became several ("those cards" after choosing two)."""
    assert "noun" not in _fields(A.DiscardThatClause)
    card = compile_text("Look at target player's hand and choose up to two cards from it. "
                        "That player discards those cards.", type_line="Sorcery")
    assert card.fully_compiled and all(c.equal for c in check_card(card))
    assert _find(card.lines[0].ast, A.DiscardThatClause).several is True


def test_still_type_sentence_names_a_card_type():
    """StillTypeSentence.noun became card_type (CR 205.2a); only a card type is accepted."""
    assert "noun" not in _fields(A.StillTypeSentence)
    card = compile_text("{T}: Target land becomes a 2/2 creature until end of turn. It's still a land.",
                        type_line="Artifact")
    assert card.fully_compiled and all(c.equal for c in check_card(card))
    assert _find(card.lines[0].ast, A.StillTypeSentence).card_type is CardType.LAND
    assert not compile_text("{T}: Target land becomes a 2/2 creature until end of turn. It's still a player.",
                            type_line="Artifact").fully_compiled


@pytest.mark.parametrize("text", [
    "{T}: Reveal any number of green cards in your hand. You gain 1 life for each card revealed this way.",
    "{T}: Reveal any number of red cards in your hand. ~ deals X damage to target creature, where X is "
    "the number of cards revealed this way.",
])
def test_revealed_count_keeps_no_noun(text):
    """RevealedCount.noun ("card", the only value) removed; "for each card revealed this way" is a
    RevealedCount too, not a ("revealed", "card") pair of words."""
    assert _fields(A.RevealedCount) == set()
    card = compile_text(text, type_line="Artifact")
    assert card.fully_compiled and all(c.equal for c in check_card(card))
    assert _find(card.lines[0].ast, A.RevealedCount) == A.RevealedCount()


def test_return_to_his_or_her_hand_renders_their_hand():
    """"his or her hand" is "their hand" since 2019: both compile to one node, rendered "their"."""
    old = compile_text("Return target creature card from an opponent's graveyard to his or her hand.",
                       type_line="Sorcery")
    new = compile_text("Return target creature card from an opponent's graveyard to their hand.",
                       type_line="Sorcery")
    assert old.fully_compiled and new.fully_compiled
    assert old.lines[0].ast.line == dataclasses.replace(new.lines[0].ast.line, span=old.lines[0].ast.line.span)
    assert "to their hand" in render_line(old.lines[0].ast) == render_line(new.lines[0].ast)
    assert all(c.equal for c in check_card(old)) and all(c.equal for c in check_card(new))


def _replace(node, old, new):
    """`node` with the one occurrence of `old` replaced by `new`."""
    if node is old:
        return new
    if isinstance(node, tuple):
        return tuple(_replace(n, old, new) for n in node)
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        return dataclasses.replace(node, **{f.name: _replace(getattr(node, f.name), old, new)
                                            for f in dataclasses.fields(node) if f.init})
    return node

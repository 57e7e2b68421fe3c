"""Continuous effects are worked out once per board, not once per query (engine/board.py):
which permanents print which static abilities and grants changes only when an object enters or
leaves or its definition changes, however often power, toughness and keywords are asked."""
from __future__ import annotations

import pytest

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Step
from cardtext.runtime.engine import query
from cardtext.runtime.engine.board import Board
from cardtext.runtime.errors import LoopLimit
from cardtext.runtime.game import Game
from cardtext.runtime.limits import EngineLimits

MAKER = CardSource("Token Maker", "Whenever a creature enters, create a 1/1 white Soldier creature token.",
                   "{2}{W}", "Creature — Human", power="1", toughness="1")
ANTHEM = CardSource("Banner Bearer", "Other creatures you control get +1/+1.", "{1}{W}",
                    "Creature — Human", power="1", toughness="1")


def test_two_token_makers_reach_the_object_limit_with_one_board_per_change(monkeypatch):
    """Two "whenever a creature enters, create a 1/1" permanents trigger each other until a limit
    stops them (the action is undone). Each pass of the state-based actions (CR 704.3) asks the
    toughness and keywords of every creature: O(n) queries a pass. The boards worked out stay
    a few per token entering, not one per query."""
    maker = compile_card(MAKER).definition
    bearer = compile_card(ANTHEM).definition
    queries = []
    real = query.static_effects
    monkeypatch.setattr(query, "static_effects", lambda state, kind: queries.append(kind) or real(state, kind))
    game = Game(limits=EngineLimits(objects=60))
    game.set_step(Step.MAIN1, "Alice", turn=3)
    game.put_onto_battlefield("Alice", bearer)
    game.put_onto_battlefield("Alice", maker)
    built = Board.built
    game.put_onto_battlefield("Bob", maker, as_effect=True)
    with pytest.raises(LoopLimit, match="objects 61 > 60"):
        game.resolve_stack(max_passes=10_000)
    boards = Board.built - built
    assert len(queries) > 20 * 57                  # many queries a token: O(n) a pass
    assert boards <= 3 * 57, f"{boards} boards for 57 tokens"


def test_a_board_change_is_seen_at_once(game):
    """CR 613: an anthem applies as soon as it is on the battlefield, and stops when it leaves."""
    from rt_cards import GRIZZLY_BEARS
    from cardtext.runtime.characteristics import Zone
    from cardtext.runtime.engine.zones import move
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    assert game.pt(bears) == (2, 2)
    bearer = game.put_onto_battlefield("Alice", compile_card(ANTHEM).definition)
    assert game.pt(bears) == (3, 3) and game.pt(bearer) == (1, 1)
    move(game, bearer, Zone.GRAVEYARD)
    assert game.pt(bears) == (2, 2)


def test_a_permanent_given_new_text_is_seen_at_once(game):
    """An effect that changes a permanent's characteristics gives it a new definition (CR 613.1):
    the board is looked at again, though nothing entered or left."""
    from rt_cards import GRIZZLY_BEARS
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    other = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    assert game.pt(bears) == (2, 2)
    game.state.objects[other].definition = compile_card(ANTHEM).definition
    assert game.pt(bears) == (3, 3)

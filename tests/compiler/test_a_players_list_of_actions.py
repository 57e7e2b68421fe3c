""""Each player loses 1 life, discards a card, sacrifices a creature, then sacrifices a land.": a
list of what the player of its first clause does, done in the order written (CR 608.2c); each
item after the first leaves that player unwritten (each player, or "that player" after a
target). A comma before another kind of clause keeps its own reading."""
from __future__ import annotations

from cardtext.runtime import effects as E
from cardtext.runtime.filters import PlayerRef, XValue

from .conftest import assert_round_trips, compile_text, compiled_effects as _effects


def test_each_player_does_each_item_in_order_cr_608_2c():
    card = compile_text("Each player loses 1 life, discards a card, sacrifices a creature, then "
                        "sacrifices a land.", type_line="Sorcery")
    lose, discard, creature, land = _effects(card)
    assert isinstance(lose, E.LoseLife) and isinstance(discard, E.DiscardCards)
    assert isinstance(creature, E.SacrificeObjects) and isinstance(land, E.SacrificeObjects)
    assert {e.player for e in (lose, discard, creature, land)} == {PlayerRef.EACH_PLAYER}


def test_x_in_every_item():
    effects = _effects(compile_text("Each player loses X life, discards X cards, sacrifices X "
                                    "creatures, then sacrifices X lands.", type_line="Sorcery"))
    assert isinstance(effects[0].amount, XValue) and isinstance(effects[1].amount, XValue)


def test_the_target_player_does_every_item():
    lose, discard, sac = _effects(compile_text("Target player loses 1 life, discards a card, then "
                                               "sacrifices a permanent.", type_line="Sorcery"))
    assert {lose.player, discard.player, sac.player} == {PlayerRef.TARGET_PLAYER}


def test_serial_and_reads_alike():
    a = compile_text("Target player draws two cards, loses 2 life, and discards a card.", type_line="Sorcery")
    b = compile_text("Target player draws two cards, then loses 2 life, then discards a card.", type_line="Sorcery")
    assert _effects(a) == _effects(b)


def test_a_list_after_your_own_action_is_refused():
    # "you" is the subject: the list's verbs say another player, whom nothing names
    assert not compile_text("You draw a card, discards a card.", type_line="Sorcery").fully_compiled


def test_the_list_round_trips():
    assert_round_trips("Each player loses 1 life, discards a card, sacrifices a creature, then "
                       "sacrifices a land.")

"""Delayed triggered abilities an effect creates (CR 603.7): one at the beginning of the next
cleanup step gives players priority in that step, and then another cleanup step begins (CR
514.3a); one that lasts "this turn" triggers each time its event happens until the turn ends
(CR 603.7b)."""
from __future__ import annotations

from cardtext.compiler.harness.scenario import card_definition
from cardtext.runtime.characteristics import Step
from cardtext.runtime.engine.decider import FirstOptionDecider
from cardtext.runtime.game import Game

from rt_cards import WASTES


def _game(spell: str, mana: str) -> Game:
    g = Game(("Alice", "Bob"), FirstOptionDecider())
    for p in ("Alice", "Bob"):
        g.set_library(p, [WASTES] * 5)
    g.set_step(Step.MAIN1, "Alice", turn=3)
    g.add_card("Alice", card_definition(spell))
    for m in mana:
        g.add_mana("Alice", m)
    g.cast("Alice", spell)
    g.resolve_stack()
    return g


def _cleanup_steps(g: Game, turn: int) -> int:
    return sum(1 for e in g.log.entries if e.turn == turn and e.text == "cleanup begins")


def test_a_trigger_at_the_next_cleanup_step_gives_priority_then_another_cleanup_step_begins():
    g = _game("Waylay", "WWW")
    g.advance_to(Step.UPKEEP, "Bob")
    assert any("players receive priority in the cleanup step" in e.text for e in g.log.entries)
    assert _cleanup_steps(g, 3) == 2                  # CR 514.3a: another cleanup step
    assert not g.state.delayed


def test_a_cleanup_step_with_nothing_triggering_is_the_turns_last_and_only_one():
    g = _game("Glimpse of Nature", "G")
    g.advance_to(Step.UPKEEP, "Bob")
    assert _cleanup_steps(g, 3) == 1


def test_a_trigger_this_turn_triggers_each_time_and_ends_with_the_turn():
    g = _game("Glimpse of Nature", "G")
    assert len(g.state.delayed) == 1 and g.state.delayed[0].this_turn
    hand = len(g.state.players[0].hand)
    for _ in range(2):
        elves = g.add_card("Alice", card_definition("Llanowar Elves"))
        g.add_mana("Alice", "G")
        g.cast("Alice", elves)
        g.resolve_stack()
    assert len(g.state.players[0].hand) == hand + 2   # a card for each creature spell
    g.advance_to(Step.UPKEEP, "Bob")
    assert not g.state.delayed                        # this turn is over (CR 603.7b)


def _cast(g: Game, spell: str, mana: str) -> None:
    card = g.add_card("Alice", card_definition(spell))
    for m in mana:
        g.add_mana("Alice", m)
    g.cast("Alice", card)
    g.resolve_stack()


def _lost(g: Game) -> bool:
    return any("Alice loses the game" in e.text for e in g.log.entries)


def test_that_turns_end_step_is_the_new_extra_turns_even_when_cast_during_an_extra_turn():
    """Final Fortune cast during an extra turn: its extra turn takes the place in the extra
    turns the current one was taken from; the current turn's end step is still not "that
    turn's" (CR 500.7, 603.7a)."""
    g = _game("Time Walk", "UU")
    g.advance_to(Step.MAIN1, "Alice")                 # the extra turn Time Walk gave
    assert g.state.turn == 4 and g.state.extra_turn_place == 0
    _cast(g, "Final Fortune", "RR")
    g.advance_to(Step.END, "Alice")
    g.resolve_stack()
    assert g.state.turn == 4 and not _lost(g)
    g.advance_to(Step.END, "Alice")                   # turn 5, Final Fortune's extra turn
    assert g.state.turn == 5
    g.resolve_stack()
    assert _lost(g)

""""At the beginning of your next upkeep, pay {4}{R}. If you don't, you lose the game." (a Pact):
the spell creates a delayed triggered ability (CR 603.7a) controlled by its controller (CR
603.7d); as it resolves, the mana is a cost its controller pays or not (CR 118.12), mana
abilities being theirs to activate or not (CR 118.3c), and "If you don't" asks whether it was
paid: a player who can't pay or declines loses the game (CR 104.3e)."""
from __future__ import annotations

from cardtext.compiler.harness.scenario import card_definition
from cardtext.runtime.characteristics import Step
from cardtext.runtime.engine.decider import ChoiceKind, FirstOptionDecider
from cardtext.runtime.game import Game

from rt_cards import WASTES


def _cast_pact(decider) -> Game:
    g = Game(("Alice", "Bob"), decider)
    for p in ("Alice", "Bob"):
        g.set_library(p, [WASTES] * 8)
    g.set_step(Step.MAIN1, "Alice", turn=3)
    g.cast("Alice", g.add_card("Alice", card_definition("Pact of the Titan")))
    g.resolve_stack()
    return g


def _alice(g: Game):
    return g.state.players[0]


def test_the_payment_waits_for_the_next_upkeep_of_the_spells_controller():
    g = _cast_pact(FirstOptionDecider())
    assert len(g.state.delayed) == 1
    g.advance_to(Step.UPKEEP, "Bob")
    assert not _alice(g).lost                       # Bob's upkeep isn't Alice's (CR 603.7)


def test_a_player_who_cannot_pay_loses_the_game():
    g = _cast_pact(FirstOptionDecider())
    g.advance_to(Step.DRAW, "Alice")
    assert _alice(g).lost and not g.state.delayed


def _at_alices_next_upkeep(g: Game, mana: str) -> None:
    """Alice's next upkeep, the delayed trigger on the stack; the mana she makes as she holds
    priority (CR 117.1) is in her pool as it resolves."""
    g.advance_to(Step.UPKEEP, "Alice")
    assert g.state.stack and not g.state.delayed
    g.add_mana("Alice", mana)
    g.resolve_stack()


def test_a_player_who_pays_keeps_playing():
    g = _cast_pact(FirstOptionDecider())
    _at_alices_next_upkeep(g, "RRRRR")
    assert not _alice(g).lost and not _alice(g).pool


class _Declining(FirstOptionDecider):
    """Says no to paying (CR 118.12: the choice is the player's)."""

    def choose(self, choice):
        return (False,) if choice.kind is ChoiceKind.MAY else super().choose(choice)


def test_a_player_who_could_pay_may_decline_and_loses_the_game():
    g = _cast_pact(_Declining())
    _at_alices_next_upkeep(g, "RRRRR")
    assert _alice(g).lost and len(_alice(g).pool) == 5

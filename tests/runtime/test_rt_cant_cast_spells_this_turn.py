""""Your opponents can't cast spells this turn." (Silence) and "defending player can't cast spells
this turn" (Xantid Swarm): a restriction for the rest of the turn that wins over any permission
to cast (CR 101.2); it ends with the turn."""
from __future__ import annotations

import pytest

from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.engine.legal_actions import legal_actions
from cardtext.runtime.errors import IllegalAction
from cardtext.runtime.game import Game

from rt_corpus import corpus_card, main_phase_game


def _silenced() -> Game:
    g = main_phase_game()
    g.add_card("Alice", corpus_card("Silence"), Zone.HAND)
    g.add_card("Alice", corpus_card("Opt"), Zone.HAND)
    g.add_card("Bob", corpus_card("Opt"), Zone.HAND)
    g.add_mana("Alice", "WU")
    g.cast("Alice", "Silence")
    g.resolve_stack()
    return g


def test_an_opponent_of_silences_caster_cant_cast_spells_this_turn():
    """Bob holds priority and the mana for his instant, yet no legal action casts it."""
    g = _silenced()
    bob_opt = g.state.players[1].hand[0]
    g.add_mana("Bob", "U")
    g.state.priority = 1
    assert [a.kind for a in legal_actions(g, 1)] == ["pass"]
    with pytest.raises(IllegalAction, match="can't cast spells this turn"):
        g.cast("Bob", bob_opt)


def test_silences_caster_still_may():
    g = _silenced()
    g.cast("Alice", "Opt")
    assert g.obj("Opt").zone is Zone.STACK


def test_the_restriction_ends_with_the_turn():
    g = _silenced()
    g.set_step(Step.MAIN1, "Bob", turn=4)
    g.state.priority = 1
    bob_opt = g.state.players[1].hand[0]
    g.add_mana("Bob", "U")
    spell = g.cast("Bob", bob_opt)
    assert g.state.objects[spell].zone is Zone.STACK

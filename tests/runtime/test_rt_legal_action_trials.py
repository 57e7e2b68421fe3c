"""The trials legal_actions makes on a copy of the state (CR 601.2, 602.2): a trial asks whether
an action can be taken now, so it ends where the action is legal: a spell is cast once its total
cost is paid (it is on the stack since it was announced, CR 601.2a, 601.2h-i), an ability is activated once its costs are
paid (CR 602.2b-e). What follows (the cast event, triggers, priority, CR 601.2i, 117.3c) can't
make it illegal, so a trial does not go on to it; a full cast or activation does."""
from __future__ import annotations

from rt_cards import GRIZZLY_BEARS, PRODIGAL_SORCERER

from cardtext.runtime.characteristics import Zone
from cardtext.runtime.engine import actions


def test_a_trial_cast_ends_once_the_spell_is_cast_cr_601_2i(game):
    """CR 601.2h-i: Grizzly Bears paid with {G}{G} is on the stack and cast; the trial stops
    there: nothing is recorded, no spell counted as cast this turn, no priority given."""
    bears = game.add_card("Alice", GRIZZLY_BEARS)
    game.add_mana("Alice", "GG")
    logged = len(game.log)
    spell = actions.cast(game, 0, bears, trial=True)
    assert game.state.objects[spell].zone is Zone.STACK
    assert not game.state.players[0].pool                    # the total cost is paid (CR 601.2h)
    assert len(game.log) == logged and game.state.spells_cast_this_turn == 0


def test_a_full_cast_goes_on_past_where_the_trial_ends_cr_601_2i(game):
    """CR 601.2i: the same cast, not a trial, records the cast and counts it."""
    bears = game.add_card("Alice", GRIZZLY_BEARS)
    game.add_mana("Alice", "GG")
    logged = len(game.log)
    actions.cast(game, 0, bears)
    assert len(game.log) > logged and game.state.spells_cast_this_turn == 1


def test_a_trial_activation_ends_once_its_costs_are_paid_cr_602_2e(g):
    """CR 602.2b-e: Prodigal Sorcerer's {T} ability is on the stack with its source tapped; the
    trial records nothing; a full activation records it."""
    sorcerer = g.put_onto_battlefield("Alice", PRODIGAL_SORCERER)
    g.state.objects[sorcerer].controlled_since_turn_start = True      # CR 302.6
    logged = len(g.log)
    actions.activate(g, 0, sorcerer, 0, trial=True)
    assert g.state.stack and g.state.objects[sorcerer].tapped
    assert len(g.log) == logged
    g.state.stack.clear()
    g.state.objects[sorcerer].tapped = False
    actions.activate(g, 0, sorcerer, 0)
    assert len(g.log) > logged


def test_the_listing_offers_a_spell_whose_trial_ends_early_cr_601_2(game):
    """The listing offers what the trial allows, and its trial leaves the game as it was."""
    bears = game.add_card("Alice", GRIZZLY_BEARS)
    game.add_mana("Alice", "GG")
    before = game.to_json()
    assert any(a.kind == "cast" and a.object_id == bears for a in game.legal_actions(0))
    assert game.to_json() == before

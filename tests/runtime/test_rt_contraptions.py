"""Contraptions (Unstable), from Unstable's release notes (CR 701.45 today says Unstable's cards and
mechanics are left out of the rules): assembling a Contraption puts the top card of the
Contraption deck onto the battlefield, assigned to a sprocket of its controller's choice; as a
player's precombat main phase begins, their crank moves to the next sprocket and the Contraptions
they control assigned to it are cranked. The Contraptions are made up, in
tests/scenarios/cards/contraptions.card (no corpus card is a Contraption)."""
from pathlib import Path

from cardtext.compiler import compile_card
from cardtext.compiler.source.loaders import load_path
from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.handlers.contraptions import assemble, crank_as_main_phase_begins

CARDS = {c.name: compile_card(c.source).definition
         for c in load_path(Path(__file__).parent.parent / "scenarios" / "cards" / "contraptions.card")}


def contraption_deck(game, player, *names):
    for name in names:
        game.add_card(player, CARDS[name], Zone.CONTRAPTION_DECK)


def test_assembling_puts_the_top_contraption_onto_a_sprocket_release_notes(g):
    """Release notes, "assemble": the top card of the Contraption deck, face up onto one of its
    controller's sprockets (the first option here: sprocket 1); the rest of the deck stays."""
    contraption_deck(g, 0, "Clockwork Widget", "Whirligig Press")
    assemble(g, 0)
    widget = g.obj("Clockwork Widget", Zone.BATTLEFIELD)
    assert (widget.controller, widget.sprocket) == (0, 1)
    assert g.zone("Alice", Zone.CONTRAPTION_DECK) == ["Whirligig Press"]


def test_assembling_two_contraptions_repeats_the_process_and_stops_at_an_empty_deck(g):
    """Release notes: "assemble two Contraptions" assembles one, then another; a player whose
    Contraption deck runs out assembles no more (nothing else happens)."""
    contraption_deck(g, 0, "Clockwork Widget")
    assemble(g, 0, 2)
    assert g.obj("Clockwork Widget", Zone.BATTLEFIELD).sprocket == 1
    assert g.zone("Alice", Zone.CONTRAPTION_DECK) == []
    assert any("no Contraption deck" in line for line in g.log.lines())


def test_the_crank_moves_one_sprocket_each_main_phase_and_cranks_only_that_sprockets_contraptions(g):
    """Release notes, "crank": as your precombat main phase begins, your crank moves to the next
    sprocket (1, 2, 3, then 1), and each Contraption you control assigned to it is cranked: its
    "Whenever you crank this Contraption" ability triggers; the others' do not."""
    contraption_deck(g, 0, "Clockwork Widget", "Whirligig Press")
    assemble(g, 0)
    assemble(g, 0)
    g.obj("Whirligig Press", Zone.BATTLEFIELD).sprocket = 2
    cranks = []
    for _ in range(4):
        life = g.life("Alice")
        hand = len(g.zone("Alice", Zone.HAND))
        crank_as_main_phase_begins(g)
        g.resolve_stack()
        cranks.append((g.state.players[0].crank, g.life("Alice") - life, len(g.zone("Alice", Zone.HAND)) - hand))
    # sprocket 1: the Widget's 2 life; 2: the Press's card; 3: nothing; back to 1: the Widget again
    assert cranks == [(1, 2, 0), (2, 0, 1), (3, 0, 0), (1, 2, 0)]


def test_a_player_with_no_contraptions_has_no_crank_to_move(g):
    """Release notes: the crank turns the player's sprockets; with no Contraption on them, the
    main phase begins with nothing cranked (no crank log)."""
    crank_as_main_phase_begins(g)
    assert g.state.players[0].crank is None


def test_the_crank_turns_as_the_precombat_main_phase_begins(g):
    """Release notes: the crank is part of the precombat main phase's beginning, the turn-based
    actions with the Attractions' roll to visit (CR 703.4g)."""
    contraption_deck(g, 0, "Clockwork Widget")
    assemble(g, 0)
    g.set_step(Step.UPKEEP, "Alice", turn=3)
    g.advance_to(Step.MAIN1, "Alice")
    g.resolve_stack()
    assert g.state.players[0].crank == 1
    assert g.life("Alice") == 22

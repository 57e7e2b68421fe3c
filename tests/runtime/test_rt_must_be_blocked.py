""""~ must be blocked if able." (CR 509.1c): the defending player blocks it with at least one
creature when one could, without breaking a restriction or another requirement."""
import dataclasses

import pytest
from rt_cards import GRIZZLY_BEARS

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.engine.decider import Answer, ChoiceKind
from cardtext.runtime.errors import IllegalAction


def card(text: str, name: str, type_line: str = "Creature — Beast", **kw):
    compiled = compile_card(CardSource(name, text, "", type_line, **kw))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


BAIT = card("Bait Beast must be blocked if able.", "Bait Beast", power="2", toughness="2")


def _attack(game, *names):
    for n in names:
        game.obj(n).controlled_since_turn_start = True
    game.declare_attackers("Alice", list(names))


def test_leaving_it_unblocked_is_illegal_when_a_creature_could_block_it(game):
    game.put_onto_battlefield("Alice", BAIT)
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    _attack(game, "Bait Beast")
    with pytest.raises(IllegalAction, match="509.1c"):
        game.declare_blockers("Bob", {})
    game.declare_blockers("Bob", {"Grizzly Bears": "Bait Beast"})
    assert game.state.combat.blocking


def test_blocking_another_attacker_instead_breaks_the_requirement(game):
    game.put_onto_battlefield("Alice", BAIT)
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    _attack(game, "Bait Beast", "Grizzly Bears")
    with pytest.raises(IllegalAction, match="509.1c"):
        game.declare_blockers("Bob", {"Grizzly Bears#2": "Grizzly Bears"})


def test_one_blocker_is_enough_the_others_may_stay_home(game):
    game.put_onto_battlefield("Alice", BAIT)
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    _attack(game, "Bait Beast")
    game.declare_blockers("Bob", {"Grizzly Bears": "Bait Beast"})
    assert len(game.state.combat.blocking) == 1


def test_no_requirement_when_no_creature_can_block_it(game):
    game.put_onto_battlefield("Alice", BAIT)
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS, tapped=True)
    _attack(game, "Bait Beast")
    game.declare_blockers("Bob", {})
    assert not game.state.combat.blocking


def test_chosen_blocks_obey_it_even_when_the_player_declines_to_block(game):
    game.put_onto_battlefield("Alice", BAIT)
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    beast = game.obj("Bait Beast")
    beast.controlled_since_turn_start = True
    game.decider.add(Answer(ChoiceKind.ATTACKERS, ["Bait Beast"]))
    game.decider.add(Answer(ChoiceKind.BLOCK, []))      # Bob would rather not block
    game.advance_to(Step.COMBAT_DAMAGE, "Alice")
    assert game.state.combat.blocked == [beast.id]     # but the requirement makes the bear block


def test_this_turn_on_a_target_holds_for_the_turn_and_ends_at_cleanup(game):
    dare = card("Target creature must be blocked this turn if able.", "Dare", "Instant")
    wall = dataclasses.replace(GRIZZLY_BEARS, name="Stone Wall", power="0", toughness="4")
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Bob", wall)
    game.cast("Alice", game.add_card("Alice", dare), targets=[["Grizzly Bears"]])
    game.resolve_stack()
    assert game.obj("Grizzly Bears").definition.abilities
    _attack(game, "Grizzly Bears")
    with pytest.raises(IllegalAction, match="509.1c"):
        game.declare_blockers("Bob", {})
    game.declare_blockers("Bob", {"Stone Wall": "Grizzly Bears"})
    game.advance_to(Step.UPKEEP, "Bob")
    assert not game.obj("Grizzly Bears", Zone.BATTLEFIELD).definition.abilities     # CR 514.2


# ---------------------------------------------------------------- a delayed "if you do" (CR 603.7a)
SLIDER = card("When Slider enters, you may exile target creature. If you do, return that card to the "
              "battlefield under its owner's control at the beginning of the next end step.",
              "Slider", "Enchantment")


@pytest.mark.parametrize("exile", [True, False])
def test_if_you_do_the_exiled_card_returns_at_the_next_end_step(game, exile):
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.decider.add(Answer(ChoiceKind.MAY, [exile]))      # the only creature is the target
    game.put_onto_battlefield("Alice", SLIDER, as_effect=True)
    game.resolve_stack()
    assert ("Grizzly Bears" in game.zone("Bob", Zone.EXILE)) == exile
    game.decider.add(Answer(ChoiceKind.ATTACKERS, []))
    game.advance_to(Step.END, "Alice")
    game.resolve_stack()
    assert "Grizzly Bears" in game.zone("Bob", Zone.BATTLEFIELD)
    assert game.obj("Grizzly Bears", Zone.BATTLEFIELD).controller == game.player("Bob")   # its owner's

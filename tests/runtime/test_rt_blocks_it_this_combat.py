""""Target creature defending player controls blocks it this combat if able" (CR 509.1c): "it"
is the creature named before the blocker (the attacking source, or a first target), never the
blocker itself; "this combat" ends as the combat does (CR 511.3), "this turn" at cleanup
(CR 514.2)."""
import pytest
from rt_cards import GRIZZLY_BEARS, RUNECLAW_BEAR, creature

from cardtext.compiler.api import compile_card
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Step
from cardtext.runtime.effects import BlocksThisTurnIfAble
from cardtext.runtime.engine.decider import Answer, ChoiceKind
from cardtext.runtime.errors import IllegalAction
from cardtext.runtime.filters import SelfRef, TargetRef

TUSKER = "Whenever ~ attacks, target creature defending player controls blocks it this combat if able."


def card(text: str, name: str, type_line: str = "Creature — Elephant", power="4", toughness="4"):
    result = compile_card(CardSource(name, text, "", type_line, power=power, toughness=toughness))
    assert result.fully_compiled, [d.render() for d in result.diagnostics]
    assert all(c.equal for c in check_card(result))
    return result.definition


def test_it_is_the_attacking_source():
    (trigger,) = card(TUSKER, "Tusk Beast").abilities
    (blocks,) = trigger.effects
    assert blocks == BlocksThisTurnIfAble(TargetRef(0), SelfRef(), this_combat=True)


def test_it_after_a_first_target_is_that_target():
    """"Put a +1/+1 counter on target creature you control. Another target creature blocks it
    this turn if able.": "it" is the first target."""
    spell = card("Put a +1/+1 counter on target creature you control. Another target creature blocks it "
                 "this turn if able.", "Contest", type_line="Sorcery", power=None, toughness=None)
    _counter, blocks = spell.abilities[0].effects
    assert blocks == BlocksThisTurnIfAble(TargetRef(1), TargetRef(0))


def test_the_targeted_creature_must_block_the_attacker_this_combat(game):
    """CR 509.1c: not blocking it, when it could, breaks the requirement."""
    tusker = game.put_onto_battlefield("Alice", card(TUSKER, "Tusk Beast"))
    game.obj(tusker).controlled_since_turn_start = True
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.put_onto_battlefield("Bob", RUNECLAW_BEAR)
    game.decider.add(Answer(ChoiceKind.TARGETS, [bears]))
    game.declare_attackers("Alice", [tusker])
    game.resolve_stack()
    assert game.obj(bears).blocks_if_able_this_combat == (tusker,)
    with pytest.raises(IllegalAction, match="509.1c"):
        game.declare_blockers("Bob", {})
    game.declare_blockers("Bob", {bears: tusker})


def test_the_requirement_ends_with_the_combat(game):
    """CR 511.3: once combat ends, "this combat" is over; "this turn" requirements stay."""
    tusker = game.put_onto_battlefield("Alice", card(TUSKER, "Tusk Beast"))
    game.obj(tusker).controlled_since_turn_start = True
    ox = game.put_onto_battlefield("Bob", creature("Ox", 3, 6, "3"))      # survives the combat
    game.decider.add(Answer(ChoiceKind.TARGETS, [ox]))
    game.declare_attackers("Alice", [tusker])
    game.resolve_stack()
    game.declare_blockers("Bob", {ox: tusker})
    game.advance_to(Step.MAIN2)
    assert game.obj(ox).blocks_if_able_this_combat == ()

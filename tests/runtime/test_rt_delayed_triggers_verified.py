"""The executability check judges what a delayed trigger does, not only that it exists
(compiler/harness/exercise_delayed.py): after the ability that created it resolves, the game
goes on until the delayed trigger fires (CR 603.7a, 603.7c) and its ability resolves, and its
instructions are judged like any other (verification.py). An instruction inside it that the
engine ignores leaves the card unverified; one whose trigger never fires never ran."""
from cardtext.compiler.api import compile_card
from cardtext.compiler.harness.exercise import exercise_card
from cardtext.compiler.harness.exercise_delayed import fire_delayed
from cardtext.compiler.harness.verification import verifying
from cardtext.compiler.harness.verify_base import Verdict
from cardtext.compiler.source.card import CardSource
from cardtext.runtime import effects as E
from cardtext.runtime.engine.registry import INSTRUCTIONS

PACT = "At the beginning of your next upkeep, pay {3}{U}{U}. If you don't, you lose the game."
RETURNS = ("When this creature enters, exile another target creature you control. Return that card to "
           "the battlefield under its owner's control at the beginning of the next end step.")


def _definition(text: str, cost: str = "{0}", types: str = "Instant"):
    compiled = compile_card(CardSource("Delayed Testing", text, cost, types))
    assert compiled.fully_compiled, compiled.diagnostics
    return compiled.definition


def test_the_pacts_payment_is_made_at_the_next_upkeep_and_observed():
    """CR 603.7a, 118.12: the pact's delayed trigger fires at its controller's next upkeep, and
    the payment inside it runs there, with lands untapped (CR 502.3): PayCost is judged."""
    with verifying() as outer:
        result = exercise_card(_definition(PACT))
    assert result.ok and result.verified, result.unverified
    payments = [f for f in outer.findings if f.instruction == "PayCost"]
    assert payments and all(f.outcome.verdict is Verdict.OBSERVED for f in payments), payments


def test_a_delayed_payment_the_engine_ignores_is_not_verified(monkeypatch):
    """A payment handler that does nothing: the delayed trigger still exists, but what it says
    ("pay {3}{U}{U}") never happened, so the card is not verified (before, only the delayed
    trigger's creation was judged, and it passed)."""
    monkeypatch.setitem(INSTRUCTIONS, E.PayCost, lambda game, ctx, effect: None)
    result = exercise_card(_definition(PACT))
    assert result.ok and not result.verified
    assert any("PayCost: expected" in why for why in result.unverified), result.unverified


def test_a_return_at_the_next_end_step_is_observed_and_its_no_op_caught(monkeypatch):
    """CR 603.7a: "return that card at the beginning of the next end step": the exiled card comes
    back at the end step; a return that does nothing leaves the card unverified."""
    definition = _definition(RETURNS, "{1}{W}", "Creature - Spirit")
    result = exercise_card(definition)
    assert result.ok and result.verified, result.unverified
    (move,) = {type(e) for d in definition.abilities for c in d.effects
               if isinstance(c, E.CreateDelayedTrigger) for e in c.effects}
    monkeypatch.setitem(INSTRUCTIONS, move, lambda game, ctx, effect: None)
    broken = exercise_card(definition)
    assert not broken.verified
    assert any(f"{move.__name__}: expected" in why for why in broken.unverified), broken.unverified


def test_a_delayed_trigger_that_never_fires_is_reported():
    """A delayed trigger waiting for an object to die this turn (CR 603.7a, 700.4) when that
    object is a card in a library: it can't die, the trigger never fires, its instructions never
    ran, and fire_delayed says so."""
    from cardtext.compiler.harness.exercise_surroundings import _setup
    from cardtext.runtime.engine.triggers import add_delayed
    from cardtext.runtime.handlers.choices import DiesThisTurn
    game = _setup(0, None)
    card = game.state.players[0].library[0]
    add_delayed(game, DiesThisTurn(card, game.state.turn), (), 0, card, None, 0, "when it dies this turn")
    made = frozenset(d.id for d in game.state.delayed)
    assert fire_delayed(game, made) == ["when it dies this turn"]


def test_a_creature_that_dies_this_turn_fires_its_delayed_trigger():
    """CR 603.7a, 700.4: "when it dies this turn": the exercise makes that creature die before
    the turn ends; the trigger fires and is gone."""
    from cardtext.compiler.harness.exercise_surroundings import _setup
    from cardtext.runtime.engine.triggers import add_delayed
    from cardtext.runtime.handlers.choices import DiesThisTurn
    game = _setup(0, None)
    creature = next(i for i in game.state.battlefield if game.state.objects[i].controller == 0
                    and game.state.objects[i].definition.power is not None)
    add_delayed(game, DiesThisTurn(creature, game.state.turn), (), 0, creature, None, 0, "when it dies this turn")
    made = frozenset(d.id for d in game.state.delayed)
    assert fire_delayed(game, made) == []
    assert not game.state.delayed


def test_a_payment_is_what_the_payer_spent_not_any_change_in_the_game(monkeypatch):
    """CR 118.3, 118.12: paying a cost spends the payer's resources. A payment handler that
    takes nothing from the payer and makes the other player lose life changed the game, but
    paid nothing: the pact's PayCost is not verified."""
    def opponent_pays(game, ctx, effect):
        game.state.players[1 - ctx.controller].life -= 1
    monkeypatch.setitem(INSTRUCTIONS, E.PayCost, opponent_pays)
    result = exercise_card(_definition(PACT))
    assert result.ok and not result.verified
    assert any("PayCost: expected" in why and "nothing the payer had was spent" in why
               for why in result.unverified), result.unverified


NEXT_SPELL = ("When you cast your next instant or sorcery spell this turn, copy that spell. You may choose new "
              "targets for the copy.")


def test_the_next_spell_this_turn_is_cast_and_copied_and_a_copy_that_does_nothing_caught(monkeypatch):
    """CR 603.7a, 707.10: "when you cast your next instant or sorcery spell this turn": the
    exercise casts one that turn, the delayed trigger fires and copies it; a copy instruction
    that does nothing leaves the card unverified."""
    definition = _definition(NEXT_SPELL, "{R}{R}", "Sorcery")
    with verifying() as outer:
        result = exercise_card(definition)
    assert result.ok and result.verified, result.unverified
    (copy,) = {type(e) for c in definition.abilities[0].effects for e in c.effects}
    assert any(f.instruction == copy.__name__ and f.passed for f in outer.findings)
    monkeypatch.setitem(INSTRUCTIONS, copy, lambda game, ctx, effect: None)
    assert not exercise_card(definition).verified

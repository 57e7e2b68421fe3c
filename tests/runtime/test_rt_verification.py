"""The effect verification of the executability check (compiler/harness/verification.py and
verify_*.py): each VM instruction is judged by what it must observably change.

The central proof: a card using an instruction is verified with the real handler, and no longer
verified once that handler (registry.INSTRUCTIONS) is replaced by a no-op, so the check fails
a card whose effect did not happen even though nothing raised."""
import pytest

from cardtext.compiler.api import compile_card
from cardtext.compiler.harness.exercise import exercise_card
from cardtext.compiler.harness.verification import EXPECTATIONS, Verifier, verifying
from cardtext.compiler.harness.verify_base import Verdict
from cardtext.compiler.source.card import CardSource
from cardtext.runtime import effects as fx
from cardtext.runtime.engine.evaluation import Context
from cardtext.runtime.engine.registry import INSTRUCTION_OBSERVERS, INSTRUCTIONS
from cardtext.runtime.engine.vm import run
from cardtext.runtime.filters import Fixed, TargetRef

# instruction -> a card that uses it: (name, rules text, mana cost, type line)
CARDS = {
    fx.Draw: ("Divination", "Draw two cards.", "{2}{U}", "Sorcery"),
    fx.Destroy: ("Murder", "Destroy target creature.", "{1}{B}{B}", "Instant"),
    fx.DealDamage: ("Shock", "Shock deals 2 damage to any target.", "{R}", "Instant"),
    fx.PutCounters: ("Grow", "Put two +1/+1 counters on target creature.", "{G}", "Instant"),
    fx.ReturnToHand: ("Unsummon", "Return target creature to its owner's hand.", "{U}", "Instant"),
    fx.Mill: ("Thought Scour", "Target player mills two cards.", "{U}", "Instant"),
    fx.GainLife: ("Healing Salve", "You gain 3 life.", "{W}", "Instant"),
    fx.CreateToken: ("Raise the Alarm", "Create two 1/1 white Soldier creature tokens.", "{1}{W}", "Instant"),
    fx.LoseLife: ("Drain", "Target player loses 2 life.", "{B}", "Sorcery"),
    fx.Exile: ("Banish", "Exile target creature.", "{1}{W}", "Instant"),
    fx.TapObjects: ("Tap Down", "Tap target creature.", "{W}", "Instant"),
    fx.DiscardCards: ("Mind Rot", "Target player discards two cards.", "{2}{B}", "Sorcery"),
    fx.Scry: ("Foresee", "Scry 2.", "{U}", "Sorcery"),
    fx.Surveil: ("Look Ahead", "Surveil 2.", "{U}", "Sorcery"),
    fx.SearchLibrary: ("Land Find", "Search your library for a basic land card, reveal it, put it into your "
                       "hand, then shuffle.", "{G}", "Sorcery"),
    fx.ModifyPowerToughness: ("Giant Growth", "Target creature gets +3/+3 until end of turn.", "{G}", "Instant"),
    fx.GainKeyword: ("Wings", "Target creature gains flying until end of turn.", "{U}", "Instant"),
    fx.GainControl: ("Threaten", "Gain control of target creature an opponent controls until end of turn.",
                     "{2}{R}", "Sorcery"),
    fx.CounterSpell: ("Cancel", "Counter target spell.", "{1}{U}{U}", "Instant"),
    fx.PreventDamage: ("Fog", "Prevent all combat damage that would be dealt this turn.", "{G}", "Instant"),
    fx.Optional: ("Maybe", "You may draw a card.", "{U}", "Instant"),
    fx.ChooseModes: ("Either", "Choose one —\n• Draw a card.\n• You gain 3 life.", "{1}", "Instant"),
    fx.SacrificeObjects: ("Edict", "Target player sacrifices a creature.", "{1}{B}", "Instant"),
    fx.Regenerate: ("Regrowth Shield", "Regenerate target creature.", "{G}", "Instant"),
    fx.AddMana: ("Dark Ritual", "Add {B}{B}{B}.", "{B}", "Instant"),
    fx.GetEnergy: ("Charge", "You get {E}{E}.", "{R}", "Instant"),
    fx.LookAtTop: ("Impulse", "Look at the top four cards of your library. Put one of them into your hand "
                   "and the rest on the bottom of your library in any order.", "{1}{U}", "Instant"),
    fx.RevealHand: ("Peek", "Target opponent reveals their hand.", "{U}", "Instant"),
    fx.PutOnLibrary: ("Griptide", "Put target creature on top of its owner's library.", "{3}{U}", "Instant"),
    fx.ReturnToBattlefield: ("Zombify", "Return target creature card from your graveyard to the battlefield.",
                             "{3}{B}", "Sorcery"),
    fx.Bolster: ("Bolster Up", "Bolster 2.", "{W}", "Instant"),
    fx.ShuffleIntoLibrary: ("Timetwister", "Each player shuffles their hand and graveyard into their library.",
                            "{2}{U}", "Sorcery"),
    fx.ExtraTurn: ("Time Walk", "Take an extra turn after this one.", "{1}{U}", "Sorcery"),
}
CARDS[fx.PutLookedCards] = CARDS[fx.LookAtTop]


def _definition(cls):
    name, text, cost, type_line = CARDS[cls]
    compiled = compile_card(CardSource(name, text, cost, type_line))
    assert compiled.fully_compiled, compiled.diagnostics
    return compiled.definition


@pytest.mark.parametrize("cls", list(CARDS), ids=[c.__name__ for c in CARDS])
def test_a_card_is_verified_and_fails_once_the_handler_does_nothing(cls, monkeypatch):
    definition = _definition(cls)
    result = exercise_card(definition)
    assert result.ok and result.verified, result.unverified
    monkeypatch.setitem(INSTRUCTIONS, cls, lambda game, ctx, effect: None)
    broken = exercise_card(definition)
    assert broken.ok, "a no-op raises nothing: the plain exercise still passes"
    assert not broken.verified
    assert any(f": {cls.__name__}: expected" in why for why in broken.unverified), broken.unverified


def test_every_vm_instruction_has_a_declaration():
    """Nothing passes silently: an instruction with no declaration is 'not verified'."""
    assert sorted(c.__name__ for c in INSTRUCTIONS if c not in EXPECTATIONS) == []


def test_an_undeclared_instruction_is_not_verified(monkeypatch):
    definition = _definition(fx.Draw)
    monkeypatch.delitem(EXPECTATIONS, fx.Draw)
    result = exercise_card(definition)
    assert result.ok and not result.verified
    assert result.unverified == ("ability #0 SpellAbility: Draw: no declared effect (not verified)",)


def test_the_vm_has_no_observer_outside_the_check():
    exercise_card(_definition(fx.Draw))
    assert INSTRUCTION_OBSERVERS == []


def _judge(game, effects, ctx=None):
    with verifying() as verifier:
        run(game, ctx or Context(controller=0, source_id=game.obj("Grizzly Bears").id), effects)
    return verifier.take()


def test_an_indestructible_creature_that_stays_is_explained(game):
    """CR 702.12b: an indestructible permanent isn't destroyed; the Destroy is explained, not missing."""
    from rt_cards import creature
    from cardtext.runtime.abilities import KeywordAbility
    game.put_onto_battlefield(0, creature("Grizzly Bears", 2, 2))
    wall = game.put_onto_battlefield(1, creature("Darksteel Wall", 0, 4, "", KeywordAbility("indestructible")))
    ctx = Context(controller=0, source_id=game.obj("Grizzly Bears").id, targets=[[_target(wall)]])
    (finding,) = _judge(game, (fx.Destroy(TargetRef(0)),), ctx)
    assert finding.outcome.verdict is Verdict.EXPLAINED and "indestructible" in finding.outcome.why


def test_drawing_from_an_empty_library_is_explained(game):
    """CR 121.3: a player with no cards in their library draws none."""
    from rt_cards import creature
    game.put_onto_battlefield(0, creature("Grizzly Bears", 2, 2))
    game.state.players[0].library.clear()
    (finding,) = _judge(game, (fx.Draw(Fixed(1)),))
    assert finding.outcome.verdict is Verdict.EXPLAINED


def test_a_declined_may_is_explained_and_a_skipped_one_is_missing(game, monkeypatch):
    """CR 608.2c: "you may" declined does nothing; a handler that neither asks nor acts is caught."""
    from rt_cards import creature
    game.put_onto_battlefield(0, creature("Grizzly Bears", 2, 2))
    game.decider.answers = []        # the decisions, as the exercise's decider records them
    verifier = Verifier()

    def decline(g, ctx, effect):
        g.decider.answers.append(("may", (False,)))
    monkeypatch.setitem(INSTRUCTIONS, fx.Optional, decline)
    INSTRUCTION_OBSERVERS.append(verifier)
    try:
        run(game, Context(controller=0, source_id=game.obj("Grizzly Bears").id), (fx.Optional((fx.Draw(Fixed(1)),)),))
        monkeypatch.setitem(INSTRUCTIONS, fx.Optional, lambda g, ctx, effect: None)
        run(game, Context(controller=0, source_id=game.obj("Grizzly Bears").id), (fx.Optional((fx.Draw(Fixed(1)),)),))
    finally:
        INSTRUCTION_OBSERVERS.remove(verifier)
    declined, skipped = verifier.take()
    assert declined.outcome.verdict is Verdict.EXPLAINED
    assert skipped.outcome.verdict is Verdict.MISSING


def _target(oid):
    from cardtext.runtime.engine.objects import Target
    return Target(object_id=oid)

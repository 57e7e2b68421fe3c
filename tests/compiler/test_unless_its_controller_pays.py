"""CR 118.12: "<effect> unless its controller pays {1}" — the controller of the one object the
effect acts on (a target, or a trigger's "that creature") may pay to stop it; it compiles to
Unless with that player (ControllerOf, last known information, CR 608.2h). "Counter target
spell unless its controller pays {3}" keeps its own form (the counter clause's: the
controller of the spell acted on, PlayerRef.CONTROLLER)."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import abilities as R
from cardtext.runtime import effects as E
from cardtext.runtime.filters import ControllerOf, EventObjectRef, PlayerRef, TargetRef

from .conftest import compile_corpus_card, compile_text


def unless(card) -> E.Unless:
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
    ability = next(a for a in card.definition.abilities if getattr(a, "effects", ()))
    (step,) = ability.effects
    assert isinstance(step, E.Unless)
    return step


def test_the_targets_controller_pays(corpus):
    """Erratic Portal: "Return target creature to its owner's hand unless its controller pays {1}." """
    step = unless(compile_corpus_card(corpus["Erratic Portal"]))
    assert step.player == ControllerOf(TargetRef(0)) and isinstance(step.effects[0], E.ReturnToHand)


def test_that_creatures_controller_pays(corpus):
    """Plague Fiend: "destroy that creature unless its controller pays {2}": "its" is the
    creature dealt damage, not Plague Fiend."""
    step = unless(compile_corpus_card(corpus["Plague Fiend"]))
    assert step.player == ControllerOf(EventObjectRef())


def test_x_of_the_spell(corpus):
    """Excise: "Exile target attacking creature unless its controller pays {X}." """
    step = unless(compile_corpus_card(corpus["Excise"]))
    assert step.cost.has_x and step.x is None


def test_an_effect_on_several_objects_is_refused():
    """Several objects could have several controllers: not one player to ask."""
    card = compile_text("Destroy all creatures unless its controller pays {1}.", type_line="Sorcery")
    assert not card.fully_compiled


def test_counter_unless_its_controller_pays_keeps_its_form():
    card = compile_text("Counter target spell unless its controller pays {3}.", type_line="Instant")
    assert card.fully_compiled
    (ability,) = card.definition.abilities
    assert isinstance(ability, R.SpellAbility) and ability.effects[0].player is PlayerRef.CONTROLLER


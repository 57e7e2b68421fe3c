"""Choices made as an effect happens and choices remembered on a permanent (CR 608.2d, 607.2d):
"becomes the creature type of your choice", "is the chosen type", "the chosen player"."""
from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Step
from cardtext.runtime.engine.decider import Answer, ChoiceKind


def card(name: str, text: str, type_line: str, pt: str = "", cost: str = "{1}"):
    power, _, toughness = pt.partition("/")
    compiled = compile_card(CardSource(name, text, cost, type_line, power or None, toughness or None))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


def test_mistform_becomes_the_creature_type_its_controller_names_until_end_of_turn(game):
    """Mistform Wall: "{1}: ~ becomes the creature type of your choice until end of turn." The
    type named replaces its creature types (it is a Goblin, no longer an Illusion Wall, CR 205.1b)
    and the effect ends in the cleanup step (CR 514.2)."""
    wall = card("Mistform Wall", "{1}: ~ becomes the creature type of your choice until end of turn.",
                "Creature — Illusion Wall", "1/4")
    oid = game.put_onto_battlefield("Alice", wall)
    game.add_mana("Alice", "C")
    game.decider.add(Answer(ChoiceKind.CHOOSE, "Goblin"))
    game.activate("Alice", oid, 0)
    game.resolve_stack()
    assert game.state.objects[oid].definition.subtypes == ("Goblin",)
    game.decider.add(Answer(ChoiceKind.ATTACKERS, []))
    game.advance_to(Step.MAIN1, "Bob")
    assert game.state.objects[oid].definition.subtypes == ("Illusion", "Wall")

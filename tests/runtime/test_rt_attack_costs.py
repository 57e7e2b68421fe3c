"""Costs to attack (CR 508.1d, 508.1g-i): Ghostly Prison's and Baird's "can't attack you [or a
planeswalker you control] unless their controller pays ... for each" taxes, paid or declined as
attackers are declared."""
from __future__ import annotations

from rt_cards import FOREST, GRIZZLY_BEARS

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Step
from cardtext.runtime.engine.decider import Answer, ChoiceKind

PRISON = "Creatures can't attack you unless their controller pays {2} for each creature they control that's attacking you."
BAIRD = ("Creatures can't attack you or a planeswalker you control unless their controller pays {1} "
         "for each of those creatures.")


def permanent(text: str, type_line: str = "Enchantment", name: str = "Tax Card", loyalty=None):
    compiled = compile_card(CardSource(name, text, "", type_line, loyalty=loyalty))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


def bob_attacks_with_bears(game, forests: int, *answers):
    game.put_onto_battlefield("Alice", permanent(PRISON))
    game.advance_to(Step.MAIN1, "Bob")
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.obj(bears).controlled_since_turn_start = True
    for _ in range(forests):
        game.put_onto_battlefield("Bob", FOREST)
    game.decider.add(*answers)
    game.declare_attackers("Bob", ["Grizzly Bears"])
    return game.obj(bears)


def test_an_attacker_whose_tax_is_paid_attacks(game):
    bears = bob_attacks_with_bears(game, 2, Answer(ChoiceKind.ATTACK_COST, True),
                                   Answer(ChoiceKind.MANA_ABILITIES, ["Forest", "Forest#2"]))
    assert game.state.combat.attackers == [bears.id] and bears.tapped
    assert all(game.obj(i).tapped for i in game.state.battlefield if game.obj(i).name == "Forest")


def test_an_attacker_whose_tax_is_declined_does_not_attack(game):
    bears = bob_attacks_with_bears(game, 2, Answer(ChoiceKind.ATTACK_COST, False))
    assert game.state.combat.attackers == [] and not bears.tapped
    assert not any(game.obj(i).tapped for i in game.state.battlefield)


def test_an_attacker_whose_tax_cannot_be_paid_does_not_attack(game):
    bears = bob_attacks_with_bears(game, 1, Answer(ChoiceKind.ATTACK_COST, True),
                                   Answer(ChoiceKind.MANA_ABILITIES, ["Forest"]))
    assert game.state.combat.attackers == [] and not bears.tapped
    forest = next(i for i in game.state.battlefield if game.obj(i).name == "Forest")
    assert not game.obj(forest).tapped          # the failed payment is undone with the declaration


def test_the_tax_only_protects_its_controller(game):
    game.put_onto_battlefield("Alice", permanent(PRISON))
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.obj(bears).controlled_since_turn_start = True
    game.declare_attackers("Alice", ["Grizzly Bears"])     # no question: Bob has no tax
    assert game.state.combat.attackers == [bears]


def bears_attack_a_planeswalker(game, tax: str, *answers):
    game.put_onto_battlefield("Alice", permanent(tax))
    walker = game.put_onto_battlefield("Alice", permanent("+1: You gain 1 life.", "Legendary Planeswalker — Jace", "Walker", "3"),
                                   counters={"loyalty": 3})
    game.advance_to(Step.MAIN1, "Bob")
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.obj(bears).controlled_since_turn_start = True
    game.decider.add(Answer(ChoiceKind.ATTACK_WHOM, walker), *answers)
    game.declare_attackers("Bob", ["Grizzly Bears"])
    return bears


def test_ghostly_prison_does_not_tax_an_attack_on_a_planeswalker(game):
    bears = bears_attack_a_planeswalker(game, PRISON)      # no question: "attack you" only
    assert game.state.combat.attackers == [bears]


def test_baird_taxes_an_attack_on_a_planeswalker_you_control(game):
    bears_attack_a_planeswalker(game, BAIRD, Answer(ChoiceKind.ATTACK_COST, False))
    assert game.state.combat.attackers == []


def test_x_is_counted_as_attackers_are_declared(game):
    """Sphere of Safety with another enchantment: X is 2, and one Forest can't pay it."""
    sphere = permanent("Creatures can't attack you or a planeswalker you control unless their controller pays {X} "
                       "for each of those creatures, where X is the number of enchantments you control.")
    game.put_onto_battlefield("Alice", sphere)
    game.put_onto_battlefield("Alice", permanent("Flying", name="Other Enchantment"))
    game.advance_to(Step.MAIN1, "Bob")
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.obj(bears).controlled_since_turn_start = True
    game.put_onto_battlefield("Bob", FOREST)
    game.decider.add(Answer(ChoiceKind.ATTACK_COST, True), Answer(ChoiceKind.MANA_ABILITIES, ["Forest"]))
    game.declare_attackers("Bob", ["Grizzly Bears"])
    assert game.state.combat.attackers == []
    assert any("can't pay {2}" in e.text for e in game.log.entries)


def test_the_tax_is_paid_with_mana_abilities_activated_during_the_payment(game):
    """CR 605.3a: a player asked to pay may activate mana abilities without priority; each is an
    activation like any other and is logged as one (CR 605.3b: it resolves at once)."""
    bob_attacks_with_bears(game, 2, Answer(ChoiceKind.ATTACK_COST, True),
                           Answer(ChoiceKind.MANA_ABILITIES, ["Forest", "Forest#2"]))
    forests = [i for i in game.state.battlefield if game.obj(i).name == "Forest"]
    assert all(game.state.activations.get((i, 0)) == 1 for i in forests)
    assert sum("Bob activates ability #0 of Forest" in line for line in game.log_lines()) == 2


def test_a_source_whose_abilities_cannot_be_activated_cannot_pay_the_tax(game):
    """CR 602.5: under "Activated abilities of artifacts can't be activated" an artifact's mana
    ability is not among the sources offered for the payment, so the tax goes unpaid."""
    game.put_onto_battlefield("Alice", permanent("Activated abilities of artifacts can't be activated.",
                                                 "Artifact", "Null Card"))
    ring = permanent("{T}: Add {C}{C}.", "Artifact", "Ring Card")
    game.put_onto_battlefield("Alice", permanent(PRISON))
    game.advance_to(Step.MAIN1, "Bob")
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.obj(bears).controlled_since_turn_start = True
    ring_id = game.put_onto_battlefield("Bob", ring)
    game.decider.add(Answer(ChoiceKind.ATTACK_COST, True), Answer(ChoiceKind.MANA_ABILITIES, ["Ring Card"]))
    game.declare_attackers("Bob", ["Grizzly Bears"])
    assert game.state.combat.attackers == [] and not game.obj(ring_id).tapped

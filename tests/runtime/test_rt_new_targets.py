"""Changing a spell's targets (CR 115.7): "Gain control of target spell. You may choose new
targets for it." (Commandeer, Aethersnatch): the spell changes controller (CR 108.4) and the new
controller may choose new targets for it (CR 115.7d); the spell then resolves with those."""
from rt_cards import GRIZZLY_BEARS, RUNECLAW_BEAR

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Zone

COMMANDEER = "Gain control of target spell. You may choose new targets for it."


def compiled(text: str, type_line: str = "Instant", name: str = "Retargeting Card"):
    card = compile_card(CardSource(name, text, "", type_line))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    return card.definition


def _bob_casts_murder_at(g, target: int) -> int:
    murder = g.add_card("Bob", compiled("Destroy target creature.", name="Murder"))
    g.state.priority = 1
    spell = g.cast("Bob", murder, targets=[[target]])
    g.state.priority, g.state.passes = 0, 0
    return spell


def test_the_stolen_spell_is_redirected_and_resolves_for_its_new_controller(g):
    """CR 115.7d: the new target is chosen (here the first legal one, Bob's own creature); the
    spell is Alice's as it resolves, and its card still goes to its owner's graveyard."""
    bobs = g.put_onto_battlefield("Bob", RUNECLAW_BEAR)
    alices = g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    spell = _bob_casts_murder_at(g, alices)
    commandeer = g.add_card("Alice", compiled(COMMANDEER, name="Commandeer"))
    g.cast("Alice", commandeer, targets=[[spell]])
    g.resolve_top()
    assert g.state.objects[spell].controller == 0
    assert g.state.stack[-1].controller == 0 and g.state.stack[-1].targets[0][0].object_id == bobs
    g.resolve_stack()
    assert sorted(g.zone("Bob", Zone.GRAVEYARD)) == ["Murder", "Runeclaw Bear"]
    assert g.state.objects[alices].zone is Zone.BATTLEFIELD and not g.state.objects[alices].gone


def test_new_targets_without_another_legal_choice_keep_the_old_ones(g):
    """CR 115.7d: a target left unchanged stays; with only one creature, Murder still aims at it."""
    alices = g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    spell = _bob_casts_murder_at(g, alices)
    g.cast("Alice", g.add_card("Alice", compiled(COMMANDEER, name="Commandeer")), targets=[[spell]])
    g.resolve_stack()
    assert g.zone("Alice", Zone.GRAVEYARD) == ["Commandeer", "Grizzly Bears"]


def test_it_must_be_a_target_spell():
    """'it' after a non-spell is no spell whose targets can change: reported, not compiled."""
    card = compile_card(CardSource("Odd", "Tap target creature. You may choose new targets for it.", "", "Instant"))
    assert not card.fully_compiled
    assert any("no target spell" in d.message for d in card.diagnostics)


SHUNT = "Change the target of target spell with a single target."


def test_change_the_target_moves_the_single_target_to_another_legal_one(g):
    """CR 115.7a: Murder aimed at Alice's Bears is changed to another legal target, Bob's Bear;
    the spell stays Bob's."""
    bobs = g.put_onto_battlefield("Bob", RUNECLAW_BEAR)
    alices = g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    spell = _bob_casts_murder_at(g, alices)
    g.cast("Alice", g.add_card("Alice", compiled(SHUNT, name="Shunt")), targets=[[spell]])
    g.resolve_top()
    item = g.state.stack[-1]
    assert item.controller == 1 and [t.object_id for t in item.targets[0]] == [bobs]
    g.resolve_stack()
    assert g.state.objects[alices].zone is Zone.BATTLEFIELD and not g.state.objects[alices].gone
    assert sorted(g.zone("Bob", Zone.GRAVEYARD)) == ["Murder", "Runeclaw Bear"]


def test_with_no_other_legal_target_the_original_target_is_unchanged(g):
    """CR 115.7a: "If a target can't be changed to another legal target, the original target is
    unchanged"."""
    alices = g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    spell = _bob_casts_murder_at(g, alices)
    g.cast("Alice", g.add_card("Alice", compiled(SHUNT, name="Shunt")), targets=[[spell]])
    g.resolve_stack()
    assert "Grizzly Bears" in g.zone("Alice", Zone.GRAVEYARD)


def test_a_spell_with_two_targets_is_not_a_spell_with_a_single_target(g):
    """CR 115.7a's "spell with a single target": a spell with two targets can't be chosen."""
    from cardtext.runtime.engine.query import matches
    from cardtext.runtime.filters import ObjectFilter
    first = g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    second = g.put_onto_battlefield("Alice", RUNECLAW_BEAR)
    twin = g.add_card("Bob", compiled("Tap two target creatures.", name="Twin Tap"))
    g.state.priority = 1
    spell = g.cast("Bob", twin, targets=[[first, second]])
    single = ObjectFilter(spell=True, single_target=True)
    assert not matches(g.state, single, g.state.objects[spell], 0, None)
    assert matches(g.state, ObjectFilter(spell=True), g.state.objects[spell], 0, None)

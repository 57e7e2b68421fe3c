"""Abilities on the stack as targets (CR 113.7, 115.1), compiled from rules text and played:
"Counter target activated ability." removes the ability from the stack and it never resolves
(CR 701.5a); "Copy target triggered ability you control." puts a copy on the stack (CR 707.10);
"Change the target of target activated ability with a single target." (CR 115.7a); a spell that
targets an ability no longer on the stack has no legal target left (CR 608.2b)."""
import pytest
from rt_cards import CREATURE, GRIZZLY_BEARS, SHOCK, cost

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.abilities import ActivatedAbility, CardDefinition, TargetSpec
from cardtext.runtime.characteristics import CardType, Step, Zone
from cardtext.runtime.effects import DealDamage
from cardtext.runtime.engine.objects import Target
from cardtext.runtime.engine.stack_abilities import copy_ability
from cardtext.runtime.errors import IllegalAction
from cardtext.runtime.filters import Fixed, TargetRef

# "{0}: This deals 1 damage to target creature."
PINGER = CardDefinition("Pinger", cost("1R"), (CardType.ARTIFACT,), abilities=(
    ActivatedAbility((cost("0"),), (DealDamage(Fixed(1), objects=TargetRef(0)),), (TargetSpec(CREATURE),)),))


def card(text: str, name: str, type_line: str = "Instant"):
    compiled = compile_card(CardSource(name, text, "", type_line))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


SQUELCH = card("Counter target activated ability.\nDraw a card.", "Squelch")
DISALLOW = card("Counter target spell, activated ability, or triggered ability.", "Disallow")
REROUTE = card("Change the target of target activated ability with a single target.\nDraw a card.", "Reroute")
ESCORT = card("{U}, {T}, Discard a card: Counter target spell or ability that targets a creature.",
              "Diplomatic Escort", "Creature — Human Spellshaper")


def _bob_pings(game, target):
    game.put_onto_battlefield("Bob", PINGER)
    game.set_step(Step.MAIN1, "Bob", turn=4)
    game.activate("Bob", "Pinger", targets=[[target]])
    game.state.priority, game.state.passes = game.player("Alice"), 0
    return game.state.stack[-1].id


def _alice_casts(game, definition, targets, mana="UU"):
    game.add_mana("Alice", mana)
    game.cast("Alice", game.add_card("Alice", definition), targets=targets)


def test_squelch_counters_an_activated_ability_which_never_resolves(game):
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    ping = _bob_pings(game, bears)
    _alice_casts(game, SQUELCH, [[("ability", ping)]])
    game.resolve_stack()
    assert not game.state.stack
    assert game.state.objects[bears].damage == 0
    assert any(e.kind == "counter" and "Pinger" in e.text for e in game.log.entries)


def test_squelch_cant_target_a_spell(game):
    game.set_step(Step.MAIN1, "Bob", turn=4)
    game.add_mana("Bob", "R")
    game.cast("Bob", game.add_card("Bob", SHOCK), targets=[[("player", game.player("Alice"))]])
    game.state.priority, game.state.passes = game.player("Alice"), 0
    with pytest.raises(IllegalAction, match="no legal targets"):
        _alice_casts(game, SQUELCH, None)


def test_disallow_counters_a_spell_as_well_as_an_ability(game):
    game.set_step(Step.MAIN1, "Bob", turn=4)
    game.add_mana("Bob", "R")
    shock = game.cast("Bob", game.add_card("Bob", SHOCK), targets=[[("player", game.player("Alice"))]])
    game.state.priority, game.state.passes = game.player("Alice"), 0
    _alice_casts(game, DISALLOW, [[shock]], "UUU")
    game.resolve_stack()
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Shock"]
    assert game.state.players[game.player("Alice")].life == 20


def test_a_spell_whose_ability_left_the_stack_has_no_legal_target(game):
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    ping = _bob_pings(game, bears)
    _alice_casts(game, SQUELCH, [[("ability", ping)]])
    item = next(i for i in game.state.stack if i.id == ping)
    game.state.stack.remove(item)                        # gone before Squelch resolves
    game.resolve_stack()
    assert game.state.players[game.player("Alice")].hand == []    # countered on resolution: no card drawn


def test_reroute_moves_the_abilitys_single_target(game):
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    other = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    ping = _bob_pings(game, bears)
    _alice_casts(game, REROUTE, [[("ability", ping)]], "R")
    game.resolve_stack()
    assert game.state.objects[bears].damage == 0
    assert game.state.objects[other].damage == 1


def test_diplomatic_escort_sees_only_what_targets_a_creature(game):
    escort = game.put_onto_battlefield("Alice", ESCORT)
    game.obj(escort).controlled_since_turn_start = True
    (spec,) = next(a for a in ESCORT.abilities if a.targets).targets
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    ping = _bob_pings(game, bears)
    options = game.target_options(spec, game.player("Alice"), escort)
    assert [o.value for o in options] == [("ability", ping)]


def test_a_copied_ability_is_a_new_stack_item_with_the_same_targets(game):
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    ping = _bob_pings(game, bears)
    original = game.state.stack[-1]
    copy = copy_ability(game, original, game.player("Alice"))
    assert copy.id != ping and copy.controller == game.player("Alice")
    assert copy.targets == [[Target(object_id=bears)]]
    game.resolve_stack()
    assert game.state.objects[bears].damage == 2          # each resolved (CR 707.10)


RUST = card("Counter target activated ability from an artifact source.", "Rust")


def test_rust_counters_an_artifacts_ability_but_cant_target_a_creatures(game):
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    ping = _bob_pings(game, bears)                          # Pinger is an artifact
    (spec,) = RUST.abilities[0].targets
    assert [o.value for o in game.target_options(spec, game.player("Alice"), bears)] == [("ability", ping)]
    game.obj("Pinger").definition = GRIZZLY_BEARS            # its source is no artifact now
    assert game.target_options(spec, game.player("Alice"), bears) == []

""""Counter target spell that targets a creature" (CR 115.9b): the spell's targets are looked at
as they are now; a spell that targets only a player, or whose creature has left the
battlefield, is not one. Compiled from rules text and played."""
import pytest
from rt_cards import GRIZZLY_BEARS, SHOCK

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Zone
from cardtext.runtime.engine.zones import move
from cardtext.runtime.errors import IllegalAction


def card(text: str, name: str, type_line: str = "Instant"):
    compiled = compile_card(CardSource(name, text, "", type_line))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


INTERVENE = card("Counter target spell that targets a creature.", "Intervene")
HINDERING_LIGHT = card("Counter target spell that targets you or a permanent you control.\nDraw a card.",
                       "Hindering Light")


def _bob_shocks(game, target):
    shock = game.add_card("Bob", SHOCK)
    game.add_mana("Bob", "R")
    game.state.priority = game.player("Bob")
    spell = game.cast("Bob", shock, targets=[[target]])
    game.state.priority, game.state.passes = game.player("Alice"), 0
    return spell


def test_intervene_counters_a_spell_that_targets_a_creature(game):
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    shock = _bob_shocks(game, bears)
    game.add_mana("Alice", "UU")
    game.cast("Alice", game.add_card("Alice", INTERVENE), targets=[[shock]])
    game.resolve_stack()
    assert game.state.objects[bears].zone is Zone.BATTLEFIELD
    assert game.state.players[game.player("Bob")].graveyard


def test_a_spell_that_targets_only_a_player_is_not_a_legal_target(game):
    _bob_shocks(game, ("player", game.player("Alice")))
    with pytest.raises(IllegalAction, match="no legal targets"):
        game.cast("Alice", game.add_card("Alice", INTERVENE))


def test_once_the_creature_is_gone_the_spell_no_longer_targets_a_creature(game):
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    _bob_shocks(game, bears)
    move(game, bears, Zone.GRAVEYARD)
    with pytest.raises(IllegalAction, match="no legal targets"):
        game.cast("Alice", game.add_card("Alice", INTERVENE))


def test_hindering_light_protects_you_as_well_as_your_permanents(game):
    (spec,) = next(a for a in HINDERING_LIGHT.abilities if a.targets).targets
    assert spec.filter.spell and spec.filter.targets.you and spec.filter.targets.objects is not None
    shock = _bob_shocks(game, ("player", game.player("Alice")))
    game.add_mana("Alice", "UU")
    game.cast("Alice", game.add_card("Alice", HINDERING_LIGHT), targets=[[shock]])
    game.resolve_stack()
    assert game.state.players[game.player("Alice")].life == 20


def test_heroic_still_reads_a_spell_that_targets_the_creature_as_its_own_event():
    hoplite = card("Heroic — Whenever you cast a spell that targets Favored Hoplite, put a +1/+1 counter "
                   "on Favored Hoplite.", "Favored Hoplite", "Creature — Human Soldier")
    (trigger,) = hoplite.abilities
    assert type(trigger.event).__name__ == "SpellTargets"
    assert trigger.event.filter.targets is None      # what it targets is the event's, not the filter's


REPARATIONS = card("Whenever an opponent casts a spell that targets you or a creature you control, you may "
                   "draw a card.", "Reparations", "Enchantment")


def test_reparations_triggers_on_a_spell_that_targets_you_and_not_on_one_that_targets_another(game):
    game.put_onto_battlefield("Alice", REPARATIONS)
    bobs_bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    _bob_shocks(game, bobs_bears)
    assert len(game.state.stack) == 1                  # the Shock alone: no trigger
    _bob_shocks(game, ("player", game.player("Alice")))
    assert len(game.state.stack) == 3                  # the second Shock and Reparations' trigger

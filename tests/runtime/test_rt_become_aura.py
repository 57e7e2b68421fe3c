""""{U}, {T}: ~ loses this ability and becomes an Aura enchantment with enchant creature. Attach
it to target creature. You may pay {U} to end this effect." (the licids' ability): one effect on
the source with one timestamp, its types becoming enchantment and Aura (layer 4, CR 613.1d) and
the ability lost, enchant creature gained (layer 6, CR 613.1f); "enchanted creature" abilities
then work (CR 303.4). Its controller may end the effect by paying, a special action any time they
have priority (CR 116.2c): it is a creature again, with the ability, and becomes unattached
(CR 704.5p). An Aura whose creature leaves goes to the graveyard (CR 704.5m)."""
import pytest
from rt_cards import GRIZZLY_BEARS

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import CardType, Step, Zone
from cardtext.runtime.engine.query import activated_abilities, has_keyword
from cardtext.runtime.errors import IllegalAction
from cardtext.runtime.mechanics.ended_effects import end_effect_by_paying

TEXT = ("{U}, {T}: ~ loses this ability and becomes an Aura enchantment with enchant creature. Attach it to "
        "target creature. You may pay {U} to end this effect.\nEnchanted creature has flying.")


def _licid():
    compiled = compile_card(CardSource("Gliding Test", TEXT, "{1}{U}", "Creature — Licid", power="1", toughness="1"))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


LICID = _licid()


def _attached(game):
    game.put_onto_battlefield("Alice", LICID)
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.obj("Gliding Test").controlled_since_turn_start = True
    game.add_mana("Alice", "U")
    game.activate("Alice", "Gliding Test", targets=[["Grizzly Bears"]])
    game.resolve_stack()
    return game.obj("Gliding Test"), game.obj("Grizzly Bears")


def test_it_becomes_an_aura_attached_to_the_creature_without_the_ability(game):
    licid, bears = _attached(game)
    assert licid.definition.types == (CardType.ENCHANTMENT,) and licid.definition.subtypes == ("Aura",)
    assert licid.attached_to == bears.id
    assert activated_abilities(licid, game.state) == []                              # CR 613.1f
    assert has_keyword(game.state, bears, "flying")                                  # CR 303.4
    game.advance_to(Step.UPKEEP, "Bob")                                              # no duration
    assert game.obj("Gliding Test").attached_to == bears.id


def test_paying_ends_the_effect_and_it_is_an_unattached_creature_again(game):
    licid, bears = _attached(game)
    game.add_mana("Alice", "U")
    end_effect_by_paying(game, 0, licid.id)                                          # CR 116.2c
    game.resolve_stack()
    licid = game.obj("Gliding Test")
    assert licid.zone is Zone.BATTLEFIELD and CardType.CREATURE in licid.definition.types
    assert licid.attached_to is None                                                 # CR 704.5p
    assert len(activated_abilities(licid, game.state)) == 1
    assert not has_keyword(game.state, game.obj("Grizzly Bears"), "flying")


def test_only_its_controller_may_end_it_and_only_by_paying(game):
    licid, _ = _attached(game)
    with pytest.raises(IllegalAction):
        end_effect_by_paying(game, 1, licid.id)                  # Bob isn't the one who may pay
    assert not [a for a in game.legal_actions("Alice") if a.kind == "end_effect"]     # no {U} to pay
    game.add_mana("Alice", "U")
    assert [a.object_id for a in game.legal_actions("Alice") if a.kind == "end_effect"] == [licid.id]


def test_the_aura_goes_to_the_graveyard_when_its_creature_leaves(game):
    licid, bears = _attached(game)
    from cardtext.runtime.engine.turn import settle
    from cardtext.runtime.engine.zones import move
    move(game, bears.id, Zone.GRAVEYARD)
    settle(game)                                                                     # state-based actions
    assert game.obj("Gliding Test").zone is Zone.GRAVEYARD                           # CR 704.5m

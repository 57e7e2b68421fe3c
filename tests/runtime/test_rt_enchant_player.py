"""Auras that enchant players ("Enchant player", CR 303.4, 702.5d): the Aura spell targets a
player (CR 303.4a, 115.1), the permanent enters attached to that player, it is put into its
owner's graveyard as a state-based action once that player is no longer a legal one (CR 704.5m,
303.4d), and "enchanted player" is that player."""
import pytest

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.engine.turn import check_sba
from cardtext.runtime.errors import IllegalAction

UPKEEP_DAMAGE = "Enchant player\nAt the beginning of enchanted player's upkeep, ~ deals 1 damage to that player."


def curse(text: str = UPKEEP_DAMAGE, name: str = "Test Curse", cost: str = ""):
    compiled = compile_card(CardSource(name, text.replace("~", name), cost, "Enchantment — Aura Curse"))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


def in_owners_graveyard(game, o) -> bool:
    return o.id not in game.state.battlefield and any(
        game.state.objects[i].name == o.name for i in game.state.players[o.owner].graveyard)


def curse_bob(game, text: str = UPKEEP_DAMAGE):
    oid = game.add_card("Alice", curse(text))
    game.cast("Alice", oid, targets=[["Bob"]])
    game.resolve_stack()
    return game.obj("Test Curse")


def test_an_aura_with_enchant_player_is_cast_targeting_a_player_and_enters_attached_to_them(game):
    """CR 303.4a: an Aura spell targets what it will enchant; CR 303.4f / 608.3c: it enters
    attached to its target, here a player."""
    o = curse_bob(game)
    assert o.zone is Zone.BATTLEFIELD
    assert o.attached_player == game.player("Bob") and o.attached_to is None
    assert any(e.kind == "enter" and "attached to Bob" in e.text for e in game.log.entries)


def test_an_aura_with_enchant_player_cant_be_cast_targeting_a_creature(game):
    """CR 303.4a, 115.1: its only legal targets are players."""
    from rt_cards import GRIZZLY_BEARS
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    oid = game.add_card("Alice", curse())
    with pytest.raises(IllegalAction):
        game.cast("Alice", oid, targets=[[bears]])


def test_the_aura_goes_to_the_graveyard_when_the_enchanted_player_leaves_the_game(game):
    """CR 704.5m, 303.4d: an Aura attached to an illegal player (one who left the game, CR
    800.4a) is put into its owner's graveyard as a state-based action."""
    o = curse_bob(game)
    game.state.players[game.player("Bob")].lost = True
    check_sba(game)
    assert in_owners_graveyard(game, o)
    assert any(e.kind == "sba" and "704.5m" in e.text for e in game.log.entries)


def test_an_aura_on_a_player_that_is_attached_to_no_one_goes_to_the_graveyard(game):
    """CR 704.5m: an Aura that enchants no player is put into its owner's graveyard."""
    o = game.obj(game.put_onto_battlefield("Alice", curse()))
    check_sba(game)
    assert in_owners_graveyard(game, o)


def test_enchant_opponent_makes_an_aura_illegal_on_its_own_controller(game):
    """CR 303.4d: "enchant opponent": the enchanted player must be an opponent of its controller."""
    o = game.obj(game.put_onto_battlefield("Alice", curse("Enchant opponent\nAt the beginning of "
                                                          "enchanted player's upkeep, that player loses 1 life."),
                                           attach_player="Alice"))
    check_sba(game)
    assert in_owners_graveyard(game, o)


def test_the_upkeep_trigger_is_the_enchanted_players_not_the_auras_controllers(game):
    """CR 503.1a, 603.2: "at the beginning of enchanted player's upkeep" triggers in the upkeep
    of the player the Aura is attached to; "that player" is that player."""
    curse_bob(game)
    bob_life, alice_life = game.life("Bob"), game.life("Alice")
    game.set_step(Step.UNTAP, "Alice")
    game.advance_to(Step.DRAW, "Alice")
    assert (game.life("Alice"), game.life("Bob")) == (alice_life, bob_life)
    game.set_step(Step.UNTAP, "Bob")
    game.advance_to(Step.DRAW, "Bob")
    assert game.life("Bob") == bob_life - 1 and game.life("Alice") == alice_life


def test_enchant_player_compiles_to_an_enchant_keyword_naming_players():
    """CR 702.5d: "enchant player" / "enchant opponent" name players, not an object quality."""
    from cardtext.runtime.filters import Controller
    assert curse("Enchant player").abilities[0].players is Controller.ANY
    assert curse("Enchant opponent").abilities[0].players is Controller.OPPONENT


def test_a_random_game_may_cast_an_aura_at_a_player(game):
    """CR 601.2c: the legal actions include casting the Aura, its target a player."""
    oid = game.add_card("Alice", curse())
    game.set_step(Step.MAIN1, "Alice")
    assert any(a.kind == "cast" and a.object_id == oid for a in game.legal_actions("Alice"))


def test_creatures_enchanted_player_controls_get_minus_one(game):
    """CR 303.4, 613.4c: "Creatures enchanted player controls get -1/-1" affects only the
    creatures of the player the Aura enchants."""
    from rt_cards import GRIZZLY_BEARS
    from cardtext.runtime.engine.query import power_toughness
    bobs = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    alices = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    curse_bob(game, "Enchant player\nCreatures enchanted player controls get -1/-1.")
    assert power_toughness(game.state, game.obj(bobs)) == (1, 1)
    assert power_toughness(game.state, game.obj(alices)) == (2, 2)


def _attack_with_bears(game, attacker: str):
    from rt_cards import GRIZZLY_BEARS
    bears = game.put_onto_battlefield(attacker, GRIZZLY_BEARS)
    game.set_step(Step.MAIN1, attacker)
    game.declare_attackers(attacker, [bears])
    game.resolve_stack()
    return game.obj(bears)


def test_a_creature_attacking_enchanted_player_triggers(game):
    """CR 508.1b, 508.3a: "whenever a creature attacks enchanted player" triggers when a
    creature is declared attacking the player the Aura enchants."""
    curse_bob(game, "Enchant player\nWhenever a creature attacks enchanted player, put a +1/+1 counter on it.")
    bears = _attack_with_bears(game, "Alice")
    assert bears.counters.get("+1/+1") == 1


def test_a_creature_attacking_another_player_doesnt_trigger(game):
    """CR 508.1b: Bob's creature attacks Alice, not the enchanted player (Bob)."""
    curse_bob(game, "Enchant player\nWhenever a creature attacks enchanted player, put a +1/+1 counter on it.")
    bears = _attack_with_bears(game, "Bob")
    assert not bears.counters.get("+1/+1")


def test_combat_damage_to_enchanted_player_triggers(game):
    """CR 510.2, 603.2: "whenever a creature deals combat damage to enchanted player"."""
    curse_bob(game, "Enchant player\nWhenever a creature deals combat damage to enchanted player, "
                    "put a +1/+1 counter on that creature.")
    bears = _attack_with_bears(game, "Alice")
    game.declare_blockers("Bob", {})
    game.advance_to(Step.END_OF_COMBAT, "Alice")
    game.resolve_stack()
    assert game.life("Bob") == 18 and bears.counters.get("+1/+1") == 1


def test_a_player_attacking_enchanted_player_triggers_once_and_that_player_is_the_attacker(game):
    """CR 508.1, 603.2c: "whenever a player attacks enchanted player with one or more creatures"
    triggers once for the attackers declared together; "that player" is the attacking player."""
    curse_bob(game, "Enchant player\nWhenever a player attacks enchanted player with one or more "
                    "creatures, that player gains 1 life.")
    life = game.life("Alice")
    from rt_cards import GRIZZLY_BEARS
    two = [game.put_onto_battlefield("Alice", GRIZZLY_BEARS) for _ in range(2)]
    game.set_step(Step.MAIN1, "Alice")
    game.declare_attackers("Alice", two)
    game.resolve_stack()
    assert game.life("Alice") == life + 1


def test_enchanted_player_is_attacked_triggers_for_the_auras_controller(game):
    """CR 508.1: "whenever enchanted player is attacked": a creature is declared attacking them."""
    curse_bob(game, "Enchant player\nWhenever enchanted player is attacked, you gain 2 life.")
    life = game.life("Alice")
    _attack_with_bears(game, "Alice")
    assert game.life("Alice") == life + 2


def test_enchanted_player_attacking_doesnt_trigger_is_attacked(game):
    """CR 508.1b: Bob attacking Alice doesn't attack the enchanted player (Bob)."""
    curse_bob(game, "Enchant player\nWhenever enchanted player is attacked, you gain 2 life.")
    life = game.life("Alice")
    _attack_with_bears(game, "Bob")
    assert game.life("Alice") == life


def test_a_creature_entering_under_enchanted_players_control_triggers(game):
    """CR 603.6a, 303.4: "whenever a creature enters under enchanted player's control": only
    creatures the enchanted player controls; "that player" is that creature's controller."""
    from rt_cards import GRIZZLY_BEARS
    curse_bob(game, "Enchant player\nWhenever a creature enters under enchanted player's control, "
                    "that player loses 1 life and you gain 1 life.")
    alice, bob = game.life("Alice"), game.life("Bob")
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS, as_effect=True)
    game.resolve_stack()
    assert (game.life("Alice"), game.life("Bob")) == (alice, bob)
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS, as_effect=True)
    game.resolve_stack()
    assert (game.life("Alice"), game.life("Bob")) == (alice + 1, bob - 1)


def test_put_onto_the_battlefield_not_cast_it_enchants_a_player_its_controller_chooses(game):
    """CR 303.4f: an Aura put onto the battlefield without being cast is attached to something
    its controller chooses as it enters (not targeted): here a player."""
    from cardtext.runtime.engine.decider import Answer, ChoiceKind
    game.decider.add(Answer(ChoiceKind.ATTACH, [game.player("Bob")]))
    oid = game.put_onto_battlefield("Alice", curse(), as_effect=True)
    assert game.obj(oid).attached_player == game.player("Bob")
    check_sba(game)
    assert oid in game.state.battlefield


def test_each_opponent_attacking_that_player_does_the_same(game):
    """CR 508.1, 303.4: "Whenever enchanted player is attacked, you gain 2 life. Each opponent
    attacking that player does the same.": the Aura's controller gains 2 life, and each opponent
    of the enchanted player who attacks them (here that same controller) gains 2 more."""
    curse_bob(game, "Enchant player\nWhenever enchanted player is attacked, you gain 2 life. "
                    "Each opponent attacking that player does the same.")
    life = game.life("Alice")
    _attack_with_bears(game, "Alice")
    assert game.life("Alice") == life + 4 and game.life("Bob") == 20


def test_does_the_same_after_an_instruction_not_done_by_you_stays_unsupported():
    """An unsupported phrase stays unsupported: "does the same" repeats only what "you" did."""
    compiled = compile_card(CardSource("Test Curse", "Enchant player\nWhenever enchanted player is attacked, "
                                       "destroy target creature. Each opponent attacking that player does "
                                       "the same.", "", "Enchantment — Aura Curse"))
    assert not compiled.fully_compiled

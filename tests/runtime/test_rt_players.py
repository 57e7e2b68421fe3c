"""Players named through objects and combat, compiled from rules text and played:
"its controller" (CR 608.2h: last known information), "that land's controller",
"defending player" (CR 506.2), "each creature target player controls", and
"can't attack unless defending player controls an Island" (CR 508.1c)."""
import pytest
from rt_cards import FOREST, GRIZZLY_BEARS, ISLAND, MEMNITE, ORNITHOPTER

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Zone
from cardtext.runtime.errors import IllegalAction


def card(text: str, type_line: str = "Sorcery", name: str = "Player Card", pt=None):
    power, toughness = pt if pt else (None, None)
    compiled = compile_card(CardSource(name, text, "", type_line, power=power, toughness=toughness))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


def cast(game, definition, targets=None):
    oid = game.add_card("Alice", definition)
    game.cast("Alice", oid, targets=targets)
    game.resolve_stack()


def test_its_controller_is_the_destroyed_creatures_last_controller(game):
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    cast(game, card("Destroy target creature. Its controller loses 2 life."), targets=[[bears]])
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert game.life("Bob") == 18 and game.life("Alice") == 20


def test_its_controller_of_an_exiled_creature_gains_life_equal_to_its_power(game):
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    cast(game, card("Exile target creature. Its controller gains life equal to its power."),
         targets=[[bears]])
    assert game.zone("Bob", Zone.EXILE) == ["Grizzly Bears"] and game.life("Bob") == 22


def test_its_controller_creates_the_token_and_discards(game):
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.add_card("Bob", FOREST)
    cast(game, card("Destroy target creature. Its controller creates a 3/3 green Beast creature token."),
         targets=[[bears]])
    beast = game.obj("Beast Token")
    assert beast.controller == game.player("Bob") and beast.is_token


def test_that_lands_controller_is_dealt_the_damage(game):
    card_def = card("Whenever a land enters, ~ deals 2 damage to that land's controller.",
                    "Artifact", name="Land Ankh")
    game.put_onto_battlefield("Alice", card_def)
    game.put_onto_battlefield("Bob", FOREST, as_effect=True)
    game.resolve_stack()
    assert game.life("Bob") == 18 and game.life("Alice") == 20


def test_defending_player_of_an_attack_trigger(game):
    raider = card("Whenever ~ attacks, defending player loses 2 life.", "Creature — Raider",
                  name="Raider", pt=("2", "2"))
    game.put_onto_battlefield("Alice", raider)
    game.declare_attackers("Alice", ["Raider"])
    game.resolve_stack()
    assert game.life("Bob") == 18 and game.life("Alice") == 20


def test_target_creature_defending_player_controls_is_chosen_among_the_defenders_creatures(game):
    binder = card("Whenever ~ attacks, tap target creature defending player controls.",
                  "Creature — Binder", name="Binder", pt=("2", "2"))
    game.put_onto_battlefield("Alice", binder)
    game.put_onto_battlefield("Alice", MEMNITE)
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.declare_attackers("Alice", ["Binder"])     # only Bob's Bears can be chosen
    game.resolve_stack()
    assert game.obj(bears).tapped and not game.obj("Memnite").tapped


def test_cant_attack_unless_defending_player_controls_an_island(game):
    serpent = card("~ can't attack unless defending player controls an Island.", "Creature — Serpent",
                   name="Serpent", pt=("5", "5"))
    game.put_onto_battlefield("Alice", serpent)
    with pytest.raises(IllegalAction):
        game.declare_attackers("Alice", ["Serpent"])
    game.put_onto_battlefield("Bob", ISLAND)
    game.declare_attackers("Alice", ["Serpent"])
    assert game.obj("Serpent").tapped


def test_all_lands_target_player_controls(game):
    game.put_onto_battlefield("Alice", FOREST)
    game.put_onto_battlefield("Bob", FOREST)
    game.put_onto_battlefield("Bob", ISLAND)
    cast(game, card("Destroy all lands target player controls."), targets=[["Bob"]])
    assert sorted(game.zone("Bob", Zone.GRAVEYARD)) == ["Forest", "Island"]
    assert game.zone("Alice", Zone.GRAVEYARD) == ["Player Card"]


def test_that_player_after_target_player_is_the_target(game):
    alice_bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    bob_bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    cast(game, card("~ deals 1 damage to target player and 1 damage to each creature that player controls."),
         targets=[["Bob"]])
    assert game.life("Bob") == 19 and game.obj(bob_bears).damage == 1
    assert game.obj(alice_bears).damage == 0 and game.life("Alice") == 20


def test_target_creature_that_player_controls_after_combat_damage_to_a_player(game):
    from cardtext.runtime.characteristics import Step
    slitter = card("Whenever ~ deals combat damage to a player, destroy target creature that player controls.",
                   "Creature — Rat", name="Slitter", pt=("2", "2"))
    game.put_onto_battlefield("Alice", slitter)
    mine = game.put_onto_battlefield("Alice", MEMNITE)
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.declare_attackers("Alice", ["Slitter"])
    game.declare_blockers("Bob", {})
    game.advance_to(Step.END_OF_COMBAT)      # the trigger's only legal target is Bob's creature
    assert game.life("Bob") == 18
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Grizzly Bears"] and game.obj(mine).zone is Zone.BATTLEFIELD


def test_target_creature_that_player_controls_must_be_the_target_players(game):
    blaze = card("~ deals 1 damage to target player and 1 damage to target creature that player controls.",
                 "Instant", name="Blaze")
    mine = game.put_onto_battlefield("Alice", MEMNITE)
    oid = game.add_card("Alice", blaze)
    with pytest.raises(IllegalAction):
        game.cast("Alice", oid, targets=[["Bob"], [mine]])     # Memnite isn't Bob's
    theirs = game.put_onto_battlefield("Bob", MEMNITE)
    game.cast("Alice", oid, targets=[["Bob"], [theirs]])
    game.resolve_stack()
    assert game.life("Bob") == 19 and game.zone("Bob", Zone.GRAVEYARD) == ["Memnite"]
    assert game.obj(mine).zone is Zone.BATTLEFIELD


def test_each_player_discards_his_or_her_hand_then_draws(game):
    game.add_card("Alice", FOREST)
    game.add_card("Bob", FOREST)
    game.add_card("Bob", MEMNITE)
    cast(game, card("Each player discards his or her hand, then draws seven cards."))
    assert len(game.zone("Alice", Zone.HAND)) == 7 and len(game.zone("Bob", Zone.HAND)) == 7
    assert sorted(game.zone("Bob", Zone.GRAVEYARD)) == ["Forest", "Memnite"]


def test_target_opponent_gains_control_of_it(game):
    agent = card("When ~ enters, target opponent gains control of it.", "Creature — Agent",
                 name="Agent", pt=("3", "3"))
    game.put_onto_battlefield("Alice", agent, as_effect=True)
    game.resolve_stack()
    assert game.obj("Agent").controller == game.player("Bob")


def test_its_controller_gains_control_of_the_source(game):
    from cardtext.runtime.characteristics import Step
    from cardtext.runtime.engine.decider import Answer, ChoiceKind
    act = card("At the beginning of your upkeep, you may exile target artifact or enchantment. If you do, "
               "its controller gains control of ~.", "Enchantment", name="Authority")
    game.put_onto_battlefield("Alice", act)
    game.put_onto_battlefield("Bob", card("~ can't be countered.", "Enchantment", name="Totem"))
    game.decider.add(Answer(ChoiceKind.TARGETS, ["Totem"]), Answer(ChoiceKind.MAY, [True]))
    game.advance_to(Step.UPKEEP, "Alice")
    game.resolve_stack()
    assert game.zone("Bob", Zone.EXILE) == ["Totem"]
    assert game.obj("Authority").controller == game.player("Bob")     # the exiled Totem's controller


def test_exchange_control_of_two_target_creatures(game):
    mine = game.put_onto_battlefield("Alice", MEMNITE)
    theirs = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    cast(game, card("Exchange control of two target creatures."), targets=[[mine, theirs]])
    assert game.obj(mine).controller == game.player("Bob")
    assert game.obj(theirs).controller == game.player("Alice")


def test_exchange_control_does_nothing_if_one_is_gone(game):
    mine = game.put_onto_battlefield("Alice", MEMNITE)
    theirs = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    swap = card("Exchange control of target creature you control and target creature an opponent controls.",
                "Instant", name="Swap")
    kill = card("Destroy target creature.", "Instant", name="Kill")
    game.cast("Alice", game.add_card("Alice", swap), targets=[[mine], [theirs]])
    game.cast("Alice", game.add_card("Alice", kill), targets=[[mine]])
    game.resolve_stack()
    assert game.obj(theirs).controller == game.player("Bob")     # CR 701.10a: no part happens


def test_any_player_may_activate_this_ability(game):
    ogre = card("{1}: ~ gets -1/-1 until end of turn. Any player may activate this ability.",
                "Creature — Ogre", name="Flailer", pt=("3", "3"))
    game.put_onto_battlefield("Alice", ogre)
    game.add_mana("Bob", "C")
    game.state.priority = game.player("Bob")
    game.activate("Bob", "Flailer")                  # Bob activates and pays (CR 602.2)
    game.resolve_stack()
    from cardtext.runtime.engine.query import power
    assert power(game.state, game.obj("Flailer")) == 2
    assert game.obj("Flailer").controller == game.player("Alice")
    assert game.state.players[game.player("Bob")].pool == []


def test_only_the_controller_may_activate_other_abilities(game):
    ogre = card("{1}: ~ gets -1/-1 until end of turn.", "Creature — Ogre", name="Plain Ogre", pt=("3", "3"))
    game.put_onto_battlefield("Alice", ogre)
    game.add_mana("Bob", "C")
    game.state.priority = game.player("Bob")
    with pytest.raises(IllegalAction):
        game.activate("Bob", "Plain Ogre")


def test_its_controller_may_search_for_a_basic_land(game):
    from cardtext.runtime.engine.decider import Answer, ChoiceKind
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.set_library("Bob", [MEMNITE, FOREST, MEMNITE])
    path = card("Exile target creature. Its controller may search his or her library for a basic land "
                "card, put that card onto the battlefield tapped, then shuffle his or her library.", "Instant")
    game.decider.add(Answer(ChoiceKind.MAY, [True]), Answer(ChoiceKind.CHOOSE, ["Forest"]))
    cast(game, path, targets=[[bears]])
    forest = game.obj("Forest", Zone.BATTLEFIELD)
    assert forest.controller == game.player("Bob") and forest.tapped
    assert game.zone("Bob", Zone.EXILE) == ["Grizzly Bears"]


def test_that_creatures_controller_may_draw_is_their_choice(game):
    from cardtext.runtime.engine.decider import Answer, ChoiceKind
    fecundity = card("Whenever a creature dies, that creature's controller may draw a card.", "Enchantment",
                     name="Fecundity")
    game.put_onto_battlefield("Alice", fecundity)
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    hand = len(game.zone("Bob", Zone.HAND))
    asked, choose = [], game.decider.choose
    game.decider.choose = lambda c: (asked.append((c.kind, c.player)), choose(c))[1]
    game.decider.add(Answer(ChoiceKind.MAY, [False]))          # Bob declines: nothing happens
    cast(game, card("Destroy target creature.", "Instant", name="Kill"), targets=[[bears]])
    assert len(game.zone("Bob", Zone.HAND)) == hand
    bears2 = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.decider.add(Answer(ChoiceKind.MAY, [True]))
    cast(game, card("Destroy target creature.", "Instant", name="Kill"), targets=[[bears2]])
    assert len(game.zone("Bob", Zone.HAND)) == hand + 1
    assert [p for k, p in asked if k is ChoiceKind.MAY] == [game.player("Bob")] * 2


def test_its_controller_gets_a_poison_counter(game):
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    cast(game, card("Destroy target creature. Its controller gets a poison counter."), targets=[[bears]])
    assert game.state.players[game.player("Bob")].poison == 1
    assert game.state.players[game.player("Alice")].poison == 0


def test_whenever_a_creature_attacks_you_only_attacks_on_you_trigger(game):
    from cardtext.runtime.characteristics import Step
    miasma = card("Whenever a creature attacks you, its controller loses 1 life.", "Enchantment", name="Miasma")
    game.put_onto_battlefield("Alice", miasma)
    game.put_onto_battlefield("Alice", ORNITHOPTER)
    game.declare_attackers("Alice", ["Ornithopter"])      # Alice attacks Bob: not "you"
    game.resolve_stack()
    assert game.life("Alice") == 20
    game.advance_to(Step.MAIN1, "Bob")
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.declare_attackers("Bob", ["Grizzly Bears"])
    game.resolve_stack()
    assert game.life("Bob") == 19


def test_whenever_a_creature_deals_damage_to_you_destroy_it(game):
    from cardtext.runtime.characteristics import Step
    game.put_onto_battlefield("Alice", card("Whenever a creature deals damage to you, destroy it.",
                                            "Enchantment", name="No Mercy"))
    game.advance_to(Step.MAIN1, "Bob")
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.declare_attackers("Bob", ["Grizzly Bears"])
    game.declare_blockers("Alice", {})
    game.advance_to(Step.END_OF_COMBAT)
    assert game.life("Alice") == 18 and game.zone("Bob", Zone.GRAVEYARD) == ["Grizzly Bears"]


def test_creatures_cant_attack_you(game):
    from cardtext.runtime.characteristics import Step
    game.put_onto_battlefield("Alice", card("Creatures with power 2 or less can't attack you.",
                                            "Enchantment", name="Reverence"))
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.declare_attackers("Alice", ["Grizzly Bears"])     # Alice's own creatures attack Bob freely
    game.advance_to(Step.MAIN1, "Bob")
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    with pytest.raises(IllegalAction, match="508.1c"):
        game.declare_attackers("Bob", ["Grizzly Bears#2"])


def test_each_player_gains_control_of_all_creatures_he_or_she_owns(game):
    mine = game.put_onto_battlefield("Alice", MEMNITE)
    theirs = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    cast(game, card("Exchange control of two target creatures.", name="Swap"), targets=[[mine, theirs]])
    assert game.obj(mine).controller == game.player("Bob")
    cast(game, card("Each player gains control of all creatures he or she owns.", name="Homeward"))
    assert game.obj(mine).controller == game.player("Alice")
    assert game.obj(theirs).controller == game.player("Bob")


def test_search_its_controllers_zones_for_cards_with_the_same_name(game):
    from cardtext.runtime.engine.decider import Answer, ChoiceKind
    relic = card("{T}: You gain 1 life.", "Artifact", name="Relic")
    target = game.put_onto_battlefield("Bob", relic)
    game.add_card("Bob", relic, Zone.GRAVEYARD)
    in_hand = game.add_card("Bob", relic)
    game.set_library("Bob", [MEMNITE, relic, FOREST])
    splinter = card("Exile target artifact. Search its controller's graveyard, hand, and library for all "
                    "cards with the same name as that artifact and exile them. Then that player shuffles "
                    "his or her library.", "Sorcery", name="Splinter")
    in_library = next(i for i in game.state.players[game.player("Bob")].library
                      if game.state.objects[i].name == "Relic")
    game.decider.add(Answer(ChoiceKind.CHOOSE, [in_hand, in_library]))
    cast(game, splinter, targets=[[target]])
    assert game.zone("Bob", Zone.EXILE) == ["Relic"] * 4
    assert "Relic" not in game.zone("Bob", Zone.LIBRARY) and len(game.zone("Bob", Zone.LIBRARY)) == 2


def test_if_that_player_controls_a_plains_he_or_she_gains_life(game):
    from rt_cards import PLAINS
    from cardtext.runtime.characteristics import Step
    game.put_onto_battlefield("Alice", card("At the beginning of each player's upkeep, if that player "
                                            "controls a Plains, he or she gains 1 life.", "Enchantment",
                                            name="Sanctuary"))
    game.put_onto_battlefield("Bob", PLAINS)
    game.advance_to(Step.UPKEEP, "Bob")
    game.resolve_stack()
    assert game.life("Bob") == 21
    game.advance_to(Step.UPKEEP, "Alice")              # Alice controls no Plains: no trigger
    game.resolve_stack()
    assert game.life("Alice") == 20 and game.life("Bob") == 21


def test_combat_damage_to_defending_player_triggers(game):
    from cardtext.runtime.characteristics import Step
    from cardtext.runtime.engine.decider import Answer, ChoiceKind
    rat = card("Whenever ~ deals combat damage to defending player, you may destroy target artifact that "
               "player controls.", "Creature — Rat", name="Rat", pt=("1", "1"))
    game.put_onto_battlefield("Alice", rat)
    relic = card("{T}: You gain 1 life.", "Artifact", name="Relic")
    game.put_onto_battlefield("Alice", relic)
    game.put_onto_battlefield("Bob", relic)
    game.declare_attackers("Alice", ["Rat"])
    game.declare_blockers("Bob", {})
    game.decider.add(Answer(ChoiceKind.MAY, [True]))    # the only legal target: Bob's Relic
    game.advance_to(Step.END_OF_COMBAT)
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Relic"] and game.zone("Alice", Zone.GRAVEYARD) == []


def _relics_everywhere(game):
    relic = card("{T}: You gain 1 life.", "Artifact", name="Relic")
    game.add_card("Bob", relic, Zone.GRAVEYARD)
    in_hand = game.add_card("Bob", relic)
    game.set_library("Bob", [MEMNITE, relic, FOREST])
    in_library = next(i for i in game.state.players[game.player("Bob")].library
                      if game.state.objects[i].name == "Relic")
    return in_hand, in_library


def test_a_card_name_chosen_as_the_spell_resolves_exiles_all_of_them_from_the_graveyard(game):
    """CR 201.3, 701.19b: the caster chooses a nonland card name as the spell resolves; every
    card with it in the graveyard is exiled, those in hand and library the searcher finds."""
    from cardtext.runtime.engine.decider import Answer, ChoiceKind
    in_hand, in_library = _relics_everywhere(game)
    extraction = card("Choose a nonland card name. Search target player's graveyard, hand, and library for "
                      "all cards with that name and exile them. Then that player shuffles his or her library.",
                      name="Extraction")
    game.decider.add(Answer(ChoiceKind.CHOOSE, "Relic"))
    game.decider.add(Answer(ChoiceKind.CHOOSE, [in_hand, in_library]))
    cast(game, extraction, targets=[["Bob"]])
    assert game.zone("Bob", Zone.EXILE) == ["Relic"] * 3
    assert sorted(game.zone("Bob", Zone.LIBRARY)) == ["Forest", "Memnite"]


def test_any_number_of_cards_with_the_chosen_name_may_leave_some_in_the_graveyard(game):
    """CR 701.19b: "any number of cards with that name": the searcher may leave the graveyard's
    copy too."""
    from cardtext.runtime.engine.decider import Answer, ChoiceKind
    in_hand, _ = _relics_everywhere(game)
    memory = card("Choose a nonland card name. Search target player's graveyard, hand, and library for any "
                  "number of cards with that name and exile them. Then that player shuffles his or her library.",
                  name="Memory")
    game.decider.add(Answer(ChoiceKind.CHOOSE, "Relic"))
    game.decider.add(Answer(ChoiceKind.CHOOSE, [in_hand]))
    cast(game, memory, targets=[["Bob"]])
    assert game.zone("Bob", Zone.EXILE) == ["Relic"]
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Relic"]


def test_creatures_target_player_controls_get_the_pump_and_no_one_elses(game):
    alice_bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    bob_bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    cast(game, card("Creatures target player controls get +1/+1 until end of turn.", "Instant"),
         targets=[["Bob"]])
    assert game.pt(bob_bears) == (3, 3) and game.pt(alice_bears) == (2, 2)


def test_untap_them_untaps_the_creatures_target_player_controls(game):
    alice_bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    bob_bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.obj(alice_bears).tapped = True
    game.obj(bob_bears).tapped = True
    cast(game, card("Creatures target player controls get +2/+2 until end of turn. Untap them."),
         targets=[["Bob"]])
    assert game.pt(bob_bears) == (4, 4) and not game.is_tapped(bob_bears)
    assert game.is_tapped(alice_bears) and game.pt(alice_bears) == (2, 2)

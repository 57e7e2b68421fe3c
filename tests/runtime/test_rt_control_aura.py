"""Control-changing Auras compiled from rules text and played: "You control enchanted
creature." is a layer-2 continuous effect (CR 613.1b) that lasts while the Aura is attached
(CR 303.4); when it ends the permanent returns to its previous controller."""
from rt_cards import GRIZZLY_BEARS

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Zone
from cardtext.runtime.engine.turn import check_sba
from cardtext.runtime.engine.zones import move


def aura(text: str = "Enchant creature\nYou control enchanted creature.", name: str = "Borrowing Aura"):
    compiled = compile_card(CardSource(name, text, "", "Enchantment — Aura"))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


def enchant_bobs_bears(game):
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    oid = game.add_card("Alice", aura())
    game.cast("Alice", oid, targets=[[bears]])
    game.resolve_stack()
    return game.state.objects[bears], game.obj("Borrowing Aura")


def test_the_auras_controller_controls_the_enchanted_creature(game):
    bears, _ = enchant_bobs_bears(game)
    assert bears.controller == game.player("Alice")
    assert not bears.controlled_since_turn_start          # CR 302.6: it can't attack this turn


def test_when_the_aura_leaves_the_creature_returns_to_its_previous_controller(game):
    bears, borrowing = enchant_bobs_bears(game)
    move(game, borrowing.id, Zone.GRAVEYARD)
    check_sba(game)
    assert bears.controller == game.player("Bob") and bears.control_attached is None


def test_the_effect_follows_the_auras_controller(game):
    bears, borrowing = enchant_bobs_bears(game)
    borrowing.controller = game.player("Bob")             # someone else takes the Aura
    check_sba(game)
    assert bears.controller == game.player("Bob")


def test_an_aura_that_would_enchant_your_own_creature_changes_nothing(game):
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    oid = game.add_card("Alice", aura())
    game.cast("Alice", oid, targets=[[bears]])
    game.resolve_stack()
    assert game.state.objects[bears].controller == game.player("Alice")
    move(game, game.obj("Borrowing Aura").id, Zone.GRAVEYARD)
    check_sba(game)
    assert game.state.objects[bears].controller == game.player("Alice")


def test_untap_and_gain_control_until_end_of_turn(game):
    compiled = compile_card(CardSource("Borrow", "Untap target creature and gain control of it until "
                                       "end of turn.", "", "Sorcery"))
    assert compiled.fully_compiled
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.state.objects[bears].tapped = True
    oid = game.add_card("Alice", compiled.definition)
    game.cast("Alice", oid, targets=[[bears]])
    game.resolve_stack()
    o = game.state.objects[bears]
    assert not o.tapped and o.controller == game.player("Alice")


TAX = "Whenever an opponent casts a spell, that player loses 2 life unless he or she pays {2}."


def _tax_bears(game, bobs_mana: str):
    from cardtext.runtime.engine.decider import Answer, ChoiceKind
    tax = compile_card(CardSource("Tax Field", TAX, "", "Enchantment"))
    assert tax.fully_compiled
    game.put_onto_battlefield("Alice", tax.definition)
    bears = game.add_card("Bob", GRIZZLY_BEARS)
    game.add_mana("Bob", bobs_mana)
    game.set_step(game.step, "Bob")
    game.cast("Bob", bears)
    game.decider.add(Answer(ChoiceKind.UNLESS, True))
    game.resolve_stack()


def test_unless_he_or_she_pays_is_paid_by_that_player(game):
    _tax_bears(game, "GGGG")               # {1}{G} for the bears, {2} for the tax
    assert game.life("Bob") == 20


def test_unless_he_or_she_pays_when_that_player_cant_pay(game):
    game.add_mana("Alice", "GG")           # Alice's mana doesn't pay Bob's tax
    _tax_bears(game, "GG")
    assert game.life("Bob") == 18 and game.life("Alice") == 20


def test_destroy_all_creatures_of_the_creature_type_of_your_choice(game):
    import dataclasses
    from cardtext.runtime.engine.decider import Answer, ChoiceKind
    wipe = compile_card(CardSource("Type Wipe", "Destroy all creatures of the creature type of your "
                                   "choice.", "", "Sorcery"))
    assert wipe.fully_compiled
    game.put_onto_battlefield("Bob", dataclasses.replace(GRIZZLY_BEARS, subtypes=("Bear",)))
    game.put_onto_battlefield("Alice", dataclasses.replace(GRIZZLY_BEARS, subtypes=("Bear",)))
    elf = game.put_onto_battlefield("Bob", dataclasses.replace(GRIZZLY_BEARS, name="Elf", subtypes=("Elf",)))
    spell = game.add_card("Alice", wipe.definition)
    game.decider.add(Answer(ChoiceKind.CHOOSE, "Bear"))      # chosen as it resolves
    game.cast("Alice", spell)
    game.resolve_stack()
    assert [o.name for o in game.battlefield()] == ["Elf"]
    assert game.state.objects[elf].zone is Zone.BATTLEFIELD


def test_whenever_a_creature_attacks_you_or_a_planeswalker_you_control(game):
    from rt_cards import ORNITHOPTER
    from cardtext.runtime.characteristics import Step
    reckoning = compile_card(CardSource("Reckoning", "Whenever a creature attacks you or a planeswalker "
                                        "you control, that creature's controller loses 1 life.", "", "Enchantment"))
    assert reckoning.fully_compiled
    game.put_onto_battlefield("Alice", reckoning.definition)
    game.put_onto_battlefield("Alice", ORNITHOPTER)
    game.declare_attackers("Alice", ["Ornithopter"])      # Alice attacks Bob: not "you"
    game.resolve_stack()
    assert game.life("Alice") == 20
    game.advance_to(Step.MAIN1, "Bob")
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.declare_attackers("Bob", ["Grizzly Bears"])
    game.resolve_stack()
    assert game.life("Bob") == 19


def test_target_land_becomes_the_basic_land_type_of_your_choice_until_end_of_turn(game):
    from rt_cards import FOREST
    from cardtext.runtime.characteristics import ManaType, Step
    from cardtext.runtime.engine.decider import Answer, ChoiceKind
    jinx = compile_card(CardSource("Type Jinx", "Target land becomes the basic land type of your choice "
                                   "until end of turn.", "", "Instant"))
    assert jinx.fully_compiled
    forest = game.put_onto_battlefield("Bob", FOREST)
    spell = game.add_card("Alice", jinx.definition)
    game.decider.add(Answer(ChoiceKind.CHOOSE, "Island"))
    game.cast("Alice", spell, targets=[[forest]])
    game.resolve_stack()
    land = game.state.objects[forest]
    assert land.definition.subtypes == ("Island",)                 # CR 305.7: replaces Forest
    (mana,) = land.definition.abilities                            # only the Island's mana ability
    assert mana.effects[0].production.options == ((ManaType.BLUE,),)
    game.advance_to(Step.MAIN1, "Bob")                             # cleanup: it ends (CR 514.2)
    assert game.state.objects[forest].definition.subtypes == ("Forest",)


def test_target_land_becomes_a_named_basic_land_type_until_end_of_turn(game):
    """"Target land becomes an Island until end of turn": nobody chooses; as with a chosen type
    the Island replaces the land's types and mana ability (CR 305.7), until cleanup (CR 514.2)."""
    from rt_cards import FOREST
    from cardtext.runtime.characteristics import ManaType, Step
    hex_ = compile_card(CardSource("Tide Hex", "Target land becomes an Island until end of turn.", "", "Instant"))
    assert hex_.fully_compiled, [d.render() for d in hex_.diagnostics]
    forest = game.put_onto_battlefield("Bob", FOREST)
    game.cast("Alice", game.add_card("Alice", hex_.definition), targets=[[forest]])
    game.resolve_stack()                                           # no choice asked: none is queued
    land = game.state.objects[forest]
    assert land.definition.subtypes == ("Island",)
    (mana,) = land.definition.abilities
    assert mana.effects[0].production.options == ((ManaType.BLUE,),)
    game.advance_to(Step.MAIN1, "Bob")
    assert game.state.objects[forest].definition.subtypes == ("Forest",)


def test_becoming_a_creature_type_is_not_read_as_a_land_type():
    coward = compile_card(CardSource("Coward Hex", "Target creature becomes a Coward until end of turn.", "", "Instant"))
    assert [d.code for d in coward.diagnostics] == ["CT301"]


def test_an_opponent_gains_control_of_it(game):
    horse = compile_card(CardSource("Gift Horse", "When ~ enters, an opponent gains control of it.", "",
                                    "Creature — Horse", power="0", toughness="4"))
    assert horse.fully_compiled
    oid = game.add_card("Alice", horse.definition)
    game.cast("Alice", oid)
    game.resolve_stack()                                   # the creature spell, then its trigger
    game.resolve_stack()
    assert game.obj("Gift Horse").controller == game.player("Bob")


def test_an_opponent_is_chosen_among_several():
    from rt_cards import WASTES as LIBRARY_FILLER
    from cardtext.runtime.characteristics import Step
    from cardtext.runtime.engine.decider import Answer, ChoiceKind, ScriptedDecider
    from cardtext.runtime.game import Game
    game3 = Game(("Alice", "Bob", "Carol"), ScriptedDecider())
    game3.set_step(Step.MAIN1, "Alice", turn=3)
    for player in ("Alice", "Bob", "Carol"):
        game3.set_library(player, [LIBRARY_FILLER] * 10)
    horse = compile_card(CardSource("Gift Horse", "When ~ enters, an opponent gains control of it.", "",
                                    "Creature — Horse", power="0", toughness="4"))
    oid = game3.add_card("Alice", horse.definition)
    game3.decider.add(Answer(ChoiceKind.CHOOSE, game3.player("Carol")))
    game3.cast("Alice", oid)
    game3.resolve_stack()
    game3.resolve_stack()
    assert game3.obj("Gift Horse").controller == game3.player("Carol")

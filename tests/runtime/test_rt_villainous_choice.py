"""Face a villainous choice (CR 701.55, current rules; the 2022 text has no such action): the player
facing it chooses one of two options, then everything in that option happens (701.55a); an option
that can't happen may still be chosen (701.55b); several players choose in APNAP order (701.55d).
The cards are made up: "that player" in an option is the player facing the choice, "you" the
controller of the ability."""
from rt_cards import GRIZZLY_BEARS

from cardtext.compiler.api import compile_card
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime import effects as E
from cardtext.runtime.engine.decider import Answer, ChoiceKind, ScriptedDecider
from cardtext.runtime.engine.evaluation import Context
from cardtext.runtime.engine.vm import run
from cardtext.runtime.filters import Fixed, PlayerRef
from cardtext.runtime.game import Game
from cardtext.runtime.characteristics import Step, Zone

LOSE_OR_DRAW = "Each opponent faces a villainous choice — That player loses 3 life, or you draw two cards."


def spell(text: str):
    compiled = compile_card(CardSource("Villainy", text, "{2}{B}", "Sorcery"))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    assert all(c.equal for c in check_card(compiled))
    return compiled.definition


def cast_effects(game, text: str) -> None:
    (ability,) = spell(text).abilities
    run(game, Context(controller=0, source_id=0), ability.effects)


def test_each_opponent_faces_the_choice_and_that_player_is_the_one_facing_it():
    """CR 701.55a: the instruction names who faces the choice and the two options' effects."""
    (ability,) = spell(LOSE_OR_DRAW).abilities
    assert ability.effects == (E.FaceVillainousChoice(
        PlayerRef.EACH_OPPONENT, (E.LoseLife(Fixed(3), PlayerRef.EVENT_PLAYER),), (E.Draw(Fixed(2)),)),)


def test_target_opponent_faces_the_choice():
    """"Target opponent faces a villainous choice — ...": the opponent is a target of the spell."""
    (ability,) = spell("Target opponent faces a villainous choice — That player discards a card, "
                       "or you gain 4 life.").abilities
    assert len(ability.targets) == 1 and ability.effects[0].players is PlayerRef.TARGET_PLAYER


def test_the_player_facing_it_chooses_and_only_that_option_happens(game):
    """CR 701.55a: Bob chooses to lose 3 life: Alice draws nothing."""
    game.decider.add(Answer(ChoiceKind.CHOOSE, "the first option"))
    hand = len(game.zone("Alice", Zone.HAND))
    cast_effects(game, LOSE_OR_DRAW)
    assert game.state.players[1].life == 17 and len(game.zone("Alice", Zone.HAND)) == hand


def test_the_other_option_happens_to_its_controller(game):
    """CR 701.55a: Bob chooses the second option: Alice ("you") draws two cards; Bob loses no life."""
    game.decider.add(Answer(ChoiceKind.CHOOSE, "the second option"))
    hand = len(game.zone("Alice", Zone.HAND))
    cast_effects(game, LOSE_OR_DRAW)
    assert game.state.players[1].life == 20 and len(game.zone("Alice", Zone.HAND)) == hand + 2


def test_an_option_that_cant_happen_may_be_chosen(game):
    """CR 701.55b: Bob controls no creature and may still choose to sacrifice one: nothing happens,
    and Alice gains no life."""
    game.decider.add(Answer(ChoiceKind.CHOOSE, "the first option"))
    cast_effects(game, "Each opponent faces a villainous choice — That player sacrifices a creature, "
                       "or you gain 4 life.")
    assert game.state.players[0].life == 20


def test_several_players_choose_in_apnap_order_each_for_themselves():
    """CR 701.55d: Alice's opponents Bob and Carol each face the choice, Bob first (APNAP order,
    CR 101.4); "that player" is each of them in turn: Bob loses 3 life, Carol chooses that Alice
    draws two cards."""
    game = Game(("Alice", "Bob", "Carol"), ScriptedDecider())
    game.set_step(Step.MAIN1, "Alice", turn=3)
    for player in ("Alice", "Bob", "Carol"):
        game.set_library(player, [GRIZZLY_BEARS] * 5)
    game.decider.add(Answer(ChoiceKind.CHOOSE, "the first option"), Answer(ChoiceKind.CHOOSE, "the second option"))
    cast_effects(game, LOSE_OR_DRAW)
    assert [p.life for p in game.state.players] == [20, 17, 20]
    assert len(game.zone("Alice", Zone.HAND)) == 2
    made = [entry.text for entry in game.log.entries if entry.kind == "villainous"]
    assert made == ["Bob faces a villainous choice and chooses the first option",
                    "Carol faces a villainous choice and chooses the second option"]

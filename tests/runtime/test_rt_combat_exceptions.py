"""Exceptions to the rules of combat that a card's text makes: a blocked creature assigning its
combat damage as though it weren't blocked (CR 510.1c)."""
from rt_cards import GRIZZLY_BEARS

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.abilities import AssignsAsThoughUnblocked
from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.engine.decider import Answer, ChoiceKind
from cardtext.runtime.filters import SelfRef


def card(text: str, name: str, type_line: str = "Creature — Wolf", **kw):
    compiled = compile_card(CardSource(name, text, "", type_line, **kw))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


PACK = card("You may have Pack Leader assign its combat damage as though it weren't blocked.", "Pack Leader",
            power="3", toughness="3")


def _blocked_fight(game, answer: bool):
    game.decider.add(Answer(ChoiceKind.MAY, answer))
    pack = game.put_onto_battlefield("Alice", PACK)
    game.obj(pack).controlled_since_turn_start = True
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.declare_attackers("Alice", [pack])
    game.declare_blockers("Bob", {bears: pack})
    game.advance_to(Step.END_OF_COMBAT)


def test_the_line_is_a_static_ability_about_itself():
    (ability,) = PACK.abilities
    assert ability.effect == AssignsAsThoughUnblocked(SelfRef())


def test_its_controller_may_have_it_assign_all_its_damage_to_the_defending_player(game):
    # CR 510.1c: the exception; the blocker is dealt none of it
    _blocked_fight(game, True)
    assert game.life("Bob") == 17
    assert "Grizzly Bears" not in game.zone("Bob", Zone.GRAVEYARD)
    assert game.obj("Grizzly Bears").damage == 0


def test_declining_it_assigns_the_damage_to_the_blocker_as_usual(game):
    # CR 510.1c: a blocked creature assigns its combat damage to the creatures blocking it
    _blocked_fight(game, False)
    assert game.life("Bob") == 20
    assert "Grizzly Bears" in game.zone("Bob", Zone.GRAVEYARD)


def test_an_unblocked_attacker_is_not_asked(game):
    pack = game.put_onto_battlefield("Alice", PACK)
    game.obj(pack).controlled_since_turn_start = True
    game.declare_attackers("Alice", [pack])
    game.declare_blockers("Bob", {})
    game.advance_to(Step.END_OF_COMBAT)        # the scripted decider has no answer to give
    assert game.life("Bob") == 17

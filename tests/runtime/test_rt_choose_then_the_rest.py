""""That player chooses up to two creatures he or she controls, then sacrifices the rest", "each
player chooses three permanents he or she controls, then sacrifices the rest", "Choose up to one
creature. Destroy the rest." (CR 608.2d): the chooser picks that many (none to that many) as the
effect happens; "the rest" is what they chose among that they didn't choose, and each player
sacrifices only what they control of it, all at once (CR 701.17a)."""
from rt_cards import ELITE_VANGUARD, GRIZZLY_BEARS, RUNECLAW_BEAR

from cardtext.compiler.api import compile_card
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.effects import Choose
from cardtext.runtime.engine.decider import Answer, ChoiceKind


def card(name: str, text: str, type_line: str, **kw):
    result = compile_card(CardSource(name, text, kw.pop("cost", ""), type_line, **kw))
    assert result.fully_compiled, [d.render() for d in result.diagnostics]
    assert all(c.equal for c in check_card(result))
    return result.definition


def test_up_to_two_is_a_choice_of_none_to_two():
    fiend = card("End Fiend", "At the beginning of each opponent's end step, that player chooses up to two "
                 "creatures he or she controls, then sacrifices the rest.", "Creature — Demon", power="6", toughness="6")
    choose, _sacrifice = fiend.abilities[0].effects
    assert isinstance(choose, Choose) and (choose.minimum, choose.maximum) == (0, 2)


def test_that_player_keeps_two_and_sacrifices_the_rest_of_theirs(game):
    """CR 608.2d: Bob chooses two of his three creatures; the third is sacrificed, Alice's stays."""
    game.put_onto_battlefield("Alice", card("End Fiend", "At the beginning of each opponent's end step, that "
                                            "player chooses up to two creatures he or she controls, then "
                                            "sacrifices the rest.", "Creature — Demon", power="6", toughness="6"))
    alice_bear = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    runeclaw = game.put_onto_battlefield("Bob", RUNECLAW_BEAR)
    game.put_onto_battlefield("Bob", ELITE_VANGUARD)
    game.set_step(Step.MAIN2, "Bob", turn=4)
    game.decider.add(Answer(ChoiceKind.CHOOSE, [bears, runeclaw]))
    game.advance_to(Step.END)
    game.resolve_stack()
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Elite Vanguard"]
    assert game.state.objects[alice_bear].zone is Zone.BATTLEFIELD


def test_each_player_keeps_three_permanents(game):
    """CR 608.2d, 101.4: each player chooses among their own, in turn order; every permanent not
    chosen is sacrificed by its controller."""
    purge = card("Purge", "Each player chooses three permanents he or she controls, then sacrifices the rest.",
                 "Sorcery", cost="{2}{W}")
    alice = [game.put_onto_battlefield("Alice", GRIZZLY_BEARS) for _ in range(4)]
    bob = [game.put_onto_battlefield("Bob", RUNECLAW_BEAR) for _ in range(2)]
    oid = game.add_card("Alice", purge)
    game.add_mana("Alice", "WWW")
    game.decider.add(Answer(ChoiceKind.CHOOSE, alice[:3]), Answer(ChoiceKind.CHOOSE, bob))
    game.cast("Alice", oid)
    game.resolve_stack()
    assert sorted(game.state.battlefield) == sorted(alice[:3] + bob)
    assert sorted(game.zone("Alice", Zone.GRAVEYARD)) == ["Grizzly Bears", "Purge"]


def test_choose_up_to_one_creature_destroy_the_rest(game):
    """CR 608.2d: you choose one creature among all of them; every other creature is destroyed."""
    blast = card("Blast", "Choose up to one creature. Destroy the rest.", "Sorcery", cost="{W}")
    keep = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.put_onto_battlefield("Bob", RUNECLAW_BEAR)
    game.put_onto_battlefield("Alice", ELITE_VANGUARD)
    oid = game.add_card("Alice", blast)
    game.add_mana("Alice", "W")
    game.decider.add(Answer(ChoiceKind.CHOOSE, [keep]))
    game.cast("Alice", oid)
    game.resolve_stack()
    assert game.state.battlefield == [keep]


def test_choosing_x_objects_is_unsupported():
    result = compile_card(CardSource("Purge", "Each player chooses X lands he or she controls, then sacrifices "
                                     "the rest.", "{X}", "Sorcery"))
    assert not result.fully_compiled

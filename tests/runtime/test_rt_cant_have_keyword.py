""""Creatures your opponents control lose flying and can't have or gain flying" (CR 613.1f,
613.7): a layer-6 loss that no grant gives back, whatever its timestamp; the controller's own
creatures keep the keyword, and it comes back once the source is gone."""
from rt_cards import ORNITHOPTER, cast_and_resolve
from rt_compiled import round_tripped

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.engine.query import keywords
from cardtext.runtime.characteristics import Zone

ARCHETYPE = ("Creatures you control have flying.\n"
             "Creatures your opponents control lose flying and can't have or gain flying.")


def compiled(text: str, name: str, type_line: str, mana: str = "{1}{U}", pt=(None, None)):
    return round_tripped(name, text, mana, type_line, power=pt[0], toughness=pt[1])


def archetype():
    return compiled(ARCHETYPE, "Test Archetype", "Enchantment Creature — Centaur", "{5}{U}{U}", ("6", "4"))


def flies(game, oid) -> bool:
    return "flying" in keywords(game.state, game.state.objects[oid])


def test_opponents_creatures_lose_flying_and_the_controllers_keep_it(game):
    game.put_onto_battlefield("Alice", archetype())
    mine, theirs = game.put_onto_battlefield("Alice", ORNITHOPTER), game.put_onto_battlefield("Bob", ORNITHOPTER)
    assert flies(game, mine) and not flies(game, theirs)


def test_a_later_grant_does_not_give_flying_back(game):
    """CR 613.7: a plain loss would be undone by a later "gains flying"; this one is not."""
    game.put_onto_battlefield("Alice", archetype())
    theirs = game.put_onto_battlefield("Bob", ORNITHOPTER)
    game.add_mana("Alice", "U")
    cast_and_resolve(game, compiled("Target creature gains flying until end of turn.", "Test Wings", "Instant", "{U}"),
                     targets=[[theirs]])
    assert not flies(game, theirs)


def test_a_plain_loss_is_undone_by_a_later_grant(game):
    """The contrast (CR 613.7): "lose flying" alone, then a later "gains flying": it flies."""
    game.put_onto_battlefield("Alice", compiled("Creatures your opponents control lose flying.", "Test Loss",
                                                "Enchantment"))
    theirs = game.put_onto_battlefield("Bob", ORNITHOPTER)
    assert not flies(game, theirs)
    game.add_mana("Alice", "U")
    cast_and_resolve(game, compiled("Target creature gains flying until end of turn.", "Test Wings", "Instant", "{U}"),
                     targets=[[theirs]])
    assert flies(game, theirs)


def test_flying_comes_back_when_the_source_leaves(game):
    source = game.put_onto_battlefield("Alice", archetype())
    theirs = game.put_onto_battlefield("Bob", ORNITHOPTER)
    game.add_mana("Alice", "BB")
    cast_and_resolve(game, compiled("Destroy target creature.", "Test Murder", "Instant", "{B}{B}"), targets=[[source]])
    assert "Test Archetype" in game.zone("Alice", Zone.GRAVEYARD)
    assert flies(game, theirs)



def test_two_different_keywords_are_refused():
    odd = compile_card(CardSource("Test Odd", "Creatures your opponents control lose flying and can't have or gain "
                                  "trample.", "{1}{U}", "Enchantment"))
    assert not odd.fully_compiled

"""Counts read as an effect resolves : "for each creature target player controls"
(CR 107.1, 115.1) and "sacrifice it unless you pay {1} for each card in your hand" (CR 118.12)."""
from rt_cards import MEMNITE, WASTES, cast_and_resolve

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Zone
from cardtext.runtime.engine.decider import Answer, ChoiceKind


def compiled(text: str, type_line: str = "Sorcery", name: str = "Count Card", pt=None):
    power, toughness = pt if pt else (None, None)
    card = compile_card(CardSource(name, text, "", type_line, power=power, toughness=toughness))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    return card.definition


def test_life_for_each_creature_the_target_player_controls(game):
    game.put_onto_battlefield("Alice", MEMNITE)
    for _ in range(2):
        game.put_onto_battlefield("Bob", MEMNITE)
    congregation = compiled("You gain 2 life for each creature target player controls.")
    cast_and_resolve(game, congregation, targets=[["Bob"]])
    assert game.life("Alice") == 24          # Bob's two creatures, not Alice's one


def test_draw_for_each_tapped_creature_target_opponent_controls(game):
    game.put_onto_battlefield("Bob", MEMNITE)
    tapped = game.put_onto_battlefield("Bob", MEMNITE)
    game.state.objects[tapped].tapped = True
    before = len(game.zone("Alice", Zone.HAND))
    cast_and_resolve(game, compiled("Draw a card for each tapped creature target opponent controls."),
                     targets=[["Bob"]])
    assert len(game.zone("Alice", Zone.HAND)) == before + 1


SLOTH = "When Count Card enters, sacrifice it unless you pay {1} for each card in your hand."


def _cast_sloth(game, mana: str, pay: bool):
    for _ in range(2):
        game.add_card("Alice", WASTES)            # two cards stay in hand: the cost is {1}{1}
    game.add_mana("Alice", mana)
    cast_and_resolve(game, compiled(SLOTH, "Creature — Beast", pt=("4", "4")),
                     answers=[Answer(ChoiceKind.UNLESS, pay)])
    return [o.name for o in game.battlefield()]


def test_paying_once_for_each_card_in_hand_keeps_it(game):
    assert "Count Card" in _cast_sloth(game, "GG", True)
    assert game.zone("Alice", Zone.GRAVEYARD) == []


def test_one_mana_is_not_enough_for_two_cards_in_hand(game):
    assert "Count Card" not in _cast_sloth(game, "G", True)
    assert game.zone("Alice", Zone.GRAVEYARD) == ["Count Card"]


FUMIGATE = "Destroy all creatures. You gain 1 life for each creature destroyed this way."


def test_life_for_each_creature_destroyed_this_way(game):
    game.put_onto_battlefield("Alice", MEMNITE)
    for _ in range(2):
        game.put_onto_battlefield("Bob", MEMNITE)
    cast_and_resolve(game, compiled(FUMIGATE))
    assert game.life("Alice") == 23 and game.battlefield() == []


def test_an_indestructible_creature_is_not_destroyed_so_not_counted(game):
    game.put_onto_battlefield("Bob", MEMNITE)
    game.put_onto_battlefield("Bob", compiled("Indestructible", "Creature — Golem", "Stone Wall", ("0", "4")))
    cast_and_resolve(game, compiled(FUMIGATE))
    assert game.life("Alice") == 21
    assert [o.name for o in game.battlefield()] == ["Stone Wall"]


def test_cant_be_regenerated_keeps_the_count(game):
    for _ in range(2):
        game.put_onto_battlefield("Bob", MEMNITE)
    before = len(game.zone("Alice", Zone.HAND))
    cast_and_resolve(game, compiled("Destroy all creatures. They can't be regenerated. "
                                    "Draw a card for each creature destroyed this way."))
    assert len(game.zone("Alice", Zone.HAND)) == before + 2


def test_that_creatures_power_is_the_sacrificed_creatures_last_known_power(game):
    from rt_cards import GRIZZLY_BEARS
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    before = len(game.zone("Alice", Zone.HAND))
    disciple = compiled("When Count Card enters, sacrifice another creature. You gain X life and draw X "
                        "cards, where X is that creature's power.", "Creature — Human Wizard", pt=("2", "1"))
    cast_and_resolve(game, disciple)
    assert game.zone("Alice", Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert game.life("Alice") == 22
    assert len(game.zone("Alice", Zone.HAND)) == before + 2


def test_nothing_to_sacrifice_counts_zero(game):
    disciple = compiled("When Count Card enters, sacrifice another creature. You gain life equal to "
                        "that creature's toughness.", "Creature — Human Wizard", pt=("2", "1"))
    cast_and_resolve(game, disciple)
    assert game.life("Alice") == 20


def test_target_creature_deals_damage_to_itself_equal_to_its_power(game):
    from rt_cards import GRIZZLY_BEARS
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    cast_and_resolve(game, compiled("Target creature deals damage to itself equal to its power.", "Instant"),
                     targets=[["Grizzly Bears"]])
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Grizzly Bears"]


def test_a_creature_tougher_than_its_power_survives_its_own_damage(game):
    wall = compiled("Defender", "Creature — Wall", "Stone Wall", ("1", "4"))
    game.put_onto_battlefield("Bob", wall)
    cast_and_resolve(game, compiled("Target creature deals damage to itself equal to its power.", "Instant"),
                     targets=[["Stone Wall"]])
    (stone,) = game.battlefield()
    assert stone.name == "Stone Wall" and stone.damage == 1


def test_devotion_counts_mana_symbols_of_that_colour_among_your_permanents(game):
    from rt_cards import creature
    game.put_onto_battlefield("Alice", creature("Black Knight", 2, 2, "{B}{B}"))
    game.put_onto_battlefield("Alice", creature("Hybrid Imp", 1, 1, "{1}{B/R}"))
    game.put_onto_battlefield("Alice", creature("Red Imp", 1, 1, "{R}"))
    game.put_onto_battlefield("Bob", creature("Dark Knight", 2, 2, "{B}{B}"))   # not Alice's
    cast_and_resolve(game, compiled("Each opponent loses X life, where X is your devotion to black."))
    assert game.life("Bob") == 17             # {B}{B} and the hybrid {B/R} once (CR 700.5)

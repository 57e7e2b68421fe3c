"""Revealing a card from your hand as a cost (CR 701.16a, 601.2h): "As an additional cost to cast
this spell, reveal a Kithkin card from your hand or pay {3}." The revealed card stays in the
hand; a player with no such card can't choose that cost (CR 118.3) and pays the mana instead."""
import pytest
from rt_compiled import round_tripped

from cardtext.runtime.abilities import AdditionalCost
from cardtext.runtime.characteristics import Zone
from cardtext.runtime.costs import EitherCost, ManaCost, RevealFromHand
from cardtext.runtime.engine.decider import Answer, ChoiceKind
from cardtext.runtime.errors import IllegalAction


STALWART = round_tripped("Kithkin Stalwart", "As an additional cost to cast this spell, reveal a Kithkin card from your "
                         "hand or pay {3}.", "{W}", "Creature — Kithkin Soldier", power="2", toughness="2")
KITHKIN = round_tripped("Kithkin Friend", "", "{W}", "Creature — Kithkin", power="1", toughness="1")
ELF = round_tripped("Elf Friend", "", "{G}", "Creature — Elf", power="1", toughness="1")


def test_the_cost_is_a_reveal_of_a_kithkin_card_or_three_mana():
    (static,) = STALWART.abilities
    assert isinstance(static.effect, AdditionalCost)
    either = static.effect.cost
    assert isinstance(either, EitherCost) and isinstance(either.second, ManaCost)
    assert isinstance(either.first, RevealFromHand) and either.first.filter.subtypes == ("Kithkin",)


def test_revealing_a_kithkin_card_pays_it_and_the_card_stays_in_hand(g):
    """CR 701.16a: a revealed card is shown and stays where it was."""
    friend = g.add_card("Alice", KITHKIN)
    g.add_mana("Alice", "W")
    g.cast("Alice", g.add_card("Alice", STALWART))       # the first way it can pay: reveal
    assert g.pool("Alice") == []
    assert friend in g.state.players[g.player("Alice")].hand
    assert any(e.kind == "reveal" and "Kithkin Friend" in e.text for e in g.log.entries)
    g.resolve_stack()
    assert "Kithkin Stalwart" in [o.name for o in g.battlefield()]


def test_without_a_kithkin_card_the_three_mana_is_paid(g):
    g.add_card("Alice", ELF)
    g.add_mana("Alice", "WWWW")
    g.cast("Alice", g.add_card("Alice", STALWART))
    assert g.pool("Alice") == []


def test_without_a_kithkin_card_or_the_mana_it_cant_be_cast(g):
    """CR 118.3: a cost that can't be paid can't be chosen; CR 601.2h: the whole cost is paid."""
    g.add_card("Alice", ELF)
    g.add_mana("Alice", "W")
    with pytest.raises(IllegalAction):
        g.cast("Alice", g.add_card("Alice", STALWART))


def test_the_player_may_pay_the_mana_though_they_could_reveal(game):
    game.add_card("Alice", KITHKIN)
    game.add_mana("Alice", "WWWW")
    game.cast("Alice", game.add_card("Alice", STALWART), choices={ChoiceKind.CHOOSE: [1]})
    assert game.pool("Alice") == [] and len(game.zone("Alice", Zone.HAND)) == 1


MARTYR = round_tripped("Test Martyr", "{2}, Reveal X red cards from your hand, Sacrifice this creature: This creature deals X "
                       "damage to each creature without flying.", "{R}", "Creature — Human Shaman", power="1", toughness="1")
RED = round_tripped("Red Friend", "", "{R}", "Creature — Goblin", power="1", toughness="1")
OGRE = round_tripped("Test Ogre", "", "{2}{R}", "Creature — Ogre", power="3", toughness="3")


def test_reveal_x_cards_reveals_as_many_as_the_x_chosen(game):
    """CR 107.3, 602.2b: X is announced as the ability is activated; the cost reveals X different
    red cards from the hand, which stay there."""
    martyr = game.put_onto_battlefield("Alice", MARTYR)
    ogre = game.put_onto_battlefield("Bob", OGRE)
    reds = [game.add_card("Alice", RED) for _ in range(3)]
    game.add_mana("Alice", "CC")
    game.decider.add(Answer(ChoiceKind.CHOOSE, ["Red Friend", "Red Friend#2"]))
    game.activate("Alice", martyr, x=2)
    game.resolve_stack()
    assert all(r in game.state.players[0].hand for r in reds)
    assert game.obj(ogre).damage == 2


def test_fewer_such_cards_than_x_cant_pay(game):
    martyr = game.put_onto_battlefield("Alice", MARTYR)
    game.add_card("Alice", RED)
    game.add_card("Alice", ELF)
    game.add_mana("Alice", "CC")
    with pytest.raises(IllegalAction, match="CR 118.3"):
        game.activate("Alice", martyr, x=2)


CHARGER = round_tripped("Test Charger", "Morph—Reveal a green card in your hand.", "{1}{G}", "Creature — Rhino",
                        power="3", toughness="1")


def test_morph_turned_face_up_by_revealing_a_green_card(game):
    """CR 702.37e: any time they have priority, its controller may turn it face up by paying the
    morph cost, here revealing a green card from their hand (CR 701.16a)."""
    game.add_mana("Alice", "CCC")
    game.cast("Alice", game.add_card("Alice", CHARGER), alt="morph")
    game.resolve_stack()
    (down,) = [i for i in game.state.battlefield if game.obj(i).face_up is not None]
    with pytest.raises(IllegalAction, match="CR 118.3"):
        game.turn_face_up("Alice", down)
    game.add_card("Alice", ELF)
    game.turn_face_up("Alice", down)
    assert game.obj(down).name == "Test Charger" and len(game.state.players[0].hand) == 1


def test_a_morph_cost_of_life_is_paid_as_it_is_turned_face_up(game):
    """CR 702.37e: the morph cost is any cost; "Morph—Pay 5 life." is paid in life."""
    cutthroat = round_tripped("Test Cutthroat", "Morph—Pay 5 life.\nThis creature can't be blocked.", "{3}{B}{B}",
                              "Creature — Zombie", power="3", toughness="4")
    game.add_mana("Alice", "CCC")
    game.cast("Alice", game.add_card("Alice", cutthroat), alt="morph")
    game.resolve_stack()
    (down,) = [i for i in game.state.battlefield if game.obj(i).face_up is not None]
    game.turn_face_up("Alice", down)
    assert game.obj(down).name == "Test Cutthroat" and game.life("Alice") == 15

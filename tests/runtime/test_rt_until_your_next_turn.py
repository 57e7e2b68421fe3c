""""Until your next turn, <effects>." (CR 611.2a, 800.4m): the effects of a resolved loyalty
ability last through the other players' turns and end as its controller's next turn begins."""
from rt_cards import creature

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Step, Zone


def walker(text: str, name: str = "Shield Walker"):
    card = compile_card(CardSource(name, text, "", "Legendary Planeswalker — Kiora", loyalty="4"))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    return card.definition


def bolt(game, target: str, player: str = "Alice") -> None:
    bolt_card = compile_card(CardSource("Bolt", "~ deals 3 damage to any target.", "{R}", "Instant")).definition
    oid = game.add_card(player, bolt_card)
    game.add_mana(player, "R")
    game.cast(player, oid, targets=[target])
    game.resolve_stack()


def shielded_ogre(g) -> int:
    """Bob's 3/4 Ogre under Kiora, the Crashing Wave's +1 shield, activated and resolved."""
    g.put_onto_battlefield("Alice", walker("+1: Until your next turn, prevent all damage that would be dealt "
                                           "to and dealt by target permanent an opponent controls."), as_effect=True)
    ogre = g.put_onto_battlefield("Bob", creature("Ogre", 3, 4))
    g.activate("Alice", "Shield Walker", 0, targets=["Ogre"])
    g.resolve_stack()
    return ogre


def test_damage_to_and_by_the_permanent_is_prevented_through_the_opponents_turn(g):
    """Kiora, the Crashing Wave's "+1: Until your next turn, prevent all damage that would be dealt
    to and dealt by target permanent an opponent controls." The shield outlasts Alice's cleanup
    step (CR 514.2 ends only "this turn" shields) and Bob's whole turn; it ends as Alice's next
    turn begins, when the same damage is dealt again."""
    ogre = shielded_ogre(g)
    g.advance_to(Step.MAIN1, "Bob")
    g.advance_to(Step.END, "Bob")
    assert g.state.objects[ogre].zone is Zone.BATTLEFIELD
    g.advance_to(Step.MAIN1, "Alice")
    bolt(g, "Ogre")
    assert g.state.objects[ogre].damage == 3


def test_the_shield_prevents_damage_during_the_opponents_turn(g):
    """The same shield, asked during Bob's turn: the 3 damage to the Ogre is prevented."""
    ogre = shielded_ogre(g)
    g.advance_to(Step.MAIN1, "Bob")
    bolt(g, "Ogre", player="Bob")
    assert g.state.objects[ogre].damage == 0


def test_damage_the_permanent_would_deal_only_is_prevented(g):
    """Gideon of the Trials's "+1: Until your next turn, prevent all damage target permanent would
    deal.": damage dealt to that permanent is not prevented (CR 615)."""
    g.put_onto_battlefield("Alice", walker("+1: Until your next turn, prevent all damage target permanent "
                                           "would deal."), as_effect=True)
    ogre = g.put_onto_battlefield("Bob", creature("Ogre", 3, 4))
    g.activate("Alice", "Shield Walker", 0, targets=["Ogre"])
    g.resolve_stack()
    bolt(g, "Ogre")
    assert g.state.objects[ogre].damage == 3


def test_a_keyword_gained_until_your_next_turn_ends_as_that_turn_begins(g):
    """"+1: Until your next turn, target creature gains indestructible." (CR 611.2a): it still has
    indestructible in Bob's turn, and no more once Alice's next turn begins."""
    g.put_onto_battlefield("Alice", walker("+1: Until your next turn, target creature gains indestructible."),
                           as_effect=True)
    bear = g.put_onto_battlefield("Alice", creature("Bear", 2, 2))
    g.activate("Alice", "Shield Walker", 0, targets=["Bear"])
    g.resolve_stack()
    g.advance_to(Step.MAIN1, "Bob")
    assert "indestructible" in g.keywords(bear)
    g.advance_to(Step.MAIN1, "Alice")
    assert "indestructible" not in g.keywords(bear)


def test_a_shield_with_no_duration_at_all_is_reported():
    """Without "this turn" or "Until your next turn, ..." a prevention says nothing of how long it
    lasts: CT301, not an end-of-turn shield."""
    card = compile_card(CardSource("Bare", "Prevent all damage target creature would deal.", "", "Instant"))
    assert not card.fully_compiled
    assert any(d.code == "CT301" and "no duration" in d.message for d in card.diagnostics)

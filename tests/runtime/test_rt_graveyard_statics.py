"""CR 113.6b: a static ability that states it functions in the graveyard ("As long as ~ is in
your graveyard and you control a Mountain, creatures you control have haste") applies from its
owner's graveyard, and only there; the card's other statics don't function there (CR 113.6)."""
from rt_cards import FOREST, GRIZZLY_BEARS, basic

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import ManaType, Zone
from cardtext.runtime.engine import query
from cardtext.runtime.engine.zones import move

MOUNTAIN = basic("Mountain", "Mountain", ManaType.RED)


def _card(name: str, text: str, types: str = "Creature — Incarnation"):
    card = compile_card(CardSource(name, text, "{3}{R}", types, power="2", toughness="2"))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    return card.definition


ANGER = _card("Anger", "Haste\nAs long as Anger is in your graveyard and you control a Mountain, "
                       "creatures you control have haste.")


def test_from_the_graveyard_with_a_mountain_creatures_you_control_have_haste(game):
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Alice", MOUNTAIN)
    game.add_card("Alice", ANGER, Zone.GRAVEYARD)
    assert "haste" in game.keywords(bears)


def test_the_opponents_creatures_do_not_have_haste(game):
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.put_onto_battlefield("Alice", MOUNTAIN)
    game.add_card("Alice", ANGER, Zone.GRAVEYARD)
    assert "haste" not in game.keywords(bears)


def test_without_a_mountain_nothing_has_haste(game):
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Alice", FOREST)
    game.add_card("Alice", ANGER, Zone.GRAVEYARD)
    assert "haste" not in game.keywords(bears)


def test_on_the_battlefield_the_ability_gives_nothing(game):
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Alice", MOUNTAIN)
    game.put_onto_battlefield("Alice", ANGER)
    assert "haste" not in game.keywords(bears)


def test_the_grant_starts_as_the_card_dies_and_ends_as_it_leaves_the_graveyard(game):
    """The board's statics are worked out again as a card enters or leaves a graveyard."""
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Alice", MOUNTAIN)
    anger = game.put_onto_battlefield("Alice", ANGER)
    assert "haste" not in game.keywords(bears)
    move(game, anger, Zone.GRAVEYARD)
    assert "haste" in game.keywords(bears)
    (in_graveyard,) = [i for i in game.state.players[0].graveyard if game.state.objects[i].name == "Anger"]
    move(game, in_graveyard, Zone.EXILE)
    assert "haste" not in game.keywords(bears)


def test_a_graveyard_cards_other_statics_do_not_function_there(game):
    """An anthem printed beside the graveyard ability works on the battlefield only (CR 113.6)."""
    both = _card("Rally Spirit", "Other creatures you control get +1/+1.\nAs long as Rally Spirit is in your "
                                 "graveyard, creatures you control have haste.")
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.add_card("Alice", both, Zone.GRAVEYARD)
    assert game.pt(bears) == (2, 2) and "haste" in game.keywords(bears)


def test_an_ability_granted_from_the_graveyard(game):
    """Riftstone Portal: lands you control have "{T}: Add {G} or {W}." while it is in your graveyard."""
    portal = _card("Riftstone Portal", "{T}: Add {C}.\nAs long as Riftstone Portal is in your graveyard, "
                                       "lands you control have \"{T}: Add {G} or {W}.\"", "Land")
    mountain = game.put_onto_battlefield("Alice", MOUNTAIN)
    before = len(query.all_abilities(game.state, game.state.objects[mountain]))
    game.add_card("Alice", portal, Zone.GRAVEYARD)
    assert len(query.all_abilities(game.state, game.state.objects[mountain])) == before + 1

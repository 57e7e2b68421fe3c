"""Emblems (CR 114): "You get an emblem with ..." puts an object with only that ability into the
player's command zone (CR 114.2-3); its static and triggered abilities work from there (CR 114.4)
and nothing removes it when the card that made it is gone."""
from rt_cards import GRIZZLY_BEARS, cast_and_resolve

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Zone
from cardtext.runtime.engine.query import power_toughness


def compiled(text: str, type_line: str = "Sorcery", name: str = "Emblem Card"):
    card = compile_card(CardSource(name, text, "", type_line))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    return card.definition


def test_the_emblem_is_in_its_owners_command_zone_with_no_other_characteristics(game):
    cast_and_resolve(game, compiled('You get an emblem with "Creatures you control get +1/+0."'))
    (emblem,) = [game.state.objects[i] for i in game.state.players[0].command]
    assert emblem.zone is Zone.COMMAND and emblem.owner == emblem.controller == 0
    d = emblem.definition
    assert (d.name, d.types, d.subtypes, d.colors, len(d.abilities)) == ("", (), (), (), 1)


def test_a_static_ability_of_an_emblem_applies_from_the_command_zone(game):
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    cast_and_resolve(game, compiled('You get an emblem with "Creatures you control get +1/+0."'))
    assert power_toughness(game.state, game.state.objects[bears]) == (3, 2)
    assert game.zone("Alice", Zone.GRAVEYARD) == ["Emblem Card"]     # its card is gone; it stays


def test_an_emblem_counters_each_opponents_first_spell_each_turn_only(game):
    """Jace, Unraveler of Secrets's emblem: "Whenever an opponent casts their first spell each
    turn, counter that spell." (CR 114.4, 603.2): Bob's first spell this turn is countered, his
    second is not."""
    from cardtext.runtime.characteristics import Step
    cast_and_resolve(game, compiled('You get an emblem with "Whenever an opponent casts their first spell '
                                    'each turn, counter that spell."'))
    game.advance_to(Step.MAIN1, "Bob")
    for _ in range(2):
        bears = game.add_card("Bob", GRIZZLY_BEARS)
        game.add_mana("Bob", "GG")
        game.cast("Bob", bears)
        game.resolve_stack()
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert game.zone("Bob", Zone.BATTLEFIELD) == ["Grizzly Bears"]


def test_an_emblem_lets_loyalty_abilities_be_activated_in_an_opponents_turn(game):
    """Teferi, Temporal Archmage's emblem, "You may activate loyalty abilities of planeswalkers
    you control on any player's turn any time you could cast an instant." (CR 606.3 as the
    emblem changes it, CR 114.4): without it, Alice can't activate a loyalty ability in Bob's
    turn; with it she can, still once per turn for that planeswalker."""
    import pytest
    from cardtext.runtime.characteristics import Step
    from cardtext.runtime.errors import IllegalAction
    walker = compile_card(CardSource("Life Walker", "+1: You gain 1 life.", "", "Legendary Planeswalker — Test",
                                     loyalty="3")).definition
    game.put_onto_battlefield("Alice", walker, as_effect=True)
    game.advance_to(Step.MAIN1, "Bob")
    game.state.priority = 0
    with pytest.raises(IllegalAction, match="CR 606.3"):
        game.activate("Alice", "Life Walker", 0)
    emblem = compiled('You get an emblem with "You may activate loyalty abilities of planeswalkers you control '
                      'on any player\'s turn any time you could cast an instant."', "Instant", "Archmage Card")
    game.state.priority = 0
    oid = game.add_card("Alice", emblem)
    game.cast("Alice", oid)
    game.resolve_stack()
    game.state.priority = 0
    game.activate("Alice", "Life Walker", 0)
    game.resolve_stack()
    assert game.life("Alice") == 21
    game.state.priority = 0
    with pytest.raises(IllegalAction, match="only one loyalty ability"):
        game.activate("Alice", "Life Walker", 0)

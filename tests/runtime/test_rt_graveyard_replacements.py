"""Replacement effects on a card that would be put into a graveyard (CR 614.1a, 700.4) or onto the
battlefield (CR 614.1c: "sacrifice an untapped Mountain instead. If you do, ..."): "if ~
would die, put it on the bottom of its owner's library instead", "... from anywhere, reveal ~ and
shuffle it into its owner's library instead", "if a card or token would be put into a graveyard
from anywhere, exile it instead"; one of several chosen by the affected object's controller
(CR 616.1)."""
from rt_cards import GRIZZLY_BEARS, cost, creature

from cardtext.runtime.abilities import (CardDefinition, ExiledInsteadOfEntering, InsteadOfGraveyard, LibraryPlace,
                                        ReplacementAbility, SacrificeToEnter)
from cardtext.runtime.characteristics import CardType, Color, Zone
from cardtext.runtime.engine.decider import Answer, ChoiceKind
from cardtext.runtime.engine.zones import move
from cardtext.runtime.filters import Controller, ObjectFilter

INSTANT_OR_SORCERY_CARD = ObjectFilter(types=(CardType.INSTANT, CardType.SORCERY), card=True)


def with_replacement(name: str, rep, *, p: int = 2, t: int = 2) -> CardDefinition:
    return creature(name, p, t, "G", ReplacementAbility(rep), colors=(Color.GREEN,))


BOTTOM = with_replacement("Chosen", InsteadOfGraveyard(None, True, Zone.LIBRARY, LibraryPlace.BOTTOM))
TOP = with_replacement("Gravebane", InsteadOfGraveyard(None, True, Zone.LIBRARY, LibraryPlace.TOP))
SHUFFLED = with_replacement("Colossus", InsteadOfGraveyard(None, False, Zone.LIBRARY, LibraryPlace.SHUFFLED,
                                                           reveal=True))
EXILE_ALL = CardDefinition("Peace", cost("1W"), (CardType.ENCHANTMENT,), colors=(Color.WHITE,), abilities=(
    ReplacementAbility(InsteadOfGraveyard(ObjectFilter(), False, Zone.EXILE)),))
EXILE_SPELLS = with_replacement("Militant", InsteadOfGraveyard(INSTANT_OR_SORCERY_CARD, False, Zone.EXILE))
OPPONENTS_EXILED = CardDefinition("Void", cost("2B"), (CardType.ENCHANTMENT,), colors=(Color.BLACK,), abilities=(
    ReplacementAbility(InsteadOfGraveyard(ObjectFilter(), False, Zone.EXILE, graveyard_of=Controller.OPPONENT)),))
BOLT = CardDefinition("Bolt", cost("R"), (CardType.INSTANT,), colors=(Color.RED,))


def put_into_graveyard(game, name: str, zone: Zone | None = None):
    o = game.obj(name, zone)
    move(game, o.id, Zone.GRAVEYARD)
    return game.state.objects[o.moved_to] if o.moved_to is not None else None


def test_CR_614_1a_would_die_put_on_the_bottom_of_its_owners_library_instead(game):
    game.put_onto_battlefield("Alice", BOTTOM)
    new = put_into_graveyard(game, "Chosen")
    assert new.zone is Zone.LIBRARY and game.state.players[new.owner].library[-1] == new.id
    assert not any("dies" in line for line in game.log_lines()[-3:])


def test_CR_614_1a_would_die_on_top_of_its_owners_library(game):
    game.put_onto_battlefield("Alice", TOP)
    new = put_into_graveyard(game, "Gravebane")
    assert game.state.players[new.owner].library[0] == new.id


def test_CR_700_4_would_die_is_only_from_the_battlefield(game):
    card = game.add_card(game.player("Alice"), TOP, Zone.HAND)
    move(game, card, Zone.GRAVEYARD)
    assert game.state.objects[game.state.objects[card].moved_to].zone is Zone.GRAVEYARD


def test_CR_113_6b_from_anywhere_works_in_the_hand_too_revealed_and_shuffled(game):
    card = game.add_card(game.player("Alice"), SHUFFLED, Zone.HAND)
    move(game, card, Zone.GRAVEYARD)
    new = game.state.objects[game.state.objects[card].moved_to]
    assert new.zone is Zone.LIBRARY
    assert any("reveals Colossus" in line for line in game.log_lines())
    assert any("shuffles their library" in line for line in game.log_lines())


def test_CR_614_1a_a_card_or_token_from_anywhere_is_exiled(game):
    game.put_onto_battlefield("Alice", EXILE_ALL)
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    assert put_into_graveyard(game, "Grizzly Bears").zone is Zone.EXILE
    card = game.add_card(game.player("Bob"), BOLT, Zone.HAND)
    move(game, card, Zone.GRAVEYARD)
    assert game.state.objects[game.state.objects[card].moved_to].zone is Zone.EXILE


def test_CR_614_1a_only_cards_of_that_description(game):
    game.put_onto_battlefield("Alice", EXILE_SPELLS)
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    bolt = game.add_card(game.player("Bob"), BOLT, Zone.HAND)
    move(game, bolt, Zone.GRAVEYARD)
    assert game.state.objects[game.state.objects[bolt].moved_to].zone is Zone.EXILE
    assert put_into_graveyard(game, "Grizzly Bears").zone is Zone.GRAVEYARD


def test_CR_400_3_an_opponents_graveyard_is_the_cards_owners(game):
    game.put_onto_battlefield("Alice", OPPONENTS_EXILED)
    mine = game.add_card(game.player("Alice"), BOLT, Zone.HAND)
    theirs = game.add_card(game.player("Bob"), BOLT, Zone.HAND)
    move(game, mine, Zone.GRAVEYARD)
    move(game, theirs, Zone.GRAVEYARD)
    objects = game.state.objects
    assert (objects[objects[mine].moved_to].zone, objects[objects[theirs].moved_to].zone) == \
        (Zone.GRAVEYARD, Zone.EXILE)


def test_CR_616_1_the_controller_chooses_one_and_the_other_no_longer_applies(game):
    game.put_onto_battlefield("Bob", EXILE_ALL)
    game.put_onto_battlefield("Alice", BOTTOM)
    game.decider.add(Answer(ChoiceKind.REPLACEMENT_ORDER, ["Chosen", "Peace"]))
    assert put_into_graveyard(game, "Chosen").zone is Zone.LIBRARY
    game.put_onto_battlefield("Alice", TOP)
    game.decider.add(Answer(ChoiceKind.REPLACEMENT_ORDER, ["Peace", "Gravebane"]))
    assert put_into_graveyard(game, "Gravebane").zone is Zone.EXILE


def test_CR_614_1a_instead_exile_that_card_and_do_more(game):
    """"If a nontoken creature an opponent controls would die, instead exile that card and create a
    2/2 black Zombie creature token.": the replacement's controller gets the token."""
    from cardtext.runtime.effects import CreateToken, TokenSpec
    zombie = TokenSpec("Zombie", 2, 2, (Color.BLACK,), (CardType.CREATURE,), ("Zombie",))
    game.put_onto_battlefield("Alice", with_replacement("Traitor", InsteadOfGraveyard(
        ObjectFilter(types=(CardType.CREATURE,), controller=Controller.OPPONENT, token=False), True, Zone.EXILE,
        effects=(CreateToken(zombie),))))
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    assert put_into_graveyard(game, "Grizzly Bears").zone is Zone.EXILE
    zombies = [o for o in game.state.objects.values() if o.name == "Zombie" and not o.gone]
    assert [o.controller for o in zombies] == [game.player("Alice")]


MOUNTAIN_UNTAPPED = ObjectFilter(types=(CardType.LAND,), subtypes=("Mountain",), tapped=False)
TRADING_POST = CardDefinition("Trading Post", cost(""), (CardType.LAND,), abilities=(
    ReplacementAbility(SacrificeToEnter(MOUNTAIN_UNTAPPED)),))
VALE = CardDefinition("Vale", cost(""), (CardType.LAND,), abilities=(
    ReplacementAbility(SacrificeToEnter(ObjectFilter(types=(CardType.LAND,), tapped=False), 2)),))
MOUNTAIN = CardDefinition("Mountain", cost(""), (CardType.LAND,), subtypes=("Mountain",))


def play(game, player: str, definition: CardDefinition):
    card = game.add_card(game.player(player), definition, Zone.HAND)
    move(game, card, Zone.BATTLEFIELD)
    return game.state.objects[game.state.objects[card].moved_to]


def test_CR_614_1c_it_enters_once_an_untapped_mountain_is_sacrificed(game):
    game.put_onto_battlefield("Alice", MOUNTAIN)
    assert play(game, "Alice", TRADING_POST).zone is Zone.BATTLEFIELD
    assert not any(game.state.objects[i].name == "Mountain" for i in game.state.battlefield)


def test_CR_614_1c_if_you_dont_it_goes_to_its_owners_graveyard(game):
    game.put_onto_battlefield("Alice", MOUNTAIN, tapped=True)        # a tapped one isn't enough
    assert play(game, "Alice", TRADING_POST).zone is Zone.GRAVEYARD
    assert any(game.state.objects[i].name == "Mountain" for i in game.state.battlefield)


def test_CR_701_21_two_lands_or_none(game):
    untapped_lands = [i for i in game.state.battlefield if game.state.objects[i].controller == game.player("Alice")
                      and CardType.LAND in game.state.objects[i].definition.types]
    for i in untapped_lands:
        game.state.objects[i].tapped = True
    game.put_onto_battlefield("Alice", MOUNTAIN)
    assert play(game, "Alice", VALE).zone is Zone.GRAVEYARD
    assert sum(game.state.objects[i].name == "Mountain" for i in game.state.battlefield) == 1


PRIEST = with_replacement("Priest", ExiledInsteadOfEntering(ObjectFilter(types=(CardType.CREATURE,), token=False)))


def test_CR_614_1c_a_creature_put_onto_the_battlefield_without_being_cast_is_exiled(game):
    game.put_onto_battlefield("Alice", PRIEST)
    card = game.add_card(game.player("Bob"), GRIZZLY_BEARS, Zone.GRAVEYARD)
    move(game, card, Zone.BATTLEFIELD)
    assert game.state.objects[game.state.objects[card].moved_to].zone is Zone.EXILE


def test_CR_614_1c_a_creature_spell_that_resolves_enters(game):
    from rt_cards import cast_and_resolve
    game.put_onto_battlefield("Alice", PRIEST)
    cast_and_resolve(game, creature("Cast Bear", 2, 2))
    assert game.obj("Cast Bear").zone is Zone.BATTLEFIELD

"""Cards in libraries, graveyards and exile: "shuffle all creature cards from your graveyard into
your library" (your cards, so your library is their owner's, CR 400.3, 701.20a); "return each
creature card exiled with ~ to the battlefield under your control" (linked abilities, CR 607.2a);
"search your library and/or graveyard for a card named <name>, reveal it, and put it into your
hand. If you search your library this way, shuffle it." (CR 701.19a)."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E
from cardtext.runtime.characteristics import CardType, Zone

from .conftest import compile_text


def abilities_of(text, type_line="Sorcery", equal=True):
    card = compile_text(text, type_line=type_line)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    if equal:
        assert all(c.equal for c in check_card(card)), check_card(card)
    return card.definition.abilities


def test_cards_of_your_graveyard_shuffled_into_your_library_go_to_their_owners_library():
    (spell,) = abilities_of("Shuffle any number of target creature cards from your graveyard into your library.")
    (shuffle,) = spell.effects
    assert isinstance(shuffle, E.ShuffleIntoOwnersLibrary)
    (target,) = spell.targets
    assert target.filter.zone is Zone.GRAVEYARD and target.filter.types == (CardType.CREATURE,)


def test_a_permanent_shuffled_into_your_library_may_be_someone_elses_and_stays_unsupported():
    card = compile_text("Shuffle target creature into your library.", type_line="Sorcery")
    assert not card.fully_compiled
    assert [d.code for d in card.diagnostics] == ["CT301"]


def test_creature_cards_exiled_with_this_return_under_your_control():
    _exile, back = abilities_of("{3}: Exile target creature you control.\n"
                                "Sacrifice ~: Return each creature card exiled with ~ to the battlefield "
                                "under your control.", type_line="Artifact")
    (ret,) = back.effects
    assert isinstance(ret, E.ReturnExiledWith) and ret.under_your_control
    assert ret.filter.types == (CardType.CREATURE,) and ret.filter.zone is Zone.EXILE


def test_all_cards_exiled_with_it_return_under_their_owners_control():
    *_, leaves = abilities_of("{1}, {T}: Exile target creature you control.\n"
                              "When ~ leaves the battlefield, return all cards exiled with it to the "
                              "battlefield under their owners' control.", type_line="Artifact")
    (ret,) = leaves.effects
    assert isinstance(ret, E.ReturnExiledWith) and not ret.under_your_control and not ret.to_hand


def test_search_library_and_or_graveyard_shuffles_only_a_searched_library():
    # the card's name is printed with capitals the canonical text doesn't keep (names compare
    # without case): only the meaning is compared here
    (spell,) = abilities_of("Search your library and/or graveyard for a card named Ral, Caller of Storms, "
                            "reveal it, and put it into your hand. If you search your library this way, "
                            "shuffle it.", equal=False)
    (search,) = spell.effects
    assert isinstance(search, E.SearchLibrary) and search.other_zones == (Zone.GRAVEYARD,) and search.shuffle
    assert search.filter.name == "ral, caller of storms" and search.destination is Zone.HAND


def test_a_named_card_without_a_comma_still_ends_at_the_comma():
    (spell,) = abilities_of("Search your library for a card named Spirit of the Night, reveal it, and "
                            "put it into your hand, then shuffle.", equal=False)
    (search,) = spell.effects
    assert search.filter.name == "spirit of the night" and not search.other_zones


def test_search_your_graveyard_hand_and_or_library_searches_all_three():
    (ability,) = abilities_of("{T}: Search your graveyard, hand, and/or library for a card named Scion of "
                              "Darkness and put it onto the battlefield. If you search your library this way, "
                              "shuffle it.", type_line="Creature — Human Cleric", equal=False)
    (search,) = ability.effects
    assert search.other_zones == (Zone.GRAVEYARD, Zone.HAND) and search.destination is Zone.BATTLEFIELD


def test_a_card_searched_for_may_be_put_into_your_graveyard():
    (spell,) = abilities_of("Search your library for a card, put that card into your graveyard, then shuffle.")
    (search,) = spell.effects
    assert isinstance(search, E.SearchLibrary) and search.destination is Zone.GRAVEYARD and search.shuffle


def test_one_of_those_cards_is_one_of_the_looked_at_cards():
    (spell,) = abilities_of("Look at the top four cards of your library. Put one of those cards into your "
                            "hand and the rest on the bottom of your library in any order.")
    _look, put = spell.effects
    assert isinstance(put, E.PutLookedCards) and put.take == 1 and put.take_to is Zone.HAND


def test_put_into_your_graveyard_from_your_library_is_its_own_event():
    from cardtext.runtime import events as V
    from cardtext.runtime.filters import Controller, SelfRef
    _flying, trigger = abilities_of("Flying\nWhen ~ is put into your graveyard from your library, you may put it "
                                    "onto the battlefield.", type_line="Creature — Illusion")
    assert trigger.event == V.PutIntoGraveyard(SelfRef(), Controller.YOU, Zone.LIBRARY)
    (may,) = trigger.effects
    (put,) = may.effects
    assert isinstance(put, E.ReturnToBattlefield) and put.objects == SelfRef() and not put.under_owner_control


def test_put_into_an_opponents_graveyard_from_anywhere():
    from cardtext.runtime import events as V
    from cardtext.runtime.filters import Controller
    (trigger,) = abilities_of("Whenever a creature card is put into an opponent's graveyard from anywhere, "
                              "you gain 1 life.", type_line="Artifact")
    assert isinstance(trigger.event, V.PutIntoGraveyard)
    assert trigger.event.owner is Controller.OPPONENT and trigger.event.from_zone is None
    assert trigger.event.subject.types == (CardType.CREATURE,)


def test_up_to_two_cards_from_among_them_and_the_rest_of_the_revealed_cards():
    (spell,) = abilities_of("Reveal the top six cards of your library. Put up to three enchantment cards from "
                            "among them into your hand and the rest of the revealed cards into your graveyard.")
    _reveal, put = spell.effects
    assert isinstance(put, E.PutLookedCards) and put.take == 3 and put.optional
    assert put.filter.types == (CardType.ENCHANTMENT,) and put.rest == "graveyard" and put.take_to is Zone.HAND

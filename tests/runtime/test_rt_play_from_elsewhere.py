"""Permissions to cast or play cards from other zones than the hand (CR 601.3, 305.1): a card's
own "You may cast ~ from your graveyard [as long as you control a Zombie]" functions wherever the
card is (CR 113.6f), only while its condition holds, only for its owner, at the time its type
allows (CR 307.1); a permanent's "You may play cards exiled with ~" / "You may cast nonland cards
exiled with ~" covers exactly the cards its linked exile ability exiled (CR 607.2a), for its
controller, a land played as their land play (CR 305.2), and not a card exiled some other way."""
from __future__ import annotations

import pytest

from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.engine.legal_actions import legal_actions
from cardtext.runtime.errors import IllegalAction

from rt_cards import FOREST, GRIZZLY_BEARS
from rt_compiled import round_tripped
from rt_corpus import main_phase_game

CRAWLER = round_tripped("Test Crawler", "You may cast Test Crawler from your graveyard as long as you control a Zombie.",
                        "{B}", "Creature — Zombie Horror", power="2", toughness="1")
ZOMBIE = round_tripped("Test Zombie", "", "{1}{B}", "Creature — Zombie", power="2", toughness="2")
SQUEE = round_tripped("Test Squee", "You may cast Test Squee from your graveyard or from exile.", "{1}{R}",
                      "Creature — Goblin", power="1", toughness="1")
SPECTER = round_tripped("Test Specter", "Whenever Test Specter deals combat damage to a player, that player "
                        "exiles the top card of their library.\nYou may play cards exiled with Test Specter.",
                        "{3}", "Creature — Specter", power="2", toughness="2")
RONA = round_tripped("Test Rona", "{4}, {T}: Exile the top card of your library.\nYou may cast nonland cards "
                     "exiled with Test Rona.", "{1}{U}",
                     "Creature — Human Artificer", power="1", toughness="1")


def _casts(g, name):
    return any(a.kind == "cast" and g.state.objects[a.object_id].name == name for a in legal_actions(g, 0))


def test_cast_from_the_graveyard_only_while_you_control_a_zombie():
    g = main_phase_game()
    crawler = g.add_card("Alice", CRAWLER, Zone.GRAVEYARD)
    g.add_mana("Alice", "B")
    assert not _casts(g, "Test Crawler")
    with pytest.raises(IllegalAction):
        g.cast("Alice", crawler)
    g.add_card("Alice", ZOMBIE, Zone.BATTLEFIELD)
    assert _casts(g, "Test Crawler")
    g.cast("Alice", "Test Crawler")
    g.resolve_stack()
    assert g.obj("Test Crawler").zone is Zone.BATTLEFIELD


def test_a_zombie_an_opponent_controls_does_not_count_and_only_the_owner_casts_it():
    g = main_phase_game()
    g.add_card("Bob", ZOMBIE, Zone.BATTLEFIELD)
    g.add_card("Alice", CRAWLER, Zone.GRAVEYARD)
    g.add_mana("Alice", "B")
    assert not _casts(g, "Test Crawler")


def test_from_your_graveyard_or_from_exile_means_both():
    g = main_phase_game()
    g.add_card("Alice", SQUEE, Zone.EXILE)
    g.add_mana("Alice", "RR")
    g.cast("Alice", "Test Squee")
    g.resolve_stack()
    assert g.obj("Test Squee").zone is Zone.BATTLEFIELD


def test_cards_exiled_with_it_may_be_played_a_land_as_the_land_play():
    g = main_phase_game()
    specter = g.add_card("Alice", SPECTER, Zone.BATTLEFIELD)
    bears = g.add_card("Bob", GRIZZLY_BEARS, Zone.EXILE)
    forest = g.add_card("Bob", FOREST, Zone.EXILE)
    assert not _casts(g, "Grizzly Bears")            # exiled some other way (CR 607.2a)
    g.state.objects[specter].exiled_with += (bears, forest)
    g.add_mana("Alice", "CG")
    assert _casts(g, "Grizzly Bears")
    g.cast("Alice", bears)
    g.resolve_stack()
    g.play_land("Alice", forest)
    assert g.state.objects[g.state.battlefield[-1]].name == "Forest"
    assert g.state.live(forest) is None and g.state.live(bears) is None


def test_only_the_controller_of_the_permanent_may_play_them():
    g = main_phase_game()
    specter = g.add_card("Bob", SPECTER, Zone.BATTLEFIELD)
    bears = g.add_card("Bob", GRIZZLY_BEARS, Zone.EXILE)
    g.state.objects[specter].exiled_with += (bears,)
    g.add_mana("Alice", "CG")
    assert not _casts(g, "Grizzly Bears")


def test_nonland_cards_exiled_with_it_are_cast_but_a_land_is_not_played():
    g = main_phase_game()
    rona = g.add_card("Alice", RONA, Zone.BATTLEFIELD)
    forest = g.add_card("Alice", FOREST, Zone.EXILE)
    g.state.objects[rona].exiled_with += (forest,)
    with pytest.raises(IllegalAction):
        g.play_land("Alice", forest)


def test_once_the_permanent_leaves_the_cards_can_no_longer_be_played():
    """CR 607.2a, 400.7: the permission is the permanent's static; it stops when it leaves."""
    from cardtext.runtime.engine.zones import move
    g = main_phase_game()
    specter = g.add_card("Alice", SPECTER, Zone.BATTLEFIELD)
    bears = g.add_card("Bob", GRIZZLY_BEARS, Zone.EXILE)
    g.state.objects[specter].exiled_with += (bears,)
    move(g, specter, Zone.GRAVEYARD)
    g.add_mana("Alice", "CG")
    assert not _casts(g, "Grizzly Bears")


GISA = round_tripped("Test Gisa", "During each of your turns, you may cast a Zombie creature card from your "
                     "graveyard.", "{2}{U}{B}", "Legendary Creature — Human Wizard", power="4", toughness="4")


def test_during_each_of_your_turns_one_zombie_creature_card_from_your_graveyard():
    """Gisa and Geralf's wording: one Zombie creature card cast from the graveyard this turn; a
    second one may not be, nor a non-Zombie; the next turn of yours another one may (CR 601.3)."""
    g = main_phase_game()
    g.add_card("Alice", GISA, Zone.BATTLEFIELD)
    first, second = (g.add_card("Alice", ZOMBIE, Zone.GRAVEYARD) for _ in range(2))
    bears = g.add_card("Alice", GRIZZLY_BEARS, Zone.GRAVEYARD)
    g.add_mana("Alice", "BBBCCC")
    assert not _casts(g, "Grizzly Bears")
    g.cast("Alice", first)
    g.resolve_stack()
    assert g.state.live(first) is None and g.state.objects[g.state.battlefield[-1]].name == "Test Zombie"
    with pytest.raises(IllegalAction):
        g.cast("Alice", second)
    assert g.state.live(bears) is not None
    g.set_step(Step.MAIN1, "Alice", turn=5)
    g.add_mana("Alice", "BC")
    g.cast("Alice", second)
    assert g.state.live(second) is None


def test_a_creature_card_cast_this_way_still_waits_for_its_main_phase():
    """CR 307.1: the permission changes where from, not when."""
    g = main_phase_game()
    g.add_card("Alice", ZOMBIE, Zone.BATTLEFIELD)
    crawler = g.add_card("Alice", CRAWLER, Zone.GRAVEYARD)
    g.set_step(Step.UPKEEP, "Alice", turn=3)
    g.add_mana("Alice", "BC")
    with pytest.raises(IllegalAction):
        g.cast("Alice", crawler)


def test_during_each_of_your_turns_is_not_during_an_opponents_turn():
    """An instant card, which timing allows on Bob's turn: only Alice's own turns let her cast it."""
    from rt_corpus import corpus_card
    g = main_phase_game()
    g.add_card("Alice", round_tripped("Test Kess", "During each of your turns, you may cast an instant card from "
                                      "your graveyard.", "{1}{U}{B}{R}", "Creature — Human Wizard",
                                      power="3", toughness="4"), Zone.BATTLEFIELD)
    opt = g.add_card("Alice", corpus_card("Opt"), Zone.GRAVEYARD)
    g.set_step(Step.MAIN1, "Bob", turn=4)
    g.state.priority = 0
    g.add_mana("Alice", "U")
    with pytest.raises(IllegalAction):
        g.cast("Alice", opt)
    g.set_step(Step.MAIN1, "Alice", turn=5)
    g.add_mana("Alice", "U")
    g.cast("Alice", opt)
    assert g.state.live(opt) is None


def test_a_card_with_its_own_permission_does_not_use_the_turns_permission():
    """The Crawler may be cast by its own ability (a Zombie is controlled): Gisa's permission is
    still there for a Zombie card afterwards."""
    g = main_phase_game()
    g.add_card("Alice", GISA, Zone.BATTLEFIELD)
    g.add_card("Alice", ZOMBIE, Zone.BATTLEFIELD)
    crawler = g.add_card("Alice", CRAWLER, Zone.GRAVEYARD)
    zombie = g.add_card("Alice", ZOMBIE, Zone.GRAVEYARD)
    g.add_mana("Alice", "BBC")
    g.cast("Alice", crawler)
    g.resolve_stack()
    g.cast("Alice", zombie)
    assert g.state.live(zombie) is None


def test_the_card_its_own_exile_ability_exiled_from_the_top_of_the_library_may_be_cast():
    """The link is made by the exile itself (CR 607.2a): "exile the top card of your library"
    records the card as exiled with the permanent; Opt, exiled so, is cast from exile."""
    from rt_corpus import corpus_card
    g = main_phase_game()
    g.add_card("Alice", round_tripped("Test Rona", "{T}: Exile the top card of your library.\nYou may cast "
                                      "nonland cards exiled with Test Rona.", "{1}{U}", "Artifact"), Zone.BATTLEFIELD)
    opt = g.add_card("Alice", corpus_card("Opt"), Zone.LIBRARY)
    g.state.players[0].library.remove(opt)
    g.state.players[0].library.insert(0, opt)
    g.activate("Alice", "Test Rona", 0)
    g.resolve_stack()
    (exiled,) = [i for i in g.state.players[0].exile if g.state.objects[i].name == "Opt"]
    g.add_mana("Alice", "U")
    assert _casts(g, "Opt")
    g.cast("Alice", exiled)
    assert g.state.live(exiled) is None

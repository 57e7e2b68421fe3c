""""You may cast a card with converted mana cost 3 or less from your hand without paying its mana
cost." (Sram's Expertise): a cast as the spell resolves (CR 608.2g) for an alternative cost of
nothing (CR 118.9), only of a matching nonland card (CR 305.9)."""
from __future__ import annotations

from cardtext.runtime.characteristics import Zone
from cardtext.runtime.game import Game

from rt_cards import FOREST, GRIZZLY_BEARS, KALONIAN_HYDRA
from rt_corpus import corpus_card, main_phase_game


def _game(*hand) -> Game:
    g = main_phase_game()
    g.add_card("Alice", corpus_card("Sram's Expertise"), Zone.HAND)
    for card in hand:
        g.add_card("Alice", card, Zone.HAND)
    g.add_mana("Alice", "WWCC")
    g.cast("Alice", "Sram's Expertise")
    return g


def test_a_card_of_mana_value_3_or_less_is_cast_without_paying_its_mana_cost():
    """The Servos are created, then Grizzly Bears (mana value 2) is cast with no mana left."""
    g = _game(KALONIAN_HYDRA, GRIZZLY_BEARS)
    g.resolve_stack()
    assert g.obj("Grizzly Bears").zone is Zone.BATTLEFIELD
    assert g.obj("Kalonian Hydra").zone is Zone.HAND
    assert len([o for o in g.state.battlefield if g.state.objects[o].name == "Servo Token"]) == 3


def test_neither_a_costlier_card_nor_a_land_can_be_cast_this_way():
    """Kalonian Hydra has mana value 5; a Forest is played, never cast (CR 305.9)."""
    g = _game(KALONIAN_HYDRA, FOREST)
    g.resolve_stack()
    assert g.obj("Kalonian Hydra").zone is Zone.HAND and g.obj("Forest").zone is Zone.HAND
    assert any("no card in that hand to cast this way" in e.text for e in g.log.entries)


def test_brain_in_a_jar_casts_an_instant_whose_mana_value_equals_its_charge_counters():
    """After its first charge counter, Opt (mana value 1) may be cast, Divination (2) may not;
    the mana value is compared as the ability resolves (CR 608.2h)."""
    g = main_phase_game()
    g.add_card("Alice", corpus_card("Brain in a Jar"), Zone.BATTLEFIELD)
    g.add_card("Alice", corpus_card("Divination"), Zone.HAND)
    g.add_card("Alice", corpus_card("Opt"), Zone.HAND)
    g.add_mana("Alice", "C")
    g.activate("Alice", "Brain in a Jar", 0)
    g.resolve_stack()
    assert g.obj("Opt").zone is Zone.GRAVEYARD
    assert g.obj("Divination").zone is Zone.HAND


def test_mindclaw_shaman_casts_an_instant_from_the_revealed_hand_of_its_target_opponent():
    """"You may cast an instant or sorcery card from it": Bob's Opt, cast by Alice, who draws
    from its resolution; the card goes to its owner's graveyard (CR 608.2g, 601.2a, 404.2)."""
    g = main_phase_game()
    g.add_card("Alice", corpus_card("Mindclaw Shaman"), Zone.HAND)
    g.add_card("Bob", corpus_card("Opt"), Zone.HAND)
    g.add_card("Bob", GRIZZLY_BEARS, Zone.HAND)
    g.add_mana("Alice", "RCCCC")
    g.cast("Alice", "Mindclaw Shaman")
    g.resolve_stack()
    assert g.obj("Grizzly Bears").zone is Zone.HAND
    assert [g.state.objects[i].name for i in g.state.players[1].graveyard] == ["Opt"]
    assert len(g.state.players[0].hand) == 1               # Opt's draw went to its caster

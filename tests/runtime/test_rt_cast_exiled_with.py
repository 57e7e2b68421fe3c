"""Linked abilities (CR 607.2a): "the exiled card" and "cards exiled with ~" of an ability are
exactly the cards its source's exile ability exiled, still in exile; "you may cast a card exiled
with ~ without paying its mana cost" casts one of them as the ability resolves (CR 608.2g,
118.9), "cast any number of cards exiled with ~ ..." any of them, never a land (CR 305.9); a card
exiled some other way, or one that left exile (a new object, CR 400.7), is not among them."""
from __future__ import annotations

from cardtext.runtime.characteristics import Zone
from cardtext.runtime.engine.zones import move

from rt_cards import FOREST, GRIZZLY_BEARS
from rt_compiled import round_tripped
from rt_corpus import corpus_card, main_phase_game

ONE = ("{T}: Exile target card from a graveyard.\n"
       "{1}, Sacrifice Test Kappa: You may cast a card exiled with Test Kappa without paying its mana cost.")
FILTERED = ("{T}: Exile target card from a graveyard.\n"
            "{1}, Sacrifice Test Kappa: You may cast an instant or sorcery card exiled with Test Kappa "
            "without paying its mana cost.")
ANY_NUMBER = ("{T}: Exile target card from a graveyard.\n"
              "{1}, Sacrifice Test Kappa: Cast any number of cards exiled with Test Kappa without paying "
              "their mana costs.")


def _game(text: str, *graveyard, exiled=()):
    """Test Kappa on Alice's battlefield; each of `graveyard` exiled by its first ability."""
    g = main_phase_game()
    g.add_card("Alice", round_tripped("Test Kappa", text, "{3}", "Artifact"), Zone.BATTLEFIELD)
    for card in exiled:                     # exiled by something else
        g.add_card("Alice", card, Zone.EXILE)
    for card in graveyard:
        g.add_card("Alice", card, Zone.GRAVEYARD)
        g.obj("Test Kappa").tapped = False
        g.activate("Alice", "Test Kappa", 0, targets=[[g.obj(card.name).id]])
        g.resolve_stack()
    return g


def _sacrifice(g):
    g.add_mana("Alice", "C")
    g.activate("Alice", "Test Kappa", 1)
    g.resolve_stack()


def test_a_card_exiled_with_it_is_cast_without_paying_its_mana_cost_and_only_one():
    """Opt and Divination were exiled with it: one is cast (its draw seen), the other stays."""
    g = _game(ONE, corpus_card("Opt"), corpus_card("Divination"))
    hand = len(g.state.players[0].hand)
    _sacrifice(g)
    zones = sorted(g.obj(n).zone.value for n in ("Opt", "Divination"))
    assert zones == ["exile", "graveyard"]
    assert len(g.state.players[0].hand) > hand


def test_a_card_exiled_some_other_way_is_not_cast():
    g = _game(ONE, exiled=(corpus_card("Opt"),))
    _sacrifice(g)
    assert g.obj("Opt").zone is Zone.EXILE


def test_a_card_that_left_exile_and_came_back_is_a_new_object():
    """CR 400.7: the card returned to the graveyard and was exiled again by something else."""
    g = _game(ONE, corpus_card("Opt"))
    move(g, g.obj("Opt").id, Zone.GRAVEYARD)
    move(g, g.obj("Opt").id, Zone.EXILE)
    _sacrifice(g)
    assert g.obj("Opt").zone is Zone.EXILE


def test_only_the_cards_its_filter_names_are_cast():
    """"an instant or sorcery card exiled with ~": the creature card exiled with it stays."""
    g = _game(FILTERED, GRIZZLY_BEARS, corpus_card("Opt"))
    _sacrifice(g)
    assert g.obj("Grizzly Bears").zone is Zone.EXILE
    assert g.obj("Opt").zone is Zone.GRAVEYARD


def test_any_number_of_cards_exiled_with_it_are_cast_but_never_a_land():
    """Both instants exiled with it are cast; a land is played, not cast (CR 305.9)."""
    g = _game(ANY_NUMBER, corpus_card("Opt"), corpus_card("Divination"), FOREST)
    (forest,) = [i for i in g.state.players[0].exile if g.state.objects[i].name == "Forest"]
    _sacrifice(g)
    assert g.obj("Opt").zone is Zone.GRAVEYARD and g.obj("Divination").zone is Zone.GRAVEYARD
    assert g.state.live(forest) is not None and g.state.objects[forest].zone is Zone.EXILE


def test_the_power_of_the_exiled_card_is_that_of_the_card_its_linked_ability_exiled():
    """Bishop of Binding: +X/+X where X is the power of the creature card it exiled (CR 607.2a)."""
    from cardtext.runtime.engine.evaluation import Context, amount
    from cardtext.runtime.filters import PowerOf, ExiledWithRef
    g = main_phase_game()
    bishop = g.add_card("Alice", corpus_card("Bishop of Binding"), Zone.BATTLEFIELD)
    ctx = Context(controller=0, source_id=bishop)
    assert amount(g, ctx, PowerOf(ExiledWithRef())) == 0
    bears = g.add_card("Bob", GRIZZLY_BEARS, Zone.EXILE)
    assert amount(g, ctx, PowerOf(ExiledWithRef())) == 0      # not exiled with it
    g.state.objects[bishop].exiled_with += (bears,)
    assert amount(g, ctx, PowerOf(ExiledWithRef())) == 2


PUT_ONE = ("{T}: Exile target card from a graveyard.\n"
           "{1}, {T}: Put a creature card exiled with Test Kappa onto the battlefield under your control.")


def test_one_creature_card_exiled_with_it_is_put_onto_the_battlefield_under_your_control():
    """Sisters of Stone Death's wording: Bob's two Bears exiled with it, one comes back under Alice's
    control; Opt, exiled with it too, is no creature card and stays (CR 607.2a, 110.2)."""
    g = main_phase_game()
    g.add_card("Alice", round_tripped("Test Kappa", PUT_ONE, "{3}", "Artifact"), Zone.BATTLEFIELD)
    for card in (GRIZZLY_BEARS, GRIZZLY_BEARS, corpus_card("Opt")):
        oid = g.add_card("Bob", card, Zone.GRAVEYARD)
        g.obj("Test Kappa").tapped = False
        g.activate("Alice", "Test Kappa", 0, targets=[[oid]])
        g.resolve_stack()
    g.obj("Test Kappa").tapped = False
    g.add_mana("Alice", "C")
    g.activate("Alice", "Test Kappa", 1)
    g.resolve_stack()
    bears = [g.state.objects[i] for i in g.state.battlefield if g.state.objects[i].name == "Grizzly Bears"]
    assert len(bears) == 1 and bears[0].controller == 0 and bears[0].owner == 1
    assert g.obj("Opt").zone is Zone.EXILE


def test_the_creature_exiled_until_it_leaves_is_the_exiled_card_of_its_attack_trigger():
    """Bishop of Binding: its enters trigger exiles Bob's creature until it leaves (CR 610.3),
    the card its attack trigger's "the power of the exiled card" reads (CR 607.2a)."""
    from cardtext.runtime.engine.evaluation import Context, amount
    from cardtext.runtime.filters import PowerOf, ExiledWithRef
    g = main_phase_game()
    g.add_card("Bob", GRIZZLY_BEARS, Zone.BATTLEFIELD)
    g.add_card("Alice", round_tripped(
        "Test Bishop", "When Test Bishop enters the battlefield, exile target creature an opponent controls until "
        "Test Bishop leaves the battlefield.\nWhenever Test Bishop attacks, target Vampire gets +X/+X until end of "
        "turn, where X is the power of the exiled card.", "{3}{W}", "Creature — Vampire Cleric", power="1",
        toughness="4"), Zone.HAND)
    g.add_mana("Alice", "WCCC")
    g.cast("Alice", "Test Bishop")
    g.resolve_stack()
    g.resolve_stack()
    assert g.obj("Grizzly Bears").zone is Zone.EXILE
    ctx = Context(controller=0, source_id=g.obj("Test Bishop").id)
    assert amount(g, ctx, PowerOf(ExiledWithRef())) == 2

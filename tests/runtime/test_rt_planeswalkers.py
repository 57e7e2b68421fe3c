"""Planeswalkers (CR 306, 606): loyalty abilities' costs including −X (CR 606.4, 107.3), damage
removing loyalty counters (CR 120.3c) and the 0-loyalty state-based action (CR 704.5i)."""
import pytest
from rt_cards import cast_and_resolve, creature

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Zone
from cardtext.runtime.errors import DecisionMissing, IllegalAction

DRAIN_WALKER = ("+1: You gain 1 life.\n"
                "−X: Target creature gets -X/-X until end of turn.")


def compiled(text: str, type_line: str, name: str, loyalty: str | None = None, mana_cost: str = ""):
    card = compile_card(CardSource(name, text, mana_cost, type_line, loyalty=loyalty))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    return card.definition


def walker(loyalty: str = "4"):
    return compiled(DRAIN_WALKER, "Legendary Planeswalker — Liliana", "Drain Walker", loyalty)


def test_minus_x_removes_the_x_chosen_and_the_effect_reads_that_x(game):
    """CR 606.4, 107.3: X is chosen as the cost is paid; the effect uses the same X."""
    game.put_onto_battlefield("Alice", walker(), as_effect=True)
    game.put_onto_battlefield("Bob", creature("Ogre", 3, 3))
    game.activate("Alice", "Drain Walker", 1, x=3, targets=["Ogre"])
    assert game.counters("Drain Walker", "loyalty") == 1
    game.resolve_stack()
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Ogre"]


def test_minus_x_cannot_remove_more_loyalty_than_the_planeswalker_has(game):
    """CR 606.4, 118.3: X can be no more than the loyalty it has: 3 is not among the choices."""
    game.put_onto_battlefield("Alice", walker("2"), as_effect=True)
    game.put_onto_battlefield("Bob", creature("Ogre", 3, 3))
    with pytest.raises(DecisionMissing, match=r"loyalty to remove.*of \[0, 1, 2\]"):
        game.activate("Alice", "Drain Walker", 1, x=3, targets=["Ogre"])
    assert game.counters("Drain Walker", "loyalty") == 2


def test_minus_x_paying_all_loyalty_puts_the_planeswalker_into_the_graveyard(game):
    """CR 704.5i: with 0 loyalty counters it goes to the graveyard; the ability still resolves."""
    game.put_onto_battlefield("Alice", walker("2"), as_effect=True)
    game.put_onto_battlefield("Bob", creature("Ogre", 2, 2))
    game.activate("Alice", "Drain Walker", 1, x=2, targets=["Ogre"])
    game.resolve_stack()
    assert game.zone("Alice", Zone.GRAVEYARD) == ["Drain Walker"]
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Ogre"]


def test_damage_to_a_planeswalker_removes_loyalty_and_marks_no_damage(game):
    """CR 120.3c: damage dealt to a planeswalker removes that many loyalty counters."""
    game.put_onto_battlefield("Bob", walker("5"), as_effect=True)
    bolt = compiled("~ deals 3 damage to any target.", "Instant", "Bolt")
    cast_and_resolve(game, bolt, targets=["Drain Walker"])
    o = game.obj("Drain Walker")
    assert (o.counters["loyalty"], o.damage) == (2, 0)
    assert game.life("Bob") == 20


def test_more_damage_than_loyalty_leaves_zero_and_the_planeswalker_dies(game):
    """CR 120.3c, 704.5i."""
    game.put_onto_battlefield("Bob", walker("2"), as_effect=True)
    cast_and_resolve(game, compiled("~ deals 5 damage to any target.", "Instant", "Blast"),
                     targets=["Drain Walker"])
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Drain Walker"]


def test_plus_x_is_reported_unsupported():
    card = compile_card(CardSource("Up Walker", "+X: You gain X life.", "", "Planeswalker — Test", loyalty="3"))
    assert not card.fully_compiled
    assert any(d.code == "CT301" for d in card.diagnostics)


def test_an_emblems_static_ability_with_several_effects_applies_them_all(game):
    """CR 114.2, 114.4: Vivien Reid's emblem: "get +2/+2 and have vigilance, trample, and
    indestructible" is one static ability of the emblem; every part applies from the command zone."""
    from rt_cards import GRIZZLY_BEARS
    from cardtext.runtime.engine.query import has_keyword, power_toughness
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    cast_and_resolve(game, compiled('You get an emblem with "Creatures you control get +2/+2 and have '
                                    'vigilance, trample, and indestructible."', "Sorcery", "Emblem Card"))
    o = game.state.objects[bears]
    assert power_toughness(game.state, o) == (4, 4)
    assert all(has_keyword(game.state, o, k) for k in ("vigilance", "trample", "indestructible"))


def test_with_mana_value_x_matches_exactly_the_x_chosen(game):
    """Spell Blast, "Counter target spell with mana value X." (CR 202.3, 107.3): X is chosen
    before targets (CR 601.2b-c); with X=2 Grizzly Bears (mana value 2) is a legal target and is
    countered; with X=3 it is not among the targets."""
    from rt_cards import GRIZZLY_BEARS
    blast = compiled("Counter target spell with mana value X.", "Instant", "Spell Blast", mana_cost="{X}{U}")
    bears = game.add_card("Alice", GRIZZLY_BEARS)
    game.add_mana("Alice", "GG")
    game.cast("Alice", bears)
    game.pass_priority("Alice")
    wrong = game.add_card("Bob", blast)
    game.add_mana("Bob", "UUUU")
    with pytest.raises(IllegalAction, match=r"CR 601\.2c: Spell Blast has no legal targets"):
        game.cast("Bob", wrong, x=3, targets=["Grizzly Bears"])
    game.cast("Bob", wrong, x=2, targets=["Grizzly Bears"])
    game.resolve_stack()
    assert game.zone("Alice", Zone.GRAVEYARD) == ["Grizzly Bears"]


REANIMATING_WALKER = "−X: Return target creature card with mana value X from your graveyard to the battlefield."


def test_minus_x_target_with_mana_value_x_reads_the_loyalty_x_not_the_planeswalkers(game):
    """CR 107.3, 602.2b, 606.4: the X of "−X" is chosen as the ability is activated, before its
    targets; "with mana value X" compares with that X. The planeswalker itself was not cast with
    an X (its own X is 0), so reading the source's X would find no legal target."""
    walker = compiled(REANIMATING_WALKER, "Legendary Planeswalker — Liliana", "Grave Walker", "5")
    game.put_onto_battlefield("Alice", walker, as_effect=True)
    game.add_card("Alice", creature("Ogre", 3, 3, "{2}{R}"), Zone.GRAVEYARD)
    game.add_card("Alice", creature("Bear", 2, 2, "{1}{G}"), Zone.GRAVEYARD)
    with pytest.raises(IllegalAction, match="no legal targets"):
        game.activate("Alice", "Grave Walker", 0, x=1, targets=["Ogre"])
    game.activate("Alice", "Grave Walker", 0, x=3, targets=["Ogre"])
    game.resolve_stack()
    assert game.zone("Alice", Zone.BATTLEFIELD) == ["Grave Walker", "Ogre"]
    assert game.counters("Grave Walker", "loyalty") == 2


def test_an_x_or_less_search_of_a_minus_x_ability_finds_only_cards_up_to_that_x(g):
    """CR 107.3, 701.19: "−X: Search your library for an artifact card with mana value X or
    less": with X=1, the two-mana artifact is not among the cards found; the one-mana one is."""
    from cardtext.runtime.abilities import CardDefinition
    from cardtext.runtime.characteristics import CardType
    from rt_cards import cost
    walker = compiled("−X: Search your library for an artifact card with mana value X or less, "
                      "put it onto the battlefield, then shuffle.", "Legendary Planeswalker — Tezzeret",
                      "Seeking Walker", "4")
    g.put_onto_battlefield("Alice", walker, as_effect=True)
    g.set_library("Alice", [CardDefinition("Big Relic", cost("{2}"), (CardType.ARTIFACT,)),
                            CardDefinition("Small Relic", cost("{1}"), (CardType.ARTIFACT,))])
    g.activate("Alice", "Seeking Walker", 0, x=1)
    g.resolve_stack()
    assert g.zone("Alice", Zone.BATTLEFIELD) == ["Seeking Walker", "Small Relic"]


def test_target_permanent_you_own_is_the_owners_even_under_another_players_control(game):
    """Venser, the Sojourner's "+2: Exile target permanent you own. Return it to the battlefield
    under your control at the beginning of the next end step." (CR 108.3): a permanent Alice owns
    but Bob controls is a legal target; one Bob owns that Alice controls is not."""
    walker = compiled("+2: Exile target permanent you own. Return it to the battlefield under your "
                      "control at the beginning of the next end step.",
                      "Legendary Planeswalker — Venser", "Sojourner Walker", "3")
    game.put_onto_battlefield("Alice", walker, as_effect=True)
    lent = game.put_onto_battlefield("Alice", creature("Lent Ogre", 3, 3))
    stolen = game.put_onto_battlefield("Bob", creature("Stolen Bear", 2, 2))
    game.state.objects[lent].controller, game.state.objects[stolen].controller = 1, 0
    with pytest.raises(IllegalAction, match=r"can't be chosen as the targets.* are: Sojourner Walker, Lent Ogre \("):
        game.activate("Alice", "Sojourner Walker", 0, targets=["Stolen Bear"])
    game.activate("Alice", "Sojourner Walker", 0, targets=["Lent Ogre"])
    game.resolve_stack()
    assert game.zone("Alice", Zone.EXILE) == ["Lent Ogre"]


def test_those_lands_found_become_creatures_that_are_still_lands(g):
    """Nissa, Worldwaker's "−7: Search your library for any number of basic land cards, put them
    onto the battlefield, then shuffle. Those lands become 4/4 Elemental creatures with trample.
    They're still lands." (CR 613.1d, 205.1b): each land found is a 4/4 Elemental land creature
    with trample; a land already on the battlefield is not."""
    from rt_cards import FOREST
    from cardtext.runtime.characteristics import CardType
    walker = compiled("−7: Search your library for any number of basic land cards, put them onto the "
                      "battlefield, then shuffle. Those lands become 4/4 Elemental creatures with trample. "
                      "They're still lands.", "Legendary Planeswalker — Nissa", "World Walker", "7")
    g.put_onto_battlefield("Alice", walker, as_effect=True)
    old = g.put_onto_battlefield("Alice", FOREST)
    g.set_library("Alice", [FOREST] * 2)
    g.activate("Alice", "World Walker", 0)
    g.resolve_stack()
    found = [i for i in g.state.battlefield if g.state.objects[i].name == "Forest" and i != old]
    assert found
    for oid in found:
        d = g.state.objects[oid].definition
        assert {CardType.LAND, CardType.CREATURE} <= set(d.types) and "Elemental" in d.subtypes
        assert g.pt(oid) == (4, 4) and "trample" in g.keywords(oid)
    assert CardType.CREATURE not in g.state.objects[old].definition.types


FIREBRAND = ("−2: When you cast your next instant or sorcery spell this turn, copy that spell. "
             "You may choose new targets for the copy.")


def _gain_spell():
    return compiled("You gain 3 life.", "Instant", "Healing Salve")


def test_your_next_instant_this_turn_is_copied_once(game):
    """Chandra, the Firebrand's "−2" (CR 603.7, 603.7c, 707.10): the delayed trigger copies the
    next instant cast this turn (3 life twice), and only that one: the second instant is not
    copied."""
    game.put_onto_battlefield("Alice", compiled(FIREBRAND, "Legendary Planeswalker — Chandra",
                                                "Firebrand Walker", "4"), as_effect=True)
    game.activate("Alice", "Firebrand Walker", 0)
    game.resolve_stack()
    for life in (26, 29):
        cast_and_resolve(game, _gain_spell())
        assert game.life("Alice") == life


def test_the_delayed_copy_trigger_ends_with_the_turn(game):
    """"this turn": an instant cast in a later turn is not copied (CR 603.7c)."""
    from cardtext.runtime.characteristics import Step
    game.put_onto_battlefield("Alice", compiled(FIREBRAND, "Legendary Planeswalker — Chandra",
                                                "Firebrand Walker", "4"), as_effect=True)
    game.activate("Alice", "Firebrand Walker", 0)
    game.resolve_stack()
    game.advance_to(Step.MAIN1, "Bob")
    game.advance_to(Step.MAIN1, "Alice")
    cast_and_resolve(game, _gain_spell())
    assert game.life("Alice") == 23

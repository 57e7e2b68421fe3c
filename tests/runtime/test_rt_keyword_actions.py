"""Keyword actions in the engine, on compiled cards: goad (CR 701.15) in a game of three, where
"attacks a player other than you if able" chooses the defender; detain (CR 701.35) and goad
ending as the acting player's next turn begins; monstrous ending as the permanent leaves the
battlefield (CR 701.37b, 400.7)."""
import pytest
from rt_cards import WASTES

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.engine.decider import FirstOptionDecider
from cardtext.runtime.errors import IllegalAction
from cardtext.runtime.game import Game


def card(text: str, type_line: str = "Sorcery", name: str = "Zed", pt=(None, None)):
    compiled = compile_card(CardSource(name, text, "", type_line, power=pt[0], toughness=pt[1]))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


BEAR = card("", "Creature — Bear", "Bear", ("2", "2"))


def three_players() -> Game:
    g = Game(("Alice", "Bob", "Carol"), FirstOptionDecider())
    for player in ("Alice", "Bob", "Carol"):
        g.set_library(player, [WASTES] * 10)
    return g


def test_a_goaded_creature_attacks_a_player_other_than_the_goading_player():
    """CR 701.15b: Bob goads Alice's Bear; on Alice's turn it must attack, and it attacks Carol,
    not Bob, though Bob would be the first defending player (next in turn order)."""
    g = three_players()
    g.set_step(Step.MAIN1, "Bob", turn=2)
    bear = g.put_onto_battlefield("Alice", BEAR)
    goad = g.add_card("Bob", card("Goad target creature."))
    g.cast("Bob", goad, targets=[[bear]])
    g.resolve_stack()
    assert g.state.objects[bear].goaded_by == (1,)
    g.set_step(Step.BEGINNING_OF_COMBAT, "Alice", turn=3)
    g.state.objects[bear].controlled_since_turn_start = True
    with pytest.raises(IllegalAction, match="CR 508.1d"):
        g.declare_attackers("Alice", [])
    g.declare_attackers("Alice", [bear])
    assert g.state.combat.defender[bear] == 2          # Carol, other than Bob


def test_goad_and_detain_end_as_the_acting_players_next_turn_begins(game):
    """CR 701.15a, 701.35a: "until your next turn": Bob's turn leaves them, Alice's turn ends them."""
    bear = game.put_onto_battlefield("Bob", BEAR)
    for text in ("Goad target creature.", "Detain target creature."):
        oid = game.add_card("Alice", card(text))
        game.cast("Alice", oid, targets=[[bear]])
        game.resolve_stack()
    o = game.state.objects[bear]
    assert o.goaded_by == (0,) and o.detained_by == (0,)
    game.set_step(Step.CLEANUP, "Alice", turn=3)
    game.advance_to(Step.UPKEEP, "Bob")
    assert o.goaded_by == (0,) and o.detained_by == (0,)
    game.advance_to(Step.UPKEEP, "Alice")
    assert o.goaded_by == () and o.detained_by == ()


def test_a_monstrous_permanent_that_leaves_and_returns_is_a_new_object_not_monstrous(game):
    """CR 701.37b: monstrous until it leaves the battlefield; back, it may become monstrous again."""
    beast = card("{0}: Monstrosity 2.\n{0}: Exile this creature, then return it to the battlefield "
                 "under its owner's control.", "Creature — Beast", "Beast", ("2", "2"))
    oid = game.put_onto_battlefield("Alice", beast)
    game.activate("Alice", oid, 0)
    game.resolve_stack()
    assert game.state.objects[oid].monstrous and game.state.objects[oid].counters["+1/+1"] == 2
    game.activate("Alice", oid, 1)
    game.resolve_stack()
    (back,) = [i for i in game.state.battlefield if game.state.objects[i].name == "Beast"]
    assert back != oid and not game.state.objects[back].monstrous
    assert game.state.objects[back].zone is Zone.BATTLEFIELD


# Adapt and connive: no corpus card prints them, so these engine tests play the real Oracle lines
# of Skatewing Spy ("{5}{U}: Adapt 4.") and Raffine's Informant ("When Raffine's Informant enters
# the battlefield, it connives.").
def test_adapt_puts_counters_only_on_a_permanent_without_plus_one_counters(game):
    """CR 701.46a: "If this permanent has no +1/+1 counters on it, put N +1/+1 counters on it.";
    activated again with the counters on it, nothing happens."""
    spy = card("{0}: Adapt 4.", "Creature — Vedalken Rogue", "Skatewing Spy", ("3", "3"))
    oid = game.put_onto_battlefield("Alice", spy)
    for _ in range(2):
        game.activate("Alice", oid, 0)
        game.resolve_stack()
        assert game.state.objects[oid].counters["+1/+1"] == 4


@pytest.mark.parametrize("discarded, counters", [("Spell", 1), ("Wastes", 0)])
def test_connive_draws_discards_and_counts_a_nonland_discard(game, discarded, counters):
    """To connive (CR 701.50a): draw a card, then discard a card; a nonland card discarded puts a
    +1/+1 counter on the conniving permanent, a land card doesn't."""
    from cardtext.runtime.engine.decider import Answer, ChoiceKind
    informant = card("When Raffine's Informant enters the battlefield, it connives.", "Creature — Human Wizard",
                     "Raffine's Informant", ("2", "1"))
    spell = card("Draw a card.", "Sorcery", "Spell")
    game.add_card("Alice", spell, Zone.HAND)
    oid = game.add_card("Alice", informant)
    hand_before = len(game.state.players[0].hand)
    game.cast("Alice", oid)
    game.decider.add(Answer(ChoiceKind.DISCARD, (discarded,)))     # by name: the drawn Wastes or the Spell
    game.resolve_stack()
    o = game.state.live(oid) or next(game.state.objects[i] for i in game.state.battlefield
                                     if game.state.objects[i].name == "Raffine's Informant")
    assert o.counters.get("+1/+1", 0) == counters
    assert len(game.state.players[0].hand) == hand_before - 1      # the Informant left the hand; +1 -1
    assert any(game.state.objects[i].name == discarded for i in game.state.players[0].graveyard)


def test_amass_makes_an_army_then_grows_it(game):
    """To amass Zombies N (CR 701.47a), with the Oracle line of Dreadhorde Invasion (no corpus
    card prints amass): with no Army, a 0/0 black Zombie Army token is created and gets the
    counter; next time the same Army grows."""
    invasion = card("At the beginning of your upkeep, you lose 1 life and amass Zombies 1.", "Enchantment",
                    "Dreadhorde Invasion")
    game.put_onto_battlefield("Alice", invasion)
    for turn, counters in ((5, 1), (7, 2)):
        game.set_step(Step.UNTAP, "Alice", turn=turn)
        game.advance_to(Step.UPKEEP, "Alice")
        game.resolve_stack()
        (army,) = [game.state.objects[i] for i in game.state.battlefield if game.state.objects[i].is_token]
        assert army.name == "Zombie Army Token" and army.counters["+1/+1"] == counters


def test_an_army_of_another_subtype_becomes_one_in_addition(game):
    """CR 701.47a: "If it isn't a [subtype], it becomes a [subtype] in addition to its other
    types": an Orc Army amassed as Zombies is an Orc Zombie Army."""
    from cardtext.runtime.engine.query import subtypes
    for text in ("Amass Orcs 1.", "Amass Zombies 1."):
        oid = game.add_card("Alice", card(text))
        game.cast("Alice", oid)
        game.resolve_stack()
    (army,) = [game.state.objects[i] for i in game.state.battlefield if game.state.objects[i].is_token]
    assert army.counters["+1/+1"] == 2
    assert set(subtypes(game.state, army)) == {"Orc", "Army", "Zombie"}

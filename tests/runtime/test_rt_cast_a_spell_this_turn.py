""""as long as you've cast an instant or sorcery spell this turn", "activate only if you've cast a
noncreature spell this turn" (CR 601.2): whether one of the spells the player cast this turn, as
it was cast, is such a spell; another player's spells don't count, and a new turn starts anew."""
from compiled_cards import card
from rt_cards import GRIZZLY_BEARS

from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.engine.query import has_keyword


FROG = card("~ has flying as long as you've cast an instant or sorcery spell this turn.", "Frog",
            "Creature — Frog", "{1}{U}", power="1", toughness="1")
ZAP = card("~ deals 1 damage to any target.", "Zap", "Instant", "{R}")


def flying(game, oid) -> bool:
    return has_keyword(game.state, game.obj(oid), "flying")


def zap(game, who, at):
    game.add_mana(who, "R")
    game.cast(who, game.add_card(who, ZAP), targets=[[at]])
    game.resolve_stack()


def test_a_creature_spell_is_not_an_instant_or_sorcery_spell(game):
    frog = game.put_onto_battlefield("Alice", FROG)
    game.add_mana("Alice", "GG")
    game.cast("Alice", game.add_card("Alice", GRIZZLY_BEARS))
    game.resolve_stack()
    assert not flying(game, frog)


def test_an_instant_cast_this_turn_counts_until_the_turn_ends(g):           # CR 601.2
    frog = g.put_onto_battlefield("Alice", FROG)
    zap(g, "Alice", "Bob")
    assert flying(g, frog)
    g.advance_to(Step.UPKEEP, "Bob")
    assert not flying(g, frog)


def test_an_opponents_instant_doesnt_count(game):
    frog = game.put_onto_battlefield("Alice", FROG)
    game.pass_priority("Alice")
    zap(game, "Bob", "Alice")
    assert not flying(game, frog)


THIEF = card("When ~ enters, draw a card if you've cast another blue spell this turn.", "Thief",
             "Creature — Faerie Rogue", "{2}{U}", power="2", toughness="1")
PING = card("~ deals 1 damage to any target.", "Blue Ping", "Instant", "{U}")


def hand_size(game) -> int:
    return len(game.state.players[0].hand)


def test_another_doesnt_count_the_spell_the_source_was(game):              # CR 400.7
    game.add_mana("Alice", "UUU")
    game.cast("Alice", game.add_card("Alice", THIEF))
    before = hand_size(game)
    game.resolve_stack()                            # the creature spell, then its enters trigger
    assert hand_size(game) == before and "Thief" in game.zone("Alice", Zone.BATTLEFIELD)


def test_another_blue_spell_cast_before_it_counts(game):
    game.add_mana("Alice", "U")
    game.cast("Alice", game.add_card("Alice", PING), targets=[["Bob"]])
    game.resolve_stack()
    game.add_mana("Alice", "UUU")
    game.cast("Alice", game.add_card("Alice", THIEF))
    before = hand_size(game)
    game.resolve_stack()
    assert hand_size(game) == before + 1

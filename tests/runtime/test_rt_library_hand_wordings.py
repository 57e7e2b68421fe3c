"""Library, hand and graveyard wordings in a game: "search your library for a creature card,
reveal it, then shuffle your library and put that card on top of it" (CR 701.19, 701.20: the
found card is revealed, the rest of the library shuffled, then the card put on top); "whenever a
creature is put into your graveyard from the battlefield" (CR 700.4, 400.3: only cards you own);
"return the exiled card ..." of an Oblivion Ring (linked abilities, CR 607.2a, 400.7); "target
opponent puts a card from his or her hand on top of his or her library" (that player chooses); each
player revealing the top card of their library; "an attacking creature" that died was attacking as
it last existed (CR 603.10a)."""
from rt_cards import FOREST, GRIZZLY_BEARS, ISLAND, RUNECLAW_BEAR, SWAMP, WASTES

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Zone
from cardtext.runtime.engine.decider import Answer, ChoiceKind

TUTOR_TOP = ("Search your library for a creature card, reveal it, then shuffle your library and put "
             "that card on top of it.")


def spell(text: str, name: str = "Library Spell"):
    card = compile_card(CardSource(name, text, "", "Sorcery"))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    return card.definition


def test_the_found_card_ends_on_top_of_the_shuffled_library(game):
    game.set_library("Alice", [FOREST, ISLAND, SWAMP, GRIZZLY_BEARS, WASTES])
    oid = game.add_card("Alice", spell(TUTOR_TOP))
    game.decider.add(Answer(ChoiceKind.CHOOSE, ["Grizzly Bears"]))
    game.cast("Alice", oid)
    game.resolve_stack()
    library = game.zone("Alice", Zone.LIBRARY)
    assert library[0] == "Grizzly Bears"
    assert sorted(library[1:]) == ["Forest", "Island", "Swamp", "Wastes"]
    assert "Grizzly Bears" not in game.zone("Alice", Zone.HAND)


def test_finding_nothing_still_shuffles_and_puts_nothing_on_top(game):
    game.set_library("Alice", [FOREST, ISLAND, SWAMP])
    oid = game.add_card("Alice", spell(TUTOR_TOP))
    game.cast("Alice", oid)
    game.resolve_stack()
    assert sorted(game.zone("Alice", Zone.LIBRARY)) == ["Forest", "Island", "Swamp"]


SIGIL = ("Whenever a creature is put into your graveyard from the battlefield, you gain 2 life.")
BOLT = compile_card(CardSource("Bolt", "Bolt deals 3 damage to any target.", "{R}", "Instant")).definition


def _sigil():
    card = compile_card(CardSource("Graveyard Sigil", SIGIL, "{W}", "Enchantment"))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    return card.definition


def _bolt(game, target):
    game.add_mana("Alice", "R")
    game.cast("Alice", game.add_card("Alice", BOLT), targets=[[target]])
    game.resolve_stack()


def test_your_creature_dying_goes_to_your_graveyard_and_triggers(game):
    game.put_onto_battlefield("Alice", _sigil())
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    _bolt(game, "Grizzly Bears")
    assert "Grizzly Bears" in game.zone("Alice", Zone.GRAVEYARD)
    assert game.life("Alice") == 22


def test_an_opponents_creature_dying_does_not_trigger(game):
    game.put_onto_battlefield("Alice", _sigil())
    game.put_onto_battlefield("Bob", RUNECLAW_BEAR)
    _bolt(game, "Runeclaw Bear")
    assert game.life("Alice") == 20


def test_a_creature_you_control_but_dont_own_goes_to_its_owners_graveyard(game):
    game.put_onto_battlefield("Alice", _sigil())
    oid = game.put_onto_battlefield("Bob", RUNECLAW_BEAR)
    game.state.objects[oid].controller = game.player("Alice")     # Alice has stolen it
    _bolt(game, "Runeclaw Bear")
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Runeclaw Bear"]
    assert game.life("Alice") == 20


O_RING = ("When Exile Ring enters, exile another target nonland permanent.\n"
          "When Exile Ring leaves the battlefield, return the exiled card to the battlefield under its "
          "owner's control.")
NATURALIZE = compile_card(CardSource("Naturalize", "Destroy target artifact or enchantment.", "{G}",
                                     "Instant")).definition


def _ring():
    card = compile_card(CardSource("Exile Ring", O_RING, "{2}{W}", "Enchantment"))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    return card.definition


def _naturalize(game):
    game.add_mana("Alice", "G")
    game.cast("Alice", game.add_card("Alice", NATURALIZE), targets=[["Exile Ring"]])


def test_the_exiled_card_returns_under_its_owners_control_when_the_ring_leaves(game):
    game.put_onto_battlefield("Bob", RUNECLAW_BEAR)
    ring = game.add_card("Alice", _ring())
    for _ in range(3):
        game.add_mana("Alice", "W")
    game.decider.add(Answer(ChoiceKind.TARGETS, ["Runeclaw Bear"]))
    game.cast("Alice", ring)
    game.resolve_stack()
    assert game.zone("Bob", Zone.EXILE) == ["Runeclaw Bear"]
    _naturalize(game)
    game.resolve_stack()
    assert game.zone("Bob", Zone.BATTLEFIELD) == ["Runeclaw Bear"]
    assert game.zone("Bob", Zone.EXILE) == []


def test_if_the_ring_leaves_before_its_exile_resolves_the_card_stays_exiled(game):
    game.put_onto_battlefield("Bob", RUNECLAW_BEAR)
    ring = game.add_card("Alice", _ring())
    for _ in range(3):
        game.add_mana("Alice", "W")
    game.decider.add(Answer(ChoiceKind.TARGETS, ["Runeclaw Bear"]))
    game.cast("Alice", ring)
    game.pass_priority("Alice")
    game.pass_priority("Bob")           # the Ring resolves; its enters trigger goes on the stack
    _naturalize(game)                   # in response: the Ring leaves first (CR 607.2a, 400.7)
    game.resolve_stack()
    assert game.zone("Bob", Zone.EXILE) == ["Runeclaw Bear"]
    assert "Runeclaw Bear" not in game.zone("Bob", Zone.BATTLEFIELD)


RATS = ("When Hand Rats enters, target opponent puts a card from his or her hand on top of his or "
        "her library.")


def test_the_opponent_chooses_which_card_goes_on_top_of_their_library(game):
    rats = compile_card(CardSource("Hand Rats", RATS, "{1}{B}", "Creature — Rat", "2/2"))
    assert rats.fully_compiled, [d.render() for d in rats.diagnostics]
    game.set_library("Bob", [FOREST])
    game.add_card("Bob", GRIZZLY_BEARS)
    game.add_card("Bob", ISLAND)
    oid = game.add_card("Alice", rats.definition)
    game.add_mana("Alice", "B")
    game.add_mana("Alice", "B")
    game.decider.add(Answer(ChoiceKind.CHOOSE, ["Island"]))        # the only opponent: Bob is the target
    asked = []
    choose = game.decider.choose
    game.decider.choose = lambda choice: asked.append((choice.kind, choice.player)) or choose(choice)
    game.cast("Alice", oid)
    game.resolve_stack()
    assert game.zone("Bob", Zone.LIBRARY) == ["Island", "Forest"]
    assert game.zone("Bob", Zone.HAND) == ["Grizzly Bears"]
    assert (ChoiceKind.CHOOSE, game.player("Bob")) in asked       # Bob chooses, not Alice


def test_each_player_reveals_the_top_card_and_nothing_moves(game):
    game.set_library("Alice", [FOREST, ISLAND])
    game.set_library("Bob", [SWAMP, WASTES])
    oid = game.add_card("Alice", spell("Each player reveals the top card of his or her library."))
    game.cast("Alice", oid)
    game.resolve_stack()
    reveals = [e.text for e in game.log.entries if e.kind == "reveal"]
    assert any("Forest" in t for t in reveals) and any("Swamp" in t for t in reveals)
    assert game.zone("Alice", Zone.LIBRARY) == ["Forest", "Island"]
    assert game.zone("Bob", Zone.LIBRARY) == ["Swamp", "Wastes"]


MOURNER = ("Whenever an attacking creature is put into your graveyard from the battlefield, you gain "
           "3 life.")


def _mourner():
    card = compile_card(CardSource("Mourner", MOURNER, "{2}{W}", "Enchantment"))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    return card.definition


def test_an_attacking_creature_that_dies_was_attacking_as_it_last_existed(game):
    """CR 603.10a: the leaves-the-battlefield trigger looks back at the creature in combat."""
    game.put_onto_battlefield("Alice", _mourner())
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.declare_attackers("Alice", ["Grizzly Bears"])
    _bolt(game, "Grizzly Bears")
    assert game.life("Alice") == 23


def test_a_creature_that_was_not_attacking_does_not_count(game):
    game.put_onto_battlefield("Alice", _mourner())
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    _bolt(game, "Grizzly Bears")
    assert game.life("Alice") == 20

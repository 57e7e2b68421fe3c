""""that player's hand" and "from that player's graveyard" after a trigger that names a player
(CR 603.7c: the player the event named), and "The player ...", the older Oracle wording of
"That player ..."."""
from rt_cards import FOREST, GRIZZLY_BEARS, MEMNITE, SHOCK

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.engine.decider import Answer, ChoiceKind


def creature(text: str, name: str):
    compiled = compile_card(CardSource(name, text, "", "Creature — Specter", power="2", toughness="2"))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


def combat_damage_to_bob(game, attacker: str, answers=()):
    game.declare_attackers("Alice", [attacker])
    game.declare_blockers("Bob", {})
    game.decider.add(*answers)
    game.advance_to(Step.END_OF_COMBAT)


def test_look_at_that_players_hand_and_the_player_discards_the_chosen_card(game):
    """The damaged player's hand is looked at; "The player discards that card" is that player."""
    specter = creature("Whenever ~ deals combat damage to a player, look at that player's hand and choose "
                       "a card from it. The player discards that card.", "Hand Specter")
    game.put_onto_battlefield("Alice", specter)
    for d in (GRIZZLY_BEARS, SHOCK, FOREST):
        game.add_card("Bob", d)
    combat_damage_to_bob(game, "Hand Specter", [Answer(ChoiceKind.CHOOSE, ["Shock"])])
    assert game.life("Bob") == 18
    assert sorted(game.zone("Bob", Zone.HAND)) == ["Forest", "Grizzly Bears"]
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Shock"]


def test_target_card_from_that_players_graveyard_is_owned_by_the_damaged_player(game):
    """CR 108.3: in a graveyard, "that player's" cards are the cards that player owns; a card in
    the attacker's own graveyard is not a legal target."""
    ghoul = creature("Whenever ~ deals combat damage to a player, you may exile target card from that "
                     "player's graveyard.", "Grave Specter")
    game.put_onto_battlefield("Alice", ghoul)
    game.add_card("Alice", MEMNITE, Zone.GRAVEYARD)
    game.add_card("Bob", GRIZZLY_BEARS, Zone.GRAVEYARD)
    combat_damage_to_bob(game, "Grave Specter", [Answer(ChoiceKind.MAY, True)])   # the one legal target
    assert game.zone("Bob", Zone.EXILE) == ["Grizzly Bears"]
    assert game.zone("Alice", Zone.GRAVEYARD) == ["Memnite"]


def test_that_players_graveyard_needs_a_player_named_before_it():
    alone = compile_card(CardSource("Grave Spell", "Exile target card from that player's graveyard.", "", "Sorcery"))
    assert not alone.fully_compiled


def test_that_card_after_a_card_target_is_the_target(game):
    """"Return target creature card from your graveyard to the battlefield. You lose life equal to
    that card's mana value.": with no step before it labelling cards, "that card" is the target
    (CR 115.1, 608.2c); its mana value is read as the effect happens."""
    delver = compile_card(CardSource("Grave Delver", "Return target creature card from your graveyard to "
                                     "the battlefield. You lose life equal to that card's mana value.",
                                     "", "Sorcery"))
    assert delver.fully_compiled, [d.render() for d in delver.diagnostics]
    bears = game.add_card("Alice", GRIZZLY_BEARS, Zone.GRAVEYARD)
    oid = game.add_card("Alice", delver.definition)
    game.cast("Alice", oid, targets=[[bears]])
    game.resolve_stack()
    assert "Grizzly Bears" in game.zone("Alice", Zone.BATTLEFIELD)
    assert game.life("Alice") == 18


def test_that_card_stays_unsupported_when_a_trigger_event_names_a_card():
    """"that card" after a trigger on a card could be the event's card or the target: not guessed."""
    text = ("Whenever you discard a card, return target creature card from your graveyard to your hand. "
            "You gain life equal to that card's mana value.")
    card = compile_card(CardSource("Ambiguous Ghoul", text, "", "Enchantment"))
    assert [d.code for d in card.diagnostics] == ["CT301"]

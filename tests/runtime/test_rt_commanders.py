"""Commanders (runtime/mechanics/commanders.py). The partner abilities of Commander deck
construction (CR 702.124): which two cards may be designated together as a deck's commander. They
do nothing in a game (CR 702.124a); the cards are compiled from their keyword lines, so the
pairing reads what the compiler made of them. In a game, the commander designation (CR 903.3),
"your commander" and its color identity (CR 903.4)."""
from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Color, ManaType, Step, Zone
from cardtext.runtime.engine.decider import Answer, ChoiceKind
from cardtext.runtime.engine.zones import move
from cardtext.runtime.color_identity import color_identity
from cardtext.runtime.mechanics.commanders import may_be_commander, may_be_commanders_together


def _card(name: str, text: str, type_line: str = "Legendary Creature — Human", pt: str | None = "2"):
    card = compile_card(CardSource(name, text, "{2}", type_line, pt, pt))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    return card.definition


def test_friends_forever_pairs_only_with_friends_forever_cr_702_124i():
    a, b = _card("Friend A", "Friends forever"), _card("Friend B", "Friends forever")
    partner = _card("Partner C", "Partner")
    assert may_be_commanders_together(a, b) and may_be_commanders_together(b, a)
    assert not may_be_commanders_together(a, partner)          # different partner abilities (702.124f)
    assert may_be_commanders_together(partner, _card("Partner D", "Partner"))      # CR 702.124h


def test_choose_a_background_pairs_with_a_legendary_background_enchantment_cr_702_124k():
    hero = _card("Background Chooser", "Choose a Background")
    background = _card("Test Background", "Creatures you control have vigilance.",
                       "Legendary Enchantment — Background", None)
    assert may_be_commanders_together(hero, background) and may_be_commanders_together(background, hero)
    assert not may_be_commanders_together(hero, _card("Another Chooser", "Choose a Background"))
    assert not may_be_commanders_together(background, _card("Partner E", "Partner"))


def test_doctors_companion_pairs_with_a_time_lord_doctor_with_no_other_creature_type_cr_702_124m():
    companion = _card("Companion Holder", "Doctor's companion")
    doctor = _card("Test Doctor", "Vigilance", "Legendary Creature — Time Lord Doctor")
    mixed = _card("Test Doctor Human", "Vigilance", "Legendary Creature — Time Lord Doctor Human")
    assert may_be_commanders_together(companion, doctor) and may_be_commanders_together(doctor, companion)
    assert not may_be_commanders_together(companion, mixed)    # "has no other creature types"
    assert not may_be_commanders_together(companion, _card("Companion Two", "Doctor's companion"))


def test_a_planeswalker_that_says_it_can_be_your_commander_may_be_one_cr_903_3d():
    walker = _card("Test Walker", "+1: You gain 1 life.\nTest Walker can be your commander.",
                   "Legendary Planeswalker — Test", None)
    plain = _card("Plain Walker", "+1: You gain 1 life.", "Legendary Planeswalker — Test", None)
    assert may_be_commander(walker)
    assert not may_be_commander(plain)            # CR 903.3: only a legendary creature otherwise
    assert may_be_commander(_card("Legend", "Flying"))


def test_partner_with_pairs_only_the_two_cards_that_name_each_other_cr_702_124j():
    """CR 702.124j: two legendary cards may be the commander "if each has a 'partner with [name]'
    ability with the other's name"; one with it can't pair with a card it doesn't name."""
    first = _card("Named First", "Partner with Named Second")
    second = _card("Named Second", "Partner with Named First")
    assert may_be_commanders_together(first, second) and may_be_commanders_together(second, first)
    assert not may_be_commanders_together(first, _card("Partner F", "Partner"))
    assert not may_be_commanders_together(first, _card("Named Third", "Partner with Named First"))
    # not legendary, as Battlebond's Lore Weaver and Ley Weaver: neither may be a commander (CR 903.3)
    lore = _card("Lore Weaver", "Partner with Ley Weaver", "Creature — Human Wizard")
    ley = _card("Ley Weaver", "Partner with Lore Weaver", "Creature — Human Druid")
    assert not may_be_commanders_together(lore, ley)


# ------------------------------------------------------------------ the commander designation
# CR 903.3: a commander is a card designated so before the game; the designation is an attribute
# of the card, not a characteristic, and stays with it through every zone.

LIEUTENANT = "Lieutenant — As long as you control your commander, this creature gets +2/+2."
TOWER = "{T}: Add one mana of any color in your commander's color identity."


def _permanent(name: str, text: str, type_line: str = "Creature — Human", pt: str | None = "2"):
    card = compile_card(CardSource(name, text, "{2}", type_line, pt, pt))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    return card.definition


def _commander(mana_cost: str = "{G}{W}", text: str = ""):
    card = compile_card(CardSource("Test Commander", text, mana_cost, "Legendary Creature — Elf", "2", "2"))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    return card.definition


def test_lieutenant_counts_only_your_commander_under_your_control_cr_903_3(game):
    soldier = game.put_onto_battlefield("Alice", _permanent("Lieutenant Soldier", LIEUTENANT))
    assert game.pt(soldier) == (2, 2)                      # no commander: the condition is false
    commander = game.designate_commander("Alice", _commander())
    assert game.pt(soldier) == (2, 2)                      # in the command zone, not controlled
    on_board = move(game, commander, Zone.BATTLEFIELD)
    assert on_board.commander and game.pt(soldier) == (4, 4)
    game.state.objects[on_board.id].controller = 1         # Bob gains control of it
    assert game.pt(soldier) == (2, 2)


def test_the_designation_stays_with_the_card_through_zone_changes_cr_903_3(game):
    commander = game.designate_commander("Alice", _commander())
    in_graveyard = move(game, move(game, commander, Zone.BATTLEFIELD).id, Zone.GRAVEYARD)
    assert in_graveyard.commander and move(game, in_graveyard.id, Zone.BATTLEFIELD).commander


def test_commander_creatures_you_control_include_another_players_commander(game):
    anthem = _permanent("Anthem Card", "Commander creatures you control get +2/+2.", "Enchantment", None)
    game.put_onto_battlefield("Alice", anthem)
    bobs = move(game, game.designate_commander("Bob", _commander()), Zone.BATTLEFIELD, controller=0)
    plain = game.put_onto_battlefield("Alice", _permanent("Plain Creature", ""))
    assert game.pt(bobs.id) == (4, 4) and game.pt(plain) == (2, 2)


def test_color_identity_reads_mana_cost_and_rules_text_symbols_cr_903_4():
    assert color_identity(_commander("{G}{W}")) == (Color.WHITE, Color.GREEN)
    assert color_identity(_commander("{2}{G}", "{T}: Add {B}.")) == (Color.BLACK, Color.GREEN)
    assert color_identity(_commander("{1}{W/U}")) == (Color.WHITE, Color.BLUE)


def test_command_tower_adds_no_mana_without_a_commander_cr_903_4f(game):
    game.put_onto_battlefield("Alice", _permanent("Tower Card", TOWER, "Land", None))
    assert game.could_produce("Tower Card") == set()
    assert game.tap_for_mana("Alice", "Tower Card") == [] and game.pool_text("Alice") == ""


def test_command_tower_adds_a_color_of_the_commanders_identity_cr_903_4(game):
    game.designate_commander("Alice", _commander("{G}{W}"))
    game.put_onto_battlefield("Alice", _permanent("Tower Card", TOWER, "Land", None))
    assert game.could_produce("Tower Card") == {ManaType.GREEN, ManaType.WHITE}
    game.advance_to(Step.MAIN1, "Alice")
    game.decider.add(Answer(ChoiceKind.MANA, ManaType.WHITE))
    game.tap_for_mana("Alice", "Tower Card")
    assert game.pool_text("Alice") == "{W}"

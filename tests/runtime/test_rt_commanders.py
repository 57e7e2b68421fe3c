"""The partner abilities of Commander deck construction (CR 702.124, runtime/mechanics/commanders.py):
which two cards may be designated together as a deck's commander. They do nothing in a game (CR
702.124a); the cards are compiled from their keyword lines, so the pairing reads what the compiler
made of them."""
from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
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

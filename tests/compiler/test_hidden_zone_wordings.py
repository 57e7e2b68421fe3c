"""Older wordings of moving cards between hidden zones: "put the top card of your library into your
graveyard" is milling one card (CR 701.13a, 701.13b); "you may search your library for a creature
card and reveal it. If you do, shuffle your library and put that card on top of it." is the optional
tutor to the top (CR 701.19, 701.20, 701.16a); parley's "For each nonland card revealed this way, ..."
counts the cards each player revealed from the top of their library (CR 701.16a, 205.2a); a search
for "any number of" cards put on top (CR 701.19b, 401.4); "If that card is a land card" after revealing
the top card reads that card, as "if it's" does (CR 608.2c)."""
from cardtext.runtime import effects as E
from cardtext.runtime.filters import AffectedCount, AffectedRef, Fixed, ObjectIs, PlayerRef
from cardtext.runtime.characteristics import CardType, Zone

from .conftest import compile_text
from .test_library_hand_wordings import ability_of      # compiled fully, and round-tripped


def compiles(text, type_line="Sorcery") -> bool:
    return compile_text(text, type_line=type_line).fully_compiled


def test_put_the_top_card_of_your_library_into_your_graveyard_mills_one_card():
    (mill,) = ability_of("{T}: Put the top card of your library into your graveyard.",
                         type_line="Artifact").effects
    assert isinstance(mill, E.Mill) and mill.amount == Fixed(1) and mill.player is PlayerRef.YOU


def test_you_may_put_the_top_card_into_your_graveyard_is_an_optional_mill():
    trigger = ability_of("At the beginning of your upkeep, you may put the top card of your "
                         "library into your graveyard.", type_line="Enchantment")
    (may,) = trigger.effects
    (mill,) = may.effects
    assert isinstance(may, E.Optional) and isinstance(mill, E.Mill) and mill.amount == Fixed(1)


def test_the_top_card_of_your_graveyard_is_not_milled():
    assert not compiles("{2}: Put the top card of your graveyard on the bottom of your library.",
                        type_line="Artifact")


def test_optional_search_and_reveal_then_if_you_do_shuffle_and_put_it_on_top():
    trigger = ability_of("Whenever you cast a green creature spell, you may search your library "
                         "for a creature card and reveal it. If you do, shuffle your library and "
                         "put that card on top of it.", type_line="Legendary Creature — Elf Wizard")
    (may,) = trigger.effects
    (search,) = may.effects
    assert isinstance(may, E.Optional) and isinstance(search, E.SearchToTop)
    assert search.reveal and search.count == 1
    assert search.filter.types == (CardType.CREATURE,) and search.filter.zone is Zone.LIBRARY


def test_if_you_do_must_shuffle_before_putting_the_card_on_top():
    assert not compiles("You may search your library for a creature card and reveal it. If you do, "
                        "put that card on top of your library and shuffle.", type_line="Sorcery")


PARLEY = "Each player reveals the top card of his or her library. "


def test_for_each_nonland_card_revealed_this_way_counts_the_revealed_cards_that_are_not_lands():
    """CR 701.16a, 205.2a: the count reads the cards the reveal step showed, by card type."""
    reveal, create, draw = ability_of(PARLEY + "For each nonland card revealed this way, you create a "
                                      "3/3 green Elephant creature token. Then each player draws a card.",
                                      type_line="Sorcery").effects
    assert isinstance(reveal, E.LookAtTop) and reveal.reveal and reveal.player is PlayerRef.EACH_PLAYER
    assert isinstance(create.amount, AffectedCount) and create.amount.label == reveal.label
    assert create.amount.filter.excluded_types == (CardType.LAND,) and create.amount.filter.card
    assert isinstance(draw, E.Draw) and draw.player is PlayerRef.EACH_PLAYER


def test_leading_for_each_revealed_puts_that_many_counters():
    trigger = ability_of("When ~ enters, " + PARLEY.lower() + "For each nonland card revealed this way, "
                         "put a +1/+1 counter on ~. Then each player draws a card.",
                         type_line="Creature — Elf Warrior")
    counters = trigger.effects[1]
    assert isinstance(counters.amount, AffectedCount)


def test_leading_for_each_revealed_pumps_a_group_until_end_of_turn():
    trigger = ability_of("Whenever ~ attacks, " + PARLEY.lower() + "For each nonland card revealed "
                         "this way, attacking creatures you control get +1/+1 until end of turn. "
                         "Then each player draws a card.", type_line="Creature — Elemental")
    pump = trigger.effects[1]
    assert isinstance(pump, E.ModifyPowerToughness) and isinstance(pump.multiplier, AffectedCount)


def test_revealed_this_way_needs_a_reveal_before_it():
    assert not compiles("For each nonland card revealed this way, you create a 3/3 green Elephant "
                        "creature token.", type_line="Sorcery")


def test_counting_revealed_cards_by_color_is_not_supported_yet():
    assert not compiles(PARLEY + "For each blue nonland card revealed this way, you create a 3/3 green "
                        "Elephant creature token.", type_line="Sorcery")


def test_search_for_any_number_and_reveal_those_cards_then_put_them_on_top():
    """CR 701.19b: none to all of the matching cards; CR 401.4: put on top in any order."""
    trigger = ability_of("When ~ enters, search your library for any number of Goblin cards and "
                         "reveal those cards. Shuffle your library, then put them on top of it in any "
                         "order.", type_line="Creature — Goblin")
    (search,) = trigger.effects
    assert isinstance(search, E.SearchToTop) and search.any_number and search.reveal
    assert search.filter.subtypes == ("Goblin",) and search.filter.zone is Zone.LIBRARY


def test_a_fixed_count_tutor_to_the_top_is_not_any_number():
    (search,) = ability_of("Search your library for a creature card, reveal it, then shuffle your "
                           "library and put that card on top of it.").effects
    assert not search.any_number and search.count == 1


def test_if_that_card_is_reads_the_card_just_revealed():
    """CR 701.16a: the revealed card stays where it was; "that card" is it."""
    (choose, reveal, branch) = ability_of("{T}: Choose a creature type. Reveal the top card of your "
                                          "library. If that card is a creature card of the chosen "
                                          "type, put it into your hand. Otherwise, put it into your "
                                          "graveyard.", type_line="Creature — Elf Shaman").effects
    assert isinstance(reveal, E.LookAtTop) and reveal.reveal
    assert isinstance(branch.condition, ObjectIs)
    assert branch.condition.filter.types == (CardType.CREATURE,) and branch.condition.filter.chosen_subtype


def test_if_that_card_is_after_milling_one_card_reads_the_milled_card():
    """CR 701.13a: the card put into the graveyard is the one "that card" names, wherever it is."""
    mill, branch = ability_of("{U}: Put the top card of your library into your graveyard. If that card "
                              "is a land card, ~ can't be blocked this turn.",
                              type_line="Creature — Beast").effects
    assert isinstance(mill, E.Mill) and mill.label
    assert isinstance(branch.condition, ObjectIs) and branch.condition.ref == AffectedRef(mill.label)
    assert branch.condition.filter.types == (CardType.LAND,)


def test_milling_several_cards_leaves_that_card_unnamed():
    assert not compiles("{U}: Mill two cards. If that card is a land card, ~ can't be blocked this "
                        "turn.", type_line="Creature — Beast")


def test_that_spell_is_countered_keeps_its_own_reading():
    assert compiles("Counter target spell. If that spell is countered this way, exile it instead of "
                    "putting it into its owner's graveyard.", type_line="Instant")

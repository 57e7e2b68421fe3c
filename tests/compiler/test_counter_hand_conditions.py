"""Conditions on the source's counters ("as long as ~ has seven or more quest counters on it",
"~ has reach as long as it has a +1/+1 counter on it", CR 122.1) and on its controller's hand
size ("as long as you have seven or more cards in hand", hellbent's "no cards in hand", CR 402)."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime.characteristics import Zone
from cardtext.runtime.filters import CardsInZone, Compare, CounterCount, NotCondition, SelfRef

from .conftest import compile_text


def _round_trips(card):
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)


def test_quest_counters_on_the_source_condition_an_anthem():
    card = compile_text("As long as ~ has seven or more quest counters on it, creatures you control get +5/+5.",
                        type_line="Enchantment")
    _round_trips(card)
    (static,) = card.definition.abilities
    assert static.condition == CounterCount(SelfRef(), "quest", Compare.GE, 7)


def test_it_has_a_counter_on_it_means_the_source_itself():
    card = compile_text("~ has reach as long as it has a +1/+1 counter on it.")
    _round_trips(card)
    (static,) = card.definition.abilities
    assert static.condition == CounterCount(SelfRef(), "+1/+1", Compare.GE, 1)


def test_as_long_as_self_has_counters_then_it_has_a_keyword():
    card = compile_text("As long as ~ has three or more +1/+1 counters on it, it has trample.")
    _round_trips(card)
    (static,) = card.definition.abilities
    assert static.condition == CounterCount(SelfRef(), "+1/+1", Compare.GE, 3)


def test_enchanted_creature_it_is_not_read_as_the_source():
    # "it" after an attached subject is the enchanted creature, not the Aura: not this rule
    card = compile_text("Enchant creature\nEnchanted creature gets +1/+1 as long as it has a +1/+1 counter on it.",
                        type_line="Enchantment — Aura")
    assert not card.fully_compiled


def test_seven_or_more_cards_in_hand():
    card = compile_text("As long as you have seven or more cards in hand, ~ gets +2/+1 and has first strike.")
    _round_trips(card)
    assert [a.condition for a in card.definition.abilities] == [CardsInZone(Zone.HAND, 7)] * 2


def test_hellbent_is_no_cards_in_hand():
    card = compile_text("Hellbent — ~ gets +2/+2 as long as you have no cards in hand.")
    _round_trips(card)
    (static,) = card.definition.abilities
    assert static.condition == NotCondition(CardsInZone(Zone.HAND, 1))


def test_hand_conditions_in_intervening_if_and_activation_restrictions():
    for text in ("At the beginning of your upkeep, if you have no cards in hand, each opponent loses 2 life.",
                 "{2}, {T}: Draw a card. Activate only if you have no cards in hand.",
                 "{2}: Draw a card if you have seven or more cards in hand.",
                 "At the beginning of your upkeep, if ~ has ten or more luck counters on it, draw a card."):
        _round_trips(compile_text(text, type_line="Artifact"))


def test_player_conditions_name_the_player_and_quantity():
    from cardtext.runtime.filters import PlayerHas, PlayerRef
    cases = {
        "~ has haste as long as an opponent has 10 or less life.":
            PlayerHas(PlayerRef.EACH_OPPONENT, "life", Compare.LE, 10),
        "At the beginning of each opponent's upkeep, if that player has seven or more cards in hand, "
        "~ deals 4 damage to him or her.": PlayerHas(PlayerRef.EVENT_PLAYER, "hand", Compare.GE, 7),
        "At the beginning of each opponent's upkeep, if that player has no cards in hand, he or she loses 2 life.":
            PlayerHas(PlayerRef.EVENT_PLAYER, "hand", Compare.LE, 0),
        "At the beginning of your upkeep, if you have two or fewer cards in hand, draw a card.":
            PlayerHas(PlayerRef.YOU, "hand", Compare.LE, 2),
    }
    for text, cond in cases.items():
        card = compile_text(text)
        _round_trips(card)
        (ability,) = card.definition.abilities
        assert ability.condition == cond, text


def test_another_player_word_is_not_an_opponent():
    card = compile_text("~ has haste as long as an ally has 10 or less life.")
    assert not card.fully_compiled

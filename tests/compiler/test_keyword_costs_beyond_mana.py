"""Keywords whose cost may be any cost an activated ability's may be, not only mana: flashback
(CR 702.34a), kicker (CR 702.33a), buyback (CR 702.27a) and cumulative upkeep (CR 702.24a).
Each compiles to its KeywordAbility with the mana part as `cost` ({0}, no symbol, where it has
none) and the other parts as `more_costs`, which the engine pays with the mana (CR 601.2h);
the text renders back as Oracle prints it, each cost item capitalised."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.syntax.symbols import parse_mana_cost
from cardtext.runtime import abilities as R
from cardtext.runtime.costs import (Discard, EitherCost, ManaCost, PayLife, PutCountersCost, ReturnToHandCost, Sacrifice,
                                    TapPermanents)
from cardtext.runtime.filters import Fixed

from .conftest import compile_corpus_card, compile_text


def keyword(card, name):
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
    return next(a for a in card.definition.abilities if isinstance(a, R.KeywordAbility) and a.name == name)


def test_flashback_with_mana_and_life(corpus):
    """CR 702.34a, Acorn Harvest: "Flashback—{1}{G}, Pay 3 life." """
    k = keyword(compile_corpus_card(corpus["Acorn Harvest"]), "flashback")
    assert k.cost == parse_mana_cost("{1}{G}") and k.more_costs == (PayLife(Fixed(3)),)


def test_flashback_with_no_mana(corpus):
    """CR 702.34a, Battle Screech: "Flashback—Tap three untapped white creatures you control." """
    k = keyword(compile_corpus_card(corpus["Battle Screech"]), "flashback")
    assert k.cost == ManaCost()
    (tap,) = k.more_costs
    assert isinstance(tap, TapPermanents) and tap.count == 3 and not tap.untap


def test_flashback_with_x_objects(corpus):
    """Conflagrate: "Flashback—{R}{R}, Discard X cards": X is the spell's (CR 107.3)."""
    k = keyword(compile_corpus_card(corpus["Conflagrate"]), "flashback")
    assert k.cost == parse_mana_cost("{R}{R}")
    assert isinstance(k.more_costs[0], Discard) and k.more_costs[0].x_count


def test_kicker_with_mana_and_a_sacrifice(corpus):
    """CR 702.33a, Dwarven Landslide: "Kicker—{2}{R}, Sacrifice a land." """
    k = keyword(compile_corpus_card(corpus["Dwarven Landslide"]), "kicker")
    assert k.cost == parse_mana_cost("{2}{R}")
    assert isinstance(k.more_costs[0], Sacrifice) and k.more_costs[0].count == 1


def test_kicker_returning_a_creature(corpus):
    """CR 702.33a, Arctic Merfolk: "Kicker—Return a creature you control to its owner's hand." """
    k = keyword(compile_corpus_card(corpus["Arctic Merfolk"]), "kicker")
    assert k.cost == ManaCost() and isinstance(k.more_costs[0], ReturnToHandCost)


def test_buyback_with_two_costs(corpus):
    """CR 702.27a, Flowstone Flood: "Buyback—Pay 3 life, Discard a card at random." """
    k = keyword(compile_corpus_card(corpus["Flowstone Flood"]), "buyback")
    life, discard = k.more_costs
    assert k.cost == ManaCost() and life == PayLife(Fixed(3)) and discard.random


def test_cumulative_upkeep_of_counters_on_itself(corpus):
    """CR 702.24a, Aboroth: "Cumulative upkeep—Put a -1/-1 counter on Aboroth." """
    k = keyword(compile_corpus_card(corpus["Aboroth"]), "cumulative upkeep")
    (put,) = k.more_costs
    assert isinstance(put, PutCountersCost) and put.counter == "-1/-1" and put.filter is None


def test_both_wordings_of_a_cumulative_upkeep_sacrifice():
    """"Cumulative upkeep—Sacrifice a land." on a permanent of either era's text."""
    for text in ("Cumulative upkeep—Sacrifice a land.", "Cumulative upkeep—Sacrifice a land. (At the beginning "
                 "of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its "
                 "upkeep cost for each age counter on it.)"):
        k = keyword(compile_text(text), "cumulative upkeep")
        assert isinstance(k.more_costs[0], Sacrifice)


def test_a_keyword_cost_of_two_mana_costs_is_refused():
    """Only one mana part: a cost the engine would not know how to add up stays unsupported."""
    card = compile_text("Kicker—{1}, {G}.", type_line="Sorcery")
    assert not card.fully_compiled


def test_cumulative_upkeep_of_one_mana_cost_or_another(corpus):
    """CR 702.24a, Arctic Nishoba: "Cumulative upkeep {G} or {W}": a choice made for each age
    counter separately, one EitherCost per counter."""
    k = keyword(compile_corpus_card(corpus["Arctic Nishoba"]), "cumulative upkeep")
    (either,) = k.more_costs
    assert isinstance(either, EitherCost)
    assert (either.first, either.second) == (parse_mana_cost("{G}"), parse_mana_cost("{W}"))

"""Compleated (CR 702.150a) is a static ability of planeswalker cards: "If this permanent would
enter the battlefield with one or more loyalty counters on it and the player who cast it chose
to pay life for any part of its cost represented by Phyrexian mana symbols, it instead enters the
battlefield with that many loyalty counters minus two for each of those mana symbols." No rules
text says it, so it is an engine mechanic (runtime/engine/zones.py). Lukka, Bound to Ruin (a
printed card outside the corpus, tests/scenarios/cards/keywords_outside_the_corpus.card) also
prints "where X is ... as you activate this ability" for an amount divided among its targets:
the division is announced as the ability is activated (CR 601.2d, 602.2b), so X is reckoned
then, as the targets' divided total."""
from pathlib import Path

import pytest

from cardtext.compiler.api import compile_card
from cardtext.compiler.keywords.database import builtin
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.source.card import CardSource
from cardtext.compiler.source.cardfile import parse_card_file
from cardtext.runtime import abilities as R
from cardtext.runtime import effects as E
from cardtext.runtime.filters import GreatestAmong, ObjectFilter

CARDS = Path(__file__).resolve().parents[1] / "scenarios" / "cards" / "keywords_outside_the_corpus.card"


def printed(name):
    source = next(c.source for c in parse_card_file(CARDS.read_text()) if c.name == name)
    card = compile_card(source)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
    return card


def test_compleated_is_the_engine_mechanic_of_its_entry():
    entry = builtin().get("compleated")
    assert (entry.rule, entry.mechanic, entry.unsupported) == ("702.150", "compleated", "")


def test_lukka_compiles_with_the_compleated_keyword():
    abilities = printed("Lukka, Bound to Ruin").definition.abilities
    assert abilities[0] == R.KeywordAbility("compleated")


def test_where_x_as_you_activate_is_the_divided_total_reckoned_on_activation():
    """CR 601.2d: "Lukka deals X damage divided as you choose among any number of target
    creatures and/or planeswalkers, where X is the greatest power among creatures you control as
    you activate this ability"."""
    minus_four = printed("Lukka, Bound to Ruin").definition.abilities[3]
    (spec,) = minus_four.targets
    assert isinstance(spec.divided, GreatestAmong) and spec.divided.characteristic == "power"
    assert spec.divided.filter.types == ObjectFilter(types=(R.CardType.CREATURE,)).types
    assert isinstance(minus_four.effects[0], E.DealDividedDamage)


def line(text):
    return compile_card(CardSource(name="Test Walker", oracle_text=text, mana_cost="{3}",
                                   type_line="Legendary Planeswalker — Test", loyalty="3"))


def test_as_you_activate_is_refused_for_an_x_read_on_resolution():
    """An X the effect reads as it resolves is not the X of the activation: not approximated."""
    card = line("−1: You gain X life, where X is the greatest power among creatures you control "
                "as you activate this ability.")
    assert not card.fully_compiled
    assert "as you activate this ability" in card.diagnostics[0].message


@pytest.mark.parametrize("text", ["Compleated"])
def test_a_planeswalker_with_compleated_alone_compiles(text):
    assert line(text).fully_compiled

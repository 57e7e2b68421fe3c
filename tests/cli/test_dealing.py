"""The order -j N's workers take cards in (compiler/cli/dealing.py): cards sharing a rules line
side by side, so one worker compiles that line for all of them; each result still goes back to
its own card's place."""
from __future__ import annotations

import os
from dataclasses import dataclass

from cardtext.compiler.cli import batch
from cardtext.compiler.cli.dealing import dealing_order
from cardtext.compiler.source.card import CardSource
from cardtext.compiler.source.cardfile import ParsedCard


def _entry(name: str, text: str) -> ParsedCard:
    return ParsedCard(CardSource(name=name, oracle_text=text), [], 1, name)


def test_cards_sharing_a_line_are_dealt_side_by_side_in_input_order():
    entries = [_entry("A", "Flying\nWhen ~ dies, draw a card."), _entry("B", "Trample"),
               _entry("C", "Haste"), _entry("D", "When ~ dies, draw a card."), _entry("E", "Trample")]
    order = dealing_order(entries)
    assert sorted(order) == list(range(5))                        # every card, once
    assert abs(order.index(0) - order.index(3)) == 1 and order.index(0) < order.index(3)
    assert abs(order.index(1) - order.index(4)) == 1 and order.index(1) < order.index(4)


def test_the_card_s_own_name_is_read_as_this_card_s_():
    """Old wording names the card where new wording says "this creature": normalised, the two
    lines are one (CR 201.5), so the cards go together."""
    entries = [_entry("Goblin Arsonist", "When Goblin Arsonist dies, it deals 1 damage to any target."),
               _entry("Bear", "Vigilance"), _entry("Cat", "Lifelink"),
               _entry("Fire Imp", "When Fire Imp dies, it deals 1 damage to any target.")]
    order = dealing_order(entries)
    assert abs(order.index(0) - order.index(3)) == 1


def test_a_card_goes_with_its_longest_shared_line_not_a_line_no_one_else_has():
    long_unique = "Whenever a creature you control with power 4 or greater attacks, scry 1."
    entries = [_entry("A", f"Trample\n{long_unique}"), _entry("B", "Flying"), _entry("C", "Haste"),
               _entry("D", "Trample")]
    order = dealing_order(entries)
    assert abs(order.index(0) - order.index(3)) == 1


def test_items_without_a_card_keep_their_order():
    entries = [7, ParsedCard(None, [], 2), "x", 3]
    assert dealing_order(entries) == [0, 1, 2, 3]


@dataclass(frozen=True)
class _Item:
    number: int
    source: CardSource


def _number_and_worker(item: _Item) -> tuple[int, int]:
    return item.number, os.getpid()


def test_results_of_dealt_cards_come_back_at_their_cards_places(monkeypatch):
    """The workers take the cards out of input order; the batch's results are in input order."""
    monkeypatch.setattr(batch, "PARALLEL_MINIMUM", 10)
    texts = ["Flying", "Trample", "Haste", "Reach", "Vigilance"]
    items = [_Item(i, CardSource(name=f"Card {i}", oracle_text=texts[i % 5])) for i in range(60)]
    assert dealing_order(items) != list(range(60))                 # dealt out of order
    out = batch.run_batch(items, _number_and_worker, key=None, jobs=2)
    assert [number for number, _ in out] == list(range(60))
    assert os.getpid() not in {pid for _, pid in out}

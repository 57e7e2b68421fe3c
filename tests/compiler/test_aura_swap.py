"""Aura swap (CR 702.65a) is defined in rules text: "Aura swap [cost]" means "[Cost]: You may
exchange this permanent with an Aura card in your hand." The exchange is the ExchangeWithHand
instruction: if either half can't be completed, nothing happens (CR 702.65b). Arcanum Wings is
a printed card outside the corpus (tests/scenarios/cards/keywords_outside_the_corpus.card)."""
from pathlib import Path

from cardtext.compiler.api import compile_card
from cardtext.compiler.keywords.database import builtin
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.source.card import CardSource
from cardtext.compiler.source.cardfile import parse_card_file
from cardtext.compiler.syntax.symbols import parse_mana_cost
from cardtext.runtime import abilities as R
from cardtext.runtime import effects as E
from cardtext.runtime.characteristics import Zone
from cardtext.runtime.filters import SelfRef

CARDS = Path(__file__).resolve().parents[1] / "scenarios" / "cards" / "keywords_outside_the_corpus.card"


def test_aura_swap_is_defined_by_its_rules_text():
    entry = builtin().get("aura swap")
    assert entry.rule == "702.65" and not entry.mechanic and not entry.unsupported
    assert entry.definition == "{cost}: You may exchange this permanent with an Aura card in your hand."


def test_arcanum_wings_aura_swap_is_an_optional_exchange_with_an_aura_card_in_hand():
    source = next(c.source for c in parse_card_file(CARDS.read_text()) if c.name == "Arcanum Wings")
    card = compile_card(source)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
    swap = card.definition.abilities[-1]
    assert isinstance(swap, R.ActivatedAbility) and swap.keyword == "aura swap"
    assert swap.costs == (parse_mana_cost("{2}{U}"),)
    (optional,) = swap.effects
    assert isinstance(optional, E.Optional)
    (exchange,) = optional.effects
    assert exchange.objects == SelfRef()
    assert exchange.filter.subtypes == ("Aura",) and exchange.filter.zone is Zone.HAND


def test_the_exchange_reads_back_as_printed():
    card = compile_card(CardSource(name="Test Aura", type_line="Enchantment — Aura", mana_cost="{U}",
                                   oracle_text="Enchant creature\n{1}: You may exchange this permanent with "
                                               "an Aura card in your hand."))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)

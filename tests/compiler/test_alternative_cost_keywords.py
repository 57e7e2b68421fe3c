"""Keywords that are a way to cast a card for another cost (CR 118.9), played by the engine:
spectacle (CR 702.137), blitz (CR 702.152), foretell (CR 702.143), escape (CR 702.138), mayhem (CR 702.187)
and web-slinging (CR 702.188, defined by its rules text). Each entry's reminder template is the card's current reminder text,
and the keyword compiles to a KeywordAbility with its cost, which the engine's cast pays
(scenarios: tests/scenarios/CR702.137a_*, CR702.152a_*, CR702.143a_*, CR702.138a_*, CR702.187b_*, CR702.188a_*). The cards are printed cards no corpus file has,
typed in tests/scenarios/cards/keywords_outside_the_corpus.card."""
from __future__ import annotations

from pathlib import Path

from cardtext.compiler.api import compile_card
from cardtext.compiler.keywords.database import builtin
from cardtext.compiler.keywords.templates import fill
from cardtext.compiler.source.cardfile import parse_card_file
from cardtext.compiler.syntax.symbols import parse_mana_cost
from cardtext.runtime.characteristics import CardType
from cardtext.runtime.costs import ExileFromZone, ReturnToHandCost
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime.abilities import (EntersWithCountersIf, KeywordAbility, ReplacementAbility, SpellAbility,
                                        TriggeredAbility)
from cardtext.runtime.filters import Controller, Fixed, KeywordCostPaid
from cardtext.runtime.keyword_support import implemented

CARDS = Path(__file__).resolve().parents[1] / "scenarios" / "cards" / "keywords_outside_the_corpus.card"


def printed(name: str):
    """The compiled card of that name from the file of printed cards."""
    parsed = parse_card_file(CARDS.read_text(encoding="utf-8"), str(CARDS))
    card = compile_card(next(p.source for p in parsed if p.source is not None and p.source.name == name))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    return card


def test_spectacle_reminder_is_the_current_reminder_text():
    """CR 702.137a, as Skewer the Critics prints it: "Spectacle {R} (You may cast this spell for
    its spectacle cost rather than its mana cost if an opponent lost life this turn.)" """
    entry = builtin().get("spectacle")
    assert entry.mechanic == "spectacle" and implemented("spectacle")
    assert fill(entry.reminder, None, "{R}") == ("You may cast this spell for its spectacle cost rather "
                                                 "than its mana cost if an opponent lost life this turn.")


def test_spectacle_compiles_to_the_keyword_with_its_cost():
    spectacle, spell = printed("Skewer the Critics").definition.abilities
    assert spectacle == KeywordAbility("spectacle", cost=parse_mana_cost("{R}"))
    assert isinstance(spell, SpellAbility)


def test_blitz_reminder_is_the_current_reminder_text():
    """CR 702.152a, as Riveteers Requisitioner prints it."""
    entry = builtin().get("blitz")
    assert entry.mechanic == "blitz" and implemented("blitz")
    assert fill(entry.reminder, None, "{2}{R}") == (
        'If you cast this spell for its blitz cost, it gains haste and "When this creature dies, '
        'draw a card." Sacrifice it at the beginning of the next end step.')


def test_blitz_compiles_to_the_keyword_with_its_cost():
    """The card's own dies trigger stays its own; the blitz one is the engine's, given to the
    permanent only when its blitz cost was paid (runtime/mechanics/blitz.py)."""
    dies, blitz = printed("Riveteers Requisitioner").definition.abilities
    assert blitz == KeywordAbility("blitz", cost=parse_mana_cost("{2}{R}"))
    assert isinstance(dies, TriggeredAbility) and dies.keyword is None


def test_foretell_reminder_is_the_current_reminder_text():
    """CR 702.143a, as Demon Bolt prints it; {2} is the mana the foretell special action costs,
    not a slot."""
    entry = builtin().get("foretell")
    assert entry.mechanic == "foretell" and implemented("foretell")
    assert fill(entry.reminder, None, "{R}") == (
        "During your turn, you may pay {2} and exile this card from your hand face down. Cast it "
        "on a later turn for its foretell cost.")


def test_foretell_compiles_to_the_keyword_with_its_cost():
    spell, foretell = printed("Demon Bolt").definition.abilities
    assert foretell == KeywordAbility("foretell", cost=parse_mana_cost("{R}"))
    assert isinstance(spell, SpellAbility)


def test_escape_reminder_is_the_current_reminder_text():
    """CR 702.138a, as Fruit of Tizerus prints it."""
    entry = builtin().get("escape")
    assert entry.mechanic == "escape" and implemented("escape")
    assert fill(entry.reminder, None, "{3}{B}") == "You may cast this card from your graveyard for its escape cost."


def test_escape_compiles_to_its_mana_cost_and_the_other_cards_it_exiles():
    """"Escape—{3}{B}, Exile three other cards from your graveyard.": the mana cost is paid rather
    than the card's mana cost, and the exile with it (CR 702.138a, 601.2f-h); "other" keeps the
    card being cast out of the choice."""
    spell, escape = printed("Fruit of Tizerus").definition.abilities
    assert isinstance(spell, SpellAbility)
    assert escape.name == "escape" and escape.cost == parse_mana_cost("{3}{B}")
    (exile,) = escape.more_costs
    assert isinstance(exile, ExileFromZone) and exile.count == 3 and exile.filter.other
    assert exile.filter.zone.value == "graveyard"


def test_escapes_with_counters_is_entering_with_them_if_it_escaped():
    """Voracious Typhon: "This creature escapes with three +1/+1 counters on it." CR 702.138c:
    "[This permanent] escapes with ..." means "If this permanent escaped, it enters with ...", and
    it escaped if the spell that became it was cast for its escape cost (CR 702.138b). The line
    renders back in its own words."""
    card = printed("Voracious Typhon")
    _escape, line = card.definition.abilities
    assert isinstance(line, ReplacementAbility)
    assert line.replacement == EntersWithCountersIf("+1/+1", Fixed(3), KeywordCostPaid("escape"))
    line_check = check_card(card, lowered=True)[1]
    assert line_check.equal and line_check.lowered_equal, line_check


def test_mayhem_reminder_is_the_current_reminder_text():
    """CR 702.187b, as Electro's Bolt prints it: "Mayhem {1}{R} (You may cast this card from your
    graveyard for {1}{R} if you discarded it this turn. Timing rules still apply.)" """
    entry = builtin().get("mayhem")
    assert entry.mechanic == "mayhem" and implemented("mayhem")
    assert fill(entry.reminder, None, "{1}{R}") == ("You may cast this card from your graveyard for {1}{R} "
                                                    "if you discarded it this turn. Timing rules still apply.")


def test_mayhem_compiles_to_the_keyword_with_its_cost():
    """"Mayhem {1}{R}": the cost paid rather than the card's mana cost as it is cast from the
    graveyard the turn it was discarded (CR 702.187b; scenarios CR702.187b_*)."""
    spell, mayhem = printed("Electro's Bolt").definition.abilities
    assert isinstance(spell, SpellAbility)
    assert mayhem == KeywordAbility("mayhem", cost=parse_mana_cost("{1}{R}"))


def test_web_slinging_reminder_is_the_current_reminder_text():
    """CR 702.188a, as Spider-Man, Web-Slinger prints it: "Web-slinging {W} (You may cast this
    spell for {W} if you also return a tapped creature you control to its owner's hand.)" """
    entry = builtin().get("web-slinging")
    assert entry.definition and not entry.unsupported
    assert fill(entry.reminder, None, "{W}") == ("You may cast this spell for {W} if you also return a "
                                                 "tapped creature you control to its owner's hand.")


def test_web_slinging_compiles_to_its_definition_an_alternative_cost_returning_a_tapped_creature():
    """"Web-slinging {W}" is its rules text (CR 702.188a): "You may cast this spell by paying [cost]
    and returning a tapped creature you control to its owner's hand rather than paying its mana
    cost", compiled as the static alternative cost (CR 118.9) tagged with the keyword's name
    (scenarios CR702.188a_*)."""
    (static,) = printed("Spider-Man, Web-Slinger").definition.abilities
    assert static.keyword == "web-slinging"
    mana, returned = static.effect.costs
    assert mana == parse_mana_cost("{W}")
    assert isinstance(returned, ReturnToHandCost) and returned.count == 1 and not returned.self_only
    assert returned.filter.tapped is True and returned.filter.controller is Controller.YOU
    assert returned.filter.types == (CardType.CREATURE,)

"""Enlist (CR 702.154a-c): an optional cost to attack (tap a creature that stayed home and has
haste or has been under its controller's control since the turn began) and the reflexive trigger
that adds that creature's power. No rules text of a card says it, so it is an engine mechanic
(runtime/mechanics/enlist.py); the keyword compiles to itself, its reminder to nothing more.
Coalition Skyknight is a printed card outside the corpus
(tests/scenarios/cards/keywords_outside_the_corpus.card)."""
from pathlib import Path

from cardtext.compiler.api import compile_card
from cardtext.compiler.keywords.database import builtin
from cardtext.compiler.source.cardfile import parse_card_file
from cardtext.runtime.abilities import KeywordAbility
from cardtext.runtime.effects import ModifyPowerToughness
from cardtext.runtime.filters import AffectedRef, PowerOf, SelfRef
from cardtext.runtime.keyword_support import implemented
from cardtext.runtime.mechanics.enlist import ENLIST_BONUS, ENLISTED

CARDS = Path(__file__).resolve().parents[1] / "scenarios" / "cards" / "keywords_outside_the_corpus.card"


def test_enlist_is_an_engine_mechanic_with_its_current_reminder():
    entry = builtin().get("enlist")
    assert entry.rule == "702.154" and entry.mechanic == "enlist" and implemented("enlist")
    assert entry.reminder == ("As this creature attacks, you may tap a nonattacking creature you control without "
                              "summoning sickness. When you do, add its power to this creature's until end of turn.")


def test_coalition_skyknight_compiles_to_flying_and_enlist():
    source = next(c.source for c in parse_card_file(CARDS.read_text()) if c.name == "Coalition Skyknight")
    card = compile_card(source)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert card.definition.abilities == (KeywordAbility("flying"), KeywordAbility("enlist"))


def test_the_reflexive_trigger_adds_the_enlisted_creatures_power_to_this_creatures():
    """CR 702.154a: "this creature gets +X/+0 until end of turn, where X is the tapped creature's
    power" (read as it resolves, or as the tapped creature last existed, CR 608.2h)."""
    assert ENLIST_BONUS == (ModifyPowerToughness(SelfRef(), 1, 0, multiplier=PowerOf(AffectedRef(ENLISTED))),)

"""Partner with [name] (CR 702.124j; 702.124f in the 2022 text): a deck-construction rule and a
triggered ability, "When this permanent enters, target player may put [name] into their hand from
their library, then shuffle." Its parameter is another card's name (parameter shape "card name",
read to the end of the line, as printed: CR 201.2). Lore Weaver and Ley Weaver (Battlebond) are printed cards outside
the corpus (tests/scenarios/cards/keywords_outside_the_corpus.card); the scenario
CR702.124j_lore_weaver_enters_and_alice_puts_ley_weaver_into_her_hand plays the trigger and
tests/runtime/test_rt_commanders.py the pairing."""
from pathlib import Path

from cardtext.compiler.api import compile_card
from cardtext.compiler.keywords.database import Parameter, builtin
from cardtext.compiler.render.canonical import render_line
from cardtext.compiler.source.cardfile import parse_card_file
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.abilities import KeywordAbility, TargetSpec
from cardtext.runtime.characteristics import Zone
from cardtext.runtime.effects import SearchLibrary
from cardtext.runtime.events import EntersBattlefield
from cardtext.runtime.filters import Controller, ObjectFilter, PlayerRef, SelfRef
from cardtext.runtime.keyword_support import implemented
from cardtext.runtime.mechanics.keyword_triggers import family_keyword_triggers

CARDS = Path(__file__).resolve().parents[1] / "scenarios" / "cards" / "keywords_outside_the_corpus.card"


def _weaver(name: str):
    source = next(c.source for c in parse_card_file(CARDS.read_text()) if c.name == name)
    return compile_card(source)


def test_partner_with_is_an_engine_mechanic_taking_a_card_name():
    entry = builtin().get("partner with")
    assert entry.parameter is Parameter.CARD_NAME and entry.mechanic == "partner with"
    assert implemented("partner with")


def test_lore_weaver_has_partner_with_ley_weaver():
    card = _weaver("Lore Weaver")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert card.definition.abilities[0] == KeywordAbility("partner with", card_name="Ley Weaver")


def test_the_trigger_puts_the_named_card_into_the_target_players_hand_then_shuffles():
    (trigger,) = family_keyword_triggers(KeywordAbility("partner with", card_name="Ley Weaver"))
    assert trigger.event == EntersBattlefield(SelfRef())
    assert trigger.targets == (TargetSpec(None, players=Controller.ANY),)
    assert trigger.effects == (SearchLibrary(ObjectFilter(name="ley weaver", zone=Zone.LIBRARY), Zone.HAND,
                                             player=PlayerRef.TARGET_PLAYER),)


def test_plain_partner_is_still_its_own_keyword_and_a_name_with_commas_is_read_whole():
    """"Partner" alone is CR 702.124h's keyword; "partner with" takes the rest of the line,
    commas included ("Partner with Regna, the Redeemer")."""
    plain = compile_card(CardSource("Partner Holder", "Partner", "{2}", "Legendary Creature — Human", "2", "2"))
    assert plain.definition.abilities == (KeywordAbility("partner"),)
    krav = compile_card(CardSource("Krav, the Unredeemed", "Partner with Regna, the Redeemer", "{4}{B}",
                                   "Legendary Creature — Demon", "3", "3"))
    assert krav.definition.abilities == (KeywordAbility("partner with", card_name="Regna, the Redeemer"),)


def test_it_prints_back_as_written():
    card = _weaver("Ley Weaver")
    assert render_line(card.lines[0].ast) == "partner with Lore Weaver"

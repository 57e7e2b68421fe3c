"""Sagas as the compiler reads them (CR 714 in the current rules, 715 in the 2022 text): a chapter
symbol "I — [effect]" is a chapter ability, "When one or more lore counters are put onto this
Saga, if the number of lore counters on it was less than N and became at least N, [effect]"
(CR 714.2b); "I, II — [effect]" is one for each number (CR 714.2c); and read ahead (CR 702.155),
an engine mechanic of the keyword database. The scenarios tests/scenarios/CR714.* and
CR702.155_* play them."""
from pathlib import Path

from cardtext.compiler.api import compile_card
from cardtext.compiler.keywords.database import builtin
from cardtext.compiler.keywords.templates import fill
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.source.loaders import load_path
from cardtext.runtime import effects as E
from cardtext.runtime import events as V
from cardtext.runtime.abilities import KeywordAbility, TriggeredAbility

from .conftest import compile_corpus_card, compile_text

OUTSIDE = Path(__file__).parent.parent / "scenarios" / "cards" / "keywords_outside_the_corpus.card"


def compiled(card):
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
    return card


def saga(text: str):
    return compile_text(text, name="Test Saga", type_line="Enchantment — Saga", mana_cost="{2}{W}")


def test_history_of_benalia_has_three_chapter_abilities(corpus):
    """"I, II — Create a 2/2 white Knight ..." is chapters 1 and 2 (CR 714.2c); "III — ..." is 3."""
    card = compiled(compile_corpus_card(corpus["History of Benalia"]))
    chapters = card.definition.abilities
    assert [a.event for a in chapters] == [V.ChapterReached(1), V.ChapterReached(2), V.ChapterReached(3)]
    assert all(isinstance(a, TriggeredAbility) and a.keyword == "chapter" for a in chapters)
    assert chapters[0].effects == chapters[1].effects
    assert isinstance(chapters[0].effects[0], E.CreateToken)


def test_a_chapter_effect_is_a_triggered_abilitys_effect():
    """CR 714.2b: the effect names the Saga as "~"; its targets are chosen as the chapter ability
    is put on the stack (CR 603.3d)."""
    card = compiled(saga("I — Test Saga deals 2 damage to any target.\nII, III — Draw a card."))
    first, second, third = card.definition.abilities
    assert first.event == V.ChapterReached(1) and len(first.targets) == 1
    assert second.effects == third.effects and (second.event, third.event) == (V.ChapterReached(2),
                                                                                V.ChapterReached(3))


def test_the_numerals_up_to_six_and_an_ability_word_after_the_chapter():
    """CR 714.2a: I is 1, II is 2, ...; CR 207.2c: "III — Domain — ..." has an ability word
    with no rules meaning; each renders back as printed."""
    card = compiled(saga("IV, V, VI — Draw a card.\nVI — Raid — You gain 2 life."))
    assert [a.event.chapter for a in card.definition.abilities] == [4, 5, 6, 6]


def test_chapters_out_of_order_are_not_a_chapter_symbol():
    card = saga("II, I — Draw a card.")
    assert not card.fully_compiled


def test_a_chapter_line_on_a_card_that_is_not_a_saga_still_reads_as_a_chapter():
    """Lore counters make it trigger wherever it is printed (CR 714.2b names "this Saga"; a
    non-Saga never gets lore counters from the Saga rules, so it never triggers on its own)."""
    card = compiled(compile_text("I — Draw a card.", type_line="Enchantment"))
    assert card.definition.abilities[0].event == V.ChapterReached(1)


def test_read_ahead_is_an_engine_mechanic_with_its_current_reminder():
    """CR 702.155 (current rules; not in the 2022 text): no more `unsupported`."""
    entry = builtin().get("read ahead")
    assert (entry.mechanic, entry.rule) == ("read ahead", "702.155") and not entry.unsupported
    assert fill(entry.reminder, None) == ("Choose a chapter and start with that many lore counters. Add one "
                                          "after your draw step. Skipped chapters don't trigger.")


def test_the_weatherseed_treaty_compiles_with_read_ahead():
    (card,) = [c for c in load_path(OUTSIDE) if c.name == "The Weatherseed Treaty"]
    compiled_card = compiled(compile_card(card.source))
    keyword, *chapters = compiled_card.definition.abilities
    assert keyword == KeywordAbility("read ahead")
    assert [a.event.chapter for a in chapters] == [1, 2, 3]


def test_a_chapter_named_by_a_flavor_word_is_read_and_printed_back():
    """Summon: Shiva (Final Fantasy): "I, II — Heavenly Strike — Tap target creature an opponent
    controls. ..." The chapter's name is a flavor word (CR 207.2d): no rules meaning, kept to
    print it back in title case; chapters I and II are two chapter abilities (CR 714.2c)."""
    from cardtext.compiler.source.cardfile import parse_card_file
    path = Path(__file__).resolve().parents[1] / "scenarios" / "cards" / "keywords_outside_the_corpus.card"
    (entry,) = [c for c in parse_card_file(path.read_text(encoding="utf-8"), str(path)) if c.name == "Summon: Shiva"]
    card = compile_card(entry.source)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert [line.ast.line.flavor_word for line in card.lines] == ["heavenly strike", "diamond dust"]
    assert len(card.definition.abilities) == 3
    checks = check_card(card, lowered=True)
    assert all(c.equal and c.lowered_equal for c in checks)
    assert checks[0].displayed.startswith("I, II — Heavenly Strike — Tap")


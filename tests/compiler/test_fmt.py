"""`cardtext fmt` (compiler/fmt/): card files in canonical form, idempotent, and never a change
of meaning: the compiled card before and after formatting is the same."""
from __future__ import annotations

import json
import random

import pytest

from cardtext.compiler.api import compile_card
from cardtext.compiler.fmt import format_card_text, format_text
from cardtext.compiler.fmt.costs import canonical_activation_cost, canonical_cost
from cardtext.compiler.serialize import abilities_with_lines, to_data
from cardtext.compiler.source.cardfile import parse_card_file
from cardtext.compiler.source.loaders import bundled_cards_dir, card_files

from .conftest import SHARED


def card(*header: str, body: str = "Draw a card.") -> str:
    return "\n".join(header + ("---",) + tuple(body.split("\n"))) + "\n"


def fmt(text: str, era: str = "modern") -> str:
    return format_text(text, era).text


def body_of(text: str) -> list[str]:
    return text.split("---\n", 1)[1].splitlines()


def meaning(text: str, keywords=None):
    """Each card's characteristics and lowered abilities, a mana cost as the mana it asks for
    (CR 202.1: {G}{1} and {1}{G} are one cost), independent of the formatter's own check."""
    out = []
    for entry in parse_card_file(text, "t.card"):
        if entry.source is None:
            out.append(None)
            continue
        compiled = compile_card(entry.source, keywords)
        d = compiled.definition
        out.append((compiled.fully_compiled, _as_mana(to_data((d.name, d.mana_cost, d.types, d.subtypes,
                                                              d.power, d.toughness, d.loyalty))),
                    [_as_mana(to_data(a)) for a, _ in abilities_with_lines(compiled)]))
    return out


def _as_mana(data):
    if isinstance(data, dict):
        out = {k: _as_mana(v) for k, v in data.items()}
        if out.get("type") == "ManaCost":
            generic = sum(s["generic"] for s in out["symbols"])
            out["symbols"] = (generic, sorted((s for s in out["symbols"] if s["kind"] != "generic"), key=repr))
        return out
    if isinstance(data, list):
        return [_as_mana(v) for v in data]
    return data


# ------------------------------------------------------------------ the header
def test_header_fields_take_their_canonical_names_and_order():
    text = card("type: Creature - Elf", "p/t: 1 / 1", "Mana Cost: {g}{1}", "NAME: Test Elf")
    assert fmt(text) == card("Name: Test Elf", "Cost: {1}{G}", "Type: Creature — Elf", "P/T: 1/1")


def test_comments_move_with_the_field_below_them_and_stay_at_the_top_and_bottom():
    text = card("# the card", "Type: Instant", "# its cost", "Cost: {U}", "Name: Test Spell", "# last")
    assert fmt(text).splitlines()[:6] == ["# the card", "Name: Test Spell", "# its cost", "Cost: {U}",
                                          "Type: Instant", "# last"]


def test_a_header_with_a_line_that_is_no_field_is_left_as_written():
    text = card("Type: Instant", "Name: Test Spell", "this is not a field", "Cost: {u}")
    assert fmt(text).splitlines()[:4] == ["Type: Instant", "Name: Test Spell", "this is not a field",
                                          "Cost: {u}"]


@pytest.mark.parametrize("written", ["Creature - Elf", "Creature -- Elf", "Creature—Elf", "Creature \u2013 Elf",
                                     "Creature  \u2014  Elf"])
def test_the_type_line_separates_types_and_subtypes_with_an_em_dash(written):
    """CR 205.1a: the type line's dash between card types and subtypes."""
    text = card("Name: Test Elf", f"Type: {written}", "P/T: 1/1")
    assert "Type: Creature \u2014 Elf" in fmt(text)


def test_a_hyphen_inside_a_subtype_is_no_dash():
    text = card("Name: Test Land", "Type: Land \u2014 Urza's Power-Plant")
    assert fmt(text) == text


# ------------------------------------------------------------------ costs
@pytest.mark.parametrize("written, printed", [
    ("{g}{1}", "{1}{G}"), ("{G}{W}{1}", "{1}{G}{W}"), ("{1}{1}{R}", "{2}{R}"), ("{U}{X}{2}", "{X}{2}{U}"),
    ("{C}{C}{8}", "{8}{C}{C}"), ("{u/w}", "{W/U}"), ("{B}{W}{G}", "{W}{B}{G}"), ("{B}{W}{R}", "{R}{W}{B}"),
    ("{W}{B}{R}", "{W}{B}{R}"), ("{G}{R}{B}{U}", "{U}{B}{R}{G}"), ("{1BR}", "{1}{B}{R}"), ("{0}", "{0}"),
    ("{G/U}{2}{W}", "{G/U}{2}{W}"),
])
def test_a_mana_cost_in_printed_order(written, printed):
    """CR 202.1, 107.4: generic first, then colours round the wheel; a cost with hybrid symbols
    keeps its order (Oracle prints {2}{G/U}{W} and {U/R}{B})."""
    assert canonical_cost(written) == printed


def test_every_cost_of_the_corpora_is_already_in_printed_order():
    lines = [row for name in ("cards.jsonl", "modern.jsonl") if (SHARED / name).exists()
             for row in (SHARED / name).read_text(encoding="utf-8").splitlines() if row.strip()]
    if not lines:
        pytest.skip("../shared/corpus not present")
    costs = [json.loads(row).get("mana_cost") or "" for row in lines]
    assert [c for c in costs if canonical_cost(c) != c] == []
    rules = [line for row in lines for line in (json.loads(row).get("oracle_text") or "").split("\n")]
    assert [r for r in rules if canonical_activation_cost(r) != r] == []


def test_an_activation_cost_is_put_in_order_and_the_mana_it_adds_is_not():
    text = card("Name: Test Elf", "Type: Creature \u2014 Elf", "P/T: 1/1", body="{G}{1}, {T}: Add {G}{W}.")
    assert body_of(fmt(text)) == ["{1}{G}, {T}: Add {G}{W}."]


# ------------------------------------------------------------------ rules text
ELF = ("Name: Test Elf", "Type: Creature \u2014 Elf", "P/T: 1/1")


@pytest.mark.parametrize("written, canonical", [
    ("When this creature enters the battlefield, draw a card.", "When this creature enters, draw a card."),
    ("{t}: Add {g} to your mana pool.", "{T}: Add {G}."),
    ("{T}: Add {G}  .", "{T}: Add {G}."),
    ("Flying. Vigilance.", "Flying, vigilance"),
    ("Landfall: Whenever a land you control enters, you gain 1 life.",
     "Landfall \u2014 Whenever a land you control enters, you gain 1 life."),
    ("Creatures you control have \u201c{T}: Add {G}.\u201d", 'Creatures you control have "{T}: Add {G}."'),
    ("  {T}: Draw a card", "{T}: Draw a card."),
    ("When this creature comes into play, draw a card.", "When this creature enters, draw a card."),
])
def test_a_rules_line_in_canonical_form(written, canonical):
    assert body_of(fmt(card(*ELF, body=written))) == [canonical]


def test_pre2024_wording_stays_in_that_era():
    text = card(*ELF, body="When this creature enters the battlefield, draw a card.")
    assert fmt(text, "pre2024") == text


def test_a_reminder_that_contradicts_its_keyword_is_rendered_from_the_keyword_database():
    """CR 207.2a: reminder text restates the keyword with its parameter (Saddle 3: power 3)."""
    text = card("Name: Test Horse", "Type: Creature \u2014 Horse Mount", "P/T: 3/3",
                body="Saddle 3 (Tap any number of other creatures you control with total power 2 or more: "
                     "This Mount becomes saddled until end of turn. Saddle only as a sorcery.)")
    assert "total power 3 or more" in fmt(text)


def test_a_reminder_worded_for_its_card_is_kept_and_a_missing_one_is_not_added():
    """A gift on a permanent words its reminder for the permanent (the template is a spell's)."""
    gift = ("Gift a card (You may promise an opponent a gift as you cast this spell. If you do, when it "
            "enters, they draw a card.)")
    text = card("Name: Test Gifter", "Cost: {1}{U}", "Type: Creature \u2014 Otter", "P/T: 1/1",
                body=gift + "\nFlying")
    assert fmt(text) == text


def test_guesses_are_left_to_lint_fix():
    """'Flyng' may be a typo or a new word; a doubled word may be meant: fmt does not guess."""
    text = card(*ELF, body="Flyng\nDraw a a card.")
    assert body_of(fmt(text)) == ["Flyng", "Draw a a card."]


def test_a_line_cardtext_does_not_compile_is_left_as_written():
    line = "When this creature enters the battlefield, florp  the wibble."
    assert body_of(fmt(card(*ELF, body=line))) == [line]
    assert format_text(card(*ELF, body=line)).undone.not_compiled == 1


def test_a_change_the_compiler_reads_differently_is_undone(monkeypatch):
    """The formatter's own check: a (deliberately wrong) respelling that changes the card's
    abilities is undone and counted."""
    from cardtext.compiler import fmt as package
    monkeypatch.setattr(package, "format_lines",
                        lambda head, body, era, keywords=None: [b.replace("a card", "two cards") for b in body])
    result = format_text(card(*ELF, body="{T}: Draw a card."))
    assert body_of(result.text) == ["{T}: Draw a card."] and result.undone.would_change == 1


# ------------------------------------------------------------------ layout
def test_blank_lines_go_comments_stay_and_the_file_ends_with_one_newline():
    text = ("\ufeff# cards\r\n\r\nName: A\r\nType: Instant\r\n---\r\n\r\nDraw a card.\r\n# a note\r\n\r\n"
            "===\r\n\r\nName: B\r\nType: Land\r\n\r\n\r\n")
    assert fmt(text) == ("# cards\nName: A\nType: Instant\n---\nDraw a card.\n# a note\n===\n"
                         "Name: B\nType: Land\n---\n")


@pytest.mark.parametrize("junk", [
    "\x01\x02 garbage {{{ (\n", "Name: X\nType: Instant\n---\n{T: Add {G}.\n(unclosed\n",
    "---\n===\n===\n", "Type: Instant\n---\nDraw a card.\n", "", "Name:\n", "Name: X\n" * 3,
])
def test_a_malformed_file_is_formatted_where_safe_and_never_corrupted(junk):
    result = format_text(junk)
    assert [(e.name, e.source is None) for e in parse_card_file(result.text)] == \
        [(e.name, e.source is None) for e in parse_card_file(junk)]
    assert format_text(result.text).text == result.text


def test_a_file_whose_cards_would_not_survive_is_left_as_written(monkeypatch):
    from cardtext.compiler import fmt as package
    monkeypatch.setattr(package, "write_blocks", lambda cards: "Name: Other\nType: Land\n")
    text = card(*ELF, body="Flying")
    assert format_text(text).refused and format_text(text).text == text


# ------------------------------------------------------------------ the API
def test_format_card_text_reads_the_settings_and_keywords_beside_the_file(tmp_path):
    (tmp_path / "pyproject.toml").write_text('[tool.cardtext]\noracle-era = "pre2024"\n')
    (tmp_path / "keywords.toml").write_text((bundled_cards_dir() / "keywords.toml").read_text())
    path = tmp_path / "c.card"
    text = card(*ELF, body="When this creature enters the battlefield, draw a card.\nRally cry 2 "
                "(Whenever this creature attacks, other creatures you control get +1/+0 until end of turn.)")
    out = format_card_text(text, str(path))
    assert "enters the battlefield" in out and "get +2/+0" in out
    assert "enters," in format_card_text(text) and "get +1/+0" in format_card_text(text)


# ------------------------------------------------------------------ meaning and idempotence
def corpus_sample(corpus, count: int) -> list[str]:
    rng = random.Random(11)
    names = rng.sample(sorted(corpus), min(count, len(corpus)))
    return [corpus_card(corpus[n]) for n in names]


def corpus_card(c: dict) -> str:
    header = [f"Name: {c['name']}"] + ([f"Cost: {c['mana_cost']}"] if c.get("mana_cost") else [])
    header += [f"Type: {c.get('type_line', '')}"]
    header += [f"P/T: {c['power']}/{c['toughness']}"] if c.get("power") is not None else []
    header += [f"Loyalty: {c['loyalty']}"] if c.get("loyalty") else []
    return card(*header, body="\n".join(line for line in (c.get("oracle_text") or "").split("\n") if line.strip()))


def test_bundled_cards_keep_their_meaning_and_format_once():
    from cardtext.compiler.keywords.custom import for_card_file
    for path in card_files(bundled_cards_dir()):
        text, keywords = path.read_text(encoding="utf-8"), for_card_file(str(path))
        result = format_text(text, "modern", keywords)
        assert meaning(result.text, keywords) == meaning(text, keywords), path.name
        assert result.undone.would_change == 0
        assert format_text(result.text, "modern", keywords).text == result.text, path.name


def test_corpus_cards_as_card_files_keep_their_meaning_and_format_once(corpus):
    texts = corpus_sample(corpus, 300)
    rewritten = 0
    for text in texts:
        result = format_text(text)
        assert meaning(result.text) == meaning(text), text
        assert result.undone.would_change == 0, text        # no respelling needed undoing
        assert format_text(result.text).text == result.text, text
        rewritten += result.text != text
    assert rewritten >= 20          # the sample holds old wording: the test formats something

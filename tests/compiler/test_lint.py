"""`cardtext lint`: every rule finds its bad text and not its good text; every fix is safe
(the fixed card compiles to the same abilities) and idempotent."""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from cardtext.compiler.api import compile_card
from cardtext.compiler.cli.main import main
from cardtext.compiler.lint import fixes
from cardtext.compiler.lint.registry import RULES
from cardtext.compiler.lint.runner import Selection, lint_entries
from cardtext.compiler.serialize import abilities_with_lines, to_data
from cardtext.compiler.source.cardfile import parse_card_file

CREATURE = ("Test Bear", "{1}{G}", "Creature — Bear", "2/2")
SPELL = ("Test Spell", "{1}{R}", "Instant", None)

# code -> (card header, bad rules text, good rules text); the good text is the bad one fixed
CASES = {
    "CL101": (CREATURE, "{t}: Add {g}.", "{T}: Add {G}."),
    "CL102": (CREATURE, "{1BR}: Draw a card.", "{1}{B}{R}: Draw a card."),
    "CL103": (CREATURE, "{U/W}: Draw a card.", "{W/U}: Draw a card."),
    "CL105": (("Test Walker", "{2}{B}", "Legendary Planeswalker — Test", None), "-3: Destroy target creature.",
              "\u22123: Destroy target creature."),
    "CL107": (CREATURE, "{G}{1}, {T}: Draw a card.", "{1}{G}, {T}: Draw a card."),
    "CL211": (CREATURE, "When this creature comes into play, draw a card.", "When this creature enters, draw a card."),
    "CL212": (("Test Charm", "{2}", "Enchantment", None), "At the beginning of your precombat main phase, draw a card.",
              "At the beginning of your first main phase, draw a card."),
    "CL503": (("Test Anthem", "{2}{G}", "Enchantment", None), "Creatures you control have \u201c{T}: Add {G}.\u201d",
              'Creatures you control have "{T}: Add {G}."'),
    "CL201": (CREATURE, "When this creature enters the battlefield, draw a card.",
              "When this creature enters, draw a card."),
    "CL202": (SPELL, "Destroy target creature with converted mana cost 2 or less.",
              "Destroy target creature with mana value 2 or less."),
    "CL203": (CREATURE, "{T}: Add {G} to your mana pool.", "{T}: Add {G}."),
    "CL204": (SPELL, "Test Spell deals 3 damage to target creature or player.",
              "Test Spell deals 3 damage to any target."),
    "CL205": (CREATURE, "When CARDNAME enters, draw a card.", "When this creature enters, draw a card."),
    "CL206": (SPELL, "Draw a a card.", "Draw a card."),
    "CL207": (SPELL, "Draw 2 cards.", "Draw two cards."),
    "CL208": (CREATURE, "{T}: draw a card.", "{T}: Draw a card."),
    "CL209": (SPELL, "Target creature gains +2/+2 until end of turn.",
              "Target creature gets +2/+2 until end of turn."),
    "CL301": (CREATURE, "Saddle", "Saddle 2"),
    "CL304": (CREATURE, "Landfall: Whenever a land you control enters, you gain 1 life.",
              "Landfall \u2014 Whenever a land you control enters, you gain 1 life."),
    "CL305": (CREATURE, "Flying. Vigilance.", "Flying, vigilance"),
    "CL401": (CREATURE, "Flyng", "Flying"),
    "CL402": (SPELL, "Destroy target player.", "Destroy target creature."),
    "CL403": (CREATURE, "{T}: Add {J}.", "{T}: Add {G}."),
    "CL406": (("Test Sorcery", "{1}{U}", "Sorcery", None), "When this creature enters, draw a card.",
              "Draw a card."),
    "CL501": (SPELL, "Draw  a card.", "Draw a card."),
    "CL108": (CREATURE, "{1}{1}, {T}: Draw a card.", "{2}, {T}: Draw a card."),
    "CL109": (CREATURE, "{WP}, {T}: Draw a card.", "{W/P}, {T}: Draw a card."),
    "CL306": (CREATURE, "Flying (This creature can't be blocked except by creatures with flying or reach)",
              "Flying (This creature can't be blocked except by creatures with flying or reach.)"),
    "CL407": (CREATURE, "{T}: Add {W/U}.", "{T}: Add {W} or {U}."),
    "CL408": (("Test Sorcery", "{1}{U}", "Sorcery", None), "{1}: Draw a card.",
              "{1}, Exile this card from your graveyard: Draw a card."),
    "CL409": (CREATURE, "+1: Draw a card.", "{1}: Draw a card."),
    "CL410": (SPELL, "Draw X cards.", "Draw X cards, where X is the number of lands you control."),
    "CL411": (CREATURE, "Target creature gets +1/+1.", "When this creature enters, target creature gets +1/+1 until end of turn."),
    "CL502": (CREATURE, "{T}: Draw a card", "{T}: Draw a card."),
}
# header rules: code -> (bad header, good header), rules text "Draw a card." on an instant
HEADER_CASES = {
    "CL104": ({"Cost": "{G}{2}"}, {"Cost": "{2}{G}"}),
    "CL106": ({"Type": "Instant - Arcane"}, {"Type": "Instant \u2014 Arcane"}),
    "CL404": ({"Type": "Instant \u2014 Elf"}, {"Type": "Kindred Instant \u2014 Elf"}),
    "CL307": ({"Type": "Enchantment \u2014 Aura"}, {"Type": "Enchantment \u2014 Shrine"}),
}


def card_text(header, text: str) -> str:
    name, cost, type_line, pt = header
    lines = [f"Name: {name}", f"Cost: {cost}", f"Type: {type_line}"] + ([f"P/T: {pt}"] if pt else [])
    return "\n".join(lines + ["---", text]) + "\n"


def header_text(fields: dict) -> str:
    base = {"Name": "Test Spell", "Cost": "{1}{U}", "Type": "Instant"}
    base.update(fields)
    return "\n".join(f"{k}: {v}" for k, v in base.items()) + "\n---\nDraw a card.\n"


def lint(text: str, path: str = "t.card", era: str = "modern"):
    return lint_entries(parse_card_file(text, path), Selection(era=era), texts={path: text})


def codes(findings) -> set[str]:
    return {f.code for f in findings}


def compiles(text: str) -> bool:
    (entry,) = parse_card_file(text, "t.card")
    return compile_card(entry.source).fully_compiled


def abilities(text: str):
    """The compiled abilities as data; a mana cost's symbols as a sorted list (a cost is the
    symbols it holds, in any printed order, CR 202.1)."""
    (entry,) = parse_card_file(text, "t.card")
    return [_cost_sets(to_data(a)) for a, _ in abilities_with_lines(compile_card(entry.source))]


def _cost_sets(data):
    if isinstance(data, dict):
        out = {k: _cost_sets(v) for k, v in data.items()}
        if out.get("type") == "ManaCost":         # {1}{1} is {2} (CR 107.4b)
            generic = [s for s in out["symbols"] if s.get("kind") == "generic"]
            total = dict(generic[0], generic=sum(s["generic"] for s in generic)) if generic else None
            out["symbols"] = sorted([s for s in out["symbols"] if s.get("kind") != "generic"], key=repr) \
                + ([total] if total else [])
        return out
    if isinstance(data, list):
        return [_cost_sets(v) for v in data]
    return data


@pytest.mark.parametrize("code", sorted(CASES))
def test_a_rule_finds_its_bad_text_and_not_its_good_text(code):
    header, bad, good = CASES[code]
    assert code in codes(lint(card_text(header, bad))), f"{code} misses {bad!r}"
    assert code not in codes(lint(card_text(header, good))), f"{code} fires on {good!r}"


@pytest.mark.parametrize("code", sorted(HEADER_CASES))
def test_a_header_rule_finds_its_bad_header_and_not_its_good_one(code):
    bad, good = HEADER_CASES[code]
    assert code in codes(lint(header_text(bad)))
    assert code not in codes(lint(header_text(good)))


FIXABLE = sorted(c for c in list(CASES) + list(HEADER_CASES) if RULES[c].fixable)


@pytest.mark.parametrize("code", FIXABLE)
def test_a_fix_gives_the_good_text_keeps_the_meaning_and_is_idempotent(code):
    if code in CASES:
        header, bad, good = CASES[code]
        before, expected = card_text(header, bad), card_text(header, good)
    else:
        before, expected = header_text(HEADER_CASES[code][0]), header_text(HEADER_CASES[code][1])
    found = [f for f in lint(before) if f.code == code]
    fixed, count = fixes.apply(before, found)
    assert count and fixed == expected
    if compiles(before):
        assert abilities(fixed) == abilities(before)          # the fix never changes the meaning
    else:
        assert compiles(fixed)                                # it repairs text that did not compile
    again, more = fixes.apply(fixed, [f for f in lint(fixed) if f.code == code])
    assert more == 0 and again == fixed


def test_every_rule_has_a_test_case():
    assert set(RULES) - set(CASES) - set(HEADER_CASES) == {"CL302", "CL303", "CL400", "CL405", "CL504"}


def test_cl302_reminder_text_disagreeing_with_the_parameter():
    from cardtext.compiler.keywords.database import builtin, load_text
    db = builtin().with_custom(load_text(
        '[[keyword]]\nname = "rally cry"\nparameter = "number"\ntypes = ["creature"]\n'
        'reminder = "Whenever this creature attacks, other creatures you control get +{N}/+0 until end of turn."\n'
        'definition = "Whenever this creature attacks, other creatures you control get +{N}/+0 until end of turn."\n',
        "k.toml"))
    def found(text):
        card = card_text(CREATURE, text)
        return codes(lint_entries(parse_card_file(card, "t.card"), Selection(), db, {"t.card": card}))
    wrong = "Rally cry 2 (Whenever this creature attacks, other creatures you control get +1/+0 until end of turn.)"
    assert "CL302" in found(wrong)
    assert "CL302" not in found(wrong.replace("+1/+0", "+2/+0"))


def test_cl303_keyword_on_a_card_type_it_never_appears_on():
    assert "CL303" in codes(lint(card_text(SPELL, "Vigilance")))
    assert "CL303" not in codes(lint(card_text(CREATURE, "Vigilance")))


def _found(code: str, header, text: str) -> list[tuple[int, int, str]]:
    """(column, end column, message) of each finding of `code` on the card."""
    return [(f.span.column, f.span.end_column, f.message) for f in lint(card_text(header, text)) if f.code == code]


def test_cl304_an_ability_word_before_a_colon_a_hyphen_or_an_en_dash():
    for sep, written in ((": ", "Landfall"), (" - ", "Landfall"), (" \u2013 ", "landfall"), (":", "Raid")):
        found = _found("CL304", CREATURE, f"{written}{sep}Whenever a land you control enters, you gain 1 life.")
        assert [(column - 1, end - 1) for column, end, _ in found] == [(len(written), len(written) + len(sep))]
        assert found[0][2] == f"write '{written} \u2014 '"
    assert _found("CL304", CREATURE, "Landfall \u2014 Whenever a land you control enters, you gain 1 life.") == []
    assert _found("CL304", CREATURE, "Landfallen: Whenever a land you control enters, you gain 1 life.") == []
    assert _found("CL304", CREATURE, "Flying") == []


def test_cl406_a_trigger_on_entering_by_any_of_the_cards_names():
    sorcery = ("Ruin? (Test) [Sorcery]+", "{1}{U}", "Sorcery", None)
    for text in ("When this spell enters, draw a card.", "Whenever this permanent enters, draw a card.",
                 "When Ruin? (Test) [Sorcery]+ enters, draw a card."):
        ((column, end, message),) = _found("CL406", sorcery, text)
        assert (column, end - column) == (1, text.index(" enters") + len(" enters"))
        assert message == "this card never enters the battlefield"
    assert _found("CL406", sorcery, "When Ruin enters, draw a card.") == []          # not its name
    assert _found("CL406", sorcery, "Draw a card. When this spell enters, scry 1.") == []
    assert _found("CL406", CREATURE, "When this creature enters, draw a card.") == []


def test_cl405_power_and_toughness_where_they_belong():
    assert "CL405" in codes(lint("Name: X\nCost: {1}\nType: Creature — Elf\n---\nVigilance\n"))
    assert "CL405" in codes(lint("Name: X\nCost: {1}\nType: Artifact\nP/T: 1/1\n---\n"))
    assert "CL405" not in codes(lint("Name: X\nCost: {1}\nType: Artifact — Vehicle\nP/T: 3/3\n---\n"))


def test_text_cardtext_does_not_know_is_info_not_an_error():
    found = lint(card_text(SPELL, "Claim the prize."))     # Unfinity minigames (CR 702.159b), not read
    assert [(f.code, f.level.value) for f in found] == [("CL400", "info")]


def test_pre2024_wording_is_accepted_in_that_era():
    text = card_text(CREATURE, "When this creature enters the battlefield, draw a card.")
    assert "CL201" not in codes(lint(text, era="pre2024"))


def test_a_malformed_file_gets_positioned_findings_not_a_traceback(tmp_path):
    bad = tmp_path / "bad.card"
    bad.write_bytes(b"Name: X\nType: Creature\n---\n{T}: Add {G\n\x00\xff")
    result = CliRunner().invoke(main, ["lint", str(bad), "--format", "json"])
    assert result.exit_code == 1, result.output
    data = json.loads(result.stdout)
    assert data and all(d["line"] >= 1 and d["column"] >= 1 for d in data)


def test_the_cli_fixes_a_file_and_reports_what_remains(tmp_path):
    path = tmp_path / "bear.card"
    path.write_text(card_text(CREATURE, "{t}: Add {G} to your mana pool."), encoding="utf-8")
    runner = CliRunner()
    diff = runner.invoke(main, ["lint", str(path), "--diff"])
    assert "+{T}: Add {G}." in diff.stdout and path.read_text(encoding="utf-8").count("{t}") == 1
    fixed = runner.invoke(main, ["lint", str(path), "--fix"])
    assert fixed.exit_code == 0, fixed.output
    assert path.read_text(encoding="utf-8").endswith("---\n{T}: Add {G}.\n")
    assert "All checks passed." in fixed.stdout


def test_select_ignore_formats_and_explain(tmp_path):
    path = tmp_path / "bear.card"
    path.write_text(card_text(CREATURE, "{t}: Add {G} to your mana pool."), encoding="utf-8")
    runner = CliRunner()
    only = runner.invoke(main, ["lint", str(path), "--select", "CL101", "--format", "json"])
    assert [d["code"] for d in json.loads(only.stdout)] == ["CL101"]
    none = runner.invoke(main, ["lint", str(path), "--ignore", "CL1,CL2"])
    assert none.exit_code == 0 and "(1 info)" in none.stdout        # only "not supported yet" left
    github = runner.invoke(main, ["lint", str(path), "--format", "github"])
    assert github.stdout.startswith("::warning title=cardtext CL")
    sarif = json.loads(runner.invoke(main, ["lint", str(path), "--format", "sarif"]).stdout)
    assert sarif["version"] == "2.1.0" and sarif["runs"][0]["results"]
    explain = runner.invoke(main, ["lint", "--explain", "cl203"])
    assert "CL203 (mana-pool)" in explain.stdout and "Bad:" in explain.stdout
    assert runner.invoke(main, ["lint", "--select", "XX9"]).exit_code == 2


def test_settings_come_from_pyproject(tmp_path):
    (tmp_path / "pyproject.toml").write_text('[tool.cardtext]\nignore = ["CL101"]\n', encoding="utf-8")
    path = tmp_path / "bear.card"
    path.write_text(card_text(CREATURE, "{t}: Add {G}."), encoding="utf-8")
    result = CliRunner().invoke(main, ["lint", str(path)])
    assert result.exit_code == 0 and "All checks passed." in result.stdout


def test_cl306_the_same_reminder_text_twice():
    twice = "Flying (This creature can't be blocked except by creatures with flying or reach.)"
    assert "CL306" in codes(lint(card_text(CREATURE, twice + " (This creature can't be blocked except by "
                                           "creatures with flying or reach.)")))
    assert "CL306" not in codes(lint(card_text(CREATURE, twice)))


def test_cl307_an_aura_with_its_enchant_line_is_fine():
    aura = ("Test Aura", "{W}", "Enchantment \u2014 Aura", None)
    assert "CL307" not in codes(lint(card_text(aura, "Enchant creature\nEnchanted creature gets +1/+1.")))
    assert "CL307" in codes(lint(card_text(aura, "Enchanted creature gets +1/+1.")))


def test_cl407_x_mana_is_fine_where_x_has_a_value():
    assert "CL407" not in codes(lint(card_text(CREATURE, "{X}, {T}: Add {X}.")))   # not mana of a type, but X has a value
    assert "CL407" in codes(lint(card_text(CREATURE, "{T}: Add {S}.")))


def test_cl409_loyalty_on_a_card_that_is_no_planeswalker():
    assert "CL409" in codes(lint("Name: X\nCost: {1}\nType: Artifact\nLoyalty: 3\n---\n{T}: Draw a card.\n"))
    walker = "Name: X\nCost: {1}\nType: Planeswalker \u2014 Test\nLoyalty: 3\n---\n+1: Draw a card.\n"
    assert "CL409" not in codes(lint(walker))


def test_cl410_an_x_in_the_cost_that_the_text_never_uses():
    assert "CL410" in codes(lint(header_text({"Cost": "{X}{U}"})))
    assert "CL410" not in codes(lint(header_text({"Cost": "{X}{U}"}).replace("Draw a card.", "Draw X cards.")))


def test_cl504_two_cards_with_one_name_in_a_file():
    one = card_text(CREATURE, "Vigilance")
    found = [f for f in lint(one + "===\n" + one) if f.code == "CL504"]
    assert [f.span.line for f in found] == [8]                 # on the second card's name
    assert "CL504" not in codes(lint(one + "===\n" + one.replace("Test Bear", "Other Bear")))


def test_the_bundled_cards_are_lint_clean():
    """cards/ shows the language in today's Oracle wording: no finding at all, not even info."""
    from importlib import resources
    cards = str(resources.files("cardtext.cards"))
    result = CliRunner().invoke(main, ["lint", str(cards), "--format", "json"])
    assert result.exit_code == 0 and json.loads(result.stdout) == []


def test_cl502_a_curly_closing_quote_ends_the_sentence_too():
    text = card_text(("Test Anthem", "{2}{G}", "Enchantment", None), "Creatures you control have \u201c{T}: Add {G}.\u201d")
    fixed, _ = fixes.apply(text, lint(text))
    assert "CL502" not in codes(lint(text)) and fixed.endswith('have "{T}: Add {G}."\n')


def test_json_output_is_what_json_dumps_writes():
    """`cardtext lint --format json` writes each finding itself (on bench/fuzz.py's slowest
    input, thousands of findings through json.dumps's indent took most of the lint); byte for
    byte what json.dumps(indent=2)
    writes: strings with quotes, line breaks, control and non-ASCII characters, a finding with
    a fix and one with no card name, an empty list."""
    import json
    from cardtext.compiler.lint.findings import Finding, Fix, Level, Span
    from cardtext.compiler.lint.output import as_data, as_json
    span = Span(3, 7, 3, 9)
    findings = [Finding("a.card", "Æther \"Vial\"", span, "CL205", Level.ERROR, "'~' is a\nplaceholder\t\x00", None),
                Finding("b.card", None, span, "CL201", Level.WARNING, "write 'enters' — ✓",
                        Fix("enters \\ \u2028", Span(1, 2, 3, 4)), "excerpt"),
                Finding("c.card", "x", span, "CT999", Level.INFO, "no rule", None)]
    assert as_json(findings) == json.dumps([as_data(f) for f in findings], indent=2, ensure_ascii=False)
    assert as_json([]) == json.dumps([], indent=2) == "[]"

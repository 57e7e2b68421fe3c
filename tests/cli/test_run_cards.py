"""`cardtext run` with the author's own cards: `--cards PATH` and the scenario's `cards: PATH`
(relative to the scenario file) are looked up before the bundled cards and the corpus; a card
found nowhere says where cardtext looked; `--format json` is the output option, `--log` its
older, hidden spelling."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardtext.compiler.cli.main import main
from cardtext.compiler.harness.scenario_syntax import ScenarioSyntaxError, parse_scenario

OX = "Name: Test Ox\nCost: {2}{G}\nType: Creature — Ox\nP/T: 3/3\n---\n"
OX_SCENARIO = ('scenario: a card of the author\'s\nrulings: CR208.1\nturn: Alice main1\n'
               'battlefield Alice: Test Ox\nexpect: pt "Test Ox" 3/3\n')


def run(*args):
    result = CliRunner().invoke(main, ["run", *map(str, args)])
    assert "Traceback" not in result.output, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result


@pytest.fixture
def ox(tmp_path) -> tuple[Path, Path]:
    card = tmp_path / "cards" / "ox.card"
    card.parent.mkdir()
    card.write_text(OX, encoding="utf-8")
    scenario = tmp_path / "ox.scenario"
    scenario.write_text(OX_SCENARIO, encoding="utf-8")
    return card, scenario


def test_a_card_in_no_given_file_says_where_cardtext_looked(ox):
    _, scenario = ox
    result = run(scenario)
    assert result.exit_code == 2
    assert f"{scenario}:4:20: error: no card named 'Test Ox': looked in the bundled cards (" in result.stderr


def test_a_cards_path_that_does_not_exist_is_a_usage_error(ox):
    card, scenario = ox
    result = run("--cards", card.parent / "none-here.jsonl", scenario)
    assert result.exit_code == 2 and "does not exist" in result.output


def test_cards_option_takes_a_file_or_a_folder(ox):
    card, scenario = ox
    for given in (card, card.parent):
        result = run("--cards", given, scenario)
        assert result.exit_code == 0, result.output
        assert 'expect: pt "Test Ox" 3/3   ok' in result.stdout


def test_cards_option_takes_json_lines(tmp_path, ox):
    _, scenario = ox
    lines = tmp_path / "mine.jsonl"
    lines.write_text(json.dumps({"name": "Test Ox", "type_line": "Creature — Ox", "power": "3",
                                 "toughness": "3", "oracle_text": ""}) + "\n", encoding="utf-8")
    assert run("--cards", lines, scenario).exit_code == 0


def test_an_unknown_card_names_the_places_given(ox, tmp_path):
    card, _ = ox
    other = tmp_path / "other.scenario"
    other.write_text("scenario: x\nrulings: CR1\nbattlefield Alice: Test Yak\nexpect: life Alice 20\n")
    result = run("--cards", card, other)
    assert result.exit_code == 2
    assert f"no card named 'Test Yak': looked in --cards {card}, then the bundled cards (" in result.stderr


def test_cards_directive_is_relative_to_the_scenario_file(ox, tmp_path):
    folder = tmp_path / "scenarios"
    folder.mkdir()
    scenario = folder / "ox.scenario"
    scenario.write_text(OX_SCENARIO.replace("turn:", "cards: ../cards/ox.card\nturn:"), encoding="utf-8")
    result = run(scenario)
    assert result.exit_code == 0, result.output


def test_the_scenario_cards_come_before_the_bundled_ones(tmp_path):
    """A card of the author's named like a bundled one (Grizzly Bears, 2/2 in cards/) is the
    author's in that scenario."""
    (tmp_path / "bears.card").write_text(OX.replace("Test Ox", "Grizzly Bears").replace("3/3", "5/5"))
    scenario = tmp_path / "bears.scenario"
    scenario.write_text("scenario: bears\nrulings: CR1\ncards: bears.card\nturn: Alice main1\n"
                        "battlefield Alice: Grizzly Bears\nexpect: pt \"Grizzly Bears\" 5/5\n")
    assert run(scenario).exit_code == 0
    plain = tmp_path / "plain.scenario"
    plain.write_text(scenario.read_text().replace("cards: bears.card\n", "").replace("5/5", "2/2"))
    assert run(plain).exit_code == 0


def test_a_missing_cards_path_is_a_syntax_error_at_its_place(tmp_path):
    text = "scenario: x\nrulings: CR1\ncards: ok.card; \"no such.card\"\n"
    (tmp_path / "ok.card").write_text(OX)
    with pytest.raises(ScenarioSyntaxError) as caught:
        parse_scenario(text, str(tmp_path / "x.scenario"))
    assert (caught.value.line, caught.value.column) == (3, 17)
    assert "no such card file or folder 'no such.card'" in caught.value.message


def test_cards_directive_may_repeat_and_list_several(tmp_path):
    for name in ("a.card", "b.card", "c.card"):
        (tmp_path / name).write_text(OX)
    sc = parse_scenario("scenario: x\ncards: a.card; b.card\ncards: c.card\n", str(tmp_path / "x.scenario"))
    assert [Path(c.path).name for c in sc.cards] == ["a.card", "b.card", "c.card"]
    assert [(c.line, c.column) for c in sc.cards] == [(2, 8), (2, 16), (3, 8)]


def test_a_malformed_card_file_is_exit_2_with_its_position(tmp_path, ox):
    _, scenario = ox
    bad = tmp_path / "bad.card"
    bad.write_text("Name: Test Ox\nType: Creature — Ox\nP/T: 3\n---\n")
    result = run("--cards", bad, scenario)
    assert result.exit_code == 2
    assert f"{bad}:3:6: CT101 error: malformed P/T '3'" in result.stderr
    scenario.write_text(OX_SCENARIO.replace("turn:", "cards: bad.card\nturn:"))
    result = run(scenario)
    assert result.exit_code == 2
    assert f"{scenario}:3:8: error: the card file '{bad}' is malformed:" in result.stderr
    assert "CT101 error: malformed P/T '3'" in result.stderr


def test_format_json_and_the_log_alias_print_the_same_document(ox):
    card, scenario = ox
    by_format = run("--cards", card, "--format", "json", scenario)
    by_log = run("--cards", card, "--log", "json", scenario)
    assert by_format.exit_code == by_log.exit_code == 0
    assert by_format.stdout == by_log.stdout
    document = json.loads(by_format.stdout)
    assert document["passed"] is True and document["expectations"][0]["ok"] is True


def test_format_and_log_must_agree_and_log_is_hidden(ox):
    card, scenario = ox
    result = run("--cards", card, "--format", "json", "--log", "text", scenario)
    assert result.exit_code == 2 and "older spelling of --format" in result.output
    help_text = run("--help").output
    assert "--format [text|json]" in help_text and "--cards PATH" in help_text
    assert "--log" not in help_text


def test_from_cardtext_new_to_a_game(tmp_path):
    """The authoring guide's walk-through: a card made by `cardtext new`, its example rule
    written in, played by a scenario that names its file (`cards:`); the enters trigger draws
    the card (CR 603.2)."""
    card = tmp_path / "cards" / "apprentice.card"
    card.parent.mkdir()
    made = CliRunner().invoke(main, ["new", "Sparkwright Apprentice", "--type", "Creature — Goblin Shaman",
                                     "--cost", "{1}{R}", "--pt", "2/1", "-o", str(card)])
    assert made.exit_code == 0, made.output
    card.write_text(card.read_text(encoding="utf-8").replace("# For example: ", ""), encoding="utf-8")
    scenario = tmp_path / "scenarios" / "apprentice.scenario"
    scenario.parent.mkdir()
    scenario.write_text("scenario: it draws a card when it enters\nrulings: CR603.2\n"
                        "cards: ../cards/apprentice.card\nturn: Alice main1\n"
                        "hand Alice: Sparkwright Apprentice\nlibrary Alice: Forest *3\nmana Alice: {R}{R}\n"
                        'do: cast Alice "Sparkwright Apprentice"\ndo: resolve\ndo: resolve\n'
                        "expect: hand Alice: Forest\n", encoding="utf-8")
    result = run(scenario)
    assert result.exit_code == 0, result.output
    assert "Sparkwright Apprentice's triggered ability resolves" in result.stdout
    assert "expect: hand Alice: Forest   ok" in result.stdout

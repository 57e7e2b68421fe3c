"""`cardtext import`: Scryfall and MTGJSON card objects (fixtures in import_fixtures/, written from
the two schemas) become .card files that read back to the same cards; a card with two faces
(CR 712 double-faced, CR 709 split, CR 715 adventurer) becomes one card per face, each naming
the other ('Other face:'); malformed JSON is an error at its line:col and nothing is written;
an object that is no card is skipped with a warning at its place."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st
from click.testing import CliRunner

from cardtext.compiler.cli.main import main
from cardtext.compiler.source.card_objects import locate, read_card_objects
from cardtext.compiler.source.cardfile import parse_card_file

FIXTURES = Path(__file__).parent / "import_fixtures"
SCRYFALL_LIST = FIXTURES / "scryfall_list.json"
SCRYFALL_LINES = FIXTURES / "scryfall_cards.jsonl"
MTGJSON_ATOMIC = FIXTURES / "mtgjson_atomic.json"
MTGJSON_SET = FIXTURES / "mtgjson_set.json"


def imp(*args):
    result = CliRunner().invoke(main, ["import", *map(str, args)])
    assert "Traceback" not in result.output, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result


def cards_in(path: Path) -> dict[str, object]:
    parsed = parse_card_file(path.read_text(encoding="utf-8"), str(path))
    assert all(p.diagnostics == [] for p in parsed), [d.render() for p in parsed for d in p.diagnostics]
    return {p.source.name: p.source for p in parsed}


def fields(source) -> tuple:
    return (source.name, source.mana_cost, source.type_line, source.oracle_text, source.power,
            source.toughness, source.loyalty, source.other_face)


def read(path: Path):
    return read_card_objects(path.read_text(encoding="utf-8"), str(path))


def test_a_scryfall_list_one_file_per_card(tmp_path):
    result = imp(SCRYFALL_LIST, "-o", tmp_path)
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "ajani-goldmane.card", "delver-of-secrets.card", "fire.card", "llanowar-elves.card"]
    elves = cards_in(tmp_path / "llanowar-elves.card")["Llanowar Elves"]
    assert fields(elves) == ("Llanowar Elves", "{G}", "Creature — Elf Druid", "{T}: Add {G}.", "1", "1", None, None)
    ajani = cards_in(tmp_path / "ajani-goldmane.card")["Ajani Goldmane"]
    assert ajani.loyalty == "4" and ajani.power is None and len(ajani.oracle_text.split("\n")) == 3
    assert "imported 4 cards (6 faces) into 4 files" in result.stderr


def test_double_faced_and_split_cards_are_one_card_per_face_linked_both_ways(tmp_path):
    imp(SCRYFALL_LIST, "-o", tmp_path)
    delver = cards_in(tmp_path / "delver-of-secrets.card")
    assert list(delver) == ["Delver of Secrets", "Insectile Aberration"]
    assert delver["Delver of Secrets"].other_face == "Insectile Aberration"
    assert fields(delver["Insectile Aberration"]) == (
        "Insectile Aberration", "", "Creature — Human Insect", "Flying", "3", "2", None, "Delver of Secrets")
    fire_ice = cards_in(tmp_path / "fire.card")
    assert fire_ice["Fire"].mana_cost == "{1}{R}" and fire_ice["Ice"].mana_cost == "{1}{U}"
    assert (fire_ice["Fire"].other_face, fire_ice["Ice"].other_face) == ("Ice", "Fire")
    assert fire_ice["Ice"].oracle_text == "Tap target permanent.\nDraw a card."


def test_written_files_read_back_to_the_cards_read(tmp_path):
    """Every face of every fixture, written and parsed again, has the fields it was read with."""
    for fixture in (SCRYFALL_LIST, SCRYFALL_LINES, MTGJSON_ATOMIC, MTGJSON_SET):
        target = tmp_path / fixture.stem
        assert imp(fixture, "-o", target).exit_code == 0
        written = {name: s for f in target.iterdir() for name, s in cards_in(f).items()}
        read_faces = [face for card in read(fixture).cards for face in card.faces]
        assert sorted(written) == sorted(f.name for f in read_faces)
        for face in read_faces:
            assert fields(written[face.name]) == fields(face)


def test_an_object_that_is_no_card_is_skipped_with_a_warning_at_its_place(tmp_path):
    result = imp(SCRYFALL_LIST, "-o", tmp_path)
    assert (f"{SCRYFALL_LIST}:47:5: CT106 warning: skipped a Scryfall 'set' object ('Not a card') "
            "at $[\"data\"][2]: not a Scryfall or MTGJSON card object") in result.stderr
    assert not (tmp_path / "not-a-card.card").exists()


def test_json_lines_duplicates_error_objects_and_an_adventurer(tmp_path):
    result = imp(SCRYFALL_LINES, "-o", tmp_path)
    assert result.exit_code == 0
    assert f"{SCRYFALL_LINES}:5:1: CT106 warning: skipped a Scryfall 'error' object" in result.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "bonecrusher-giant.card", "grizzly-bears.card", "lightning-bolt.card"]   # one Grizzly Bears
    giant = cards_in(tmp_path / "bonecrusher-giant.card")
    assert (giant["Bonecrusher Giant"].power, giant["Bonecrusher Giant"].toughness) == ("4", "3")
    assert giant["Stomp"].power is None and giant["Stomp"].other_face == "Bonecrusher Giant"


def test_mtgjson_atomic_cards(tmp_path):
    assert imp(MTGJSON_ATOMIC, "-o", tmp_path).exit_code == 0
    garruk = cards_in(tmp_path / "garruk-wildspeaker.card")["Garruk Wildspeaker"]
    assert (garruk.mana_cost, garruk.type_line, garruk.loyalty) == ("{2}{G}{G}", "Legendary Planeswalker — Garruk", "3")
    delver = cards_in(tmp_path / "delver-of-secrets.card")
    assert delver["Insectile Aberration"].other_face == "Delver of Secrets"


def test_an_mtgjson_set_file_joins_faces_in_name_order_and_reads_a_printing_once(tmp_path):
    result = imp(MTGJSON_SET, "-o", tmp_path)
    assert result.exit_code == 0
    assert list(cards_in(tmp_path / "fire.card")) == ["Fire", "Ice"]     # side b is listed first
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fire.card", "lightning-bolt.card"]
    assert (f"{MTGJSON_SET}:54:7: CT106 warning: skipped an object with keys 'number', 'uuid' at "
            "$[\"data\"][\"cards\"][4]") in result.stderr


def test_a_card_read_twice_with_other_text_keeps_the_first_and_says_so(tmp_path):
    data = tmp_path / "two.jsonl"
    card = {"name": "Twin", "type_line": "Instant", "oracle_text": "Draw a card."}
    data.write_text(json.dumps(card) + "\n" + json.dumps(card | {"oracle_text": "Draw two cards."}) + "\n")
    result = imp(data, "-o", tmp_path / "out")
    assert f"{data}:2:1: CT106 warning: skipped another 'Twin' with different text; the first, at {data}:1:1, is kept" in result.stderr
    assert cards_in(tmp_path / "out" / "twin.card")["Twin"].oracle_text == "Draw a card."


def test_the_same_card_in_two_inputs_is_one_file(tmp_path):
    assert imp(SCRYFALL_LIST, MTGJSON_ATOMIC, "-o", tmp_path).exit_code == 0
    assert not (tmp_path / "delver-of-secrets-2.card").exists()


def test_one_file_for_all_and_standard_output(tmp_path):
    out = tmp_path / "all.card"
    assert imp(SCRYFALL_LIST, MTGJSON_SET, "-o", out).exit_code == 0
    assert [p.name for p in tmp_path.iterdir()] == ["all.card"]
    assert list(cards_in(out)) == ["Llanowar Elves", "Delver of Secrets", "Insectile Aberration",
                                   "Ajani Goldmane", "Fire", "Ice", "Lightning Bolt"]
    printed = imp(SCRYFALL_LIST, MTGJSON_SET, "--stdout")
    assert printed.exit_code == 0 and printed.stdout == out.read_text(encoding="utf-8")


def test_malformed_json_is_an_error_at_line_and_column_and_nothing_is_written(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('[{"name": "A", "type_line": "Land"},\n {"name": oops}]')
    result = imp(SCRYFALL_LIST, bad, "-o", tmp_path / "out")
    assert result.exit_code == 1
    assert f"{bad}:2:11: CT103 error: malformed JSON: Expecting value" in result.stderr
    assert "hint:" in result.stderr and "nothing was written" in result.stderr
    assert not (tmp_path / "out").exists()


def test_a_malformed_json_line(tmp_path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"name": "A", "type_line": "Land"}\n{"name": "B", \n')
    result = imp(bad, "--stdout")
    assert result.exit_code == 1 and result.stdout == ""
    assert f"{bad}:2:15: CT103 error: malformed JSON" in result.stderr


@pytest.mark.parametrize("content, message", [
    (b"\x00\x01binary", "CT103 error: binary data"),
    (b'{"name": "caf\xe9"}', "CT103 error: not UTF-8"),
    (b'{"meta": {}, "data": {}}', "CT106 error: no card objects found"),
    (b"[1, 2]", "skipped a number at $[1]"),
])
def test_inputs_that_hold_no_card(tmp_path, content, message):
    bad = tmp_path / "bad.json"
    bad.write_bytes(content)
    result = imp(bad, "-o", tmp_path / "out")
    assert result.exit_code == 1 and message in result.stderr
    assert not (tmp_path / "out").exists()


def test_existing_files_are_not_overwritten_without_force(tmp_path):
    (tmp_path / "fire.card").write_text("mine\n")
    result = imp(SCRYFALL_LIST, "-o", tmp_path)
    assert result.exit_code == 2
    assert "would overwrite" in result.output and "--force" in result.output
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fire.card"]         # nothing written
    assert imp(SCRYFALL_LIST, "-o", tmp_path, "--force").exit_code == 0
    assert "Fire" in cards_in(tmp_path / "fire.card")
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]      # no temporary file left


@pytest.mark.parametrize("args, message", [
    (["--stdout", "-o", "x"], "not both"),
    (["-o", "{file}"], "is a file"),
])
def test_usage_errors(tmp_path, args, message):
    plain = tmp_path / "plain.txt"
    plain.write_text("x")
    result = imp(SCRYFALL_LIST, *[a.format(file=plain) for a in args])
    assert result.exit_code == 2 and message in result.output
    assert imp(tmp_path / "missing.json").exit_code == 2


def test_a_value_the_card_format_does_not_know_is_written_with_a_warning(tmp_path):
    odd = tmp_path / "odd.json"
    odd.write_text(json.dumps([{"object": "card", "name": "Oddity", "type_line": "Creature — Horror",
                                "oracle_text": "", "power": "*2", "toughness": "1"}]))
    result = imp(odd, "-o", tmp_path / "out")
    assert result.exit_code == 0
    assert "CT101 warning: malformed P/T '*2/1' (written as the data gives it)" in result.stderr


def test_a_superscript_digit_is_named_as_the_character_it_is(tmp_path):
    odd = tmp_path / "odd.json"
    odd.write_text(json.dumps([{"object": "card", "name": "Oddity", "type_line": "Creature — Horror",
                                "oracle_text": "", "power": "*²", "toughness": "1"}]))
    result = imp(odd, "-o", tmp_path / "out")
    assert "CT208 warning: '²' (U+00B2) is not a digit cardtext can read" in result.stderr


def test_locate_finds_a_value_by_its_path():
    text = '{"a": [1, {"b": "x"}, [2, 3]], "c": {"d": null}}'
    assert text[locate(text, ("a", 1, "b")):].startswith('"x"')
    assert text[locate(text, ("a", 2, 1)):].startswith("3]")
    assert text[locate(text, ("c", "d")):].startswith("null")


CORPUS = Path(__file__).resolve().parents[2].parent / "shared" / "corpus" / "cards.jsonl"


@pytest.mark.skipif(not CORPUS.is_file(), reason="the corpus is not here")
def test_corpus_cards_imported_read_back_as_the_corpus_loader_reads_them(tmp_path):
    """Every 40th card of the corpus (its lines have Scryfall's field names), imported and read
    back from its .card file, has the fields the corpus loader gives it, other face included."""
    from cardtext.compiler.source.loaders import load_jsonl_text
    lines = CORPUS.read_text(encoding="utf-8").split("\n")[::40]
    sample = tmp_path / "sample.jsonl"
    sample.write_text("\n".join(lines), encoding="utf-8")
    assert imp(sample, "-o", tmp_path / "out").exit_code == 0
    written = {name: s for f in (tmp_path / "out").iterdir() for name, s in cards_in(f).items()}
    loaded = [e.source for e in load_jsonl_text(sample.read_text(encoding="utf-8"), str(sample))]
    assert len(written) == len(loaded) > 300
    for source in loaded:
        assert fields(written[source.name]) == fields(source)


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.sampled_from(["name", "object", "data", "type_line", "type",
                                                       "card_faces", "oracle_text", "power", "cards",
                                                       "faceName", "meta", "x"]), inner, max_size=5),
                    max_leaves=20)


@settings(max_examples=300, deadline=None)
@given(JSON)
def test_any_json_value_reads_without_an_exception(value):
    """Whatever the JSON holds, reading it gives cards and diagnostics, never an exception; each
    card read is written as a file that parses without error or with a positioned finding."""
    from cardtext.compiler.source.card_writer import card_text
    imported = read_card_objects(json.dumps(value), "fuzz.json")
    for card in imported.cards:
        for face in card.faces:
            parse_card_file(card_text(face), "fuzz.card")
        assert card.position[0] >= 1


def test_a_header_field_with_a_line_break_is_skipped_with_a_warning(tmp_path):
    odd = tmp_path / "odd.json"
    odd.write_text(json.dumps([{"object": "card", "name": "Two\nLines", "type_line": "Instant"},
                               {"object": "card", "name": "Fine", "type_line": "Instant"}]))
    result = imp(odd, "-o", tmp_path / "out")
    assert result.exit_code == 0
    assert f"{odd}:1:2: CT106 warning: skipped 'Two\\nLines' at $[0]: the field 'name' of 'Two' has a line break" in result.stderr
    assert [p.name for p in (tmp_path / "out").iterdir()] == ["fine.card"]


def test_a_rules_line_a_card_file_would_read_as_a_comment_is_not_dropped_silently(tmp_path):
    odd = tmp_path / "odd.jsonl"
    odd.write_text(json.dumps({"name": "Hashtag", "type_line": "Instant",
                               "oracle_text": "Draw a card.\n#1 fan"}) + "\n")
    result = imp(odd, "-o", tmp_path / "out")
    assert result.exit_code == 1 and "no card objects found" in result.stderr
    assert (f"{odd}:1:1: CT106 warning: skipped 'Hashtag' at $: the rules line '#1 fan' of 'Hashtag' "
            "would read as a comment or a separator in a card file") in result.stderr


def test_a_folder_that_cannot_be_written_is_an_error_not_a_traceback(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    result = imp(SCRYFALL_LIST, "-o", blocker / "sub")
    assert result.exit_code == 1 and "cannot write" in result.stderr

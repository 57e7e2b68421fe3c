"""`cardtext compile`: exit codes, output formats, schema, no tracebacks.

These tests do not depend on what the compiler understands: they use vanilla
cards (no rules text), gibberish, or the `fake_compiler` fixture (conftest.py).
"""
from __future__ import annotations

import json
from importlib import resources

import jsonschema
import pytest
from click.testing import CliRunner

from cardtext.compiler.cli.main import main
from cardtext.compiler.source.loaders import bundled_cards
from cardtext.compiler.serialize import KINDS, to_data


@pytest.fixture(scope="module")
def schema():
    data = json.loads(resources.files("cardtext.compiler").joinpath("schema.json").read_text())
    jsonschema.Draft202012Validator.check_schema(data)
    return data


def run(*args, input=None):
    result = CliRunner().invoke(main, ["compile", *args], input=input)
    assert "Traceback" not in result.output, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result


def validate(schema, data):
    jsonschema.validate(data, schema, cls=jsonschema.Draft202012Validator)


# ------------------------------------------------------------------ exit codes
def test_vanilla_card_exits_0():
    result = run("--name", "Grizzly Bears")
    assert result.exit_code == 0
    assert result.stdout.splitlines() == ["Grizzly Bears  [ok]", "1 card, 1 fully compiled"]


def test_not_understood_exits_1_with_diagnostic_on_stderr():
    result = run("--text", "Florp the wibble thrice.", "--name", "Junk")
    assert result.exit_code == 1
    assert result.stderr.startswith("<text>:1:1: CT2")
    assert result.stdout.endswith("1 card, 0 fully compiled\n")


@pytest.mark.parametrize("args, message", [
    (["/no/such/file.card"], "no such file or folder"),
    (["--format", "xml"], "'xml' is not one of"),
    (["--text", "Flying", "cards"], "not both"),
    (["--name", "No Such Card At All"], "no card named"),
    (["--bogus"], "No such option"),
])
def test_usage_errors_exit_2(args, message, monkeypatch, tmp_path):
    monkeypatch.setenv("CARDTEXT_CORPUS", str(tmp_path))  # keep --name lookups local
    result = run(*args)
    assert result.exit_code == 2 and message in result.output


def test_empty_folder_exits_2(tmp_path):
    assert run(str(tmp_path)).exit_code == 2


def test_malformed_card_file(tmp_path):
    path = tmp_path / "bad.card"
    path.write_text("Name: Good\nType: Land\n---\n===\nName: Bad\nType: Creature — Bear\nP/T: 2\n---\n")
    result = run(str(path))
    assert result.exit_code == 1
    assert f"{path}:7:6: CT101 error: malformed P/T '2'" in result.stderr
    assert "    P/T: 2\n         ^\n    hint:" in result.stderr
    assert result.stdout.splitlines() == ["Good  [ok]", "Bad  [FAILED]", "2 cards, 1 fully compiled"]


def test_binary_input_is_a_diagnostic_not_a_crash(tmp_path):
    path = tmp_path / "junk.card"
    path.write_bytes(bytes(range(256)))
    result = run(str(path), "--format", "json")
    assert result.exit_code == 1
    (card,) = json.loads(result.stdout)
    assert card["name"] is None and card["diagnostics"][0]["code"] == "CT103"


def test_diagnostics_point_into_the_card_file(tmp_path):
    path = tmp_path / "x.card"
    path.write_text("# c\nName: X\nType: Enchantment\n---\n\nFlorp the wibble.\n")
    result = run(str(path), "--format", "json")
    (card,) = json.loads(result.stdout)
    (d,) = card["diagnostics"]
    assert (d["file"], d["line"], d["excerpt"]) == (str(path), 6, "Florp the wibble.")


def test_internal_errors_become_ct901_and_others_go_on(monkeypatch):
    from cardtext.compiler import api

    def explode(source, keywords=None):
        if source.name == "Memnite":
            raise RuntimeError("boom")
        return real(source, keywords)
    real = api.compile_card
    monkeypatch.setattr(api, "compile_card", explode)
    result = run("--format", "json")
    cards = {c["name"]: c for c in json.loads(result.stdout)}
    assert result.exit_code == 1
    (d,) = cards["Memnite"]["diagnostics"]
    assert d["code"] == "CT901" and "RuntimeError: boom" in d["message"]
    assert cards["Memnite"]["fully_compiled"] is False
    assert cards["Grizzly Bears"]["fully_compiled"] is True


def test_stdin_jsonl():
    line = json.dumps({"name": "Bears", "type_line": "Creature — Bear", "power": "2", "toughness": "2"})
    result = run("-", "--format", "json", input=line + "\n{oops\n")
    assert result.exit_code == 1
    bears, oops = json.loads(result.stdout)
    assert bears["fully_compiled"] and bears["file"] == "<stdin>"
    assert oops["diagnostics"][0]["code"] == "CT103" and oops["diagnostics"][0]["line"] == 2


def test_text_escapes_make_lines():
    result = run("--text", r"Florp.\nWibble.", "--format", "json")
    (card,) = json.loads(result.stdout)
    assert [d["line"] for d in card["diagnostics"]] == [1, 2]


def test_cli_is_deterministic():
    first = run("--format", "json").stdout
    assert run("--format", "json").stdout == first


# ------------------------------------------------------------------ JSON and schema
def test_bundled_cards_json_matches_schema(schema):
    result = run("--format", "json")
    cards = json.loads(result.stdout)
    assert len(cards) == len(bundled_cards()) >= 32
    validate(schema, cards)


def test_every_ability_class_has_a_kind_and_a_place_in_the_schema(schema):
    """A subclass of an ability class (ZoneAbility, an activated ability that works from the
    hand: channel, bloodrush) is serialised with its base's kind and validates."""
    import cardtext.runtime.families  # noqa: F401  (imports every mechanics module)
    from cardtext.compiler.serialize import KINDS, kind_of
    from cardtext.runtime import abilities
    classes, todo = set(), [getattr(abilities, name) for name in KINDS]
    while todo:
        cls = todo.pop()
        classes.add(cls)
        todo += cls.__subclasses__()
    listed = set(schema["$defs"]["ability"]["properties"]["type"]["enum"])
    assert {c.__name__ for c in classes} <= listed
    assert all(kind_of(object.__new__(c)) != "unknown" for c in classes)


def test_a_channel_ability_validates(schema):
    result = run("--text", "Channel \u2014 {1}{G}, Discard ~: Draw a card.", "--type", "Creature",
                 "--pt", "1/1", "--format", "json")
    (card,) = json.loads(result.stdout)
    validate(schema, [card])
    assert [(a["kind"], a["type"], a["zone"]) for a in card["abilities"]] == [("activated", "ZoneAbility", "hand")]


def test_fake_compiled_output_matches_schema(schema, fake_compiler, sample_abilities):
    text = "\n".join(sample_abilities)
    result = run("--text", text, "--name", "Everything", "--format", "json")
    assert result.exit_code == 0, result.output
    (card,) = json.loads(result.stdout)
    validate(schema, [card])
    assert card["fully_compiled"] is True
    assert [a["kind"] for a in card["abilities"]] == [
        "activated", "mana", "keyword", "triggered", "replacement", "activated", "static", "spell"]
    assert [a["line"] for a in card["abilities"]] == list(range(1, 9))
    saddle = card["abilities"][0]
    assert saddle["type"] == "ActivatedAbility" and saddle["keyword"] == "saddle"
    assert saddle["timing"]["type"] == "Timing" and saddle["timing"]["sorcery_speed"] is True
    cost = saddle["costs"][0]
    assert cost["type"] == "TapTotalPower" and cost["power"] == 1
    assert cost["filter"]["types"] == ["creature"] and cost["filter"]["tapped"] is False


def test_schema_rejects_wrong_shapes(schema):
    good = {"name": "X", "file": "x", "fully_compiled": True, "diagnostics": [],
            "abilities": [{"kind": "keyword", "line": 1, "type": "KeywordAbility", "name": "flying",
                           "number": None, "cost": None, "quality": None}]}
    validate(schema, [good])
    bad_kind = json.loads(json.dumps(good))
    bad_kind["abilities"][0]["kind"] = "mana"
    missing = {k: v for k, v in good.items() if k != "fully_compiled"}
    for bad in (bad_kind, missing):
        with pytest.raises(jsonschema.ValidationError):
            validate(schema, [bad])


def test_to_data_is_generic(sample_abilities):
    """Class names as "type", fields in order, enums as values, tuples as lists, None kept."""
    data = to_data(sample_abilities["{T}: Add {G}."])
    assert list(data)[:3] == ["type", "costs", "effects"] and data["type"] == "ManaAbility"
    assert data["costs"] == [{"type": "TapSelf"}]
    (add,) = data["effects"]
    assert add["type"] == "AddMana" and add["player"] == "you" and add["restriction"] is None
    assert add["production"]["type"] == "FixedMana" and add["production"]["options"] == [["G"]]
    assert data["timing"]["type"] == "Timing" and data["timing"]["sorcery_speed"] is False
    json.dumps(data)  # JSON-able as it is
    assert set(KINDS.values()) == {"keyword", "mana", "activated", "triggered", "static",
                                   "replacement", "spell"}


def test_every_ability_class_has_a_kind():
    import typing
    from cardtext.runtime import abilities
    classes = {t.__name__ for t in typing.get_args(abilities.Ability)}
    assert classes == set(KINDS)


# ------------------------------------------------------------------ text output
def test_text_summaries(fake_compiler, sample_abilities):
    result = run("--text", "\n".join(sample_abilities), "--name", "Everything")
    lines = result.stdout.splitlines()
    assert lines[0] == "Everything  [ok]"
    assert lines[1] == ("  [activated] (saddle); cost tap other untapped creatures you control with "
                        "total power 1 or more; sorcery speed; effect: become saddled  (line 1)")
    assert lines[2] == "  [mana] cost {T}; effect: add {G}  (line 2)"
    assert lines[3] == "  [keyword] haste  (line 3)"
    assert lines[4] == "  [triggered] when this enters; effect: scry 2  (line 4)"
    assert lines[-1] == "1 card, 1 fully compiled"


def test_a_basic_land_that_prints_its_mana_ability_keeps_both_and_the_right_lines():
    """CR 305.6: the Forest type gives "{T}: Add {G}." (intrinsic: no line); the printed one is line 1."""
    result = run("--text", "{T}: Add {G}.\nFlying", "--type", "Land \u2014 Forest", "--format", "json")
    (card,) = json.loads(result.stdout)
    assert [(a["kind"], a["line"]) for a in card["abilities"]] == [("mana", None), ("mana", 1), ("keyword", 2)]

"""serialize.json_text writes what `json.dumps(value, indent=2, ensure_ascii=False)` writes, the
text `cardtext compile --format json` prints for each card, byte for byte."""
from __future__ import annotations

import json

import pytest

from cardtext.compiler.serialize import json_text

VALUES = [
    {},
    [],
    "",
    None,
    {"name": "Æther Vial", "abilities": [], "nested": {"a": [1, -2, True, False, None, {}, []]}},
    [{"quote": 'say "hi"\\n', "tab": "\t", "control": "\x01", "line": "a\nb", "lone": "\ud800"}],
    [[["deep"]], {"k": {"k": {"k": "v"}}}],
    {"big": 10 ** 30, "zero": 0},
    # left to json: floats, keys that are not strings, subclasses of the plain types
    {"float": 1.5, "nan": float("nan")},
    {1: "int key", None: "null key"},
    [True.__class__(1), type("Text", (str,), {})("subclass")],
]


@pytest.mark.parametrize("value", VALUES, ids=range(len(VALUES)))
def test_json_text_is_what_json_dumps_writes_with_an_indent_of_two(value):
    assert json_text(value) == json.dumps(value, indent=2, ensure_ascii=False)


def test_compile_prints_each_card_as_json_dumps_writes_it(tmp_path, monkeypatch):
    from click.testing import CliRunner
    from cardtext.compiler.cli.main import main
    monkeypatch.setenv("CARDTEXT_CACHE_DIR", str(tmp_path))
    result = CliRunner().invoke(main, ["compile", "--no-cache", "--format", "json", "--name", "Æther Adept",
                                      "--text", "When this creature enters, return up to one target "
                                      "creature to its owner's hand.\n{T}: Add {U}."])
    cards = json.loads(result.output)
    assert cards[0]["abilities"] and result.output.rstrip("\n") == json.dumps(cards, indent=2, ensure_ascii=False)

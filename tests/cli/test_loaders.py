"""Loaders: .jsonl, folders, stdin, hostile bytes, bundled cards and the corpus."""
from __future__ import annotations

import io
import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from cardtext.compiler.source.loaders import (MAX_FILE, InputError, bundled_cards, bundled_cards_dir,
                                       find_card, load_bytes, load_path, load_paths)

RULINGS_CARDS = [
    "Reflecting Pool", "Fellwar Stone", "Pillar of the Paruns", "Eldrazi Temple",
    "Hall of the Bandit Lord", "Exotic Orchard", "Contamination", "Heartbeat of Spring",
    "Zendikar Resurgent", "Mirari's Wake", "Mana Reflection", "Endless One", "Walking Ballista",
    "Hangarback Walker", "Order of Whiteclay", "Crackleburr", "Kalonian Hydra",
    "Solidarity of Heroes", "Vorel of the Hull Clade", "Hardened Scales",
    "Corpsejack Menace", "Doubling Season", "Winding Constrictor",
    "Fortune, Loyal Steed", "Gila Courser", "Bounding Felidar",
    "Plains", "Island", "Swamp", "Mountain", "Forest",
    "Grizzly Bears", "Raging Goblin", "Llanowar Elves", "Memnite",
    "Boomerang", "Cackling Counterpart", "Merfolk Trickster", "Battlegrowth", "Raise the Alarm",
    "Banner Herald",                       # the custom keyword example (cards/keywords.toml)
]
SHOWCASE_CARDS = [                         # custom cards showing the language (cards/showcase.card)
    "Grovetender Druid", "Cinderhoof Strider", "Emberfall Ritual", "Tidewell Sigil",
    "Rootweaver Elder", "Ashen Choice", "Emberkin Herald",
]

LLANOWAR = {"name": "Llanowar Elves", "mana_cost": "{G}", "type_line": "Creature — Elf Druid",
            "oracle_text": "{T}: Add {G}.", "power": "1", "toughness": "1"}


def codes(entries):
    return [[d.code for d in e.diagnostics] for e in entries]


# ------------------------------------------------------------------ jsonl
def test_jsonl_cards_and_bad_lines_continue():
    lines = [json.dumps(LLANOWAR), '{"name": "Broken", ', "", "[1, 2]", '{"oracle_text": "x"}',
             json.dumps({"name": "Num", "power": 2, "toughness": 3, "type_line": "Creature"})]
    entries = load_bytes("\n".join(lines).encode(), "c.jsonl")
    assert codes(entries) == [[], ["CT103"], ["CT103"], ["CT102"], []]
    elves = entries[0].source
    assert (elves.name, elves.oracle_text, elves.text_line, elves.one_line) == (
        "Llanowar Elves", "{T}: Add {G}.", 1, True)
    bad = entries[1].diagnostics[0]
    assert (bad.file, bad.line, bad.column) == ("c.jsonl", 2, 20)
    assert entries[4].source.text_line == 6 and entries[4].source.power == "2"


def test_json_field_of_wrong_type():
    (entry,) = load_bytes(b'{"name": "X", "oracle_text": ["a"]}\n', "c.jsonl")
    assert codes([entry]) == [["CT101"]] and entry.name == "X" and entry.source is None


def test_deeply_nested_json_is_a_diagnostic():
    (entry,) = load_bytes(b"{" + b'"a":[' * 100000 + b"\n", "deep.jsonl")
    assert codes([entry]) == [["CT103"]]


def test_long_oracle_line_in_jsonl():
    card = dict(LLANOWAR, oracle_text="Flying\n" + "x" * 70000)
    (entry,) = load_bytes(json.dumps(card).encode(), "c.jsonl")
    assert codes([entry]) == [["CT204"]] and entry.source.oracle_text == "Flying\n"


def test_json_array():
    entries = load_bytes(json.dumps([LLANOWAR, LLANOWAR]).encode(), "c.json")
    assert [e.source.name for e in entries] == ["Llanowar Elves"] * 2


# ------------------------------------------------------------------ bytes
@pytest.mark.parametrize("data, line, column", [
    (b"Name: X\nType: Land\n---\n\x00\x01\x02\xff", 4, 1),
    (b"Name: X\nType: Land\n---\nAdd \xff\xfe.\n", 4, 5),
    (bytes(range(256)) * 4, 1, 1),
])
def test_binary_junk_is_ct103(data, line, column):
    (entry,) = load_bytes(data, "junk.card")
    (d,) = entry.diagnostics
    assert (d.code, d.line, d.column) == ("CT103", line, column)


def test_oversized_input_is_ct104():
    (entry,) = load_bytes(b"x" * (MAX_FILE + 1), "big.card")
    assert codes([entry]) == [["CT104"]]


# ------------------------------------------------------------------ paths
def test_folder_is_recursive_and_sorted(tmp_path):
    (tmp_path / "b").mkdir()
    (tmp_path / "b" / "z.card").write_text("Name: Z\nType: Land\n---\n")
    (tmp_path / "a.card").write_text("Name: A\nType: Land\n---\n")
    (tmp_path / "notes.txt").write_text("Name: Ignored\nType: Land\n---\n")
    assert [e.name for e in load_path(str(tmp_path))] == ["A", "Z"]
    assert load_path(str(tmp_path))[1].source.file == str(tmp_path / "b" / "z.card")


def test_unknown_path_and_empty_folder(tmp_path):
    with pytest.raises(InputError, match="no such file"):
        load_path(str(tmp_path / "missing.card"))
    with pytest.raises(InputError, match="no .card files"):
        load_path(str(tmp_path))


def test_stdin_detects_format():
    entries = load_paths(["-"], stdin=io.BytesIO(json.dumps(LLANOWAR).encode()))
    assert entries[0].source.name == "Llanowar Elves" and entries[0].source.file == "<stdin>"
    entries = load_paths(["-"], stdin=io.BytesIO(b"\n  Name: X\nType: Land\n---\n"))
    assert entries[0].source.name == "X"


# ------------------------------------------------------------------ bundled cards
def test_bundled_cards_cover_the_rulings():
    folder = bundled_cards_dir()
    assert folder.is_dir() and sorted(folder.glob("*.card"))
    entries = bundled_cards()
    assert [e for e in entries if e.diagnostics or e.source is None] == []
    names = [e.name for e in entries]
    assert sorted(names) == sorted(RULINGS_CARDS + SHOWCASE_CARDS)
    forest = next(e.source for e in entries if e.name == "Forest")
    assert forest.type_line == "Basic Land — Forest" and forest.oracle_text == ""


def today(oracle: str) -> str:
    """Oracle text in today's wording: the bundled cards print it ("enters", "mana value", and
    "any target" for "target creature or player", the 2018 errata), the corpus may be older."""
    from cardtext.compiler.render.equivalents import current_wording
    return current_wording(oracle).replace("target creature or player", "any target")


def test_bundled_oracle_text_matches_corpus(corpus):
    by_name = {}
    for f in ("cards.jsonl", "modern.jsonl"):
        for line in (corpus / f).read_text(encoding="utf-8").splitlines():
            card = json.loads(line)
            by_name[card["name"]] = card
    checked = 0
    for entry in bundled_cards():
        card = by_name.get(entry.name)
        if card is None:
            continue
        s = entry.source
        assert today(s.oracle_text) == today(card["oracle_text"]), s.name
        assert (s.mana_cost, s.type_line) == (card["mana_cost"], card["type_line"]), s.name
        assert (s.power, s.toughness) == (card.get("power"), card.get("toughness")), s.name
        assert s.nickname == card.get("nickname"), s.name
        checked += 1
    assert checked >= 25


def test_find_card(corpus, monkeypatch):
    monkeypatch.setenv("CARDTEXT_CORPUS", str(corpus))
    assert find_card("llanowar elves").file.endswith("creatures.card")  # bundled first
    outpost = find_card("Abandoned Outpost")
    assert outpost.file.endswith("cards.jsonl") and outpost.text_line == 3
    assert find_card("No Such Card Anywhere") is None


PROBE = """
import json, sys
from click.testing import CliRunner
from cardtext.compiler.cli.main import main
from cardtext.compiler.source.loaders import bundled_cards_dir
result = CliRunner().invoke(main, ["compile", "--format", "json"])
cards = json.loads(result.stdout)
failed = {c["name"]: [d["message"] for d in c["diagnostics"]] for c in cards if not c["fully_compiled"]}
print(json.dumps({"folder": str(bundled_cards_dir()), "count": len(cards), "failed": failed}))
"""


def _probe_installed(site: Path, cwd: Path) -> tuple[Path, int]:
    """Compile the bundled cards with only `site` (plus the dependencies) importable."""
    import click
    import lark
    deps = [str(Path(m.__file__).resolve().parents[1]) for m in (click, lark)]
    run = subprocess.run([sys.executable, "-I", "-S", "-c", f"import sys; sys.path[:0] = {[str(site)] + deps!r}\n" + PROBE],
                         capture_output=True, text=True, cwd=cwd, timeout=300)
    assert run.returncode == 0, run.stderr
    report = json.loads(run.stdout.splitlines()[-1])
    assert report["failed"] == {}, "installed package can't compile: " + json.dumps(report["failed"])[:2000]
    return Path(report["folder"]), report["count"]


def test_every_package_folder_is_listed_in_pyproject(repo):
    """pyproject lists the packages one by one (the top folders map onto `cardtext.*`); a
    subpackage missing there is missing from every install."""
    tomllib = pytest.importorskip("tomllib")
    config = tomllib.loads((repo / "pyproject.toml").read_text())["tool"]["setuptools"]
    folders = {"cardtext." + ".".join(init.parent.relative_to(repo).parts)
               for top in config["package-dir"].values() for init in (repo / top).rglob("__init__.py")}
    assert folders == set(config["packages"]), folders ^ set(config["packages"])


def test_installed_layout_finds_bundled_cards(repo, tmp_path):
    """Lay the package out as `pip install .` does (pyproject's package-dir and package-data)
    and load the bundled cards from another cwd: no path may lead back to the checkout."""
    tomllib = pytest.importorskip("tomllib")
    config = tomllib.loads((repo / "pyproject.toml").read_text())["tool"]["setuptools"]
    site = tmp_path / "site"
    for package in config["packages"]:
        top = ".".join(package.split(".")[:2])
        folder = Path(config["package-dir"][top], *package.split(".")[2:])
        target = site.joinpath(*package.split("."))
        target.mkdir(parents=True)
        for pattern in ["*.py"] + config["package-data"].get(package, []):
            for f in (repo / folder).glob(pattern):
                shutil.copy(f, target / f.name)
    assert (site / "cardtext" / "compiler" / "schema.json").is_file()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    folder, count = _probe_installed(site, elsewhere)
    assert folder.is_relative_to(site) and count == len(RULINGS_CARDS + SHOWCASE_CARDS)


def test_wheel_ships_cards_grammar_and_schema(repo, tmp_path):
    """The real wheel, where the local tools can build one offline."""
    try:
        import setuptools.command.bdist_wheel  # noqa: F401  (setuptools >= 70.1)
    except ImportError:
        pytest.importorskip("wheel", reason="no offline wheel builder (needs setuptools>=70.1 or wheel)")
    work = tmp_path / "src"
    shutil.copytree(repo, work, ignore=shutil.ignore_patterns(
        ".git", "build", "*.egg-info", "__pycache__", ".venv", ".pytest_cache", ".hypothesis"))
    build = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
         "-w", str(tmp_path / "dist"), str(work)],
        capture_output=True, text=True, cwd=tmp_path, timeout=300)
    assert build.returncode == 0, build.stderr
    (wheel,) = (tmp_path / "dist").glob("cardtext-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    for name in ("cardtext/cards/basics.card", "cardtext/grammar/cardfile.lark",
                 "cardtext/compiler/schema.json", "cardtext/compiler/cli/main.py"):
        assert name in names
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)
    folder, count = _probe_installed(site, tmp_path)
    assert folder.is_relative_to(site) and count == len(RULINGS_CARDS + SHOWCASE_CARDS)
    _fresh_install_loads_shipped_tables(site, names, tmp_path)


# Lark's grammar analysis made to fail: the parser can only come from tables already built
NO_ANALYSIS = """
import lark.lark
def refused(*args, **kwargs):
    raise AssertionError("the grammar was analysed: the shipped tables were not used")
lark.lark.load_grammar = refused
from cardtext.compiler.syntax.parser import rules_parser
print(rules_parser().parse("flying.").data)
"""


# No Lark parser may be built at all: the line loop reads the shipped tables
NO_LARK_BUILT = """
import lark
def refused(*args, **kwargs):
    raise AssertionError("a Lark parser was built: the shipped line tables were not used")
lark.Lark.__init__ = refused
from cardtext.compiler.syntax.parser import line_parser
print(line_parser().parse("flying.").data)
"""


def _fresh_install_loads_shipped_tables(site: Path, names: list[str], tmp_path: Path) -> None:
    """The wheel ships the rules parser's tables (setup.py builds them), named for the grammar,
    and an install with an empty cache folder loads them instead of analysing the grammar."""
    from cardtext.compiler.syntax.parser import grammar_text, tables_name
    assert f"cardtext/grammar/{tables_name(grammar_text())}" in names
    import click
    import lark
    deps = [str(Path(m.__file__).resolve().parents[1]) for m in (click, lark)]
    env = {"XDG_CACHE_HOME": str(tmp_path / "empty-cache"), "PATH": "/usr/bin:/bin"}
    run = subprocess.run([sys.executable, "-I", "-S", "-c",
                          f"import sys; sys.path[:0] = {[str(site)] + deps!r}\n" + NO_ANALYSIS],
                         capture_output=True, text=True, cwd=tmp_path, timeout=300, env=env)
    assert run.returncode == 0, run.stderr
    assert run.stdout.split() == ["start"]
    assert (tmp_path / "empty-cache" / "cardtext" / tables_name(grammar_text())).is_file()
    # the line loop's own tables too: a fresh install parses a line without building Lark at all
    from cardtext.compiler.syntax.parser import _line_tables_name
    assert f"cardtext/grammar/{_line_tables_name(grammar_text())}" in names
    env["XDG_CACHE_HOME"] = str(tmp_path / "empty-cache-2")
    run = subprocess.run([sys.executable, "-I", "-S", "-c",
                          f"import sys; sys.path[:0] = {[str(site)] + deps!r}\n" + NO_LARK_BUILT],
                         capture_output=True, text=True, cwd=tmp_path, timeout=300, env=env)
    assert run.returncode == 0, run.stderr
    assert run.stdout.split() == ["start"]


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=400))
def test_any_bytes_load_without_exception(data):
    for entry in load_bytes(data, "fuzz"):
        assert entry.source is not None or entry.diagnostics


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.sampled_from(list('{}[]":,\\n0a name oracle_text\x00é')), max_size=200))
def test_any_jsonish_text_loads_without_exception(text):
    for entry in load_bytes(("{" + text).encode(), "fuzz.jsonl"):
        assert entry.source is not None or entry.diagnostics

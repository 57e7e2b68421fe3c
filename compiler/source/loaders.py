"""Input loading: .card files, folders of them, .jsonl corpora and stdin.

Every loader returns ParsedCard entries: a CardSource ready for compile_card,
or None plus the diagnostics (CT101-CT104, CT204) that kept it from being one.
Bad input never raises; only a path that does not exist does (InputError).
"""
from __future__ import annotations

import dataclasses
import json
import os
from collections.abc import Iterable, Iterator
from importlib import resources
from pathlib import Path

from .cardfile import ParsedCard, parse_card_file
from ..diagnostics import Diagnostic, Severity
from .card import CardSource
from .characters import clean, readable
from .faces import faces, link_faces, meld_fronts
from .header_checks import all_fine, field_problem
from .limits import MAX_CARDS, MAX_FILE, MAX_JSON_LINE, MAX_LINE

TEXT_FIELDS = ("mana_cost", "type_line", "oracle_text")
OPTIONAL_FIELDS = ("power", "toughness", "loyalty", "nickname")


class InputError(Exception):
    """A usage problem: the path does not exist or holds no cards (exit status 2)."""


def _error(code: str, message: str, file: str, line: int = 1, column: int = 1,
           excerpt: str = "", hint: str = "") -> ParsedCard:
    # the excerpt quotes the input as it came: a lone surrogate in it must not stop it printing
    diag = Diagnostic(code, Severity.ERROR, message, file, line, column, readable(excerpt[:200]), hint)
    return ParsedCard(None, [diag], line)


# ------------------------------------------------------------------ bytes -> text
def decode(data: bytes, file: str, limit: int | None = MAX_FILE) -> tuple[str | None, ParsedCard | None]:
    """UTF-8 text, or the CT103/CT104 entry saying why there is none. `limit`: the largest
    input in bytes (None: any; card data files such as MTGJSON's are larger than card text)."""
    if limit is not None and len(data) > limit:
        return None, _error("CT104", f"input is larger than {MAX_FILE // (1024 * 1024)} MiB", file,
                            hint="split the cards over several files")
    if b"\x00" in data:
        at = data.index(b"\x00")
        line = data.count(b"\n", 0, at) + 1
        return None, _error("CT103", "binary data (NUL byte), not card text", file, line,
                            at - data.rfind(b"\n", 0, at), hint="give a .card or .jsonl text file")
    try:
        return data.decode("utf-8"), None
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        column = exc.start - data.rfind(b"\n", 0, exc.start)
        return None, _error("CT103", f"not UTF-8 text (byte 0x{data[exc.start]:02x})", file, line,
                            column, hint="save the file as UTF-8")


def load_bytes(data: bytes, file: str) -> list[ParsedCard]:
    """Load one input, detecting .jsonl (first non-blank character '{') or .card format."""
    text, failed = decode(data, file)
    if text is None:
        return [failed]
    first = text.lstrip("\ufeff \t\r\n")[:1]
    if first == "{":
        return _at_most(link_faces(list(load_jsonl_text(text, file))), file)
    if first == "[":
        return _at_most(link_faces(load_json_array(text, file)), file)
    return _at_most(link_faces(parse_card_file(text, file)), file)


def _at_most(entries: list[ParsedCard], file: str) -> list[ParsedCard]:
    """The first MAX_CARDS cards, then one CT107 error where the next card starts."""
    if len(entries) <= MAX_CARDS:
        return entries
    extra = entries[MAX_CARDS]
    return entries[:MAX_CARDS] + [_error("CT107", f"more than {MAX_CARDS:,} cards in one input; the "
                                         f"other {len(entries) - MAX_CARDS:,} are not read", file,
                                         extra.line, hint="split the cards over several files")]


def read_limited(path: Path) -> bytes:
    with open(path, "rb") as f:
        return f.read(MAX_FILE + 1)


# ------------------------------------------------------------------ json
def card_from_json(obj: object, file: str, line: int) -> ParsedCard:
    """A corpus card object -> CardSource (columns count within oracle_text)."""
    if not isinstance(obj, dict):
        return _error("CT103", f"expected a card object, found {type(obj).__name__}", file, line,
                      hint='each line must be an object like {"name": ..., "oracle_text": ...}')
    name = obj.get("name")
    if name is not None and not isinstance(name, str):
        return _error("CT101", f"field 'name' must be a string, not {_json_type(name)}", file, line,
                      hint='write "name": "..."')
    name = clean(name).strip() if isinstance(name, str) else ""
    if not name:
        return _error("CT102", "card has no name", file, line, hint='add "name": "..." to the object')
    fields: dict[str, str | None] = {"name": name}
    for key in TEXT_FIELDS + OPTIONAL_FIELDS:
        value = obj.get(key)
        if value is None:
            fields[key] = "" if key in TEXT_FIELDS else None
        elif type(value) is str:                # nearly always: the general case below, at once
            # ASCII text is readable and clean as it is (characters.py): no call for it
            fields[key] = value if value.isascii() else readable(value) if key == "oracle_text" else clean(value)
        elif isinstance(value, (str, int)) and not isinstance(value, bool):
            fields[key] = readable(str(value)) if key == "oracle_text" else clean(str(value))
        else:
            entry = _error("CT101", f"field '{key}' must be a string, not {_json_type(value)}", file,
                           line, hint=f"write \"{key}\": \"...\"")
            entry.name = fields["name"]
            return entry
    diags = _field_problems(fields, file, line)
    if fields["name"] is None:
        return ParsedCard(None, diags, line, None)
    source = CardSource(name=fields["name"], oracle_text=_short_lines(fields["oracle_text"], diags, file, line),
                        mana_cost=fields["mana_cost"],
                        type_line=fields["type_line"], power=fields["power"],
                        toughness=fields["toughness"], loyalty=fields["loyalty"],
                        nickname=fields["nickname"], file=file, text_line=line, text_column=1,
                        one_line=True, other_face=_other_face(obj))
    return ParsedCard(source, diags, line, source.name)


def _short_lines(text: str, diags: list[Diagnostic], file: str, line: int) -> str:
    """The rules text with each line over MAX_LINE emptied (CT204 for each, added to `diags`);
    no line of a text no longer than MAX_LINE is over it."""
    if len(text) <= MAX_LINE:
        return text
    kept = []
    for rules_line in text.split("\n"):
        if len(rules_line) > MAX_LINE:
            diags.append(Diagnostic("CT204", Severity.ERROR,
                                    f"rules line of {len(rules_line)} characters is too long (limit {MAX_LINE})",
                                    file, line, 1, rules_line[:80], "one ability per line; split the text"))
            rules_line = ""
        kept.append(rules_line)
    return "\n".join(kept)


JSON_LABELS = {"name": ("name", "name"), "mana_cost": ("cost", "mana_cost"),
               "type_line": ("type", "type_line"), "power": ("pt", "power"),
               "toughness": ("pt", "toughness"), "loyalty": ("loyalty", "loyalty"),
               "nickname": ("nickname", "nickname")}


def _field_problems(fields: dict, file: str, line: int) -> list[Diagnostic]:
    """header_checks on each field; a failing field is reported and set to None (not used)."""
    if all_fine([value for value in map(fields.get, JSON_LABELS) if value]):
        return []
    diags = []
    for key, (kind, label) in JSON_LABELS.items():
        value = fields.get(key)
        problem = field_problem(kind, f"'{label}'", value) if value else None
        if problem is not None:
            diags.append(Diagnostic(problem.code, Severity.ERROR, problem.message, file, line, 1,
                                    "", problem.hint))
            fields[key] = None if key not in TEXT_FIELDS or key == "name" else ""
    return diags


def _json_type(value: object) -> str:
    return {bool: "true/false", int: "a number", float: "a number", list: "a list",
            dict: "an object"}.get(type(value), type(value).__name__)


def _other_face(obj: dict) -> str | None:
    """The name of the card's other face, when the corpus gives one (split cards, CR 709)."""
    value = obj.get("other_face")
    return value.strip() if isinstance(value, str) and value.strip() else None


_SCAN = json.JSONDecoder().scan_once      # the scanner json.loads uses, with its defaults


def json_value(line: str):
    """json.loads(line): its scanner called at once on a line that is one value from its first
    character to its last, as a corpus line is; any other line (blank around the value, more
    after it, not JSON at all) goes to json.loads itself, which reads it or raises what it
    raises. The scanner raises nothing json.loads would not: it is what json.loads calls, at the
    same place."""
    try:
        value, end = _SCAN(line, 0)
    except StopIteration:
        return json.loads(line)
    return value if end == len(line) else json.loads(line)


def load_jsonl_text(text: str, file: str) -> Iterator[ParsedCard]:
    """One card object per line; a bad line is a CT103 entry and loading goes on."""
    for number, line in enumerate(text.removeprefix("\ufeff").split("\n"), start=1):
        if not line or line.isspace():
            continue
        if len(line) > MAX_JSON_LINE:
            yield _error("CT104", f"JSON line of {len(line)} characters is too long", file, number,
                         hint=f"a card's line must be under {MAX_JSON_LINE} characters")
            continue
        try:
            obj = json_value(line)
        except json.JSONDecodeError as exc:
            yield _error("CT103", f"malformed JSON: {exc.msg}", file, number, exc.colno, line,
                         "each line must be one complete JSON object")
            continue
        except (RecursionError, ValueError) as exc:
            yield _error("CT103", f"malformed JSON: {type(exc).__name__}", file, number,
                         hint="each line must be one complete JSON object")
            continue
        yield card_from_json(obj, file, number)


def load_json_array(text: str, file: str) -> list[ParsedCard]:
    """A JSON list of card objects (positions are the list's line 1)."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        return [_error("CT103", f"malformed JSON: {exc.msg}", file, exc.lineno, exc.colno,
                       hint="give a JSON list of card objects, or one object per line (.jsonl)")]
    except (RecursionError, ValueError) as exc:
        return [_error("CT103", f"malformed JSON: {type(exc).__name__}", file)]
    if not isinstance(data, list):
        return [_error("CT103", "expected a JSON list of card objects", file)]
    return [card_from_json(obj, file, 1) for obj in data]


# ------------------------------------------------------------------ paths
def card_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*.card") if p.is_file())


def load_path(path: str, stdin=None) -> list[ParsedCard]:
    """Load PATH: a file (.card/.jsonl/other text), a folder of .card files, or '-' (stdin)."""
    if path == "-":
        stream = stdin if stdin is not None else _stdin()
        return load_bytes(stream.read(MAX_FILE + 1), "<stdin>")
    p = Path(path)
    if p.is_dir():
        files = card_files(p)
        if not files:
            raise InputError(f"no .card files under '{path}'")
        return [entry for f in files for entry in _load_file(f, str(f))]
    if not p.exists():
        raise InputError(f"no such file or folder: '{path}'")
    return _load_file(p, path)


def _load_file(p: Path, shown: str) -> list[ParsedCard]:
    try:
        data = read_limited(p)
    except OSError as exc:
        return [_error("CT103", f"cannot read: {exc.strerror or exc}", shown)]
    return load_bytes(data, shown)


def load_paths(paths: Iterable[str], stdin=None) -> list[ParsedCard]:
    return [entry for path in paths for entry in load_path(path, stdin)]


def _stdin():
    import sys
    return sys.stdin.buffer


# ------------------------------------------------------------------ bundled cards and the corpus
def bundled_cards_dir() -> Path:
    """The folder of the cards shipped in the package (cardtext.cards), installed or editable."""
    return Path(str(resources.files("cardtext.cards")))


def bundled_cards() -> list[ParsedCard]:
    folder = bundled_cards_dir()
    return [entry for f in card_files(folder) for entry in _load_file(f, _shown(f))]


def _shown(f: Path) -> str:
    """A bundled card file's name as diagnostics show it: relative to cwd when it is below it."""
    try:
        return str(f.relative_to(Path.cwd()))
    except ValueError:
        return f"cards/{f.name}"


def corpus_files() -> list[Path]:
    """Corpus .jsonl files: $CARDTEXT_CORPUS (a file or folder), else ../shared/corpus near the repo."""
    env = os.environ.get("CARDTEXT_CORPUS")
    roots = [Path(env)] if env else []
    roots += [Path(__file__).resolve().parents[2].parent / "shared" / "corpus",
              Path.cwd().parent / "shared" / "corpus", Path.cwd() / "shared" / "corpus"]
    found: list[Path] = []
    for root in roots:
        files = [root] if root.is_file() else [root / "modern.jsonl", root / "cards.jsonl"]
        found += [f for f in files if f.is_file() and f.resolve() not in {g.resolve() for g in found}]
    return found


def search_places() -> str:
    """Where `find_card` looks, in words, for a "no card named X" message: the bundled cards'
    folder and each corpus file, or that no corpus was found and how to name one."""
    where = f"looked in the bundled cards ({bundled_cards_dir()})"
    corpus = corpus_files()
    if corpus:
        return where + " and the corpus (" + ", ".join(str(f) for f in corpus) + ")"
    return (where + "; no corpus was found (set CARDTEXT_CORPUS to a .jsonl file, or to a folder "
            "holding cards.jsonl or modern.jsonl)")


def find_card(name: str) -> CardSource | None:
    """The card called NAME (case-insensitive), either face of a double-faced card: bundled
    cards first, then the corpus."""
    wanted = name.strip().casefold()
    for entry in bundled_cards():
        if entry.source is not None and wanted in (f.name.casefold() for f in faces(entry.source)):
            return entry.source
    for path in corpus_files():
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        for number, line in enumerate(text.split("\n"), start=1):
            if wanted in line.casefold():
                entry = next(load_jsonl_text(line, str(path)), None)
                if entry and entry.source and entry.source.name.casefold() == wanted:
                    return _with_other_face(dataclasses.replace(entry.source, text_line=number), text,
                                            str(path))
    return None


def _with_other_face(source: CardSource, text: str, file: str) -> CardSource:
    """A corpus line's card joined with its other face's line (faces.link_faces), if the corpus
    holds it: the front face with its back face, whichever face was asked for; a meld card with
    its melded face, if the corpus holds that and the meld partner's line too."""
    other = _corpus_entry(source.other_face, text, file) if source.other_face else None
    if other is None:
        return source
    partners = [_corpus_entry(name, text, file) for name in meld_fronts(other.source)
                if name.casefold() != source.name.casefold()]
    entries = [ParsedCard(source, [], source.text_line), other] + [p for p in partners if p is not None]
    (linked, *rest) = link_faces(entries)
    if partners:                                     # a meld card: itself, with its melded face
        return source if len(rest) != len(partners) else linked.source
    return source if rest else linked.source


def _corpus_entry(name: str, text: str, file: str) -> ParsedCard | None:
    """The corpus line of the card with this name, if the text holds one."""
    wanted = name.casefold()
    for number, line in enumerate(text.split("\n"), start=1):
        if wanted in line.casefold():
            entry = next(load_jsonl_text(line, file), None)
            if entry and entry.source and entry.source.name.casefold() == wanted:
                return ParsedCard(dataclasses.replace(entry.source, text_line=number), [], number)
    return None

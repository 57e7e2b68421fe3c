"""Card objects of the two public card databases, read as CardSources (`cardtext import`).

- Scryfall (https://scryfall.com/docs/api/cards): a card object (`"object": "card"`: name,
  mana_cost, type_line, oracle_text, power, toughness, loyalty; a card with several faces keeps
  them in `card_faces`), a "list" object (`data`), a JSON list of cards, or one card per line
  (the bulk files, and the corpus's own JSON lines, which use the same field names).
- MTGJSON (https://mtgjson.com/data-models/card/card-atomic/): a file `{"meta", "data"}` whose
  `data` maps names to lists of faces (AtomicCards.json), is a set with `cards` (a set file), or
  maps set codes to sets (AllPrintings.json); a card object has name, manaCost, type, text,
  power, toughness, loyalty, and for one face of a card with several `faceName` and `side`.

A card with two faces (double-faced cards, CR 712; split, flip and adventure cards, CR 709 and
715) becomes one CardSource per face, each naming the other in `other_face`. A JSON value that is
no card object is skipped with a warning (CT106) at its position; malformed JSON is an error
(CT103) at its line and column. Nothing here raises on bad input.
"""
from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field, replace

from ..diagnostics import Diagnostic, Severity
from .card import CardSource
from .card_writer import unsafe_rules_lines

SCRYFALL_FIELDS = {"mana_cost": "mana_cost", "type_line": "type_line", "oracle_text": "oracle_text",
                   "power": "power", "toughness": "toughness", "loyalty": "loyalty"}
MTGJSON_FIELDS = {"manaCost": "mana_cost", "type": "type_line", "text": "oracle_text",
                  "power": "power", "toughness": "toughness", "loyalty": "loyalty"}
JSON_LINES_SUFFIXES = (".jsonl", ".ndjson")


@dataclass(frozen=True)
class JsonText:
    """A JSON text and the file line it starts on: turns a path in it into line:col."""

    file: str
    text: str
    first_line: int

    def position(self, path: tuple) -> tuple[int, int]:
        try:
            offset = locate(self.text, path)
        except (IndexError, ValueError):       # a path the walk cannot follow: a bug, not bad input
            return self.first_line, 1
        line = self.text.count("\n", 0, offset)
        column = offset - (self.text.rfind("\n", 0, offset) + 1) + 1
        return self.first_line + line, column


@dataclass(frozen=True)
class ImportedCard:
    """One card as printed: its faces (one CardSource each, in order; two faces name each
    other) and where its object was in the input (for messages)."""

    name: str                          # the front face's name: the file is named after it
    faces: tuple[CardSource, ...]
    where: JsonText
    path: tuple                        # the object's keys and indexes in the JSON value

    @property
    def position(self) -> tuple[int, int]:
        """line, column of the object (found when asked: a message needs it, few cards do)."""
        return self.where.position(self.path)


@dataclass
class Imported:
    """What one input file held: its cards, and the warnings (skipped objects) or errors
    (malformed JSON) found reading it."""

    cards: list[ImportedCard]
    diagnostics: list[Diagnostic]
    duplicates: int = 0                # printings of a card already read, with the same text
    keys: dict[str, int] = field(default_factory=dict)   # full name (casefolded) -> index in cards

    @property
    def failed(self) -> bool:
        return any(d.severity is Severity.ERROR for d in self.diagnostics)


# ------------------------------------------------------------------ files
def read_card_objects(text: str, file: str, into: Imported | None = None) -> Imported:
    """The cards of one input's text: a JSON document, or JSON lines (by the file's suffix, or
    when the document has more than one value). With INTO, its cards are added there (a card
    already read from an earlier file is a duplicate, not a second card); the diagnostics
    returned are this file's."""
    text = text.removeprefix("\ufeff")
    out = Imported(into.cards, [], 0, into.keys) if into is not None else Imported([], [])
    if not file.lower().endswith(JSON_LINES_SUFFIXES):
        try:
            document = json.loads(text)
        except json.JSONDecodeError as exc:
            if not (exc.msg == "Extra data" and exc.lineno > 1):
                out.diagnostics.append(_malformed(file, exc, text))
                return out
        except (RecursionError, ValueError) as exc:
            out.diagnostics.append(_error(file, 1, 1, f"malformed JSON: {type(exc).__name__}", ""))
            return out
        else:
            _collect(document, (), JsonText(file, text, 1), out)
            return out
    for number, line in enumerate(text.split("\n"), start=1):
        if not line.strip():
            continue
        try:
            value = json.loads(line)
        except json.JSONDecodeError as exc:
            out.diagnostics.append(_malformed(file, exc, line, number))
            continue
        except (RecursionError, ValueError) as exc:
            out.diagnostics.append(_error(file, number, 1, f"malformed JSON: {type(exc).__name__}", line))
            continue
        _collect(value, (), JsonText(file, line, number), out)
    return out


def _malformed(file: str, exc: json.JSONDecodeError, text: str, line: int | None = None) -> Diagnostic:
    number = line if line is not None else exc.lineno
    excerpt = text if line is not None else text.split("\n")[exc.lineno - 1]
    return _error(file, number, exc.colno, f"malformed JSON: {exc.msg}", excerpt)


def _error(file, line, column, message, excerpt) -> Diagnostic:
    return Diagnostic("CT103", Severity.ERROR, message, file, line, column, excerpt[:200],
                      "give Scryfall or MTGJSON card data: one JSON document, or one card object "
                      "per line (.jsonl)")


def locate(text: str, path: tuple) -> int:
    """The offset in TEXT (a valid JSON document) of the value at PATH (keys and indexes).
    Values off the path are skipped by the C decoder, so this is quick even in a large file."""
    decoder = json.JSONDecoder()
    at = _skip_space(text, 0)
    for step in path:
        opening = text[at]
        at = _skip_space(text, at + 1)
        index = 0
        while text[at] not in "]}":
            if opening == "{":
                key, at = json.decoder.scanstring(text, at + 1)
                at = _skip_space(text, _skip_space(text, at) + 1)       # past ':'
                here = key == step
            else:
                here = index == step
            if here:
                break
            _, at = decoder.raw_decode(text, at)
            at = _skip_space(text, at)
            at = _skip_space(text, at + 1) if text[at] == "," else at
            index += 1
    return at


def _skip_space(text: str, at: int) -> int:
    while at < len(text) and text[at] in " \t\r\n":
        at += 1
    return at


# ------------------------------------------------------------------ walking the JSON
def _collect(value, path: tuple, where: JsonText, out: Imported) -> None:
    try:
        _collect_cards(value, path, where, out)
    except RecursionError:              # lists in lists deeper than Python's stack
        out.diagnostics.append(_error(where.file, where.first_line, 1,
                                      "malformed JSON: values nested too deeply", ""))


def _collect_cards(value, path: tuple, where: JsonText, out: Imported) -> None:
    for kind, obj, at in _objects(value, path):
        if kind == "scryfall":
            faces = _scryfall_faces(obj)
        elif kind == "mtgjson":
            faces = [_mtgjson_face(obj)]
        else:
            faces = None
        if faces is not None and all(isinstance(f, CardSource) for f in faces):
            faces = [_unwritable(f) or f for f in faces]
        if faces is None or any(isinstance(f, str) for f in faces):
            problem = next((f for f in faces or () if isinstance(f, str)), None)
            out.diagnostics.append(_skipped(obj, at, problem, where))
            continue
        sources = tuple(replace(f, file=where.file, text_line=where.first_line) for f in faces)
        card = ImportedCard(sources[0].name, sources, where, at)
        _add(out, card, obj["name"].strip(), merge=kind == "mtgjson")


def _objects(value, path: tuple) -> Iterator[tuple[str, object, tuple]]:
    """(kind, object, path) for each card object below VALUE: kind is 'scryfall', 'mtgjson' or
    'unknown' (a value in a place where a card object belongs that is none)."""
    if isinstance(value, list):
        for index, item in enumerate(value):
            yield from _objects(item, path + (index,))
        return
    if not isinstance(value, dict):
        yield "unknown", value, path
        return
    if value.get("object") == "list" and isinstance(value.get("data"), list):
        yield from _objects(value["data"], path + ("data",))
    elif value.get("object") not in (None, "card") or not isinstance(value.get("name"), str):
        if "data" in value and "object" not in value:
            yield from _mtgjson_data(value["data"], path + ("data",))
        else:
            yield "unknown", value, path
    elif "type_line" in value or "card_faces" in value or value.get("object") == "card":
        yield "scryfall", value, path
    elif "type" in value or "manaCost" in value or "faceName" in value:
        yield "mtgjson", value, path
    else:
        yield "unknown", value, path


def _mtgjson_data(data, path: tuple) -> Iterator[tuple[str, object, tuple]]:
    """An MTGJSON file's `data`: a set (`cards`), a map of names to faces (AtomicCards), or a
    map of set codes to sets (AllPrintings)."""
    if isinstance(data, dict) and isinstance(data.get("cards"), list):
        yield from _objects(data["cards"], path + ("cards",))
    elif isinstance(data, dict):
        for key, item in data.items():
            if isinstance(item, dict) and isinstance(item.get("cards"), list):
                yield from _objects(item["cards"], path + (key, "cards"))
            else:
                yield from _objects(item, path + (key,))
    else:
        yield from _objects(data, path)


def _skipped(obj, path: tuple, problem: str | None, where: JsonText) -> Diagnostic:
    steps = "".join(f"[{step}]" if isinstance(step, int) else f"[{json.dumps(step, ensure_ascii=False)}]"
                    for step in path)
    what = _describe(obj)
    reason = problem or "not a Scryfall or MTGJSON card object"
    line, column = where.position(path)
    return Diagnostic("CT106", Severity.WARNING, f"skipped {what} at ${steps}: {reason}", where.file,
                      line, column, "", "cardtext import reads Scryfall card and list objects and MTGJSON "
                                  "card data (docs/authoring.md)")


def _describe(obj) -> str:
    if isinstance(obj, dict):
        kind = obj.get("object")
        if isinstance(kind, str) and kind != "card":
            said = obj.get("name") or obj.get("details")
            return f"a Scryfall '{kind[:30]}' object" + (f" ({str(said)[:60]!r})" if said else "")
        if isinstance(obj.get("name"), str):
            return "'" + obj["name"][:60].replace("\n", "\\n").replace("\r", "\\r") + "'"
        keys = ", ".join(f"'{k}'" for k in list(obj)[:4])
        return f"an object with keys {keys}" if keys else "an empty object"
    return {list: "a list", str: "a string", bool: "a boolean", type(None): "null"}.get(type(obj), "a number")


# ------------------------------------------------------------------ card objects
def _text_fields(obj: dict, names: dict[str, str], card: str) -> dict[str, str | None] | str:
    """The CardSource fields named in NAMES; a problem (a field that is no string) as a string."""
    fields: dict[str, str | None] = {}
    for key, name in names.items():
        value = obj.get(key)
        if isinstance(value, int) and not isinstance(value, bool):
            value = str(value)
        if value is not None and not isinstance(value, str):
            return f"field '{key}' of '{card}' is not a string"
        fields[name] = value
    return fields


def _unwritable(source: CardSource) -> str | None:
    """What a card file could not hold as the data gives it: a header field with a line break
    (header fields are one line each), a rules line that would read as a comment or a
    separator ('# ...', '---', '===')."""
    name = (source.name.splitlines() or [""])[0][:60]
    for label in ("name", "mana_cost", "type_line", "power", "toughness", "loyalty", "other_face"):
        value = getattr(source, label)
        if value and ("\n" in value or "\r" in value):
            return f"the field '{label}' of '{name}' has a line break"
    unsafe = unsafe_rules_lines(source)
    if unsafe:
        return (f"the rules line '{unsafe[0][:40]}' of '{name}' would read as a comment or a "
                "separator in a card file")
    return None


def _source(name: str, fields: dict[str, str | None], other: str | None) -> CardSource:
    return CardSource(name=name.strip(), oracle_text=fields.get("oracle_text") or "",
                      mana_cost=fields.get("mana_cost") or "", type_line=fields.get("type_line") or "",
                      power=fields.get("power"), toughness=fields.get("toughness"),
                      loyalty=fields.get("loyalty") or None, other_face=other)


def _scryfall_faces(obj: dict) -> list[CardSource | str]:
    """A Scryfall card: one source, or one per face of `card_faces` (two faces name each other;
    a face without P/T of its own that is a creature takes the card's, as adventurers do)."""
    name = obj["name"].strip()
    if not name:
        return ["the card has an empty name"]
    faces = obj.get("card_faces")
    if not (isinstance(faces, list) and len(faces) >= 2 and all(isinstance(f, dict) for f in faces)):
        fields = _text_fields(obj, SCRYFALL_FIELDS, name)
        if isinstance(fields, str):
            return [fields]
        other = obj.get("other_face") if isinstance(obj.get("other_face"), str) else None
        return [_source(name, fields, (other or "").strip() or None)]
    names = [f.get("name") for f in faces]
    if not all(isinstance(n, str) and n.strip() for n in names):
        return [f"a face of '{name}' has no name"]
    out: list[CardSource | str] = []
    for index, face in enumerate(faces):
        fields = _text_fields(face, SCRYFALL_FIELDS, names[index])
        if isinstance(fields, str):
            return [fields]
        if fields["power"] is None and "creature" in (fields["type_line"] or "").lower():
            card = _text_fields(obj, SCRYFALL_FIELDS, name)
            if not isinstance(card, str):
                fields["power"], fields["toughness"] = card["power"], card["toughness"]
        other = names[1 - index].strip() if len(faces) == 2 else None
        out.append(_source(names[index], fields, other))
    return out


def _mtgjson_face(obj: dict) -> CardSource | str:
    """An MTGJSON card object: one face (`faceName`) of the card `name` ('Front // Back'), whose
    other face is the other part of the name."""
    full = obj["name"].strip()
    face = obj.get("faceName") if isinstance(obj.get("faceName"), str) else None
    name = (face or full).strip()
    if not name:
        return "the card has an empty name"
    fields = _text_fields(obj, MTGJSON_FIELDS, name)
    if isinstance(fields, str):
        return fields
    others = [part.strip() for part in full.split(" // ") if part.strip() != name] if face else []
    return _source(name, fields, others[0] if len(others) == 1 else None)


def _add(out: Imported, card: ImportedCard, key: str, merge: bool) -> None:
    """Add CARD under KEY (its full name, 'Front // Back'). With MERGE (MTGJSON, where each face
    is its own object) a new face joins the card of its name, faces in the order the name gives
    them. A card or face read before with the same text (another printing) is counted, not
    added; with other text, the first is kept and a warning says so."""
    index = out.keys.get(key.casefold())
    if index is None:
        out.keys[key.casefold()] = len(out.cards)
        out.cards.append(card)
        return
    known = out.cards[index]
    if merge:
        same = [f for f in known.faces if f.name.casefold() == card.name.casefold()]
        if not same:
            order = [part.strip().casefold() for part in key.split(" // ")]
            faces = sorted(known.faces + card.faces, key=lambda f: _rank(order, f.name))
            out.cards[index] = replace(known, name=faces[0].name, faces=tuple(faces))
            return
        differs = _text(same[0]) != _text(card.faces[0])
    else:
        differs = [_text(f) for f in known.faces] != [_text(f) for f in card.faces]
    if differs:
        (line, column), (first_line, first_column) = card.position, known.position
        out.diagnostics.append(Diagnostic(
            "CT106", Severity.WARNING, f"skipped another '{key}' with different text; the first, "
            f"at {known.where.file}:{first_line}:{first_column}, is kept", card.where.file, line,
            column, "", "give each card once"))
    else:
        out.duplicates += 1


def _rank(order: list[str], name: str) -> int:
    folded = name.casefold()
    return order.index(folded) if folded in order else len(order)


def _text(source: CardSource) -> tuple:
    return (source.mana_cost, source.type_line, source.oracle_text, source.power, source.toughness,
            source.loyalty)

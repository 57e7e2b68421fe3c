"""The pipeline for one card: header -> characteristics; each line -> normalise, parse,
AST, check (semantics/), lower. Every failure becomes a located Diagnostic; nothing raises to
the caller."""
from __future__ import annotations

import copy
import dataclasses
import functools
import re

from ..runtime import abilities as R
from ..runtime import effects as E
from ..runtime.characteristics import CardType, Color, ManaType, Supertype
from ..runtime.costs import ManaCost, SymbolKind, TapSelf

from .dataclass_fields import made_plainly, replaced
from .compiled import CompiledCard, CompiledLine
from .diagnostics import Diagnostic, Severity
from .line_meaning import LineError, LineMeaning, line_meaning, unsupported
from .keywords.database import KeywordDatabase
from .syntax import nodes as A
from .lowering.classes import at_level
from .lowering.levelers import at_level_symbol, level_power_toughness
from .lowering.lower import continues_paragraph_before, lower_line, replaces_paragraph_before
from .lowering.stations import at_station, station_creature
from .source.faces import meld_names
from .source.normalize import normalise, split_reminders
from .source.card import CardSource
from .source.characters import clean, refused
from .source.header_checks import LONG_NUMBER, NUMBER, all_fine, field_problem, number_problem
from .source.limits import MAX_LINE, MAX_NUMBER, MAX_RULES_LINES
from .source.type_line import parse_type_line
from .syntax.symbols import BadSymbol, parse_mana_cost, parse_symbol
from .syntax.transform import UnsupportedPhrase

BASIC_LAND_MANA = {"Plains": ManaType.WHITE, "Island": ManaType.BLUE, "Swamp": ManaType.BLACK,
                   "Mountain": ManaType.RED, "Forest": ManaType.GREEN}
SYMBOL = re.compile(r"\{([^{}]*)\}")
BRACE = re.compile(r"[{}]")
# braces that pair as symbols do: each '{' closed by a '}' before the next brace
PAIRED_BRACES = re.compile(r"[^{}]*(?:\{[^{}]*\}[^{}]*)*")


def compile_source(source: CardSource, keywords: KeywordDatabase | None = None,
                   double_faced: bool = False) -> CompiledCard:
    """Compile one card; `keywords`: the keyword database when it holds custom keywords (None:
    cardtext's own). A double-faced card's back face is compiled as a card of its own and kept
    as the definition's `back_face` (CR 712.4: each face has its own characteristics);
    `double_faced`: this is one face of such a card (it may transform itself, CR 701.28c)."""
    diags: list[Diagnostic] = []
    source = _clean_names(source)
    definition = card_definition(source, diags)
    back = None
    if source.back_face is not None:
        back = compile_source(dataclasses.replace(source.back_face, back_face=None), keywords, True)
        definition = dataclasses.replace(definition, back_face=back.definition)
    double_faced = double_faced or back is not None
    melded = None
    if source.melded_face is not None:       # compiled as a card of its own (CR 713.3 in the 2022 text)
        melded = compile_source(dataclasses.replace(source.melded_face, melded_face=None), keywords)
        names = meld_names(source)
        definition = dataclasses.replace(definition, melded_face=melded.definition,
                                         meld_partner=names[0] if names else None)
    if CardType.DUNGEON in definition.types:
        return dungeon_card(source, definition, diags, keywords)
    lines, offset = [], 0
    brackets = "printed" if has_cleave(source) else ""
    is_spell = reads_as_spell(definition)
    walked: dict = {}       # id(CompiledLine) -> (the line, line_parts of its meaning)
    for number, raw in enumerate(source.oracle_text.split("\n"), start=1):
        if number > MAX_RULES_LINES:
            diags.append(_line_diag(source, number, raw, offset, 0, "CT108",
                                    f"more than {MAX_RULES_LINES} rules lines in one card; the rest "
                                    "are not compiled", "no printed card comes near this; split it"))
            break
        compiled = compile_line(source, definition, number, raw, offset, diags, keywords, brackets,
                                double_faced, is_spell, walked)
        offset += len(raw) + 1
        if compiled is not None:
            lines.append(compiled)
    kinds = {type(line.ast.line) for line in lines if line.ast is not None}
    if kinds & _MODAL_KINDS or A.KeywordLine in kinds and any(_spree_head(x.ast.line) for x in lines if x.ast is not None):
        lines = join_modal_lines(source, definition, lines, diags)
    if is_spell:
        lines = join_instead_paragraphs(source, definition, lines, diags)
    if A.ClassLevelLine in kinds:
        lines = class_levels(source, lines, diags)
    if A.StationSymbolLine in kinds:
        lines = station_symbols(source, definition, lines, diags)
    if kinds & _LEVELER_KINDS:
        lines = level_symbols(source, lines, diags)
    maybe_printed_below, maybe_reads_linked = _parts_maybe_held(lines, walked)
    if maybe_printed_below:
        lines = printed_below(source, lines, diags)
    if maybe_reads_linked:
        lines = linked_exiles(source, lines, diags)
    if brackets:
        lines = cleaved_text(source, definition, lines, diags, keywords)
    abilities = list(intrinsic_abilities(definition))
    for compiled in lines:
        abilities += compiled.abilities
    definition = replaced(definition, abilities=tuple(abilities))
    for face in (back, melded):
        if face is not None:
            diags += face.diagnostics
    return CompiledCard(source, definition, tuple(lines), tuple(diags), back, melded)


# the classes of line that start each of the card's stages: a card with none of a stage's
# lines is left as it is by the stage (a mode line with no head above it is one that stage reports)
_MODAL_KINDS = frozenset((A.ModeLine, A.ModalHead))
_LEVELER_KINDS = frozenset((A.LevelSymbolLine, A.PowerToughnessBoxLine))


def dungeon_card(source: CardSource, definition, diags: list, keywords) -> CompiledCard:
    """A dungeon card (CR 309): each line is a room, "Room Name — effect. (Leads to: ...)"; the
    effect is read as a spell's and becomes the room ability (CR 309.4c, lowering/dungeons.py)."""
    from .lowering.dungeons import exits_named, room_ability, room_name, rooms_of
    lines, names, exits, abilities, offset = [], [], [], [], 0
    for number, raw in enumerate(source.oracle_text.split("\n"), start=1):
        named = room_name(raw)
        if named is None:
            diags.append(_line_diag(source, number, raw, offset, 0, "CT201", "a dungeon's line names no room",
                                    "a room reads 'Room Name — effect.' (CR 309.4)"))
        else:
            name, start = named
            # the name blanked, so positions in the effect stay those of the printed line
            compiled = compile_line(source, definition, number, " " * start + raw[start:], offset, diags, keywords,
                                    as_spell=True)
            room = [a for a in (room_ability(x, len(names)) for x in compiled.abilities) if a is not None] \
                if compiled is not None else []
            if compiled is not None and compiled.abilities and len(room) != len(compiled.abilities):
                diags.append(_line_diag(source, number, raw, offset, start, "CT301",
                                        "a room's text is an effect, not an ability of its own", "CR 309.4c"))
                room = []
            lines.append(CompiledLine(number, raw, tuple(room), compiled.reminder if compiled else (),
                                      compiled.ast if compiled else None))
            abilities += room
            names.append(name)
            exits.append(exits_named(split_reminders(raw)[1]))     # the map, even if the effect isn't read
        offset += len(raw) + 1
    rooms, unknown = rooms_of(names, exits)
    if unknown is not None:
        diags.append(_header_diag(source, "CT201", f"an arrow leads to {unknown!r}, a room the dungeon doesn't have",
                                  "the arrows name rooms of this card (CR 309.4)"))
    definition = R.CardDefinition(**{**definition.__dict__, "abilities": tuple(abilities), "rooms": rooms})
    return CompiledCard(source, definition, tuple(lines), tuple(diags))


# ---------------------------------------------------------------- header
def card_definition(source: CardSource, diags: list) -> R.CardDefinition:
    source = _usable_header(source, diags)
    cost, bad_cost, colors = _cost_parts(source.mana_cost or "")
    supertypes, types, subtypes, unknown = _type_parts(source.type_line or "")
    if bad_cost is not None:
        diags.append(_header_diag(source, "CT202", f"mana cost: {bad_cost}", "write symbols like {2}{W}"))
    if unknown:
        diags.append(_header_diag(source, "CT101", f"unknown card type {unknown[0]!r} in type line",
                                  "types are e.g. Creature, Land, Instant"))
    lights = source.lights
    return made_plainly(R.CardDefinition, {
        "name": source.name, "mana_cost": cost, "types": types, "subtypes": subtypes,
        "supertypes": supertypes, "colors": colors, "power": source.power,
        "toughness": source.toughness, "loyalty": source.loyalty,
        "lights": tuple(sorted(set(lights))) if lights else ()})


_CARD_TYPE_WORDS = frozenset(t.value for t in CardType)
_COLOR_VALUES = tuple((c, c.value) for c in Color)

# Memoised apart, a corpus's header parts are a few hundred costs and a few thousand type lines
# (cards.jsonl: 612 and 1,336), where the pairs of them are 5,634: a memo of the pairs missed
# once its 4,096 were full. Each answer is a function of its one string alone and immutable
# (ManaCost is frozen, the rest are tuples of strings and enum members), so cards share it and
# nothing can make it stale.


@functools.lru_cache(maxsize=4096)
def _cost_parts(mana_cost: str) -> tuple:
    """(mana cost, the BadSymbol that stopped it or None, colors) of a card's mana cost: a card's
    colors are those of its mana cost's symbols (CR 105.2, 202.2)."""
    try:
        cost, bad_cost = parse_mana_cost(mana_cost), None
    except BadSymbol as exc:
        cost, bad_cost = ManaCost(), str(exc)
    named = {t.value for s in cost.symbols if s.kind is not SymbolKind.COLORLESS for t in s.types}
    return cost, bad_cost, tuple(c for c, value in _COLOR_VALUES if value in named)


@functools.lru_cache(maxsize=8192)
def _type_parts(type_line: str) -> tuple:
    """(supertypes, card types, subtypes, the unknown card type words) of a card's type line
    (CR 205.1a)."""
    supertypes, types, subtypes = parse_type_line(type_line)
    unknown = tuple(w for w in types if w not in _CARD_TYPE_WORDS)
    return (tuple(Supertype(w) for w in supertypes), tuple(CardType(w) for w in types if w not in unknown),
            tuple(subtypes), unknown)


def _clean_names(source: CardSource) -> CardSource:
    """The name and nickname as the rules text is read (characters.clean: NFC, no invisible
    characters), for a CardSource built in code; the loaders clean them already."""
    name, nickname = clean(source.name), source.nickname and clean(source.nickname)
    if (name, nickname) == (source.name, source.nickname):
        return source
    return dataclasses.replace(source, name=name, nickname=nickname)


# (CardSource field, header_checks key, label) of the header fields checked
_HEADER_FIELDS = (("mana_cost", "cost", "Cost"), ("type_line", "type", "Type"), ("power", "pt", "Power"),
                  ("toughness", "pt", "Toughness"), ("loyalty", "loyalty", "Loyalty"))


def _usable_header(source: CardSource, diags: list) -> CardSource:
    """The header checks the loaders make (source/header_checks), for a CardSource built in
    code: a field that fails is reported and left out. Nearly every card's fields are all fine,
    told in one look at the five (header_checks.all_fine); only a card they aren't is checked
    field by field."""
    values = (source.mana_cost or "", source.type_line or "", source.power or "",
              source.toughness or "", source.loyalty or "")
    if all_fine(values):
        return source
    changes = {}
    for (name, key, label), value in zip(_HEADER_FIELDS, values):
        problem = field_problem(key, label, value)
        if problem is not None:
            diags.append(_header_diag(source, problem.code, problem.message, problem.hint))
            changes[name] = "" if name in ("mana_cost", "type_line") else None
    return dataclasses.replace(source, **changes) if changes else source


def intrinsic_abilities(definition: R.CardDefinition):
    """CR 305.6: a basic land type gives "{T}: Add [its mana]"."""
    if CardType.LAND not in definition.types:
        return
    for subtype in definition.subtypes:
        if subtype in BASIC_LAND_MANA:
            yield R.ManaAbility((TapSelf(),),
                                (E.AddMana(E.FixedMana(((BASIC_LAND_MANA[subtype],),))),))


def _header_diag(source: CardSource, code: str, message: str, hint: str) -> Diagnostic:
    return Diagnostic(code, Severity.ERROR, message, source.file, max(source.text_line - 1, 1), 1,
                      "", hint)


# ---------------------------------------------------------------- lines
def reads_as_spell(definition) -> bool:
    """Whether the card's effect sentences are its spell ability: an instant or sorcery (CR
    304.1, 307.1), or a card given with no type at all (`cardtext compile --text "Draw a
    card."`), which is no permanent card (CR 110.4a) whose sentences could be static abilities."""
    types = definition.types
    return CardType.INSTANT in types or CardType.SORCERY in types or not types


def compile_line(source, definition, number, raw, offset, diags, keywords=None,
                 brackets: str = "", double_faced=False, as_spell: bool | None = None,
                 walked: dict | None = None) -> CompiledLine | None:
    """One line; `as_spell`: whether its sentences are read as a spell's effect, True whatever
    the card's type for a dungeon's room (CR 309.4c), None for as the card's type says
    (reads_as_spell, which a caller compiling all of a card's lines asks once); `walked`: where
    to record, under the id of the line returned, the line and what its abilities hold
    (line_parts)."""
    if not raw.strip():
        return None
    is_spell = reads_as_spell(definition) if as_spell is None else as_spell
    try:
        if len(raw) > MAX_LINE:
            raise LineError("CT204", f"line is {len(raw)} characters long (limit {MAX_LINE})", 0,
                            "split the text into one line per ability")
        check_characters(raw)
        check_symbols(raw)
        norm, bad_paren = normalise(raw, source.name, source.nickname, brackets, meld_names(source))
        if bad_paren is not None:
            raise LineError("CT203", "unbalanced parenthesis", bad_paren,
                            "close reminder text with ')'")
    except LineError as exc:
        diags.append(_line_diag(source, number, raw, offset, exc.index, exc.code, exc.message, exc.hint))
        return CompiledLine(number, raw, ())
    except Exception as exc:  # noqa: BLE001 - a compiler bug must not stop the other lines/cards
        diags.append(_unsupported(source, number, raw, offset, exc, 0))
        return CompiledLine(number, raw, ())
    if not norm.text:
        return CompiledLine(number, raw, (), norm.reminders)
    meaning = line_meaning(norm.text, keywords, is_spell)
    if not double_faced and meaning.transforms_itself:
        meaning = LineMeaning(None, (), (unsupported(UnsupportedPhrase(
            "transforming this card: it has no other face here (its other face is not in the input, "
            "CR 712.1, 701.28c)"), max(norm.text.lower().find("transform"), 0)),))
    for p in meaning.problems:
        index = _raw_index(norm, p.at) if p.at is not None else 0
        diags.append(_line_diag(source, number, raw, offset, index, p.code, p.message, p.hint))
    if meaning.problems:
        return CompiledLine(number, raw, ())
    # each line its own ability objects, as the serializer tells a card's abilities apart by
    # identity (two lines of the same text share one memoised meaning)
    abilities = tuple(map(_shallow_copy, meaning.abilities))
    compiled = CompiledLine(number, raw, abilities, norm.reminders, meaning.node)
    if walked is not None:
        walked[id(compiled)] = (compiled, line_parts(meaning))
    return compiled


def _shallow_copy(ability):
    """copy.copy(ability), made directly for a plain object of a class whose copying is
    object's own (no __copy__, __reduce_ex__, __reduce__, __getstate__ or __setstate__ of its
    own, and a __dict__ holding all its fields): a new object of the same class whose __dict__
    is a copy of the ability's, as copy.copy would build through __reduce_ex__(4); any other
    object goes to copy.copy."""
    cls = type(ability)
    plain = _PLAIN_COPY.get(cls)
    if plain is None:
        plain = _PLAIN_COPY[cls] = _copies_plainly(cls)
    if not plain:
        return copy.copy(ability)
    new = object.__new__(cls)
    new.__dict__.update(ability.__dict__)
    return new


def _copies_plainly(cls: type) -> bool:
    """Whether copy.copy of an instance of `cls` is object's default copy (see _shallow_copy)."""
    return (cls.__reduce_ex__ is object.__reduce_ex__ and cls.__reduce__ is object.__reduce__
            and getattr(cls, "__getstate__", None) is object.__getstate__
            and not hasattr(cls, "__setstate__") and not hasattr(cls, "__copy__")
            and "__slots__" not in {k for c in cls.__mro__ for k in vars(c)}
            and cls.__new__ is object.__new__)


# class -> whether _shallow_copy may copy its instances directly; a class's copying methods are
# fixed once the class is made, so an answer never goes stale
_PLAIN_COPY: dict[type, bool] = {}


# line_parts' answers, by the index of the question
_PRINTED_BELOW, _READS_LINKED = 0, 1


def line_parts(meaning: LineMeaning) -> tuple[bool, bool]:
    """(an ability holds backup's PrintedBelow, an ability reads the cards exiled with its source),
    the questions the card's stages printed_below and linked_exiles ask each line, answered by
    its meaning (worked out once per distinct line, see LineMeaning); a line's abilities are
    shallow copies of its meaning's, so they hold the same parts."""
    return meaning.printed_below, meaning.reads_linked


def _parts_maybe_held(lines: list, walked: dict) -> tuple[bool, bool]:
    """For each of line_parts' questions, whether an ability of `lines` may have the part it
    asks about: False only when line_parts says no for every line with abilities; a line a stage
    before rebuilt, whose answer isn't known, may (ask the stage)."""
    maybe_printed_below = maybe_reads_linked = False
    for line in lines:
        if not line.abilities:
            continue
        held = walked.get(id(line))
        if held is None or held[0] is not line:
            return True, True
        maybe_printed_below = maybe_printed_below or held[1][_PRINTED_BELOW]
        maybe_reads_linked = maybe_reads_linked or held[1][_READS_LINKED]
    return maybe_printed_below, maybe_reads_linked


def check_characters(raw: str) -> None:
    """Characters that can't be card text (CT208) and numbers over the limit (CT206)."""
    bad = refused(raw)
    if bad is not None:
        raise LineError("CT208", bad[1], bad[0], "retype the character, or remove it")
    if not LONG_NUMBER.search(raw):     # no number of as many digits as the limit: all under it
        return
    for m in NUMBER.finditer(raw):
        problem = number_problem("rules text", m.group())
        if problem is not None:
            raise LineError("CT206", problem.message, m.start(),
                            f"numbers in rules text go up to {MAX_NUMBER:,}")


def check_symbols(raw: str) -> None:
    """Unknown mana symbols (CT202) and unbalanced braces (CT203), before parsing."""
    if "{" not in raw and "}" not in raw:
        return
    if not PAIRED_BRACES.fullmatch(raw):    # nearly every line's braces pair: no brace to walk
        _check_braces(raw)
    for m in SYMBOL.finditer(raw):
        body = m.group(1).upper()
        if body in ("T", "Q", "E", "P"):          # {P}: the pawprint marking modes (CR 107.18)
            continue
        if body == "CHAOS":                       # a plane's chaos ability, "whenever you roll {CHAOS}"
            continue                              # (CR 107.12, 311.7): the grammar reads where it may be
        if parse_symbol(body) is None:
            raise LineError("CT202", f"unknown mana symbol {m.group(0)}", m.start(),
                            "mana symbols are {W} {U} {B} {R} {G} {C}, numbers, {X}, hybrid "
                            "like {W/U} or {2/W}, phyrexian like {W/P}, and {S}")


def _check_braces(raw: str) -> None:
    """CT203 at the first brace out of place: a '{' inside a symbol or never closed, a '}' with
    no '{'."""
    depth = start = 0                   # start: where the open '{' is, once depth is 1
    for brace in BRACE.finditer(raw):
        i, ch = brace.start(), brace.group()
        if ch == "{":
            if depth:
                raise LineError("CT203", "'{' is never closed", start, "close each symbol with '}'")
            depth, start = 1, i
        elif ch == "}":
            if not depth:
                raise LineError("CT203", "'}' without '{'", i, "symbols look like {G}")
            depth = 0
    if depth:
        raise LineError("CT203", "unclosed '{'", start, "close each symbol with '}'")


def _raw_index(norm, index: int) -> int:
    if not norm.origin:
        return 0
    if index >= len(norm.origin):
        return norm.origin[-1] + 1
    return norm.origin[index]


def _offset(source, number: int) -> int:
    """Index of rules line `number` (1-based) within oracle_text, for one-line (jsonl) columns."""
    return sum(len(t) + 1 for t in source.oracle_text.split("\n")[:number - 1])


def _unsupported(source, number, raw, offset, exc, index) -> Diagnostic:
    problem = unsupported(exc, index)
    return _line_diag(source, number, raw, offset, index, problem.code, problem.message, problem.hint)


def _line_diag(source, number, raw, offset, index, code, message, hint) -> Diagnostic:
    if source.one_line:
        line, column = source.text_line, source.text_column + offset + index
    else:
        line, column = source.text_line + number - 1, source.text_column + index
    excerpt = raw if len(raw) <= 200 else raw[max(0, index - 60):index + 60]
    caret_col = index + 1 if len(raw) <= 200 else min(index, 60) + 1
    return Diagnostic(code, Severity.ERROR, message, source.file, line, column, excerpt, hint,
                      0 if caret_col == column else caret_col)


def class_levels(source, lines: list, diags: list) -> list:
    """A Class's lines after "[cost]: Level N", up to the next one, are its level N abilities
    (CR 716.2b): each gets the condition that the Class is level N or greater."""
    out, level = [], 1
    for line in lines:
        node = line.ast.line if line.ast is not None else None
        if isinstance(node, A.ClassLevelLine):
            level = node.level
        elif level > 1 and line.abilities:
            try:
                line = dataclasses.replace(line, abilities=tuple(at_level(a, level) for a in line.abilities))
            except UnsupportedPhrase as exc:
                diags.append(_unsupported(source, line.number, line.text, _offset(source, line.number), exc, 0))
                line = dataclasses.replace(line, abilities=())
        out.append(line)
    return out


def station_symbols(source, definition, lines: list, diags: list) -> list:
    """A station card's lines after "STATION N+", up to the next one, are abilities it has as long
    as it has N or more charge counters on it (CR 721.2a); a printed power and toughness belong to
    the last station symbol: at that many it is a creature (CR 721.2b)."""
    out, threshold, last = [], 0, None
    for line in lines:
        node = line.ast.line if line.ast is not None else None
        if isinstance(node, A.StationSymbolLine):
            threshold, last = node.threshold, len(out)
        elif threshold and line.abilities:
            try:
                line = dataclasses.replace(line, abilities=tuple(at_station(a, threshold)
                                                                 for a in line.abilities))
            except UnsupportedPhrase as exc:
                diags.append(_unsupported(source, line.number, line.text, _offset(source, line.number), exc, 0))
                line = dataclasses.replace(line, abilities=())
        out.append(line)
    if last is not None and definition.power is not None and definition.toughness is not None:
        box = station_creature(out[last].ast.line.threshold)
        out[last] = dataclasses.replace(out[last], abilities=out[last].abilities + (box,))
    return out


def level_symbols(source, lines: list, diags: list) -> list:
    """A leveler's power/toughness box and abilities after "LEVEL N1-N2" or "LEVEL N3+", up to the
    next one, are the level symbol's static ability (CR 711.2); a box outside a striation is not
    understood."""
    out, symbol = [], None
    for line in lines:
        node = line.ast.line if line.ast is not None else None
        try:
            if isinstance(node, A.LevelSymbolLine):
                symbol = node
            elif isinstance(node, A.PowerToughnessBoxLine):
                if symbol is None:
                    raise UnsupportedPhrase("a power/toughness box with no level symbol above it")
                line = dataclasses.replace(line, abilities=(level_power_toughness(node, symbol),))
            elif symbol is not None and line.abilities:
                line = dataclasses.replace(line, abilities=tuple(at_level_symbol(a, symbol)
                                                                 for a in line.abilities))
        except UnsupportedPhrase as exc:
            diags.append(_unsupported(source, line.number, line.text, _offset(source, line.number), exc, 0))
            line = dataclasses.replace(line, abilities=())
        out.append(line)
    return out


CLEAVE_LINE = re.compile(r"\s*cleave\b", re.IGNORECASE)


def has_cleave(source: CardSource) -> bool:
    """A card with a cleave line: its square brackets mean cleave's text change (CR 702.148a)."""
    text = source.oracle_text
    # only "C" lowers to "c" and so on for each letter of the word, so a text whose lower case
    # holds no "cleave" has no line the case-blind pattern matches
    return "cleave" in text.lower() and any(CLEAVE_LINE.match(line) for line in text.split("\n"))


def cleaved_text(source, definition, lines: list, diags: list, keywords=None) -> list:
    """Cleave (CR 702.148a): "If this spell's cleave cost was paid, change its text by removing
    all text found within square brackets." The lines with brackets are compiled again without
    the bracketed words, and the cleave keyword carries that text's spell ability, which the
    engine casts for the cleave cost (mechanics/cast_modifications.py)."""
    changed = []
    for line in lines:
        if "[" in line.text:
            again = compile_line(source, definition, line.number, line.text, _offset(source, line.number),
                                 diags, keywords, "cleaved")
            changed += again.abilities if again is not None else ()
    spells = [a for a in changed if isinstance(a, R.SpellAbility)]
    out = []
    for line in lines:
        keywords_here = [a for a in line.abilities if isinstance(a, R.KeywordAbility) and a.name == "cleave"]
        if keywords_here and len(spells) != 1:
            diags.append(_unsupported(source, line.number, line.text, _offset(source, line.number),
                                      UnsupportedPhrase("cleave without one spell paragraph in square "
                                                        "brackets"), 0))
            line = dataclasses.replace(line, abilities=())
        elif keywords_here:
            line = dataclasses.replace(line, abilities=tuple(
                dataclasses.replace(a, cleaved=spells[0]) if a in keywords_here else a for a in line.abilities))
        out.append(line)
    return out


def printed_below(source, lines: list, diags: list) -> list:
    """Backup's grant of the abilities printed below it (CR 702.165a, lowering/backup.py)."""
    from .lowering.backup import grant_printed_below
    try:
        return grant_printed_below(lines)
    except UnsupportedPhrase as exc:
        line = next(x for x in lines if x.abilities)
        diags.append(_unsupported(source, line.number, line.text, _offset(source, line.number), exc, 0))
        return [dataclasses.replace(x, abilities=()) for x in lines]


def linked_exiles(source, lines: list, diags: list) -> list:
    """"The exiled card" / "cards exiled with ~" with no ability of the card that exiles: nothing
    to link to (CR 607.2a, lowering/linked_exiles.py)."""
    from .lowering.linked_exiles import unlinked_lines
    unlinked = unlinked_lines(lines)
    for line in unlinked:
        exc = UnsupportedPhrase("'the exiled card' / 'exiled with ~' with no ability of the card that exiles")
        diags.append(_unsupported(source, line.number, line.text, _offset(source, line.number), exc, 0))
    return [dataclasses.replace(x, abilities=()) if x in unlinked else x for x in lines]


def _spree_head(node) -> A.ModalHead | None:
    """The line "Spree" heads its "+ {cost} —" modes: choose one or more (CR 702.172a); "Tiered"
    its "• name — {cost} —" modes: choose one (CR 702.183a); the line is the keyword ability too."""
    if isinstance(node, A.KeywordLine) and [k.name for k in node.keywords] == ["spree"]:
        return A.ModalHead(1, None, span=node.span, spree=True)
    if isinstance(node, A.KeywordLine) and [k.name for k in node.keywords] == ["tiered"]:
        return A.ModalHead(1, 1, span=node.span, spree=True)    # "Choose one" (CR 702.183a)
    return None


def join_instead_paragraphs(source, definition, lines: list, diags: list) -> list:
    """A spell's paragraph that replaces the one before it ("Corrupted — Exile that creature
    instead if ...") or goes on about what it named ("Metalcraft — If ..., exile that
    creature.") is lowered with it, as one spell ability (CR 608.2c); its own line keeps no
    abilities. Paragraphs continuing one another are joined from the first."""
    out = list(lines)
    joined_sentences: dict[int, tuple] = {}          # line index -> the sentences lowered there
    is_spell = reads_as_spell(definition)
    for i, line in enumerate(out):
        node = line.ast.line if line.ast is not None else None
        instead = replaces_paragraph_before(node)
        if not (is_spell and (instead or continues_paragraph_before(node))):
            continue
        first = i - 1
        while not instead and first > 0 and first not in joined_sentences and _joined_to_the_one_before(out[first]):
            first -= 1
        before = out[first].ast.line if i and out[first].ast is not None else None
        try:
            if not isinstance(before, A.SpellLine) or replaces_paragraph_before(before) \
                    or continues_paragraph_before(before):
                raise UnsupportedPhrase("'instead' with no paragraph before it to replace" if instead
                                        else "'that creature'/'those creatures' with no paragraph before it")
            sentences = joined_sentences.get(first, before.sentences) + node.sentences
            joined = lower_line(A.SpellLine(sentences, before.span), True)
            joined_sentences[first] = sentences
            out[first] = dataclasses.replace(out[first], abilities=joined)
        except UnsupportedPhrase as exc:
            diags.append(_unsupported(source, line.number, line.text, _offset(source, line.number), exc, 0))
    return out


def _joined_to_the_one_before(line) -> bool:
    node = line.ast.line if line.ast is not None else None
    return replaces_paragraph_before(node) or continues_paragraph_before(node)


def join_modal_lines(source, definition, lines: list, diags: list) -> list:
    """Give each "Choose ..." line the "•" mode lines under it (CR 700.2)."""
    is_spell = reads_as_spell(definition)
    out, i = [], 0
    while i < len(lines):
        line = lines[i]
        node = line.ast.line if line.ast is not None else None
        if isinstance(node, A.ModeLine):
            diags.append(_line_diag(source, line.number, line.text, _offset(source, line.number), 0,
                                    "CT201", "a mode line with no 'Choose ...' line above it",
                                    "start the modes with e.g. 'Choose one —'"))
        head = _spree_head(node) or node
        if not isinstance(head, A.ModalHead):
            out.append(line)
            i += 1
            continue
        j = i + 1
        while j < len(lines) and (lines[j].text.lstrip().startswith(("•", "+ {", "{P}"))):
            j += 1
        modes = [m.ast.line for m in lines[i + 1:j] if m.ast is not None]
        if len(modes) == j - i - 1:          # every mode compiled: lower them together
            try:
                abilities = lower_line(A.ModalLine(head, tuple(modes), head.span), is_spell)
                line = dataclasses.replace(line, abilities=line.abilities + abilities)
            except UnsupportedPhrase as exc:
                diags.append(_unsupported(source, line.number, line.text, _offset(source, line.number), exc, 0))
        out += [line] + lines[i + 1:j]
        i = j
    return out

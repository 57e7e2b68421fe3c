"""Each parser state's scanner as the line loop reads it, worked out when the line tables are
saved and kept with them, so a process that loads the tables builds no lexer.

A state's scanner (lexer.StateLexers, lexer.PieceScanner) is made from the terminals the state
accepts: Lark's lexer sorts them, checks which keyword strings a word terminal also matches
(lark.lexer._create_unless), writes the alternations and compiles them. What the loop reads of
it is the pieces' regular expressions, in order, and the keyword names its callbacks give
(parse_loop._spelled): the same for every process that loads the same tables, and about half a
second of CPU for the ~900 scanners a corpus reaches. A plan keeps those: each distinct piece's
expression once, with the regular expression engine's code for it when it is short (a long
piece's code is kept in its own file, compiled_patterns.py), and per state the indices of its
pieces and its keyword names. The engine's code is handed to the engine as `re.compile` does
(`_sre.compile`, which checks it); code written by another `re` (its MAGIC differs) is not
used, the expression is compiled instead. The root scanner (every terminal: it names the token
where a state's scanner matches nothing) is planned the same way. A scanner whose callbacks aren't keyword names
(parse_loop._spelled) has no plan: the loop builds its lexer as before. A state's lexer is
not made where a line fails to lex there either: the error names the terminals it allowed,
kept with its plan.
"""
from __future__ import annotations

import dataclasses
import marshal
import re
from dataclasses import dataclass, field
from re import _constants

import _sre

from lark.lexer import PatternStr, UnlessCallback

from .compiled_patterns import LONG_PATTERN, _engine_arguments, compile_pattern
from .lexer import StateLexers, _alternative
from .line_tables import LineTables, Rows
from .tries import word_groups_as_tries


@dataclass(frozen=True)
class ScannerPlans:
    """pieces: each distinct piece's (expression, the engine's arguments marshalled or None);
    scanners: each distinct scanner's (indices of its pieces, {keyword terminal: {string: name}},
    the names of the terminals it matches, ignored ones included: Lark's Scanner.allowed_types);
    by_state: state -> the index of its scanner in `scanners`, absent for a state with no plan;
    magic: the `re` module's format the engine's code was written in; root: the index of the
    scanner of every terminal (Lark's root lexer, which names the token where a state's scanner
    matches nothing), or None where it has no plan; terminals: a terminal's name -> (its
    expression alone, as parse_loop.LineParser._terminal_match compiles it, the engine's
    arguments for it marshalled), for each terminal whose expression is short."""
    flags: int
    magic: int
    pieces: tuple[tuple[str, bytes | None], ...]
    scanners: tuple[tuple[tuple[int, ...], dict, frozenset[str]], ...]
    by_state: dict[int, int]
    root: int | None = None
    terminals: dict[str, tuple[str, bytes]] = field(default_factory=dict)
    _compiled: dict = field(default_factory=dict, compare=False, repr=False)

    def __reduce__(self):
        return ScannerPlans, (self.flags, self.magic, self.pieces, self.scanners, self.by_state, self.root,
                              self.terminals)

    def terminal(self, name: str, pattern: str) -> re.Pattern | None:
        """The terminal `name` alone compiled from its plan, where it has one for `pattern` (its
        expression alone, lexer._alternative) that this engine takes; else None."""
        found = self.terminals.get(name)
        if found is None or found[0] != pattern or self.magic != _constants.MAGIC:
            return None
        try:
            return _sre.compile(word_groups_as_tries(pattern), *marshal.loads(found[1]))
        except (TypeError, ValueError, RuntimeError, EOFError):
            return None                 # code this engine refuses: compiled as unplanned

    def root_scanner(self) -> tuple[tuple[re.Pattern, ...], dict] | None:
        """(the root scanner's pieces compiled, its keyword names), or None where it has no plan."""
        if self.root is None:
            return None
        pieces, keywords, _allowed = self.scanners[self.root]
        return tuple(self._pattern(i) for i in pieces), keywords

    def scanner(self, state: int) -> tuple[tuple[re.Pattern, ...], dict] | None:
        """(the state's pieces compiled, its keyword names), or None where it has no plan."""
        index = self.by_state.get(state)
        if index is None:
            return None
        pieces, keywords, _allowed = self.scanners[index]
        return tuple(self._pattern(i) for i in pieces), keywords

    def allowed(self, state: int) -> frozenset[str] | None:
        """The names of the terminals the state's scanner matches (Scanner.allowed_types), or None
        where it has no plan."""
        index = self.by_state.get(state)
        return None if index is None else self.scanners[index][2]

    def _pattern(self, index: int) -> re.Pattern:
        found = self._compiled.get(index)
        if found is None:
            found = self._compiled[index] = self._compile(*self.pieces[index])
        return found

    def _compile(self, pattern: str, engine: bytes | None) -> re.Pattern:
        if engine is not None and self.magic == _constants.MAGIC:
            try:
                return _sre.compile(pattern, *marshal.loads(engine))
            except (TypeError, ValueError, RuntimeError, EOFError):
                pass                    # code this engine refuses: compile the expression
        return compile_pattern(pattern, self.flags)


def planned(tables: LineTables) -> LineTables:
    """`tables` with its parse table as Rows and every state's scanner planned (as they are
    saved); tables whose lines all go to Lark (not `usable`) get no plans."""
    if not isinstance(tables.states, Rows):
        tables = dataclasses.replace(tables, states=Rows.of(tables.states))
    if tables.scanners is not None or not tables.usable:
        return tables
    plans = plan_scanners(StateLexers(tables), tables.states.keys(), tables.g_regex_flags)
    plans = dataclasses.replace(plans, terminals=plan_terminals(tables.terminals, tables.g_regex_flags))
    return dataclasses.replace(tables, scanners=plans)


def plan_scanners(lexers, states: dict, flags: int) -> ScannerPlans:
    """The plans of every state of `states` (a table's rows, keyed by state) whose lexer
    (`lexers[state]`, lexer.StateLexers) has keyword names for callbacks."""
    pieces: dict[str, int] = {}
    engines: list[tuple[str, bytes | None]] = []
    scanners: dict[int, int] = {}           # id(lexer) -> index
    plans: list[tuple[tuple[int, ...], dict, frozenset[str]]] = []
    by_state: dict[int, int] = {}

    def plan(lexer) -> int:
        index = scanners.get(id(lexer))
        if index is None:
            scanner = lexer.scanner
            keywords = {kind: _spelled(callback, scanner.g_regex_flags) for kind, callback in lexer.callback.items()}
            if any(type(k) is not dict for k in keywords.values()):
                index = scanners[id(lexer)] = -1
            else:
                indices = []
                for p in scanner._mres:
                    if p.pattern not in pieces:
                        pieces[p.pattern] = len(engines)
                        engines.append((p.pattern, _engine(p.pattern, flags)))
                    indices.append(pieces[p.pattern])
                index = scanners[id(lexer)] = len(plans)
                plans.append((tuple(indices), keywords, frozenset(scanner.allowed_types)))
        return index

    for state in states:
        index = plan(lexers[state])
        if index >= 0:
            by_state[state] = index
    root = plan(lexers.root)
    return ScannerPlans(flags, _constants.MAGIC, tuple(engines), tuple(plans), by_state, root if root >= 0 else None)


def plan_terminals(terminals, flags: int) -> dict[str, tuple[str, bytes]]:
    """Each terminal's expression alone (lexer._alternative) and the engine's arguments for it as
    the loop compiles it (lexer.SHARED: a long list of plain words as a trie), where short."""
    plans = {}
    for terminal in terminals:
        pattern = _alternative(terminal)
        engine = _engine(word_groups_as_tries(pattern), flags)
        if engine is not None:
            plans[terminal.name] = (pattern, engine)
    return plans


def _engine(pattern: str, flags: int) -> bytes | None:
    """The engine's arguments for a short piece, marshalled (a long one's are in its own file)."""
    if len(pattern) >= LONG_PATTERN:
        return None
    try:
        return marshal.dumps(_engine_arguments(pattern, flags))
    except (AttributeError, TypeError, ValueError, RuntimeError):
        return None


def _spelled(callback, flags: int):
    """A keyword callback as parse_loop reads it: {string: its terminal's name}, the first terminal
    of each string, when the callback is Lark's UnlessCallback over plain strings with no flags
    (its alternation fully matches a word with the first string equal to it); else the callback."""
    if type(callback) is not UnlessCallback or flags or callback.scanner.g_regex_flags:
        return callback
    words: dict[str, str] = {}
    for terminal in callback.scanner.terminals:
        if not isinstance(terminal.pattern, PatternStr) or terminal.pattern.flags:
            return callback
        words.setdefault(terminal.pattern.value, terminal.name)
    return words

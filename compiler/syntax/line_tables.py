"""The rules parser's LALR tables as the line loop reads them (parse_loop.py), kept on disk.

Loading the parser from Lark's own cache rebuilds Lark's objects one by one (every table entry
deserialised, a lexer made for each of the ~900 terminal sets of the parser's states): a third of
the time `cardtext compile --text` took. The loop needs less: the parse table, the terminals,
which terminals are ignored. Here those are one pickle, loaded in one call, whose table rows and
rules are decoded when a line first reaches them (Rows); the lexers are made when a state is
first reached (lexer.StateLexers) and the Lark parser only when a line needs it (an empty line,
a line break). The table is Lark's own (the same shift and reduce objects, the
same rules), so the loop gives the same trees and errors whichever way it was loaded.
"""
from __future__ import annotations

import dataclasses
import io
import marshal
import pickle
import sys
from dataclasses import dataclass
from pathlib import Path

import lark
from lark import Lark, Tree
from lark.lexer import TerminalDef
from lark.parse_tree_builder import PropagatePositions
from lark.parsers.lalr_analysis import Action, Reduce, Shift

from ..cache_files import write_whole
from .first_chars import terminal_first_chars
from .regex_tree import terminal_trees
from .word_keys import WordKeys

# bumped when the fields below change, so an older file is never read as this format
FORMAT = 7


@dataclass(frozen=True)
class LineTables:
    """What parse_loop.LineParser reads of a Lark LALR parser (start rule `start`).

    states: state -> {symbol: (Shift, next state) or (Reduce, rule)}, Lark's table itself;
    usable: the parser builds trees the loop can build (positions propagated, no lexer callbacks,
    no postlexer, plain trees); otherwise every line goes to Lark; first_chars: terminal name ->
    the characters its match can start with, or None for any (first_chars.py), worked out here
    as the tables are built, so a process that loads them parses no terminal's expression;
    scanners: the states' scanners as the loop reads them (scanner_plans.ScannerPlans, added by
    scanner_plans.planned before the tables are saved), so a process that loads them builds no
    lexer for a state it reaches; None: the loop builds each state's lexer; word_keys: which
    terminals may match where a given word starts (word_keys.WordKeys), worked out here as
    first_chars is; None: every piece that may start with the next character is tried."""
    states: dict
    start_state: int
    end_state: int
    terminals: tuple[TerminalDef, ...]
    ignore: tuple[str, ...]
    g_regex_flags: int
    use_bytes: bool
    usable: bool
    first_chars: dict[str, frozenset[str] | None]
    scanners: object = None
    word_keys: WordKeys | None = None

    @classmethod
    def of(cls, parser: Lark) -> LineTables:
        table = parser.parser.parser.parser.parse_table
        conf = parser.lexer_conf
        trees = terminal_trees(conf.terminals, conf.g_regex_flags)     # read once, for both
        return cls(_shared_actions(table.states), table.start_states["start"], table.end_states["start"],
                   tuple(conf.terminals), tuple(conf.ignore), conf.g_regex_flags, conf.use_bytes,
                   _loop_builds_its_trees(parser), terminal_first_chars(conf.terminals, conf.g_regex_flags, trees),
                   word_keys=WordKeys.of(conf.terminals, conf.g_regex_flags, trees))


def _shared_actions(states: dict) -> dict:
    """The table with one tuple for each distinct action ((Shift, 12) recurs in many states'
    rows): a third less to read back."""
    actions: dict = {}
    return {state: {symbol: actions.setdefault(action, action) for symbol, action in row.items()}
            for state, row in states.items()}


def _loop_builds_its_trees(parser: Lark) -> bool:
    """Does the loop build the trees `parser` builds? It propagates positions and does no more
    (lark/parse_tree_builder.py): no placeholders, no explicit ambiguity, Lark's own Tree class,
    no callback on a terminal, no postlexer."""
    options = parser.options
    callbacks = parser.parser.parser.parser.callbacks
    return (options.propagate_positions is True and not options.maybe_placeholders
            and options.ambiguity != "explicit" and options.tree_class in (None, Tree)
            and options.postlex is None and not options.lexer_callbacks
            and not any(isinstance(k, str) for k in callbacks)
            and all(type(f) is PropagatePositions for f in callbacks.values()))


def file_name(grammar_name: str) -> str:
    """The file of the tables of the grammar whose Lark tables are `grammar_name` (the grammar's
    hash), for this format, this Lark and this Python (pickles of Lark's objects are theirs)."""
    python = f"{sys.version_info.major}{sys.version_info.minor}"
    return f"{grammar_name}.line-{FORMAT}-lark{lark.__version__}-py{python}.pickle"


class Rows(dict):
    """The parse table as read back from disk: state -> its row, each row decoded when the loop
    first reaches its state, each rule unpickled when a row first names it. A line meets a few
    dozen of the ~5,000 states and reduces by a few dozen of the ~1,900 rules: unpickling them all
    was most of the time the tables took to load. A row is kept marshalled as {symbol: the next
    state, or -1 - the index of the rule to reduce by}. Asked for all its rows (values, items),
    the table decodes them all; the loop's own lookups are plain dict lookups once decoded."""

    def __init__(self, encoded: dict[int, bytes], rules: list[bytes]) -> None:
        super().__init__()
        self._encoded = encoded
        self._rules = rules
        self._decoded_rules: dict[int, object] = {}
        self._raw: dict[int, dict] = {}

    @classmethod
    def of(cls, states: dict) -> Rows:
        """The rows of Lark's table `states` (Shift to a state, or Reduce by a rule)."""
        rules: list[bytes] = []
        index: dict[int, int] = {}
        encoded = {}
        for state, row in states.items():
            out = {}
            for symbol, (action, arg) in row.items():
                if action is Shift:
                    out[symbol] = arg
                else:
                    if id(arg) not in index:
                        index[id(arg)] = len(rules)
                        rules.append(pickle.dumps(arg, protocol=pickle.HIGHEST_PROTOCOL))
                    out[symbol] = -1 - index[id(arg)]
            encoded[state] = marshal.dumps(out)
        return cls(encoded, rules)

    def raw(self, state: int) -> dict:
        """The row of `state` as kept: {symbol: the next state, or -1 - the index of the rule to
        reduce by (rule(index))}, read without making its actions (the loop's own table,
        parse_loop._Rows, and the lexers' terminal sets read it so)."""
        row = self._raw.get(state)
        if row is None:
            row = self._raw[state] = marshal.loads(self._encoded[state])
        return row

    def rule(self, index: int):
        """The rule of index `index` in raw rows (one object per rule)."""
        return self._rule(index)

    def __missing__(self, state: int) -> dict:
        row = {}
        for symbol, arg in self.raw(state).items():
            row[symbol] = (Shift, arg) if arg >= 0 else (Reduce, self._rule(-1 - arg))
        self[state] = row
        return row

    def _rule(self, i: int):
        rule = self._decoded_rules.get(i)
        if rule is None:                # one object per rule: the loop keys its builders by id
            rule = self._decoded_rules[i] = pickle.loads(self._rules[i])
        return rule

    def __reduce__(self):
        return Rows, (self._encoded, self._rules)

    def _decode_all(self) -> None:
        for state in self._encoded:
            self[state]

    def __iter__(self):
        return iter(self._encoded)

    def __len__(self) -> int:
        return len(self._encoded)

    def __contains__(self, state) -> bool:
        return state in self._encoded

    def keys(self):
        return self._encoded.keys()

    def values(self):
        self._decode_all()
        return dict.values(self)

    def items(self):
        self._decode_all()
        return dict.items(self)

    def get(self, state, default=None):
        return self[state] if state in self._encoded else default


def save(tables: LineTables, path: Path) -> None:
    """Write `tables` to `path` (the parse table as Rows); a folder that isn't writable leaves
    them unsaved."""
    if not isinstance(tables.states, Rows):
        tables = dataclasses.replace(tables, states=Rows.of(tables.states))
    buffer = io.BytesIO()
    pickler = pickle.Pickler(buffer, protocol=pickle.HIGHEST_PROTOCOL)
    pickler.dispatch_table = {Action: _by_name}
    pickler.dump(tables)
    write_whole(path, buffer.getvalue())


def load(path: Path) -> LineTables | None:
    """The tables saved at `path`; None when there are none or they can't be read."""
    try:
        with open(path, "rb") as f:
            tables = pickle.load(f)
    except Exception:       # absent, cut short by a crash, or written by other code: build anew
        return None
    return tables if isinstance(tables, LineTables) else None


def _by_name(action: Action) -> str:
    """Shift and Reduce are pickled as the names of Lark's two objects, so the loaded table holds
    the very objects the loop compares with `is`."""
    return action.name

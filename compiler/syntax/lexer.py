"""The contextual lexer, with the regular expressions of its per-state scanners shared.

Lark's contextual lexer gives each parser state a scanner for the terminals that state accepts:
one alternation of them all, in priority order, compiled when the state is first reached. The
closed vocabularies (the subtype lists of grammar/vocabulary.lark, the keyword names generated
from keywords.toml) are terminals thousands of characters long, so every state that accepts one
compiled it again: about 800 scanners, 4 s of CPU in each process that compiled a corpus.
Here a long terminal is compiled once, alone, and shared by every scanner that
accepts it; the terminals between two long ones are compiled together, and an alternation met
before is not compiled again.

Matching is unchanged: an alternation matches with its first alternative that matches, so
trying the pieces in the order the terminals had in it, and taking the first piece that
matches, finds the same terminal and the same text (each piece names its terminals as the
alternation did, `(?P<NAME>...)`, so Lark's Scanner reads the match as before).
"""
from __future__ import annotations

import re
from copy import copy

from lark.common import LexerConf
from lark.lexer import PatternStr, BasicLexer, ContextualLexer, Scanner, _create_unless

from .compiled_patterns import compile_pattern
from .line_tables import Rows
from .tries import word_groups_as_tries

# A terminal whose regular expression is at least this long is compiled on its own; the
# vocabularies are thousands of characters, the phrases of the grammar a few hundred at most.
LONG_TERMINAL = 2_000


class SharedPatterns:
    """The `re` module as Lark's lexer uses it (compile, match, error), remembering each answer:
    a pattern compiled once serves every scanner, and each of Lark's checks whether a keyword
    string is also matched by a regular terminal (lark.lexer._create_unless) is made once. Long
    groups of plain words are compiled as tries (tries.py): the same matches, found faster; a
    long pattern's compiled form is read back from the cache folder (compiled_patterns.py)."""

    error = re.error

    def __init__(self) -> None:
        self._compiled: dict[tuple[str, int], re.Pattern] = {}
        self._matches: dict[tuple[str, str, int], re.Match | None] = {}

    def compile(self, pattern: str, flags: int = 0) -> re.Pattern:
        key = (pattern, flags)
        found = self._compiled.get(key)
        if found is None:
            found = self._compiled[key] = compile_pattern(word_groups_as_tries(pattern), flags)
        return found

    def match(self, pattern: str, string: str, flags: int = 0) -> re.Match | None:
        key = (pattern, string, flags)
        if key not in self._matches:
            self._matches[key] = self.compile(pattern, flags).match(string)
        return self._matches[key]


SHARED = SharedPatterns()


def _alternative(terminal) -> str:
    """`(?P<NAME>regexp)`, as Lark writes a terminal in an alternation; a plain string's first
    character before the group (see PieceScanner)."""
    pattern = terminal.pattern
    if isinstance(pattern, PatternStr) and not pattern.flags and pattern.value:
        return "%s(?P<%s>%s)" % (re.escape(pattern.value[0]), terminal.name, re.escape(pattern.value[1:]))
    return "(?P<%s>%s)" % (terminal.name, pattern.to_regexp())


class PieceScanner(Scanner):
    """A scanner whose alternation is compiled in pieces: each long terminal alone, the runs of
    other terminals between them together (see the module's docstring).

    Each terminal that is a plain string starts its alternative with its first character, before
    its named group (`f(?P<FLYING>lying)`, `_alternative`): the regular expression engine skips an
    alternative whose first item is a character other than the text's without entering it, and
    enters every alternative that starts with a group. The match, its end and its `lastgroup`
    (the one named group that matched) are the same; the corpus's tokens are matched in half
    the time."""

    def _build_mres(self, terminals, max_size):
        pieces, run = [], []
        for t in terminals:
            if len(t.pattern.value) < LONG_TERMINAL:
                run.append(t)
                continue
            pieces += self._compiled(run, max_size)
            run = []
            pieces += self._compiled([t], 1)
        return pieces + self._compiled(run, max_size)

    def _compiled(self, terminals: list, max_size: int) -> list:
        """Lark's Scanner._build_mres (alternations of at most `max_size` terminals, fewer where
        `re` refuses so many groups) with the alternatives written by `_alternative`."""
        mres = []
        while terminals:
            try:
                mres.append(self.re_.compile("|".join(map(_alternative, terminals[:max_size])),
                                             self.g_regex_flags))
            except AssertionError:
                return mres + self._compiled(terminals, max_size // 2)
            terminals = terminals[max_size:]
        return mres


class SharingBasicLexer(BasicLexer):
    """One parser state's lexer, with a PieceScanner."""

    def _build_scanner(self) -> Scanner:
        if self.user_callbacks:
            raise ValueError("the rules parser takes no lexer callbacks")
        terminals, self.callback = _create_unless(self.terminals, self.g_regex_flags, self.re, self.use_bytes)
        return PieceScanner(terminals, self.g_regex_flags, self.re, self.use_bytes)


class SharingContextualLexer(ContextualLexer):
    """Lark's contextual lexer (passed to Lark as `_plugins={"ContextualLexer": ...}`) whose
    per-state lexers share compiled patterns through SHARED."""

    BasicLexer = SharingBasicLexer

    def __init__(self, conf, states, always_accept=()) -> None:
        if conf.re_module is not re:
            raise ValueError("the rules parser uses Python's re module")
        conf = copy(conf)
        conf.re_module = SHARED
        super().__init__(conf, states, always_accept)


class StateLexers(dict):
    """Parser state -> its lexer, as SharingContextualLexer would have made it (the terminals the
    state's row of the table names, and the ignored ones), made when the state is first reached:
    a line meets a few dozen of the ~5,000 states, and each lexer sorts hundreds of terminals.
    States that accept the same terminals share one lexer, hence one scanner."""

    def __init__(self, tables) -> None:
        super().__init__()
        self._tables = tables
        self._by_name = {t.name: t for t in tables.terminals}
        self._by_accepts: dict[frozenset, SharingBasicLexer] = {}
        self._root: SharingBasicLexer | None = None

    def __missing__(self, state: int) -> SharingBasicLexer:
        states = self._tables.states
        accepts = frozenset(states.raw(state) if isinstance(states, Rows) else states[state])
        lexer = self._by_accepts.get(accepts)
        if lexer is None:
            # in any order: BasicLexer sorts them by (priority, width, length, name), names unique
            by_name = self._by_name
            names = accepts.union(self._tables.ignore)
            lexer = self._by_accepts[accepts] = self._lexer([by_name[n] for n in names if n in by_name])
        self[state] = lexer
        return lexer

    @property
    def root(self) -> SharingBasicLexer:
        """The lexer of every terminal (ContextualLexer.root_lexer)."""
        if self._root is None:
            self._root = self._lexer(list(self._tables.terminals))
        return self._root

    def _lexer(self, terminals: list) -> SharingBasicLexer:
        tables = self._tables
        conf = LexerConf(terminals, SHARED, tables.ignore, g_regex_flags=tables.g_regex_flags,
                         skip_validation=True, use_bytes=tables.use_bytes)
        conf.terminals_by_name = self._by_name       # as ContextualLexer's copies of its conf keep
        return SharingBasicLexer(conf)

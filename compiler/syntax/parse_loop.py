"""One normalised line through the rules parser's LALR tables, lexing and parsing in one loop.

Lark parses a line with a lexer generator feeding a parser state object, a line counter per
token and several calls per token; a rules line is short (15 tokens on average) and has no
line break, so that machinery costs more than the work. This loop reads the same tables: the
state's contextual scanner (the one Lark's ContextualLexer would use, built the same way and
shared with it) matches the next token; the parse table says shift or reduce; a reduction calls
a tree builder made from the same rule options as Lark's (tree_builders below), so the tree, its
positions and its tokens are the ones Lark builds. With a Fusion's reductions (parse_into),
the reduction calls the transformer's callback instead (fused_reduce.py): no tree is built.

A line that doesn't parse raises what Lark raises: UnexpectedToken for a token the state has no
action for; where no terminal of the state matches, UnexpectedToken for the token any terminal
matches there, or UnexpectedCharacters (the same class, position, token and expected terminals;
no interactive parser is attached, so the message may read differently). An empty line, a line
with a line break, or one whose unmatched place is followed by spaces only are parsed by Lark
itself.
"""
from __future__ import annotations

from operator import attrgetter, itemgetter
from typing import Callable

from lark import Lark, Tree
from lark.tree import Meta
from lark.exceptions import UnexpectedCharacters, UnexpectedToken
from lark.lexer import PatternStr, Token
from lark.parsers.lalr_analysis import Shift

from .fused_reduce import Fusion, RunLate
from .lexer import SHARED, StateLexers, _alternative
from .line_tables import LineTables, Rows
from .scanner_plans import _spelled
from .word_keys import LETTERS, WORD, terminal_prefixes

_word = WORD.match

_new_token = Token._future_new
_str_new = str.__new__


class _NotHere(Exception):
    """This loop doesn't parse the line; Lark will (and raise what it finds)."""


class LineParser:
    """The loop over one Lark LALR parser's tables (start rule `start`): those of `lark`, or
    `tables` read from disk (line_tables.py), with `load_lark` building the Lark parser only for
    what the loop leaves to it."""

    def __init__(self, lark: Lark | None = None, *, tables: LineTables | None = None,
                 load_lark: Callable[[], Lark] | None = None) -> None:
        self._lark = lark
        self._load_lark = load_lark
        tables = tables or LineTables.of(lark)
        self.states = tables.states
        self.start_state = tables.start_state
        self.end_state = tables.end_state
        self.builders = _Builders() if tables.usable else None
        self.rows = _Rows(self.states)
        self.reductions = _Reductions(self.rows, self.builders)
        self.scans: dict[int, tuple] = _Scans(self._scan)     # state -> its scan (_scan)
        self._shared_scans: dict[tuple, tuple] = {}    # a scanner's scan, for every state it serves
        self._pieces_chars: dict[str, frozenset[str] | None] = {}
        self._terminal_matches: dict[str, Callable] = {}       # name -> _terminal_match
        self._prefixes: dict[str, frozenset[str] | None] = {}   # name -> its literal prefixes (_by_next)
        self._fitting: dict[str, set[str]] = {}     # word -> word_keys.fitting(word), MOST_WORDS at most
        self.g_regex_flags = tables.g_regex_flags
        self.lexers = lark.parser.lexer.lexers if lark is not None else StateLexers(tables)
        self.ignore = frozenset(tables.ignore)
        self.terminals_by_name = {t.name: t for t in tables.terminals}
        self.first_chars = tables.first_chars
        self.word_keys = tables.word_keys if not tables.g_regex_flags else None
        self.plain_strings = not tables.g_regex_flags     # a flag on every terminal: none is plain
        self._strings = _plain_strings(tables.terminals, self.plain_strings)    # name -> string or None
        self.plans = tables.scanners
        # a callback on a terminal (lexer_callbacks) or a postlexer: this loop has neither
        self.usable = tables.usable

    @property
    def lark(self) -> Lark:
        """The Lark parser of these tables (built on first use: most lines never need it)."""
        if self._lark is None:
            self._lark = self._load_lark()
        return self._lark

    @property
    def root_lexer(self):
        """The lexer of every terminal (Lark's ContextualLexer.root_lexer)."""
        if self._lark is not None:
            return self._lark.parser.lexer.root_lexer
        return self.lexers.root

    def parse(self, text: str):
        """The parse tree of `text`, as `Lark.parse` builds it (and raises)."""
        if self.usable and "\n" not in text:
            try:
                return self._parse(text)
            except _NotHere:
                pass
        return self.lark.parse(text)

    def parse_into(self, text: str, fusion: Fusion):
        """What `fusion`'s transformer makes of `text`'s parse tree, made at each reduction
        without the tree (fused_reduce.py); raises what `parse` raises where the line doesn't
        parse, and RunLate where a callback can't run at reduce time or the line is Lark's."""
        if self.usable and "\n" not in text:
            try:
                found = self._parse(text, fusion.reductions(self))
            except _NotHere:
                raise RunLate from None
            return found[0] if found.__class__ is tuple else found
        raise RunLate

    def _parse(self, text: str, reductions=None):
        """The tree of `text`; with a Fusion's `reductions`, the entry of its value
        (fused_reduce.py). A reduction (_Reductions: how many values, the rule's symbol, its
        builder) is made in the loop, not by a call: its values become one node, and the state
        the table gives for its symbol
        is entered; the state reached is kept at hand (the loop runs per token and reduction).
        After the last token, Lark's end token goes through the same steps (ParserState.feed_token
        with is_end, _finish): reduce until the end state is reached and return its value."""
        if reductions is None:
            reductions = self.reductions
        rows, scans, ignore = self.rows, self.scans, self.ignore
        state = self.start_state
        state_stack = [state]
        value_stack: list = []
        push_state, push_value = state_stack.append, value_stack.append
        pos, end = 0, len(text)
        token = None
        while pos < end:
            scan = scans[state]
            found = scan[0][text[pos]]          # made on first use (_ByChar)
            if found.__class__ is dict:         # a word starts here: its pieces, by the word
                words = found
                stop = text.find(" ", pos)      # a word met before and followed by a space: its entry
                found = words.get(text[pos:stop] if stop >= 0 else text[pos:])
                if found is None:
                    word = _word(text, pos).group()
                    found = words.get(word) or self._word_entry(scan, word)
            elif found.__class__ is _ByNext:    # by the character after this one
                found = found[text[pos + 1] if pos + 1 < end else ""]
            if found.__class__ is _Sure:        # the first terminal that may match does match
                kind, value, named = found
                if named is None:               # ignored
                    pos += len(value)
                    continue
            else:
                for match in found:             # Lark's Scanner.match: the first piece that matches
                    m = match(text, pos)
                    if m:
                        break
                else:
                    self._unexpected_here(text, pos, self._allowed(state), token)
                value, kind = m.group(0), m.lastgroup
                keyword = scan[1].get(kind)
                if keyword is None:
                    if kind in ignore:
                        pos = m.end()
                        continue
                    named = kind
                elif keyword.__class__ is dict and kind not in ignore:
                    named = keyword.get(value, kind)    # a keyword string its word terminal also matched
                else:                           # a callback; an ignored terminal's token is the loop's last
                    start, pos = pos, m.end()
                    token = _new_token(kind, value, start, 1, start + 1, 1, pos + 1, pos)
                    if keyword.__class__ is dict:
                        token.type = keyword.get(value, kind)
                    else:
                        token = keyword(token)
                    if kind in ignore:
                        continue
                    named = None
            if named is not None:               # Token._future_new's fields, set here
                start = pos
                pos += len(value)
                token = _str_new(Token, value)
                token.type, token.start_pos, token.value = named, start, value
                token.line, token.column, token.end_line = 1, start + 1, 1
                token.end_column, token.end_pos = pos + 1, pos
                kind = named
            else:                               # the type a callback gave
                kind = token.type
            # Lark's ParserState.feed_token: reduce while the state says so, then shift
            while True:
                try:
                    action = rows[state][kind]
                except KeyError:                # raised below, not in here: no exception chained
                    action = None
                if action is None:
                    self._no_action(token, state)
                if action >= 0:
                    state = action
                    push_state(state)
                    push_value(token)
                    break
                size, origin, build, _ = reductions[action]
                if size == 1:                   # the commonest: one value replaced by its node
                    value_stack[-1] = build(value_stack[-1:])
                    state = state_stack[-1] = rows[state_stack[-2]][origin]
                    continue
                if size:
                    children = value_stack[-size:]
                    del state_stack[-size:]
                    del value_stack[-size:]
                else:
                    children = []
                push_value(build(children))
                state = rows[state_stack[-1]][origin]
                push_state(state)
        if token is None:
            raise _NotHere                      # an empty line: Lark's own end token and error
        return self._finish(Token.new_borrow_pos("$END", "", token), reductions, state_stack, value_stack)

    def _finish(self, token, reductions, state_stack: list, value_stack: list):
        """Lark's end token fed after the last one: reduce until the end state is reached and
        return its value (a shift of the end token, or no action, is Lark's to answer)."""
        rows, end_state, state = self.rows, self.end_state, state_stack[-1]
        while True:
            action = rows[state].get("$END")
            if action is None:
                self._no_action(token, state)
            if action >= 0:
                raise _NotHere
            size, origin, build, _ = reductions[action]
            children = value_stack[-size:] if size else []
            if size:
                del state_stack[-size:]
                del value_stack[-size:]
            value_stack.append(build(children))
            state = rows[state_stack[-1]][origin]
            state_stack.append(state)
            if state == end_state:
                return value_stack[-1]

    def _scan(self, state: int) -> tuple:
        """({character: its entry (_entry): the match methods of the state's scanner's pieces that
        can start with it, a sure string, or the state's words}, filled as characters are met, its
        keyword callbacks, the first state it served, each piece's (match method, the characters
        it can start with or None for any), the scanner's terminals in order (_ranks), {word: its
        entry (_word_entry)}), made when a state of that scanner is first reached (the states with
        one scanner share it: it is the scanner's alone): from the plan saved with the tables
        (scanner_plans.py), or from the state's lexer where there is none. A piece's characters are those its terminals can start with
        (first_chars.py, read with the tables): a piece none of whose terminals starts with the
        next character can't match there, so leaving it out leaves the first piece that matches,
        and its match, as they were. A callback that gives a word matched by a word
        terminal the name of the keyword string it spells (Lark's UnlessCallback: the first of its
        strings the whole word matches) is a dict of those strings when they are plain strings
        matched as written (no flags): the first string equal to the word is the one its
        alternation matches in full first."""
        index = self.plans.by_state.get(state) if self.plans is not None else None
        if index is None:
            lexer = self.lexers[state]
            key = ("lexer", id(lexer))
        else:
            key = ("plan", index)
        found = self._shared_scans.get(key)
        if found is not None:                  # another state with the same scanner: its scan
            self.scans[state] = found
            return found
        if index is None:
            scanner = lexer.scanner            # built on first use, as Lark builds it
            keywords = {kind: _spelled(callback, scanner.g_regex_flags) for kind, callback in lexer.callback.items()}
            patterns = scanner._mres
        else:                                  # as saved with the tables (scanner_plans.py)
            patterns, keywords = self.plans.scanner(state)
        found = self.scans[state] = self._shared_scans[key] = self._scan_of(patterns, keywords, state)
        return found

    def _scan_of(self, patterns, keywords: dict, state: int | None) -> tuple:
        """The scan (_scan) of a scanner whose pieces are `patterns` and whose keyword callbacks
        are `keywords`, first serving `state` (None: the root scanner's, _root_scan)."""
        pieces = tuple((p.match, self._piece_chars(p)) for p in patterns)
        by_char = _ByChar(self._entry)
        found = by_char.scan = (by_char, keywords, state, pieces,
                                _ranks(patterns, self._strings), {})
        return found

    def _root_scan(self) -> tuple:
        """The scan (_scan) of the root scanner (every terminal), its callbacks as Lark's root lexer
        has them (or as planned, scanner_plans.py) in place of keyword names: made when a line
        first fails to lex, so the error path finds the token as the loop does, trying only the
        pieces that may match (_match_at) rather than each of the root's pieces in turn."""
        found = self._shared_scans.get(_ROOT)
        if found is None:
            plan = self.plans.root_scanner() if self.plans is not None else None
            if plan is None:
                root = self.root_lexer
                plan = root.scanner._mres, root.callback
            found = self._shared_scans[_ROOT] = self._scan_of(*plan, None)
        return found

    def _match_at(self, scan: tuple, text: str, pos: int) -> tuple[str, str] | None:
        """(the terminal, the text) the scanner of `scan` matches at `pos` (Lark's Scanner.match:
        its first piece that matches, the first of that piece's terminals), or None, found from
        the scan's entries as the loop finds it: a piece none of whose terminals may match there
        (first_chars.py, word_keys.py) is not tried, a sure string is not tried at all."""
        found = scan[0][text[pos]]
        if found.__class__ is dict:
            word = _word(text, pos).group()
            found = found.get(word) or self._word_entry(scan, word)
        elif found.__class__ is _ByNext:
            found = found[text[pos + 1] if pos + 1 < len(text) else ""]
        if found.__class__ is _Sure:
            return found[0], found[1]
        for match in found:
            m = match(text, pos)
            if m:
                return m.lastgroup, m.group(0)
        return None

    def _entry(self, scan: tuple, char: str):
        """What the loop reads of a state's scanner where the next character is `char`: the
        state's words (a dict: word -> its entry, `_word_entry`) for a letter when the tables
        have word keys; the terminal (_Sure) when the first terminal that may start with `char`
        is the plain string `char`, which matches; where the terminals before that string can
        match only with a second character (their literal prefixes, word_keys.py, all two
        characters long at least), a _ByNext entry: by the next character, the string's _Sure
        where none of them has a prefix going on with that character, else the pieces; else the
        match methods of the pieces that may start with it (_pieces_for)."""
        if char in LETTERS and self.word_keys is not None:
            found = scan[0][char] = scan[5]
            return found
        first_chars = self.first_chars
        before = []                     # the terminals that may start with `char` before its string
        for name, (_rank, _piece, string) in scan[4].items():
            chars = first_chars.get(name)
            if chars is None or char in chars:
                if string == char:
                    found = self._sure(scan, name, char)
                    if found is not None and before:
                        found = self._by_next(scan, char, before, found)
                    if found is not None:
                        scan[0][char] = found
                        return found
                    break
                if self.word_keys is not None and len(before) < MOST_BEFORE:
                    before.append(name)
                    continue
                break
        return _pieces_for(scan, char)

    def _by_next(self, scan: tuple, char: str, before: list, sure: _Sure):
        """The _ByNext entry of `char` (_entry) whose terminals `before` its sure string each have
        literal prefixes (word_keys.terminal_prefixes), those starting with `char` two characters
        long at least (one starting with another character can't match here), or None where one
        of them has no such prefixes (an empty one, `char` alone, none read)."""
        seconds: set[str] = set()
        for name in before:
            found = self._prefixes.get(name, _UNREAD)
            if found is _UNREAD:
                found = self._prefixes[name] = terminal_prefixes(self.terminals_by_name[name], self.g_regex_flags)
            if found is None:
                return None
            for prefix in found:
                if prefix[:1] == char:          # one starting otherwise doesn't match here
                    if len(prefix) < 2:
                        return None
                    seconds.add(prefix[1])
                elif not prefix:
                    return None
        return _ByNext(sure, frozenset(seconds), _pieces_for(scan, char))

    def _word_entry(self, scan: tuple, word: str):
        """The entry of `word` at a state (word_keys.py): the match methods of the terminals that
        may match where `word` starts, each alone (_terminal_match), in the scanner's order, up to
        a plain string of letters the word starts with (which matches: no terminal after it is
        reached); _Sure when that string is the first terminal that may match. Each alone, not
        the pieces holding them: a piece is an alternation the engine enters branch by branch,
        most of whose terminals can't match this word, so a word's few terminals cost less tried
        one by one, and the first of them to match is the piece's (and the scanner's) match."""
        ranks, first_chars, start = scan[4], self.first_chars, word[0]
        fitting = []
        may_match = self._fitting.get(word)
        if may_match is None:                   # the same at every state: read once a word
            if len(self._fitting) >= MOST_WORDS:
                self._fitting.clear()
            may_match = self._fitting[word] = self.word_keys.fitting(word)
        for name in may_match:
            place = ranks.get(name)
            if place is not None:
                chars = first_chars.get(name)
                if chars is None or start in chars:
                    fitting.append((*place, name))
        fitting.sort()
        names = []
        for _rank, _piece, string, name in fitting:
            sure = string is not None and LETTERS.issuperset(string)
            if sure and not names:
                found = self._sure(scan, name, string)
                if found is not None:
                    scan[5][word] = found
                    return found
            names.append(name)
            if sure:
                break
        found = scan[5][word] = tuple(map(self._terminal_match, names))
        return found

    def _terminal_match(self, name: str):
        """The match method of the terminal `name` alone, written as its scanners' alternations
        write it (lexer._alternative: its match, end and `lastgroup` are the alternation's where
        it is the first of its terminals to match), compiled when first needed as the scanners'
        pieces are (lexer.SHARED: a long list of plain words as a trie, tries.py; a long terminal
        alone is its own piece, compiled once for both); a short one is handed the engine's code
        planned with the tables (scanner_plans.py), where they have it, as a short piece is."""
        found = self._terminal_matches.get(name)
        if found is None:
            pattern = _alternative(self.terminals_by_name[name])
            planned = self.plans.terminal(name, pattern) if self.plans is not None else None
            if planned is None:
                planned = SHARED.compile(pattern, self.g_regex_flags)
            found = self._terminal_matches[name] = planned.match
        return found

    def _sure(self, scan: tuple, name: str, string: str):
        """The _Sure entry of the terminal `name` matching `string` at a state: the type its token
        takes (the keyword string the word spells, else `name`), None where the terminal is
        ignored; None (no entry) where a keyword callback other than a plain dict is to run, or
        where an ignored terminal has a keyword callback (its token is then the loop's last)."""
        keyword = scan[1].get(name)
        if keyword is None:
            named = name
        elif keyword.__class__ is dict and name not in self.ignore:
            named = keyword.get(string, name)
        else:
            return None
        return _Sure((name, string, None if name in self.ignore else named))

    def _piece_chars(self, pattern) -> frozenset[str] | None:
        """The characters a piece (an alternation of named terminals) can start with: the union of
        its terminals' (None, any, when one of them may start with anything or isn't known)."""
        known = self._pieces_chars
        if pattern.pattern in known:           # a piece shared by several scanners
            return known[pattern.pattern]
        chars: set[str] | None = set()
        for name in pattern.groupindex:
            found = self.first_chars.get(name)
            if found is None:
                chars = None
                break
            chars |= found
        found = known[pattern.pattern] = None if chars is None else frozenset(chars)
        return found

    def _no_action(self, token, state: int):
        """As Lark's feed_token says it (its message may differ)."""
        raise UnexpectedToken(token, {s for s in self.states[state] if s.isupper()},
                              terminals_by_name=self.terminals_by_name)

    def _allowed(self, state: int) -> set[str]:
        """The terminals a state's scanner matches, the ignored ones left out (as Lark's
        ContextualLexer names them in its error): kept with the state's plan, else its lexer's."""
        allowed = self.plans.allowed(state) if self.plans is not None else None
        if allowed is None:
            allowed = self.lexers[state].scanner.allowed_types
        return set(allowed - self.ignore) or {"<END-OF-FILE>"}

    def _unexpected_here(self, text: str, pos: int, allowed: set[str], last):
        """Raise what Lark's ContextualLexer raises where no terminal of the state matches at `pos`:
        UnexpectedToken for the token any terminal matches there (after spaces), or else
        UnexpectedCharacters with the terminals the state `allowed`."""
        scan = self._root_scan()
        callbacks = scan[1]
        at = pos
        while at < len(text):
            found = self._match_at(scan, text, at)
            if found is None:
                raise UnexpectedCharacters(text, pos, 1, pos + 1, allowed=allowed, token_history=last and [last],
                                           terminals_by_name=self.terminals_by_name)
            kind, value = found
            start, at = at, at + len(value)
            if kind in self.ignore and kind not in callbacks:
                continue
            token = _new_token(kind, value, start, 1, start + 1, 1, at + 1, at)
            callback = callbacks.get(kind)
            if callback.__class__ is dict:  # a keyword string the word spells (scanner_plans._spelled)
                token.type = callback.get(value, kind)
            elif callback is not None:
                token = callback(token)
            if kind not in self.ignore:
                raise UnexpectedToken(token, allowed, token_history=[last],
                                      terminals_by_name=self.terminals_by_name)
        raise _NotHere                  # only spaces were left: Lark's own answer


_ROOT = ("root",)                       # the root scanner's key among the shared scans
_UNREAD = object()                      # a terminal whose prefixes aren't read yet (_by_next)
# at most this many terminals before a character's sure string are read for their prefixes
MOST_BEFORE = 8
# at most this many words' fitting terminals are kept (LineParser._word_entry): a corpus meets ~4,000
MOST_WORDS = 16_384


class _Sure(tuple):
    """(a terminal's name, its plain string, the type of its token or None where it is ignored):
    the scanner's match, found without trying a piece (LineParser._sure)."""


class _ByChar(dict):
    """A scan's character -> its entry (LineParser._entry, which keeps it here), made when first
    met; `scan` is the scan holding it."""

    def __init__(self, make) -> None:
        super().__init__()
        self._make = make
        self.scan: tuple = ()

    def __missing__(self, char: str):
        return self._make(self.scan, char)


class _Scans(dict):
    """state -> its scan (LineParser._scan, which keeps it here), made when first reached."""

    def __init__(self, make) -> None:
        super().__init__()
        self._make = make

    def __missing__(self, state: int) -> tuple:
        return self._make(state)


_GROUP = itemgetter(1)                  # a (name, group) pair's group number


def _ranks(patterns, strings: dict[str, str | None]) -> dict[str, tuple[int, int, str | None]]:
    """A scanner's terminals in the order its alternation tries them: name -> (that place, the
    index of the piece holding it, its plain string or None for a regular expression), of the
    terminals named in `strings` (_plain_strings)."""
    ranks: dict[str, tuple[int, int, str | None]] = {}
    for index, pattern in enumerate(patterns):
        for name, _group in sorted(pattern.groupindex.items(), key=_GROUP):
            if name in strings and name not in ranks:
                ranks[name] = (len(ranks), index, strings[name])
    return ranks


def _plain_strings(terminals, plain_strings: bool) -> dict[str, str | None]:
    """Each terminal's name -> its plain string, or None for a regular expression (or where
    `plain_strings` is false: a flag on every terminal)."""
    found: dict[str, str | None] = {}
    for terminal in terminals:
        plain = terminal.pattern
        found[terminal.name] = plain.value if plain_strings and isinstance(plain, PatternStr) and not plain.flags else None
    return found


def _pieces_for(scan: tuple, char: str) -> tuple:
    """The match methods of the state's pieces that can start with `char`, in their order (kept
    in the state's scan, see LineParser._scan)."""
    found = scan[0][char] = tuple(match for match, chars in scan[3] if chars is None or char in chars)
    return found


class _ByNext(dict):
    """A character's entry by the character after it ("" at the end of the line), made when first
    met: the sure string's _Sure where no terminal tried before it has a prefix going on with
    that character (`seconds`: the second characters of their prefixes), else the `pieces`
    (LineParser._by_next)."""

    def __init__(self, sure: _Sure, seconds: frozenset[str], pieces: tuple) -> None:
        super().__init__()
        self._sure, self._seconds, self._pieces = sure, seconds, pieces

    def __missing__(self, char: str):
        found = self[char] = self._pieces if char in self._seconds else self._sure
        return found


class _Rows(dict):
    """The parse table as the loop reads it: state -> {symbol: the next state (>= 0) for a shift,
    or -1 - the index of the rule to reduce by}: the row as kept on disk (line_tables.Rows.raw),
    or written so from Lark's row (Shift or Reduce and its argument) when a line first reaches
    the state. A row holds ints only, the same for every table of reductions (_Reductions: the
    tree's builders, a Fusion's reducers), so no row is translated for either; a step is one
    lookup and one comparison."""

    def __init__(self, states: dict) -> None:
        super().__init__()
        self._states = states
        self._rules: list = []              # a rule's index (Lark's rows only) -> the rule
        self._indices: dict[int, int] = {}  # id(rule) -> its index (a Rule hashes in Python code)

    def __missing__(self, state: int) -> dict:
        states = self._states
        if isinstance(states, Rows):        # read from disk: its rows as kept
            row = self[state] = states.raw(state)
            return row
        row = self[state] = {}
        for symbol, (action, arg) in states[state].items():
            row[symbol] = arg if action is Shift else -1 - self._index(arg)
        return row

    def rule(self, index: int):
        """The rule of index `index` in the rows (-1 - what a row holds for its reduction)."""
        states = self._states
        return states.rule(index) if isinstance(states, Rows) else self._rules[index]

    def _index(self, rule) -> int:
        found = self._indices.get(id(rule))
        if found is None:
            found = self._indices[id(rule)] = len(self._rules)
            self._rules.append(rule)
        return found


class _Reductions(dict):
    """What a row holds for a reduction (-1 - the rule's index, _Rows) -> (how many values, the
    rule's symbol as a plain str (a Token key compares slower), the function making its node
    from those values, the rule's _Shape), made when a line first reduces by the rule: the tree's
    builders (_Builders) here, a Fusion's reducers in its own table (fused_reduce.py)."""

    def __init__(self, rows: _Rows, builders) -> None:
        super().__init__()
        self._rows, self._builders = rows, builders

    def __missing__(self, action: int) -> tuple:
        rule = self._rows.rule(-1 - action)
        size, origin, build, shape = self._builders.get(id(rule)) or self._builders.reduction(rule)
        found = self[action] = (size, str(origin), build, shape)
        return found


class _Builders(dict):
    """id(rule) -> (how many values the rule reduces, the name of the rule's symbol, the function
    that builds its node from those values, the rule's _Shape), made when the rule is first reduced
    (`reduction`): keyed by id, as a Rule hashes and compares in Python code at each lookup.
    The builder does in one call what Lark's ParseTreeBuilder chain does in three
    (lark/parse_tree_builder.py: drop the filtered-out tokens and splice in `_rule`s' children,
    return a `?rule`'s single child, set the positions as propagate_positions does)."""

    def reduction(self, rule) -> tuple:
        shape = _Shape.of(rule)
        found = self[id(rule)] = (len(rule.expansion), rule.origin.name, _builder(shape), shape)
        return found


class _Shape:
    """What a rule's reduction does with its values, read from its options as Lark's
    ParseTreeBuilder reads them: the node's `name`, `expand1` (a `?rule`: its one kept child
    stands for it), `keep` ((index, whether it is an `_rule` whose children are spliced in) of
    each value kept), `filtering` (some value is dropped or spliced), `inlined` (the rule is an
    `_rule` itself: its parent splices its children), and the `rule` (kept: its id is the key)."""

    __slots__ = ("name", "expand1", "keep", "filtering", "inlined", "rule")

    @classmethod
    def of(cls, rule) -> _Shape:
        shape = cls()
        options = rule.options
        shape.name = rule.alias or options.template_source or rule.origin.name
        shape.expand1 = bool(options.expand1 and not rule.alias)
        shape.keep = [(i, not sym.is_term and sym.name.startswith("_")) for i, sym in enumerate(rule.expansion)
                      if options.keep_all_tokens or not (sym.is_term and sym.filter_out)]
        shape.filtering = len(shape.keep) < len(rule.expansion) or any(expand for _, expand in shape.keep)
        shape.inlined = rule.origin.name.startswith("_")
        shape.rule = rule
        return shape


def _builder(shape: _Shape):
    name, expand1, keep, filtering = shape.name, shape.expand1, shape.keep, shape.filtering

    def build(children: list):
        if filtering:
            kept: list = []
            for i, expand in keep:
                if expand:
                    if kept:
                        kept += children[i].children
                    else:
                        kept = children[i].children
                else:
                    kept.append(children[i])
        else:
            kept = children
        if expand1 and len(kept) == 1:
            node = kept[0]
            if node.__class__ is not Tree:
                return node
            meta = node.meta
        else:
            meta = Meta()
            node = Tree(name, kept, meta)
        _place(meta, children)
        return node
    return build


def _place(meta, children: list) -> None:
    """PropagatePositions: a node starts where its first child's container starts and ends where
    its last child's container ends (a `?rule`'s returned child keeps its own start and end).
    A token has no container: its own positions are read. A tree the loop built has a container
    exactly when its meta isn't empty (this function sets both), so its container is read as
    such; any other child takes the general way (_place_any)."""
    start = _edge(children, _TOKEN_START, _CONTAINER_START)
    if start is None:
        return None                     # no child has a place: the node has none either
    end = _edge(reversed(children), _TOKEN_END, _CONTAINER_END)
    if start is _OTHER or end is _OTHER:
        return _place_any(meta, children)
    if meta.empty:
        (meta.line, meta.column, meta.start_pos), (meta.end_line, meta.end_column, meta.end_pos) = start, end
        meta.empty = False
    meta.container_line, meta.container_column, meta.container_start_pos = start
    meta.container_end_line, meta.container_end_column, meta.container_end_pos = end
    return None


_TOKEN_START = attrgetter("line", "column", "start_pos")
_TOKEN_END = attrgetter("end_line", "end_column", "end_pos")
_CONTAINER_START = attrgetter("container_line", "container_column", "container_start_pos")
_CONTAINER_END = attrgetter("container_end_line", "container_end_column", "container_end_pos")
_OTHER = object()                       # a child neither a Token nor a Tree


def _edge(children, of_token, of_meta):
    """The place (line, column, position) of the first child in `children` that has one (a token,
    or a tree whose meta isn't empty), read by `of_token` or `of_meta`; None when none has one,
    _OTHER at a child of another kind."""
    for child in children:
        kind = child.__class__
        if kind is Token:
            return of_token(child)
        if kind is not Tree:
            return _OTHER
        child = child.meta
        if not child.empty:
            return of_meta(child)
    return None


def _place_any(meta, children: list) -> None:
    """_place for children of any kind (an object with __lark_meta__, a tree of another class)."""
    first = _first_meta(children)
    if first is not None:
        if isinstance(first, Token):
            line, column, start = first.line, first.column, first.start_pos
        else:
            line = getattr(first, "container_line", first.line)
            column = getattr(first, "container_column", first.column)
            start = getattr(first, "container_start_pos", first.start_pos)
        if not hasattr(meta, "line"):
            meta.line, meta.column, meta.start_pos, meta.empty = line, column, start, False
        meta.container_line, meta.container_column, meta.container_start_pos = line, column, start
    last = _first_meta(reversed(children))
    if last is not None:
        if isinstance(last, Token):
            line, column, end = last.end_line, last.end_column, last.end_pos
        else:
            line = getattr(last, "container_end_line", last.end_line)
            column = getattr(last, "container_end_column", last.end_column)
            end = getattr(last, "container_end_pos", last.end_pos)
        if not hasattr(meta, "end_line"):
            meta.end_line, meta.end_column, meta.end_pos, meta.empty = line, column, end, False
        meta.container_end_line, meta.container_end_column, meta.container_end_pos = line, column, end


def _first_meta(children):
    for child in children:
        if isinstance(child, Tree):
            if not child.meta.empty:
                return child.meta
        elif isinstance(child, Token):
            return child
        elif hasattr(child, "__lark_meta__"):
            return child.__lark_meta__()
    return None


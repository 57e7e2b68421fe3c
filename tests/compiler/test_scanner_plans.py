"""compiler/syntax/scanner_plans.py: each parser state's scanner, as the line loop reads it,
saved with the line tables, so a process that loads them builds no lexer: the same pieces in
the same order, the same keyword names, the same terminals named where a line fails to lex."""
from __future__ import annotations

import pickle

from cardtext.compiler.syntax.lexer import StateLexers
from cardtext.compiler.syntax.parse_loop import LineParser, _spelled
from cardtext.compiler.syntax.parser import rules_parser
from cardtext.compiler.syntax.scanner_plans import ScannerPlans

from .test_parse_loop import FAILS, PARSES, _error, _saved_and_loaded, _shape


def test_a_state_s_plan_is_the_scanner_its_lexer_builds(tmp_path):
    tables = _saved_and_loaded(tmp_path)
    plans = tables.scanners
    assert isinstance(plans, ScannerPlans) and len(plans.by_state) == len(tables.states)
    lexers = StateLexers(tables)
    for state in list(tables.states.keys())[::97]:
        lexer = lexers[state]
        patterns, keywords = plans.scanner(state)
        assert [p.pattern for p in patterns] == [p.pattern for p in lexer.scanner._mres]
        assert [p.groupindex for p in patterns] == [p.groupindex for p in lexer.scanner._mres]
        assert keywords == {k: _spelled(c, 0) for k, c in lexer.callback.items()}
        assert plans.allowed(state) == lexer.scanner.allowed_types


def test_a_loaded_parser_builds_no_lexer_for_lines_that_parse_or_fail(tmp_path):
    """Lines that parse get Lark's trees and lines that don't, Lark's errors (the terminals the
    state allowed included), with no state's lexer made, nor the root lexer (the scanner of every
    terminal, which names the token where a state's scanner matches nothing)."""
    ours = LineParser(tables=_saved_and_loaded(tmp_path), load_lark=rules_parser)
    for text in PARSES:
        assert _shape(ours._parse(text)) == _shape(rules_parser().parse(text))
    for text in FAILS:
        assert _error(ours.parse, text) == _error(rules_parser().parse, text)
    assert ours.scans and not dict.keys(ours.lexers)
    assert ours.lexers._root is None


def test_code_written_by_another_re_module_is_not_used(tmp_path):
    """The engine's code of a short piece is used only under the `re` format it was written in;
    under another the piece's expression is compiled, and matches as before."""
    plans = _saved_and_loaded(tmp_path).scanners
    state = next(iter(plans.by_state))
    patterns, _ = plans.scanner(state)
    foreign = pickle.loads(pickle.dumps(plans))
    foreign = ScannerPlans(foreign.flags, foreign.magic + 1, foreign.pieces, foreign.scanners, foreign.by_state)
    again, _ = foreign.scanner(state)
    assert [p.pattern for p in again] == [p.pattern for p in patterns]
    for text in ("flying", "destroy target creature."):
        assert [_found(p, text) for p in again] == [_found(p, text) for p in patterns]


def _found(pattern, text: str):
    m = pattern.match(text)
    return m and (m.span(), m.lastgroup)


def test_a_terminal_planned_alone_matches_as_the_terminal_compiled_alone(tmp_path):
    """The loop tries a word's terminals each alone (parse_loop._terminal_match): the plan keeps
    each short one's expression and engine code, and what they compile to matches as the
    expression compiled by the lexer's shared `re` (lexer.SHARED) does, at every place of a line;
    a terminal whose expression differs from the planned one, or an unplanned one, gets None."""
    from cardtext.compiler.syntax.lexer import SHARED, _alternative
    tables = _saved_and_loaded(tmp_path)
    plans = tables.scanners
    planned = 0
    for terminal in tables.terminals:
        pattern = _alternative(terminal)
        ours = plans.terminal(terminal.name, pattern)
        if ours is None:
            assert terminal.name not in plans.terminals
            continue
        planned += 1
        compiled = SHARED.compile(pattern, tables.g_regex_flags)
        assert (ours.pattern, ours.groupindex, ours.flags) == (compiled.pattern, compiled.groupindex, compiled.flags)
        for text in PARSES[:8]:
            for at in range(len(text)):
                assert _found_at(ours, text, at) == _found_at(compiled, text, at)
        assert plans.terminal(terminal.name, pattern + "x") is None
    assert planned > len(tables.terminals) / 2


def _found_at(pattern, text: str, at: int):
    m = pattern.match(text, at)
    return m and (m.span(), m.lastgroup)

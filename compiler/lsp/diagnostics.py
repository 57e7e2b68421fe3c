"""Problems as LSP diagnostics: ranges in the client's position encoding, severities mapped,
the code and, for a lint rule, its documentation link."""
from __future__ import annotations

from lsprotocol import types

from ..diagnostics import Severity
from .analysis import Edit, Problem
from .positions import UTF16, to_client

SEVERITIES = {Severity.ERROR: types.DiagnosticSeverity.Error,
              Severity.WARNING: types.DiagnosticSeverity.Warning,
              Severity.INFO: types.DiagnosticSeverity.Information}


def lsp_range(lines: list[str], line: int, column: int, end_line: int, end_column: int,
              encoding: str = UTF16) -> types.Range:
    start = to_client(lines, line, column, encoding)
    end = to_client(lines, end_line, end_column, encoding)
    return types.Range(types.Position(*start), types.Position(*max(start, end)))


def edit_range(lines: list[str], edit: Edit, encoding: str = UTF16) -> types.Range:
    return lsp_range(lines, edit.line, edit.column, edit.end_line, edit.end_column, encoding)


def to_lsp(problem: Problem, lines: list[str], encoding: str = UTF16) -> types.Diagnostic:
    p = problem
    return types.Diagnostic(
        range=lsp_range(lines, p.line, p.column, p.end_line, p.end_column, encoding),
        message=p.message,
        severity=SEVERITIES[p.severity],
        code=p.code,
        code_description=types.CodeDescription(href=p.url) if p.url else None,
        source=p.source,
    )

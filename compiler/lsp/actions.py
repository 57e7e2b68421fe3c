"""Code actions: each lint finding with a safe fix is a quick fix whose edit applies it, and
"fix all" (source.fixAll) applies every fix of the document that does not overlap another,
as `cardtext lint --fix` does in one pass (lint/fixes.py)."""
from __future__ import annotations

from lsprotocol import types

from .analysis import Problem
from .diagnostics import edit_range, to_lsp

FIX_ALL = f"{types.CodeActionKind.SourceFixAll.value}.cardtext"


def _overlaps(a: types.Range, b: types.Range) -> bool:
    def key(p: types.Position):
        return (p.line, p.character)
    return key(a.start) <= key(b.end) and key(b.start) <= key(a.end)


def _edit(uri: str, version: int | None, edits: list[types.TextEdit]) -> types.WorkspaceEdit:
    document = types.OptionalVersionedTextDocumentIdentifier(uri=uri, version=version)
    return types.WorkspaceEdit(document_changes=[types.TextDocumentEdit(document, edits)])


def _title(problem: Problem) -> str:
    replacement = problem.fix.replacement if problem.fix else ""
    action = f"replace with '{replacement}'" if replacement else "delete the words"
    return f"{problem.code}: {action} ({problem.message.split(chr(10))[0]})"


def quick_fixes(problems: list[Problem], lines: list[str], uri: str, version: int | None,
                wanted: types.Range, encoding: str) -> list[types.CodeAction]:
    """A quick fix for each fixable problem whose range touches `wanted`."""
    out = []
    for p in problems:
        if p.fix is None:
            continue
        diagnostic = to_lsp(p, lines, encoding)
        if not _overlaps(diagnostic.range, wanted):
            continue
        edit = types.TextEdit(edit_range(lines, p.fix, encoding), p.fix.replacement)
        out.append(types.CodeAction(title=_title(p), kind=types.CodeActionKind.QuickFix,
                                    diagnostics=[diagnostic], is_preferred=True,
                                    edit=_edit(uri, version, [edit])))
    return out


def fix_all(problems: list[Problem], lines: list[str], uri: str, version: int | None,
            encoding: str) -> types.CodeAction | None:
    """One action with every fix that overlaps no other (the first of overlapping ones)."""
    edits: list[types.TextEdit] = []
    for p in sorted((p for p in problems if p.fix is not None), key=lambda p: (p.fix.line, p.fix.column)):
        r = edit_range(lines, p.fix, encoding)
        if edits and (r.start.line, r.start.character) < (edits[-1].range.end.line, edits[-1].range.end.character):
            continue
        edits.append(types.TextEdit(r, p.fix.replacement))
    if not edits:
        return None
    return types.CodeAction(title=f"cardtext: fix all ({len(edits)} fix{'es' if len(edits) != 1 else ''})",
                            kind=FIX_ALL, edit=_edit(uri, version, edits))

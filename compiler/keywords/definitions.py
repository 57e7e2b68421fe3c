"""Keywords defined in rules text, compiled by cardtext itself.

Most keyword abilities abbreviate ordinary rules text (CR 702.1), which their reminder text
spells out: "Mobilize N" means "Whenever this creature attacks, create N tapped and attacking
1/1 red Warrior creature tokens. Sacrifice them at the beginning of the next end step." A
database entry with a `definition` holds that text with slots for its parameter; here the slots
are filled for one use of the keyword and the text is compiled, line by line, through the same
normalisation, grammar, Transformer and semantic check as a card's own text. The result is the
definition's AST lines, which the lowering turns into abilities named for the keyword.

The text is compiled as if printed on a card with a name no rules text can contain, so it refers
to its object only as "this creature" / "this permanent" (CR 201.5 does not apply to words
of the definition that happen to spell a card's name).
"""
from __future__ import annotations

from functools import lru_cache

from lark.exceptions import UnexpectedInput, VisitError

from ..dataclass_fields import replaced
from ..semantics.check import check_line
from ..source.normalize import normalise
from ..syntax import nodes as A
from ..syntax.parser import line_parser
from ..syntax.transform import ToAst, UnsupportedPhrase
from .database import OLDER_FORMS, KeywordDatabase, KeywordEntry, builtin
from .templates import fill

HOLDER = "\ue000"             # the definition's card name: a private-use character, never printed


class DefinitionError(Exception):
    """A definition that does not compile: its line (1-based), the index in that line of the
    filled text (0-based), and why."""

    def __init__(self, line: int, index: int, message: str):
        super().__init__(message)
        self.line, self.index, self.message = line, index, message


def expand(node: A.AbilityLine, keywords: KeywordDatabase | None, norm_text: str) -> A.AbilityLine:
    """`node` with each keyword of a keyword line that has a definition carrying its compiled
    definition (A.Keyword.definition); a keyword the database marks unsupported is CT301."""
    if not isinstance(node.line, A.KeywordLine):
        return node
    db = keywords or builtin()
    out = []
    for k in node.line.keywords:
        entry = db.get(k.name)
        if entry is not None and entry.unsupported:
            raise UnsupportedPhrase(f"the keyword '{k.name}' ({entry.cr}) has no engine support",
                                    start=k.span.start)
        if entry is None or not entry.definition:
            out.append(k)
            continue
        cost = _printed_cost(norm_text, k) if "cost" in entry.parameter.value else None
        number, older = k.number, ""
        if number is None and k.name in OLDER_FORMS:
            number, older = OLDER_FORMS[k.name]
        try:
            lines = definition_lines(entry, number, cost, db)
            if older:
                lines += (compile_rules_line(older),)
        except DefinitionError as exc:
            raise UnsupportedPhrase(f"the definition of '{k.name}' ({entry.cr}) does not compile: "
                                    f"{exc.message}", start=k.span.start) from None
        out.append(replaced(k, definition=lines))
    return replaced(node, line=replaced(node.line, keywords=tuple(out)))


def _printed_cost(text: str, k: A.Keyword) -> str:
    """The keyword's cost as printed after its name ("kicker {2}{g}" -> "{2}{g}")."""
    return text[k.span.start:k.span.end][len(k.name):].strip(" \u2014-")


def definition_lines(entry: KeywordEntry, number, cost, db: KeywordDatabase | None = None):
    """The AST lines of `entry`'s definition with its parameter bound (cached per use)."""
    return _compile(entry.definition, number, cost, db if db is not None and db is not builtin() else None)


@lru_cache(maxsize=4096)
def _compile(template: str, number, cost, db: KeywordDatabase | None) -> tuple[A.Line, ...]:
    text = fill(template, number, cost)
    transformer = ToAst()
    out = []
    for n, line in enumerate(text.split("\n"), start=1):
        if line.strip():
            out.append(_compile_line(n, line, transformer, db))
    return tuple(out)


@lru_cache(maxsize=256)
def compile_rules_line(text: str) -> A.Line:
    """One line of rules text the rules themselves state (a predefined token's description,
    tokens.py), compiled as a definition's line; DefinitionError if cardtext cannot read it."""
    return _compile_line(1, text, ToAst(), None)


def _compile_line(n: int, line: str, transformer: ToAst, db) -> A.Line:
    norm, bad = normalise(line, HOLDER)
    if bad is not None:
        raise DefinitionError(n, bad, "unbalanced parenthesis")

    def at(index) -> int:
        return norm.origin[min(index, len(norm.origin) - 1)] if norm.origin and index is not None else 0
    try:
        node = transformer.transform_line(line_parser(db), norm.text)
    except UnexpectedInput as exc:
        index = getattr(exc, "pos_in_stream", None) or 0
        raise DefinitionError(n, at(index), f"not understood from {norm.text[index:index + 20]!r}") from None
    except VisitError as exc:
        start = getattr(exc.orig_exc, "start", None)
        raise DefinitionError(n, at(start), str(exc.orig_exc)) from None
    except UnsupportedPhrase as exc:
        raise DefinitionError(n, at(exc.start), str(exc)) from None
    findings = check_line(node, transformer.span_of)
    if findings:
        raise DefinitionError(n, at(findings[0].span.start), findings[0].message)
    if isinstance(node.line, A.KeywordLine):
        raise DefinitionError(n, 0, "a definition is rules text, not another keyword")
    return node.line

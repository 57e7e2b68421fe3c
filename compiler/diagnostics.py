"""Diagnostics: what the compiler could not understand, and where (file:line:col)."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Severity(str, Enum):
    ERROR = "error"
    WARNING = "warning"
    INFO = "info"


@dataclass(frozen=True)
class Diagnostic:
    """One finding. `line`/`column` are 1-based positions in `file`.

    `excerpt` is the offending source line, or a window of it when the line is long, and
    `caret` a line of spaces with a `^` under the place, ready to print under it.
    `excerpt_column` is that place's column within the excerpt when the excerpt is a window
    (0: the same as `column`); the caret never runs past the excerpt's end.
    """

    code: str
    severity: Severity
    message: str
    file: str
    line: int
    column: int
    excerpt: str = ""
    hint: str = ""
    excerpt_column: int = 0

    @property
    def caret(self) -> str:
        at = min(max(self.excerpt_column or self.column, 1), len(self.excerpt) + 1)
        return " " * (at - 1) + "^"

    def render(self) -> str:
        """Render as `file:line:col: CODE severity: message` plus excerpt, caret and hint."""
        out = [f"{self.file}:{self.line}:{self.column}: {self.code} {self.severity.value}: {self.message}"]
        if self.excerpt:
            out += ["    " + self.excerpt, "    " + self.caret]
        if self.hint:
            out.append(f"    hint: {self.hint}")
        return "\n".join(out)


# Codes: CT1xx card files and input, CT2xx rules text, CT3xx meaning (the semantic pass and
# lowering), CT9xx internal.
CODES = {
    "CT101": "malformed card header",
    "CT102": "missing card field",
    "CT103": "unreadable input",
    "CT104": "input too large",
    "CT106": "card data with no card in it, or an object `cardtext import` skipped",
    "CT107": "too many cards in one input",
    "CT108": "too many rules lines in one card",
    "CT109": "a header field too long",
    "CT110": "a number in the header over the limit (cost, P/T, loyalty)",
    "CT111": "more lint findings on one card than are reported (the rest counted, not listed)",
    "CT201": "text not understood",
    "CT202": "unknown mana symbol",
    "CT203": "unbalanced braces or parentheses",
    "CT204": "line too long",
    "CT205": "cost with no effect",
    "CT206": "a number in rules text over the limit",
    "CT208": "a character that can't be card text (control, lone surrogate, superscript digit)",
    "CT301": "construct parsed but not yet supported by the engine",
    "CT302": "an effect names a kind of object or player it can't act on (a player can't be destroyed)",
    "CT303": "a permanent that can't exist (an instant or sorcery permanent)",
    "CT304": "a word written twice in one noun (\"target creature creature\")",
    "CT901": "internal compiler error",
}

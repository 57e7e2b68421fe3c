"""Text for the client's eyes: Markdown when the client says it shows Markdown (hover
contentFormat, completion documentationFormat), else the same words as plain text."""
from __future__ import annotations

import re

from lsprotocol import types


def markup(text: str, markdown: bool) -> types.MarkupContent:
    """Markdown for a client that shows it; otherwise the same words without the marks."""
    if markdown:
        return types.MarkupContent(types.MarkupKind.Markdown, text)
    plain = re.sub(r"\*\*|(?<![\w*])\*|\*(?![\w*])|`|^> ", "", text, flags=re.MULTILINE)
    return types.MarkupContent(types.MarkupKind.PlainText, plain)


def supports_markdown(formats) -> bool:
    """Whether a client's list of markup kinds (hover contentFormat, completion
    documentationFormat) has Markdown; a client that gives none gets plain text (LSP 3.17)."""
    return bool(formats) and types.MarkupKind.Markdown in formats

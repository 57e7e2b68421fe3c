"""The grammar's keyword and ability-word terminals, generated from the keyword database.

grammar/keywords.lark keeps the shapes ("keyword: KEYWORD_NAME | NUMBER_KEYWORD count | ...");
this module writes the terminals those shapes name, one alternation per parameter shape, so a
keyword is added by one database entry. Longer names come first, so "basic landcycling" is
tried before "landcycling"; a name must end at a word boundary ("flash" is not "flashback").
"""
from __future__ import annotations

import re

from .database import KeywordDatabase, KeywordKind, Parameter

# terminal -> the parameter shape whose keywords it matches
KEYWORD_TERMINALS = (("KEYWORD_NAME", Parameter.NONE), ("NUMBER_KEYWORD", Parameter.NUMBER),
                     ("COST_KEYWORD", Parameter.COST),
                     ("NUMBER_COST_KEYWORD", Parameter.NUMBER_AND_COST),
                     ("CARD_NAME_KEYWORD", Parameter.CARD_NAME))


def _alternation(names) -> str:
    """Names are lower-case words, digits, apostrophes, hyphens and "!" (database.NAME): no
    character of theirs is special in a regex, so they stand as written."""
    ordered = sorted(set(names), key=lambda n: (-len(n), n))
    assert all(re.fullmatch(r"[a-z0-9' !-]+", n) for n in ordered), ordered
    return "|".join(ordered)


def _not_the_start_of(names, longer) -> str:
    """A name that begins a longer keyword of another shape ("partner" of "partner with") doesn't
    match where that keyword is written, as the terminals are tried one after another, not
    longest first: a lookahead after the word list (so the lexer still reads the list as a trie)."""
    return "".join(f"(?!(?<={n}) {m[len(n) + 1:]}(?![\\w-]))" for n in sorted(set(names))
                   for m in sorted(set(longer)) if m.startswith(n + " "))


def terminals(db: KeywordDatabase) -> str:
    """Lark terminal definitions for the keywords and ability words of `db`."""
    abilities = db.of_kind(KeywordKind.ABILITY)
    out = ["// Generated from the keyword database (compiler/keywords/terminals.py)."]
    for terminal, shape in KEYWORD_TERMINALS:
        names = [e.name for e in abilities if e.parameter is shape]
        others = [e.name for e in abilities if e.parameter is not shape]
        out.append(f"{terminal}.3: /({_alternation(names)})(?![\\w-]){_not_the_start_of(names, others)}/")
    words = [e.name for e in db.of_kind(KeywordKind.ABILITY_WORD)]
    out.append(f"ABILITY_WORD.3: /({_alternation(words)})(?=\\s*\u2014)/")
    return "\n".join(out) + "\n"

"""The grammar understands a closed vocabulary: no terminal accepts arbitrary words."""
import re

import pytest

from cardtext.compiler.syntax.parser import rules_parser

NONSENSE = ["frobnicate", "zzqx", "gizmo", "lorem ipsum", "blorp the wibble", "quux", "xyzzy"]


def terminals():
    return [t for t in rules_parser().terminals]


@pytest.mark.parametrize("word", NONSENSE)
def test_no_terminal_accepts_a_made_up_word(word):
    hits = []
    for t in terminals():
        pattern = t.pattern.to_regexp()
        flags = re.IGNORECASE if "i" in t.pattern.flags else 0
        if re.fullmatch(pattern, word, flags):
            hits.append(t.name)
    assert hits == []


def test_unknown_words_are_reported_not_swallowed():
    from cardtext.compiler.api import compile_card
    from cardtext.compiler.source.card import CardSource
    compiled = compile_card(CardSource("Test Card", "Flying\nWhenever ~ frobnicates, draw a card.",
                                       type_line="Creature — Bird"))
    (diag,) = compiled.diagnostics
    assert diag.code == "CT201" and diag.line == 2 and diag.column == 12


def test_no_card_names_in_grammar_compiler_or_runtime(corpus):
    """No card is special-cased by name: no corpus name of two or more words appears in the code."""
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    text = " ".join(p.read_text(encoding="utf-8").lower()
                    for folder in ("grammar", "compiler", "runtime")
                    for p in sorted((root / folder).rglob("*")) if p.suffix in (".py", ".lark"))
    text = re.sub(r"\s+", " ", text)
    keywords = [t for t in terminals() if "KEYWORD" in t.name]
    # cheap tests first: each run of word characters of the name is a word of the text (where the
    # name is written, between non-word characters, each of its runs is a whole word there), a
    # substring check, then the word-boundary search, then the keyword exemption
    words = set(re.findall(r"\w+", text))
    hits = [n for n in corpus if len(n.split()) >= 2 and words.issuperset(re.findall(r"\w+", n.lower()))
            and n.lower() in text
            and re.search(r"(?<![\w])" + re.escape(n.lower()) + r"(?![\w])", text)
            and not _is_keyword(n.lower(), keywords)]
    assert hits == []


def _is_keyword(name: str, keywords) -> bool:
    """Cards named after a keyword ("Battle Cry", "Split Second", "Start Your Engines" for the
    keyword "start your engines!") share the rules' own word."""
    return any(re.fullmatch(t.pattern.to_regexp(), name) or re.fullmatch(t.pattern.to_regexp(), name + "!")
               for t in keywords)

"""The analysis behind the language server, without a server: card by card, cached under each
card's text, with hover and completion answers from the keyword database."""
from __future__ import annotations

from lsprotocol import types

from cardtext.compiler import api
from cardtext.compiler.keywords.database import builtin
from cardtext.compiler.lsp import analysis
from cardtext.compiler.lsp.analysis import BlockCache, cards
from cardtext.compiler.lsp.completion import in_header
from cardtext.compiler.lsp.context import Context
from cardtext.compiler.lint.runner import Selection
from cardtext.compiler.lsp.hover import describe_keyword, keyword_at

from .conftest import apply_edits

PLAIN = Context(None, Selection())


def card(name: str, text: str) -> str:
    return f"Name: {name}\nType: Instant\n---\n{text}\n"


DOCUMENT = "===\n".join([card("One", "Draw a card."), card("Two", "Destroy target player."),
                         card("Three", "Draw two cards.")])


def test_each_card_is_its_own_block_with_document_lines():
    found = list(cards(DOCUMENT, "/tmp/deck.card", PLAIN, BlockCache()))
    assert [(c.first_line, c.last_line, c.entry.name) for c in found] == \
        [(1, 4, "One"), (6, 9, "Two"), (11, 15, "Three")]         # the "===" lines are no card's
    assert [(p.code, p.line) for c in found for p in c.problems] == [("CT302", 9)]


def test_an_edit_compiles_only_the_card_it_touched(monkeypatch):
    """The other cards' results come from the cache, moved to where their cards now are."""
    cache = BlockCache()
    list(cards(DOCUMENT, "/tmp/deck.card", PLAIN, cache))
    compiled = []
    real = api.compile_card
    monkeypatch.setattr(api, "compile_card", lambda source, keywords=None: compiled.append(source.name)
                        or real(source, keywords))
    edited = DOCUMENT.replace("Draw a card.", "Draw a card.\nYou gain 1 life.")
    found = list(cards(edited, "/tmp/deck.card", PLAIN, cache))
    assert set(compiled) == {"One"}           # by the compiler, and again by the lint rules
    assert [(p.code, p.line) for c in found for p in c.problems] == [("CT302", 10)]


def test_the_analysis_is_a_generator_one_card_at_a_time():
    """The server can stop between two cards (a newer edit cancels a stale analysis)."""
    steps = cards(DOCUMENT, "/tmp/deck.card", PLAIN, BlockCache())
    assert next(steps).entry.name == "One"


def test_a_document_over_the_size_limit_is_one_diagnostic_not_an_analysis(monkeypatch):
    monkeypatch.setattr(analysis, "MAX_FILE", 10)
    found = list(cards(DOCUMENT, None, PLAIN, BlockCache()))
    assert [(p.code, p.line) for c in found for p in c.problems] == [("CT104", 1)]


def test_the_longest_keyword_name_under_the_cursor_wins():
    text = "First strike, double strike"
    assert keyword_at(text, 8, builtin()).entry.name == "first strike"
    assert keyword_at(text, 22, builtin()).entry.name == "double strike"
    assert keyword_at("Draw a card.", 1, builtin()) is None


def test_a_keywords_reminder_is_filled_with_the_parameter_the_line_prints():
    """Afflict N (CR 702.130a): 'defending player loses N life'."""
    text = "Afflict 3"
    assert "defending player loses 3 life" in describe_keyword(keyword_at(text, 1, builtin()), text)
    bare = "Afflict"
    assert "loses N life" in describe_keyword(keyword_at(bare, 1, builtin()), bare)


def test_the_header_ends_at_its_dashes_and_starts_again_after_a_card_separator():
    lines = ["Name: A", "Type: Instant", "---", "Draw a card.", "===", "Na"]
    assert [in_header(lines, n) for n in range(6)] == [True, True, True, False, False, True]


def test_a_client_without_markdown_gets_the_same_words_as_plain_text():
    from cardtext.compiler.lsp.markup import markup, supports_markdown
    text = "**ward**: keyword ability, CR 702.21\n\n*Whenever this creature ...*\n\n> Draw a card."
    assert not supports_markdown(None) and not supports_markdown([])
    plain = markup(text, supports_markdown(["plaintext"]))
    assert plain.kind == "plaintext"
    assert plain.value == "ward: keyword ability, CR 702.21\n\nWhenever this creature ...\n\nDraw a card."
    assert markup(text, True).value == text


def test_formatting_edits_only_the_changed_lines_and_reaches_the_documents_end():
    from cardtext.compiler.lsp.formatting import format_edits
    text = "Name: X\nType: Instant\nCost: {U}{1}\n---\nDraw a card."          # no final newline
    edits = format_edits(text, None)
    assert apply_edits(text, edits) == "Name: X\nCost: {1}{U}\nType: Instant\n---\nDraw a card.\n"
    touched = {line for e in edits for line in range(e.range.start.line, e.range.end.line)}
    assert 0 not in touched and 3 not in touched                   # "Name: X" and "---" are kept
    assert edits[-1].range.end == types.Position(4, len("Draw a card."))
    assert format_edits("Name: X\r\nType: Instant\r\n---\r\nDraw a card.\r\n", None)[0].range.end.line == 4


def test_cards_are_cut_where_the_card_file_grammar_cuts_them():
    """The blocks start on the lines where the loader's cards start (ParsedCard.line)."""
    from cardtext.compiler.lsp.analysis import card_blocks
    from cardtext.compiler.source.cardfile import normalise, parse_card_file
    from cardtext.compiler.source.loaders import bundled_cards_dir
    texts = [p.read_text(encoding="utf-8") for p in sorted(bundled_cards_dir().glob("*.card"))]
    texts += ["===\n\n# a comment\n  # another\nName: A\nType: Instant\n---\nDraw a card.\n===\n===\n",
              "---\nDraw a card.\n====\n\n", "Name: A\n  ===\n=== \nName: B\n", "# only\n\n", "",
              "Name: A\nType: Instant\n---\n# in the body\n\nDraw a card.\n\n===\nbad\n"]
    for text in texts:
        starts = [first for first, _ in card_blocks(normalise(text))]
        assert starts == [e.line for e in parse_card_file(text, "x.card")], text

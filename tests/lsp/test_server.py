"""`cardtext lsp` end to end: a pytest-lsp client talks to the real server process (one per
module) about .card files in a temporary folder, as an editor would."""
from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

from .conftest import (CAPABILITIES, SERVER, apply_edits, change_document, make_client, open_document,
                       published)

pytestmark = pytest.mark.asyncio(loop_scope="module")
REPO = Path(__file__).resolve().parents[2]

ELF = """Name: Grinning \U0001F600 Elf
Cost: {G}
Type: Creature \u2014 Elf
P/T: 1/1
---
Flyng
When Grinning \U0001F600 Elf enters the battlefield, destroy target player.
"""


@pytest.fixture(scope="module")
def folder(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("cards")


@pytest_lsp.fixture(scope="module", config=ClientServerConfig(server_command=SERVER, client_factory=make_client))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(types.InitializeParams(capabilities=CAPABILITIES))
    yield
    await lsp_client.shutdown_session()


def uri_of(path: Path) -> str:
    return path.as_uri()


def by_code(diagnostics, code):
    return [d for d in diagnostics if d.code == code]


async def test_diagnostics_have_exact_utf16_ranges_after_an_emoji(client: LanguageClient, folder: Path):
    """The emoji before 'enters' is one code point but two UTF-16 code units: the range starts
    one unit later than the character count (LSP positions are UTF-16 by default)."""
    uri = uri_of(folder / "elf.card")
    open_document(client, uri, ELF)
    diagnostics = await published(client, uri, 1)
    line = ELF.split("\n")[6]
    enters = by_code(diagnostics, "CL201")[0]
    start = line.index("enters the battlefield")
    assert enters.range == types.Range(types.Position(6, start + 1), types.Position(6, start + 1 + 22))
    assert enters.severity == types.DiagnosticSeverity.Warning
    assert enters.code_description.href.endswith("/CL201")
    player = by_code(diagnostics, "CT302")[0]              # a compile diagnostic after the emoji
    assert player.range.start == types.Position(6, line.index("target player") + 1)
    assert player.severity == types.DiagnosticSeverity.Error
    assert player.source == "cardtext" and "CR 701.7a" in player.message


async def test_a_misspelling_is_a_compile_error_and_a_lint_finding_on_the_same_word(client, folder):
    uri = uri_of(folder / "elf.card")
    diagnostics = await published(client, uri, 1)
    typo = types.Range(types.Position(5, 0), types.Position(5, 5))
    assert [d.range for d in by_code(diagnostics, "CT201")] == [typo]
    suggestion = by_code(diagnostics, "CL401")[0]
    assert suggestion.range == typo and "did you mean 'flying'" in suggestion.message
    assert not by_code(diagnostics, "CL400")   # the compile diagnostic is not repeated as info


async def test_a_quick_fix_applies_the_lint_fix(client, folder):
    """CR 603.6a wording: 'enters the battlefield' became 'enters' (2024 Oracle); the quick fix
    rewrites it and the next diagnostics no longer have the finding."""
    uri = uri_of(folder / "elf.card")
    diagnostics = await published(client, uri, 1)
    enters = by_code(diagnostics, "CL201")[0]
    found = await client.text_document_code_action_async(types.CodeActionParams(
        types.TextDocumentIdentifier(uri), enters.range, types.CodeActionContext([enters])))
    fixes = [a for a in found if a.kind == types.CodeActionKind.QuickFix]
    assert len(fixes) == 1 and fixes[0].diagnostics[0].code == "CL201"
    edit = fixes[0].edit.document_changes[0]
    assert edit.text_document.uri == uri and edit.text_document.version == 1
    fixed = apply_edits(ELF, edit.edits)
    assert "When Grinning \U0001F600 Elf enters, destroy target player." in fixed
    change_document(client, uri, fixed, 2)
    after = await published(client, uri, 2)
    assert not by_code(after, "CL201") and by_code(after, "CT302")


async def test_fix_all_applies_every_safe_fix(client, folder):
    uri = uri_of(folder / "fix_all.card")
    text = ELF.replace("Flyng", "Flyng\n{T}: Add {G} to your mana pool.")
    open_document(client, uri, text)
    await published(client, uri, 1)
    whole = types.Range(types.Position(0, 0), types.Position(9, 0))
    found = await client.text_document_code_action_async(types.CodeActionParams(
        types.TextDocumentIdentifier(uri), whole,
        types.CodeActionContext([], only=[types.CodeActionKind.SourceFixAll])))
    assert [a.title for a in found] == ["cardtext: fix all (3 fixes)"]
    fixed = apply_edits(text, found[0].edit.document_changes[0].edits)
    assert fixed.split("\n")[5:8] == ["Flying", "{T}: Add {G}.",
                                      "When Grinning \U0001F600 Elf enters, destroy target player."]


async def test_hover_shows_a_lines_abilities_and_a_keywords_reminder(client, folder):
    uri = uri_of(folder / "bird.card")
    text = "Name: Test Bird\nCost: {1}{W}\nType: Creature \u2014 Bird\nP/T: 1/1\n---\nFlying, ward {2}\n"
    open_document(client, uri, text)
    assert await published(client, uri, 1) == []
    found = await client.text_document_hover_async(types.HoverParams(
        types.TextDocumentIdentifier(uri), types.Position(5, 9)))          # on "ward"
    value = found.contents.value
    assert "**ward**: keyword ability, CR 702.21" in value
    assert "counter it unless that player pays {2}" in value               # the reminder, filled
    assert "[keyword] flying" in value and "[keyword] ward {2}" in value  # the line's abilities
    header = await client.text_document_hover_async(types.HoverParams(
        types.TextDocumentIdentifier(uri), types.Position(1, 7)))          # on the cost
    assert header is None


async def test_hover_on_a_line_that_does_not_compile_says_why(client, folder):
    uri = uri_of(folder / "elf.card")
    found = await client.text_document_hover_async(types.HoverParams(
        types.TextDocumentIdentifier(uri), types.Position(6, 40)))
    assert found.contents.value.startswith("Not compiled: a player can't be destroyed")


async def test_completion_offers_keywords_with_their_reminder_text(client, folder):
    uri = uri_of(folder / "complete.card")
    text = "Name: Test\nCost: {1}\nType: Creature \u2014 Bird\nP/T: 1/1\n---\nFly\nN\n"
    open_document(client, uri, text)
    found = await client.text_document_completion_async(types.CompletionParams(
        types.TextDocumentIdentifier(uri), types.Position(5, 3)))
    flying = next(i for i in found.items if i.label == "flying")
    assert flying.kind == types.CompletionItemKind.Keyword and flying.detail == "keyword ability, CR 702.9"
    assert "can't be blocked except by creatures with flying" in flying.documentation.value
    assert flying.text_edit.new_text == "Flying"                          # capitalised at the line's start
    assert flying.text_edit.range == types.Range(types.Position(5, 0), types.Position(5, 3))
    assert all(i.label.startswith("fly") for i in found.items)


async def test_completion_offers_header_fields_at_the_start_of_a_header_line(client, folder):
    uri = uri_of(folder / "complete.card")
    found = await client.text_document_completion_async(types.CompletionParams(
        types.TextDocumentIdentifier(uri), types.Position(1, 0)))
    assert [i.label for i in found.items] == ["Name", "Nickname", "Cost", "Type", "P/T", "Loyalty"]
    assert found.items[2].text_edit.new_text == "Cost: "
    value = await client.text_document_completion_async(types.CompletionParams(
        types.TextDocumentIdentifier(uri), types.Position(1, 7)))         # after "Cost: {"
    assert not value.items


async def test_a_keywords_toml_beside_the_card_defines_its_keywords(client, folder):
    """As `cardtext compile` does: the keywords.toml in the card file's folder is read."""
    custom = folder / "custom"
    custom.mkdir()
    shutil.copy(REPO / "cards" / "keywords.toml", custom / "keywords.toml")
    text = (REPO / "cards" / "custom.card").read_text(encoding="utf-8")
    inside, outside = uri_of(custom / "herald.card"), uri_of(folder / "herald.card")
    open_document(client, inside, text)
    open_document(client, outside, text)
    assert await published(client, inside, 1) == []
    unknown = await published(client, outside, 1)
    assert [d.code for d in unknown if d.severity == types.DiagnosticSeverity.Error] == ["CT201"]
    hover = await client.text_document_hover_async(types.HoverParams(
        types.TextDocumentIdentifier(inside), types.Position(7, 2)))
    assert "**rally cry**: keyword ability, custom keyword" in hover.contents.value


async def test_a_broken_keyword_file_is_reported_with_its_position(client, folder):
    broken = folder / "broken"
    broken.mkdir()
    (broken / "keywords.toml").write_text('[[keyword]]\nname = "Rally Cry"\n', encoding="utf-8")
    uri = uri_of(broken / "card.card")
    open_document(client, uri, "Name: Test\nType: Instant\n---\nDraw a card.\n")
    diagnostics = await published(client, uri, 1)
    assert [d.code for d in diagnostics] == ["CT105"]
    assert f"{broken / 'keywords.toml'}:2:1:" in diagnostics[0].message


async def test_lint_settings_of_the_folder_apply(client, folder):
    quiet = folder / "quiet"
    quiet.mkdir()
    (quiet / "cardtext.toml").write_text('[lint]\nignore = ["CL201"]\n', encoding="utf-8")
    uri = uri_of(quiet / "elf.card")
    open_document(client, uri, ELF)
    diagnostics = await published(client, uri, 1)
    assert not by_code(diagnostics, "CL201") and by_code(diagnostics, "CL401")


async def test_a_malformed_file_gets_positions_not_a_crash(client, folder):
    uri = uri_of(folder / "junk.card")
    text = "Name Foo\nCost: {G\nType: Creature\n---\n{T}: Add {G\n===\n\x01\x02 junk \U0001F600\n"
    open_document(client, uri, text)
    diagnostics = await published(client, uri, 1)
    codes = sorted({d.code for d in diagnostics})
    assert "CT101" in codes and "CT102" in codes and "CT901" not in codes
    cost = next(d for d in diagnostics if d.code == "CT101" and "Cost" in d.message)
    assert cost.range.start == types.Position(1, 6)


async def test_edits_in_quick_succession_are_analysed_once_for_the_last_version(client, folder):
    """Debounced: versions 2 and 3 arrive within the pause; only version 4 is published."""
    uri = uri_of(folder / "typing.card")
    base = "Name: Test\nType: Instant\n---\n"
    open_document(client, uri, base + "Draw a card.\n")
    await published(client, uri, 1)
    for version, typed in ((2, "Destroy"), (3, "Destroy target"), (4, "Destroy target player.")):
        change_document(client, uri, base + typed + "\n", version)
    last = await published(client, uri, 4)
    assert [d.code for d in last] == ["CT302"]
    assert not [p for p in client.published if p.uri == uri and p.version in (2, 3)]


async def test_closing_a_document_clears_its_diagnostics(client, folder):
    uri = uri_of(folder / "typing.card")
    client.text_document_did_close(types.DidCloseTextDocumentParams(types.TextDocumentIdentifier(uri)))
    await published(client, uri, None)
    assert list(client.diagnostics[uri]) == []


async def test_saving_a_keyword_file_reanalyses_the_open_cards(client, folder):
    """The author adds the keyword beside the card and saves it: the card's CT201 goes."""
    later = folder / "later"
    later.mkdir()
    uri = uri_of(later / "herald.card")
    open_document(client, uri, (REPO / "cards" / "custom.card").read_text(encoding="utf-8"))
    assert [d.code for d in await published(client, uri, 1) if d.code.startswith("CT")] == ["CT201"]
    seen = len(client.published)
    shutil.copy(REPO / "cards" / "keywords.toml", later / "keywords.toml")
    client.text_document_did_save(types.DidSaveTextDocumentParams(
        types.TextDocumentIdentifier(uri_of(later / "keywords.toml"))))
    assert await published(client, uri, 1, after=seen) == []


async def test_a_keyword_file_changed_on_disk_reanalyses_the_open_cards(client, folder):
    """The server asks the client to watch keywords.toml and the settings files; a change
    reported by the watcher checks the open cards again."""
    assert [r.method for r in client.registrations] == [types.WORKSPACE_DID_CHANGE_WATCHED_FILES]
    watched = folder / "watched"
    watched.mkdir()
    uri = uri_of(watched / "herald.card")
    open_document(client, uri, (REPO / "cards" / "custom.card").read_text(encoding="utf-8"))
    assert [d.code for d in await published(client, uri, 1) if d.code.startswith("CT")] == ["CT201"]
    seen = len(client.published)
    shutil.copy(REPO / "cards" / "keywords.toml", watched / "keywords.toml")
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
        [types.FileEvent(uri_of(watched / "keywords.toml"), types.FileChangeType.Created)]))
    assert await published(client, uri, 1, after=seen) == []


async def test_formatting_gives_the_canonical_form_of_cardtext_fmt(client, folder):
    """Header fields in their order, the cost in printed order ({1}{G}, CR 202.1), current
    wording, no blank lines; only the lines that change are edited."""
    uri = uri_of(folder / "messy.card")
    text = ("Name: Grinning \U0001F600 Elf\nType: Creature \u2014 Elf\nCost: {G}{1}\nP/T: 1/1\n---\n"
            "When Grinning \U0001F600 Elf enters the battlefield, draw a card.\n\n{T}: Add {G} to your mana pool.\n")
    open_document(client, uri, text)
    edits = await client.text_document_formatting_async(types.DocumentFormattingParams(
        types.TextDocumentIdentifier(uri), types.FormattingOptions(tab_size=4, insert_spaces=True)))
    assert edits[0].range.start == types.Position(1, 0)            # the name line is kept
    assert apply_edits(text, edits) == (
        "Name: Grinning \U0001F600 Elf\nCost: {1}{G}\nType: Creature \u2014 Elf\nP/T: 1/1\n---\n"
        "When Grinning \U0001F600 Elf enters, draw a card.\n{T}: Add {G}.\n")
    formatted = apply_edits(text, edits)
    change_document(client, uri, formatted, 2)
    again = await client.text_document_formatting_async(types.DocumentFormattingParams(
        types.TextDocumentIdentifier(uri), types.FormattingOptions(tab_size=4, insert_spaces=True)))
    assert list(again) == []                                        # idempotent


async def test_an_unsaved_document_is_checked_with_cardtexts_own_keywords(client):
    uri = "untitled:Untitled-1"
    open_document(client, uri, "Name: Test\nType: Instant\n---\nDestroy target player.\n")
    diagnostics = await published(client, uri, 1)
    assert [(d.code, d.range.start.line) for d in diagnostics] == [("CT302", 3)]

"""The language server under test: started as a real process (`cardtext lsp`), driven by a
pytest-lsp client that records every publishDiagnostics notification, so a test can wait for
the diagnostics of one document version."""
from __future__ import annotations

import asyncio
import sys
import time

from lsprotocol import types
from pygls.protocol import default_converter
from pytest_lsp import LanguageClient
from pytest_lsp.client import DEFAULT_CLIENT_FEATURES, register_lsp_features

# `cardtext lsp` through the command line's own entry point, in this interpreter
SERVER = [sys.executable, "-c", "from cardtext.compiler.cli.main import main; main(['lsp'])"]
TIMEOUT = 30.0


def make_client() -> LanguageClient:
    client = LanguageClient(converter_factory=default_converter)
    features = dict(DEFAULT_CLIENT_FEATURES)
    features[types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS] = _record
    features[types.CLIENT_REGISTER_CAPABILITY] = _register
    register_lsp_features(client, features)
    client.published = []
    client.registrations = []
    return client


def _register(client: LanguageClient, params: types.RegistrationParams) -> None:
    client.registrations += params.registrations


# what the test client says it can do: Markdown in hovers and completion documentation; file
# watchers registered by the server
MARKDOWN = [types.MarkupKind.Markdown, types.MarkupKind.PlainText]
CAPABILITIES = types.ClientCapabilities(
    workspace=types.WorkspaceClientCapabilities(
        did_change_watched_files=types.DidChangeWatchedFilesClientCapabilities(dynamic_registration=True)),
    text_document=types.TextDocumentClientCapabilities(
        hover=types.HoverClientCapabilities(content_format=MARKDOWN),
        completion=types.CompletionClientCapabilities(
            completion_item=types.ClientCompletionItemOptions(documentation_format=MARKDOWN))))


def _record(client: LanguageClient, params: types.PublishDiagnosticsParams) -> None:
    client.diagnostics[params.uri] = params.diagnostics
    client.published.append(params)


async def published(client, uri: str, version: int | None, after: int = 0) -> list[types.Diagnostic]:
    """The diagnostics the server published for `uri` at `version` (waits for them); with
    `after`, only among the publications after the first `after` (len(client.published) before
    the action awaited)."""
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline:
        found = [p for p in client.published[after:] if p.uri == uri and p.version == version]
        if found:
            return list(found[-1].diagnostics)
        await asyncio.sleep(0.02)
    raise AssertionError(f"no diagnostics published for {uri} version {version}")


def open_document(client, uri: str, text: str, version: int = 1) -> None:
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        types.TextDocumentItem(uri=uri, language_id="cardtext", version=version, text=text)))


def change_document(client, uri: str, text: str, version: int) -> None:
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        types.VersionedTextDocumentIdentifier(uri=uri, version=version),
        [types.TextDocumentContentChangeWholeDocument(text=text)]))


def apply_edits(text: str, edits: list[types.TextEdit]) -> str:
    """What a client does with a TextEdit list: positions are UTF-16 code units."""
    lines = text.split("\n")

    def offset(p: types.Position) -> int:
        before = sum(len(l) + 1 for l in lines[:p.line])
        line = lines[p.line] if p.line < len(lines) else ""
        units = 0
        for index, char in enumerate(line):
            if units >= p.character:
                return before + index
            units += 2 if ord(char) > 0xFFFF else 1
        return before + len(line)
    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        start, end = offset(edit.range.start), offset(edit.range.end)
        text = text[:start] + edit.new_text + text[end:]
    return text

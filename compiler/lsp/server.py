"""The language server: pygls handlers for .card documents.

Diagnostics are published on open and save at once, and after an edit once the author pauses
(DEBOUNCE seconds with no newer edit): each edit cancels the analysis still pending for the
document. An analysis walks the document card by card, yielding to the event loop between
cards, so a newer edit also cancels a stale analysis of a huge document mid-way, and requests
(hover, completion) are answered between two cards; an analysis that takes long (the first of
a file of thousands of cards) publishes what it has found every PARTIAL_EVERY seconds. Each
card's results are cached under its text (analysis.py), so after an edit only the card it
touched is compiled again.
"""
from __future__ import annotations

import asyncio
import logging
import sys
import time
from dataclasses import dataclass
from importlib.metadata import PackageNotFoundError, version

from lsprotocol import types
from pygls.lsp.server import LanguageServer

from . import actions, completion, formatting, hover
from .markup import markup, supports_markdown
from ..source.cardfile import ParsedCard
from .analysis import BlockCache, CardResult, Problem, cards, context_problems, internal_error
from .context import Context, for_document
from .diagnostics import lsp_range, to_lsp
from .positions import UTF16, from_client, split_lines

DEBOUNCE = 0.3                 # seconds of quiet after an edit before the document is analysed
PARTIAL_EVERY = 1.0            # seconds between publications of a long analysis's findings so far
SETTINGS_FILES = ("keywords.toml", "cardtext.toml", "pyproject.toml")


@dataclass(frozen=True)
class Analysis:
    """A document's text as analysed and what was found in it."""

    text: str
    version: int | None
    lines: list[str]
    cards: tuple[CardResult, ...]
    context: Context

    @property
    def problems(self) -> list[Problem]:
        return context_problems(self.context) + [p for c in self.cards for p in c.problems]

    complete: bool = True              # False: published while the check was still running

    def covers(self, lines_wanted: tuple[int, int] | None) -> bool:
        """Whether it holds every card on `lines_wanted` (all of them: None)."""
        if self.complete:
            return True
        return lines_wanted is not None and bool(self.cards) and self.cards[-1].last_line >= lines_wanted[1]

    def card_at(self, line: int) -> CardResult | None:
        """The card holding 1-based `line`."""
        return next((c for c in self.cards if c.holds(line)), None)


class CardLanguageServer(LanguageServer):
    def __init__(self) -> None:
        try:
            own = version("cardtext")
        except PackageNotFoundError:
            own = "0"
        super().__init__("cardtext", own)
        self.cache = BlockCache()
        self.pending: dict[str, asyncio.Task] = {}
        self.analyses: dict[str, Analysis] = {}
        self.shut_down = False                  # the client asked to shut down (LSP "shutdown")

    @property
    def encoding(self) -> str:
        value = self.workspace.position_encoding or UTF16
        return getattr(value, "value", value)

    def schedule(self, uri: str, delay: float) -> None:
        """Analyse `uri` after `delay` seconds, replacing an analysis still pending for it."""
        pending = self.pending.pop(uri, None)
        if pending is not None:
            pending.cancel()
        self.pending[uri] = asyncio.ensure_future(self._analyse_later(uri, delay))

    async def _analyse_later(self, uri: str, delay: float) -> None:
        await asyncio.sleep(delay)
        document = self.workspace.get_text_document(uri)
        text, path = document.source, _path(document)
        context = for_document(path)
        found: list[CardResult] = []
        shown = time.monotonic()
        try:
            for card in cards(text, path, context, self.cache):
                found.append(card)
                await asyncio.sleep(0)          # a newer edit may cancel this analysis here
                if time.monotonic() - shown > PARTIAL_EVERY:   # a long first check: show what is found
                    self._publish(uri, Analysis(text, document.version, split_lines(text), tuple(found),
                                                context, complete=False))
                    shown = time.monotonic()
        except Exception as exc:  # a bug of cardtext: say so in the document, keep serving
            logging.getLogger(__name__).exception("analysing %s", uri)
            found.append(CardResult(1, 1, ParsedCard(None), None, (internal_error(1, "analysing", exc),)))
        self._publish(uri, Analysis(text, document.version, split_lines(text), tuple(found), context))
        if self.pending.get(uri) is asyncio.current_task():
            del self.pending[uri]

    def analysis(self, uri: str, lines_wanted: tuple[int, int] | None = None) -> Analysis:
        """The analysis of the document as it is now: the last one published, when it is of
        this text and has the cards wanted; else one made at once of the cards on
        `lines_wanted` (1-based; all cards when None). Cached cards make it cheap: after an
        edit only the edited card is compiled, and a hover during the first check of a long
        file compiles the card under the cursor, not the file."""
        document = self.workspace.get_text_document(uri)
        last = self.analyses.get(uri)
        if last is not None and last.text == document.source and last.covers(lines_wanted):
            return last
        text, path = document.source, _path(document)
        context = for_document(path)
        return Analysis(text, document.version, split_lines(text),
                        tuple(cards(text, path, context, self.cache, lines_wanted)), context)

    def _publish(self, uri: str, analysis: Analysis) -> None:
        self.analyses[uri] = analysis
        diagnostics = [to_lsp(p, analysis.lines, self.encoding) for p in analysis.problems]
        self.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(uri=uri, version=analysis.version, diagnostics=diagnostics))

    def forget(self, uri: str) -> None:
        pending = self.pending.pop(uri, None)
        if pending is not None:
            pending.cancel()
        self.analyses.pop(uri, None)
        self.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=uri, diagnostics=[]))


def _path(document) -> str | None:
    return document.path if document.uri.startswith("file:") else None


server = CardLanguageServer()


@server.feature(types.TEXT_DOCUMENT_DID_OPEN)
def did_open(ls: CardLanguageServer, params: types.DidOpenTextDocumentParams) -> None:
    ls.schedule(params.text_document.uri, 0)


@server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
def did_change(ls: CardLanguageServer, params: types.DidChangeTextDocumentParams) -> None:
    ls.schedule(params.text_document.uri, DEBOUNCE)


def _is_settings_file(uri: str) -> bool:
    return uri.rsplit("/", 1)[-1] in SETTINGS_FILES


def _reanalyse_all(ls: CardLanguageServer) -> None:
    """A keyword or settings file changed: it may change how every open card reads."""
    for uri in list(ls.analyses):
        ls.schedule(uri, 0)


@server.feature(types.INITIALIZED)
async def on_initialized(ls: CardLanguageServer, params: types.InitializedParams) -> None:
    """Ask the client to tell us when a keyword or settings file changes on disk, when it can
    (dynamic registration of workspace/didChangeWatchedFiles); an editor syncs only the card
    files with the server, not those."""
    workspace = ls.client_capabilities.workspace
    watched = workspace.did_change_watched_files if workspace else None
    if not (watched and watched.dynamic_registration):
        return
    watchers = [types.FileSystemWatcher(glob_pattern=f"**/{name}") for name in SETTINGS_FILES]
    registration = types.Registration(id="cardtext-settings-files", method=types.WORKSPACE_DID_CHANGE_WATCHED_FILES,
                                      register_options=types.DidChangeWatchedFilesRegistrationOptions(watchers))
    try:
        await ls.client_register_capability_async(types.RegistrationParams([registration]))
    except Exception:  # the client refused: keyword files are still re-read at each analysis
        logging.getLogger(__name__).warning("the client did not register the file watchers")


@server.feature(types.WORKSPACE_DID_CHANGE_WATCHED_FILES)
def on_watched_files(ls: CardLanguageServer, params: types.DidChangeWatchedFilesParams) -> None:
    if any(_is_settings_file(change.uri) for change in params.changes):
        _reanalyse_all(ls)


@server.feature(types.TEXT_DOCUMENT_DID_SAVE)
def did_save(ls: CardLanguageServer, params: types.DidSaveTextDocumentParams) -> None:
    """A card is checked again on save; a keyword or settings file (from a client that syncs
    it) changes how every open card reads."""
    uri = params.text_document.uri
    if _is_settings_file(uri):
        _reanalyse_all(ls)
    elif uri in ls.analyses:
        ls.schedule(uri, 0)


@server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
def did_close(ls: CardLanguageServer, params: types.DidCloseTextDocumentParams) -> None:
    ls.forget(params.text_document.uri)


@server.feature(types.SHUTDOWN)
def on_shutdown(ls: CardLanguageServer, params: None) -> None:
    ls.shut_down = True
    for task in ls.pending.values():
        task.cancel()
    ls.pending.clear()


@server.feature(types.TEXT_DOCUMENT_HOVER)
def on_hover(ls: CardLanguageServer, params: types.HoverParams) -> types.Hover | None:
    line = params.position.line
    analysis = ls.analysis(params.text_document.uri, (line + 1, line + 1))
    line, index = from_client(analysis.lines, line, params.position.character, ls.encoding)
    card = analysis.card_at(line + 1)
    text = hover.hover_text(card, analysis.lines, line + 1, index, analysis.context.keywords) if card else None
    if text is None:
        return None
    caps = ls.client_capabilities.text_document
    formats = caps.hover.content_format if caps and caps.hover else None
    return types.Hover(markup(text, supports_markdown(formats)))


@server.feature(types.TEXT_DOCUMENT_COMPLETION, types.CompletionOptions())
def on_completion(ls: CardLanguageServer, params: types.CompletionParams) -> types.CompletionList:
    document = ls.workspace.get_text_document(params.text_document.uri)
    lines = split_lines(document.source)
    line, index = from_client(lines, params.position.line, params.position.character, ls.encoding)
    db = for_document(_path(document)).keywords

    def to_range(n: int, start: int, end: int) -> types.Range:
        return lsp_range(lines, n + 1, start + 1, n + 1, end + 1, ls.encoding)
    caps = ls.client_capabilities.text_document
    item = caps.completion.completion_item if caps and caps.completion else None
    markdown = supports_markdown(item.documentation_format if item else None)
    items = completion.completions(lines, line, index, db, to_range, markdown)
    return types.CompletionList(is_incomplete=False, items=items)


@server.feature(types.TEXT_DOCUMENT_CODE_ACTION,
                types.CodeActionOptions(code_action_kinds=[types.CodeActionKind.QuickFix, actions.FIX_ALL]))
def on_code_action(ls: CardLanguageServer, params: types.CodeActionParams) -> list[types.CodeAction]:
    """Quick fixes for the lint findings in the range (compiling only the cards there when the
    document changed since its last check). "Fix all" when asked for by kind (as an editor does
    on save) is made at once; offered unasked (a light bulb, on every cursor move) only from a
    finished check of the current text, so a long check is never redone for it."""
    uri = params.text_document.uri
    wanted = params.context.only
    quick = not wanted or types.CodeActionKind.QuickFix in wanted
    asked_fix_all = bool(wanted) and any(actions.FIX_ALL.startswith(k) for k in wanted)
    out: list[types.CodeAction] = []
    if quick:
        analysis = ls.analysis(uri, (params.range.start.line + 1, params.range.end.line + 1))
        out += actions.quick_fixes(analysis.problems, analysis.lines, uri, analysis.version,
                                   params.range, ls.encoding)
    every = None
    if asked_fix_all:
        every = ls.analysis(uri)
    elif not wanted:
        last = ls.analyses.get(uri)
        current = ls.workspace.get_text_document(uri).source
        every = last if last is not None and last.complete and last.text == current else None
    if every is not None:
        action = actions.fix_all(every.problems, every.lines, uri, every.version, ls.encoding)
        out += [action] if action else []
    return out


@server.feature(types.TEXT_DOCUMENT_FORMATTING)
def on_formatting(ls: CardLanguageServer, params: types.DocumentFormattingParams) -> list[types.TextEdit] | None:
    """`cardtext fmt`'s canonical form (compiler/fmt); the editor's tab and space options do not
    apply: a card file has one canonical form."""
    document = ls.workspace.get_text_document(params.text_document.uri)
    try:
        return formatting.format_edits(document.source, _path(document), ls.encoding)
    except Exception as exc:  # a bug of the formatter: leave the text as it is, and say why
        logging.getLogger(__name__).exception("formatting %s", document.uri)
        ls.window_show_message(types.ShowMessageParams(
            types.MessageType.Error, f"cardtext could not format this file (a bug of cardtext: "
                                     f"{type(exc).__name__}: {str(exc)[:200]}); it is left as written"))
        return None


def main() -> None:
    """Serve on standard input and output until the client says exit; the exit status is 0
    when it asked to shut down first (LSP's rule for "exit"), 1 otherwise."""
    logging.basicConfig(level=logging.WARNING)
    server.start_io()
    sys.exit(0 if server.shut_down else 1)

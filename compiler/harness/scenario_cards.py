"""Where a scenario's cards come from, in this order: the card files the scenario names
(`cards: PATH`, relative to the scenario file), those given with `cardtext run --cards PATH`,
the bundled cards/, then the corpus. The first card of a name wins. A card is compiled with the
custom keywords of the keywords.toml beside its file; one that does not compile fully is refused
(CardRefused): every behaviour comes from compiled text.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from .scenario_syntax import ScenarioSyntaxError


class UnknownCard(ScenarioSyntaxError):
    """A card name found in none of the places cards come from (exit status 2)."""


class CardFilesError(Exception):
    """A card file given to a scenario is missing or malformed (exit status 2): its diagnostics."""

    def __init__(self, lines: list[str]):
        super().__init__("\n".join(lines))
        self.lines = lines

    def render(self) -> str:
        return "\n".join(self.lines)


class CardRefused(Exception):
    """A card used by a scenario does not compile fully (exit status 1)."""

    def __init__(self, file: str, line: int, column: int, name: str, diagnostics: list[str]):
        self.file, self.line, self.column, self.name, self.diagnostics = file, line, column, name, diagnostics
        super().__init__(self.render())

    def render(self) -> str:
        head = (f"{self.file}:{self.line}:{self.column}: error: card '{self.name}' does not compile "
                f"fully, so this scenario can't use it (its behaviour must come from its compiled text)")
        return "\n".join([head] + ["    " + d for d in self.diagnostics])


@dataclass
class CardLibrary:
    """Cards read from the author's files, by name (case-insensitive), and where they were read
    from (for the message about a card that is not there)."""

    sources: dict = field(default_factory=dict)          # casefolded name -> CardSource
    places: list[str] = field(default_factory=list)

    def find(self, name: str):
        return self.sources.get(name.strip().casefold())

    def then(self, other: CardLibrary | None) -> CardLibrary:
        """This library, then OTHER's cards of names this one does not have."""
        if other is None:
            return self
        return CardLibrary(other.sources | self.sources, self.places + other.places)


def load_library(paths, label: str) -> CardLibrary:
    """The cards of PATHs (.card files, folders of them, .jsonl files); CardFilesError with the
    diagnostics of a path that does not exist or of a malformed card."""
    from ..source.faces import faces
    from ..source.loaders import InputError, load_path
    library = CardLibrary()
    problems: list[str] = []
    for path in paths:
        try:
            entries = load_path(str(path))
        except InputError as exc:
            problems.append(f"error: {label} {exc}")
            continue
        library.places.append(f"{label} {path}")
        for entry in entries:
            problems += [d.render() for d in entry.diagnostics]
            if entry.source is not None:       # a double-faced card under either face's name
                for face in faces(entry.source):
                    library.sources.setdefault(face.name.casefold(), entry.source)
    if problems:
        raise CardFilesError(problems)
    return library


@lru_cache(maxsize=None)
def _found(name: str):
    from ..source.loaders import find_card
    return find_card(name)


@lru_cache(maxsize=None)
def _compiled(source):
    from ..api import compile_card
    from ..keywords.custom import for_card_file
    return compile_card(source, for_card_file(source.file))


def card_definition(name: str, file: str = "<scenario>", line: int = 1, column: int = 1,
                    excerpt: str = "", library: CardLibrary | None = None):
    """The compiled CardDefinition of NAME, or UnknownCard / CardRefused."""
    source = (library.find(name) if library is not None else None) or _found(name.strip().casefold())
    if source is None:
        raise UnknownCard(file, line, column, f"no card named '{name}': {_looked_in(library)}", excerpt)
    definition = _fully_compiled(source, file, line, column)
    other = _other_door(source, library)
    if other is None:
        return definition
    from ...runtime.mechanics.rooms import room_card
    doors = (definition, _fully_compiled(other, file, line, column))
    return room_card(*(doors if _left_door(source, other, library) else doors[::-1]))


def _fully_compiled(source, file, line, column):
    compiled = _compiled(source)
    if not compiled.fully_compiled:
        raise CardRefused(file, line, column, compiled.source.name,
                          [d.render().replace("\n", "\n    ") for d in compiled.diagnostics])
    return compiled.definition


def _other_door(source, library: CardLibrary | None):
    """The other door of a Room half, from the scenario's cards or the bundled cards and corpus."""
    from ..source.faces import other_door
    return other_door(source, lambda name: (library.find(name) if library is not None else None)
                      or _found(name.casefold()))


def _left_door(source, other, library: CardLibrary | None) -> bool:
    """Whether `source` is the left door: the one read first from its file (the order the card
    prints its halves in, as `cardtext import` writes them)."""
    names = list(library.sources) if library is not None else []
    here, there = source.name.casefold(), other.name.casefold()
    if here in names and there in names:
        return names.index(here) < names.index(there)
    return source.text_line <= other.text_line


def _looked_in(library: CardLibrary | None) -> str:
    """Where the card was looked for: the scenario's and the run's card files, then the bundled
    cards and the corpus (loaders.search_places, as `cardtext compile --name` says it)."""
    from ..source.loaders import corpus_files, search_places
    where = search_places()
    if library is not None and library.places:
        where = where.replace("looked in ", "looked in " + "; ".join(library.places) + ", then ", 1)
    if not corpus_files():
        where += "; or give the card's file with 'cards:' or --cards"
    return where


def scenario_library(scenario, given: CardLibrary | None) -> CardLibrary | None:
    """The scenario's own card files (`cards:`), then those given to the run; a malformed one is
    reported at its `cards:` line."""
    library = CardLibrary()
    for cards in scenario.cards:
        try:
            library = library.then(load_library([cards.path], "the scenario's cards:"))
        except CardFilesError as exc:
            raise ScenarioSyntaxError(scenario.file, cards.line, cards.column,
                                      f"the card file '{cards.path}' is malformed:\n    "
                                      + exc.render().replace("\n", "\n    ")) from None
    return library.then(given) if scenario.cards else given

"""What one normalised rules line means: parsed, turned into the AST, checked, its keywords
expanded and lowered to abilities, or the problems that stopped it, all in normalised columns.

Nothing here depends on the card beyond the normalised text (the card's own name is already
"~"), the keyword database and whether the card's sentences are a spell ability, so the meaning
is memoised under those three (40% of the corpus's normalised lines repeat another
card's, "Flying." or "{T}: Add {G}." among them). The pipeline maps the problems' columns back
to the raw line of each card.
"""
from __future__ import annotations

import re
import traceback
from dataclasses import dataclass
from pathlib import Path

from lark.exceptions import UnexpectedInput, VisitError

from ..runtime import effects as E
from ..runtime.events import Transforms
from ..runtime.filters import SelfRef
from ..runtime.kept_by_id import kept_by_id

from .dataclass_fields import any_part, parts_by_class, holds_any
from .keywords.definitions import expand as expand_keywords
from .lowering.backup import PrintedBelow
from .lowering.lower import lowered_line
from .lowering.linked_exiles import reads_linked
from .semantics.check import check_line
from .syntax.parse_errors import not_understood, stop_index, word_at
from .syntax.parser import line_parser
from .syntax.transform import RepeatedWord, TextNotUnderstood, ToAst, UnsupportedPhrase

_TRANSFORMER = ToAst()
LAST_COLUMN = -1        # Problem.at for "the line's last character" (a cost with no effect)
MEMO_LIMIT = 50_000     # lines remembered per keyword database; the memo starts over beyond it


@dataclass(frozen=True)
class Problem:
    """Why a line was not lowered: a diagnostic's code, message and hint, and where in the
    normalised line (`at`; None: the start of the raw line)."""

    code: str
    message: str
    hint: str
    at: int | None


@dataclass(frozen=True)
class LineMeaning:
    """A line's AST and abilities, or the problems that stopped it (then `abilities` is empty
    and `node` None). What the abilities hold, worked out once for every card whose line this
    is (answers about the abilities alone, so about the memo's key alone): `transforms_itself`, an
    ability transforms the card itself (see transforms_itself); `printed_below`, an ability holds
    backup's placeholder for the abilities printed below it (CR 702.165a, lowering/backup.py);
    `reads_linked`, an ability reads the cards exiled with its source (CR 607.2a,
    lowering/linked_exiles.py). The card's stages for the last two skip a card none of whose
    lines says yes."""

    node: object | None
    abilities: tuple
    problems: tuple[Problem, ...] = ()
    transforms_itself: bool = False
    printed_below: bool = False
    reads_linked: bool = False


class LineError(Exception):
    def __init__(self, code: str, message: str, index: int, hint: str = ""):
        super().__init__(message)
        self.code, self.message, self.index, self.hint = code, message, index, hint


MEMOS_KEPT = 64         # keyword databases whose memos are kept at once


@kept_by_id(MEMOS_KEPT)
def _memo_of(keywords) -> dict:
    """The memo of the lines compiled with KEYWORDS (a keyword database, or None for the built-in
    ones): {(normalised text, is_spell): LineMeaning}, one per database (kept_by_id: the
    database is kept beside its memo, so its id can't be reused by another while the memo
    lives)."""
    return {}


def line_meaning(text: str, keywords, is_spell: bool) -> LineMeaning:
    """The meaning of the normalised line `text` (memoised; see the module's docstring)."""
    memo = _memo_of(keywords)
    found = memo.get((text, is_spell))
    if found is None:
        if len(memo) >= MEMO_LIMIT:
            memo.clear()
        found = memo[(text, is_spell)] = _understand(text, keywords, is_spell)
    return found


def forget_meanings() -> None:
    """Drop every memoised meaning (a test that changes the compiler's tables in place)."""
    _memo_of.entries.clear()


def _understand(text: str, keywords, is_spell: bool) -> LineMeaning:
    try:
        node = parse(text, keywords, _TRANSFORMER)
        findings = check_line(node, _TRANSFORMER.span_of)
        if findings:                    # ill-typed (CT3xx): not lowered
            return _stopped(*(Problem(f.code, f.message, f.hint, f.span.start) for f in findings))
        node = expand_keywords(node, keywords, text)
        abilities, held = lowered_line(node.line, is_spell)
        return LineMeaning(node, abilities, transforms_itself=transforms_itself(abilities, held),
                           printed_below=holds_any(held, PrintedBelow),
                           reads_linked=reads_linked(abilities, held))
    except LineError as exc:
        return _stopped(Problem(exc.code, exc.message, exc.hint, exc.index))
    except VisitError as exc:
        if isinstance(exc.orig_exc, TextNotUnderstood):     # inside a quoted ability
            return _stopped(Problem("CT201", str(exc.orig_exc), "this phrase is not in cardtext's grammar yet",
                                    exc.orig_exc.pos))
        if isinstance(exc.orig_exc, RepeatedWord):      # "target creature creature"
            return _stopped(Problem("CT304", str(exc.orig_exc), "write each word of the noun once",
                                    exc.orig_exc.pos))
        meta = getattr(exc.obj, "meta", None)
        start = getattr(meta, "start_pos", None) if meta is not None and not meta.empty else None
        start = getattr(exc.orig_exc, "start", None) if getattr(exc.orig_exc, "start", None) is not None \
            else start
        return _stopped(unsupported(exc.orig_exc, start))
    except UnsupportedPhrase as exc:
        return _stopped(unsupported(exc, exc.start))
    except RecursionError:
        return _stopped(Problem("CT204", "line nests too deeply", "", None))
    except Exception as exc:  # noqa: BLE001 - a compiler bug must not stop the other lines/cards
        return _stopped(unsupported(exc, None))


def _stopped(*problems: Problem) -> LineMeaning:
    return LineMeaning(None, (), problems)


def unsupported(exc: Exception, at: int | None) -> Problem:
    """CT301 for a phrase the engine has no form for; CT901 for any other exception (a bug)."""
    if not isinstance(exc, UnsupportedPhrase):
        frames = traceback.extract_tb(exc.__traceback__)
        where = f" (at {Path(frames[-1].filename).name}:{frames[-1].lineno})" if frames else ""
        return Problem("CT901", f"internal compiler error: {type(exc).__name__}: {exc}{where}"[:300],
                       "please report this line", at)
    return Problem("CT301", f"not supported yet: {exc}",
                   "the line parses, but the engine has no form for this yet", at)


def transforms_itself(node, held: dict[type, list] | None = None) -> bool:
    """Does an ability of the card transform the card itself ("{2}{B}: Transform ~")? Only a
    double-faced card does (CR 701.28c): one whose other face is not in its source can't; a token's
    own quoted abilities ("{2}: Transform this token", the Incubator of CR 111.10i) are its own.
    `held`: the classes of the node's parts (parts_by_class), when known; the walk is needed only
    when one of them is something the question is about."""
    if held is None:
        held = parts_by_class(node)
    return holds_any(held, _TRANSFORMING) and any_part(node, _transforms_itself_here, _TRANSFORMING)


# what _transforms_itself_here answers about (a token's abilities are not the card's)
_TRANSFORMING = (E.Transform, Transforms, E.ReturnToBattlefield, E.TokenSpec)


def _transforms_itself_here(node) -> bool | None:
    if isinstance(node, E.Transform):
        return isinstance(node.objects, SelfRef)
    if type(node).__name__ == "Transforms":        # "whenever this creature transforms into ~"
        return True
    if isinstance(node, E.ReturnToBattlefield) and node.transformed:
        return True                                # "return it to the battlefield transformed"
    if isinstance(node, E.TokenSpec):
        return False
    return None


def parse(text: str, keywords=None, into: ToAst | None = None):
    """The parse tree of a normalised line, or what `into` makes of it (ToAst.transform_line,
    made as the line is parsed); LineError (normalised column) when it doesn't parse."""
    try:
        if into is None:
            return line_parser(keywords).parse(text)
        return into.transform_line(line_parser(keywords), text)
    except UnexpectedInput as exc:
        index = stop_index(exc, text)
        if re.search(r":\s*$", text[:index + 1]) and index >= len(text.rstrip(". ")) - 1:
            raise LineError("CT205", "cost with no effect", LAST_COLUMN,
                            "an activated ability reads 'COST: EFFECT.'") from None
        word = word_at(text, index)
        if word.startswith("{") and word[1:2] not in "wubrgc" and \
                text[:index].rstrip().endswith(("add", " or", ",")):
            raise LineError("CT202", f"mana symbol {word.upper()} can't stand here", index,
                            "only {W} {U} {B} {R} {G} {C} can be added; costs take the others") from None
        message = not_understood(word)
        raise LineError("CT201", message, index, "this phrase is not in cardtext's grammar yet") from None

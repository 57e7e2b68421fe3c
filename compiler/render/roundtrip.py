"""Round trip: render each compiled line back and check that nothing was lost.

Two checks, two rates:
- text: each line's rendering equals its normalised input, both in the current Oracle wording
  (equivalents.py), and the printed-style display of the rendering equals the printed line
  letter case and all (a display that capitalises "Sly Fox" as "Sly FOx" is not equal);
- lowered: the card compiled from its rendered text has the same runtime abilities as the card
  compiled from its own text (compared as their JSON data, which holds no line numbers).
"""
from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass

from ..api import CompiledCard, compile_card
from ..serialize import to_data
from ..source.faces import meld_names
from ..source.normalize import THIS_OBJECT, TYPOGRAPHY, normalise, split_reminders
from ..source.self_names import CARD_NAME_CLOSE, CARD_NAME_OPEN, MELD_PARTNER, MELDED_FACE, QUOTED_NAME, self_names
from .canonical import Unrenderable, render_line
from .display import display
from .equivalents import current_wording


@dataclass(frozen=True)
class LineCheck:
    number: int
    expected: str        # the normalised input
    rendered: str        # what the AST renders to ("" when the renderer has no wording)
    printed: str = ""    # the printed line, reminder text set aside
    displayed: str = ""  # the rendering in printed style
    lowered_equal: bool | None = None   # compiled from its rendering: the same abilities (None: not checked)

    @property
    def text_equal(self) -> bool:
        """The rendering says what the line says, in today's wording."""
        return current_wording(self.expected) == current_wording(self.rendered)

    @property
    def printed_equal(self) -> bool:
        """The printed-style display equals the printed line, letter case included. A line
        written all in lower case (canonical text given on the command line or in a test) has
        no printed style to compare with."""
        if self.printed == self.printed.lower():
            return True
        return self.printed == self.displayed

    @property
    def equal(self) -> bool:
        """Said the same and printed the same."""
        return bool(self.rendered) and self.text_equal and self.printed_equal


def check_card(card: CompiledCard, lowered: bool = False) -> tuple[LineCheck, ...]:
    """Compare every compiled line of a card; lines without an AST are skipped. With `lowered`,
    also compile the rendered text and compare each line's abilities."""
    out = []
    names = self_names(card.source.name, card.source.nickname)
    again = _recompiled(card) if lowered else None
    for line in card.lines:
        if line.ast is None:
            continue
        expected = normalise(line.text, card.source.name, card.source.nickname,
                             meld=meld_names(card.source))[0].text
        # a keyword's card name is read between marks ("partner with Ley Weaver", self_names.py)
        expected = expected.replace(CARD_NAME_OPEN, "").replace(CARD_NAME_CLOSE, "")
        if _card_as_holder(line.ast):
            # the AST says the card's name in a quoted ability was read as the object that has
            # the ability (right for an ability the card grants itself, CR 201.5a): it prints "~"
            expected = expected.replace(QUOTED_NAME, "~")
        rendered = _render(line.ast, card)
        shown = _displayed(rendered, card) if rendered else ""
        same = _same_abilities(line, again) if lowered else None
        out.append(LineCheck(line.number, expected, rendered, printed_key(line.text, names),
                             printed_key(shown, names) if shown else "", same))
    return tuple(out)


def _displayed(rendered: str, card: CompiledCard) -> str:
    """The rendering in printed style, a meld card's marks as the names they stand for."""
    text = display(rendered, card.source.name)
    for mark, name in zip((MELD_PARTNER, MELDED_FACE), meld_names(card.source) or ()):
        text = text.replace(mark, name)
    return text


def _card_as_holder(node) -> bool:
    """Whether a quoted ability anywhere in `node` has AbilityLine.card_as_holder."""
    if getattr(node, "card_as_holder", False):
        return True
    if isinstance(node, tuple):
        return any(_card_as_holder(n) for n in node)
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        return any(_card_as_holder(getattr(node, f.name)) for f in dataclasses.fields(node))
    return False


def _recompiled(card: CompiledCard) -> CompiledCard | None:
    text = rendered_text(card)
    return None if text is None else compile_card(dataclasses.replace(card.source, oracle_text=text))


def _same_abilities(line, again: CompiledCard | None) -> bool:
    """The line compiled from its rendering lowers to the same runtime abilities."""
    if again is None:
        return False
    twin = next((t for t in again.lines if t.number == line.number), None)
    return (twin is not None and twin.ast is not None
            and [to_data(a) for a in twin.abilities] == [to_data(a) for a in line.abilities])


def _render(ast, card: CompiledCard) -> str:
    try:
        return render_line(ast, card.definition.subtypes)
    except Unrenderable:
        return ""


def printed_key(text: str, names: tuple[str, ...]) -> str:
    """A printed line as compared: reminder text, spacing and typography set aside, the card's
    own name (as printed, case kept) and "this creature" as "~", mana symbols in upper case, and
    today's wording."""
    out, _, _ = split_reminders(text.translate(TYPOGRAPHY))
    if names:
        out = re.sub(r"(?<![\w])(?:%s)(?![\w])" % "|".join(re.escape(n) for n in names), "~", out)
    out = THIS_OBJECT.sub("~", out)
    out = re.sub(r"\{[^}]*\}", lambda m: m.group(0).upper(), out)     # "{r}" reads as "{R}"
    out = re.sub(r" (?=[.,:])", "", re.sub(r"\s+", " ", out).strip())
    return current_wording(out)


def rendered_text(card: CompiledCard) -> str | None:
    """The card's rules text printed back from its AST (None: a line has no rendering)."""
    lines = card.source.oracle_text.split("\n")
    for line in card.lines:
        if line.ast is None:
            continue
        rendered = _render(line.ast, card)
        if not rendered:
            return None
        lines[line.number - 1] = _displayed(rendered, card)
    return "\n".join(lines)


def lowered_equal(card: CompiledCard) -> bool:
    """compile(render(card)) has the same runtime abilities as compile(card)."""
    again = _recompiled(card)
    return again is not None and again.fully_compiled and abilities_data(again) == abilities_data(card)


def abilities_data(card: CompiledCard) -> list:
    """The card's runtime abilities as JSON data (no line numbers, no source spans)."""
    return [to_data(a) for a in card.definition.abilities]

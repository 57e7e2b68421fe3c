"""The kinds an effect acts on: each phrase in a field ACCEPTS names must denote a kind that
field accepts ("Destroy target player." is refused: CR 701.7a destroys permanents), and a
permanent it names must be able to exist ("Tap target sorcery.": CR 109.2, 110.4)."""
from __future__ import annotations

from collections.abc import Iterator

from .accepts import ACCEPTS, Accepts
from .dispatch import Finding, Where
from .kinds import Category, Kind, kinds_of

WRONG_KIND = "CT302"
NO_SUCH_PERMANENT = "CT303"
OBJECT_CLAUSES = tuple(ACCEPTS)


def check_objects(clause, where: Where) -> Iterator[Finding]:
    """The findings for each phrase of `clause` that ACCEPTS says what it may be."""
    for accepts in ACCEPTS[type(clause)]:
        if not accepts.applies(clause):
            continue
        value = getattr(clause, accepts.field)
        for phrase in value if isinstance(value, tuple) else (value,):
            for kind in kinds_of(phrase) or ():
                finding = _mismatch(accepts, kind, where, phrase)
                if finding is not None:
                    yield finding
                    break


def _mismatch(accepts: Accepts, kind: Kind, where: Where, phrase) -> Finding | None:
    """The finding for `phrase` denoting `kind` where `accepts` applies, or None; the kind's
    words and the phrase's span are looked up only for a finding (nearly every phrase fits)."""
    if kind.category not in accepts.categories:
        return Finding(WRONG_KIND, f"{_a(kind.words())} can't be {accepts.past}",
                       f"'{accepts.verb}' takes {accepts.takes} ({accepts.rule}); {_why(kind, accepts)}",
                       where.at(phrase))
    if kind.category is Category.CARD and accepts.zones and kind.zone is not None \
            and kind.zone not in accepts.zones:
        return Finding(WRONG_KIND, f"{_a(kind.words())} can't be {accepts.past}",
                       f"'{accepts.verb}' takes {accepts.takes} ({accepts.rule})", where.at(phrase))
    if kind.never_a_permanent:
        words = kind.words()
        span = where.at(phrase)
        return Finding(NO_SUCH_PERMANENT, f"{_a(words)} is never a permanent",
                       f"without 'spell' or 'card', '{words}' names a permanent on the battlefield "
                       f"(CR 109.2), and instants and sorceries can't be permanents (CR 110.4): "
                       f"write '{words} spell' or '{words} card'", span)
    return None


def _why(kind: Kind, accepts: Accepts) -> str:
    """Why the phrase is of that kind, in the rules' words: where a spell or card would do,
    that the noun without "spell" or "card" is a permanent (CR 109.2)."""
    if kind.category is Category.PERMANENT and accepts.categories & {Category.SPELL, Category.CARD}:
        return (f"without 'spell' or 'card', '{kind.words()}' names a permanent on the "
                f"battlefield (CR 109.2)")
    return f"{_a(kind.words())} isn't one"


def _a(words: str) -> str:
    return ("an " if words[:1] in "aeiou" else "a ") + words

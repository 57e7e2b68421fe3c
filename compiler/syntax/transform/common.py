"""Helpers the transform families share: word tables, UnsupportedPhrase, the Noun of a filter,
intermediate values (filters with players, worded conditions, subjects, tokens with abilities)
and small token and span helpers. Imports no transform family module."""
from __future__ import annotations

import dataclasses
import functools
from importlib import resources

from lark import Token
from lark.exceptions import VisitError

from ....runtime.characteristics import OUTLAW_TYPES, CardType, Color, Step, Zone
from ....runtime.events import Whose
from ....runtime.filters import Compare, Controller, EventAmount, Fixed, ObjectFilter, XValue
from ....runtime.keyword_support import implemented

from .. import nodes as A
from ...dataclass_fields import any_part, made_plainly
from ...source.self_names import QUOTED_NAME

MODAL_COUNTS = {"one": (1, 1), "two": (2, 2), "three": (3, 3), "one or both": (1, 2),
                "one or more": (1, None), "any number": (1, None)}
NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
                "twenty": 20}
TYPE_WORDS = {t.value: t for t in CardType}
TYPE_WORDS.update({"sorceries": CardType.SORCERY})
COLOR_WORDS = {"white": Color.WHITE, "blue": Color.BLUE, "black": Color.BLACK,
               "red": Color.RED, "green": Color.GREEN}
STEPS = {"upkeep": Step.UPKEEP, "draw step": Step.DRAW, "end step": Step.END,
         "combat": Step.BEGINNING_OF_COMBAT, "precombat main phase": Step.MAIN1,
         "postcombat main phase": Step.MAIN2,
         "first main phase": Step.MAIN1, "second main phase": Step.MAIN2}     # the 2024 names (CR 505.1)
DELAYS = {"at end of combat": (Step.END_OF_COMBAT, Whose.THIS_TURN),
          "at the beginning of the next end step": (Step.END, Whose.NEXT),
          "at the beginning of the next turn's upkeep": (Step.UPKEEP, Whose.NEXT),
          # the first upkeep to begin after it is created: the next turn's (CR 603.7, 503)
          "at the beginning of the next upkeep": (Step.UPKEEP, Whose.NEXT),
          # the next cleanup step of this turn (CR 514.3a: another may follow this one)
          "at the beginning of the next cleanup step": (Step.CLEANUP, Whose.NEXT),
          # after "take an extra turn after this one": that extra turn's end step (CR 500.7)
          "at the beginning of that turn's end step": (Step.END, Whose.THAT_EXTRA_TURN),
          "at the beginning of your next precombat main phase": (Step.MAIN1, Whose.YOUR),
          "at the beginning of the next combat": (Step.BEGINNING_OF_COMBAT, Whose.NEXT),
          "at the beginning of the end step on your next turn": (Step.END, Whose.YOUR_NEXT_TURN),
          # the first of that step of the controller's turns to begin after the trigger is set
          # up (CR 603.7): this turn's end step if it hasn't begun, the next turn's upkeep
          "at the beginning of your next upkeep": (Step.UPKEEP, Whose.YOUR),
          "at the beginning of your next end step": (Step.END, Whose.YOUR)}


def names_card(transformer, items) -> bool:
    """Whether the SELF token among `items` is the card's name inside a quoted ability ("¤",
    compiler/source/self_names.py), which means the card, not the object that has the ability
    (CR 201.5a). Counted, so sp_grant knows whether every such name was kept apart."""
    found = any(isinstance(i, Token) and i.type == "SELF" and str(i) == QUOTED_NAME for i in items)
    if found:
        transformer.card_names_kept = getattr(transformer, "card_names_kept", 0) + 1
    return found


def self_phrase(transformer, items):
    """"~" -> SelfPhrase; the card's name inside a quoted ability -> CardPhrase."""
    return A.CardPhrase() if names_card(transformer, items) else A.SelfPhrase()


class UnsupportedPhrase(Exception):
    """Parsed, but names something the compiler does not represent (becomes CT301).

    `start`: where the phrase stands in the normalised line, when the raiser knows it (the
    diagnostic points there; else at the node the transformer was building, or the line)."""

    def __init__(self, message: str, token: Token | None = None, start: int | None = None):
        super().__init__(message)
        self.token = token
        self.start = start


class TextNotUnderstood(Exception):
    """Text inside a line that the grammar does not read, found by a parse of its own (a quoted
    ability): becomes CT201 at `pos`, its column in the normalised line, as a line's own text does."""

    def __init__(self, message: str, pos: int):
        super().__init__(message)
        self.pos = pos


def moved_into_line(exc: VisitError, base: int) -> Exception:
    """The error a quoted ability's own transformer raised, its position moved from the quoted
    text's columns to the line's (`base`: the line column of the quoted text's first character)."""
    error = exc.orig_exc
    if isinstance(error, (RepeatedWord, TextNotUnderstood)):
        error.pos += base
    elif isinstance(error, UnsupportedPhrase):
        meta = getattr(exc.obj, "meta", None)
        start = error.start if error.start is not None else \
            (meta.start_pos if meta is not None and not meta.empty else 0)
        error.start = base + start
    return error


class RepeatedWord(Exception):
    """A word written twice in a row of type words ("target creature creature"): the grammar's
    `type_word+` lets any run through, but a run that repeats a word is no noun (becomes CT201
    at the repeated word). `pos` is its column in the normalised line."""

    def __init__(self, word: str, pos: int):
        super().__init__(f"{word!r} is written twice")
        self.word, self.pos = word, pos


def check_no_repeat(words) -> None:
    """Raise RepeatedWord at the first word (a lark Token, or a (word, pos) pair) whose singular
    form an earlier word of the same noun already had ("creature creatures")."""
    seen: set[str] = set()
    for word in words:
        text, pos = (str(word), word.start_pos) if isinstance(word, Token) else word
        one = noun_word(text)[1]
        if one in seen:
            raise RepeatedWord(text, pos if pos is not None else 0)
        seen.add(one)


def require_engine_support(k: A.Keyword) -> A.Keyword:
    """A keyword the rules engine doesn't play would do nothing in a game, so a card that has or
    grants it isn't compiled (CT301 at the keyword; runtime/keyword_support.py declares them)."""
    if not implemented(k.name):
        from ...keywords.database import builtin
        entry = builtin().get(k.name)
        rule = entry.cr if entry is not None else "CR 702"
        raise UnsupportedPhrase(f"the keyword '{k.name}' ({rule}) has no engine support",
                                start=k.span.start)
    return k

def their(players, word) -> None:
    """Check the possessive of a player's zone ("his or her" / "their" / "your" library) against
    the player the clause names: the AST keeps only the player, and the renderer derives "your"
    or "their" from it, so a possessive that names someone else is reported unsupported."""
    if (str(word) == "your") != (tuple(players) == (A.YouPhrase(),)):
        raise UnsupportedPhrase(f"'{word}' for {type(players[0]).__name__}")


def singular(word: str) -> str:
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


@functools.cache
def subtype_plurals() -> dict[str, str]:
    """Each subtype as printed -> its plural (grammar/subtypes.tsv): "Elf" -> "elves"."""
    table = resources.files("cardtext.grammar").joinpath("subtypes.tsv").read_text(encoding="utf-8")
    return dict(row.split("\t") for row in table.splitlines())


@functools.cache
def subtype_names() -> dict[str, str]:
    """Lower-case subtype or plural -> the subtype as printed ("elves" -> "Elf")."""
    names = {}
    for printed, plural in subtype_plurals().items():
        names[printed.lower()] = names[plural] = printed
    return names


def _same_in_plural(word: str) -> bool:
    printed = subtype_names().get(word.lower())
    return printed is not None and word.lower() == printed.lower() and singular(word) == word \
        and _plural_of(printed) == word.lower()


def _plural_of(printed: str) -> str:
    return subtype_plurals().get(printed, "")


def subtype_name(word: str) -> str:
    return subtype_names().get(word, word)


_MARKER_WORDS = frozenset(("spell", "card", "permanent", "player", "opponent"))


@functools.cache
def noun_word(word: str) -> tuple[str, str, object, bool, bool]:
    """What one type word of a Noun says, as (kind, its singular, value, plural, either number):
    kind "type" (value the CardType), "marker" (value the singular: "spell", "card" ...),
    "outlaw" (one word, five alternatives: value OUTLAW_TYPES) or "subtype" (value the subtype
    as printed). Worked out once per word: the answer is the word's alone, read off tables
    fixed once loaded (TYPE_WORDS, subtypes.tsv), so it never goes stale. `word` a plain str
    (a lark Token would be kept as the key and compared by its own __eq__)."""
    s = singular(word)
    plural = s != word
    either = _same_in_plural(word)
    if s in TYPE_WORDS or word in TYPE_WORDS:
        return "type", s, TYPE_WORDS.get(s) or TYPE_WORDS[word], plural, either
    if s in _MARKER_WORDS:
        return "marker", s, s, plural, either
    if s == "outlaw":
        return "outlaw", s, OUTLAW_TYPES, plural, either
    return "subtype", s, subtype_name(word), plural, either


class Noun:
    """Type words of a filter, gathered before the filter is built."""

    def __init__(self, words: list[str], conjunctive: bool = False):
        self.conjunctive = conjunctive      # "artifact creature" (both) vs "artifact or creature"
        self.types: list[CardType] = []
        self.subtypes: list[str] = []
        self.markers: set[str] = set()
        self.abilities: tuple[str, ...] = ()    # "activated ability", "spell or ability" (CR 113.7)
        self.spelled_out = False                # "spell, activated ability, or triggered ability"
        # "beasts can't block": the subject's number, which only the noun shows
        self.plural = False
        # "Treefolk", "Equipment": a subtype whose plural is the same word, plural or not as
        # the words around it say ("Other Treefolk and Forests", "all Auras and Equipment")
        self.either_number = False
        for w in words:
            kind, _, value, self.plural, self.either_number = noun_word(str(w))
            if kind == "type":
                self.types.append(value)
            elif kind == "marker":
                self.markers.add(value)
            elif kind == "outlaw":
                self.subtypes += value
                self.conjunctive = False
            else:
                self.subtypes.append(value)


def _span(meta) -> A.Span:
    if getattr(meta, "empty", True):
        return A.Span(0, 0)
    return A.Span(meta.start_pos, meta.end_pos)


def _objects(x) -> tuple:
    return x if isinstance(x, tuple) else (x,)



def _is_color(word: str) -> bool:
    return all(w in COLOR_WORDS for w in word.split(" and "))


def _colors(words) -> tuple:
    """Colour words of a token or animation; "black and red" is one word of two colours."""
    return tuple(COLOR_WORDS[c] for w in words if _is_color(w) for c in w.split(" and "))


class KeepTypes:
    """"in addition to its other types" / "that's still a land" after an animation: the object
    keeps its types (CR 205.1b); `still` is the type named by "that's still a <type>"."""

    def __init__(self, still=None):
        self.still = still


class FilterWithExtras:
    """A filter that also names players or a total-power condition (not an ObjectFilter field)."""

    def __init__(self, filt, players, total_power, only_players, controlled_by=None, opponent_choice="",
                 single_graveyard=False):
        self.filter, self.players, self.total_power = filt, players, total_power
        self.single_graveyard = single_graveyard    # "target cards from a single graveyard": targets only
        self.controlled_by = controlled_by      # a player phrase: "<filter> that player controls"
        # "target creature of an opponent's choice [he or she controls]": "any" / "controls"
        self.opponent_choice = opponent_choice
        self.only_players = only_players


def _split(item) -> tuple[ObjectFilter | None, Controller | None]:
    if isinstance(item, FilterWithExtras):
        if item.controlled_by is not None:
            raise UnsupportedPhrase("'<player> controls' here")
        if item.opponent_choice:
            raise UnsupportedPhrase("'of an opponent's choice' here")
        if item.single_graveyard:
            raise UnsupportedPhrase("'from a single graveyard' except for targets")
        if item.total_power is not None:
            raise UnsupportedPhrase("total power here")
        if item.players is not None and item.filter.other:
            raise UnsupportedPhrase("'other player(s)'")
        return (None if item.only_players else item.filter), item.players
    return item, None


def _plain(item) -> ObjectFilter:
    if isinstance(item, FilterWithExtras) and item.single_graveyard:
        raise UnsupportedPhrase("'from a single graveyard' except for targets")
    if isinstance(item, FilterWithExtras):
        raise UnsupportedPhrase("a player or total-power filter here")
    return item


def _replace_zone(filt: ObjectFilter, zone: Zone) -> ObjectFilter:
    from dataclasses import replace
    return replace(filt, zone=zone)


def _fixed(amount) -> int:
    if not isinstance(amount, Fixed):
        raise UnsupportedPhrase("X where a fixed number is needed")
    return amount.value


def _count(amount) -> "int | XValue | EventAmount":
    """A number of objects: a number, or one known only as the effect resolves, "X" (the X
    chosen or defined, CR 107.3) or "that many" (the trigger event's amount, CR 603.7c)."""
    if isinstance(amount, (XValue, EventAmount)):
        return amount
    return _fixed(amount)


def _compare(tok) -> Compare:
    return Compare.LE if str(tok) == "less" else Compare.GE


def _pt_x(text: str) -> tuple[int, int]:
    """"+X/+0" -> (1, 0), "-X/-X" -> (-1, -1): signs of X, to multiply by X's value."""
    out = []
    for part in text.split("/"):
        if part[1:] == "x":
            out.append(1 if part[0] == "+" else -1)
        elif part[1:] == "0":
            out.append(0)
        else:
            raise UnsupportedPhrase("a modification mixing X and numbers")
    return out[0], out[1]


def _pt(tok) -> tuple[int, int]:
    p, t = str(tok).split("/")
    if "x" in p or "x" in t:
        raise UnsupportedPhrase("+X/+X modifications")
    return int(p), int(t)


def _reveals(put) -> bool:
    """A search's joining words (" and put it", ", reveal that card, and put it"): whether the
    found cards are revealed (CR 701.16); the rest is wording. "put one of them" (only one of
    the found cards) has no node."""
    text = str(put)
    if "one of them" in text:
        raise UnsupportedPhrase("putting one of the found cards")
    return "reveal" in text


def _one(objects):
    if len(objects) != 1:
        raise UnsupportedPhrase("several players adding mana")
    return objects[0]


def _card_word(tok) -> None:
    if singular(str(tok)) != "card":
        raise UnsupportedPhrase(f"discard {tok}")


def _token(items, kind: str) -> Token:
    return next(i for i in items if isinstance(i, Token) and i.type == kind)


def _has(items, kind: str) -> bool:
    return any(isinstance(i, Token) and i.type == kind for i in items)


class ItCondition:
    """A condition about an object written "it" ("if it was kicked", "{U} was spent to cast it"),
    before the sentence holding it says what "it" stands for. Only the source is supported: the
    sentence rules check the pronoun can refer to it (`source_pronoun`), then keep the bare
    condition. Not a wording: "it" and "~" are one object there."""

    def __init__(self, condition):
        self.condition = condition


def _cond(c):
    return c.condition if isinstance(c, ItCondition) else c


def _names_a_target(node) -> bool:
    """Whether an AST node (clauses, phrases) holds a target phrase."""
    return any_part(node, lambda n: True if isinstance(n, A.TargetPhrase) else None)


def source_pronoun(cond, clauses):
    """The condition of "<clauses> if/unless <cond>": a trailing "it" refers back to the clauses'
    object ("counter target spell if it was kicked": the target spell, CR 702.33d asks of that
    spell), which only the source is supported as."""
    if isinstance(cond, ItCondition) and _names_a_target(clauses):
        raise UnsupportedPhrase("'it' in a condition after a target: the target, not the source")
    return _cond(cond)


class SelfOrAnother:
    """Subject "~ or another <filter>": the filter with the source included."""

    def __init__(self, filt: ObjectFilter):
        self.filter = filt


class BareSubject:
    """Subject written without an article ("enchanted creature attacks")."""

    def __init__(self, filt: ObjectFilter):
        self.filter = filt


def _unwrap(cond: A.TriggerCondition) -> A.TriggerCondition:
    if isinstance(cond.subject, SelfOrAnother):
        return dataclasses.replace(cond, subject=cond.subject.filter, self_or_another=True)
    if isinstance(cond.subject, BareSubject):
        return dataclasses.replace(cond, subject=cond.subject.filter)     # the article follows from the filter
    return cond


def _sentence(clauses, **fields) -> A.Sentence:
    fields["clauses"] = clauses
    return made_plainly(A.Sentence, fields)


def _bare_each(transformer, filt) -> A.EachPhrase:
    """A subject with no determiner: "creatures you control" (plural) or "enchanted creature"
    (the one object the source is attached to, CR 303.4: the filter says so)."""
    if not getattr(transformer, "_subject_plural", False) and not getattr(filt, "attached_to_source", False):
        raise UnsupportedPhrase("a singular noun without a determiner as a subject")
    if (controlled := transformer.controlled_phrase(filt)) is not None:
        if controlled.filter.other:
            # "Other creatures that player controls": other than an object named before, which
            # the filter's "other" (not the source, CR 109.5) does not say
            raise UnsupportedPhrase("'other' objects a player controls")
        return controlled               # "creatures target player controls" (transform/players.py)
    return A.EachPhrase(filt)


class TokenWithAbility:
    """A token specification with the quoted ability it has (before lowering)."""

    def __init__(self, spec, ability):
        self.spec, self.ability = spec, ability


def split_token(item):
    """(TokenSpec, quoted AbilityLine or None) from a `token` subtree's value."""
    if isinstance(item, TokenWithAbility):
        return item.spec, item.ability
    return item, None


def fold_may(items: list) -> list:
    """A sentence's clauses and joins, "you may A and B" read as one choice: what the player may
    do is A and B (CR 608.2d), so each clause joined after a plain "you may" clause by "and"
    before its verb ("and_verb": "untap it and remove it from combat") goes into its `also`."""
    out: list = []
    for item in items:
        if len(out) >= 2 and out[-1] == "and_verb" and isinstance(out[-2], A.MayClause) \
                and not out[-2].have and not isinstance(item, (str, tuple)):
            out.pop()
            out[-1] = dataclasses.replace(out[-1], also=out[-1].also + (item,))
            continue
        out.append(item)
    return out


def either_group(items) -> ObjectFilter:
    """"artifact creatures and/or white creatures": an object matching either description, each
    a group of objects on the battlefield with no words of whose."""
    alternatives = tuple(_plain(i) for i in items)
    if any(f.alternatives or f.zone is not Zone.BATTLEFIELD or f.controller is not Controller.ANY
           for f in alternatives):
        raise UnsupportedPhrase("these descriptions joined by 'and/or'")
    return ObjectFilter(alternatives=alternatives)


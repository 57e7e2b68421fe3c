"""Rules-level lint rules read from the abilities a card prints (CL407-CL411): mana no ability
can make, abilities that can never be activated, X without a value, targets in static
abilities, loyalty where no planeswalker is."""
from __future__ import annotations

import re

from ..keywords.database import builtin
from .card import Hit
from .findings import Level
from .registry import rule
from .symbols import ONE

SYMBOL = re.compile(r"\{([^{}]*)\}")
ADD = re.compile(r"\b[Aa]dd ((?:\{[^{}]*\}|,| |or|and)+)")
MANA = frozenset("WUBRGC")
# an activated ability: a cost, then a colon, before any quoted text (CR 602.1)
ACTIVATED = re.compile(r'^([^":\u2022]+?):\s')
LOYALTY_COST = re.compile(r"^([+\u2212\-\u2013]?(?:\d+|X)):\s")


def _outside_quotes(text: str) -> str:
    """The text with quoted abilities blanked out (their words belong to another object)."""
    return re.sub(r'"[^"]*"|\u201c[^\u201d]*\u201d', lambda m: " " * len(m.group(0)), text)


def _without_reminders(text: str) -> str:
    return re.sub(r"\([^()]*\)", lambda m: " " * len(m.group(0)), text)


@rule("CL407", "undefined-mana", Level.ERROR, "an ability adding mana of no type",
      "Mana is white, blue, black, red, green or colourless (CR 106.1); a hybrid, Phyrexian or "
      "snow symbol is a cost, never mana, and {X} needs a value.", "{T}: Add {W/U}.", "{T}: Add {W} or {U}.")
def undefined_mana(card):
    for where in card.lines:
        for add in ADD.finditer(where.text):
            for m in SYMBOL.finditer(add.group(1)):
                body = m.group(1).upper()
                if body in MANA or not ONE.fullmatch(body) or (body == "X" and _x_defined(card, where.text)):
                    continue                   # mana, an unknown symbol (CL403), or X with a value
                start = add.start(1) + m.start()
                why = "{X} with no value for X" if body == "X" else f"{{{body}}} is no type of mana"
                yield Hit(where, start, start + len(m.group(0)), f"an ability can't add {m.group(0)}: {why}")


def add_phrase_at(text: str, index: int) -> bool:
    """Whether `index` is at a known symbol inside an "Add ..." phrase (CL407 judges those)."""
    symbol = SYMBOL.match(text, index)
    return bool(symbol) and bool(ONE.fullmatch(symbol.group(1).upper())) \
        and any(m.start(1) <= index < m.end(1) for m in ADD.finditer(text))


@rule("CL408", "never-activated", Level.WARNING, "an activated ability on an instant or sorcery",
      "An instant or sorcery is never on the battlefield (CR 304.4, 307.4), so its activated "
      "abilities work only from another zone, which the cost must say (discard or exile this "
      "card, CR 113.6); otherwise it can never be activated.", "Sorcery: {1}: Draw a card.",
      "Sorcery: {1}, Exile this card from your graveyard: Draw a card.")
def never_activated(card):
    if not card.types & {"instant", "sorcery"}:
        return
    name = re.escape(card.source.name.lower())
    for where in card.lines:
        m = ACTIVATED.match(_without_reminders(where.text))
        if not m or "\u2014" in m.group(1) or not re.search(r"\{|\btap\b|\bpay\b|\bsacrifice\b", m.group(1), re.I):
            continue                   # "Ability word — ..." or no cost: not an activated ability
        if re.search(rf"\b(this card|this spell|{name}|~)\b", where.text.lower()):
            continue                   # it names the card in its hand or graveyard: usable there
        yield Hit(where, 0, m.end(1), "this ability can never be activated: an instant or sorcery "
                  "is never on the battlefield and the cost names no other zone")


def _x_defined(card, line: str) -> bool:
    """X has a value: a {X} anywhere on the card (its cost, an activated or keyword cost), or X
    chosen or defined in words: "where X is", "pay X life", "discard X cards" (CR 107.3)."""
    everything = " ".join([card.source.mana_cost or ""] + [w.text for w in card.lines])
    if "{X}" in everything.upper() or (card.source.loyalty or "").upper() == "X":
        return True
    text = _outside_quotes(line)
    cost = ACTIVATED.match(text) or LOYALTY_COST.match(text)
    if cost and re.search(r"\bX\b", cost.group(1)):
        return True                    # chosen as the cost is paid ("\u2212X:", "with mana value X:")
    keyword = re.match(r"([A-Z][a-z]+(?: [a-z]+)?) X\b", text)
    if keyword and (card.keywords or builtin()).get(keyword.group(1).lower()) is not None:
        return True                    # a keyword's own X ("Bloodthirst X", CR 702.54c)
    return bool(X_IN_WORDS.search(everything))


X_IN_WORDS = re.compile(r"\badditional cost\b[^.]*\bX\b|\bX (?:is|are|can't|can|equal|was|were)\b|\bwhere X\b|\bX,\s*where\b|\bnumber X\b|"
                        r"\b(?:pays?|discards?|sacrifices?|removes?|exiles?|taps?|untaps?|reveals?|chooses?|"
                        r"names?) (?:any number X|X)\b|"
                        r"\bamount X\b|\bchoose (?:a number|X)\b", re.IGNORECASE)


@rule("CL410", "x-undefined", Level.WARNING, "X used without a value, or an X in the cost never used",
      "X is a value the card defines: in its cost, in an activated ability's cost, or in words "
      "('where X is ...') (CR 107.3); an X nothing defines or an X nothing uses is a mistake.",
      "Draw X cards.", "Draw X cards, where X is the number of lands you control.")
def x_undefined(card):
    cost = card.header.get("cost")
    uses = [w for w in card.lines if re.search(r"\bX\b|\{X\}", _without_reminders(w.text))]
    spent = any(re.search(r"\bmana spent\b|\bsunburst\b|\bconverge\b", w.text, re.I) for w in card.lines)
    if cost is not None and "{X}" in cost.value.upper() and not uses and card.lines and not spent \
            and (card.source.loyalty or "").upper() != "X":
        at = cost.value.upper().find("{X}")
        yield Hit(cost, at, at + 3, "the cost has {X}, but the rules text never uses X")
    for where in uses:
        text = _without_reminders(where.text)
        if _x_defined(card, where.text):
            continue
        m = re.search(r"\{X\}|\bX\b", text)
        yield Hit(where, m.start(), m.end(), "X has no value here: put {X} in a cost or say what X is")


# "target" as a determiner ("target creature"), not the noun ("becomes the target of")
TARGET_WORD = re.compile(r"(?<!the )(?<!a )(?<!new )(?<!that )(?<!single )(?<!each )(?<!one )"
                         r"(?<!same )(?<!as )\b[Tt]arget (?!of\b|for\b|or\b|and\b)\w")
NOT_STATIC = re.compile(r"^(?:When|Whenever|At|\u2022|[IVX]+(?:, [IVX]+)* \u2014|Level|Enchant|Chapter)\b|"
                        r"^[^\"]*\u2014 (?:When|Whenever|At)\b|^[+\u2212\-]?\d+:")


@rule("CL411", "static-target", Level.WARNING, "a target in a static ability",
      "Only spells and activated or triggered abilities target (CR 115.1); a static ability that "
      "says 'target' has nothing to choose it.", "Creature: Target creature gets +1/+1.",
      "Creature: When this creature enters, target creature gets +1/+1 until end of turn.")
def static_target(card):
    if card.types & {"instant", "sorcery"} or not card.types:
        return
    for where in card.lines:
        text = _outside_quotes(_without_reminders(where.text))
        if NOT_STATIC.search(text) or ACTIVATED.match(text):
            continue
        m = TARGET_WORD.search(text)
        if m and _static_line(card, where):
            yield Hit(where, m.start(), m.start() + 6, "a static ability has no target: make it "
                      "triggered or activated, or say 'each'/'all'")


def _static_line(card, where) -> bool:
    """The line compiled to static abilities only, or is an effect sentence printed on a
    permanent, which the compiler reads as no ability at all (CT301)."""
    lines = [l for l in card.compiled.lines if l.number == where.number]
    kinds = {type(a).__name__ for l in lines for a in l.abilities}
    if kinds:
        return kinds <= {"StaticAbility"}
    return any(d.code == "CT301" and d.line == where.line and "effect sentence on a permanent" in d.message
               for d in card.compiled.diagnostics)


@rule("CL409", "loyalty-misplaced", Level.WARNING, "loyalty or loyalty abilities on a card that is no planeswalker",
      "Only planeswalkers have loyalty and loyalty abilities (CR 306.5, 606.3).",
      "Creature with '+1: Draw a card.'", "Planeswalker with '+1: Draw a card.'")
def loyalty_misplaced(card):
    if not card.types or "planeswalker" in card.types:
        return
    if card.source.loyalty and "battle" not in card.types:
        field = card.header.get("type")
        if field is not None:
            yield Hit(field, 0, len(field.value), "only planeswalkers have loyalty")
    for where in card.lines:
        m = LOYALTY_COST.match(where.text)
        if m:
            yield Hit(where, 0, len(m.group(1)), "a loyalty ability on a card that is no planeswalker")

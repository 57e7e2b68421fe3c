"""Parameter slots in a keyword's reminder text and definition, and filling them in.

A template is rules text with slots for the keyword's parameter, written as Oracle reminder
text words it ("Mobilize 3 (... create three tapped and attacking ... tokens ...)"):

    {N}              the number in words: "three" ("X" for X); in digits next to "+", "-" or
                     "/", as in "+{N}/+{N}"
    {N digits}       the number in digits, as Oracle prints totals: "total power {N digits} or more"
    {a N}            "a" when N is 1, else as {N}: "create {a N} ... token"
    {N:one|many}     `one` when N is 1, else `many`: "{N:token|tokens}", "{N:it|them}"; an arm
                     may hold {N}: "the top {N:card|{N} cards}"
    {N times {R}}    the mana symbol N times, as Oracle prints mana added: "add {N times {R}}"
                     gives "add {R}{R}" for N = 2 (firebending, CR 702.189a)
    {cost}           the cost as printed after the keyword: "{1}{G}", "pay 3 life"

Other braces are mana symbols ({2}, {G}, {T}) and stay as written.
"""
from __future__ import annotations

import re

ARM = r"(?:[^{}|]|\{N\})*"          # an alternation arm: text, or the {N} slot
SLOT = re.compile(r"\{(N|N digits|a N|N:" + ARM + r"\|" + ARM + r"|N times \{[WUBRGC]\}|cost)\}")
WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
         "eighteen", "nineteen", "twenty")


class TemplateError(ValueError):
    """A slot the keyword's parameter cannot fill."""


def slots(template: str) -> tuple[str, ...]:
    return tuple(m.group(1) for m in SLOT.finditer(template))


def check_template(template: str, parameter) -> None:
    """Every slot is one the parameter shape fills (`parameter` is database.Parameter)."""
    value = getattr(parameter, "value", parameter)
    for slot in slots(template):
        needs = "cost" if slot == "cost" else "number"
        if needs not in value:
            raise TemplateError(f"slot {{{slot}}} needs a {needs} parameter, and this keyword's "
                                f"parameter is {value!r}")
    stray = re.search(r"\{(?:n|n digits|a n|n:[^{}]*)\}", SLOT.sub("", template))
    if stray:
        raise TemplateError(f"unknown slot {stray.group(0)} (slots are written {{N}}, {{N digits}}, "
                            "{a N}, {N:one|many} and {cost})")


def number_words(n: int | str) -> str:
    if isinstance(n, str):
        return n.upper() if n.lower() == "x" else n
    return WORDS[n] if 0 <= n < len(WORDS) else str(n)


def fill(template: str, number: int | str | None = None, cost: str | None = None) -> str:
    """The template with its slots filled by the keyword's parameter."""
    def one(m: re.Match[str]) -> str:
        slot = m.group(1)
        if slot == "cost":
            return cost or ""
        if slot == "N":
            near = m.string[m.start() - 1:m.start()] + m.string[m.end():m.end() + 1]
            return str(number).upper() if set(near) & set("+-/") else number_words(number)
        if slot == "N digits":
            return str(number).upper()
        if slot == "a N":
            return "a" if number == 1 else number_words(number)
        if slot.startswith("N times "):
            symbol = slot[len("N times "):]
            # "add X {R}" (the rules' own wording, CR 702.189a: "add N {R}")
            return f"{number.upper()} {symbol}" if isinstance(number, str) else symbol * number
        singular, plural = slot[2:].split("|")
        return fill(singular if number == 1 else plural, number, cost)
    return SLOT.sub(one, template)

"""The measurement behind `cardtext coverage`: how much of a corpus compiles, and what to add next.

Every card gets a status:

- ``compiled``: every line compiled and no diagnostic of severity error;
- ``partial``: some rules line compiled into abilities, and some error;
- ``failed``: nothing compiled, or an input error (the loader's CT1xx: bad
  JSON, missing name, ...) or an internal compiler error (CT901).

Each error diagnostic of a card is put in a *group*, the shape of the phrase
where compiling stopped: the code plus the first normalised words at the
failure column with numbers and mana symbols abstracted (``CT201 at 'enchanted
creature'``), or the code plus the message for errors that name their
construct (``CT301 not supported yet: X/X tokens``). A group *unlocks* a card
when it is the card's only group: supporting that construct alone would make
the card compile (as far as the compiler can tell: a later line can hide
behind an earlier failure only within one line). Groups are ranked by unlocks,
then by the plain count of cards they appear in.

With ``exercise`` (``--exercise N``) the first N fully compiled cards, or a
seeded sample of them, go through `cardtext.compiler.harness.exercise.exercise_card`;
a card only counts as compiled when that check passes too. The stricter figure, "verified",
counts the cards whose every VM instruction was seen to have its declared effect, or a reason
the game shows for having none (compiler/harness/verification.py).
"""
from __future__ import annotations

import functools
import random
import re
import signal
import threading
import time
import traceback
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from ...runtime.characteristics import CardType
from ..source.cardfile import ParsedCard
from ..source.type_line import parse_type_line
from ..diagnostics import CODES, Diagnostic, Severity
from ..source.normalize import normalise
from ..serialize import diagnostic_data, kind_of
from .common import internal_error as _internal

COMPILED, PARTIAL, FAILED = "compiled", "partial", "failed"
PHRASE_WORDS = 2            # normalised words kept from the failure column
EXAMPLES = 3                # example cards per group
EXERCISE_TIMEOUT = 10.0     # seconds one card may take in the executability check

NUMBER_WORDS = {"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                "eleven", "twelve", "thirteen", "fourteen", "fifteen", "twenty", "x"}
_MANA_RUN = re.compile(r"(?:\{(?![TQE]\})[^{}]*\})+", re.IGNORECASE)
_DIGITS = re.compile(r"\d+")
_PHRASE_END = re.compile(r"[.,:;\"]+$")
_INTERNAL_AT = re.compile(r" at ([\w./-]+:\d+)$")
QUOTED_STOP = "in a quoted ability: "          # CT201 inside a quoted ability (transform/replacements.py)
CARD_TYPES = frozenset(t.value for t in CardType)


# ------------------------------------------------------------------ one card
@dataclass
class CardReport:
    """What coverage learned about one input entry."""

    name: str | None
    file: str | None
    line: int                                   # where the entry starts in its file
    status: str
    abilities: list[str]                        # ability kinds, in definition order
    diagnostics: list[dict[str, Any]]
    groups: list[str]                           # distinct groups of its errors, first seen first
    group_lines: dict[str, tuple[str, int | None]]   # group -> (rules line it failed on, index there)
    input_error: bool = False                   # the loader's error (bad JSON, no name, ...)
    internal_error: bool = False                # CT901: a bug in the compiler
    definition: Any = None                      # the CardDefinition, kept for --exercise
    exercise: dict[str, Any] | None = None
    other_face: str | None = None               # split card half: the other half's name (CR 709)
    card_types: tuple[str, ...] = ()            # its type line's card types (CR 205.2a), lower case

    def data(self) -> dict[str, Any]:
        out = {"name": self.name, "file": self.file, "line": self.line, "status": self.status,
               "abilities": self.abilities, "groups": self.groups, "diagnostics": self.diagnostics}
        if self.exercise is not None:
            out["exercise"] = self.exercise
        return out


def analyse(entry: ParsedCard, keep_definition: bool = False, keywords=None) -> CardReport:
    """Compile one entry and classify it. Never raises."""
    from ..api import compile_card
    src = entry.source
    name = src.name if src is not None else entry.name
    loader_errors = [d for d in entry.diagnostics if d.severity is Severity.ERROR]
    compiled, extra = None, []
    if src is not None:
        try:
            compiled = compile_card(src, keywords)
        except Exception as exc:  # a compiler bug fails this card, not the run
            extra.append(_internal(entry, exc))
    diags = list(entry.diagnostics) + extra + (list(compiled.diagnostics) if compiled else [])
    errors = [d for d in diags if d.severity is Severity.ERROR]
    kinds: list[str] = []
    any_line = False
    if compiled is not None:
        try:
            kinds = [kind_of(a) for a in compiled.definition.abilities]
            any_line = any(line.abilities for line in compiled.lines)
        except Exception as exc:
            extra.append(_internal(entry, exc))
            errors.append(extra[-1])
            diags.append(extra[-1])
    internal = any(d.code.startswith("CT9") for d in errors)
    groups: list[str] = []
    group_lines: dict[str, tuple[str, int | None]] = {}
    if src is not None and not loader_errors:
        for d in errors:
            try:
                key, text, at = group_of(d, src)
            except Exception:   # grouping is a courtesy: never lose the card over it
                key, text, at = f"{d.code} {CODES.get(d.code, '')}".strip(), d.excerpt, None
            if key not in group_lines:
                groups.append(key)
                group_lines[key] = (text, at)
    if compiled is None or loader_errors or internal:
        status = FAILED
    elif not errors:
        status = COMPILED
    elif any_line:
        status = PARTIAL
    else:
        status = FAILED
    return CardReport(
        name=name, file=src.file if src is not None else (diags[0].file if diags else None),
        line=src.text_line if src is not None else entry.line, status=status, abilities=kinds,
        diagnostics=[diagnostic_data(d) for d in diags], groups=groups, group_lines=group_lines,
        input_error=bool(loader_errors), internal_error=internal,
        definition=compiled.definition if keep_definition and status == COMPILED else None,
        other_face=src.other_face if src is not None else None,
        card_types=card_types_of(src.type_line) if src is not None else ())


def card_types_of(type_line: str | None) -> tuple[str, ...]:
    """The card types a type line names (CR 205.2a), for the figures by card type."""
    return tuple(t for t in parse_type_line(type_line or "")[1] if t in CARD_TYPES)


# ------------------------------------------------------------------ grouping
def group_of(d: Diagnostic, src) -> tuple[str, str, int | None]:
    """(group key, the rules line it is about, index in it) for one error diagnostic of a card."""
    located = locate(d, src)
    raw, at = located if located else (d.excerpt, None)
    stop = d.message.removeprefix(QUOTED_STOP)    # a quoted ability's own text, grouped the same
    parse_stop = (d.code == "CT201" and (stop.startswith("not understood") or stop.startswith("sentence ends"))) \
        or (d.code == "CT202" and d.message.endswith("can't stand here"))
    if parse_stop and located:
        return f"{d.code} {phrase_at(raw, at, src.name, src.nickname)}", raw, at
    if d.code.startswith("CT9"):
        m = _INTERNAL_AT.search(d.message)
        detail = d.message[:m.start()] if m else d.message
        detail = abstract_message(detail.removeprefix("internal compiler error: "))
        detail = detail if len(detail) <= 80 else detail[:79] + "…"
        return f"{d.code} internal error: {detail}" + (f" at {m.group(1)}" if m else ""), raw, at
    if d.code in ("CT204", "CT203"):
        return f"{d.code} {CODES[d.code]}", raw, at
    return f"{d.code} {abstract_message(d.message)}", raw, at


def locate(d: Diagnostic, src) -> tuple[str, int] | None:
    """(raw rules line, index in it) that a line diagnostic points at, or None (a header one)."""
    if not d.excerpt:
        return None
    lines = src.oracle_text.split("\n")
    if src.one_line:
        if d.line != src.text_line:
            return None
        pos, offset = d.column - src.text_column, 0
        for raw in lines:
            if offset <= pos <= offset + len(raw) and raw.strip():
                return raw, pos - offset
            offset += len(raw) + 1
        return None
    number = d.line - src.text_line
    if not 0 <= number < len(lines):
        return None
    return lines[number], max(d.column - src.text_column, 0)


def phrase_at(raw: str, index: int, name: str, nickname: str | None, words: int = PHRASE_WORDS) -> str:
    """"at 'first words'" of the normalised text from raw index `index`.

    At a punctuation mark, or at the end of the text, the words before it say more:
    "at ',' after 'land card'", "at end after 'target creature'".
    """
    norm, _ = normalise(raw, name, nickname)
    text, origin = norm.text, norm.origin
    start = next((i for i, o in enumerate(origin) if o >= index), len(text))
    if start >= len(text.rstrip(" .")):
        return f"at end after '{_before(text.rstrip(' .'), words)}'"
    mark = re.match(r"[.,:;]", text[start:])
    if mark:
        return f"at '{mark.group(0)}' after '{_before(text[:start], words)}'"
    return f"at '{abstract_words(text[start:].split(), words)}'"


def _before(text: str, words: int) -> str:
    """The last words of `text` within its last phrase (after the last . , : or ;)."""
    return abstract_words(re.split(r"[.,:;]", text)[-1].split()[-words:])


def abstract_words(tokens: list[str], limit: int | None = None) -> str:
    """Join words with numbers -> N and mana symbols -> {M}; stop after a phrase-ending mark."""
    out = []
    for tok in tokens:
        end = _PHRASE_END.search(tok)
        word = _PHRASE_END.sub("", tok) if end else tok
        if word:
            out.append(abstract_word(word))
        if end or (limit is not None and len(out) >= limit):
            break
    return " ".join(out)


def abstract_word(word: str) -> str:
    word = _MANA_RUN.sub("{M}", word)
    if word.lower() in NUMBER_WORDS:
        return "N"
    word = re.sub(r"(?<![A-Za-z])[xX](?=/)|(?<=/)[xX](?![A-Za-z])", "N", word)   # X/X, +X/+0
    return _DIGITS.sub("N", word)


def abstract_message(message: str) -> str:
    return _DIGITS.sub("N", _MANA_RUN.sub("{M}", message))


# ------------------------------------------------------------------ the ranking
def rank(reports: Iterable[CardReport], examples: int = EXAMPLES) -> list[dict[str, Any]]:
    """Groups ranked by cards unlocked (cards whose only failing group it is), then cards."""
    unlocks: Counter[str] = Counter()
    cards: Counter[str] = Counter()
    first: dict[str, list[CardReport]] = {}
    unlocking: dict[str, list[CardReport]] = {}
    for r in reports:
        for g in r.groups:
            cards[g] += 1
            if len(first.setdefault(g, [])) < examples:
                first[g].append(r)
        if len(r.groups) == 1 and not r.input_error:   # (CT901 is a group: fixing it unlocks)
            g = r.groups[0]
            unlocks[g] += 1
            if len(unlocking.setdefault(g, [])) < examples:
                unlocking[g].append(r)
    out = []
    for g in sorted(cards, key=lambda g: (-unlocks[g], -cards[g], g)):
        chosen = list(unlocking.get(g, []))
        chosen += [r for r in first[g] if r not in chosen][:examples - len(chosen)]
        out.append({"group": g, "unlocks": unlocks[g], "cards": cards[g],
                    "examples": [_example(r, g) for r in chosen]})
    return out


def _example(r: CardReport, group: str) -> dict[str, Any]:
    line, at = r.group_lines.get(group, ("", None))
    return {"name": r.name, "line": line, "column": at + 1 if at is not None else None}


def _snippet(example: dict[str, Any], before: int = 20) -> str:
    """The example line from a little before the failure column."""
    line, column = example["line"], example.get("column")
    if not column or column - 1 <= before:
        return line
    start = column - 1 - before
    space = line.find(" ", start, column - 1)
    return "…" + line[space + 1 if space >= 0 else start:]


# ------------------------------------------------------------------ the run
@dataclass
class Coverage:
    reports: list[CardReport]
    seconds: float
    ranking: list[dict[str, Any]]
    exercise: dict[str, Any] | None = None
    load_seconds: float = 0.0
    extra: dict[str, Any] = field(default_factory=dict)

    def count(self, status: str) -> int:
        return sum(r.status == status for r in self.reports)

    def summary(self, top: int | None = None) -> dict[str, Any]:
        n = len(self.reports)
        out: dict[str, Any] = {
            "cards": n, "compiled": self.count(COMPILED), "partial": self.count(PARTIAL),
            "failed": self.count(FAILED),
            "input_errors": sum(r.input_error for r in self.reports),
            "internal_errors": sum(r.internal_error for r in self.reports),
            "compiled_rate": round(self.count(COMPILED) / n, 4) if n else 0.0,
            "seconds": round(self.seconds, 3),
            "cards_per_second": round(n / self.seconds, 1) if self.seconds > 0 else None,
            "load_seconds": round(self.load_seconds, 3),
            "groups": len(self.ranking),
            "top_unsupported": self.ranking if top is None else self.ranking[:top],
        }
        if self.exercise is not None:
            out.update(self.exercise)
        out["by_type"] = self.by_type()
        return out

    def by_type(self) -> list[dict[str, Any]]:
        """Cards, fully compiled and (of those exercised) verified, for each card type; a card of
        two types ("Artifact Creature") counts under both. Most cards first."""
        rows: dict[str, dict[str, int]] = {}
        for r in self.reports:
            for t in r.card_types:
                row = rows.setdefault(t, {"cards": 0, "compiled": 0, "exercised": 0, "verified": 0})
                row["cards"] += 1
                row["compiled"] += r.status == COMPILED
                if r.exercise is not None:
                    row["exercised"] += 1
                    row["verified"] += bool(r.exercise["ok"] and r.exercise["verified"])
        return [{"type": t, **row, "compiled_rate": round(row["compiled"] / row["cards"], 4)}
                for t, row in sorted(rows.items(), key=lambda kv: (-kv[1]["cards"], kv[0]))]


def run(entries: list[ParsedCard], progress: Callable | None = None,
        keep_definitions: bool = False, keywords=None, cache=None, jobs: int = 1) -> Coverage:
    """Compile and classify every entry (`keywords`: a database with custom keywords);
    `progress(iterable)` may wrap the loop; `cache`: the results cache (cli/batch.py), `jobs`:
    worker processes."""
    from .batch import run_batch, warm_parser
    start = time.perf_counter()
    reports = run_batch(entries, functools.partial(analyse, keep_definition=keep_definitions, keywords=keywords),
                        report_key, cache, jobs, progress, functools.partial(warm_parser, keywords))
    seconds = time.perf_counter() - start
    return Coverage(reports, seconds, rank(reports))


def report_key(entry: ParsedCard) -> tuple:
    """What a card's report depends on, besides the compiler."""
    return (entry.source, tuple(entry.diagnostics), entry.line, entry.name)


def sample(entries: list[ParsedCard], n: int, seed: int) -> list[ParsedCard]:
    """A seeded random sample of N entries, kept in input order (the same seed, the same cards)."""
    if n >= len(entries):
        return list(entries)
    chosen = sorted(random.Random(seed).sample(range(len(entries)), n))
    return [entries[i] for i in chosen]


# ------------------------------------------------------------------ executability
class ExerciseUnavailable(Exception):
    """cardtext.compiler.harness.exercise is there but does not import."""


def load_exercise() -> Callable | None:
    """`exercise_card`, or None when the runtime has no executability check."""
    try:
        from ..harness.exercise import exercise_card
    except ModuleNotFoundError as exc:
        if exc.name not in ("cardtext.compiler.harness.exercise", "cardtext.runtime", "cardtext"):
            raise ExerciseUnavailable(f"{type(exc).__name__}: {exc}") from None
        return None
    except Exception as exc:
        raise ExerciseUnavailable(f"{type(exc).__name__}: {exc}") from None
    return exercise_card


def exercise(cov: Coverage, n: int, seed: int | None, check: Callable,
             progress: Callable | None = None, timeout: float = EXERCISE_TIMEOUT) -> dict[str, Any]:
    """Run `check(definition, seed=...)` on N fully compiled cards; record and summarise."""
    compiled = [r for r in cov.reports if r.status == COMPILED and r.definition is not None]
    if seed is None:
        chosen = compiled[:n]
    else:
        chosen = random.Random(seed).sample(compiled, min(n, len(compiled)))
    failures, unverified = _Reasons(), _Reasons()
    ok = verified = 0
    start = time.perf_counter()
    halves = {r.name: r.definition for r in compiled}     # split cards: each half is an entry
    for r in (progress(chosen) if progress else chosen):
        other = halves.get(r.other_face) if r.other_face else None
        passed, executed, why, checked, unseen = _exercise_one(check, r.definition, seed or 0, timeout, other)
        r.exercise = {"ok": passed, "executed": executed, "reasons": list(why),
                      "verified": checked, "unverified": list(unseen)}
        ok += passed
        verified += checked
        if not passed:
            failures.add(r.name, why or ("no reason given",))
        elif not checked:
            unverified.add(r.name, unseen or ("no reason given",))
    sampled = len(chosen)
    rate = ok / sampled if sampled else 0.0
    verified_rate = verified / sampled if sampled else 0.0
    every = sampled == cov.count(COMPILED)
    result = {
        "exercised": sampled, "exercise_ok": ok, "exercise_failed": sampled - ok,
        "exercise_seed": seed, "exercise_seconds": round(time.perf_counter() - start, 3),
        # (fully compiled and exercise ok) / cards sampled
        "exercise_rate": round(rate, 4),
        # the compiled count restated: compiled cards times the sample's pass rate
        # (exact when every compiled card was exercised)
        "compiled_exercised": ok if every else round(cov.count(COMPILED) * rate),
        "top_exercise_failures": failures.top(),
        # exercise ok, and every instruction's effect observed or explained (the stricter figure)
        "exercise_verified": verified, "verified_rate": round(verified_rate, 4),
        "compiled_verified": verified if every else round(cov.count(COMPILED) * verified_rate),
        # why exercise-ok cards are not verified: an effect not observed, an undeclared instruction
        "top_unverified": unverified.top(),
    }
    cov.exercise = result
    return result


class _Reasons:
    """Reasons (abstracted, see abstract_message) with the cards they apply to."""

    def __init__(self) -> None:
        self.counts: Counter[str] = Counter()
        self.examples: dict[str, list[str]] = {}

    def add(self, name: str, why: Iterable[str]) -> None:
        for reason in dict.fromkeys(abstract_message(w) for w in why):
            self.counts[reason] += 1
            if len(self.examples.setdefault(reason, [])) < EXAMPLES:
                self.examples[reason].append(name)

    def top(self) -> list[dict[str, Any]]:
        return [{"reason": k, "cards": v, "examples": self.examples[k]}
                for k, v in sorted(self.counts.items(), key=lambda kv: (-kv[1], kv[0]))]


def _exercise_one(check: Callable, definition, seed: int, timeout: float,
                  other_half=None) -> tuple[bool, int, tuple[str, ...], bool, tuple[str, ...]]:
    """(ok, abilities executed, reasons, verified, why not verified)."""
    try:
        with _time_limit(timeout):
            # the other half of a split card, when it compiled too (fuse, aftermath: CR 709)
            res = check(definition, seed=seed, **({"other_half": other_half} if other_half is not None else {}))
        return (bool(res.ok), int(getattr(res, "executed", 0)), tuple(str(x) for x in getattr(res, "reasons", ())),
                bool(getattr(res, "verified", False)), tuple(str(x) for x in getattr(res, "unverified", ())))
    except _Timeout:
        return False, 0, (f"timeout: over {timeout:g} s",), False, ()
    except RecursionError:
        return False, 0, ("crash: RecursionError",), False, ()
    except Exception as exc:
        where = traceback.extract_tb(exc.__traceback__)[-1:] if exc.__traceback__ else []
        at = f" at {where[0].filename.rsplit('/', 1)[-1]}:{where[0].lineno}" if where else ""
        return False, 0, (f"crash: {type(exc).__name__}{at}",), False, ()


class _Timeout(Exception):
    pass


class _time_limit:
    """SIGALRM-based limit on the main thread of a POSIX process; no limit elsewhere."""

    def __init__(self, seconds: float):
        self.seconds = seconds
        self.active = (seconds > 0 and hasattr(signal, "setitimer")
                       and threading.current_thread() is threading.main_thread())

    def __enter__(self):
        if self.active:
            self.old = signal.signal(signal.SIGALRM, self._raise)
            signal.setitimer(signal.ITIMER_REAL, self.seconds)
        return self

    def __exit__(self, *exc):
        if self.active:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, self.old)
        return False

    @staticmethod
    def _raise(signum, frame):
        raise _Timeout()


# ------------------------------------------------------------------ rendering
def _pct(part: int, whole: int) -> str:
    return f"{100 * part / whole:5.1f}%" if whole else "    -"


def render_text(summary: dict[str, Any], width: int = 120) -> str:
    n = summary["cards"]
    sampled = (f"  (seeded sample, seed {summary['sample_seed']}, of {summary['sample_of']})"
               if "sample_of" in summary else "")
    out = [f"cards            {n:>7}{sampled}",
           f"fully compiled   {summary['compiled']:>7}  {_pct(summary['compiled'], n)}",
           f"partly compiled  {summary['partial']:>7}  {_pct(summary['partial'], n)}",
           f"failed           {summary['failed']:>7}  {_pct(summary['failed'], n)}"
           + (f"  ({summary['input_errors']} input errors, {summary['internal_errors']} internal errors)"
              if summary["input_errors"] or summary["internal_errors"] else ""),
           f"seconds          {summary['seconds']:>7.2f}  ({summary['cards_per_second'] or 0:.0f} cards/s)"]
    if "exercised" in summary:
        k = summary["exercised"]
        seed = summary["exercise_seed"]
        out += [f"exercised        {k:>7}  ({'first ' + str(k) if seed is None else f'sample, seed {seed}'}"
                f" of the fully compiled; {summary['exercise_seconds']:.1f} s)",
                f"exercise ok      {summary['exercise_ok']:>7}  {_pct(summary['exercise_ok'], k)}"
                "  (fully compiled and executable / sampled)",
                f"compiled & runs  {summary['compiled_exercised']:>7}  {_pct(summary['compiled_exercised'], n)}"
                "  (the compiled count restated"
                + (")" if k == summary["compiled"] else ", estimated from the sample)"),
                f"verified         {summary['exercise_verified']:>7}  {_pct(summary['exercise_verified'], k)}"
                "  (exercise ok and every effect observed or explained / sampled)",
                f"compiled & verified {summary['compiled_verified']:>4}  {_pct(summary['compiled_verified'], n)}"
                "  (the compiled count restated)"]
        for title, key in (("top exercise failures", "top_exercise_failures"),
                           ("top reasons not verified", "top_unverified")):
            if summary.get(key):
                out += ["", title, "  cards  reason"]
                out += [_clip(f"  {f['cards']:>5}  {f['reason']}  (e.g. {', '.join(f['examples'])})", width)
                        for f in summary[key][:10]]
    ranking = summary["top_unsupported"]
    if ranking:
        out += ["", f"top unsupported constructs ({len(ranking)} of {summary['groups']} groups; "
                    "unlocks = cards whose only failures are in the group)",
                "  unlocks  cards  group"]
        for g in ranking:
            out.append(_clip(f"  {g['unlocks']:>7}  {g['cards']:>5}  {g['group']}", width))
            if g["examples"]:
                names = ", ".join(e["name"] or "<unnamed>" for e in g["examples"])
                out.append(_clip(f"                  e.g. {names}", width))
                out.append(_clip(f"                  \"{_snippet(g['examples'][0])}\"", width))
    return "\n".join(out)


def _clip(s: str, width: int) -> str:
    return s if len(s) <= width else s[:width - 1] + "…"


def render_markdown(summary: dict[str, Any], source: str) -> str:
    n = summary["cards"]
    out = ["# cardtext coverage", "", f"Input: `{source}`", "",
           "| measure | value | share |", "| --- | ---: | ---: |",
           f"| cards | {n} | |",
           f"| fully compiled | {summary['compiled']} | {_pct(summary['compiled'], n).strip()} |",
           f"| partly compiled | {summary['partial']} | {_pct(summary['partial'], n).strip()} |",
           f"| failed | {summary['failed']} | {_pct(summary['failed'], n).strip()} |",
           f"| failed: input errors | {summary['input_errors']} | |",
           f"| failed: internal errors (CT901) | {summary['internal_errors']} | |",
           f"| seconds | {summary['seconds']:.2f} | |",
           f"| cards/s | {summary['cards_per_second'] or 0:.0f} | |"]
    if "exercised" in summary:
        k = summary["exercised"]
        out += [f"| exercised | {k} | |",
                f"| exercise ok | {summary['exercise_ok']} | {_pct(summary['exercise_ok'], k).strip()} of sampled |",
                f"| compiled, restated | {summary['compiled_exercised']} | "
                f"{_pct(summary['compiled_exercised'], n).strip()} |",
                f"| verified (every effect observed or explained) | {summary['exercise_verified']} | "
                f"{_pct(summary['exercise_verified'], k).strip()} of sampled |",
                f"| compiled & verified, restated | {summary['compiled_verified']} | "
                f"{_pct(summary['compiled_verified'], n).strip()} |"]
    out += ["", "*Fully compiled*: every line compiled, no error diagnostic. *Partly*: at least one line "
            "compiled into abilities and at least one error. *Failed*: nothing compiled, or an input or "
            "internal error.", ""]
    out += _by_type_markdown(summary.get("by_type", []), "exercised" in summary)
    if summary.get("top_exercise_failures"):
        out += ["## Exercise failures", "", "| cards | reason | examples |", "| ---: | --- | --- |"]
        out += [f"| {f['cards']} | {_md(f['reason'])} | {_md(', '.join(f['examples']))} |"
                for f in summary["top_exercise_failures"]]
        out.append("")
    if summary.get("top_unverified"):
        out += ["## Not verified", "", "| cards | reason | examples |", "| ---: | --- | --- |"]
        out += [f"| {f['cards']} | {_md(f['reason'])} | {_md(', '.join(f['examples']))} |"
                for f in summary["top_unverified"]]
        out.append("")
    ranking = summary["top_unsupported"]
    out += ["## Top unsupported constructs", "",
            f"{len(ranking)} of {summary['groups']} groups. *Unlocks*: cards whose only failing "
            "construct is this group; *cards*: cards it appears in.", "",
            "| # | unlocks | cards | group | examples |", "| ---: | ---: | ---: | --- | --- |"]
    for i, g in enumerate(ranking, 1):
        ex = "<br>".join(f"**{_md(e['name'] or '<unnamed>')}**: {_md(_marked(e))}" for e in g["examples"])
        out.append(f"| {i} | {g['unlocks']} | {g['cards']} | `{g['group'].replace('`', '')}` | {ex} |")
    return "\n".join(out) + "\n"


def _by_type_markdown(rows: list[dict[str, Any]], exercised: bool) -> list[str]:
    if not rows:
        return []
    out = ["## By card type", "", "A card of two types counts under both."
           + (" *Verified*: exercise ok and every effect observed; its share, of all the type's cards, is"
                         " restated from the sample when not every compiled card was exercised." if exercised else ""), "",
           "| type | cards | fully compiled | share |" + (" exercised | verified | share |" if exercised else ""),
           "| --- | ---: | ---: | ---: |" + (" ---: | ---: | ---: |" if exercised else "")]
    for r in rows:
        line = f"| {r['type']} | {r['cards']} | {r['compiled']} | {_pct(r['compiled'], r['cards']).strip()} |"
        if exercised:
            # a sample of the compiled cards exercised: their verified rate restated over all of them
            restated = r["verified"] if r["exercised"] in (0, r["compiled"]) else \
                round(r["compiled"] * r["verified"] / r["exercised"])
            line += f" {r['exercised']} | {r['verified']} | {_pct(restated, r['cards']).strip()} |"
        out.append(line)
    return out + [""]


def _marked(example: dict[str, Any]) -> str:
    """The example line with ▶ at the failure column."""
    line, column = example["line"], example.get("column")
    if not column or column - 1 > len(line):
        return line
    return line[:column - 1] + "▶" + line[column - 1:]


def _md(s: str) -> str:
    s = s if len(s) <= 200 else s[:199] + "…"
    return s.replace("|", "\\|").replace("\n", " ")

"""The scenario file format (docs/scenarios.md): its parsed form (Scenario, Directive, Token),
tokenising, and `parse_scenario` / `load_scenario`, which raise ScenarioSyntaxError at
file:line:col for a malformed file."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..source.limits import MAX_NUMBER
from ...runtime.characteristics import Step, Zone
from ...runtime.engine.decider import Answer, ChoiceKind


class ScenarioSyntaxError(Exception):
    """A malformed scenario file: reported as file:line:col: message (exit status 2)."""

    def __init__(self, file: str, line: int, column: int, message: str, excerpt: str = ""):
        super().__init__(message)
        self.file, self.line, self.column, self.message, self.excerpt = file, line, column, message, excerpt

    def render(self) -> str:
        text = f"{self.file}:{self.line}:{self.column}: error: {self.message}"
        if self.excerpt:
            text += f"\n    {self.excerpt}\n    {' ' * (self.column - 1)}^"
        return text


@dataclass(frozen=True)
class Token:
    text: str
    column: int
    quoted: bool = False


@dataclass
class Directive:
    line: int
    kind: str            # setup kinds, "do", "answer", "expect", "expect_illegal", "mark"
    source: str          # the line as written (for output)
    args: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class CardsPath:
    """A `cards: PATH` line: the path (relative to the scenario's folder, resolved when read)
    and where it was written."""

    path: str
    line: int
    column: int


@dataclass
class Scenario:
    file: str
    title: str = ""
    rulings: list[str] = field(default_factory=list)
    players: list[str] = field(default_factory=lambda: ["Alice", "Bob"])
    life: int = 20
    seed: int = 0
    fallback: str = "none"        # none | first | random
    xfail: str | None = None      # a known bug (used by the test suite only)
    cards: list[CardsPath] = field(default_factory=list)    # the author's card files (`cards:`)
    directives: list[Directive] = field(default_factory=list)


HEADER_KEYS = ("scenario", "rulings", "ruling", "players", "life", "seed", "fallback", "xfail", "cards")


ZONE_KEYS = {"hand": Zone.HAND, "library": Zone.LIBRARY, "battlefield": Zone.BATTLEFIELD,
             "graveyard": Zone.GRAVEYARD, "exile": Zone.EXILE,
             "outside": Zone.OUTSIDE, "command": Zone.COMMAND,
             "schemes": Zone.SCHEME_DECK,   # an archenemy's scheme deck, top card first (CR 904.4)      # cards outside the game: the sideboard (CR 400.11b), dungeons (CR 309.2)
             "attractions": Zone.ATTRACTION_DECK,   # an Attraction deck, top card first (CR 717.2)
             "contraptions": Zone.CONTRAPTION_DECK,   # a Contraption deck, top card first (Unstable)
             "planes": Zone.PLANAR_DECK}   # a planar deck, top card first (CR 901.4)


STEP_NAMES = {s.value: s for s in Step} | {"main": Step.MAIN1, "combat": Step.BEGINNING_OF_COMBAT,
                                           "attackers": Step.DECLARE_ATTACKERS,
                                           "blockers": Step.DECLARE_BLOCKERS, "damage": Step.COMBAT_DAMAGE,
                                           "end_combat": Step.END_OF_COMBAT}


ACTION_KEYWORDS = {"x", "targets", "pay", "choose", "for"}


ACTIONS = ("cast", "play", "activate", "saddle", "tap", "attack", "block", "pass", "resolve",
           "advance", "put", "plot", "foretell", "turn_face_up", "unlock", "reveal_agenda", "companion",
           "roll_planar_die")


SET_FLAGS = ("saddled", "unsaddled", "tapped", "untapped")


ITEM_FLAGS = {"tapped", "sick", "saddled", "token", "enters"}
MAX_COPIES = 1000           # "Forest *N": objects one item may put into a zone


MANA_RE = re.compile(r"^(\{[WUBRGC]\})*$")


def tokenize(text: str, column: int, err) -> list[Token]:
    """Words and "quoted strings" (\\" escapes a quote); `column` is where `text` starts."""
    tokens: list[Token] = []
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch.isspace():
            i += 1
            continue
        start = i
        if ch == '"':
            i += 1
            buf = []
            while i < n and text[i] != '"':
                if text[i] == "\\" and i + 1 < n:
                    i += 1
                buf.append(text[i])
                i += 1
            if i >= n:
                err(column + start, "unterminated quoted string")
            i += 1
            tokens.append(Token("".join(buf), column + start, True))
        else:
            while i < n and not text[i].isspace() and text[i] != '"':
                i += 1
            tokens.append(Token(text[start:i], column + start))
    return tokens


def split_items(text: str, column: int, err) -> list[tuple[str, int]]:
    """Split a ';'-separated list (quotes protect ';'), returning (item, column)."""
    items, start, quoted = [], 0, False
    for i, ch in enumerate(text + ";"):
        if ch == '"':
            quoted = not quoted
        elif ch == ";" and not quoted:
            raw = text[start:i]
            stripped = raw.strip()
            if stripped:
                items.append((stripped, column + start + (len(raw) - len(raw.lstrip()))))
            elif i < len(text) or text[start:].strip():
                err(column + start, "empty item in a ';'-separated list")
            start = i + 1
    if quoted:
        err(column + len(text), "unterminated quoted string")
    return items


QUOTED_NAME = re.compile(r'"(?:[^"\\]|\\.)*"')


def card_item(item: str) -> tuple[str, str | None, str | None] | None:
    """(name, attributes, copies) of 'Name', '"Name"', 'Name (tapped, +1/+1=3)', 'Name *3', or
    None when malformed. Read from the right with str methods: one regex with a lazy name and
    optional spacing around each part backtracked quadratically on a long run of spaces."""
    rest, copies = item.strip(), None
    head, star, tail = rest.rpartition("*")
    if star and tail.strip().isdecimal() and tail.strip().isascii():
        rest, copies = head.rstrip(), tail.strip()
    attrs = None
    if rest.endswith(")"):
        start = rest.rfind("(")
        if start < 0 or ")" in rest[start + 1:-1]:
            return None
        rest, attrs = rest[:start].rstrip(), rest[start + 1:-1]
    if rest.startswith('"'):
        return (rest, attrs, copies) if QUOTED_NAME.fullmatch(rest) else None
    if not rest or any(c in rest for c in '"(*)'):
        return None
    return rest, attrs, copies


class _Parser:
    def __init__(self, text: str, file: str):
        self.file = file
        self.lines = text.removeprefix("\ufeff").split("\n")
        self.scenario = Scenario(file)
        self.number = 0
        self.line_text = ""
        self.started = False
        self.seen_headers: set[str] = set()

    def err(self, column: int, message: str):
        raise ScenarioSyntaxError(self.file, self.number, max(1, column), message, self.line_text.rstrip())

    def parse(self) -> Scenario:
        for number, raw in enumerate(self.lines, start=1):
            self.number, self.line_text = number, raw.rstrip("\r")
            line = self.line_text
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            indent = len(line) - len(line.lstrip())
            head, colon, rest = line.strip().partition(":")
            if not colon:
                self.err(indent + 1, "expected 'keyword: value' (e.g. 'do: pass', 'expect: life Bob 18')")
            rest_col = indent + len(head) + 2 + (len(rest) - len(rest.lstrip()))
            words = head.split()
            if not words:
                self.err(indent + 1, "missing keyword before ':'")
            self.dispatch(words, rest.strip(), rest_col, indent + 1)
        if not self.scenario.title:
            self.number, self.line_text = 1, self.lines[0] if self.lines else ""
            self.err(1, "missing 'scenario: TITLE' line")
        return self.scenario

    # ------------------------------------------------------------------ dispatch
    def dispatch(self, words: list[str], rest: str, col: int, head_col: int) -> None:
        key = words[0].lower()
        if key in HEADER_KEYS and len(words) == 1:
            self.header(key, rest, col)
            return
        self.started = True
        add = lambda kind, **args: self.scenario.directives.append(  # noqa: E731
            Directive(self.number, kind, self.line_text.strip(), args))
        if key == "turn" and len(words) == 1:
            toks = tokenize(rest, col, self.err)
            if not 2 <= len(toks) <= 3:
                self.err(col, "expected 'turn: PLAYER STEP [TURN-NUMBER]'")
            number = self.integer(toks[2]) if len(toks) == 3 else 3
            add("turn", player=toks[0].text, step=self.step(toks[1]), number=number)
        elif key in ZONE_KEYS and len(words) == 2:
            add("zone", player=words[1], zone=ZONE_KEYS[key], items=self.card_items(rest, col))
        elif key in ("conspiracy", "companion") and len(words) == 2:
            self.outside_the_game(key, words[1], rest, col, add)
        elif key == "life" and len(words) == 2:
            toks = tokenize(rest, col, self.err)
            if len(toks) != 1:
                self.err(col, "expected 'life PLAYER: N'")
            add("life", player=words[1], value=self.integer(toks[0]))
        elif key == "mana" and len(words) == 2:
            add("mana", player=words[1], types=self.mana_text(rest, col, allow_empty=False))
        elif key == "mark" and len(words) == 1:
            toks = tokenize(rest, col, self.err)
            if len(toks) != 3 or toks[1].text != "as" or not toks[2].text.startswith("@"):
                self.err(col, "expected 'mark: OBJECT as @LABEL'")
            add("mark", obj=self.objref(toks[0]), label=toks[2].text)
        elif key == "set" and len(words) == 1:
            toks = tokenize(rest, col, self.err)
            if len(toks) != 2 or toks[0].text not in SET_FLAGS:
                self.err(col, "expected 'set: saddled|unsaddled|tapped|untapped OBJECT' (a set-up change)")
            add("set", flag=toks[0].text, obj=self.objref(toks[1]))
        elif key == "do" and len(words) == 1:
            add("do", action=self.action(tokenize(rest, col, self.err), col))
        elif key == "answer" and len(words) == 1:
            add("answer", answer=self.answer(tokenize(rest, col, self.err), col))
        elif key == "expect" and len(words) == 1:
            add("expect", check=self.expectation(rest, col))
        elif key == "expect" and len(words) == 2 and words[1].lower() == "illegal":
            action_text, sep, reason = rest.partition(" -- ")
            reason_toks = tokenize(reason, col + len(action_text) + 4, self.err) if sep else []
            if sep and len(reason_toks) != 1:
                self.err(col + len(action_text) + 4, "expected one quoted reason after '--'")
            add("expect_illegal", action=self.action(tokenize(action_text, col, self.err), col),
                reason=reason_toks[0].text if reason_toks else "")
        elif key in HEADER_KEYS:
            self.err(head_col, f"'{key}:' takes no extra words")
        else:
            self.err(head_col, f"unknown keyword '{' '.join(words)}'; expected one of: scenario, rulings, "
                               "players, life, seed, fallback, cards, turn, hand/library/battlefield/graveyard/"
                               "exile PLAYER, life PLAYER, mana PLAYER, set, mark, do, answer, expect, "
                               "expect illegal")

    def header(self, key: str, rest: str, col: int) -> None:
        sc = self.scenario
        if self.started and key in ("players", "life", "seed", "fallback"):
            self.err(1, f"'{key}:' must come before the set-up and the script")
        if key == "cards":                   # may be given more than once
            self.cards(rest, col)
            return
        if key in self.seen_headers:
            self.err(1, f"'{key}:' given twice")
        self.seen_headers.add(key)
        toks = tokenize(rest, col, self.err)
        if key == "scenario":
            if not rest:
                self.err(col, "the scenario needs a title")
            sc.title = rest
        elif key in ("rulings", "ruling"):
            sc.rulings = [t.text.strip(",") for t in toks if t.text.strip(",")]
        elif key == "players":
            if len(toks) < 2:
                self.err(col, "expected at least two player names")
            sc.players = [t.text for t in toks]
        elif key == "life":
            if len(toks) != 1:
                self.err(col, "expected 'life: N' (starting life for everyone)")
            sc.life = self.integer(toks[0])
        elif key == "seed":
            if len(toks) != 1:
                self.err(col, "expected 'seed: N'")
            sc.seed = self.integer(toks[0])
        elif key == "fallback":
            if len(toks) != 1 or toks[0].text not in ("none", "first", "random"):
                self.err(col, "expected 'fallback: none', 'fallback: first' or 'fallback: random'")
            sc.fallback = toks[0].text
        elif key == "xfail":
            sc.xfail = rest or "known bug"

    def cards(self, rest: str, col: int) -> None:
        """`cards: PATH; PATH...`: .card files, folders or .jsonl files, relative to the
        scenario's folder; each must exist."""
        folder = Path(self.file).parent if not self.file.startswith("<") else Path(".")
        items = split_items(rest, col, self.err)
        if not items:
            self.err(col, "expected 'cards: PATH' (a .card file, a folder of them or a .jsonl file)")
        for item, icol in items:
            written = item[1:-1] if len(item) > 1 and item[0] == item[-1] == '"' else item
            path = Path(written) if Path(written).is_absolute() else folder / written
            if not path.exists():
                self.err(icol, f"no such card file or folder '{written}' (looked for {path})")
            self.scenario.cards.append(CardsPath(str(path), self.number, icol))

    # ------------------------------------------------------------------ pieces
    def integer(self, tok: Token) -> int:
        if not re.fullmatch(r"-?\d+", tok.text):
            self.err(tok.column, f"expected a number, found '{tok.text}'")
        return self.bounded(tok.text, tok.column)

    def bounded(self, digits: str, column: int, limit: int = MAX_NUMBER, what: str = "a number") -> int:
        """int(digits), refused past `limit`: a scenario's numbers are small, and a huge one
        would make the engine build that much (Python also refuses ints past 4,300 digits)."""
        magnitude = digits.lstrip("-").lstrip("0")
        if len(magnitude) > len(str(limit)) or (magnitude and int(magnitude) > limit):
            shown = digits if len(digits) <= 12 else f"{digits[:6]}... ({len(digits)} digits)"
            self.err(column, f"{what} {shown} is over the limit of {limit:,}")
        return int(digits)

    def step(self, tok: Token) -> Step:
        s = STEP_NAMES.get(tok.text.lower())
        if s is None:
            self.err(tok.column, f"unknown step '{tok.text}'; steps: {', '.join(x.value for x in Step)}")
        return s

    def objref(self, tok: Token) -> Any:
        if not tok.quoted and tok.text.startswith("@"):
            return tok.text            # a mark, resolved at run time
        return tok.text

    def mana_text(self, text: str, col: int, allow_empty: bool = True) -> str:
        t = text.strip()
        if t in ("empty", "nothing", "none") and allow_empty:
            return ""
        if not t or not MANA_RE.match(t):
            self.err(col, f"expected mana symbols like '{{G}}{{G}}' (W U B R G C){', or empty' if allow_empty else ''}")
        return "".join(re.findall(r"[WUBRGC]", t))

    def outside_the_game(self, key: str, player: str, rest: str, col: int, add) -> None:
        """`conspiracy PLAYER: CARD [naming NAME...]` (CR 314.2, 702.106a: face down with the names
        if it has an agenda) and `companion PLAYER: CARD` (set outside the game and revealed,
        CR 103.2b)."""
        toks = tokenize(rest, col, self.err)
        usage = "conspiracy PLAYER: CARD [naming NAME...]" if key == "conspiracy" else "companion PLAYER: CARD"
        if not toks or (len(toks) > 1 and (key == "companion" or toks[1].text != "naming" or len(toks) < 3)):
            self.err(col, f"expected '{usage}'")
        names = [t.text for t in toks[2:]]
        add(key, player=player, items=[{"name": toks[0].text, "column": toks[0].column}], names=names)

    def card_items(self, text: str, col: int) -> list[dict]:
        if text.strip() in ("", "empty"):
            return []
        out = []
        for item, icol in split_items(text, col, self.err):
            parts = card_item(item)
            if parts is None:
                self.err(icol, f"malformed card item '{item}'; write 'Name', 'Name (tapped, +1/+1=3)' "
                               "or 'Name *3'")
            name, attrs, copies = parts
            if name.startswith('"'):
                name = name[1:-1].replace('\\"', '"')
            count = self.bounded(copies or "1", icol, MAX_COPIES, "a number of copies")
            spec = {"name": name, "column": icol, "count": count, "flags": set(),
                    "counters": {}, "x": 0}
            if attrs is not None:
                acol = icol + item.index("(") + 1
                for attr in attrs.split(","):
                    a = attr.strip()
                    if not a:
                        self.err(acol, "empty attribute")
                    if a in ITEM_FLAGS:
                        spec["flags"].add(a)
                    elif re.fullmatch(r"x=\d+", a):
                        spec["x"] = self.bounded(a[2:], acol)
                    elif re.fullmatch(r"[^=\s]+=\d+", a):
                        kind, _, n = a.partition("=")
                        spec["counters"][kind] = self.bounded(n, acol, what="a number of counters")
                    else:
                        self.err(acol, f"unknown attribute '{a}'; attributes: tapped, sick, saddled, "
                                       "token, enters, x=N, KIND=N (counters, e.g. +1/+1=3)")
            out.append(spec)
        return out

    # ------------------------------------------------------------------ actions
    def action(self, toks: list[Token], col: int) -> dict:
        if not toks:
            self.err(col, f"expected an action: {', '.join(ACTIONS)}")
        verb = toks[0].text.lower()
        if verb not in ACTIONS or toks[0].quoted:
            self.err(toks[0].column, f"unknown action '{toks[0].text}'; actions: {', '.join(ACTIONS)}")
        args = toks[1:]
        act: dict[str, Any] = {"verb": verb, "column": toks[0].column}

        def need(k: int, usage: str):
            if len(args) < k:
                self.err(toks[-1].column + len(toks[-1].text), f"expected '{usage}'")

        if verb in ("pass",):
            if len(args) > 1:
                self.err(args[1].column, "expected 'pass [PLAYER]'")
            act["player"] = args[0].text if args else None
        elif verb == "resolve":
            if args and (len(args) > 1 or args[0].text not in ("all", "top")):
                self.err(args[0].column, "expected 'resolve' (the top of the stack) or 'resolve all'")
            act["all"] = bool(args) and args[0].text == "all"
        elif verb == "advance":
            need(1, "advance STEP [PLAYER]")
            if len(args) > 2:
                self.err(args[2].column, "expected 'advance STEP [PLAYER]'")
            act["step"] = self.step(args[0])
            act["player"] = args[1].text if len(args) == 2 else None
        elif verb == "attack":
            need(1, "attack PLAYER [CREATURE...]")
            act["player"] = args[0].text
            act["objects"] = [self.objref(t) for t in args[1:]]
        elif verb == "block":
            need(1, "block PLAYER [BLOCKER ATTACKER]...")
            act["player"] = args[0].text
            rest = args[1:]
            if len(rest) % 2:
                self.err(rest[-1].column, "blocks come in pairs: BLOCKER ATTACKER")
            act["blocks"] = [(self.objref(rest[i]), self.objref(rest[i + 1])) for i in range(0, len(rest), 2)]
        elif verb == "reveal_agenda":             # CR 702.106c: a face-down conspiracy, by its card's name
            need(2, "reveal_agenda PLAYER CONSPIRACY")
            act["player"], act["card"] = args[0].text, args[1].text
        elif verb == "companion":                 # CR 116.2g: the companion into its owner's hand
            need(1, "companion PLAYER")
            act["player"] = args[0].text
        elif verb == "roll_planar_die":           # CR 901.9: the active player's special action
            need(1, "roll_planar_die PLAYER")
            if len(args) > 1:
                self.err(args[1].column, "expected 'roll_planar_die PLAYER'")
            act["player"] = args[0].text
        elif verb == "unlock":                    # CR 709.5e: a Room's locked door, by its name
            need(3, "unlock PLAYER ROOM DOOR")
            if len(args) > 3:
                self.err(args[3].column, "expected 'unlock PLAYER ROOM DOOR'")
            act["player"], act["object"], act["door"] = args[0].text, self.objref(args[1]), args[2].text
        elif verb in ("cast", "play", "activate", "saddle", "tap", "put", "plot", "foretell", "turn_face_up"):
            usage = {"cast": "cast PLAYER CARD [for KEYWORD] [x N] [targets OBJECT...]...",
                     "plot": "plot PLAYER CARD",
                     "foretell": "foretell PLAYER CARD",
                     "turn_face_up": "turn_face_up PLAYER PERMANENT",
                     "play": "play PLAYER LAND",
                     "activate": "activate PLAYER OBJECT INDEX|KEYWORD [x N] [targets OBJECT...] [pay OBJECT...]",
                     "saddle": "saddle PLAYER MOUNT pay CREATURE...",
                     "tap": "tap PLAYER PERMANENT [INDEX] [choose ANSWER]",
                     "put": "put PLAYER CARD (onto the battlefield as an effect would)"}[verb]
            need(2, usage)
            act["player"] = args[0].text
            act["object"] = self.objref(args[1])
            rest = args[2:]
            if verb == "activate":
                need(3, usage)
                ab = rest[0]
                act["ability"] = self.bounded(ab.text, ab.column) if re.fullmatch(r"\d+", ab.text) else ab.text
                rest = rest[1:]
            elif verb == "tap" and rest and re.fullmatch(r"\d+", rest[0].text):
                act["ability"] = self.bounded(rest[0].text, rest[0].column)
                rest = rest[1:]
            self.options(verb, rest, act, usage)
            if verb == "saddle" and not act.get("pay"):
                self.err(toks[-1].column, f"expected '{usage}'")
        return act

    def options(self, verb: str, rest: list[Token], act: dict, usage: str) -> None:
        allowed = {"cast": {"x", "targets", "for"}, "activate": {"x", "targets", "pay"}, "saddle": {"pay"},
                   "tap": {"choose"}, "play": set(), "put": set(), "plot": set(), "foretell": set(),
                   "turn_face_up": set()}[verb]
        current = None
        for t in rest:
            word = t.text.lower()
            if not t.quoted and word in ACTION_KEYWORDS:
                if word not in allowed:
                    self.err(t.column, f"'{t.text}' is not an option of '{verb}'; expected '{usage}'")
                current = word
                if word == "targets":
                    act.setdefault("targets", []).append([])
                elif word in act and word != "targets":
                    self.err(t.column, f"'{word}' given twice")
                else:
                    act[word] = [] if word in ("pay", "choose") else None
                continue
            if current == "for":                  # the way it is cast: "for warp" (CR 118.9)
                if act["for"] is not None:
                    self.err(t.column, "'for' takes one keyword")
                act["for"] = t.text.lower()
                continue
            if current is None:
                self.err(t.column, f"unexpected '{t.text}'; expected '{usage}'")
            if current == "x":
                if act["x"] is not None:
                    self.err(t.column, "'x' takes one number")
                act["x"] = self.integer(t)
            elif current == "targets":
                act["targets"][-1].append(self.objref(t))
            else:
                act[current].append(self.objref(t))
        for word in ("x", "for"):
            if word in act and act[word] is None:
                self.err(rest[-1].column, f"'{word}' needs a {'number' if word == 'x' else 'keyword'}")

    # ------------------------------------------------------------------ answers
    def answer(self, toks: list[Token], col: int) -> Answer:
        if not toks:
            self.err(col, "expected 'answer: KIND VALUE...' (KIND: " + ", ".join(k.value for k in ChoiceKind) + ")")
        try:
            kind = ChoiceKind(toks[0].text.lower())
        except ValueError:
            self.err(toks[0].column, f"unknown choice kind '{toks[0].text}'; kinds: "
                                     + ", ".join(k.value for k in ChoiceKind))
        values = [t.text for t in toks[1:]]
        if len(toks) == 2 and not toks[1].quoted and toks[1].text == "none":
            values = []
        return Answer(kind, values)

    # ------------------------------------------------------------------ expectations
    def expectation(self, rest: str, col: int) -> dict:
        toks = tokenize(rest.partition(":")[0] if self._zone_check(rest) else rest, col, self.err)
        if not toks:
            self.err(col, "expected an expectation (life, zone lists, tapped, counters, pool, ...)")
        negate = False
        if toks[0].text == "not" and not toks[0].quoted:
            negate, toks = True, toks[1:]
            if not toks:
                self.err(col, "expected an expectation after 'not'")
        what = toks[0].text.lower()
        args = toks[1:]
        chk: dict[str, Any] = {"what": what, "negate": negate}

        def arity(lo: int, hi: int, usage: str):
            if not lo <= len(args) <= hi:
                self.err(toks[0].column, f"expected 'expect: {usage}'")

        booleans = {"tapped", "saddled", "sick", "exists", "untargeted", "log"}
        if negate and what not in booleans | {"keyword"}:
            self.err(toks[0].column, f"'not' applies only to: {', '.join(sorted(booleans | {'keyword'}))}")
        if what in ZONE_KEYS:
            arity(1, 1, f"{what} PLAYER: CARD; CARD... (or 'empty')")
            head_len = len(rest.partition(":")[0]) + 1
            items = self.card_items(rest.partition(":")[2], col + head_len)
            if any(i["flags"] or i["counters"] for i in items):
                self.err(col + head_len, "zone expectations list names only (with *N for copies)")
            chk.update(player=args[0].text, zone=ZONE_KEYS[what],
                       names=[i["name"] for i in items for _ in range(i["count"])])
        elif what in ("life", "poison"):
            arity(2, 2, f"{what} PLAYER N")
            chk.update(player=args[0].text, value=self.integer(args[1]))
        elif what == "speed":                 # CR 702.179: a player's speed, or none yet
            arity(2, 2, "speed PLAYER N (or 'none')")
            chk.update(player=args[0].text, value=None if args[1].text == "none" else self.integer(args[1]))
        elif what in ("tapped", "saddled", "sick", "exists"):
            arity(1, 1, f"[not] {what} OBJECT")
            chk.update(obj=self.objref(args[0]))
        elif what == "untargeted":
            arity(0, 0, "[not] untargeted  (the top of the stack has no targets)")
        elif what == "counters":
            arity(2, 3, "counters OBJECT N [KIND]  (KIND defaults to +1/+1)")
            chk.update(obj=self.objref(args[0]), value=self.integer(args[1]),
                       kind=args[2].text if len(args) == 3 else "+1/+1")
        elif what == "pool":
            arity(2, 2, "pool PLAYER {G}{G}  (or 'empty')")
            chk.update(player=args[0].text, text=self._mana_label(args[1]))
        elif what == "could_produce":
            arity(2, 2, "could_produce OBJECT {W}{B}  (or 'nothing')")
            chk.update(obj=self.objref(args[0]), text=self._mana_label(args[1]))
        elif what == "pt":
            arity(2, 2, "pt OBJECT P/T")
            if not re.fullmatch(r"-?\d+/-?\d+", args[1].text):
                self.err(args[1].column, "expected P/T like 2/2")
            chk.update(obj=self.objref(args[0]),
                       value=tuple(self.bounded(v, args[1].column) for v in args[1].text.split("/")))
        elif what == "keyword":
            arity(2, 2, "[not] keyword OBJECT KEYWORD")
            chk.update(obj=self.objref(args[0]), keyword=args[1].text.lower())
        elif what == "saddled_by":
            arity(2, 99, "saddled_by MOUNT CREATURE... (or 'none')")
            names = [t.text for t in args[1:]]
            chk.update(obj=self.objref(args[0]), names=[] if names == ["none"] else names)
        elif what in ("new", "same"):
            arity(2, 2, f"{what} OBJECT @LABEL")
            if not args[1].text.startswith("@"):
                self.err(args[1].column, "expected a mark like @bears (see 'mark:')")
            chk.update(obj=self.objref(args[0]), label=args[1].text)
        elif what == "stack":
            arity(1, 1, "stack N")
            chk.update(value=self.integer(args[0]))
        elif what == "delayed":
            arity(1, 1, "delayed N  (delayed triggers waiting)")
            chk.update(value=self.integer(args[0]))
        elif what == "step":
            arity(1, 2, "step STEP [PLAYER]")
            chk.update(step=self.step(args[0]), player=args[1].text if len(args) == 2 else None)
        elif what == "log":
            arity(1, 1, '[not] log "TEXT"  (some log line contains TEXT)')
            chk.update(text=args[0].text)
        else:
            self.err(toks[0].column, f"unknown expectation '{toks[0].text}'; expectations: life, poison, speed, hand/library/"
                                     "battlefield/graveyard/exile PLAYER:, tapped, saddled, sick, exists, "
                                     "counters, pool, could_produce, pt, keyword, saddled_by, new, same, stack, "
                                     "untargeted, delayed, step, log")
        return chk

    def _zone_check(self, rest: str) -> bool:
        first = rest.split(None, 1)[0].lower() if rest.split() else ""
        return first in ZONE_KEYS and ":" in rest

    def _mana_label(self, tok: Token) -> str:
        t = tok.text
        if t in ("empty", "nothing", "none"):
            return ""
        if not MANA_RE.match(t):
            self.err(tok.column, "expected mana symbols like {G}{B} (or 'empty'/'nothing')")
        return t


def parse_scenario(text: str, file: str = "<scenario>") -> Scenario:
    return _Parser(text, file).parse()


def load_scenario(path: str) -> Scenario:
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except UnicodeDecodeError as exc:
        raise ScenarioSyntaxError(path, 1, 1, f"not UTF-8 text ({exc.reason})") from None
    return parse_scenario(text, path)

"""Scenarios: declarative, executable proofs of rulings on real compiled cards.

A scenario file (docs/scenarios.md) sets up a game with cards compiled from
their rules text, performs actions through the engine's public API, queues
answers for the decider and checks expectations. `parse_scenario`
(scenario_syntax.py) turns the text into a `Scenario` (or raises ScenarioSyntaxError at
file:line:col); `run_scenario` (here) plays it and returns a `ScenarioResult`, which
scenario_report.py writes as text or JSON.

Cards are looked up by name (the scenario's `cards:` files, `run --cards`, the bundled cards,
then the corpus: scenario_cards.py) and compiled; a card that does not compile fully is refused
(CardRefused): every behaviour comes from compiled text.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from ...runtime.characteristics import ManaType, Step, Zone
from ...runtime.engine.decider import Answer, FirstOptionDecider, RandomDecider, ScriptedDecider
from ...runtime.game import Game
from ...runtime.mechanics.planechase import roll_the_planar_die
from ...runtime.errors import DecisionMissing, IllegalAction, LoopLimit

from .scenario_cards import (CardFilesError, CardLibrary, CardRefused, UnknownCard,  # noqa: F401
                             card_definition, load_library, scenario_library)
from .scenario_syntax import Directive, Scenario, ZONE_KEYS, load_scenario


def check_cards(scenario: Scenario, library: CardLibrary | None = None) -> None:
    """Resolve every card the scenario names before anything runs."""
    for d in scenario.directives:
        if d.kind in ("zone", "conspiracy", "companion") or (d.kind == "do" and d.args["action"]["verb"] == "put"):
            specs = d.args["items"] if d.kind != "do" else [
                {"name": d.args["action"]["object"], "column": 1}]
            for spec in specs:
                card_definition(spec["name"], scenario.file, d.line, spec["column"], d.source, library)


# ====================================================================== running


@dataclass
class CheckResult:
    line: int
    source: str
    ok: bool
    expected: str = ""
    actual: str = ""


@dataclass
class ScenarioResult:
    scenario: Scenario
    checks: list[CheckResult] = field(default_factory=list)
    error: str | None = None              # an action that failed unexpectedly (stops the run)
    error_line: int | None = None
    transcript: list[tuple[Directive, list[str]]] = field(default_factory=list)
    log: list[dict] = field(default_factory=list)
    log_lines: list[str] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        return self.error is None and all(c.ok for c in self.checks)

    @property
    def failed_checks(self) -> list[CheckResult]:
        return [c for c in self.checks if not c.ok]


class ScenarioFailure(Exception):
    pass


class Runner:
    def __init__(self, scenario: Scenario, library: CardLibrary | None = None, limits=None):
        self.sc = scenario
        self.library = library
        fallback = {"none": None, "first": FirstOptionDecider(),
                    "random": RandomDecider(scenario.seed)}[scenario.fallback]
        self.decider = ScriptedDecider(fallback=fallback)
        self.game = Game(tuple(scenario.players), self.decider, life=scenario.life, seed=scenario.seed,
                         limits=limits)
        self.marks: dict[str, int] = {}

    # ------------------------------------------------------------------ references
    def ref(self, key: Any) -> Any:
        if isinstance(key, str) and key.startswith("@"):
            if key not in self.marks:
                raise ScenarioFailure(f"unknown mark {key} (define it with 'mark: OBJECT as {key}')")
            return self.marks[key]
        return key

    def obj(self, key: Any):
        try:
            return self.game.obj(self.ref(key))
        except KeyError as exc:
            raise ScenarioFailure(str(exc.args[0]) if exc.args else f"no object {key!r}") from None

    def player(self, key: str) -> int:
        if key is None:
            return None
        try:
            return self.game.player(int(key) if key.isdecimal() else key)
        except KeyError:
            raise ScenarioFailure(f"no player named {key!r} (players: {', '.join(self.sc.players)})") from None

    # ------------------------------------------------------------------ directives
    def run(self) -> ScenarioResult:
        result = ScenarioResult(self.sc)
        g = self.game
        g.set_step(Step.MAIN1, 0, turn=3)
        for d in self.sc.directives:
            before = len(g.log)
            try:
                self.directive(d, result)
            except ScenarioFailure as exc:
                result.error, result.error_line = str(exc), d.line
            except IllegalAction as exc:
                result.error, result.error_line = f"illegal action: {exc.reason}", d.line
            except DecisionMissing as exc:
                result.error, result.error_line = f"decision missing: {exc}", d.line
            except LoopLimit as exc:
                result.error, result.error_line = f"loop limit: {exc}", d.line
            except Exception as exc:      # an engine bug must not become a traceback
                import traceback
                where = traceback.extract_tb(exc.__traceback__)[-1]
                result.error = (f"internal error: {type(exc).__name__}: {exc} "
                                f"(at {where.filename.rsplit('/', 1)[-1]}:{where.lineno}, {where.name})")
                result.error_line = d.line
            result.transcript.append((d, [e.line for e in g.log.entries[before:]]))
            if result.error is not None:
                break
        result.log = g.log.to_json()
        result.log_lines = g.log_lines()
        return result

    def directive(self, d: Directive, result: ScenarioResult) -> None:
        g, a = self.game, d.args
        if d.kind == "turn":
            g.set_step(a["step"], self.player(a["player"]), turn=a["number"])
        elif d.kind == "zone":
            self.place(d)
        elif d.kind in ("conspiracy", "companion"):
            self.outside_the_game(d)
        elif d.kind == "life":
            g.set_life(self.player(a["player"]), a["value"])
        elif d.kind == "mana":
            g.add_mana(self.player(a["player"]), a["types"])
        elif d.kind == "set":
            o = self.obj(a["obj"])
            if a["flag"] in ("saddled", "unsaddled"):
                o.saddled = a["flag"] == "saddled"
            else:
                o.tapped = a["flag"] == "tapped"
            g.record("setup", f"(set-up) {o.name} is now {a['flag']}")
        elif d.kind == "mark":
            self.marks[a["label"]] = self.obj(a["obj"]).id
        elif d.kind == "answer":
            ans = a["answer"]
            self.decider.add(Answer(ans.kind, [self.ref(v) for v in ans.value]))
        elif d.kind == "do":
            self.act(a["action"], d)
        elif d.kind == "expect_illegal":
            try:
                self.act(a["action"], d)
            except (IllegalAction, DecisionMissing) as exc:
                # DecisionMissing: a named target/payer/answer is not among the options offered
                reason = exc.reason if isinstance(exc, IllegalAction) else f"not an option: {exc}"
                ok = a["reason"].casefold() in reason.casefold()
                result.checks.append(CheckResult(d.line, d.source, ok,
                                                 f"illegal, reason containing {a['reason']!r}",
                                                 f"illegal: {reason}"))
                return
            result.checks.append(CheckResult(d.line, d.source, False,
                                             f"illegal, reason containing {a['reason']!r}",
                                             "the action was carried out"))
            raise ScenarioFailure("an action expected to be illegal was carried out; the run stops here")
        elif d.kind == "expect":
            try:
                ok, expected, actual = self.check(a["check"])
            except ScenarioFailure as exc:
                ok, expected, actual = False, "(see expectation)", str(exc)
            result.checks.append(CheckResult(d.line, d.source, ok, expected, actual))

    def place(self, d: Directive) -> None:
        g, a = self.game, d.args
        p = self.player(a["player"])
        zone = a["zone"]
        defs = []
        for spec in a["items"]:
            definition = card_definition(spec["name"], self.sc.file, d.line, spec["column"], d.source,
                                         self.library)
            defs += [(definition, spec)] * spec["count"]
        if zone is Zone.LIBRARY:
            g.set_library(p, [x for x, _ in defs])
            return
        for definition, spec in defs:
            if zone is Zone.BATTLEFIELD:
                flags = spec["flags"]
                # a double-faced card named by its back face is put with that face up (CR 712.14a)
                back = definition.back_face is not None and definition.back_face.name.casefold() \
                    == spec["name"].strip().casefold()
                g.put_onto_battlefield(p, definition, tapped="tapped" in flags, sick="sick" in flags,
                                       counters=dict(spec["counters"]) or None, saddled="saddled" in flags,
                                       token="token" in flags, as_effect="enters" in flags, x=spec["x"],
                                       transformed=back)
            else:                                 # counters on a card elsewhere: a suspended card's time counters
                oid = g.add_card(p, definition, zone)
                g.state.objects[oid].counters.update(spec["counters"])

    def outside_the_game(self, d: Directive) -> None:
        """A conspiracy into the command zone (CR 314.2) or a companion revealed (CR 103.2b)."""
        from ...runtime.mechanics.companions import reveal_companion
        from ...runtime.mechanics.conspiracies import start_with_conspiracy
        g, a = self.game, d.args
        p = self.player(a["player"])
        spec = a["items"][0]
        definition = card_definition(spec["name"], self.sc.file, d.line, spec["column"], d.source, self.library)
        if d.kind == "conspiracy":
            start_with_conspiracy(g, p, definition, tuple(a["names"]))
        else:
            reveal_companion(g, p, g.add_card(p, definition, Zone.OUTSIDE))

    def reveal_agenda(self, player: int, card: str) -> None:
        """Turn face up the face-down conspiracy of `player` whose card is named `card` (CR 702.106c)."""
        from ...runtime.mechanics.conspiracies import turn_conspiracy_face_up
        state = self.game.state
        found = [i for i in state.players[player].command if (o := state.objects[i]).face_up is not None
                 and o.face_up.name.casefold() == card.casefold()]
        if not found:
            raise IllegalAction(f"CR 702.106c: no face-down conspiracy named {card}")
        turn_conspiracy_face_up(self.game, player, found[0])

    def act(self, act: dict, d: Directive) -> None:
        g = self.game
        verb = act["verb"]
        player = self.player(act.get("player")) if act.get("player") is not None else None
        obj = self.ref(act["object"]) if "object" in act else None
        targets = [[self.ref(t) for t in group] for group in act["targets"]] if "targets" in act else None
        pay = [self.ref(t) for t in act["pay"]] if "pay" in act else None
        try:
            if verb == "cast":
                g.cast(player, obj, targets=targets, x=act.get("x"), alt=act.get("for"))
            elif verb == "plot":
                g.plot(player, obj)
            elif verb == "foretell":
                g.foretell(player, obj)
            elif verb == "turn_face_up":
                g.turn_face_up(player, obj)
            elif verb == "unlock":
                g.unlock_door(player, obj, act["door"])
            elif verb == "reveal_agenda":
                self.reveal_agenda(player, act["card"])
            elif verb == "companion":
                from ...runtime.mechanics.companions import put_companion_into_hand
                put_companion_into_hand(g, player)
            elif verb == "roll_planar_die":
                roll_the_planar_die(g, player)
            elif verb == "play":
                g.play_land(player, obj)
            elif verb == "activate":
                g.activate(player, obj, act["ability"], targets=targets, x=act.get("x"), pay=pay)
            elif verb == "saddle":
                g.activate(player, obj, "saddle", pay=pay)
            elif verb == "tap":
                choose = act.get("choose")
                g.tap_for_mana(player, obj, act.get("ability"),
                               choose=(choose[0] if len(choose) == 1 else choose) if choose else None)
            elif verb == "attack":
                g.declare_attackers(player, [self.ref(o) for o in act["objects"]])
            elif verb == "block":
                blocks: dict = {}           # a blocker named twice blocks both (CR 509.1a)
                for b, a in act["blocks"]:
                    blocks.setdefault(self.ref(b), []).append(self.ref(a))
                g.declare_blockers(player, {b: a[0] if len(a) == 1 else a for b, a in blocks.items()})
            elif verb == "pass":
                g.pass_priority(player)
            elif verb == "resolve":
                if act["all"]:
                    g.resolve_stack()
                else:
                    g.resolve_top()
            elif verb == "advance":
                g.advance_to(act["step"], player)
            elif verb == "put":
                definition = card_definition(act["object"], self.sc.file, d.line, act["column"], d.source,
                                             self.library)
                g.put_onto_battlefield(player, definition, as_effect=True)
        except KeyError as exc:
            raise ScenarioFailure(str(exc.args[0]) if exc.args else "unknown object") from None

    # ------------------------------------------------------------------ expectations
    def check(self, c: dict) -> tuple[bool, str, str]:
        g = self.game
        what, neg = c["what"], c["negate"]

        def boolean(actual: bool, label: str) -> tuple[bool, str, str]:
            want = not neg
            return actual == want, (label if want else f"not {label}"), (label if actual else f"not {label}")

        if what in ZONE_KEYS:
            p = self.player(c["player"])
            actual = g.zone(p, c["zone"])
            want = c["names"]
            if c["zone"] is Zone.LIBRARY:
                ok = actual == want
            else:
                ok = sorted(actual) == sorted(want)
            return ok, _names(want), _names(actual)
        if what == "life":
            actual = g.life(self.player(c["player"]))
            return actual == c["value"], str(c["value"]), str(actual)
        if what == "poison":                  # poison counters (CR 122.1f)
            actual = g.state.players[self.player(c["player"])].poison
            return actual == c["value"], str(c["value"]), str(actual)
        if what == "speed":                   # CR 702.179b: None until a rule or effect sets it
            actual = g.state.players[self.player(c["player"])].speed
            return actual == c["value"], str(c["value"]), str(actual)
        if what == "exists":
            try:
                o = g.obj(self.ref(c["obj"]))
                found = not o.gone
            except KeyError:
                found = False
            return boolean(found, "exists")
        if what == "untargeted":
            if not g.state.stack:
                raise ScenarioFailure("the stack is empty")
            top = g.state.stack[-1]
            return boolean(not any(top.targets), f"untargeted ({top.description})")
        if what == "stack":
            actual = [i.description for i in g.state.stack]
            return len(actual) == c["value"], f"{c['value']} item(s)", f"{len(actual)}: {actual}"
        if what == "delayed":
            actual = [d.description for d in g.state.delayed]
            return len(actual) == c["value"], f"{c['value']} delayed trigger(s)", f"{len(actual)}: {actual}"
        if what == "step":
            ok = g.step is c["step"]
            want = c["step"].value
            actual = g.step.value
            if c["player"] is not None:
                p = self.player(c["player"])
                ok = ok and g.active_player == p
                want += f" of {g.pname(p)}"
                actual += f" of {g.pname(g.active_player)}"
            return ok, want, actual
        if what == "log":
            lines = g.log_lines()
            found = any(c["text"] in line for line in lines)
            return found != neg, f"{'no' if neg else 'a'} log line containing {c['text']!r}", \
                "found in the log" if found else "not in the log"
        if what == "pool":
            actual = g.pool_text(self.player(c["player"]))
            return actual == c["text"], c["text"] or "empty", actual or "empty"
        o = self.obj(c["obj"])
        if what == "tapped":
            return boolean(o.tapped, "tapped")
        if what == "saddled":
            return boolean(o.saddled, "saddled")
        if what == "sick":
            return boolean(g.is_summoning_sick(o), "summoning sick")
        if what == "keyword":
            return boolean(c["keyword"] in g.keywords(o), f"has {c['keyword']}")
        if what == "counters":
            actual = g.counters(o, c["kind"])
            return actual == c["value"], f"{c['value']} {c['kind']}", f"{actual} {c['kind']}"
        if what == "could_produce":
            order = list(ManaType)
            actual = "".join("{%s}" % t.value for t in sorted(g.could_produce(o), key=order.index))
            want = "".join("{%s}" % t.value for t in sorted((ManaType(s) for s in re.findall(r"[WUBRGC]", c["text"])),
                                                           key=order.index))
            return actual == want, want or "nothing", actual or "nothing"
        if what == "pt":
            actual = g.pt(o)
            return tuple(actual) == c["value"], "%d/%d" % c["value"], "%d/%d" % tuple(actual)
        if what == "saddled_by":
            actual = sorted(g.state.objects[i].name for i in g.saddled_by(o))
            return actual == sorted(c["names"]), _names(sorted(c["names"])), _names(actual)
        if what in ("new", "same"):
            old = self.ref(c["label"])
            differs = o.id != old
            ok = differs if what == "new" else not differs
            return ok, f"{'a new object' if what == 'new' else 'the same object'} as {c['label']} (id {old})", \
                f"id {o.id}"
        raise ScenarioFailure(f"unknown expectation {what!r}")


def _names(names: list[str]) -> str:
    return "; ".join(names) if names else "empty"


def run_scenario(scenario: Scenario, cards: CardLibrary | None = None, limits=None) -> ScenarioResult:
    """Check the cards, then play the scenario (CardRefused / UnknownCard raise before any play).
    Cards come from the scenario's `cards:` files, then CARDS (`run --cards`), then the bundled
    cards and the corpus (scenario_cards.py). `limits`: the game's EngineLimits (None: defaults)."""
    library = scenario_library(scenario, cards)
    check_cards(scenario, library)
    return Runner(scenario, library, limits).run()


def run_file(path: str) -> ScenarioResult:
    return run_scenario(load_scenario(path))

"""What the effect verification compares: the game before and after one VM instruction.

The executability check (exercise.py) runs each ability in a real game; with verification on
(verification.py), every instruction the VM runs is judged by the expectation declared for its
class (the tables in verify_*.py): what it must observably change, or why, this time, it could
not change anything (a "may" declined, an empty library, no legal object, a prevention or
replacement effect the log shows). An instruction with no declaration is "not declared", which
counts against the card like a missing effect: nothing passes silently.

This module holds the shared pieces: the snapshot of the game (`Snapshot`), what an expectation
reads (`Step`), what it answers (`Outcome`), the declaration itself (`Expectation`) and the
references an instruction names, resolved just before it runs (`Resolved`).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import Any

from ...runtime.characteristics import Zone
from ...runtime.engine.log import LogEntry
from ...runtime.engine.state import GameState


class Verdict(str, Enum):
    OBSERVED = "observed"          # the declared change happened
    EXPLAINED = "explained"        # nothing could change this time, and the game shows why
    MISSING = "missing"            # the declared change did not happen, and nothing explains it
    UNDECLARED = "not declared"    # the instruction has no expectation: not verified


@dataclass(frozen=True)
class Outcome:
    verdict: Verdict
    why: str = ""


OBSERVED = Outcome(Verdict.OBSERVED)


def explained(why: str) -> Outcome:
    return Outcome(Verdict.EXPLAINED, why)


def missing(what: str) -> Outcome:
    return Outcome(Verdict.MISSING, what)


# ------------------------------------------------------------------ the game, seen from outside
@dataclass(frozen=True)
class PlayerView:
    life: int
    poison: int
    energy: int
    pool: int
    library: tuple[int, ...]
    hand: tuple[int, ...]
    graveyard: tuple[int, ...]
    exile: tuple[int, ...]
    speed: int | None = None            # CR 702.179b: None until a rule or effect gives one
    land_plays: int = 1                 # lands they may play this turn (CR 305.2, 305.2a)
    lost: bool = False                  # has lost the game (CR 104.3)
    skips: tuple = (0, ())              # turns and steps they will skip (CR 614.10)
    untap_holds: int = 0                # "... don't untap during your next untap step" (CR 502.3)

    def zone(self, zone: Zone) -> tuple[int, ...]:
        return {Zone.LIBRARY: self.library, Zone.HAND: self.hand,
                Zone.GRAVEYARD: self.graveyard, Zone.EXILE: self.exile}[zone]


@dataclass(frozen=True)
class ObjectView:
    """One object as it is: the fields the expectations read, plus `record` (every field of the
    engine's object, containers copied) for the objects the instruction names, to tell that
    anything about them changed; None for the others (it costs too much for every object)."""

    zone: Zone
    controller: int
    tapped: bool
    damage: int
    counters: tuple[tuple[str, int], ...]
    is_token: bool
    name: str
    attached_to: int | None
    shape: tuple                # definition, modifications, restrictions ...: a cheap fingerprint
    record: tuple | None = None

    def count(self, kind: str) -> int:
        return dict(self.counters).get(kind, 0)

    def same(self, other: ObjectView) -> bool:
        if self.record is not None and other.record is not None:
            return self.record == other.record
        return self == other


def _frozen(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(value)
    if isinstance(value, dict):
        return tuple(value.items())
    if isinstance(value, set):
        return frozenset(value)
    return value


def _object_view(o, full: bool) -> ObjectView:
    record = tuple((k, id(v) if k == "definition" else _frozen(v)) for k, v in vars(o).items()) if full else None
    shape = (id(o.definition), len(o.modifications), len(o.restrictions), o.skip_untaps, o.regeneration_shields,
             o.crewed, o.saddled, o.controlled_since_turn_start)
    return ObjectView(o.zone, o.controller, o.tapped, o.damage, tuple(sorted(o.counters.items())),
                      o.is_token, o.name, o.attached_to, shape, record)


@dataclass(frozen=True)
class Snapshot:
    players: tuple[PlayerView, ...]
    objects: dict[int, ObjectView]          # the objects that exist (not left their zone, CR 400.7)
    battlefield: tuple[int, ...]
    stack: int
    preventions: int                        # prevention, redirection and replacement shields
    delayed: int                            # delayed triggered abilities (CR 603.7)
    extra_turns: int
    may_play: tuple[int, ...]
    shuffles: int                           # shuffles and random picks made so far

    def live(self, oid: int) -> ObjectView | None:
        return self.objects.get(oid)


def snapshot(state: GameState, focus: frozenset[int] = frozenset()) -> Snapshot:
    """The game now; the objects in `focus` with their whole record."""
    players = tuple(PlayerView(p.life, p.poison, p.energy, len(p.pool), tuple(p.library), tuple(p.hand),
                               tuple(p.graveyard), tuple(p.exile), p.speed,
                               1 + p.additional_land_plays, p.lost, (p.turns_to_skip, p.steps_to_skip),
                               len(p.untap_holds))
                    for p in state.players)
    objects = {oid: _object_view(o, oid in focus) for oid, o in state.objects.items() if not o.gone}
    return Snapshot(players, objects, tuple(state.battlefield), len(state.stack), len(state.preventions),
                    len(state.delayed), len(state.extra_turns), tuple(state.may_play), state.shuffles)


# ------------------------------------------------------------------ one instruction, judged
@dataclass(frozen=True)
class Resolved:
    """The objects, players and amounts an instruction names, as they were just before it ran
    (CR 608.2h: amounts are fixed as the effect happens). `amounts` go with `players` one to one,
    or hold the one amount of an instruction that names no player."""

    objects: tuple[int, ...] = ()
    players: tuple[int, ...] = ()
    amounts: tuple[int, ...] = ()

    def amount_for(self, index: int) -> int:
        if not self.amounts:
            return 0
        return self.amounts[index] if index < len(self.amounts) else self.amounts[0]


@dataclass(frozen=True)
class Step:
    """What an expectation reads: the instruction, its resolution context, the game before and
    just after it, the log lines and decisions it made, and how many instructions ran inside it."""

    game: Any
    ctx: Any
    effect: Any
    before: Snapshot
    after: Snapshot
    log: tuple[LogEntry, ...]
    answers: tuple[tuple, ...]              # (choice kind, answer) the decider gave during it
    inner: int                              # instructions run inside it (modes, "may", "if" ...)
    prepared: Any                           # what the expectation's `prepare` computed before
    not_paid: bool                          # it raised CostNotPaid (CR 118.12)

    def logged(self, *kinds: str) -> list[LogEntry]:
        return [e for e in self.log if e.kind in kinds]

    def said(self, *phrases: str) -> bool:
        return any(p in e.text for e in self.log for p in phrases)

    def declined(self) -> bool:
        """The decider answered a choice with nothing or "no" during the instruction."""
        return any(answer in ((), (False,)) for _, answer in self.answers)


@dataclass(frozen=True)
class Expectation:
    """What an instruction must observably change (`says`), judged by `check`; `prepare`, if
    given, computes what the check needs from the game just before the instruction runs;
    `whole`: snapshot every object's whole record (for a check that any change will do)."""

    says: str
    check: Callable[[Step], Outcome]
    prepare: Callable[[Any, Any, Any], Any] | None = None
    whole: bool = False


@dataclass(frozen=True)
class NotPrepared:
    """The references could not be resolved before the instruction ran."""

    error: str


# ------------------------------------------------------------------ shared preparations and checks
def resolve(game, ctx, effect) -> Resolved:
    """The instruction's `objects`, `player`/`players` (with the players chosen as "any target"
    among its objects, CR 115.4) and `amount` for each of them, as the handler will find them."""
    from ...runtime.engine.evaluation import amount, objects, players, targeted_players
    ref = getattr(effect, "objects", None)
    ids = tuple(objects(game, ctx, ref)) if ref is not None else ()
    who = getattr(effect, "player", None) or getattr(effect, "players", None)
    ps = list(players(game, ctx, who)) if who is not None else []
    for p in targeted_players(game, ctx, ref) if ref is not None else ():
        if p not in ps:
            ps.append(p)
    a = getattr(effect, "amount", None)
    if a is None or (not ps and type(a).__name__ == "PlayersCount"):   # counted from a player's side
        amounts: tuple[int, ...] = ()
    elif ps:
        amounts = tuple(amount(game, ctx, a, p) for p in ps)
    else:
        amounts = (amount(game, ctx, a),)
    return Resolved(ids, tuple(ps), amounts)


def prepared(step: Step) -> Resolved:
    if isinstance(step.prepared, NotPrepared):
        raise LookupError(f"its references could not be resolved before it ran: {step.prepared.error}")
    return step.prepared


def names(step: Step, ids) -> str:
    return ", ".join(step.before.objects[i].name if i in step.before.objects else f"#{i}" for i in ids)


def game_changed(step: Step) -> Outcome:
    """The loosest declaration: something in the game changed (a keyword mechanic's own step)."""
    if step.before != step.after or step.inner or step.logged("zone", "enter", "damage", "counters"):
        return OBSERVED
    return missing("nothing in the game changed")


def objects_changed(step: Step) -> Outcome:
    """Each object it names changed (a continuous effect recorded on it, CR 611.2), or it named none."""
    r = prepared(step)
    if not r.objects:
        return explained("no object to act on")
    same = [i for i in r.objects if i in step.after.objects and step.before.objects[i].same(step.after.objects[i])]
    return missing(f"{names(step, same)} unchanged") if same else OBSERVED


def left_zones(step: Step, zones: tuple[Zone, ...], destination: Zone | None = None) -> Outcome:
    """Each object it names that was in one of `zones` left it (CR 400.7: it is a new object now);
    one already in `destination` stays where it was (nothing to move)."""
    r = prepared(step)
    movable = [i for i in r.objects if step.before.objects[i].zone in zones
               and step.before.objects[i].zone is not destination]
    if not movable:
        return explained("no object it names is in a zone it moves from")
    stayed = [i for i in movable if i in step.after.objects and step.after.objects[i].zone is step.before.objects[i].zone]
    return missing(f"{names(step, stayed)} didn't move") if stayed else OBSERVED


def shields_added(step: Step, what: str) -> Outcome:
    if step.after.preventions > step.before.preventions:
        return OBSERVED
    return missing(f"no {what} shield was created")

"""Keywords that change how a permanent enters the battlefield (CR 614.1c): modular, graft,
fading, vanishing, bloodthirst, unleash, riot, echo, devour, amplify, sunburst, tribute; and
what casting it with dash or evoke does once it's there."""
from __future__ import annotations

from typing import TYPE_CHECKING
from ..abilities import KeywordAbility
from ..characteristics import CardType, ManaType, Step, Zone
from ..engine.decider import ChoiceKind
from ..engine.registry import HOOKS
from ..events import BeginningOfStep, Whose
from ..filters import SelfRef
from ..engine.zones import move, put_counters
from .sagas import enter_with_lore_counters
from .later_casting import impending_enters
from ..engine.objects import PendingTrigger, TimedModification
from ..engine.state import _clone_object
from ..engine.triggers import add_delayed
from ..effects import SacrificeObjects
from ..engine.events_bus import GameEvent

if TYPE_CHECKING:
    from ..engine.objects import GameObject


@HOOKS.entering.register
def entering(game: Game, o: GameObject) -> None:
    """Replacement-like keyword effects as `o` enters (before it's on the battlefield)."""
    state = game.state
    d = o.definition
    for a in d.abilities:
        if not isinstance(a, KeywordAbility):
            continue
        name, n = a.name.lower(), a.number or 0
        if name in ("modular", "graft") and n:                    # CR 702.43a, 702.58a
            put_counters(game, o, "+1/+1", n, entering=True)
        elif name == "fading" and n:                               # CR 702.32a
            put_counters(game, o, "fade", n, entering=True)
        elif name == "vanishing" and n:                            # CR 702.63a
            put_counters(game, o, "time", n, entering=True)
        elif name == "bloodthirst" and n and any(                  # CR 702.54a
                p.dealt_damage_this_turn for p in state.players if p.index != o.controller):
            put_counters(game, o, "+1/+1", n, entering=True)
        elif name == "unleash" and game.ask_bool(                  # CR 702.98a
                ChoiceKind.MAY, o.controller, f"unleash {o.name} (enter with a +1/+1 counter)?"):
            put_counters(game, o, "+1/+1", 1, entering=True)
        elif name == "riot":                                       # CR 702.136a
            if game.ask_bool(ChoiceKind.MAY, o.controller, f"riot: {o.name} enters with a +1/+1 "
                                                            f"counter (no: it gains haste)?"):
                put_counters(game, o, "+1/+1", 1, entering=True)
            else:
                o.modifications.append(TimedModification(0, 0, "haste", False))
        elif name == "echo":                                       # CR 702.30a
            o.echo_due = True
    entering_counters(game, o)                                         # devour, amplify, sunburst
    enter_with_lore_counters(game, o)                                  # CR 714.3a, read ahead (702.155b)
    impending_enters(game, o)                                          # CR 702.176a


@HOOKS.after_entering.register
def after_entering(game: Game, o: GameObject, cast_with: str | None) -> None:
    """Dash (CR 702.109a), evoke (CR 702.74a), blitz (CR 702.152a), warp: what casting it that
    way does once it's there."""
    state = game.state
    if cast_with == "dash":
        from ..effects import ReturnToHand as _RTH
        o.modifications.append(TimedModification(0, 0, "haste", False))
        add_delayed(game, BeginningOfStep(Step.END, Whose.NEXT), (_RTH(SelfRef()),), o.controller,
                    o.id, _clone_object(o), 0, f"{o.name}'s dash return")
    elif cast_with == "blitz":                                  # CR 702.152a
        from .blitz import blitz_entered
        blitz_entered(game, o)
    elif cast_with == "warp":                                   # CR 702.185a
        from .later_casting import warp_entered
        warp_entered(game, o)
    elif cast_with == "evoke":
        state.pending.append(PendingTrigger(o.controller, o.id, _clone_object(o),
                                            (SacrificeObjects(SelfRef()),), (), None,
                                            f"{o.name}'s evoke sacrifice"))
        game.record("trigger", f"{o.name}'s evoke ability triggers", source_id=o.id)


_COLORED = {ManaType.WHITE, ManaType.BLUE, ManaType.BLACK, ManaType.RED, ManaType.GREEN}


def entering_counters(game: Game, o: GameObject) -> None:
    """Devour (CR 702.82a), amplify (CR 702.38a), tribute (CR 702.104a), sunburst
    (CR 702.44a-b) as `o` enters."""
    state = game.state
    for a in o.definition.abilities:
        if not isinstance(a, KeywordAbility):
            continue
        name, n = a.name.lower(), a.number or 0
        if name == "devour" and n:
            pool = [i for i in sorted(state.battlefield) if state.objects[i].controller == o.controller
                    and CardType.CREATURE in state.objects[i].definition.types]
            eaten = game.ask_objects(ChoiceKind.SACRIFICE, o.controller,
                                     f"devour {n}: sacrifice any number of creatures", pool, 0, len(pool))
            for oid in eaten:
                game.record("sacrifice", f"{state.objects[oid].name} is devoured by {o.name}")
                move(game, oid, Zone.GRAVEYARD)
                game.emit(GameEvent("sacrificed", oid, o.controller))       # CR 701.17
            o.devoured += tuple(eaten)        # "the creatures it devoured" (CR 702.82b)
            put_counters(game, o, "+1/+1", n * len(eaten), entering=True)
        elif name == "amplify" and n:
            kinds = {s.lower() for s in o.definition.subtypes}
            hand = [i for i in state.players[o.controller].hand
                    if CardType.CREATURE in state.objects[i].definition.types
                    and kinds & {s.lower() for s in state.objects[i].definition.subtypes}]
            shown = game.ask_objects(ChoiceKind.CHOOSE, o.controller,
                                     f"amplify {n}: reveal cards sharing a creature type with {o.name}",
                                     hand, 0, len(hand))
            if shown:
                game.record("reveal", f"{game.pname(o.controller)} reveals "
                            + ", ".join(state.objects[i].name for i in shown))
            put_counters(game, o, "+1/+1", n * len(shown), entering=True)
        elif name == "tribute" and n:                  # CR 702.104a
            opponents = [p for p in state.apnap() if p != o.controller]
            if not opponents:
                continue
            who = opponents[0] if len(opponents) == 1 else game.ask_one(
                ChoiceKind.CHOOSE, o.controller, f"tribute {n}: choose an opponent",
                [(p, game.pname(p)) for p in opponents])
            if game.ask_bool(ChoiceKind.MAY, who, f"tribute {n}: put {n} +1/+1 counters on {o.name}?"):
                put_counters(game, o, "+1/+1", n, entering=True)
                o.tribute_paid = True
                game.record("tribute", f"{game.pname(who)} pays tribute: {o.name} enters with {n} more "
                                       "+1/+1 counters")
            else:
                game.record("tribute", f"{game.pname(who)} doesn't pay tribute for {o.name}")
        elif name == "sunburst" and o.was_cast:        # only as a resolving spell (CR 702.44b)
            colors = len({t for t in o.mana_spent if t in _COLORED})
            counter = "+1/+1" if CardType.CREATURE in o.definition.types else "charge"
            put_counters(game, o, counter, colors, entering=True)

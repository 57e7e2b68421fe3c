"""Ways to cast that reach past the moment of casting: plot (exiled now, cast free on a later
turn), foretell (exiled now for {2}, cast for its foretell cost after this turn), warp (cast cheaply from the hand, exiled at the next end step, cast again from exile
later), harmonize (cast from the graveyard, tapping a creature to pay part of it) and impending
(cast cheaply as a non-creature with time counters that come off at your end steps).

Each is an alternative way to cast that no rules text of a card can say, so each is an engine
mechanic (runtime/keyword_support.py) reached through the core's hooks: the cast itself goes
through actions.cast with `alt` set to the keyword's name.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..abilities import TriggeredAbility
from ..characteristics import CardType, Step, Zone
from ..costs import ManaCost, ManaSymbol, SymbolKind
from ..effects import Duration, RemoveCounters
from ..engine.actions import FACE_DOWN_CARD
from ..engine.decider import ChoiceKind
from ..engine.query import candidates, keyword, power_toughness
from ..engine.registry import HOOKS, register_instructions
from ..errors import IllegalAction
from ..events import BeginningOfStep, Whose
from ..filters import Controller, Fixed, ObjectFilter, SelfRef
from .common import _EngineEvent, keyword_in_hand
from ..engine.payment import Payer
from ..engine.turn import give_priority, sorcery_timing_problem
from ..engine.zones import move, put_counters, tap
from ..engine.state import _clone_object
from ..engine.triggers import add_delayed

if TYPE_CHECKING:
    from ..engine.objects import GameObject


# ------------------------------------------------------------------ plot (CR 702.170)
def plot(game, player: int, oid: int) -> None:
    """The plot special action (CR 702.170a-b, 116.2k): "Any time you have priority during your
    main phase while the stack is empty, you may exile this card from your hand and pay [cost].
    It becomes a plotted card." It doesn't use the stack; the player keeps priority."""
    state = game.state
    card, k = keyword_in_hand(game, player, oid, "plot", "702.170a", "plot a card")
    problem = sorcery_timing_problem(game, player)      # your main phase, the stack empty
    if problem:
        raise IllegalAction(f"CR 702.170a: a card is plotted only in your main phase with the "
                            f"stack empty; {problem}")
    paid = Payer(game, player, card, 0).pay_all((k.cost,))
    new = move(game, oid, Zone.EXILE)
    new.plotted_turn = state.turn
    game.record("plot", f"{game.pname(player)} plots {new.name}"
                + (f" paying {', '.join(paid)}" if paid else ""), object_id=new.id)
    give_priority(game, player)


def _plot_cast_problem(game, player: int, card: GameObject) -> str | None:
    """CR 702.170d: "A plotted card's owner may cast it from exile without paying its mana cost
    during their main phase while the stack is empty during any turn after the turn in which it
    became plotted." Sorcery timing even for an instant."""
    if card.zone is not Zone.EXILE or card.plotted_turn is None:
        return f"CR 702.170d: {card.name} is not a plotted card"
    if game.state.turn <= card.plotted_turn:
        return f"CR 702.170d: {card.name} became plotted this turn; it can be cast on a later turn"
    problem = sorcery_timing_problem(game, player)
    return f"CR 702.170d: a plotted card is cast in your main phase with the stack empty; {problem}" \
        if problem else None


# ------------------------------------------------------------------ foretell (CR 702.143)
FORETELL_COST = ManaCost((ManaSymbol(SymbolKind.GENERIC, generic=2),))     # "pay {2}" (CR 702.143a)


def foretell(game, player: int, oid: int) -> None:
    """The foretell special action (CR 702.143a-b, 116.2h): "Any time a player has priority during
    their turn, that player may pay {2} and exile a card with foretell from their hand face down."
    It doesn't use the stack; the player keeps priority. The card is exiled face down: it has no
    characteristics (CR 406.3a, `face_up` keeps the card's own), and only its owner may look at it
    (CR 702.143a; `actions.may_look_at`, `Game.seen_by`)."""
    state = game.state
    card, _ = keyword_in_hand(game, player, oid, "foretell", "702.143a", "foretell a card")
    if state.active != player:
        raise IllegalAction("CR 702.143a: a card is foretold only during its owner's turn")
    paid = Payer(game, player, card, 0).pay_all((FORETELL_COST,))
    new = move(game, oid, Zone.EXILE)
    new.foretold_turn = state.turn
    new.face_up, new.definition = new.definition, FACE_DOWN_CARD
    game.record("foretell", f"{game.pname(player)} foretells a card"
                + (f" paying {', '.join(paid)}" if paid else ""), object_id=new.id)
    give_priority(game, player)


def _foretell_cast_problem(game, card: GameObject) -> str | None:
    """CR 702.143a: its owner "may cast it after the current turn has ended by paying any
    foretell cost it has rather than paying that spell's mana cost", with its usual timing."""
    if card.zone is not Zone.EXILE or card.foretold_turn is None:
        return f"CR 702.143a: {card.name} is not a foretold card"
    if game.state.turn <= card.foretold_turn:
        return f"CR 702.143a: {card.name} was foretold this turn; it can be cast after this turn"
    return None


# ------------------------------------------------------------------ warp (CR 702.185)
@dataclass(frozen=True)
class WarpExile:
    """Warp's delayed trigger (CR 702.185a): "exile the permanent this spell becomes at the
    beginning of the next end step. Its owner may cast this card after the current turn has
    ended for as long as it remains exiled." The card in exile is a warped card (702.185b)."""


def warp_entered(game, o: GameObject) -> None:
    """CR 702.185a: the permanent a spell cast for its warp cost became is exiled at the
    beginning of the next end step (a delayed trigger, CR 603.7)."""
    add_delayed(game, BeginningOfStep(Step.END, Whose.NEXT), (WarpExile(),), o.controller,
                o.id, _clone_object(o), 0, f"{o.name}'s warp exile")


def _warp_exile(game, ctx, e: WarpExile) -> None:
    state = game.state
    o = state.live(ctx.source_id)
    if o is None or o.zone is not Zone.BATTLEFIELD:
        return                                   # it left: a new object, not this one (CR 400.7)
    new = move(game, o.id, Zone.EXILE)
    if new is None or new.zone is not Zone.EXILE:
        return
    new.warped = True                            # CR 702.185b
    state.grant_play(new.id, new.owner, Duration.PERMANENT, later_turns=True)   # while it stays exiled (CR 400.7)
    game.record("warp", f"{new.name} is exiled (warp); {game.pname(new.owner)} may cast it "
                        "after this turn", object_id=new.id)


# ------------------------------------------------------------------ harmonize (CR 702.180)
def harmonize_tap(game, player: int, spell: GameObject, cost: ManaCost) -> ManaCost:
    """CR 702.180a-b: casting it for its harmonize cost, you may tap up to one untapped creature
    you control; the total cost is reduced by generic mana equal to that creature's power."""
    state = game.state
    f = ObjectFilter(types=(CardType.CREATURE,), controller=Controller.YOU, tapped=False)
    pool = candidates(state, f, player, spell.id)
    if not pool:
        return cost
    pick = game.ask_objects(ChoiceKind.TAP_COST, player, f"harmonize: tap a creature to reduce the "
                            f"cost of {spell.name} by its power?", pool, 0, 1)
    if not pick:
        return cost
    o = state.objects[pick[0]]
    power = max(0, power_toughness(state, o)[0])
    tap(game, o, "harmonize")
    game.record("pay", f"{game.pname(player)} taps {o.name} for harmonize ({{{power}}} less)")
    return cost.less_generic(power)


# ------------------------------------------------------------------ impending (CR 702.176)
@dataclass(frozen=True)
class ImpendingEndStep(_EngineEvent):
    """"At the beginning of your end step, if this permanent's impending cost was paid and it
    has a time counter on it, remove a time counter from it" (CR 702.176a, an intervening
    "if", CR 603.4)."""

    def engine_match(self, game, event, controller, source_id):
        state = game.state
        o = state.live(source_id)
        return (event.kind == "step" and event.data.get("step") is Step.END
                and state.active == controller and impending(o))


def impending(o: GameObject | None) -> bool:
    """CR 702.176a: a permanent whose impending cost was paid and that has a time counter."""
    return (o is not None and o.zone is Zone.BATTLEFIELD and o.cast_with == "impending"
            and o.counters.get("time", 0) > 0)


IMPENDING_TRIGGER = TriggeredAbility(ImpendingEndStep(), (RemoveCounters(SelfRef(), "time", Fixed(1)),))


def impending_enters(game, o: GameObject) -> None:
    """CR 702.176a: "If you chose to pay this permanent's impending cost, it enters with N time
    counters on it" (a replacement as it enters, CR 614.1c)."""
    k = keyword(o, "impending")
    if o.cast_with == "impending" and k is not None and k.number:
        put_counters(game, o, "time", k.number, entering=True)


# ------------------------------------------------------------------ the cast itself
@HOOKS.keyword_cast_problem.register
def keyword_cast_problem(game, player: int, card: GameObject, alt: str | None) -> str | None:
    """Why a card can't be cast this way now (plot's later turn and timing; warp and impending
    from the hand only, even with a permission to cast it from elsewhere; spectacle only after an
    opponent lost life this turn; mayhem only the turn its card was discarded), or None."""
    if alt == "plot":
        return _plot_cast_problem(game, player, card)
    if alt == "foretell":
        return _foretell_cast_problem(game, card)
    if alt == "spectacle" and not any(p.life_lost_this_turn for p in game.state.players
                                      if p.index != player):
        return f"CR 702.137a: no opponent of {game.pname(player)} lost life this turn (spectacle)"
    if alt == "mayhem" and card.discarded_turn != game.state.turn:
        return f"CR 702.187b: {card.name} was not discarded this turn (mayhem)"
    if alt == "airbend" and not (card.zone is Zone.EXILE and card.airbent):
        return f"CR 701.65a: {card.name} was not exiled by airbend"
    if alt in ("warp", "impending") and card.zone is not Zone.HAND:
        rule = "702.185a" if alt == "warp" else "702.176a"
        return f"CR {rule}: {card.name} is cast for its {alt} cost only from a hand"
    return None


register_instructions({WarpExile: _warp_exile})

"""Ways to cast a spell and what it costs (CR 601.2b, 601.2f): alternative costs (morph and
megamorph and disguise face down, bestow, madness, rebound, "rather than pay"), optional additional costs
(kicker, buyback, entwine, emerge), paying with permanents (convoke, improvise, delve), cost
reductions (affinity, undaunted) and split second. Turning a face-down permanent face up is in
face_down.py."""
from __future__ import annotations

from typing import TYPE_CHECKING
from dataclasses import dataclass, replace

from ..abilities import BattlefieldInsteadOfDiscard, CardDefinition, KeywordAbility, ReplacementAbility
from ..characteristics import CardType, Color, Step, Zone
from ..costs import ManaCost, ManaSymbol, SymbolKind
from ..engine.decider import ChoiceKind
from ..engine.query import keyword, candidates, is_creature, object_colors, has_keyword
from ..engine.registry import HOOKS, lowers_when, register_instructions
from ..errors import IllegalAction
from ..events import BeginningOfStep, Whose
from ..filters import Controller, ObjectFilter
from .common import may_cast_from
from ..engine.zones import move, tap
from .assist import assisted
from .later_casting import harmonize_tap
from ..effects import ChooseModes

if TYPE_CHECKING:
    from ..engine.objects import GameObject


@HOOKS.entwine.register
def entwine(game: Game, player: int, definition: CardDefinition, effects: tuple):
    """CR 702.42a: "You may choose all modes of this spell instead of just the number specified.
    If you do, you pay an additional [cost]." Asked as the spell is announced (CR 601.2b).
    Returns (the additional cost or None, the effects with every mode to be chosen)."""
    k = keyword(definition, "entwine")
    if k is None or k.cost is None or not any(isinstance(e, ChooseModes) for e in effects):
        return None, effects
    if not game.ask_bool(ChoiceKind.MAY, player, f"pay the entwine cost of {definition.name}?"):
        return None, effects
    game.record("entwine", f"{game.pname(player)} entwines {definition.name}: all modes are chosen")
    return k.cost, tuple(replace(e, minimum=len(e.modes), maximum=len(e.modes))
                         if isinstance(e, ChooseModes) else e for e in effects)


@HOOKS.emerge_sacrifice.register
@lowers_when(lambda definition: False)      # only cast for its emerge cost, an alternative cost
def emerge_sacrifice(game: Game, player: int, spell, cost: ManaCost) -> ManaCost:
    """CR 702.119a: cast for its emerge cost by also sacrificing a creature; the total cost is
    reduced by that creature's mana value (generic mana only, CR 601.2f). Returns the cost."""
    from ..engine.events_bus import GameEvent
    from ..engine.zones import move
    state = game.state
    pool = [i for i in sorted(state.battlefield) if state.objects[i].controller == player
            and CardType.CREATURE in state.objects[i].definition.types]
    if not pool:
        raise IllegalAction(f"CR 702.119a: {game.pname(player)} has no creature to sacrifice for emerge")
    chosen = game.ask_objects(ChoiceKind.SACRIFICE, player, "sacrifice a creature (emerge)", pool, 1, 1)[0]
    reduced = cost.less_generic(state.objects[chosen].definition.mana_cost.mana_value)
    game.record("emerge", f"{game.pname(player)} sacrifices {state.objects[chosen].name} for emerge")
    move(game, chosen, Zone.GRAVEYARD)
    game.emit(GameEvent("sacrificed", chosen, player))          # CR 701.17
    return reduced


@dataclass(frozen=True)
class ReboundCast:
    """Rebound's delayed trigger (CR 702.88a): you may cast this card from exile without paying
    its mana cost."""


@HOOKS.rebound_exile.register
def rebound_exile(game: Game, spell) -> bool:
    """CR 702.88a: a rebound spell cast from hand is exiled as it resolves, with a delayed
    trigger at its controller's next upkeep. True if it was exiled."""
    from ..engine.state import _clone_object
    from ..engine.triggers import add_delayed
    from ..engine.zones import move
    if spell.is_copy or not spell.cast_from_hand or keyword(spell, "rebound") is None:
        return False
    controller = spell.controller
    new = move(game, spell.id, Zone.EXILE)
    if new is None:
        return False
    add_delayed(game, BeginningOfStep(Step.UPKEEP, Whose.YOUR), (ReboundCast(),), controller, new.id,
                _clone_object(new), 0, f"rebound: cast {new.name} from exile")
    return True


@dataclass(frozen=True)
class MadnessCast:
    """Madness trigger (CR 702.35a): you may cast it by paying its madness cost; if you don't,
    put it into your graveyard."""

    cost: ManaCost


_THREE = ManaCost((ManaSymbol(SymbolKind.GENERIC, generic=3),))
_TWO = ManaCost((ManaSymbol(SymbolKind.GENERIC, generic=2),))


@HOOKS.bestowed_definition.register
def bestowed_definition(d: CardDefinition) -> CardDefinition:
    """CR 702.103b: cast bestowed, it is an Aura spell with enchant creature and not a creature
    (as a permanent too, while attached, CR 702.103b-f)."""
    from dataclasses import replace as _replace
    enchant = KeywordAbility("enchant", quality=ObjectFilter(types=(CardType.CREATURE,)))
    return _replace(d, types=tuple(t for t in d.types if t is not CardType.CREATURE),
                    subtypes=tuple(d.subtypes) + ("Aura",), power=None, toughness=None,
                    abilities=tuple(d.abilities) + (enchant,))


@HOOKS.prototyped_definition.register
def prototyped_definition(d: CardDefinition) -> CardDefinition:
    """CR 718.3 (702.160b): cast prototyped, the spell has its prototype's mana cost, power and
    toughness, and the color of that mana cost, instead of the card's (CR 718.3a-b, 105.2); its
    name, types and abilities stay the card's. The mana cost is the spell's own, so its mana
    value is the prototype cost's (CR 718.3b), and casting prototyped is no alternative cost."""
    k = keyword(d, "prototype")
    if k is None or k.cost is None:
        raise IllegalAction(f"CR 702.160a: {d.name} has no prototype ability")
    colors = tuple(c for c in Color if any(c.value in {t.value for t in s.types} for s in k.cost.symbols
                                          if s.kind is not SymbolKind.COLORLESS))
    return replace(d, mana_cost=k.cost, colors=colors, power=k.power, toughness=k.toughness)


@HOOKS.alternative_cost.register
def alternative_cost(definition: CardDefinition, alt: str | None) -> ManaCost | None:
    """The cost paid instead of the mana cost (CR 118.9), or None for the mana cost."""
    if alt is None:
        return None
    if alt in ("morph", "megamorph", "disguise", "face_down"):
        return _THREE                                   # CR 702.37c, 702.168a: cast face down for {3}
    if alt == "alternative":                            # "rather than pay this spell's mana cost"
        from ..handlers.shields import alternative_cost_parts
        return alternative_cost_parts(definition)[0]
    if alt in ("free", "plot"):
        return ManaCost()                               # plot: CR 702.170d
    if alt == "airbend":
        return _TWO                                     # CR 701.65a: "for {2} rather than its mana cost"
    if alt == "as_though_flash":
        return None                                     # CR 601.3b: its mana cost (plus any extra)
    if alt in ("fuse", "aftermath", "retrace", "jump-start", "prototype"):
        return None              # CR 702.102c, 702.127a, 702.81a, 702.133a, 718.3a: its mana cost is paid
    k = keyword(definition, alt)
    if k is None or k.cost is None:
        raise IllegalAction(f"CR 118.9: {definition.name} has no {alt} cost")
    return k.cost


@HOOKS.optional_costs.register
def optional_costs(game: Game, player: int, definition: CardDefinition, spell=None
                   ) -> tuple[list, bool, bool, frozenset[str], int | None]:
    """Kicker (CR 702.33a), buyback (CR 702.27a), offspring (CR 702.175a), bargain (CR 702.166a)
    and gift (CR 702.174a): optional additional costs the caster chooses to pay as the spell is
    announced (CR 601.2b). Returns (the costs to pay: mana, and others such as "Buyback—Pay 3
    life", paid with the rest of the total cost, CR 601.2f-h; kicked, buyback, the keywords among the others
    whose cost is paid, the opponent a gift is promised to); bargain's sacrifice is paid here,
    the mana with the rest of the total cost (the order of payment is the caster's, CR 601.2h)."""
    costs, kicked, buyback, paid, promised_to = [], False, False, set(), None
    for a in definition.abilities:
        if isinstance(a, KeywordAbility) and a.name.lower() == "bargain" and "bargain" not in paid \
                and _bargain(game, player, definition):
            paid.add("bargain")
        if isinstance(a, KeywordAbility) and a.name.lower().startswith("gift ") and "gift" not in paid:
            promised_to = _promise_gift(game, player, definition)
            if promised_to is not None:
                paid.add("gift")
        if not isinstance(a, KeywordAbility) or a.cost is None:
            continue
        name = a.name.lower()
        if name in ("kicker", "buyback", "offspring") and _could_pay(game, player, spell, a.more_costs) \
                and game.ask_bool(ChoiceKind.MAY, player, f"pay the {name} cost of {definition.name}?"):
            costs += [a.cost, *a.more_costs]      # "Kicker—Sacrifice a land" (CR 702.33a)
            kicked = kicked or name == "kicker"
            buyback = buyback or name == "buyback"
            if name == "offspring":
                paid.add(name)
    return costs, kicked, buyback, frozenset(paid), promised_to


def _could_pay(game: Game, player: int, spell, costs: tuple) -> bool:
    """Whether the costs other than mana of an optional cost ("Kicker—Sacrifice a creature")
    can be paid now, tried on the game and undone: a player offered to pay one they can't would
    make the whole spell uncastable (CR 601.2b, 601.2h); the mana is paid later with the rest."""
    if not costs or spell is None:
        return True
    from ..engine.payment import Payer
    return game.dry_run(lambda: Payer(game, player, spell, spell.x_value or 0).pay_all(costs)) is None


def _promise_gift(game: Game, player: int, definition: CardDefinition) -> int | None:
    """CR 702.174a: "As an additional cost to cast this spell, you may choose an opponent" (the
    gift is promised to them). The opponent, or None if the caster doesn't."""
    opponents = [p for p in game.state.apnap() if p != player]
    if not opponents or not game.ask_bool(ChoiceKind.MAY, player, f"promise a gift ({definition.name})?"):
        return None
    chosen = opponents[0] if len(opponents) == 1 else game.ask_one(
        ChoiceKind.CHOOSE, player, "choose an opponent to promise the gift to", [(p, game.pname(p)) for p in opponents])
    game.record("gift", f"{game.pname(player)} promises {game.pname(chosen)} a gift")
    return chosen


def _bargain(game: Game, player: int, definition: CardDefinition) -> bool:
    """CR 702.166a: "You may sacrifice an artifact, enchantment, or token as you cast this
    spell." True if the caster did."""
    from ..engine.events_bus import GameEvent
    from ..engine.query import is_type
    from ..engine.zones import move
    state = game.state
    pool = [i for i in sorted(state.battlefield) if state.objects[i].controller == player
            and (state.objects[i].is_token or is_type(state.objects[i], CardType.ARTIFACT, state)
                 or is_type(state.objects[i], CardType.ENCHANTMENT, state))]
    if not pool or not game.ask_bool(ChoiceKind.MAY, player, f"bargain {definition.name}?"):
        return False
    chosen = game.ask_objects(ChoiceKind.SACRIFICE, player, "sacrifice an artifact, enchantment, or token (bargain)",
                              pool, 1, 1)[0]
    game.record("bargain", f"{game.pname(player)} sacrifices {state.objects[chosen].name} to bargain")
    move(game, chosen, Zone.GRAVEYARD)
    game.emit(GameEvent("sacrificed", chosen, player))          # CR 701.17
    return True


def _has_any_keyword(*names: str):
    """Whether a definition prints one of the keywords NAMES (a cost-lowering hook's lowers)."""
    return lambda definition: any(keyword(definition, name) is not None for name in names)


@HOOKS.pay_with_permanents.register
@lowers_when(_has_any_keyword("convoke", "improvise", "delve", "assist"))   # harmonize: an alternative cost
def pay_with_permanents(game: Game, player: int, spell: GameObject, cost: ManaCost) -> ManaCost:
    """Convoke (CR 702.51a), improvise (CR 702.126a) and delve (CR 702.66a): as the total cost is
    paid, tap creatures / artifacts or exile graveyard cards to pay part of it. Each pick is
    offered only if it can still pay something; returns the mana still to pay. Assist's helper
    pays first, before the total cost is paid (CR 702.132a, assist.py)."""
    cost = assisted(game, player, spell, cost)
    state = game.state
    if spell.cast_with == "harmonize":                  # CR 702.180a-b
        cost = harmonize_tap(game, player, spell, cost)
    symbols = list(cost.symbols)

    def generic_left() -> int:
        return sum(s.generic for s in symbols if s.kind is SymbolKind.GENERIC)

    def take_generic() -> None:
        for i, s in enumerate(symbols):
            if s.kind is SymbolKind.GENERIC and s.generic:
                symbols[i] = replace(s, generic=s.generic - 1)
                return

    def colored_slot(o) -> int | None:
        colors = {c.value for c in object_colors(o)}
        for i, s in enumerate(symbols):
            if s.kind in (SymbolKind.COLORED, SymbolKind.HYBRID) and colors & {t.value for t in s.types}:
                return i
        return None

    d = spell.definition
    for name, what in (("convoke", "creature"), ("improvise", "artifact")):
        if keyword(d, name) is None:
            continue
        f = ObjectFilter(types=(CardType.CREATURE if what == "creature" else CardType.ARTIFACT,),
                         controller=Controller.YOU, tapped=False)
        for _ in range(64):
            pool = [i for i in candidates(state, f, player, spell.id)
                    if generic_left() or (name == "convoke" and colored_slot(state.objects[i]) is not None)]
            if not pool:
                break
            pick = game.ask_objects(ChoiceKind.TAP_COST, player, f"{name}: tap a{'n' if what[0] == 'a' else ''} "
                                    f"{what} to help pay for {d.name}?", pool, 0, 1)
            if not pick:
                break
            o = state.objects[pick[0]]
            slot = colored_slot(o) if name == "convoke" and is_creature(o, state) else None
            if slot is not None:
                symbols.pop(slot)
            else:
                take_generic()
            tap(game, o, name)
            game.record("pay", f"{game.pname(player)} taps {o.name} for {name}")
    if keyword(d, "delve") is not None:
        for _ in range(64):
            pool = list(state.players[player].graveyard) if generic_left() else []
            if not pool:
                break
            pick = game.ask_objects(ChoiceKind.EXILE_COST, player,
                                    f"delve: exile a card to pay {{1}} of {d.name}?", pool, 0, 1)
            if not pick:
                break
            take_generic()
            game.record("pay", f"{game.pname(player)} exiles {state.objects[pick[0]].name} for delve")
            move(game, pick[0], Zone.EXILE)
    return ManaCost(tuple(s for s in symbols if not (s.kind is SymbolKind.GENERIC and s.generic == 0)))


@HOOKS.check_split_second.register
def check_split_second(game: Game, what: str) -> None:
    """CR 702.61a: while a spell with split second is on the stack, players can't cast spells or
    activate abilities that aren't mana abilities."""
    state = game.state
    for item in state.stack:
        if item.kind == "spell":
            o = state.objects.get(item.source_id)
            if o is not None and has_keyword(state, o, "split second"):
                raise IllegalAction(f"CR 702.61a: {o.name} has split second; no one can {what}")


@HOOKS.discard.register
def discard(game: Game, oid: int, by: int | None = None) -> None:
    """Discard a card (CR 701.8); madness exiles it instead and triggers (CR 702.35a). `by`: the
    controller of the spell or ability that causes the discard (None: the game's rules, CR 514.1),
    for "a spell or ability an opponent controls causes you to discard" (_caused_by)."""
    from ..engine.objects import PendingTrigger
    from ..engine.state import _clone_object
    from ..engine.zones import move
    o = game.state.live(oid)
    k = keyword(o, "madness") if o is not None else None
    from ..engine.events_bus import GameEvent
    if o is not None:
        game.emit(GameEvent("discarded", oid, o.owner))       # CR 701.8
    instead = _onto_battlefield_instead(o, by)
    if instead is not None:                   # CR 614.1a: still discarded, but it enters instead
        counters = () if instead.counter is None else ((instead.counter, instead.amount.value),)
        new = move(game, oid, Zone.BATTLEFIELD, controller=o.owner, counters=counters)
        game.record("replace", f"{o.name} is put onto the battlefield instead of into a graveyard (CR 614.1a)")
        _caused_by(game, oid, new, by)
        return
    if k is None or k.cost is None:
        new = move(game, oid, Zone.GRAVEYARD)
        if new is not None:                   # mayhem reads "if you discarded it this turn" (CR 702.187b)
            new.discarded_turn = game.state.turn
        _caused_by(game, oid, new, by)
        return
    new = move(game, oid, Zone.EXILE)
    _caused_by(game, oid, new, by)
    if new is not None:
        game.record("madness", f"{new.name} is discarded into exile (madness)")
        game.state.pending.append(PendingTrigger(new.owner, new.id, _clone_object(new),
                                                 (MadnessCast(k.cost),), (), None,
                                                 f"{new.name}'s madness trigger"))
        game.record("trigger", f"{new.name}'s madness ability triggers", source_id=new.id)


def _onto_battlefield_instead(o, by: int | None) -> BattlefieldInsteadOfDiscard | None:
    """The card's own "If a spell or ability an opponent controls causes you to discard ~, put it
    onto the battlefield instead ..." when an opponent's spell or ability discards it (CR 614.1a,
    701.8); it applies before madness would (this engine doesn't offer the choice of CR 616.1)."""
    if o is None or by is None or by == o.owner:
        return None
    return next((a.replacement for a in o.definition.abilities if isinstance(a, ReplacementAbility)
                 and isinstance(a.replacement, BattlefieldInsteadOfDiscard)), None)


def _caused_by(game: Game, oid: int, new, by: int | None) -> None:
    """The discard as a spell's or ability's doing (CR 701.8), once the card has moved: the card's
    own "... causes you to discard ~" triggers from where it went (events.CausedToDiscard)."""
    from ..engine.events_bus import GameEvent
    if by is None or new is None:
        return
    game.emit(GameEvent("caused_to_discard", oid, new.owner, {"by": by, "card": new.id}))


def _madness_cast(game, ctx, e: MadnessCast):
    from ..engine.actions import cast
    from ..engine.zones import move
    card = game.state.live(ctx.source_id)
    if card is None or card.zone is not Zone.EXILE:
        return
    if game.ask_bool(ChoiceKind.MAY, ctx.controller, f"cast {card.name} for its madness cost?"):
        try:
            with game.transaction():
                cast(game, ctx.controller, card.id, alt="madness", ignore_timing=True)
            return
        except IllegalAction as refused:
            game.record("cast", f"{card.name} can't be cast for madness: {refused.reason}")
    move(game, card.id, Zone.GRAVEYARD)


def _rebound_cast(game, ctx, e: ReboundCast):
    may_cast_from(game, ctx, Zone.EXILE, "free", "rebound")


@HOOKS.cost_reductions.register
@lowers_when(_has_any_keyword("affinity", "undaunted"))
def cost_reductions(game: Game, player: int, spell: GameObject, cost: ManaCost) -> ManaCost:
    """Affinity for [text] (CR 702.41a): {1} less for each [text] you control; undaunted
    (CR 702.125a): {1} less for each opponent you have. Each instance applies (702.41b, 702.125c)."""
    state = game.state
    less = 0
    for a in spell.definition.abilities:
        if not isinstance(a, KeywordAbility):
            continue
        name = a.name.lower()
        if name == "affinity" and a.quality is not None:
            f = replace(a.quality, controller=Controller.YOU, zone=Zone.BATTLEFIELD)
            less += len(candidates(state, f, player, spell.id))
        elif name == "undaunted":
            less += sum(1 for p in state.players if p.index != player and not p.lost)
    return cost.less_generic(less) if less else cost


register_instructions({
    MadnessCast: _madness_cast,
    ReboundCast: _rebound_cast,
})

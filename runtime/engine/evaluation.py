"""What a resolving ability's references mean now (CR 608.2): its Context, the objects, players
and amounts its effects name, and the conditions it checks (CR 608.2c, 602.5b)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..characteristics import Zone
from .decider import ChoiceKind
from ..filters import (
    ControlledBy, ControllerOf, OwnerOf, ObjectIs, SharesCreatureType, CardsInZone, SourceState, ClassLevelIs,
    SourceInZone, ControlNone, LifeTotal, YourTurn, DuringSteps, AnyOfConditions, PlayerControls,
    AllOfConditions, NotCondition)
from ..filters import (AffectedRef, ChosenRef, CounterCount, CountersOn, CountOf, EachRef, TotalCount,
                      EventObjectRef, Fixed, GrantorRef, PlayerRef, PowerOf, SelfRef, Sum, TargetRef, UnionRef,
                      XValue, YouControl)
from ..rounding import Half, halved
from .query import (
    _COMPARE, other_condition_holds, matches, source_state, class_level_is, player_controls_holds)
from .objects import GameObject, ManaUnit, Target
from .query import candidates, is_creature, power
from .creature_types import shares_creature_type
from .game_conditions import player_has_holds


@dataclass
class Context:
    """Everything one resolution needs (CR 608.2): who, from what, at what, with which X."""

    controller: int
    source_id: int
    source_lki: GameObject | None = None
    targets: list[list[Target]] = field(default_factory=list)
    x: int = 0
    event: Any = None
    chosen: dict[str, list[int]] = field(default_factory=dict)
    affected: dict[str, list[int]] = field(default_factory=dict)
    tapped_for_mana: bool = False       # running a mana ability with {T} (ruling M4)
    produced: list[ManaUnit] = field(default_factory=list)
    last: list[int] = field(default_factory=list)   # objects the previous step acted on
    # how many objects the last sacrifice / counter removal acted on: "If you do, ..." (IfDone)
    done: int = 0
    # CR 700.2: chosen modes of a modal ability with each mode's own targets
    modes: list[tuple[int, list[list[Target]]]] | None = None
    paid: dict[str, list[int]] = field(default_factory=dict)   # PaidRef: objects paid as costs
    life_lost: int = 0                  # life lost by the last LoseLife step ("the life lost this way")
    discarded: list[int] = field(default_factory=list)   # cards the last discard step discarded
    # CR 400.7c: a target this resolution moved to a public zone is found there by later steps
    moved: dict[int, int] = field(default_factory=dict)
    keyword: str | None = None          # the keyword of the triggered ability resolving (exploit)
    stack_id: int | None = None         # the resolving spell or ability's stack item: when it was put there
    ability: Any = None                 # the resolving ability ("gains this ability", CR 707.9a)
    votes: dict[str, int] = field(default_factory=dict)   # this resolution's vote: choice -> votes (CR 701.38a)


def objects(game: "Game", ctx: Context, ref) -> list[int]:
    """Live object ids a reference denotes now (deduplicated, in order)."""
    state = game.state
    if ref is None:
        return []
    if isinstance(ref, SelfRef):
        # the source, or the object it became through this effect's own move ("return ~ to the
        # battlefield, then attach it to that creature", CR 400.7)
        ids = [_followed(state, ctx, ctx.source_id)]
    elif isinstance(ref, GrantorRef):           # CR 201.5a: the object that granted the ability
        ids = [ref.object_id] if ref.object_id is not None else []
    elif isinstance(ref, TargetRef):
        group = ctx.targets[ref.index] if ref.index < len(ctx.targets) else []
        ids = [_followed(state, ctx, t.object_id) for t in group if t.object_id is not None]
    elif isinstance(ref, ChosenRef):
        ids = ctx.chosen.get(ref.label, [])
    elif isinstance(ref, AffectedRef):
        # "return it to the battlefield ... It gains haste": the object this effect returned,
        # a new object (CR 400.7), which the rest of the effect still knows (ctx.moved)
        ids = [ctx.moved.get(i, i) for i in ctx.affected.get(ref.label, [])]
    elif isinstance(ref, EventObjectRef):
        ids = [ctx.event.object_id] if ctx.event is not None and ctx.event.object_id else []
    elif isinstance(ref, EachRef):
        ids = candidates(state, ref.filter, ctx.controller, ctx.source_id)
    elif isinstance(ref, UnionRef):
        ids = [i for part in ref.parts for i in objects(game, ctx, part)]
    elif type(ref).__name__ == "PaidRef":
        ids = list(ctx.paid.get(ref.action, []))
    elif type(ref).__name__ == "SameNameRef":       # "each other creature with the same name as it"
        names = {o.name for o in _lki(game, ctx, ref.of)}
        ids = [i for i in candidates(state, ref.filter, ctx.controller, ctx.source_id)
               if state.objects[i].name in names]
    elif type(ref).__name__ == "SharesColorRef":    # radiance: "... that shares a color with it"
        from .query import object_colors
        colors = {c for o in _lki(game, ctx, ref.of) for c in object_colors(o, state)}
        ids = [i for i in candidates(state, ref.filter, ctx.controller, ctx.source_id)
               if colors & set(object_colors(state.objects[i], state))]
    elif type(ref).__name__ == "UnchosenRef":      # "... Destroy the rest." (CR 608.2d)
        chosen = set(ctx.chosen.get(ref.label, []))
        ids = [i for i in objects(game, ctx, ref.among) if i not in chosen]
    elif type(ref).__name__ == "SharesCreatureTypeRef":     # "... that share a creature type with it"
        from .creature_types import shares_creature_type
        those = _lki(game, ctx, ref.of)
        ids = [i for i in candidates(state, ref.filter, ctx.controller, ctx.source_id)
               if shares_creature_type([state.objects[i]], those)]
    elif type(ref).__name__ == "AttachedToRef":     # "all Auras attached to it" (CR 303.4)
        hosts = objects(game, ctx, ref.host)
        ids = [i for i in candidates(state, ref.filter, ctx.controller, ctx.source_id)
               if state.objects[i].attached_to in hosts]
    elif type(ref).__name__ == "DealtDamageRef":    # "creatures dealt damage this way" (CR 700.4)
        sources = {o.id for o in _lki(game, ctx, ref.source)}
        ids = [i for i in objects(game, ctx, ref.among) if is_creature(state.objects[i], state)
               and sources & set(state.objects[i].damaged_by)]
    elif type(ref).__name__ == "ExiledWithRef":     # "the exiled card" of a linked ability (CR 607.2a)
        ids = [o.id for o in exiled_by_source(state, ctx)]
    elif isinstance(ref, ControlledBy):
        whose = players(game, ctx, ref.player)
        ids = [i for i in candidates(state, ref.filter, ctx.controller, ctx.source_id)
               if state.objects[i].controller in whose]
    else:
        raise TypeError(f"unknown object reference {ref!r}")
    seen: list[int] = []
    for i in ids:
        if state.live(i) is None:
            i = _moved_by_event(state, ctx, i)
        if i is not None and i not in seen and state.live(i) is not None:
            seen.append(i)
    return seen


def exiled_by_source(state, ctx: Context) -> list[GameObject]:
    """The cards the source's linked ability exiled that are still in exile (CR 607.2a), read
    from the source's last known information if it has left its zone (CR 603.10a); a card that
    left exile is a new object (CR 400.7)."""
    lki = state.live(ctx.source_id) or ctx.source_lki or state.objects.get(ctx.source_id)
    cards = (state.objects.get(oid) for oid in (lki.exiled_with if lki is not None else ()))
    return [c for c in cards if c is not None and not c.gone and c.zone is Zone.EXILE]


def _followed(state, ctx: Context, oid: int) -> int:
    """The object a target became through this effect's own moves (CR 400.7): returned to the
    battlefield (ctx.moved), or exiled and then returned by it ("exile target creature you
    control, then return that card to the battlefield. If it's a Spirit, put a +1/+1 counter
    on it"); a target moved by anything else stays the object it was."""
    seen: set[int] = set()
    while oid not in seen:
        seen.add(oid)
        if oid in ctx.moved:
            oid = ctx.moved[oid]
            continue
        old = state.objects.get(oid)
        if old is None or old.moved_to is None or old.moved_to not in ctx.moved:
            break
        oid = old.moved_to
    return oid


def _moved_by_event(state, ctx: Context, oid: int) -> int | None:
    """CR 400.7: an ability that triggers when an object leaves the battlefield ("dies") can
    find the new object it became in the public zone it moved to (not after a further move)."""
    event = ctx.event
    if event is None or event.kind not in ("dies", "leaves") or event.object_id != oid:
        return None
    old = state.objects.get(oid)
    new = state.objects.get(old.moved_to) if old is not None and old.moved_to is not None else None
    if new is None or new.gone or new.zone not in (Zone.GRAVEYARD, Zone.EXILE, Zone.BATTLEFIELD):
        return None
    return new.id


def last_known(game: "Game", ctx: Context, ref) -> list[GameObject]:
    """The objects `ref` names, as they last existed if they left their zone (CR 608.2h)."""
    return _lki(game, ctx, ref)


def _matching(game: "Game", ctx: Context, objects, filt) -> int:
    """How many of `objects` (last known information, wherever they are now) match `filt`."""
    from .query import matches
    return sum(1 for o in objects if matches(game.state, filt, o, ctx.controller, ctx.source_id, check_zone=False))


def _controller_before_move(state, o: GameObject) -> int:
    """Who controlled `o` as it last existed in the zone it was moved from: the object it was
    before the move (`moved_to` names this one, CR 400.7), else `o` itself."""
    before = next((old for old in state.objects.values() if old.moved_to == o.id), None)
    return before.controller if before is not None else o.controller


def _lki(game: "Game", ctx: Context, ref) -> list[GameObject]:
    """Objects with last known information, for amounts (CR 608.2h)."""
    if isinstance(ref, SelfRef):
        o = game.state.live(ctx.source_id)
        return [o or ctx.source_lki or game.state.objects[ctx.source_id]]
    if isinstance(ref, GrantorRef):             # as it last existed, e.g. sacrificed (CR 608.2h)
        return [game.state.objects[ref.object_id]] if ref.object_id in game.state.objects else []
    if isinstance(ref, EventObjectRef) and ctx.event is not None and ctx.event.object_id:
        return [game.state.objects[ctx.event.object_id]]
    if type(ref).__name__ == "PaidRef":       # last known information (CR 608.2h)
        return [game.state.objects[i] for i in ctx.paid.get(ref.action, []) if i in game.state.objects]
    if isinstance(ref, AffectedRef):          # "the exiled card": as it is now, wherever it is
        return [game.state.objects[i] for i in ctx.affected.get(ref.label, []) if i in game.state.objects]
    if isinstance(ref, TargetRef):            # a target that left: last known information
        group = ctx.targets[ref.index] if ref.index < len(ctx.targets) else []
        return [game.state.objects[t.object_id] for t in group
                if t.object_id is not None and t.object_id in game.state.objects]
    return [game.state.objects[i] for i in objects(game, ctx, ref)]


def count(game, ctx: Context, n, player: int | None = None) -> int:
    """A number of objects an instruction acts on: written as a number, or an Amount (X, "that
    many") worked out now (CR 107.3, 608.2h)."""
    return n if isinstance(n, int) else amount(game, ctx, n, player)


def amount(game: "Game", ctx: Context, a, player: int | None = None) -> int:
    """An amount now; `player`: the player the effect is acting on, for PlayersCount."""
    if isinstance(a, Fixed):
        return a.value
    if isinstance(a, XValue):
        return ctx.x
    if type(a).__name__ == "CountersRemoved":     # chosen as the cost was paid (actions.activate)
        return ctx.x
    if type(a).__name__ == "BasicLandTypes":
        from .query import basic_land_types
        return basic_land_types(game.state, ctx.controller)
    if type(a).__name__ == "VotesFor":           # "for each <choice> vote" (CR 701.38a)
        return ctx.votes.get(a.choice, 0)
    if type(a).__name__ == "GraveyardCardTypes":
        from .query import graveyard_card_types
        return graveyard_card_types(game.state, ctx.controller)
    if type(a).__name__ == "LifeTotalAmount":    # CR 119.1; the players still in the game (CR 800.4a)
        state = game.state
        if a.highest or a.lowest:
            lives = [state.players[p].life for p in state.living_players()]
            return max(lives) if a.highest else min(lives)
        if a.of_player:                          # "his or her life total": the player acted on
            if player is None:
                raise TypeError("a player's own life total outside an effect on players")
            return state.players[player].life
        return state.players[ctx.controller].life
    if type(a).__name__ == "Devotion":           # CR 700.5
        from .mana_value import devotion
        return devotion(game.state, ctx.controller, a.colors)
    if isinstance(a, CountersOn):
        return sum(sum(o.counters.values()) if a.counter is None else o.counters.get(a.counter, 0)
                   for o in _lki(game, ctx, a.ref))
    if isinstance(a, CountOf):
        return len(objects(game, ctx, a.ref))
    if isinstance(a, TotalCount):             # each zone's objects, counted together
        return sum(len(objects(game, ctx, EachRef(f))) for f in a.filters)
    if isinstance(a, PowerOf):
        return sum(power(game.state, o) for o in _lki(game, ctx, a.ref))
    if isinstance(a, Sum):
        return amount(game, ctx, a.amount, player) + a.plus
    if isinstance(a, Half):                   # CR 107.1a: rounded as the card says
        return halved(amount(game, ctx, a.amount, player), a.rounded_up)
    from ..filters import AttackersDeclared, EventAmount, PlayersCount, Times
    if isinstance(a, EventAmount):            # "that much" (CR 603.7c): the trigger event's amount
        return int(ctx.event.data.get("amount", 0)) if ctx.event is not None else 0
    if isinstance(a, AttackersDeclared):      # CR 508.1: the attackers of the trigger event
        from .query import matches
        declared = ctx.event.data.get("attackers", ()) if ctx.event is not None else ()
        return sum(1 for oid in declared if matches(game.state, a.filter, game.state.objects[oid],
                                                    ctx.controller, ctx.source_id, check_zone=False))
    if isinstance(a, Times):
        return amount(game, ctx, a.amount, player) * a.factor
    from ..filters import AffectedCount, DamagePreventedThisWay, DiedThisTurn, LifeLostThisWay
    if isinstance(a, LifeLostThisWay):        # the total the LoseLife step before made players lose
        return ctx.life_lost
    if isinstance(a, DamagePreventedThisWay):   # CR 615.5: the shield's prevented damage (its event)
        return int(ctx.event.data.get("prevented", 0)) if ctx.event is not None else 0
    if isinstance(a, AffectedCount):          # "for each nonland card revealed this way" (CR 701.16a)
        return _matching(game, ctx, _lki(game, ctx, AffectedRef(a.label)), a.filter)
    if type(a).__name__ == "AffectedPerController":     # "..., its controller creates ..."
        if player is None:
            raise TypeError("AffectedPerController outside an effect on players")
        found = _lki(game, ctx, AffectedRef(a.label))
        return sum(1 for o in found if _controller_before_move(game.state, o) == player
                   and _matching(game, ctx, [o], a.filter))
    if isinstance(a, DiedThisTurn):           # CR 700.4: by last known information
        return _matching(game, ctx, game.state.died_this_turn, a.filter)
    if type(a).__name__ == "Devoured":        # CR 702.82b: the source's devoured creatures (LKI)
        eaten = _lki(game, ctx, SelfRef())[0].devoured
        return _matching(game, ctx, [game.state.objects[i] for i in eaten if i in game.state.objects], a.filter)
    if isinstance(a, PlayersCount):           # "... he or she controls": from that player's side
        if player is None:
            raise TypeError("PlayersCount outside an effect on players")
        return len(candidates(game.state, a.filter, player, ctx.source_id))
    from ..filters import ManaSpentToCast, ManaValueOf, ToughnessOf
    if isinstance(a, ManaSpentToCast) and a.colors:     # converge: the colors among that mana
        return sum(len({t for t in o.mana_spent if t.is_color}) for o in _lki(game, ctx, a.ref))
    if isinstance(a, ManaSpentToCast):        # CR 601.2h: each mana paid for it
        return sum(len(o.mana_spent) for o in _lki(game, ctx, a.ref))
    if isinstance(a, ToughnessOf):            # last known information if it left (CR 608.2h)
        from .query import toughness
        return sum(toughness(game.state, o) for o in _lki(game, ctx, a.ref))
    if type(a).__name__ == "GreatestAmong":    # "the greatest power among creatures you control"
        from .query import greatest_among
        return greatest_among(game.state, a, ctx.controller, ctx.source_id)
    if isinstance(a, ManaValueOf):            # CR 202.3, 712.8e
        from .mana_value import mana_value
        return sum(mana_value(o) for o in _lki(game, ctx, a.ref))
    raise TypeError(f"unknown amount {a!r}")


def players(game: "Game", ctx: Context, ref: PlayerRef | ControllerOf | OwnerOf | None) -> list[int]:
    state = game.state
    alive = state.apnap()
    if ref is None:
        return []
    if ref is PlayerRef.YOU:
        return [ctx.controller]
    if ref in (PlayerRef.EACH_OPPONENT, PlayerRef.EACH_OTHER_PLAYER):
        return [p for p in alive if p != ctx.controller]
    if ref is PlayerRef.EACH_PLAYER:
        return alive
    if ref is PlayerRef.TARGET_PLAYER:
        return [t.player for g in ctx.targets for t in g if t.player is not None][:1]
    if ref is PlayerRef.EACH_PLAYER_BUT_TARGET:            # the players the target isn't (CR 115.1)
        return [p for p in alive if p not in players(game, ctx, PlayerRef.TARGET_PLAYER)]
    if ref is PlayerRef.EVENT_PLAYER:
        return [ctx.event.player] if ctx.event is not None and ctx.event.player is not None else []
    if ref is PlayerRef.EACH_OPPONENT_ATTACKING_ENCHANTED:       # CR 508.1, 303.4: in APNAP order
        enchanted, combat = game.state.enchanted_player(ctx.source_id), game.state.combat
        attacking = {game.state.objects[a].controller for a, d in (combat.defender.items() if combat else ())
                     if d == enchanted}
        return [p for p in game.state.apnap() if p in attacking and p != enchanted]
    if ref is PlayerRef.EACH_OPPONENT_OF_EVENT_PLAYER:           # CR 102.2: the others, with no teams
        named = ctx.event.player if ctx.event is not None else None
        return [p for p in alive if named is not None and p != named]
    if type(ref).__name__ == "DealtDamageBy":     # "each player dealt damage this way" (CR 120.1)
        # the live source keeps the record (HOOKS.note_damage_dealt); its last known
        # information if it has left
        sources = [game.state.live(o.id) or o for o in _lki(game, ctx, ref.source)]
        reached = {p for o in sources for p in o.dealt_damage_to}
        return [p for p in players(game, ctx, ref.among) if p in reached]
    if isinstance(ref, (ControllerOf, OwnerOf)):    # CR 108.3; last known information (CR 608.2h)
        side = "controller" if isinstance(ref, ControllerOf) else "owner"
        found = dict.fromkeys(getattr(o, side) for o in _lki(game, ctx, ref.ref))   # in order, once each
        return [p for p in found if p in alive]
    if ref is PlayerRef.AN_OPPONENT:          # "an opponent": the controller picks one as it happens
        opponents = [p for p in alive if p != ctx.controller]
        if len(opponents) <= 1:
            return opponents
        return [game.ask_one(ChoiceKind.CHOOSE, ctx.controller, "choose an opponent",
                             [(p, game.pname(p)) for p in opponents])]
    if ref is PlayerRef.GIFT_RECIPIENT:       # CR 702.174a: chosen as the spell was cast
        source = state.objects.get(ctx.source_id) or ctx.source_lki
        to = source.gift_promised_to if source is not None else None
        return [to] if to in alive else []
    if ref is PlayerRef.DEFENDING:            # CR 506.2, 506.3
        from .query import defending_player
        event_object = ctx.event.object_id if ctx.event is not None else None
        p = defending_player(state, event_object, ctx.source_id)
        return [p] if p is not None and p in alive else []
    subject = (ctx.last or [t.object_id for g in ctx.targets for t in g if t.object_id]
               or ([ctx.event.object_id] if ctx.event is not None and ctx.event.object_id else [])
               or [ctx.source_id])
    o = state.objects[subject[0]]
    return [o.owner if ref is PlayerRef.OWNER else o.controller]


def vote_won(votes: dict[str, int], choice: str, or_tied: bool) -> bool:
    """"<choice> gets more votes [or the vote is tied]": more than each other choice; or the
    most votes shared by two or more choices."""
    most = max(votes.values(), default=0)
    if or_tied and sum(1 for n in votes.values() if n == most) != 1:
        return True
    return votes.get(choice, 0) == most and all(n < most for c, n in votes.items() if c != choice)


def condition_holds(game: "Game", ctx: Context, cond) -> bool:
    """Evaluate an intervening/activation condition now (CR 608.2c, 602.5b)."""
    if isinstance(cond, SharesCreatureType):     # kinship (CR 205.3m, changeling 702.73a)
        return shares_creature_type(_lki(game, ctx, cond.ref), _lki(game, ctx, cond.other))
    if isinstance(cond, ObjectIs):            # "if it's a land card": the card as it is now
        found = _lki(game, ctx, cond.ref)
        return bool(found) and all(matches(game.state, cond.filter, o, ctx.controller, ctx.source_id,
                                           check_zone=False) for o in found)
    if type(cond).__name__ == "AffectedIncludes":        # "if a creature card is exiled this way"
        return _matching(game, ctx, _lki(game, ctx, cond.ref), cond.filter) > 0
    if type(cond).__name__ == "DiscardedThisWay":        # "if you discarded a card this way"
        if cond.filter is not None:                      # "if a land card is discarded this way"
            return any(matches(game.state, cond.filter, game.state.objects[i], ctx.controller, ctx.source_id,
                               check_zone=False) for i in ctx.discarded)
        return any(game.state.objects[i].owner == ctx.controller for i in ctx.discarded)
    if isinstance(cond, YouControl):
        ids = candidates(game.state, cond.filter, ctx.controller, ctx.source_id)
        return sum(1 for i in ids if game.state.objects[i].controller == ctx.controller) >= cond.at_least
    if isinstance(cond, CounterCount):
        n = sum(o.counters.get(cond.counter, 0) for o in _lki(game, ctx, cond.ref))
        return _COMPARE[cond.compare](n, cond.value)
    if isinstance(cond, SourceState):
        src = _lki(game, ctx, SelfRef())[0]
        return source_state(game.state, src, cond.state)
    if type(cond).__name__ == "AbilityActivatedThisTurn":
        return _activations_this_turn(game, ctx) >= cond.at_least
    if type(cond).__name__ == "VoteWon":         # CR 701.38a: this resolution's vote
        return vote_won(ctx.votes, cond.choice, cond.or_tied)
    if isinstance(cond, SourceInZone):             # the card itself, where it is now (CR 113.6b)
        o = game.state.objects.get(ctx.source_id)
        if cond.zone is Zone.BATTLEFIELD:          # the same object, still there, whoever owns it (CR 400.7)
            return o is not None and not o.gone and o.zone is Zone.BATTLEFIELD
        return o is not None and o.zone is cond.zone and o.owner == ctx.controller
    if isinstance(cond, ClassLevelIs):
        return class_level_is(_lki(game, ctx, SelfRef())[0], cond)
    if isinstance(cond, CardsInZone):
        return len(game.state.players[ctx.controller].zone(cond.zone)) >= cond.at_least
    if isinstance(cond, LifeTotal):
        return _COMPARE[cond.compare](game.state.players[ctx.controller].life, cond.value)
    if isinstance(cond, YourTurn):
        return game.state.active == ctx.controller
    if isinstance(cond, DuringSteps):
        return game.state.step in cond.steps and (not cond.yours or game.state.active == ctx.controller)
    if isinstance(cond, ControlNone):
        ids = candidates(game.state, cond.filter, ctx.controller, ctx.source_id)
        return not any(game.state.objects[i].controller == ctx.controller for i in ids)
    if isinstance(cond, AnyOfConditions):
        return any(condition_holds(game, ctx, c) for c in cond.parts)
    if type(cond).__name__ == "PlayerHas":     # "if that player has two or fewer cards in hand"
        return bool(player_has_holds(game.state, cond, players(game, ctx, cond.player)))
    if isinstance(cond, PlayerControls):      # "if that player controls a Plains"
        return player_controls_holds(game.state, cond, players(game, ctx, cond.player), ctx.source_id)
    if isinstance(cond, NotCondition):
        return not condition_holds(game, ctx, cond.condition)
    if isinstance(cond, AllOfConditions):
        return all(condition_holds(game, ctx, c) for c in cond.parts)
    # WasKicked, CastFromHand, WasCast, EnteredThisTurn, ManaWasSpent, AttackedThisTurn, CreatureDiedThisTurn, YouControlAtMost,
    # CardTypesInGraveyard, TotalPower, PermanentLeftThisTurn, NonlandPermanentLeftThisTurn,
    # SpellWarpedThisTurn, SpellsCastThisTurn, SpellsCastLastTurn, CitysBlessing, MaxSpeed, CompletedADungeon, BeenAttackedThisStep,
    # DescendedThisTurn, CrimeThisTurn, NonlandPermanentsEntered, PermanentEnteredThisTurn,
    # SourceEnchanted, AttachedMatches, ObjectCount, OpponentControlsAtLeast, OwnAndControlMeldPair (game_conditions.py),
    # XIs (the X paid for the source, CR 107.3m), SourceAttackedThisTurn (boast, CR 702.142a),
    # KeywordCostPaid (mechanics/cast_modifications.py), ControlledAsCast (noted as cast, engine/cast_conditions.py),
    # CastFromGraveyard (CR 601.2a), CastSpellThisTurn:
    # judged from the source's view (query.other_condition_holds)
    found = other_condition_holds(game.state, cond, _lki(game, ctx, SelfRef())[0], ctx.controller)
    if found is None:
        raise TypeError(f"unknown condition {cond!r}")
    return found


def targeted_players(game: "Game", ctx: Context, ref) -> list[int]:
    """Players chosen for the target groups a reference names ("target creature or player",
    "any target": a target may be a player, CR 115.4); objects() gives only the objects."""
    if isinstance(ref, UnionRef):
        return [p for part in ref.parts for p in targeted_players(game, ctx, part)]
    if not isinstance(ref, TargetRef):
        return []
    group = ctx.targets[ref.index] if ref.index < len(ctx.targets) else []
    alive = game.state.apnap()
    return [t.player for t in group if t.player is not None and t.player in alive]


def _activations_this_turn(game: "Game", ctx: Context) -> int:
    """How many times this turn the resolving activated ability was activated, from its source's
    count (CR 602.5b); 0 if the source has left or the ability is none of its activated ones."""
    from .query import activated_abilities
    o = game.state.objects.get(ctx.source_id)
    if o is None or o.gone or ctx.ability is None:
        return 0
    for index, ability in enumerate(activated_abilities(o, game.state)):
        if ability is ctx.ability or ability == ctx.ability:
            return game.state.activations.get((o.id, index), 0)
    return 0


"""Rooms (CR 709.5 in the current rules, Duskmourn; the 2022 text has no Rooms).

A Room is a split card whose halves are doors (CR 709.5j) and share the type line "Enchantment
— Room" (CR 709.5). Off the battlefield it is a split card like any other (CR 709.4): both names,
the combined mana cost; casting it casts one door (CR 709.3). On the battlefield each door is
locked unless the permanent has that door's unlocked designation (CR 709.5c), and a locked
door's name, mana cost and rules text are not the permanent's (CR 709.5): the permanent's
definition is the view of its unlocked doors (`door_view`), and its whole card is kept in
`GameObject.whole`, which zones.move turns back into the card as it leaves (CR 709.3b).

- A Room put onto the battlefield as a resolved door spell has that door's unlocked
  designation; put there any other way, neither (CR 709.5d). `room_entering` decides it.
- As a special action, any time they could cast a sorcery, a Room's controller may pay the
  mana cost of a locked door to unlock it (CR 709.5e, 116.2m): `unlock_door`.
- "When you unlock this door" triggers when the permanent gets that door's unlocked
  designation (CR 709.5h), so also as it enters with the door cast; each door's trigger is
  tagged with its door (`room_card`) so the other door's doesn't answer.
- "Whenever you fully unlock a Room" triggers when a Room with one designation gets the other,
  or one with neither gets both (CR 709.5i); entering with one door unlocked is not that.
- Effects unlock a door (CR 709.5f: the player chooses a locked door, the Room is given its
  unlocked designation) or lock one (CR 709.5g: the player chooses an unlocked door, the Room
  loses its designation): the UnlockDoor and LockOrUnlockDoor instructions.

Nothing here imports the compiler.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ..abilities import CardDefinition, TriggeredAbility, UnlockCostModifier
from ..characteristics import Zone
from ..costs import ManaCost
from ..effects import LockOrUnlockDoor, UnlockDoor
from ..errors import IllegalAction
from ..events import DoorUnlocked
from ..engine.decider import ChoiceKind
from ..engine.registry import HOOKS, register_instructions
from .special_actions import register_special_action
from .split_cards import SplitCard, _combined
from ..engine.actions import Action
from ..engine.legal_actions import _works
from ..engine.turn import sorcery_timing_problem

if TYPE_CHECKING:
    from ..engine.objects import GameObject


@dataclass(frozen=True)
class RoomCard(SplitCard):
    """A Room (CR 709.5): a split card whose two halves are doors, left then right."""


def _tag_door(door: CardDefinition, index: int) -> CardDefinition:
    """The door with its "when you unlock this door" abilities naming it (CR 709.5h)."""
    abilities = tuple(replace(a, event=DoorUnlocked(index))
                      if isinstance(a, TriggeredAbility) and isinstance(a.event, DoorUnlocked) else a
                      for a in door.abilities)
    return replace(door, abilities=abilities)


def room_card(left: CardDefinition, right: CardDefinition) -> RoomCard:
    """The Room whose doors are `left` and `right` (CR 709.5, 709.4)."""
    left, right = _tag_door(left, 0), _tag_door(right, 1)
    return RoomCard(**_combined(left, right, tuple(left.abilities) + tuple(right.abilities)),
                    halves=(left, right))


def door_view(room: RoomCard, unlocked: tuple[int, ...]) -> CardDefinition:
    """The Room permanent's characteristics with `unlocked` doors unlocked (CR 709.5): the shared
    type line, and the name, mana cost and abilities of its unlocked doors only."""
    doors = [room.halves[i] for i in sorted(unlocked)]
    if len(doors) == 2:
        return CardDefinition(**_combined(doors[0], doors[1], room.abilities))
    if len(doors) == 1:
        return doors[0]
    return replace(room.halves[0], name="", mana_cost=ManaCost(()), colors=(), abilities=())


@HOOKS.room_entering.register
def room_entering(old: GameObject, definition: CardDefinition):
    """(what it enters as, its whole Room card, its unlocked doors) for a Room entering the
    battlefield (CR 709.5d: the door cast is unlocked, else none); None for any other card."""
    if not isinstance(definition, RoomCard):
        return None
    cast = [i for i, door in enumerate(definition.halves) if old.whole is definition and old.definition == door]
    doors = tuple(cast[:1])
    return door_view(definition, doors), definition, doors


def unlock_door(game: "Game", player: int, oid: int, door: int | str) -> None:
    """CR 709.5e, 116.2m: any time they could cast a sorcery, a Room's controller pays the mana
    cost of one of its locked doors to unlock it (a special action: it doesn't use the stack)."""
    from ..engine.payment import Payer
    from ..engine.turn import give_priority, sorcery_timing_problem
    o = game.state.live(oid)
    if o is None or o.zone is not Zone.BATTLEFIELD or not isinstance(o.whole, RoomCard) \
            or o.controller != player:
        raise IllegalAction(f"CR 709.5e: {o.name if o else oid} is not a Room {game.pname(player)} controls")
    if isinstance(door, str):
        door = next((i for i, h in enumerate(o.whole.halves) if h.name.casefold() == door.casefold()), -1)
    if door in o.unlocked_doors or door not in (0, 1):
        raise IllegalAction(f"CR 709.5e: that door of {o.whole.name} is not locked")
    problem = sorcery_timing_problem(game, player)
    if problem:
        raise IllegalAction(f"CR 709.5e: {problem}")
    paid = Payer(game, player, o, 0).pay_all((unlock_cost(game, player, o.whole.halves[door].mana_cost),))
    game.record("unlock", f"{game.pname(player)} unlocks {o.whole.halves[door].name} paying "
                f"{', '.join(paid)}", object_id=o.id)
    give_unlocked(game, o, (door,), player)
    give_priority(game, player)


def unlock_cost(game: "Game", player: int, cost: ManaCost) -> ManaCost:
    """CR 709.5e, 601.2f: a door's mana cost as `player` pays it to unlock the door, changed by the
    "Unlock costs you pay cost {1} less/more" statics they control; a reduction lowers generic
    mana only (CR 118.7c), increases first, as for a spell's total cost."""
    from ..engine.query import static_effects
    mods = [mod for source, mod in static_effects(game.state, UnlockCostModifier) if source.controller == player]
    for mod in sorted(mods, key=lambda m: not m.more):
        cost = ManaCost(cost.symbols + mod.amount.symbols) if mod.more else cost.less_generic(mod.amount.mana_value)
    return cost


def unlock_actions(game: "Game", player: int) -> list:
    """The unlock special actions `player` may take now (CR 709.5e): one per locked door of each
    Room they control whose mana cost a trial on a copy of the game shows they can pay, any time
    they could cast a sorcery. An Action's `index` is the door."""
    state = game.state
    if sorcery_timing_problem(game, player) is not None:
        return []
    return [Action("unlock", player, oid, door) for oid in sorted(state.battlefield)
            if isinstance((o := state.objects[oid]).whole, RoomCard) and o.controller == player
            for door in (0, 1) if door not in o.unlocked_doors
            and _works(game, lambda oid=oid, door=door: unlock_door(game, player, oid, door))]


def perform_unlock(game: "Game", action) -> None:
    """An "unlock" Action of `unlock_actions` (its `index` is the door), through the public API."""
    game.unlock_door(action.player, action.object_id, action.index)


register_special_action("unlock", unlock_actions, perform_unlock)


def give_unlocked(game: "Game", o: GameObject, doors: tuple[int, ...], player: int) -> None:
    """The Room gets the unlocked designations of `doors` (CR 709.5c): its characteristics are
    its unlocked doors' (CR 709.5), each door's "when you unlock this door" triggers (CR 709.5h),
    and it is fully unlocked if it now has both, not having had both before (CR 709.5i)."""
    from ..engine.events_bus import GameEvent
    before = o.unlocked_doors
    o.unlocked_doors = tuple(sorted(set(before) | set(doors)))
    o.definition = door_view(o.whole, o.unlocked_doors)
    for door in doors:
        if door not in before:
            game.emit(GameEvent("door_unlocked", o.id, player, {"door": door}))
    if len(o.unlocked_doors) == 2 and len(before) < 2:
        game.emit(GameEvent("fully_unlocked", o.id, player))


def take_unlocked(game: "Game", o: GameObject, door: int) -> None:
    """The Room loses `door`'s unlocked designation (CR 709.5g): its characteristics are its
    remaining unlocked doors' (CR 709.5). No ability triggers on a lock."""
    o.unlocked_doors = tuple(d for d in o.unlocked_doors if d != door)
    o.definition = door_view(o.whole, o.unlocked_doors)


def _rooms(game: "Game", ctx, ref):
    """The Room permanents `ref` names (a door is a half of a Room only, CR 709.5j)."""
    from ..engine.evaluation import objects
    for oid in objects(game, ctx, ref):
        o = game.state.live(oid)
        if o is not None and o.zone is Zone.BATTLEFIELD and isinstance(o.whole, RoomCard):
            yield o


def _choose_door(game: "Game", player: int, o: GameObject, doors: list[int], verb: str) -> int:
    """The door the instructed player chooses among `doors` (CR 709.5f-g); forced if only one."""
    return game.ask_one(ChoiceKind.CHOOSE, player, f"{verb} a door of {o.whole.name}",
                        [(d, o.whole.halves[d].name) for d in doors])


def _unlock_door(game: "Game", ctx, e: UnlockDoor) -> None:
    """CR 709.5f: "To unlock half of a permanent, a player chooses a locked half of that permanent,
    and that permanent is given the appropriate unlocked designation." Its triggers follow
    (CR 709.5h-i); a Room with both doors unlocked is left as it is."""
    for o in _rooms(game, ctx, e.objects):
        locked = [d for d in (0, 1) if d not in o.unlocked_doors]
        if locked:
            door = _choose_door(game, ctx.controller, o, locked, "unlock")
            game.record("unlock", f"{game.pname(ctx.controller)} unlocks {o.whole.halves[door].name}",
                        object_id=o.id)
            give_unlocked(game, o, (door,), ctx.controller)


def _lock_or_unlock_door(game: "Game", ctx, e: LockOrUnlockDoor) -> None:
    """CR 709.5f-g, 608.2d: the player chooses, as it resolves, to lock or to unlock; then, for
    each Room, an unlocked door it loses the designation of (nothing triggers, CR 709.5g) or a
    locked door it is given the designation of (CR 709.5f). A Room with no door of that kind is
    left as it is."""
    player = ctx.controller
    lock = game.ask_one(ChoiceKind.CHOOSE, player, "lock or unlock a door",
                        [(True, "lock"), (False, "unlock")])
    if not lock:
        _unlock_door(game, ctx, UnlockDoor(e.objects))
        return
    for o in _rooms(game, ctx, e.objects):
        if o.unlocked_doors:
            door = _choose_door(game, player, o, list(o.unlocked_doors), "lock")
            game.record("lock", f"{game.pname(player)} locks {o.whole.halves[door].name}", object_id=o.id)
            take_unlocked(game, o, door)


register_instructions({UnlockDoor: _unlock_door, LockOrUnlockDoor: _lock_or_unlock_door})

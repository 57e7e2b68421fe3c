"""The "as ~ enters" replacement effects printed on cards (zones.enter_battlefield asks
`enter_replacement` through HOOKS): ChooseOnEnter (CR 614.12, 607.2d), EntersTappedUnless and
EntersWithCountersIf (CR 614.1c)."""
from __future__ import annotations

from ..abilities import ChooseOnEnter, EntersTappedUnless, EntersWithCountersIf
from ..abilities import ChoiceKind as Pick
from ..characteristics import CardType, Color
from ..engine.decider import ChoiceKind
from ..engine.registry import HOOKS
from ..mechanics.sectors import sector_options
from ..characteristics import BASIC_LAND_TYPES

# offered when the game shows no creature type yet (any creature type may be named, CR 205.3m)
COMMON_CREATURE_TYPES = ("Human", "Elf", "Goblin", "Soldier", "Wizard", "Zombie", "Beast", "Spirit",
                         "Warrior", "Knight", "Merfolk", "Dragon", "Angel", "Vampire", "Sliver")


def _seen(game, want) -> list:
    """Names or subtypes of cards in the game matching `want`, sorted (deterministic)."""
    found = set()
    for o in game.state.objects.values():
        found.update(want(o.definition))
    return sorted(found)


def choice_options(game, o, kind: Pick, controller: int) -> list[tuple]:
    state = game.state
    if kind is Pick.COLOR:
        return [(c.value, c.name.lower()) for c in Color]
    if kind is Pick.CREATURE_TYPE:
        types = _seen(game, lambda d: d.subtypes if CardType.CREATURE in d.types else ())
        return [(t, t) for t in (types or list(COMMON_CREATURE_TYPES))]
    if kind is Pick.OPPONENT:
        return [(p, game.pname(p)) for p in state.apnap() if p != controller]
    if kind is Pick.PLAYER:
        return [(p, game.pname(p)) for p in state.apnap()]
    if kind is Pick.BASIC_LAND_TYPE:
        return [(t, t) for t in BASIC_LAND_TYPES]
    if kind is Pick.SECTOR:                  # CR 702.158d: one of the three designations
        return sector_options()
    if kind is Pick.LAND_TYPE:
        seen = _seen(game, lambda d: d.subtypes if CardType.LAND in d.types else ())
        return [(t, t) for t in sorted(set(BASIC_LAND_TYPES) | set(seen))]
    nonland = kind is Pick.NONLAND_CARD_NAME
    names = _seen(game, lambda d: () if nonland and CardType.LAND in d.types else (d.name,))
    return [(n, n) for n in names]


def choose_on_enter(game, o, rep: ChooseOnEnter, controller: int) -> None:
    """CR 614.12, 607.2d: the controller chooses as it enters; the values are stored on it."""
    for kind in rep.choices:
        options = choice_options(game, o, kind, controller)
        if not options:
            continue
        value = game.ask_one(ChoiceKind.CHOOSE, controller, f"as {o.name} enters, choose a "
                             f"{kind.value.replace('_', ' ')}", options)
        o.chosen.setdefault(kind.value, []).append(value)
        game.record("choose", f"{game.pname(controller)} chooses {value} for {o.name}", object_id=o.id)


@HOOKS.enter_replacement.register
def enter_replacement(game, o, rep, controller: int, x: int) -> None:
    from ..engine.evaluation import Context, amount, condition_holds
    ctx = Context(controller=controller, source_id=o.id, source_lki=o, x=x)
    if isinstance(rep, ChooseOnEnter):
        choose_on_enter(game, o, rep, controller)
    elif isinstance(rep, EntersTappedUnless):
        # checked as it would enter (CR 614.12): it isn't on the battlefield yet ("other lands")
        if not condition_holds(game, ctx, rep.condition):
            o.tapped = True
    elif type(rep).__name__ == "EntersTappedUnlessPaid":
        if not pay_or_reveal(game, o, rep, controller):
            o.tapped = True
    elif isinstance(rep, EntersWithCountersIf):
        if condition_holds(game, ctx, rep.condition):
            from ..engine.zones import put_counters
            put_counters(game, o, rep.counter, amount(game, ctx, rep.amount), entering=True)


def pay_or_reveal(game, o, rep, controller: int) -> bool:
    """EntersTappedUnlessPaid (CR 614.12): True if the controller pays the life (CR 119.4: only
    with that much life) or reveals a matching card from their hand (CR 701.16a)."""
    from ..engine.query import matches
    state = game.state
    player = state.players[controller]
    if rep.reveal is not None:
        pool = [i for i in player.hand if i != o.id and matches(
            state, rep.reveal, state.objects[i], controller, o.id, check_zone=False)]
        if not pool or not game.ask_bool(ChoiceKind.MAY, controller,
                                         f"as {o.name} enters, reveal a card from your hand?"):
            return False
        (chosen,) = game.ask_objects(ChoiceKind.CHOOSE, controller, "choose the card to reveal", pool, 1, 1)
        game.record("reveal", f"{game.pname(controller)} reveals {state.objects[chosen].name}",
                    object_id=chosen)
        return True
    if player.life < rep.life or not game.ask_bool(
            ChoiceKind.MAY, controller, f"as {o.name} enters, pay {rep.life} life?"):
        return False
    game.lose_life(controller, rep.life)
    game.record("life", f"{game.pname(controller)} pays {rep.life} life", object_id=o.id)
    return True

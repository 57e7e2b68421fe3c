"""Combat (CR 506-511): attackers, blockers, damage."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .characteristics import Zone
from .decider import ChoiceKind
from .errors import IllegalAction
from .events_bus import GameEvent
from .objects import CombatState, GameObject
from .query import has_keyword, is_creature, power

if TYPE_CHECKING:
    from .game import Game


def attack_problem(game: Game, o: GameObject) -> str | None:
    """Why `o` can't attack now, or None (CR 508.1a, 302.6)."""
    state = game.state
    if o.zone is not Zone.BATTLEFIELD or o.gone or not is_creature(o):
        return f"CR 508.1a: {o.name} is not a creature on the battlefield"
    if o.controller != state.active:
        return f"CR 508.1a: {o.name} is not controlled by the active player"
    if o.tapped:
        return f"CR 508.1a: {o.name} is tapped and can't attack"
    from .abilities import RestrictedAction
    from .query import restricted
    if restricted(state, o, RestrictedAction.ATTACK):
        return f"CR 508.1c: {o.name} can't attack"
    if has_keyword(state, o, "defender"):
        return f"CR 702.3b: {o.name} has defender and can't attack"
    if not o.controlled_since_turn_start and not has_keyword(state, o, "haste"):
        return (f"CR 302.6: {o.name} has not been under {game.pname(o.controller)}'s control "
                f"continuously since their most recent turn began, so it can't attack")
    return None


def possible_attackers(game: Game) -> list[int]:
    state = game.state
    return [i for i in sorted(state.battlefield) if attack_problem(game, state.objects[i]) is None]


def declare_attackers(game: Game, attackers: list[int] | None) -> None:
    """Turn-based action of the declare attackers step (CR 508.1)."""
    state = game.state
    if attackers is None:
        attackers = game.ask_objects(ChoiceKind.ATTACKERS, state.active, "declare attackers",
                                     possible_attackers(game), 0, len(possible_attackers(game)))
    for oid in attackers:
        problem = attack_problem(game, state.objects[oid])
        if problem:
            raise IllegalAction(problem)
    defenders = [p for p in state.apnap() if p != state.active]
    combat = CombatState()
    state.combat = combat
    for oid in sorted(set(attackers)):
        o = state.objects[oid]
        combat.attackers.append(oid)
        combat.defender[oid] = defenders[0]
        combat.blockers[oid] = []
        if not has_keyword(state, o, "vigilance"):
            from .zones import tap
            tap(game, o, "attack")
    names = ", ".join(state.objects[i].name for i in combat.attackers) or "no creatures"
    game.record("attack", f"{game.pname(state.active)} attacks with {names}",
                attackers=list(combat.attackers))
    for oid in combat.attackers:
        # ruling S3: whether it is saddled is fixed now, as it is declared
        game.emit(GameEvent("attacks", oid, state.active, {"saddled": state.objects[oid].saddled}))


def block_problem(game: Game, blocker: GameObject, attacker_id: int) -> str | None:
    state = game.state
    combat = state.combat
    if combat is None or attacker_id not in combat.attackers:
        return f"CR 509.1a: {state.objects[attacker_id].name} is not attacking"
    if blocker.zone is not Zone.BATTLEFIELD or blocker.gone or not is_creature(blocker):
        return f"CR 509.1a: {blocker.name} is not a creature on the battlefield"
    if blocker.controller != combat.defender[attacker_id]:
        return f"CR 509.1a: {blocker.name} is not controlled by the defending player"
    if blocker.tapped:
        return f"CR 509.1a: {blocker.name} is tapped and can't block"
    attacker = state.objects[attacker_id]
    from .abilities import RestrictedAction
    from .query import restricted
    if restricted(state, blocker, RestrictedAction.BLOCK):
        return f"CR 509.1b: {blocker.name} can't block"
    if restricted(state, attacker, RestrictedAction.BE_BLOCKED):
        return f"CR 509.1b: {attacker.name} can't be blocked"
    if has_keyword(state, attacker, "flying") and not (
            has_keyword(state, blocker, "flying") or has_keyword(state, blocker, "reach")):
        return f"CR 702.9b: {attacker.name} has flying; {blocker.name} can't block it"
    return None


def declare_blockers(game: Game, blocks: dict[int, int] | None) -> None:
    """Turn-based action of the declare blockers step (CR 509.1)."""
    state = game.state
    combat = state.combat
    if combat is None or not combat.attackers:
        return
    if blocks is None:
        blocks = {}
        for p in sorted(set(combat.defender.values())):
            for bid in sorted(state.battlefield):
                b = state.objects[bid]
                options = [a for a in combat.attackers if block_problem(game, b, a) is None]
                if b.controller != p or not options:
                    continue
                chosen = game.ask_objects(ChoiceKind.BLOCK, p, f"which attacker does {b.name} block?",
                                          options, 0, 1)
                if chosen:
                    blocks[bid] = chosen[0]
    for bid, aid in sorted(blocks.items()):
        problem = block_problem(game, state.objects[bid], aid)
        if problem:
            raise IllegalAction(problem)
        combat.blocking[bid] = aid
        combat.blockers[aid].append(bid)
        if aid not in combat.blocked:
            combat.blocked.append(aid)
        game.record("block", f"{state.objects[bid].name} blocks {state.objects[aid].name}")


def damage_object(game: Game, source: GameObject | None, o: GameObject, n: int) -> None:
    if n <= 0:
        return
    o.damage += n
    if source is not None and has_keyword(game.state, source, "deathtouch"):
        o.deathtouch_damage = True
    _lifelink(game, source, n)
    game.record("damage", f"{source.name if source else 'a source'} deals {n} damage to {o.name}")


def damage_player(game: Game, source: GameObject | None, player: int, n: int,
                  combat: bool = False) -> None:
    if n <= 0:
        return
    game.state.players[player].life -= n
    _lifelink(game, source, n)
    game.record("damage", f"{source.name if source else 'a source'} deals {n} damage to "
                f"{game.pname(player)}")
    if source is not None:
        game.emit(GameEvent("damage", source.id, player,
                            {"combat": combat, "to_player": True, "amount": n}))


def _lifelink(game: Game, source: GameObject | None, n: int) -> None:
    if source is not None and has_keyword(game.state, source, "lifelink"):
        game.state.players[source.controller].life += n   # CR 702.15b


def combat_damage(game: Game) -> None:
    """CR 510: first-strike damage first if any creature has first or double strike."""
    state = game.state
    combat = state.combat
    if combat is None:
        return
    fighters = combat.attackers + sorted(combat.blocking)
    fast = any(has_keyword(state, state.objects[i], k) for i in fighters
               for k in ("first strike", "double strike"))
    if fast:
        _damage_pass(game, first=True)
        game.check_state()
    _damage_pass(game, first=False if fast else None)


def _deals_now(game: Game, o: GameObject, first: bool | None) -> bool:
    if first is None:
        return True
    fs = has_keyword(game.state, o, "first strike")
    ds = has_keyword(game.state, o, "double strike")
    return (fs or ds) if first else (ds or not fs)


def _damage_pass(game: Game, first: bool | None) -> None:
    state = game.state
    combat = state.combat
    assignments: list[tuple[GameObject, GameObject | None, int | None, int]] = []
    for aid in list(combat.attackers):
        a = state.live(aid)
        if a is None or not _deals_now(game, a, first):
            continue
        n = max(0, power(state, a))
        blockers = [state.objects[b] for b in combat.blockers.get(aid, []) if state.live(b)]
        if not blockers:
            # a blocked creature stays blocked (CR 509.1h); only trample reaches the player
            if aid not in combat.blocked or has_keyword(state, a, "trample"):
                assignments.append((a, None, combat.defender[aid], n))
            continue
        for b in blockers:       # lethal damage to each in order, the rest to the last (CR 510.1c)
            from .query import toughness
            need = max(0, toughness(state, b) - b.damage)
            give = n if b is blockers[-1] else min(n, need)
            if b is blockers[-1] and has_keyword(state, a, "trample"):
                give = min(n, need)
                assignments.append((a, None, combat.defender[aid], n - give))
            assignments.append((a, b, None, give))
            n -= give
    for bid, aid in sorted(combat.blocking.items()):
        b, a = state.live(bid), state.live(aid)
        if b is not None and a is not None and _deals_now(game, b, first):
            assignments.append((b, a, None, max(0, power(state, b))))
    for source, target, player, n in assignments:   # simultaneous (CR 510.2)
        if target is not None:
            damage_object(game, source, target, n)
        elif player is not None:
            damage_player(game, source, player, n, combat=True)

"""Combat (CR 506-511): attackers, blockers, damage."""
from __future__ import annotations


from ..characteristics import CardType, Color, Supertype, Zone
from ..filters import ObjectFilter, SelfRef
from .damage_changes import changed_damage
from .damage_assignment import Share, StepAssignments, describe_division, divide_combat_damage
from .decider import ChoiceKind
from ..errors import IllegalAction
from .events_bus import GameEvent
from .objects import CombatState, GameObject
from .query import (applies_to, candidates, has_keyword, is_creature, is_type, matches, object_colors, power,
                    power_toughness, restricted, static_condition_holds, static_effects, toughness)
from .registry import HOOKS
from .state import GameState
from ..abilities import (AdditionalBlocks, AssignsAsThoughUnblocked, AssignsDamageByToughness,
                         BlockableDespite, BlockerCount, CanAttackDespiteDefender, CanBlockOnly,
                         CantAttackPlayer, CantBeBlockedBy, DamageCantBePrevented, PreventDamage,
                         RestrictedAction, StaticAbility)
from .zones import put_counters, tap
from .attachments import protected_from, protection_against, quality_words
from .vm import run


def cant_attack_player(state: GameState, o: GameObject, player: int) -> bool:
    """CantAttackPlayer: a static of a permanent `player` controls says `o` can't attack them."""
    for i in sorted(state.battlefield):
        source = state.objects[i]
        if source.controller != player:
            continue
        for ability in source.definition.abilities:
            if not (isinstance(ability, StaticAbility) and isinstance(ability.effect, CantAttackPlayer)):
                continue
            if ability.condition is not None and not static_condition_holds(state, ability.condition, source):
                continue
            if matches(state, ability.effect.objects, o, source.controller, source.id):
                return True
    return False


def attack_problem(game: "Game", o: GameObject) -> str | None:
    """Why `o` can't attack now, or None (CR 508.1a, 302.6)."""
    state = game.state
    if o.zone is not Zone.BATTLEFIELD or o.gone or not is_creature(o, state):
        return f"CR 508.1a: {o.name} is not a creature on the battlefield"
    if o.controller != state.active:
        return f"CR 508.1a: {o.name} is not controlled by the active player"
    if o.tapped:
        return f"CR 508.1a: {o.name} is tapped and can't attack"
    if restricted(state, o, RestrictedAction.ATTACK):
        return f"CR 508.1c: {o.name} can't attack"
    defender = next((p for p in state.apnap() if p != state.active), None)   # whom it would attack
    if defender is not None and cant_attack_player(state, o, defender):
        return f"CR 508.1c: {o.name} can't attack {game.pname(defender)}"
    if has_keyword(state, o, "defender") and not o.attacks_despite_defender and not _attacks_despite_defender(state, o):
        return f"CR 702.3b: {o.name} has defender and can't attack"
    if not o.controlled_since_turn_start and not has_keyword(state, o, "haste"):
        return (f"CR 302.6: {o.name} has not been under {game.pname(o.controller)}'s control "
                f"continuously since their most recent turn began, so it can't attack")
    return None


def _attacks_despite_defender(state: GameState, o: GameObject) -> bool:
    """A static says `o` can attack as though it didn't have defender (CR 702.3b)."""
    return any(applies_to(state, e.objects, o, src) for src, e in static_effects(state, CanAttackDespiteDefender))


def possible_attackers(game: "Game") -> list[int]:
    """The permanents attack_problem lets attack now; one the active player doesn't control, or a
    tapped one, is passed over before anything else is asked of it (CR 508.1a)."""
    state = game.state
    active = state.active
    return [i for i in sorted(state.battlefield) if (o := state.objects[i]).controller == active
            and not o.tapped and attack_problem(game, o) is None]


def required_attackers(game: "Game") -> list[int]:
    """CR 508.1d: creatures that "attack each combat if able" and are able to."""
    state = game.state
    return [i for i in possible_attackers(game)
            if restricted(state, state.objects[i], RestrictedAction.ATTACK_EACH_COMBAT)]


def declare_attackers(game: "Game", attackers: list[int] | None) -> None:
    """Turn-based action of the declare attackers step (CR 508.1)."""
    state = game.state
    required = required_attackers(game)
    if attackers is None:
        optional = [i for i in possible_attackers(game) if i not in required]
        attackers = required + game.ask_objects(ChoiceKind.ATTACKERS, state.active, "declare attackers",
                                                optional, 0, len(optional))
        if len(attackers) == 1 and attackers[0] not in required and restricted(
                state, state.objects[attackers[0]], RestrictedAction.ATTACK_ALONE):
            attackers = []               # CR 508.1c: the declaration must be legal
    if len(attackers) == 1 and restricted(state, state.objects[attackers[0]], RestrictedAction.ATTACK_ALONE):
        raise IllegalAction(f"CR 508.1c: {state.objects[attackers[0]].name} can't attack alone")
    for oid in attackers:
        problem = attack_problem(game, state.objects[oid])
        if problem:
            raise IllegalAction(problem)
    for oid in required:
        if oid not in attackers:
            raise IllegalAction(f"CR 508.1d: {state.objects[oid].name} attacks each combat if able")
    defenders = [p for p in state.apnap() if p != state.active]
    combat = CombatState()
    state.combat = combat
    for oid in sorted(set(attackers)):
        o = state.objects[oid]
        combat.attackers.append(oid)
        # a goaded creature attacks a player other than those who goaded it, if able (CR 701.15b)
        combat.defender[oid] = next((p for p in defenders if p not in o.goaded_by), defenders[0])
        if o.attacks_player_this_turn in defenders:      # encore's copy attacks that opponent (CR 702.141a)
            combat.defender[oid] = o.attacks_player_this_turn
        combat.blockers[oid] = []
        _choose_planeswalker_attacked(game, combat, o)
    for oid in HOOKS.attack_costs(game, combat):        # costs to attack not paid (CR 508.1h)
        _withdraw(combat, oid)
    for oid in combat.attackers:
        o = state.objects[oid]
        o.attacked_turn = state.turn              # "if this creature attacked this turn" (CR 702.142a)
        if not has_keyword(state, o, "vigilance"):
            tap(game, o, "attack")
    HOOKS.declare_bands(game, combat)             # banding (CR 702.22c)
    HOOKS.exert_attackers(game, combat.attackers)       # optional costs to attack (CR 508.1g, 701.39d)
    HOOKS.enlist_attackers(game, combat.attackers)      # the same, enlist's (CR 702.154b)
    if combat.attackers and state.active not in state.attacked_this_turn:
        state.attacked_this_turn = state.attacked_this_turn + (state.active,)     # raid
    # each creature declared as an attacker this turn, by its controller (CR 508.1)
    state.attackers_this_turn = state.attackers_this_turn + (state.active,) * len(combat.attackers)
    names = ", ".join(state.objects[i].name for i in combat.attackers) or "no creatures"
    game.record("attack", f"{game.pname(state.active)} attacks with {names}",
                attackers=list(combat.attackers))
    for oid in combat.attackers:
        # ruling S3: whether it is saddled is fixed now, as it is declared
        game.emit(GameEvent("attacks", oid, state.active, {"saddled": state.objects[oid].saddled}))
    if combat.attackers:            # "whenever you attack": once for all the attackers (CR 508.1)
        game.emit(GameEvent("you_attack", None, state.active, {"attackers": list(combat.attackers)}))


def _withdraw(combat: CombatState, oid: int) -> None:
    """A creature chosen to attack whose cost to attack is not paid isn't declared (CR 508.1h)."""
    combat.attackers.remove(oid)
    for chosen in (combat.defender, combat.blockers, combat.attacked_planeswalker):
        chosen.pop(oid, None)


def _choose_planeswalker_attacked(game: "Game", combat: CombatState, o: GameObject) -> None:
    """CR 508.1b: the attacking player chooses whether each attacker attacks the defending player
    or a planeswalker that player controls; the player is the first option, so a decider that
    takes the first option attacks the player as before."""
    state = game.state
    player = combat.defender[o.id]
    walkers = [i for i in sorted(state.battlefield) if state.objects[i].controller == player
               and is_type(state.objects[i], CardType.PLANESWALKER, state)]
    if not walkers:
        return
    options = [(None, game.pname(player))] + [(i, state.objects[i].name) for i in walkers]
    chosen = game.ask_one(ChoiceKind.ATTACK_WHOM, state.active, f"what does {o.name} attack?", options)
    if chosen is not None:
        combat.attacked_planeswalker[o.id] = chosen
        game.record("attack", f"{o.name} attacks {state.objects[chosen].name} (CR 508.1b)",
                    object_id=o.id, planeswalker=chosen)


def block_problem(game: "Game", blocker: GameObject, attacker_id: int) -> str | None:
    state = game.state
    combat = state.combat
    if combat is None or attacker_id not in combat.attackers:
        return f"CR 509.1a: {state.objects[attacker_id].name} is not attacking"
    if blocker.zone is not Zone.BATTLEFIELD or blocker.gone or not is_creature(blocker, state):
        return f"CR 509.1a: {blocker.name} is not a creature on the battlefield"
    if blocker.controller != combat.defender[attacker_id]:
        return f"CR 509.1a: {blocker.name} is not controlled by the defending player"
    if blocker.tapped:
        return f"CR 509.1a: {blocker.name} is tapped and can't block"
    attacker = state.objects[attacker_id]
    if restricted(state, blocker, RestrictedAction.BLOCK):
        return f"CR 509.1b: {blocker.name} can't block"
    if blocker.suspected:
        return f"CR 701.60c: {blocker.name} is suspected and can't block"
    if has_keyword(state, blocker, "unleash") and blocker.counters.get("+1/+1", 0) > 0:
        return f"CR 702.98a: {blocker.name} has a +1/+1 counter and unleash; it can't block"
    if restricted(state, attacker, RestrictedAction.BE_BLOCKED):
        return f"CR 509.1b: {attacker.name} can't be blocked"
    return static_block_problem(game, blocker, attacker) or evasion_problem(game, blocker, attacker)


def static_block_problem(game: "Game", blocker: GameObject, attacker: GameObject) -> str | None:
    """Blocking restrictions of statics (CR 509.1b): "can block only creatures with flying",
    "can't be blocked by Walls", "can't be blocked except by creatures with flying"."""
    state = game.state
    for src, e in static_effects(state, CanBlockOnly):
        if applies_to(state, e.objects, blocker, src) and not matches(
                state, e.attackers, attacker, src.controller, src.id, check_zone=False):
            return f"CR 509.1b: {blocker.name} can block only some creatures; not {attacker.name}"
    for src, e in static_effects(state, CantBeBlockedBy):
        if applies_to(state, e.objects, attacker, src):
            fits = matches(state, e.blockers, blocker, src.controller, src.id, check_zone=False) and (
                not e.greater_power or power_toughness(state, blocker)[0] > power_toughness(state, attacker)[0])
            if fits != e.except_by:
                return f"CR 509.1b: {attacker.name} can't be blocked by {blocker.name}"
    for blockers, controller, source_id, _ in attacker.unblockable_by:     # "... this turn"
        if blocker.id == blockers if isinstance(blockers, int) else \
                matches(state, blockers, blocker, controller, source_id, check_zone=False):
            return f"CR 509.1b: {attacker.name} can't be blocked by {blocker.name} this turn"
    return None


def blocker_bounds(game: "Game", attacker: GameObject) -> tuple[int, int | None]:
    """How many creatures may block `attacker` if any do: menace (CR 702.111b) and
    BlockerCount statics ("can't be blocked except by three or more creatures", "by more than
    one creature": restrictions, CR 509.1b)."""
    state = game.state
    low, high = (2 if has_keyword(state, attacker, "menace") else 1), None
    for src, e in static_effects(state, BlockerCount):
        if applies_to(state, e.objects, attacker, src):
            low = max(low, e.minimum)
            if e.maximum is not None:
                high = e.maximum if high is None else min(high, e.maximum)
    return low, high


def blocks_allowed(game: "Game", blocker: GameObject) -> int | None:
    """How many attackers `blocker` may block (CR 509.1a; AdditionalBlocks): None = any number."""
    n = 1
    for src, e in static_effects(game.state, AdditionalBlocks):
        if applies_to(game.state, e.objects, blocker, src):
            if e.number is None:
                return None
            n += e.number
    return n


def evasion_problem(game: "Game", blocker: GameObject, attacker: GameObject) -> str | None:
    """Evasion keywords and protection (CR 702.9b, 702.16f, 702.36b, 702.13b, 702.28b, 702.118b, 702.31b,
    702.14c)."""
    state = game.state

    def has(o, k):
        return has_keyword(state, o, k)
    if has(attacker, "flying") and not (has(blocker, "flying") or has(blocker, "reach")):
        return f"CR 702.9b: {attacker.name} has flying; {blocker.name} can't block it"
    quality = protection_against(state, attacker, blocker)
    if quality is not None:
        return (f"CR 702.16f: {attacker.name} has protection from {quality_words(quality)}; "
                f"{blocker.name} can't block it")
    if has(attacker, "fear") and not (is_type(blocker, CardType.ARTIFACT, state)
                                      or Color.BLACK in object_colors(blocker, state)):
        return f"CR 702.36b: {attacker.name} has fear; {blocker.name} can't block it"
    if has(attacker, "intimidate") and not (is_type(blocker, CardType.ARTIFACT, state) or set(
            object_colors(blocker, state)) & set(object_colors(attacker, state))):
        return f"CR 702.13b: {attacker.name} has intimidate; {blocker.name} can't block it"
    if has(attacker, "shadow") != has(blocker, "shadow"):
        return f"CR 702.28b: shadow: {blocker.name} can't block {attacker.name}"
    if has(attacker, "skulk") and power(state, blocker) > power(state, attacker):
        return f"CR 702.118b: {attacker.name} has skulk; {blocker.name} has greater power and can't block it"
    if has(attacker, "horsemanship") and not has(blocker, "horsemanship"):
        return f"CR 702.31b: {attacker.name} has horsemanship; {blocker.name} can't block it"
    for k, land in LANDWALK.items():
        if has(attacker, k) and not _blockable_despite(state, attacker, k) and any(
                state.objects[i].controller == blocker.controller
                for i in candidates(state, landwalk_filter(land), blocker.controller, None)):
            return f"CR 702.14c: {attacker.name} has {k}; it can't be blocked"
    return None


def _blockable_despite(state: GameState, attacker: GameObject, keyword: str) -> bool:
    """"... can be blocked as though they didn't have islandwalk" applies to `attacker`."""
    return any(e.keyword == keyword and applies_to(state, e.objects, attacker, src)
               for src, e in static_effects(state, BlockableDespite))


def declare_blockers(game: "Game", blocks: dict[int, int] | None) -> None:
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
                if combat.must_block.get(bid) in options:     # provoked: blocks it if able (CR 702.39a)
                    blocks[bid] = combat.must_block[bid]
                    continue
                lured = HOOKS.lure_attackers(game, b)          # "all creatures able to block ~ do so"
                if lured:
                    blocks[bid] = lured[0] if len(lured) == 1 else game.ask_objects(
                        ChoiceKind.BLOCK, p, f"which attacker does {b.name} block?", lured, 1, 1)[0]
                    continue
                chosen = game.ask_objects(ChoiceKind.BLOCK, p, f"which attacker does {b.name} block?",
                                          options, 0, 1)
                if chosen:
                    blocks[bid] = chosen[0]
                    allowed = blocks_allowed(game, b)
                    more = [a for a in options if a != chosen[0]]
                    if more and (allowed is None or allowed > 1):
                        extra = game.ask_objects(ChoiceKind.BLOCK, p, f"which other attackers does {b.name} block?",
                                                 more, 0, len(more) if allowed is None else min(len(more), allowed - 1))
                        if extra:
                            blocks[bid] = [chosen[0], *extra]
        for p in sorted(set(combat.defender.values())):
            HOOKS.must_be_blocked_fix(game, blocks, p)     # "must be blocked if able" (CR 509.1c)
        # CR 702.111b, 509.1b: drop blocks an attacker's blocker count forbids
        for aid in combat.attackers:
            low, high = blocker_bounds(game, state.objects[aid])
            mine = [b for b, a in blocks.items() if aid in _as_list(a)]
            drop = mine if 0 < len(mine) < low else (mine[high:] if high is not None else [])
            for b in drop:
                rest = [a for a in _as_list(blocks[b]) if a != aid]
                if rest:
                    blocks[b] = rest
                else:
                    del blocks[b]
        lone = list(blocks)
        if len(lone) == 1 and restricted(state, state.objects[lone[0]], RestrictedAction.BLOCK_ALONE):
            del blocks[lone[0]]          # CR 509.1b: the declaration must be legal
    if len(blocks) == 1 and restricted(state, state.objects[next(iter(blocks))], RestrictedAction.BLOCK_ALONE):
        raise IllegalAction(f"CR 509.1b: {state.objects[next(iter(blocks))].name} can't block alone")
    for aid in combat.attackers:
        mine = [b for b, a in blocks.items() if aid in _as_list(a)]
        low, high = blocker_bounds(game, state.objects[aid])
        if 0 < len(mine) < low:
            if has_keyword(state, state.objects[aid], "menace") and low == 2:
                raise IllegalAction(f"CR 702.111b: {state.objects[aid].name} has menace and can't be "
                                    f"blocked except by two or more creatures")
            raise IllegalAction(f"CR 509.1b: {state.objects[aid].name} can't be blocked except by "
                                f"{low} or more creatures")
        if high is not None and len(mine) > high:
            raise IllegalAction(f"CR 509.1b: {state.objects[aid].name} can't be blocked by more than "
                                f"{high} creature(s)")
    problem = HOOKS.block_requirement_problem(game, blocks)      # provoke (CR 702.39a, 509.1c)
    if problem:
        raise IllegalAction(problem)
    problem = HOOKS.lure_block_problem(game, blocks)             # lure (CR 509.1c)
    if problem:
        raise IllegalAction(problem)
    problem = HOOKS.must_be_blocked_problem(game, blocks)        # "must be blocked if able" (CR 509.1c)
    if problem:
        raise IllegalAction(problem)
    for bid, aids in sorted(blocks.items()):
        aids = _as_list(aids)
        allowed = blocks_allowed(game, state.objects[bid])
        if allowed is not None and len(aids) > allowed:
            raise IllegalAction(f"CR 509.1a: {state.objects[bid].name} can block only {allowed} creature(s)")
        for aid in aids:
            problem = block_problem(game, state.objects[bid], aid)
            if problem:
                raise IllegalAction(problem)
        for aid in aids:
            if bid in combat.blocking:
                combat.also_blocking.setdefault(bid, []).append(aid)
            else:
                combat.blocking[bid] = aid
            combat.blockers[aid].append(bid)
            if aid not in combat.blocked:
                combat.blocked.append(aid)
            game.record("block", f"{state.objects[bid].name} blocks {state.objects[aid].name}")
    HOOKS.band_blocked(game, combat)              # a band is blocked together (CR 702.22h)
    for bid in sorted(combat.blocking):
        game.emit(GameEvent("blocks", bid, state.objects[bid].controller,
                            {"attacker": combat.blocking[bid]}))
    for aid in combat.blocked:                    # CR 509.1h
        game.emit(GameEvent("becomes_blocked", aid, state.objects[aid].controller))
    for bid in sorted(combat.blocking):           # per blocker / per blocked creature
        for aid in [combat.blocking[bid], *combat.also_blocking.get(bid, [])]:
            game.emit(GameEvent("blocked_by", bid, state.objects[aid].controller, {"attacker": aid}))
            game.emit(GameEvent("blocks_creature", aid, state.objects[bid].controller, {"blocker": bid}))
    for aid in combat.attackers:                  # CR 509.2a: attacks and isn't blocked
        if aid not in combat.blocked:
            game.emit(GameEvent("unblocked", aid, state.objects[aid].controller))


def _as_list(a) -> list[int]:
    return list(a) if isinstance(a, (list, tuple)) else [a]


def damage_object(game: "Game", source: GameObject | None, o: GameObject, n: int,
                  combat: bool = False, preventable: bool = True) -> None:
    """`preventable` False: damage an effect says can't be prevented (CR 615.12)."""
    if n <= 0:
        return
    n = changed_damage(game, source, o, None, n)               # "double that damage" (CR 614.1a)
    n = HOOKS.redirect_damage(game, source, o, n, combat)      # CR 614.9 (before prevention: CR 616.1)
    n = HOOKS.static_redirect(game, source, o, None, n, combat)
    unpreventable = not preventable or _cant_be_prevented(game, combat)
    n = HOOKS.damage_replaced(game, source, o, None, n, not unpreventable)
    if n <= 0:
        return
    if unpreventable:                         # CR 615.12: only redirections still apply
        n = HOOKS.prevent_next_time(game, source, o.id, None, n, combat, preventable=False)
    else:
        if protected_from(game.state, o, source):
            game.record("prevent", f"damage from {source.name} to {o.name} is prevented (protection, CR 702.16e)")
            return
        if _static_prevention(game, source, o, None, combat):
            return
        n = HOOKS.static_prevent_some(game, source, o, None, n)    # "prevent 2 of that damage" statics
        n = HOOKS.prevent_next_time(game, source, o.id, None, n, combat)   # CR 615.7
        n = _prevent(game, n, combat, o.id, source)
    if n <= 0:
        return
    if source is not None and source.id not in o.damaged_by:
        o.damaged_by.append(source.id)           # "dealt damage by ~ this turn" (CR 700.4)
    HOOKS.note_damage_dealt(game, source, None)  # "creature that dealt damage this turn"
    walker = is_type(o, CardType.PLANESWALKER, game.state)
    if walker:
        _remove_loyalty(game, o, n)
    if walker and not is_type(o, CardType.CREATURE, game.state):
        pass                                     # CR 120.3c only: wither and infect act on creatures
    elif source is not None and has_keyword(game.state, source, "wither"):
        put_counters(game, o, "-1/-1", n)        # CR 702.80a
    elif not HOOKS.infect_damage_object(game, source, o, n):   # CR 702.90c
        o.damage += n
    if source is not None and has_keyword(game.state, source, "deathtouch"):
        o.deathtouch_damage = True
    _lifelink(game, source, n)
    game.record("damage", f"{source.name if source else 'a source'} deals {n} damage to {o.name}")
    if source is not None:
        game.emit(GameEvent("damage", source.id, o.controller,
                            {"combat": combat, "to_player": False, "amount": n, "target": o.id}))
    game.emit(GameEvent("dealt_damage", o.id, o.controller, {"amount": n, "combat": combat,
                                                             "source": source.id if source else None}))


def _remove_loyalty(game: "Game", o: GameObject, n: int) -> None:
    """CR 120.3c: damage dealt to a planeswalker causes that many loyalty counters to be
    removed from it (a planeswalker that is also a creature is marked with the damage too,
    CR 120.3e); at 0 loyalty the state-based action puts it into its owner's graveyard."""
    have = o.counters.get("loyalty", 0)
    o.counters["loyalty"] = max(0, have - n)
    game.record("counters", f"{min(n, have)} loyalty counter(s) removed from {o.name} by damage "
                f"(now {o.counters['loyalty']}, CR 120.3c)", object_id=o.id, counter="loyalty",
                amount=-min(n, have))


def _cant_be_prevented(game: "Game", combat: bool) -> bool:
    """A static "combat damage can't be prevented" on the battlefield applies, or a resolved
    "damage can't be prevented this turn" (CR 615.12)."""
    if any(s.get("kind") == "unpreventable" for s in game.state.preventions):
        return True
    return any(combat or not e.combat_only for _, e in static_effects(game.state, DamageCantBePrevented))


def _static_prevention(game: "Game", source: GameObject | None, o: GameObject | None,
                       player: int | None, combat: bool) -> bool:
    """Static "prevent all [combat] damage that would be dealt to/by ..." (CR 615.1a)."""
    state = game.state
    for src, p in static_effects(state, PreventDamage):
        if p.combat_only and not combat:
            continue
        if p.sources is not None and (source is None or not matches(
                state, p.sources, source, src.controller, src.id, check_zone=False)):
            continue
        if p.to_you:
            hit = player is not None and player == src.controller
        elif p.to_objects is not None:
            hit = o is not None and applies_to(state, p.to_objects, o, src)
        else:
            hit = True
        if p.by_objects is not None:
            by = source is not None and applies_to(state, p.by_objects, source, src)
            # "dealt to and dealt by ~": either way; "dealt by ~" alone: only by it
            hit = (hit or by) if p.to_objects is not None and p.to_objects == p.by_objects else by
        if hit:
            game.record("prevent", f"damage{' from ' + source.name if source else ''} is prevented "
                        f"by {src.name}'s static ability (CR 615.1a)")
            return True
    return False


def _prevent(game: "Game", n: int, combat: bool, object_id: int | None,
             source: GameObject | None = None, player: int | None = None) -> int:
    """Apply prevention shields (CR 615) to n damage to an object (object_id) or a player;
    returns what is still dealt."""
    riders = []
    for shield in game.state.preventions:
        if n <= 0:
            break
        if "kind" in shield:              # next-time / redirect shields (handlers/shields.py)
            continue
        if shield["combat_only"] and not combat:
            continue
        by_them = source is not None and source.id in shield.get("by", ())   # "... and dealt by <them>"
        if not by_them and shield["objects"] is not None and object_id is not None \
                and object_id not in shield["objects"]:
            continue
        if not by_them and (shield["objects"] is not None or shield.get("players")) and object_id is None \
                and player not in shield.get("players", ()):
            continue
        if shield.get("sources") is not None and (source is None or not matches(
                game.state, shield["sources"], source, shield["controller"], shield["source_id"],
                check_zone=False)):
            continue
        stop = n if shield["remaining"] is None else min(n, shield["remaining"])
        if shield["remaining"] is not None:
            shield["remaining"] -= stop
        n -= stop
        game.record("prevent", f"{stop} damage is prevented (CR 615)")
        if stop and shield.get("then"):
            riders.append((shield, stop))
    game.state.preventions = [s for s in game.state.preventions
                              if "kind" in s or s["remaining"] is None or s["remaining"] > 0]
    for shield, stop in riders:
        rest_of_prevention(game, shield, source, stop)
    return n


def rest_of_prevention(game: "Game", shield: dict, source: GameObject | None, n: int) -> None:
    """CR 615.5: the rest of a prevention effect ("You gain life equal to the damage prevented
    this way"), immediately after it prevented n damage, with the context of the spell or
    ability that created it; DamagePreventedThisWay reads n from its event."""
    from copy import copy
    ctx = copy(shield["ctx"])
    ctx.event = GameEvent("damage_prevented", source.id if source is not None else None, ctx.controller,
                          {"prevented": n})
    run(game, ctx, shield["then"])


def damage_player(game: "Game", source: GameObject | None, player: int, n: int,
                  combat: bool = False, preventable: bool = True) -> None:
    """`preventable` False: damage an effect says can't be prevented (CR 615.12)."""
    n = changed_damage(game, source, None, player, n)          # "double that damage" (CR 614.1a)
    n = HOOKS.static_redirect(game, source, None, player, n, combat)     # "... is dealt to ~ instead"
    unpreventable = not preventable or _cant_be_prevented(game, combat)
    n = HOOKS.damage_replaced(game, source, None, player, n, not unpreventable)
    if n <= 0:
        return
    if unpreventable:                         # CR 615.12: only redirections still apply
        n = HOOKS.prevent_next_time(game, source, None, player, n, combat, preventable=False)
    else:
        if n > 0 and _static_prevention(game, source, None, player, combat):
            return
        n = HOOKS.static_prevent_some(game, source, None, player, n)  # "prevent 2 of that damage" statics
        n = HOOKS.prevent_next_time(game, source, None, player, n, combat)   # CR 615.7
        n = _prevent(game, n, combat, None, source, player)
    if n <= 0:
        return
    if not HOOKS.infect_damage_player(game, source, player, n):     # CR 702.90b: poison instead
        victim = game.state.players[player]
        game.lose_life(player, victim.life - HOOKS.life_after_damage(game, player, n))   # CR 120.3a
    game.state.players[player].dealt_damage_this_turn = True
    game.state.players[player].damage_this_turn += n       # CR 120.2: damage dealt, infect's too
    HOOKS.note_damage_dealt(game, source, player)      # "creature that dealt damage to you this turn"
    _lifelink(game, source, n)
    game.record("damage", f"{source.name if source else 'a source'} deals {n} damage to "
                f"{game.pname(player)}")
    if source is not None:
        # combat damage is dealt at once (CR 510.2): one batch for each player dealt it (CR 603.2c)
        batch = {"batch": f"{game.state.event_batch}:{player}"} if combat else {}
        game.emit(GameEvent("damage", source.id, player,
                            {"combat": combat, "to_player": True, "amount": n, **batch}))
        if combat:
            HOOKS.note_combat_damage(game, source)    # prowl (CR 702.76a)
            HOOKS.combat_damage_to_player(game, source, player, n)   # toxic (CR 702.164c)


def _lifelink(game: "Game", source: GameObject | None, n: int) -> None:
    if source is not None and has_keyword(game.state, source, "lifelink"):
        game.gain_life(source.controller, n, "lifelink")   # CR 702.15b: as part of the damage event


def combat_damage(game: "Game") -> None:
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


def _deals_now(game: "Game", o: GameObject, first: bool | None) -> bool:
    if first is None:
        return True
    fs = has_keyword(game.state, o, "first strike")
    ds = has_keyword(game.state, o, "double strike")
    return (fs or ds) if first else (ds or not fs)


def _damage_pass(game: "Game", first: bool | None) -> None:
    """Assign every creature's combat damage (CR 510.1), then deal it all at once (CR 510.2).
    How a creature divides its damage among several creatures follows the current rules (no
    damage assignment order; see damage_assignment.py)."""
    state = game.state
    combat = state.combat
    assigned = StepAssignments()
    shares: list[tuple[GameObject, Share]] = []
    for aid in list(combat.attackers):
        a = state.live(aid)
        if a is not None and _deals_now(game, a, first):
            shares.extend((a, s) for s in _attacker_shares(game, a, assigned))
    for bid in sorted(combat.blocking):
        b = state.live(bid)
        if b is not None and _deals_now(game, b, first):
            shares.extend((b, s) for s in _blocker_shares(game, b, assigned))
    for source, share in shares:                 # simultaneous (CR 510.2)
        if share.object is not None:
            damage_object(game, source, share.object, share.amount, combat=True)
        elif share.player is not None:
            damage_player(game, source, share.player, share.amount, combat=True)


def combat_damage_amount(state, o: GameObject) -> int:
    """CR 510.1a: a creature assigns combat damage equal to its power, or to its toughness where
    a static ability says it assigns combat damage equal to its toughness rather than its power."""
    for source, e in static_effects(state, AssignsDamageByToughness):
        if (source.id == o.id) if isinstance(e.objects, SelfRef) else matches(
                state, e.objects, o, source.controller, source.id):
            return toughness(state, o)
    return power(state, o)


def as_though_unblocked(game: "Game", a: GameObject) -> bool:
    """"You may have ~ assign its combat damage as though it weren't blocked." (CR 510.1c): a
    blocked attacker some static lets assign its damage that way, and whose controller chooses to,
    assigns all of it to the player or planeswalker it's attacking."""
    if not any(applies_to(game.state, e.objects, a, src)
               for src, e in static_effects(game.state, AssignsAsThoughUnblocked)):
        return False
    return game.ask_bool(ChoiceKind.MAY, a.controller,
                         f"have {a.name} assign its combat damage as though it weren't blocked?")


def _assigns_none(state, o: GameObject) -> bool:
    """"~ assigns no combat damage this turn" (CR 510.1a): a restriction on the creature."""
    return restricted(state, o, RestrictedAction.ASSIGN_COMBAT_DAMAGE)


def _attacker_shares(game: "Game", a: GameObject, assigned: StepAssignments) -> list[Share]:
    """CR 510.1b-c: an unblocked attacker's damage goes to the player it attacks; a blocked one's
    is divided by its controller among its blockers (banding: by the defending player, CR
    702.22j), with trample the excess over lethal damage to the player (CR 702.19b, 702.19d)."""
    state = game.state
    combat = state.combat
    n = combat_damage_amount(state, a)
    if n <= 0 or _assigns_none(state, a):        # CR 510.1a: it assigns no combat damage
        return []
    blockers = [state.objects[b] for b in combat.blockers.get(a.id, []) if state.live(b)]
    divided = HOOKS.banding_division(game, a, blockers, n, blockers[0].controller
                                     if blockers else None, assigned)          # CR 702.22j
    if divided is not None:
        return divided
    trample = has_keyword(state, a, "trample")
    attacked = _attacked(game, a)
    if a.id in combat.blocked and attacked is not _GONE and as_though_unblocked(game, a):
        return [_share_to(n, attacked)]          # CR 510.1c: an exception, as the ability says
    if not blockers:
        # a blocked creature stays blocked (CR 509.1h); only trample reaches the player (702.19d)
        unblocked = a.id not in combat.blocked or trample
        return [_share_to(n, attacked)] if unblocked and attacked is not _GONE else []
    shares = divide_combat_damage(game, a, blockers, n, a.controller, assigned,
                                  trample_to=attacked if trample and attacked is not _GONE else None)
    _record_division(game, a, shares, "CR 702.19b" if trample else "CR 510.1c")
    return shares


_GONE = object()


def _attacked(game: "Game", a: GameObject):
    """What an attacker's combat damage goes to when no blocker takes it: the player it attacks,
    or the planeswalker it attacks (CR 510.1b), or _GONE if that planeswalker has left the
    battlefield (CR 506.4c: the creature keeps attacking but deals no combat damage to it)."""
    combat = game.state.combat
    walker = combat.attacked_planeswalker.get(a.id)
    if walker is None:
        return combat.defender[a.id]
    o = game.state.live(walker)
    return o if o is not None and o.zone is Zone.BATTLEFIELD else _GONE


def _share_to(n: int, attacked) -> Share:
    return Share(n, player=attacked) if isinstance(attacked, int) else Share(n, object=attacked)


def _blocker_shares(game: "Game", b: GameObject, assigned: StepAssignments) -> list[Share]:
    """CR 510.1d: a blocking creature's damage goes to the creatures it blocks, divided by its
    controller if several (banding: by the active player, CR 702.22k)."""
    state = game.state
    combat = state.combat
    n = 0 if _assigns_none(state, b) else combat_damage_amount(state, b)
    blocked = [state.objects[i] for i in [combat.blocking[b.id], *combat.also_blocking.get(b.id, [])]
               if state.live(i)]
    if n <= 0 or not blocked:                    # CR 510.1a, 510.1d
        return []
    divided = HOOKS.banding_division(game, b, blocked, n, state.active, assigned)   # CR 702.22k
    if divided is not None:
        return divided
    shares = divide_combat_damage(game, b, blocked, n, b.controller, assigned)
    _record_division(game, b, shares, "CR 510.1d")
    return shares


def _record_division(game: "Game", source: GameObject, shares: list[Share], rule: str) -> None:
    if len(shares) > 1:                          # a division someone chose: say how
        game.record("assign", f"{describe_division(game, source, shares)} ({rule})")


LANDWALK = {"swampwalk": "Swamp", "islandwalk": "Island", "forestwalk": "Forest",
            "mountainwalk": "Mountain", "plainswalk": "Plains", "desertwalk": "Desert",
            "nonbasic landwalk": "nonbasic"}       # CR 702.14a: a land type, or a supertype ("nonbasic")


def landwalk_filter(land: str) -> ObjectFilter:
    """The lands a landwalk ability looks for (CR 702.14a, 702.14c)."""
    if land == "nonbasic":
        return ObjectFilter(types=(CardType.LAND,), excluded_supertypes=(Supertype.BASIC,))
    return ObjectFilter(types=(CardType.LAND,), subtypes=(land,))

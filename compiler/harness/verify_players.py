"""Expectations of the instructions on counters, damage, life, mana, shields, control and
continuous effects (runtime/effects/counters.py, damage.py, mana.py, shields.py, control.py,
layers.py): what each must observably change (see verify_base.py)."""
from __future__ import annotations

from ...runtime.characteristics import Zone
from ...runtime.effects import (BecomeAura, RemoveFromCombat, AddColorsAndTypes, BecomeColors, SetLifeTotal, AddMana, AddRestriction, Animate, BecomeCreatureType, BecomeCreatureTypeChoice, AttackDespiteDefender, CantBeBlockedByThisTurn, UnblockableByThoseThisTurn, BlocksThisTurnIfAble, BecomeBasicLandType, BecomeColorChoice, Bolster, Endure,
                                ControlToOwners, DealDamage, DealDamageSimultaneously, DealDividedDamage, DistributeCounters,
                                DoubleCounters, ExchangeControl, ExileIfDiesThisTurn, ExtraTurn, AdditionalLandPlays, LoseTheGame, WinTheGame, GainAbility,
                                GainControl, GainKeyword, GainKeywordChoice, GainLife, GainProtectionChoice, GetEnergy, GetPoison,
                                LoseAllAbilities, LoseKeyword, LoseLife, MayPlay, ModifyPowerToughness,
                                PreventDamage, PreventNextTime, Proliferate, PutCounters, PutCountersOf, RedirectNextDamage,
                                RemoveAllCounters, RemoveCounters, ReplaceNextDraw, SetBasePT, SwitchPowerToughness, BecomeCopy, GainAllCreatureTypes, SkipNextUntap,
                                NextSpellUncounterable, IncreaseSpeed, DamageCantBePreventedThisTurn)
from ...runtime.effects import ExchangeLifeTotals
from .verify_base import (OBSERVED, Expectation, Outcome, Step, explained, missing, names, objects_changed,
                          prepared, resolve, shields_added)

SHIELD_WORDS = ("prevent", "replace", "redirect")


# ------------------------------------------------------------------ counters (CR 122)
def _counters_put(step: Step) -> Outcome:
    """N counters of that kind on each permanent it names; a replacement may change the number
    (CR 614.1a: the log says so)."""
    r = prepared(step)
    kind, n = step.effect.counter, r.amount_for(0)
    targets = [i for i in r.objects if step.before.objects[i].zone is Zone.BATTLEFIELD]
    if not targets or n <= 0:
        return explained("no permanent to put counters on" if not targets else "the number of counters is 0")
    short = [i for i in targets if i in step.after.objects
             and step.after.objects[i].count(kind) - step.before.objects[i].count(kind) != n]
    if short and len(step.logged("replace")) >= len(short):
        return explained("a replacement changed the number of counters (CR 614.1a)")
    return missing(f"{n} {kind} counter(s) not on {names(step, short)}") if short else OBSERVED


def _counters_of(step: Step) -> Outcome:
    """As many counters of each kind as the source had (its last known information, CR 608.2h)
    on each permanent it names; a replacement may change the numbers (CR 614.1a)."""
    from ...runtime.engine.evaluation import _lki
    have: dict[str, int] = {}
    for o in _lki(step.game, step.ctx, step.effect.source):
        for kind, n in o.counters.items():
            have[kind] = have.get(kind, 0) + n
    targets = [i for i in prepared(step).objects if step.before.objects[i].zone is Zone.BATTLEFIELD]
    if not targets or not any(n > 0 for n in have.values()):
        return explained("no permanent to put counters on" if not targets else "it had no counters")
    short = [i for i in targets if i in step.after.objects
             and any(step.after.objects[i].count(k) - step.before.objects[i].count(k) != n
                     for k, n in have.items() if n > 0)]
    if short and len(step.logged("replace")) >= len(short):
        return explained("a replacement changed the number of counters (CR 614.1a)")
    return missing(f"its counters not on {names(step, short)}") if short else OBSERVED


def _counters_removed(step: Step) -> Outcome:
    r = prepared(step)
    kind = step.effect.counter
    having = [i for i in r.objects if step.before.objects[i].count(kind) > 0 and r.amount_for(0) > 0]
    if not having:
        return explained(f"no {kind} counter to remove")
    kept = [i for i in having if i in step.after.objects
            and step.after.objects[i].count(kind) >= step.before.objects[i].count(kind)]
    return missing(f"{kind} counters still on {names(step, kept)}") if kept else OBSERVED


def _all_removed(step: Step) -> Outcome:
    r = prepared(step)
    kind = step.effect.counter
    having = [i for i in r.objects if (step.before.objects[i].count(kind) if kind
                                       else any(n for _, n in step.before.objects[i].counters))]
    if not having:
        return explained("no counter to remove")
    kept = [i for i in having if i in step.after.objects
            and (step.after.objects[i].count(kind) if kind else any(n for _, n in step.after.objects[i].counters))]
    return missing(f"counters still on {names(step, kept)}") if kept else OBSERVED


def _more_counters(step: Step) -> Outcome:
    """Some permanent or player has more counters than before (bolster, doubling, proliferate)."""
    for i, view in step.after.objects.items():
        was = step.before.objects.get(i)
        if was is not None and any(n > was.count(k) for k, n in view.counters):
            return OBSERVED
    if any(a.poison > b.poison or a.energy > b.energy for a, b in zip(step.after.players, step.before.players)):
        return OBSERVED
    if step.declined():
        return explained("nothing was chosen")
    if hasattr(step.effect, "objects") and not any(step.before.objects[i].counters for i in prepared(step).objects):
        return explained("nothing it names has counters")
    return missing("no counter was added")


def _bolstered(step: Step) -> Outcome:
    from ...runtime.engine.query import is_creature
    state = step.game.state
    mine = [i for i in step.before.battlefield if step.before.objects[i].controller == step.ctx.controller
            and i in state.objects and is_creature(state.objects[i], state)]
    if not mine or prepared(step).amount_for(0) <= 0:
        return explained("no creature to bolster, or bolster 0")
    return _more_counters(step)


def _endured(step: Step) -> Outcome:
    """CR 701.63a: each permanent it names has N more +1/+1 counters, or its controller got an N/N
    Spirit token instead; endure 0 does nothing (CR 701.63b)."""
    r = prepared(step)
    n = r.amount_for(0)
    if not r.objects or n <= 0:
        return explained("no permanent to endure, or endure 0")
    grown = [i for i in r.objects if i in step.after.objects
             and step.after.objects[i].count("+1/+1") - step.before.objects[i].count("+1/+1") == n]
    spirits = [i for i in step.after.battlefield if i not in step.before.objects
               and step.after.objects[i].is_token and "Spirit" in step.after.objects[i].name]
    if len(grown) + len(spirits) < len(r.objects):
        return missing(f"neither {n} +1/+1 counters on {names(step, r.objects)} nor a Spirit token")
    return OBSERVED


def _player_counter(field: str):
    def check(step: Step) -> Outcome:
        r = prepared(step)
        short = [p for k, p in enumerate(r.players) if r.amount_for(k) > 0
                 and getattr(step.after.players[p], field) - getattr(step.before.players[p], field) < r.amount_for(k)]
        if short:
            return missing(f"player(s) {short} didn't get {field}")
        return OBSERVED if any(r.amounts) and r.players else explained(f"no {field} to get")
    return check


def _speed_increased(step: Step) -> Outcome:
    """CR 702.179c-e: the controller's speed one more (1 from none), unless it was already 4."""
    player = step.ctx.controller
    before, after = step.before.players[player].speed, step.after.players[player].speed
    if before is not None and before >= 4:
        return explained("the speed was already 4, the most it can be")
    wanted = 1 if before is None else before + 1
    return OBSERVED if after == wanted else missing(f"player {player}'s speed is {after}, not {wanted}")


# ------------------------------------------------------------------ damage and life (CR 119, 120)
def _damage_dealt(step: Step) -> Outcome:
    """Damage marked on each permanent (or -1/-1 counters, infect), life lost or poison for each
    player, unless a prevention or redirection effect says why not (CR 615, 614.9)."""
    r = prepared(step)
    hit = [i for i in r.objects if step.before.objects[i].zone is Zone.BATTLEFIELD]
    if not hit and not r.players:
        return explained("no object or player to deal damage to")
    if max(r.amounts, default=0) <= 0:
        return explained("the amount of damage is 0")
    untouched = [names(step, [i]) for i in hit if i in step.after.objects
                 and step.after.objects[i].damage == step.before.objects[i].damage
                 and step.after.objects[i].counters == step.before.objects[i].counters]
    untouched += [f"player {p}" for k, p in enumerate(r.players)
                  if r.amount_for(k) > 0 and step.after.players[p].life >= step.before.players[p].life
                  and step.after.players[p].poison == step.before.players[p].poison]
    if untouched and step.logged(*SHIELD_WORDS):
        return explained("prevented or redirected (CR 615, 614.9)")
    return missing(f"no damage to {', '.join(untouched)}") if untouched else OBSERVED


def _divided_damage(step: Step) -> Outcome:
    if step.logged("damage"):
        return OBSERVED
    if step.logged(*SHIELD_WORDS):
        return explained("prevented or redirected (CR 615, 614.9)")
    if not prepared(step).objects and not prepared(step).players:
        return explained("no legal target left (CR 608.2b)")
    return missing("no damage was dealt")


def _distributed_counters(step: Step) -> Outcome:
    if step.logged("counters"):
        return OBSERVED
    if not prepared(step).objects:
        return explained("no legal target left (CR 608.2b)")
    return missing("no counters were put")


def _parts_ran(step: Step) -> Outcome:
    return OBSERVED if step.inner else missing("none of its parts ran")


def _life(sign: int):
    def check(step: Step) -> Outcome:
        r = prepared(step)
        short = [p for k, p in enumerate(r.players) if r.amount_for(k) > 0
                 and sign * (step.after.players[p].life - step.before.players[p].life) < r.amount_for(k)]
        if short:
            return missing(f"player(s) {short}: life {'+' if sign > 0 else '-'}{r.amounts} not observed")
        return OBSERVED if r.players and any(a > 0 for a in r.amounts) else explained("the amount is 0 or no player")
    return check


def _life_set(step: Step) -> Outcome:
    """CR 119.5: each player's life total is the number afterwards."""
    r = prepared(step)
    wrong = [p for k, p in enumerate(r.players) if step.after.players[p].life != r.amount_for(k)]
    if wrong:
        return missing(f"player(s) {wrong}: life total {r.amounts} not observed")
    return OBSERVED if r.players else explained("no player")


def _lives_before(game, ctx, effect) -> tuple[tuple[int, int], ...]:
    """You and the other player of a life total exchange, each with their life just before it."""
    from ...runtime.engine.evaluation import players
    others = [p for p in players(game, ctx, effect.player) if p != ctx.controller]
    return tuple((p, game.state.players[p].life) for p in (ctx.controller, others[0])) if others else ()


def _life_totals_exchanged(step: Step) -> Outcome:
    """CR 701.10c: each player has the other's previous life total."""
    before = prepared(step)
    if not before:
        return explained("no other player to exchange life totals with")
    (you, yours), (other, theirs) = before
    if yours == theirs:
        return explained("the life totals were already equal")
    if step.said("can't be completed"):
        return explained("a player couldn't gain the life (CR 701.10a)")
    after = step.after.players
    if after[you].life == theirs and after[other].life == yours:
        return OBSERVED
    return missing(f"life totals {after[you].life} and {after[other].life}, not {theirs} and {yours}")


def _mana_added(step: Step) -> Outcome:
    r = prepared(step)
    grew = [p for p in r.players if step.after.players[p].pool > step.before.players[p].pool]
    if grew:
        return OBSERVED
    if step.logged("mana"):
        return explained("no mana of a type it could produce (the log shows an empty addition)")
    return missing("no mana was added to a pool")


# ------------------------------------------------------------------ shields, control, turns
def _prevention_shield(step: Step) -> Outcome:
    if step.said("there is no source to choose"):
        return explained("no source to choose (CR 609.7a)")
    return shields_added(step, "prevention")


def _redirect_shield(step: Step) -> Outcome:
    r = prepared(step)
    if r.amount_for(0) <= 0 or not step.effect.protected:
        return explained("nothing to redirect")
    return shields_added(step, "redirection")


def _exile_if_dies(step: Step) -> Outcome:
    state = step.game.state
    marked = [i for i in prepared(step).objects if getattr(state.objects[i], "exile_if_dies", False)]
    if marked:
        return OBSERVED
    if step.effect.source is None:               # "if that creature would die": any creature it names
        return missing("no creature marked") if prepared(step).objects else explained("it names no creature")
    return explained("no creature it names was dealt damage by the source this turn") \
        if not any(state.objects[i].damaged_by for i in prepared(step).objects) else missing("no creature marked")


def _control_gained(step: Step) -> Outcome:
    r = prepared(step)
    if len(r.players) != 1:
        return explained("no single player to gain control")
    new = r.players[0]
    todo = [i for i in r.objects if step.before.objects[i].zone in (Zone.BATTLEFIELD, Zone.STACK)
            and step.before.objects[i].controller != new]
    if not todo:
        return explained("already controlled by that player")
    kept = [i for i in todo if i in step.after.objects and step.after.objects[i].controller != new]
    if kept and step.effect.while_source:
        return explained("its 'for as long as' duration had already ended (CR 611.2b)")
    return missing(f"{names(step, kept)} not under player {new}'s control") if kept else OBSERVED


def _exchanged(step: Step) -> Outcome:
    r = prepared(step)
    held = {step.before.objects[i].controller for i in r.objects if step.before.objects[i].zone is Zone.BATTLEFIELD}
    if len(r.objects) != 2 or len(held) != 2:
        return explained("not two permanents under different controllers (CR 701.10a-b)")
    return objects_changed(step)


def _to_owners(step: Step) -> Outcome:
    state = step.game.state
    other = [i for i in prepared(step).objects if state.objects[i].controller != state.objects[i].owner]
    return missing(f"{names(step, other)} not under its owner's control") if other else OBSERVED


def _extra_turn(step: Step) -> Outcome:
    if not prepared(step).players:
        return explained("no player to take it")
    return OBSERVED if step.after.extra_turns > step.before.extra_turns else missing("no extra turn was added")


def _land_plays(step: Step) -> Outcome:
    """CR 305.2a: each player named may play more lands this turn."""
    who = prepared(step).players
    if not who:
        return explained("no player to play them")
    grew = all(step.after.players[p].land_plays > step.before.players[p].land_plays for p in who)
    return OBSERVED if grew else missing("no additional land play recorded")


def _lost(step: Step) -> Outcome:
    players = prepared(step).players
    if not players:
        return explained("no player to lose")
    still = [p for p in players if not step.after.players[p].lost]
    return missing(f"player(s) {still} didn't lose the game") if still else OBSERVED


def _won(step: Step) -> Outcome:
    """CR 104.2b: the game is over with the player it names its winner (or they couldn't win)."""
    players = prepared(step).players
    if not players:
        return explained("no player to win")
    if step.said("can't win the game"):
        return explained("an opponent's effect says they can't win (CR 104.3)")
    state = step.game.state
    return OBSERVED if state.over and state.winner in players else missing("the game goes on")


def _may_play(step: Step) -> Outcome:
    if not prepared(step).objects:
        return explained("no card to play")
    return OBSERVED if len(step.after.may_play) > len(step.before.may_play) else missing("no permission recorded")


def _continuous(step: Step) -> Outcome:
    """A continuous effect recorded on each object it names (CR 611.2); a "for as long as"
    effect whose duration already ended does nothing (CR 611.2b)."""
    outcome = objects_changed(step)
    if outcome.verdict.value == "missing" and getattr(step.effect, "while_source", ()):
        return explained("its 'for as long as' duration had already ended (CR 611.2b)")
    return outcome


def _on_battlefield_changed(step: Step) -> Outcome:
    r = prepared(step)
    if not any(step.before.objects[i].zone is Zone.BATTLEFIELD for i in r.objects):
        return explained("no permanent to act on")
    return objects_changed(step)


def _recolored(step: Step) -> Outcome:
    """A colour effect changes a spell on the stack as well as a permanent (CR 613.1e, 400.7a)."""
    r = prepared(step)
    if not any(step.before.objects[i].zone in (Zone.BATTLEFIELD, Zone.STACK) for i in r.objects):
        return explained("no permanent or spell to act on")
    return objects_changed(step)


def _became_aura(step: Step) -> Outcome:
    """CR 613.1d, 613.1f: the source is an Aura enchantment with enchant, without the ability."""
    from ...runtime.characteristics import CardType
    if (before := step.before.objects.get(step.ctx.source_id)) is None or before.zone is not Zone.BATTLEFIELD:
        return explained("its source is not on the battlefield")
    o = step.game.state.live(step.ctx.source_id)
    if o is None:
        return missing("its source left the battlefield")
    d = o.definition
    if CardType.ENCHANTMENT not in d.types or CardType.CREATURE in d.types or "Aura" not in d.subtypes:
        return missing(f"{o.name} is not an Aura enchantment")
    if step.ctx.ability is not None and step.ctx.ability in d.abilities:
        return missing(f"{o.name} still has the ability")
    return OBSERVED


def _restricted(step: Step) -> Outcome:
    return objects_changed(step)


def _fighting_before(game, ctx, effect) -> tuple[int, ...]:
    """The objects it names that are attacking or blocking just before it runs."""
    combat = game.state.combat
    return tuple(i for i in resolve(game, ctx, effect).objects
                 if combat is not None and (i in combat.attackers or i in combat.blocking))


def _removed_from_combat(step: Step) -> Outcome:
    """CR 506.4: none of the objects it names that were in combat still is."""
    fighting = prepared(step)
    if not fighting:
        return explained("no object it names is attacking or blocking")
    combat = step.game.state.combat
    kept = [i for i in fighting if combat is not None and (i in combat.attackers or i in combat.blocking)]
    return missing(f"{names(step, kept)} still in combat") if kept else OBSERVED


EXPECTATIONS: dict[type, Expectation] = {
    PutCounters: Expectation("N counters of the kind on each permanent it names", _counters_put, resolve),
    PutCountersOf: Expectation("the source's counters, each kind, on each permanent it names", _counters_of, resolve),
    RemoveCounters: Expectation("fewer counters of the kind on each object it names", _counters_removed, resolve),
    RemoveAllCounters: Expectation("no counter of the kind left on each object", _all_removed, resolve),
    DoubleCounters: Expectation("more counters on each object that had some", _more_counters, resolve),
    Bolster: Expectation("+1/+1 counters on a creature you control", _bolstered, resolve),
    Endure: Expectation("N +1/+1 counters on each permanent it names, or an N/N Spirit token", _endured, resolve),
    Proliferate: Expectation("one more counter on each chosen permanent or player", _more_counters),
    GetPoison: Expectation("N more poison counters for each player", _player_counter("poison"), resolve),
    GetEnergy: Expectation("N more energy counters for each player", _player_counter("energy"), resolve),
    IncreaseSpeed: Expectation("the player's speed one more, at most 4", _speed_increased),
    DealDamage: Expectation("damage marked on each permanent, life lost by each player (or prevented)",
                            _damage_dealt, resolve),
    DealDamageSimultaneously: Expectation("its parts ran", _parts_ran),
    DealDividedDamage: Expectation("each target's share of damage dealt (or prevented)", _divided_damage, resolve),
    DistributeCounters: Expectation("each target's share of counters put on it", _distributed_counters, resolve),
    GainLife: Expectation("each player's life up by N", _life(+1), resolve),
    LoseLife: Expectation("each player's life down by N", _life(-1), resolve),
    SetLifeTotal: Expectation("each player's life total becomes N", _life_set, resolve),
    AddMana: Expectation("mana in the player's pool", _mana_added, resolve),
    PreventDamage: Expectation("a prevention shield", lambda s: shields_added(s, "prevention")),
    PreventNextTime: Expectation("a prevention shield for the chosen source", _prevention_shield),
    RedirectNextDamage: Expectation("a redirection shield", _redirect_shield, resolve),
    ReplaceNextDraw: Expectation("a draw replacement shield", lambda s: shields_added(s, "draw replacement")),
    NextSpellUncounterable: Expectation("a rider waiting for the next spell",
                                        lambda s: shields_added(s, "next spell")),
    ExileIfDiesThisTurn: Expectation("each creature dealt damage by the source is marked", _exile_if_dies, resolve),
    GainControl: Expectation("each permanent it names under the new controller", _control_gained, resolve),
    ExchangeControl: Expectation("the two permanents changed controllers", _exchanged, resolve),
    ControlToOwners: Expectation("each permanent it names under its owner's control", _to_owners, resolve),
    ExtraTurn: Expectation("an extra turn added", _extra_turn, resolve),
    AdditionalLandPlays: Expectation("the player's land plays this turn up by N", _land_plays, resolve),
    LoseTheGame: Expectation("each player it names has lost the game (CR 104.3e)", _lost, resolve),
    WinTheGame: Expectation("the game is over and the player it names won (CR 104.2b)", _won, resolve),
    SkipNextUntap: Expectation("each permanent it names skips its next untap", _on_battlefield_changed, resolve),
    AddRestriction: Expectation("a restriction recorded on each object", _restricted, resolve),
    AttackDespiteDefender: Expectation("each creature may attack despite defender this turn",
                                       _on_battlefield_changed, resolve),
    CantBeBlockedByThisTurn: Expectation("a blocking restriction recorded on each creature", _on_battlefield_changed,
                                         resolve),
    UnblockableByThoseThisTurn: Expectation("a blocking restriction recorded on each creature",
                                            _on_battlefield_changed, resolve),
    BlocksThisTurnIfAble: Expectation("a blocking requirement recorded on each creature",
                                      _on_battlefield_changed, resolve),
    MayPlay: Expectation("a permission to play the cards", _may_play, resolve),
    ModifyPowerToughness: Expectation("a P/T change recorded on each object", _continuous, resolve),
    GainKeyword: Expectation("a keyword grant recorded on each object", _continuous, resolve),
    LoseKeyword: Expectation("a keyword loss recorded on each object", _continuous, resolve),
    GainAbility: Expectation("an ability grant recorded on each object", _continuous, resolve),
    LoseAllAbilities: Expectation("each object it names changed", _continuous, resolve),
    Animate: Expectation("each object it names changed", _continuous, resolve),
    AddColorsAndTypes: Expectation("each object it names changed", _on_battlefield_changed, resolve),
    BecomeCreatureType: Expectation("each object it names changed", _on_battlefield_changed, resolve),
    SetBasePT: Expectation("each object it names changed", _on_battlefield_changed, resolve),
    SwitchPowerToughness: Expectation("each creature it names changed", _on_battlefield_changed, resolve),
    BecomeCopy: Expectation("each permanent it names changed", _on_battlefield_changed, resolve),
    GainAllCreatureTypes: Expectation("each object it names changed", _on_battlefield_changed, resolve),
    BecomeCreatureTypeChoice: Expectation("each permanent it names changed creature type", _on_battlefield_changed,
                                          resolve),
    BecomeColorChoice: Expectation("each permanent or spell it names changed color", _recolored, resolve),
    BecomeBasicLandType: Expectation("each permanent it names changed land type", _on_battlefield_changed, resolve),
    GainProtectionChoice: Expectation("each permanent it names gained protection", _on_battlefield_changed, resolve),
    GainKeywordChoice: Expectation("each permanent it names gained the chosen keyword", _on_battlefield_changed,
                                   resolve),
    RemoveFromCombat: Expectation("each creature it names that was in combat no longer is (CR 506.4)",
                                  _removed_from_combat, _fighting_before),
    DamageCantBePreventedThisTurn: Expectation("a rule for the turn: damage can't be prevented",
                                               lambda s: shields_added(s, "unpreventable damage")),
    BecomeColors: Expectation("each permanent or spell it names changed color", _recolored, resolve),
    BecomeAura: Expectation("its source an Aura enchantment without the ability", _became_aura),
    ExchangeLifeTotals: Expectation("you and the other player have each other's previous life totals",
                                    _life_totals_exchanged, _lives_before),
}

"""Triggered keywords of attacking creatures (CR 702): mentor, dethrone, melee, myriad, provoke;
and champion's two linked triggers (CR 702.72)."""
from __future__ import annotations

from dataclasses import dataclass, replace

from ..characteristics import CardType, Step, Zone
from ..engine.decider import ChoiceKind
from ..engine.registry import register_instructions
from ..events import BeginningOfStep, Whose
from ..filters import Compare, Controller, NumberTest, ObjectFilter, SelfRef
from .common import _EngineEvent


@dataclass(frozen=True)
class AttacksMostLife(_EngineEvent):
    """"Whenever this creature attacks the player with the most life or tied for most life"
    (dethrone, CR 702.105a)."""

    def engine_match(self, game, event, controller, source_id):
        state = game.state
        combat = state.combat
        if event.kind != "attacks" or event.object_id != source_id or combat is None:
            return False
        defender = combat.defender.get(source_id)
        if defender is None:
            return False
        most = max(p.life for p in state.players if not p.lost)
        return state.players[defender].life >= most


@dataclass(frozen=True)
class MeleePump:
    """+1/+1 until end of turn for each opponent you attacked with a creature this combat
    (melee, CR 702.121a)."""


@dataclass(frozen=True)
class MyriadCopies:
    """For each opponent other than the defending player, you may create a token copy of it
    tapped and attacking that player; exile the tokens at end of combat (myriad, CR 702.116a)."""


@dataclass(frozen=True)
class Provoke:
    """The target creature blocks this creature this combat if able; untap it (CR 702.39a)."""


_ATTACKING_SMALLER = ObjectFilter(types=(CardType.CREATURE,), combat="attacking",
                                  tests=(NumberTest("power", Compare.LT, 0, than_source="power"),))


_DEFENDERS_CREATURE = ObjectFilter(types=(CardType.CREATURE,), controller=Controller.DEFENDING)


def _melee(game, ctx, e: MeleePump):
    from ..engine.objects import TimedModification
    state = game.state
    o = state.live(ctx.source_id)
    combat = state.combat
    if o is None or o.zone is not Zone.BATTLEFIELD or combat is None:
        return
    attacked = {combat.defender[a] for a in combat.attackers
                if a in combat.defender and state.objects[a].controller == ctx.controller
                and combat.defender[a] != ctx.controller}
    if attacked:
        o.modifications.append(TimedModification(len(attacked), len(attacked)))
        game.record("pump", f"{o.name} gets +{len(attacked)}/+{len(attacked)} until end of turn (melee)")


def _myriad(game, ctx, e: MyriadCopies):
    from ..effects import Exile
    from ..engine.state import _clone_object
    from ..engine.triggers import add_delayed
    from ..engine.zones import enter_battlefield, tokens_to_create
    state = game.state
    o = state.live(ctx.source_id)
    combat = state.combat
    if o is None or combat is None:
        return
    defending = combat.defender.get(o.id)
    for p in state.apnap():
        if p in (ctx.controller, defending) or state.players[p].lost:
            continue
        if not game.ask_bool(ChoiceKind.MAY, ctx.controller, f"myriad: create a copy of {o.name} "
                                                              f"attacking {game.pname(p)}?"):
            continue
        for _ in range(tokens_to_create(game, ctx.controller, 1)):     # CR 614.1a: "twice that many"
            token = enter_battlefield(game, o.definition, ctx.controller, ctx.controller, is_token=True,
                                      tapped=True)
            combat.attackers.append(token.id)          # attacking, but it never "attacked" (CR 508.4)
            combat.defender[token.id] = p
            combat.blockers[token.id] = []
            add_delayed(game, BeginningOfStep(Step.END_OF_COMBAT, Whose.THIS_TURN), (Exile(SelfRef()),),
                        ctx.controller, token.id, _clone_object(token), 0,
                        f"exile the myriad token {token.name}")


def _provoke(game, ctx, e: Provoke):
    from ..engine.zones import untap
    state = game.state
    combat = state.combat
    targets = [t.object_id for g in ctx.targets for t in g if t.object_id is not None]
    if combat is None or not targets or ctx.source_id not in combat.attackers:
        return
    o = state.live(targets[0])
    if o is None:
        return
    combat.must_block[o.id] = ctx.source_id
    untap(game, o)                  # a stun counter keeps it tapped (CR 122.1d)
    game.record("provoke", f"{o.name} must block {state.objects[ctx.source_id].name} this combat if able")


@dataclass(frozen=True)
class ChampionExile:
    """"When this enters, sacrifice it unless you exile another [object] you control"
    (CR 702.72a)."""

    quality: ObjectFilter


@dataclass(frozen=True)
class ChampionReturn:
    """"When this leaves the battlefield, return the exiled card to the battlefield under its
    owner's control" (CR 702.72a; linked abilities, CR 607.2k)."""


def _champion_exile(game, ctx, e: ChampionExile):
    from ..engine.query import candidates
    from ..engine.zones import move
    state = game.state
    o = state.live(ctx.source_id)
    if o is None or o.zone is not Zone.BATTLEFIELD:
        return
    f = replace(e.quality, controller=Controller.YOU, other=True, zone=Zone.BATTLEFIELD)
    pool = [i for i in candidates(state, f, ctx.controller, o.id) if state.objects[i].controller == ctx.controller]
    chosen = game.ask_objects(ChoiceKind.CHOOSE, ctx.controller, f"champion: exile another "
                              f"permanent you control (else {o.name} is sacrificed)", pool, 0, 1) if pool else []
    if not chosen:
        game.record("sacrifice", f"{o.name} is sacrificed (nothing championed)")
        move(game, o.id, Zone.GRAVEYARD)
        return
    name = state.objects[chosen[0]].name
    new = move(game, chosen[0], Zone.EXILE)
    o.championed = new.id if new is not None else None
    game.record("champion", f"{o.name} champions {name}", object_id=o.id)


def _champion_return(game, ctx, e: ChampionReturn):
    from ..engine.zones import move
    state = game.state
    lki = ctx.source_lki or state.objects.get(ctx.source_id)
    card = state.live(lki.championed) if lki is not None and lki.championed is not None else None
    if card is None or card.zone is not Zone.EXILE:
        return
    move(game, card.id, Zone.BATTLEFIELD, controller=card.owner)


register_instructions({
    MeleePump: _melee,
    MyriadCopies: _myriad,
    Provoke: _provoke,
    ChampionExile: _champion_exile,
    ChampionReturn: _champion_return,
})

"""VM instructions for the keyword actions of runtime/effects/keyword_actions.py: monstrosity
(CR 701.37), detain (CR 701.35), goad (CR 701.15), fateseal (CR 701.29), vote (CR 701.38), adapt
(CR 701.46), amass (CR 701.47), connive (CR 701.50) and harness (CR 701.64). Detained and goaded
last until the acting player's next turn begins; turn._new_turn ends them (CR 611.2a)."""
from __future__ import annotations

from ..characteristics import Zone
from ..effects import Adapt, Amass, Connive, Detain, Fateseal, Goad, Monstrosity, MultiplyPowerToughness, Vote, Harness
from ..effects import FaceVillainousChoice
from ..engine.decider import ChoiceKind
from ..engine.registry import HOOKS, register_instructions
from ..filters import PlayerRef, XValue


def _monstrosity(game, ctx, e: Monstrosity) -> None:
    """CR 701.37a-b: only a permanent that isn't monstrous gets the counters and becomes
    monstrous; "when it becomes monstrous" triggers then. CR 701.37c: with monstrosity X, the
    permanent's other abilities refer to X as it became monstrous: it keeps that X (`x_value`,
    which its triggered abilities read), set before the event so the trigger sees it."""
    from ..engine.evaluation import amount
    from ..engine.events_bus import GameEvent
    from ..engine.zones import put_counters
    o = game.state.live(ctx.source_id)
    if o is None or o.zone is not Zone.BATTLEFIELD or o.monstrous:
        return
    n = amount(game, ctx, e.amount)
    put_counters(game, o, "+1/+1", n)
    o.monstrous = True
    if isinstance(e.amount, XValue):
        o.x_value = n
    game.record("monstrous", f"{o.name} becomes monstrous", object_id=o.id)
    game.emit(GameEvent("monstrous", o.id, o.controller, {"amount": n}))


def _permanents(game, ctx, ref):
    from ..engine.evaluation import objects
    for oid in objects(game, ctx, ref):
        o = game.state.live(oid)
        if o is not None and o.zone is Zone.BATTLEFIELD:
            yield o


def _multiply_power(game, ctx, e: MultiplyPowerToughness) -> None:
    """CR 701.10b / 701.11b: it gets +X/+0 (or +X/+Y) until end of turn, X its power (Y its
    toughness) as the effect is created times one less than `times`; negative values give a
    negative X by the same product (CR 701.10c, 701.11c)."""
    from ..engine.objects import TimedModification
    from ..engine.query import power_toughness
    for o in _permanents(game, ctx, e.objects):
        power, toughness = power_toughness(game.state, o)
        o.modifications.append(TimedModification((e.times - 1) * power,
                                                 (e.times - 1) * toughness if e.toughness else 0))


def _detain(game, ctx, e: Detain) -> None:
    """CR 701.35a: until the controller's next turn (its record ends as that turn begins)."""
    for o in _permanents(game, ctx, e.objects):
        if ctx.controller not in o.detained_by:
            o.detained_by += (ctx.controller,)
        game.record("detain", f"{o.name} is detained", object_id=o.id)


def _goad(game, ctx, e: Goad) -> None:
    """CR 701.15a-d: goaded by this player until their next turn; again by the same player: no
    further requirement."""
    for o in _permanents(game, ctx, e.objects):
        if ctx.controller not in o.goaded_by:
            o.goaded_by += (ctx.controller,)
        game.record("goad", f"{o.name} is goaded", object_id=o.id)


def _fateseal(game, ctx, e: Fateseal) -> None:
    """CR 701.29a: the controller looks at an opponent's top N; any number to the bottom, the
    rest back on top in the order the controller chooses."""
    from ..engine.evaluation import amount, players
    from ..engine.zones import top_or_bottom
    n = amount(game, ctx, e.amount)
    for p in players(game, ctx, PlayerRef.AN_OPPONENT):
        top_or_bottom(game, ctx.controller, p, n, "fateseal")


def _vote(game, ctx, e: Vote) -> None:
    """CR 701.38a: starting with the controller, each player in turn order votes for one choice;
    the tally is this resolution's (Context.votes)."""
    n = len(game.state.players)
    living = set(game.state.apnap())
    order = [(ctx.controller + k) % n for k in range(n) if (ctx.controller + k) % n in living]
    ctx.votes = {choice: 0 for choice in e.choices}
    for p in order:
        choice = game.ask_one(ChoiceKind.CHOOSE, p, "vote", [(c, c) for c in e.choices])
        ctx.votes[choice] += 1
        game.record("vote", f"{game.pname(p)} votes for {choice}")


def _adapt(game, ctx, e: Adapt) -> None:
    """CR 701.46a: only a permanent with no +1/+1 counters on it gets them."""
    from ..engine.zones import put_counters
    o = game.state.live(ctx.source_id)
    if o is None or o.zone is not Zone.BATTLEFIELD or o.counters.get("+1/+1", 0) > 0:
        return
    put_counters(game, o, "+1/+1", e.amount)
    game.record("adapt", f"{o.name} adapts {e.amount}", object_id=o.id)


def _connive(game, ctx, e: Connive) -> None:
    """CR 701.50a-c: for each conniving permanent, its controller (last known, if it left) draws,
    then discards; a nonland card discarded puts a +1/+1 counter on it if it is still there."""
    from ..characteristics import CardType
    from ..engine.evaluation import _lki
    from ..engine.zones import draw, put_counters
    for o in _lki(game, ctx, e.objects):
        p = o.controller
        draw(game, p, 1)
        hand = list(game.state.players[p].hand)
        discarded = game.ask_objects(ChoiceKind.DISCARD, p, "connive: discard a card", hand, 1, 1) if hand else []
        nonland = False
        for oid in discarded:
            nonland = CardType.LAND not in game.state.objects[oid].definition.types
            HOOKS.discard(game, oid, ctx.controller)
        game.record("connive", f"{o.name} connives", object_id=o.id)
        live = game.state.live(o.id)
        if nonland and live is not None and live.zone is Zone.BATTLEFIELD:
            put_counters(game, live, "+1/+1", 1)


def _amass(game, ctx, e: Amass) -> None:
    """CR 701.47a: an Army token if the player controls no Army creature; then the chosen Army
    gets the counters and the subtype."""
    from ..characteristics import CardType, Color
    from ..effects import CreateToken, TokenSpec, token_name
    from ..engine.query import is_creature, subtypes
    from ..engine.vm import run
    from ..engine.zones import put_counters
    state, me = game.state, ctx.controller

    def armies():
        return [i for i in sorted(state.battlefield) if state.objects[i].controller == me
                and is_creature(state.objects[i], state) and "Army" in subtypes(state, state.objects[i])]
    if not armies():
        kinds = (e.subtype, "Army")
        run(game, ctx, (CreateToken(TokenSpec(token_name(kinds), 0, 0, (Color.BLACK,), (CardType.CREATURE,),
                                              kinds)),))
    found = armies()
    if not found:
        return
    chosen = found[0] if len(found) == 1 else game.ask_objects(
        ChoiceKind.CHOOSE, me, "amass: choose an Army creature you control", found, 1, 1)[0]
    army = state.objects[chosen]
    put_counters(game, army, "+1/+1", e.amount)
    if e.subtype not in subtypes(state, army):
        army.gained_subtypes += (e.subtype,)
    game.record("amass", f"{game.pname(me)} amasses {e.subtype}s {e.amount}: {army.name}", object_id=chosen)


def _harness(game, ctx, e: Harness) -> None:
    """CR 701.64a-b: if this permanent isn't harnessed, it becomes harnessed; one that left the
    battlefield can't (a new object, CR 400.7)."""
    o = game.state.live(ctx.source_id)
    if o is not None and o.zone is Zone.BATTLEFIELD and not o.harnessed:
        o.harnessed = True
        game.record("harness", f"{o.name} becomes harnessed", object_id=o.id)


def _face_villainous_choice(game, ctx, e: FaceVillainousChoice) -> None:
    """CR 701.55a-d: each player facing the choice, in APNAP order, chooses an option; then each
    chosen option happens in that order, "that player" naming the one who chose it. The whole
    process is repeated `times` times (701.55c)."""
    from ..engine.evaluation import players
    from ..engine.vm import run_as_that_player
    facing = players(game, ctx, e.players)
    order = [p for p in game.state.apnap() if p in facing]
    for _ in range(e.times):
        chosen = [(p, game.ask_one(ChoiceKind.CHOOSE, p, "face a villainous choice",
                                   [(0, "the first option"), (1, "the second option")])) for p in order]
        for p, option in chosen:
            if game.state.over:
                return
            game.record("villainous", f"{game.pname(p)} faces a villainous choice and chooses the "
                                      f"{('first', 'second')[option]} option")
            run_as_that_player(game, ctx, p, (e.first, e.second)[option], "villainous_choice")


register_instructions({
    FaceVillainousChoice: _face_villainous_choice,
    Harness: _harness,
    Amass: _amass,
    Adapt: _adapt,
    Connive: _connive,
    Vote: _vote,
    Monstrosity: _monstrosity,
    Detain: _detain,
    MultiplyPowerToughness: _multiply_power,
    Goad: _goad,
    Fateseal: _fateseal,
})

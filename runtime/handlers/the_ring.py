"""The Ring tempts you (CR 701.54, current rules; the Lord of the Rings cards of 2023, after the 2022
text): the emblem named The Ring in its player's command zone, which gains its four abilities one
at a time, and the Ring-bearer designation of a creature its player chooses.

The emblem's abilities are the rules' own text (CR 701.54c), here as the ability objects that
text compiles to; "your Ring-bearer" is a creature its controller controls with the designation
(`ObjectFilter.ring_bearer`, `GameObject.ring_bearer`), and "is legendary" is read by
`GameObject.supertypes`.
"""
from __future__ import annotations

from ..abilities import CantBeBlockedBy, CardDefinition, StaticAbility, TriggeredAbility
from ..characteristics import CardType, Step, Zone
from ..effects import CreateDelayedTrigger, DiscardCards, Draw, LoseLife, SacrificeObjects, TheRingTemptsYou
from ..engine.decider import ChoiceKind
from ..engine.registry import register_instructions
from ..events import Attacks, BecomesBlockedBy, BeginningOfStep, DealsDamage, Whose
from ..filters import Controller, ControllerOf, EventObjectRef, Fixed, ObjectFilter, PlayerRef
from ..mana_costs import ManaCost

THE_RING = "The Ring"
_YOUR_RING_BEARER = ObjectFilter(types=(CardType.CREATURE,), controller=Controller.YOU, ring_bearer=True)
_CREATURE = ObjectFilter(types=(CardType.CREATURE,))

# CR 701.54c, in the order the emblem gains them
RING_ABILITIES = (
    # "Your Ring-bearer is legendary and can't be blocked by creatures with greater power."
    # (legendary: GameObject.supertypes)
    StaticAbility(CantBeBlockedBy(_YOUR_RING_BEARER, _CREATURE, greater_power=True)),
    # "Whenever your Ring-bearer attacks, draw a card, then discard a card."
    TriggeredAbility(Attacks(_YOUR_RING_BEARER), (Draw(Fixed(1)), DiscardCards(Fixed(1)))),
    # "Whenever your Ring-bearer becomes blocked by a creature, that creature's controller
    # sacrifices it at end of combat."
    TriggeredAbility(BecomesBlockedBy(_YOUR_RING_BEARER, _CREATURE), (CreateDelayedTrigger(
        BeginningOfStep(Step.END_OF_COMBAT, Whose.THIS_TURN),
        (SacrificeObjects(EventObjectRef(), ControllerOf(EventObjectRef())),)),)),
    # "Whenever your Ring-bearer deals combat damage to a player, each opponent loses 3 life."
    TriggeredAbility(DealsDamage(_YOUR_RING_BEARER), (LoseLife(Fixed(3), PlayerRef.EACH_OPPONENT),)),
)


def the_ring(abilities: int) -> CardDefinition:
    """The emblem named The Ring with its first `abilities` abilities (CR 701.54c, 114.2)."""
    return CardDefinition(name=THE_RING, mana_cost=ManaCost(), types=(), abilities=RING_ABILITIES[:abilities])


def ring_emblem(state, player: int):
    """`player`'s emblem named The Ring, or None."""
    return next((state.objects[i] for i in state.players[player].command
                 if state.objects[i].name == THE_RING and not state.objects[i].definition.types), None)


def _tempt(game, ctx, e: TheRingTemptsYou) -> None:
    """CR 701.54a-c: the emblem (made if need be) gains its next ability; then the player chooses
    a creature they control as their Ring-bearer, if they control one."""
    from ..engine.events_bus import GameEvent
    from ..engine.zones import create_object
    from ..engine.query import is_creature
    state, me = game.state, ctx.controller
    player = state.players[me]
    player.ring_temptations += 1
    emblem = ring_emblem(state, me)
    gained = min(player.ring_temptations, len(RING_ABILITIES))
    if emblem is None:
        emblem = create_object(game, the_ring(gained), me, Zone.COMMAND)
        game.record("emblem", f"{game.pname(me)} gets the emblem named The Ring (CR 701.54c)", object_id=emblem.id)
    elif len(emblem.definition.abilities) < gained:
        emblem.definition = the_ring(gained)
    game.record("ring", f"the Ring tempts {game.pname(me)} ({player.ring_temptations} time(s))", object_id=emblem.id)
    mine = [i for i in sorted(state.battlefield) if state.objects[i].controller == me
            and is_creature(state.objects[i], state)]
    chosen = game.ask_objects(ChoiceKind.CHOOSE, me, "the Ring tempts you: choose your Ring-bearer",
                              mine, 1, 1) if mine else []
    if chosen:
        for i in mine:                                  # CR 701.54a: one Ring-bearer a player
            state.objects[i].ring_bearer = i == chosen[0]
        game.record("ring", f"{game.pname(me)} chooses {state.objects[chosen[0]].name} as their Ring-bearer",
                    object_id=chosen[0])
    game.emit(GameEvent("ring_tempts", emblem.id, me))
    if chosen:
        game.emit(GameEvent("ring_bearer_chosen", chosen[0], me))


register_instructions({TheRingTemptsYou: _tempt})

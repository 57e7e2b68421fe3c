"""What an earlier step of the same ability did "this way": steps done by each player for the
objects they controlled ("For each creature destroyed this way, its controller creates a 4/4 red
Dragon creature token with flying.") and conditions on those objects ("If a creature card is
exiled this way, you gain 2 life."), CR 608.2c, 608.2h."""
from __future__ import annotations

import dataclasses

from ...runtime import effects as E
from ...runtime.filters import (AffectedIncludes, AffectedPerController, AffectedRef, CountOf, DealtDamageRef, Fixed,
                                ObjectFilter, PaidRef, PlayerRef)

from ..syntax import nodes as A
from ..syntax.transform import UnsupportedPhrase
from .amounts import count_for_each
from .dispatch import clause_step
from .scope import Scope

THIS_WAY_CLAUSES = (A.ForEachControllerClause,)


def lower_this_way(c: A.ForEachControllerClause, scope: Scope, pre: list):
    """"For each <object> destroyed / exiled this way, its controller creates <token> / draws a
    card": each player (PlayerRef.EACH_PLAYER) creates or draws once for each of those objects
    they controlled as the objects last existed before they moved (AffectedPerController); a
    player who controlled none does nothing."""
    if isinstance(c.counted, tuple) and c.counted[0] == "put_into_graveyard":
        # "for each permanent put into a graveyard this way" after a destroy: what it destroyed
        # (counts.destroy_label keeps only the permanents put into a graveyard, CR 701.7a)
        counted = count_for_each(Fixed(1), ("destroyed", c.counted[1]), scope)
    else:
        counted = count_for_each(Fixed(1), c.counted, scope)
    if not (isinstance(counted, CountOf) and isinstance(counted.ref, AffectedRef)):
        raise UnsupportedPhrase("'for each ... this way, its controller' counting something else")
    # the count functions let through only a filter every object the step acted on matches
    per_player = AffectedPerController(counted.ref.label, ObjectFilter())
    step = clause_step(dataclasses.replace(c.clause, players=(A.YouPhrase(),)), scope, pre)
    if not isinstance(step, (E.CreateToken, E.Draw)) or step.amount != Fixed(1):
        raise UnsupportedPhrase("'for each ... this way, its controller' doing something else")
    return dataclasses.replace(step, amount=per_player, player=PlayerRef.EACH_PLAYER)


def this_way_condition(c: A.ThisWayIncludes, scope: Scope) -> AffectedIncludes:
    """"If a creature card is exiled this way": the engine's `AffectedIncludes` on the objects the
    last step of that kind acted on: the exile's or destroy's label, the revealed card, the
    objects the damage step reached (CR 120.1: prevented damage isn't dealt), what the ability's
    cost sacrificed."""
    ref = None
    if c.verb == "exiled" and scope.exiled:
        ref = AffectedRef(scope.exiled)
    elif c.verb == "destroyed" and scope.destroyed:
        ref = AffectedRef(scope.destroyed)
    elif c.verb == "revealed" and (scope.it_card or scope.revealed_top):
        ref = AffectedRef(scope.it_card or scope.revealed_top)
    elif c.verb == "dealt damage" and scope.damaged:
        ref = DealtDamageRef(*scope.damaged)
    elif c.verb == "sacrificed" and scope.sacrifice_cost:
        ref = PaidRef("sacrificed")            # what the cost sacrificed, as it last existed (CR 608.2h)
    if ref is None:
        raise UnsupportedPhrase(f"'{c.verb} this way' with no such step before it")
    return AffectedIncludes(ref, c.filter)

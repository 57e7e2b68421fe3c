"""Lowering of the player clauses of grammar/players.lark (nodes.PLAYER_CLAUSES)."""
from __future__ import annotations

from ...runtime import effects as E
from ...runtime.characteristics import Zone
from ...runtime.filters import ObjectFilter

from ..syntax import nodes as A
from ..syntax.transform import UnsupportedPhrase


def lower_player_clause(c, scope, pre: list):
    from .lower import player_ref
    match c:
        case A.DiscardHandClause():
            # CR 701.8a: every card in the hand; "then draws" after all have discarded
            player = player_ref(c.players, scope)
            if c.then_draw is None:
                return E.DiscardAll(ObjectFilter(), player)
            pre.append(E.DiscardAll(ObjectFilter(), player))
            return E.Draw(c.then_draw, player)
        case A.PlayerMayClause(clause=A.DrawClause() as draw):
            player = player_ref(c.players, scope)
            return E.Optional((E.Draw(draw.amount, player),), player=player)
        case A.PlayerMayClause(clause=A.SearchClause() as s):
            # CR 701.19: that player searches their own library; the card enters under its
            # owner's control
            player = player_ref(c.players, scope)
            search = E.SearchLibrary(s.filter, Zone.BATTLEFIELD, s.count, s.tapped,
                                     label=scope.label("found"), player=player, up_to=s.up_to)
            return E.Optional((search,), player=player)
        case A.PoisonClause():
            return E.GetPoison(c.amount, player_ref(c.players, scope))
        case A.BecomeBasicLandTypeClause():
            # CR 305.7; "until end of turn" is the only duration the grammar accepts
            from .lower import objects_ref
            return E.BecomeBasicLandType(objects_ref(c.objects, scope, pre), c.in_addition)
        case A.ControlToOwnersClause():
            from ...runtime.filters import EachRef
            return E.ControlToOwners(EachRef(c.filter))
        case A.ExileNamedClause():
            from .lower import object_ref
            player = player_ref((c.player,), scope)
            named = object_ref(A.ThatPhrase(c.noun), scope, pre)
            return E.ExileNamedCards(named, player)
        case A.ExchangeControlClause():
            from .lower import objects_ref
            return E.ExchangeControl(objects_ref(c.objects, scope, pre))
    raise UnsupportedPhrase(type(c).__name__)


def _your_choice_filters(node, in_target: bool = False):
    """(filter, whether inside a target phrase) for each "of the creature type of your choice"."""
    import dataclasses
    if isinstance(node, ObjectFilter):
        if node.chosen_subtype and node.chosen_wording == "your choice":
            yield node, in_target
        return
    if isinstance(node, (tuple, list)):
        for item in node:
            yield from _your_choice_filters(item, in_target)
    elif dataclasses.is_dataclass(node) and not isinstance(node, type):
        inner = in_target or isinstance(node, A.TargetPhrase)
        for f in dataclasses.fields(node):
            yield from _your_choice_filters(getattr(node, f.name), inner)


def type_choice_first(clause) -> list:
    """"Destroy all creatures of the creature type of your choice": the type is chosen as the
    effect happens, before the creatures are found (CR 608.2d-like choice kept on the source,
    as "Choose a creature type." does); a target must be chosen before that (CR 601.2c), so a
    target of a type chosen later isn't supported."""
    found = list(_your_choice_filters(clause))
    if not found:
        return []
    if any(in_target for _, in_target in found):
        raise UnsupportedPhrase("a target of the creature type of your choice")
    return [E.ChooseValue("creature_type")]

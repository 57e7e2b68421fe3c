"""Parse tree -> AST for grammar/zone_permissions.lark (CR 601.3, 305.1), mixed into ToAst."""
from __future__ import annotations

import dataclasses

from lark import v_args

from ....runtime.characteristics import Zone
from ....runtime.filters import Controller
from .. import nodes as A
from .common import UnsupportedPhrase, _cond, _fixed, _plain, _span


class ZonePermissionsMixin:
    """"You may cast ~ from your graveyard [as long as ...]", "You may play cards exiled with ~"."""

    @v_args(meta=True)
    def st_cast_self_from(self, meta, items):
        return _self_from(meta, items)

    @v_args(meta=True)
    def st_cast_self_from_while(self, meta, items):
        return _self_from(meta, items, items[2])

    @v_args(meta=True)
    def st_cast_self_from_if(self, meta, items):
        return _self_from(meta, items, items[2], said_if=True)

    @v_args(meta=True)
    def st_cast_from_graveyard_each_turn(self, meta, items):
        """"During each of your turns, you may cast a Zombie creature card from your graveyard."
        (CR 601.3): one card of your graveyard each of your turns."""
        count, filt = items[1], _plain(items[2])
        if _fixed(count) != 1 or not filt.card or filt.zone is not Zone.GRAVEYARD \
                or filt.controller is not Controller.YOU:
            raise UnsupportedPhrase("casting cards from elsewhere than your graveyard each turn")
        return A.StaticLine("play_from_elsewhere", filt, span=_span(meta))

    @v_args(meta=True)
    def st_play_exiled_with(self, meta, items):
        return _exiled_with(meta, items, play=True)

    @v_args(meta=True)
    def st_cast_exiled_with(self, meta, items):
        return _exiled_with(meta, items, play=False)


def _self_from(meta, items, condition=None, said_if=False) -> A.StaticLine:
    """The card's own permission (CR 113.6f, 601.3): from its owner's graveyard, or exile too."""
    zones = (Zone.GRAVEYARD, Zone.EXILE) if "exile" in str(items[1]) else (Zone.GRAVEYARD,)
    return A.StaticLine("play_from_elsewhere", A.SelfPhrase(), from_zones=zones, span=_span(meta),
                        condition=None if condition is None else _cond(condition), said_if=said_if)


def _exiled_with(meta, items, play: bool) -> A.StaticLine:
    """The cards the linked exile ability exiled that the filter names (CR 607.2a)."""
    filt = _plain(items[0])
    if not filt.card or filt.zone is not Zone.BATTLEFIELD or filt.controller is not Controller.ANY:
        raise UnsupportedPhrase("zone or player words on the cards exiled with ~")
    return A.StaticLine("play_from_elsewhere", dataclasses.replace(filt, zone=Zone.EXILE), plural=True,
                        play=play, span=_span(meta))

"""Meld (CR 701.42 in the current rules, 701.37 in the 2022 text) and melded permanents (CR
712.4, 712.8g; 713 in the 2022 text): two cards of one meld pair, exiled, put onto the
battlefield with their back faces up and combined, as one permanent represented by both cards.

Its characteristics are the melded face's (the meld cards' `melded_face`, joined from the data by
compiler/source/faces.py), its mana value the sum of the two front faces' (engine/query.mana_value),
and when it leaves the battlefield the two cards go to the zone (engine/zones.move). The engine
melds two exiled cards (`meld`); the `Meld` instruction is the line of one card of each pair, "if
you both own and control ~ and a creature named <its partner>, exile them, then meld them into
<the melded face>" (grammar/meld.lark)."""
from __future__ import annotations

from ..characteristics import Zone
from ..effects import Meld
from ..engine.game_conditions import meld_pair_owned
from ..engine.objects import GameObject
from ..engine.registry import register_instructions
from ..engine.zones import enter_battlefield, move, remove_from_zone


def meld_pair(a: GameObject, b: GameObject) -> bool:
    """CR 701.42c (713.1a in the 2022 text): two different cards whose melded face is the same
    face; nothing else can meld."""
    face_a, face_b = a.definition.melded_face, b.definition.melded_face
    return a.id != b.id and face_a is not None and face_a == face_b and not (a.is_token or b.is_token) \
        and a.definition.name != b.definition.name


def meld(game, first: int, second: int) -> GameObject | None:
    """CR 701.42a-c: the two exiled cards of a meld pair put onto the battlefield as one melded
    permanent under their owner's control (both have that owner: 'you both own and control');
    if either isn't an exiled card of the pair, or their owners differ, nothing is melded and
    they stay in exile (701.42c; 701.37b in the 2022 text). Returns the melded permanent."""
    state = game.state
    a, b = state.live(first), state.live(second)
    if a is None or b is None or a.zone is not Zone.EXILE or b.zone is not Zone.EXILE \
            or a.owner != b.owner or not meld_pair(a, b):
        return None
    for card in (a, b):
        remove_from_zone(game, card)
    melded = enter_battlefield(game, a.definition.melded_face, a.owner, a.owner)
    melded.melded_from = (a.definition, b.definition)
    a.moved_to = b.moved_to = melded.id
    return melded


def _meld(game, ctx, e: Meld) -> None:
    """CR 701.42a: "exile them, then meld them into <melded face>": the source and the creature
    named its meld partner that its controller owns and controls (the condition before it, read
    again as the ability resolves, CR 608.2c) are exiled; then the two exiled cards meld, if they
    can (701.42c: otherwise they stay in exile). With more than one such creature, the first is
    exiled (a choice the rules leave to the controller; the engine doesn't ask yet)."""
    source = game.state.live(ctx.source_id) if ctx.source_id is not None else None
    partners = meld_pair_owned(game.state, source, ctx.controller) if source is not None else []
    if not partners:
        return
    exiled = [move(game, oid, Zone.EXILE) for oid in (source.id, partners[0])]
    if all(o is not None for o in exiled):
        meld(game, exiled[0].id, exiled[1].id)


register_instructions({Meld: _meld})

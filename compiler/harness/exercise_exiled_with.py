"""The exercise's cards exiled with the source before an ability that reads them runs: "you may
play the exiled card ..." (hideaway's face-down card), "you may cast a card exiled with ~ ..." (a
face-up card its filter names) and "put a creature card exiled with ~ onto the battlefield" (two
to choose from), so the play, cast or move is seen (CR 607.2a)."""
from __future__ import annotations

from dataclasses import replace

from ...runtime.characteristics import Zone
from ...runtime.effects import Conditional, PlayExiledFree, ReturnExiledWith
from ...runtime.engine.query import matches
from ...runtime.game import Game
from .exercise_surroundings import BEAR, GROWTH, INSIGHT, ME, fitting_definition


def exile_with_source(game: Game, effects, src: int) -> None:
    """A card exiled with the source `src` first if an instruction of `effects` plays or casts
    the cards its linked exile ability exiled (CR 607.2a)."""
    inner = [x for e in effects for x in ((e,) + tuple(getattr(e, "effects", ())) if isinstance(e, Conditional)
                                          else (e,))]
    chosen = [e for e in inner if isinstance(e, ReturnExiledWith) and e.one]
    if chosen:          # "put a creature card exiled with ~ onto the battlefield": two to choose from
        for _ in range(2):
            card = game.add_card(ME, fitting_definition(replace(chosen[0].filter, zone=Zone.BATTLEFIELD)), Zone.EXILE)
            game.state.objects[src].exiled_with += (card,)
    played = [e for e in inner if isinstance(e, PlayExiledFree)]
    if not played:
        return
    if played[0].cast_only:
        _exile_a_castable_card(game, played[0], src)
    else:
        _hide_a_card(game, src)


def _hide_a_card(game: Game, src: int) -> None:
    """"You may play the exiled card ...": a card its source's hideaway exiled face down first
    (CR 702.75a, 607.2a), the ability's controller allowed to look at it."""
    from ...runtime.engine.actions import FACE_DOWN_CARD
    card = game.state.objects[game.add_card(ME, BEAR, Zone.EXILE)]
    card.face_up, card.definition, card.may_be_looked_at_by = card.definition, FACE_DOWN_CARD, (ME,)
    game.state.objects[src].exiled_with += (card.id,)


def _exile_a_castable_card(game: Game, effect: PlayExiledFree, src: int) -> None:
    """"You may cast a card exiled with ~ ...": a face-up card its filter names exiled with the
    source first, the first of the exercise's instant, sorcery and creature cards that fits."""
    for definition in (INSIGHT, GROWTH, BEAR):
        card = game.state.objects[game.add_card(ME, definition, Zone.EXILE)]
        if effect.filter is None or matches(game.state, effect.filter, card, ME, src):
            game.state.objects[src].exiled_with += (card.id,)
            return

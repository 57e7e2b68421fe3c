"""The executability check's play of a companion (CR 702.139): the card set outside the game,
revealed if the starting deck (no library, the cards in hand) fulfils its condition (refused
otherwise), then put into its
owner's hand for {3} (CR 116.2g): each step observed."""
from __future__ import annotations

from ...runtime.characteristics import ManaType, Step, Zone
from ...runtime.errors import IllegalAction
from ...runtime.mechanics.companions import deck_meets, put_companion_into_hand, reveal_companion
from .exercise_surroundings import ME, Problem


def observe_companion(game, definition, companion) -> None:
    game.set_library(ME, [])
    card = game.add_card(ME, definition, Zone.OUTSIDE)
    player = game.state.players[ME]
    deck = [game.state.objects[i].definition for i in player.hand]
    if not deck_meets(companion, deck):
        try:
            reveal_companion(game, ME, card)
        except IllegalAction:
            return                                  # refused, as its condition asks for cards
        raise Problem(f"{definition.name} was revealed though the deck fails its condition")
    reveal_companion(game, ME, card)
    game.set_step(Step.MAIN1, ME)
    game.add_mana(ME, [ManaType.COLORLESS] * 3)
    put_companion_into_hand(game, ME)
    if not any(game.state.objects[i].definition.name == definition.name for i in player.hand) \
            or player.companion_to_hand is not True:
        raise Problem(f"{definition.name} wasn't put into its owner's hand by the companion special action")

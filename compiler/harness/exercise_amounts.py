"""Set-ups so the amounts an ability works out are not 0 (exercise.py).

The effect verification refuses an instruction whose computed amount came out 0 ("draw a card
for each Bird on the battlefield" with no Bird draws 0 cards, which shows nothing of what it
scales: verification.zero_amount). So before an ability is exercised, what its amounts count is
put where they count it: an object fitting "each <filter>" (read as the effect happens, CR
608.2h), from each player's side for "... he or she controls" (the counters "for each <kind>
counter on ~" reads are put on the card as it is placed: exercise_surroundings.counters_counted).
Nothing is made when the count is already above 0; a description the surroundings can't fit is
left as it is (its instruction stays not verified, with the reason).
"""
from __future__ import annotations

import dataclasses
from dataclasses import replace

from ...runtime.characteristics import CardType, Color, Zone
from ...runtime.engine.mana_value import devotion, mana_value
from ...runtime.object_filters import ObjectFilter
from ...runtime.engine.query import candidates
from ...runtime.effects import ChooseAtRandom, LookAtTop
from ...runtime.filters import (AffectedRef, Controller, ControlledBy, CountOf, Devotion, EachRef, ManaValueOf, PlayerRef,
                                PlayersCount)
from .exercise_surroundings import (ME, OPP, Problem, _into_combat, _make_fitting, _owner_for, fitting_definition,
                                    parts_of)


def objects_counted(game, abilities, name: str = "Exercise Fit") -> None:
    """"for each Bird on the battlefield", "the number of creature cards in your graveyard",
    "for each other attacking Ally", "for each tapped creature target opponent controls", "for
    each artifact he or she controls": one object of the kind where none is (`name`: the card's,
    for "a card named ~", CR 201.4); "your devotion to black": a black permanent of yours."""
    for amount in parts_of(abilities, CountOf):
        if isinstance(amount.ref, EachRef):
            _one_fitting(game, amount.ref.filter, (ME,), name)
        elif isinstance(amount.ref, ControlledBy) and amount.ref.player is not PlayerRef.YOU:
            _one_fitting(game, replace(amount.ref.filter, controller=Controller.OPPONENT), (ME,), name)
    labels = {a.ref.label for a in parts_of(abilities, CountOf) if isinstance(a.ref, AffectedRef)}
    for step in parts_of(abilities, object):      # "for each card revealed this way", "... destroyed this way"
        if getattr(step, "label", None) in labels and dataclasses.is_dataclass(step):
            if type(step).__name__ == "ChooseFromHand":
                _one_fitting(game, replace(step.filter, zone=Zone.HAND), (ME,), name)
            elif isinstance(getattr(step, "objects", None), EachRef):
                _one_fitting(game, step.objects.filter, (ME,), name)
    for amount in parts_of(abilities, PlayersCount):     # read from each player's side (CR 109.5)
        _one_fitting(game, amount.filter, (ME, OPP), name)
    random_picks_valued(game, abilities)
    revealed_tops_valued(game, abilities)
    for amount in parts_of(abilities, Devotion):         # "your devotion to black" (CR 700.5)
        if not devotion(game.state, ME, amount.colors):
            _make_fitting(game, ObjectFilter(types=(CardType.ENCHANTMENT,), colors=(Color(amount.colors[0].value),),
                                             controller=Controller.YOU), -1)


def _one_fitting(game, f, players, name: str) -> None:
    if f.combat not in (None, "attacking", "blocking") or f.attached_to_source or f.spell or f.zone not in (
            Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.HAND, Zone.EXILE, Zone.LIBRARY):
        return                          # known only on the source, or on the stack
    for p in players:
        if candidates(game.state, f, p, None):
            continue
        made = replace(f, other=False, controller=Controller.OPPONENT if p == OPP and f.controller is Controller.YOU
                       else f.controller)
        try:
            if f.zone is not Zone.BATTLEFIELD:
                game.add_card(_owner_for(made), fitting_definition(made, name=name if f.named_source else
                                                                   "Exercise Fit"), f.zone)
                continue
            oid = _make_fitting(game, replace(made, combat=None), -1)
            if f.combat is not None:    # "attacking creatures": in combat as the set-up puts them
                _into_combat(game, oid, f.combat)
        except (Problem, KeyError, StopIteration):
            return                      # the surroundings can't fit it: the amount stays 0


def random_picks_valued(game, abilities) -> None:
    """"Target opponent reveals a card at random from his or her hand. You gain life equal to
    that card's mana value" (CR 701.20): the card is picked at random, so each hand holds only
    cards with a mana value above 0 (its lands and {0} cards go to the bottom of the library),
    whichever the pick, the amount shows what it scales."""
    labels = {a.ref.label for a in parts_of(abilities, ManaValueOf) if isinstance(a.ref, AffectedRef)}
    if not any(step.label in labels and step.filter.zone is Zone.HAND for step in parts_of(abilities, ChooseAtRandom)):
        return
    from ...runtime.engine.zones import move
    for p in (ME, OPP):
        for oid in list(game.state.players[p].hand):
            if mana_value(game.state.objects[oid]) == 0:
                move(game, oid, Zone.LIBRARY, to_bottom=True)


def revealed_tops_valued(game, abilities) -> None:
    """"Scry 3, then reveal the top card of your library. You gain life equal to that card's mana
    value" (CR 701.18, 701.16): whichever cards the scry puts on the bottom, the card then on top
    has a mana value above 0: each library's cards of mana value 0 (its lands) go to the bottom,
    the others keep their order."""
    labels = {a.ref.label for a in parts_of(abilities, ManaValueOf) if isinstance(a.ref, AffectedRef)}
    if not any(step.label in labels for step in parts_of(abilities, LookAtTop)):
        return
    for p in (ME, OPP):
        library = game.state.players[p].library
        valued = [oid for oid in library if mana_value(game.state.objects[oid])]
        library[:] = valued + [oid for oid in library if oid not in valued]

"""Exercising plot, warp, harmonize and impending (runtime/mechanics/later_casting.py) for the
executability check: each is played the way its rule uses it, and what it must change is checked
(exiled and cast on a later turn; exiled at the end step and castable again; cast from the
graveyard and exiled; entering as a non-creature with time counters that come off)."""
from __future__ import annotations

from ...runtime.abilities import CardDefinition, KeywordAbility
from ...runtime.characteristics import CardType, Step, Zone
from ...runtime.engine.query import is_type
from ...runtime.mechanics.later_casting import FORETELL_COST, foretell, plot

from .exercise_surroundings import (expect_refused, ME, Problem, _colored_mana_for, _resolve, _top_up,
                                    prepare_spell_targets)

LATER_CASTING = frozenset({"plot", "warp", "harmonize", "impending", "foretell"})


def exercise_later_casting(game, definition: CardDefinition, k: KeywordAbility) -> None:
    name = k.name.lower()
    {"plot": _plot, "warp": _warp, "harmonize": _harmonize, "impending": _impending,
     "foretell": _foretell}[name](game, definition, k)


def _cast(game, definition: CardDefinition, zone: Zone, k: KeywordAbility) -> int:
    """The card put in `zone`, its targets ready, cast for its keyword's cost (`alt`)."""
    oid = game.add_card(ME, definition, zone)
    prepare_spell_targets(game, definition, oid)
    _top_up(game)
    _colored_mana_for(game, (definition.mana_cost, k.cost))
    return game.cast(ME, oid, alt=k.name.lower())


def _named(game, zone: Zone, name: str) -> list[int]:
    return [i for i in sorted(game.state.zone_list(zone, ME if zone is not Zone.BATTLEFIELD else None))
            if game.state.objects[i].name == name]


def _later_turn(game) -> None:
    """ME's main phase two turns on (a later turn, CR 702.170d, 702.185a)."""
    game.set_step(Step.MAIN1, ME, turn=game.state.turn + 2)


def _plot(game, definition: CardDefinition, k: KeywordAbility) -> None:
    """CR 702.170a, d: plotted from the hand, cast from exile for free on a later turn."""
    oid = game.add_card(ME, definition)
    _top_up(game)
    _colored_mana_for(game, (k.cost,))
    with game.transaction():
        plot(game, ME, oid)
    plotted = _named(game, Zone.EXILE, definition.name)
    if not plotted or game.state.objects[plotted[0]].plotted_turn is None:
        raise Problem("the card wasn't exiled as a plotted card")
    _later_turn(game)
    prepare_spell_targets(game, definition, plotted[0])
    game.state.players[ME].pool.clear()              # cast without paying its mana cost
    game.cast(ME, plotted[0], alt="plot")
    _resolve(game)
    if not any(e.kind == "cast" and "(plot)" in e.text for e in game.log.entries):
        raise Problem("the plotted card wasn't cast from exile")


def _foretell(game, definition: CardDefinition, k: KeywordAbility) -> None:
    """CR 702.143a: foretold from the hand for {2}, cast from exile for its foretell cost on a
    later turn (and not on the turn it was foretold)."""
    oid = game.add_card(ME, definition)
    _top_up(game)
    _colored_mana_for(game, (FORETELL_COST,))
    with game.transaction():
        foretell(game, ME, oid)
    # face down (CR 406.3a): its owner may look at it (CR 702.143a), its opponent may not
    foretold = [i for i in game.state.players[ME].exile if game.seen_by(ME, i) == definition.name]
    if not foretold or game.state.objects[foretold[0]].foretold_turn is None:
        raise Problem("the card wasn't exiled as a foretold card")
    if game.seen_by(1 - ME, foretold[0]) == definition.name:
        raise Problem("the foretold card is not face down to its owner's opponent")
    prepare_spell_targets(game, definition, foretold[0])
    _colored_mana_for(game, (k.cost,))
    expect_refused(lambda: game.cast(ME, foretold[0], alt="foretell"),
                   "the foretold card was cast on the turn it was foretold")
    _later_turn(game)
    _top_up(game)
    _colored_mana_for(game, (k.cost,))
    game.cast(ME, foretold[0], alt="foretell")
    _resolve(game)
    if not any(e.kind == "cast" and "(foretell)" in e.text for e in game.log.entries):
        raise Problem("the foretold card wasn't cast from exile")


def _warp(game, definition: CardDefinition, k: KeywordAbility) -> None:
    """CR 702.185a: cast for its warp cost, exiled at the next end step, castable later."""
    _cast(game, definition, Zone.HAND, k)
    _resolve(game)
    if not _named(game, Zone.BATTLEFIELD, definition.name):
        raise Problem("the warped permanent didn't enter")
    game.set_step(Step.MAIN2, ME)
    game.advance_to(Step.END)
    _resolve(game)
    exiled = [i for i in _named(game, Zone.EXILE, definition.name) if game.state.objects[i].warped]
    if not exiled:
        raise Problem("the warped permanent wasn't exiled at the end step")
    _later_turn(game)
    if exiled[0] not in game.state.playable_elsewhere(ME):
        raise Problem("the warped card can't be cast from exile on a later turn")


def _harmonize(game, definition: CardDefinition, k: KeywordAbility) -> None:
    """CR 702.180a: cast from the graveyard for its harmonize cost, then exiled."""
    _cast(game, definition, Zone.GRAVEYARD, k)
    _resolve(game)
    if not any(e.kind == "cast" and "(harmonize)" in e.text for e in game.log.entries):
        raise Problem("it wasn't cast for its harmonize cost")
    if not _named(game, Zone.EXILE, definition.name) or _named(game, Zone.GRAVEYARD, definition.name):
        raise Problem("the harmonized spell wasn't exiled")


def _impending(game, definition: CardDefinition, k: KeywordAbility) -> None:
    """CR 702.176a: enters with N time counters, not a creature; one comes off at your end step."""
    _cast(game, definition, Zone.HAND, k)
    _resolve(game)
    mine = _named(game, Zone.BATTLEFIELD, definition.name)
    if not mine:
        raise Problem("the impending permanent didn't enter")
    o = game.state.objects[mine[0]]
    if o.counters.get("time", 0) != (k.number or 0) or (k.number and is_type(o, CardType.CREATURE, game.state)):
        raise Problem("it didn't enter with its time counters as a non-creature")
    game.set_step(Step.MAIN2, ME)
    game.advance_to(Step.END)
    _resolve(game)
    if k.number and o.counters.get("time", 0) != k.number - 1:
        raise Problem("no time counter was removed at the end step")

"""Sectors of the battlefield (space sculptor, CR 702.158 in the current rules: Unfinity, 2022; the
2022 rules text in ../shared/reference predates it).

- Space sculptor (CR 702.158a) is a static ability whose meaning is a state-based action: while a
  permanent with space sculptor is on the battlefield, each creature without a sector designation
  gets one (CR 704.5u, 702.158c). The players who control none of the permanents with space
  sculptor choose first, for each creature of theirs; then the others ("Opponents assign first").
  Each creature's own controller chooses, as the rules say, not the space sculptor's controller.
- A sector designation is alpha, beta or gamma (CR 702.158b), kept by the permanent (a
  designation, not a copiable value, CR 707.2) until no player controls a permanent with space
  sculptor or an ability whose source has it: then every permanent loses its designation. A
  permanent that leaves the battlefield is a new object without one (CR 400.7).
- "The sector of your choice" (CR 702.158d) is chosen as the effect happens (the `ChooseValue`
  instruction of kind "sector", kept on the source) and read by `ObjectFilter.in_chosen_sector`;
  two permanents are in the same sector if they have the same designation (CR 702.158e).
"""
from __future__ import annotations

from operator import attrgetter

from ..characteristics import CardType, Zone
from ..effects import BlockedOnlyWithinSectorsThisTurn
from ..engine.decider import ChoiceKind
from ..engine.evaluation import objects
from ..engine.keyword_presence import could_have_keyword
from ..engine.printed import printed
from ..engine.query import has_keyword, is_creature
from ..engine.registry import HOOKS, register_instructions
from ..filters import ObjectFilter

SPACE_SCULPTOR = "space sculptor"
_SECTOR = attrgetter("sector")
SECTORS = ("alpha", "beta", "gamma")        # CR 702.158b


def sector_options() -> list[tuple[str, str]]:
    """The three designations as a choice's options (CR 702.158b, 702.158d)."""
    return [(s, f"{s} sector") for s in SECTORS]


def sculptor_controllers(state) -> set[int]:
    """The players who control a permanent with space sculptor (CR 704.5u)."""
    if not could_have_keyword(state, SPACE_SCULPTOR):
        return set()
    return {state.stored(i).controller for i in sorted(state.battlefield)
            if has_keyword(state, state.stored(i), SPACE_SCULPTOR)}


def _sculptor_ability_waiting(state) -> bool:
    """An ability on the stack whose source has space sculptor (its last known information for a
    source gone): the designations last while it does (CR 702.158b)."""
    for item in state.stack:
        source = item.source_lki or state.objects.get(item.source_id)
        if item.kind != "spell" and source is not None \
                and SPACE_SCULPTOR in printed(source.definition).keyword_names:
            return True
    return False


@HOOKS.sectors.register
def assign_sectors(game) -> bool:
    """CR 704.5u, 702.158c: each creature without a sector gets one, its controller choosing, the
    players without a permanent with space sculptor first (APNAP order within each group);
    CR 702.158b: with no space sculptor left, the designations end. True if any changed."""
    state = game.state
    sculptors = sculptor_controllers(state)
    if not sculptors:
        return False if _sculptor_ability_waiting(state) else _clear_sectors(game)
    unassigned = [i for i in sorted(state.battlefield)
                  if state.stored(i).sector is None and is_creature(state.stored(i), state)]
    if not unassigned:
        return False
    order = [p for p in state.apnap() if p not in sculptors] + [p for p in state.apnap() if p in sculptors]
    for player in order:
        for oid in unassigned:
            o = state.objects[oid]
            if o.controller == player:
                _assign(game, o, player)
    return True


def _assign(game, o, player: int) -> None:
    o.sector = game.ask_one(ChoiceKind.CHOOSE, player, f"assign {o.name} to a sector", sector_options())
    game.record("sector", f"{game.pname(player)} assigns {o.name} to the {o.sector} sector (CR 704.5u)",
                object_id=o.id)


def _clear_sectors(game) -> bool:
    state = game.state
    designations = list(map(_SECTOR, state.permanents_as_stored()))
    if designations.count(None) == len(designations):
        return False                    # no permanent in a sector (the usual answer, asked in C)
    marked = [i for i in sorted(state.battlefield) if state.stored(i).sector is not None]
    for oid in marked:
        state.objects[oid].sector = None
    if marked:
        game.record("sector", "no permanent with space sculptor: the sector designations end (CR 702.158b)")
    return bool(marked)


def _blocked_only_within_sectors(game, ctx, e: BlockedOnlyWithinSectorsThisTurn) -> None:
    """CR 509.1b, 702.158e: each creature in a sector can't be blocked this turn by a creature
    outside it (a blocking restriction recorded on the creature, read by combat.static_block_problem
    and ended in the cleanup step, CR 514.2)."""
    state = game.state
    for oid in objects(game, ctx, e.objects):
        o = state.objects[oid]
        if o.zone is not Zone.BATTLEFIELD or o.sector is None:
            continue                        # in no sector: not one of "creatures in each sector"
        others = ObjectFilter(types=(CardType.CREATURE,), outside_sector=o.sector)
        o.unblockable_by.append((others, ctx.controller, ctx.source_id, True))
        game.record("restriction", f"{o.name} can be blocked this turn only by creatures in the {o.sector} "
                    "sector", object_id=o.id)


register_instructions({BlockedOnlyWithinSectorsThisTurn: _blocked_only_within_sectors})

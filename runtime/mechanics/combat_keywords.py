"""Combat keywords the engine asks about through its hooks: banding and "bands with other"
(attacking bands, blocked together, damage divided by the other side, CR 702.22), provoke's blocking requirement, infect's
damage as counters (CR 702.90b-c), toxic's poison counters (CR 702.164c), and the combat damage prowl and cipher remember."""
from __future__ import annotations

from typing import TYPE_CHECKING
from ..characteristics import Zone
from ..engine.decider import ChoiceKind
from ..engine.keyword_presence import could_have_keyword
from ..engine.registry import HOOKS

if TYPE_CHECKING:
    from ..engine.objects import GameObject


@HOOKS.infect_damage_object.register
def infect_damage_object(game: Game, source, o, n: int) -> bool:
    """CR 702.90c: damage from a source with infect to a creature is -1/-1 counters."""
    from ..engine.query import has_keyword
    if source is None or not has_keyword(game.state, source, "infect"):
        return False
    from ..engine.zones import put_counters
    put_counters(game, o, "-1/-1", n)
    return True


@HOOKS.infect_damage_player.register
def infect_damage_player(game: Game, source, player: int, n: int) -> bool:
    """CR 702.90b: damage from a source with infect to a player is poison counters."""
    from ..engine.query import has_keyword
    if source is None or not has_keyword(game.state, source, "infect"):
        return False
    from ..engine.zones import give_player_counters
    give_player_counters(game, player, "poison", n)
    return True


@HOOKS.combat_damage_to_player.register
def toxic_poison(game: Game, source, player: int, n: int) -> None:
    """CR 702.164c: combat damage dealt to a player by a creature with toxic also gives that
    player poison counters equal to the creature's total toxic value, the sum of the N of its
    toxic abilities (CR 702.164b). Toxic is a static ability (CR 702.164a), not a trigger: the
    counters come with the damage, and no player can respond in between."""
    total = total_toxic_value(game, source)
    if total > 0:
        from ..engine.zones import give_player_counters
        got = give_player_counters(game, player, "poison", total)
        game.record("toxic", f"{game.pname(player)} gets {got} poison counter(s) from "
                             f"{source.name}'s toxic (CR 702.164c)")


def total_toxic_value(game: Game, source) -> int:
    """CR 702.164b: the sum of all N values of the toxic abilities the creature has."""
    from ..abilities import KeywordAbility
    from ..engine.query import all_abilities
    return sum(a.number or 0 for a in all_abilities(game.state, source)
               if isinstance(a, KeywordAbility) and a.name.lower() == "toxic")


@HOOKS.block_requirement_problem.register
def block_requirement_problem(game: Game, blocks: dict) -> str | None:
    """CR 509.1c: a provoked creature that could block the provoking creature must (CR 702.39a)."""
    from ..engine.combat import block_problem
    state = game.state
    combat = state.combat
    if combat is None:
        return None
    for bid, aid in sorted(combat.must_block.items()):
        b = state.live(bid)
        if b is None or aid not in combat.attackers or b.zone is not Zone.BATTLEFIELD:
            continue
        chosen = blocks.get(bid)
        chosen = list(chosen) if isinstance(chosen, (list, tuple)) else ([] if chosen is None else [chosen])
        if aid not in chosen and block_problem(game, b, aid) is None:
            return (f"CR 509.1c, 702.39a: {b.name} must block {state.objects[aid].name} this combat "
                    "if able (provoke)")
    return None


@HOOKS.note_combat_damage.register
def note_combat_damage(game: Game, source) -> None:
    """Remember that a source dealt combat damage to a player this turn, with its controller,
    its creature types (prowl, CR 702.76a) and whether it was a commander (freerunning, CR 702.173a)."""
    state = game.state
    state.combat_damage_by = state.combat_damage_by + (
        (state.turn, source.controller, tuple(s.lower() for s in source.definition.subtypes), source.commander),)


@HOOKS.declare_bands.register
def declare_bands(game: Game, combat) -> None:
    """CR 702.22c: as attackers are declared, the attacking player may put attacking creatures
    with banding and up to one attacking creature without banding into a band, and attacking
    [quality] creatures with "bands with other [quality]" and any number of other attacking
    [quality] creatures into a band; all of a band attack the same player or planeswalker (CR
    702.22d)."""
    from ..engine.query import has_keyword
    state = game.state
    banded: set[int] = set()
    for oid in list(combat.attackers):
        if oid in banded or not has_keyword(state, state.objects[oid], "banding"):
            continue
        with_banding = [i for i in combat.attackers if i != oid and i not in banded and _same_attack(combat, oid, i)
                        and has_keyword(state, state.objects[i], "banding")]
        band = [oid] + (game.ask_objects(ChoiceKind.CHOOSE, state.active,
                                         f"banding: which attacking creatures with banding band with "
                                         f"{state.objects[oid].name}?", with_banding, 0, len(with_banding))
                        if with_banding else [])
        without = [i for i in combat.attackers if i not in band and i not in banded and _same_attack(combat, oid, i)
                   and not has_keyword(state, state.objects[i], "banding")]
        if without:
            band += game.ask_objects(ChoiceKind.CHOOSE, state.active, "banding: up to one attacking "
                                     "creature without banding joins the band", without, 0, 1)
        _declare_band(game, combat, band, banded)
    if not could_have_keyword(state, "bands with other"):
        return                                       # the usual case: no keyword work per attacker
    for oid in list(combat.attackers):
        if oid not in banded:
            _declare_band_with_other(game, combat, oid, banded)


def _same_attack(combat, a: int, b: int) -> bool:
    """CR 702.22d: the creatures of a band attack the same player or planeswalker."""
    return (combat.defender.get(a), combat.attacked_planeswalker.get(a)) == \
        (combat.defender.get(b), combat.attacked_planeswalker.get(b))


def _declare_band(game: Game, combat, band: list[int], banded: set[int]) -> None:
    if len(band) < 2:
        return
    banded.update(band)
    combat.bands.append(band)
    game.record("band", "attacking band: " + ", ".join(game.state.objects[i].name for i in band))


def _declare_band_with_other(game: Game, combat, oid: int, banded: set[int]) -> None:
    """CR 702.22c: an attacking [quality] creature with "bands with other [quality]" and any
    number of other attacking [quality] creatures (with the ability or not) may be a band."""
    state = game.state
    o = state.objects[oid]
    for quality in bands_with_other(state, o):
        if not _of_quality(state, quality, o):
            continue
        others = [i for i in combat.attackers if i != oid and i not in banded and _same_attack(combat, oid, i)
                  and _of_quality(state, quality, state.objects[i])]
        if not others:
            continue
        band = [oid] + game.ask_objects(ChoiceKind.CHOOSE, state.active, "bands with other: which attacking "
                                        f"creatures of its quality band with {o.name}?", others, 0, len(others))
        if len(band) > 1:
            _declare_band(game, combat, band, banded)
            return


def bands_with_other(state, o: GameObject) -> tuple:
    """The qualities of the "bands with other" abilities `o` has now (printed or granted): none
    once it lost them, or lost banding (CR 702.22b, engine/query.keywords)."""
    from ..abilities import KeywordAbility
    from ..engine.query import all_abilities, has_keyword
    if not has_keyword(state, o, "bands with other"):
        return ()
    return tuple(a.quality for a in all_abilities(state, o) if isinstance(a, KeywordAbility)
                 and a.name.lower() == "bands with other" and a.quality is not None)


def _of_quality(state, quality, o: GameObject) -> bool:
    from ..engine.query import matches
    return matches(state, quality, o, o.controller, o.id)


def _band_damage_rule(state, recipients: list) -> bool:
    """CR 702.22j-k: one of the creatures the damage goes to has banding, or one is a [quality]
    creature with "bands with other [quality]" and another is a [quality] creature."""
    from ..engine.query import has_keyword
    if any(has_keyword(state, r, "banding") for r in recipients):
        return True
    return could_have_keyword(state, "bands with other") and any(_of_quality(state, q, r) and any(x is not r and _of_quality(state, q, x) for x in recipients)
               for r in recipients for q in bands_with_other(state, r))


@HOOKS.band_blocked.register
def band_blocked(game: Game, combat) -> None:
    """CR 702.22h: if a creature in a band becomes blocked by a creature, each other creature in
    the band becomes blocked by that same creature."""
    state = game.state
    for band in combat.bands:
        members = [i for i in band if i in combat.attackers]       # CR 702.22f
        blockers = sorted({b for i in members for b in combat.blockers.get(i, [])})
        for aid in members:
            for bid in blockers:
                if bid in combat.blockers[aid]:
                    continue
                combat.blockers[aid].append(bid)
                combat.also_blocking.setdefault(bid, []).append(aid)
                if aid not in combat.blocked:
                    combat.blocked.append(aid)
                game.record("block", f"{state.objects[bid].name} blocks {state.objects[aid].name} "
                                     "(it is in a band, CR 702.22h)")


@HOOKS.banding_division.register
def banding_division(game: Game, source: GameObject, recipients: list, n: int,
                     chooser: int | None, assigned) -> list | None:
    """CR 702.22j-k: when a creature deals combat damage to creatures it's in combat with and one
    of them has banding, `chooser` (the other side's player) divides its damage as they choose
    among them (none of it to a player, even with trample). Returns the engine's shares of the
    damage, or None when banding doesn't apply."""
    from ..engine.damage_assignment import describe_division, divide_combat_damage
    if chooser is None or not recipients or not _band_damage_rule(game.state, recipients):
        return None
    shares = divide_combat_damage(game, source, recipients, n, chooser, assigned)
    game.record("banding", f"{game.pname(chooser)} divides {source.name}'s combat damage (banding, "
                           f"CR 702.22j-k): " + describe_division(game, source, shares))
    return shares

"""Conditions about the game (delirium, formidable, revolt, "unless ...") and about the object the
source is attached to (CR 301.5, 303.4), judged from the point of view of player `you` and the
ability's source. query.other_condition_holds asks here through HOOKS.game_condition."""
from __future__ import annotations

from ..characteristics import CardType, Zone
from ..filters import (AllOfConditions, AttachedMatches, BeenAttackedThisStep, CardTypesInGraveyard,
                      CitysBlessing, CompletedADungeon, MaxSpeed, NonlandPermanentLeftThisTurn, NotCondition, ObjectCount, PermanentLeftThisTurn,
                      SourceEnchanted, SourceInZone, OpponentControlsAtLeast, SpellsCastThisTurn, SpellsCastLastTurn, SpellWarpedThisTurn, TotalPower, DescendedThisTurn, NonlandPermanentsEntered, CrimeThisTurn,
                      PermanentEnteredThisTurn, CastSpellThisTurn)
from .attachments import is_aura
from .objects import MAX_SPEED
from .query import _COMPARE, candidates, is_creature, graveyard_card_types, matches, other_condition_holds, power, static_condition_holds
from .registry import HOOKS


def _other(state, cond, source, you: int) -> bool | None:
    return other_condition_holds(state, cond, source, you)


@HOOKS.game_condition.register
def game_condition_holds(state, cond, source, you: int) -> bool | None:
    """None if `cond` isn't one of these conditions."""
    if type(cond).__name__ == "ControlledAsCast":  # noted as the spell became cast (CR 601.2i)
        return cond.filter in source.controlled_as_cast
    if type(cond).__name__ == "ManaWasSpent":      # CR 601.2h: the mana paid for it
        return cond.mana in source.mana_spent
    if type(cond).__name__ == "PlayerHas":
        return player_has_holds(state, cond, _static_players(state, cond.player, you))
    if isinstance(cond, NotCondition):
        return not static_condition_holds(state, cond.condition, source)
    if isinstance(cond, SourceInZone):        # "as long as ~ is in your graveyard" (CR 113.6b)
        return source.zone is cond.zone
    if isinstance(cond, OpponentControlsAtLeast):     # each opponent counted on their own (CR 102.2)
        ids = candidates(state, cond.filter, you, source.id)
        return any(sum(1 for i in ids if state.objects[i].controller == p) >= cond.at_least
                   for p in range(len(state.players)) if p != you)
    if isinstance(cond, CardTypesInGraveyard):
        return graveyard_card_types(state, you) >= cond.at_least
    if isinstance(cond, TotalPower):
        total = sum(power(state, state.objects[i]) for i in candidates(state, cond.filter, you, source.id)
                    if state.objects[i].controller == you)
        return total >= cond.at_least
    if isinstance(cond, CompletedADungeon):        # CR 309.7
        return state.players[you].dungeons_completed > 0
    if isinstance(cond, PermanentLeftThisTurn):
        return you in state.left_battlefield_this_turn
    if isinstance(cond, NonlandPermanentLeftThisTurn):
        return state.nonland_left_this_turn
    if isinstance(cond, SpellWarpedThisTurn):
        return state.spell_warped_this_turn
    if isinstance(cond, SpellsCastThisTurn):
        return state.spells_cast_by.get(you, 0) >= cond.at_least
    if isinstance(cond, CastSpellThisTurn):          # CR 601.2: each spell as it was cast
        return any(p == you and matches(state, cond.spells, state.objects[oid], you, None, check_zone=False)
                   and not (cond.another and _became(state, oid, source.id))
                   for p, oid in state.spells_cast_record)
    if isinstance(cond, SpellsCastLastTurn):
        last = state.spells_cast_last_turn
        if cond.at_most is not None:
            return sum(last.values()) <= cond.at_most
        return any(n >= cond.at_least for n in last.values())
    if isinstance(cond, DescendedThisTurn):          # CR 700.11
        return you in state.descended_this_turn
    if isinstance(cond, CrimeThisTurn):              # CR 700.13
        return you in state.crime_this_turn
    if isinstance(cond, PermanentEnteredThisTurn):   # the object as it was, if it left (CR 400.7)
        return any(who == you and matches(state, cond.filter, state.objects[oid], you, source.id, check_zone=False)
                   for who, oid in state.entered_this_turn if oid in state.objects)
    if isinstance(cond, NonlandPermanentsEntered):   # celebration
        return dict(state.nonland_entered_this_turn).get(you, 0) >= cond.at_least
    if isinstance(cond, CitysBlessing):
        return state.players[you].city_blessing
    if isinstance(cond, MaxSpeed):                   # CR 702.178a, 702.179e
        return state.players[you].speed == MAX_SPEED
    if isinstance(cond, AllOfConditions):
        return all(static_condition_holds(state, c, source) if other is None else other
                   for c in cond.parts for other in (_other(state, c, source, you),))
    if isinstance(cond, SourceEnchanted):       # an Aura attached to it (CR 303.4)
        return any(state.objects[i].attached_to == source.id and is_aura(state.objects[i])
                   for i in state.battlefield)
    if type(cond).__name__ == "OwnAndControlMeldPair":
        return bool(meld_pair_owned(state, source, you))
    if isinstance(cond, BeenAttackedThisStep):
        combat = state.combat
        return combat is not None and any(combat.defender.get(a) == you for a in combat.attackers)
    return attached_condition_holds(state, cond, source, you)


def _static_players(state, ref, you: int) -> list[int] | None:
    """The players a condition names, seen from the source's controller outside a resolution;
    None if they are known only as an ability resolves ("that player": vm.players)."""
    from ..filters import PlayerRef
    alive = state.apnap()
    if ref is PlayerRef.YOU:
        return [you]
    if ref in (PlayerRef.EACH_OPPONENT, PlayerRef.EACH_OTHER_PLAYER):
        return [p for p in alive if p != you]
    if ref is PlayerRef.EACH_PLAYER:
        return alive
    return None


def player_has_holds(state, cond, who: list[int] | None) -> bool | None:
    """PlayerHas: one of the players `who` (or each, `every`) has that much life (CR 119), that
    many cards in hand (CR 402) or library (CR 401), poison counters or damage dealt to them this
    turn; None if `who` isn't known here."""
    if who is None:
        return None
    def amount(p: int) -> int:
        player = state.players[p]
        if cond.quantity == "poison":                # CR 122.1f
            return player.poison
        if cond.quantity == "library":               # CR 401
            return len(player.library)
        if cond.quantity == "damage":                # damage dealt to them this turn (CR 120)
            return player.damage_this_turn
        return player.life if cond.quantity == "life" else len(player.zone(Zone.HAND))
    held = (_COMPARE[cond.compare](amount(p), cond.value) for p in who)
    return all(held) if cond.every else any(held)


def attached_condition_holds(state, cond, source, you: int) -> bool | None:
    """Conditions about the objects the source is attached to or counts (AttachedMatches,
    ObjectCount); None if `cond` isn't one of them."""
    if isinstance(cond, AttachedMatches):
        hosts = candidates(state, cond.attached, you, source.id)
        return any(matches(state, cond.quality, state.objects[i], you, source.id) for i in hosts)
    if isinstance(cond, ObjectCount):
        return len(candidates(state, cond.filter, you, source.id)) >= cond.at_least
    return None


def meld_pair_owned(state, source, you: int) -> list[int]:
    """CR 701.42a: "if you both own and control ~ and a creature named <its meld partner>": the
    creatures of that name you own and control, if you own and control the source on the
    battlefield too; [] otherwise."""
    partner = source.definition.meld_partner
    if partner is None or source.zone is not Zone.BATTLEFIELD or source.owner != you or source.controller != you:
        return []
    return [i for i in state.battlefield
            if (o := state.objects[i]).id != source.id and o.owner == you and o.controller == you
            and o.name == partner and is_creature(o)]


def _became(state, oid: int | None, source_id: int) -> bool:
    """Whether object `oid` is `source_id` or became it by zone changes (a spell that resolved into
    the permanent, CR 400.7)."""
    for _ in range(8):
        if oid is None or oid == source_id:
            return oid == source_id
        o = state.objects.get(oid)
        oid = o.moved_to if o is not None else None
    return False


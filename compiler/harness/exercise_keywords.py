"""Exercising keyword mechanics for the executability check (exercise.py): triggered keywords
(runtime/mechanics/keyword_triggers.py), ways to cast and optional costs (casting.py), zone
abilities, bestow and totem armor; exercise_keyword_setups.py plays the rest.

Each keyword is played the way the rules use it, in the exercise surroundings, and the
observable outcome is checked: a triggered keyword must trigger and resolve, a way of casting
must cast the card, a combat keyword must change combat.
"""
from __future__ import annotations

from dataclasses import replace

from ...runtime.abilities import CardDefinition, KeywordAbility, SpellAbility
from ...runtime.costs import ManaCost
from ...runtime.characteristics import CardType, Step, Zone
from ...runtime.engine.query import power_toughness
from ...runtime.mechanics.keyword_triggers import (AttacksAlone, BlockedByWithout, DiesWithout, EchoUpkeep, EvolveEnters,
                                                   RampagePump, StormCopies, keyword_triggers)

from .exercise_conditions import _cast_card, additional_taps_ready
from .exercise_costs import CostWatch, exercise_cumulative_upkeep, keyword_more_costs, make_ready, spend_on_costs
from .exercise_events import _can_block, _exercise_triggered, mutate_onto
from .exercise_surroundings import (expect_refused, INSIGHT, ME, OGRE, OPP, Problem, _all_specs, _attack, _colored_mana_for,
                                    _ensure_targets, _fired, _is_permanent, _place_card, _resolve, _top_up,
                                    prepare_spell_targets)


def exercise_keyword(game, definition: CardDefinition, k: KeywordAbility) -> None:
    name = k.name.lower()
    from .exercise_later_casting import LATER_CASTING, exercise_later_casting
    if name in LATER_CASTING:          # plot, warp, harmonize, impending
        exercise_later_casting(game, definition, k)
        return
    if name == "offspring":
        _exercise_offspring(game, definition, k)
        return
    if name == "bargain":
        _exercise_bargain(game, definition)
        return
    if name.startswith("gift "):
        _exercise_gift(game, definition)
        return
    if name == "cumulative upkeep" and k.more_costs:     # "Cumulative upkeep—Pay 1 life" (CR 702.24a)
        exercise_cumulative_upkeep(game, definition, k)
        return
    triggers = keyword_triggers(k)
    if triggers:
        for t in triggers:
            _exercise_keyword_trigger(game, definition, t)
        return
    if name == "dredge":               # CR 702.52a: a draw replaced by milling N
        from ...runtime.engine.zones import draw
        state = game.state
        game.add_card(ME, definition, Zone.GRAVEYARD)
        library = len(state.players[ME].library)
        with game.transaction():
            draw(game, ME)
        if definition.name not in game.zone(ME, Zone.HAND) or \
                len(state.players[ME].library) != library - (k.number or 0):
            raise Problem("the draw wasn't replaced by dredging")
        return
    if name == "rebound":              # CR 702.88a: exiled, cast again at the next upkeep
        _cast(game, definition)
        _resolve(game)
        if definition.name not in game.zone(ME, Zone.EXILE):
            raise Problem("the rebound spell wasn't exiled as it resolved")
        _through_next_upkeep(game, definition)
        if not any(e.kind == "cast" and definition.name in e.text and "(free)" in e.text
                   for e in game.log.entries):
            raise Problem("the rebound card wasn't cast from exile")
        if definition.name not in game.zone(ME, Zone.GRAVEYARD):
            raise Problem("the rebound card didn't go to the graveyard the second time")
        return
    if name == "entwine":              # CR 702.42a: every mode chosen, entwine cost added
        from ...runtime.effects import ChooseModes
        ability = next((a for a in definition.abilities if isinstance(a, SpellAbility)), None)
        modal = next((e for e in (ability.effects if ability else ()) if isinstance(e, ChooseModes)), None)
        if modal is None:
            raise Problem("entwine on a spell that isn't modal")
        _ensure_targets(game, [t for m in modal.modes for t in m.targets], -1)
        _cast(game, definition)
        item = game.state.stack[-1]
        if not any(e.kind == "entwine" for e in game.log.entries) or len(item.modes or ()) != len(modal.modes):
            raise Problem("the spell wasn't entwined")
        _resolve(game)
        return
    if name == "emerge":               # CR 702.119a: sacrifice a creature, cost reduced by its MV
        before = len(game.zone(ME, Zone.GRAVEYARD))
        _cast(game, definition, Zone.HAND, "emerge")
        if len(game.zone(ME, Zone.GRAVEYARD)) != before + 1 or not any(
                e.kind == "emerge" for e in game.log.entries):
            raise Problem("no creature was sacrificed for emerge")
        _resolve(game)
        if not any(game.state.objects[i].name == definition.name for i in game.state.battlefield):
            raise Problem("the emerged creature didn't enter")
        return
    if name == "surge":                # CR 702.117a: after casting another spell this turn
        other = game.add_card(ME, INSIGHT)
        _top_up(game)
        game.cast(ME, other)
        _resolve(game)
        oid = _cast(game, definition, Zone.HAND, "surge")
        if not any(e.kind == "cast" and "(surge)" in e.text for e in game.log.entries):
            raise Problem("it wasn't cast for its surge cost")
        _resolve(game)
        return
    if name == "escape":               # CR 702.138a: from the graveyard, paying its other costs too
        _exercise_escape(game, definition, k)
        return
    if name in ("daybound", "nightbound"):   # CR 702.145, 726.2: a turn without spells, then one with two
        _exercise_day_and_night(game, definition, name)
        return
    if name in ("disturb", "more than meets the eye"):   # CR 702.146a, 702.162a: cast transformed
        _exercise_cast_transformed(game, definition, name)
        return
    if name == "prototype":            # CR 718.3: its second mana cost, color and size
        _exercise_prototype(game, definition, k)
        return
    if name == "epic":                 # CR 702.50a-b: no more spells; a copy at each upkeep
        _exercise_epic(game, definition)
        return
    if name == "cleave":               # CR 702.148a: its cost, its text without the bracketed words
        _exercise_cleave(game, definition, k)
        return
    if name == "assist":               # CR 702.132a: the opponent pays part of its generic mana
        _exercise_assist(game, definition)
        return
    if name == "spectacle":            # CR 702.137a: after an opponent lost life this turn
        _exercise_spectacle(game, definition)
        return
    if name == "mayhem":               # CR 702.187b: from the graveyard, the turn it was discarded
        _exercise_mayhem(game, definition)
        return
    if name in ("flashback", "madness", "dash", "evoke", "morph", "megamorph", "disguise", "blitz"):
        _exercise_alternative(game, definition, name)
        return
    if name in ("kicker", "buyback", "convoke", "delve", "improvise", "split second", "bloodthirst",
                "unleash", "riot"):
        if name == "bloodthirst":
            game.state.players[1].dealt_damage_this_turn = True
        oid = _cast(game, definition)
        spell = game.state.objects[oid]
        if name == "kicker" and not spell.kicked:
            raise Problem("the kicker cost wasn't paid")
        if name == "split second":
            other = game.add_card(0, INSIGHT)
            _top_up(game)
            expect_refused(lambda: game.cast(0, other),
                           "a spell was cast while a split second spell was on the stack")
        _resolve(game)
        if name == "buyback" and definition.name not in game.zone(0, Zone.HAND):
            raise Problem("the buyback spell didn't return to its owner's hand")
        if name == "bloodthirst" and not any(game.state.objects[i].counters.get("+1/+1")
                                             for i in game.state.battlefield
                                             if game.state.objects[i].name == definition.name):
            raise Problem("bloodthirst didn't put +1/+1 counters on it")
        return
    if name == "bestow":
        _exercise_bestow(game, definition)
        return
    if name == "mutate":               # CR 702.140, 730.2: cast onto the Bear, it merges with it
        state = game.state
        mutate_onto(game, next(i for i in sorted(state.battlefield) if state.objects[i].controller == ME
                               and state.objects[i].name == "Exercise Bear"), definition)
        return
    if name in ("totem armor", "umbra armor"):
        _exercise_totem_armor(game, definition)
        return
    if name in ("infect", "skulk", "toxic"):
        if not _is_permanent(definition):
            raise Problem(f"{name} on a card that isn't a permanent")
        src = _place_card(game, definition)
        o = game.state.objects[src]
        if power_toughness(game.state, o)[0] <= 0:
            o.counters["+1/+1"] = o.counters.get("+1/+1", 0) + 2
        _attack(game, src, {})
        game.advance_to(Step.END_OF_COMBAT)
        if name == "infect" and game.state.players[1].poison <= 0:
            raise Problem("infect damage didn't give poison counters")
        if name == "toxic" and game.state.players[1].poison < (k.number or 0):   # CR 702.164c
            raise Problem(f"combat damage by a creature with toxic {k.number} didn't give "
                          f"{k.number} poison counter(s)")
        return
    raise Problem(f"the exercise doesn't know keyword {k.name}")


def _cast(game, definition: CardDefinition, zone: Zone = Zone.HAND, alt: str | None = None) -> int:
    oid = game.add_card(ME, definition, zone)
    # the other costs of its flashback, kicker or buyback cost: what they take made ready, and
    # their payment observed (CR 702.34a, 702.33a, 702.27a, 601.2h)
    more = keyword_more_costs(definition, alt)
    make_ready(game, more, oid)
    taps = additional_taps_ready(game, definition, oid)
    if taps:                           # beside what make_ready made for the keyword's own costs
        spend_on_costs(game, taps + sorted(getattr(game.decider, "spend", ())))
    watch = CostWatch(game, more, oid)
    prepare_spell_targets(game, definition, oid)
    _top_up(game)
    _colored_mana_for(game, (definition.mana_cost,) + tuple(
        a.cost for a in definition.abilities if isinstance(a, KeywordAbility) and a.cost is not None
        and a.name.lower() == (alt or "")))
    cast = game.cast(ME, oid) if zone is Zone.HAND and alt is None else game.cast(ME, oid, alt=alt)
    unpaid = watch.unpaid()
    if unpaid is not None:
        raise Problem(f"the {alt or 'optional'} cost wasn't paid: {unpaid}")
    return cast


def _exercise_offspring(game, definition: CardDefinition, k: KeywordAbility) -> None:
    """CR 702.175a: cast paying the offspring cost; as it enters, a 1/1 token copy of it is made."""
    state = game.state
    oid = game.add_card(ME, definition, Zone.HAND)
    prepare_spell_targets(game, definition, oid)
    _top_up(game)
    _colored_mana_for(game, (definition.mana_cost, k.cost))
    spell = state.objects[game.cast(ME, oid)]
    if "offspring" not in spell.optional_costs_paid:
        raise Problem("the offspring cost wasn't paid")
    _resolve(game)
    # its base power and toughness: the copy's own enters abilities may pump it (CR 707.9b)
    if not any(state.objects[i].is_token and state.objects[i].name == definition.name
               and (state.objects[i].definition.power, state.objects[i].definition.toughness) == ("1", "1")
               for i in state.battlefield):
        raise Problem("no 1/1 token copy entered")


def _exercise_bargain(game, definition: CardDefinition) -> None:
    """CR 702.166a: cast with an artifact to sacrifice at hand: the spell is bargained and a
    permanent was sacrificed for it."""
    from ...runtime.filters import ObjectFilter
    from .exercise_surroundings import fitting_definition
    game.put_onto_battlefield(ME, fitting_definition(ObjectFilter(types=(CardType.ARTIFACT,)), name="Bargain Fodder"))
    spell = game.state.objects[_cast(game, definition)]
    if "bargain" not in spell.optional_costs_paid:
        raise Problem("the spell wasn't bargained")
    if not any(e.kind == "bargain" for e in game.log.entries):
        raise Problem("nothing was sacrificed to bargain")
    _resolve(game)


def _exercise_gift(game, definition: CardDefinition) -> None:
    """CR 702.174a: cast promising the gift to the opponent, who gets it (a card in hand, or a
    token: a Fish, a Food) as the spell resolves or as the permanent enters."""
    state = game.state
    opp = state.players[OPP]

    def gifts() -> int:
        return len(opp.hand) + sum(1 for i in state.battlefield if state.objects[i].controller == OPP
                                   and state.objects[i].is_token)
    before = gifts()
    spell = state.objects[_cast(game, definition)]
    if spell.gift_promised_to != OPP:
        raise Problem("no gift was promised")
    _resolve(game)
    if gifts() <= before:
        raise Problem("the opponent didn't get the gift")


def _exercise_alternative(game, definition: CardDefinition, name: str) -> None:
    state = game.state
    if name == "flashback":
        oid = _cast(game, definition, Zone.GRAVEYARD, "flashback")
        _resolve(game)
        if CardType.INSTANT in definition.types or CardType.SORCERY in definition.types:
            if not any(state.objects[i].name == definition.name for i in state.players[ME].exile):
                raise Problem("the flashback spell wasn't exiled")
        return
    if name == "madness":
        from ...runtime.mechanics.casting import discard
        oid = game.add_card(ME, definition)
        prepare_spell_targets(game, definition, oid)
        _top_up(game)
        start = len(game.log)
        with game.transaction():
            discard(game, oid)
        _resolve(game)
        if not any(e.kind == "cast" and "(madness)" in e.text for e in game.log.entries[start:]):
            raise Problem("the madness card wasn't cast")
        return
    if name in ("morph", "megamorph", "disguise"):
        oid = _cast(game, definition, Zone.HAND, name)
        _resolve(game)
        down = next((i for i in sorted(state.battlefield) if state.objects[i].face_up is not None), None)
        if down is None or power_toughness(state, state.objects[down]) != (2, 2):
            raise Problem("it didn't enter as a face-down 2/2")
        if name == "disguise" and "ward" not in game.keywords(down):
            raise Problem("the face-down disguised permanent has no ward {2} (CR 702.168a)")
        _top_up(game)
        k = next(a for a in definition.abilities if isinstance(a, KeywordAbility) and a.name.lower() == name)
        if not isinstance(k.cost, ManaCost):        # "Morph—Reveal a green card in your hand"
            make_ready(game, (k.cost,), down)
        game.turn_face_up(ME, down)
        if state.objects[down].name != definition.name:
            raise Problem("it wasn't turned face up")
        return
    oid = _cast(game, definition, Zone.HAND, name)
    _resolve(game)
    mine = [i for i in state.battlefield if state.objects[i].name == definition.name]
    if name == "evoke" and mine and _permanent(definition):
        raise Problem("the evoked permanent wasn't sacrificed")
    if name == "dash":
        if not mine or "haste" not in game.keywords(mine[0]):
            raise Problem("the dashed creature doesn't have haste")
        game.set_step(Step.MAIN2, ME)          # past combat: the exercise checks the return only
        game.advance_to(Step.END)
        _resolve(game)
        if definition.name not in game.zone(ME, Zone.HAND):
            raise Problem("the dashed creature didn't return to its owner's hand")
    if name == "blitz":
        _blitzed(game, definition, mine)


def _blitzed(game, definition: CardDefinition, mine: list) -> None:
    """CR 702.152a: the blitzed creature has haste; at the beginning of the next end step it is
    sacrificed, and as it dies its controller draws a card."""
    state = game.state
    if not mine or "haste" not in game.keywords(mine[0]):
        raise Problem("the blitzed creature doesn't have haste")
    hand = len(state.players[ME].hand)
    game.set_step(Step.MAIN2, ME)          # past combat: the exercise checks the sacrifice only
    game.advance_to(Step.END)
    _resolve(game)
    if any(state.objects[i].name == definition.name for i in state.battlefield):
        raise Problem("the blitzed creature wasn't sacrificed at the beginning of the end step")
    if len(state.players[ME].hand) <= hand:
        raise Problem("its controller didn't draw a card as the blitzed creature died")


def _exercise_day_and_night(game, definition: CardDefinition, name: str) -> None:
    """The permanent makes it day (CR 702.145d); a previous turn without spells makes it night and
    a daybound front face transforms (CR 726.2a, 702.145b); one with two spells makes it day and
    the nightbound back face transforms back (CR 726.2b, 702.145e). A back face's keyword is
    played on the card as printed, front face first (the exercise shows a back face with its
    front as its other face)."""
    from dataclasses import replace
    from ...runtime.engine.registry import HOOKS
    card = definition if name == "daybound" else replace(
        definition.back_face, back_face=replace(definition, back_face=None))
    if card.back_face is None:
        raise Problem(f"{name}: the card has no other face (CR 702.145a)")
    state = game.state
    oid = game.put_onto_battlefield(ME, card, as_effect=True)
    _resolve(game)
    if state.day_night != "day":
        raise Problem("a permanent with daybound didn't make it day (CR 702.145d)")
    for spells, face in ((0, card.back_face.name), (2, card.name)):
        state.last_turn_active, state.spells_cast_last_turn = ME, {ME: spells}
        with game.transaction():
            HOOKS.day_and_night(game, untap=True)
        if state.objects[oid].name != face:
            raise Problem(f"after a turn with {spells} spells it isn't {face} ({state.day_night})")


def _exercise_cast_transformed(game, definition: CardDefinition, name: str) -> None:
    """Cast transformed for the keyword's cost (disturb from the graveyard, CR 702.146a; more
    than meets the eye from the hand, 702.162a): the spell has its back face up (CR 712.7) and
    the permanent enters with it up (CR 702.146b)."""
    if definition.back_face is None:
        raise Problem(f"{name}: the card has no back face to cast transformed (CR 712.7)")
    zone = Zone.GRAVEYARD if name == "disturb" else Zone.HAND
    spell = _cast(game, definition, zone, name)
    if game.state.objects[spell].name != definition.back_face.name:
        raise Problem(f"it wasn't cast transformed for its {name} cost")
    _resolve(game)
    if not any(game.state.objects[i].name == definition.back_face.name for i in game.state.battlefield):
        raise Problem(f"it didn't enter with its back face up ({definition.back_face.name})")


def _exercise_prototype(game, definition: CardDefinition, k: KeywordAbility) -> None:
    """CR 718.3: cast prototyped, the spell and the permanent have the prototype's mana cost
    (its mana value) and power and toughness; the permanent put into its owner's hand is its
    card again (CR 718.4)."""
    from ...runtime.engine.query import mana_value, power_toughness
    from ...runtime.engine.zones import move
    spell = _cast(game, definition, Zone.HAND, "prototype")
    if mana_value(game.state.objects[spell]) != k.cost.mana_value:
        raise Problem("the spell cast prototyped hasn't its prototype's mana value")
    _resolve(game)
    mine = [i for i in game.state.battlefield if game.state.objects[i].name == definition.name]
    if not mine:
        raise Problem("the prototyped spell didn't become a permanent")
    o = game.state.objects[mine[0]]
    size = tuple(int(n) for n in (k.power, k.toughness))
    if power_toughness(game.state, o) != size and not o.counters:
        raise Problem(f"the prototyped permanent isn't {k.power}/{k.toughness}")
    move(game, o.id, Zone.HAND)
    card = game.state.live(game.state.players[ME].hand[-1])
    if card is None or card.definition.mana_cost != definition.mana_cost:
        raise Problem("put into the hand, it isn't its card again (CR 718.4)")


def _exercise_escape(game, definition: CardDefinition, k: KeywordAbility) -> None:
    """CR 702.138a: cast from its owner's graveyard for its escape cost; its other costs (the
    other cards exiled from that graveyard) are paid with the mana (CR 601.2h)."""
    from ...runtime.costs import ExileFromZone
    from .exercise_surroundings import fitting_definition
    state = game.state
    for more in k.more_costs:
        if isinstance(more, ExileFromZone) and not more.self_only:
            for _ in range(more.count):
                game.add_card(ME, fitting_definition(more.filter, name="Exercise Escape Fodder"), Zone.GRAVEYARD)
    exiled = len(state.players[ME].exile)
    _cast(game, definition, Zone.GRAVEYARD, "escape")
    if not any(e.kind == "cast" and "(escape)" in e.text for e in game.log.entries):
        raise Problem("it wasn't cast from the graveyard for its escape cost")
    if k.more_costs and len(state.players[ME].exile) <= exiled:
        raise Problem("escape's other costs weren't paid")
    _resolve(game)


def _exercise_epic(game, definition: CardDefinition) -> None:
    """CR 702.50a-b: once the epic spell resolved its controller can't cast spells, and at the
    beginning of their next upkeep a copy of it is put on the stack and resolves."""
    _cast(game, definition)
    _resolve(game)
    other = game.add_card(ME, INSIGHT)
    _top_up(game)
    expect_refused(lambda: game.cast(ME, other), "a spell was cast after an epic spell resolved")
    _through_next_upkeep(game, definition)
    if not any(e.kind == "copy" and definition.name in e.text for e in game.log.entries):
        raise Problem("no copy of the epic spell at the beginning of its controller's upkeep")


def _exercise_cleave(game, definition: CardDefinition, k: KeywordAbility) -> None:
    """CR 702.148a: cast for its cleave cost, with the targets its cleaved text asks for."""
    if k.cleaved is None:
        raise Problem("cleave without the cleaved text")
    oid = game.add_card(ME, definition)
    prepare_spell_targets(game, replace(definition, abilities=(k.cleaved,)), oid)
    _top_up(game)
    _colored_mana_for(game, (k.cost,))
    game.cast(ME, oid, alt="cleave")
    if not any(e.kind == "cast" and "(cleave)" in e.text for e in game.log.entries):
        raise Problem("it wasn't cast for its cleave cost")
    _resolve(game)


def _exercise_assist(game, definition: CardDefinition) -> None:
    """CR 702.132a: the opponent, with mana in their pool, pays some of the generic mana of the
    spell's total cost; the caster pays the rest."""
    from ...runtime.characteristics import ManaType
    from ...runtime.engine.objects import ManaUnit
    game.state.players[OPP].pool.extend(ManaUnit(ManaType.COLORLESS) for _ in range(2))
    _cast(game, definition)
    if not any(e.kind == "pay" and "(assist)" in e.text for e in game.log.entries):
        raise Problem("the opponent didn't help pay for the spell with assist")
    _resolve(game)


def _exercise_mayhem(game, definition: CardDefinition) -> None:
    """CR 702.187b: a card put into the graveyard otherwise can't be cast for its mayhem cost; one
    discarded this turn is, from its owner's graveyard."""
    from ...runtime.engine.registry import HOOKS
    expect_refused(lambda: _cast(game, definition, Zone.GRAVEYARD, "mayhem"),
                   "it was cast for its mayhem cost without being discarded this turn")
    state = game.state
    oid = game.add_card(ME, definition, Zone.HAND)
    HOOKS.discard(game, oid)
    discarded = state.objects[oid].moved_to
    if discarded is None or discarded not in state.players[ME].graveyard:
        raise Problem("the discarded card isn't in its owner's graveyard")
    prepare_spell_targets(game, definition, discarded)
    _top_up(game)
    _colored_mana_for(game, tuple(a.cost for a in definition.abilities
                                  if isinstance(a, KeywordAbility) and a.name == "mayhem"))
    game.cast(ME, discarded, alt="mayhem")
    if not any(e.kind == "cast" and "(mayhem)" in e.text for e in game.log.entries):
        raise Problem("it wasn't cast for its mayhem cost")
    _resolve(game)


def _exercise_spectacle(game, definition: CardDefinition) -> None:
    """CR 702.137a: the spectacle cost can't be paid before an opponent lost life this turn; once
    the opponent lost 1 life, the card is cast for it."""
    expect_refused(lambda: _cast(game, definition, Zone.HAND, "spectacle"),
                   "it was cast for its spectacle cost before an opponent lost life")
    game.state.players[OPP].lose_life(1)
    _cast(game, definition, Zone.HAND, "spectacle")
    if not any(e.kind == "cast" and "(spectacle)" in e.text for e in game.log.entries):
        raise Problem("it wasn't cast for its spectacle cost")
    _resolve(game)


def _exercise_bestow(game, definition: CardDefinition) -> None:
    """CR 702.103: cast bestowed onto a Bear, it enters attached as an Aura; when the Bear
    leaves, it stays on the battlefield as an enchantment creature (CR 702.103f)."""
    from ...runtime.engine.zones import move
    state = game.state
    bear = next(i for i in sorted(state.battlefield) if state.objects[i].controller == ME
                and state.objects[i].name == "Exercise Bear")
    oid = game.add_card(ME, definition)
    _top_up(game)
    game.cast(ME, oid, alt="bestow", targets=[[bear]])
    _resolve(game)
    aura = next((i for i in sorted(state.battlefield) if state.objects[i].name == definition.name), None)
    if aura is None or state.objects[aura].attached_to != bear or \
            CardType.CREATURE in state.objects[aura].definition.types:
        raise Problem("the bestowed card didn't enter as an Aura attached to its target")
    with game.transaction():
        move(game, bear, Zone.GRAVEYARD)
    game.check_state()
    o = state.objects[aura]
    if o.zone is not Zone.BATTLEFIELD or CardType.CREATURE not in o.definition.types or o.attached_to:
        raise Problem("the bestowed Aura didn't become an enchantment creature when unattached")


def _exercise_totem_armor(game, definition: CardDefinition) -> None:
    """CR 702.89a: the enchanted creature would be destroyed; the Aura is destroyed instead."""
    from ...runtime.effects import Destroy
    from ...runtime.engine.vm import Context, run
    state = game.state
    aura = _place_card(game, definition)
    bear = state.objects[aura].attached_to
    if bear is None:
        raise Problem("the Aura isn't attached to anything")
    state.objects[bear].damage = 1
    from ...runtime.filters import SelfRef as _Self
    with game.transaction():
        run(game, Context(ME, bear), (Destroy(_Self()),))      # "destroy target creature"
    if bear not in state.battlefield or state.objects[bear].damage:
        raise Problem("totem armor didn't save the enchanted creature")
    if aura in state.battlefield:
        raise Problem("the totem armor Aura wasn't destroyed instead")


def _permanent(d: CardDefinition) -> bool:
    return _is_permanent(d)


def _exercise_keyword_trigger(game, definition: CardDefinition, t) -> None:
    state = game.state
    event = t.event
    if any(isinstance(e, StormCopies) for e in t.effects):
        _cast_a_spell_first(game)
    if any(isinstance(e, RampagePump) for e in t.effects):
        _blocked_by_two(game, definition)
        return
    if not isinstance(event, (AttacksAlone, BlockedByWithout, EchoUpkeep, DiesWithout, EvolveEnters)):
        _exercise_triggered(game, definition, t, (event,))
        return
    if not _is_permanent(definition):
        raise Problem("a keyword trigger of a card that isn't a permanent")
    start = len(game.log)
    if isinstance(event, EchoUpkeep):
        _cast_card(game, definition)
        _resolve(game)
        src = next((i for i in sorted(state.battlefield) if state.objects[i].name == definition.name), None)
        if src is None:        # its own enters ability removed it: set it up as just come under control
            src = _place_card(game, definition)
            state.objects[src].echo_due = True
        game.set_step(Step.UNTAP, ME)
        game.advance_to(Step.UPKEEP, ME)
    else:
        src = _place_card(game, definition)
        o = state.objects[src]
        if power_toughness(state, o)[1] <= 0:
            o.counters["+1/+1"] = o.counters.get("+1/+1", 0) + 2
        if isinstance(event, AttacksAlone):     # "a creature you control attacks alone"
            attacker = src
            if CardType.CREATURE not in definition.types or "defender" in game.keywords(src):
                attacker = next(i for i in sorted(state.battlefield) if state.objects[i].controller == ME
                                and state.objects[i].name == "Exercise Bear")
            _attack(game, attacker)
        elif isinstance(event, BlockedByWithout):     # a blocker without the keyword that can block it (reach)
            bear = next(i for i in sorted(state.battlefield) if state.objects[i].controller == OPP
                        and state.objects[i].name == "Exercise Bear")
            state.objects[bear].definition = _can_block(state.objects[bear].definition)
            _attack(game, src, {bear: src})
        elif isinstance(event, DiesWithout):
            from ...runtime.engine.zones import move
            o.counters.pop(event.counter, None)
            with game.transaction():
                move(game, src, Zone.GRAVEYARD)
        elif isinstance(event, EvolveEnters):
            p, tough = power_toughness(state, o)
            with game.transaction():
                game.put_onto_battlefield(ME, replace(OGRE, power=str(p + 1), toughness=str(tough + 1)),
                                          as_effect=True)
    if not _fired(game, start, src):
        raise Problem(f"{type(event).__name__} happened but the keyword didn't trigger")
    _resolve(game)


def _cast_a_spell_first(game) -> None:
    """Storm copies a spell once for each spell cast before it this turn (CR 702.40a): one
    resolved instant first, so there is something to copy."""
    from ...runtime.filters import ObjectFilter
    from .exercise_surroundings import fitting_definition
    oid = game.add_card(ME, fitting_definition(ObjectFilter(types=(CardType.INSTANT,)), name="Exercise Spell"))
    _top_up(game)
    game.cast(ME, oid)
    _resolve(game)


def _blocked_by_two(game, definition: CardDefinition) -> None:
    """Rampage N: +N/+N for each creature blocking it beyond the first (CR 702.23a): it attacks
    and two walls block it."""
    state = game.state
    src = _place_card(game, definition)
    if power_toughness(state, state.objects[src])[1] <= 0:
        state.objects[src].counters["+1/+1"] = 2
    wall = CardDefinition("Exercise Wall", ManaCost(), (CardType.CREATURE,), power="0", toughness="8",
                          abilities=(KeywordAbility("reach"),))
    walls = [game.put_onto_battlefield(OPP, wall) for _ in range(2)]
    start = len(game.log)
    _attack(game, src, {w: src for w in walls})
    if not _fired(game, start, src):
        raise Problem("blocked by two creatures, but rampage didn't trigger")
    _resolve(game)


def _through_next_upkeep(game, definition: CardDefinition) -> None:
    """On to the exercising player's next upkeep, where the spell comes back (rebound's cast,
    epic's copy), with a target for it, and resolve what happens there."""
    game.set_step(Step.UNTAP, ME, turn=game.state.turn + 2)
    game.advance_to(Step.UPKEEP, ME)
    ability = next((a for a in definition.abilities if isinstance(a, SpellAbility)), None)
    if ability is not None:
        _ensure_targets(game, _all_specs(ability.effects, ability.targets), -1)
    _resolve(game)

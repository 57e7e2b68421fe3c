"""Exercising the keywords that need a set-up of their own for the executability check
(exercise.py): split cards' fuse and aftermath, cost reductions, suspend, attack-triggered and
entering keywords, banding, phasing, keywords that work from other zones, the ways a spell is
modified as it is cast, tribute, champion and prowl (runtime/mechanics/: split_cards,
cast_modifications, attack_triggers, entering_keywords, combat_keywords, phasing,
outside_battlefield).

Each keyword is played the way the rules use it, in the exercise surroundings
(exercise_surroundings.py), and its observable outcome is checked.
"""
from __future__ import annotations

from ...runtime.abilities import CardDefinition, KeywordAbility
from ...runtime.characteristics import CardType, Zone

from .exercise_conditions import _cast_card
from .exercise_surroundings import (expect_refused, BEAR, INSIGHT, ME, OPP, Problem, _attack, _creature, _fired,
                                    _is_permanent, _make_fitting, _place_card, _resolve, _top_up,
                                    prepare_spell_targets)


# the keywords exercise_with_setup plays (the others go to exercise_keywords.py)
KEYWORDS = frozenset({
    "fuse", "aftermath", "affinity", "undaunted", "suspend", "mentor", "dethrone", "melee", "myriad",
    "provoke", "devour", "amplify", "sunburst", "partner", "friends forever", "choose a background",
    "doctor's companion", "banding", "phasing", "recover", "ripple",
    "cipher", "miracle", "ninjutsu", "reinforce", "tribute", "prowl", "champion", "awaken", "conspire",
    "retrace", "jump-start", "overload", "splice onto arcane", "replicate", "squad", "freerunning",
    "enlist", "bands with other",
})


def exercise_with_setup(game, definition: CardDefinition, k: KeywordAbility,
                        other_half: CardDefinition | None = None) -> None:
    name = k.name.lower()
    if name in ("fuse", "aftermath"):
        if other_half is None:
            raise Problem(f"{name}: the other half of this split card isn't known (CR 709)")
        if name == "fuse":
            _exercise_fuse(game, definition, other_half)
        else:
            _exercise_aftermath(game, definition, other_half)
        return
    if name in ("partner", "friends forever", "choose a background", "doctor's companion"):
        # CR 702.124a: Commander deck construction; nothing in a game
        return
    if name in ("affinity", "undaunted"):
        _exercise_cost_reduction(game, definition, k)
        return
    if name == "suspend":
        _exercise_suspend(game, definition, k)
        return
    if name in ("mentor", "dethrone", "melee", "myriad", "provoke"):
        _exercise_attack_trigger(game, definition, name)
        return
    if name in ("devour", "amplify", "sunburst"):
        _exercise_entering(game, definition, name, k.number or 0)
        return
    if name == "bands with other":
        _exercise_bands_with_other(game, definition)
        return
    if name == "banding":
        _exercise_banding(game, definition)
        return
    if name == "enlist":
        _exercise_enlist(game, definition)
        return
    if name == "phasing":
        _exercise_phasing(game, definition)
        return
    if name in ("recover", "ripple", "cipher", "miracle"):
        _exercise_zone_keyword(game, definition, name, k)
        return
    if name == "squad":
        _exercise_squad(game, definition)
        return
    if name in ("overload", "splice onto arcane", "replicate"):
        _exercise_overload_splice_replicate(game, definition, name)
        return
    if name in ("awaken", "conspire", "retrace", "jump-start"):
        _exercise_awaken_conspire_retrace_jump_start(game, definition, name)
        return
    if name == "tribute":
        _exercise_tribute(game, definition, k.number or 0)
        return
    if name == "champion":
        _exercise_champion(game, definition, k)
        return
    if name in ("prowl", "freerunning"):
        _exercise_prowl(game, definition, name)
        return
    raise Problem(f"the exercise doesn't know keyword {k.name}")


def _exercise_cost_reduction(game, definition: CardDefinition, k: KeywordAbility) -> None:
    """CR 702.41a / 702.125a: the spell costs {1} less for each [text] you control / opponent:
    the mana paid to cast it is its mana cost less that (generic mana only)."""
    from dataclasses import replace
    from ...runtime.characteristics import Zone as _Z
    from ...runtime.filters import Controller
    from ...runtime.engine.query import candidates
    state = game.state
    if k.name.lower() == "affinity":
        f = replace(k.quality, controller=Controller.YOU, zone=_Z.BATTLEFIELD)
        for _ in range(2):
            _make_fitting(game, f, -1)
        count = len(candidates(state, f, ME, None))
    else:
        count = sum(1 for p in state.players if p.index != ME and not p.lost)
    _cast_card(game, definition)
    x = state.stack[-1].x
    item = state.stack[-1]
    paid = [e for e in game.log.entries if e.kind == "cast" and e.data.get("object_id") == item.source_id]
    expected = definition.mana_cost.less_generic(count)
    variable = sum(1 for s in definition.mana_cost.symbols if s.kind.name == "VARIABLE")
    want = expected.mana_value + x * variable
    text = paid[-1].text.split(" paying ")[-1] if paid and " paying " in paid[-1].text else ""
    units = text.count("{")                     # the mana symbols paid ("paying {W}, {U}")
    if units > want:
        raise Problem(f"{k.name} didn't reduce the cost ({units} mana paid, {want} expected)")
    _resolve(game)


def _exercise_suspend(game, definition: CardDefinition, k: KeywordAbility) -> None:
    """CR 702.62a: suspend it from the hand; a time counter comes off each upkeep; when the
    last is removed it is cast without paying its mana cost (a creature with haste)."""
    from ...runtime.characteristics import Step
    from ...runtime.mechanics.outside_battlefield import suspend
    state = game.state
    oid = game.add_card(ME, definition)
    _top_up(game)
    with game.transaction():
        suspend(game, ME, oid)
    card = next((i for i in state.players[ME].exile if state.objects[i].name == definition.name), None)
    if card is None or state.objects[card].counters.get("time", 0) <= 0 and k.number:
        raise Problem("the card wasn't exiled with time counters")
    if state.objects[card].counters.get("time", 0) <= 0:
        return                              # suspend X with X = 0: nothing will ever happen
    for _ in range(state.objects[card].counters["time"]):
        game.set_step(Step.END, 1 - ME)
        _prepare_spell(game, definition, -1)
        game.set_step(Step.UNTAP, ME, turn=state.turn + 1)
        game.advance_to(Step.UPKEEP, ME)
        _resolve(game)
    if not any(e.kind == "cast" and definition.name in e.text and "(free)" in e.text
               for e in game.log.entries):
        raise Problem("the suspended card wasn't cast when its last time counter was removed")


def _exercise_attack_trigger(game, definition: CardDefinition, name: str) -> None:
    """Mentor, dethrone, melee, myriad, provoke: the creature attacks; the trigger resolves."""
    from ...runtime.characteristics import Step
    from ...runtime.characteristics import Color
    from ...runtime.engine.query import power_toughness
    state = game.state
    if not _is_permanent(definition) or CardType.CREATURE not in definition.types:
        raise Problem(f"{name} on a card that isn't a creature")
    src = _place_card(game, definition)
    o = state.objects[src]
    o.controlled_since_turn_start = True
    if power_toughness(state, o)[0] < 2:
        o.counters["+1/+1"] = o.counters.get("+1/+1", 0) + 2 - power_toughness(state, o)[0]
    attackers = [src]
    squire = None
    if name == "mentor":               # an attacking creature with less power
        squire = game.put_onto_battlefield(ME, _creature("Exercise Squire", 1, 1, Color.WHITE, "Soldier"))
        attackers.append(squire)
    if name == "dethrone":
        state.players[OPP].life = state.players[ME].life + 1
    bear = next(i for i in sorted(state.battlefield) if state.objects[i].controller == OPP
                and state.objects[i].name == "Exercise Bear")
    if name == "provoke":
        state.objects[bear].tapped = True
    before = (power_toughness(state, o), o.counters.get("+1/+1", 0))
    start = len(game.log)
    game.set_step(Step.MAIN1, ME)
    game.declare_attackers(ME, attackers)
    if not _fired(game, start, src):
        raise Problem(f"{name}: the creature attacked but the ability did not trigger")
    _resolve(game)
    if name == "mentor" and state.objects[squire].counters.get("+1/+1", 0) != 1:
        raise Problem("mentor didn't put a +1/+1 counter on the attacking creature with less power")
    if name == "dethrone" and o.counters.get("+1/+1", 0) != before[1] + 1:
        raise Problem("dethrone didn't put a +1/+1 counter on it")
    if name == "melee" and power_toughness(state, o)[0] != before[0][0] + 1:
        raise Problem("melee didn't give +1/+1 for the opponent attacked")
    if name == "provoke":
        from ...runtime.engine.combat import block_problem
        provoked = [b for b, a in state.combat.must_block.items() if a == src]
        if not provoked or state.objects[provoked[0]].tapped:
            raise Problem("provoke didn't untap a target creature to block it")
        can = block_problem(game, state.objects[provoked[0]], src) is None
        game.advance_to(Step.DECLARE_BLOCKERS)       # the defending player's blocks, chosen
        if can and state.combat.blocking.get(provoked[0]) != src:
            raise Problem("the provoked creature didn't block the provoking creature")


def _exercise_enlist(game, definition: CardDefinition) -> None:
    """CR 702.154a: it attacks and enlists one of its controller's creatures that stayed home
    (tapped as the optional cost to attack); when it does, it gets +X/+0 until end of turn, X the
    tapped creature's power."""
    from ...runtime.characteristics import Color, Step
    from ...runtime.engine.query import power_toughness
    state = game.state
    if not _is_permanent(definition) or CardType.CREATURE not in definition.types:
        raise Problem("enlist on a card that isn't a creature")
    src = _place_card(game, definition)
    o = state.objects[src]
    o.controlled_since_turn_start = True
    helper = game.put_onto_battlefield(ME, _creature("Exercise Recruit", 3, 3, Color.RED, "Ogre"))
    state.objects[helper].controlled_since_turn_start = True
    home = [i for i in sorted(state.battlefield) if i != src and state.objects[i].controller == ME
            and not state.objects[i].tapped]
    before = power_toughness(state, o)[0]
    start = len(game.log)
    game.set_step(Step.MAIN1, ME)
    game.declare_attackers(ME, [src])
    enlisted = [i for i in home if state.objects[i].tapped]
    if len(enlisted) != 1:
        raise Problem(f"enlist tapped {len(enlisted)} creatures that stayed home, not one")
    if not _fired(game, start, src):
        raise Problem("enlist: a creature was tapped but the reflexive trigger didn't trigger")
    _resolve(game)
    if power_toughness(state, o)[0] != before + power_toughness(state, state.objects[enlisted[0]])[0]:
        raise Problem("enlist didn't add the tapped creature's power to the attacker's")


def _exercise_entering(game, definition: CardDefinition, name: str, n: int) -> None:
    """Devour, amplify, sunburst: cast it; it enters with the counters its keyword gives."""
    from ...runtime.characteristics import Color
    state = game.state
    if name == "amplify":              # a card in hand sharing a creature type with it
        kind = definition.subtypes[0] if definition.subtypes else "Bear"
        game.add_card(ME, _creature("Exercise Kin", 2, 2, Color.GREEN, kind))
    start = len(game.log)
    _cast_card(game, definition)
    spell = state.objects[state.stack[-1].source_id]
    _resolve(game)
    o = next((state.objects[i] for i in sorted(state.battlefield)
              if state.objects[i].name == definition.name), None)
    if o is None:
        return                 # it left again (its own abilities); entering was exercised
    log = game.log.entries[start:]
    if name == "devour":
        want = n * sum(1 for e in log if e.kind == "sacrifice" and "devoured" in e.text)
        have = o.counters.get("+1/+1", 0)
    elif name == "amplify":
        shown = [e for e in log if e.kind == "reveal"]
        want = n * (len(shown[-1].text.split(" reveals ")[-1].split(", ")) if shown else 0)
        have = o.counters.get("+1/+1", 0)
        if not shown:
            raise Problem("amplify: no card was revealed")
    else:
        from ...runtime.mechanics.entering_keywords import _COLORED
        want = len({t for t in spell.mana_spent if t in _COLORED})
        have = o.counters.get("+1/+1" if CardType.CREATURE in definition.types else "charge", 0)
    if have < want:
        raise Problem(f"{name}: it entered with {have} counters, not {want}")


def _prepare_spell(game, d: CardDefinition, source_id: int) -> None:
    """Targets for the spell ability of `d` (a half, or a fused split spell)."""
    prepare_spell_targets(game, d, source_id)
    _top_up(game)


def _exercise_fuse(game, definition: CardDefinition, other: CardDefinition) -> None:
    """CR 702.102: the split card is cast from the hand as both halves; the fused spell has both
    halves' instructions (left, then right) and goes to the graveyard as the whole card. The
    corpus doesn't say which half is on the left, so both orders are played."""
    from ...runtime.mechanics.split_cards import fused, split_card
    state = game.state
    for left, right in ((definition, other), (other, definition)):
        card = split_card(left, right)
        oid = game.add_card(ME, card)
        _prepare_spell(game, fused(card), oid)
        spell = game.cast(ME, oid, alt="fuse")
        item = next((i for i in state.stack if i.kind == "spell" and i.source_id == spell), None)
        if item is None or list(item.modes or ()) != [0, 1]:
            raise Problem("the fused split spell doesn't have both halves' instructions")
        _resolve(game)
        if card.name not in game.zone(ME, Zone.GRAVEYARD):
            raise Problem("the fused split card didn't go to its owner's graveyard")


def _exercise_aftermath(game, definition: CardDefinition, other: CardDefinition) -> None:
    """CR 702.127a: the aftermath half is cast from the graveyard and then exiled."""
    card = split_card_with_aftermath(definition, other)
    oid = game.add_card(ME, card, Zone.GRAVEYARD)
    _prepare_spell(game, definition, oid)
    game.cast(ME, oid, alt="aftermath")
    _resolve(game)
    if card.name not in game.zone(ME, Zone.EXILE):
        raise Problem("the aftermath half cast from the graveyard wasn't exiled")
    in_hand = game.add_card(ME, card)
    expect_refused(lambda: game.cast(ME, in_hand, alt="aftermath"),
                   "the aftermath half was cast from the hand")


def split_card_with_aftermath(half: CardDefinition, other: CardDefinition):
    """The split card: an aftermath half is the right half (CR 702.127, 709.1)."""
    from ...runtime.mechanics.split_cards import has_keyword, split_card
    return split_card(other, half) if has_keyword(half, "aftermath") else split_card(half, other)


def _exercise_bands_with_other(game, definition: CardDefinition) -> None:
    """CR 702.22c: it attacks in a band with another attacking creature of its quality: a second
    creature with its characteristics under another name (two legendary permanents of one name
    would meet the legend rule), which has the quality if it has."""
    from dataclasses import replace
    from ...runtime.characteristics import Step
    state = game.state
    if not _is_permanent(definition) or CardType.CREATURE not in definition.types:
        raise Problem("bands with other on a card that isn't a creature")
    pair = [_place_card(game, definition), _place_card(game, replace(definition, name=definition.name + " Twin"))]
    for oid in pair:
        state.objects[oid].controlled_since_turn_start = True
    game.set_step(Step.MAIN1, ME)
    game.declare_attackers(ME, pair)
    if not any(set(pair) <= set(band) for band in state.combat.bands):
        raise Problem("bands with other: no band of two attacking creatures of its quality was formed")


def _exercise_banding(game, definition: CardDefinition) -> None:
    """CR 702.22: it attacks in a band with a Bear; a blocker of the Bear blocks the whole band
    and the attacking player divides that blocker's damage (CR 702.22h, k). A creature that
    can't attack blocks instead, and its controller divides the attacker's damage (CR 702.22j)."""
    from ...runtime.characteristics import Step
    from ...runtime.engine.query import power_toughness
    state = game.state
    if not _is_permanent(definition) or CardType.CREATURE not in definition.types:
        raise Problem("banding on a card that isn't a creature")
    src = _place_card(game, definition)
    o = state.objects[src]
    o.controlled_since_turn_start = True
    if power_toughness(state, o)[0] < 1:
        o.counters["+1/+1"] = o.counters.get("+1/+1", 0) + 1 - power_toughness(state, o)[0]

    def first(name, who):
        return next(i for i in sorted(state.battlefield) if state.objects[i].controller == who
                    and state.objects[i].name == name)
    start = len(game.log)
    if "defender" in game.keywords(src):
        _attack(game, first("Exercise Bear", OPP), {src: first("Exercise Bear", OPP)})
    else:
        bear = first("Exercise Bear", ME)
        state.objects[bear].controlled_since_turn_start = True
        game.set_step(Step.MAIN1, ME)
        game.declare_attackers(ME, [src, bear])
        if not any(src in band and bear in band for band in state.combat.bands):
            raise Problem("banding: the attacking band wasn't formed")
        game.declare_blockers(OPP, {first("Exercise Ogre", OPP): bear})
        if src not in state.combat.blocked:
            raise Problem("banding: the band wasn't blocked together (CR 702.22h)")
    game.advance_to(Step.END_OF_COMBAT)
    if not any(e.kind == "banding" for e in game.log.entries[start:]):
        raise Problem("banding: no combat damage was divided by the other side's player")


def _exercise_overload_splice_replicate(game, definition: CardDefinition, name: str) -> None:
    """Overload (CR 702.96): cast for its overload cost, it has no targets. Splice onto Arcane
    (CR 702.47): revealed as an Arcane spell is cast, its text is added to that spell and it
    stays in the hand. Replicate (CR 702.56): paid N times, the spell is copied N times."""
    from dataclasses import replace
    state = game.state
    start = len(game.log)
    if name == "overload":
        oid = game.add_card(ME, definition)
        _top_up(game)
        game.cast(ME, oid, alt="overload")
        item = state.stack[-1]
        if any(item.targets) or "(overload)" not in game.log.entries[-1].text and not any(
                e.kind == "cast" and "(overload)" in e.text for e in game.log.entries[start:]):
            raise Problem("the overloaded spell has targets")
        _resolve(game)
        return
    if name == "splice onto arcane":
        if CardType.INSTANT not in definition.types and CardType.SORCERY not in definition.types:
            raise Problem("splice on a card that isn't an instant or sorcery")
        game.add_card(ME, definition)
        arcane = replace(INSIGHT, name="Exercise Arcane", subtypes=("Arcane",))
        host = game.add_card(ME, arcane)
        _prepare_spell(game, definition, host)
        game.cast(ME, host)
        if not any(e.kind == "splice" for e in game.log.entries[start:]):
            raise Problem("the card wasn't spliced onto the Arcane spell")
        _resolve(game)
        if definition.name not in game.zone(ME, Zone.HAND):
            raise Problem("the spliced card didn't stay in its owner's hand (CR 702.47c)")
        return
    oid = game.add_card(ME, definition)
    _prepare_spell(game, definition, oid)
    spell = game.cast(ME, oid)
    times = state.objects[spell].replicated
    if times <= 0:
        raise Problem("the replicate cost wasn't paid")
    _resolve(game)
    copies = sum(1 for e in game.log.entries[start:] if e.kind == "copy")
    if copies != times:
        raise Problem(f"replicate paid {times} times made {copies} copies")


def _exercise_squad(game, definition: CardDefinition) -> None:
    """Squad (CR 702.157a): its cost paid N times as it is cast, it enters and its trigger creates
    N tokens that are copies of it."""
    state = game.state
    oid = game.add_card(ME, definition)
    _prepare_spell(game, definition, oid)
    spell = game.cast(ME, oid)
    times = state.objects[spell].squad_paid
    if times <= 0:
        raise Problem("the squad cost wasn't paid")
    _resolve(game)
    copies = [i for i in state.battlefield if state.objects[i].is_token and state.objects[i].name == definition.name]
    if len(copies) != times:
        raise Problem(f"squad paid {times} times made {len(copies)} token copies")


def _exercise_phasing(game, definition: CardDefinition) -> None:
    """CR 702.26a: it phases out as its controller's untap step begins, and back in at the next."""
    from ...runtime.characteristics import Step
    state = game.state
    if not _is_permanent(definition):
        raise Problem("phasing on a card that isn't a permanent")
    src = _place_card(game, definition)
    game.set_step(Step.END, OPP)
    game.advance_to(Step.UPKEEP, ME)
    if src in state.battlefield or src not in state.phased_out:
        raise Problem("it didn't phase out during its controller's untap step")
    game.advance_to(Step.UPKEEP, ME)
    if src not in state.battlefield:
        raise Problem("it didn't phase in during its controller's next untap step")


def _exercise_zone_keyword(game, definition: CardDefinition, name: str, k: KeywordAbility) -> None:
    """Recover (CR 702.59a): a creature of yours dies; pay to return it to the hand. Ripple
    (CR 702.60a): cast with copies on top of the library, they are cast too. Cipher (CR 702.99a):
    encoded on a creature, which deals combat damage to a player; a copy is cast. Miracle
    (CR 702.94a): drawn first in a turn, revealed, cast for its miracle cost."""
    from ...runtime.characteristics import Step
    from ...runtime.engine.zones import move
    state = game.state
    start = len(game.log)
    if name == "recover":
        card = game.add_card(ME, definition, Zone.GRAVEYARD)
        bear = next(i for i in sorted(state.battlefield) if state.objects[i].controller == ME
                    and state.objects[i].name == "Exercise Bear")
        _top_up(game)
        with game.transaction():
            move(game, bear, Zone.GRAVEYARD)
        if not _fired(game, start, card):
            raise Problem("recover didn't trigger when a creature was put into the graveyard")
        _resolve(game)
        if definition.name not in game.zone(ME, Zone.HAND):
            raise Problem("the recover card wasn't returned to the hand")
        return
    if name == "ripple":
        game.set_library(ME, [definition] * 2 + [BEAR] * 4)
        oid = game.add_card(ME, definition)
        _prepare_spell(game, definition, oid)
        game.cast(ME, oid)
        _resolve(game)
        if sum(1 for e in game.log.entries[start:] if e.kind == "cast" and definition.name in e.text) < 2:
            raise Problem("ripple didn't cast a revealed card with the same name")
        return
    if name == "cipher":
        oid = game.add_card(ME, definition)
        _prepare_spell(game, definition, oid)
        game.cast(ME, oid)
        _resolve(game)
        card = next((i for i in state.players[ME].exile if state.objects[i].name == definition.name), None)
        if card is None or state.objects[card].encoded_on is None:
            raise Problem("the cipher card wasn't exiled encoded on a creature")
        host = state.objects[card].encoded_on
        state.objects[host].controlled_since_turn_start = True
        state.objects[host].tapped = False
        _prepare_spell(game, definition, -1)
        game.set_step(Step.MAIN1, ME)
        game.declare_attackers(ME, [host])
        mark = len(game.log)
        game.declare_blockers(OPP, {})                 # unblocked: it deals damage to the player
        game.advance_to(Step.END_OF_COMBAT)
        _resolve(game)
        if not any(e.kind == "cast" and definition.name in e.text and "(free)" in e.text
                   for e in game.log.entries[mark:]):
            raise Problem("the encoded creature dealt combat damage but no copy was cast")
        return
    game.set_library(ME, [definition] + [BEAR] * 4)           # miracle
    game.set_step(Step.END, OPP)
    game.advance_to(Step.UPKEEP, ME)
    _resolve(game)
    _prepare_spell(game, definition, -1)
    game.advance_to(Step.DRAW, ME)
    _top_up(game)                    # mana empties between steps (CR 500.4)
    _resolve(game)
    if not any(e.kind == "cast" and "(miracle)" in e.text for e in game.log.entries[start:]):
        raise Problem("the miracle card wasn't cast for its miracle cost")


def _exercise_awaken_conspire_retrace_jump_start(game, definition: CardDefinition, name: str) -> None:
    """Awaken (CR 702.113a): cast for its awaken cost, a land you control becomes a 0/0 Elemental
    creature with haste and N +1/+1 counters. Conspire (CR 702.78a): two creatures sharing a color
    with it are tapped; the spell is copied. Retrace / jump-start (CR 702.81a, 702.133a): cast from
    the graveyard discarding a (land) card; a jump-started spell is then exiled."""
    from ...runtime.characteristics import Color
    from ...runtime.engine.query import is_creature
    state = game.state
    start = len(game.log)
    if name == "conspire":
        color = definition.colors[0] if definition.colors else Color.GREEN
        for _ in range(2):
            game.put_onto_battlefield(ME, _creature("Exercise Accomplice", 1, 1, color, "Rogue"))
    zone = Zone.GRAVEYARD if name in ("retrace", "jump-start") else Zone.HAND
    oid = game.add_card(ME, definition, zone)
    _prepare_spell(game, definition, oid)
    _top_up(game)
    lands_before = [i for i in state.battlefield if CardType.LAND in state.objects[i].definition.types
                    and not is_creature(state.objects[i], state)]
    spell = game.cast(ME, oid, alt=None if name == "conspire" else name)
    if name == "conspire" and not state.objects[spell].conspired:
        raise Problem("the conspire cost wasn't paid")
    _resolve(game)
    log = game.log.entries[start:]
    if name == "conspire" and not any(e.kind == "copy" for e in log):
        raise Problem("the conspired spell wasn't copied")
    if name == "awaken" and not any(is_creature(state.objects[i], state) and state.objects[i].counters.get("+1/+1")
                                    for i in lands_before if i in state.battlefield):
        raise Problem("awaken didn't make a land you control a creature with +1/+1 counters")
    if name in ("retrace", "jump-start") and not any(e.kind == "pay" and f"({name})" in e.text for e in log):
        raise Problem(f"no card was discarded for {name}")
    if name == "jump-start" and definition.name not in game.zone(ME, Zone.EXILE):
        raise Problem("the jump-started spell wasn't exiled")


def _exercise_tribute(game, definition: CardDefinition, n: int) -> None:
    """CR 702.104a: as it enters, an opponent may put N +1/+1 counters on it (tribute paid)."""
    state = game.state
    _cast_card(game, definition)
    _resolve(game)
    o = next((state.objects[i] for i in sorted(state.battlefield) if state.objects[i].name == definition.name
              and state.objects[i].controller == ME), None)
    if o is None:
        return
    if o.tribute_paid != (o.counters.get("+1/+1", 0) >= n) or not any(
            e.kind == "tribute" for e in game.log.entries):
        raise Problem("the opponent wasn't offered the tribute")


def _exercise_prowl(game, definition: CardDefinition, name: str) -> None:
    """CR 702.76a: after a creature sharing a creature type with it dealt combat damage to a
    player, it is cast for its prowl cost; freerunning (CR 702.173a): after an Assassin did."""
    from ...runtime.characteristics import Color, Step
    state = game.state
    kind = "Assassin" if name == "freerunning" else definition.subtypes[0] if definition.subtypes else None
    if kind is None:
        raise Problem("prowl on a card without a creature type")
    rogue = game.put_onto_battlefield(ME, _creature("Exercise Prowler", 2, 2, Color.BLACK, kind))
    state.objects[rogue].controlled_since_turn_start = True
    game.set_step(Step.MAIN1, ME)
    game.declare_attackers(ME, [rogue])
    game.declare_blockers(OPP, {})
    game.advance_to(Step.MAIN2, ME)
    oid = game.add_card(ME, definition)
    _prepare_spell(game, definition, oid)
    _top_up(game)
    game.cast(ME, oid, alt=name)
    _resolve(game)


def _exercise_champion(game, definition: CardDefinition, k: KeywordAbility) -> None:
    """CR 702.72a: as it enters, another fitting permanent you control is exiled (else it's
    sacrificed); when it leaves the battlefield, that card returns."""
    from ...runtime.filters import Controller
    from ...runtime.engine.zones import move
    from dataclasses import replace
    state = game.state
    _make_fitting(game, replace(k.quality, controller=Controller.YOU), -1)
    _cast_card(game, definition)
    _resolve(game)
    me = next((i for i in sorted(state.battlefield) if state.objects[i].name == definition.name), None)
    if me is None or state.objects[me].championed is None:
        raise Problem("champion didn't exile another permanent")
    name = state.objects[state.objects[me].championed].name
    with game.transaction():
        move(game, me, Zone.GRAVEYARD)
    _resolve(game)
    if not any(state.objects[i].name == name and state.objects[i].owner == ME for i in state.battlefield):
        raise Problem("the championed card didn't return when it left the battlefield")

"""Turn structure, priority and state-based actions (CR 500-514, 117, 704)."""
from __future__ import annotations

from functools import partial
from itertools import chain
from operator import attrgetter

from ..abilities import ManaAbility  # noqa: F401  (re-exported for readers)
from ..abilities import AddCardTypes, OptionalUntap, RestrictedAction, UntapDuringOthersUntap
from ..untap_rules import UntapLimit
from ..filters import PlayerRef
from ..characteristics import STEPS, CardType, Step, Supertype, Zone
from .attachments import attach_problem, aura_definition, enchant_players, is_aura, player_attach_problem
from .combat import combat_damage, declare_attackers, declare_blockers
from .continuous_effects import end_effects_at_cleanup, end_effects_at_turn_start
from .decider import ChoiceKind
from ..errors import LoopLimit
from .events_bus import GameEvent
from .hand_size import maximum_hand_size
from .losing import cant_lose
from .query import has_keyword, is_type, toughness, applies_to, static_effects, restricted, matches
from .triggers import flush_pending, state_triggers
from .zones import draw, move, regenerate, remove_from_zone, untap
from .board import Board
from .last_answer import LastAnswer
from .printed import printed
from .registry import HOOKS
from .skipping import combat_phase_skipped, skip_turns, step_skipped


LIMIT = 1000
_IS_TOKEN, _ATTACHED_TO, _RING_BEARER = attrgetter("is_token"), attrgetter("attached_to"), attrgetter("ring_bearer")
_CREWED = attrgetter("crewed")
MAIN_STEPS = (Step.MAIN1, Step.MAIN2)
# the steps effects skip ("skip your next untap step", "Skip your draw step.", CR 614.10)
SKIPPABLE = (Step.UNTAP, Step.UPKEEP, Step.DRAW)


# ------------------------------------------------------------------ state-based actions
def check_sba(game: "Game") -> bool:
    """Perform all applicable state-based actions simultaneously (CR 704.3); True if any."""
    state = game.state
    changed = False
    for p in state.players:
        if not p.lost and (p.life <= 0 or p.drew_from_empty or p.poison >= 10) \
                and not cant_lose(state, p.index):   # CR 104.3: "you can't lose the game"
            p.lost = True                        # CR 704.5a, 704.5b, 704.5c
            changed = True
            game.record("lose", f"{p.name} loses the game", player=p.index)
    # whether an object is a token never changes: read as stored, so the scan of every card
    # in every zone copies none of them for a rollback or a probe (state.ObjectsCopiedOnUse)
    stored = partial(dict.__getitem__, state.objects)
    for p in ([] if _no_tokens_as_before(state) else state.players):    # CR 704.5d: tokens elsewhere cease to exist
        if not any(map(_IS_TOKEN, map(stored, chain(p.graveyard, p.exile, p.hand, p.library)))):
            continue                             # asked in C, all four zones at once: the usual answer
        for zone in (p.graveyard, p.exile, p.hand, p.library):
            for oid in [oid for oid in zone if stored(oid).is_token]:
                remove_from_zone(game, state.objects[oid])
                game.record("token", f"token {state.objects[oid].name} ceases to exist")
                changed = True
    doomed, scanned = _permanent_sbas(game)
    changed = scanned or changed
    changed = HOOKS.start_engines(game) or changed     # CR 704.5z
    changed = HOOKS.sectors(game) or changed           # CR 704.5u
    doomed += _legend_rule(game)
    attached = not _nothing_attached(state)      # asked once for both: _attachments attaches nothing
    doomed += _attachments(game, attached)
    if attached:
        doomed += _roles(game)
    for oid in doomed:
        if state.live(oid) is not None and state.objects[oid].zone is Zone.BATTLEFIELD:
            move(game, oid, Zone.GRAVEYARD)
            changed = True
    changed = HOOKS.finished_sagas(game) or changed    # CR 704.5s
    changed = HOOKS.supplementary_cards(game) or changed
    state_triggers(game)                         # CR 603.8 (not an SBA; pending until priority)
    HOOKS.speed_triggers(game)                   # CR 702.179d (an inherent triggered ability)
    HOOKS.ascend(game)                           # CR 702.131b (a static ability, not an SBA)
    HOOKS.end_while_effects(game)                # CR 611.2b "for as long as ..." durations
    HOOKS.apply_control_attached(game)           # CR 613.1b "You control enchanted creature"
    living = state.living_players()
    if len(living) <= 1 and not state.over:
        state.over = True
        state.winner = living[0] if living else None
        game.record("over", "the game is over" + (f": {game.pname(living[0])} wins" if living else ""))
        changed = True
    return changed


def _permanent_sbas(game: "Game") -> tuple[list[int], bool]:
    """CR 704.5f-i, 704.5q of the permanents, in id order (_scan_permanents). With no static on
    the board adding a card type (typing_state None) only the creatures and planeswalkers
    (_creatures_or_planeswalkers) are looked at: the others (the lands, mostly) are not even
    read."""
    state = game.state
    every = sorted(state.battlefield)
    typing = typing_state(state)                 # asked once per scan, not of each permanent
    if typing is not None:
        return _scan_permanents(game, every, typing, None)
    return _scan_permanents(game, _creatures_or_planeswalkers(state), typing, every)


def _scan_permanents(game: "Game", ids: list[int], typing, every: list[int] | None) -> tuple[list[int], bool]:
    """The permanents of IDS to put into the graveyard (a planeswalker with no loyalty, CR 704.5i;
    a creature with toughness 0 or less, 704.5f, or lethal damage and not regenerated, 704.5g-h),
    and whether any other changed (regenerated, or +1/+1 and -1/-1 counters removed, 704.5q).
    EVERY: the whole battlefield as the scan began, when IDS are only its creatures and
    planeswalkers: should a type be added during the scan (totem armor may move an Aura,
    CR 702.89a), each permanent after the one looked at is looked at from then on."""
    state = game.state
    stored = partial(dict.__getitem__, state.objects)
    doomed, changed = [], False
    for oid in ids:
        o = stored(oid)             # read as stored; looked up (state.objects) before it changes
        # with no type-adding static (typing None) an object's planeswalker type is its printed one (is_type)
        if (CardType.PLANESWALKER in o.definition.types if typing is None else is_type(o, CardType.PLANESWALKER, typing)) \
                and o.counters.get("loyalty", 0) <= 0:
            doomed.append(oid)                   # CR 704.5i: a planeswalker with 0 loyalty
            game.record("sba", f"{o.name} has no loyalty counters: put into the graveyard (CR 704.5i)")
        if not is_type(o, CardType.CREATURE, typing):
            continue
        t = toughness(state, o)
        lethal = (o.damage >= t > 0) or (o.deathtouch_damage and o.damage > 0)
        widened = False
        if t <= 0:
            doomed.append(oid)                   # CR 704.5f (regeneration can't help)
        elif lethal and not has_keyword(state, o, "indestructible"):
            o = state.objects[oid]
            regenerated = regenerate(game, o)
            typing = typing_state(state)         # totem armor may have moved an Aura (CR 702.89a)
            widened = typing is not None and every is not None
            if not regenerated:
                doomed.append(oid)               # CR 704.5g, 704.5h
            else:
                changed = True
        plus, minus = o.counters.get("+1/+1", 0), o.counters.get("-1/-1", 0)
        if plus and minus:                       # CR 704.5q
            n = min(plus, minus)
            o = state.objects[oid]
            o.counters["+1/+1"], o.counters["-1/-1"] = plus - n, minus - n
            changed = True
        if widened:                              # a type added now: every permanent after it is looked at
            more, more_changed = _scan_permanents(game, [i for i in every if i > oid], typing, None)
            return doomed + more, changed or more_changed
    return doomed, changed


def _creatures_or_planeswalkers(state) -> list[int]:
    """The permanents check_sba's scan must look at when no static on the board adds a card type
    (typing_state None), in id order: the ones whose definitions print the planeswalker or
    creature type or a station's creature box (CR 721.2b), and the crewed ones (CR 702.122a).
    is_type, asked with no state, finds no other creature or planeswalker: it reads only those
    (and what can only take the creature type away). Asked of the board's permanents
    (Board.permanents_where, in id order, kept while the ids and definitions on the battlefield
    are) and, for the crew, of each permanent in C."""
    found = Board.of(state).permanents_where(_prints_creature_or_planeswalker, None)
    permanents = state.permanents_as_stored()
    if any(map(_CREWED, permanents)):
        return sorted(set(found).union(o.id for o in permanents if o.crewed))
    return list(found)


def _prints_creature_or_planeswalker(definition, _unused) -> bool:
    types = definition.types
    return CardType.CREATURE in types or CardType.PLANESWALKER in types or bool(printed(definition).stations)


def _no_tokens_as_before(state) -> bool:
    """Whether the token scan of check_sba (CR 704.5d) can be skipped: its last scan, of this
    very state, found no token in any graveyard, exile, hand or library, and those lists hold
    the same ids now (compared, in C, with copies kept of them). Why the scan would find none:
    within one state object an id names one object (state.new_id counts up; a rollback or a
    probe puts another state object in the game's place, Game._restore, dry_run), its copies
    made for a rollback or a probe are copies of it, and whether an object is a token is set as
    it is made and never changes (CR 111.1). Remembered again at each scan that finds none."""
    lists = list(chain.from_iterable(map(_OFF_BATTLEFIELD, state.players)))     # in C
    if _NO_TOKENS.get(state, None, lists):
        return True
    stored = partial(dict.__getitem__, state.objects)
    if any(map(_IS_TOKEN, map(stored, chain.from_iterable(lists)))):
        return False
    return _NO_TOKENS.keep(state, None, lists, True)


_OFF_BATTLEFIELD = attrgetter("graveyard", "exile", "hand", "library")
_NO_TOKENS = LastAnswer()   # True, with the state and its lists, at the last token scan that found none


def typing_state(state) -> object:
    """What the scan of the battlefield passes is_type as its state: STATE when some static on
    the board adds a card type (layer 4, CR 613.1d), else None, since query._adds_card_type
    would find none for any permanent (the board holds each permanent's own statics too) and
    is_type asks the state for nothing else. Asked once per scan instead of once per permanent
    and type, and again after anything that may move a permanent (totem armor, CR 702.89a)."""
    return state if Board.of(state).of_kind(AddCardTypes) else None


def _attachments(game: "Game", attached: bool) -> list[int]:
    """CR 704.5m: an illegally attached (or unattached) Aura goes to the graveyard;
    CR 704.5n: an illegally attached Equipment becomes unattached. ATTACHED: some permanent is
    attached to something (not _nothing_attached). This check only ever detaches (an Aura
    stops being bestowed, an Equipment becomes unattached), so with nothing attached before it
    nothing is after it, and _roles (CR 704.5y) need not look."""
    state = game.state
    doomed = []
    if not attached and not Board.of(state).some_permanent_prints(aura_definition):
        return doomed                   # no Aura, nothing attached (the usual answer)
    stored = partial(dict.__getitem__, state.objects)
    for oid in sorted(state.battlefield):
        if stored(oid).attached_to is None and not is_aura(stored(oid)):
            continue                    # nothing to check: read as stored, copied for no rollback
        o = state.objects[oid]
        if is_aura(o) and enchant_players(o) is not None:     # CR 303.4d: an Aura on a player
            problem = player_attach_problem(state, o, o.attached_player)
            if problem:
                game.record("sba", f"{o.name} is put into the graveyard: {problem} (CR 704.5m)")
                doomed.append(oid)
        elif is_aura(o):
            target = state.live(o.attached_to) if o.attached_to is not None else None
            problem = attach_problem(state, o, target)
            if problem and o.bestowed is not None:        # CR 702.103f: it stops being bestowed
                o.definition, o.bestowed, o.attached_to = o.bestowed, None, None
                game.record("sba", f"{o.name} becomes unattached and is an enchantment creature "
                                   f"again: {problem} (CR 702.103f)")
                continue
            if problem:
                game.record("sba", f"{o.name} is put into the graveyard: {problem} (CR 704.5m)")
                doomed.append(oid)
        elif o.attached_to is not None:
            problem = attach_problem(state, o, state.live(o.attached_to))
            if problem:
                o.attached_to = None
                game.record("sba", f"{o.name} becomes unattached: {problem} (CR 704.5n)")
    return doomed


def _nothing_attached(state) -> bool:
    """No permanent is attached to anything: asked in C of the permanents as stored."""
    return list(map(_ATTACHED_TO, state.permanents_as_stored())).count(None) == len(state.battlefield)


def _roles(game: "Game") -> list[int]:
    """CR 303.7a, 704.5y: of the Roles one player controls attached to one permanent, all but the
    one with the most recent timestamp (CR 613.7e) are put into their owners' graveyards."""
    state = game.state
    if _nothing_attached(state):
        return []                       # _attachments may have detached the last one
    groups: dict[tuple[int, int], list] = {}
    for oid in state.battlefield:
        o = state.stored(oid)                        # only read: copied for no rollback
        if o.attached_to is not None and any(s.lower() == "role" for s in o.definition.subtypes):
            groups.setdefault((o.attached_to, o.controller), []).append(o)
    doomed = []
    for roles in groups.values():
        newest = max(roles, key=lambda r: r.attached_stamp)
        for r in roles:
            if r is not newest:
                game.record("sba", f"{r.name} is put into the graveyard: another Role its controller "
                                   f"controls is attached to {state.objects[r.attached_to].name} (CR 303.7a)")
                doomed.append(r.id)
    return doomed


def _legendary_definition(definition) -> bool:
    return Supertype.LEGENDARY in definition.supertypes


def _legend_rule(game: "Game") -> list[int]:
    """CR 704.5j: a player with two legendary permanents of one name keeps one."""
    state = game.state
    if not Board.of(state).some_permanent_prints(_legendary_definition) \
            and not any(map(_RING_BEARER, state.permanents_as_stored())):
        return []                       # no legendary permanent (a Ring-bearer is one, CR 701.54c)
    groups: dict[tuple[int, str], list[int]] = {}
    for oid in sorted(state.battlefield):
        o = state.stored(oid)                        # only read: copied for no rollback
        if Supertype.LEGENDARY in o.supertypes:                 # a Ring-bearer too (CR 701.54c)
            groups.setdefault((o.controller, o.name), []).append(oid)
    doomed = []
    for (player, name), ids in sorted(groups.items()):
        if len(ids) > 1:
            keep = game.ask_objects(ChoiceKind.LEGEND_RULE, player, f"choose the {name} to keep", ids, 1, 1)
            doomed += [i for i in ids if i not in keep]
    return doomed


def settle(game: "Game") -> None:
    """CR 117.5: state-based actions and triggers, repeated until none, before priority."""
    for _ in range(LIMIT):
        if game.state.over:
            return
        HOOKS.day_and_night(game)               # CR 702.145c-g: immediately, not an SBA
        changed = check_sba(game)
        if not changed and not flush_pending(game):
            return
    raise LoopLimit("state-based actions and triggers did not settle after 1000 rounds")


def give_priority(game: "Game", player: int) -> None:
    settle(game)
    state = game.state
    state.priority = None if state.over else player
    state.passes = 0


# ------------------------------------------------------------------ steps
def _next_step(game: "Game", had_priority: bool) -> Step:
    """The step after this one; after a cleanup step in which players received priority,
    another cleanup step (CR 514.3a)."""
    state = game.state
    i = STEPS.index(state.step)
    if state.step is Step.CLEANUP:
        return Step.CLEANUP if had_priority else Step.UNTAP
    nxt = STEPS[i + 1]
    if nxt is Step.BEGINNING_OF_COMBAT and combat_phase_skipped(game):
        return Step.MAIN2                        # CR 614.10: the combat phase doesn't happen
    no_attackers = state.combat is None or not state.combat.attackers
    if nxt in (Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE) and no_attackers:
        return Step.END_OF_COMBAT                # CR 508.8
    return nxt


def end_step(game: "Game") -> None:
    state = game.state
    for p in state.players:                      # CR 500.4, unless an effect keeps it (CR 106.4)
        p.pool = [u for u in p.pool if u.kept_until is not None and STEPS.index(state.step) < STEPS.index(u.kept_until)]
    if state.step is Step.END_OF_COMBAT:
        state.combat = None                      # CR 511.3
        for oid in state.battlefield:            # "... this combat if able" ends with it
            if state.stored(oid).blocks_if_able_this_combat:      # (state.stored: no copy of the others)
                state.objects[oid].blocks_if_able_this_combat = ()


def advance(game: "Game") -> None:
    """Go to the next step that gives priority (CR 500.2), performing turn-based actions. The
    step being left gave priority if a player holds it (the steps passed through after it
    didn't)."""
    had_priority = game.state.priority is not None
    for _ in range(LIMIT):
        if game.state.over:
            return
        end_step(game)
        nxt = _next_step(game, had_priority)
        had_priority = False
        if nxt is Step.UNTAP:
            _new_turn(game)
        if begin_step(game, nxt):
            return
    raise LoopLimit("no step gave priority after 1000 steps")


def _end_until_next_turn(state) -> None:
    """Detained and goaded last until the next turn of the player who did it (CR 701.35a,
    701.15a): they end as that player's turn begins; so do effects "until your next turn",
    prevention shields included (CR 611.2a)."""
    if state.preventions:                        # "Until your next turn, prevent ..." (CR 611.2a)
        state.preventions = [s for s in state.preventions if s.get("until_turn_of") != state.active]
    for oid in state.battlefield:
        s = state.stored(oid)
        if not (s.continuous_effects or state.active in s.detained_by or state.active in s.goaded_by
                or any(m.until_turn_of == state.active for m in s.modifications)):
            continue                        # nothing of it ends now (state.stored: no copy for a rollback)
        o = state.objects[oid]
        if any(m.until_turn_of == state.active for m in o.modifications):
            o.modifications = [m for m in o.modifications if m.until_turn_of != state.active]
        if o.continuous_effects:            # "until your next turn, it becomes ..." (CR 611.2a)
            end_effects_at_turn_start(o, state.active)
        if state.active in o.detained_by:
            o.detained_by = tuple(p for p in o.detained_by if p != state.active)
        if state.active in o.goaded_by:
            o.goaded_by = tuple(p for p in o.goaded_by if p != state.active)


def _new_turn(game: "Game") -> None:
    state = game.state
    living = state.apnap()
    state.last_turn_active = state.active        # day and night look at that player's spells (CR 726.2)
    state.active = living[1] if len(living) > 1 else living[0]
    state.extra_turn_place = -1
    while state.extra_turns:                     # CR 500.7: the most recently created is taken first
        p = state.extra_turns.pop()
        if p in living:
            state.active = p
            state.extra_turn_place = len(state.extra_turns)
            game.record("turn", f"{game.pname(p)} takes an extra turn (CR 500.7)")
            break
    skip_turns(game)                             # "you skip your next turn" (CR 614.10)
    state.turn += 1
    state.step = Step.UNTAP
    _end_until_next_turn(state)
    state.activations.clear()
    state.saddled_by.clear()                     # "this turn" records (CR 702.171c)
    state.spells_cast_this_turn = 0              # storm (CR 702.40a)
    state.spells_cast_last_turn = state.spells_cast_by   # a werewolf's "last turn"
    state.spells_cast_by = {}                    # surge (CR 702.117a)
    state.spells_cast_record = ()                # "if you've cast a noncreature spell this turn"
    state.creature_died_this_turn = False        # morbid
    state.died_this_turn = []                    # "for each creature that died this turn"
    state.attacked_this_turn = ()                # raid
    state.attackers_this_turn = ()               # "attacked with three or more creatures this turn"
    state.left_battlefield_this_turn = ()        # revolt
    state.nonland_left_this_turn = False         # void
    state.spell_warped_this_turn = False         # CR 702.185c
    state.descended_this_turn = ()               # CR 700.11
    state.crime_this_turn = ()                   # CR 700.13
    state.nonland_entered_this_turn = ()         # celebration
    state.entered_this_turn = ()                 # "if a Bird ... entered the battlefield under your control this turn"
    state.spell_mana_this_turn = ()              # expend (CR 700.14)
    state.targeted_this_turn = ()                # valiant: "for the first time each turn"
    state.triggered_this_turn = ()               # "this ability triggers only once each turn"
    state.delayed = [d for d in state.delayed if not d.this_turn]   # "whenever ... this turn" (CR 603.7b)
    for p in state.players:
        p.dealt_damage_this_turn = False         # bloodthirst (CR 702.54a)
        p.damage_this_turn = 0                   # "was dealt 7 or more damage this turn" (CR 120)
        p.life_lost_this_turn = 0                # spectacle (CR 702.137a)
        p.speed_loss_seen = 0                    # speed (CR 702.179d)
    for oid in state.battlefield:
        s = state.stored(oid)
        if not (s.damaged_by or s.exile_if_dies or s.dealt_damage or s.dealt_damage_to):
            continue                             # nothing to clear (state.stored: no copy for a rollback)
        state.objects[oid].damaged_by.clear()    # "dealt damage by ~ this turn" (CR 700.4)
        state.objects[oid].exile_if_dies = False  # "... would die this turn, exile it instead"
        state.objects[oid].dealt_damage = False   # "that dealt damage [to you] this turn"
        state.objects[oid].dealt_damage_to.clear()
    game.record("turn", f"{game.pname(state.active)}'s turn begins")


def begin_step(game: "Game", step: Step) -> bool:
    """Enter `step`; True if a player receives priority in it."""
    state = game.state
    state.step = step
    state.passes = 0
    if step in SKIPPABLE and step_skipped(game, step):
        return False                             # CR 614.10: it doesn't happen
    game.record("step", f"{step.value} begins")
    if step is Step.UNTAP:
        HOOKS.phasing(game)                      # CR 502.1: phasing before untapping
        HOOKS.day_and_night(game, untap=True)    # CR 502.2: then day and night (CR 726.2)
        _untap(game)
        return False                             # CR 502.4
    if step is Step.DRAW and not (state.turn == 1 and game.skip_first_draw):
        draw(game, state.active)                 # CR 504.1, 103.8a
    elif step is Step.DECLARE_ATTACKERS:
        declare_attackers(game, game.take_preset_attack())
    elif step is Step.DECLARE_BLOCKERS:
        declare_blockers(game, game.take_preset_blocks())
    elif step is Step.COMBAT_DAMAGE:
        combat_damage(game)
    elif step is Step.CLEANUP:
        # "at the beginning of the next cleanup step" triggers now; it is put on the stack
        # after the turn-based actions (CR 514.3a)
        game.emit(GameEvent("step", None, state.active, {"step": step}))
        _cleanup(game)
        settle(game)
        if not state.stack:
            return False                         # CR 514.3: normally no priority
        game.record("step", "players receive priority in the cleanup step (CR 514.3a)")
        give_priority(game, state.active)
        return True
    HOOKS.turn_based_actions(game, step)         # CR 904.9: a scheme set in motion
    game.emit(GameEvent("step", None, state.active, {"step": step}))
    give_priority(game, state.active)
    return True


def _within_untap_limits(game: "Game", untapping: list) -> list:
    """"Players can't untap more than one land during their untap steps" (CR 502.3): of the
    tapped permanents each limit names, the active player chooses which untap, as many as it
    allows; the others stay tapped."""
    state = game.state
    for src, e in static_effects(state, UntapLimit):
        if e.players is PlayerRef.YOU and state.active != src.controller \
                or e.players is PlayerRef.EACH_OPPONENT and state.active == src.controller:
            continue
        named = [o.id for o in untapping if o.tapped and matches(state, e.objects, o, src.controller, src.id)]
        if len(named) > e.most:
            chosen = set(game.ask_objects(ChoiceKind.CHOOSE, state.active, f"untap {e.most} of them",
                                          named, e.most, e.most))
            untapping = [o for o in untapping if o.id not in named or o.id in chosen]
    return untapping


def _keeps_tapped(game: "Game", o) -> bool:
    """"You may choose not to untap ~ during your untap step" (CR 502.3, OptionalUntap)."""
    state = game.state
    if not any(applies_to(state, e.objects, o, src) for src, e in static_effects(state, OptionalUntap)):
        return False
    return not game.ask_bool(ChoiceKind.MAY, o.controller, f"untap {o.name} during your untap step?")


def _untaps_in_others_step(state, o) -> bool:
    """"Untap all permanents you control during each other player's untap step" (CR 502.3):
    whether a static of its controller's untaps `o`, a permanent of a player who is not active."""
    return any(src.controller == o.controller and applies_to(state, e.objects, o, src)
               for src, e in static_effects(state, UntapDuringOthersUntap))


def _untap(game: "Game") -> None:
    """CR 502.3 untap; CR 302.6: the active player's permanents are now continuously controlled."""
    state = game.state
    holds, state.players[state.active].untap_holds = state.players[state.active].untap_holds, ()
    untapping = []
    for oid in sorted(state.battlefield):
        s = state.stored(oid)
        if s.controller != state.active:        # looked up only to be untapped (state.stored: no copy)
            if s.tapped and _untaps_in_others_step(state, s):
                # "doesn't untap during its controller's untap step" is not this step (CR 502.3)
                untap(game, state.objects[oid])     # a stun counter keeps it tapped (CR 122.1d)
            continue
        if not (s.tapped or s.exerted) and s.controlled_since_turn_start:
            continue            # nothing below changes it (untap leaves an untapped one be): no copy
        o = state.objects[oid]
        if o.controller == state.active:
            exerted, o.exerted = o.exerted, False   # CR 701.39b: only this untap step
            if exerted:
                pass                        # an exerted permanent doesn't untap (CR 701.39a)
            elif o.skip_untaps and o.tapped:
                o.skip_untaps -= 1          # "doesn't untap during your next untap step"
            elif o.kept_tapped_while:
                pass                        # "... for as long as ~ remains tapped" (CR 611.2b)
            elif any(matches(state, f, o, seen_by, source) for f, seen_by, source in holds):
                pass                        # "lands you control don't untap during your next untap step"
            elif not restricted(state, o, RestrictedAction.UNTAP) and not (
                    o.tapped and _keeps_tapped(game, o)):
                untapping.append(o)
            o.controlled_since_turn_start = True
    for o in _within_untap_limits(game, untapping):
        untap(game, o)                  # a stun counter keeps it tapped (CR 122.1d)
    state.players[state.active].lands_played = 0
    for p in state.players:                      # "an additional land this turn" ends (CR 305.2a)
        p.additional_land_plays = 0


def _cleanup(game: "Game") -> None:
    """CR 514: discard to hand size, remove damage, end "until end of turn" effects."""
    state = game.state
    HOOKS.sacrifice_flashed(game)        # "... sacrifices it at the beginning of the next cleanup step"
    hand = state.players[state.active].hand
    limit = maximum_hand_size(state, state.active)
    extra = len(hand) - limit if limit is not None else 0
    if extra > 0:
        for oid in game.ask_objects(ChoiceKind.DISCARD, state.active, f"discard {extra}",
                                    list(hand), extra, extra):
            HOOKS.discard(game, oid)
    for oid in state.battlefield:
        if not _ends_at_cleanup(state.stored(oid)):
            continue                             # nothing below changes it (state.stored: no copy for a rollback)
        o = state.objects[oid]
        o.damage = 0
        o.deathtouch_damage = False
        o.modifications = [m for m in o.modifications if not m.until_turn_end]
        o.saddled = False                        # ruling S2: until end of turn
        o.regeneration_shields = 0               # CR 701.15a: shields last this turn
        o.crewed = False                         # CR 702.122a: until end of turn
        if o.continuous_effects:                 # "becomes ... until end of turn" ends (CR 514.2)
            end_effects_at_cleanup(o)
        o.restrictions = [r for r in o.restrictions if not r[1]]
        o.unblockable_by = [r for r in o.unblockable_by if not r[3]]
        o.blocks_if_able = []                    # "... this turn if able" (CR 514.2)
        o.attacks_despite_defender = False
        o.attacks_player_this_turn = None        # encore's "this turn" (CR 702.141a, 514.2)
        if o.control_until_eot_from is not None:  # "until end of turn" control ends (CR 514.2)
            o.controller, o.control_until_eot_from = o.control_until_eot_from, None
    for item in state.stack:                     # a spell's colour "until end of turn" (CR 514.2)
        spell = state.objects.get(item.source_id) if item.kind == "spell" else None
        if spell is not None and spell.continuous_effects:
            end_effects_at_cleanup(spell)
    state.may_play = [p for p in state.may_play            # CR 514.2: "until end of turn" ends;
                      if not p.ends_at_cleanup(state.turn, state.active)]   # "your next turn" waits
    # CR 514.2: "this turn" shields end; "until your next turn" ones wait for that turn
    state.preventions = [s for s in state.preventions if s.get("until_turn_of") is not None]


def _ends_at_cleanup(o) -> bool:
    """Whether _cleanup's loop changes O (CR 514.2): damage, a modification, a restriction or an
    "unblockable by" until end of turn, a designation or a control until end of turn, a
    continuous effect (which end_effects_at_cleanup reads). Each field the loop sets is asked
    here: one it would set to the value it has is left as it is, the object not copied."""
    return bool(o.damage or o.deathtouch_damage or o.saddled or o.regeneration_shields or o.crewed
                or o.continuous_effects or o.blocks_if_able or o.attacks_despite_defender
                or o.attacks_player_this_turn is not None or o.control_until_eot_from is not None
                or any(m.until_turn_end for m in o.modifications) or any(r[1] for r in o.restrictions)
                or any(r[3] for r in o.unblockable_by))


def sorcery_timing_problem(game: "Game", player: int) -> str | None:
    """CR 307.1 / 602.5d: main phase of your turn with an empty stack."""
    state = game.state
    if state.active != player:
        return f"it is not {game.pname(player)}'s turn"
    if state.step not in MAIN_STEPS:
        return f"it is the {state.step.value} step, not a main phase"
    if state.stack:
        return "the stack is not empty"
    return None

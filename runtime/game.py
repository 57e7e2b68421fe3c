"""Game: the public face of the engine (set-up, actions, queries).

Every action runs as a transaction: if it raises (IllegalAction, DecisionMissing
...) the state, the decider and the log are restored exactly as they were.

This module sits above the engine core, the instruction handlers and the keyword mechanics: it
imports them all (families.py), and each fills the engine's registries (engine/registry.py) as
it is imported, so a game always runs with every one of them.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from .engine.actions import (Action, activate as _activate, cast as _cast, play_land as _play_land,
                             resolve_top as _resolve_top)
from .abilities import CardDefinition, divided_total, target_counts
from .characteristics import ManaType, Step, Zone
from .engine.decider import Choice, ChoiceKind, Decider, Option, ScriptedDecider, match_preset
from .errors import IllegalAction, LoopLimit
from .limits import EngineLimits
from .engine.events_bus import GameEvent
from .filters import Controller
from .engine.log import GameLog
from .engine.objects import GameObject, ManaUnit, PendingTrigger, Player, Target
from .engine.query import activated_abilities, keywords, power_toughness, saddlers, target_controller_ok
from .engine.stack_abilities import chosen_target, target_label, target_options as stack_target_options
from .engine.state import GameState, clone_state, open_transaction
from .engine.transaction import Transaction
from .engine.triggers import check_triggers
from .engine.zones import create_object, enter_battlefield, life_to_gain
from .engine.target_choice import divide, one_graveyard, who_chooses
from .engine.legal_actions import legal_actions as _legal_actions, perform as _perform
from .engine.loops import after_resolution
from .engine.evaluation import Context
from .engine.vm import run
from .engine.registry import HOOKS
from .engine.turn import advance, give_priority
from . import saved_games

from .families import FAMILIES  # noqa: F401  (importing them fills the engine's registries)
from .effects import ChooseModes

PlayerKey = int | str
ObjectKey = int | str | GameObject


class Game:
    limits = EngineLimits()      # runtime/limits.py: what one game may hold and do
    steps_taken = 0              # VM instructions run by the current action (limits.steps)
    _depth = 0                   # nested transactions: the outermost one is the action

    def __init__(self, players: Sequence[str] = ("Alice", "Bob"), decider: Decider | None = None,
                 life: int = 20, skip_first_draw: bool = True, seed: int = 0,
                 limits: EngineLimits | None = None):
        self.limits = limits if limits is not None else EngineLimits()
        self.state = GameState([Player(i, name, life) for i, name in enumerate(players)])
        self.state.shuffle_seed = seed
        self.decider: Decider = decider if decider is not None else ScriptedDecider()
        self.log = GameLog()
        self.skip_first_draw = skip_first_draw
        self._presets: dict[ChoiceKind, list] = {}
        self._attack: list[int] | None = None
        self._blocks: dict[int, int] | None = None
        # life gained or lost since the last log entry: the next entry says how much (CR 119.3)
        self._life_changes: list[tuple[int, int]] = []

    # ============================================================== internals used by modules
    def pname(self, player: int) -> str:
        return self.state.players[player].name

    def record(self, kind: str, text: str, **data: Any) -> None:
        s = self.state
        who = data.pop("player", None)
        if self._life_changes:              # [player, amount]: what the entry accounts for
            data["life"] = [list(change) for change in self._life_changes]
            self._life_changes = []
        self.log.add(s.turn, s.step.value, kind, text, **data, **({"player": who} if who is not None else {}))

    def gain_life(self, player: int, n: int, why: str = "") -> int:
        """The one way a player gains life (CR 119.3): through the log and the "gains life"
        event. A negative amount gains nothing (CR 107.1b); returns the life gained. `why`:
        said in the log when the gain is not an effect's own ("lifelink"). A player who can't
        gain life this turn gains none, and no replacement of the gain applies (CR 119.7)."""
        if n > 0 and self.state.players[player].cant_gain_life(self.state.turn):
            self.record("life", f"{self.pname(player)} can't gain life this turn (CR 119.7)")
            return 0
        n = life_to_gain(self, player, max(n, 0))
        self.state.players[player].life += n
        if n:
            self._life_changes.append((player, n))
        self.record("life", f"{self.pname(player)} gains {n} life" + (f" ({why})" if why else ""))
        if n:
            self.emit(GameEvent("life_gained", None, player, {"amount": n}))
        return n

    def lose_life(self, player: int, n: int) -> None:
        """The one way a player loses life (CR 119.3): an effect, damage (CR 120.3a) or a payment
        (CR 119.4). The caller's next log entry says so, and carries the amount."""
        self.state.players[player].lose_life(n)
        if n:
            self._life_changes.append((player, -n))

    def register(self, definition: CardDefinition) -> None:
        """Kept for API symmetry (definitions are shared, never copied)."""

    def emit(self, event: GameEvent) -> None:
        check_triggers(self, event)

    def run_effects(self, pending: PendingTrigger) -> None:
        """Resolve a triggered mana ability immediately (CR 605.4a)."""
        ctx = Context(pending.controller, pending.source_id, pending.source_lki, x=pending.x,
                      event=pending.event)
        run(self, ctx, pending.effects)

    def shuffle(self, player: int) -> None:
        """Deterministic shuffle (CR 701.20): seeded by the game seed and a counter in the state."""
        import random
        s = self.state
        s.shuffles += 1
        random.Random(s.shuffle_seed * 1_000_003 + s.shuffles).shuffle(s.players[player].library)
        self.record("shuffle", f"{self.pname(player)} shuffles their library")

    def check_state(self) -> None:
        from .engine.turn import check_sba
        for _ in range(1000):
            if not check_sba(self):
                return
        raise LoopLimit("state-based actions did not settle")

    # -------------------------------------------------------------- choices
    def ask(self, choice: Choice) -> tuple:
        """Every decision goes through here: presets (checked even when forced, CR 601.2c), forced choices, the decider."""
        n = len(choice.options)
        forced = n == 0 or (choice.minimum >= n and choice.maximum >= n and not choice.ordered) \
            or (choice.ordered and n == 1)
        self.state.choices_made += not forced     # a real choice: a loop through it is optional (CR 104.4b)
        queue = self._presets.get(choice.kind)
        if queue:                  # the player's own answer, never replaced by the only legal one
            return match_preset(choice, queue.pop(0))
        if forced:
            return tuple(o.value for o in choice.options)
        answer = tuple(self.decider.choose(choice))
        allowed = {o.value for o in choice.options}
        if not (choice.minimum <= len(answer) <= choice.maximum) or any(a not in allowed for a in answer) \
                or len(set(answer)) != len(answer):
            raise IllegalAction(f"CR 101.4: the answer {answer!r} is not a legal choice for "
                                f"{choice.describe()}")
        return answer

    def ask_one(self, kind: ChoiceKind, player: int, prompt: str, options) -> Any:
        opts = tuple(Option(v, l) for v, l in options)
        return self.ask(Choice(kind, player, prompt, opts, 1, 1))[0]

    def ask_bool(self, kind: ChoiceKind, player: int, prompt: str) -> bool:
        return self.ask_one(kind, player, prompt, [(True, "yes"), (False, "no")])

    def ask_objects(self, kind: ChoiceKind, player: int, prompt: str, ids: Iterable[int],
                    minimum: int, maximum: int) -> list[int]:
        opts = tuple(Option(i, self.state.objects[i].name) for i in ids)
        return list(self.ask(Choice(kind, player, prompt, opts, minimum, maximum)))

    def ask_order(self, kind: ChoiceKind, player: int, prompt: str, options) -> list:
        opts = tuple(Option(v, l) for v, l in options)
        return list(self.ask(Choice(kind, player, prompt, opts, len(opts), len(opts), ordered=True)))

    def choose_targets(self, specs, controller: int, source_id: int, what: str,
                       x: int = 0, event=None, by_spell: bool = False) -> list[list[Target]] | None:
        """CR 601.2c / 603.3d: choose targets per spec; None if a spec can't be satisfied.
        `x`: the X already chosen (CR 601.2b), for "X target creatures"."""
        chosen: list[list[Target]] = []
        for spec in specs:
            if spec.only_if is not None and not self._target_wanted(spec, source_id, controller):
                chosen.append([])        # chosen only if an optional cost was paid (CR 601.2c)
                continue
            low, high = target_counts(spec, x)
            total = divided_total(spec, x)
            if total is None and spec.divided is not None:      # "where X is ... as you activate"
                total = self._divided_now(spec, controller, source_id, x)
            if total is not None:             # CR 601.2d: each target gets at least 1
                low, high = (max(low, 1), min(high, total)) if total > 0 else (low, 0)
                if low > high:
                    return None
            options = self.target_options(spec, controller, source_id, by_spell)
            if spec.controller_from_target is not None or spec.controller_is_event_player:
                options = [o for o in options if isinstance(o.value, tuple) or target_controller_ok(
                    spec, self.state.objects[o.value], chosen, event)]
            if spec.distinct_from:
                taken = {("player", t.player) if t.player is not None else t.object_id
                         for i in spec.distinct_from if i < len(chosen) for t in chosen[i]}
                options = [o for o in options if o.value not in taken]
            options = one_graveyard(self, spec, controller, options, low, what)
            chooser, options = who_chooses(self, spec, controller, options, what)     # CR 601.2c
            if len(options) < low:
                return None
            answer = self.ask(Choice(ChoiceKind.TARGETS, chooser, f"choose targets for {what}",
                                     tuple(options), low, min(high, len(options))))
            chosen.append([chosen_target(v) for v in answer])
            if total is not None:
                divide(self, chosen[-1], total, controller, what)
        return chosen

    def _divided_now(self, spec, controller: int, source_id: int, x: int) -> int:
        """The amount a spec divides, reckoned as the targets are chosen (CR 601.2d, 602.2b)."""
        from .engine.evaluation import amount
        source = self.state.objects.get(source_id)
        return amount(self, Context(controller=controller, source_id=source_id, source_lki=source, x=x),
                      spec.divided)

    def _target_wanted(self, spec, source_id: int, controller: int) -> bool:
        """Whether the spell's optional cost the target depends on was paid (CR 702.33g)."""
        from .engine.query import other_condition_holds
        return bool(other_condition_holds(self.state, spec.only_if, self.state.objects[source_id], controller))

    def target_options(self, spec, controller: int, source_id: int, by_spell: bool = False) -> list[Option]:
        """What a target spec may choose now: objects and abilities on the stack
        (stack_abilities.target_options; `by_spell`: the source is a spell, CR 115.4) and players."""
        options = stack_target_options(self, spec, controller, source_id, by_spell)
        if spec.players is not None:
            for p in self.state.apnap():
                if spec.players is Controller.ANY or (spec.players is Controller.YOU) == (p == controller) \
                        or (spec.players is Controller.OPPONENT and p != controller):
                    options.append(Option(("player", p), self.pname(p)))
        return options

    def choose_modes(self, effects, controller: int, source_id: int, what: str,
                     x: int = 0, by_spell: bool = False) -> tuple[int, ...] | None:
        """CR 700.2a: choose the modes of the (first) ChooseModes in `effects`; a mode whose
        targets can't be chosen can't be chosen. None if no legal set of modes."""
        modal = next((e for e in effects if isinstance(e, ChooseModes)), None)
        if modal is None:
            return None
        possible = [i for i, m in enumerate(modal.modes)
                    if all(len(self.target_options(t, controller, source_id, by_spell)) >= target_counts(t, x)[0]
                           for t in m.targets)]
        if len(possible) < modal.minimum:
            return None
        if modal.pawprints:
            chosen = self._choose_pawprint_modes(modal, possible, controller, what)
        else:
            chosen = self._choose_listed_modes(modal, possible, controller, what)
        self.record("modes", f"{self.pname(controller)} chooses mode(s) "
                    f"{', '.join(str(i + 1) for i in chosen) or 'none'} for {what}")
        return chosen

    def _choose_listed_modes(self, modal, possible, controller: int, what: str) -> tuple[int, ...]:
        opts = tuple(Option(i, f"mode {i + 1}") for i in possible)
        answer = self.ask(Choice(ChoiceKind.MODES, controller, f"choose modes for {what}", opts,
                                 modal.minimum, min(modal.maximum, len(possible))))
        return tuple(sorted(answer))

    def _choose_pawprint_modes(self, modal, possible, controller: int, what: str) -> tuple[int, ...]:
        """CR 700.2i: modes whose pawprints total at most the number given, one at a time; the
        same mode again only where the card says so (CR 700.2d)."""
        chosen: list[int] = []
        left = modal.pawprints
        while True:
            opts = tuple(Option(i, f"mode {i + 1}") for i in possible if modal.modes[i].pawprints <= left
                         and (modal.repeatable or i not in chosen))
            if not opts:
                break
            answer = self.ask(Choice(ChoiceKind.MODES, controller, f"choose a mode for {what} "
                                     f"({left} pawprints left)", opts, 0, 1))
            if not answer:
                break
            chosen.append(answer[0])
            left -= modal.modes[answer[0]].pawprints
        return tuple(sorted(chosen))

    def choose_modes_and_targets(self, effects, specs, controller: int, source_id: int, what: str,
                                 x: int = 0, event=None, by_spell: bool = False):
        """CR 601.2b-c / 603.3c-d: modes, then targets for the spell (`by_spell`) or ability and its chosen modes.
        Returns (all specs, targets, modes) or None when it can't be done."""
        modal = next((e for e in effects if isinstance(e, ChooseModes)), None)
        modes = None
        all_specs = tuple(specs)
        if modal is not None:
            modes = self.choose_modes(effects, controller, source_id, what, x, by_spell)
            if modes is None:
                return None
            all_specs += tuple(t for i in modes for t in modal.modes[i].targets)
        targets = self.choose_targets(all_specs, controller, source_id, what, x, event, by_spell)
        if targets is None:
            return None
        return all_specs, targets, modes

    def target_name(self, t: Target) -> str:
        return target_label(self, t)

    def take_preset_attack(self) -> list[int] | None:
        value, self._attack = self._attack, None
        return value

    def take_preset_blocks(self) -> dict[int, int] | None:
        value, self._blocks = self._blocks, None
        return value

    # -------------------------------------------------------------- transactions
    def _checkpoint(self):
        """What a rollback needs: the state but its objects, which are kept as each is first
        looked up (state.open_transaction), so an action copies the few objects it touches."""
        return open_transaction(self.state), self.decider.checkpoint(), len(self.log), \
            {k: list(v) for k, v in self._presets.items()}, list(self._life_changes)

    def _restore(self, token) -> None:
        (state, objects_before), decider, length, presets, life_changes = token
        state.objects = self.state.objects.rolled_back(objects_before)
        self.state = state
        self.decider.restore(decider)
        self.log.truncate(length)
        self._presets = presets
        self._life_changes = life_changes

    def transaction(self, presets: dict[ChoiceKind, list] | None = None, choice: bool = True) -> Transaction:
        """All-or-nothing: on any exception, restore state, decider and log, then re-raise.
        `choice`: the action is a player's choice (anything but passing priority), which makes
        a loop through it optional (engine/loops.py). A context manager (engine/transaction.py)."""
        return Transaction(self, presets, choice)

    def dry_run(self, fn: Callable[[], Any]) -> str | None:
        """Try `fn` on a copy of the state; return None if it works, else the refusal reason.

        The original state object is put back untouched, so references held by callers
        (the VM in the middle of a resolution) stay valid.
        """
        original = self.state
        decider, length = self.decider.checkpoint(), len(self.log)
        presets = {k: list(v) for k, v in self._presets.items()}
        life_changes = list(self._life_changes)
        self.state = clone_state(original, on_use=True)
        try:
            fn()
            return None
        except IllegalAction as refused:
            return refused.reason
        finally:
            self.state = original
            self.decider.restore(decider)
            self.log.truncate(length)
            self._presets = presets
            self._life_changes = life_changes

    # ============================================================== set-up (not actions)
    def player(self, key: PlayerKey) -> int:
        if isinstance(key, int):
            return key
        for p in self.state.players:
            if p.name == key:
                return p.index
        raise KeyError(f"no player named {key!r}")

    def add_card(self, player: PlayerKey, definition: CardDefinition, zone: Zone = Zone.HAND) -> int:
        if zone is Zone.BATTLEFIELD:
            return self.put_onto_battlefield(player, definition)
        return create_object(self, definition, self.player(player), zone).id

    def designate_commander(self, player: PlayerKey, definition: CardDefinition) -> int:
        """Put a card designated as `player`'s commander into the command zone, where a game of
        Commander starts it (CR 903.3, 903.6); the designation stays with the card (CR 903.3)."""
        oid = self.add_card(player, definition, Zone.COMMAND)
        self.state.objects[oid].commander = True
        return oid

    def set_library(self, player: PlayerKey, definitions: Sequence[CardDefinition]) -> list[int]:
        """Replace a library; the first definition is the top card."""
        p = self.player(player)
        for oid in list(self.state.players[p].library):
            self.state.objects[oid].gone = True
        self.state.players[p].library.clear()
        return [self.add_card(p, d, Zone.LIBRARY) for d in definitions]

    def put_onto_battlefield(self, player: PlayerKey, definition: CardDefinition, *,
                             tapped: bool = False, sick: bool = False,
                             counters: dict[str, int] | None = None, saddled: bool = False,
                             token: bool = False, as_effect: bool = False, x: int = 0,
                             attach_to: ObjectKey | None = None, transformed: bool = False,
                             attach_player: PlayerKey | None = None) -> int:
        """Set-up placement (no replacements or triggers), or `as_effect=True` to put it
        onto the battlefield as an effect would (enters replacements, X=0 unless given; triggers).
        `attach_to`: the object an Aura/Equipment is attached to (CR 303.4, 301.5);
        `transformed`: a transforming double-faced card with its back face up (CR 712.14a);
        `attach_player`: the player an Aura with "enchant player" enchants (CR 303.4, 702.5d)."""
        p = self.player(player)
        enchanted = None if attach_player is None else self.player(attach_player)
        target = None if attach_to is None else self._oid(attach_to, Zone.BATTLEFIELD
                                                          if isinstance(attach_to, str) else None)
        if as_effect:
            self.state.event_batch += 1        # an action of its own: one event (CR 603.2c)
            o = enter_battlefield(self, definition, p, p, is_token=token, tapped=tapped, x=x, sick=sick,
                                  attach_to=target, transformed=transformed, attach_player=enchanted)
        else:
            o = create_object(self, definition, p, Zone.BATTLEFIELD, is_token=token)
            if transformed and definition.back_face is not None:
                o.definition, o.front_face = definition.back_face, definition
            o.tapped = tapped
            o.controlled_since_turn_start = not sick
            o.attached_to, o.attached_player = target, enchanted
        o.counters.update(counters or {})
        o.saddled = o.saddled or saddled
        return o.id

    def set_life(self, player: PlayerKey, life: int) -> None:
        self.state.players[self.player(player)].life = life

    def add_mana(self, player: PlayerKey, types: str | Iterable[ManaType], restriction=None,
                 rider=None) -> None:
        """Put mana straight into a pool (set-up helper): add_mana("Alice", "GGC")."""
        p = self.state.players[self.player(player)]
        for t in types:
            p.pool.append(ManaUnit(ManaType(t), restriction, rider))

    def set_step(self, step: Step, active: PlayerKey | None = None, turn: int | None = None) -> None:
        """Jump to a step (set-up): no turn-based actions; the active player gets priority."""
        s = self.state
        if active is not None:
            s.active = self.player(active)
        if turn is not None:
            s.turn = turn
        s.step = step
        # CR 502.4, 514.3: nobody receives priority in untap and cleanup steps
        s.priority = None if step in (Step.UNTAP, Step.CLEANUP) else s.active
        s.passes = 0

    # ============================================================== addressing
    def obj(self, key: ObjectKey, zone: Zone | None = None) -> GameObject:
        """An object by id, by GameObject, by name ("Forest", first in id order) or "Name#k" (k-th)."""
        s = self.state
        if isinstance(key, GameObject):
            return key
        if isinstance(key, int):
            return s.objects[key]
        name, index = key, 1
        if "#" in key:
            head, _, tail = key.rpartition("#")
            if tail.isdecimal():
                name, index = head, int(tail)
        zones = [zone] if zone else [Zone.BATTLEFIELD, Zone.STACK, Zone.HAND, Zone.GRAVEYARD,
                                     Zone.EXILE, Zone.LIBRARY]
        found = [oid for z in zones for oid in sorted(s.zone_list(z)) if s.objects[oid].name == name]
        if len(found) < index:
            raise KeyError(f"no object named {key!r}" + (f" in {zone.value}" if zone else ""))
        return s.objects[found[index - 1]]

    def _oid(self, key: ObjectKey, zone: Zone | None = None) -> int:
        return self.obj(key, zone).id

    # ============================================================== actions
    def cast(self, player: PlayerKey, card: ObjectKey, *, targets: Sequence | None = None,
             x: int | None = None, choices: dict[ChoiceKind, list] | None = None,
             alt: str | None = None) -> int:
        """Cast a spell from hand (or one the player may play from elsewhere); returns its object id. `targets`: one list per target spec.
        `alt`: an alternative cost ("flashback" from the graveyard, "morph" face down, "dash",
        "evoke", "madness" from exile, see actions.cast)."""
        p = self.player(player)
        zone = {"flashback": Zone.GRAVEYARD, "madness": Zone.EXILE, "aftermath": Zone.GRAVEYARD,
                "retrace": Zone.GRAVEYARD, "jump-start": Zone.GRAVEYARD, "harmonize": Zone.GRAVEYARD,
                "plot": Zone.EXILE, "airbend": Zone.EXILE, "foretell": Zone.EXILE,
                "escape": Zone.GRAVEYARD, "disturb": Zone.GRAVEYARD,
                "mayhem": Zone.GRAVEYARD}.get(alt, Zone.HAND)
        with self.transaction(self._action_presets(targets, x, None, choices)):
            return _cast(self, p, self._playable(p, card, zone), alt=alt)

    def plot(self, player: PlayerKey, card: ObjectKey) -> None:
        """Plot a card from the hand: pay its plot cost and exile it (a special action, CR
        702.170a-b, 116.2k); cast it later with `cast(..., alt="plot")` (CR 702.170d)."""
        from .mechanics.later_casting import plot
        p = self.player(player)
        with self.transaction():
            plot(self, p, self._oid(card, None if isinstance(card, (int, GameObject)) else Zone.HAND))

    def foretell(self, player: PlayerKey, card: ObjectKey) -> None:
        """Foretell a card from the hand: pay {2} and exile it face down (a special action, CR
        702.143a-b, 116.2h); cast it on a later turn with `cast(..., alt="foretell")`."""
        from .mechanics.later_casting import foretell
        p = self.player(player)
        with self.transaction():
            foretell(self, p, self._oid(card, None if isinstance(card, (int, GameObject)) else Zone.HAND))

    def turn_face_up(self, player: PlayerKey, obj: ObjectKey) -> None:
        """Turn a face-down permanent with morph/megamorph face up by paying its morph cost
        (a special action, CR 702.37e, 116.2b; megamorph adds a +1/+1 counter, CR 702.37b)."""
        p = self.player(player)
        with self.transaction():
            HOOKS.turn_face_up(self, p, self._oid(obj, None if isinstance(obj, (int, GameObject)) else Zone.BATTLEFIELD))

    def unlock_door(self, player: PlayerKey, obj: ObjectKey, door: int | str) -> None:
        """Unlock a locked door (0 left, 1 right, or its name) of a Room one controls by paying
        its mana cost, a special action any time one could cast a sorcery (CR 709.5e, 116.2m)."""
        from .mechanics.rooms import unlock_door
        p = self.player(player)
        with self.transaction():
            unlock_door(self, p, self._oid(obj, None if isinstance(obj, (int, GameObject)) else Zone.BATTLEFIELD), door)

    def play_land(self, player: PlayerKey, card: ObjectKey) -> None:
        """Play a land from the hand, or one the player may play from elsewhere (CR 305.1)."""
        p = self.player(player)
        with self.transaction():
            _play_land(self, p, self._playable(p, card, Zone.HAND))

    def _playable(self, player: int, card: ObjectKey, zone: Zone) -> int:
        """A card by name in `zone`, else among those `player` may play from elsewhere."""
        if not isinstance(card, str):
            return self._oid(card)
        try:
            return self._oid(card, zone)
        except KeyError:
            from .engine.cast_permissions import permitted_elsewhere
            named = [oid for oid in self.state.playable_elsewhere(player) + permitted_elsewhere(self.state, player)
                     if self.state.objects[oid].name == card]
            named += [oid for oid in self.state.players[player].zone(Zone.EXILE)
                      if self.seen_by(player, oid) == card != self.state.objects[oid].name]
            if not named:
                raise
            return named[0]

    def activate(self, player: PlayerKey, obj: ObjectKey, ability: int | str = 0, *,
                 targets: Sequence | None = None, x: int | None = None,
                 pay: Sequence | None = None, choices: dict[ChoiceKind, list] | None = None) -> int | None:
        """Activate ability `ability` (index among activated+mana abilities, or keyword name).

        `pay` names the permanents that pay a tap cost (saddle/crew). Returns the stack item id
        (None for a mana ability, which resolves at once)."""
        p = self.player(player)
        with self.transaction(self._action_presets(targets, x, pay, choices)):
            o = self.obj(obj)            # by name: the battlefield first, then hand, graveyard ... (cycling)
            return _activate(self, p, o.id, self._ability_index(o, ability))

    def tap_for_mana(self, player: PlayerKey, obj: ObjectKey, ability: int | None = None, *,
                     choose: Any = None) -> list[ManaUnit]:
        """Activate a mana ability with {T} (ruling M4); `choose` answers its colour/bundle choice."""
        p = self.player(player)
        o = self.obj(obj, None if isinstance(obj, (int, GameObject)) else Zone.BATTLEFIELD)
        abilities = activated_abilities(o, self.state)
        if ability is None:
            taps = [i for i, a in enumerate(abilities) if getattr(a, "taps", False)]
            if not taps:
                raise IllegalAction(f"CR 106.12: {o.name} has no mana ability with {{T}} in its cost")
            ability = taps[0]
        before = len(self.state.players[p].pool)
        presets = {ChoiceKind.MANA: list(choose) if isinstance(choose, (list, tuple)) else [choose]} \
            if choose is not None else None
        with self.transaction(presets):
            _activate(self, p, o.id, ability)
        return list(self.state.players[p].pool[before:])

    def pass_priority(self, player: PlayerKey | None = None) -> None:
        """The player with priority passes (CR 117.3d); all passing resolves the top or ends the step."""
        who = None if player is None else self.player(player)
        s = self.state
        living = s.apnap()
        if self._depth == 0 and not s.over and s.priority in living and who in (None, s.priority) \
                and s.passes + 1 < len(living):
            s.passes += 1                        # CR 117.3d: priority only moves to the next player,
            self._pass_to_next(s)                # which can't fail: no copy for a rollback
            return
        with self.transaction(choice=False):
            self._pass(who)

    def _pass(self, player: int | None) -> None:
        s = self.state
        if s.over:
            raise IllegalAction("CR 104.1: the game is over")
        if s.priority is None:
            advance(self)
            return
        if player is not None and player != s.priority:
            raise IllegalAction(f"CR 117.3d: {self.pname(player)} doesn't have priority")
        s.passes += 1
        living = s.apnap()
        if s.passes >= len(living):
            if s.stack:
                _resolve_top(self)
                give_priority(self, s.active)     # CR 117.3b
                after_resolution(self)            # a loop repeating the game (CR 104.4b)
            else:
                advance(self)
            return
        self._pass_to_next(s)

    @staticmethod
    def _pass_to_next(s: GameState) -> None:
        living = s.apnap()
        s.priority = living[(living.index(s.priority) + 1) % len(living)]

    def resolve_stack(self, max_passes: int = 1000) -> None:
        """Everyone passes until the stack is empty (new triggers resolve too)."""
        from .engine.turn import settle
        with self.transaction(choice=False):
            settle(self)         # set-up may have left triggers waiting (CR 117.5)
            for _ in range(max_passes):
                if not self.state.stack or self.state.over:
                    return
                self._pass(None)
            raise LoopLimit("the stack did not empty")

    def resolve_top(self) -> None:
        """Everyone passes once: the top object of the stack resolves."""
        with self.transaction(choice=False):
            if not self.state.stack:
                raise IllegalAction("CR 405.5: the stack is empty")
            depth = len(self.state.stack)
            for _ in range(len(self.state.players) + 1):
                if len(self.state.stack) < depth or self.state.over:
                    return
                self._pass(None)
                if len(self.state.stack) != depth:
                    return

    def advance_to(self, step: Step, active: PlayerKey | None = None, max_passes: int = 2000) -> None:
        """Pass priority (resolving whatever is on the stack) until `step` begins
        (of `active`'s turn if given)."""
        want = None if active is None else self.player(active)
        with self.transaction(choice=False):
            self._advance_to(step, want, max_passes)

    def _advance_to(self, step: Step, want: int | None, max_passes: int) -> None:
        s = self.state
        start = (s.turn, s.step)
        for _ in range(max_passes):
            if s.over:
                return
            moved = (s.turn, s.step) != start
            if moved and s.step is step and (want is None or s.active == want):
                return
            self._pass(None)
            s = self.state
        raise LoopLimit(f"did not reach {step.value} within {max_passes} passes")

    def declare_attackers(self, player: PlayerKey, attackers: Sequence[ObjectKey]) -> None:
        """From a main phase or beginning of combat with an empty stack: go to the declare
        attackers step and declare these (CR 508.1)."""
        p = self.player(player)
        with self.transaction():
            s = self.state
            if s.active != p:
                raise IllegalAction(f"CR 508.1: only the active player declares attackers")
            if s.step not in (Step.MAIN1, Step.BEGINNING_OF_COMBAT):
                raise IllegalAction(f"CR 508.1: attackers are declared in the declare attackers "
                                    f"step; it is {s.step.value}")
            self._attack = [self._oid(a, None if isinstance(a, int) else Zone.BATTLEFIELD) for a in attackers]
            self._advance_to(Step.DECLARE_ATTACKERS, p, 200)
            if self._attack is not None:
                raise IllegalAction("CR 508.1: the declare attackers step was not reached")

    def declare_blockers(self, player: PlayerKey, blocks: dict[ObjectKey, ObjectKey]) -> None:
        """In the declare attackers step: go to declare blockers and block (blocker -> attacker)."""
        self.player(player)
        with self.transaction():
            if self.state.step is not Step.DECLARE_ATTACKERS:
                raise IllegalAction("CR 509.1: blockers are declared after attackers, in the "
                                    f"declare blockers step; it is {self.state.step.value}")
            # a list of attackers: a creature that can block several (AdditionalBlocks, CR 509.1a)
            self._blocks = {self._oid(b, Zone.BATTLEFIELD): (
                [self._oid(x, Zone.BATTLEFIELD) for x in a] if isinstance(a, (list, tuple))
                else self._oid(a, Zone.BATTLEFIELD)) for b, a in blocks.items()}
            self._advance_to(Step.DECLARE_BLOCKERS, None, 200)

    def _ability_index(self, o: GameObject, ability: int | str) -> int:
        if isinstance(ability, int):
            return ability
        for i, a in enumerate(activated_abilities(o, self.state)):
            if (getattr(a, "keyword", None) or "").lower() == ability.lower():
                return i
        raise IllegalAction(f"CR 602.1: {o.name} has no {ability} ability")

    def _action_presets(self, targets, x, pay, choices) -> dict[ChoiceKind, list]:
        presets: dict[ChoiceKind, list] = {k: list(v) for k, v in (choices or {}).items()}
        if targets is not None:
            groups = [list(g) if isinstance(g, (list, tuple)) else [g] for g in targets]
            presets.setdefault(ChoiceKind.TARGETS, []).extend(groups)
        if x is not None:
            presets.setdefault(ChoiceKind.X, []).append(x)
        if pay is not None:
            presets.setdefault(ChoiceKind.TAP_COST, []).append(list(pay))
        return presets

    # ============================================================== queries
    def life(self, player: PlayerKey) -> int:
        return self.state.players[self.player(player)].life

    def seen_by(self, viewer: PlayerKey, obj: ObjectKey) -> str:
        """The name `viewer` sees for an object: a face-down one shows its own only to a player
        who may look at it (a foretold card: its owner, CR 702.143a, 406.3; a face-down
        permanent: its controller, CR 708.5); to the others it has none (CR 406.3a, 708.2)."""
        from .engine.actions import may_look_at
        o = self.obj(obj)
        return o.face_up.name if o.face_up is not None and may_look_at(o, self.player(viewer)) else o.name

    def sees(self, viewer: PlayerKey, obj: ObjectKey) -> bool:
        """Whether `viewer` sees the card: public zones, their own hand, and the hidden cards a
        "play with ... revealed" static shows (CR 400.2, 401.2, 402.3; engine/visibility.py)."""
        from .engine.visibility import sees
        return sees(self, self.player(viewer), self._oid(obj))

    def zone(self, player: PlayerKey, zone: Zone) -> list[str]:
        """Names in a zone (battlefield: the permanents that player controls)."""
        s = self.state
        p = self.player(player)
        if zone is Zone.BATTLEFIELD:
            return [s.objects[i].name for i in sorted(s.battlefield) if s.objects[i].controller == p]
        if zone is Zone.STACK:
            return [i.description for i in s.stack]
        return [s.objects[i].name for i in s.players[p].zone(zone)]

    def battlefield(self) -> list[GameObject]:
        return [self.state.objects[i] for i in sorted(self.state.battlefield)]

    def is_tapped(self, obj: ObjectKey) -> bool:
        return self.obj(obj).tapped

    def counters(self, obj: ObjectKey, kind: str = "+1/+1") -> int:
        return self.obj(obj).counters.get(kind, 0)

    def is_saddled(self, obj: ObjectKey) -> bool:
        return self.obj(obj).saddled

    def attached_to(self, obj: ObjectKey) -> int | None:
        """The id of the object an Aura or Equipment is attached to (None if unattached)."""
        return self.obj(obj).attached_to

    def saddled_by(self, obj: ObjectKey) -> list[int]:
        """The creatures that saddled the Mount this turn (CR 702.171c), in the order they did."""
        return saddlers(self.state, self.obj(obj).id)

    def pt(self, obj: ObjectKey) -> tuple[int, int]:
        return power_toughness(self.state, self.obj(obj))

    def keywords(self, obj: ObjectKey) -> list[str]:
        return sorted(keywords(self.state, self.obj(obj)))

    def is_summoning_sick(self, obj: ObjectKey) -> bool:
        return not self.obj(obj).controlled_since_turn_start

    def pool(self, player: PlayerKey) -> list[ManaUnit]:
        return list(self.state.players[self.player(player)].pool)

    def pool_text(self, player: PlayerKey) -> str:
        """The pool as "{G}{G}" in WUBRGC order (restrictions not shown)."""
        order = list(ManaType)
        units = sorted(self.pool(player), key=lambda u: order.index(u.type))
        return "".join("{%s}" % u.type.value for u in units)

    def could_produce(self, obj: ObjectKey) -> set[ManaType]:
        from .engine.mana import could_produce
        return could_produce(self, self.obj(obj).id)

    @property
    def step(self) -> Step:
        return self.state.step

    @property
    def active_player(self) -> int:
        return self.state.active

    @property
    def priority_player(self) -> int | None:
        return self.state.priority

    def log_lines(self) -> list[str]:
        return self.log.lines()

    # ============================================================== enumeration
    def legal_actions(self, player: PlayerKey) -> list[Action]:
        return _legal_actions(self, self.player(player))

    # ============================================================== saving
    def to_json(self) -> str:
        """The whole game as JSON, between actions (runtime/saved_games.py): state, decider,
        log and limits. `Game.from_json` of it plays on exactly as this game would."""
        return saved_games.dumps(self)

    @classmethod
    def from_json(cls, text: str) -> "Game":
        """The game `to_json` saved; it saves again to the same text, byte for byte."""
        return saved_games.loads(text, cls)

    def perform(self, action: Action) -> None:
        _perform(self, action)

"""Seeded random play: drives a Game through its public API (property tests, `cardtext play`).

`play_checked` plays one game of random legal actions and checks the invariants
(invariants.py) after every one; `play_random` only plays.
"""
from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from ...runtime.abilities import CardDefinition, ManaAbility
from ...runtime.characteristics import CardType, Step, Zone
from ...runtime.engine.query import activated_abilities
from ...runtime.engine.actions import Action
from ...runtime.engine.decider import RandomDecider
from ...runtime.errors import IllegalAction, LoopLimit
from ...runtime.game import Game
from .invariants import refusal_violations, state_violations
from .replays import Recording, action_call, outcome_of, pass_call
from .state_snapshot import StateSnapshot

# How often a player with something to do does it rather than pass.
ACT_CHANCE = 0.7
MAIN_ACT_CHANCE = 0.9                # in their own main phase, with the stack empty
# How much likelier each kind of action is to be chosen than an activated ability. Spells are
# paid from the mana pool (CR 601.2g-h), so a player taps mana sources (activations) first;
# once the pool pays for a spell, casting it is what the player most wants to do.
# Unlocking a Room's door is paid from the pool as a spell is (CR 709.5e), so it weighs as much.
ACTION_WEIGHTS = {"cast": 6, "play_land": 6, "attack": 3, "unlock": 6, "companion": 6}


def new_random_game(decks: Sequence[Sequence[CardDefinition]], seed: int,
                    names: Sequence[str] = ("Alice", "Bob"), hand_size: int = 7,
                    companions: Sequence[CardDefinition | None] = ()) -> Game:
    """A game with shuffled libraries (seeded), opening hands drawn and their actions taken (CR
    103.6: "begin the game with it on the battlefield", "reveal it from your opening hand"), at
    turn 1 upkeep, which has begun (its triggers triggered). A player's
    companion (`companions`, by player; None for none) is set outside the game and revealed before
    the opening hand is drawn (CR 103.2b); a game without one is set up exactly as before."""
    from ...runtime.engine.zones import draw
    from ...runtime.mechanics.companions import reveal_companion
    from ...runtime.engine.turn import begin_step
    from ...runtime.mechanics.opening_hand import take_opening_hand_actions
    game = Game(names, RandomDecider(seed))
    rng = random.Random(seed)
    for player, deck in enumerate(decks):
        cards = list(deck)
        rng.shuffle(cards)
        game.set_library(player, cards)
        companion = companions[player] if player < len(companions) else None
        if companion is not None:
            reveal_companion(game, player, game.add_card(player, companion, Zone.OUTSIDE))
        draw(game, player, hand_size)
    take_opening_hand_actions(game, 0)        # CR 103.6, from the starting player
    # the first turn begins (CR 103.8): no untapping to do, then its upkeep begins, so "at the
    # beginning of the first upkeep" triggers (CR 503.1)
    game.set_step(Step.UNTAP, 0, turn=1)
    begin_step(game, Step.UPKEEP)
    return game


def choose_action(game: Game, rng: random.Random) -> Action | None:
    """A random legal action of the player with priority; None when no player has priority
    (the game moves on by itself). A player with mana in their pool keeps acting while they
    can (the pool empties when the step ends, CR 106.4)."""
    player = game.state.priority
    if player is None:
        return None
    s = game.state
    own_main = s.active == player and s.step in (Step.MAIN1, Step.MAIN2) and not s.stack
    if not s.players[player].pool and rng.random() >= (MAIN_ACT_CHANCE if own_main else ACT_CHANCE):
        return Action("pass", player)       # passing is always legal (CR 117.3d): no need to look
    active = [a for a in game.legal_actions(player) if a.kind != "pass"]
    if not active:
        return Action("pass", player)
    options = active + [Action("pass", player)]
    weights = [_weight(game, a) for a in active] + [0 if own_main else ACTION_WEIGHTS["cast"]]
    return rng.choices(options, weights)[0]


def _weight(game: Game, action: Action) -> int:
    """Spells are paid from the pool (CR 601.2h): in their own main phase a player taps their
    lands for mana as readily as they cast what the mana pays for; elsewhere they mostly pass
    (the pass weighs as much as a spell), so their lands are not spent on nothing."""
    if action.kind != "activate":
        return ACTION_WEIGHTS.get(action.kind, 1)
    s = game.state
    o = s.objects[action.object_id]
    if s.active == action.player and s.step in (Step.MAIN1, Step.MAIN2) and CardType.LAND in o.definition.types:
        abilities = activated_abilities(o, s)
        if action.index < len(abilities) and isinstance(abilities[action.index], ManaAbility):
            return ACTION_WEIGHTS["cast"]
    return 1


def take(game: Game, action: Action | None) -> None:
    if action is None:
        game.pass_priority()
    else:
        game.perform(action)


def play_random(game: Game, seed: int, max_actions: int = 400) -> int:
    """Take up to `max_actions` random legal actions; returns how many were taken.

    Refused actions (IllegalAction) leave the state unchanged; the player then passes.
    """
    return RandomPlayer(game, seed).play(max_actions)


class RandomPlayer:
    """play_random's game and choices, resumable: `play(n)` takes up to n more actions where the
    last call stopped, as one call of play_random with the sum would."""

    def __init__(self, game: Game, seed: int) -> None:
        self.game = game
        self.rng = random.Random(seed)
        self.taken = 0

    def play(self, max_actions: int) -> int:
        game, rng = self.game, self.rng
        taken = 0
        for _ in range(max_actions):
            if game.state.over:
                break
            action = choose_action(game, rng)
            try:
                take(game, action)
            except IllegalAction:
                game.pass_priority(game.state.priority)
            taken += 1
        self.taken += taken
        return taken


@dataclass(frozen=True)
class Violation:
    """An invariant that failed, or an exception the engine raised, with what reproduces it."""

    seed: int
    turn: int
    step: str
    action: str
    cards: tuple[str, ...]          # the cards the action named (its object, the attackers)
    messages: tuple[str, ...]


@dataclass
class GameReport:
    seed: int
    actions: int = 0
    refused: int = 0
    turn: int = 1
    ended: str = "turns"            # "turns" | "game over" | "action budget" | "loop limit"
    violation: Violation | None = None
    notes: list[str] = field(default_factory=list)
    recording: Recording | None = None      # with `record`: the start and every call (replays.py)
    game: Game | None = None                # with `record`: the game as it ended
    log_digest: str = ""            # sha256 of the game's log lines: the same seed, the same game


def log_digest(game: Game) -> str:
    """A fingerprint of everything the game logged, to compare games across engine changes."""
    return hashlib.sha256("\n".join(game.log_lines()).encode("utf-8")).hexdigest()


def describe(game: Game, action: Action | None) -> tuple[str, tuple[str, ...]]:
    """The action in words ("Alice casts Shock") and the names of the cards it names."""
    s = game.state
    if action is None:
        return "the game moves on (no player has priority)", ()
    who = s.players[action.player].name
    ids = ((action.object_id,) if action.object_id is not None else ()) + tuple(action.attackers)
    names = tuple(s.objects[i].name for i in ids if i in s.objects)
    verb = {"pass": "passes", "play_land": "plays", "cast": "casts", "activate": "activates",
            "attack": "attacks with", "unlock": "unlocks a door of"}.get(action.kind, action.kind)
    what = ", ".join(names)
    if action.kind == "activate":
        what += f" (ability {action.index})"
    return f"{who} {verb} {what}".rstrip(), names


def play_checked(decks: Sequence[Sequence[CardDefinition]], seed: int, turns: int,
                 budget: int, record: bool = False,
                 companions: Sequence[CardDefinition | None] = ()) -> GameReport:
    """One seeded random game until turn `turns` ends, the game ends, or `budget` actions
    were taken; the invariants are checked after every action and the first violation (or
    exception other than IllegalAction) ends the game. `record`: the report keeps the game's
    start and every call made on it, to write a replay file."""
    game = new_random_game(decks, seed, companions=companions)
    report = GameReport(seed)
    if record:
        report.recording, report.game = Recording(game.to_json()), game
    rng = random.Random(seed)
    replay = _Replay(decks, seed, tuple(companions))
    while report.actions < budget:
        s = game.state
        if s.over:
            report.ended = "game over"
            break
        if s.turn > turns:
            break
        action = choose_action(game, rng)
        replay.actions.append(action)
        problems = _step(game, action, replay, report)
        report.actions += 1
        if problems:
            text, names = describe(game, action)
            report.violation = Violation(seed, s.turn, s.step.value, text, names, tuple(problems))
            break
        if report.ended == "loop limit":
            break
    else:
        report.ended = "action budget"
    report.turn = min(game.state.turn, turns)
    report.log_digest = log_digest(game)
    if record:
        report.game = game
    return report


def _recorded(report: GameReport, call: dict, exc: BaseException | None) -> None:
    if report.recording is not None:
        report.recording.add(call, outcome_of(exc))


class _Replay:
    """The states before the actions of a game, played again when a refusal needs one: the same
    decks and seed deal the same game, and the actions play_checked took (`actions`, appended
    as they are chosen), taken again in order, each refused one followed by a pass as
    play_checked does, play the same game, so the text written from the replay is the text the
    state had. The choices are not made again: listing the legal actions (choose_action) has no
    effect on the game (its trials run on copies, game.dry_run), so taking the recorded actions
    is playing the game again at the cost of the actions alone. Writing every state before
    every action, in case it is refused, cost more than all the rest of a game; refusals are
    rare. The replayed game is kept and played on to the next refusal's action, so a game with
    many refusals is replayed once, not once per refusal."""

    def __init__(self, decks: Sequence[Sequence[CardDefinition]], seed: int, companions: tuple = (),
                 actions: list[Action | None] | None = None) -> None:
        self.decks, self.seed, self.companions = decks, seed, companions
        self.actions: list[Action | None] = [] if actions is None else actions
        self._game: Game | None = None
        self._taken = 0

    def state_text(self, snapshot: StateSnapshot, actions: int) -> str:
        """The text of the state before action number ACTIONS (counted from 0)."""
        if self._game is None or self._taken > actions:
            self._game, self._taken = new_random_game(self.decks, self.seed, companions=self.companions), 0
        game = self._game
        for action in self.actions[self._taken:actions]:
            try:
                take(game, action)
            except IllegalAction:
                game.pass_priority(game.state.priority)
        self._taken = actions
        return snapshot.text(game.state)


def _step(game: Game, action: Action | None, replay: _Replay, report: GameReport) -> list[str]:
    """Take ACTION and return the violations it caused."""
    life = [p.life for p in game.state.players]
    log_length = len(game.log)
    try:
        take(game, action)
        _recorded(report, action_call(action), None)
    except IllegalAction as exc:
        _recorded(report, action_call(action), exc)
        report.refused += 1
        problems = _refusal_violations(game, replay, report, log_length)
        if problems:
            return problems
        return _pass_instead(game, report)
    except LoopLimit as exc:            # the engine stopped a loop: the game ends here, cleanly
        _recorded(report, action_call(action), exc)
        report.ended = "loop limit"
        report.notes.append(str(exc))
        return _refusal_violations(game, replay, report, log_length)
    except Exception as exc:            # anything else is the engine's bug
        _recorded(report, action_call(action), exc)
        return [f"the engine raised {type(exc).__name__}: {str(exc)[:300]}"]
    return state_violations(game.state, life, game.log.entries[log_length:])


def _refusal_violations(game: Game, replay: _Replay, report: GameReport, log_length: int) -> list[str]:
    """The state after a refusal against the state before it (one snapshot writes both, so
    frozen values get the same short names)."""
    snapshot = StateSnapshot()
    before = replay.state_text(snapshot, report.actions)
    return refusal_violations(before, snapshot.text(game.state), log_length, len(game.log))


def _pass_instead(game: Game, report: GameReport) -> list[str]:
    """After a refusal the player passes (always legal while they have priority)."""
    log_length = len(game.log)
    life = [p.life for p in game.state.players]
    call = pass_call(game.state.priority)
    try:
        game.pass_priority(game.state.priority)
        _recorded(report, call, None)
    except LoopLimit as exc:
        _recorded(report, call, exc)
        report.ended = "loop limit"
        report.notes.append(str(exc))
        return []
    except Exception as exc:
        _recorded(report, call, exc)
        return [f"passing after a refused action raised {type(exc).__name__}: {str(exc)[:300]}"]
    return state_violations(game.state, life, game.log.entries[log_length:])

"""Choices, modes and control flow: the instructions that hold other instructions (modes,
conditions, optional and paid-for steps, delayed triggers, clashes and coin flips) and the
choices made as an ability resolves.

`Effect` (the union of every instruction, in the package `__init__`) and `TargetSpec`
(runtime.abilities, built from these instructions) are named in annotations only."""
from __future__ import annotations

from dataclasses import dataclass

from ..costs import Cost
from ..mana_costs import ManaCost
from ..events import TriggerEvent
from ..filters import Amount, Condition, ObjectRef, Player, PlayerRef


@dataclass(frozen=True)
class Mode:
    """One "•" mode of a modal spell or ability, with its own targets (CR 700.2); a spree
    mode's additional cost, paid as the spell is cast if the mode is chosen (CR 700.2h, 702.172a)."""

    effects: tuple["Effect", ...]
    targets: tuple["TargetSpec", ...] = ()
    cost: "ManaCost | None" = None
    pawprints: int = 0                   # "{P}{P} — ...": what the mode is worth (CR 700.2i)


@dataclass(frozen=True)
class ChooseModes:
    """"Choose one —" (CR 700.2a): modes are chosen as it is put on the stack, then their
    targets; on resolution the chosen modes' effects run in printed order."""

    modes: tuple[Mode, ...]
    minimum: int = 1
    maximum: int = 1
    # "Choose up to five {P} worth of modes" (CR 700.2i): the modes chosen total at most this
    # many pawprints (0: no pawprints); "You may choose the same mode more than once" (CR 700.2d)
    pawprints: int = 0
    repeatable: bool = False


@dataclass(frozen=True)
class Conditional:
    """"If <condition>, <effects>" checked as the step runs (CR 608.2c)."""

    condition: "Condition"
    effects: tuple["Effect", ...]
    otherwise: tuple["Effect", ...] = ()      # "Otherwise, <effects>." when it doesn't hold


@dataclass(frozen=True)
class Optional:
    """"You may <effects>." [+ "If you do, <if_done>."] [+ "If you don't, <if_not_done>."]
    (CR 608.2c)."""

    effects: tuple["Effect", ...]
    if_done: tuple["Effect", ...] = ()
    player: Player = PlayerRef.YOU        # who chooses: "its controller may draw a card"
    # the player declined, or chose to but it wasn't done (a cost they couldn't pay, CR 118.12)
    if_not_done: tuple["Effect", ...] = ()


@dataclass(frozen=True)
class IfDone:
    """"Sacrifice ~. If you do, <if_done>." / "Remove a +1/+1 counter from it. If you do, ...":
    an instruction that must be followed, and `if_done` only if it was done (CR 608.2c): the
    sacrifice moved a permanent to the graveyard, the counters were there to remove. The
    instruction is one whose handler says how many objects it acted on (`Context.done`)."""

    effects: tuple["Effect", ...]
    if_done: tuple["Effect", ...]


@dataclass(frozen=True)
class Unless:
    """Do `effects` unless `player` pays `cost` ("sacrifice it unless you sacrifice a creature")."""

    cost: Cost
    effects: tuple["Effect", ...]
    player: Player = PlayerRef.YOU
    per: Amount | None = None          # "pays {1} for each ...": the mana cost that many times
    # "pays {X}, where X is ~'s power": the value of X in `cost` (CR 107.3); None: the X the
    # resolving spell or ability was given
    x: Amount | None = None
    # "each opponent loses 3 life unless that player ...": each player of `player` decides for
    # themselves (CR 608.2d, in APNAP order, CR 101.4), and `effects` act on each who didn't
    # pay, named by PlayerRef.EVENT_PLAYER ("that player")
    each_separately: bool = False


@dataclass(frozen=True)
class PayCost:
    """"Pay {1}" / "pay 2 life" as an effect, usually inside Optional (CR 118.12)."""

    cost: Cost
    x: Amount | None = None            # "pay {X}, where X is ...": X in `cost` (CR 107.3)
    # "that player may pay {3}": who pays, another player than the controller when the text
    # names one (CR 118.12, 608.2d: that player decides as the effect resolves)
    payer: Player = PlayerRef.YOU


@dataclass(frozen=True)
class Blight:
    """"Blight N" (CR 701.68, current rules): put N -1/-1 counters on a creature you control;
    like a cost paid as an effect (CR 118.12), a player who controls no creature doesn't blight,
    and "If you do, ..." then doesn't happen."""

    amount: int


@dataclass(frozen=True)
class Forage:
    """"Forage" as an effect (CR 701.61a): exile three cards from your graveyard or sacrifice a
    Food; like a cost paid as an effect (CR 118.12), a player who can do neither doesn't forage,
    and "If you do, ..." then doesn't happen."""


@dataclass(frozen=True)
class CollectEvidenceAction:
    """"Collect evidence N" as an effect (CR 701.59a): exile cards with total mana value N or
    greater from your graveyard; like forage, a player who can't doesn't, and "If you do, ..."
    then doesn't happen."""

    amount: int


@dataclass(frozen=True)
class CreateDelayedTrigger:
    """Create a delayed triggered ability (CR 603.7); it works even if the source is gone (S8).
    `this_turn`: "Whenever a creature blocks this turn, ...", a stated duration: it triggers
    each time its event happens until the turn ends, not only the next time (CR 603.7b)."""

    event: TriggerEvent
    effects: tuple["Effect", ...]
    this_turn: bool = False
    # "Whenever target creature deals damage this turn": one trigger for each object named, which
    # only that object's events trigger (the event's subject is any object)
    about: ObjectRef | None = None


@dataclass(frozen=True)
class WhenDiesThisTurn:
    """"When <it> dies this turn, <effects>": a delayed triggered ability (CR 603.7a) for each
    object `objects` names, triggering if that object dies during this turn (CR 700.4)."""

    objects: ObjectRef
    effects: tuple["Effect", ...]
    into_your_graveyard: bool = False     # "is put into your graveyard from the battlefield" (CR 400.3)


@dataclass(frozen=True)
class ReflexiveTrigger:
    """"When you do, ..." after an optional action (CR 603.12): a triggered ability that triggers
    when the action is done; it is put on the stack the next time a player would receive
    priority, its targets chosen then (CR 603.3d), not as the first ability resolves."""

    effects: tuple["Effect", ...]
    targets: tuple["TargetSpec", ...] = ()


@dataclass(frozen=True)
class ChooseValue:
    """"Choose a creature type." as an ability resolves (CR 607.2d-like choice): the value is
    kept on the source (the spell or permanent) for "of the chosen type" / "of that type",
    replacing an earlier one-shot choice of that kind. `kind` is an abilities.ChoiceKind value."""

    kind: str


@dataclass(frozen=True)
class Clash:
    """"Clash with an opponent" (CR 701.23): you choose an opponent; each of you reveals the top
    card of their library, then in APNAP order each decides whether to put it on the bottom. You
    win if your card's mana value is higher than the other's (CR 701.23d); then `won` runs, or
    `lost` ("Otherwise, ...")."""

    won: tuple["Effect", ...] = ()
    lost: tuple["Effect", ...] = ()


@dataclass(frozen=True)
class FlipCoins:
    """"Flip five coins. <per_heads> for each coin that comes up heads." (CR 705.1, 705.2): the
    player flips `amount` coins, none of them called (no flip is won or lost); `per_heads` runs
    once for each coin that came up heads."""

    amount: Amount
    per_heads: tuple["Effect", ...] = ()
    player: PlayerRef = PlayerRef.YOU


@dataclass(frozen=True)
class FlipCoin:
    """"Flip a coin. If you win the flip, <won>. If you lose the flip, <lost>." (CR 705): the
    player flips a coin (the game's seeded RNG, equal odds) and one branch runs."""

    won: tuple["Effect", ...] = ()
    lost: tuple["Effect", ...] = ()
    player: PlayerRef = PlayerRef.YOU

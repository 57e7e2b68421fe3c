"""The Scope of one ability (what its references can point at, filled in as its text is
read) and the Program its sentences lower to."""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

from ...runtime import abilities as R
from ...runtime import effects as E
from ...runtime.filters import PlayerRef, TargetRef

from ..syntax import nodes as A
from ..syntax.transform import UnsupportedPhrase


@dataclass
class Scope:
    """What references in one ability can point at, filled in as its text is read."""

    event_subject: object = None            # SelfPhrase or a filter, for triggered abilities
    event_other: object = None              # the blocker / blocked creature "that creature" means
    targets: list[R.TargetSpec] = field(default_factory=list)
    last_label: str = ""
    counter: int = 0
    hand_player: PlayerRef | None = None     # whose hand was just revealed / looked at
    last_player: PlayerRef | None = None     # the player "that player" names after "target player"
    event_kind: str | None = None            # the trigger's kind, for "that much" (CR 603.7c)
    event_player: object = None              # whose event it is ("whenever you gain life": Controller.YOU)
    lost_life: bool = False                  # a "loses life" step came before ("the life lost this way")
    prevented_amount: bool = False           # "the damage prevented this way": a shield's rider (CR 615.5)
    discarded: bool = False                  # a "discards" step came before ("if you discarded a card this way")
    wants_discarded: bool = False            # "for each card discarded this way" follows a discard
    discarded_label: str = ""                # the label of that discard step
    discarded_one: bool = False              # that step discards one card: "that card" after it names it
    it_card: str = ""                        # "reveal the top card ...": what "it" means after it
    # "enchanted creature's controller sacrifices it": the object whose controller was named
    it_possessed: object = None
    revealed: str = ""                       # "reveal cards ... until ...": all the cards revealed
    wants_destroyed: bool = False            # "for each ... destroyed this way" follows a destroy
    destroyed: str = ""                      # the label of that destroy step
    destroyed_filter: object = None          # what it destroys (its ObjectFilter), if known
    exiled: str = ""                         # the label of the last "exile <objects>" step
    exiled_filter: object = None             # what it exiles ("all creatures"), if known
    wants_that_creature: bool = False        # "that creature" is written: a chosen sacrifice is labelled
    sacrificed: str = ""                     # the label of that sacrifice step
    damaged: tuple = ()                      # the last damage step's (objects, source) refs: "dealt damage this way"
    damaged_players: tuple = ()              # the last damage step's (players, source) refs
    created: str = ""                        # "create ... tokens. Sacrifice them at ...": their label
    exile_cost: bool = False                 # the ability's cost exiles cards: "the exiled card" (PaidRef)
    put_from_hand: str = ""                  # "put a creature card from your hand onto the battlefield. That creature ...": its label
    face_down: str = ""                      # "manifest dread, then attach ~ to that creature": its label
    spell: bool = False                      # an instant's or sorcery's own effect (support, CR 701.41a)
    delayed: bool = False                    # lowering a delayed trigger's words ("... at the beginning of ...")
    until_your_next_turn: bool = False       # lowering "Until your next turn, <clauses>."
    last_objects: object = None              # the ObjectRef the last objects phrase lowered to
    chosen: str = ""                         # "target opponent chooses a creature": what "it" / "those" mean after it
    chosen_among: object = None              # the ObjectFilter each player chose from, for "the rest"
    # "at the beginning of the upkeep of enchanted creature's controller": the enchanted
    # creature (its ObjectFilter), what "that creature" names in the trigger's effect
    step_host: object = None
    x_defined: object = None                 # the Amount a "where X is ..." sentence gave X
    revealed_top: str = ""                   # "each player reveals the top card ...": those cards' label
    possessor: object = None                 # the player "its controller" / "its owner('s hand)" named: "that player" after it
    returned_self: bool = False              # "return ~ ... to the battlefield": after it, "it" is ~ (the new object)
    amount_owner: object = None              # the object an amount named ("the sacrificed creature's power"): a later amount's "its"
    sacrifice_cost: bool = False             # the ability's cost sacrifices other permanents ("sacrificed this way")

    def __init__(self, **given):
        """A Scope holding the fields `given` (by name); every other field reads its default,
        which `dataclass` leaves on the class for a default that is a value (all but
        `targets`, a list of the Scope's own), until the ability's text sets it. Of some 45
        fields an ability's lowering sets a few, so a Scope stores only those (this __init__,
        kept by `dataclass`, stands for the one it writes, which stores all of them)."""
        self.targets = []
        if given:
            if not _FIELDS.issuperset(given):
                unknown = sorted(set(given) - _FIELDS)[0]
                raise TypeError(f"Scope.__init__() got an unexpected keyword argument {unknown!r}")
            self.__dict__.update(given)

    def label(self, kind: str) -> str:
        self.counter += 1
        self.last_label = f"{kind}{self.counter}"
        return self.last_label

    def add_target(self, phrase: A.TargetPhrase) -> TargetRef:
        if phrase.players is not None and phrase.filter is not None and phrase.filter.damage_this_turn:
            # "target creature or player that was dealt damage this turn": the players too
            raise UnsupportedPhrase("a player target that was dealt damage this turn")
        filt, distinct = phrase.filter, ()
        if filt is not None and filt.other and self.targets:
            # "another target creature" after other targets: a different object or player
            # from theirs (CR 115.3), not "other than the source" (which it may be)
            filt, distinct = dataclasses.replace(filt, other=False), tuple(range(len(self.targets)))
        self.targets.append(R.TargetSpec(filt, phrase.players, phrase.minimum,
                                         phrase.maximum, distinct_from=distinct, x_count=phrase.x,
                                         chosen_by_opponent=phrase.chosen_by_opponent,
                                         chooser_controls=phrase.chooser_controls,
                                         single_graveyard=phrase.single_graveyard))
        if phrase.controlled_by is not None:      # "target creature that player controls"
            self.targets[-1] = dataclasses.replace(self.targets[-1],
                                                   **target_controller(phrase.controlled_by, self))
        return TargetRef(len(self.targets) - 1)


# the names Scope(...) may be given
_FIELDS = frozenset(f.name for f in dataclasses.fields(Scope))
# Scope.__init__ makes `targets` alone; a field made by a factory is not on the class to read
if [f.name for f in dataclasses.fields(Scope) if f.default_factory is not dataclasses.MISSING] != ["targets"]:
    raise TypeError("Scope.__init__ makes only 'targets'; give a new field made by a factory its value there")


def target_controller(player, scope: Scope) -> dict:
    """The TargetSpec fields for "target <filter> that player controls": the player chosen for
    the latest earlier "target player" of this ability, else a trigger event's player."""
    if not isinstance(player, (A.ThatPhrase, A.HeOrShePhrase)):
        raise UnsupportedPhrase("a target controlled by this player")
    if scope.last_player is PlayerRef.TARGET_PLAYER:
        groups = [i for i, t in enumerate(scope.targets[:-1]) if t.filter is None and t.players is not None]
        if groups:
            return {"controller_from_target": groups[-1]}
    if scope.last_player is None and scope.event_kind is not None:
        return {"controller_is_event_player": True}
    raise UnsupportedPhrase("'that player controls' with no player named before it")


@dataclass
class Program:
    effects: list = field(default_factory=list)
    restriction: E.SpendRestriction | None = None
    rider: E.SpentRider | None = None
    timing: R.Timing = R.Timing()

"""Costs (CR 118, 602.2): a mana cost (runtime.mana_costs) and the other things a player pays."""
from __future__ import annotations

from dataclasses import dataclass, field

from .filters import Amount, GrantorRef, ObjectFilter
# ManaSymbol and SymbolKind are importable from here too, with the ManaCost they make
from .mana_costs import ManaCost, ManaSymbol, SymbolKind


@dataclass(frozen=True)
class TapSelf:
    """{T}: tap this permanent (CR 107.5)."""


@dataclass(frozen=True)
class UntapSelf:
    """{Q}: untap this permanent (CR 107.6)."""


@dataclass(frozen=True)
class TapPermanents:
    """"Tap two untapped red creatures you control" / "Untap two tapped blue creatures ..."."""

    count: int
    filter: ObjectFilter
    untap: bool = False
    x_count: bool = False            # "tap X untapped artifacts you control": as many as the X chosen (CR 107.3)


@dataclass(frozen=True)
class TapTotalPower:
    """"Tap any number of other untapped creatures you control with total power N or greater".

    Saddle (CR 702.171a) and crew (CR 702.122a) pay this.
    """

    power: int
    filter: ObjectFilter


@dataclass(frozen=True)
class Sacrifice:
    """"Sacrifice a creature" / "Sacrifice <this>"; `self_only` for the source itself."""

    filter: ObjectFilter
    count: int = 1
    self_only: bool = False
    x_count: bool = False            # "sacrifice X lands": as many as the X chosen (CR 107.3)
    # "Sacrifice Torch" in an ability Torch grants: the granting permanent, not
    # the one that has the ability (CR 201.5a); with self_only
    grantor: GrantorRef | None = None


@dataclass(frozen=True)
class PayLife:
    amount: Amount


@dataclass(frozen=True)
class RemoveCounters:
    """"Remove a +1/+1 counter from <this>"; with `any_number`, "Remove any number of storage
    counters from <this>": the activating player chooses how many (0 or more, no more than it
    has) as the ability is activated, and that number is the ability's X (CR 118.3, 602.2b)."""

    counter: str
    amount: Amount
    self_only: bool = True
    any_number: bool = False
    # "Remove a +1/+1 counter from a creature you control": with self_only False, the permanent
    # the activating player chooses among those it matches that have the counters (CR 118.3)
    filter: ObjectFilter | None = None
    # "sacrifice ~ unless you remove a +1/+1 counter from it": the source written "it" (printing only)
    written_it: bool = field(default=False, compare=False)


@dataclass(frozen=True)
class PutCountersCost:
    """"Put a -1/-1 counter on <this>"; with `filter`, "put a -1/-1 counter on a creature you
    control": on the one permanent the paying player chooses among those it matches."""

    counter: str
    amount: Amount
    filter: ObjectFilter | None = None


@dataclass(frozen=True)
class Discard:
    count: int = 1
    filter: ObjectFilter = ObjectFilter()
    random: bool = False
    whole_hand: bool = False
    x_count: bool = False            # "discard X cards": as many as the X chosen (CR 107.3)


@dataclass(frozen=True)
class ExileFromZone:
    """"Exile a card from your graveyard" / "Exile <this>"."""

    filter: ObjectFilter
    count: int = 1
    self_only: bool = False
    x_count: bool = False            # "exile X cards from your graveyard": as many as the X chosen (CR 107.3)


@dataclass(frozen=True)
class ExileMaterials:
    """Craft's materials (CR 702.167a): "Exile <materials> from among permanents you control and/or
    cards in your graveyard": `count` objects (`or_more`: that many or more) matching `filter`, each
    a permanent you control other than the source or a card in your graveyard, the two zones mixed
    as the payer likes; with fewer it can't be paid (CR 118.3). `filter`'s zone is not read."""

    filter: ObjectFilter
    count: int = 1
    or_more: bool = False
    # printed "nonland permanents and/or nonland cards": the zones named, words with no meaning
    # of their own (the materials come from both zones either way)
    zones_named: bool = field(default=False, compare=False)


@dataclass(frozen=True)
class TopOfLibraryCost:
    """"Exile the top N cards of your library" / "Put the top N cards of your library into your
    graveyard" as a cost: with fewer than N cards it can't be paid (CR 118.3)."""

    count: int
    exile: bool = True                 # False: into your graveyard


@dataclass(frozen=True)
class ReturnToHandCost:
    """"Return a land you control to its owner's hand"."""

    filter: ObjectFilter
    count: int = 1
    self_only: bool = False
    x_count: bool = False            # "return X Swamps you control": as many as the X chosen (CR 107.3)


@dataclass(frozen=True)
class Loyalty:
    """A loyalty cost "+1:" / "-2:" (CR 606.4): add or remove loyalty counters. With `x`,
    "−X:": the activating player chooses X as the cost is paid, no more than the loyalty the
    planeswalker has (CR 606.4, 107.3), and removes that many; `amount` is then 0."""

    amount: int
    x: bool = False


@dataclass(frozen=True)
class PayEnergy:
    """"Pay {E}{E}": remove energy counters from yourself (CR 107.14)."""

    amount: int


@dataclass(frozen=True)
class ExertSelf:
    """"Exert ~" as a cost (CR 701.39a): it won't untap during your next untap step."""


@dataclass(frozen=True)
class ForageCost:
    """"Forage" as a cost, or carried out as an effect (CR 701.61a): "Exile three cards from your
    graveyard or sacrifice a Food"; the player chooses a way they can carry out."""


@dataclass(frozen=True)
class CollectEvidence:
    """"Collect evidence N" as a cost, or carried out as an effect (CR 701.59a): exile cards with
    total mana value N or greater from your graveyard."""

    amount: int


@dataclass(frozen=True)
class Behold:
    """"Behold a Dragon" (CR 701.4a): choose a permanent you control with the quality, or reveal a
    card with it from your hand; nothing moves, and the permanent isn't tapped."""

    filter: ObjectFilter


@dataclass(frozen=True)
class BlightCost:
    """"Blight N" carried out as an effect (CR 701.68): N -1/-1 counters on a creature you control."""

    amount: int


@dataclass(frozen=True)
class WaterbendCost:
    """"Waterbend {3}" (CR 701.67a): "Pay [cost]. For each generic mana in that cost, you may tap
    an untapped artifact or creature you control rather than pay that mana." """

    mana: ManaCost


@dataclass(frozen=True)
class UnattachGrantor:
    """"Unattach <its name>" in the ability an Equipment grants the creature it equips (CR
    701.3d, 201.5a): the granting Equipment stops being attached to that creature; payable only
    while it is attached to it (CR 118.3)."""

    grantor: GrantorRef = GrantorRef()


@dataclass(frozen=True)
class RevealFromHand:
    """"Reveal a Kithkin card from your hand" as a cost (CR 701.16a, 601.2h): the payer shows a
    card in their hand with the quality to every player; it stays in their hand. A player with
    no such card can't pay it (CR 118.3). The filter is the card's quality; the hand is implied.
    "Reveal X red cards from your hand": as many different cards as the X chosen (CR 107.3)."""

    filter: ObjectFilter
    count: int = 1
    x_count: bool = False


@dataclass(frozen=True)
class EitherCost:
    """"Forage or pay {B}": one of two costs, the payer's choice as the costs are paid (CR
    601.2h); a cost the player can't pay can't be chosen (CR 118.3)."""

    first: "Cost"
    second: "Cost"


@dataclass(frozen=True)
class OpponentsExiledToGraveyard:
    """"Put a card an opponent owns from exile into that player's graveyard" / "put two cards your
    opponents own from exile into their owners' graveyards": `count` cards in exile that opponents
    own (CR 108.3), chosen by the payer, each put into its owner's graveyard (CR 400.3); with fewer
    it can't be paid (CR 118.3)."""

    count: int = 1


Cost = (
    OpponentsExiledToGraveyard | EitherCost | WaterbendCost | BlightCost | CollectEvidence | ForageCost | ExertSelf | ManaCost | TapSelf | UntapSelf | TapPermanents | TapTotalPower | Sacrifice | PayLife
    | RemoveCounters | PutCountersCost | Discard | ExileFromZone | ReturnToHandCost | Loyalty
    | PayEnergy | TopOfLibraryCost | ExileMaterials | UnattachGrantor | RevealFromHand
)


@dataclass(frozen=True)
class SourceManaCost:
    """"Sacrifice this creature unless you pay its mana cost": the mana cost of the object the
    ability belongs to (CR 202.1), as it is when paid; an {X} in it counts as 0, as no X was
    chosen for it."""

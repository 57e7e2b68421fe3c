"""AST nodes for triggers, conditions and keyword actions: coin flips (CR 705), "unless ..."
sentences, trailing "if <condition>", removing counters (CR 122.8)."""
from __future__ import annotations

from dataclasses import dataclass

from ....runtime.costs import Cost
from ....runtime.filters import Amount, Condition


@dataclass(frozen=True)
class RemoveCountersClause:
    """"remove a +1/+1 counter from it" (an effect, CR 122.8)."""

    amount: Amount
    counter: str
    objects: tuple


@dataclass(frozen=True)
class PutItsCountersClause:
    """"put its counters on target creature you control" (CR 122.1): the counters "it" has (as
    it last existed, if it left the battlefield, CR 608.2h), each kind, put on the objects."""

    objects: tuple


@dataclass(frozen=True)
class FlipCoinClause:
    """"flip a coin" (CR 705); its branches are the "if you win/lose the flip" sentences after it."""


@dataclass(frozen=True)
class FlipCoinsClause:
    """"flip five coins" (CR 705.2: flipped, not called); the "for each coin that comes up heads"
    sentence after it says what each heads does."""

    amount: Amount


@dataclass(frozen=True)
class HeadsSentence:
    """"<clauses> for each coin that comes up heads.": done once per heads of the flips before it."""

    clauses: tuple


@dataclass(frozen=True)
class NextSpellSentence:
    """"When you cast your next instant or sorcery spell this turn, <clauses>." (CR 603.7): a
    delayed triggered ability, created as the ability resolves, that fires once, on that cast,
    only this turn; "that spell" is the spell cast."""

    filter: object                  # the spells (an ObjectFilter with spell=True)
    clauses: tuple


@dataclass(frozen=True)
class FlipOutcomeSentence:
    """"If you win the flip, <clauses>." / "If you lose the flip, <clauses>."."""

    won: bool
    clauses: tuple


@dataclass(frozen=True)
class UnlessSentence:
    """"<clause> unless you <cost>." / "Unless you <cost>, <clauses>." (the player may pay to
    stop the effect, CR 118.12) or "<clause> unless <condition>." (done if the condition is false).
    A mana cost is always paid ("unless you pay {2}"): the renderer derives "pay" from the cost.
    Where "unless you <cost>" stands is wording (one choice to pay, CR 118.12): the renderer puts
    it after one clause (all 110 compiled in the corpus) and before several (the only order the
    grammar reads for them); equivalents.py reads "unless you <cost>, <clause>." alike."""

    clauses: tuple
    cost: Cost | None = None
    condition: Condition | None = None
    for_each: object = None               # "pay {1} for each card in your hand": the mana, that many times
    payer: str = ""                       # "... unless he or she pays {1}": the clause's player pays;
    # "that player": "... unless that player sacrifices a ... or discards a ...", each player of the clause;
    # "its controller": the controller of the object the clause acts on ("unless its controller pays {1}")
    then: bool = False                    # "Then discard a card unless you waterbend {2}." (wording)


@dataclass(frozen=True)
class IfAfterSentence:
    """"<clauses> if <condition>.": checked as the effect happens (CR 608.2c), not an
    intervening "if" (CR 603.4 needs the condition right after the trigger)."""

    clauses: tuple
    condition: Condition


@dataclass(frozen=True)
class IfThenIfAfterSentence:
    """"If <A>, <clauses> if <B>." (a survival line of 2024): in a triggered ability <A>
    is its intervening "if" (CR 603.4), checked as it triggers and on resolution; <B> is checked
    as the effect happens (CR 608.2c), like IfAfterSentence."""

    condition: Condition
    then: IfAfterSentence


@dataclass(frozen=True)
class ThenIfSentence:
    """"Then if <condition>, <clauses>.": checked after the sentence before it (CR 608.2c)."""

    clauses: tuple
    condition: Condition


@dataclass(frozen=True)
class InvestigateClause:
    """"investigate" (CR 701.36a): create a Clue token (CR 111.10f)."""


@dataclass(frozen=True)
class IncubateClause:
    """"incubate N" (CR 701.53a): create an Incubator token (CR 111.10i) with N +1/+1 counters on it."""

    amount: Amount


@dataclass(frozen=True)
class TransformClause:
    """"transform <objects>" (CR 701.28a; 701.27a in the current rules) and "convert <objects>"
    (`convert`: CR 701.28 in the current rules, the Transformers cards' word for transforming,
    which works the same way: CR 701.28a-f repeat 701.27a-f's rules of transform)."""

    objects: tuple
    convert: bool = False


@dataclass(frozen=True)
class GainPrintedBelowClause:
    """"<objects> gains the non-backup abilities of this creature printed below this one until end
    of turn" (CR 702.165a)."""

    objects: tuple


@dataclass(frozen=True)
class BolsterClause:
    """"bolster N" (CR 701.33a)."""

    amount: Amount


@dataclass(frozen=True)
class DiscoverClause:
    """"discover N" (CR 701.57a); "that player discovers N": the player named before."""

    amount: Amount
    that_player: bool = False


@dataclass(frozen=True)
class CollectEvidenceClause:
    """"collect evidence N" (CR 701.59a)."""

    amount: int


@dataclass(frozen=True)
class BlightClause:
    """"blight N" (CR 701.68, current rules): put N -1/-1 counters on a creature you control."""

    amount: int


@dataclass(frozen=True)
class ForageClause:
    """"forage" (CR 701.61a): exile three cards from your graveyard or sacrifice a Food."""


@dataclass(frozen=True)
class EndureClause:
    """"<permanent> endures N" (CR 701.63a)."""

    objects: tuple
    amount: Amount


@dataclass(frozen=True)
class ExploreClause:
    """"<creature> explores" (CR 701.40a)."""

    objects: tuple
    again: bool = False                # "then it explores again": printing only


@dataclass(frozen=True)
class MayPlayThisTurnClause:
    """"you may play that card this turn": until end of turn (CR 514.2)."""

    objects: tuple


@dataclass(frozen=True)
class MayPlayWhileExiledClause:
    """"You may play that card for as long as it remains exiled" (CR 611.2b, 400.7): while the
    card stays in exile; once it leaves, it is a new object the permission doesn't name."""

    objects: tuple


@dataclass(frozen=True)
class ExertLine:
    """"You may exert ~ as it attacks. [When you do, <sentences>]" (CR 701.39d): an optional
    cost to attack and the reflexive triggered ability linked to it (CR 607.2h)."""

    sentences: tuple | None = None
    span: object = None


@dataclass(frozen=True)
class WhileClause:
    """"<gain control of X / X gets +1/+1> for as long as <you control ~ / ~ remains tapped /
    ~ remains on the battlefield>" (CR 611.2b): the inner clause with that duration."""

    clause: object
    kinds: tuple[str, ...]             # WhileSource values, in printed order


@dataclass(frozen=True)
class OnceEachTurnSentence:
    """"This ability triggers only once each turn." (CR 603.2): the last sentence of a triggered
    ability, which then triggers at most once a turn; anywhere else it is not understood."""


@dataclass(frozen=True)
class CompoundTimingSentence:
    """"Activate this ability only during your upkeep and only once each turn." (CR 602.5b):
    both restrictions apply; each part is a TimingSentence of one restriction."""

    parts: tuple


@dataclass(frozen=True)
class CastOnlyIfLine:
    """"Cast this spell only during the declare attackers step and only if you've been attacked
    this step." (CR 601.3): the step timing and a condition."""

    steps: Condition                   # DuringSteps
    condition: Condition
    span: object = None


@dataclass(frozen=True)
class KeywordActionClause:
    """"proliferate" (CR 701.27a) / "populate" (CR 701.30a)."""

    action: str


@dataclass(frozen=True)
class RemoveAllCountersClause:
    """"remove all -1/-1 counters from it" / "remove all counters from target permanent"."""

    counter: str | None
    objects: tuple

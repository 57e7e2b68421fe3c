"""Bands with other (CR 702.22b-c, j-k): a special form of banding for creatures of its quality.
Three legendary creatures with "bands with other legendary creatures" (as Cathedral of Serra's
and the other Legends lands' creatures have it) and a Grizzly Bears, which is not legendary."""
from rt_cards import GRIZZLY_BEARS, creature

from cardtext.runtime.abilities import KeywordAbility
from cardtext.runtime.characteristics import CardType, Step, Supertype, Zone
from cardtext.runtime.engine.decider import ChoiceKind, FirstOptionDecider
from cardtext.runtime.engine.objects import TimedModification
from cardtext.runtime.filters import ObjectFilter

LEGENDARY_CREATURES = ObjectFilter(types=(CardType.CREATURE,), supertypes=(Supertype.LEGENDARY,))
BANDS = KeywordAbility("bands with other", quality=LEGENDARY_CREATURES)


def legend(name, p, t, *abilities):
    return creature(name, p, t, "1W", *abilities, supertypes=(Supertype.LEGENDARY,))


class Bander(FirstOptionDecider):
    """Bands every creature offered; puts all divided damage on the creature named "Tough ..."."""

    def __init__(self):
        self.offered = []

    def choose(self, choice):
        if choice.kind is ChoiceKind.CHOOSE and "band" in choice.prompt:
            self.offered.append([o.label for o in choice.options])
            return tuple(o.value for o in choice.options[:choice.maximum])
        if choice.kind is ChoiceKind.COMBAT_DAMAGE:
            pick = max if " to Tough " in choice.prompt else min
            return (pick(o.value for o in choice.options),)
        return super().choose(choice)


def test_legendary_creatures_band_with_other_legendary_creatures_and_nothing_else(g):
    """CR 702.22c: "attacking [quality] creatures with 'bands with other [quality]' and any number
    of other attacking [quality] creatures": the legend without the ability joins, the Bears don't."""
    g.decider = Bander()
    a = g.put_onto_battlefield("Alice", legend("Banding Legend", 2, 2, BANDS))
    b = g.put_onto_battlefield("Alice", legend("Plain Legend", 2, 2))
    bears = g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    g.declare_attackers("Alice", [a, b, bears])
    assert g.state.combat.bands == [[a, b]]
    assert g.decider.offered == [["Plain Legend"]]


def test_without_a_creature_of_its_quality_no_band_is_formed(g):
    g.decider = Bander()
    a = g.put_onto_battlefield("Alice", legend("Banding Legend", 2, 2, BANDS))
    bears = g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    g.declare_attackers("Alice", [a, bears])
    assert g.state.combat.bands == [] and g.decider.offered == []


def test_a_creature_that_loses_banding_loses_bands_with_other(g):
    """CR 702.22b: "If an effect causes a permanent to lose banding, the permanent loses all
    'bands with other' abilities as well.\""""
    g.decider = Bander()
    a = g.put_onto_battlefield("Alice", legend("Banding Legend", 2, 2, BANDS))
    b = g.put_onto_battlefield("Alice", legend("Plain Legend", 2, 2))
    g.state.objects[a].modifications.append(TimedModification(keyword="banding", lose=True))
    g.declare_attackers("Alice", [a, b])
    assert g.state.combat.bands == []


def test_blocked_by_two_legends_one_banding_with_other_the_defender_divides_the_damage(g):
    """CR 702.22j: an attacking creature blocked by a [quality] creature with "bands with other
    [quality]" and another [quality] creature: the defending player divides its damage."""
    g.decider = Bander()
    ogre = g.put_onto_battlefield("Alice", creature("Ogre", 3, 3, "2R"))
    weak = g.put_onto_battlefield("Bob", legend("Weak Legend", 1, 1, BANDS))
    tough = g.put_onto_battlefield("Bob", legend("Tough Legend", 0, 4))
    g.declare_attackers("Alice", [ogre])
    g.declare_blockers("Bob", {weak: ogre, tough: ogre})
    g.advance_to(Step.END_OF_COMBAT)
    assert g.state.objects[tough].damage == 3 and "Weak Legend" in g.zone("Bob", Zone.BATTLEFIELD)
    assert any("Bob divides Ogre's combat damage" in line for line in g.log_lines())


def test_blocked_by_a_legend_with_bands_with_other_and_the_bears_the_attacker_divides(g):
    """CR 702.22j asks for "another [quality] creature": with the Bears (not legendary) beside
    the legend, the attacking player divides the damage as usual (CR 510.1c)."""
    g.decider = Bander()
    ogre = g.put_onto_battlefield("Alice", creature("Ogre", 3, 3, "2R"))
    weak = g.put_onto_battlefield("Bob", legend("Weak Legend", 1, 1, BANDS))
    bears = g.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    g.declare_attackers("Alice", [ogre])
    g.declare_blockers("Bob", {weak: ogre, bears: ogre})
    g.advance_to(Step.END_OF_COMBAT)
    assert not any("divides" in line for line in g.log_lines())
    assert any("Ogre assigns its combat damage" in line for line in g.log_lines())

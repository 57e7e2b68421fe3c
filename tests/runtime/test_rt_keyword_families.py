"""Keyword mechanics of runtime/mechanics/ (cast modifications, attack triggers, combat keywords,
entering keywords, phasing, keywords outside the battlefield) and split cards (split_cards.py),
each played by its rules (CR 702, 709)."""
import pytest
from rt_cards import GRIZZLY_BEARS, WASTES, cost, creature

from cardtext.runtime.abilities import CardDefinition, KeywordAbility, SpellAbility, TargetSpec
from cardtext.runtime.characteristics import CardType, Color, Step, Zone
from cardtext.runtime.engine.decider import ChoiceKind, FirstOptionDecider
from cardtext.runtime.effects import DealDamage, Draw, GainLife
from cardtext.runtime.errors import IllegalAction
from cardtext.runtime.filters import Controller, Fixed, ObjectFilter, TargetRef
from cardtext.runtime.mechanics.keywords import implemented
from cardtext.runtime.mechanics.split_cards import split_card


def K(name, number=None, c=None):
    return KeywordAbility(name, number=number, cost=cost(c) if c is not None else None)


def half(name, mana, effects, *abilities, targets=(), kind=CardType.INSTANT, colors=()):
    return CardDefinition(name, cost(mana), (kind,), colors=colors,
                          abilities=(SpellAbility(tuple(effects), tuple(targets)),) + abilities)


CREATURE = ObjectFilter(types=(CardType.CREATURE,))
# "Zap deals 2 damage to target creature." // "Sip: You gain 3 life."
ZAP = half("Zap", "1R", (DealDamage(Fixed(2), TargetRef(0)),), K("fuse"), targets=(TargetSpec(CREATURE),),
           colors=(Color.RED,))
SIP = half("Sip", "W", (GainLife(Fixed(3)),), K("fuse"), colors=(Color.WHITE,))
# "Think: Draw two cards." // "Aftermath  Rest: You gain 3 life." (aftermath is the right half)
THINK = half("Think", "1U", (Draw(Fixed(2)),), colors=(Color.BLUE,))
REST = half("Rest", "2W", (GainLife(Fixed(3)),), K("aftermath"), kind=CardType.SORCERY, colors=(Color.WHITE,))


def test_the_keywords_are_implemented():
    for name in ("fuse", "aftermath"):
        assert implemented(name)


# ------------------------------------------------------------------ split cards (CR 709)
def test_a_split_card_has_both_halves_characteristics_outside_the_stack():
    card = split_card(ZAP, SIP)                          # CR 709.4, 709.4b-c
    assert card.name == "Zap // Sip"
    assert card.mana_cost.mana_value == 3
    assert set(card.colors) == {Color.RED, Color.WHITE}
    assert len(card.abilities) == len(ZAP.abilities) + len(SIP.abilities)


def test_casting_one_half_pays_only_that_half(g):
    card = g.add_card("Alice", split_card(SIP, ZAP))     # Sip is the left half: chosen first
    g.add_mana("Alice", "W")
    g.cast("Alice", card)
    assert g.state.objects[g.state.stack[-1].source_id].name == "Sip"     # CR 709.3b
    assert g.pool("Alice") == []
    g.resolve_stack()
    assert g.life("Alice") == 23
    assert g.zone("Alice", Zone.GRAVEYARD) == ["Sip // Zap"]               # CR 709.4


def test_fuse_casts_both_halves_paying_both_costs_left_then_right(g):
    bear = g.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    card = g.add_card("Alice", split_card(ZAP, SIP))
    g.add_mana("Alice", "CRW")
    g.cast("Alice", card, alt="fuse", targets=[[bear]])  # CR 702.102a, c
    assert g.pool("Alice") == []
    g.resolve_stack()                                    # CR 702.102d
    assert g.life("Alice") == 23
    assert "Grizzly Bears" in g.zone("Bob", Zone.GRAVEYARD)
    assert g.zone("Alice", Zone.GRAVEYARD) == ["Zap // Sip"]


def test_fuse_needs_both_costs(g):
    card = g.add_card("Alice", split_card(ZAP, SIP))
    g.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    g.add_mana("Alice", "CR")
    with pytest.raises(IllegalAction):
        g.cast("Alice", card, alt="fuse")


def test_fuse_works_only_from_the_hand(g):
    card = g.add_card("Alice", split_card(ZAP, SIP), Zone.GRAVEYARD)
    g.add_mana("Alice", "CRW")
    with pytest.raises(IllegalAction):
        g.cast("Alice", card, alt="fuse")


def test_a_card_without_fuse_cant_be_fused(g):
    card = g.add_card("Alice", split_card(THINK, REST))
    g.add_mana("Alice", "CUCCW")
    with pytest.raises(IllegalAction):
        g.cast("Alice", card, alt="fuse")


def test_aftermath_half_is_cast_from_the_graveyard_then_exiled(g):
    card = g.add_card("Alice", split_card(THINK, REST), Zone.GRAVEYARD)
    g.add_mana("Alice", "CCW")
    g.cast("Alice", card, alt="aftermath")               # CR 702.127a
    g.resolve_stack()
    assert g.life("Alice") == 23
    assert g.zone("Alice", Zone.EXILE) == ["Think // Rest"]
    assert g.zone("Alice", Zone.GRAVEYARD) == []


def test_from_the_hand_only_the_first_half_of_an_aftermath_card_can_be_cast(g):
    card = g.add_card("Alice", split_card(THINK, REST))
    g.add_mana("Alice", "CU")
    with pytest.raises(IllegalAction):
        g.cast("Alice", card, alt="aftermath")           # the aftermath half: only from a graveyard
    g.cast("Alice", card)
    assert g.state.objects[g.state.stack[-1].source_id].name == "Think"
    g.resolve_stack()
    assert g.zone("Alice", Zone.GRAVEYARD) == ["Think // Rest"]       # not exiled: cast from the hand


def test_the_first_half_of_an_aftermath_card_cant_be_cast_from_the_graveyard(g):
    card = g.add_card("Alice", split_card(THINK, REST), Zone.GRAVEYARD)
    g.add_mana("Alice", "CCWCU")
    g.cast("Alice", card, alt="aftermath")
    assert g.state.objects[g.state.stack[-1].source_id].name == "Rest"


def test_all_keywords_of_the_module_are_implemented():
    for name in ("affinity", "undaunted", "suspend", "mentor", "dethrone", "melee", "myriad", "provoke",
                 "devour", "amplify", "sunburst", "partner"):
        assert implemented(name)


# ------------------------------------------------------------------ cost reductions
def test_affinity_for_artifacts_costs_one_less_for_each_artifact_you_control(g):
    relic = CardDefinition("Relic", cost("1"), (CardType.ARTIFACT,))
    for _ in range(2):
        g.put_onto_battlefield("Alice", relic)
    g.put_onto_battlefield("Bob", relic)                # not yours: doesn't count (CR 702.41a)
    drone = creature("Drone", 2, 2, "4U", KeywordAbility("affinity", quality=ObjectFilter(types=(CardType.ARTIFACT,))))
    card = g.add_card("Alice", drone)
    g.add_mana("Alice", "CCU")
    g.cast("Alice", card)
    assert g.pool("Alice") == []


def test_undaunted_costs_one_less_for_each_opponent(g):
    card = g.add_card("Alice", half("Pact", "3W", (GainLife(Fixed(2)),), K("undaunted"), kind=CardType.SORCERY))
    g.add_mana("Alice", "CCW")
    g.cast("Alice", card)
    assert g.pool("Alice") == []


# ------------------------------------------------------------------ suspend
def test_suspend_exiles_with_time_counters_and_casts_it_when_the_last_is_removed(g):
    from cardtext.runtime.mechanics.outside_battlefield import suspend
    sprout = creature("Sprout", 3, 3, "5G", KeywordAbility("suspend", number=2, cost=cost("G")))
    card = g.add_card("Alice", sprout)
    g.add_mana("Alice", "G")
    with g.transaction():
        suspend(g, 0, card)                  # a special action (CR 116.2f)
    exiled = g.state.players[0].exile
    assert g.zone("Alice", Zone.EXILE) == ["Sprout"] and g.state.objects[exiled[0]].counters["time"] == 2
    g.advance_to(Step.UPKEEP, "Alice")                   # one counter off
    g.resolve_stack()
    assert g.state.objects[g.state.players[0].exile[0]].counters["time"] == 1
    g.advance_to(Step.UPKEEP, "Alice")                   # the last: cast it without paying
    g.resolve_stack()
    bf = [g.state.objects[i] for i in g.state.battlefield if g.state.objects[i].name == "Sprout"]
    assert bf and "haste" in g.keywords(bf[0].id)        # a creature cast this way gains haste


def test_suspend_only_when_it_could_be_cast(g):
    from cardtext.runtime.mechanics.outside_battlefield import suspend
    sprout = creature("Sprout", 3, 3, "5G", KeywordAbility("suspend", number=2, cost=cost("G")))
    card = g.add_card("Alice", sprout)
    g.add_mana("Alice", "G")
    g.set_step(Step.UPKEEP, "Alice")                     # a creature: sorcery timing (CR 702.62a)
    with pytest.raises(IllegalAction):
        with g.transaction():
            suspend(g, 0, card)


# ------------------------------------------------------------------ attack triggers
def _attack_with(g, *defs):
    ids = [g.put_onto_battlefield("Alice", d) for d in defs]
    g.declare_attackers("Alice", ids)
    g.resolve_stack()
    return ids


def test_mentor_puts_a_counter_on_an_attacking_creature_with_less_power(g):
    mentor = creature("Mentor", 3, 3, "2W", K("mentor"))
    small = creature("Small", 1, 1, "W")
    big = creature("Big", 4, 4, "3W")
    m, s, b = _attack_with(g, mentor, small, big)
    assert g.state.objects[s].counters.get("+1/+1") == 1       # the only legal target (CR 702.134a)
    assert not g.state.objects[b].counters.get("+1/+1")


def test_dethrone_only_against_the_player_with_the_most_life(g):
    g.state.players[1].life = 25
    (d,) = _attack_with(g, creature("Rebel", 2, 1, "1R", K("dethrone")))
    assert g.state.objects[d].counters.get("+1/+1") == 1


def test_dethrone_does_nothing_against_a_player_with_less_life(g):
    g.state.players[1].life = 10
    (d,) = _attack_with(g, creature("Rebel", 2, 1, "1R", K("dethrone")))
    assert not g.state.objects[d].counters.get("+1/+1")


def test_melee_pumps_for_each_opponent_attacked(g):
    (m,) = _attack_with(g, creature("Brawler", 2, 2, "1R", K("melee")))
    from cardtext.runtime.engine.query import power_toughness
    assert power_toughness(g.state, g.state.objects[m]) == (3, 3)


def test_myriad_triggers_but_makes_no_copy_with_only_one_opponent(g):
    (m,) = _attack_with(g, creature("Swarm", 2, 2, "1R", K("myriad")))
    assert any(e.kind == "trigger" for e in g.log.entries)
    assert [g.state.objects[i].name for i in g.state.battlefield].count("Swarm") == 1   # CR 702.116a


def test_provoke_untaps_the_target_and_it_must_block(g):
    bear = g.put_onto_battlefield("Bob", GRIZZLY_BEARS, tapped=True)
    (p,) = _attack_with(g, creature("Taunter", 2, 2, "1G", K("provoke")))
    assert not g.state.objects[bear].tapped                     # CR 702.39a
    with pytest.raises(IllegalAction):
        g.declare_blockers("Bob", {})                           # it must block if able (CR 509.1c)
    g.declare_blockers("Bob", {bear: p})
    assert g.state.combat.blocking[bear] == p


# ------------------------------------------------------------------ entering
class TakeAll(FirstOptionDecider):
    """Sacrifices / reveals as many as allowed."""

    def choose(self, choice):
        if choice.kind in (ChoiceKind.SACRIFICE, ChoiceKind.CHOOSE) and choice.maximum > 1:
            return tuple(o.value for o in choice.options[:choice.maximum])
        return super().choose(choice)


def test_devour_sacrifices_creatures_for_counters(g):
    g.decider = TakeAll()
    for _ in range(2):
        g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    eater = creature("Eater", 1, 1, "1G", K("devour", number=2))
    card = g.add_card("Alice", eater)
    g.add_mana("Alice", "CG")
    g.cast("Alice", card)
    g.resolve_stack()
    o = next(g.state.objects[i] for i in g.state.battlefield if g.state.objects[i].name == "Eater")
    assert g.zone("Alice", Zone.GRAVEYARD) == ["Grizzly Bears"] * 2
    assert o.counters.get("+1/+1", 0) == 4                       # CR 702.82a: N for each


def test_sunburst_counts_the_colors_of_mana_spent(g):
    prism = CardDefinition("Prism", cost("3"), (CardType.ARTIFACT,), abilities=(K("sunburst"),))
    card = g.add_card("Alice", prism)
    g.add_mana("Alice", "RGC")
    g.cast("Alice", card)
    g.resolve_stack()
    o = next(g.state.objects[i] for i in g.state.battlefield if g.state.objects[i].name == "Prism")
    assert o.counters.get("charge") == 2                         # red and green (CR 702.44a)


def test_amplify_reveals_cards_sharing_a_creature_type(g):
    g.decider = TakeAll()
    g.add_card("Alice", GRIZZLY_BEARS)                           # no shared type: can't be revealed
    elf = creature("Elf Kin", 1, 1, "G", subtypes=("Elf",))
    g.add_card("Alice", elf)
    amp = creature("Amp Elf", 1, 1, "1G", K("amplify", number=1), subtypes=("Elf",))
    card = g.add_card("Alice", amp)
    g.add_mana("Alice", "CG")
    g.cast("Alice", card)
    g.resolve_stack()
    o = next(g.state.objects[i] for i in g.state.battlefield if g.state.objects[i].name == "Amp Elf")
    assert o.counters.get("+1/+1", 0) == 1                       # CR 702.38a: one Elf revealed


# ------------------------------------------------------------------ banding (CR 702.22)
class Bander(FirstOptionDecider):
    """Forms the biggest band; assigns all divided damage to the creature named "Band ..."."""

    def choose(self, choice):
        if choice.kind is ChoiceKind.COMBAT_DAMAGE:       # all of it to "Band ...", none elsewhere
            pick = max if " to Band " in choice.prompt else min
            return (pick(o.value for o in choice.options),)
        if choice.kind is ChoiceKind.CHOOSE and "band" in choice.prompt:
            return tuple(o.value for o in choice.options[:choice.maximum])
        return super().choose(choice)


def test_a_band_is_blocked_together_and_the_attacker_divides_the_blockers_damage(g):
    g.decider = Bander()
    knight = g.put_onto_battlefield("Alice", creature("Band Knight", 1, 3, "1W", K("banding")))
    bear = g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    ogre = g.put_onto_battlefield("Bob", creature("Ogre", 3, 3, "2R"))
    g.declare_attackers("Alice", [knight, bear])
    assert g.state.combat.bands == [[knight, bear]]                          # CR 702.22c
    g.declare_blockers("Bob", {ogre: bear})
    assert knight in g.state.combat.blocked                                   # CR 702.22h
    g.advance_to(Step.END_OF_COMBAT)
    # CR 702.22k: Alice (the attacking player) put all 3 of the Ogre's damage on the Band Knight
    assert "Band Knight" in g.zone("Alice", Zone.GRAVEYARD)
    assert "Grizzly Bears" in g.zone("Alice", Zone.BATTLEFIELD)
    assert g.life("Bob") == 20


def test_a_blocker_with_banding_lets_the_defender_divide_the_attackers_damage(g):
    g.decider = Bander()
    ogre = g.put_onto_battlefield("Alice", creature("Ogre", 3, 3, "2R"))
    wall = g.put_onto_battlefield("Bob", creature("Band Wall", 0, 4, "1W", K("banding")))
    bear = g.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    g.declare_attackers("Alice", [ogre])
    g.declare_blockers("Bob", {bear: ogre, wall: ogre})
    g.advance_to(Step.END_OF_COMBAT)
    # CR 702.22j: Bob divides the Ogre's 3 damage as he chooses: all on the wall
    assert "Grizzly Bears" in g.zone("Bob", Zone.BATTLEFIELD)
    assert g.state.objects[wall].damage == 3


def test_without_banding_the_band_isnt_formed(g):
    a = g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    b = g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    g.declare_attackers("Alice", [a, b])
    assert g.state.combat.bands == []


# ------------------------------------------------------------------ overload, splice, replicate
def test_overload_replaces_target_with_each(g):
    from cardtext.runtime.effects import Destroy
    for _ in range(2):
        g.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    mine = g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    theirs = ObjectFilter(types=(CardType.CREATURE,), controller=Controller.OPPONENT)
    rift = half("Rift", "1U", (Destroy(TargetRef(0)),), K("overload", c="4U"), targets=(TargetSpec(theirs),),
                kind=CardType.SORCERY)
    card = g.add_card("Alice", rift)
    g.add_mana("Alice", "CCCCU")
    g.cast("Alice", card, alt="overload")               # CR 702.96a: the overload cost instead
    assert g.state.stack[-1].targets == [] and g.pool("Alice") == []
    g.resolve_stack()                                    # CR 702.96b: "each creature you don't control"
    assert g.zone("Bob", Zone.GRAVEYARD).count("Grizzly Bears") == 2
    assert mine in g.state.battlefield


def test_splice_adds_the_text_and_cost_and_the_card_stays_in_hand(g):
    bear = g.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    ray = half("Ray", "1R", (DealDamage(Fixed(2), TargetRef(0)),), K("splice onto arcane", c="1R"),
               targets=(TargetSpec(CREATURE),))
    g.add_card("Alice", ray)
    arcane = CardDefinition("Lesson", cost("W"), (CardType.INSTANT,), subtypes=("Arcane",),
                            abilities=(SpellAbility((GainLife(Fixed(3)),)),))
    host = g.add_card("Alice", arcane)
    g.add_mana("Alice", "WCR")
    g.cast("Alice", host, targets=[[bear]])              # CR 702.47a: reveal, pay {1}{R} more
    assert g.pool("Alice") == []
    g.resolve_stack()
    assert g.life("Alice") == 23 and "Grizzly Bears" in g.zone("Bob", Zone.GRAVEYARD)
    assert g.zone("Alice", Zone.HAND) == ["Ray"]         # it never left the hand


def test_replicate_copies_the_spell_for_each_payment(g):
    class Twice(FirstOptionDecider):
        def choose(self, choice):
            if choice.kind is ChoiceKind.X:
                return (2,)
            return super().choose(choice)
    g.decider = Twice()
    leap = half("Leap", "R", (GainLife(Fixed(1)),), K("replicate", c="R"), kind=CardType.SORCERY)
    card = g.add_card("Alice", leap)
    g.add_mana("Alice", "RRR")
    g.cast("Alice", card)                                # CR 702.56a: paid twice
    assert g.pool("Alice") == []
    g.resolve_stack()
    assert g.life("Alice") == 23                         # the spell and its two copies


# ------------------------------------------------------------------ phasing, landwalk
def test_phasing_out_at_untap_and_back_in_the_next(g):
    drake = g.put_onto_battlefield("Alice", creature("Phase Drake", 2, 2, "1U", K("phasing")))
    aura = g.put_onto_battlefield("Alice", CardDefinition("Mark", cost("W"), (CardType.ENCHANTMENT,)))
    g.state.objects[aura].attached_to = drake
    g.advance_to(Step.UPKEEP, "Alice")                       # CR 702.26a
    assert drake not in g.state.battlefield and aura not in g.state.battlefield      # CR 702.26g
    assert "Phase Drake" not in g.zone("Alice", Zone.BATTLEFIELD)
    g.advance_to(Step.UPKEEP, "Alice")
    assert drake in g.state.battlefield and aura in g.state.battlefield             # same objects (702.26d)
    assert g.state.objects[aura].attached_to == drake


def _blockable(g, attacker_def, land):
    from cardtext.runtime.engine.combat import block_problem
    g.put_onto_battlefield("Bob", land)
    a = g.put_onto_battlefield("Alice", attacker_def)
    b = g.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    g.declare_attackers("Alice", [a])
    return block_problem(g, g.state.objects[b], a) is None


def test_desertwalk_cant_be_blocked_by_a_player_with_a_desert(g):
    desert = CardDefinition("Sandy", cost(""), (CardType.LAND,), subtypes=("Desert",))
    assert not _blockable(g, creature("Nomad", 1, 1, "R", K("desertwalk")), desert)


def test_nonbasic_landwalk_only_against_a_nonbasic_land(g):
    assert _blockable(g, creature("Sophist", 1, 1, "G", K("nonbasic landwalk")), WASTES)


def test_nonbasic_landwalk_against_a_nonbasic_land(g):
    odd = CardDefinition("Odd Land", cost(""), (CardType.LAND,))
    assert not _blockable(g, creature("Sophist", 1, 1, "G", K("nonbasic landwalk")), odd)


# ------------------------------------------------------------------ recover, ripple, cipher, miracle
def test_recover_returns_the_card_when_a_creature_dies_and_it_is_paid(g):
    from cardtext.runtime.engine.zones import move
    card = g.add_card("Alice", half("Comeback", "1G", (GainLife(Fixed(1)),), K("recover", c="G")), Zone.GRAVEYARD)
    bear = g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    g.add_mana("Alice", "G")
    with g.transaction():
        move(g, bear, Zone.GRAVEYARD)                    # CR 702.59a: put into your graveyard
    g.resolve_stack()
    assert g.zone("Alice", Zone.HAND) == ["Comeback"] and g.pool("Alice") == []


def test_recover_exiles_the_card_when_not_paid(g):
    from cardtext.runtime.engine.zones import move
    g.add_card("Alice", half("Comeback", "1G", (GainLife(Fixed(1)),), K("recover", c="G")), Zone.GRAVEYARD)
    bear = g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    with g.transaction():                                # no mana: it can't be paid
        move(g, bear, Zone.GRAVEYARD)
    g.resolve_stack()
    assert g.zone("Alice", Zone.EXILE) == ["Comeback"]


def test_ripple_casts_revealed_cards_with_the_same_name_for_free(g):
    surge = half("Surge", "1R", (GainLife(Fixed(1)),), K("ripple", number=4), kind=CardType.SORCERY)
    g.set_library("Alice", [surge, WASTES, surge, WASTES, WASTES])
    card = g.add_card("Alice", surge)
    g.add_mana("Alice", "CR")
    g.cast("Alice", card)
    g.resolve_stack()
    assert g.life("Alice") == 23                         # it and two rippled copies of the card
    assert g.zone("Alice", Zone.GRAVEYARD) == ["Surge"] * 3
    assert len(g.zone("Alice", Zone.LIBRARY)) == 3 + 0 and g.zone("Alice", Zone.LIBRARY)[-1] == "Wastes"


def test_cipher_encodes_and_casts_a_copy_on_combat_damage(g):
    bear = g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    code = half("Code", "1U", (Draw(Fixed(1)),), K("cipher"), kind=CardType.SORCERY)
    card = g.add_card("Alice", code)
    g.add_mana("Alice", "CU")
    g.cast("Alice", card)
    g.resolve_stack()                                     # CR 702.99a: exiled encoded on the Bear
    assert g.zone("Alice", Zone.EXILE) == ["Code"] and len(g.zone("Alice", Zone.HAND)) == 1
    g.declare_attackers("Alice", [bear])
    g.advance_to(Step.END_OF_COMBAT)
    g.resolve_stack()
    assert len(g.zone("Alice", Zone.HAND)) == 2           # the copy drew a card
    assert g.zone("Alice", Zone.EXILE) == ["Code"]        # the card stays encoded


def test_miracle_casts_the_first_card_drawn_for_its_miracle_cost(g):
    wonder = half("Wonder", "5W", (GainLife(Fixed(5)),), K("miracle", c="W"), kind=CardType.SORCERY)
    g.set_library("Alice", [wonder, WASTES, WASTES])
    g.advance_to(Step.UPKEEP, "Bob")
    g.advance_to(Step.UPKEEP, "Alice")
    g.advance_to(Step.DRAW, "Alice")                      # drawn in the draw step: first this turn
    g.add_mana("Alice", "W")
    g.resolve_stack()
    assert g.life("Alice") == 25 and g.zone("Alice", Zone.GRAVEYARD) == ["Wonder"]


# ------------------------------------------------------------------ CR 113.6m: from the graveyard
def test_an_instant_returning_itself_triggers_from_the_graveyard(g):
    from cardtext.runtime.abilities import TriggeredAbility
    from cardtext.runtime.effects import Optional, ReturnToHand
    from cardtext.runtime.events import EntersBattlefield
    from cardtext.runtime.filters import SelfRef
    forest_enters = EntersBattlefield(ObjectFilter(subtypes=("Forest",)), Controller.YOU)
    branches = half("Branches", "G", (GainLife(Fixed(1)),),
                    TriggeredAbility(forest_enters, (Optional((ReturnToHand(SelfRef()),)),)))
    g.add_card("Alice", branches, Zone.GRAVEYARD)
    forest = CardDefinition("Forest", cost(""), (CardType.LAND,), subtypes=("Forest",))
    with g.transaction():
        g.put_onto_battlefield("Alice", forest, as_effect=True)
    g.resolve_stack()
    assert g.zone("Alice", Zone.HAND) == ["Branches"]


def test_the_same_ability_doesnt_work_from_the_hand(g):
    from cardtext.runtime.abilities import TriggeredAbility
    from cardtext.runtime.effects import ReturnToHand
    from cardtext.runtime.events import EntersBattlefield
    from cardtext.runtime.filters import SelfRef
    forest_enters = EntersBattlefield(ObjectFilter(subtypes=("Forest",)), Controller.YOU)
    branches = half("Branches", "G", (GainLife(Fixed(1)),), TriggeredAbility(forest_enters, (ReturnToHand(SelfRef()),)))
    g.add_card("Alice", branches)
    forest = CardDefinition("Forest", cost(""), (CardType.LAND,), subtypes=("Forest",))
    with g.transaction():
        g.put_onto_battlefield("Alice", forest, as_effect=True)
    assert not g.state.stack and not g.state.pending


# ------------------------------------------------------------------ ninjutsu (CR 702.49)
def test_ninjutsu_swaps_an_unblocked_attacker_for_the_ninja(g):
    bear = g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    ninja = g.add_card("Alice", creature("Ninja", 2, 2, "1U", K("ninjutsu", c="U")))
    g.declare_attackers("Alice", [bear])
    g.declare_blockers("Bob", {})
    g.add_mana("Alice", "U")
    g.activate("Alice", ninja, "ninjutsu")               # the Bear returns as a cost
    assert sorted(g.zone("Alice", Zone.HAND)) == ["Grizzly Bears", "Ninja"]   # revealed, still in hand
    g.resolve_stack()
    assert g.zone("Alice", Zone.HAND) == ["Grizzly Bears"]
    new = next(i for i in g.state.battlefield if g.state.objects[i].name == "Ninja")
    assert g.state.objects[new].tapped and new in g.state.combat.attackers
    assert new not in g.state.combat.blocked              # unblocked (CR 702.49c)
    g.advance_to(Step.END_OF_COMBAT)
    assert g.life("Bob") == 18


def test_ninjutsu_needs_an_unblocked_attacker(g):
    bear = g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    blocker = g.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    ninja = g.add_card("Alice", creature("Ninja", 2, 2, "1U", K("ninjutsu", c="U")))
    g.declare_attackers("Alice", [bear])
    g.declare_blockers("Bob", {blocker: bear})
    g.add_mana("Alice", "U")
    with pytest.raises(IllegalAction):
        g.activate("Alice", ninja, "ninjutsu")


# ------------------------------------------------------------------ executability set-ups
def test_two_conditional_self_anthems_are_each_observed_alone():
    from cardtext.runtime.abilities import Anthem, StaticAbility
    from cardtext.compiler.harness.exercise import exercise_card
    from cardtext.runtime.filters import SelfRef, YouControl
    def anthem(land):
        return StaticAbility(Anthem(SelfRef(), 1, 1), condition=YouControl(ObjectFilter(subtypes=(land,))))
    cat = creature("Twin Cat", 1, 1, "G", anthem("Mountain"), anthem("Plains"))
    assert exercise_card(cat).ok


def test_an_upkeep_only_ability_is_exercised_in_the_upkeep():
    from cardtext.runtime.abilities import ActivatedAbility, Timing
    from cardtext.runtime.costs import Sacrifice
    from cardtext.compiler.harness.exercise import exercise_card
    from cardtext.runtime.filters import DuringSteps
    augur = creature("Upkeep Augur", 1, 1, "B", ActivatedAbility(
        (Sacrifice(ObjectFilter(), self_only=True),), (GainLife(Fixed(4)),),
        timing=Timing(condition=DuringSteps((Step.UPKEEP,), yours=True))))
    result = exercise_card(augur)
    assert result.ok, result.reasons


# ------------------------------------------------------------------ awaken, conspire, retrace, jump-start, reinforce
def test_awaken_makes_a_land_a_hasty_elemental_with_counters(g):
    land = g.put_onto_battlefield("Alice", WASTES)
    quake = half("Quake", "1R", (GainLife(Fixed(1)),), K("awaken", number=3, c="3R"), kind=CardType.SORCERY)
    card = g.add_card("Alice", quake)
    g.add_mana("Alice", "CCCR")
    g.cast("Alice", card, alt="awaken", targets=[[land]])      # CR 702.113a
    g.resolve_stack()
    from cardtext.runtime.engine.query import is_creature, power_toughness
    o = g.state.objects[land]
    assert is_creature(o) and CardType.LAND in o.definition.types and "haste" in g.keywords(land)
    assert power_toughness(g.state, o) == (3, 3)


def test_conspire_taps_two_creatures_sharing_a_color_and_copies_the_spell(g):
    green = creature("Green Friend", 1, 1, "G", colors=(Color.GREEN,))
    a, b = (g.put_onto_battlefield("Alice", green) for _ in range(2))
    gift = half("Gift", "G", (GainLife(Fixed(2)),), K("conspire"), kind=CardType.SORCERY, colors=(Color.GREEN,))
    card = g.add_card("Alice", gift)
    g.add_mana("Alice", "G")
    g.cast("Alice", card)                                        # CR 702.78a
    assert g.state.objects[a].tapped and g.state.objects[b].tapped
    g.resolve_stack()
    assert g.life("Alice") == 24                                 # the spell and its copy


def test_retrace_casts_from_the_graveyard_discarding_a_land(g):
    card = g.add_card("Alice", half("Again", "G", (GainLife(Fixed(2)),), K("retrace"), kind=CardType.SORCERY),
                      Zone.GRAVEYARD)
    g.add_card("Alice", WASTES)
    g.add_mana("Alice", "G")
    g.cast("Alice", card, alt="retrace")                         # CR 702.81a
    assert "Wastes" in g.zone("Alice", Zone.GRAVEYARD)
    g.resolve_stack()
    assert g.life("Alice") == 22 and "Again" in g.zone("Alice", Zone.GRAVEYARD)


def test_retrace_needs_a_land_card_to_discard(g):
    card = g.add_card("Alice", half("Again", "G", (GainLife(Fixed(2)),), K("retrace"), kind=CardType.SORCERY),
                      Zone.GRAVEYARD)
    g.add_card("Alice", GRIZZLY_BEARS)
    g.add_mana("Alice", "G")
    with pytest.raises(IllegalAction):
        g.cast("Alice", card, alt="retrace")


def test_jump_start_discards_a_card_and_exiles_the_spell(g):
    card = g.add_card("Alice", half("Jumper", "U", (GainLife(Fixed(2)),), K("jump-start")), Zone.GRAVEYARD)
    g.add_card("Alice", GRIZZLY_BEARS)
    g.add_mana("Alice", "U")
    g.cast("Alice", card, alt="jump-start")                      # CR 702.133a
    g.resolve_stack()
    assert g.zone("Alice", Zone.EXILE) == ["Jumper"] and g.zone("Alice", Zone.GRAVEYARD) == ["Grizzly Bears"]


def test_reinforce_discards_it_for_counters_on_target_creature(g):
    bear = g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    card = g.add_card("Alice", creature("Bombardier", 1, 1, "1W", K("reinforce", number=2, c="W")))
    g.add_mana("Alice", "W")
    g.activate("Alice", card, "reinforce", targets=[[bear]])      # CR 702.77a
    g.resolve_stack()
    assert g.state.objects[bear].counters.get("+1/+1") == 2 and g.zone("Alice", Zone.GRAVEYARD) == ["Bombardier"]


# ------------------------------------------------------------------ tribute, prowl
def _tribute_brute():
    from cardtext.runtime.abilities import TriggeredAbility
    from cardtext.runtime.events import EntersBattlefield
    from cardtext.runtime.filters import KeywordCostPaid, SelfRef
    return creature("Brute", 3, 3, "2R", K("tribute", number=2),
                    TriggeredAbility(EntersBattlefield(SelfRef()), (GainLife(Fixed(4)),),
                                     condition=KeywordCostPaid("tribute", paid=False)))


def test_tribute_paid_gives_counters_and_the_ability_doesnt_trigger(g):
    card = g.add_card("Alice", _tribute_brute())
    g.add_mana("Alice", "CCR")
    g.cast("Alice", card)
    g.resolve_stack()                       # FirstOptionDecider: Bob pays ("yes" is offered first)
    brute = next(g.state.objects[i] for i in g.state.battlefield if g.state.objects[i].name == "Brute")
    assert brute.tribute_paid and brute.counters.get("+1/+1") == 2       # CR 702.104a
    assert g.life("Alice") == 20


def test_tribute_not_paid_and_the_ability_triggers(g):
    class Decline(FirstOptionDecider):
        def choose(self, choice):
            if choice.kind is ChoiceKind.MAY and choice.prompt.startswith("tribute"):
                return (False,)
            return super().choose(choice)
    g.decider = Decline()
    card = g.add_card("Alice", _tribute_brute())
    g.add_mana("Alice", "CCR")
    g.cast("Alice", card)
    g.resolve_stack()
    g.resolve_stack()
    assert g.life("Alice") == 24                                          # CR 702.104b


def test_prowl_only_after_combat_damage_by_a_creature_sharing_a_type(g):
    rogue = creature("Rogue Scout", 1, 1, "B", subtypes=("Rogue",))
    sneak = half("Sneak", "4B", (GainLife(Fixed(2)),), K("prowl", c="B"), kind=CardType.SORCERY)
    from dataclasses import replace
    sneak = replace(sneak, types=(CardType.TRIBAL, CardType.SORCERY) if hasattr(CardType, "TRIBAL")
                    else sneak.types, subtypes=("Rogue",))
    card = g.add_card("Alice", sneak)
    g.add_mana("Alice", "B")
    with pytest.raises(IllegalAction):
        g.cast("Alice", card, alt="prowl")                                # CR 702.76a: not yet
    r = g.put_onto_battlefield("Alice", rogue)
    g.declare_attackers("Alice", [r])
    g.declare_blockers("Bob", {})
    g.advance_to(Step.MAIN2, "Alice")
    g.add_mana("Alice", "B")
    g.cast("Alice", card, alt="prowl")
    assert g.pool("Alice") == []


# ------------------------------------------------------------------ champion (CR 702.72)
def test_champion_exiles_another_and_returns_it_when_it_leaves(g):
    from cardtext.runtime.engine.zones import move
    elf = g.put_onto_battlefield("Alice", creature("Elf Friend", 1, 1, "G", subtypes=("Elf",)))
    champ = creature("Elf Champion", 3, 3, "2G", KeywordAbility("champion", quality=ObjectFilter(subtypes=("Elf",))),
                     subtypes=("Elf",))
    card = g.add_card("Alice", champ)
    g.add_mana("Alice", "CCG")
    g.cast("Alice", card)
    g.resolve_stack()
    g.resolve_stack()                                   # the champion trigger
    assert g.zone("Alice", Zone.EXILE) == ["Elf Friend"] and elf not in g.state.battlefield
    me = next(i for i in g.state.battlefield if g.state.objects[i].name == "Elf Champion")
    with g.transaction():
        move(g, me, Zone.GRAVEYARD)
    g.resolve_stack()
    assert "Elf Friend" in g.zone("Alice", Zone.BATTLEFIELD)


def test_champion_is_sacrificed_with_nothing_to_champion(g):
    champ = creature("Elf Champion", 3, 3, "2G", KeywordAbility("champion", quality=ObjectFilter(subtypes=("Elf",))),
                     subtypes=("Elf",))
    card = g.add_card("Alice", champ)
    g.add_mana("Alice", "CCG")
    g.cast("Alice", card)
    g.resolve_stack()
    g.resolve_stack()
    assert g.zone("Alice", Zone.GRAVEYARD) == ["Elf Champion"]


def test_a_spell_dealing_damage_trigger_is_exercised_with_a_damage_spell():
    from cardtext.runtime.abilities import TriggeredAbility
    from cardtext.runtime.events import DealsDamage
    from cardtext.compiler.harness.exercise import exercise_card
    spells = ObjectFilter(types=(CardType.INSTANT, CardType.SORCERY), controller=Controller.YOU, spell=True)
    commando = creature("Spell Commando", 2, 2, "1R", TriggeredAbility(DealsDamage(spells, combat_only=False, to_player=False),
                                                                        (GainLife(Fixed(1)),)))
    result = exercise_card(commando)
    assert result.ok, result.reasons


def test_an_artifact_that_animates_itself_is_exercised_dealing_combat_damage():
    from cardtext.runtime.abilities import ActivatedAbility, TriggeredAbility
    from cardtext.runtime.effects import Animate, Duration
    from cardtext.runtime.events import DealsDamage
    from cardtext.compiler.harness.exercise import exercise_card
    from cardtext.runtime.filters import SelfRef
    rune = CardDefinition("Rune Stone", cost("3"), (CardType.ARTIFACT,), abilities=(
        ActivatedAbility((cost("UR"),), (Animate(SelfRef(), 2, 1, (CardType.ARTIFACT, CardType.CREATURE),
                                                 duration=Duration.END_OF_TURN),)),
        TriggeredAbility(DealsDamage(SelfRef(), combat_only=True, to_player=True), (GainLife(Fixed(1)),))))
    result = exercise_card(rune)
    assert result.ok, result.reasons

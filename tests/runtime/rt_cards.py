"""Hand-built card definitions for engine unit tests (the real scenarios use compiled cards)."""
from __future__ import annotations

from cardtext.runtime.abilities import (ActivatedAbility, Anthem, CardDefinition, EntersWithCounters,
                                        KeywordAbility, ManaAbility, ModifyCounterPlacement,
                                        MultiplyMana, ReplaceManaType, ReplacementAbility, SpellAbility,
                                        StaticAbility, TargetSpec, Timing, TriggeredAbility)
from cardtext.runtime.characteristics import CardType, Color, ManaType, Step, Supertype, Zone
from cardtext.runtime.costs import (ManaCost, ManaSymbol, PayLife, Sacrifice, SymbolKind, TapSelf,
                                    TapTotalPower, UntapSelf)
from cardtext.runtime.effects import (AddMana, AnyColor, BecomeSaddled, Choose, CouldProduce,
                                      CreateDelayedTrigger, CreateToken, CreateTokenCopy, DealDamage,
                                      DoubleCounters, Draw, Exile, FixedMana, GainLife, ProducedType,
                                      PutCounters, ReturnToBattlefield, Scry, SpendRestriction,
                                      SpentRider, TokenSpec)
from cardtext.runtime.events import Attacks, BeginningOfStep, EntersBattlefield, TappedForMana, Whose
from cardtext.runtime.filters import (AffectedRef, ChosenRef, Controller, EachRef, Fixed,
                                      ObjectFilter, PlayerRef, SelfRef, TargetRef, UnionRef, XValue)

G, W, B, R, U, C = (ManaType.GREEN, ManaType.WHITE, ManaType.BLACK, ManaType.RED, ManaType.BLUE,
                    ManaType.COLORLESS)
CREATURE = ObjectFilter(types=(CardType.CREATURE,))
CREATURE_YOU = ObjectFilter(types=(CardType.CREATURE,), controller=Controller.YOU)
LAND = ObjectFilter(types=(CardType.LAND,))
LAND_YOU = ObjectFilter(types=(CardType.LAND,), controller=Controller.YOU)


def cost(text: str) -> ManaCost:
    """A tiny parser for test costs: "2G", "X", "C", "W/U", "2/W", "G/P", "S"."""
    symbols = []
    for part in text.replace("}", "").split("{") if "{" in text else list(text):
        if not part:
            continue
        if part.isdigit():
            symbols.append(ManaSymbol(SymbolKind.GENERIC, generic=int(part)))
        elif part == "X":
            symbols.append(ManaSymbol(SymbolKind.VARIABLE, variable="X"))
        elif part == "C":
            symbols.append(ManaSymbol(SymbolKind.COLORLESS, (C,)))
        elif part == "S":
            symbols.append(ManaSymbol(SymbolKind.SNOW))
        elif part.endswith("/P"):
            symbols.append(ManaSymbol(SymbolKind.PHYREXIAN, (ManaType(part[0]),)))
        elif "/" in part and part[0].isdigit():
            symbols.append(ManaSymbol(SymbolKind.MONO_HYBRID, (ManaType(part[-1]),), generic=int(part[0])))
        elif "/" in part:
            symbols.append(ManaSymbol(SymbolKind.HYBRID, tuple(ManaType(p) for p in part.split("/"))))
        else:
            symbols.append(ManaSymbol(SymbolKind.COLORED, (ManaType(part),)))
    return ManaCost(tuple(symbols))


def basic(name: str, subtype: str, t: ManaType) -> CardDefinition:
    return CardDefinition(name, ManaCost(), (CardType.LAND,), subtypes=(subtype,),
                          supertypes=(Supertype.BASIC,),
                          abilities=(ManaAbility((TapSelf(),), (AddMana(FixedMana(((t,),))),)),))


FOREST = basic("Forest", "Forest", G)
PLAINS = basic("Plains", "Plains", W)
SWAMP = basic("Swamp", "Swamp", B)
ISLAND = basic("Island", "Island", U)

WASTES = CardDefinition("Wastes", ManaCost(), (CardType.LAND,), supertypes=(Supertype.BASIC,),
                        abilities=(ManaAbility((TapSelf(),), (AddMana(FixedMana(((C,),))),)),))

REFLECTING_POOL = CardDefinition(
    "Reflecting Pool", ManaCost(), (CardType.LAND,),
    abilities=(ManaAbility((TapSelf(),), (AddMana(CouldProduce(LAND_YOU, colors_only=False)),)),))

FELLWAR_STONE = CardDefinition(
    "Fellwar Stone", cost("2"), (CardType.ARTIFACT,),
    abilities=(ManaAbility((TapSelf(),), (AddMana(CouldProduce(
        ObjectFilter(types=(CardType.LAND,), controller=Controller.OPPONENT), colors_only=True)),)),))


def creature(name: str, p: int, t: int, mana: str = "", *abilities, colors=(), subtypes=(),
             supertypes=()) -> CardDefinition:
    return CardDefinition(name, cost(mana), (CardType.CREATURE,), subtypes=subtypes,
                          supertypes=supertypes, colors=colors, power=str(p), toughness=str(t),
                          abilities=tuple(abilities))


GRIZZLY_BEARS = creature("Grizzly Bears", 2, 2, "1G", colors=(Color.GREEN,))
RUNECLAW_BEAR = creature("Runeclaw Bear", 2, 2, "1G", colors=(Color.GREEN,))
MEMNITE = creature("Memnite", 1, 1, "0")
ORNITHOPTER = creature("Ornithopter", 0, 2, "0", KeywordAbility("flying"))
HASTY_GOBLIN = creature("Hasty Goblin", 1, 1, "R", KeywordAbility("haste"), colors=(Color.RED,))
LLANOWAR_ELVES = creature("Llanowar Elves", 1, 1, "G",
                          ManaAbility((TapSelf(),), (AddMana(FixedMana(((G,),))),)),
                          colors=(Color.GREEN,))

# "{T}: This creature deals 1 damage to any target."
PRODIGAL_SORCERER = creature("Prodigal Sorcerer", 1, 1, "2U", ActivatedAbility(
    (TapSelf(),), (DealDamage(Fixed(1), objects=TargetRef(0), players=PlayerRef.TARGET_PLAYER),),
    targets=(TargetSpec(CREATURE, players=Controller.ANY),)), colors=(Color.BLUE,))

# "{1}{W}{W}, {Q}: You gain 3 life." (a {Q} ability, like Order of Whiteclay's cost)
WHITECLAY = creature("Order of Whiteclay", 1, 4, "1WW", ActivatedAbility(
    (cost("1WW"), UntapSelf()), (GainLife(Fixed(3)),)), colors=(Color.WHITE,))

# "{1}: Put a +1/+1 counter on this creature. Activate only as a sorcery."
SORCERY_PUMPER = creature("Sorcery Pumper", 1, 1, "1", ActivatedAbility(
    (cost("1"),), (PutCounters(SelfRef(), "+1/+1", Fixed(1)),), timing=Timing(sorcery_speed=True)))

# "{2}, Sacrifice this creature, Pay 3 life: Draw a card."
SAC_DRAWER = creature("Sac Drawer", 1, 1, "1", ActivatedAbility(
    (cost("2"), Sacrifice(ObjectFilter(), self_only=True), PayLife(Fixed(3))), (Draw(Fixed(1)),)))

ENDLESS_ONE = creature("Endless One", 0, 0, "X", ReplacementAbility(EntersWithCounters("+1/+1", XValue())))
# "When this creature enters, put X +1/+1 counters on it." (Hangarback-style trigger with X)
X_TRIGGER = creature("X Trigger", 0, 1, "X", TriggeredAbility(
    EntersBattlefield(SelfRef()), (PutCounters(SelfRef(), "+1/+1", XValue()),)))

HARDENED_SCALES = CardDefinition("Hardened Scales", cost("G"), (CardType.ENCHANTMENT,), colors=(Color.GREEN,),
                                 abilities=(ReplacementAbility(ModifyCounterPlacement(CREATURE_YOU, "+1/+1", plus=1)),))
# Vorel-like: "{T}: Double the number of each kind of counter on target creature."
VOREL = creature("Vorel of the Hull Clade", 1, 4, "1GU", ActivatedAbility(
    (TapSelf(),), (DoubleCounters(TargetRef(0), None),), targets=(TargetSpec(CREATURE),)))
# Kalonian Hydra: enters with four counters; attacks: double on each creature you control.
KALONIAN_HYDRA = creature("Kalonian Hydra", 0, 0, "3GG", KeywordAbility("trample"),
                          ReplacementAbility(EntersWithCounters("+1/+1", Fixed(4))),
                          TriggeredAbility(Attacks(SelfRef()), (DoubleCounters(EachRef(CREATURE_YOU)),)))

MANA_REFLECTION = CardDefinition("Mana Reflection", cost("4GG"), (CardType.ENCHANTMENT,),
                                 abilities=(ReplacementAbility(MultiplyMana(ObjectFilter(), Controller.YOU, 2)),))
CONTAMINATION = CardDefinition("Contamination", cost("2B"), (CardType.ENCHANTMENT,), abilities=(
    ReplacementAbility(ReplaceManaType(LAND, AddMana(FixedMana(((B,),))))),))
HEARTBEAT_OF_SPRING = CardDefinition("Heartbeat of Spring", cost("2G"), (CardType.ENCHANTMENT,), abilities=(
    TriggeredAbility(TappedForMana(LAND, Controller.ANY),
                     (AddMana(ProducedType(), player=PlayerRef.EVENT_PLAYER),)),))
# a non-mana trigger on tapping for mana: "Whenever a land you control is tapped for mana, you gain 1 life"
LIFE_TAP = CardDefinition("Life Tap Charm", cost("1"), (CardType.ENCHANTMENT,), abilities=(
    TriggeredAbility(TappedForMana(LAND_YOU), (GainLife(Fixed(1)),)),))

MULTICOLORED_SPELL = ObjectFilter(multicolored=True)
PILLAR = CardDefinition("Pillar of the Paruns", ManaCost(), (CardType.LAND,), abilities=(
    ManaAbility((TapSelf(),), (AddMana(AnyColor(), restriction=SpendRestriction(spells=MULTICOLORED_SPELL)),)),))
HALL = CardDefinition("Hall of the Bandit Lord", ManaCost(), (CardType.LAND,), abilities=(
    ManaAbility((TapSelf(), PayLife(Fixed(3))), (AddMana(FixedMana(((C,),)),
                                                         rider=SpentRider(ObjectFilter(types=(CardType.CREATURE,)),
                                                                          "haste")),)),))
GOLD_BEAR = creature("Gold Bear", 2, 2, "GW", colors=(Color.GREEN, Color.WHITE))

GLORIOUS_ANTHEM = CardDefinition("Glorious Anthem", cost("1WW"), (CardType.ENCHANTMENT,),
                                 abilities=(StaticAbility(Anthem(CREATURE_YOU, 1, 1)),))

SADDLER_FILTER = ObjectFilter(types=(CardType.CREATURE,), saddled_source=True)
SADDLE_1 = ActivatedAbility(
    (TapTotalPower(1, ObjectFilter(types=(CardType.CREATURE,), controller=Controller.YOU, other=True,
                                   tapped=False)),),
    (BecomeSaddled(),), timing=Timing(sorcery_speed=True), keyword="saddle")
FORTUNE = creature(
    "Fortune, Loyal Steed", 2, 4, "2W",
    TriggeredAbility(EntersBattlefield(SelfRef()), (Scry(Fixed(2)),)),
    TriggeredAbility(Attacks(SelfRef(), while_saddled=True), (CreateDelayedTrigger(
        BeginningOfStep(Step.END_OF_COMBAT, Whose.THIS_TURN),
        (Choose("saddler", SADDLER_FILTER, 0, 1),
         Exile(UnionRef((SelfRef(), ChosenRef("saddler"))), label="exiled"),
         ReturnToBattlefield(AffectedRef("exiled")))),)),
    SADDLE_1, colors=(Color.WHITE,), subtypes=("Beast", "Mount"), supertypes=(Supertype.LEGENDARY,))

SADDLE_3_MOUNT = creature("Heavy Mount", 3, 3, "2R", ActivatedAbility(
    (TapTotalPower(3, ObjectFilter(types=(CardType.CREATURE,), controller=Controller.YOU, other=True,
                                   tapped=False)),),
    (BecomeSaddled(),), timing=Timing(sorcery_speed=True), keyword="saddle"), subtypes=("Mount",))

# "Create a 1/1 white Soldier creature token." / "Create a token that's a copy of target creature."
SOLDIER = TokenSpec("Soldier Token", 1, 1, (Color.WHITE,), subtypes=("Soldier",))
RAISE_SOLDIER = CardDefinition("Raise Soldier", cost("W"), (CardType.SORCERY,),
                               abilities=(SpellAbility((CreateToken(SOLDIER),)),))
CLONE_SPELL = CardDefinition("Copy Spell", cost("U"), (CardType.INSTANT,), abilities=(
    SpellAbility((CreateTokenCopy(TargetRef(0)),), (TargetSpec(CREATURE),)),))
SHOCK = CardDefinition("Shock", cost("R"), (CardType.INSTANT,), abilities=(
    SpellAbility((DealDamage(Fixed(2), objects=TargetRef(0), players=PlayerRef.TARGET_PLAYER),),
                 (TargetSpec(CREATURE, players=Controller.ANY),)),))
ELITE_VANGUARD = creature("Elite Vanguard", 2, 1, "W", colors=(Color.WHITE,))


def cast_and_resolve(game, definition, targets=None, answers=()):
    """Alice casts the card with these targets and answers queued; the stack resolves."""
    oid = game.add_card("Alice", definition)
    game.decider.add(*answers)
    game.cast("Alice", oid, targets=targets)
    game.resolve_stack()


__all__ = [n for n in dir() if n.isupper()] + ["cost", "creature", "cast_and_resolve", "Zone", "Step",
                                               "ManaType"]

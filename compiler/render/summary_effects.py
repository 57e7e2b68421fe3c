"""What a resolving ability does, in words, for `cardtext compile`'s summaries: the VM's
instructions (runtime/effects/). A class with no phrase here falls back to its name and fields in
words (summary_atoms.generic); tests/compiler/test_summaries.py counts how often that happens."""
from __future__ import annotations

from ...runtime.filters import Fixed
from ...runtime.characteristics import Zone
from .summary_atoms import (agree, amount, article, cost, generic, mana_cost, object_filter, one, player, production, ref,
                            words)
from .summary_conditions import condition
from .summary_events import event
from .summary_statics import RESTRICTIONS, replacement

_NTH = {2: "second", 3: "third", 4: "fourth", 5: "fifth"}     # a card's place in a library, from the top


def _until(duration) -> str:
    value = getattr(duration, "value", duration)
    if value == "permanent":
        return ""
    return f" {words(value)}" if value.startswith("until_") else f" until {words(value)}"


def _while(e) -> str:
    """" for as long as you control it": a duration of the source's state (CR 611.2b)."""
    kinds = getattr(e, "while_source", ())
    return " for as long as " + " and ".join(k.value for k in kinds) if kinds else ""


def _by(p) -> str:
    """"" for you, " (target player)" for anyone else: who performs an instruction."""
    text = player(p)
    return "" if text == "you" else f" ({text})"


def _add_mana(e) -> str:
    out = "add " + production(e.production)
    if e.restriction is not None:
        out += " (spend restricted)"
    if e.rider is not None:
        out += f" (spent on {object_filter(e.rider.spells, plural=False)}: gains {e.rider.keyword})"
    if e.kept_until is not None:
        out += " (kept until end of " + ("combat)" if e.kept_until.value == "end_of_combat" else "turn)")
    return out


def _deal_damage(e) -> str:
    to = " and ".join(x for x in (e.objects and ref(e.objects), e.players and player(e.players)) if x)
    source = "" if type(e.source).__name__ == "SelfRef" else f"{ref(e.source)} "
    unpreventable = " (can't be prevented)" if e.cant_be_prevented else ""
    return f"{source}deal {amount(e.amount)} damage to {to or 'that'}{unpreventable}"


def _token_pt(t) -> str:
    """"2/2 ", or "X/1 where X is the number of ... " (the amount counted as it's created)."""
    if t.power is None:
        return ""
    xs = [n for n in (t.power, t.toughness) if not isinstance(n, int)]
    sides = "/".join(str(n) if isinstance(n, int) else "X" for n in (t.power, t.toughness))
    return f"{sides} (X = {amount(xs[0])}) " if xs else f"{sides} "


def _create_token(e) -> str:
    t = e.token
    pt = _token_pt(t)
    extra = f" with {len(t.abilities)} more abilit{'y' if len(t.abilities) == 1 else 'ies'}" if t.abilities else ""
    how = " tapped" * bool(e.tapped) + " and attacking" * bool(e.attacking)
    faces = f" (double-faced: back face {_face(t.back_face)})" if t.back_face is not None else ""
    counters = f" with {amount(e.counter_amount)} {e.counter} counter(s) on it" if e.counter else ""
    attached = f" attached to {ref(e.attached_to)}" if e.attached_to is not None else ""
    legendary = "".join(f"{s.value} " for s in getattr(t, "supertypes", ()))
    return (f"create {amount(e.amount)} {legendary}{pt}{t.name}(s){extra}{faces}{how}{counters}{attached}"     # "Soldier Token" (CR 111.4)
            f"{_by(e.player)}")


def _face(t) -> str:
    pt = f"{t.power}/{t.toughness} " if t.power is not None else ""
    return f"{pt}{t.name}"



def _sacrifice(e) -> str:
    if e.objects is not None:
        return f"sacrifice {ref(e.objects)}"
    who = player(e.player)                  # "you sacrifice" / "each opponent sacrifices"
    verb = "sacrifice" if who == "you" else "sacrifices"
    return f"{who} {verb} {_number(e.count)} {object_filter(e.filter, plural=e.count != 1)}"


def _search(e) -> str:
    n = "any number of" if e.any_number else f"up to {_number(e.count)}" if e.up_to else _number(e.count)
    where = {"hand": "into your hand", "battlefield": "onto the battlefield", "graveyard": "into your graveyard",
             "library": "on top of your library"}.get(e.destination.value, f"into {e.destination.value}")
    tapped = " tapped" if e.tapped and e.destination.value == "battlefield" else ""
    several = e.count != 1 or e.any_number
    zones = "/".join(z.value for z in e.other_zones + (Zone.LIBRARY,))
    shuffle = ", then shuffle the library if searched" if e.other_zones else ", then shuffle" if e.shuffle else ""
    if e.rest_destination is not None:
        return (f"search your library for {n} {object_filter(e.filter, plural=several)}, reveal them, put one "
                f"{where}{tapped} and the others into your {e.rest_destination.value}" + shuffle)
    return (f"search your {zones} for {n} {object_filter(e.filter, plural=several)}, put "
            f"{'them' if several else 'it'} {where}{tapped}" + shuffle)


def _return_exiled_with(e) -> str:
    cards = "the cards" if e.filter is None else ("one " if e.one else "each ") + object_filter(e.filter, plural=False)
    if e.to_hand:
        return f"return {cards} exiled with this to their owner's hand"
    under = " under your control" if e.under_your_control else ""
    return f"return {cards} exiled with this to the battlefield{' tapped' if e.tapped else ''}{under}"


def _put_looked(e) -> str:
    take = "all matching" if e.all_matching else "any number of" if e.take is None else (
        "up to " if e.optional else "") + (str(e.take) if isinstance(e.take, int) else amount(e.take))
    which = f" {object_filter(e.filter, plural=True)}" if e.filter is not None else " of them"
    rest = f"; the rest on the {words(e.rest)} of your library" if e.rest else ""
    if e.face_down:                       # hideaway (CR 702.75a)
        return f"exile {take}{which} face down{rest}"
    return f"put {take}{which} into your {e.take_to.value}{rest}"


def _prevent(e) -> str:
    kind = "combat damage" if e.combat_only else "damage"
    how_much = "all" if e.amount is None else f"the next {amount(e.amount)}"
    to = " and ".join(x for x in (e.objects and ref(e.objects), e.players and player(e.players)) if x)
    by = f" by {object_filter(e.sources)}" if e.sources is not None else ""
    if e.by_only or e.by_too:           # "damage <objects> would deal" / "dealt to and dealt by"
        to, by = ("" if e.by_only else to), f" by {ref(e.objects)}" + (" or by " + by[4:] if by else "")
        to = to + (" or" if to else "")
    return f"prevent {how_much} {kind} that would be dealt{' to ' + to if to else ''}{by}{_until(e.duration)}" + _rider(e)


def _modes(e) -> str:
    count = str(e.minimum) if e.minimum == e.maximum else f"{e.minimum}-{e.maximum}"
    if e.pawprints:                     # CR 700.2i, 700.2d
        count = f"up to {e.pawprints} {{P}} worth" + (", the same mode again allowed," if e.repeatable else "")
    return f"choose {count} of: " + " | ".join(
        (f"+ {mana_cost(m.cost)}: " if m.cost is not None else "") + ("{P}" * m.pawprints + ": " if m.pawprints else "")
        + ("; ".join(effect(x) for x in m.effects) or "nothing") for m in e.modes)


def _animate(e) -> str:
    what = " ".join([c.name.lower() for c in e.colors] + list(e.subtypes) + [t.value for t in e.types])
    kw = f" with {' and '.join(e.keywords)}" if e.keywords else ""
    pt = "" if e.power is None else f"{e.power}/{e.toughness} "
    return agree(e.objects, f"become {pt}{what}{kw}{_until(e.duration)}")


def _conditional(e) -> str:
    text = f"if {condition(e.condition)}: " + ", ".join(effect(x) for x in e.effects)
    if e.otherwise:
        text += "; otherwise: " + ", ".join(effect(x) for x in e.otherwise)
    return text


def _unless(e) -> str:
    where = f" (X = {amount(e.x)})" if e.x is not None else ""
    who = player(e.player)
    paid = cost(e.cost)
    if type(e.cost).__name__ == "ManaCost":            # "unless its controller pays {2}" (CR 118.12)
        paid = ("pay " if who == "you" else "pays ") + paid
    return ", ".join(effect(x) for x in e.effects) + f" unless {who} {paid}{where}"


def _if_done(e) -> str:
    return ", ".join(effect(x) for x in e.effects) + "; if done: " + ", ".join(effect(x) for x in e.if_done)


def _optional(e) -> str:
    text = f"{player(e.player)} may: " + ", ".join(effect(x) for x in e.effects)
    if getattr(e, "if_done", ()):
        text += "; if you do: " + ", ".join(effect(x) for x in e.if_done)
    if getattr(e, "if_not_done", ()):
        text += "; if not: " + ", ".join(effect(x) for x in e.if_not_done)
    return text


def _branches(won: str, lost: str, e) -> str:
    text = f"if you {won}: " + (", ".join(effect(x) for x in e.won) or "nothing")
    return text + (f"; if you {lost}: " + ", ".join(effect(x) for x in e.lost) if e.lost else "")


def _prevent_next(e) -> str:
    to = " and ".join(x for x in (e.objects and ref(e.objects), e.players and player(e.players)) if x)
    new = " and ".join(x for x in (e.new_objects and ref(e.new_objects), e.new_players and player(e.new_players)) if x)
    then = f"deal it to {new} instead" if new else "prevent it"
    if e.all_this_turn and new:
        of = "any source" if e.any_source else (ref(e.source_ref) if e.source_ref is not None
                                                else f"{one(e.sources)} of your choice")
        return f"all damage {of} would deal to {to or 'anything'} this turn is dealt to {new} instead"
    if e.source_ref is not None:
        return f"the next time {ref(e.source_ref)} would deal damage to {to or 'anything'} this turn, {then}" + _rider(e)
    if e.all_this_turn:
        return f"prevent all damage {one(e.sources)} of your choice would deal to {to or 'anything'} this turn" \
            + _rider(e)
    return (f"the next time {one(e.sources)} of your choice would deal damage "
            f"to {to or 'anything'} this turn, {then}") + _rider(e)


def _rider(e) -> str:
    """"; after each prevention: gain life ..." (CR 615.5)."""
    return f"; after each prevention: {', '.join(effect(x) for x in e.then)}" if e.then else ""


def _reveal_until(e) -> str:
    verb = "exile" if e.exile else "reveal"
    n = "a" if e.count == 1 else str(e.count)
    then = "; then put them into the graveyard" if e.then_graveyard else ""
    return (f"{verb} cards from the top of the library{_by(e.player)} until {n} "
            f"{object_filter(e.filter, plural=e.count != 1)} as ({e.found}){then}")


def _put_from_hand(e) -> str:
    onto = f" attached to {ref(e.attached_to)}" if e.attached_to is not None else ""
    return f"put {e.count} {object_filter(e.filter, plural=e.count != 1)} from hand onto the battlefield{onto}{_by(e.player)}"


# "for as long as ..." (CR 611.2b), by WhileSource value
_WHILE = {"you control it": "you control this", "on the battlefield": "this remains on the battlefield",
          "tapped": "this remains tapped"}


def _skips(who) -> str:
    """"you skip your next" / "target player skips their next" (CR 614.10)."""
    return "you skip your next" if player(who) == "you" else f"{player(who)} skips their next"


_EFFECTS = {
    "Discover": lambda e: (f"discover {amount(e.amount)}" if player(e.player) == "you"
                           else f"{player(e.player)} discovers {amount(e.amount)}"),
    "Meld": lambda e: "exile this and its meld partner, then meld them into their melded face",
    "KeepTapped": lambda e: f"{ref(e.objects)} doesn't untap during its controller's untap step" + (
        " for as long as " + " and ".join(_WHILE[w.value] for w in e.while_source) if e.while_source else ""),
    "SkipTurns": lambda e: _skips(e.player) + (" turn" if e.count == 1 else f" {e.count} turns"),
    "SkipNextStep": lambda e: _skips(e.player) + (" combat phase" if e.phase else f" {e.step.value} step"),
    "CantCastSpellsThisTurn": lambda e: f"{player(e.player)} can't cast spells this turn",
    "CantGainLifeThisTurn": lambda e: f"{player(e.player)} can't gain life this turn",
    "CantPlayLandsThisTurn": lambda e: f"{player(e.player)} can't play lands this turn",
    "NoUntapNextUntapStep": lambda e: (f"{object_filter(e.permanents)} don't untap during "
                                       f"{'your' if player(e.player) == 'you' else player(e.player) + chr(39) + 's'}"
                                       " next untap step"),
    "PhaseOut": lambda e: f"{ref(e.objects)} phases out (until its controller's next untap step)",
    "Airbend": lambda e: f"airbend {ref(e.objects)} (exiled; its owner may cast it for {{2}})",
    "Earthbend": lambda e: f"earthbend {amount(e.amount)} ({ref(e.objects)})",
    "ReflexiveTrigger": lambda e: "when you do: " + ", ".join(effect(x) for x in e.effects),
    "ManifestDread": lambda e: f"manifest dread{_by(e.player)}",
    "Cloak": lambda e: f"cloak the top card of the library{_by(e.player)}",
    "Suspect": lambda e: agree(e.objects, "become suspected"),
    "Transform": lambda e: agree(e.objects, "transform"),
    "Manifest": lambda e: f"manifest the top {amount(e.amount)} card(s) of the library{_by(e.player)}",
    "Monstrosity": lambda e: f"monstrosity {amount(e.amount)}: if this isn't monstrous, put {amount(e.amount)} +1/+1 "
                             f"counter(s) on it and it becomes monstrous",
    "UnlockDoor": lambda e: "unlock a locked door of " + ref(e.objects),
    "LockOrUnlockDoor": lambda e: "lock an unlocked door or unlock a locked door of " + ref(e.objects) + " (chosen as it resolves)",
    "Detain": lambda e: agree(e.objects, "become detained until your next turn"),
    "MultiplyPowerToughness": lambda e: f"{ {2: 'double', 3: 'triple'}[e.times]} the power"
                                        f"{' and toughness' if e.toughness else ''} of {ref(e.objects)} until end of turn",
    "Goad": lambda e: agree(e.objects, "become goaded until your next turn"),
    "Fateseal": lambda e: f"fateseal {amount(e.amount)}",
    "Adapt": lambda e: f"adapt {e.amount}: if this has no +1/+1 counters, put {e.amount} +1/+1 counter(s) on it",
    "Connive": lambda e: agree(e.objects, "connive"),
    "TimeTravel": lambda e: "time travel",
    "Harness": lambda e: "harness this permanent: it becomes harnessed",
    "TheRingTemptsYou": lambda e: "the Ring tempts you: The Ring gains its next ability; choose your Ring-bearer",
    "Amass": lambda e: f"amass {e.subtype} {e.amount}: {e.amount} +1/+1 counter(s) on an Army you control "
                       f"(a 0/0 black {e.subtype} Army token first if you control none)",
    "Learn": lambda e: "learn: you may discard a card to draw a card; if you didn't, you may put a Lesson card "
                       "you own from outside the game into your hand",
    "PutFromOutsideTheGame": lambda e: f"put a card ({object_filter(e.filter)}) you own from outside the game into your hand"
                                       + (", revealed" if e.reveal else ""),
    "SetInMotion": lambda e: "set the top scheme of your scheme deck in motion",
    "Planeswalk": lambda e: "planeswalk (the next card of your planar deck face up)",
    "AbandonScheme": lambda e: "abandon this scheme (to the bottom of its scheme deck)",
    "Assemble": lambda e: ("assemble a Contraption" if e.count == 1 else f"assemble {e.count} Contraptions")
    + ": the top card of your Contraption deck onto one of your sprockets",
    "OpenAttraction": lambda e: "open an Attraction: put the top card of your Attraction deck onto the battlefield",
    "RollToVisitAttractions": lambda e: "roll a six-sided die to visit your Attractions with that number lit up",
    "VentureIntoTheDungeon": lambda e: "venture into the dungeon: move your venture marker to the next room "
                                       "(or enter a dungeon from outside the game)",
    "Vote": lambda e: "starting with you, each player votes for " + " or ".join(e.choices),
    "FaceVillainousChoice": lambda e: (f"{player(e.players)} face(s) a villainous choice"
                                       f"{'' if e.times == 1 else f' {e.times} times'}: "
                                       + (", ".join(effect(x) for x in e.first) or "nothing") + "; or "
                                       + (", ".join(effect(x) for x in e.second) or "nothing")),
    "StopSuspecting": lambda e: agree(e.objects, "are no longer suspected"),
    "ShuffleIntoOwnersLibrary": lambda e: f"shuffle {ref(e.objects)} into its owner's library",
    "SolveCase": lambda e: "this Case becomes solved",
    "IncreaseSpeed": lambda e: "your speed increases by 1",
    "BlockedOnlyWithinSectorsThisTurn": lambda e: "creatures in each sector can be blocked only within their sector this turn",
    "WhenDiesThisTurn": lambda e: (f"delayed [when {ref(e.objects)} "
                                   f"{'is put into your graveyard' if e.into_your_graveyard else 'dies'} this turn]: "
                                   + ", ".join(effect(x) for x in e.effects)),
    "BecomeLevel": lambda e: f"this Class becomes level {e.level}",
    "GainKeywordChoice": lambda e: agree(e.objects, f"gain your choice of {' or '.join(e.keywords)}{_until(e.duration)}"),
    "BlocksThisTurnIfAble": lambda e: agree(e.objects, f"block {ref(e.attackers)} this "
                                                      f"{'combat' if e.this_combat else 'turn'} if able"),
    "UnblockableByThoseThisTurn": lambda e: agree(e.objects, f"can't be blocked by {ref(e.blockers)} this turn"),
    "CantBeBlockedByThisTurn": lambda e: agree(e.objects, f"can't be blocked by {object_filter(e.blockers)}{_until(e.duration)}"),
    "AttackDespiteDefender": lambda e: agree(e.objects, "can attack this turn as though it didn't have defender"),
    "RemoveFromCombat": lambda e: f"remove {ref(e.objects)} from combat",
    "AddMana": _add_mana,
    "BecomeSaddled": lambda e: "become saddled" if type(e.objects).__name__ == "SelfRef" else agree(e.objects, "become saddled"),
    "Scry": lambda e: f"scry {amount(e.amount)}{_by(e.player)}",
    "Surveil": lambda e: f"surveil {amount(e.amount)}{_by(e.player)}",
    "Draw": lambda e: f"draw {amount(e.amount)}{_by(e.player)}",
    "DrawUpTo": lambda e: f"draw up to {amount(e.most)}{_by(e.player)}",
    "SetLifeTotal": lambda e: f"set the life total to {amount(e.amount)}{_by(e.player)}",
    "GainLife": lambda e: f"gain {amount(e.amount)} life{_by(e.player)}",
    "LoseLife": lambda e: f"lose {amount(e.amount)} life{_by(e.player)}",
    "Mill": lambda e: f"mill {amount(e.amount)}{_by(e.player)}",
    "GetEnergy": lambda e: f"get {amount(e.amount)} energy{_by(e.player)}",
    "LoseTheGame": lambda e: f"lose the game{_by(e.player)}",
    "WinTheGame": lambda e: f"win the game{_by(e.player)}",
    "GetPoison": lambda e: f"get {amount(e.amount)} poison counter(s){_by(e.player)}",
    "DiscardCards": lambda e: f"discard {amount(e.amount)} card(s){' at random' if e.at_random else ''}{_by(e.player)}",
    "DiscardObjects": lambda e: f"discard {ref(e.objects)}",
    "DiscardAll": lambda e: f"discard all {object_filter(e.filter)}{_by(e.player)}",
    "DoubleCounters": lambda e: f"double {e.counter or 'each kind of'} counters on {ref(e.objects)}",
    "DealDamage": _deal_damage,
    "DealDamageSimultaneously": lambda e: " and ".join(_deal_damage(p) for p in e.parts),
    "DealDividedDamage": lambda e: f"deal damage divided as you choose among {ref(e.objects)}",
    "DistributeCounters": lambda e: f"distribute {e.counter} counters as you choose among {ref(e.objects)}",
    "PutCounters": lambda e: f"put {amount(e.amount)} {e.counter} counter(s) on {ref(e.objects)}",
    "PutCountersOf": lambda e: f"put the counters on {ref(e.source)} on {ref(e.objects)}",
    "RemoveCounters": lambda e: f"remove {amount(e.amount)} {e.counter} counter(s) from {ref(e.objects)}",
    "RemoveAllCounters": lambda e: f"remove all {e.counter + ' ' if e.counter else ''}counters from {ref(e.objects)}",
    "Exile": lambda e: f"exile {ref(e.objects)}" + (f" as ({e.label})" if e.label else "")
    + (f" with {amount(e.counter_amount)} {e.counter} counter(s)" if e.counter else ""),
    "Destroy": lambda e: f"destroy {ref(e.objects)}" + ("" if e.can_regenerate else " (can't be regenerated)"),
    "ReturnToHand": lambda e: f"return {ref(e.objects)} to its owner's hand",
    "ReturnToBattlefield": lambda e: (f"return {ref(e.objects)} to the battlefield{' tapped' if e.tapped else ''}"
                                      f"{' transformed' if e.transformed else ''}"
                                      f"{'' if e.under_owner_control else ' under your control'}"),
    "PutInto": lambda e: f"put {ref(e.objects)} into {e.zone.value}{' tapped' if e.tapped else ''}",
    "PutOnLibrary": lambda e: f"put {ref(e.objects)} " + (f"{_NTH[e.position]} from the top of its owner's library"
                                                          if e.position > 1 else "on top of its owner's library"),
    "PutOnBottom": lambda e: f"put {ref(e.objects)} on the bottom of its owner's library",
    "TapObjects": lambda e: f"tap {ref(e.objects)}",
    "UntapObjects": lambda e: f"untap {ref(e.objects)}",
    "CreateTokenCopy": lambda e: (f"for each opponent, create a token copy of {ref(e.objects)} that attacks that "
                                  f"opponent this turn if able" if e.attacks_each_opponent else
                                  f"create a token that's a copy of {ref(e.objects)}{_by(e.player)}"),
    "CreateToken": _create_token,
    "Choose": lambda e: (("" if e.chooser == "you" else f"{player(e.chooser)}: ")
                         + f"choose {e.minimum}-{e.maximum} {object_filter(e.filter)}"
                         + (f" from among ({e.among}) as ({e.label})" if e.among else "")),
    "Optional": _optional,
    "IfDone": _if_done,
    "Unless": _unless,
    "Conditional": _conditional,
    "ChooseModes": _modes,
    "SacrificeObjects": _sacrifice,
    "ExileTopOfLibrary": lambda e: f"exile the top {amount(e.amount)} card(s) of the library as ({e.label})",
    "MayPlay": lambda e: f"may play {ref(e.objects)}{_until(e.duration)}"
                         + (" for as long as it remains exiled" if e.while_exiled else ""),
    "ModifyPowerToughness": lambda e: agree(e.objects, f"get {e.power:+d}/{e.toughness:+d}{_until(e.duration)}{_while(e)}"),
    "GainKeyword": lambda e: agree(e.objects, f"gain {e.keyword}{_until(e.duration)}{_while(e)}"),
    "LoseKeyword": lambda e: agree(e.objects, f"lose {e.keyword}{_until(e.duration)}"),
    "LoseAllAbilities": lambda e: agree(e.objects, f"lose all abilities{_until(e.duration)}"),
    "GainAbility": lambda e: agree(e.objects, f"gain {article(words(type(e.ability).__name__))}{_until(e.duration)}"),
    "AddRestriction": lambda e: agree(e.objects, f"{RESTRICTIONS.get(e.action, words(e.action))}{_until(e.duration)}"),
    "GainControl": lambda e: f"gain control of {ref(e.objects)}{_until(e.duration)}",
    "ExchangeControl": lambda e: f"exchange control of {ref(e.objects)}",
    "ExchangeLifeTotals": lambda e: f"exchange life totals with {player(e.player)}",
    "CreateDelayedTrigger": lambda e: (f"delayed [{event(e.event)}{' this turn' if e.this_turn else ''}"
                                       f"{f', about {ref(e.about)}' if e.about is not None else ''}]: "
                                       + ", ".join(effect(x) for x in e.effects)),
    "SkipNextUntap": lambda e: agree(e.objects, "don't untap during the next untap step"),
    "CounterSpell": lambda e: f"counter {ref(e.objects)}" + ("" if e.destination == "graveyard" else f" (to {words(e.destination)})"),
    "CounterUnlessPaid": lambda e: f"counter the spell or ability that targeted it unless its controller pays {cost(e.cost)}",
    "CopySpell": lambda e: ("an opponent you choose copies " if e.player == "an_opponent" else "copy ")
    + ref(e.objects) + ("" if e.count == Fixed(1) else f" {amount(e.count)} times")
    + (" (new targets may be chosen)" if e.new_targets else ""),
    "ChangeTheTarget": lambda e: f"change the target of {ref(e.objects)}",
    "ChooseNewTargets": lambda e: f"you may choose new targets for {ref(e.objects)}",
    "Regenerate": lambda e: f"regenerate {ref(e.objects)}",
    "SearchLibrary": _search,
    "SearchToTop": lambda e: (f"search your library for {'any number of' if e.any_number else e.count} "
                              f"{object_filter(e.filter, plural=e.any_number or e.count != 1)}"
                              + ("" if e.reveal else " (not revealed)") + ", shuffle, put it on top"),
    "PayCost": lambda e: f"pay: {cost(e.cost)}",
    "LookAtTop": lambda e: f"{'reveal' if e.reveal else 'look at'} the top {amount(e.amount)} card(s) of the library as ({e.label})",
    "PutLookedCards": _put_looked,
    "PreventDamage": _prevent,
    "Animate": _animate,
    "AddColorsAndTypes": lambda e: agree(e.objects, f"become {' '.join([c.name.lower() for c in e.colors] + [t.value for t in e.types] + list(e.subtypes))} "
                                                    f"in addition{_until(e.duration)}"),
    "BecomeColors": lambda e: agree(e.objects, f"become {' and '.join(c.name.lower() for c in e.colors) or 'colorless'}"
                                               f"{' in addition' if e.in_addition else ''}{_until(e.duration)}"),
    "BecomeCreatureType": lambda e: agree(e.objects, f"become {' '.join([c.name.lower() for c in e.colors] + list(e.subtypes))} "
                                                     f"with base power and toughness {e.power}/{e.toughness}{_until(e.duration)}"),
    "ShuffleLibrary": lambda e: f"shuffle the library{_by(e.player)}",
    "Explore": lambda e: agree(e.objects, "explore"),
    "Bolster": lambda e: f"bolster {amount(e.amount)}",
    "Proliferate": lambda e: "proliferate",
    "Populate": lambda e: "populate",
    "ExtraTurn": lambda e: (f"take an extra turn after this one{_by(e.player)}"
                            + (f", delayed [that turn's end step]: {', '.join(effect(x) for x in e.at_its_end_step)}"
                               if e.at_its_end_step else "")),
    "AdditionalLandPlays": lambda e: f"may play {e.count} more land(s) this turn{_by(e.player)}",
    "ExileUntilLeaves": lambda e: f"exile {ref(e.objects)} until this leaves the battlefield",
    "Forage": lambda e: "forage",
    "Blight": lambda e: f"blight {e.amount}",
    "CollectEvidenceAction": lambda e: f"collect evidence {amount(e.amount) if not isinstance(e.amount, int) else e.amount}",
    "Endure": lambda e: agree(e.objects, f"endure {amount(e.amount) if not isinstance(e.amount, int) else e.amount}"),
    "AttachObjects": lambda e: f"attach {ref(e.objects)} to {ref(e.to)}",
    "Unattach": lambda e: f"unattach {ref(e.objects)}",
    "ExchangeWithHand": lambda e: f"exchange {ref(e.objects)} with a card in hand",
    "SetBasePT": lambda e: agree(e.objects, f"have base power and toughness {amount(e.power)}/{amount(e.toughness)}"
                                            f"{_until(e.duration)}"),
    "BecomeCopy": lambda e: agree(e.objects, f"become a copy of {ref(e.copied)}{_until(e.duration)}"
                                              + (", with this ability" if e.keeps_this_ability else "")
                                              + (", " + replacement(e.exceptions) if e.exceptions is not None else "")),
    "SwitchPowerToughness": lambda e: f"switch the power and toughness of {ref(e.objects)}{_until(e.duration)}",
    "GainAllCreatureTypes": lambda e: agree(e.objects, f"gain all creature types{_until(e.duration)}"),
    "RevealObjects": lambda e: f"reveal {ref(e.objects)}",
    "ChooseFromHand": lambda e: (f"{'reveal and ' if e.reveal else ''}choose {_number(e.minimum)}-{_number(e.maximum)} "
                                 f"{object_filter(e.filter)} from the hand of {player(e.player)} as ({e.label})"),
    "RevealFromHand": lambda e: f"{player(e.player)} reveals {amount(e.amount)} cards of their hand as ({e.label})",
    "ChooseAmongRevealed": lambda e: f"choose {amount(e.amount)} of ({e.among}) as ({e.label})",
    "RevealHand": lambda e: f"{'look at' if e.look else 'reveal'} the hand of {player(e.player)}",
    "GainProtectionChoice": lambda e: agree(e.objects, "gain protection from the color of "
                                            + ("your" if player(e.chooser) == "you" else player(e.chooser) + "'s")
                                            + f" choice{_until(e.duration)}"),
    "PutFromHand": _put_from_hand,
    "PutFromHandOnTop": lambda e: (f"{player(e.player)} puts {e.count} {object_filter(e.filter, plural=e.count != 1)} "
                                   "from hand on top of library"),
    "PreventNextTime": _prevent_next,
    "RedirectNextDamage": lambda e: (f"the next {amount(e.amount)} damage that would be dealt to {ref(e.protected)} this turn "
                                     "is dealt to " + (" and ".join(x for x in (e.objects and ref(e.objects),
                                                                                e.players and player(e.players)) if x)
                                                       or "another") + " instead"),
    "DamageCantBePreventedThisTurn": lambda e: "damage can't be prevented this turn",
    "NextSpellUncounterable": lambda e: f"the next {object_filter(e.filter, plural=False)} "
                                        f"{player(e.player)} {'cast' if player(e.player) == 'you' else 'casts'} "
                                        f"this turn can't be countered",
    "ReplaceNextDraw": lambda e: (f"the next time {player(e.player)} would draw a card this turn, instead: "
                                  + ", ".join(effect(x) for x in e.effects)),
    "ExiledCardsMayBeLookedAt": lambda e: "the cards exiled with this may be looked at by their permanent's controller",
    "PlayExiledFree": lambda e: (("you may cast one of the " if e.one else "you may cast any of the ")
                                 + (object_filter(e.filter) if e.filter is not None else "cards")
                                 + " exiled with this without paying its mana cost" if e.cast_only else
                                 "you may play the cards exiled with this without paying their mana cost"),
    "CastFromHandFree": lambda e: (f"you may cast one of the {object_filter(e.filter)}"
                                   f"{'' if player(e.player) == 'you' else ' of ' + player(e.player)} "
                                   "without paying its mana cost"),
    "ReturnExiledWith": _return_exiled_with,
    "FlipCoins": lambda e: f"flip {amount(e.amount)} coins{_by(e.player)}; for each heads: "
                           + ("; ".join(effect(x) for x in e.per_heads) or "nothing"),
    "FlipCoin": lambda e: "flip a coin" + _by(e.player) + "; " + _branches("win the flip", "lose the flip", e),
    "Clash": lambda e: "clash with an opponent; " + _branches("win", "don't win", e),
    "RevealUntil": _reveal_until,
    "ShuffleIntoLibrary": lambda e: (f"shuffle the cards in {' and '.join(z.value for z in e.zones)} into the library"
                                     f"{_by(e.player)}"),
    "BecomeCreatureTypeChoice": lambda e: agree(e.objects, f"become the creature type of your choice{_until(e.duration)}"),
    "BecomeColorChoice": lambda e: agree(e.objects, f"become the color{' or colors' if e.several else ''} "
                                                    f"of your choice{_until(e.duration)}"),
    "BecomeBasicLandType": lambda e: agree(e.objects, f"become {e.land_type or 'the basic land type of your choice'}"
                                                      f"{' in addition to its other types' if e.in_addition else ''}"
                                                      f"{_until(e.duration)}"),
    "ExileCardsFrom": lambda e: (f"exile all {object_filter(e.filter) if e.filter is not None else 'cards'} from the "
                                 f"{' and '.join(z.value for z in e.zones)} of {player(e.player)}"),
    "SearchOtherLibrary": lambda e: (f"search the library of {player(e.player)} for {'up to ' if e.up_to else ''}{e.count} "
                                     f"{object_filter(e.filter, plural=e.count != 1)}, put it into {e.destination.value}"),
    "ChooseAtRandom": lambda e: (("" if e.player == "you" else f"{player(e.player)}: ")
                                 + f"choose {e.count} {object_filter(e.filter, plural=e.count != 1)} at random "
                                 f"as ({e.label})"),
    "ExileIfDiesThisTurn": lambda e: (f"if {ref(e.objects)} dealt damage by {ref(e.source)} "
                                      "would die this turn, exile it instead") if e.source is not None
                                     else f"if {ref(e.objects)} would die this turn, exile it instead",
    "ExileNamedCards": lambda e: (f"search the graveyard, hand and library of {player(e.player)} for "
                                  f"{'any number of' if e.any_number else 'all'} cards with "
                                  + (f"the same name as {ref(e.named)}" if e.named is not None else
                                     f"a {'nonland ' if e.nonland else ''}card name chosen as it resolves")
                                  + " and exile them"),
    "ControlToOwners": lambda e: f"each player gains control of {ref(e.objects)} they own",
    "AttachToAnother": lambda e: f"attach {ref(e.objects)} to another {object_filter(e.to, plural=False)}",
    "AttachSource": lambda e: f"attach this to {ref(e.target)}",
    "DiscardSelf": lambda e: "discard this card",
    "BecomeCreature": lambda e: agree(e.objects, "become an artifact creature until end of turn"),
    "HauntExile": lambda e: "exile this card haunting target creature",
    "PairSoulbond": lambda e: ("you may pair this with the creature that entered" if e.other
                              else "you may pair this with another unpaired creature you control"),
    "ChooseValue": lambda e: "choose " + article(words(getattr(e.kind, 'value', e.kind))),
    "BecomeAura": lambda e: "this loses this ability and becomes an Aura enchantment with enchant "
                            + object_filter(e.enchant, plural=False) + (f" (pay {mana_cost(e.end_cost)} to end it)"
                                                         if e.end_cost is not None else ""),
}


def effect(e) -> str:
    """One step of what an ability does when it resolves ("deal 3 damage to target #1")."""
    phrase = _EFFECTS.get(type(e).__name__)
    return phrase(e) if phrase else generic(e)


def _number(n) -> str:
    """A number of objects: written as a number, or an amount worked out as it resolves ("X")."""
    return str(n) if isinstance(n, int) else amount(n)

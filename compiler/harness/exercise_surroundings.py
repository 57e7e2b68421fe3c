"""The surroundings the executability check exercises abilities in (exercise.py).

Fresh two-player games with untapped basic lands of every colour, mana in the pool, vanilla
creatures on both sides, artifacts and enchantments and cards in every zone; cards made to fit
an object filter; putting a card onto the battlefield, a spell on the stack, creatures into
combat; resolving the stack. `Problem` says why an ability could not be exercised.
"""
from __future__ import annotations

from dataclasses import replace

from ..lowering.checks import uses_x_test
from ...runtime.abilities import CardDefinition, KeywordAbility, ManaAbility, ReplacementAbility, SpellAbility
from ...runtime.characteristics import CardType, Color, ManaType, PERMANENT_TYPES, Step, Supertype, Zone
from ...runtime.costs import ManaCost, ManaSymbol, SymbolKind, TapSelf
from ...runtime.effects import AddMana, FixedMana, GainLife
from ...runtime.engine.decider import Choice, ChoiceKind, RandomDecider
from ...runtime.game import Game
from ...runtime.limits import EngineLimits
from ...runtime.engine.query import matches, power_toughness
from ...runtime.filters import Compare, Controller, CountersOn, Fixed, ObjectFilter, PlayerRef, PowerOf, SelfRef


MAX_PASSES = 300


POOL = "WUBRGC" * 3


ME, OPP = 0, 1


class Problem(Exception):
    """The ability could not be exercised: the message says why."""


def expect_refused(action, problem: str) -> None:
    """A rule under test forbids `action()`: the engine refusing it (IllegalAction) is the rule
    working; carrying it out is the Problem `problem`."""
    from ...runtime.errors import IllegalAction
    try:
        action()
    except IllegalAction:
        return
    raise Problem(problem)


COST_CHOICES = (ChoiceKind.SACRIFICE, ChoiceKind.TAP_COST, ChoiceKind.DISCARD, ChoiceKind.EXILE_COST,
                ChoiceKind.RETURN_COST)


class ExerciseDecider(RandomDecider):
    """Seeded random choices, steered toward doing things: small X, "yes" to may, no payment
    for "unless", and the most options allowed when choosing modes. Every answer is kept in
    `answers` as (choice kind, answer): the effect verification reads the decisions an
    instruction made ("you may" declined, nothing chosen)."""

    def __init__(self, seed: int = 0):
        super().__init__(seed)
        self.answers: list[tuple[ChoiceKind, tuple]] = []
        # objects not to target while others will do: the source when its own cost sacrifices
        # or exiles it (targets are chosen before costs are paid, CR 601.2c, 601.2h)
        self.avoid: frozenset[int] = frozenset()
        # objects to target first: one made so that "if it's an artifact creature, ..." holds
        # for the target, so the conditional step's effect is seen (prepare_targets)
        self.prefer: frozenset[int] = frozenset()
        # objects made for a cost to take (the lands for "Kicker—Sacrifice a land"): a cost's
        # choice takes them first, so the cost spends them rather than a target
        self.spend: frozenset[int] = frozenset()
        # pay for "unless" where the payment itself is exercised (cumulative upkeep, CR 702.24a)
        self.pays_unless = False

    def choose(self, choice: Choice) -> tuple:
        answer = self._choose(choice)
        self.answers.append((choice.kind, tuple(answer)))
        return answer

    def _choose(self, choice: Choice) -> tuple:
        if choice.kind is ChoiceKind.X:
            small = [o.value for o in choice.options if isinstance(o.value, int) and 1 <= o.value <= 2]
            return (self.rng.choice(small),) if small else super().choose(choice)
        if choice.kind is ChoiceKind.MAY:
            # an opponent declines tribute: "if tribute wasn't paid" abilities then happen (CR 702.104b)
            return (not choice.prompt.startswith("tribute"),)
        if choice.kind is ChoiceKind.UNLESS:
            return (self.pays_unless,)
        if choice.kind in COST_CHOICES and self.spend:
            first = [o for o in choice.options if o.value in self.spend]
            if len(first) >= choice.minimum and first:
                count = max(choice.minimum, min(choice.maximum, len(first), 1))
                return tuple(o.value for o in first[:count])
        if choice.kind is ChoiceKind.EXILE_COST and choice.minimum < choice.maximum:
            return tuple(o.value for o in choice.options[:choice.maximum])   # collect evidence: enough
        if choice.kind is ChoiceKind.TARGETS and self.avoid:
            kept = tuple(o for o in choice.options if o.value not in self.avoid)
            if len(kept) >= max(choice.minimum, 1):
                choice = replace(choice, options=kept, maximum=min(choice.maximum, len(kept)))
        if choice.kind is ChoiceKind.TARGETS and self.prefer:
            first = tuple(o.value for o in choice.options if o.value in self.prefer)
            if first and len(first) >= choice.minimum:
                return first[:max(1, min(choice.maximum, len(first)))]
        if choice.kind in (ChoiceKind.TARGETS, ChoiceKind.CHOOSE, ChoiceKind.MODES, ChoiceKind.TAP_COST):
            top = min(choice.maximum, len(choice.options))
            count = max(choice.minimum, min(top, 1 if choice.kind is not ChoiceKind.TAP_COST else top))
            return tuple(o.value for o in self.rng.sample(list(choice.options), count))
        return super().choose(choice)


def _mana(symbol: str) -> ManaCost:
    if symbol.isdecimal():
        return ManaCost((ManaSymbol(SymbolKind.GENERIC, generic=int(symbol)),))
    return ManaCost((ManaSymbol(SymbolKind.COLORED, (ManaType(symbol),)),))


def _basic(name: str, t: ManaType) -> CardDefinition:
    return CardDefinition(name, ManaCost(), (CardType.LAND,), subtypes=(name,) if name != "Wastes" else (),
                          supertypes=(Supertype.BASIC,),
                          abilities=(ManaAbility((TapSelf(),), (AddMana(FixedMana(((t,),))),)),))


BASICS = [_basic(n, t) for n, t in (("Plains", ManaType.WHITE), ("Island", ManaType.BLUE),
                                    ("Swamp", ManaType.BLACK), ("Mountain", ManaType.RED),
                                    ("Forest", ManaType.GREEN), ("Wastes", ManaType.COLORLESS))]


def _creature(name: str, p: int, t: int, color: Color, subtype: str) -> CardDefinition:
    cost = ManaCost((ManaSymbol(SymbolKind.GENERIC, generic=1),
                     ManaSymbol(SymbolKind.COLORED, (ManaType(color.value),))))
    return CardDefinition(name, cost, (CardType.CREATURE,), subtypes=(subtype,), colors=(color,),
                          power=str(p), toughness=str(t))


BEAR = _creature("Exercise Bear", 2, 2, Color.GREEN, "Bear")


KNIGHT = _creature("Exercise Knight", 2, 2, Color.WHITE, "Knight")


OGRE = _creature("Exercise Ogre", 3, 3, Color.RED, "Ogre")


# a legendary green-white creature, designated as a player's commander where an ability reads
# "your commander's color identity" (CR 903.3-903.4)
COMMANDER = replace(_creature("Exercise Commander", 2, 2, Color.GREEN, "Elf"), supertypes=(Supertype.LEGENDARY,),
                    colors=(Color.GREEN, Color.WHITE))


RELIC = CardDefinition("Exercise Relic", _mana("1"), (CardType.ARTIFACT,))


TOTEM = CardDefinition("Exercise Totem", _mana("1"), (CardType.ENCHANTMENT,))


INSIGHT = CardDefinition("Exercise Insight", _mana("U"), (CardType.INSTANT,), colors=(Color.BLUE,),
                         abilities=(SpellAbility((GainLife(Fixed(1)),)),))


GROWTH = CardDefinition("Exercise Growth", _mana("G"), (CardType.SORCERY,), colors=(Color.GREEN,),
                        abilities=(SpellAbility((GainLife(Fixed(1)),)),))


# Each card's exercise is bounded by the engine (deterministically, unlike a clock): a real card
# needs a few dozen objects and instructions; a hostile one ("afterlife 1000000") reaches a
# limit, and its exercise fails with the reason instead of running on.
EXERCISE_LIMITS = EngineLimits(objects=2_000, tokens=100, counters=10_000, mana=1_000, draws=200,
                               steps=20_000)


def _setup(seed: int, library: list[CardDefinition] | None, active: int = ME) -> Game:
    game = Game(("Alice", "Bob"), ExerciseDecider(seed), seed=seed, limits=EXERCISE_LIMITS)
    game.set_step(Step.MAIN1, active, turn=3)
    for p in (ME, OPP):
        for land in BASICS:
            game.put_onto_battlefield(p, land)
        game.put_onto_battlefield(p, BEAR)
        game.put_onto_battlefield(p, KNIGHT, counters={"+1/+1": 1})
        game.put_onto_battlefield(p, OGRE)
        game.put_onto_battlefield(p, RELIC)
        game.put_onto_battlefield(p, TOTEM)
        game.set_library(p, list(library or []) + [BEAR, BASICS[4], INSIGHT, GROWTH, RELIC] * 3)
        for zone in (Zone.HAND, Zone.GRAVEYARD):
            for d in (BEAR, BASICS[4], INSIGHT, RELIC, TOTEM) * (2 if zone is Zone.GRAVEYARD else 1):
                game.add_card(p, d, zone)       # ten in the graveyard: threshold holds
        game.state.players[p].energy = 10
    return game


def _top_up(game: Game, player: int = ME) -> None:
    from ...runtime.engine.objects import ManaUnit
    pool = game.state.players[player].pool
    if len(pool) < len(POOL):
        game.add_mana(player, POOL)
        pool = game.state.players[player].pool
        pool += [ManaUnit(ManaType.COLORLESS, snow=True), ManaUnit(ManaType.GREEN, snow=True)]


def _colored_mana_for(game: Game, costs, player: int = ME) -> None:
    """More mana of a colour when a cost needs more of it than the pool has ({W}{W}{W}{W})."""
    from collections import Counter
    need: Counter = Counter()
    for cost in costs:
        if isinstance(cost, ManaCost):
            for s in cost.symbols:
                if s.kind is SymbolKind.COLORED and len(s.types) == 1:
                    need[s.types[0]] += 1
    have = Counter(u.type for u in game.state.players[player].pool)
    for t, n in sorted(need.items(), key=lambda kv: kv[0].value):
        if n > have[t]:
            game.add_mana(player, [t] * (n - have[t]))


def _into_combat(game: Game, oid: int, how: str) -> None:
    """Set-up: `oid` is attacking (or blocking a Bear of the other player)."""
    from ...runtime.engine.objects import CombatState
    state = game.state
    o = state.objects[oid]
    combat = state.combat or CombatState()
    state.combat = combat
    if how == "blocking":
        other = next(i for i in sorted(state.battlefield)
                     if state.objects[i].controller != o.controller and state.objects[i].name == "Exercise Bear")
        combat.attackers.append(other)
        combat.defender[other] = o.controller
        combat.blockers[other] = [oid]
        combat.blocking[oid] = other
        combat.blocked.append(other)
    else:
        combat.attackers.append(oid)
        combat.defender[oid] = 1 - o.controller
        combat.blockers[oid] = []


def _block_source(game: Game, oid: int, source_id: int) -> None:
    """Set-up: `source_id` attacks and `oid` blocks it (CR 509.1g); called with the two swapped
    for a creature the source blocks (CR 509.1h)."""
    from ...runtime.engine.objects import CombatState
    state = game.state
    combat = state.combat or CombatState()
    state.combat = combat
    if source_id not in combat.attackers:
        combat.attackers.append(source_id)
        combat.defender[source_id] = state.objects[oid].controller
        combat.blockers[source_id] = []
    combat.blockers[source_id].append(oid)
    combat.blocking[oid] = source_id
    if source_id not in combat.blocked:
        combat.blocked.append(source_id)


def _ensure_targets(game: Game, specs, source_id: int, source_leaves: bool = False) -> None:
    """Make sure each target spec has something to choose (a fitting object, in combat if it
    must be attacking or blocking; a card in the right zone); `source_leaves`: the source, which
    its own cost sacrifices or exiles, doesn't count."""
    for spec in specs:
        f = spec.filter
        if f is None or f.spell:
            continue
        options = [o for o in game.target_options(spec, ME, source_id) if not (source_leaves and o.value == source_id)]
        have = len(options)
        if spec.controller_is_event_player:     # "target Equipment that player controls": each player has one
            for p, whose in ((ME, Controller.YOU), (OPP, Controller.OPPONENT)):
                if not any(game.state.objects[o.value].controller == p for o in options
                           if o.value in game.state.objects) and f.zone is Zone.BATTLEFIELD:
                    _make_fitting(game, replace(f, controller=whose), source_id)
        need = spec.minimum + sum(specs[i].minimum for i in spec.distinct_from if i < len(specs))
        made = max(0, need - have)
        if uses_x_test(f):                        # one for each X the decider may choose
            made = max(made, 2)
        if spec.x_count:                          # "X target creatures": X is 1 or 2
            made = max(made, 2 - have)
        for n in range(made):                     # "another target": distinct ones (CR 115.3)
            f = _fits_x(spec.filter, n)
            if f.zone is Zone.BATTLEFIELD:
                # "attacking you": the other player's creature attacks (CR 506.3)
                whose = {"controller": Controller.OPPONENT} if f.combat in ("attacking_you",
                                                                            "attacking_you_or_planeswalker") else {}
                oid = _make_fitting(game, replace(f, combat=None, **whose), source_id,
                                    need_creature=f.combat is not None)
                if f.combat is not None:
                    _into_combat(game, oid, f.combat)
            else:
                game.add_card(_owner_for(f), fitting_definition(f), f.zone)


def _fits_x(f: ObjectFilter, n: int) -> ObjectFilter:
    """"with mana value X" in an ability whose X is chosen as it is activated (CR 107.3): the
    decider picks X of 1 or 2, so the objects made fit either, in turn (`n`-th one made)."""
    from ...runtime.engine.actions import x_fixed
    return x_fixed(f, 1 + n % 2)


def _number_for(tests, characteristic: str, default: int) -> int:
    value = default
    for t in tests:
        if t.characteristic != characteristic:
            continue
        than = 2 if t.than_own else t.value      # "greater than its power": the other one is the default 2
        value = {Compare.LE: min(value, than), Compare.LT: min(value, than - 1),
                 Compare.GE: max(value, than), Compare.GT: max(value, than + 1),
                 Compare.EQ: than}[t.compare]
    return max(0, value)


SUBTYPE_CARD_TYPES = {"Aura": CardType.ENCHANTMENT, "Equipment": CardType.ARTIFACT, "Fortification": CardType.ARTIFACT,
                      "Vehicle": CardType.ARTIFACT}
"""A subtype named alone ("target Aura") and the card type it belongs to (CR 205.3g, 205.3h)."""


def fitting_definition(f: ObjectFilter, need_creature: bool = False, name: str = "Exercise Fit") -> CardDefinition:
    """A card definition that fits filter `f` (for events about "a creature", "an artifact" ...)."""
    if f.alternatives:     # "Goblins and Elementals you control": a card of the first description
        f = replace(f.alternatives[0], zone=f.zone, controller=f.controller, spell=f.spell, card=f.card)
    types = tuple(f.types) if f.all_types else tuple(f.types[:1])     # "artifact creature": both
    if need_creature and CardType.CREATURE not in types:
        types = (CardType.CREATURE,) + tuple(t for t in types if t is not CardType.CREATURE
                                             and t in (CardType.ARTIFACT, CardType.ENCHANTMENT, CardType.LAND))
    if not types and f.subtypes[:1] and f.subtypes[0] in SUBTYPE_CARD_TYPES:     # "target Aura", "an Equipment"
        types = (SUBTYPE_CARD_TYPES[f.subtypes[0]],)
    if not types:
        types = (CardType.CREATURE,) if CardType.CREATURE not in f.excluded_types else (CardType.ARTIFACT,)
    if f.spell and not f.types and CardType.INSTANT not in f.excluded_types:
        types = (CardType.INSTANT,) if CardType.CREATURE in f.excluded_types else types
    if any(t in f.excluded_types for t in types):
        types = tuple(t for t in (CardType.ARTIFACT, CardType.ENCHANTMENT, CardType.INSTANT)
                      if t not in f.excluded_types)[:1]
    colors = tuple(f.colors[:1]) or tuple(c for c in (Color.GREEN, Color.RED, Color.BLACK)
                                          if c not in f.excluded_colors)[:1]
    if f.colorless:
        colors = ()
    if f.multicolored:
        colors = (Color.GREEN, Color.RED)
    mv = _number_for(f.tests, "mana_value", 2)
    cost = ManaCost((ManaSymbol(SymbolKind.GENERIC, generic=mv - 1),
                     ManaSymbol(SymbolKind.COLORED, (ManaType(colors[0].value),)))) if colors and mv >= 1 else \
        ManaCost((ManaSymbol(SymbolKind.GENERIC, generic=mv),)) if mv else ManaCost()
    creature = CardType.CREATURE in types
    abilities = tuple(KeywordAbility(k) for k in f.keywords + f.either_keywords[:1])
    if CardType.INSTANT in types or CardType.SORCERY in types:
        abilities += (SpellAbility((GainLife(Fixed(1)),)),)
    # a historic object (CR 700.6): a legendary one, whatever its types
    supertypes = tuple(f.supertypes[:1]) or ((Supertype.LEGENDARY,) if f.historic else ())
    return CardDefinition(name, cost, types, subtypes=tuple(f.subtypes[:1]),
                          supertypes=supertypes, colors=colors,
                          power=str(_number_for(f.tests, "power", 2)) if creature else None,
                          toughness=str(max(1, _number_for(f.tests, "toughness", 2))) if creature else None,
                          abilities=abilities, loyalty="3" if CardType.PLANESWALKER in types else None)


def _owner_for(f: ObjectFilter) -> int:
    # "defending player controls": the opponent, whom the exercised creature attacks
    # "the chosen player controls": the opponent, the one the exercised card chose as it entered
    # "enchanted player controls": the opponent, whom the exercised Curse enchants
    return OPP if f.controller in (Controller.OPPONENT, Controller.DEFENDING, Controller.CHOSEN,
                                   Controller.ENCHANTED) else ME


def _make_room(game: Game, owner: int) -> int:
    """A Room of two blank doors with its left door unlocked (CR 709.5c): a target on which both
    unlocking and locking a door change something (CR 709.5f-g)."""
    from ...runtime.mechanics.rooms import door_view, room_card
    blank = CardDefinition("Exercise Door", ManaCost(()), (CardType.ENCHANTMENT,), subtypes=("Room",))
    whole = room_card(blank, replace(blank, name="Exercise Other Door"))
    oid = game.put_onto_battlefield(owner, door_view(whole, (0,)))
    game.state.objects[oid].whole, game.state.objects[oid].unlocked_doors = whole, (0,)
    return oid


def _make_fitting(game: Game, f: ObjectFilter, source_id: int, need_creature: bool = False) -> int:
    """An object on the battlefield fitting `f` (attached to the source for "enchanted creature")."""
    state = game.state
    if f.attached_to_source:
        src = state.objects[source_id]
        if src.attached_to is not None and state.live(src.attached_to):
            return src.attached_to
        if f.types and CardType.CREATURE not in f.types:     # "fortified land" (CR 301.6): its own host
            host = _make_fitting(game, replace(f, attached_to_source=False), source_id)
        else:
            host = next(i for i in sorted(state.battlefield) if state.objects[i].name == "Exercise Bear"
                        and state.objects[i].controller == _owner_for(f))
        src.attached_to = host
        return host
    owner = _owner_for(f)
    if "Room" in f.subtypes and not need_creature:
        return _make_room(game, owner)
    made = _with_chosen(state, f, source_id)
    # "a creature named ~" (CR 201.2): the fitting object bears the source's name
    name = state.objects[source_id].name if f.named_source and source_id in state.objects else "Exercise Fit"
    fit = fitting_definition(made, need_creature, name)
    counters = {f.with_counter: 1} if f.with_counter else {}
    if fit.loyalty is not None:       # CR 306.5b: a planeswalker enters with its loyalty counters
        counters.setdefault("loyalty", int(fit.loyalty))
    oid = game.put_onto_battlefield(owner, fit, token=bool(f.token), tapped=bool(f.tapped), counters=counters or None)
    if f.commander:                   # "your commander": the card designated so before the game (CR 903.3)
        state.objects[oid].commander = True
    if f.blocking_self or f.blocking_or_blocked_by_self:    # the source attacks, this one blocks it
        _block_source(game, oid, source_id)
    elif f.blocked_by_self:           # "creature it's blocking": this one attacks, the source blocks it
        _block_source(game, source_id, oid)
    if f.host is not None:            # "Aura attached to a creature": attach it to a fitting host
        state.objects[oid].attached_to = _make_fitting(game, replace(f.host, other=False), source_id,
                                                       need_creature=CardType.CREATURE in f.host.types)
    elif f.attached_to_self:          # "Aura attached to ~"
        state.objects[oid].attached_to = source_id
    elif is_aura_definition(fit):     # "target Aura": on a creature, as an Aura is (CR 303.4, 704.5m)
        host = next(i for i in sorted(state.battlefield) if state.objects[i].name == "Exercise Bear"
                    and state.objects[i].controller != owner)
        state.objects[oid].attached_to = host
        if isinstance(game.decider, ExerciseDecider):   # "attach it to target creature": another one (CR 701.3b)
            game.decider.avoid |= {host}
    if f.has_attached:                # "an enchanted creature": an Aura (an Equipment) attached to it
        attach_exercise(game, owner, "Aura" if f.has_attached == "aura" else "Equipment", oid)
    if f.damage_this_turn:            # "creature that dealt damage [to you] / was dealt damage this turn"
        made_o = state.objects[oid]
        made_o.dealt_damage = True
        made_o.dealt_damage_to.append(ME)
        made_o.damaged_by.append(oid)
    check = replace(f, combat=None, other=False)
    if f.controller in (Controller.DEFENDING, Controller.CHOSEN, Controller.ENCHANTED):
        # known only in combat / once chosen / once attached
        check = replace(check, controller=Controller.OPPONENT)
    if not matches(state, check, state.objects[oid], ME, source_id):
        raise Problem(f"the surroundings can't make an object fitting {_filter_text(f)}")
    return oid


def _with_chosen(state, f: ObjectFilter, source_id: int) -> ObjectFilter:
    """`f` with "of the chosen color/type" (CR 607.2d) replaced by the source's choice."""
    chosen = state.objects[source_id].chosen if source_id in state.objects else {}
    made = f
    if f.chosen_color and chosen.get("color"):
        made = replace(made, colors=tuple(Color(v) for v in chosen["color"]), chosen_color=False)
    if f.chosen_subtype:
        kinds = [v for k in ("creature_type", "basic_land_type", "land_type") for v in chosen.get(k, ())]
        if kinds:
            made = replace(made, subtypes=tuple(kinds[:1]), chosen_subtype=False)
    names = [*chosen.get("card_name", ()), *chosen.get("nonland_card_name", ())]
    if f.chosen_name and names:       # "with the chosen name" (CR 607.2d, 702.106d): that name
        made = replace(made, name=str(names[0]).lower(), chosen_name=False)
    if any(t.than_source for t in f.tests) and source_id in state.objects:
        # "with power less than ~'s power": the source's number, as it is now
        from ...runtime.engine.query import _number
        src = state.objects[source_id]
        made = replace(made, tests=tuple(replace(t, value=_number(state, src, t.than_source), than_source=None)
                                         if t.than_source else t for t in made.tests))
    return made


def _filter_text(f: ObjectFilter) -> str:
    parts = [t.value for t in f.types] + list(f.subtypes) + [c.name.lower() for c in f.colors]
    return " ".join(parts) or "the filter"


def _resolve(game: Game) -> None:
    game.resolve_stack(max_passes=MAX_PASSES)


def _fired(game: Game, start: int, source_id: int) -> bool:
    return any(e.kind == "trigger" and e.data.get("source_id") == source_id
               for e in game.log.entries[start:])


def _place_card(game: Game, definition: CardDefinition) -> int:
    """The card itself on the battlefield (permanents), attached if an Aura; not summoning sick."""
    state = game.state
    attach = None
    from ...runtime.engine.attachments import enchant_players
    if enchant_players(definition) is not None:      # a Curse: on the opponent (CR 303.4, 702.5d)
        return game.put_onto_battlefield(ME, definition, attach_player=OPP)
    if is_aura_definition(definition):
        from ...runtime.engine.attachments import attach_problem
        probe = game.put_onto_battlefield(ME, definition)
        options = [i for i in sorted(state.battlefield)
                   if attach_problem(state, state.objects[probe], state.objects[i]) is None]
        from ...runtime.engine.attachments import enchant_quality
        quality = enchant_quality(definition)
        if not options and quality is not None and quality.zone is Zone.BATTLEFIELD:
            made = _make_fitting(game, quality, probe)         # "enchant tapped creature": one to enchant
            options = [made] if attach_problem(state, state.objects[probe], state.objects[made]) is None else []
        from ...runtime.engine.zones import remove_from_zone
        remove_from_zone(game, state.objects[probe])
        if not options:
            raise Problem("there is nothing this Aura could enchant")
        bears = [i for i in options if state.objects[i].name == "Exercise Bear"]
        attach = (bears or options)[0]
    oid = game.put_onto_battlefield(ME, definition, attach_to=attach)
    o = state.objects[oid]
    for a in definition.abilities:     # "as ~ enters, choose ..." (set-up placement skips replacements)
        if isinstance(a, ReplacementAbility) and type(a.replacement).__name__ == "ChooseOnEnter":
            from ...runtime.handlers.enter_replacements import choose_on_enter
            choose_on_enter(game, o, a.replacement, ME)
    if CardType.CREATURE in definition.types and power_toughness(state, o)[1] <= 0:
        o.counters["+1/+1"] = 1 - power_toughness(state, o)[1] + 1   # as if it entered with counters
    if definition.loyalty is not None:
        o.counters["loyalty"] = max(1, int(definition.loyalty) if definition.loyalty.isdecimal() else 3)
    if any(s.lower() == "equipment" for s in definition.subtypes):
        bears = [i for i in sorted(state.battlefield) if state.objects[i].name == "Exercise Bear"
                 and state.objects[i].controller == ME]
        state.objects[oid].attached_to = bears[0]
    counters_counted(game, oid, definition.abilities)
    return oid


def parts_of(node, kind) -> list:
    """Every part of `node` (an ability, abilities) that is a `kind`, nested ones included."""
    from ..dataclass_fields import any_part
    found: list = []
    any_part(node, lambda n: found.append(n) if isinstance(n, kind) else None)
    return found


def counters_counted(game, oid: int, abilities) -> None:
    """"for each charge counter on ~", "damage equal to the number of +1/+1 counters on it": the
    card itself has one of the kind (CR 122.1) if it has none, as if it had gathered one; "X is
    ~'s power" of a creature with power 0: +1/+1 counters enough for power 1."""
    o = game.state.objects[oid]
    for amount in parts_of(abilities, CountersOn):
        if isinstance(amount.ref, SelfRef):
            kind = amount.counter or "+1/+1"
            if not (o.counters.get(kind, 0) if amount.counter else sum(o.counters.values())):
                o.counters[kind] = 1
    power = power_toughness(game.state, o)[0]
    if power <= 0 and any(isinstance(a.ref, SelfRef) for a in parts_of(abilities, PowerOf)):
        o.counters["+1/+1"] = o.counters.get("+1/+1", 0) + 1 - power     # "X is ~'s power" of a 0/3


def is_aura_definition(d: CardDefinition) -> bool:
    return CardType.ENCHANTMENT in d.types and any(s.lower() == "aura" for s in d.subtypes)


def _is_permanent(d: CardDefinition) -> bool:
    return any(t in PERMANENT_TYPES for t in d.types)


def _spell_targets(specs) -> list[ObjectFilter]:
    return [s.filter for s in specs if s.filter is not None and s.filter.spell]


def _all_specs(effects, specs) -> list:
    from ...runtime.effects import ChooseModes
    found = list(specs)
    for e in effects:
        if isinstance(e, ChooseModes):
            for m in e.modes:
                found += list(m.targets)
    return found


def prepare_targets(game: Game, effects, targets, source_id: int, source_leaves: bool = False) -> None:
    """Objects for an ability's targets (its modes' too), and a spell on the stack when one of
    them targets a spell ("counter target spell")."""
    specs = _all_specs(effects, targets)
    _ensure_targets(game, specs, source_id, source_leaves)
    prepare_ability_targets(game, [s for s in specs if not s.filter or not s.filter.spell])
    _target_meeting_conditions(game, effects, specs, source_id)
    put_targeted_spells(game, effects, specs, source_id)


def put_targeted_spells(game: Game, effects, specs, source_id: int | None) -> None:
    """A spell on the stack when one of the targets is a spell ("counter target spell")."""
    spells = _spell_targets(specs)
    if spells:
        from ...runtime.effects import ChangeTheTarget, ChooseNewTargets
        retargets = any(isinstance(e, (ChooseNewTargets, ChangeTheTarget)) for e in effects)
        # "with mana value X": a spell for each X the decider may choose (_fits_x)
        for n in range(2 if uses_x_test(spells[0]) else 1):
            _put_spell_on_stack(game, _fits_x(spells[0], n), targeting=retargets or spells[0].single_target,
                                source_id=source_id)


def _target_meeting_conditions(game: Game, effects, specs, source_id: int) -> None:
    """"Target creature gets +2/+2 until end of turn. If it's an artifact creature, it gains
    indestructible": a target made to fit both its own filter and the condition's, which the
    decider then prefers, so the conditional step's effect runs (CR 608.2c)."""
    from ...runtime.effects import Conditional
    from ...runtime.filters import ObjectIs, TargetRef
    made = []
    for e in effects:
        removal = e.effects[0] if type(e).__name__ == "IfDone" else None
        if type(removal).__name__ == "RemoveCounters" and isinstance(removal.objects, TargetRef) \
                and isinstance(removal.amount, Fixed) and removal.objects.index < len(specs):
            # "remove a -1/-1 counter from target creature. If you do, ...": one that has it
            f = specs[removal.objects.index].filter
            if f is not None and f.zone is Zone.BATTLEFIELD and not f.spell:
                oid = _make_fitting(game, replace(f, combat=None), source_id)
                game.state.objects[oid].counters[removal.counter] = removal.amount.value
                made.append(oid)
            continue
        cond = e.condition if isinstance(e, Conditional) else None
        if not isinstance(cond, ObjectIs) or not isinstance(cond.ref, TargetRef) or cond.ref.index >= len(specs):
            continue
        f = specs[cond.ref.index].filter
        if f is None or f.spell:
            continue
        both = _both_filters(f, cond.filter)
        if both.zone is Zone.BATTLEFIELD:
            oid = _make_fitting(game, replace(both, combat=None), source_id, need_creature=f.combat is not None)
            if f.combat is not None:
                _into_combat(game, oid, f.combat)
        else:
            oid = game.add_card(_owner_for(f), fitting_definition(both), both.zone)
        o = game.state.objects[oid]
        if all(matches(game.state, g, o, ME, source_id, check_zone=False) for g in (replace(f, combat=None), cond.filter)):
            made.append(oid)
    if made and isinstance(game.decider, ExerciseDecider):
        game.decider.prefer = frozenset(made)


def _both_filters(target: ObjectFilter, condition: ObjectFilter) -> ObjectFilter:
    """A filter for an object fitting the target's filter and the condition's: the condition's
    card types, subtypes and colors where it names them, the target's zone and controller."""
    types = tuple(dict.fromkeys(condition.types + target.types[:1])) if condition.types else target.types
    return replace(target, types=types, all_types=target.all_types or len(types) > 1,
                   subtypes=condition.subtypes or target.subtypes, colors=condition.colors or target.colors)


def prepare_spell_targets(game: Game, definition: CardDefinition, source_id: int) -> bool:
    """prepare_targets for the card's spell ability; whether it has one."""
    ability = next((a for a in definition.abilities if isinstance(a, SpellAbility)), None)
    if ability is None:
        return False
    prepare_targets(game, ability.effects, ability.targets, source_id)
    return True


def _put_spell_on_stack(game: Game, f: ObjectFilter, targeting: bool = False, source_id: int | None = None) -> None:
    """A spell for "counter target spell" to target: an instant the fitting player casts. With
    `targeting` ("you may choose new targets for it", CR 115.7d) the spell itself targets a
    permanent, so that there are targets to choose anew; for "spell that targets ..." (CR
    115.9b) it targets what the filter asks for."""
    caster = _owner_for(f)
    d = fitting_definition(replace(f, spell=False, targets=None), name="Exercise Spell")
    if (targeting or f.targets is not None) and not f.types and CardType.INSTANT not in f.excluded_types:
        d = replace(d, types=(CardType.INSTANT,), subtypes=(), power=None, toughness=None)
    if CardType.INSTANT not in d.types and CardType.SORCERY not in d.types:
        d = replace(d, abilities=d.abilities + (KeywordAbility("flash"),))
    permanents = [o.id for o in game.state.objects.values() if o.zone is Zone.BATTLEFIELD]
    targets = None
    if f.targets is not None:
        d, targets = _targeting_what_it_asks(game, d, f.targets, source_id)
    elif targeting and permanents and CardType.INSTANT in d.types:
        from ...runtime.abilities import TargetSpec
        spell = SpellAbility((GainLife(Fixed(1), PlayerRef.YOU),), (TargetSpec(ObjectFilter()),))
        d = replace(d, abilities=tuple(a for a in d.abilities if not isinstance(a, SpellAbility)) + (spell,))
        targets = [[permanents[0]]]
    oid = game.add_card(caster, d)
    game.state.priority = caster
    _top_up(game, caster)
    game.cast(caster, oid, targets=targets)
    game.state.priority, game.state.passes = ME, 0


def _targeting_what_it_asks(game: Game, d: CardDefinition, wanted, source_id: int | None):
    """The spell `d` given one target that "spell that targets ..." asks for (CR 115.9b): an
    object it describes (made if none fits), else the source, else you; and that target."""
    from ...runtime.abilities import TargetSpec
    from ...runtime.filters import Controller
    if wanted.objects is not None or wanted.source:
        target = _make_fitting(game, wanted.objects, source_id) if wanted.objects is not None else source_id
        spec = TargetSpec(ObjectFilter(zone=game.state.objects[target].zone))
    else:
        target, spec = ("player", ME), TargetSpec(None, players=Controller.ANY)
    spell = SpellAbility((GainLife(Fixed(1), PlayerRef.YOU),), (spec,))
    d = replace(d, abilities=tuple(a for a in d.abilities if not isinstance(a, SpellAbility)) + (spell,))
    return d, [[target]]


def prepare_ability_targets(game: Game, specs) -> None:
    """An ability on the stack for each target spec that may choose one ("counter target
    activated ability", "change the target of target spell or ability")."""
    for f in (s.filter for s in specs if s.filter is not None and s.filter.abilities):
        _put_ability_on_stack(game, f)


def _put_ability_on_stack(game: Game, f: ObjectFilter) -> None:
    """An ability for "counter target activated ability" to target (CR 113.7): the fitting
    player's artifact's "{0}: You gain 1 life." activated, or, for a triggered ability, that
    ability put on the stack as its trigger would be (CR 603.3). With "with a single target" it
    targets a permanent (CR 115.9a)."""
    from ...runtime.abilities import ActivatedAbility, TargetSpec
    from ...runtime.engine.objects import StackItem, Target
    state = game.state
    owner = _owner_for(f)
    permanents = sorted(state.battlefield)
    single = f.single_target and permanents
    effect = GainLife(Fixed(1), PlayerRef.YOU)
    specs = (TargetSpec(ObjectFilter()),) if single else ()
    ability = ActivatedAbility((), (effect,), specs)
    base = CardDefinition("Exercise Relic", ManaCost(()), (CardType.ARTIFACT,)) if f.ability_source is None \
        else fitting_definition(f.ability_source, name="Exercise Relic")   # "from an artifact source"
    relic = game.put_onto_battlefield(owner, replace(base, abilities=base.abilities + (ability,)))
    targets = [[permanents[0]]] if single else None
    if "activated" in f.abilities:
        state.priority = owner
        game.activate(owner, relic, 0, targets=targets)
    else:
        state.stack.append(StackItem(state.new_id(), "triggered", owner, relic, state.objects[relic], None,
                                     (effect,), specs, [[Target(object_id=t) for t in g] for g in targets or []],
                                     description="Exercise Relic's triggered ability"))
    state.priority, state.passes = ME, 0


def _cost_count(cost) -> int:
    """How many objects a cost takes; "sacrifice X lands" / "discard X cards": the most X the
    ExerciseDecider picks (2)."""
    return 2 if getattr(cost, "x_count", False) else cost.count


def _required_attackers(game: Game, attacker: int) -> list[int]:
    """The other creatures that attack each combat if able, which join the declaration (CR
    508.1d). Where a static requires it, the beginning of combat is played first, so what its
    triggers make ("create a 1/1 red Goblin creature token with haste") is declared too."""
    from ...runtime.abilities import RestrictedAction, Restriction
    from ...runtime.engine.combat import required_attackers
    from ...runtime.engine.query import static_effects
    state = game.state
    if not any(e.action is RestrictedAction.ATTACK_EACH_COMBAT for _s, e in static_effects(state, Restriction)):
        return []
    game.advance_to(Step.BEGINNING_OF_COMBAT, state.active)
    _resolve(game)
    return [i for i in required_attackers(game) if i != attacker]


def attach_exercise(game: Game, owner: int, kind: str, oid: int) -> int:
    """Set-up: an "Exercise Aura" (or "Exercise Equipment") of `owner`'s attached to `oid`
    ("an enchanted creature", "if ~ is enchanted", CR 303.4, 301.5)."""
    card_type = CardType.ENCHANTMENT if kind == "Aura" else CardType.ARTIFACT
    attachment = game.put_onto_battlefield(owner, CardDefinition(f"Exercise {kind}", ManaCost(), (card_type,),
                                                                 subtypes=(kind,)))
    game.state.objects[attachment].attached_to = oid
    return attachment


def _attack(game: Game, attacker: int | list[int], blocks: dict | None = None) -> None:
    """`attacker` attacks (or each of a list, "blocks two or more creatures"); `blocks`: blocker ->
    the attacker (or attackers) it blocks."""
    state = game.state
    attackers = attacker if isinstance(attacker, list) else [attacker]
    who = state.objects[attackers[0]].controller
    # a creature the set-up made attacking ("another target attacking creature") is declared
    # with them: the declaration starts the combat anew (CR 508.1a)
    attackers += [i for i in (state.combat.attackers if state.combat else ()) if i not in attackers
                  and i in state.battlefield and state.objects[i].controller == who]
    for a in (state.objects[i] for i in attackers):
        a.tapped, a.controlled_since_turn_start = False, True
    if state.active != who or state.step not in (Step.MAIN1, Step.BEGINNING_OF_COMBAT) or state.stack:
        _resolve(game)
        game.set_step(Step.MAIN1, who)
    game.declare_attackers(who, attackers + [i for i in _required_attackers(game, attackers[0]) if i not in attackers])
    if blocks is not None:
        game.declare_blockers(1 - who, blocks)


def _problem(msg: str) -> Exception:
    return Problem(msg)


def made_an_aura(game: Game, src: int) -> None:
    """A permanent whose own ability makes it an Aura ("~ loses this ability and becomes an Aura
    enchantment ... Attach it to target creature", CR 613.1d): its abilities about the enchanted
    creature matter once it is one, so that ability is activated first, on your Exercise Bear."""
    from ...runtime.effects import BecomeAura
    from ...runtime.engine.query import activated_abilities
    state = game.state
    found = [i for i, a in enumerate(activated_abilities(state.objects[src], state))
             if any(isinstance(e, BecomeAura) for e in a.effects)]
    bears = [i for i in sorted(state.battlefield) if state.objects[i].name == BEAR.name and state.objects[i].controller == ME]
    if not found or not bears:
        return
    ability = activated_abilities(state.objects[src], state)[found[0]]
    _top_up(game)
    _colored_mana_for(game, ability.costs)
    game.activate(ME, src, found[0], targets=[[bears[0]]])
    _resolve(game)

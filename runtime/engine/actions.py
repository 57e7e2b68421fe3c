"""Player actions: casting spells, playing lands, activating abilities, resolving (CR 601, 602, 605, 608)."""
from __future__ import annotations

from dataclasses import dataclass, fields, is_dataclass, replace

from ..abilities import (CardDefinition, KeywordAbility, LoyaltyAbilitiesAnyTime, ManaAbility,
                         RestrictedAction, Restriction, SpellAbility, StaticAbility, spell_ability_of)
from ..characteristics import CardType, Zone
from ..costs import ManaCost, ManaSymbol, SymbolKind
from ..filters import NumberTest, XValue
from .decider import ChoiceKind
from ..errors import IllegalAction
from .events_bus import GameEvent
from .objects import StackItem
from .payment import Payer
from .query import (activated_abilities, has_keyword, is_permanent_card, is_type, keyword, matches,
                    other_condition_holds, restricted, static_condition_holds, static_effects,
                    target_controller_ok)
from .state import _clone_object
from .turn import give_priority, sorcery_timing_problem
from .evaluation import Context, condition_holds
from .vm import run
from .cast_conditions import controlled_as_cast
from .cast_permissions import flash_permission, one_spell_each_turn, use_zone_permission, zone_permission
from .registry import HOOKS
from .zones import create_object, current, enter_battlefield, move, remove_from_zone, room_entered
from .attachments import aura_target_spec, targeting_problem
from .board import Board
from .event_matching import emit_becomes_target, emit_crime, emit_expend
from .spell_costs import (additional_costs, escalate_costs, is_modal, mode_costs, modified_cost, total_cost,
                          x_in_additional_costs)
from ..effects import ChooseModes



def _need_priority(game: "Game", player: int, what: str) -> None:
    state = game.state
    if state.over:
        raise IllegalAction("CR 104.1: the game is over")
    if state.priority != player:
        holder = "no one" if state.priority is None else game.pname(state.priority)
        raise IllegalAction(f"CR 117.1: {game.pname(player)} can't {what}: {holder} has priority")


def _removes_x(cost) -> bool:
    """"Remove X +1/+1 counters from ~": X announced, up to the counters there (CR 107.3a, 118.3)."""
    return type(cost).__name__ == "RemoveCounters" and cost.self_only and isinstance(cost.amount, XValue)


def _choose_x(game: "Game", player: int, cost: ManaCost, x_costs: bool = False) -> int:
    """X, announced as the spell is cast or the ability activated (CR 601.2b): for "{X}" in the
    mana cost, or for a cost of X objects with no X in the mana cost ("As an additional cost to
    cast this spell, discard X cards", CR 107.3)."""
    if not cost.has_x and not x_costs:
        return 0
    cap = len(game.state.players[player].pool) + 1
    return game.ask_one(ChoiceKind.X, player, "choose X", [(n, str(n)) for n in range(cap + 20)])


FACE_DOWN = CardDefinition("Face-down creature", ManaCost(), (CardType.CREATURE,), power="2", toughness="2")
# disguise (CR 702.168a) and cloak (CR 701.58a): a face-down 2/2 creature with ward {2}
FACE_DOWN_WARD = CardDefinition("Face-down creature", ManaCost(), (CardType.CREATURE,), power="2", toughness="2",
                                abilities=(KeywordAbility("ward", cost=ManaCost((ManaSymbol(SymbolKind.GENERIC, generic=2),))),))
# a card exiled face down: no characteristics (CR 406.3a); the name is the engine's label
FACE_DOWN_CARD = CardDefinition("Face-down card", ManaCost(), ())
# the alternative costs that cast a card face down (CR 702.37c, 702.168a)
FACE_DOWN_CASTS = ("morph", "megamorph", "disguise", "face_down")
# where a card may be cast from with each alternative cost
CAST_ZONES = {"flashback": Zone.GRAVEYARD, "madness": Zone.EXILE, "free": None,
              "aftermath": Zone.GRAVEYARD, "retrace": Zone.GRAVEYARD, "jump-start": Zone.GRAVEYARD,
              "harmonize": Zone.GRAVEYARD, "plot": Zone.EXILE,     # CR 702.180a, 702.170d
              "airbend": Zone.EXILE, "foretell": Zone.EXILE,       # CR 701.65a, 702.143a
              "escape": Zone.GRAVEYARD,                            # CR 702.138a
              "disturb": Zone.GRAVEYARD,                           # CR 702.146a
              "mayhem": Zone.GRAVEYARD,                            # CR 702.187b
              "more than meets the eye": Zone.HAND}                # CR 702.162a
# the ways to cast a transforming double-faced card transformed: the spell has its back face up,
# with that face's characteristics and its front face's mana value (CR 712.7, 712.8c-e)
TRANSFORMED_CASTS = ("disturb", "more than meets the eye")


def _back_face_up(spell, card: CardDefinition) -> None:
    """Cast transformed: the spell has its back face up (CR 712.7; the keyword that allows it is
    on the front face, CR 712.7b)."""
    spell.definition, spell.front_face = card.back_face, card


def spell_ability(definition) -> SpellAbility | None:
    return spell_ability_of(definition.abilities)


# ------------------------------------------------------------------ lands
def play_land(game: "Game", player: int, oid: int) -> None:
    """CR 305.1-305.2: a special action, once per turn, at sorcery timing; from the hand, or from
    wherever an effect says "you may play that card" (the same limits apply: it is a land play)."""
    state = game.state
    o, from_hand = check_land_play(game, player, oid)
    state.players[player].lands_played += 1
    game.record("play", f"{game.pname(player)} plays {o.name}" + ("" if from_hand else f" from {o.zone.value}"))
    move(game, oid, Zone.BATTLEFIELD, controller=player)
    give_priority(game, player)   # CR 117.3c


def check_land_play(game: "Game", player: int, oid: int):
    """Whether `player` may play land `oid` now (CR 305.1-305.2), without changing anything:
    refuses with IllegalAction, else returns (the card, whether it is in the hand)."""
    state = game.state
    _need_priority(game, player, "play a land")
    o = state.live(oid)
    from_hand = oid in state.players[player].hand
    permitted = o is not None and o.zone not in (Zone.BATTLEFIELD, Zone.STACK) \
        and (state.may_play_card(oid, player) or zone_permission(state, player, o))
    if o is None or not (from_hand or permitted) or not is_type(o, CardType.LAND, state):
        raise IllegalAction(f"CR 305.1: {o.name if o else oid} is not a land card in "
                            f"{game.pname(player)}'s hand or one they may play")
    problem = sorcery_timing_problem(game, player)
    if problem:
        raise IllegalAction(f"CR 305.1: a land can be played only at sorcery timing; {problem}")
    if state.players[player].cant_play_lands_turn == state.turn:
        raise IllegalAction(f"CR 305.1: {game.pname(player)} can't play lands this turn")
    if not state.players[player].may_play_another_land():
        raise IllegalAction(f"CR 305.2: {game.pname(player)} already played a land this turn"
                            + (" and all the additional lands they may (CR 305.2a)"
                               if state.players[player].additional_land_plays else ""))
    return o, from_hand


# ------------------------------------------------------------------ casting
def cast(game: "Game", player: int, oid: int, alt: str | None = None, ignore_timing: bool = False,
         trial: bool = False) -> int:
    """CR 601.2: announce (move to stack), choose X and targets, pay, then it is cast.

    `alt` names an alternative cost (CR 118.9): "flashback" (from the graveyard, CR 702.34a),
    "madness" (from exile, CR 702.35a), "dash", "evoke", "morph"/"megamorph"/"disguise" (face down for {3},
    CR 702.37c, 702.168a), "free" (without paying its mana cost). `ignore_timing` for casting while
    a triggered ability resolves (madness, cascade). `trial`: a trial of whether it can be cast
    now (legal_actions, on a copy of the state) ends once the spell, on the stack since it was
    announced (CR 601.2a), has its total cost paid: then it is legal, and what follows can't make
    it illegal (CR 601.2i)."""
    state = game.state
    card = state.live(oid)
    if card is not None and card.zone is Zone.EXILE and card.face_up is not None and may_look_at(card, player):
        # CR 406.3a: turned face up just before the player announces it (601.2); undone with the
        # rest of the cast if the cast is illegal (CR 726)
        card.definition, card.face_up = card.face_up, None
    card, alt = check_castable(game, player, oid, alt, ignore_timing)
    if alt is None and card.zone is Zone.GRAVEYARD:
        use_zone_permission(state, player, card)     # "during each of your turns, you may cast ..." (CR 601.3)
    face_down = alt in FACE_DOWN_CASTS
    whole, real = HOOKS.split_half_to_cast(game, player, card, alt)   # CR 709.3: the chosen half (or both, fused)
    if whole is None and alt in ("fuse", "aftermath"):
        raise IllegalAction(f"CR 709.3: {card.name} is not a split card")
    if alt in TRANSFORMED_CASTS and real.back_face is None:
        raise IllegalAction(f"CR 712.7: {card.name} has no back face to cast transformed")
    remove_from_zone(game, card)
    blank = FACE_DOWN_WARD if alt == "disguise" else FACE_DOWN
    spell = create_object(game, blank if face_down else real, card.owner, Zone.STACK, controller=player)
    spell.whole = whole
    spell.is_copy = card.is_copy             # a cast copy of a card stays a copy (CR 707.12, 707.10a)
    if face_down:
        spell.face_up = real                 # CR 702.37c: a face-down 2/2 spell with no text
    if alt == "bestow":                      # CR 702.103b: an Aura spell with enchant creature
        spell.definition, spell.bestowed = HOOKS.bestowed_definition(real), real
    if alt in TRANSFORMED_CASTS:
        _back_face_up(spell, real)
    if alt == "prototype":                   # CR 718.3: its prototype cost, color and size
        spell.definition, spell.prototyped = HOOKS.prototyped_definition(real), real
    spell.cast_with = alt
    spell.cast_from_hand = card.zone is Zone.HAND
    spell.cast_from_graveyard = card.zone is Zone.GRAVEYARD
    spell.exile_on_leave = alt in ("flashback", "harmonize") or (   # CR 702.34a, 702.180a; aftermath (702.127a)
        whole is not None and card.zone is Zone.GRAVEYARD and keyword(real, "aftermath") is not None)
    card = spell if face_down or alt in ("bestow", "prototype") + TRANSFORMED_CASTS or whole is not None else card
    x = _choose_x(game, player, card.definition.mana_cost, x_in_additional_costs(card.definition))
    spell.x_value = x                        # "with mana value X or less" reads it (CR 107.3)
    ability = spell_ability(card.definition)
    specs = ability.targets if ability else ()
    aura = aura_target_spec(card.definition)
    if aura is not None and not ability:
        specs = (aura,)                  # CR 303.4a: an Aura spell targets what it will enchant
    effects = ability.effects if ability else ()
    entwine_cost, effects = HOOKS.entwine(game, player, card.definition, effects)     # CR 702.42a
    effects, specs, more_costs = HOOKS.cast_modifications(game, player, spell, card.definition, alt, effects, specs)
    # CR 601.2b: optional additional costs are announced before targets, which may depend on them
    kicker, spell.kicked, spell.buyback, spell.optional_costs_paid, spell.gift_promised_to = \
        HOOKS.optional_costs(game, player, card.definition, spell)
    chosen = game.choose_modes_and_targets(effects, specs, player, spell.id, card.name, x, by_spell=True)
    if chosen is None:
        raise IllegalAction(f"CR 601.2c: {card.name} has no legal targets"
                            + (" for enough modes (CR 700.2)" if is_modal(effects) else ""))
    all_specs, targets, modes = chosen
    base = HOOKS.alternative_cost(real if alt in TRANSFORMED_CASTS else card.definition, alt)
    cost = total_cost(card.definition, targets, base)
    if entwine_cost is not None:
        cost = ManaCost(tuple(cost.symbols) + tuple(entwine_cost.symbols))
    for more in more_costs:                       # splice, replicate: additional costs (CR 601.2f)
        cost = ManaCost(tuple(cost.symbols) + tuple(more.symbols))
    for more in mode_costs(effects, modes):      # spree: each chosen mode's cost (CR 702.172a, 700.2h)
        cost = ManaCost(tuple(cost.symbols) + tuple(more.symbols))
    escalate = escalate_costs(card.definition, modes)
    for more in escalate:
        if isinstance(more, ManaCost):
            cost = ManaCost(tuple(cost.symbols) + tuple(more.symbols))
    if kicker:
        cost = ManaCost(tuple(cost.symbols) + tuple(s for c in kicker if isinstance(c, ManaCost) for s in c.symbols))
    cost = modified_cost(game, spell, cost)
    cost = HOOKS.cost_reductions(game, player, spell, cost)       # affinity, undaunted (CR 702.41a, 702.125a)
    if alt == "emerge":                           # CR 702.119a: sacrifice a creature, cost reduced
        cost = HOOKS.emerge_sacrifice(game, player, spell, cost)
    extra = additional_costs(game, player, spell, card.definition)     # CR 601.2f, 118.8
    extra += tuple(more for more in escalate + tuple(kicker) if not isinstance(more, ManaCost))
    if alt == "as_though_flash":                  # "if you pay {2} more to cast it"
        more = getattr(HOOKS.as_though_flash(card.definition), "extra", None)
        if more is not None:
            cost = ManaCost(tuple(cost.symbols) + tuple(more.symbols))
    if alt == "alternative":                      # its sacrifice / return costs (CR 118.9)
        extra += HOOKS.alternative_cost_parts(card.definition)[1]
    elif alt is not None and (k := keyword(card.definition, alt)) is not None:
        extra += k.more_costs                     # escape's exile (CR 702.138a, 601.2f-h)
    cost = HOOKS.pay_with_permanents(game, player, spell, cost)         # convoke, improvise, delve
    payer = Payer(game, player, spell, x, spell=spell)
    paid = payer.pay_all((cost,) + extra)
    if trial:
        return spell.id                           # on the stack, its total cost paid (CR 601.2h)
    spell.controlled_as_cast = controlled_as_cast(game, player, spell)     # CR 601.2i
    item = StackItem(state.new_id(), "spell", player, spell.id, _clone_object(spell), ability,
                     effects, all_specs, targets, x, None, card.name, modes, len(specs))
    item.paid = payer.paid_objects
    state.stack.append(item)
    game.record("cast", f"{game.pname(player)} casts {card.name}"
                + (f" with X={x}" if card.definition.mana_cost.has_x else "")
                + (f" ({alt})" if alt else "") + (" kicked" if spell.kicked else "")
                + _target_text(game, targets) + (f" paying {', '.join(paid)}" if paid else ""),
                player=player, object_id=spell.id, x=x)
    storm = state.spells_cast_this_turn          # CR 702.40a: spells cast before it this turn
    state.spells_cast_this_turn += 1
    state.spells_cast_by[player] = state.spells_cast_by.get(player, 0) + 1
    state.spells_cast_record += ((player, spell.id),)    # the spell as cast (CR 601.2)
    if alt == "warp":
        state.spell_warped_this_turn = True      # CR 702.185c: "a spell was warped this turn"
    HOOKS.next_spell_riders(game, player, spell)     # "the next spell you cast this turn ..."
    # CR 601.2i: the spell becomes cast; "whenever you cast" and becomes-the-target abilities
    # trigger now and are put on the stack, above the spell, when a player would next receive
    # priority (CR 603.3), which is right after this: so the events come before priority.
    game.emit(GameEvent("cast", spell.id, player, {"storm": storm, "nth": state.spells_cast_by[player]}))
    emit_expend(game, player, len(spell.mana_spent))    # CR 700.14
    emit_becomes_target(game, item)                 # CR 115: its targets become targets
    emit_crime(game, item)                          # CR 700.13
    if not ignore_timing:
        give_priority(game, player)
    return spell.id


def may_look_at(o, player: int) -> bool:
    """Whether `player` may look at a face-down object: a foretold card is its owner's to look at
    as long as it remains exiled (CR 702.143a, 406.3), a card hideaway exiled the players it
    names (CR 702.75a); a face-down permanent, its controller's (CR 708.5)."""
    if o.face_up is None:
        return True
    if o.zone is Zone.EXILE:
        return (o.foretold_turn is not None and player == o.owner) or player in o.may_be_looked_at_by
    return player == o.controller


def check_castable(game: "Game", player: int, oid: int, alt: str | None = None,
                   ignore_timing: bool = False):
    """The checks of casting that come before the spell is announced (CR 601.2a, 601.3, 305.9,
    307.1), without changing anything: refuses with IllegalAction, else returns (the card, the
    way it is cast: "as_though_flash" when only a flash permission allows it now)."""
    state = game.state
    if not ignore_timing:
        _need_priority(game, player, "cast a spell")
    HOOKS.check_split_second(game, "cast spells")
    if state.players[player].cant_cast_spells:
        raise IllegalAction(f"CR 702.50b: {game.pname(player)} can't cast spells for the rest of the game (epic)")
    if state.players[player].cant_cast_spells_turn == state.turn:
        raise IllegalAction(f"CR 101.2: {game.pname(player)} can't cast spells this turn")
    if state.spells_cast_by.get(player) and one_spell_each_turn(game, player):
        raise IllegalAction(f"CR 101.2: {game.pname(player)} can't cast more than one spell each turn")
    card = state.live(oid)
    if card is None:
        raise IllegalAction(f"CR 601.2a: {oid} is not a card that can be cast")
    if card.zone is Zone.EXILE and card.face_up is not None:
        if not may_look_at(card, player):       # CR 406.3b: only a card the player may look at
            raise IllegalAction(f"CR 406.3: {game.pname(player)} can't look at this face-down card")
        return _face_up_while_checked(game, player, card, alt, ignore_timing)
    if alt == "alternative":                     # "rather than pay this spell's mana cost" (CR 118.9)
        HOOKS.check_alternative_cost(game, player, card)
    elif alt is not None and alt not in ("free", "face_down", "airbend") and keyword(card, alt) is None:
        raise IllegalAction(f"CR 601.2a: {card.name} has no {alt} ability")
    if alt == "surge" and not state.spells_cast_by.get(player):
        raise IllegalAction(f"CR 702.117a: {game.pname(player)} hasn't cast another spell this turn "
                            "(surge)")
    from_zone = CAST_ZONES.get(alt, Zone.HAND)
    in_zone = oid in state.players[card.owner].zone(card.zone) if card.zone is not Zone.BATTLEFIELD \
        and card.zone is not Zone.STACK else False
    if from_zone is None:
        allowed = in_zone and card.zone in (Zone.HAND, Zone.EXILE, Zone.GRAVEYARD)
    else:
        allowed = in_zone and card.zone is from_zone and (card.owner == player or from_zone is Zone.HAND)
        allowed = allowed and (from_zone is not Zone.HAND or oid in state.players[player].hand)
    if not allowed and not state.may_play_card(oid, player) and not zone_permission(state, player, card):
        where = "hand" if from_zone in (None, Zone.HAND) else from_zone.value
        raise IllegalAction(f"CR 601.2a: {card.name} is not in {game.pname(player)}'s {where}")
    problem = HOOKS.keyword_cast_problem(game, player, card, alt)
    if problem:
        raise IllegalAction(problem)
    if is_type(card, CardType.LAND, state) and alt not in FACE_DOWN_CASTS:
        # CR 305.9; a land with morph may be cast face down: the spell is a 2/2 creature (CR 702.37c)
        raise IllegalAction(f"CR 305.9: {card.name} is a land; lands are played, not cast")
    for a in card.definition.abilities:          # CR 601.3: "cast ~ only during combat"
        if isinstance(a, StaticAbility) and type(a.effect).__name__ == "CastOnlyWhen":
            ok = other_condition_holds(state, a.effect.condition, card, player)
            if ok is None:
                ok = static_condition_holds(state, a.effect.condition, card)
            if not ok:
                raise IllegalAction(f"CR 601.3: {card.name} can't be cast now (its own casting rule)")
    face_down = alt in FACE_DOWN_CASTS
    if not ignore_timing and (face_down or not (is_type(card, CardType.INSTANT, state)
                                                or has_keyword(state, card, "flash"))):
        problem = sorcery_timing_problem(game, player)
        flash = HOOKS.as_though_flash(card.definition) if problem and not face_down and alt is None else None
        if problem and flash is None and not face_down and alt is None and flash_permission(game, player, card):
            flash = True
        if problem and flash is None:
            raise IllegalAction(f"CR 307.1: {card.name} can be cast only at sorcery timing; {problem}")
        if flash is not None:
            alt = "as_though_flash"               # CR 601.3b (only marks how it was cast)
    return card, alt


def _face_up_while_checked(game: "Game", player: int, card, alt: str | None, ignore_timing: bool):
    """A face-down card its caster may look at (a foretold card, CR 702.143a) is checked as the
    card it is: turned face up for the checks and back, so checking changes nothing (casting
    turns it face up for good, CR 406.3a)."""
    hidden = card.definition
    card.definition, card.face_up = card.face_up, None
    try:
        return check_castable(game, player, card.id, alt, ignore_timing)
    finally:
        card.face_up, card.definition = card.definition, hidden


def _target_text(game: "Game", targets) -> str:
    names = [game.target_name(t) for g in targets for t in g]
    return f" targeting {', '.join(names)}" if names else ""


# ------------------------------------------------------------------ activating
def activate(game: "Game", player: int, oid: int, index: int, trial: bool = False) -> int | None:
    """CR 602.2 (and 605.3 for mana abilities, which resolve at once). `trial`: a trial of
    whether it can be activated now (legal_actions, on a copy of the state) ends once an ability
    that uses the stack is on it with its costs paid: then it is legal, and what follows can't
    make it illegal (CR 602.2e)."""
    state = game.state
    o, ability, abilities = check_activatable(game, player, oid, index)
    _count_activation(state, (oid, index), ability.timing)
    name = _ability_name(ability, index)
    lki = _clone_object(o)
    mana_cost = next((c for c in ability.costs if isinstance(c, ManaCost)), ManaCost())
    x = _choose_x(game, player, mana_cost, any(getattr(c, "x_count", False) for c in ability.costs))
    removal = next((c for c in ability.costs if getattr(c, "any_number", False) or _removes_x(c)), None)
    if removal is not None:         # "Remove any number of storage counters", "Remove X ki counters" (CR 602.2b, 107.3)
        have = o.counters.get(removal.counter, 0)
        x = game.ask_one(ChoiceKind.X, player, f"choose how many {removal.counter} counters to remove",
                         [(n, str(n)) for n in range(have + 1)])
    if any(getattr(c, "x", False) for c in ability.costs):   # "−X:" (CR 606.4, 107.3)
        have = o.counters.get("loyalty", 0)
        x = game.ask_one(ChoiceKind.X, player, "choose X, the loyalty to remove",
                         [(n, str(n)) for n in range(have + 1)])
    if isinstance(ability, ManaAbility):
        _activate_mana_ability(game, player, o, index, ability, x, lki)
        give_priority(game, player)
        return None
    effects, specs = ability.effects, ability.targets
    if x_chosen(ability.costs):
        effects, specs = x_fixed(effects, x), x_fixed(specs, x)
    chosen = game.choose_modes_and_targets(effects, specs, player, oid, o.name, x)
    if chosen is None:
        raise IllegalAction(f"CR 602.2b: {o.name}'s ability has no legal targets")
    all_specs, targets, modes = chosen
    payer = Payer(game, player, o, x, keyword=ability.keyword)
    paid = payer.pay_all(ability.costs)
    if (ability.keyword or "").endswith("cycling"):      # CR 702.29c: the card was cycled
        now = current(game, oid)
        game.emit(GameEvent("cycled", now.id if now else oid, player, {"card": now.id if now else oid}))
    item = StackItem(state.new_id(), "activated", player, oid, lki, ability, effects,
                     all_specs, targets, x, None, f"{name} of {o.name}", modes, len(ability.targets))
    item.paid = payer.paid_objects
    state.stack.append(item)
    if trial:
        return item.id
    game.record("activate", f"{game.pname(player)} activates {name} of {o.name}"
                + _target_text(game, targets) + (f" paying: {', '.join(paid)}" if paid else ""),
                object_id=oid, ability=index)
    # CR 602.2e: the ability becomes activated; what triggers on it (its targets becoming
    # targets, CR 115) goes on the stack above it when priority is next given (CR 603.3).
    emit_becomes_target(game, item)
    emit_crime(game, item)                          # CR 700.13
    game.emit(GameEvent("activated", oid, player, {"mana": False, "zone": lki.zone}))    # CR 602.2
    give_priority(game, player)
    return item.id


def activate_while_paying(game: "Game", player: int, oid: int, index: int) -> None:
    """CR 605.3a: a player asked for a mana payment (a cost to attack, CR 508.1i) may activate
    mana abilities then, without priority; each resolves at once (CR 605.3b). Every other
    check of activating applies (CR 602.5)."""
    o, ability, _ = check_activatable(game, player, oid, index, paying=True)
    if not isinstance(ability, ManaAbility):
        raise IllegalAction(f"CR 605.3a: only mana abilities can be activated during a payment; "
                            f"{o.name}'s ability #{index} is not one")
    _count_activation(game.state, (oid, index), ability.timing)
    _activate_mana_ability(game, player, o, index, ability, 0, _clone_object(o))


def _count_activation(state, key: tuple[int, int], timing) -> None:
    """Remember the activation for "only once each turn" and "only once" (CR 602.5b)."""
    state.activations[key] = state.activations.get(key, 0) + 1
    if getattr(timing, "only_once", False):
        state.exhausted = state.exhausted + (key,)   # this object: a new one may again (CR 400.7)


def _activate_mana_ability(game: "Game", player: int, o, index: int, ability: ManaAbility, x: int,
                           lki) -> None:
    """Pay a mana ability's costs, then resolve it at once (CR 605.3a-b); `lki` is its source as
    it was before the costs were paid (CR 608.2h)."""
    payer = Payer(game, player, o, x)
    paid = payer.pay_all(ability.costs)
    game.record("activate", f"{game.pname(player)} activates {_ability_name(ability, index)} of {o.name}"
                + (f" paying: {', '.join(paid)}" if paid else ""), object_id=o.id, ability=index)
    game.emit(GameEvent("activated", o.id, player, {"mana": True, "zone": lki.zone}))    # CR 605.3a
    _resolve_mana_ability(game, player, o.id, lki, ability, x, payer.paid_objects)


def x_chosen(costs) -> bool:
    """Whether an activated ability's cost has an X its controller chooses as it is activated:
    "{X}" in its mana cost or a "−X" loyalty cost (CR 107.3, 606.4)."""
    return any(getattr(c, "x", False) or getattr(c, "x_count", False) or (isinstance(c, ManaCost) and c.has_x)
               for c in costs)


def x_fixed(value, x: int):
    """`value` with each "X or less" / "mana value X" test (NumberTest.of_x) reading the X
    chosen as the ability was activated: the ability's X, not its source's (CR 107.3, 602.2b:
    X is chosen before targets, and keeps that value while the ability is on the stack)."""
    if isinstance(value, NumberTest):
        return replace(value, value=x, of_x=False) if value.of_x else value
    if isinstance(value, tuple):
        return tuple(x_fixed(v, x) for v in value)
    if is_dataclass(value) and not isinstance(value, type):
        changed = {f.name: x_fixed(getattr(value, f.name), x) for f in fields(value)}
        if all(changed[k] is getattr(value, k) for k in changed):
            return value
        return replace(value, **changed)
    return value


def _loyalty_any_time(game: "Game", o, player: int) -> bool:
    """A static such as "You may activate loyalty abilities of planeswalkers you control on any
    player's turn any time you could cast an instant" lets `player` activate the loyalty
    abilities of `o` any time they could cast an instant (CR 606.3 as changed by the effect)."""
    state = game.state
    return any(src.controller == player and matches(state, effect.planeswalkers, o, player, src.id)
               for src, effect in static_effects(state, LoyaltyAbilitiesAnyTime))


def _is_loyalty(abilities, index: int) -> bool:
    return 0 <= index < len(abilities) and abilities[index].timing.loyalty


def _ability_name(ability, index: int) -> str:
    keyword = getattr(ability, "keyword", None)
    return keyword.capitalize() if keyword else f"ability #{index}"


def _activation_prohibited(state, o, board=None) -> bool:
    """CR 602.5: "its activated abilities can't be activated" (an Aura, or an effect this turn),
    "activated abilities of artifacts can't be activated". The board's Restriction statics are
    known per board, so most boards answer without a scan (BOARD: the state's, when the caller
    has it)."""
    action = RestrictedAction.ACTIVATE
    if not (o.restrictions and any(a == action.value for a, _ in o.restrictions)) and not any(
            e.action is action for _, e in static_effects(state, Restriction, board)):
        return False
    return restricted(state, o, action)


def check_activatable(game: "Game", player: int, oid: int, index: int, abilities: list | None = None,
                      paying: bool = False, board: Board | None = None):
    """The checks of activating that come before the ability is announced (CR 602.2, 602.5,
    606.3), without changing anything: refuses with IllegalAction, else returns (the source,
    the ability, the source's activated abilities). `abilities`: the source's activated
    abilities now, when the caller has them (the legal action listing asks for each one), and
    `board` the state's (Board.of), asked once for the listing. `paying`: a mana ability
    activated while a payment asks for mana, which needs no priority (CR 605.3a)."""
    state = game.state
    o = state.live(oid)
    if abilities is None:
        abilities = activated_abilities(o, state) if o is not None else []
    ability = abilities[index] if 0 <= index < len(abilities) else None
    zone = getattr(ability, "zone", Zone.BATTLEFIELD)     # cycling works from the hand (CR 602.2, 113.6)
    if o is None or o.zone is not zone:
        raise IllegalAction(f"CR 602.2: object {oid} is not on the battlefield" if zone is Zone.BATTLEFIELD
                            else f"CR 113.6: {o.name if o else oid}'s ability works only from the {zone.value}")
    if ability is None:
        raise IllegalAction(f"CR 602.1: {o.name} has no activated ability #{index}")
    if o.controller != player and not getattr(ability.timing, "any_player", False):
        raise IllegalAction(f"CR 602.2: only {o.name}'s controller can activate its abilities")
    if not paying and (state.over or state.priority != player):   # the refusal's words written only when refused
        _need_priority(game, player, f"activate {o.name}'s ability")
    if o.detained_by and o.zone is Zone.BATTLEFIELD:
        raise IllegalAction(f"CR 701.35a: {o.name} is detained; its activated abilities can't be activated")
    if o.zone is Zone.BATTLEFIELD and _activation_prohibited(state, o, board):
        raise IllegalAction(f"CR 602.5: {o.name}'s activated abilities can't be activated")
    if not isinstance(ability, ManaAbility):
        HOOKS.check_split_second(game, "activate abilities that aren't mana abilities")
    timing = ability.timing
    if (timing.sorcery_speed or timing.loyalty) and not (timing.loyalty and _loyalty_any_time(game, o, player)):
        problem = sorcery_timing_problem(game, player)
        if problem:
            rule = "CR 606.3" if timing.loyalty else "CR 602.5d"
            raise IllegalAction(f"{rule}: {o.name}'s ability can be activated only as a sorcery; {problem}")
    key = (oid, index)
    if timing.loyalty and any(n and k[0] == oid and _is_loyalty(abilities, k[1])
                              for k, n in state.activations.items()):
        raise IllegalAction(f"CR 606.3: only one loyalty ability of {o.name} per turn")
    if getattr(timing, "only_once", False) and key in state.exhausted:
        rule = "702.177a" if getattr(ability, "keyword", None) == "exhaust" else "602.5b"
        raise IllegalAction(f"CR {rule}: {o.name}'s ability can be activated only once")
    if timing.once_per_turn and state.activations.get(key, 0) >= 1:
        raise IllegalAction(f"CR 602.5b: {o.name}'s ability can be activated only once each turn")
    most = getattr(timing, "max_per_turn", None)
    if most is not None and state.activations.get(key, 0) >= most:
        raise IllegalAction(f"CR 602.5b: {o.name}'s ability can be activated no more than {most} "
                            f"times each turn")
    if timing.condition is not None and not condition_holds(
            game, Context(player, oid, o), timing.condition):
        raise IllegalAction(f"CR 602.5b: the condition to activate {o.name}'s ability is not met")
    return o, ability, abilities


def _resolve_mana_ability(game: "Game", player: int, oid: int, lki, ability: ManaAbility, x: int,
                          paid: dict) -> None:
    """CR 605.3b: resolves immediately; tapping for mana produces the event of ruling M5. `paid`:
    the objects its costs acted on ("the sacrificed artifact's mana value", CR 608.2h)."""
    ctx = Context(player, oid, lki, x=x, tapped_for_mana=ability.taps)
    ctx.paid = paid
    ctx.ability = ability
    run(game, ctx, ability.effects)
    if ability.taps and ctx.produced:
        game.emit(GameEvent("tapped_for_mana", oid, player,
                            {"produced": [u.type for u in ctx.produced]}))


# ------------------------------------------------------------------ resolving
def legal_targets(game: "Game", item: StackItem) -> list:
    """CR 608.2b: drop targets that are gone or no longer match."""
    state = game.state
    kept = []
    from .stack_abilities import ability_fits, targeted_ability
    for spec, group in zip(item.target_specs, item.targets):
        ok = []
        for t in group:
            if t.player is not None:
                if not state.players[t.player].lost:
                    ok.append(t)
                continue
            if t.ability is not None:            # still on the stack and still fitting (CR 608.2b)
                targeted = targeted_ability(state, t)
                if targeted is not None and ability_fits(state, spec.filter, targeted, item.controller, item.source_id):
                    ok.append(t)
                continue
            o = state.live(t.object_id)
            if o is not None and spec.filter is not None and matches(
                    state, spec.filter, o, item.controller, item.source_id) and targeting_problem(
                    state, o, state.objects.get(item.source_id), item.controller, item.kind == "spell") is None \
                    and target_controller_ok(spec, o, item.targets, item.event):
                ok.append(t)
        kept.append(ok)
    return kept


def resolve_top(game: "Game") -> None:
    from .continuous_effects import carry_effects
    state = game.state
    item = state.stack.pop()
    game.record("resolve", f"{item.description} resolves", item_id=item.id)
    targets = legal_targets(game, item)
    had = any(item.targets)
    spell = state.objects.get(item.source_id) if item.kind == "spell" else None
    if had and not any(targets) and spell is not None and spell.bestowed is not None:
        spell.definition, spell.bestowed = spell.bestowed, None      # CR 702.103e: resolves as a creature
        game.record("bestow", f"{spell.name}'s target is illegal; it resolves as an enchantment creature "
                              "(CR 702.103e)", object_id=spell.id)
        had = False
    if had and not any(targets) and spell is not None and spell.cast_with == "mutate":
        game.record("mutate", f"{spell.name}'s target is illegal; it resolves as a creature spell "
                              "(CR 702.140b)", object_id=spell.id)
        had = False
    if had and not any(targets):
        game.record("fizzle", f"{item.description} doesn't resolve: all its targets are illegal (CR 608.2b)")
        if item.kind == "spell":
            _spell_leaves(game, item.source_id)
        return
    if item.kind == "spell":
        spell = state.objects[item.source_id]
        if spell.is_copy and is_permanent_card(spell):
            spell.gone = True                 # CR 707.10: a copy of a permanent spell becomes a token
            enter_battlefield(game, spell.definition, spell.owner, item.controller, x=item.x,
                              is_token=True, kicked=spell.kicked,
                              optional_costs_paid=spell.optional_costs_paid,
                              controlled_as_cast=spell.controlled_as_cast,
                              gift_promised_to=spell.gift_promised_to, squad_paid=spell.squad_paid)
            return
        if is_permanent_card(spell):
            spell.gone = True
            if spell.cast_with == "mutate" and targets and targets[0]:     # CR 702.140c: it merges
                HOOKS.mutating_spell(game, spell, item.controller, targets[0][0].object_id)
                return
            attach_to = attach_player = None
            if aura_target_spec(spell.definition) is not None and targets and targets[0]:
                attach_to = targets[0][0].object_id    # CR 303.4f... 608.3c: enters attached
                attach_player = targets[0][0].player   # "enchant player": to the target player (CR 303.4a)
            # a Room enters with the door cast unlocked (CR 709.5d)
            room = HOOKS.room_entering(spell, spell.whole) if spell.whole is not None else None
            # a spell cast transformed enters with its back face up (CR 712.9, 702.146b)
            new = enter_battlefield(game, room[0] if room else spell.front_face or spell.definition, spell.owner,
                                    item.controller, x=item.x, transformed=spell.front_face is not None,
                                    was_cast=True, rider_keywords=tuple(spell.rider_keywords),
                                    attach_to=attach_to, attach_player=attach_player,
                                    kicked=spell.kicked, cast_with=spell.cast_with,
                                    optional_costs_paid=spell.optional_costs_paid,
                                    controlled_as_cast=spell.controlled_as_cast,
                                    gift_promised_to=spell.gift_promised_to,
                                    face_up=spell.face_up, cast_from_hand=spell.cast_from_hand,
                                    mana_spent=spell.mana_spent,
                                    phyrexian_paid_with_life=spell.phyrexian_paid_with_life,
                                    squad_paid=spell.squad_paid)
            if new is not None:
                spell.moved_to = new.id            # the permanent the spell became (CR 400.7)
                carry_effects(spell, new)          # "target spell becomes red" stays (CR 400.7a)
            if spell.bestowed is not None and new is not None:
                new.bestowed = spell.bestowed      # CR 702.103b: a bestowed Aura permanent
            if spell.prototyped is not None and new is not None:
                new.prototyped = spell.prototyped  # CR 718.3b: a prototyped permanent
            if room is not None and new is not None:
                room_entered(game, new, room[1], room[2])
            return
        ctx = _context(item, targets)
        HOOKS.ascend_spell(game, spell, item.controller)       # CR 702.131a: first, as it's printed first
        run(game, ctx, item.effects)
        if state.live(spell.id) is not None and not HOOKS.cipher_encode(game, spell):   # CR 702.99a
            _spell_leaves(game, spell.id, resolved=True)   # CR 608.2n
            HOOKS.haunt_spell(game, spell)                 # CR 702.55a
        return
    run(game, _context(item, targets), item.effects)


def _spell_leaves(game: "Game", oid: int, resolved: bool = False) -> None:
    """CR 608.2n: an instant or sorcery goes to its owner's graveyard; a copy ceases to exist
    (CR 707.10a); with buyback paid it goes to its owner's hand instead (CR 702.27a);
    flashback exiles it (zones.move, CR 702.34a)."""
    spell = game.state.live(oid)
    if spell is None:
        return
    if spell.is_copy:
        remove_from_zone(game, spell)
        return
    if resolved and not spell.buyback:
        if HOOKS.rebound_exile(game, spell):         # CR 702.88a
            return
    move(game, oid, Zone.HAND if resolved and spell.buyback else Zone.GRAVEYARD)


def _context(item: StackItem, targets) -> Context:
    """The resolution context; a modal item's targets are split among its chosen modes."""
    base = item.base_targets if item.modes is not None else len(targets)
    ctx = Context(item.controller, item.source_id, item.source_lki, targets[:base], item.x, item.event)
    ctx.paid = item.paid
    ctx.keyword = item.keyword
    ctx.stack_id = item.id
    ctx.ability = item.ability
    ctx.affected = {k: list(v) for k, v in item.affected.items()}
    if item.modes is not None:
        modal = next(e for e in item.effects if isinstance(e, ChooseModes))
        at = base
        ctx.modes = []
        for i in item.modes:
            n = len(modal.modes[i].targets)
            ctx.modes.append((i, targets[at:at + n]))
            at += n
    return ctx


@dataclass(frozen=True)
class Action:
    """A legal action for the property tests and random players."""

    kind: str            # "pass" | "play_land" | "cast" | "activate" | "attack" | "unlock" (a Room's door) | "planar_die" (CR 901.9)
    player: int
    object_id: int | None = None
    index: int = 0
    attackers: tuple[int, ...] = ()

    def describe(self, game: "Game") -> str:
        name = game.state.objects[self.object_id].name if self.object_id else ""
        return f"{self.kind} {name} {self.index if self.kind == 'activate' else ''}".strip()

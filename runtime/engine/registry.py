"""Where the engine core calls keyword mechanics and instruction handlers.

The core (runtime/engine/*) never imports runtime/handlers or runtime/mechanics. It calls
them through two registries defined here and filled when those modules are imported
(runtime/families.py imports them all; runtime/game.py imports families.py):

- `INSTRUCTIONS`: the VM's instruction table, effect class -> handler(game, ctx, effect);
  each handler module calls `register_instructions` with its table.
- `INSTRUCTION_OBSERVERS`: functions the VM calls around each instruction (empty in play; the
  executability check in compiler/harness/ adds one to see what each instruction changed).
- `HOOKS`: one typed slot per rules question the core asks of a mechanic (keyword triggers,
  ways to cast, cost reductions, entering replacements, damage shields, phasing ...); a
  mechanics or handlers module fills a slot with `HOOKS.<slot>.register(function)`.
  The engine's own upper modules fill the slots a lower engine module calls during play
  (`game_condition`).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

INSTRUCTIONS: dict[type, Callable[..., Any]] = {}


def register_instructions(table: dict[type, Callable[..., Any]]) -> None:
    """Add a handler module's instructions to the VM's table (each effect class once)."""
    for effect_class in table:
        if effect_class in INSTRUCTIONS:
            raise ValueError(f"two VM handlers for {effect_class.__name__}")
    INSTRUCTIONS.update(table)


INSTRUCTION_OBSERVERS: list[Callable[..., None]] = []
"""Each `observer(game, ctx, effect, proceed)` runs around one instruction: it must call
`proceed()` (the handler, or the next observer) exactly once and let its exceptions through.
Empty by default: the VM then calls the handler directly."""


class Hook:
    """One slot the engine calls; exactly one function fills it."""

    def __init__(self, doc: str):
        self.__doc__ = doc
        self.function: Callable[..., Any] | None = None

    def register(self, function: Callable[..., Any]) -> Callable[..., Any]:
        if self.function is not None and self.function is not function:
            raise ValueError(f"two functions for the engine hook: {self.__doc__}")
        self.function = function
        # a filled slot calls its function directly: the engine asks some hooks on every pass
        # of the state-based actions, and a call through __call__(*args, **kwargs) cost more
        # than several of the functions it called
        self.__class__ = type("FilledHook", (type(self),), {"__call__": staticmethod(function)})
        return function

    def __call__(self, *args, **kwargs):
        raise LookupError(f"no function registered for the engine hook: {self.__doc__}")


class CostLoweringHook(Hook):
    """A slot whose function may lower a spell's total cost or pay part of it otherwise than
    with its caster's mana (CR 601.2f-h). The function says when it may: `lowers(definition)`,
    whether it may for a spell with that definition cast for its mana cost (set with
    `lowers_when`); a function without one is refused, so spell_costs.may_cost_less, which asks
    every such slot, misses no way to lower a cost."""

    def register(self, function: Callable[..., Any]) -> Callable[..., Any]:
        lowers = getattr(function, "lowers", None)
        if not callable(lowers):
            raise ValueError(f"a cost-lowering hook's function must say when it lowers (lowers_when): "
                             f"{self.__doc__}")
        self.lowers = lowers
        return super().register(function)

    @staticmethod
    def lowers(definition) -> bool:
        return False                    # unfilled: nothing lowers a cost through it


def lowers_when(predicate: Callable[[Any], bool]) -> Callable:
    """Mark a CostLoweringHook's function with when it may lower a cost: PREDICATE(definition)."""
    def mark(function: Callable[..., Any]) -> Callable[..., Any]:
        function.lowers = predicate
        return function
    return mark


class EngineHooks:
    """The slots, by the engine module that asks."""

    # query.py and triggers.py: what an object's abilities and conditions are
    game_condition = Hook("game_condition(state, cond, source, you): conditions about the game "
                          "(delirium, revolt ...), None if not one of them")
    keyword_cost_paid = Hook("keyword_cost_paid(source, cond): tribute / prowl / offspring paid (CR 702.104, 702.76, 702.175)")
    keyword_ability = Hook("keyword_ability(k): the activated ability a keyword stands for, or None")
    paired_pair = Hook("paired_pair(state, source_id): the soulbond pair a source is in (CR 702.95)")
    keyword_triggers = Hook("keyword_triggers(k): the triggered abilities a keyword stands for")
    zone_trigger_sources = Hook("zone_trigger_sources(game, event): objects whose abilities "
                                "trigger from a hidden or non-battlefield zone")
    functions_where_it_is = Hook("functions_where_it_is(o, ability, event): may this ability "
                                 "trigger from the zone o is in (CR 113.6)")
    haunt_sources = Hook("haunt_sources(game, event): haunting cards in exile (CR 702.55)")
    static_colors = Hook("static_colors(state, o, colors): the colours of a permanent with layer 5's "
                         "statics applied among its resolved colour effects (CR 613.1e, 613.7)")

    # actions.py: casting (CR 601.2)
    check_split_second = Hook("check_split_second(game, what): refuse while split second (CR 702.61a)")
    next_spell_riders = Hook("next_spell_riders(game, player, spell): 'the next spell you cast this "
                             "turn can't be countered' riders waiting for this spell")
    keyword_cast_problem = Hook("keyword_cast_problem(game, player, card, alt): why a keyword's way "
                                "to cast can't be used now (plot, CR 702.170d), or None")
    check_alternative_cost = Hook("check_alternative_cost(game, player, card): may it be cast "
                                  "for its printed alternative cost (CR 118.9)")
    as_though_flash = Hook("as_though_flash(definition): its 'as though it had flash' static, or None")
    alternative_cost_parts = Hook("alternative_cost_parts(definition): (mana, other costs) of its "
                                  "printed alternative cost")
    split_half_to_cast = Hook("split_half_to_cast(game, player, card, alt): (whole split card, the "
                              "half or fused card cast), whole None if not a split card (CR 709.3)")
    bestowed_definition = Hook("bestowed_definition(definition): the Aura spell cast bestowed (CR 702.103b)")
    prototyped_definition = Hook("prototyped_definition(definition): the spell cast prototyped (CR 718.3)")
    entwine = Hook("entwine(game, player, definition, effects): (entwine cost or None, effects)")
    cast_modifications = Hook("cast_modifications(game, player, spell, definition, alt, effects, specs): "
                              "overload, splice, replicate ... -> (effects, specs, extra costs)")
    alternative_cost = Hook("alternative_cost(definition, alt): the cost paid instead of the mana cost")
    optional_costs = Hook("optional_costs(game, player, definition, spell): kicker, buyback, offspring, bargain, gift")
    cost_reductions = CostLoweringHook("cost_reductions(game, player, spell, cost): affinity, undaunted")
    emerge_sacrifice = CostLoweringHook("emerge_sacrifice(game, player, spell, cost): emerge (CR 702.119a)")
    pay_with_permanents = CostLoweringHook("pay_with_permanents(game, player, spell, cost): convoke, "
                                           "improvise, delve, assist")
    ascend_spell = Hook("ascend_spell(game, spell, controller): ascend on an instant or sorcery (CR 702.131a)")
    cipher_encode = Hook("cipher_encode(game, spell): encode it on a creature (CR 702.99a); True if encoded")
    haunt_spell = Hook("haunt_spell(game, spell): exile it haunting a creature (CR 702.55a)")
    rebound_exile = Hook("rebound_exile(game, spell): exile it for rebound (CR 702.88a); True if exiled")
    turn_face_up = Hook("turn_face_up(game, player, oid): the morph special action (CR 702.37e)")

    # zones.py: moving objects, entering, drawing
    leave_destination = Hook("leave_destination(old, zone): flashback / unearth exile instead")
    copy_on_entering = Hook("copy_on_entering(game, definition, controller): 'enter as a copy' "
                            "replacement (CR 707.9)")
    enters_tapped_by_statics = Hook("enters_tapped_by_statics(game, o): others enter tapped")
    enter_replacement = Hook("enter_replacement(game, o, rep, controller, x): an 'as ~ enters' "
                             "replacement printed on it (CR 614.1c, 614.12)")
    entering = Hook("entering(game, o): keyword replacements as it enters (modular, fading ...)")
    after_entering = Hook("after_entering(game, o, cast_with): dash and evoke once it is there")
    return_exiled_with = Hook("return_exiled_with(game, source_id): return cards exiled until it leaves")
    dredge_instead = Hook("dredge_instead(game, player): dredge replaces a draw (CR 702.52a)")
    draw_replaced = Hook("draw_replaced(game, player): a 'next draw' replacement shield")
    static_draw_replaced = Hook("static_draw_replaced(game, player): 'if you would draw a card, ... "
                                "instead' statics (CR 614.1a)")
    card_drawn = Hook("card_drawn(game, player, card): miracle as it is drawn (CR 702.94a)")
    discard = Hook("discard(game, oid, by=None): discard a card (CR 701.8), madness (CR 702.35a); "
                   "by: the controller of the spell or ability that causes it")

    # combat.py: attacking, blocking, damage
    declare_bands = Hook("declare_bands(game, combat): attacking bands (CR 702.22c)")
    exert_attackers = Hook("exert_attackers(game, attackers): exert as they attack (CR 701.39)")
    enlist_attackers = Hook("enlist_attackers(game, attackers): enlist as they attack (CR 702.154)")
    attack_costs = Hook("attack_costs(game, combat): costs to attack paid or not (CR 508.1g-h); "
                        "the attackers whose cost is not paid")
    lure_attackers = Hook("lure_attackers(game, blocker): attackers it must block")
    must_be_blocked_fix = Hook("must_be_blocked_fix(game, blocks, player): add forced blocks")
    block_requirement_problem = Hook("block_requirement_problem(game, blocks): provoke requirements")
    lure_block_problem = Hook("lure_block_problem(game, blocks): unmet 'must block' requirements")
    must_be_blocked_problem = Hook("must_be_blocked_problem(game, blocks): unmet 'must be blocked'")
    band_blocked = Hook("band_blocked(game, combat): a band is blocked together (CR 702.22h)")
    prevent_next_time = Hook("prevent_next_time(game, source, object_id, player, n, ...): "
                             "one-shot prevention shields (combat=False); the damage left")
    damage_replaced = Hook("damage_replaced(game, source, o, player, n, preventable): static damage replacements "
                           "('if damage would be dealt to ~, prevent that damage. ...'); the damage still dealt")
    static_prevent_some = Hook("static_prevent_some(game, source, o, player, n): static prevention")
    static_redirect = Hook("static_redirect(game, source, o, player, n, combat): static redirection")
    redirect_damage = Hook("redirect_damage(game, source, o, n, combat): one-shot redirection")
    infect_damage_object = Hook("infect_damage_object(game, source, o, n): infect as -1/-1 counters")
    infect_damage_player = Hook("infect_damage_player(game, source, player, n): infect as poison")
    life_after_damage = Hook("life_after_damage(game, player, n): life total floors")
    note_damage_dealt = Hook("note_damage_dealt(game, source, player): damage history")
    note_combat_damage = Hook("note_combat_damage(game, source): combat damage history (cipher)")
    combat_damage_to_player = Hook("combat_damage_to_player(game, source, player, n): results of "
                                   "combat damage to a player besides its own (toxic, CR 702.164c)")
    banding_division = Hook("banding_division(game, source, recipients, n, chooser, assigned): "
                            "banding damage assignment (CR 702.22j-k)")

    # payment.py and turn.py
    exert = Hook("exert(game, o, as_attacks=False): exert a permanent (CR 701.39)")
    phasing = Hook("phasing(game): phasing as the untap step begins (CR 702.26)")
    day_and_night = Hook("day_and_night(game, untap=False): the game's day/night designation (CR 726; "
                         "CR 724 in the 2022 text) and the permanents with daybound or nightbound "
                         "it turns over (CR 702.145), at the untap step (untap) and as the game settles")
    enters_transformed = Hook("enters_transformed(state, definition): whether a card enters with its "
                              "back face up by a rule of its own (daybound at night, CR 702.145b)")
    apply_control_attached = Hook("apply_control_attached(game): 'you control enchanted ...' statics")
    end_while_effects = Hook("end_while_effects(game): end 'for as long as' effects whose condition ended")
    sacrifice_flashed = Hook("sacrifice_flashed(game): sacrifice what was cast as though it had flash")
    ascend = Hook("ascend(game): the city's blessing (CR 702.131b)")
    supplementary_cards = Hook("supplementary_cards(game): the state-based actions of cards outside the main "
                               "game: a dungeon whose venture marker is on its bottommost room, with no room "
                               "ability of it waiting, is removed from the game (CR 309.6, 704.5t); a face-up "
                               "non-ongoing scheme with no scheme's ability waiting is abandoned (CR 313.6); "
                               "True if any")
    turn_based_actions = Hook("turn_based_actions(game, step): the supplementary decks' actions as a step "
                              "begins: the archenemy sets a scheme in motion as their precombat main phase "
                              "begins (CR 904.9)")
    mutating_spell = Hook("mutating_spell(game, spell, controller, target_id): a mutating creature "
                          "spell whose target is legal merges with it, over or under (CR 702.140c, 730.2)")
    room_entering = Hook("room_entering(old, definition): (what a Room enters as, its whole card, its "
                         "unlocked doors) or None for any other card (CR 709.5d)")
    # legal_actions.py: the special actions of mechanics, for random players
    special_actions = Hook("special_actions(game, player): the Actions of mechanics' special actions the "
                           "player may take now (a Room's unlock, CR 709.5e, 116.2m)")
    perform_special = Hook("perform_special(game, action): carry out one of those Actions")
    lore_counters = Hook("lore_counters(game): as the active player's precombat main phase begins, "
                         "a lore counter on each Saga they control (CR 714.3c)")
    finished_sagas = Hook("finished_sagas(game): a Saga with its final chapter's lore counters and no "
                          "chapter ability waiting is sacrificed, a state-based action (CR 714.4, "
                          "704.5s); True if any")
    start_engines = Hook("start_engines(game): a player with no speed who controls a permanent with "
                         "start your engines! gets speed 1, a state-based action (CR 704.5z); True if any")
    sectors = Hook("sectors(game): each creature without a sector designation is assigned one while a "
                   "permanent with space sculptor is on the battlefield, a state-based action (CR 704.5u, "
                   "702.158c); the designations end once none is (CR 702.158b); True if any changed")
    speed_triggers = Hook("speed_triggers(game): the inherent trigger of a player with speed, "
                          "opponents lost life during their turn (CR 702.179d)")


HOOKS = EngineHooks()


def cost_lowering_hooks() -> tuple[CostLoweringHook, ...]:
    """Every slot through which a spell's total cost may be lowered (CostLoweringHook)."""
    return tuple(h for h in vars(EngineHooks).values() if isinstance(h, CostLoweringHook))

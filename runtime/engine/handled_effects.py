"""The static effects, replacements and restrictions the engine applies, each with where it
applies them: the contract test (tests/runtime/test_rt_contract.py) checks that every kind the
lowering can produce is listed here, so none is compiled and then silently ignored."""

HANDLED_STATICS = ("Anthem", "KeywordGrant", "CostPerExtraTarget", "Restriction", "AdditionalCost",
                   "CantAttackPlayer",                  # combat.attack_problem (combat.cant_attack_player)
                   "AttackTax",                         # attack_costs.pay_attack_costs (combat.declare_attackers)
                   "BlockableDespite",                  # combat.evasion_problem (CR 702.14c)
                   "CanAttackDespiteDefender",          # combat.attack_problem (CR 702.3b)
                   "CantBeTargetedBy",                  # attachments.targeting_problem (CR 115.4)
                   "ControlAttached",                   # turn.check_sba (handlers.players.apply_control_attached)
                   "CostModifier", "CharacteristicPT",
                   "CanBlockOnly", "CantBeBlockedBy", "AdditionalBlocks", "BlockerCount",   # combat.py
                   "OptionalUntap",                     # turn._untap
                   "UntapDuringOthersUntap",            # turn._untap (CR 502.3)
                   "UntapLimit",                        # turn._untap (CR 502.3)
                   "PreventDamage",                     # combat._static_prevention
                   "DamageCantBePrevented",             # combat._cant_be_prevented (CR 615.12)
                   "AssignsDamageByToughness",          # combat.combat_damage_amount (CR 510.1a)
                   "MaximumHandSize", "CanBeYourCommander",   # turn._cleanup (CR 402.2); deck construction (CR 903.3d)
                   "Companion",                         # before the game and its special action: mechanics/companions.py (CR 702.139)
                   "BeginOnBattlefield",                # before the first turn: mechanics/opening_hand.py (CR 103.6a)
                   "RevealFromOpeningHand",             # before the first turn: mechanics/opening_hand.py (CR 103.6b)
                   "PlayWithRevealed",                  # who sees a hidden card: engine/visibility.py (CR 400.2)
                   "SelfCostChange",                    # spell_costs.self_cost_change
                   "UnlockCostModifier",                # mechanics.rooms.unlock_door (CR 709.5e)
                   "AbilityGrant",                      # query.granted_abilities
                   "AddSubtypes",                       # query.subtypes (layer 4)
                   "SetLandType",                       # query.subtypes, query.all_abilities (CR 305.7)
                   "StationCreature",                   # query.is_type (CR 721.2b)
                   "AddCardTypes",                      # query.is_type (layer 4, CR 702.161a)
                   "CastOnlyWhen",                      # actions.cast
                   "LifeFloor",                         # handlers.shields.life_after_damage
                   "CantLoseTheGame",                   # engine.losing.cant_lose
                   "OthersEnterTapped",                 # handlers.shields.enters_tapped_by_statics
                   "PreventSomeDamage",                 # handlers.shields.static_prevent_some
                   "AlternativeCost",                   # handlers.shields.alternative_cost_parts (actions.cast)
                   "CastAsThoughFlash",                 # handlers.shields.as_though_flash (actions.cast)
                   "RedirectDamage",                    # handlers.shields.static_redirect (combat.py)
                   "LureRequirement",                   # handlers.grants (combat.declare_blockers)
                   "MustBeBlocked",                     # handlers.grants (combat.declare_blockers)
                   "MustBlock",                         # handlers.grants (combat.declare_blockers)
                   "MayExertAsAttacks",                 # handlers.triggers.exert_attackers
                   "LoyaltyAbilitiesAnyTime",           # actions.check_activatable (CR 606.3)
                   "BasePT", "BasePTManaValue",         # query.power_toughness (layer 7b)
                   "SpellsAsThoughFlash",               # cast_permissions.flash_permission (actions.check_castable, CR 601.3b)
                   "OneSpellEachTurn",                  # cast_permissions.one_spell_each_turn (CR 101.2)
                   "AssignsAsThoughUnblocked",          # combat._attacker_shares (CR 510.1c)
                   "PlayFromElsewhere",                 # cast_permissions.zone_permission (actions.cast, check_land_play, CR 601.3)
                   "SetColors")                         # query.object_colors, engine/static_colors.py (layer 5)
HANDLED_REPLACEMENTS = ("EntersWithCounters", "EntersTapped", "MultiplyMana", "ReplaceManaType",
                        "OthersEnterWithCounters",         # zones.counters_of_others_entering
                        "MultiplyLifeGain",                # zones.life_to_gain (Game.gain_life)
                        "ModifyCounterPlacement", "ModifyPlayerCounters",  # zones.put_counters, give_player_counters
                        "MultiplyTokens",                                  # zones.tokens_to_create
                        "ChooseOnEnter", "EntersTappedUnless", "EntersWithCountersIf",
                        "EntersTappedUnlessPaid",  # handlers.enter_replacements
                        "EntersAsCopy",                 # handlers.shields.copy_on_entering
                        "ExileInsteadOfGraveyard",
                        "BattlefieldInsteadOfDiscard",  # mechanics.casting.discard      # mechanics.outside_battlefield.leave_destination
                        "SkipStep",                     # engine.skipping.step_skipped (turn.begin_step)
                        "ReplaceDamage",                # handlers.shields.damage_replaced (combat.damage_object/player)
                        "ModifyDamage",                 # damage_changes.changed_damage (combat.damage_object/player)
                        "InsteadOfGraveyard",           # zones.instead_of_graveyard (zones.move)
                        "ReplaceDraw",                  # handlers.draw_replacements.static_draw_replaced (zones.draw)
                        "SacrificeToEnter",             # zones.sacrificed_to_enter (zones.move)
                        "ExiledInsteadOfEntering")      # zones.exiled_instead_of_entering (zones.move)
HANDLED_RESTRICTIONS = ("ATTACK", "BLOCK", "BE_BLOCKED", "BE_COUNTERED", "ATTACK_EACH_COMBAT", "UNTAP",
                        "BE_REGENERATED",
                        "ATTACK_ALONE", "BLOCK_ALONE",   # combat.declare_attackers / declare_blockers
                        "ASSIGN_COMBAT_DAMAGE",          # combat._assigns_none (CR 510.1a)
                        "ACTIVATE")                      # actions.check_activatable (CR 602.5)

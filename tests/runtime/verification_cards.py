"""The cards of the no-op proof (test_rt_verification.py): each VM instruction -> a small card
that uses it, as (name, rules text, mana cost, type line[, power, toughness]). The names are made
up; the rules text is real Oracle wording (a few cards join two real sentences, the first setting
up what the instruction must change), so each card is compiled by the real compiler and run by the
exercise harness."""
from cardtext.runtime import effects as fx
from cardtext.runtime import keyword_abilities as ka
from cardtext.runtime.mechanics import (attack_triggers, cast_modifications, casting, keyword_triggers, later_casting,
                                        outside_battlefield, zone_abilities)
from cardtext.runtime.mechanics import ward as ward_mechanics
from cardtext.runtime.mechanics import epic

CARDS = {
    # the first proofs: effects of spells
    fx.Draw: ("Divination", "Draw two cards.", "{2}{U}", "Sorcery"),
    fx.Destroy: ("Murder", "Destroy target creature.", "{1}{B}{B}", "Instant"),
    fx.DealDamage: ("Shock", "Shock deals 2 damage to any target.", "{R}", "Instant"),
    fx.PutCounters: ("Grow", "Put two +1/+1 counters on target creature.", "{G}", "Instant"),
    fx.ReturnToHand: ("Unsummon", "Return target creature to its owner's hand.", "{U}", "Instant"),
    fx.Mill: ("Thought Scour", "Target player mills two cards.", "{U}", "Instant"),
    fx.GainLife: ("Healing Salve", "You gain 3 life.", "{W}", "Instant"),
    fx.CreateToken: ("Raise the Alarm", "Create two 1/1 white Soldier creature tokens.", "{1}{W}", "Instant"),
    fx.CreateEmblem: ("Lordly Emblem", 'You get an emblem with "Creatures you control get +1/+0."', "{2}{W}", "Sorcery"),
    fx.LoseLife: ("Drain", "Target player loses 2 life.", "{B}", "Sorcery"),
    fx.Exile: ("Banish", "Exile target creature.", "{1}{W}", "Instant"),
    fx.TapObjects: ("Tap Down", "Tap target creature.", "{W}", "Instant"),
    fx.DiscardCards: ("Mind Rot", "Target player discards two cards.", "{2}{B}", "Sorcery"),
    fx.Scry: ("Foresee", "Scry 2.", "{U}", "Sorcery"),
    fx.Surveil: ("Look Ahead", "Surveil 2.", "{U}", "Sorcery"),
    fx.SearchLibrary: ("Land Find", "Search your library for a basic land card, reveal it, put it into your "
                       "hand, then shuffle.", "{G}", "Sorcery"),
    fx.ModifyPowerToughness: ("Giant Growth", "Target creature gets +3/+3 until end of turn.", "{G}", "Instant"),
    fx.GainKeyword: ("Wings", "Target creature gains flying until end of turn.", "{U}", "Instant"),
    fx.GainControl: ("Threaten", "Gain control of target creature an opponent controls until end of turn.",
                     "{2}{R}", "Sorcery"),
    fx.CounterSpell: ("Cancel", "Counter target spell.", "{1}{U}{U}", "Instant"),
    fx.PreventDamage: ("Fog", "Prevent all combat damage that would be dealt this turn.", "{G}", "Instant"),
    fx.Optional: ("Maybe", "You may draw a card.", "{U}", "Instant"),
    fx.ChooseModes: ("Either", "Choose one —\n• Draw a card.\n• You gain 3 life.", "{1}", "Instant"),
    fx.SacrificeObjects: ("Edict", "Target player sacrifices a creature.", "{1}{B}", "Instant"),
    fx.Regenerate: ("Regrowth Shield", "Regenerate target creature.", "{G}", "Instant"),
    fx.PhaseOut: ("Reality Ripple", "Target artifact, creature, or land phases out.", "{1}{U}", "Instant"),
    fx.SkipTurns: ("Meditate", "Draw four cards. You skip your next turn.", "{2}{U}", "Instant"),
    fx.SkipNextStep: ("Avizoa", "Flying\n{0}: Avizoa gets +2/+2 until end of turn. You skip your next untap step. "
                      "Activate only once each turn.", "{3}{U}", "Creature — Bird", "2", "2"),
    fx.KeepTapped: ("Dungeon Geists", "Flying\nWhen Dungeon Geists enters the battlefield, tap target creature an "
                    "opponent controls. That creature doesn't untap during its controller's untap step for as "
                    "long as you control Dungeon Geists.", "{2}{U}{U}", "Creature — Spirit", "3", "3"),
    fx.AddMana: ("Dark Ritual", "Add {B}{B}{B}.", "{B}", "Instant"),
    fx.GetEnergy: ("Charge", "You get {E}{E}.", "{R}", "Instant"),
    fx.LookAtTop: ("Impulse", "Look at the top four cards of your library. Put one of them into your hand "
                   "and the rest on the bottom of your library in any order.", "{1}{U}", "Instant"),
    fx.RevealHand: ("Peek", "Target opponent reveals their hand.", "{U}", "Instant"),
    fx.PutOnLibrary: ("Griptide", "Put target creature on top of its owner's library.", "{3}{U}", "Instant"),
    fx.ReturnToBattlefield: ("Zombify", "Return target creature card from your graveyard to the battlefield.",
                             "{3}{B}", "Sorcery"),
    fx.Bolster: ("Bolster Up", "Bolster 2.", "{W}", "Instant"),
    fx.CollectEvidenceAction: ("Proof of Evidence", "When this creature enters, you may collect evidence 2. "
                               "If you do, draw a card.", "{1}{U}", "Creature — Vedalken Detective", "2", "2"),
    fx.Blight: ("Proof of Blight", "When this creature enters, you may blight 1. If you do, draw a card.",
                "{1}{B}", "Creature — Goblin", "2", "2"),
    fx.Forage: ("Proof of Forage", "When this creature enters, you may forage. If you do, draw a card.",
                "{1}{G}", "Creature — Squirrel", "2", "2"),
    fx.ReflexiveTrigger: ("Proof of Reflexive Trigger", "When this creature enters, you may draw a card. "
                          "When you do, target creature gets +1/+1 until end of turn.", "{1}{U}",
                          "Creature — Human", "1", "1"),
    fx.Discover: ("Proof of Discover", "When this creature enters, discover 3.", "{2}{R}", "Creature — Goblin",
                  "1", "1"),
    fx.Endure: ("Proof of Endure", "When this creature enters, it endures 2.", "{1}{W}", "Creature — Spirit",
                "1", "1"),
    fx.ManifestDread: ("Proof of Dread", "When this creature dies, manifest dread.", "{1}{B}", "Creature — Rat",
                       "1", "1"),
    fx.Cloak: ("Proof of Cloak", "When this creature enters, cloak the top card of your library.", "{2}{U}",
               "Creature — Human Rogue", "1", "1"),
    fx.Airbend: ("Proof of Airbend", "Airbend target nonland permanent. (Exile it. While it's exiled, its "
                 "owner may cast it for {2} rather than its mana cost.)", "{2}{W}", "Instant"),
    fx.Earthbend: ("Proof of Earthbend", "Earthbend 2. (Target land you control becomes a 0/0 creature with haste "
                   "that's still a land. Put two +1/+1 counters on it. When it dies or is exiled, return it to "
                   "the battlefield tapped.)", "{1}{G}", "Sorcery"),
    fx.Manifest: ("Proof of Manifest", "Manifest the top two cards of your library.", "{3}{G}{U}", "Instant"),
    fx.Monstrosity: ("Proof of Monstrosity", "{3}{G}: Monstrosity 2.", "{1}{G}", "Creature — Beast", "2", "2"),
    fx.Detain: ("Proof of Detain", "Detain target creature an opponent controls.", "{1}{W}", "Sorcery"),
    fx.MultiplyPowerToughness: ("Proof of Triple", "Triple target creature's power and toughness until end of turn.",
                                "{G}", "Instant"),
    fx.Goad: ("Proof of Goad", "Goad target creature.", "{R}", "Sorcery"),
    fx.Fateseal: ("Proof of Fateseal", "Fateseal 2.", "{U}", "Sorcery"),
    fx.Learn: ("Proof of Learn", "Draw a card. Learn.", "{1}{U}", "Sorcery"),
    fx.Amass: ("Proof of Amass", "Amass Zombies 2.", "{1}{B}", "Sorcery"),
    fx.Harness: ("Proof of Harness", "{2}, {T}: Harness Proof of Harness.", "{1}", "Legendary Artifact"),
    fx.TheRingTemptsYou: ("Proof of the Ring", "Destroy target creature. The Ring tempts you.", "{1}{B}{B}", "Sorcery"),
    fx.Adapt: ("Proof of Adapt", "{2}{G}: Adapt 2.", "{1}{G}", "Creature — Beast", "2", "2"),
    fx.Connive: ("Proof of Connive", "When this creature enters, it connives.", "{1}{U}", "Creature — Rogue",
                 "1", "1"),
    fx.Vote: ("Proof of Vote", "Will of the council — Starting with you, each player votes for time or knowledge. "
              "If time gets more votes, draw a card. If knowledge gets more votes or the vote is tied, you gain "
              "3 life.", "{2}{U}", "Sorcery"),
    fx.FaceVillainousChoice: ("Proof of Villainy", "Each opponent faces a villainous choice — That player loses 3 "
                              "life, or you draw two cards.", "{2}{B}", "Sorcery"),
    fx.Suspect: ("Proof of Suspect", "Suspect up to one target creature.", "{1}{B}", "Instant"),
    fx.StopSuspecting: ("Proof of No Longer Suspected", "When this creature enters, suspect it. All suspected "
                        "creatures are no longer suspected.", "{2}{W}", "Creature — Detective", "2", "2"),
    fx.ShuffleIntoOwnersLibrary: ("Proof of Shuffle In", "Shuffle target creature into its owner's library.",
                                  "{1}{U}", "Instant"),
    # Keys to the House's second ability (the exercise makes a Room with one door unlocked to target)
    fx.LockOrUnlockDoor: ("Proof of Lock or Unlock", "{3}, {T}, Sacrifice this artifact: Lock or unlock a door of "
                          "target Room you control. Activate only as a sorcery.", "{1}", "Artifact"),
    fx.SolveCase: ("Proof of Solving", "To solve — You control three or more creatures.", "{1}{W}",
                   "Enchantment — Case"),
    fx.WhenDiesThisTurn: ("Proof of Dying Wish", "Target creature gets +3/+0 until end of turn. When it dies "
                          "this turn, draw a card.", "{1}{B}", "Instant"),
    fx.BecomeLevel: ("Proof of Level", "When this Class enters, draw a card.\n{1}{U}: Level 2\n"
                     "When this Class becomes level 2, draw a card.", "{U}", "Enchantment — Class"),
    fx.ShuffleIntoLibrary: ("Timetwister", "Each player shuffles their hand and graveyard into their library.",
                            "{2}{U}", "Sorcery"),
    fx.ExtraTurn: ("Time Walk", "Take an extra turn after this one.", "{1}{U}", "Sorcery"),
    fx.AdditionalLandPlays: ("Proof of Additional Land", "You may play an additional land this turn.\nDraw a card.", "{1}{G}", "Sorcery"),
    fx.LoseTheGame: ("Door to Nothingness", "{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}, {T}, Sacrifice Door to Nothingness: "
                     "Target player loses the game.", "{5}", "Artifact"),
    # every other instruction
    fx.AddRestriction: ('Proof of Add Restriction', "Creatures can't block this turn.", '{2}{R}', 'Instant'),
    fx.Animate: (
        'Proof of Animate',
        "Buyback {3}\nTarget land becomes a 2/2 creature that's still a land.",
        '{1}{G}', 'Sorcery'),
    fx.AttachObjects: (
        'Proof of Attach Objects',
        '{T}: Attach target Equipment you control to target creature you control.',
        '{3}', 'Artifact Creature — Myr', '1', '3'),
    fx.ExchangeWithHand: (
        'Proof of Exchange With Hand', "Enchant creature\nEnchanted creature has flying.\nAura swap {2}{U}",
        '{1}{U}', 'Enchantment — Aura'),
    fx.Unattach: (
        'Proof of Unattach', "Equipped creature has double strike.\nReconfigure {2}",
        '{1}{R}', 'Artifact Creature — Equipment Lizard', '1', '1'),
    fx.AttachToAnother: (
        'Proof of Attach To Another',
        '{1}: Attach target Aura attached to a creature to another creature.',
        '{3}{W}', 'Legendary Creature — Fox Wizard', '4', '5'),
    fx.BecomeBasicLandType: (
        'Proof of Become Basic Land Type',
        '{T}: Target land becomes the basic land type of your choice until end of turn.',
        '{U}', 'Creature — Merfolk Shaman', '0', '2'),
    fx.BecomeCreatureTypeChoice: (
        'Proof of Become Creature Type Choice',
        '{1}: ~ becomes the creature type of your choice until end of turn.',
        '{1}{U}', 'Creature — Illusion', '1', '1'),
    fx.BecomeColorChoice: (
        'Proof of Become Color Choice',
        'Target permanent becomes the color or colors of your choice.',
        '{U}', 'Instant'),
    ka.BecomeCreature: ('Proof of Become Creature', 'Crew 6', '{1}', 'Artifact — Vehicle'),
    keyword_triggers.Cascade: ('Proof of Cascade', 'Cascade', '{4}{G}{W}', 'Creature — Wurm', '5', '5'),
    outside_battlefield.CastEncodedCopy: (
        'Proof of Cast Encoded Copy',
        'Target opponent loses 3 life.\nCipher',
        '{4}{B}', 'Sorcery'),
    outside_battlefield.CastSuspended: (
        'Proof of Cast Suspended',
        'Flying\nSuspend 4—{1}{U}',
        '{6}{U}', 'Creature — Illusion', '4', '4'),
    attack_triggers.ChampionExile: (
        'Proof of Champion Exile',
        'Flying\nChampion an Elemental',
        '{6}{U}', 'Creature — Elemental', '10', '10'),
    attack_triggers.ChampionReturn: (
        'Proof of Champion Return',
        'Flying\nChampion an Elemental',
        '{6}{U}', 'Creature — Elemental', '10', '10'),
    fx.Choose: ('Proof of Choose', 'Counter target spell. Untap up to four lands.', '{2}{U}{U}', 'Instant'),
    fx.ChooseAtRandom: (
        'Proof of Choose At Random',
        'Return two cards at random from your graveyard to your hand.',
        '{3}{G}', 'Sorcery'),
    fx.ChooseFromHand: (
        'Proof of Choose From Hand',
        'Draw three cards, then put a card from your hand on the bottom of your library.',
        '{3}{U}', 'Sorcery'),
    fx.ChooseValue: (
        'Proof of Choose Value',
        'Destroy all creatures of the creature type of your choice.',
        '{4}{B}', 'Sorcery'),
    fx.Clash: (
        'Proof of Clash',
        'Flying\nWhen Proof of Clash dies, clash with an opponent. If you win, return Proof of Clash to its '
        "owner's hand.",
        '{1}{U}', 'Creature — Faerie Wizard', '1', '1'),
    fx.CopySpell: (
        'Proof of Copy Spell',
        'Copy target instant or sorcery spell. You may choose new targets for the copy.',
        '{U}{U}', 'Instant'),
    fx.ChangeTheTarget: (
        'Proof of Change the Target',
        'Change the target of target spell with a single target.',
        '{U}', 'Instant'),
    fx.ChooseNewTargets: (
        'Proof of Choose New Targets',
        'Gain control of target spell. You may choose new targets for it.',
        '{2}{U}{U}', 'Instant'),
    keyword_triggers.CounterUpkeep: (
        'Proof of Counter Upkeep',
        'Shroud\nFading 3',
        '{2}{G}{G}', 'Creature — Beast', '5', '5'),
    fx.CreateDelayedTrigger: (
        'Proof of Create Delayed Trigger',
        '{3}{B}: Destroy target blocking creature at end of combat.',
        '{B}{B}', 'Creature — Human Mercenary Assassin', '2', '1'),
    fx.CreateTokenCopy: (
        'Proof of Create Token Copy',
        "Create a token that's a copy of target creature.\nRetrace",
        '{4}{G/U}{G/U}', 'Sorcery'),
    fx.DealDamageSimultaneously: (
        'Proof of Deal Damage Simultaneously',
        'Target creature fights another target creature.',
        '{4}{R}{R}', 'Sorcery'),
    fx.DistributeCounters: (
        'Proof of Distribute Counters',
        'Distribute two +1/+1 counters among one or two target creatures.',
        '{1}{G}', 'Sorcery'),
    fx.DealDividedDamage: (
        'Proof of Deal Divided Damage',
        'Proof of Deal Divided Damage deals 2 damage divided as you choose among one or two target creatures '
        'and/or players.',
        '{1}{R}', 'Instant'),
    keyword_triggers.DefenderLosesLife: (
        'Proof of Defender Loses Life',
        'Afflict 1',
        '{1}{B}', 'Creature — Zombie Jackal Warrior', '2', '2'),
    keyword_triggers.DefenderSacrifices: (
        'Proof of Defender Sacrifices',
        'Annihilator 2\nProof of Defender Sacrifices attacks each combat if able.',
        '{8}', 'Creature — Eldrazi', '8', '8'),
    fx.DiscardAll: ('Proof of Discard All', 'Discard your hand.', '{B}', 'Instant'),
    fx.DiscardObjects: (
        'Proof of Discard Objects',
        "Look at target player's hand and choose up to two cards from it. That player discards those cards.",
        '{3}{B}{B}', 'Sorcery'),
    fx.DoubleCounters: (
        'Proof of Double Counters',
        'Sunburst\n{T}: Double the number of +1/+1 counters on Proof of Double Counters.',
        '{7}', 'Artifact Creature — Construct', '0', '0'),
    zone_abilities.EmbalmToken: (
        'Proof of Embalm Token',
        'Embalm {3}{U}',
        '{1}{U}', 'Creature — Naga Warrior', '2', '1'),
    fx.ExchangeControl: (
        'Proof of Exchange Control',
        'Exchange control of two target lands.\nSplice onto Arcane {3}{U}',
        '{3}{U}', 'Instant — Arcane'),
    fx.ExileCardsFrom: (
        'Proof of Exile Cards From',
        "Exile all cards from target player's hand and graveyard.",
        '{2}{W}{W}{B}{B}', 'Sorcery'),
    fx.ExileIfDiesThisTurn: (
        'Proof of Exile If Dies This Turn',
        'Proof of Exile If Dies This Turn deals 3 damage to each creature. If a creature dealt damage this way '
        'would die this turn, exile it instead.',
        '{1}{R}{R}', 'Sorcery'),
    fx.ExileNamedCards: (
        'Proof of Exile Named Cards',
        "Counter target spell. Search its controller's graveyard, hand, and library for all cards with the "
        'same name as that spell and exile them. Then that player shuffles his or her library.',
        '{3}{U}{U}', 'Instant'),
    fx.ExileTopOfLibrary: (
        'Proof of Exile Top Of Library',
        'Flying\n{1}{U}{U}: Exile the top card of your library. Until end of turn, you may play that card.',
        '{4}{U}{U}', 'Creature — Human Soldier', '4', '3'),
    fx.ExileUntilLeaves: (
        'Proof of Exile Until Leaves',
        'When Proof of Exile Until Leaves enters the battlefield, exile target creature an opponent controls '
        'until Proof of Exile Until Leaves leaves the battlefield.',
        '{1}{W}{W}', 'Creature — Human Cleric', '2', '2'),
    fx.Explore: (
        'Proof of Explore',
        'When Proof of Explore enters the battlefield, it explores.',
        '{1}{B}', 'Creature — Human Scout', '1', '2'),
    keyword_triggers.Extort: ('Proof of Extort', 'Extort', '{1}{W}', 'Creature — Human Cleric', '2', '2'),
    keyword_triggers.Fabricate: (
        'Proof of Fabricate',
        'Fabricate 1',
        '{7}', 'Artifact Creature — Construct', '5', '7'),
    fx.FlipCoins: (
        'Proof of Flip Coins',
        '{T}: Flip two coins. Take an extra turn after this one for each coin that comes up heads.',
        '{2}', 'Artifact'),
    fx.FlipCoin: (
        'Proof of Flip Coin',
        '{T}, Pay 3 life: Flip a coin. If you win the flip, you gain 6 life.',
        '{1}{B}', 'Creature — Human Rogue', '2', '2'),
    fx.GainAbility: (
        'Proof of Gain Ability',
        '{3}{G}: Target creature must be blocked this turn if able.',
        '{2}{G}', 'Creature — Satyr Rogue', '2', '1'),
    fx.AttackDespiteDefender: (
        'Proof of Attack Despite Defender',
        "Defender\n{2}{G}: This creature can attack this turn as though it didn't have defender.",
        '{2}{G}', 'Creature — Insect', '4', '4'),
    fx.CantBeBlockedByThisTurn: (
        'Proof of Cant Be Blocked By This Turn',
        "{3}{G}: This creature can't be blocked by creatures with power 2 or less this turn.",
        '{4}{G}{G}', 'Creature — Dinosaur', '6', '6'),
    fx.UnblockableByThoseThisTurn: (
        'Proof of Unblockable By Those This Turn',
        "{R}: Target creature can't block this creature this turn.",
        '{2}{R}', 'Creature — Bird', '2', '2'),
    fx.BlocksThisTurnIfAble: (
        'Proof of Blocks This Turn If Able',
        '{G}: Target creature blocks this creature this turn if able.',
        '{3}{G}', 'Creature — Elephant', '2', '2'),
    fx.GainKeywordChoice: (
        'Proof of Gain Keyword Choice',
        'Target creature gains your choice of flying or first strike until end of turn.',
        '{W}', 'Instant'),
    fx.GainProtectionChoice: (
        'Proof of Gain Protection Choice',
        '{T}: Target creature you control gains protection from the color of your choice until end of turn.',
        '{W}', 'Creature — Human Cleric', '1', '1'),
    fx.GetPoison: (
        'Proof of Get Poison',
        'Infect\nAt the beginning of your upkeep, you get a poison counter.',
        '{2}{B}{B}', 'Creature — Horror', '4', '5'),
    keyword_triggers.GraftMove: ('Proof of Graft Move', 'Graft 1', '{G}', 'Creature — Human Mutant', '0', '0'),
    fx.HauntExile: (
        'Proof of Haunt Exile',
        'Target player discards a card.\nHaunt\nWhen the creature Proof of Haunt Exile haunts dies, target '
        'player discards a card.',
        '{B}', 'Sorcery'),
    keyword_triggers.LivingWeapon: (
        'Proof of Living Weapon',
        'Living weapon\nEquipped creature gets +1/+1.\nEquip {2}',
        '{1}', 'Artifact — Equipment'),
    fx.LoseAllAbilities: (
        'Proof of Lose All Abilities',
        'Flash\nWhen Proof of Lose All Abilities enters the battlefield, tap target creature an opponent '
        'controls. It loses all abilities until end of turn.',
        '{U}{U}', 'Creature — Merfolk Wizard', '2', '2'),
    fx.BecomeCreatureType: (
        'Proof of Become Creature Type',
        'Until end of turn, target creature loses all abilities and becomes a blue Frog with base power '
        'and toughness 1/1.',
        '{1}{U}', 'Instant'),
    fx.SetLifeTotal: (
        'Proof of Set Life Total',
        "Target opponent's life total becomes 10.",
        '{2}{B}', 'Sorcery'),
    fx.AddColorsAndTypes: (
        'Proof of Add Colors and Types',
        'Target creature is a black Zombie in addition to its other colors and types.',
        '{1}{B}', 'Sorcery'),
    fx.LoseKeyword: (
        'Proof of Lose Keyword',
        '{T}: Target creature loses flying until end of turn.',
        '{3}{G}', 'Creature — Spirit', '3', '2'),
    casting.MadnessCast: ('Proof of Madness Cast', 'Madness {2}{B}', '{4}{B}', 'Creature — Vampire', '3', '5'),
    fx.MayPlay: (
        'Proof of May Play',
        'Flying\n{1}{U}{U}: Exile the top card of your library. Until end of turn, you may play that card.',
        '{4}{U}{U}', 'Creature — Human Soldier', '4', '3'),
    attack_triggers.MeleePump: (
        'Proof of Melee Pump',
        'Menace\nMelee',
        '{2}{R}', 'Creature — Human Warrior', '2', '1'),
    outside_battlefield.MiracleCast: (
        'Proof of Miracle Cast',
        "Return all nonland permanents to their owners' hands.\nMiracle {1}{U}",
        '{3}{U}{U}', 'Sorcery'),
    zone_abilities.NinjutsuEnter: (
        'Proof of Ninjutsu Enter',
        'Ninjutsu {1}{U}\nWhenever Proof of Ninjutsu Enter deals combat damage to a player, you may draw a card.',
        '{3}{U}', 'Creature — Human Ninja', '2', '2'),
    fx.PayCost: (
        'Proof of Pay Cost',
        'Whenever a creature dies, you may pay {3}. If you do, draw a card.',
        '{W}', 'Enchantment'),
    keyword_triggers.PayOrSacrifice: ('Proof of Pay Or Sacrifice', 'Echo {R}', '{R}', 'Creature — Goblin', '2', '1'),
    fx.PreventNextTime: (
        'Proof of Prevent Next Time',
        '{1}: The next time a red source of your choice would deal damage to you this turn, prevent that damage.',
        '{1}{W}', 'Enchantment'),
    fx.Proliferate: ('Proof of Proliferate', 'Proliferate.\nDraw a card.', '{2}{U}', 'Instant'),
    attack_triggers.Provoke: ('Proof of Provoke', 'Provoke', '{R}', 'Creature — Goblin', '1', '1'),
    fx.PutFromHand: (
        'Proof of Put From Hand',
        '{T}: You may put a land card from your hand onto the battlefield.',
        '{1}{G}', 'Creature — Elf Scout', '1', '3'),
    fx.PutFromHandOnTop: (
        'Proof of Put From Hand On Top',
        'When Proof of Put From Hand On Top dies, each player puts a card from his or her hand on top of his '
        'or her library.',
        '{2}{B}', 'Creature — Human Wizard', '3', '1'),
    fx.PutInto: (
        'Proof of Put Into',
        '{2}{U}: Look at the top card of your library. You may put that card into your graveyard.',
        '{3}{U}', 'Creature — Human Wizard', '2', '2'),
    fx.PutOnBottom: (
        'Proof of Put On Bottom',
        "Put target artifact on the bottom of its owner's library.",
        '{1}{G}', 'Instant'),
    casting.ReboundCast: (
        'Proof of Rebound Cast',
        'Target creature gets +2/+2 until end of turn.\nRebound',
        '{1}{W}', 'Instant'),
    outside_battlefield.RecoverPay: ('Proof of Recover Pay', 'You gain 4 life.\nRecover {1}{W}', '{1}{W}', 'Instant'),
    fx.RedirectNextDamage: (
        'Proof of Redirect Next Damage',
        '{1}{W}: The next 1 damage that would be dealt to Proof of Redirect Next Damage this turn is dealt to '
        'target creature instead.',
        '{2}{W}', 'Creature — Human Cleric', '2', '2'),
    outside_battlefield.RemoveTimeCounter: (
        'Proof of Remove Time Counter',
        'Flying\nSuspend 4—{1}{U}',
        '{6}{U}', 'Creature — Illusion', '4', '4'),
    keyword_triggers.Renown: ('Proof of Renown', 'Renown 1', '{2}{W}', 'Creature — Human Knight', '3', '2'),
    fx.NextSpellUncounterable: (
        'Proof of Next Spell Uncounterable',
        "{1}: The next spell you cast this turn can't be countered.",
        '{2}{U}', 'Enchantment'),
    fx.ReplaceNextDraw: (
        'Proof of Replace Next Draw',
        '{1}: The next time you would draw a card this turn, you gain 5 life instead.',
        '{2}{W}', 'Enchantment'),
    cast_modifications.ReplicateCopies: (
        'Proof of Replicate Copies',
        'Replicate {1}{U}\nDraw a card.',
        '{1}{U}', 'Sorcery'),
    cast_modifications.SquadCopies: (
        'Proof of Squad Copies',
        'Squad {2}',
        '{1}{W}', 'Creature — Human Soldier', '2', '2'),
    keyword_triggers.ReturnSourceCard: (
        'Proof of Return Source Card',
        'Undying',
        '{4}{R}', 'Creature — Vampire Rogue', '4', '1'),
    fx.RevealUntil: (
        'Proof of Reveal Until',
        'Reveal cards from the top of your library until you reveal a nonland card, then put all cards '
        'revealed this way into your hand.',
        '{1}{U}', 'Sorcery'),
    outside_battlefield.Ripple: ('Proof of Ripple', 'Ripple 4\nTarget player discards a card.', '{1}{B}', 'Sorcery'),
    fx.SearchOtherLibrary: (
        'Proof of Search Other Library',
        "Search target player's library for a card and exile it. Then that player shuffles his or her library.",
        '{U}', 'Sorcery'),
    zone_abilities.SearchSameManaValue: (
        'Proof of Search Same Mana Value',
        'Defender\nFlying\nTransmute {1}{U}{U}',
        '{2}{U}', 'Creature — Spirit', '0', '5'),
    fx.SearchToTop: (
        'Proof of Search To Top',
        'Search your library for a sorcery card and reveal that card. Shuffle your library, then put the card '
        'on top of it.',
        '{U}', 'Sorcery'),
    fx.SetBasePT: (
        'Proof of Base Power',
        'Target creature has base power and toughness 1/1 until end of turn.',
        '{U}', 'Instant'),
    fx.SwitchPowerToughness: (
        'Proof of Switching',
        "Switch target creature's power and toughness until end of turn.",
        '{R}', 'Instant'),
    fx.BecomeCopy: (
        'Proof of Copying',
        "{2}: ~ becomes a copy of target creature until end of turn.",
        '{3}', 'Artifact'),
    fx.GainAllCreatureTypes: (
        'Proof of All Creature Types',
        '{2}: Until end of turn, creatures you control have base power and toughness 2/2 and gain all creature types.',
        '{1}', 'Artifact Creature — Shapeshifter', '1', '1'),
    fx.ShuffleLibrary: (
        'Proof of Shuffle Library',
        '{2}, {T}: Shuffle your library.',
        '{1}', 'Artifact Creature — Myr', '1', '1'),
    fx.SkipNextUntap: (
        'Proof of Skip Next Untap',
        "{3}: Target creature doesn't untap during its controller's next untap step.",
        '{4}', 'Artifact'),
    zone_abilities.Unearthed: ('Proof of Unearthed', 'Unearth {B}', '{1}{B}', 'Creature — Zombie', '2', '1'),
    fx.Unless: ('Proof of Unless', 'Counter target spell unless its controller pays {X}.', '{X}{U}', 'Instant'),
    # made up from real wordings: a first sentence sets up what the instruction must change
    fx.UntapObjects: ("Proof of Untap", "Tap target creature. Untap that creature.", "{W}", "Instant"),
    fx.Conditional: ("Proof of Condition", "You gain 3 life. If you control a creature, draw a card.", "{W}",
                     "Instant"),
    fx.Populate: ("Proof of Populate", "Create a 1/1 white Bird creature token with flying, then populate.",
                  "{2}{W}", "Sorcery"),
    fx.RemoveAllCounters: ("Proof of Remove All Counters", "Put two +1/+1 counters on target creature. "
                           "Remove all +1/+1 counters from it.", "{G}", "Instant"),
    fx.PutCountersOf: ("Proof of Put Counters Of", "When this creature enters, put two +1/+1 counters on it.\n"
                       "When this creature leaves the battlefield, put its counters on target creature you control.",
                       "{1}{G}", "Creature — Insect Knight", "1", "1"),
    fx.RemoveCounters: ("Proof of Remove Counters", "Put two +1/+1 counters on target creature. "
                        "Remove a +1/+1 counter from it.", "{G}", "Instant"),
    fx.ControlToOwners: ("Proof of Owners", "Gain control of target creature an opponent controls. "
                         "Each player gains control of all creatures they own.", "{2}{U}", "Sorcery"),
    fx.BecomeSaddled: ("Proof of Saddle", "Saddle 1", "{1}{W}", "Creature — Horse Mount"),
    ward_mechanics.CounterUnlessPaid: ("Proof of Ward", "Ward {2}", "{1}{U}", "Creature — Spirit"),
    fx.RevealObjects: ("Proof of Reveal", "Look at the top card of your library. You may reveal it. If you do, "
                       "draw a card.", "{U}", "Sorcery"),
    # keywords the exercise plays where they must act: an unattached Equipment, a creature to pair
    # with, a spell cast before the storm spell, two blockers for rampage
    ka.AttachSource: ("Proof of Attach", "Equipped creature has first strike.\n{R}{R}: Attach Proof of Attach "
                      "to target creature you control.\nEquip {1}", "{2}", "Artifact — Equipment"),
    fx.PairSoulbond: ("Proof of Soulbond", "Soulbond\nAs long as Proof of Soulbond is paired with another "
                      "creature, both creatures have flying.", "{U}", "Creature — Human Wizard", "1", "1"),
    keyword_triggers.RampagePump: ("Proof of Rampage", "Rampage 3", "{2}{R}{R}{R}", "Creature — Human Berserker",
                                   "2", "4"),
    keyword_triggers.StormCopies: ("Proof of Storm", "Destroy target land.\nStorm", "{4}{R}{R}", "Sorcery"),
    later_casting.WarpExile: ("Proof of Warp Exile", "Warp {1}{R}", "{3}{R}", "Artifact Creature — Robot", "3", "3"),
    epic.Epic: ("Proof of Epic", "Draw a card.\nEpic", "{1}{U}", "Sorcery"),
    epic.EpicCopy: ("Proof of Epic Copy", "Draw a card.\nEpic", "{1}{U}", "Sorcery"),
    fx.ReturnExiledWith: ("Proof of Return", "Exile target creature. Return the exiled card to the battlefield "
                          "under its owner's control.", "{W}", "Instant"),
    fx.BecomeColors: ("Proof of Become Colors", "Target creature becomes white until end of turn.", "{W}", "Instant"),
    fx.BecomeAura: ("Proof of Become Aura", "{U}, {T}: ~ loses this ability and becomes an Aura enchantment with "
                    "enchant creature. Attach it to target creature. You may pay {U} to end this effect.\n"
                    "Enchanted creature has flying.", "{1}{U}", "Creature — Licid", "1", "1"),
}
# hideaway's trigger (CR 702.75a) and its lands' linked ability (CR 607.2a)
CARDS[fx.ExiledCardsMayBeLookedAt] = ("Proof of Hideaway", "Hideaway 4\n{T}: You may play the exiled card without "
                                      "paying its mana cost.", "", "Land")
CARDS[fx.PlayExiledFree] = CARDS[fx.ExiledCardsMayBeLookedAt]
CARDS[fx.WinTheGame] = ("Proof of Victory", "You win the game.", "{W}", "Sorcery")
CARDS[fx.CantCastSpellsThisTurn] = ("Proof of Silence", "Your opponents can't cast spells this turn.", "{W}", "Instant")
CARDS[fx.CastFromHandFree] = ("Proof of Expertise", "You may cast a card with mana value 3 or less from your "
                               "hand without paying its mana cost.", "{2}{U}", "Sorcery")
# space sculptor gives the exercise's creatures their sectors (CR 704.5u) before the ability resolves
CARDS[fx.BlockedOnlyWithinSectorsThisTurn] = (
    "Proof of Sectors", "Space sculptor\n{2}: Creatures in each sector can be blocked this turn only by "
    "creatures in the same sector.", "{2}", "Artifact Creature — Construct", "2", "2")
CARDS[fx.PutLookedCards] = CARDS[fx.LookAtTop]
# "reveals three cards from their hand and you choose one of them" (CR 701.16a): the revealed
# cards, then the one chosen among them, are what the discard acts on
CARDS[fx.RevealFromHand] = ("Proof of Reveal From Hand", "Target player reveals three cards from their hand and "
                            "you choose one of them. That player discards that card.", "{B}", "Sorcery")
CARDS[fx.ChooseAmongRevealed] = CARDS[fx.RevealFromHand]
# "If you do" after an instruction that isn't optional (CR 608.2c): the exercise's target has the
# counter to remove, so the removal is done and the draw must follow
CARDS[fx.IfDone] = ("Proof of If You Do", "{T}: Remove a -1/-1 counter from target creature. If you do, draw a "
                    "card.", "{2}", "Artifact")
CARDS[fx.CantGainLifeThisTurn] = ("Proof of No Life Gain", "Players can't gain life this turn.", "{R}", "Instant")
CARDS[fx.CantPlayLandsThisTurn] = ("Proof of No Land Play", "Target player can't play lands this turn.", "{R}",
                                   "Instant")
CARDS[fx.DamageCantBePreventedThisTurn] = ("Proof of Unpreventable Damage", "Damage can't be prevented this turn.",
                                           "{R}", "Instant")
# the exercise has the creature blocked as its trigger fires, so it is in combat to leave (CR 506.4)
CARDS[fx.RemoveFromCombat] = ("Proof of Remove From Combat", "Whenever this creature becomes blocked, you may "
                              "untap it and remove it from combat.", "{2}{W}", "Creature — Bird Soldier", "2", "2")
# the gain first, so the two life totals differ as they are exchanged (CR 701.10c)
CARDS[fx.ExchangeLifeTotals] = ("Proof of Exchange Life Totals", "You gain 3 life. Exchange life totals with "
                                "target opponent.", "{2}{W}{B}", "Sorcery")
CARDS[fx.NoUntapNextUntapStep] = ("Proof of No Untap Next Step", "Draw a card. Lands you control don't untap "
                                  "during your next untap step.", "{U}", "Sorcery")

EXERCISE_ALSO_NOTICES = frozenset({
    # a keyword whose own exercise (exercise_keywords.py) checks the outcome: with the handler a
    # no-op, the exercise fails as well as the verification
    outside_battlefield.CastEncodedCopy,
    outside_battlefield.CastSuspended,
    attack_triggers.ChampionExile,
    attack_triggers.ChampionReturn,
    casting.MadnessCast,
    attack_triggers.MeleePump,
    outside_battlefield.MiracleCast,
    attack_triggers.Provoke,
    casting.ReboundCast,
    outside_battlefield.RecoverPay,
    outside_battlefield.RemoveTimeCounter,
    cast_modifications.ReplicateCopies,
    cast_modifications.SquadCopies,
    outside_battlefield.Ripple,
    later_casting.WarpExile,
    epic.Epic,
    epic.EpicCopy,
})

NOTHING_TO_OBSERVE: dict[type, str] = {
    # an instruction that by design changes nothing observable: none so far
}

NOT_YET_PROVEN: dict[type, str] = {
    # the exercise never puts these in a position where they must change something, so a no-op
    # is "explained" (or never runs): the proof is still to be made. None left.
}

PROVEN_BY_OWN_TEST: dict[type, str] = {
    # the exercise's games have two players, where myriad has no opponent to copy for (CR 702.116a)
    attack_triggers.MyriadCopies: "test_myriad_in_a_three_player_game_is_verified_and_its_no_op_caught",
    # the exercise's decider answers the first option, zero cards: the proof draws some
    fx.DrawUpTo: "test_drawing_up_to_a_number_is_verified_and_its_no_op_caught",
    # the exercise's board has no double-faced permanent to target, and a card's abilities are run
    # once each, not the tokens' it creates (the Incubator's "{2}: Transform this token.")
    fx.Transform: "test_an_incubator_transforms_verified_and_its_no_op_caught",
    # the exercise's players own no dungeon card outside the game (CR 309.2)
    fx.VentureIntoTheDungeon: "test_venturing_into_the_dungeon_is_verified_and_its_no_op_caught",
    # the exercise's players have no cards outside the game (no sideboard, CR 400.11b)
    fx.PutFromOutsideTheGame: "test_a_wish_is_verified_and_its_no_op_caught",
    # the exercise's players have no scheme deck (CR 904.3); set in motion is the archenemy's
    # turn-based action (CR 904.9), abandon an ongoing scheme's own ability
    fx.SetInMotion: "test_schemes_set_in_motion_and_abandoned_are_verified_and_their_no_ops_caught",
    # the exercise's players have no planar deck (CR 901.3)
    fx.Planeswalk: "test_planeswalking_is_verified_and_its_no_op_caught",
    fx.AbandonScheme: "test_schemes_set_in_motion_and_abandoned_are_verified_and_their_no_ops_caught",
    # the exercise's players have no Attraction deck (CR 717.2); rolling to visit is also the
    # turn-based action of CR 703.4g
    fx.OpenAttraction: "test_attractions_opened_and_visited_are_verified_and_their_no_ops_caught",
    fx.RollToVisitAttractions: "test_attractions_opened_and_visited_are_verified_and_their_no_ops_caught",
    # the exercise's players have no Contraption deck (Unstable release notes)
    fx.Assemble: "test_assembling_a_contraption_is_verified_and_its_no_op_caught",
    # the speed trigger is no card's ability: a player with speed has it (CR 702.179d)
    fx.IncreaseSpeed: "test_the_speed_trigger_raises_speed_verified_and_its_no_op_caught",
    # the exercise's board has no permanent or suspended card with a time counter
    fx.TimeTravel: "test_time_travel_verified_and_its_no_op_caught",
    # the exercise plays one card at a time: a meld card's partner is never on its battlefield
    fx.Meld: "test_a_meld_is_verified_and_its_no_op_caught",
    # Ghostly Keybearer's "up to one target Room you control": the exercise makes no target for
    # "up to one", so its Room is never there (CR 709.5f)
    fx.UnlockDoor: "test_a_door_unlocked_or_locked_by_an_effect_is_verified_and_its_no_op_caught",
}
# Wibbly-wobbly, Timey-wimey (Doctor Who), its Oracle text
TIME_TRAVEL_CARD = ("Wibbly-wobbly, Timey-wimey", "Time travel.\nDraw a card.", "{1}{U}", "Sorcery")
# Start your engines! as Racers' Scoreboard prints it (modern.jsonl), alone on a made-up artifact
SPEED_CARD = ("Proof of Speed", "Start your engines!", "{2}", "Artifact")
INCUBATE_CARD = ("Proof of Incubate", "Incubate 2.", "{2}{U}", "Sorcery")
MYRIAD_CARD = ("Proof of Myriad", "Haste\nMyriad", "{3}{R}{R}", "Creature — Giant Warrior", "5", "3")

"""The trials legal_actions makes on a copy of the state (CR 601.2, 602.2): a trial asks whether
an action can be taken now, so it ends where the action is legal: a spell is cast once its total
cost is paid (it is on the stack since it was announced, CR 601.2a, 601.2h-i), an ability is activated once its costs are
paid (CR 602.2b-e). What follows (the cast event, triggers, priority, CR 601.2i, 117.3c) can't
make it illegal, so a trial does not go on to it; a full cast or activation does."""
from __future__ import annotations

from rt_cards import CREATURE_YOU, GRIZZLY_BEARS, PRODIGAL_SORCERER, cost
from test_rt_random_game_checks import _tried

from cardtext.runtime.characteristics import Zone
from cardtext.runtime.abilities import AbilityGrant, ActivatedAbility, CardDefinition, StaticAbility, Timing
from cardtext.runtime.characteristics import CardType
from cardtext.runtime.costs import PayEnergy, RemoveCounters, Sacrifice, TapPermanents, TapSelf, TapTotalPower
from cardtext.runtime.effects import Draw
from cardtext.runtime.engine import actions
from cardtext.runtime.engine.payment import too_few_to_pay
from cardtext.runtime.filters import Fixed, ObjectFilter


def test_a_trial_cast_ends_once_the_spell_is_cast_cr_601_2i(game):
    """CR 601.2h-i: Grizzly Bears paid with {G}{G} is on the stack and cast; the trial stops
    there: nothing is recorded, no spell counted as cast this turn, no priority given."""
    bears = game.add_card("Alice", GRIZZLY_BEARS)
    game.add_mana("Alice", "GG")
    logged = len(game.log)
    spell = actions.cast(game, 0, bears, trial=True)
    assert game.state.objects[spell].zone is Zone.STACK
    assert not game.state.players[0].pool                    # the total cost is paid (CR 601.2h)
    assert len(game.log) == logged and game.state.spells_cast_this_turn == 0


def test_a_full_cast_goes_on_past_where_the_trial_ends_cr_601_2i(game):
    """CR 601.2i: the same cast, not a trial, records the cast and counts it."""
    bears = game.add_card("Alice", GRIZZLY_BEARS)
    game.add_mana("Alice", "GG")
    logged = len(game.log)
    actions.cast(game, 0, bears)
    assert len(game.log) > logged and game.state.spells_cast_this_turn == 1


def test_a_trial_activation_ends_once_its_costs_are_paid_cr_602_2e(g):
    """CR 602.2b-e: Prodigal Sorcerer's {T} ability is on the stack with its source tapped; the
    trial records nothing; a full activation records it."""
    sorcerer = g.put_onto_battlefield("Alice", PRODIGAL_SORCERER)
    g.state.objects[sorcerer].controlled_since_turn_start = True      # CR 302.6
    logged = len(g.log)
    actions.activate(g, 0, sorcerer, 0, trial=True)
    assert g.state.stack and g.state.objects[sorcerer].tapped
    assert len(g.log) == logged
    g.state.stack.clear()
    g.state.objects[sorcerer].tapped = False
    actions.activate(g, 0, sorcerer, 0)
    assert len(g.log) > logged


def test_the_listing_offers_a_spell_whose_trial_ends_early_cr_601_2(game):
    """The listing offers what the trial allows, and its trial leaves the game as it was."""
    bears = game.add_card("Alice", GRIZZLY_BEARS)
    game.add_mana("Alice", "GG")
    before = game.to_json()
    assert any(a.kind == "cast" and a.object_id == bears for a in game.legal_actions(0))
    assert game.to_json() == before


OTHER_CREATURES_YOU = ObjectFilter(types=CREATURE_YOU.types, controller=CREATURE_YOU.controller, other=True)


def _artifact(name: str, cost_) -> CardDefinition:
    """An artifact with "<COST_>: Draw a card." (not a creature: it can't pay its own cost)."""
    return CardDefinition(name, cost("1"), (CardType.ARTIFACT,),
                          abilities=(ActivatedAbility((cost_,), (Draw(Fixed(1)),)),))


SACRIFICER = _artifact("Sacrificer", Sacrifice(CREATURE_YOU))
TAPPER = _artifact("Tapper", TapPermanents(2, OTHER_CREATURES_YOU))
CREWED = _artifact("Power Taker", TapTotalPower(3, OTHER_CREATURES_YOU))


def _offered(game, oid: int) -> tuple[bool, bool]:
    """Whether Alice's listing offers OID's ability, and whether a trial of it works."""
    offered = any(a.kind == "activate" and a.object_id == oid for a in game.legal_actions(0))
    return offered, ("activate", oid, 0) in _tried(game, 0)


def test_a_cost_of_other_permanents_too_few_can_pay_is_refused_without_a_trial_cr_118_3(g):
    """CR 701.21a, 118.3, 702.122a: "sacrifice a creature", "tap two other untapped
    creatures you control", "tap other untapped creatures with total power 3": with no other
    creature, too few can pay each, as the trial finds; one 2/2 pays the sacrifice, two pay the
    tapping and the total power (2 + 2 >= 3)."""
    ids = [g.put_onto_battlefield("Alice", card) for card in (SACRIFICER, TAPPER, CREWED)]
    state = g.state
    for oid in ids:
        cost = state.objects[oid].definition.abilities[0].costs[0]
        assert too_few_to_pay(state, 0, oid, cost)
        assert _offered(g, oid) == (False, False)
    g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    assert _offered(g, ids[0]) == (True, True)
    assert _offered(g, ids[1])[1] is False and _offered(g, ids[2])[1] is False
    bears = g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    assert [_offered(g, oid) for oid in ids] == [(True, True)] * 3
    g.state.objects[bears].tapped = True                 # a tapped creature can't be tapped (CR 701.26a)
    assert too_few_to_pay(state, 0, ids[2], state.objects[ids[2]].definition.abilities[0].costs[0])
    assert _offered(g, ids[2]) == (False, False)


def test_a_tapped_permanent_is_offered_only_its_abilities_without_tap_cr_107_5(g):
    """CR 107.5, 302.6: a tapped permanent can't pay {T}; the listing passes over one whose every
    ability has {T} in its costs, and still offers the ability of one that needs no {T}, as
    trials on copies find, tapped or not."""
    taps_only = g.put_onto_battlefield("Alice", _artifact("Tap Drawer", TapSelf()))
    both = g.put_onto_battlefield("Alice", CardDefinition("Two Drawers", cost("1"), (CardType.ARTIFACT,), abilities=(
        ActivatedAbility((TapSelf(),), (Draw(Fixed(1)),)), ActivatedAbility((cost("1"),), (Draw(Fixed(1)),)))))
    g.add_mana("Alice", "C")

    def listed() -> set:
        return {(a.kind, a.object_id, a.index) for a in g.legal_actions(0) if a.kind == "activate"}
    assert listed() == {("activate", taps_only, 0), ("activate", both, 0), ("activate", both, 1)}
    for oid in (taps_only, both):
        g.state.objects[oid].tapped = True
    assert listed() == {("activate", both, 1)}
    assert {t for t in _tried(g, 0) if t[0] == "activate"} == {("activate", both, 1)}


ANYONE_DRAWS = ActivatedAbility((cost("1"),), (Draw(Fixed(1)),), timing=Timing(any_player=True))


def _bob_offered(game, oid: int) -> bool:
    return any(a.kind == "activate" and a.object_id == oid for a in game.legal_actions(1))


def test_another_players_permanent_is_asked_only_for_abilities_any_player_may_activate_cr_602_2(g):
    """CR 602.2: only a permanent's controller activates its abilities, unless one says "Any
    player may activate this ability": Bob is offered that one of Alice's artifact, and not an
    ability of Alice's without it; an AbilityGrant of such an ability (CR 613.1f) makes it one
    he may activate too."""
    plain = g.put_onto_battlefield("Alice", _artifact("Plain Drawer", cost("1")))
    anyone = g.put_onto_battlefield("Alice", CardDefinition("Shared Drawer", cost("1"), (CardType.ARTIFACT,),
                                                            abilities=(ANYONE_DRAWS,)))
    g.pass_priority(0)                                   # Bob has priority
    g.add_mana("Bob", "C")
    assert _bob_offered(g, anyone) and not _bob_offered(g, plain)
    g.state.priority = 0
    g.put_onto_battlefield("Alice", CardDefinition("Sharer", cost("1"), (CardType.ENCHANTMENT,), abilities=(
        StaticAbility(AbilityGrant(ObjectFilter(types=(CardType.ARTIFACT,)), ANYONE_DRAWS)),)))
    g.state.priority = 1
    assert _bob_offered(g, plain)


def _along_random_games(check, steps: int = 120) -> None:
    """CHECK(game) before each action of two random games of the bundled cards."""
    import random
    from cardtext.compiler.harness import autoplay
    from cardtext.compiler.harness.decks import CardPool
    from cardtext.compiler.source.loaders import bundled_cards
    from cardtext.runtime.errors import IllegalAction
    pool = CardPool(bundled_cards())
    for seed in (1, 2):
        rng = random.Random(seed)
        game = autoplay.new_random_game([pool.deck(rng, 30).cards for _ in range(2)], seed)
        for _ in range(steps):
            if game.state.over:
                break
            check(game)
            try:
                autoplay.take(game, autoplay.choose_action(game, rng))
            except IllegalAction:
                game.pass_priority(game.state.priority)


def test_a_card_off_the_battlefield_is_a_land_by_its_printed_types_cr_305_1():
    """CR 305.1, 205.2a: whether a card in a hand, graveyard or exile is a land (which the
    listing asks of query.is_type) is read from its printed types, along random games of the
    bundled cards."""
    from cardtext.runtime.engine.query import is_type
    seen = []

    def check(game):
        state = game.state
        for o in state.objects.values():
            if not o.gone and o.zone is not Zone.BATTLEFIELD:
                printed_land = CardType.LAND in o.definition.types
                assert is_type(o, CardType.LAND, state) == printed_land, o.name
                seen.append(printed_land)
    _along_random_games(check)
    assert any(seen)


def test_the_possible_attackers_are_those_attack_problem_allows_cr_508_1a():
    """CR 508.1a: passing over first what the active player doesn't control or what is tapped
    leaves the creatures attack_problem lets attack, along random games."""
    from cardtext.runtime.engine.combat import attack_problem, possible_attackers
    seen = []

    def check(game):
        state = game.state
        allowed = [i for i in sorted(state.battlefield) if attack_problem(game, state.objects[i]) is None]
        assert possible_attackers(game) == allowed
        seen.extend(allowed)
    _along_random_games(check)
    assert seen


COUNTER_USER = _artifact("Counter User", RemoveCounters("charge", Fixed(2)))
ENERGY_USER = _artifact("Energy User", PayEnergy(3))


def test_counters_too_few_to_remove_or_energy_too_little_is_refused_without_a_trial_cr_118_3(g):
    """CR 118.3, 107.14: "Remove two charge counters from ~" with one counter on it, "Pay
    {E}{E}{E}" with two energy: the cost can't be paid, as the trial finds, and the listing
    refuses it without one; a second counter and a third energy make both payable."""
    counters, energy = (g.put_onto_battlefield("Alice", card) for card in (COUNTER_USER, ENERGY_USER))
    state = g.state
    state.objects[counters].counters["charge"] = 1
    state.players[0].energy = 2
    for oid in (counters, energy):
        assert too_few_to_pay(state, 0, oid, state.objects[oid].definition.abilities[0].costs[0])
        assert _offered(g, oid) == (False, False)
    state.objects[counters].counters["charge"] = 2
    state.players[0].energy = 3
    for oid in (counters, energy):
        assert not too_few_to_pay(state, 0, oid, state.objects[oid].definition.abilities[0].costs[0])
        assert _offered(g, oid) == (True, True)


def test_a_counter_cost_of_any_number_or_of_another_permanent_is_left_to_the_trial_cr_118_3(g):
    """CR 118.3, 602.2b: "remove any number of counters" (the number is chosen as the ability is
    activated) and counters removed from a permanent chosen then are not judged before the trial."""
    state = g.state
    for removal in (RemoveCounters("charge", Fixed(1), any_number=True),
                    RemoveCounters("charge", Fixed(1), self_only=False, filter=CREATURE_YOU)):
        oid = g.put_onto_battlefield("Alice", _artifact("Remover", removal))
        assert not too_few_to_pay(state, 0, oid, removal)

"""The engine's quick answers that spare it work in random games, each a necessary condition of
the full answer it stands in front of: a cast is tried on a copy only if the pool has mana of
the types its coloured and {C} symbols need (CR 601.2h, 107.4), and start your engines! (CR
704.5z) asks each permanent's keywords only if some permanent could have it. A quick answer that
refused what the full one allows would change which actions random games offer: these tests
compare the two along random games, and check each source of a keyword is seen."""
from __future__ import annotations

import random
from dataclasses import replace

import pytest
from rt_cards import GRIZZLY_BEARS, cost, creature
from test_rt_random_game_checks import _tried

from cardtext.compiler.harness import autoplay
from cardtext.compiler.harness.autoplay import new_random_game
from cardtext.compiler.harness.decks import CardPool
from cardtext.compiler.source.loaders import bundled_cards, load_paths
from cardtext.runtime.abilities import CostModifier, KeywordAbility, SelfCostChange, StaticAbility
from cardtext.runtime.characteristics import CardType
from cardtext.runtime.characteristics import ManaType
from cardtext.runtime.engine import legal_actions
from cardtext.runtime.engine.keyword_presence import could_have_keyword
from cardtext.runtime.engine.objects import ManaUnit, TimedModification
from cardtext.runtime.engine.query import has_keyword
from cardtext.runtime.filters import ObjectFilter
from cardtext.runtime.errors import IllegalAction

R, G, W, C = ManaType.RED, ManaType.GREEN, ManaType.WHITE, ManaType.COLORLESS
START = "start your engines!"


def _missing(pool: list, mana_cost: str) -> bool:
    _, typed, _ = legal_actions._mana_needs(replace(GRIZZLY_BEARS, mana_cost=cost(mana_cost)))
    return legal_actions._types_missing([ManaUnit(t) for t in pool], typed)


def test_a_pool_without_the_colours_a_cost_needs_cant_pay_it_cr_601_2h():
    """CR 107.4, 601.2h: {G} is paid only with green mana, {C} only with colourless, a hybrid
    symbol with either of its colours; generic mana, which effects reduce (CR 601.2f), asks
    nothing of the types."""
    assert _missing([R, R, R], "2G")                 # three units, none of them green
    assert not _missing([G, R], "1G")
    assert _missing([G], "GG")
    assert _missing([R], "C")
    assert not _missing([C, R], "1C")
    assert not _missing([G, W], "{G/W}{G/W}")        # one unit for each hybrid symbol
    assert _missing([G, G], "{G/W}{W}")              # the {W} has no white unit left to pay it
    assert not _missing([], "5")                     # generic only: the trial decides


CREATURE_SPELLS_COST_LESS = creature("Cost Cutter", 1, 1, "2", StaticAbility(CostModifier(
    ObjectFilter(types=(CardType.CREATURE,)), cost("1"), more=False)))
CREATURE_SPELLS_COST_MORE = creature("Cost Raiser", 1, 1, "2", StaticAbility(CostModifier(
    ObjectFilter(types=(CardType.CREATURE,)), cost("1"), more=True)))


def _offered_and_tried(game, oid: int) -> tuple[bool, bool]:
    """Whether Alice's listing offers casting OID, and whether a trial of the cast works."""
    offered = any(a.kind == "cast" and a.object_id == oid for a in game.legal_actions(0))
    return offered, ("cast", oid, None) in _tried(game, 0)


def test_a_pool_smaller_than_the_mana_cost_cant_pay_it_cr_601_2h(game):
    """CR 601.2f-h: nothing lowers Grizzly Bears' {1}{G} (it prints no cost reduction, no
    permanent makes spells cost less), so one green unit can't pay it: not offered, as the
    trial says; with two units it is. A permanent that makes spells cost more changes nothing."""
    bears = game.add_card("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Alice", CREATURE_SPELLS_COST_MORE)
    game.add_mana("Alice", "G")
    assert legal_actions._unpaid(game.state, game.state.players[0].pool, game.state.objects[bears].definition)
    assert _offered_and_tried(game, bears) == (False, False)
    game.add_mana("Alice", "G")
    assert _offered_and_tried(game, bears) == (False, False)      # {2}{G} now: three units
    game.add_mana("Alice", "G")
    assert _offered_and_tried(game, bears) == (True, True)


def test_a_permanent_that_makes_spells_cost_less_lets_the_trial_decide_cr_601_2f(game):
    """CR 601.2f: "Creature spells you cast cost {1} less to cast" makes one green unit enough for
    {1}{G}: the quick refusal stands aside and the trial offers the cast."""
    bears = game.add_card("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Alice", CREATURE_SPELLS_COST_LESS)
    game.add_mana("Alice", "G")
    assert not legal_actions._unpaid(game.state, game.state.players[0].pool, game.state.objects[bears].definition)
    assert _offered_and_tried(game, bears) == (True, True)


@pytest.mark.parametrize("ability", [
    KeywordAbility("convoke"), KeywordAbility("improvise"), KeywordAbility("delve"), KeywordAbility("affinity"),
    KeywordAbility("undaunted"), KeywordAbility("assist"), StaticAbility(SelfCostChange(cost("1"))),
])
def test_a_card_that_lowers_or_pays_its_own_generic_mana_is_tried_cr_601_2f(ability):
    """CR 601.2f, 702.41a, 702.51a, 702.66a, 702.125a, 702.126a, 702.132a: a card whose
    generic mana may cost less or be paid otherwise than with its caster's mana is refused
    only for the symbols only mana pays, never for its generic mana."""
    card = creature("Big Bear", 5, 5, "4G", ability, colors=GRIZZLY_BEARS.colors)
    need, _, fewest = legal_actions._mana_needs(card)
    assert fewest == need == (0 if ability == KeywordAbility("convoke") else 1)
    plain = legal_actions._mana_needs(replace(card, abilities=()))
    assert plain[0] == 1 and plain[2] == 5


@pytest.fixture(scope="module")
def pool():
    return CardPool(bundled_cards())


def test_the_listing_offers_what_trials_offer_along_games_of_real_cards(pool):
    """CR 601.2, 602.2: with the quick refusals the listing is what trying every candidate on a
    copy of the state gives, at every step of random games of the bundled cards."""
    for seed in (1, 2, 4):
        _listing_is_what_trials_give(pool, seed, 30, 80)


def _listing_is_what_trials_give(pool, seed: int, deck_size: int, steps: int) -> None:
    """Along STEPS actions of the random game SEED of decks from POOL, the listing (its lands,
    spells and abilities) is what trying every candidate on a copy of the state gives."""
    rng = random.Random(seed)
    game = new_random_game([pool.deck(rng, deck_size).cards for _ in range(2)], seed)
    for _ in range(steps):
        if game.state.over:
            break
        player = game.state.priority
        if player is not None:
            listed = {(a.kind, a.object_id, a.index if a.kind == "activate" else None)
                      for a in game.legal_actions(player) if a.kind in ("pass", "play_land", "cast", "activate")}
            assert listed == _tried(game, player), f"seed {seed}"
        try:
            autoplay.take(game, autoplay.choose_action(game, rng))
        except IllegalAction:
            game.pass_priority(game.state.priority)


def test_the_listing_offers_what_trials_offer_along_games_of_the_modern_corpus(corpus):
    """CR 601.2f-h, 602.2: the quick refusals stand aside for every way the modern corpus's
    cards lower a cost (cost reductions, convoke, delve, affinity, ...): along random games
    of its cards, the listing is what trying every candidate on a copy gives."""
    modern = CardPool(load_paths([str(corpus / "modern.jsonl")]))
    for seed in (2, 5):
        _listing_is_what_trials_give(modern, seed, 40, 150)


def test_no_permanent_has_a_keyword_the_quick_answer_rules_out(corpus):
    """could_have_keyword says no only when no permanent has the keyword (query.keywords),
    for every keyword the decks print and start your engines!, along random games of the
    modern corpus's cards (which print many keywords, speed's among them)."""
    modern = CardPool(load_paths([str(corpus / "modern.jsonl")]))
    had = 0                                     # (state, keyword) pairs some permanent had
    for seed in (1, 3, 7):
        rng = random.Random(seed)
        decks = [modern.deck(rng, 40).cards for _ in range(2)]
        names = {k.name.lower() for deck in decks for card in deck for k in card.abilities
                 if isinstance(k, KeywordAbility)} | {START}
        game = new_random_game(decks, seed)
        for _ in range(200):
            if game.state.over:
                break
            state = game.state
            for name in names:
                has = any(has_keyword(state, state.objects[i], name) for i in state.battlefield)
                assert could_have_keyword(state, name) or not has, (seed, name)
                had += has
            try:
                autoplay.take(game, autoplay.choose_action(game, rng))
            except IllegalAction:
                game.pass_priority(game.state.priority)
    assert had > 0                              # the games put keywords on the battlefield


def test_start_your_engines_from_an_effect_still_gives_speed_cr_704_5z(game):
    """CR 704.5z, 702.179a: an effect that gives a permanent start your engines! (a
    TimedModification's keyword, CR 613.1f) is one of the sources the quick answer reads."""
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.check_state()
    assert not could_have_keyword(game.state, START) and game.state.players[0].speed is None
    game.state.objects[bears].modifications.append(TimedModification(keyword=START))
    assert could_have_keyword(game.state, START)
    game.check_state()
    assert game.state.players[0].speed == 1


def test_a_printed_keyword_and_a_keyword_counter_are_seen(game):
    """The definition's keywords (CR 702) and keyword counters (CR 122.1b) are sources too."""
    flier = replace(GRIZZLY_BEARS, abilities=(KeywordAbility("Start your engines!"),))
    assert not could_have_keyword(game.state, START)
    game.put_onto_battlefield("Bob", flier)
    assert could_have_keyword(game.state, START)
    assert could_have_keyword(game.state, "flying")   # a flying counter could give it: not ruled out


def test_a_grant_is_a_source_only_of_the_keywords_it_gives_cr_613_1f(game):
    """CR 613.1f: "creatures you control have shroud" (a KeywordGrant) and an AbilityGrant of a
    keyword ability or of a static that grants one give those keywords and no other: with them
    on the battlefield, start your engines! is still ruled out; the keywords they give are not."""
    from cardtext.runtime.abilities import AbilityGrant, KeywordGrant, StaticAbility
    from cardtext.runtime.characteristics import CardType
    from cardtext.runtime.filters import Controller, ObjectFilter
    yours = ObjectFilter(types=(CardType.CREATURE,), controller=Controller.YOU)
    for grant in (KeywordGrant(yours, "Shroud"), AbilityGrant(yours, KeywordAbility("Shroud")),
                  AbilityGrant(yours, StaticAbility(KeywordGrant(yours, "Shroud")))):
        game.put_onto_battlefield("Alice", replace(GRIZZLY_BEARS, abilities=(StaticAbility(grant),)))
        assert could_have_keyword(game.state, "shroud")
        assert not could_have_keyword(game.state, START)
    losing = replace(GRIZZLY_BEARS, abilities=(StaticAbility(KeywordGrant(yours, "defender", lose=True)),))
    game.put_onto_battlefield("Alice", losing)
    assert not could_have_keyword(game.state, "defender")     # a loss gives nothing
    game.put_onto_battlefield("Bob", replace(GRIZZLY_BEARS, abilities=(
        StaticAbility(KeywordGrant(yours, "Start your engines!")),)))
    assert could_have_keyword(game.state, START)


def test_a_cost_lowering_slot_refuses_a_function_that_does_not_say_when_it_lowers():
    """CR 601.2f-h: a function that lowers a spell's total cost fills its slot only with
    lowers(definition), so the least a spell can cost (spell_costs.least_mana_paid) can't miss it."""
    from cardtext.runtime.engine.registry import CostLoweringHook, lowers_when
    with pytest.raises(ValueError):
        CostLoweringHook("a new cost reduction").register(lambda game, player, spell, cost: cost)
    hook = CostLoweringHook("a new cost reduction")
    hook.register(lowers_when(lambda definition: True)(lambda game, player, spell, cost: cost))
    assert hook.lowers(GRIZZLY_BEARS)


def test_a_new_cost_lowering_slot_is_asked_for_the_least_a_spell_costs_cr_601_2f(monkeypatch):
    """CR 601.2f: Grizzly Bears' {1}{G} costs two units at least while nothing lowers costs;
    with one more slot whose function may lower any spell's cost, only its {G} is sure."""
    from cardtext.runtime.engine import spell_costs
    from cardtext.runtime.engine.registry import CostLoweringHook, EngineHooks, lowers_when
    assert spell_costs.least_mana_paid(GRIZZLY_BEARS) == 2 and not spell_costs.may_cost_less(GRIZZLY_BEARS)
    hook = CostLoweringHook("a new cost reduction")
    hook.register(lowers_when(lambda definition: True)(lambda game, player, spell, cost: cost))
    monkeypatch.setattr(EngineHooks, "new_cost_reduction", hook, raising=False)
    assert spell_costs.may_cost_less(GRIZZLY_BEARS) and spell_costs.least_mana_paid(GRIZZLY_BEARS) == 1


@pytest.mark.parametrize("name", ["affinity", "undaunted", "convoke", "improvise", "delve", "assist"])
def test_the_mechanics_that_lower_a_cost_say_so_through_their_slots_cr_601_2f(name):
    """CR 702.41a, 702.125a, 702.51a, 702.126a, 702.66a, 702.132a: each keyword that lowers or
    pays a spell's generic mana is seen by a cost-lowering slot's lowers, not by a list kept
    beside them; a plain creature by none."""
    from cardtext.runtime.engine.registry import cost_lowering_hooks
    card = creature("Big Bear", 5, 5, "4G", KeywordAbility(name))
    assert any(hook.lowers(card) for hook in cost_lowering_hooks())
    assert not any(hook.lowers(GRIZZLY_BEARS) for hook in cost_lowering_hooks())

"""Property test: 200 seeded random games with the rulings' compiled cards, and games whose
decks are drawn (seeded) from the fully compiled cards of the corpus (../shared/corpus:
cards.jsonl and modern.jsonl, skipped when the corpus is not there).

Each game is played through the public API by choosing random legal actions
(RandomDecider answers every choice); after every action the invariants below
are checked. Deterministic per seed.

Invariants (those of every game are compiler/harness/invariants.py's, which `cardtext play`
checks too)
- every live object is in exactly one zone (and its `zone` says which); no
  object that left a zone is still listed anywhere; no negative counters;
- a life total never changes without a log entry that accounts for it
  (life gained/lost, damage dealt to that player, or life paid as a cost);
- mana pools are empty when a step begins (nothing produced since);
- tapped-for-mana triggers (Heartbeat of Spring, Zendikar Resurgent, Mirari's
  Wake) fire exactly when a land is tapped for mana and produces some: once per
  matching trigger source, and never otherwise (derived from the structured log).
"""
from __future__ import annotations

import random
import time
from pathlib import Path

import pytest

from cardtext.compiler.harness.scenario import card_definition
from cardtext.runtime.abilities import ManaAbility, TriggeredAbility
from cardtext.compiler.harness import invariants
from cardtext.compiler.harness.autoplay import new_random_game
from cardtext.compiler.harness.decks import CardPool
from cardtext.compiler.source.loaders import load_paths
from cardtext.runtime.characteristics import CardType
from cardtext.runtime.errors import DecisionMissing, IllegalAction
from cardtext.runtime.events import TappedForMana
from cardtext.runtime.filters import Controller
from cardtext.runtime.engine.query import activated_abilities

GAMES = 200
ACTIONS = 40          # per game: a few turns (passes move through steps quickly)

SPELLS = ["Reflecting Pool", "Fellwar Stone", "Pillar of the Paruns", "Eldrazi Temple",
          "Hall of the Bandit Lord", "Exotic Orchard", "Contamination", "Heartbeat of Spring",
          "Zendikar Resurgent", "Mirari's Wake", "Mana Reflection", "Endless One", "Walking Ballista",
          "Hangarback Walker", "Order of Whiteclay", "Crackleburr", "Fortune, Loyal Steed", "Gila Courser",
          "Bounding Felidar", "Kalonian Hydra", "Solidarity of Heroes", "Vorel of the Hull Clade",
          "Hardened Scales", "Grizzly Bears", "Memnite", "Raging Goblin", "Llanowar Elves", "Boomerang"]
LANDS = ["Forest"] * 6 + ["Plains", "Island", "Swamp", "Mountain"] * 2


DECK_SPELLS = 13      # a game deals each player a seeded 23-card deck from SPELLS + basic lands;
DECK_LANDS = 10       # (small libraries keep the engine's per-probe state copies cheap)


def _deck():
    return {n: card_definition(n) for n in SPELLS + sorted(set(LANDS))}


def deck_for(cards, seed: int, player: int) -> list:
    rng = random.Random(seed * 7919 + player)
    names = rng.sample(SPELLS, DECK_SPELLS) + rng.sample(LANDS, DECK_LANDS)
    return [cards[n] for n in names]


def new_game(cards, seed: int):
    return new_random_game([deck_for(cards, seed, 0), deck_for(cards, seed, 1)], seed)


@pytest.fixture(scope="module")
def deck():
    return _deck()


# ------------------------------------------------------------------ invariants
def check_zones(game) -> None:
    found = invariants.zone_violations(game.state) + invariants.counter_violations(game.state)
    assert not found, found


def check_life(game, before_life, new_entries) -> None:
    found = invariants.life_violations(game.state, before_life, new_entries)
    assert not found, found


def check_pools(game, new_entries) -> None:
    found = invariants.pool_violations(game.state, new_entries)
    assert not found, found


def _expected_mana_triggers(game, land, player: int) -> int:
    """Tapped-for-mana trigger sources on the battlefield that match this land and player."""
    s = game.state
    count = 0
    for oid in s.battlefield:
        src = s.objects[oid]
        for a in src.definition.abilities:
            if not (isinstance(a, TriggeredAbility) and isinstance(a.event, TappedForMana)):
                continue
            subject_types = getattr(a.event.subject, "types", ())
            if subject_types and not set(subject_types) & set(land.definition.types):
                continue
            rel = a.event.player
            if rel is Controller.YOU and player != src.controller:
                continue
            if rel is Controller.OPPONENT and player == src.controller:
                continue
            count += 1
    return count


def check_mana_triggers(game, new_entries) -> int:
    """Returns how many tapped-for-mana activations of lands were seen."""
    s = game.state
    seen = 0
    starts = [i for i, e in enumerate(new_entries) if e.kind == "activate"] + [len(new_entries)]
    covered: set[int] = set()
    for k in range(len(starts) - 1):
        i, j = starts[k], starts[k + 1]
        act = new_entries[i]
        o = s.objects.get(act.data.get("object_id"))
        if o is None or CardType.LAND not in o.definition.types:
            continue
        abilities = activated_abilities(o)
        index = act.data.get("ability", -1)
        if not (0 <= index < len(abilities) and isinstance(abilities[index], ManaAbility)
                and abilities[index].taps):
            continue
        seen += 1
        segment = new_entries[i + 1:j]
        own = [e for e in segment if e.kind == "mana"][:1]
        produced = bool(own and own[0].data.get("mana"))
        fired = [n for n, e in enumerate(segment, start=i + 1)
                 if e.kind == "trigger" and "mana ability triggers" in e.text]
        covered.update(fired)
        want = _expected_mana_triggers(game, o, act.data.get("player", o.controller)
                                       if "player" in act.data else o.controller) if produced else 0
        assert len(fired) == want, (f"{o.name} tapped for mana ({'produced' if produced else 'no mana'}): "
                                    f"{len(fired)} tapped-for-mana triggers fired, expected {want}: "
                                    f"{[e.text for e in segment]}")
    stray = [e.text for n, e in enumerate(new_entries)
             if e.kind == "trigger" and "mana ability triggers" in e.text and n not in covered]
    assert not stray, f"tapped-for-mana triggers without a land tapped for mana: {stray}"
    return seen


# ------------------------------------------------------------------ random play
def play_and_check(deck, seed: int, max_actions: int = ACTIONS) -> dict:
    return play_game_and_check(new_game(deck, seed), seed, max_actions)


def play_game_and_check(game, seed: int, max_actions: int) -> dict:
    """Random legal actions (seeded) on GAME, every invariant checked after each."""
    rng = random.Random(seed)
    stats = {"actions": 0, "land_mana": 0, "kinds": set()}
    for _ in range(max_actions):
        s = game.state
        if s.over:
            break
        before_life = [p.life for p in s.players]
        before_log = len(game.log)
        player = s.priority
        if player is None:
            game.pass_priority()
            kind = "pass"
        else:
            # pass 40% of the time (always legal); otherwise a random legal non-pass action
            active = [a for a in game.legal_actions(player) if a.kind != "pass"] \
                if rng.random() < 0.6 else []
            action = rng.choice(active) if active else None
            kind = action.kind if action else "pass"
            try:
                if action is None:
                    game.pass_priority(player)
                else:
                    game.perform(action)
            except (IllegalAction, DecisionMissing):
                # a random answer (e.g. an unpayable X) was refused: nothing changed; pass instead
                assert len(game.log) == before_log, "a refused action left log entries"
                game.pass_priority(player)
        new_entries = game.log.entries[before_log:]
        check_zones(game)
        check_life(game, before_life, new_entries)
        check_pools(game, new_entries)
        stats["land_mana"] += check_mana_triggers(game, new_entries)
        stats["actions"] += 1
        stats["kinds"].add(kind)
    stats["turn"] = game.state.turn
    return stats


@pytest.mark.parametrize("block", range(10))
def test_random_games_keep_invariants(deck, block):
    """20 games per block, 200 in all (seeds 0..199)."""
    for seed in range(block * GAMES // 10, (block + 1) * GAMES // 10):
        play_and_check(deck, seed)


def test_random_games_are_deterministic(deck):
    def log(seed):
        game = new_game(deck, seed)
        rng = random.Random(seed)
        for _ in range(25):
            if game.state.priority is None:
                game.pass_priority()
                continue
            active = [a for a in game.legal_actions(game.state.priority) if a.kind != "pass"] \
                if rng.random() < 0.6 else []
            try:
                if active:
                    game.perform(rng.choice(active))
                else:
                    game.pass_priority()
            except (IllegalAction, DecisionMissing):
                game.pass_priority(game.state.priority)
        return game.log_lines()
    assert log(11) == log(11)
    assert log(11) != log(12)


def test_random_games_exercise_the_interesting_parts(deck):
    """The games are not trivial: lands get tapped for mana, spells cast, several turns pass."""
    totals = {"land_mana": 0, "kinds": set(), "turns": []}
    for seed in range(20):
        st = play_and_check(deck, seed)
        totals["land_mana"] += st["land_mana"]
        totals["kinds"] |= st["kinds"]
        totals["turns"].append(st["turn"])
    assert totals["land_mana"] > 0
    assert {"pass", "activate", "play_land"} <= totals["kinds"]
    assert max(totals["turns"]) >= 2


# ------------------------------------------------------------------ corpus cards
CORPUS = Path(__file__).resolve().parents[2].parent / "shared" / "corpus"
CORPUS_GAMES = 20         # per corpus file
CORPUS_ACTIONS = 150      # per game: several turns of real cards
CORPUS_DECK = 30          # cards per deck, two fifths of them basic lands (decks.CardPool)


@pytest.fixture(scope="module", params=["cards.jsonl", "modern.jsonl"])
def corpus_pool(request):
    path = CORPUS / request.param
    if not path.is_file():
        pytest.skip(f"the corpus is not here: {path} (a checkout without ../shared/corpus)")
    return CardPool(load_paths([str(path)]))


def corpus_game(pool: CardPool, seed: int):
    """Two decks drawn (seeded) from the pool's fully compiled cards plus basic lands, as
    `cardtext play` deals them."""
    rng = random.Random(seed)
    decks = [pool.deck(rng, CORPUS_DECK).cards for _ in range(2)]
    return new_random_game(decks, seed)


def test_random_games_with_corpus_cards_keep_invariants(corpus_pool):
    """The same invariants hold whatever the cards: decks drawn from the corpus's fully
    compiled cards (seeds 0..19 of each corpus file)."""
    turns = []
    for seed in range(CORPUS_GAMES):
        turns.append(play_game_and_check(corpus_game(corpus_pool, seed), seed, CORPUS_ACTIONS)["turn"])
    assert corpus_pool.compiled_count() > CORPUS_DECK     # the decks were not all basic lands
    assert max(turns) >= 3                                # the games got somewhere


if __name__ == "__main__":        # timing helper: python tests/scenarios/test_property.py
    d = _deck()
    t = time.perf_counter()
    turns = [play_and_check(d, seed)["turn"] for seed in range(GAMES)]
    print(f"{GAMES} games in {time.perf_counter() - t:.1f}s; turns reached: min {min(turns)}, "
          f"max {max(turns)}, mean {sum(turns) / len(turns):.1f}")

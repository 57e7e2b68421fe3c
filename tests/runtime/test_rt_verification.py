"""The effect verification of the executability check (compiler/harness/verification.py and
verify_*.py): each VM instruction is judged by what it must observably change.

The central proof: a card using an instruction is verified with the real handler, and no longer
verified once that handler (registry.INSTRUCTIONS) is replaced by a no-op, so the check fails
a card whose effect did not happen even though nothing raised."""
import pytest

from cardtext.compiler.api import compile_card
from cardtext.compiler.harness.exercise import exercise_card
from cardtext.compiler.harness.verification import EXPECTATIONS, Verifier, verifying
from cardtext.compiler.harness.verify_base import Verdict
from cardtext.compiler.source.card import CardSource
from cardtext.runtime import effects as fx
from cardtext.runtime.engine.evaluation import Context
from cardtext.runtime.engine.registry import INSTRUCTION_OBSERVERS, INSTRUCTIONS
from cardtext.runtime.engine.vm import run
from cardtext.runtime.filters import Fixed, TargetRef
from verification_cards import (CARDS, EXERCISE_ALSO_NOTICES, INCUBATE_CARD, MYRIAD_CARD, SPEED_CARD, TIME_TRAVEL_CARD, NOT_YET_PROVEN, NOTHING_TO_OBSERVE,
                                PROVEN_BY_OWN_TEST)


def _definition(cls):
    compiled = compile_card(CardSource(*CARDS[cls]))
    assert compiled.fully_compiled, compiled.diagnostics
    return compiled.definition


@pytest.mark.parametrize("cls", list(CARDS), ids=[c.__name__ for c in CARDS])
def test_a_card_is_verified_and_fails_once_the_handler_does_nothing(cls, monkeypatch):
    definition = _definition(cls)
    result = exercise_card(definition)
    assert result.ok and result.verified, result.unverified
    monkeypatch.setitem(INSTRUCTIONS, cls, lambda game, ctx, effect: None)
    broken = exercise_card(definition)
    assert broken.ok is (cls not in EXERCISE_ALSO_NOTICES), "a no-op raises nothing: the plain exercise passes"
    assert not broken.verified
    assert any(f": {cls.__name__}: expected" in why for why in broken.unverified), broken.unverified


def test_every_vm_instruction_is_proven_or_listed_with_its_reason():
    """A new instruction fails here until a card proves its no-op is caught, or it is listed
    (with why) as changing nothing observable by design, or as a proof not made yet."""
    tables = (set(CARDS), set(NOTHING_TO_OBSERVE), set(NOT_YET_PROVEN), set(PROVEN_BY_OWN_TEST))
    listed = set().union(*tables)
    assert sorted(c.__name__ for c in INSTRUCTIONS if c not in listed) == []
    assert sorted(c.__name__ for c in listed if c not in INSTRUCTIONS) == []
    assert sum(map(len, tables)) == len(listed), "an instruction in two tables"
    assert all(why.strip() for why in {**NOTHING_TO_OBSERVE, **NOT_YET_PROVEN}.values())
    assert all(callable(globals().get(name)) for name in PROVEN_BY_OWN_TEST.values())


def test_myriad_in_a_three_player_game_is_verified_and_its_no_op_caught(monkeypatch):
    """CR 702.116a: myriad creates a token copy tapped and attacking each opponent other than
    the defending player. The exercise's games have two players (nothing to copy for), so the
    proof plays three: Alice attacks Bob, and Carol must be attacked by a copy."""
    from rt_cards import WASTES
    from cardtext.runtime.characteristics import Step
    from cardtext.runtime.engine.decider import FirstOptionDecider
    from cardtext.runtime.game import Game
    from cardtext.runtime.mechanics.attack_triggers import MyriadCopies
    compiled = compile_card(CardSource(*MYRIAD_CARD))
    assert compiled.fully_compiled, compiled.diagnostics

    def attack():
        game = Game(("Alice", "Bob", "Carol"), FirstOptionDecider())
        game.set_step(Step.MAIN1, "Alice", turn=3)
        for player in ("Alice", "Bob", "Carol"):
            game.set_library(player, [WASTES] * 10)
        giant = game.put_onto_battlefield("Alice", compiled.definition)
        with verifying() as verifier:
            game.declare_attackers("Alice", [giant])
            game.resolve_stack()
        return [f for f in verifier.take() if f.instruction == "MyriadCopies"]
    (found,) = attack()
    assert found.outcome.verdict is Verdict.OBSERVED, found.describe()
    monkeypatch.setitem(INSTRUCTIONS, MyriadCopies, lambda game, ctx, effect: None)
    (broken,) = attack()
    assert broken.outcome.verdict is Verdict.MISSING and "Carol" in broken.outcome.why


def test_drawing_up_to_a_number_is_verified_and_its_no_op_caught(game, monkeypatch):
    """CR 121.1: Bob chooses to draw two of up to three cards (verified); a handler that draws
    nothing and asks nobody is caught."""
    from rt_cards import WASTES
    from cardtext.runtime.effects import DrawUpTo
    from cardtext.runtime.engine.decider import Answer, ChoiceKind
    offer = compile_card(CardSource("Offer", "Target player may draw up to three cards.", "{0}", "Sorcery")).definition
    game.set_library("Bob", [WASTES] * 10)

    def offered():
        game.add_card("Alice", offer)
        game.cast("Alice", "Offer", targets=[["Bob"]])
        game.decider.add(Answer(ChoiceKind.X, [2]))
        with verifying() as verifier:
            game.resolve_stack()
        return [f for f in verifier.take() if f.instruction == "DrawUpTo"]
    (found,) = offered()
    assert found.outcome.verdict is Verdict.OBSERVED, found.describe()
    monkeypatch.setitem(INSTRUCTIONS, DrawUpTo, lambda game, ctx, effect: None)
    (broken,) = offered()
    assert broken.outcome.verdict is Verdict.MISSING


def test_the_speed_trigger_raises_speed_verified_and_its_no_op_caught(game, monkeypatch):
    """CR 702.179d: once Alice has speed (start your engines!, CR 704.5z), Bob losing life on her
    turn triggers her inherent ability and her speed goes from 1 to 2 (verified); a handler that
    does nothing is caught."""
    compiled = compile_card(CardSource(*SPEED_CARD))
    assert compiled.fully_compiled, compiled.diagnostics
    drain = compile_card(CardSource("Drain", "Target player loses 1 life.", "{0}", "Sorcery")).definition

    def race():
        game.put_onto_battlefield("Alice", compiled.definition)
        game.check_state()
        game.add_card("Alice", drain)
        game.cast("Alice", "Drain", targets=[["Bob"]])
        with verifying() as verifier:
            game.resolve_stack()
        return [f for f in verifier.take() if f.instruction == "IncreaseSpeed"]
    (found,) = race()
    assert found.outcome.verdict is Verdict.OBSERVED, found.describe()
    assert game.state.players[0].speed == 2
    game.state.players[0].speed, game.state.players[0].speed_increased_turn = 1, 0
    monkeypatch.setitem(INSTRUCTIONS, fx.IncreaseSpeed, lambda g, ctx, effect: None)
    (broken,) = race()
    assert broken.outcome.verdict is Verdict.MISSING


def test_time_travel_verified_and_its_no_op_caught(g, monkeypatch):
    """CR 701.56a: with a permanent that has time counters, time travel adds one (the first
    option; verified); a handler that does nothing is caught."""
    from rt_cards import creature
    (time_travel,) = compile_card(CardSource(*TIME_TRAVEL_CARD)).definition.abilities[0].effects
    bears = g.put_onto_battlefield(0, creature("Grizzly Bears", 2, 2), counters={"time": 2})

    def travel():
        return _judge(g, (time_travel,), Context(controller=0, source_id=bears))
    (finding,) = travel()
    assert finding.outcome.verdict is Verdict.OBSERVED, finding.describe()
    assert g.state.objects[bears].counters["time"] == 3
    monkeypatch.setitem(INSTRUCTIONS, fx.TimeTravel, lambda game, ctx, effect: None)
    (finding,) = travel()
    assert finding.outcome.verdict is Verdict.MISSING


def test_an_incubator_transforms_verified_and_its_no_op_caught(game, monkeypatch):
    """CR 701.28a, 111.10i: "Transform target Incubator token you control" turns the token over to
    its 0/0 Phyrexian face (verified); a handler that does nothing is caught."""
    from rt_cards import creature
    game.put_onto_battlefield(0, creature("Grizzly Bears", 2, 2))
    (incubate,) = compile_card(CardSource(*INCUBATE_CARD)).definition.abilities[0].effects
    source = game.obj("Grizzly Bears").id
    run(game, Context(controller=0, source_id=source), (incubate,))
    token = game.obj("Incubator Token").id

    def transform():
        ctx = Context(controller=0, source_id=source, targets=[[_target(token)]])
        return _judge(game, (fx.Transform(TargetRef(0)),), ctx)
    (finding,) = transform()
    assert finding.outcome.verdict is Verdict.OBSERVED
    assert game.state.objects[token].definition.name == "Phyrexian Token"
    monkeypatch.setitem(INSTRUCTIONS, fx.Transform, lambda g, ctx, effect: None)
    (finding,) = transform()
    assert finding.outcome.verdict is Verdict.MISSING


def test_venturing_into_the_dungeon_is_verified_and_its_no_op_caught(g, monkeypatch):
    """CR 701.49a, 309.2a: with Lost Mine of Phandelver (a real dungeon card, compiled) outside the
    game, venturing puts it into the command zone with the marker on its topmost room (verified),
    then moves the marker on (verified); a handler that does nothing is caught."""
    from pathlib import Path
    from rt_cards import creature
    from cardtext.compiler.source.loaders import load_path
    from cardtext.runtime.characteristics import Zone
    (card,) = load_path(Path(__file__).parent.parent / "scenarios" / "cards" / "dungeons.card")
    g.put_onto_battlefield(0, creature("Grizzly Bears", 2, 2))
    g.add_card(0, compile_card(card.source).definition, Zone.OUTSIDE)
    for _ in range(2):
        (finding,) = [f for f in _judge(g, (fx.VentureIntoTheDungeon(),))
                      if f.instruction == "VentureIntoTheDungeon"]
        assert finding.outcome.verdict is Verdict.OBSERVED, finding.describe()
        g.state.pending.clear()                       # the room abilities are not the point here
    monkeypatch.setitem(INSTRUCTIONS, fx.VentureIntoTheDungeon, lambda g, ctx, effect: None)
    (finding,) = _judge(g, (fx.VentureIntoTheDungeon(),))
    assert finding.outcome.verdict is Verdict.MISSING


def test_a_wish_is_verified_and_its_no_op_caught(g, monkeypatch):
    """Cunning Wish: "You may choose an instant card you own from outside the game, reveal that
    card, and put it into your hand." With an instant in Alice's sideboard the card comes into her
    hand (verified); a sorcery there is not chosen; a handler that does nothing is caught."""
    from rt_cards import creature
    from cardtext.runtime.characteristics import Zone
    wish = compile_card(CardSource("Cunning Wish", "You may choose an instant card you own from outside the game, "
                                   "reveal that card, and put it into your hand. Exile Cunning Wish.", "{2}{U}",
                                   "Instant")).definition
    (choose,) = wish.abilities[0].effects[0].effects
    g.put_onto_battlefield(0, creature("Grizzly Bears", 2, 2))
    for name, type_line in (("Shock", "Instant"), ("Divination", "Sorcery")):
        g.add_card(0, compile_card(CardSource(name, "Draw a card.", "{R}", type_line)).definition, Zone.OUTSIDE)
    monkeypatch.setitem(INSTRUCTIONS, fx.PutFromOutsideTheGame, lambda game, ctx, effect: None)
    (finding,) = _judge(g, (choose,))
    assert finding.outcome.verdict is Verdict.MISSING
    monkeypatch.undo()
    (finding,) = _judge(g, (choose,))
    assert finding.outcome.verdict is Verdict.OBSERVED, finding.describe()
    assert g.zone("Alice", Zone.HAND) == ["Shock"] and g.zone("Alice", Zone.OUTSIDE) == ["Divination"]


def test_schemes_set_in_motion_and_abandoned_are_verified_and_their_no_ops_caught(g, monkeypatch):
    """CR 701.25b, 701.26b with The Very Soil Shall Shake (tests/scenarios/cards/schemes.card):
    set in motion, it is face up in the command zone; abandoned, on the bottom of the scheme deck
    (verified); handlers that do nothing are caught."""
    from pathlib import Path
    from rt_cards import creature
    from cardtext.compiler.source.loaders import load_path
    from cardtext.runtime.characteristics import Zone
    cards = {c.name: compile_card(c.source).definition
             for c in load_path(Path(__file__).parent.parent / "scenarios" / "cards" / "schemes.card")}
    g.put_onto_battlefield(0, creature("Grizzly Bears", 2, 2))
    for name in ("The Very Soil Shall Shake", "Look Skyward and Despair"):
        g.add_card(0, cards[name], Zone.SCHEME_DECK)
    for instruction in (fx.SetInMotion, fx.AbandonScheme):
        monkeypatch.setitem(INSTRUCTIONS, instruction, lambda game, ctx, effect: None)
    (finding,) = _judge(g, (fx.SetInMotion(),))
    assert finding.outcome.verdict is Verdict.MISSING
    monkeypatch.undo()
    (finding,) = _judge(g, (fx.SetInMotion(),))
    assert finding.outcome.verdict is Verdict.OBSERVED, finding.describe()
    scheme = g.obj("The Very Soil Shall Shake", Zone.COMMAND).id
    monkeypatch.setitem(INSTRUCTIONS, fx.AbandonScheme, lambda game, ctx, effect: None)
    (finding,) = _judge(g, (fx.AbandonScheme(),), Context(controller=0, source_id=scheme))
    assert finding.outcome.verdict is Verdict.MISSING
    monkeypatch.undo()
    (finding,) = _judge(g, (fx.AbandonScheme(),), Context(controller=0, source_id=scheme))
    assert finding.outcome.verdict is Verdict.OBSERVED, finding.describe()
    assert g.zone("Alice", Zone.SCHEME_DECK) == ["Look Skyward and Despair", "The Very Soil Shall Shake"]


def test_attractions_opened_and_visited_are_verified_and_their_no_ops_caught(g, monkeypatch):
    """CR 701.51b, 701.52a with Concession Stand (tests/scenarios/cards/attractions.card): opened,
    the top card of the Attraction deck is on the battlefield; a roll to visit rolls a die
    (verified); handlers that do nothing are caught."""
    from pathlib import Path
    from rt_cards import creature
    from cardtext.compiler.source.loaders import load_path
    from cardtext.runtime.characteristics import Zone
    cards = {c.name: compile_card(c.source).definition
             for c in load_path(Path(__file__).parent.parent / "scenarios" / "cards" / "attractions.card")}
    g.put_onto_battlefield(0, creature("Grizzly Bears", 2, 2))
    g.add_card(0, cards["Concession Stand"], Zone.ATTRACTION_DECK)
    for instruction in (fx.OpenAttraction, fx.RollToVisitAttractions):
        monkeypatch.setitem(INSTRUCTIONS, instruction, lambda game, ctx, effect: None)
    for instruction in (fx.OpenAttraction, fx.RollToVisitAttractions):
        (finding,) = _judge(g, (instruction(),))
        assert finding.outcome.verdict is Verdict.MISSING
    monkeypatch.undo()
    for instruction in (fx.OpenAttraction, fx.RollToVisitAttractions):
        (finding,) = _judge(g, (instruction(),))
        assert finding.outcome.verdict is Verdict.OBSERVED, finding.describe()
    assert g.zone("Alice", Zone.ATTRACTION_DECK) == []
    assert g.obj("Concession Stand", Zone.BATTLEFIELD).definition.lights == (2, 6)


def test_assembling_a_contraption_is_verified_and_its_no_op_caught(g, monkeypatch):
    """CR 701.45 (Unstable release notes) with the made-up Clockwork Widget
    (tests/scenarios/cards/contraptions.card): assembled, the top card of the Contraption deck is
    on the battlefield on a sprocket (verified); a handler that does nothing is caught."""
    from pathlib import Path
    from rt_cards import creature
    from cardtext.compiler.source.loaders import load_path
    from cardtext.runtime.characteristics import Zone
    cards = {c.name: compile_card(c.source).definition
             for c in load_path(Path(__file__).parent.parent / "scenarios" / "cards" / "contraptions.card")}
    g.put_onto_battlefield(0, creature("Grizzly Bears", 2, 2))
    g.add_card(0, cards["Clockwork Widget"], Zone.CONTRAPTION_DECK)
    monkeypatch.setitem(INSTRUCTIONS, fx.Assemble, lambda game, ctx, effect: None)
    (finding,) = _judge(g, (fx.Assemble(),))
    assert finding.outcome.verdict is Verdict.MISSING
    monkeypatch.undo()
    (finding,) = _judge(g, (fx.Assemble(),))
    assert finding.outcome.verdict is Verdict.OBSERVED, finding.describe()
    assert g.obj("Clockwork Widget", Zone.BATTLEFIELD).sprocket in (1, 2, 3)


def test_planeswalking_is_verified_and_its_no_op_caught(g, monkeypatch):
    """CR 701.31b with the made-up planes of tests/scenarios/cards/planes.card: the top card of the
    planar controller's planar deck face up in the command zone (verified); a handler that does
    nothing is caught."""
    from pathlib import Path
    from rt_cards import creature
    from cardtext.compiler.source.loaders import load_path
    from cardtext.runtime.characteristics import Zone
    cards = {c.name: compile_card(c.source).definition
             for c in load_path(Path(__file__).parent.parent / "scenarios" / "cards" / "planes.card")}
    g.put_onto_battlefield(0, creature("Grizzly Bears", 2, 2))
    for name in ("Emberfall Steppe", "Glasswater Reach"):
        g.add_card(0, cards[name], Zone.PLANAR_DECK)
    monkeypatch.setitem(INSTRUCTIONS, fx.Planeswalk, lambda game, ctx, effect: None)
    (finding,) = _judge(g, (fx.Planeswalk(),))
    assert finding.outcome.verdict is Verdict.MISSING
    monkeypatch.undo()
    (finding,) = _judge(g, (fx.Planeswalk(),))
    assert finding.outcome.verdict is Verdict.OBSERVED, finding.describe()
    assert g.zone("Alice", Zone.COMMAND) == ["Emberfall Steppe"]


def test_every_vm_instruction_has_a_declaration():
    """Nothing passes silently: an instruction with no declaration is 'not verified'."""
    assert sorted(c.__name__ for c in INSTRUCTIONS if c not in EXPECTATIONS) == []


def test_an_undeclared_instruction_is_not_verified(monkeypatch):
    definition = _definition(fx.Draw)
    monkeypatch.delitem(EXPECTATIONS, fx.Draw)
    result = exercise_card(definition)
    assert result.ok and not result.verified
    assert result.unverified == ("ability #0 SpellAbility: Draw: no declared effect (not verified)",)


def test_the_vm_has_no_observer_outside_the_check():
    exercise_card(_definition(fx.Draw))
    assert INSTRUCTION_OBSERVERS == []


def _judge(game, effects, ctx=None):
    with verifying() as verifier:
        run(game, ctx or Context(controller=0, source_id=game.obj("Grizzly Bears").id), effects)
    return verifier.take()


def test_an_indestructible_creature_that_stays_is_explained(game):
    """CR 702.12b: an indestructible permanent isn't destroyed; the Destroy is explained, not missing."""
    from rt_cards import creature
    from cardtext.runtime.abilities import KeywordAbility
    game.put_onto_battlefield(0, creature("Grizzly Bears", 2, 2))
    wall = game.put_onto_battlefield(1, creature("Darksteel Wall", 0, 4, "", KeywordAbility("indestructible")))
    ctx = Context(controller=0, source_id=game.obj("Grizzly Bears").id, targets=[[_target(wall)]])
    (finding,) = _judge(game, (fx.Destroy(TargetRef(0)),), ctx)
    assert finding.outcome.verdict is Verdict.EXPLAINED and "indestructible" in finding.outcome.why


def test_drawing_from_an_empty_library_is_explained(game):
    """CR 121.3: a player with no cards in their library draws none."""
    from rt_cards import creature
    game.put_onto_battlefield(0, creature("Grizzly Bears", 2, 2))
    game.state.players[0].library.clear()
    (finding,) = _judge(game, (fx.Draw(Fixed(1)),))
    assert finding.outcome.verdict is Verdict.EXPLAINED


def test_a_declined_may_is_explained_and_a_skipped_one_is_missing(game, monkeypatch):
    """CR 608.2c: "you may" declined does nothing; a handler that neither asks nor acts is caught."""
    from rt_cards import creature
    game.put_onto_battlefield(0, creature("Grizzly Bears", 2, 2))
    game.decider.answers = []        # the decisions, as the exercise's decider records them
    verifier = Verifier()

    def decline(g, ctx, effect):
        g.decider.answers.append(("may", (False,)))
    monkeypatch.setitem(INSTRUCTIONS, fx.Optional, decline)
    INSTRUCTION_OBSERVERS.append(verifier)
    try:
        run(game, Context(controller=0, source_id=game.obj("Grizzly Bears").id), (fx.Optional((fx.Draw(Fixed(1)),)),))
        monkeypatch.setitem(INSTRUCTIONS, fx.Optional, lambda g, ctx, effect: None)
        run(game, Context(controller=0, source_id=game.obj("Grizzly Bears").id), (fx.Optional((fx.Draw(Fixed(1)),)),))
    finally:
        INSTRUCTION_OBSERVERS.remove(verifier)
    declined, skipped = verifier.take()
    assert declined.outcome.verdict is Verdict.EXPLAINED
    assert skipped.outcome.verdict is Verdict.MISSING


def _target(oid):
    from cardtext.runtime.engine.objects import Target
    return Target(object_id=oid)


def test_a_meld_is_verified_and_its_no_op_caught(game, monkeypatch):
    """CR 701.42a: Hanweir Battlements' meld line exiles it and Hanweir Garrison and puts the
    melded permanent onto the battlefield (verified); a handler that does nothing is caught. The
    exercise plays one card at a time, never its meld partner with it, so the proof is here."""
    from cardtext.compiler.source.loaders import find_card
    battlements, garrison = (compile_card(find_card(n)).definition for n in ("Hanweir Battlements", "Hanweir Garrison"))
    meld_line = battlements.abilities[-1].effects

    def meld():
        source = game.put_onto_battlefield(0, battlements)
        game.put_onto_battlefield(0, garrison)
        return [f for f in _judge(game, meld_line, Context(controller=0, source_id=source))
                if f.instruction == "Meld"]
    (finding,) = meld()
    assert finding.outcome.verdict is Verdict.OBSERVED, finding.describe()
    assert [game.state.objects[i].name for i in game.state.battlefield] == ["Hanweir, the Writhing Township"]
    monkeypatch.setitem(INSTRUCTIONS, fx.Meld, lambda g, ctx, effect: None)
    (broken,) = meld()
    assert broken.outcome.verdict is Verdict.MISSING


def test_a_door_unlocked_or_locked_by_an_effect_is_verified_and_its_no_op_caught(g, monkeypatch):
    """CR 709.5f-g: Ghostly Keybearer's "unlock a locked door of up to one target Room you control"
    unlocks Elegant Rotunda, and Keys to the House's "Lock or unlock a door of target Room you
    control" (the first option: lock) locks a door (both verified); handlers that do nothing are
    caught. The exercise's board has no Room permanent to target, so the proof is here."""
    from cardtext.runtime.mechanics.rooms import RoomCard
    from test_rt_rooms import _door, _room

    def room_with_one_door_unlocked():
        card = g.add_card("Alice", _room())
        g.add_mana("Alice", "WW")
        g.cast("Alice", card)
        g.resolve_stack()                # a new Room each time: the last one entered
        return max(i for i in g.state.battlefield if isinstance(g.state.objects[i].whole, RoomCard))

    def judged(cls, card_name):
        room = room_with_one_door_unlocked()
        (effect,) = _door(card_name).abilities[-1].effects
        ctx = Context(controller=0, source_id=room, targets=[[_target(room)]])
        return [f for f in _judge(g, (effect,), ctx) if f.instruction == cls.__name__]
    for cls, card_name in ((fx.UnlockDoor, "Ghostly Keybearer"), (fx.LockOrUnlockDoor, "Keys to the House")):
        (finding,) = judged(cls, card_name)
        assert finding.outcome.verdict is Verdict.OBSERVED, finding.describe()
        monkeypatch.setitem(INSTRUCTIONS, cls, lambda game, ctx, effect: None)
        (broken,) = judged(cls, card_name)
        assert broken.outcome.verdict is Verdict.MISSING, broken.describe()


def test_an_ability_is_unverified_when_only_another_abilitys_instructions_ran():
    """A trigger removed for want of a target runs none of its instructions; the spell cast to
    trigger it ran its own meanwhile, which says nothing of the trigger."""
    from cardtext.compiler.harness.exercise import _unverified
    from cardtext.compiler.harness.verification import Finding
    from cardtext.compiler.harness.verify_base import Outcome
    compiled = compile_card(CardSource("Watcher", "Whenever a creature enters the battlefield, you draw a card.",
                                       "{1}{U}", "Creature — Bird", "1", "1"))
    (trigger,) = compiled.definition.abilities
    own = type(trigger.effects[0]).__name__
    others, mine = [Finding("CreateToken", Outcome(Verdict.OBSERVED))], [Finding(own, Outcome(Verdict.OBSERVED))]
    out: list[str] = []
    _unverified("ability #0", trigger, others, out)
    assert out == ["ability #0: none of its instructions ran"]
    out.clear()
    _unverified("ability #0", trigger, others + mine, out)
    assert out == []


def test_an_amount_that_came_out_0_proves_nothing(game):
    """CR 608.2h: "draw a card for each artifact you control" is worked out as it resolves; with
    no artifact it draws 0 cards, which shows nothing of what the card scales: not verified, with
    the reason, while the same instruction counting something present is observed."""
    from rt_cards import creature
    from cardtext.runtime.characteristics import CardType
    from cardtext.runtime.filters import Controller, CountOf, EachRef
    from cardtext.runtime.object_filters import ObjectFilter
    game.put_onto_battlefield(0, creature("Grizzly Bears", 2, 2))
    artifacts = CountOf(EachRef(ObjectFilter(types=(CardType.ARTIFACT,), controller=Controller.YOU)))
    (finding,) = _judge(game, (fx.Draw(artifacts),))
    assert finding.outcome.verdict is Verdict.MISSING
    assert "amount (CountOf) came out 0" in finding.outcome.why
    creatures = CountOf(EachRef(ObjectFilter(types=(CardType.CREATURE,), controller=Controller.YOU)))
    (finding,) = _judge(game, (fx.Draw(creatures),))
    assert finding.outcome.verdict is Verdict.OBSERVED, finding.describe()


"""A cost another player than the controller may pay as the effect resolves (CR 118.12,
608.2d): "defending player may pay {U}. If that player does, ...": compiled, lowered and
rendered back."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E
from cardtext.runtime.filters import PlayerRef

from .conftest import compile_text


def test_defending_player_may_pay_names_the_payer_and_the_chooser():
    """CR 608.2d: the player named decides, and the cost is theirs to pay (CR 118.12)."""
    card = compile_text("Whenever ~ attacks, defending player may pay {U}. If that player does, "
                        "prevent all combat damage that would be dealt by ~ this turn.")
    (trigger,) = card.definition.abilities
    (may,) = trigger.effects
    assert isinstance(may, E.Optional) and may.player is PlayerRef.DEFENDING
    (pay,) = may.effects
    assert isinstance(pay, E.PayCost) and pay.payer is PlayerRef.DEFENDING
    assert len(may.if_done) == 1 and not may.if_not_done
    assert all(c.equal for c in check_card(card))


def test_if_he_or_she_doesnt_after_another_players_may_pay():
    card = compile_text("Whenever ~ attacks, defending player may pay {4}. If he or she doesn't, "
                        "~ can't be blocked this turn.")
    (trigger,) = card.definition.abilities
    (may,) = trigger.effects
    assert may.effects[0].payer is PlayerRef.DEFENDING
    assert len(may.if_not_done) == 1 and not may.if_done
    assert all(c.equal for c in check_card(card))


def test_your_own_may_pay_still_charges_you():
    card = compile_text("When ~ enters, you may pay {2}. If you do, draw a card.")
    (trigger,) = card.definition.abilities
    (may,) = trigger.effects
    assert may.player is PlayerRef.YOU and may.effects[0].payer is PlayerRef.YOU


def test_unless_that_player_pays_is_paid_by_the_player_dealt_damage():
    """CR 118.12: "deals 3 damage to that creature's controller unless that player pays {3}":
    the player the damage would be dealt to may pay, not the aura's controller."""
    from cardtext.runtime.filters import ControllerOf
    card = compile_text("Enchant creature\nWhenever enchanted creature becomes tapped, ~ deals 3 damage "
                        "to that creature's controller unless that player pays {3}.")
    trigger = card.definition.abilities[-1]
    (unless,) = trigger.effects
    assert isinstance(unless, E.Unless) and not unless.each_separately
    (damage,) = unless.effects
    assert isinstance(unless.player, ControllerOf) and unless.player == damage.players
    assert all(c.equal for c in check_card(card))


def test_unless_that_player_pays_after_each_opponent_lets_each_decide():
    """CR 608.2d, 101.4: a group named before "that player": each of them decides."""
    card = compile_text("When ~ enters, each opponent loses 3 life unless that player pays {2}.")
    (trigger,) = card.definition.abilities
    (unless,) = trigger.effects
    assert unless.each_separately and unless.player is PlayerRef.EACH_OPPONENT


def test_counter_it_unless_that_player_pays_charges_the_caster():
    """CR 118.12, 601.2a: after "Whenever a player casts a spell", "that player" is the caster."""
    card = compile_text("Whenever a player casts a spell, counter it unless that player pays {3}.")
    (trigger,) = card.definition.abilities
    (unless,) = trigger.effects
    assert isinstance(unless, E.Unless) and unless.player is PlayerRef.EVENT_PLAYER
    assert isinstance(unless.effects[0], E.CounterSpell)
    assert all(c.equal for c in check_card(card))


def test_counter_unless_that_player_pays_needs_a_cast_event():
    card = compile_text("Counter target spell unless that player pays {3}.", type_line="Instant")
    assert not card.fully_compiled


def test_then_unless_its_controller_pays_charges_the_second_targets_controller():
    """CR 118.12: "Then return another target creature to its owner's hand unless its
    controller pays {1}": the controller of that second target may pay."""
    from cardtext.runtime.filters import ControllerOf, TargetRef
    card = compile_text("Return target creature to its owner's hand. Then return another target creature "
                        "to its owner's hand unless its controller pays {1}.", type_line="Instant")
    (spell,) = card.definition.abilities
    unless = spell.effects[-1]
    assert isinstance(unless, E.Unless) and unless.player == ControllerOf(TargetRef(1))
    assert all(c.equal for c in check_card(card))


def test_each_opponent_sacrifices_unless_he_or_she_pays_lets_each_decide():
    """CR 608.2d, 101.4: "each opponent sacrifices a permanent unless he or she pays {2}":
    each opponent decides for themselves, in APNAP order."""
    card = compile_text("When ~ enters the battlefield, each opponent sacrifices a permanent unless "
                        "he or she pays {2}.")
    (trigger,) = card.definition.abilities
    (unless,) = trigger.effects
    assert unless.each_separately and unless.player is PlayerRef.EACH_OPPONENT
    assert unless.effects[0].player is PlayerRef.EVENT_PLAYER
    assert all(c.equal for c in check_card(card))

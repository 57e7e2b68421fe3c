"""Backup (CR 702.165a): "Backup N" means "When this creature enters, put N +1/+1 counters on
target creature. If that's another creature, it also gains the non-backup abilities of this
creature printed below this one until end of turn." (grammar/keywords.toml's definition; the
abilities below are the card's own, compiler/lowering/backup.py)."""
from __future__ import annotations

from cardtext.compiler.keywords.database import builtin
from cardtext.compiler.keywords.templates import fill
from cardtext.runtime import abilities as R
from cardtext.runtime import effects as E
from cardtext.runtime.filters import Fixed, ObjectIs, TargetRef

from .conftest import compile_corpus_card, compile_text, corpus_cards


def test_boon_bringer_valkyrie_grants_the_three_keywords_printed_below_backup():
    card = compile_corpus_card(corpus_cards()["Boon-Bringer Valkyrie"])
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    backup, *below = card.definition.abilities
    assert isinstance(backup, R.TriggeredAbility) and backup.keyword == "backup"
    put, conditional = backup.effects
    assert (put.objects, put.counter, put.amount) == (TargetRef(0), "+1/+1", Fixed(1))
    assert isinstance(conditional.condition, ObjectIs) and conditional.condition.ref == TargetRef(0)
    assert conditional.condition.filter.other                   # "if that's another creature"
    assert conditional.effects == tuple(E.GainAbility(TargetRef(0), a, E.Duration.END_OF_TURN) for a in below)
    assert [a.name for a in below] == ["flying", "first strike", "lifelink"]


def test_backup_grants_only_what_is_printed_below_it():
    """CR 702.165a: abilities printed above backup are not granted."""
    card = compile_text("Vigilance\nBackup 2\nTrample", type_line="Creature — Human Warrior", power="2", toughness="2")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    backup = card.definition.abilities[1]
    grants = backup.effects[1].effects
    assert [g.ability.name for g in grants] == ["trample"]
    assert backup.effects[0].amount == Fixed(2)


def test_backup_with_nothing_below_it_is_not_compiled():
    card = compile_text("Backup 1", type_line="Creature — Human Warrior", power="2", toughness="2")
    assert not card.fully_compiled and [d.code for d in card.diagnostics] == ["CT301"]


def test_the_reminder_template_is_the_printed_reminder():
    entry = builtin().get("backup")
    assert fill(entry.reminder, 1) == ("When this creature enters, put a +1/+1 counter on target creature. "
                                       "If that's another creature, it gains the following abilities until "
                                       "end of turn.")

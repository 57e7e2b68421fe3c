"""Shared fixtures: the repository, the shared corpus, and hand-built abilities.

The hand-built abilities let the CLI, serialiser and schema be tested without
depending on what the compiler understands today.
"""
from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
CORPUS = Path(os.environ.get("CARDTEXT_CORPUS", REPO.parent / "shared" / "corpus"))


@pytest.fixture(scope="session")
def repo() -> Path:
    return REPO


@pytest.fixture(scope="session")
def corpus() -> Path:
    if not (CORPUS / "cards.jsonl").is_file():
        pytest.skip(f"shared corpus not found at {CORPUS}")
    return CORPUS


@pytest.fixture(scope="session")
def sample_abilities():
    """Abilities as the compiler should build them for a few real lines."""
    from cardtext.runtime.abilities import (ActivatedAbility, KeywordAbility, ManaAbility,
                                            ReplacementAbility, EntersWithCounters, Timing,
                                            TriggeredAbility, StaticAbility, Anthem, SpellAbility,
                                            TargetSpec)
    from cardtext.runtime.characteristics import CardType, ManaType
    from cardtext.runtime.costs import TapSelf, TapTotalPower, RemoveCounters
    from cardtext.runtime.effects import (AddMana, BecomeSaddled, DealDamage, FixedMana, Scry,
                                          DoubleCounters)
    from cardtext.runtime.events import EntersBattlefield
    from cardtext.runtime.filters import (Controller, EachRef, Fixed, ObjectFilter, SelfRef,
                                          TargetRef, XValue)
    creatures_you = ObjectFilter(types=(CardType.CREATURE,), controller=Controller.YOU)
    return {
        "Saddle 1": ActivatedAbility(
            costs=(TapTotalPower(1, ObjectFilter(types=(CardType.CREATURE,), controller=Controller.YOU,
                                                 other=True, tapped=False)),),
            effects=(BecomeSaddled(),), timing=Timing(sorcery_speed=True), keyword="saddle"),
        "{T}: Add {G}.": ManaAbility((TapSelf(),), (AddMana(FixedMana(((ManaType.GREEN,),))),)),
        "Haste": KeywordAbility("haste"),
        "When this creature enters, scry 2.": TriggeredAbility(EntersBattlefield(SelfRef()),
                                                               (Scry(Fixed(2)),)),
        "This creature enters with X +1/+1 counters on it.": ReplacementAbility(
            EntersWithCounters("+1/+1", XValue())),
        "Remove a +1/+1 counter from this creature: It deals 1 damage to any target.": ActivatedAbility(
            (RemoveCounters("+1/+1", Fixed(1)),), (DealDamage(Fixed(1), TargetRef(0)),),
            targets=(TargetSpec(ObjectFilter(types=(CardType.CREATURE,)), Controller.ANY),)),
        "Creatures you control get +1/+1.": StaticAbility(Anthem(creatures_you, 1, 1)),
        "Double the number of +1/+1 counters on each creature you control.": SpellAbility(
            (DoubleCounters(EachRef(creatures_you)),)),
    }


@pytest.fixture
def fake_compiler(monkeypatch, sample_abilities):
    """Replace compile_card (as the CLI calls it) by one that knows exactly the sample lines."""
    from cardtext.compiler import api
    from cardtext.compiler.api import CompiledCard, CompiledLine
    from cardtext.compiler.diagnostics import Diagnostic, Severity
    from cardtext.runtime.abilities import CardDefinition
    from cardtext.runtime.costs import ManaCost

    def compile_source(source, keywords=None):
        lines, diags = [], []
        for k, text in enumerate(source.oracle_text.split("\n"), start=1):
            if not text.strip():
                continue
            ability = sample_abilities.get(text)
            lines.append(CompiledLine(k, text, (ability,) if ability else ()))
            if ability is None:
                diags.append(Diagnostic("CT201", Severity.ERROR, "text not understood", source.file,
                                        source.text_line + k - 1, source.text_column, text))
        abilities = tuple(a for line in lines for a in line.abilities)
        return CompiledCard(source, CardDefinition(source.name, ManaCost(), (), abilities=abilities),
                            tuple(lines), tuple(diags))

    monkeypatch.setattr(api, "compile_card", compile_source)
    return compile_source


_cache_folders = iter(range(1_000_000_000))


@pytest.fixture(autouse=True)
def results_cache_per_test(tmp_path_factory, monkeypatch):
    """Each test's commands get their own empty results cache (compiler/source/results_cache.py),
    so a test that replaces the compiler never reads a result of the real one, and no test
    writes to the user's cache. (Created only when a command writes to it.)"""
    folder = tmp_path_factory.getbasetemp() / "results-cache" / str(next(_cache_folders))
    monkeypatch.setenv("CARDTEXT_CACHE_DIR", str(folder))

"""AST nodes for face-down permanents and suspect (grammar/face_down.lark, CR 708, 701.58,
701.60, 701.62)."""
from __future__ import annotations

from dataclasses import dataclass

from .phrases import ObjectPhrase


@dataclass(frozen=True)
class ManifestDreadClause:
    """"manifest dread" (CR 701.62a): you manifest one of your top two cards."""


@dataclass(frozen=True)
class CloakClause:
    """"cloak the top card of your library" (CR 701.58a)."""


@dataclass(frozen=True)
class SuspectClause:
    """"suspect <objects>" (CR 701.60a)."""

    objects: tuple[ObjectPhrase, ...]


@dataclass(frozen=True)
class NoLongerSuspectedClause:
    """"<objects> is/are no longer suspected" (CR 701.60c)."""

    objects: tuple[ObjectPhrase, ...]


FACE_DOWN_CLAUSES = (ManifestDreadClause, CloakClause, SuspectClause, NoLongerSuspectedClause)

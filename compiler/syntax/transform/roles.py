"""Parse tree -> AST for Role tokens (grammar/roles.lark, CR 303.7, 111.10j-r) and the other tokens
an effect names (CR 111.4), mixed into ToAst."""
from __future__ import annotations

import dataclasses

from lark import Token

from ....runtime.abilities import KeywordAbility
from ....runtime.characteristics import Supertype

from .. import nodes as A
from .common import TokenWithAbility, split_token


class RolesMixin:
    """"a Cursed Role token", the Roles' own definitions, "create ... token attached to <object>"."""

    def token_role(self, items):
        """"a Monster Role token": the predefined token of that name (CR 111.10k)."""
        return A.PredefinedToken(str(items[0]).title())

    def token_aura_quoted(self, items):
        """'a colorless Aura Role enchantment token named Cursed with enchant creature and
        "Enchanted creature has base power and toughness 1/1."' (CR 111.10j)."""
        spec, name, quality = self._aura_token(items)
        return TokenWithAbility(_with_enchant(spec, name, quality), (self._open_quote(items[-1]),))

    def token_aura_two_quoted(self, items):
        """'... named Wicked with enchant creature, "Enchanted creature gets +1/+1," and "When
        this token is put into a graveyard from the battlefield, each opponent loses 1 life."'
        (CR 111.10q): two abilities besides enchant."""
        spec, name, quality = self._aura_token(items)
        first = next(i for i in items if getattr(i, "type", None) == "QUOTED_COMMA")
        opened = Token.new_borrow_pos("QUOTED_OPEN", str(first)[:-2], first)   # without its ',"'
        return TokenWithAbility(_with_enchant(spec, name, quality),
                                (self._open_quote(opened), self._open_quote(items[-1])))

    def token_named(self, items):
        """"a legendary 4/4 green Elemental creature token named Ashaya, the Awoken World": the
        effect sets the token's name and supertype (CR 111.4); legendary, it is subject to the
        legend rule (CR 704.5j)."""
        supertypes = tuple(Supertype(str(i)) for i in items if getattr(i, "type", None) == "SUPERTYPE")
        name = next(str(i) for i in items if getattr(i, "type", None) == "TOKEN_GIVEN_NAME")
        rest = [i for i in items if getattr(i, "type", None) not in ("SUPERTYPE", "TOKEN_GIVEN_NAME")]
        return dataclasses.replace(self.token(rest), name=given_name(name), supertypes=supertypes)

    def _aura_token(self, items):
        at = next(k for k, i in enumerate(items) if getattr(i, "type", None) == "TOKEN_NAME")
        spec = self._noncreature_spec(items[:at])
        return spec, str(items[at]).title(), items[at + 1]

    def c_create_token_attached(self, items):
        """"create a Cursed Role token attached to it" (CR 303.7, 303.4f)."""
        spec, granted = split_token(items[1])
        return A.CreateTokenClause(items[0], spec, granted=granted, attached_to=items[2])


def _with_enchant(spec, name: str, quality):
    """The token named `name` (CR 111.4: the effect names it) with "enchant <quality>" (CR 702.5a)."""
    return dataclasses.replace(spec, name=name,
                               abilities=spec.abilities + (KeywordAbility("enchant", quality=quality),))


_SMALL_WORDS = frozenset(("the", "of", "a", "an", "and"))


def given_name(words: str) -> str:
    """A name read in lower case, capitalised as names are printed ("Ashaya, the Awoken World")."""
    parts = words.split(" ")
    return " ".join(w if k and w in _SMALL_WORDS else w[:1].upper() + w[1:] for k, w in enumerate(parts))

"""One-shot effects on objects and players: mana, life, counters, tokens, tapping, control,
optional steps ("you may ...")."""
from __future__ import annotations

import dataclasses

from ...runtime import abilities as R
from ...runtime import effects as E
from ...runtime.filters import EachRef, Fixed, PlayerRef

from ..syntax import nodes as A
from ..syntax.transform import UnsupportedPhrase
from .amounts import amount_value, count_for_each, per_player
from .dispatch import lower_clause, token_abilities
from .references import it_ref, objects_ref, player_ref
from .scope import Scope


EFFECT_CLAUSES = (A.ChooseValueClause, A.AddManaClause, A.ScryClause, A.LifeClause, A.LifeTotalBecomesClause,
                  A.PutCountersClause, A.DoubleCountersClause, A.CreateTokenClause,
                  A.TokenCopyClause, A.MayClause, A.ChooseClause, A.BecomeSaddledClause,
                  A.TapClause, A.TapOrUntapClause, A.GainControlClause, A.NoRegenerationClause,
                  A.EnergyClause, A.MayPayClause, A.RegenerateClause, A.MayGainLifeClause,
                  A.SkipUntapClause, A.CopySpellClause, A.EmblemClause)


def lower_effect_clause(c, scope: Scope, pre: list):
    """One-shot effects other than damage, zone changes and granted abilities."""
    match c:
        case A.ChooseValueClause():
            return E.ChooseValue({"creature": "creature_type", "basic land": "basic_land_type",
                                  "land": "land_type"}[c.kind])
        case A.AddManaClause(that_color=True):
            # "Choose a color. Add an amount of mana of that color ...": the choice is made as
            # the mana is added, of one color (CR 608.2d, 106.1)
            if not getattr(scope, "color_chosen", False):
                raise UnsupportedPhrase("'that color' with no color chosen before it")
            scope.color_chosen = False
            return E.AddMana(c.production, player_ref((c.player,), scope))
        case A.AddManaClause(equal_to=True):
            amount = amount_value(c.production.times, scope, pre)
            return E.AddMana(dataclasses.replace(c.production, times=amount), player_ref((c.player,), scope))
        case A.AddManaClause():
            return E.AddMana(c.production, player_ref((c.player,), scope))
        case A.ScryClause():
            return E.Scry(c.amount)
        case A.LifeClause():
            amount = count_for_each(amount_value(c.amount, scope, pre), c.for_each, scope)
            cls = E.GainLife if c.gain else E.LoseLife
            scope.lost_life = scope.lost_life or not c.gain
            return cls(amount, player_ref(c.players, scope))
        case A.LifeTotalBecomesClause():
            return E.SetLifeTotal(amount_value(c.amount, scope, pre), player_ref(c.players, scope))
        case A.PutCountersClause():
            ref = objects_ref(c.objects, scope, pre)
            amount = c.amount
            if isinstance(amount, A.AmountOf):      # "equal to the tapped creature's power"
                amount = amount_value(amount, scope, pre)
            amount = count_for_each(amount, c.for_each, scope)
            if per_player(amount):
                raise UnsupportedPhrase("a count 'he or she controls' for counters")
            return E.PutCounters(ref, c.counter, amount, scope.label("countered"))
        case A.DoubleCountersClause():
            return E.DoubleCounters(objects_ref(c.objects, scope, pre), c.counter)
        case A.CreateTokenClause(token=None):
            raise UnsupportedPhrase("'those tokens' with no token created before an 'instead'")
        case A.CreateTokenClause():
            spec = token_spec(c.token)
            if isinstance(c.amount, A.AmountOf):    # "a number of ... tokens equal to its power"
                c = dataclasses.replace(c, amount=amount_value(c.amount, scope, pre))
            if c.granted is not None:
                spec = dataclasses.replace(spec, abilities=spec.abilities + granted_abilities(c.granted))
            host = None if c.attached_to is None else objects_ref(c.attached_to, scope, pre)
            if c.players != (A.YouPhrase(),):       # "its controller creates ...": theirs (CR 111.2)
                return E.CreateToken(spec, count_for_each(c.amount, c.for_each, scope),
                                     player_ref(c.players, scope), tapped=c.tapped, attacking=c.attacking,
                                     attached_to=host)
            return E.CreateToken(spec, count_for_each(c.amount, c.for_each, scope), tapped=c.tapped,
                                 attacking=c.attacking, attached_to=host)
        case A.EmblemClause():                  # CR 114.2
            return E.CreateEmblem(token_abilities(c.ability, several=True), player_ref(c.players, scope))
        case A.MayClause():
            return E.Optional(tuple(lower_clause(c.clause, scope)))
        case A.ChooseClause():
            scope.add_target(c.target)
            return None
        case A.BecomeSaddledClause():
            return E.BecomeSaddled(objects_ref(c.objects, scope, pre))
        case A.TapClause():
            ref = objects_ref(c.objects, scope, pre)
            if c.untap and isinstance(ref, EachRef):     # a group a later "those creatures" names
                return E.UntapObjects(ref, scope.label("untapped"))
            return E.UntapObjects(ref) if c.untap else E.TapObjects(ref)
        case A.GainControlClause(players=None):
            duration = E.Duration.END_OF_TURN if c.until_end_of_turn else E.Duration.PERMANENT
            ref = objects_ref(c.objects, scope, pre)
            if isinstance(ref, EachRef):                 # "gain control of all creatures. Untap them."
                return E.GainControl(ref, duration, label=scope.label("controlled"))
            return E.GainControl(ref, duration)
        case A.GainControlClause():                # "its controller gains control of ~"
            duration = E.Duration.END_OF_TURN if c.until_end_of_turn else E.Duration.PERMANENT
            player = player_ref(c.players, scope)       # targets in printed order
            return E.GainControl(objects_ref(c.objects, scope, pre), duration, player)
        case A.NoRegenerationClause():
            if not scope.targets and not scope.last_label:
                raise UnsupportedPhrase("'it can't be regenerated' with nothing before it")
            return E.AddRestriction(it_ref(scope), R.RestrictedAction.BE_REGENERATED.value)
        case A.EnergyClause():
            return E.GetEnergy(count_for_each(c.amount, c.for_each, scope), player_ref(c.players, scope))
        case A.MayPayClause():
            if getattr(c.cost, "x_count", False):
                # "you may tap X untapped Myr you control": no cost of the ability announces X
                raise UnsupportedPhrase("X objects in a cost an effect asks for")
            return E.Optional((E.PayCost(c.cost),))
        case A.TapOrUntapClause():
            ref = objects_ref(c.objects, scope, pre)
            return E.ChooseModes((E.Mode((E.TapObjects(ref),)), E.Mode((E.UntapObjects(ref),))))
        case A.TokenCopyClause():
            return E.CreateTokenCopy(objects_ref(c.objects, scope, pre), attacks_each_opponent=c.attacks_each_opponent)
        case A.RegenerateClause():
            return E.Regenerate(objects_ref(c.objects, scope, pre))
        case A.MayGainLifeClause():
            return E.Optional((E.GainLife(c.amount),))
        case A.SkipUntapClause():
            return E.SkipNextUntap(objects_ref(c.objects, scope, pre))
        case A.CopySpellClause():
            return E.CopySpell(objects_ref(c.objects, scope, pre),
                               count=Fixed(2) if c.twice else count_for_each(Fixed(1), c.for_each, scope),
                               player=PlayerRef.AN_OPPONENT if c.by_an_opponent else PlayerRef.YOU)
    raise UnsupportedPhrase(f"{type(c).__name__}")


def granted_abilities(granted) -> tuple:
    """The quoted abilities a token is created with: one AbilityLine, or several (a Role's
    definition, CR 111.10q)."""
    lines = granted if isinstance(granted, tuple) else (granted,)
    return tuple(a for line in lines for a in token_abilities(line))


def token_spec(token: E.TokenSpec | A.PredefinedToken) -> E.TokenSpec:
    """The token a creation makes; "a Treasure token": the token its rule defines (CR 111.10),
    with the quoted ability of that definition."""
    from ..keywords.definitions import DefinitionError
    from ..keywords.tokens import back_face, definition, table
    if isinstance(token, E.TokenSpec):
        return token
    if token.name not in table():
        raise UnsupportedPhrase(f"a {token.name} token: no predefined token (CR 111.10) of that "
                                "name, and a token needs its characteristics")
    try:
        spec, granted = definition(token.name)
        back = back_face(token.name)
    except DefinitionError as exc:
        raise UnsupportedPhrase(f"the {token.name} token's definition: {exc.message}") from None
    if granted is not None:
        spec = dataclasses.replace(spec, abilities=spec.abilities + granted_abilities(granted))
    return spec if back is None else dataclasses.replace(spec, back_face=back)

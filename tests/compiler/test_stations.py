"""Station cards (CR 721) as the compiler reads them: the station keyword is its rules text
(CR 702.184a), "STATION N+" gives the abilities after it the condition "as long as this has N or
more charge counters on it" (CR 721.2a), and a Spacecraft's printed power and toughness make it a
creature at its last station symbol's number (CR 721.2b)."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import abilities as R
from cardtext.runtime import effects as E
from cardtext.runtime.filters import Compare, CounterCount, PaidRef, PowerOf, SelfRef

from .conftest import compile_corpus_card

STATION_REMINDER = ("Tap another creature you control: Put charge counters equal to its power on this "
                    "{kind}. Station only as a sorcery.{box}")


def compiled(card):
    """Fully compiled; the station lines render back as printed (line 1 of Warmaker Gunship, an
    older damage wording, renders in the other word order cardtext reads, so it is not compared)."""
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    checks = [c for c in check_card(card) if "station" in c.expected]
    assert checks and all(c.equal for c in checks), checks
    return card


def charged(n):
    return CounterCount(SelfRef(), "charge", Compare.GE, n)


def test_station_is_its_rules_text(corpus):
    """CR 702.184a: "Station" means "Tap another untapped creature you control: Put a number of
    charge counters on this permanent equal to the tapped creature's power. Activate only as a
    sorcery." The ability carries the keyword's name."""
    card = compiled(compile_corpus_card(corpus["Warmaker Gunship"]))
    station = card.definition.abilities[1]
    assert isinstance(station, R.ActivatedAbility) and station.keyword == "station"
    assert station.timing.sorcery_speed
    (tap,) = station.costs
    assert tap.count == 1 and not tap.untap
    (put,) = station.effects
    assert isinstance(put, E.PutCounters) and put.counter == "charge"
    assert put.amount == PowerOf(PaidRef("tapped")) and put.objects == SelfRef()


def test_station_symbol_abilities_and_the_creature_box(corpus):
    """Warmaker Gunship "STATION 6+ / Flying" with a 4/3 box: flying and being a creature both
    hold only at 6 or more charge counters (CR 721.2a, 721.2b)."""
    card = compiled(compile_corpus_card(corpus["Warmaker Gunship"]))
    box, flying = card.definition.abilities[2:]
    assert box == R.StaticAbility(R.StationCreature(6))
    assert flying == R.StaticAbility(R.KeywordGrant(SelfRef(), "flying"), charged(6))


def test_a_planet_has_no_creature_box_and_its_activated_ability_waits(corpus):
    """Susur Secundi, Void Altar (a land, no power and toughness): "STATION 12+" then an activated
    ability, which may be activated only with 12 or more charge counters (CR 721.2a)."""
    card = compiled(compile_corpus_card(corpus["Susur Secundi, Void Altar"]))
    assert not any(isinstance(a, R.StaticAbility) and isinstance(a.effect, R.StationCreature)
                   for a in card.definition.abilities)
    draw = card.definition.abilities[-1]
    assert draw.timing.sorcery_speed and draw.timing.condition == charged(12)


def test_extinguisher_battleship_has_both_keywords_at_five(corpus):
    card = compiled(compile_corpus_card(corpus["Extinguisher Battleship"]))
    grants = [a for a in card.definition.abilities if isinstance(a, R.StaticAbility)
              and isinstance(a.effect, R.KeywordGrant)]
    assert [(g.effect.keyword, g.condition) for g in grants] == [("flying", charged(5)), ("trample", charged(5))]


def test_the_printed_station_reminder_names_the_card_type_and_its_creature_box(corpus):
    """The reminder of station names the card's own type and, for a Spacecraft with power and
    toughness, the number at which it is a creature (its last station symbol, CR 721.2b); no
    slot of the keyword database fills those, so station has no template and is checked here."""
    for name, kind, box in (("Warmaker Gunship", "Spacecraft", 6), ("Extinguisher Battleship", "Spacecraft", 5),
                            ("Susur Secundi, Void Altar", "Planet", None)):
        text = corpus[name]["oracle_text"]
        reminder = text.split("Station (", 1)[1].split(")", 1)[0]
        extra = f" It's an artifact creature at {box}+." if box else ""
        assert reminder == STATION_REMINDER.format(kind=kind, box=extra)
        assert f"STATION {box}+" in text if box else "STATION 12+" in text

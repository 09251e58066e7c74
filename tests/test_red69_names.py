"""A red team's leaks in notices, reports and statements (issue 39, round 69): streets without a
number or a street word, towns after a firm's name, surnames after a family's or a marriage's
cue, facilities named by their place, initials beside a person, a first name that is also a
brand. Invented names, none of the red team's; near misses stay."""

from __future__ import annotations

import pytest
from detector_helpers import replaced
from tei_places_helpers import doc, run


def _texts(text: str) -> list[str]:
    return [t for _, t in replaced(text)]


@pytest.mark.parametrize(
    "text, name",
    [
        ("Wir wohnen seit Mai im Haselbuschweg, sehr ruhig.", "Haselbuschweg"),
        ("Die Familie ist an den Stillen Winkel gezogen.", "Stillen Winkel"),
        ("Sie wohnt jetzt am Hohen Brink.", "Hohen Brink"),
        ("Treffpunkt Auf dem Esch bei der Scheune.", "Auf dem Esch"),
        ("Die Werkstatt liegt An der Ölmühle.", "An der Ölmühle"),
        ("Zeugin: Hedwig Ruschmeyer, Tweel 9, sah den Wagen.", "Tweel 9"),
        ("Il habite rue des Tilleuls avec sa mère.", "rue des Tilleuls"),
        ("Spedition Wöhlkenmann, Bünde, hat geliefert.", "Bünde"),
        ("Leihgabe: Privatbesitz Familie Dreesmann, Brake", "Brake"),
        ("Elisabeth Harms, gesch. Oeltjenbruns, meldet sich.", "Oeltjenbruns"),
        ("Gretel Voss verw. Tammling ist verstorben.", "Tammling"),
        ("Die Brockschmidts kommen zum Essen.", "Brockschmidts"),
        ("Wir waren gestern bei Harmsens.", "Harmsens"),
        ("Das Ossenkopp-Grundstück wird verkauft.", "Ossenkopp"),
        ("DEATHS: PRIDDLEWORTH – peacefully, aged 88.", "PRIDDLEWORTH"),
        ("Er ist beim MVZ am Schlossgarten in Behandlung.", "MVZ am Schlossgarten"),
        ("Anwesend waren P. Schwieterling und D. Ü.-K.", "D. Ü.-K."),
        ("Present were T. Wrattisley and F. G.-H. at noon.", "F. G.-H."),
        ("Our neighbour Tesla Pennycuick fixed the fence.", "Tesla Pennycuick"),
    ],
)
def test_a_private_name_in_its_frame_is_replaced(text, name):
    assert name in _texts(text)


@pytest.mark.parametrize(
    "text, name",
    [
        ("Agnes Pole, widow of Jethro Cattermole, died.", "Jethro Cattermole"),
        ("Unser Nachbar Opel Fokkena hat geholfen.", "Opel Fokkena"),
        ("BIRTHS: ATHERSMITH – to Joan and Peter, a daughter.", "ATHERSMITH"),
    ],
)
def test_what_other_rules_replaced_before_is_replaced_whole_still(text, name):
    # Guards: other rules found these before; the new ones must not cut them short.
    assert name in _texts(text)


@pytest.mark.parametrize(
    "text, kept",
    [
        ("Wir sehen uns am Ende der Woche.", "Ende"),
        ("Ich bin auf dem Weg zur Arbeit.", "Weg"),
        ("Sie arbeitet an der Uni.", "an der Uni"),
        ("Die Kinder spielen im Garten.", "Garten"),
        ("Er parkt im Radweg.", "Radweg"),
        ("Am Heiligen Abend kommen alle.", "Heiligen Abend"),
        ("Im Kalten Krieg war das anders.", "Kalten Krieg"),
        ("Anna Kühl, Klasse 7, hat gewonnen.", "Klasse 7"),
        ("He found a place in the Alps.", "place"),
        ("Familie Dreesmann, Nachbarn von uns, kommt auch.", "Nachbarn"),
        ("Die Kosten sind gesch. 500 Euro.", "500"),
        ("Die Autos stehen draußen.", "Autos"),
        ("Das Ferien-Haus ist schön.", "Ferien"),
        ("Die Praxis am Montag ist zu.", "Praxis"),
        ("Er war in den U.S.A. und Kanada.", "U.S.A."),
    ],
)
def test_an_ordinary_phrase_stays(text, kept):
    assert not any(kept in t for t in _texts(text))


@pytest.mark.parametrize("pseudonyms", [False, True])
def test_a_notice_is_replaced_in_both_modes(tmp_path, pseudonyms):
    body = (
        '<post xml:id="p1" who="#A1">Trauer um Erna Lübbersmann, verw. Quathamer. Sie lebte zuletzt '
        "im Seniorenzentrum am Kötterbach und davor im Ginsterkampweg. Es trauern die Lübbersmanns.</post>"
    )
    output, _ = run(tmp_path, doc(body), pseudonyms=pseudonyms)
    for name in ("Quathamer", "Kötterbach", "Ginsterkampweg", "Lübbersmanns"):
        assert name not in output
    assert "Trauer um" in output and "Es trauern die" in output

"""The red team's kinds of 2026-12-05 in running text (issues 38/39): a person's name is never a
public project; a surname goes with its first name across an encoded or formatted separator, in
capitals and in lower case after a kinship or address word; phone numbers grouped by dots or
slashes, and glued to another script; logins and spelled-out addresses; ids after their cue;
a diminutive frame is private evidence; and the damage: a town's last letter as a room, the
public broadcasters' and governments' links, ``Hope``/``Will``/``Grace`` as words. Every string
here is made up, and differs from the reports'."""

from __future__ import annotations

import pytest
from detector_helpers import annotated, found, replaced

from teianon.detect.links import is_public_link
from teianon.read.tei import tei


def _names(text: str) -> list[tuple[str, str, str]]:
    """``(type, subtype, text)`` of every annotation in the post, kept or not."""
    post = annotated(text).getroot().find(f".//{tei('post')}")
    assert post is not None
    return [
        (e.get("type") or "", e.get("subtype") or "", "".join(e.itertext())) for e in post.iter(tei("name"), tei("ref"))
    ]


# 1. A project rule never takes a person's name.
@pytest.mark.parametrize(
    "text, name",
    [
        ("Gruppe: Geburtstag Malte Hagen 40", "Malte Hagen"),
        ("Einladung zum Abschied Torsten Essen 65", "Torsten Essen"),
        ("Party for Ingrid Bonn 50 tonight", "Ingrid Bonn"),
    ],
)
def test_a_first_name_before_a_town_and_a_number_is_a_person_not_a_project(text: str, name: str) -> None:
    names = _names(text)
    assert not any(n[1] == "public" for n in names), names
    # Replaced whole (a tagger may type it otherwise), and the reviewer can add to it again.
    assert any(name in value for _, value in replaced(text))


@pytest.mark.parametrize("text", ["Stuttgart 21 ist teuer", "der Plan Hamburg 2040 steht"])
def test_a_town_project_stays_public(text: str) -> None:
    assert any(n[1] == "public" for n in _names(text))


# 2. The surname goes with the first name across a separator.
@pytest.mark.parametrize(
    "text, name",
    [
        ("mailto:info@verein.de?subject=Karte%20f%C3%BCr%20Leonie%20Brackmann", "Leonie%20Brackmann"),
        ("Anhang: Zeugnis%20Jobst%20Haferkamp.pdf", "Jobst%20Haferkamp"),
        ("Hallo=20Jutta=20Kaltenbach=20bitte", "Jutta=20Kaltenbach"),
        ("Vorstand · Gerlinde·Wohlfahrt · Kasse", "Gerlinde·Wohlfahrt"),
        ("Danke _Annelore Vorwerk_ für alles", "Annelore Vorwerk"),
        ("HAPPY BIRTHDAY ROSWITHA KOLBE-WINTER", "ROSWITHA KOLBE-WINTER"),
        ("sag herr tiedemann-schulte bescheid", "tiedemann-schulte"),
        ("frag mal frau kowalczyk", "kowalczyk"),
        ("Hochzeit Lena Essen 2025", "Lena Essen"),
    ],
)
def test_the_surname_goes_with_the_first_name_across_a_separator(text: str, name: str) -> None:
    assert ("PER", name) in replaced(text)


@pytest.mark.parametrize(
    "text",
    [
        "frau mama sagt hallo",
        "herr doktor kommt gleich",
        "Preis%20Liste%20Neu",
        "_Wichtig Hinweis_ lesen",
        "GUTEN MORGEN ALLE",
        "Berlin·Hamburg·München",
        "Meine Frau schleppt mich überall herum",
        "der herr betrügt uns",
        "als ihm die Frau zunickte",
        "Session Start: Thu Jul 10 14:02:11 2003",
    ],
)
def test_separators_between_ordinary_words_make_no_name(text: str) -> None:
    assert found(text, "separated_names") == []


# 3. Phone numbers grouped by dots or slashes, or glued to another script.
@pytest.mark.parametrize(
    "text, number",
    [
        ("mon portable 07.21.43.65.87 merci", "07.21.43.65.87"),
        ("unter (0)5251-12.34.56 abends", "(0)5251-12.34.56"),
        ("erreichbar 05251/12.34.56 bitte", "05251/12.34.56"),
        ("请打电话13712345678谢谢", "13712345678"),
    ],
)
def test_phone_numbers_grouped_by_dots_or_glued_to_another_script(text: str, number: str) -> None:
    assert ("NUMBER", number) in found(text, "number")


@pytest.mark.parametrize(
    "text", ["am 07.12.2024 um 10 Uhr", "Kapitel 01.02.03.04.05", "Gesetz 0815/12.03.2020", "Seite 02.12.34"]
)
def test_dates_and_numberings_are_no_phone_numbers(text: str) -> None:
    assert not [m for m in found(text, "number") if m[0] == "NUMBER" and "phone" in m[1]]
    assert found(text, "number") == []


# 4. Logins and addresses spelled with words.
@pytest.mark.parametrize(
    "text, value", [("mein login ist k.wiesenthal", "k.wiesenthal"), ("my login is pdoe.hartley", "pdoe.hartley")]
)
def test_a_login_after_its_word(text: str, value: str) -> None:
    assert ("NICK", value) in found(text, "cued_names")


@pytest.mark.parametrize("text", ["mein login ist kaputt", "the login is broken", "ssh root@10.0.0.1"])
def test_no_login_where_the_word_is_a_word(text: str) -> None:
    assert not [m for m in found(text, "cued_names") if m[0] in ("NICK", "EMAIL")]


def test_a_login_at_a_machine_is_one_address() -> None:
    assert ("EMAIL", "greta.vollmer@10.1.2.3") in found("dann ssh greta.vollmer@10.1.2.3 tippen", "cued_names")


@pytest.mark.parametrize(
    "text, value",
    [
        (
            "schreib an ulla (Punkt) berghoff (Klammeraffe) posteo (Punkt) de",
            "ulla (Punkt) berghoff (Klammeraffe) posteo (Punkt) de",
        ),
        ("write to peter dot quinlan at mailbox dot org", "peter dot quinlan at mailbox dot org"),
    ],
)
def test_an_address_spelled_with_words(text: str, value: str) -> None:
    assert ("EMAIL", value) in found(text, "email")


# 5. Ids after their cue.
@pytest.mark.parametrize(
    "text, value",
    [
        ("Vertragsnummer: VN-5512-3390", "VN-5512-3390"),
        ("customer no. 77-3120-45", "77-3120-45"),
        ("CURP: PELJ850704HJCRPN03", "PELJ850704HJCRPN03"),
        ("DNI 27.654.321", "27.654.321"),
    ],
)
def test_ids_after_their_cue(text: str, value: str) -> None:
    assert ("NUMBER", value) in replaced(text)


# 6. A diminutive before a name is the writer's own child.
def test_a_diminutive_before_a_first_name_is_private() -> None:
    names = _names("die kleine Friedel Brackmann war heute da")
    assert not any(n[1] == "public" for n in names), names
    assert any(
        kind == "PER" and "Friedel" in value for kind, value in replaced("die kleine Friedel Brackmann war heute da")
    )


# 7. Damage.
def test_a_towns_last_letter_is_no_room() -> None:
    assert not [m for m in found("SCHULSTRASSE 14, HALLE (WESTF.)", "room_codes") if m[1] == "E"]
    assert ("NUMBER", "B") in found("wir treffen uns in Halle B", "room_codes")


@pytest.mark.parametrize(
    "url",
    [
        "https://www.tagesschau.de/inland/",
        "https://www.zdf.de/nachrichten",
        "https://www.bbc.co.uk/news/uk",
        "https://www.bundesregierung.de/breg-de",
        "https://www.gov.uk/browse/benefits",
    ],
)
def test_public_broadcasters_and_governments_stay(url: str) -> None:
    assert is_public_link(url)


@pytest.mark.parametrize(
    "url",
    [
        "https://www.meinverein-beispiel.de/mitglieder",
        "https://www.zdf.de/profil?id=12345",
        "https://www.leeds.gov.uk/bins",
    ],
)
def test_other_sites_and_ids_on_public_sites_go(url: str) -> None:
    assert not is_public_link(url)


@pytest.mark.parametrize(
    "text",
    [
        "jo Hope everything is fine",
        "Hey, Hope you had a good trip!",
        "Saying Grace at dinner",
        "by the Will of the people",
    ],
)
def test_hope_grace_and_will_as_words(text: str) -> None:
    assert not [n for n in _names(text) if n[0] == "PER"]


@pytest.mark.parametrize("text", ["I met Grace yesterday, she says hi", "Liebe Grüße, Hope"])
def test_hope_and_grace_as_names_stay_names(text: str) -> None:
    assert [n for n in _names(text) if n[0] == "PER"]

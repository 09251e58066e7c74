"""Small organisations and places that the shape of their name gives away (issue 38): a venue
named with ``The`` or before its kind, a club's short form, a firm's kind, a German trade before
its owner, a firm's trade compound after a name of dealings, English landscape names, districts
whose name only ends like a noun, and big cities that the tagger has seldom seen."""

from __future__ import annotations

import pytest
from detector_helpers import found, view

from teianon.detect import DocumentContext, build_detectors, detect


def _sources(text: str, detector: str) -> set[tuple[str, str]]:
    """(matched text, rule) of every mention one detector proposes in ``text``."""
    mentions = detect(view(text), DocumentContext(participants=(), rooms=()), build_detectors([detector]))
    return {(text[m.start : m.end], m.source) for m in mentions}


@pytest.mark.parametrize(
    "text, name",
    [
        ("For the reunion, The Willows Hotel in Ashby quoted £30 a head.", "The Willows Hotel"),
        ("We booked The Old Forge Inn for the wedding.", "The Old Forge Inn"),
        ("Let's meet at the Crooked Ferret pub after work.", "Crooked Ferret"),
        ("See you at the Old Mill café on Saturday.", "Old Mill"),
        ("She won the 800m for Mourne Valley AC last weekend.", "Mourne Valley AC"),
        ("He plays hurling with Ballyhale GAA on Sundays.", "Ballyhale GAA"),
        ("Our samples go to Corvane Pharma every week.", "Corvane Pharma"),
        ("We ordered a skip from Hartley Logistics.", "Hartley Logistics"),
        ("Zweirad Kettler in Lahr hat mein Moped repariert.", "Zweirad Kettler"),
        ("Die Beerdigung organisiert Pietät Hollmann.", "Pietät Hollmann"),
        ("Getränke Lindner liefert am Freitag.", "Getränke Lindner"),
        ("Die Kupplung habe ich bei Kessler-Teile Traktorservice bestellt.", "Kessler-Teile Traktorservice"),
    ],
)
def test_the_shape_of_a_small_organisations_name_names_it(text: str, name: str) -> None:
    assert name in {n for n, rule in _sources(text, "organisation") if rule.startswith("organisation:")}
    assert ("ORG", name) in found(text, "organisation")


@pytest.mark.parametrize(
    "text",
    [
        "We had lunch at the Irish pub near the station.",  # a demonym describes
        "The Italian restaurant was closed.",
        "We always go to the Sunday market.",
        "Please CC me on the mail.",  # a verb, no club
        "Big Pharma is a problem.",  # a word of the language before the kind
        "Social Media Marketing is my job.",
        "Der Umsatz stieg in den Geschäftsbereichen Consulting und Software.",  # a noun before it
        "Die Reifen wechseln wir selbst.",
        "Wir kaufen Blumen in Gießen.",
        "Ich habe beim Kundenservice angerufen.",
        "Wir treffen uns im Café am Markt.",
        "The Beatles song was on the radio.",
        "She dropped the old coats at the Charity shop.",  # one word of the language before the kind
        "The Chess club meets on Fridays.",
    ],
)
def test_a_description_is_no_organisations_name(text: str) -> None:
    new = {"organisation:venue-shape", "organisation:club-form", "organisation:firm-kind", "organisation:trade-owner"}
    assert not [n for n, rule in _sources(text, "organisation") if rule in new or rule == "organisation:dealings"]


@pytest.mark.parametrize(
    "text, name",
    [
        ("Two buzzards circled over Haweswater Fell yesterday.", "Haweswater Fell"),
        ("Photos from Inchydoney Strand this morning.", "Inchydoney Strand"),
        ("Swam at Porthcurnick Cove today.", "Porthcurnick Cove"),
        ("We stayed on Ballinteer Lower for a week.", "Ballinteer Lower"),
    ],
)
def test_a_landscape_word_after_a_name_makes_a_place(text: str, name: str) -> None:
    assert ("LOC", name) in found(text, "place")


@pytest.mark.parametrize(
    "text",
    [
        "We went to Sunset Beach.",  # words of the language
        "Michael Bay made another film.",  # a person
        "They met at Kate Moss's party.",
        "I drove past Room Upper.",
        "Coffee at Green Valley today.",
    ],
)
def test_no_landscape_without_a_name(text: str) -> None:
    assert not [n for n, rule in _sources(text, "place") if rule == "place:landscape"]


@pytest.mark.parametrize(
    "text, name",
    [
        ("Wir wohnen in Mülheim-Speldorf.", "Mülheim-Speldorf"),
        ("Die Wohnung liegt in Wuppertal-Ronsdorf.", "Wuppertal-Ronsdorf"),
    ],
)
def test_a_district_that_only_ends_like_a_noun_is_a_district(text: str, name: str) -> None:
    assert (name, "place:district") in _sources(text, "place")


@pytest.mark.parametrize(
    "text", ["Die Hamburg-Hafenrundfahrt war toll.", "Das Köln-Heimspiel ist ausverkauft.", "Die Berlin-Urlaubsreise."]
)
def test_a_compound_of_words_after_a_town_is_no_district(text: str) -> None:
    assert not [n for n, rule in _sources(text, "place") if rule == "place:district"]


@pytest.mark.parametrize(
    "text, name",
    [
        ("Thank you for the photos from Ibadan! Your uniform is smart.", "Ibadan"),
        ("My pen friend just moved to Bulawayo with her family.", "Bulawayo"),
        ("We got a parcel from Kisumu today.", "Kisumu"),
    ],
)
def test_a_big_city_the_tagger_seldom_saw_after_a_place_preposition(text: str, name: str) -> None:
    # A rule of its own: beside a tagger, the list's weaker proposal is not kept (detect()).
    assert (name, "place:small-town") in _sources(text, "place")


@pytest.mark.parametrize("salt", ["a", "b", "c"])
def test_an_organisations_surrogate_keeps_its_kind_but_none_of_its_name(tmp_path, salt: str) -> None:
    # Words of the language are the name of a pub, a club or a youth centre as much as a surname
    # is: kept beside a surrogate, they still name it. The kind and the small words stay.
    from test_pseudonym_realistic import _surrogates

    originals = [
        ("ORG", "The Gilded Otter Inn"),
        ("ORG", "TuS Rot-Gelb Wendelstein"),
        ("ORG", "Jugendzentrum Leuchtturm"),
        ("ORG", "Harbour Light AC"),
    ]
    inn, club, centre, athletics = _surrogates(tmp_path, originals, salt)
    assert inn.startswith("The ") and inn.endswith(" Inn"), inn
    assert "Gilded" not in inn and "Otter" not in inn, inn
    assert "Rot" not in club and "Gelb" not in club and "Wendelstein" not in club, club
    assert "Leuchtturm" not in centre, centre
    assert "Harbour" not in athletics and "Light" not in athletics, athletics


def _references_of(*posts: str) -> list[tuple[str, str, str]]:
    from detector_helpers import annotated

    from teianon.read.tei import tei

    root = annotated(*posts).getroot()
    return [
        (e.get("type") or "", "".join(e.itertext()), e.get("subtype") or "")
        for post in root.iter(tei("post"))
        for e in post.iter(tei("name"))
    ]


@pytest.mark.parametrize(
    "posts, name",
    [
        (
            ("Ihre Anfrage bei Brenner Haustechnik hat uns erreicht.", "Brenner Haustechnik GmbH, Kirchweg 4"),
            "Brenner Haustechnik",
        ),
        (
            ("Your parcel was sent by Tallowmere Trading today.", "Tallowmere Trading Ltd, Unit 4, Hexham"),
            "Tallowmere Trading",
        ),
        (
            ("Wir arbeiten seit Jahren mit Ostrander Kühltechnik zusammen.", "Ostrander Kühltechnik e.K."),
            "Ostrander Kühltechnik",
        ),
    ],
)
def test_a_firm_named_with_its_legal_form_is_the_same_firm_without_it(posts: tuple[str, str], name: str) -> None:
    assert ("ORG", name, "") in _references_of(*posts)


def test_a_common_word_is_not_spread_from_a_legal_form() -> None:
    # "Sonne GmbH" in a signature; elsewhere the sun is the sun.
    references = _references_of("Die Sonne scheint hell heute.", "Grüße, Sonne GmbH, Kassel")
    assert not [r for r in references if r[1] == "Sonne" and r[0] == "ORG"]


def test_a_word_or_a_public_company_is_not_spread_from_a_legal_form() -> None:
    references = _references_of(
        "Ich habe bei der Post angerufen.", "Ein Brief der Deutschen Post AG, Bonn", "Post GmbH"
    )
    assert not [r for r in references if r[1] == "Post" and r[2] != "public"]


@pytest.mark.parametrize(
    "text",
    ["Die UN-Kinderrechtskonvention gilt.", "Der UN-Sicherheitsrat tagt.", "Er spielt im Verein FC Bayern München."],
)
def test_a_long_compound_or_a_clubs_opening_form_is_no_district_or_club_end(text: str) -> None:
    rules = {rule for _, rule in _sources(text, "place") | _sources(text, "organisation")}
    assert "place:district" not in rules and "organisation:club-form" not in rules

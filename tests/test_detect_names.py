"""Word-list detectors: what a corpus linguist expects them to find, and to leave alone."""

from itertools import permutations

import pytest
from detector_helpers import found
from lxml import etree

from teianon.annotate.resolve import select
from teianon.detect import DocumentContext, build_detectors, detect
from teianon.mention import Category, Mention
from teianon.read.tei import tei
from teianon.read.textview import post_text

ALL_NAMES = ["person", "place", "demonym", "organisation", "other"]


def resolved(text: str) -> list[tuple[str, str]]:
    """(category, text) after all name detectors ran and the resolver chose."""
    post = etree.Element(tei("post"))
    post.text = text
    view = post_text(post)
    mentions = select(detect(view, DocumentContext(), build_detectors(ALL_NAMES)))
    return [(m.category.name, view.text[m.start : m.end]) for m in mentions]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Anna Hein hat angerufen", ("PER", "Anna Hein")),
        ("gestern hat Herr Kowalczyk geschrieben", ("PER", "Kowalczyk")),
        ("ich heiße Jolanda und du?", ("PER", "Jolanda")),
        ("das war Angela Merkel", ("PER", "Angela Merkel")),
        ("my name is Will and yours?", ("PER", "Will")),
        ("frag mal anna ob sie kommt", ("PER", "anna")),
    ],
)
def test_persons_found(text, expected):
    assert expected in found(text, "person")


@pytest.mark.parametrize(
    "text",
    [
        "Das ist gut so",  # "Das" is a surname in some name lists
        "ich will das Mark nicht",  # ordinary words that are also names
        "die Rose blüht",
        "der Koch kocht",
    ],
)
def test_words_that_are_also_names_are_left_alone(text):
    assert found(text, "person") == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ("ich wohne in Dortmund", ("GPE", "Dortmund")),
        ("ich wohne in dortmund", ("GPE", "dortmund")),
        ("ich wohne in doaaadmund", ("GPE", "doaaadmund")),
        ("wir fahren nach Mailand", ("GPE", "Mailand")),
        ("wir fahren nach Essen", ("GPE", "Essen")),
        ("Urlaub in NRW", ("GPE", "NRW")),
        ("Frankfurt am Main ist teuer", ("GPE", "Frankfurt am Main")),
        ("ein Stau auf der A6 heute", ("LOC", "A6")),
        ("ich wohne in der Hauptstraße 12 im Erdgeschoss", ("LOC", "Hauptstraße 12")),
        ("I live at 10 Downing Street now", ("LOC", "10 Downing Street")),
        ("baden im Bodensee", ("LOC", "Bodensee")),
        ("der Vertrag Irans mit", ("GPE", "Irans")),
        # A street written apart from its name: a street's or a town's adjective, a name, a number
        ("wir wohnen in der Krumme Straße", ("LOC", "Krumme Straße")),
        ("Treffpunkt am Münsteraner Platz", ("LOC", "Münsteraner Platz")),
        ("Lieferadresse: Am Ring 14", ("LOC", "Am Ring 14")),
    ],
)
def test_places_found(text, expected):
    assert expected in found(text, "place", resolve=True)


@pytest.mark.parametrize(
    "text",
    [
        "wir gehen jetzt zum Essen",  # the noun, not the city
        "das ist ein Truppenübungsplatz",  # a compound noun, not a street
        "der Raum ist voll",
        "und dann mit ihm",
    ],
)
def test_ordinary_words_are_not_places(text):
    assert found(text, "place") == []


@pytest.mark.parametrize(
    "text",
    [
        "sie hatten am Feuer dem Gast Platz gemacht",
        "der Gast hatte neben der Wirtin Platz genommen",
        "Nehmt Platz, meine Herren",
        "sie gingen Ihren Weg und wir unseren",
        "Dieselbe Straße führte zurück",
        "er machte sofort der Dame Platz",
        "Unser Weg war lang",
    ],
)
def test_a_noun_or_pronoun_before_a_street_word_written_apart_is_no_street(text):
    """Before "Platz"/"Weg" written apart, a pronoun or an ordinary noun ("Platz nehmen") is no
    street's name."""
    assert [t for c, t in found(text, "place") if t.split()[-1] in ("Platz", "Weg", "Straße")] == []


def test_pos_tag_is_evidence_against_a_place():
    post = etree.Element(tei("post"))
    for token, pos in (("in", "APPR"), ("den", "ART"), ("Raum", "NN")):
        etree.SubElement(post, tei("w"), pos=pos).text = token
    view = post_text(post)
    assert list(detect(view, DocumentContext(), build_detectors(["place"]))) == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ("die Mannheimer sind nett", "Mannheimer"),
        ("bei den Düsseldorfern", "Düsseldorfern"),
        ("eine Bochumerin", "Bochumerin"),
        ("das Essen war italienisch", "italienisch"),
        ("die Münchner und", "Münchner"),
        ("ein Hallenser", "Hallenser"),
        ("die US-amerikanischen Truppen", "US-amerikanischen"),
    ],
)
def test_words_derived_from_places(text, expected):
    assert ("GEO_DE", expected) in found(text, "demonym")


@pytest.mark.parametrize("text", ["das ist wieder so", "der Sender ist aus", "ein Hammer"])
def test_words_that_only_look_derived(text):
    assert found(text, "demonym") == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ("ich arbeite bei John Deere seit Mai", "John Deere"),
        ("Müller & Söhne GmbH sucht", "Müller & Söhne GmbH"),
        ("ich bin im ASV Schifferstadt e.V. aktiv", "ASV Schifferstadt e.V."),
        ("ich studiere an der TU Dortmund", "TU Dortmund"),
        ("das Institut für Deutsche Sprache", "Institut für Deutsche Sprache"),
        ("ein Buch vom Hirzel Verlag", "Hirzel Verlag"),
        ("er wählt die SPD", "SPD"),
        # a clinic, a practice or a school named after its head word, also inside a compound
        ("sie liegt im Klinikum Haldenstein", "Klinikum Haldenstein"),
        ("she was admitted to Whitcombe Hospital", "Whitcombe Hospital"),
        ("Termin in der Zahnarztpraxis Oberdieck", "Zahnarztpraxis Oberdieck"),
        ("Tim geht auf die Waldorfschule Sonnenhof", "Waldorfschule Sonnenhof"),
        ("Nachsorge in der Rehaklinik Lindenhöhe", "Rehaklinik Lindenhöhe"),
        # a shop or practice and its owner's surname, also one that is a noun too (Krause, Wolf)
        ("Termin bei Physiotherapie Krause", "Physiotherapie Krause"),
        ("Brötchen von der Bäckerei Oltmanns", "Bäckerei Oltmanns"),
        ("the prescription is at Haddington Pharmacy", "Haddington Pharmacy"),
        # an office or public body by its head word, "of"/"for"/"on" and a capitalised name
        ("a letter from the Office of Graduate Admissions today", "Office of Graduate Admissions"),
        ("funded by the Department for Rural Affairs and", "Department for Rural Affairs"),
    ],
)
def test_organisations_found(text, expected):
    assert ("ORG", expected) in found(text, "organisation", resolve=True)


@pytest.mark.parametrize(
    "text",
    [
        "my IBAN is",
        "LOL was für ein Tag",
        "die Zeit vergeht",
        "Die Grundschule Mathematik ist schwer",  # a compound head before a noun
        "Nachsorge in der Rehaklinik Am Kurpark",  # a street's preposition is no name
        "the Office of the ombudsman",  # an office's head word without a capitalised name after it
        "Department Building 4",
        "ich war heute im Office",
    ],
)
def test_acronyms_and_words_are_not_organisations(text):
    assert found(text, "organisation") == []


def test_unknown_capitalised_word_mid_sentence_is_proposed_with_low_cert():
    post = etree.Element(tei("post"))
    post.text = "gestern war Tschiderer wieder da"
    view = post_text(post)
    mentions = list(detect(view, DocumentContext(), build_detectors(["other"])))
    assert [(m.category.name, view.text[m.start : m.end], m.cert) for m in mentions] == [("PER", "Tschiderer", "low")]


def test_resolver_prefers_the_organisation_list_over_a_name_sequence():
    assert ("ORG", "John Deere") in resolved("ich arbeite bei John Deere")


@pytest.mark.parametrize(
    "text, category, expected",
    [
        ("ich studier Maschinenbau an der Uni", "IMPLICIT", "Maschinenbau"),
        ("I work as a nurse at the hospital", "IMPLICIT", "nurse"),
        ("meine Schwester wohnt da", "IMPLICIT", "Schwester"),
        ('er sang „Ich war noch niemals in New York, ich war noch niemals richtig frei“ laut',
         "CITATION", "Ich war noch niemals in New York, ich war noch niemals richtig frei"),
    ],
)
def test_self_descriptions_and_quotations_are_low_cert_proposals(text, category, expected):
    post = etree.Element(tei("post"))
    post.text = text
    view = post_text(post)
    mentions = [m for m in detect(view, DocumentContext(), build_detectors(["self-description"]))]
    assert [(m.category.name, view.text[m.start : m.end], m.cert) for m in mentions] == [(category, expected, "low")]


def test_tied_proposals_are_decided_the_same_way_whatever_their_order():
    tied = [
        Mention(0, 6, Category.GPE, cert="high", source="place:geonames:DE"),
        Mention(0, 6, Category.PER, cert="high", source="person:surname"),
        Mention(0, 6, Category.ORG, cert="high", source="organisation:list"),
    ]
    outcomes = {tuple(select(list(order))) for order in permutations(tied)}
    assert outcomes == {(tied[1],)}  # PER comes first in the category order


@pytest.mark.parametrize("text, name", [("ich war bei IKEA mit Sven", "Sven"), ("danke Mehmet!!", "Mehmet"),
                                        ("thanks Emily, see you", "Emily"), ("hallo Jonas wie gehts", "Jonas")])
def test_a_first_name_after_a_person_cue_stays_where_the_tagger_runs(text, name):
    # With the tagger, the word lists keep only their precise rules; a first name of the tables
    # after thanks, a greeting, "mit" or "frag" is one of them (chat posts are where the tagger
    # is weakest).
    post = etree.Element(tei("post"))
    post.text = text
    view = post_text(post)
    mentions = detect(view, DocumentContext(), build_detectors(["person", "tagger"]))
    assert any(view.text[m.start:m.end] == name and m.source == "person:first-name-context" for m in mentions)


def test_a_capitalised_first_name_without_a_cue_is_a_candidate_beside_the_tagger():
    # The tagger reads a name it never saw poorly at the start of a short post ("Thanh ist
    # ..." below 0.05); a first name of the tables is a candidate of its own, which the
    # decision model weighs (teianon.decide), not a word only the tagger may propose.
    post = etree.Element(tei("post"))
    post.text = "Quynh ist heute nicht da"
    view = post_text(post)
    mentions = detect(view, DocumentContext(), build_detectors(["person", "tagger"]))
    assert any(view.text[m.start : m.end] == "Quynh" and m.source == "person:first-name" for m in mentions)


def test_a_first_name_that_is_also_a_word_needs_a_cue_beside_the_tagger():
    post = etree.Element(tei("post"))
    post.text = "Will ist heute nicht da"
    view = post_text(post)
    mentions = detect(view, DocumentContext(), build_detectors(["person", "tagger"]))
    assert not any(m.source.startswith("person:first-name") for m in mentions)


def test_a_day_or_month_in_a_date_is_no_first_name():
    # Thu is a Vietnamese first name and Thursday's short name; next to a month or a number it
    # is the day.
    for text in ("Session Start: Thu Jul 14 21:31:00 2005", "am Fri, 3 Mar 2006", "Am Mo. 3. Jan. oder Di.",
                 "erst im Jan oder Feb"):
        post = etree.Element(tei("post"))
        post.text = text
        view = post_text(post)
        mentions = detect(view, DocumentContext(), build_detectors(["person", "tagger"]))
        assert not [view.text[m.start : m.end] for m in mentions if m.category.name == "PER"], text
    post = etree.Element(tei("post"))
    post.text = "Thu kommt heute nicht"
    view = post_text(post)
    mentions = detect(view, DocumentContext(), build_detectors(["person", "tagger"]))
    assert any(view.text[m.start : m.end] == "Thu" and m.category.name == "PER" for m in mentions)

"""Local institutions: a head word with a name is one ORG reference, the whole name and nothing
beyond it (not ``des``, ``in``, a verb or the next sentence), the town inside it with it; the
head word alone, or with words that say only what kind of institution it is, is none."""

from __future__ import annotations

import pytest
from detector_helpers import annotated, found

from teianon.read.tei import tei


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Der Patient wurde im St.-Josefs-Hospital Gelsenkirchen behandelt.", "St.-Josefs-Hospital Gelsenkirchen"),
        ("Aufnahme in der Klinik für Innere Medizin des Klinikums Lippe-Detmold am 3.4.", "Klinikums Lippe-Detmold"),
        ("Ich arbeite bei der Stadtsparkasse Remscheid.", "Stadtsparkasse Remscheid"),
        ("Die Grundschule am Lindenhof in Castrop-Rauxel schließt.", "Grundschule am Lindenhof"),
        ("Er liegt im Marien-Krankenhaus Bergisch Gladbach.", "Marien-Krankenhaus Bergisch Gladbach"),
        ("Mein Sohn geht in den Kindergarten St. Elisabeth.", "Kindergarten St. Elisabeth"),
        ("Die Praxis Dr. Schulte ist geschlossen.", "Praxis Dr. Schulte"),
        ("Sie wurde im Evangelischen Krankenhaus Bielefeld operiert.", "Evangelischen Krankenhaus Bielefeld"),
        ("Der Sohn geht auf das Goethe-Gymnasium in Bochum.", "Goethe-Gymnasium"),
        # A first part that is a place too is a person's first name here, no town's district.
        ("Sie studiert an der Alice-Salomon-Hochschule in Berlin.", "Alice-Salomon-Hochschule"),
        ("Sie arbeitet im Marienhospital Herne.", "Marienhospital Herne"),
        ("Wir kooperieren mit dem Helios Klinikum Wuppertal seit Jahren.", "Helios Klinikum Wuppertal"),
        ("She was admitted to St Mary's Hospital, Paddington, last week.", "St Mary's Hospital"),
        ("I work at Hillside Medical Centre in Leeds.", "Hillside Medical Centre"),
        ("He was seen at Leeds General Infirmary on Monday.", "Leeds General Infirmary"),
        ("I am a teacher at Oakwood Primary School now.", "Oakwood Primary School"),
    ],
)
def test_the_whole_name_of_an_institution(text: str, name: str) -> None:
    assert ("ORG", name) in found(text, "institution")


@pytest.mark.parametrize(
    "text",
    [
        "Er war im Krankenhaus. Sie geht an der Grundschule. Ich war bei der Bank.",
        "Meine Mutter liegt in der Klinik für Innere Medizin.",
        "Der Termin im Krankenhaus am Montag fiel aus.",
        "In der Schule Mathematik zu lernen ist schwer.",
        "Das Evangelische Krankenhaus ist voll.",
        "Hinter dem Kernwerk der Burg stand ein Turm, im Turnverein war er Leiter.",
        "Die Datenbank und das Handwerk, im Stadtzentrum Bochum.",
        "Er wohnt in Mönchengladbach-Neuwerk, sie in Mannheim Neckarau.",
        "Die Schließung des Nokia-Werkes in Bochum.",
        "She went to the hospital. The Medical Centre is closed. Our School is closed.",
        "My mother has been at the General Hospital and in the Children's Hospital.",
    ],
)
def test_ordinary_counterparts_are_no_institution(text: str) -> None:
    assert found(text, "institution") == []


def test_the_title_rule_reads_no_institution_as_a_person() -> None:
    assert found("Der Patient wurde im St.-Josefs-Hospital behandelt.", "person") == []
    assert found("Besuch bei Frau Marien-Krankenhaus", "person") == []
    # A double surname stays a person's.
    assert ("PER", "Meier-Lüdenscheid") in found("Frau Meier-Lüdenscheid kam.", "person")


def test_a_department_is_no_organisation_and_its_name_stops_before_des() -> None:
    text = "Aufnahme in der Klinik für Innere Medizin des Klinikums Lippe-Detmold am 3.4."
    proposed = [name for _, name in found(text, "organisation")]
    assert not any(name.endswith("des") or name.startswith("Klinik für") for name in proposed)
    assert found("Er lag in der Abteilung für Unfallchirurgie.", "organisation") == []
    # A name after "für" is still one.
    named = found("Das Institut für Corporate Governance lädt ein.", "organisation")
    assert ("ORG", "Institut für Corporate Governance") in named


def _annotated(text: str) -> list[tuple[str, str | None, str | None, str]]:
    tree = annotated(text)
    return [
        (e.get("type"), e.get("subtype"), e.get("cert"), "".join(e.itertext()))
        for e in tree.getroot().iter(tei("name"))
    ]


def test_the_town_goes_with_the_hospital_and_nothing_else_does() -> None:
    names = _annotated("Der Patient wurde im St.-Josefs-Hospital Gelsenkirchen behandelt. Herr Berger kam später.")
    assert ("ORG", None, "high", "St.-Josefs-Hospital Gelsenkirchen") in names
    assert not any(text in ("St.", "Josefs-Hospital", "Gelsenkirchen") for *_, text in names)


def test_a_public_name_inside_a_private_institution_is_no_public_name() -> None:
    names = _annotated("She is treated at King's College Hospital.")
    assert ("ORG", None, "high", "King's College Hospital") in names
    # The public institution of the lists, named in full, stays public.
    kept = _annotated("Die Deutsche Bank hat Gewinne gemacht.")
    assert [(t, s) for t, s, _, text in kept if text == "Deutsche Bank"] == [("ORG", "public")]


def test_a_taggers_name_of_kind_words_is_dropped() -> None:
    names = _annotated("We met at the Health Centre years ago, in the Children's Hospital.")
    assert not any(text in ("Health Centre", "Children's Hospital") for *_, text in names)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # The doctor's whole name is in the practice's: a span that ended after the first name
        # would leave the surname readable beside the replaced practice.
        ("Termin in der Kanzlei Dr. jur. Martina Becker-Holthaus in Soest.", "Kanzlei Dr. jur. Martina Becker-Holthaus"),
        ("Wir waren in der Praxis Dr. Klaus Dietrich gestern.", "Praxis Dr. Klaus Dietrich"),
        ("Praxis Prof. Dr. Anna Maria Ostendorf, Lünen", "Praxis Prof. Dr. Anna Maria Ostendorf"),
    ],
)
def test_a_practice_takes_the_doctors_whole_name(text: str, name: str) -> None:
    assert ("ORG", name) in found(text, "institution")


def test_a_practice_after_a_surname_alone_stops_at_it() -> None:
    # Only a first name is followed by more of the name: the word after a surname is the sentence's.
    assert ("ORG", "Praxis Dr. Schulte") in found("Die Praxis Dr. Schulte Montag geschlossen.", "institution")


@pytest.mark.parametrize(
    "text",
    [
        # A compound of the dictionary is a common noun, whatever its first part may also be.
        "Sie malte mit dem Malstift und ging dann in die Poliklinik.",
        # A word that only ends like a head is no compound of it.
        "Ein Kleid aus Samt Hellmann trug sie.",
        # A heading in capitals, an indefinite article, only words of the language.
        "THE DEAN SUMMONS THE WHOLE COLLEGE",
        "He found work in a Seamen's Mission Home near the docks, then in an Agricultural Society.",
    ],
)
def test_words_that_only_look_like_institutions(text: str) -> None:
    assert found(text, "institution") == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Sie wohnt im Marienheim seit Mai.", "Marienheim"),
        ("Oma lebt im Altersheim Sonnenblick.", "Altersheim Sonnenblick"),
        ("He was taken to the Whitechapel Hospital.", "Whitechapel Hospital"),
    ],
)
def test_named_institutions_stay_found(text: str, name: str) -> None:
    assert ("ORG", name) in found(text, "institution")


@pytest.mark.parametrize(
    ("text", "town"), [("Termin im Jobcenter Dortmund verpasst.", "Dortmund"), ("Er war beim Bauamt Bochum.", "Bochum")]
)
def test_a_public_authority_by_its_town_is_the_town(text: str, town: str) -> None:
    # A town has one job centre and one building office: the town is the reference, the kind
    # stays (teianon.detect.public_bodies; tests/test_formal_organisations.py).
    assert found(text, "institution") == [("GPE", town)]


def test_an_institution_of_words_of_the_language_only_is_for_review() -> None:
    from teianon.detect import DocumentContext, build_detectors, detect
    from detector_helpers import view

    post = view("She stayed at the Orphan Asylum and joined the Rowing Club.")
    certs = {post.text[m.start : m.end]: m.cert for m in detect(post, DocumentContext(), build_detectors(["institution"]))}
    assert certs == {"Orphan Asylum": "low", "Rowing Club": "low"}


def test_two_institutions_joined_by_and_are_two() -> None:
    named = found("She is treasurer of Hartley Bowls Club and Lynwood Tennis Club.", "institution")
    assert named == [("ORG", "Hartley Bowls Club"), ("ORG", "Lynwood Tennis Club")]
    # "and" inside one name stays in it.
    assert ("ORG", "Barlow and Sons Company") in found("He sang at Barlow and Sons Company.", "institution")


@pytest.mark.parametrize(
    ("text", "town"),
    [
        ("IN THE COUNTY COURT AT KETTERING", "KETTERING"),
        ("IN THE MAGISTRATES' COURT AT GRANTHAM", "GRANTHAM"),
        ("AMTSGERICHT PADERBORN", "PADERBORN"),
    ],
)
def test_a_heading_in_capitals_names_the_court_by_its_town_only(text: str, town: str) -> None:
    # The article before the court was read as a code of the place tables ("THE") and replaced;
    # the town in capitals was missed by the body, so the tagger's kind words went with it.
    names = [name for *_, name in _annotated(text)]
    assert names == [town]


@pytest.mark.parametrize(
    "text",
    ["BEFORE THE FAMILY COURT", "The Court ordered the claimant to pay costs.", "Der Fall ging an das Sozialgericht."],
)
def test_a_courts_kind_without_a_town_names_no_one(text: str) -> None:
    assert _annotated(text) == []

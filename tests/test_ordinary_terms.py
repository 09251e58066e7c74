"""Ordinary words a tagger takes for names in finished chats and discussions (issue 38,
"Ordinary words replaced"): software with its version, semesters and subjects, world regions,
lower-case English words in careful English; each beside the private counterpart that stays."""

from __future__ import annotations

import pytest
from detector_helpers import annotated

from teianon.decide.terms import academic_term
from teianon.lists import is_country_word, key_of
from teianon.read.tei import tei


def _names(text: str) -> list[tuple[str, str | None, str]]:
    """(type, subtype, text) of every name teianon writes into a one-post document."""
    tree = annotated(text)
    return [(e.get("type"), e.get("subtype"), "".join(e.itertext())) for e in tree.getroot().iter(tei("name"))]


def _replaced(text: str) -> list[str]:
    return [t for _, subtype, t in _names(text) if subtype != "public"]


# Software named with its version in a quit or part message, or in running text.
@pytest.mark.parametrize(
    "text, name",
    [
        ("Quit ( GermanFunScript V2.04 http://www.example.org )", "GermanFunScript"),
        ("Part ( KVIrc 4.2.0 Equilibrium )", "KVIrc"),
    ],
)
def test_software_with_its_version_is_a_public_work(text: str, name: str) -> None:
    names = _names(text)
    assert not any(name in t for t in _replaced(text))
    assert any(subtype == "public" and t.startswith(name) for _, subtype, t in names)


@pytest.mark.parametrize(
    "text, name",
    [
        # a date after a home town is no version
        ("ich wohne in Hagen 12.03. treffen wir uns", "Hagen"),
        # a quantity after a town is no version either
        ("we met at Hagen 2.5 hours later and Marvin Kettler was there", "Hagen"),
    ],
)
def test_a_place_before_a_number_stays_replaced(text: str, name: str) -> None:
    assert name in _replaced(text)


@pytest.mark.parametrize(
    "term",
    ["WS 12/13", "WiSe 2012/13", "SoSe", "SS13", "Romanische Philologie", "Politikwissenschaft",
     "Gender Studies", "Allgemeine Sprachwissenschaft", "Germanistik", "Sprach- und Literaturwissenschaft"],
)
def test_semesters_and_subjects_are_terms(term: str) -> None:
    assert academic_term(term)


@pytest.mark.parametrize(
    "text",
    # a department of one university ("Bochumer Germanistik") points to where someone studies
    ["Institut für Romanische Philologie", "Meier Philologie", "Bochumer Germanistik", "Müller Logistik", "SS", "WS",
     "Bäckerei Schmitz", "Hagen"],
)
def test_an_institute_a_name_and_a_bare_abbreviation_are_no_terms(text: str) -> None:
    assert not academic_term(text)


def test_a_semester_is_not_proposed() -> None:
    assert _replaced("im SoSe 2013 hab ich Politikwissenschaft belegt") == []


def test_an_institute_of_a_subject_stays_replaced() -> None:
    replaced = _replaced("ich arbeite am Institut für Romanische Philologie in Bonn")
    assert "Institut für Romanische Philologie" in replaced


@pytest.mark.parametrize("region", ["Balkan", "Skandinavien", "Nahen Osten", "Middle East", "Scandinavia"])
def test_world_regions_are_country_words(region: str) -> None:
    assert is_country_word(key_of(region))


@pytest.mark.parametrize("region", ["Ruhrgebiet", "Sauerland", "Castrop-Rauxel", "Hagen"])
def test_regions_inside_a_country_and_towns_are_not(region: str) -> None:
    assert not is_country_word(key_of(region))


def test_world_regions_are_not_proposed_a_home_town_is() -> None:
    assert _replaced("der Balkan ist schön, Skandinavien auch") == []
    assert "Castrop-Rauxel" in _replaced("mein Kumpel kommt aus Castrop-Rauxel")


def test_lower_case_english_words_in_careful_english_are_not_names() -> None:
    text = (
        "Likewise, optical binaries, visual binaries, astrometric binaries, spectroscopic binaries and "
        "eclipsing binaries are dependent on the location of the observer. They are not a type of star."
    )
    assert _replaced(text) == []


def test_a_lower_case_first_name_and_a_capitalised_name_in_english_stay() -> None:
    replaced = _replaced("I talked to jonas yesterday. The meeting is about binaries and it was long. Then Sarah came.")
    assert "Sarah" in replaced
    assert "jonas" in replaced


def test_a_subject_is_not_proposed() -> None:
    assert _replaced("Studiengang: Romanische Philologie (Master), 3. Semester") == []


@pytest.mark.parametrize(
    "text, name",
    [
        ("stellt dem Tom mal ne Schüssel Asbach hin", "Asbach"),
    ],
)
def test_a_name_in_the_frame_of_a_thing_is_a_product(text: str, name: str) -> None:
    assert name not in _replaced(text)
    assert ("OTH", "public", name) in _names(text)


def test_a_product_that_is_a_frequent_word_of_another_language_stays() -> None:
    # 'Icat' is also a frequent Turkish word no name table holds: it is not proposed at all now,
    # where it used to be proposed and kept as a public product; either way it stays as written.
    assert "Icat" not in _replaced("aber dieses Icat teil sieht ja mal richtig hässlich aus")


@pytest.mark.parametrize(
    "text, name",
    [
        # where someone comes from and works, the same strings name a town and a firm
        ("ich komm aus Asbach und arbeite bei Icat", "Asbach"),
        ("ich komm aus Asbach und arbeite bei Icat", "Icat"),
        # a container before a drink, the home town after it
        ("bring ne Flasche Wein aus Hagen mit", "Hagen"),
    ],
)
def test_a_home_town_and_an_employer_stay_replaced(text: str, name: str) -> None:
    assert name in _replaced(text)


def test_a_lower_case_name_no_table_knows_stays_in_careful_english() -> None:
    text = "Yesterday I met efua at the station. It was not planned, and the train was late."
    assert "efua" in _replaced(text)


def _replaced_in(*posts: str) -> list[list[str]]:
    """What teianon replaces in each post of one document (names kept as public left out)."""
    tree = annotated(*posts)
    replaced = [
        [e for e in post.iter(tei("name")) if e.get("subtype") != "public" and e.get("cert") != "low"]
        for post in tree.getroot().iter(tei("post"))
    ]
    return [["".join(e.itertext()) for e in names] for names in replaced]


# A hearing transcribed a sentence a post: each too short to say how it is written.
HEARING = (
    "The Secretary is empowered to waive or modify any provision of the programme.",
    "It doesn't say waive.",
    "Well, it's waive or modify.",
    "That is the ordinary meaning of the statute, and the Court should read it so.",
)


def test_a_lower_case_word_in_a_short_post_of_careful_english_is_no_name() -> None:
    # Too short to say how it is written: alone, the tagger's guess stands; in the hearing, whose
    # sentences all begin with a capital, "sue" is the verb.
    assert "sue" in _replaced_in("MOHELA could sue in its own name.")[0]
    assert "sue" not in _replaced_in(*HEARING, "MOHELA could sue in its own name.")[-1]


def test_a_lower_case_word_that_is_also_a_name_is_the_word_in_careful_english() -> None:
    text = "The company could sue in its own name. These services include urban transit networks and the parks."
    assert _replaced(text) == []


def test_a_capitalised_name_beside_them_stays() -> None:
    names = _replaced_in(*HEARING, "Sue Okafor argued for the respondents.")
    assert "Sue Okafor" in names[-1]


def test_a_short_post_in_lower_case_chat_is_not_read_as_careful_english() -> None:
    # The same short post in a chat that writes in lower case: a name it may be.
    names = _replaced_in("hey all", "talked to efua today", "she says hi", "lol ok")
    assert "efua" in names[1]


@pytest.mark.parametrize(
    "text, word",
    [
        ("I ALSO HATE MRS. ABBOT, HOUSEMOTHER IN FRENCH HOUSE.", "MRS"),
        ("Don't talk back to Mrs. G. and you'll be fine.", "Mrs"),
        ("In the case of Atlantic Lottery Corporation, Inc. against Douglas Babstock the Court held.", "Inc"),
        ("McGilloway Constellation Power Source, Inc. (CPS) signed.", "Inc"),
    ],
)
def test_a_title_or_a_legal_form_alone_is_no_name(text: str, word: str) -> None:
    assert not any(name.rstrip(".") == word for _, _, name in _names(text))


def test_the_company_before_its_legal_form_stays_proposed() -> None:
    names = [name for _, _, name in _names("In the case of Atlantic Lottery Corporation, Inc. the Court held.")]
    assert any("Atlantic Lottery" in name for name in names)


@pytest.mark.parametrize(
    "text, subject",
    [
        ("I just got back my Math test and got a B.", "Math"),
        ("So far in Math I've gotten an A, and in Chemistry a B.", "Math"),
        ("morgen schreiben wir Mathe und danach Physik", "Mathe"),
    ],
)
def test_a_school_subject_is_no_name(text: str, subject: str) -> None:
    assert subject not in _replaced(text)
    assert academic_term(subject)


def test_a_name_beside_a_school_subject_stays() -> None:
    assert any("Okonjo" in name for name in _replaced("I just got back my Math test from Ms Okonjo."))


@pytest.mark.parametrize(
    ("text", "state"),
    [
        ("Mein Opa hat bis 1989 in der DDR als Schlosser gearbeitet.", "DDR"),
        ("Die Familie kam 1970 aus Jugoslawien.", "Jugoslawien"),
        ("her parents left Czechoslovakia in 1968", "Czechoslovakia"),
    ],
)
def test_a_former_state_is_a_country_word_and_stays(text: str, state: str) -> None:
    # A state that no longer exists identifies nobody, as a country does; the tagger read it as a
    # place and it was replaced (held-out round 5).
    assert is_country_word(key_of(state))
    assert state not in _replaced(text)

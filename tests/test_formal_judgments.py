"""Judgments and solicitors' letters (issue 38, formal prose): a party's role is no name; an
acronym that a document defines after a firm's legal form, in quotation marks or after
``hereinafter``/``im Folgenden``, is the firm wherever it stands; two organisations joined by
``and`` are two; a firm after ``employed by``/``instructed by`` is proposed. Made-up names."""

from __future__ import annotations

import pytest
from detector_helpers import annotated, found, replaced

from teianon.detect.case_roles import names_a_role
from teianon.read.tei import tei


def _replaced_in(*posts: str) -> list[list[tuple[str, str]]]:
    """Per post, ``(type, text)`` of what the default output replaces (one document)."""
    tree = annotated(*posts)
    return [
        [
            (e.get("type") or "", "".join(e.itertext()))
            for e in post.iter(tei("name"), tei("ref"))
            if e.get("cert") in ("high", "medium") and e.get("subtype") != "public"
        ]
        for post in tree.getroot().iter(tei("post"))
    ]


@pytest.mark.parametrize(
    ("words", "role"),
    [
        (["The", "Claimant"], True),
        (["First", "Respondent"], True),
        (["Appellant", "'s"], True),
        (["Respondents"], True),
        (["Beklagte", "zu", "2"], True),
        (["Klägerin"], True),
        (["Claimant", "Holdings", "Ltd"], False),
        (["Appellant", "Dunmore"], False),
        (["Harwood"], False),
    ],
)
def test_a_role_alone_names_no_one(words: list[str], role: bool) -> None:
    assert names_a_role(words) is role


def test_the_parties_roles_are_not_replaced_in_a_judgment() -> None:
    posts = _replaced_in(
        "The Claimant alleges that the Respondent failed to pay her.",
        "The claimant worked at the Respondent's warehouse in Corby until 2017.",
        "For the Appellant: Ms F Oyelaran, solicitor.",
    )
    everything = [text for post in posts for _, text in post]
    assert not any("laimant" in text or "espondent" in text or "ppellant" in text for text in everything)
    assert ("PER", "F Oyelaran") in posts[2]


@pytest.mark.parametrize(
    ("definition", "firm", "later", "acronym"),
    [
        # "BT" is a public company's acronym too: the document says whose it is here.
        ('Brackwater Tooling Ltd ("BT") supplied the parts.', "Brackwater Tooling Ltd", "BT refused to pay.", "BT"),
        (
            'The work was done by Quenby Marsh Builders Limited (hereinafter "QMB").',
            "Quenby Marsh Builders Limited",
            "QMB left the site.",
            "QMB",
        ),
        (
            "Die Lohmeier Fördertechnik GmbH (im Folgenden: LFT) hat geliefert.",
            "Lohmeier Fördertechnik GmbH",
            "Die LFT hat nicht bezahlt.",
            "LFT",
        ),
    ],
)
def test_an_acronym_defined_after_a_firm_is_the_firm_everywhere(
    definition: str, firm: str, later: str, acronym: str
) -> None:
    first, second = _replaced_in(definition, later)
    assert ("ORG", firm) in first
    assert ("ORG", acronym) in first
    assert ("ORG", acronym) in second


def test_a_term_of_art_defined_by_an_acronym_stays() -> None:
    first, second = _replaced_in('The Road Traffic Act 1988 (hereinafter "RTA") applies.', "The RTA is clear.")
    assert not any(text == "Road Traffic Act" for _, text in first)


@pytest.mark.parametrize(
    ("text", "names"),
    [
        (
            "The fence was built by Ashwell Fencing Services and Coldbrook Timber Yard delivered the posts.",
            ["Ashwell Fencing Services", "Coldbrook Timber Yard"],
        ),
        (
            "She is a member of the Pellingford Tennis Club and of Marlow Vale Golf Club.",
            ["Pellingford Tennis Club", "Marlow Vale Golf Club"],
        ),
    ],
)
def test_two_organisations_joined_by_and_are_two(text: str, names: list[str]) -> None:
    found = [name for _, name in replaced(text)]
    for name in names:
        assert name in found
    assert not any(" and " in name for name in found)


def test_a_firm_after_employed_by_is_proposed() -> None:
    assert ("ORG", "Seabright Leisure") in replaced("He was employed by Seabright Leisure as a lifeguard.")


@pytest.mark.parametrize(
    "text",
    [
        "He was employed by the Home Office until 2015.",
        "She was employed by Tesco as a cashier.",
        "The claimant was employed by the respondent as a driver.",
    ],
)
def test_public_and_ordinary_employers_stay(text: str) -> None:
    assert replaced(text) == []


@pytest.mark.parametrize(
    ("text", "town"),
    [
        ("The Respondent's office is at 9 Quay Street, Burnham-under-Wold, with a depot nearby.", "Burnham-under-Wold"),
        ("She lives at 31 Kiln Lane, Pettisford, with her two children.", "Pettisford"),
        ("He rented 4 Mill Road, Great Ambleworth, from the Respondent.", "Great Ambleworth"),
    ],
)
def test_a_town_no_table_holds_after_an_english_street_is_replaced(text: str, town: str) -> None:
    assert ("GPE", town) in replaced(text)


@pytest.mark.parametrize(
    "text",
    [
        "Meet at 12 Oak Lane, Bring snacks and a chair.",
        "We meet at 12 Oak Lane, Tomasz will open the door.",
        "He lives at 4 Ferry Lane, Hinton-Smith said in evidence.",
    ],
)
def test_words_and_names_after_an_english_street_are_no_town(text: str) -> None:
    assert [kind for kind, _ in found(text, "address")] == ["LOC"]


def test_a_person_after_a_verb_of_engaging_is_no_firm() -> None:
    found = replaced("The pupils, instructed by Mrs. Gathercole, tidied the room.")
    assert ("PER", "Gathercole") in found
    assert not any(kind == "ORG" for kind, _ in found)

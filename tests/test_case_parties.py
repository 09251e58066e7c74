"""Formal prose (issue 38, item 4): the parties of a case's title (``X v Y``, German ``X ./. Y``)
are replaced, the state, places, public names and words of the language in that frame stay; and
a sentence's first word (``See``, ``Contact``, ``Laut``) is never read as the first word of the
firm's name after it, which would replace it with the name. All names invented."""

from __future__ import annotations

import pytest
from detector_helpers import found, replaced


@pytest.mark.parametrize(
    ("text", "party"),
    [
        ("The case of R v Szczepanski concerned hearsay.", "Szczepanski"),
        ("Kowalski v Secretary of State for Work and Pensions concerned benefits.", "Kowalski"),
        ("See Ashgrove Tiles Ltd v Kilbride for the point on costs.", "Kilbride"),
        ("In der Sache Hallerbach ./. Wendt wird Termin bestimmt.", "Hallerbach"),
        ("He cited Donnelly v. Carrow Haulage Ltd in his submissions.", "Donnelly"),
        ("The judgment in Baker vs Fischer was set aside.", "Baker"),
    ],
)
def test_a_party_of_a_case_title_is_replaced(text: str, party: str) -> None:
    assert any(party in value for _, value in replaced(text))


@pytest.mark.parametrize(
    ("text", "party", "category"),
    [
        ("In Pomfret v Ingleby Homes Ltd the duty was breached.", "Pomfret", "PER"),
        ("In Pomfret v Ingleby Homes Ltd the duty was breached.", "Ingleby Homes Ltd", "ORG"),
        ("The appeal in Mulcahy versus Treharne was allowed.", "Treharne", "PER"),
    ],
)
def test_the_detector_reads_persons_and_firms(text: str, party: str, category: str) -> None:
    assert (category, party) in found(text, "case_parties")


@pytest.mark.parametrize(
    "text",
    [
        "The Crown relied on R v DPP in reply.",  # the state and an acronym
        "Tonight it is England v Germany at the stadium.",  # countries: a fixture
        "The old debate of Nature vs Nurture again.",  # words of the language
        "We weighed Plan A vs Plan B at the meeting.",
        "Vitamin C vs vitamin D, which is better?",  # a lower-case side: no title
        "The Secretary of State v Council matter is listed.",  # offices
        "It was Windows vs Linux all over again.",  # public names
    ],
)
def test_no_party_outside_the_frame(text: str) -> None:
    assert found(text, "case_parties") == []


@pytest.mark.parametrize(
    ("text", "firm"),
    [
        ("See Ashgrove Tiles Ltd for the details.", "Ashgrove Tiles Ltd"),
        ("Contact Penrose Builders Ltd about the quote.", "Penrose Builders Ltd"),
        ("Between Dunmore Freight plc and the union there was no agreement.", "Dunmore Freight plc"),
        ("Dear Penrose Builders Ltd, please send the invoice.", "Penrose Builders Ltd"),
        ("Laut Hintermaier Bau GmbH ist die Rechnung bezahlt.", "Hintermaier Bau GmbH"),
        ("Gegen Hintermaier Bau GmbH wurde Klage erhoben.", "Hintermaier Bau GmbH"),
    ],
)
def test_a_sentence_opening_word_stays_before_a_firm(text: str, firm: str) -> None:
    assert ("ORG", firm) in replaced(text)


@pytest.mark.parametrize(
    ("text", "firm"),
    [
        # Inside a sentence a capitalised preposition is the name's own.
        ("He now works for Beyond Retro Ltd in the town.", "Beyond Retro Ltd"),
        ("The flat is managed by Plus Dane Housing Ltd since May.", "Plus Dane Housing Ltd"),
        # A sentence's first word that is no function word stays in the name.
        ("Green Valley Ltd is a small firm.", "Green Valley Ltd"),
    ],
)
def test_a_name_that_begins_with_such_a_word_keeps_it(text: str, firm: str) -> None:
    assert ("ORG", firm) in found(text, "organisation")


def test_a_persons_party_is_its_names_only() -> None:
    # "Team" is the writer's word: replaced with the name it would be lost.
    assert found("Team Edwin vs Team Jasper, again", "case_parties") == [("PER", "Edwin"), ("PER", "Jasper")]

"""Formal prose (issue 38, item 4): a business named by the frame that introduces it (``trading
as``, ``t/a``, ``firmiert unter``, ``a director of``) is an organisation whatever its words are;
an office, a public name, a word of the language alone and a person's name stay out. All names
invented."""

from __future__ import annotations

import pytest
from detector_helpers import found, replaced

from teianon.annotate.public_frames import _firm_of_a_nation


@pytest.mark.parametrize(
    ("text", "business"),
    [
        ("The respondent, trading as Crumbs Corner, runs a sandwich bar.", "Crumbs Corner"),
        ("Mr Adewale (t/a Adewale Glazing) fitted the windows.", "Adewale Glazing"),
        ("The shop traded as Thimble and Thread until 2016.", "Thimble and Thread"),
        ("The business operated as The Copper Kettle for years.", "The Copper Kettle"),
        ("Die Beklagte firmiert unter Polsterei Wendelstein in der Altstadt.", "Polsterei Wendelstein"),
        ("Er betreibt unter der Firma Getränke Aschauer einen Großhandel.", "Getränke Aschauer"),
        ("Mrs Hale was a director of Silver Birch Media until 2019.", "Silver Birch Media"),
        ("He is the sole director of Quayside Print & Design.", "Quayside Print & Design"),
    ],
)
def test_a_business_introduced_by_its_frame_is_replaced(text: str, business: str) -> None:
    assert ("ORG", business) in found(text, "organisation")
    assert any(business in value for _, value in replaced(text))


@pytest.mark.parametrize(
    "text",
    [
        "The Director of Public Prosecutions decided not to prosecute.",  # an office
        "He became a director of Studies at the college.",  # a word of the language alone
        "She was a director of Tesco for a year.",  # a public name
        "The shares traded as GBP on the exchange.",  # a code
        "He was a shareholder in the company.",  # no name
        "They operate as a team on Mondays.",
    ],
)
def test_no_business_outside_the_frame(text: str) -> None:
    assert not any(value for _, value in found(text, "organisation") if value != "Tesco")


@pytest.mark.parametrize(
    ("text", "home"),
    [
        ("Die Pflegerin arbeitet im Seniorenzentrum Haus Morgenröte.", "Seniorenzentrum Haus Morgenröte"),
        ("Das Kind wurde im Kinderhospiz Wolkenburg betreut.", "Kinderhospiz Wolkenburg"),
        ("Sie wohnt im Pflegeheim Haus Ginsterhöhe in der Stadt.", "Pflegeheim Haus Ginsterhöhe"),
    ],
)
def test_a_care_home_named_after_its_kind_is_one_organisation(text: str, home: str) -> None:
    assert ("ORG", home) in found(text, "organisation")


@pytest.mark.parametrize("text", ["Wir waren in Hildesheim Kaffee trinken.", "In Rüsselsheim Autos gebaut."])
def test_a_town_ending_like_a_home_heads_nothing(text: str) -> None:
    assert found(text, "organisation") == []


@pytest.mark.parametrize("name", ["Quickpenny Finance UK", "Swiftcash Loans UK", "Marshgate Insurance UK"])
def test_a_lender_before_uk_is_no_national_body(name: str) -> None:
    # Whichever rule proposes it (the tagger reads some such names, not others), the public
    # frame's "a body of the nation" does not keep it.
    assert _firm_of_a_nation("public.national", name)
    assert not _firm_of_a_nation("public.national", "Cancer Research UK")


@pytest.mark.parametrize("text", ["She volunteers for Age UK on Fridays.", "The grant came from Sport England."])
def test_a_national_body_before_its_nation_stays(text: str) -> None:
    assert replaced(text) == []

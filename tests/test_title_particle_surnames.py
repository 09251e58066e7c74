"""A surname with particles after a form of address and no first name (issue 38/39): the whole
surname with its particles goes, also where a famous bearer has the surname, and the words of
the sentence after it stay."""

import pytest
from detector_helpers import replaced


@pytest.mark.parametrize(
    "text, name",
    [
        ("Ich habe gestern mit Herrn de Jong telefoniert", "de Jong"),
        ("Frau de Jong bringt die Unterlagen", "de Jong"),
        ("Herr von Bülow war auch da", "von Bülow"),
        ("Mevrouw van Rijn belde gisteren", "van Rijn"),
        ("Meneer de Graaf komt morgen", "de Graaf"),
        ("Dhr. van Leeuwen is ziek", "van Leeuwen"),
        ("ja, Mevrouw van Rijn belde gisteren", "van Rijn"),  # the form of address is no first name
    ],
)
def test_the_whole_surname_after_a_form_of_address_is_replaced(text, name):
    assert replaced(text) == [("PER", name)]


@pytest.mark.parametrize(
    "text",
    [
        "Präsident de Gaulle sprach in Paris",  # a public role frames the famous bearer
        "Ludwig van Beethoven komponierte viel",
        "Bilder von van Gogh sind teuer",
    ],
)
def test_a_famous_bearer_named_so_stays(text):
    assert not [m for m in replaced(text) if m[0] == "PER"]

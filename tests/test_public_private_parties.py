"""A famous person's name borne by a private party of a letter or a case: after the party's role
(a witness, a defendant, a claimant, a signature's label) and at the end of a letter's closing
line, the name is the private person's and is replaced (issue 38). Counter-examples: the same
names where the sentence is about the public person. Strings of our own."""

from __future__ import annotations

import pytest
from detector_helpers import replaced


def _replaced_names(text: str) -> list[str]:
    return [name for _, name in replaced(text)]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Die Zeugin Katarina Witt erklärte, sie habe nichts gesehen.", "Katarina Witt"),
        ("Der Angeklagte Boris Becker bestritt die Tat.", "Boris Becker"),
        ("The claimant, Gary Lineker, seeks damages for the leak.", "Gary Lineker"),
        ("The witness Gary Lineker was cross-examined.", "Gary Lineker"),
        ("Unterschrift: Boris Becker", "Boris Becker"),
        ("Mit freundlichen Grüßen, Katarina Witt", "Katarina Witt"),
        ("Best regards, Gary Lineker", "Gary Lineker"),
    ],
)
def test_a_private_party_with_a_famous_name_is_replaced(text: str, name: str) -> None:
    assert name in _replaced_names(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Gestern lief eine Doku über Boris Becker und Wimbledon.", "Boris Becker"),
        ("Gary Lineker presented the match highlights again.", "Gary Lineker"),
    ],
)
def test_the_public_person_stays(text: str, name: str) -> None:
    assert name not in _replaced_names(text)

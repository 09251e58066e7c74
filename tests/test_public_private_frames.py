"""A famous name borne by a private person (issue 38): the public lookup is weighed against what
the name's clause says of its bearer — a header field, a signature, an age or a role in
apposition, the writer's self-introduction, a local unit, a first-person address — and one
decision holds for each bearer in a document. Counter-examples: the same names where the text
is about the public person. Strings of our own."""

from __future__ import annotations

import pytest
from detector_helpers import annotated

from teianon.read.tei import tei


def _marks(*posts: str) -> dict[str, str]:
    """Each name element's text -> ``public`` or ``replaced`` (high or medium, not public)."""
    tree = annotated(*posts)
    marks: dict[str, str] = {}
    for element in tree.getroot().iter(tei("name")):
        text = "".join(element.itertext())
        if element.get("subtype") == "public":
            marks[text] = "public"
        elif element.get("cert") in ("high", "medium"):
            marks.setdefault(text, "replaced")
    return marks


PRIVATE = [
    # A mail's header fields, also after another field on the same line.
    ("Von: Heidi Klum\nAn: Dieter Bohlen", "Dieter Bohlen"),
    ("Von: Heidi Klum\nAn: Dieter Bohlen", "Heidi Klum"),
    ("An: Jogi Löw; Cc: Til Schweiger", "Til Schweiger"),
    ("Bcc: Judi Dench", "Judi Dench"),
    ("Claimant: Heidi Klum. Respondent: Daniel Craig.", "Daniel Craig"),
    # A signature's opening at the start of the line.
    ("Gesendet von Heidi Klum", "Heidi Klum"),
    ("-- Til Schweiger, Sachbearbeiter", "Til Schweiger"),
    ("Bis dann, Til Schweiger", "Til Schweiger"),
    # An age in apposition.
    ("Dieter Bohlen, 41, sucht eine Wohnung in der Nähe.", "Dieter Bohlen"),
    ("Emma Watson, 29, applied for the flat.", "Emma Watson"),
    # An everyday role in apposition, after the name or before it.
    ("Heidi Klum, unsere Schriftführerin, hat das Protokoll geschickt.", "Heidi Klum"),
    ("Til Schweiger (Hausmeister, EG) hat den Schlüssel.", "Til Schweiger"),
    ("Daniel Craig, the treasurer, sent the accounts.", "Daniel Craig"),
    ("Die Versicherungsnehmerin Heidi Klum meldete den Schaden.", "Heidi Klum"),
    ("Dieter Bohlen ist unser Kassenwart.", "Dieter Bohlen"),
    # The writer introduces themself.
    ("Hi, my name is Kate Moss and I need advice about my landlord.", "Kate Moss"),
    ("Hallo zusammen, ich bin Heidi Klum und neu hier.", "Heidi Klum"),
    # A school class, a floor, a flat.
    ("Lewis Hamilton aus der 7c hat sein Heft vergessen.", "Lewis Hamilton"),
    ("Mr Daniel Craig (Flat 4) has not paid the service charge.", "Daniel Craig"),
    # The writer treats or serves the person named with a form of address.
    ("Wir haben Herrn Dieter Bohlen am Knie operiert.", "Dieter Bohlen"),
    ("We discharged Mr Daniel Craig on Friday.", "Daniel Craig"),
    # A mail's quote header with its date.
    ("Heidi Klum schrieb am 04.06.2024:", "Heidi Klum"),
    ("Daniel Craig wrote on 2 June 2024, 09:12:", "Daniel Craig"),
]


@pytest.mark.parametrize(("text", "name"), PRIVATE)
def test_a_famous_name_in_a_private_frame_is_replaced(text: str, name: str) -> None:
    assert _marks(text).get(name) == "replaced"


PUBLIC = [
    ("Heidi Klum moderiert wieder im Fernsehen.", "Heidi Klum"),
    ("Hast du den neuen Film mit Daniel Craig gesehen?", "Daniel Craig"),
    ("Liebe Grüße an Dieter Bohlen!", "Dieter Bohlen"),
    ("Kate Moss, the model, opened the show.", "Kate Moss"),
    # A band's member, a club's owner: roles of the public sphere.
    ("Paul McCartney, a member of the Beatles, played in Liverpool.", "Paul McCartney"),
    ("Chelsea owner Roman Abramovich sold the club.", "Roman Abramovich"),
    # A clause that merely ends in a word of a role before the comma is no apposition.
    ("Unlike every other kind of novelist, Charles Dickens wrote for magazines.", "Charles Dickens"),
    # A shirt number, an opinion, a presenter's words are no local unit or self-introduction.
    ("Thomas Müller (Nr. 25) traf zweimal.", "Thomas Müller"),
    ("Tom Hanks in my opinion is the best actor.", "Tom Hanks"),
    ("Hier ist Helene Fischer!", "Helene Fischer"),
    ("Tom Hanks, the actor, won an award last night.", "Tom Hanks"),
    ("Angela Merkel, die frühere Kanzlerin, hielt eine Rede.", "Angela Merkel"),
    ("Bundeskanzler Olaf Scholz sprach gestern im Bundestag.", "Olaf Scholz"),
    ("Mein Lieblingsschauspieler ist Til Schweiger.", "Til Schweiger"),
    ("Ich bin Heidi Klum Fan.", "Heidi Klum"),
    ("Betreff: Heidi Klum im Fernsehen", "Heidi Klum"),
    # A quotation's author under it, and a dash inside a sentence, are no signature.
    ("Man lebt nur einmal.\n— Til Schweiger", "Til Schweiger"),
    ("Der Film -- mit Til Schweiger -- lief gestern im Kino.", "Til Schweiger"),
    # The poster's own details in one sentence, a celebrity in the next.
    ("Ich bin Jana, 34, aus dem Ruhrgebiet. Gestern habe ich Til Schweiger im Kino gesehen.", "Til Schweiger"),
    ("Meine Nummer ist 0171 2345678. Til Schweiger finde ich toll.", "Til Schweiger"),
    ("Hi, I am Jana (34) from Leeds. Anyone else love Daniel Craig?", "Daniel Craig"),
]


@pytest.mark.parametrize(("text", "name"), PUBLIC)
def test_the_public_person_stays(text: str, name: str) -> None:
    assert _marks(text).get(name) == "public"


@pytest.mark.parametrize(
    ("posts", "surname"),
    [
        # Surnames of the news, which word frequencies alone call common.
        (("Die Patientin Markus Söder wurde aufgenommen.", "Herr Söder klagt über Schmerzen."), "Söder"),
        (("Our tenant David Beckham is moving out.", "Mr Beckham left the keys with us."), "Beckham"),
        (("Der Patient Markus Söder wurde aufgenommen.", "Söders Frau kommt morgen."), "Söders"),
        (("Die Patientin Heidi Klum wurde aufgenommen.", "Heidi klagt über Schmerzen."), "Heidi"),
    ],
)
def test_the_surname_of_a_private_full_name_is_private_everywhere(posts: tuple[str, ...], surname: str) -> None:
    assert _marks(*posts).get(surname) == "replaced"


def test_the_full_name_of_a_private_surname_is_replaced_whole() -> None:
    marks = _marks("Dear Mr Craig, thank you for the keys.", "Daniel Craig will bring the rest on Monday.")
    assert marks.get("Craig") == "replaced"
    assert marks.get("Daniel Craig") == "replaced"


@pytest.mark.parametrize(
    "posts",
    [
        ("Gestern lief Dieter Bohlen im Fernsehen.", "Unser Nachbar Herr Bohlen hat sich beschwert."),
        ("Bundeskanzler Olaf Scholz sprach im Bundestag.", "Mein Nachbar Herr Scholz war auch da."),
    ],
)
def test_a_public_namesake_is_never_cut_in_part(posts: tuple[str, ...]) -> None:
    """Another bearer of a private surname, named in full on a public stage, is decided whole: no
    first name is left beside a replaced surname."""
    tree = annotated(*posts)
    post = tree.getroot().find(f".//{tei('post')}")
    assert post is not None
    names = ["".join(e.itertext()) for e in post.iter(tei("name"))]
    full = posts[0].split()[1:3] if posts[0].startswith("Bundeskanzler") else posts[0].split()[2:4]
    assert " ".join(full) in names


def test_a_public_namesake_on_stage_stays_whole_where_the_surname_is_a_word_too() -> None:
    marks = _marks("Gestern lief Gerhard Schröder im Fernsehen.", "Unser Nachbar Herr Schröder hat sich beschwert.")
    assert marks.get("Gerhard Schröder") == "public"
    assert marks.get("Schröder") == "replaced"


def test_a_name_alone_after_a_closing_in_the_block_before_is_a_signature() -> None:
    assert _marks("Many thanks for your help.\nKind regards,", "Daniel Craig").get("Daniel Craig") == "replaced"
    assert _marks("Wer ist dein Lieblingsschauspieler?", "Daniel Craig").get("Daniel Craig") == "public"

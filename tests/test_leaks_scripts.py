"""The audit finds a name sought written in other letters (issue 39, a red team's findings):
Cyrillic or Greek for a name annotated or listed in Latin letters, and the other way round.
Made-up people."""

from __future__ import annotations

import pytest
from detector_helpers import ONE_PARTICIPANT_TEI

from teianon.checks.audit import audit_tree
from teianon.read.xmlio import parse_bytes
from teianon.replace.inventory import read_inventory


def _leaks(annotated_posts: str, written_posts: str) -> list:
    original = parse_bytes(ONE_PARTICIPANT_TEI.format(posts=annotated_posts).encode(), "chat.xml")
    inventory = read_inventory(original, "chat.xml")
    output = parse_bytes(ONE_PARTICIPANT_TEI.format(posts=written_posts).encode(), "out.xml")
    # The participant's own name stands in this made-up output's header: not what is tested.
    return [leak for leak in audit_tree(inventory, output, "out.xml", None) if leak.text != "wolke7"]


def _post(text: str, pid: str = "p1") -> str:
    return f'<post xml:id="{pid}" who="#A1"><p>{text}</p></post>'


@pytest.mark.parametrize(
    ("name", "written"),
    [
        ("Radoslawa Timoschenko", "Тимошенко"),
        ("Wsewolod Kirilenko", "Всеволод"),
        ("Eleni Papadakis", "Παπαδάκης"),
        ("Konstantinos Vlachos", "Κωνσταντίνος"),
    ],
)
def test_a_name_in_other_letters_is_a_leak(name, written):
    annotated = _post(f'gestern <name type="PER">{name}</name> getroffen') + _post("und sonst?", "p2")
    output = _post("gestern [_PERSONNAME-1_] getroffen") + _post(f"und sonst? {written} sagt hallo", "p2")
    leaks = _leaks(annotated, output)
    assert [leak for leak in leaks if leak.certain and written in leak.what], [str(x) for x in leaks]


def test_a_name_annotated_in_other_letters_is_found_in_latin_ones():
    annotated = _post('<name type="PER">Богдана Ярошенко</name> kommt') + _post("ok", "p2")
    output = _post("[_PERSONNAME-1_] kommt") + _post("ok, Jaroschenko kommt auch", "p2")
    assert any(leak.certain for leak in _leaks(annotated, output))


def test_a_lower_case_word_of_the_other_script_is_only_a_possible_leak():
    annotated = _post('<name type="PER">Mira Tschernowa</name> kommt') + _post("ok", "p2")
    output = _post("[_PERSONNAME-1_] kommt") + _post("мира и дружбы", "p2")
    leaks = _leaks(annotated, output)
    assert leaks and not any(leak.certain for leak in leaks)


@pytest.mark.parametrize("other", ["Привет всем, как дела у Ивана?", "Καλημέρα σε όλους"])
def test_words_of_the_other_script_that_name_no_one_sought_are_no_leak(other):
    annotated = _post('<name type="PER">Radoslawa Timoschenko</name> kommt') + _post("ok", "p2")
    output = _post("[_PERSONNAME-1_] kommt") + _post(other, "p2")
    assert _leaks(annotated, output) == []

"""A relative who shares a participant's surname is a person of their own (issue 39, item 7):
``Grüße an Hedwig Brummerstedt`` beside the participant ``Jasper Brummerstedt`` is replaced
whole as a person, not half linked to the participant with the first name left as written; the
participant named in full, or by a name of their own, is still linked."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from teianon.cli import main

CHAT = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>Chat</title></titleStmt>
<publicationStmt><p>Sample.</p></publicationStmt><sourceDesc><p>Invented.</p></sourceDesc></fileDesc>
<profileDesc><particDesc><listPerson>
<person xml:id="u1" role="participant"><persName type="nickname">fuchsbau9</persName></person>
<person xml:id="u3" role="participant"><persName>Jasper Brummerstedt</persName></person>
</listPerson></particDesc></profileDesc></teiHeader>
<text><body><div>
<post xml:id="p1" who="#u1">Grüße an Hedwig Brummerstedt, die Mutter</post>
<post xml:id="p2" who="#u1">und Onno Brummerstedt auch. Frag mal Jasper Brummerstedt selbst</post>
<post xml:id="p3" who="#u3">danke, Brummerstedt hier</post>
</div></body></text></TEI>
"""


@pytest.mark.parametrize("mode", ["placeholder", "pseudonym"])
def test_a_relative_with_a_participant_s_surname_is_replaced_whole(tmp_path: Path, mode: str) -> None:
    source = tmp_path / "chat.xml"
    source.write_text(CHAT, encoding="utf-8")
    command = ["run", str(source), "-o", str(tmp_path / "out"), "--date", "2026-01-01"]
    if mode == "pseudonym":
        command += ["--mode", "pseudonym", "--salt", "rel", "--key", str(tmp_path / "key.json")]
    result = CliRunner().invoke(main, command)
    assert result.exit_code == 0, result.output
    written = (tmp_path / "out" / "chat.xml").read_text(encoding="utf-8")
    for name in ("Hedwig", "Onno", "Brummerstedt", "Jasper"):
        assert name not in written, name
    p1 = written.split('xml:id="p1"')[1].split("</post>")[0]
    p2 = written.split('xml:id="p2"')[1].split("</post>")[0]
    # The relatives are persons; the participant named in full keeps the participant's link.
    assert 'corresp="#u3"' not in p1
    assert p2.count('corresp="#u3"') == 1
    if mode == "placeholder":
        assert "[_PERSONNAME-1_]" in p1 and "PARTICIPANT" not in p1



ENGLISH = CHAT.replace(
    '<persName type="nickname">fuchsbau9</persName>', '<persName type="nickname">milo</persName>'
).replace(
    '<post xml:id="p1" who="#u1">Grüße an Hedwig Brummerstedt, die Mutter</post>',
    '<post xml:id="p1" who="#u3">Milo Brown and Milo Hughes came too</post>',
)


def test_a_surname_that_is_also_a_word_makes_a_relative_of_its_own(tmp_path: Path) -> None:
    # "Milo Brown": the participant milo's name with a surname of the tables that is also a
    # word; another person, replaced whole, not "[_PARTICIPANT-u1_] Green".
    source = tmp_path / "chat.xml"
    source.write_text(ENGLISH, encoding="utf-8")
    result = CliRunner().invoke(main, ["run", str(source), "-o", str(tmp_path / "out"), "--date", "2026-01-01"])
    assert result.exit_code == 0, result.output
    written = (tmp_path / "out" / "chat.xml").read_text(encoding="utf-8")
    p1 = written.split('xml:id="p1"')[1].split("</post>")[0]
    assert "Brown" not in p1 and "Hughes" not in p1 and "Milo" not in p1 and 'corresp="#u1"' not in p1

"""A pasted mail's MIME encoded words and quoted-printable words are read decoded (issue 39):
a private name inside one is replaced with the whole encoded word, and the audit finds one left.
Encoded words of ordinary text, a link's query and a formula stay. The names are invented."""

from __future__ import annotations

import base64
from pathlib import Path

import pytest
from click.testing import CliRunner

from teianon.cli import main

MAIL = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0" xml:lang="{lang}"><teiHeader><fileDesc>
<titleStmt><title>Invented mail</title></titleStmt><publicationStmt><p>invented</p></publicationStmt>
<sourceDesc><p>invented</p></sourceDesc></fileDesc>
<profileDesc><particDesc><listPerson><person xml:id="A1"><persName type="nickname">quarkfisch</persName></person>
</listPerson></particDesc></profileDesc></teiHeader><text><body><div>
<post xml:id="p1" who="#A1">{first}</post>
<post xml:id="p2" who="#A1">{second}</post>
</div></body></text></TEI>"""


def _b(text: str) -> str:
    return "=?UTF-8?B?" + base64.b64encode(text.encode()).decode() + "?="


GERMAN = {
    "lang": "de",
    "first": "Liebe Grüße an Frau Zwetschgenröster, wie besprochen.",
    "second": f"From: {_b('Frau Zwetschgenröster')}\nSubject: =?ISO-8859-1?Q?Termin_f=FCr_Frau_Zwetschgenr=F6ster?=\n"
    "Frau Zwetschgenr=C3=B6ster=20kommt morgen.\n"
    "Subject: =?UTF-8?Q?Gr=C3=BC=C3=9Fe?= siehe https://example.org/?id=FF00 und A=3D5",
}
ENGLISH = {
    "lang": "en",
    "first": "Please send it to Mrs Gwendolyn Ashcombe today.",
    "second": f"From: {_b('Mrs Gwendolyn Ashcombe')}\nSubject: =?ISO-8859-1?Q?Meeting_with_Mrs_Ashcomb=E9?=\n"
    f"cc {_b('Ashcombe')}\n"
    "Subject: =?UTF-8?Q?Caf=C3=A9_menu?= see https://example.org/?id=FF00 and A=3D5",
}
SECRETS = {
    "de": ("Zwetschgenröster", _b("Frau Zwetschgenröster"), "Zwetschgenr=F6ster", "Zwetschgenr=C3=B6ster"),
    "en": ("Ashcombe", _b("Mrs Gwendolyn Ashcombe"), "Ashcomb=E9", _b("Ashcombe")),
}
KEPT = {"de": ("=?UTF-8?Q?Gr=C3=BC=C3=9Fe?=", "A=3D5", "kommt morgen"), "en": ("=?UTF-8?Q?Caf=C3=A9_menu?=", "A=3D5")}


def _run(tmp_path: Path, texts: dict[str, str], mode: str) -> tuple[str, Path]:
    source = tmp_path / "in" / "mail.xml"
    source.parent.mkdir()
    source.write_text(MAIL.format(**texts), encoding="utf-8")
    command = ["run", str(source), "-o", str(tmp_path / "out"), "--annotated", str(tmp_path / "ann"), "-q"]
    if mode == "pseudonym":
        command += ["--mode", "pseudonym", "--salt", "s", "--key", str(tmp_path / "key.json")]
    result = CliRunner().invoke(main, command)
    assert result.exit_code == 0, result.output
    return (tmp_path / "out" / "mail.xml").read_text(encoding="utf-8"), tmp_path / "ann" / "mail.xml"


@pytest.mark.parametrize("mode", ["placeholder", "pseudonym"])
@pytest.mark.parametrize("texts", [GERMAN, ENGLISH], ids=["de", "en"])
def test_a_name_inside_an_encoded_word_is_replaced_whole(tmp_path: Path, mode: str, texts: dict[str, str]) -> None:
    output, _ = _run(tmp_path, texts, mode)
    for secret in SECRETS[texts["lang"]]:
        assert secret not in output, secret
    for kept in KEPT[texts["lang"]]:
        assert kept in output, kept


def test_the_audit_reads_encoded_words_decoded(tmp_path: Path) -> None:
    _, annotated = _run(tmp_path, GERMAN, "placeholder")
    # An output that left the encoded words as they were.
    left = tmp_path / "left" / "mail.xml"
    left.parent.mkdir()
    left.write_text(MAIL.format(**{**GERMAN, "first": "Liebe Grüße, wie besprochen."}), encoding="utf-8")
    result = CliRunner().invoke(main, ["audit", str(annotated), str(left)])
    assert result.exit_code == 1
    assert "in the decoded text of an encoded word" in result.output

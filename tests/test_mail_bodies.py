"""A pasted mail's base64 body is read decoded and replaced whole where it hides a private
string; a MIME encoded word gets a surrogate that decodes to a name, the same surrogate the
plain name gets (issue 39). The names are invented."""

from __future__ import annotations

import base64
import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from teianon.cli import main
from teianon.read.encoded import base64_bodies, encode_as, encoded_whole, is_base64_body

MAIL = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0" xml:lang="{lang}"><teiHeader><fileDesc>
<titleStmt><title>Invented mail</title></titleStmt><publicationStmt><p>invented</p></publicationStmt>
<sourceDesc><p>invented</p></sourceDesc></fileDesc>
<profileDesc><particDesc><listPerson><person xml:id="A1"><persName type="nickname">moorhuhn_3</persName></person>
</listPerson></particDesc></profileDesc></teiHeader><text><body><div>
<post xml:id="p1" who="#A1">{first}</post>
<post xml:id="p2" who="#A1">{second}</post>
</div></body></text></TEI>"""


def _body(text: str) -> str:
    return "Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: base64\n\n" + base64.encodebytes(
        text.encode()
    ).decode().rstrip("\n")


def _b(text: str) -> str:
    return "=?UTF-8?B?" + base64.b64encode(text.encode()).decode() + "?="


def _run(tmp_path: Path, lang: str, first: str, second: str, mode: str = "placeholder") -> str:
    source = tmp_path / "in" / "mail.xml"
    source.parent.mkdir(exist_ok=True)
    source.write_text(MAIL.format(lang=lang, first=first, second=second), encoding="utf-8")
    command = ["run", str(source), "-o", str(tmp_path / "out"), "-q"]
    if mode == "pseudonym":
        command += ["--mode", "pseudonym", "--salt", "s", "--key", str(tmp_path / "key.json")]
    result = CliRunner().invoke(main, command)
    assert result.exit_code == 0, result.output
    return (tmp_path / "out" / "mail.xml").read_text(encoding="utf-8")


PRIVATE_BODIES = {
    "de": "Liebe Irmtraud,\nanbei das Formular. Erreichbar bin ich unter 0172 5566 3381.\n"
    "Viele Grüße\nHelmfried Quastenberg\n",
    "en": "Dear Rosalind,\nplease call me back on 07700 900461.\nBest wishes,\nCuthbert Ravenscroft\n",
}
ORDINARY_BODIES = {
    "de": "Das Wetter war schön und die Sitzung lief gut.\nBis nächste Woche.\n",
    "en": "The weather was fine and the meeting went well.\nSee you next week.\n",
}


@pytest.mark.parametrize("mode", ["placeholder", "pseudonym"])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_base64_body_that_hides_a_name_is_replaced_whole(tmp_path: Path, lang: str, mode: str) -> None:
    private, ordinary = _body(PRIVATE_BODIES[lang]), _body(ORDINARY_BODIES[lang])
    output = _run(tmp_path, lang, private, ordinary, mode)
    hidden = private.split("\n\n", 1)[1]
    for line in hidden.splitlines():
        assert line not in output
    assert "Content-Transfer-Encoding: base64" in output
    # A body that hides nothing private stays as it was, line by line.
    for line in ordinary.split("\n\n", 1)[1].splitlines():
        assert line in output


def test_base64_bodies_are_found_only_after_their_header() -> None:
    encoded = base64.encodebytes(ORDINARY_BODIES["en"].encode()).decode()
    assert base64_bodies("Content-Transfer-Encoding: base64\n\n" + encoded)
    # The same letters without the header, a header of another encoding, a binary attachment.
    assert not base64_bodies(encoded)
    assert not base64_bodies("Content-Transfer-Encoding: quoted-printable\n\n" + encoded)
    binary = base64.encodebytes(bytes(range(256))).decode()
    assert not base64_bodies("Content-Transfer-Encoding: base64\n\n" + binary)
    assert is_base64_body(encoded) and not is_base64_body("Abendessen Mittagessen")


def test_an_encoded_word_is_encoded_again_after_its_surrogate() -> None:
    for kind, name in (("B", "Jürgen Ölmüller"), ("Q", "Jürgen Ölmüller"), ("QP", "Ölmüller")):
        assert encoded_whole(encode_as(name, kind)) == (name, kind)
    assert encoded_whole("Herr =?UTF-8?B?w5ZsbcO8bGxlcg==?=") is None


@pytest.mark.parametrize(
    ("lang", "name", "text"),
    [
        ("de", "Gerlinde Vosskämper", "Hallo Gerlinde Vosskämper, bis morgen."),
        ("en", "Ebenezer Wolstenholme", "Hello Ebenezer Wolstenholme, see you tomorrow."),
    ],
)
def test_pseudonym_mode_writes_an_encoded_word_that_decodes_to_the_surrogate(
    tmp_path: Path, lang: str, name: str, text: str
) -> None:
    output = _run(tmp_path, lang, f"From: {_b(name)} &lt;x@example.org&gt;\nSubject: Termin", text, "pseudonym")
    words = re.findall(r"=\?UTF-8\?B\?([A-Za-z0-9+/=]+)\?=", output)
    assert len(words) == 1
    decoded = base64.b64decode(words[0]).decode("utf-8")
    assert decoded != name and decoded.replace(" ", "").isalpha()
    # The same surrogate as the name written plainly in the next post.
    assert re.search(rf"<post xml:id=\"p2\"[^>]*>[^<]*<name[^>]*>{re.escape(decoded)}</name>", output), output
    key = json.loads((tmp_path / "key.json").read_text(encoding="utf-8"))
    assert key["references"]["PER"][_b(name)] == _b(decoded)
